// AXI4 slave memory model (axi_memory.h).
#include "axi_memory.h"

#include <algorithm>

#include <fmt/format.h>

namespace gcn::fpga {

namespace {
constexpr uint8_t kOkay = 0;
constexpr uint8_t kDecErr = 3;
}  // namespace

AxiMemory::AxiMemory(Memory& memory, uint64_t seed, unsigned max_latency)
    : mem_(memory), rng_(seed), max_latency_(max_latency ? max_latency : 1) {}

bool AxiMemory::draw_ready() { return std::uniform_int_distribution<unsigned>(0, 3)(rng_) != 0; }

uint64_t AxiMemory::latency() { return std::uniform_int_distribution<uint64_t>(1, max_latency_)(rng_); }

void AxiMemory::drive(AxiSlavePins& p) {
  awready_ = draw_ready();
  wready_ = draw_ready();
  arready_ = draw_ready();
  p.awready = awready_;
  p.wready = wready_;
  p.arready = arready_;
  p.rvalid = !r_.empty() && r_.front().due <= now_;
  p.rdata = p.rvalid ? r_.front().data : 0;
  p.rresp = p.rvalid ? r_.front().resp : 0;
  p.rlast = true;
  p.bvalid = !b_.empty() && b_.front().due <= now_;
  p.bresp = p.bvalid ? b_.front().resp : 0;
}

void AxiMemory::clock(const AxiSlavePins& p) {
  if (p.arvalid && arready_) {
    if (p.arlen != 0) throw AxiProtocolError(fmt::format("axi memory: a read burst of {} beats at {:#x}", p.arlen + 1, p.araddr));
    Response r;
    r.due = std::max(now_ + latency(), r_.empty() ? 0 : r_.back().due);
    if (p.araddr % 4 == 0 && mem_.mapped(p.araddr, 4)) {
      r.data = mem_.read32(p.araddr);
      r.resp = kOkay;
    } else {
      r.resp = kDecErr;
    }
    r_.push_back(r);
    ++reads_;
  }
  if (p.rvalid && p.rready) r_.pop_front();
  if (p.awvalid && awready_) {
    if (p.awlen != 0) throw AxiProtocolError(fmt::format("axi memory: a write burst of {} beats at {:#x}", p.awlen + 1, p.awaddr));
    aw_.push_back(p.awaddr);
  }
  if (p.wvalid && wready_) w_.emplace_back(p.wdata, p.wstrb);
  while (!aw_.empty() && !w_.empty()) {
    const uint64_t addr = aw_.front();
    const auto [data, strb] = w_.front();
    aw_.pop_front();
    w_.pop_front();
    Response b;
    b.due = std::max(now_ + latency(), b_.empty() ? 0 : b_.back().due);
    if (addr % 4 == 0 && mem_.mapped(addr, 4)) {
      uint32_t v = mem_.read32(addr);
      for (unsigned i = 0; i < 4; ++i)
        if ((strb >> i) & 1) v = (v & ~(0xFFu << (8 * i))) | (data & (0xFFu << (8 * i)));
      mem_.write32(addr, v);
      b.resp = kOkay;
    } else {
      b.resp = kDecErr;
    }
    b_.push_back(b);
    ++writes_;
  }
  if (p.bvalid && p.bready) b_.pop_front();
  ++now_;
}

}  // namespace gcn::fpga
