// gcn::sc::GoldenUnit (golden_unit.h): gcn::GoldenModel behind the compute
// unit's sockets.
#include "golden_unit.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <exception>
#include <optional>
#include <vector>

#include <tlm_utils/tlm_quantumkeeper.h>

#include "control_access.h"
#include "cu_config.h"
#include "golden_model.h"
#include "insn.h"
#include "memory_bus.h"
#include "wave_scheduler.h"

namespace gcn::sc {

namespace {

using Socket = tlm_utils::simple_initiator_socket<GoldenUnit>;

// A quantum keeper with a quantum of its own rather than the global one.
class QuantumKeeper : public tlm_utils::tlm_quantumkeeper {
 public:
  explicit QuantumKeeper(sc_core::sc_time quantum) : quantum_(quantum) {}

 protected:
  sc_core::sc_time compute_local_quantum() override { return quantum_; }

 private:
  sc_core::sc_time quantum_;
};

// A DMI region granted to the fetch socket.
struct FetchDmi {
  tlm::tlm_dmi region;
  bool valid = false;
};

// The golden model's memory operations as transactions on one socket, each
// performed when called and timed by the quantum keeper: the target's delay
// annotation advances the local time.
class SocketBus final : public MemoryBus {
 public:
  SocketBus(Socket& socket, QuantumKeeper& qk, FetchDmi* dmi = nullptr) : socket_(&socket), qk_(&qk), dmi_(dmi) {}

  bool mapped(uint64_t addr, uint64_t size) const override {
    std::vector<uint8_t> scratch(size);
    tlm::tlm_generic_payload t;
    prepare(t, tlm::TLM_READ_COMMAND, addr, scratch.data(), size);
    return (*socket_)->transport_dbg(t) == size;
  }
  uint32_t read32(uint64_t addr) const override {
    uint8_t b[4] = {};
    transport(tlm::TLM_READ_COMMAND, addr, b, 4);
    return uint32_t(b[0]) | uint32_t(b[1]) << 8 | uint32_t(b[2]) << 16 | uint32_t(b[3]) << 24;
  }
  void write32(uint64_t addr, uint32_t value) override {
    uint8_t b[4] = {uint8_t(value), uint8_t(value >> 8), uint8_t(value >> 16), uint8_t(value >> 24)};
    transport(tlm::TLM_WRITE_COMMAND, addr, b, 4);
  }
  bool read_bytes(uint64_t addr, uint8_t* out, uint64_t n) const override {
    if (dmi_ && dmi_->valid && addr >= dmi_->region.get_start_address() &&
        addr + n - 1 <= dmi_->region.get_end_address()) {
      std::memcpy(out, dmi_->region.get_dmi_ptr() + (addr - dmi_->region.get_start_address()), n);
      qk_->inc(dmi_->region.get_read_latency());
      return true;
    }
    return transport(tlm::TLM_READ_COMMAND, addr, out, n);
  }
  bool write_bytes(uint64_t addr, const uint8_t* in, uint64_t n) override {
    std::vector<uint8_t> b(in, in + n);
    return transport(tlm::TLM_WRITE_COMMAND, addr, b.data(), n);
  }

 private:
  static void prepare(tlm::tlm_generic_payload& t, tlm::tlm_command cmd, uint64_t addr, uint8_t* p, uint64_t n) {
    t.set_command(cmd);
    t.set_address(addr);
    t.set_data_ptr(p);
    t.set_data_length(unsigned(n));
    t.set_streaming_width(unsigned(n));
    t.set_byte_enable_ptr(nullptr);
    t.set_dmi_allowed(false);
    t.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  }

  bool transport(tlm::tlm_command cmd, uint64_t addr, uint8_t* p, uint64_t n) const {
    tlm::tlm_generic_payload t;
    prepare(t, cmd, addr, p, n);
    sc_core::sc_time delay = qk_->get_local_time();
    (*socket_)->b_transport(t, delay);
    qk_->set(delay);
    if (dmi_ && !dmi_->valid && t.is_dmi_allowed()) {
      tlm::tlm_generic_payload q;
      q.set_command(tlm::TLM_READ_COMMAND);
      q.set_address(addr);
      dmi_->valid = (*socket_)->get_direct_mem_ptr(q, dmi_->region) &&
                    dmi_->region.is_read_allowed();
    }
    return t.is_response_ok();
  }

  Socket* socket_;
  QuantumKeeper* qk_;
  FetchDmi* dmi_;
};

}  // namespace

struct GoldenUnit::Impl {
  Impl(GoldenUnit& unit, sc_core::sc_time clk, Config c, unsigned quantum_clocks)
      : clock(clk),
        cfg(c),
        qk(clk * double(std::max(1u, quantum_clocks))),
        fetch_bus(unit.fetch, qk, &fetch_dmi),
        data_bus(unit.data, qk),
        vmem_bus(unit.vmem, qk) {
    clear();
  }

