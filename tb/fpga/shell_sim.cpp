// The Verilated FPGA shell and its bus models (shell_sim.h).
#include "shell_sim.h"

#include <fmt/format.h>

#include "Vgcn_fpga_shell.h"
#include "axi_memory.h"

namespace gcn::fpga {

struct ShellSim::Impl {
  std::unique_ptr<VerilatedContext> ctx = std::make_unique<VerilatedContext>();
  std::unique_ptr<Vgcn_fpga_shell> top;
  AxiMemory mem;
  uint64_t max_clocks;
  uint64_t clocks = 0;

  Impl(Memory& memory, uint64_t seed, uint64_t max)
      : top(std::make_unique<Vgcn_fpga_shell>(ctx.get(), "shell")), mem(memory, seed), max_clocks(max) {
    top->rst_ni = 0;
    for (int i = 0; i < 4; ++i) clock();
    top->rst_ni = 1;
  }
  ~Impl() { top->final(); }

  // One clock: the slave's outputs, the falling half, what `before_edge`
  // sees then (the handshakes the rising edge will make), the rising edge.
  // Returns what `before_edge` returned.
  template <class F>
  bool clock(F&& before_edge) {
    if (clocks >= max_clocks)
      throw ShellError(fmt::format("the shell did not finish in {} clocks (watchdog)", max_clocks));
    AxiSlavePins p;
    mem.drive(p);
    top->m_axi_awready = p.awready;
    top->m_axi_wready = p.wready;
    top->m_axi_arready = p.arready;
    top->m_axi_rvalid = p.rvalid;
    top->m_axi_rdata = p.rdata;
    top->m_axi_rresp = p.rresp;
    top->m_axi_rlast = p.rlast;
    top->m_axi_bvalid = p.bvalid;
    top->m_axi_bresp = p.bresp;
    top->clk_i = 0;
    top->eval();
    p.awvalid = top->m_axi_awvalid;
    p.awaddr = top->m_axi_awaddr;
    p.awlen = top->m_axi_awlen;
    p.wvalid = top->m_axi_wvalid;
    p.wdata = top->m_axi_wdata;
    p.wstrb = top->m_axi_wstrb;
    p.bready = top->m_axi_bready;
    p.arvalid = top->m_axi_arvalid;
    p.araddr = top->m_axi_araddr;
    p.arlen = top->m_axi_arlen;
    p.rready = top->m_axi_rready;
    const bool seen = before_edge();
    top->clk_i = 1;
    top->eval();
    mem.clock(p);
    ++clocks;
    return seen;
  }
  void clock() {
    clock([] { return false; });
  }

  // Clocks until `done` holds before a rising edge (the handshake is then
  // made at that edge).
  template <class F>
  void clock_until(F&& done) {
    while (!clock(done)) {
    }
  }

  void write(uint64_t addr, uint32_t value) {
    top->s_axil_awaddr = uint32_t(addr);
    top->s_axil_wdata = value;
    top->s_axil_wstrb = 0xF;
    top->s_axil_awvalid = 1;
    top->s_axil_wvalid = 1;
    clock_until([&] { return top->s_axil_awready && top->s_axil_wready; });
    top->s_axil_awvalid = 0;
    top->s_axil_wvalid = 0;
    top->s_axil_bready = 1;
    uint8_t resp = 0;
    clock_until([&] {
      resp = top->s_axil_bresp;
      return bool(top->s_axil_bvalid);
    });
    top->s_axil_bready = 0;
    if (resp != 0) throw ShellError(fmt::format("control write of {:#x} to {:#05x}: error response {}", value, addr, resp));
  }

  uint32_t read(uint64_t addr) {
    top->s_axil_araddr = uint32_t(addr);
    top->s_axil_arvalid = 1;
    clock_until([&] { return bool(top->s_axil_arready); });
    top->s_axil_arvalid = 0;
    top->s_axil_rready = 1;
    uint32_t data = 0;
    uint8_t resp = 0;
    clock_until([&] {
      data = top->s_axil_rdata;
      resp = top->s_axil_rresp;
      return bool(top->s_axil_rvalid);
    });
    top->s_axil_rready = 0;
    if (resp != 0) throw ShellError(fmt::format("control read of {:#05x}: error response {}", addr, resp));
    return data;
  }
};

ShellSim::ShellSim(Memory& memory, uint64_t seed, uint64_t max_clocks)
    : impl_(std::make_unique<Impl>(memory, seed, max_clocks)) {}
ShellSim::~ShellSim() = default;
void ShellSim::write(uint64_t addr, uint32_t value) { impl_->write(addr, value); }
uint32_t ShellSim::read(uint64_t addr) { return impl_->read(addr); }
uint64_t ShellSim::clocks() const { return impl_->clocks; }

}  // namespace gcn::fpga