  sc_core::sc_time clock;
  Config cfg;
  QuantumKeeper qk;
  FetchDmi fetch_dmi;
  SocketBus fetch_bus, data_bus, vmem_bus;

  control::Selectors sel;
  ArchState initial;  // what the host configured
  uint32_t lds_alloc = 0;
  uint64_t launch = 0;  // waves to launch at the next run
  uint64_t launched = 0;
  bool stop = false;    // reset: the run thread drops the model
  sc_core::sc_event launch_event;
  sc_core::sc_time reset_time;

  std::unique_ptr<GoldenModel> model;
  std::optional<golden::WaveScheduler> scheduler;
  uint64_t order = 0;
  std::array<uint32_t, control::kNumPerf> perf{};
  std::array<uint8_t, 128> lds_row{};
  std::string error;

  void clear() {
    sel = control::Selectors{};
    initial = ArchState{};
    initial.waves.resize(cfg.num_waves);
    for (WaveState& w : initial.waves) w.vgpr.assign(cfg.num_vgprs, VgprLanes{});
    initial.scratch_lane_bytes = cfg.scratch_lane_bytes;
    lds_alloc = 0;
    launch = launched = 0;
    order = 0;
    perf.fill(0);
    lds_row.fill(0);
    error.clear();
    reset_time = sc_core::sc_time_stamp();
  }

  // The model of the current run: none before launch, nor after a reset
  // (the run thread drops the old one when it next runs).
  const GoldenModel* live() const { return stop ? nullptr : model.get(); }
  const WaveState& wave(unsigned w) const { return live() ? live()->wave(w) : initial.waves.at(w); }

  uint32_t ended() const {
    uint32_t bits = 0;
    if (live())
      for (unsigned w = 0; w < cfg.num_waves; ++w)
        if (((launched >> w) & 1) && model->wave_ended(w)) bits |= 1u << w;
    return bits;
  }
  bool busy() const { return live() && ended() != launched; }

  uint32_t read(uint64_t addr) const {
    namespace c = control;
    const unsigned w = sel.dbg_wave;
    if (addr == c::kStatus) return ended() | (busy() ? 1u << 31 : 0u);
    if (addr >= c::kPerf) return perf.at((addr - c::kPerf) / 4);
    if (w >= cfg.num_waves) return 0;
    const WaveState& s = wave(w);
    switch (addr) {
      case c::kDbgSgpr: return sel.dbg_reg < kNumScalarRegs ? s.sgpr[sel.dbg_reg] : 0;
      case c::kDbgScc: return s.scc ? 1 : 0;
      case c::kDbgMode: return s.mode;
      case c::kDbgPcLo: return uint32_t(s.pc);
      case c::kDbgPcHi: return uint32_t(s.pc >> 32) & 0xFFFFu;
      case c::kDbgVgpr:
        return sel.dbg_vgpr_reg < s.vgpr.size() && sel.dbg_vgpr_lane < kWaveLanes
                   ? s.vgpr[sel.dbg_vgpr_reg][sel.dbg_vgpr_lane]
                   : 0;
      default: return 0;
    }
  }

  void write(uint64_t addr, uint32_t value) {
    namespace c = control;
    if (addr == c::kLaunch) {
      launch |= value & ((cfg.num_waves >= 32 ? ~0u : (1u << cfg.num_waves) - 1));
      launch_event.notify(sc_core::SC_ZERO_TIME);
      return;
    }
    if (addr == c::kDbgLdsRow) {
      lds_row.fill(0);
      if (live()) {
        const std::vector<uint8_t>& lds = live()->physical_lds();
        const uint64_t first = uint64_t(value) * lds_row.size();
        for (uint64_t k = 0; k < lds_row.size() && first + k < lds.size(); ++k) lds_row[k] = lds[first + k];
      }
      return;
    }
    // Configuration is the initial state of the next launch.
    if (sel.cfg_wave >= cfg.num_waves) return;
    WaveState& s = initial.waves[sel.cfg_wave];
    if (addr == c::kVgprData) {
      if (sel.vgpr_reg < s.vgpr.size() && sel.vgpr_lane < kWaveLanes) s.vgpr[sel.vgpr_reg][sel.vgpr_lane] = value;
      return;
    }
    switch (sel.cfg_reg) {
      case cu_cfg::kLdsAlloc: lds_alloc = value; break;
      case cu_cfg::kScratch: initial.scratch_lane_bytes = value; break;
      case cu_cfg::kMode: s.mode = value; break;
      case cu_cfg::kScc: s.scc = value & 1; break;
      case cu_cfg::kPcLo: s.pc = (s.pc & ~0xFFFF'FFFFull) | value; break;
      case cu_cfg::kPcHi: s.pc = (s.pc & 0xFFFF'FFFFull) | uint64_t(value & 0xFFFFu) << 32; break;
      default:
        if (sel.cfg_reg < kNumScalarRegs && sel.cfg_reg != cu_cfg::kReservedReg) s.sgpr[sel.cfg_reg] = value;
        break;
    }
  }

  // The counters of one retired instruction (`op`: none when the record
  // does not decode).
  void count(std::optional<Op> op) {
    ++perf[control::kPerfRetired];
    if (!op) return;
    const Format f = info(*op).format;
    if (f == Format::SMEM) ++perf[control::kPerfSmemRequests];
    if (f == Format::DS) ++perf[control::kPerfDsInsns];
    if (is_vmem(f)) ++perf[control::kPerfVmemRequests];
  }
};

GoldenUnit::GoldenUnit(sc_core::sc_module_name name, sc_core::sc_time clock, Config config,
                       unsigned quantum_clocks)
    : sc_core::sc_module(name) {
  config.num_waves = std::clamp(config.num_waves, 1u, 16u);
  config.num_vgprs = std::min(config.num_vgprs, kMaxVgprs);
  impl_ = std::make_unique<Impl>(*this, clock, config, quantum_clocks);
  control.register_b_transport(this, &GoldenUnit::control_transport);
  fetch.register_invalidate_direct_mem_ptr(this, &GoldenUnit::invalidate_fetch_dmi);
  SC_HAS_PROCESS(GoldenUnit);
  SC_THREAD(run);
  SC_METHOD(on_reset);
  sensitive << rst_n.neg();
  dont_initialize();
}

GoldenUnit::~GoldenUnit() = default;

GoldenUnit::Status GoldenUnit::status() const {
  const Impl& m = *impl_;
  return Status{m.ended(), m.busy(), m.perf[control::kPerfRetired], m.error};
}

void GoldenUnit::invalidate_fetch_dmi(sc_dt::uint64 start, sc_dt::uint64 end) {
  FetchDmi& d = impl_->fetch_dmi;
  if (d.valid && start <= d.region.get_end_address() && end >= d.region.get_start_address()) d.valid = false;
}

void GoldenUnit::on_reset() {
  Impl& m = *impl_;
  m.stop = true;  // the run thread drops the model
  m.clear();
  m.launch_event.notify(sc_core::SC_ZERO_TIME);
}

void GoldenUnit::control_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay) {
  namespace c = control;
  Impl& m = *impl_;
  const std::optional<c::Access> accepted = c::accept(t, delay, m.sel, m.lds_row);
  if (!accepted) return;
  const c::Access& a = *accepted;
  // A register access takes a clock, as on the compute unit.
  wait(m.clock);
  if (a.write)
    m.write(a.addr, a.value);
  else
    c::put_word(t, m.read(a.addr));
  t.set_response_status(tlm::TLM_OK_RESPONSE);
}

void GoldenUnit::run() {
  Impl& m = *impl_;
  while (true) {
    while (!m.launch || !rst_n.read()) wait(m.launch_event);
    m.stop = false;
    m.launched = m.launch;
    m.launch = 0;
    m.model = std::make_unique<GoldenModel>(m.initial, m.cfg.num_waves, std::min(m.lds_alloc, m.cfg.lds_bytes),
                                            MemoryPorts{&m.fetch_bus, &m.data_bus, &m.vmem_bus});
    m.scheduler.emplace(m.cfg.num_waves, m.launched);
    m.qk.reset();
    while (!m.stop) {
      const std::optional<unsigned> w = m.scheduler->next(*m.model);
      if (!w) break;
      RefStep st = m.model->step(*w, m.order++);
      std::optional<Op> op;
      if (!st.commit.illegal && st.commit.nwords > 0) {
        try {
          op = decode(st.commit.words.data(), st.commit.nwords).op;
        } catch (const std::exception&) {
          // Counted as retired only.
        }
      }
      m.count(op);
      if (st.commit.illegal && m.error.empty()) m.error = st.error;
      commits.write(st.commit);
      if (st.writeback) {
        WritebackRecord wb;
        wb.order = st.writeback->order;
        wb.wave = st.writeback->wave;
        wb.sgpr = st.writeback->sgpr;
        wb.vgpr = st.writeback->vgpr;
        if (st.writeback->forwarded) {
          // S_MEMTIME: clocks since reset; S_MEMREALTIME: a quarter of them.
          uint64_t clocks = uint64_t((m.qk.get_current_time() - m.reset_time) / m.clock);
          if (op == Op::S_MEMREALTIME) clocks /= 4;
          wb.sgpr.data[0] = uint32_t(clocks);
          wb.sgpr.data[1] = uint32_t(clocks >> 32);
          m.model->forward(wb);
        }
        writebacks.write(wb);
      }
      m.qk.inc(m.clock);
      if (m.qk.need_sync()) m.qk.sync();
    }
    m.qk.sync();
    // The model stays for the debug reads until reset; a launch before it is ignored.
    while (!m.stop) wait(m.launch_event);
    m.model.reset();
    m.scheduler.reset();
  }
}

}  // namespace gcn::sc
