// gcn::Dut over the Verilated compute unit. Compiled once per design variant:
// GCN_VTOP names the Verilated class and GCN_VTOP_HEADER its header, so the
// variants (plain, 4 lanes, bug-injected) never share a symbol; GCN_VTOP_TRACE
// says whether it was Verilated with tracing and GCN_VTOP_<PARAMETER> gives
// the gcn_cu parameters it was Verilated with (gcn_verilate, tb/dut/).
#include "dut.h"

#include <fmt/format.h>

#include <bitset>
#include <deque>
#include <stdexcept>

#include "bug_select.h"
#include "cu_config.h"
#include "dut_launch.h"
#include "record_assembly.h"
#include "tb_memory.h"
#include "trace_capture.h"
#include "trace_file.h"
#include "verilated.h"
#include "wg_dispatch.h"
#include GCN_VTOP_HEADER
#if GCN_VTOP_COVERAGE
#include "verilated_cov.h"
#endif
#if GCN_VTOP_TRACE
#include "verilated_fst_c.h"
#else
// A variant built without tracing (faster to build): --trace is refused.
namespace gcn {
struct VerilatedFstC {
  void dump(uint64_t) {}
  void close() {}
};
}  // namespace gcn
#endif

namespace gcn {

using namespace cu_cfg;

// Set-up clocks a unit may take to become ready to launch after reset: its
// LDS clears a row of every bank a clock (64 KiB in 8 banks: 2,048 rows).
constexpr uint64_t kMaxLdsClearClocks = 1u << 16;

// A configuration-port write: one register (Scalar), one VGPR lane (Vgpr)
// or the launch pulse of a workgroup's slots (Launch), driven for one clock
// each; a set-up clock of its own before cycle 0, else queued by Dut::place
// while waves run.
struct CfgWrite {
  enum class Kind { Scalar, Vgpr, Launch } kind;
  unsigned wave = 0, reg = 0, lane = 0;
  uint32_t value = 0;
  uint64_t mask = 0;

  static CfgWrite scalar(unsigned wave, unsigned reg, uint32_t value) {
    return {Kind::Scalar, wave, reg, 0, value, 0};
  }
  static CfgWrite vgpr(unsigned wave, unsigned reg, unsigned lane, uint32_t value) {
    return {Kind::Vgpr, wave, reg, lane, value, 0};
  }
  static CfgWrite launch(uint64_t slots) { return {Kind::Launch, 0, 0, 0, 0, slots}; }
};

struct Dut::Impl {
  std::unique_ptr<VerilatedContext> ctx;
  std::unique_ptr<GCN_VTOP> top;
  std::unique_ptr<VerilatedFstC> fst;
  TbMemory mem;
  unsigned num_waves;             // the slots state() reads: 0 .. the highest launched
  std::vector<size_t> num_vgprs;  // per wave, as declared by the program
  uint64_t launch_mask;           // the slots ever launched
  std::deque<CfgWrite> pending;   // placements' writes not yet driven
  uint64_t pending_slots = 0;     // slots of placements not yet launched
  bool started = false;           // a cycle has run
  uint64_t initial_launch = 0;    // slots placed before the first cycle: launched by it
  uint64_t time = 0;     // simulation half-cycles (for the trace)
  uint64_t setup_ticks = 0;  // clocks since reset was released, before launch
  uint64_t cycle = 0;    // cycles since launch
  uint64_t launch_time = 0;  // `time` when cycle 0 starts
  bool data_ready = true;
  uint32_t lds_bytes;
  uint64_t memory_silent_from;
  uint64_t trace_from, trace_to;  // the cycles dumped (DutConfig)
  std::string coverage_path;      // DutConfig::coverage_path
  RecordAssembler<GCN_VTOP_LANES> records;
  trace::TraceWriter* record_trace;  // DutConfig::record_trace
  bool launched = false;          // a launch pulse has been driven
  bool reading_state = false;     // Dut::state() reads the end state: its clocks are debug-port clocks
  // Records of the cycles a debug read ran (read_wave), handed out by the
  // next cycle() ahead of its own.
  std::vector<CommitRecord> held_commits;
  std::vector<WritebackRecord> held_writebacks;

  Impl(const ArchState& initial, unsigned waves, const DutConfig& cfg)
      : ctx(std::make_unique<VerilatedContext>()),
        mem(initial.memory, cfg.seed, cfg.max_latency, cfg.reorder),
        num_waves(waves),
        launch_mask(waves >= 64 ? ~uint64_t{0} : ((uint64_t{1} << waves) - 1)),
        lds_bytes(cfg.lds_bytes),
        memory_silent_from(cfg.memory_silent_from),
        trace_from(cfg.trace_from_cycle),
        trace_to(cfg.trace_to_cycle),
        coverage_path(cfg.coverage_path),
        record_trace(cfg.record_trace) {
    if (record_trace && record_trace->lanes() != GCN_VTOP_LANES)
      throw std::invalid_argument(fmt::format("dut: a commit trace of {} lanes for an RTL of {}",
                                              record_trace->lanes(), GCN_VTOP_LANES));
    if (!coverage_path.empty() && !GCN_VTOP_COVERAGE)
      throw std::runtime_error(fmt::format("this RTL variant ({}) is built without code coverage: "
                                           "--rtl-coverage needs cosim-coverage",
                                           GCN_DUT_VARIANT));
    if (trace_from >= trace_to)
      throw std::invalid_argument(fmt::format("dut: empty trace window [{}, {})", trace_from, trace_to));
    if (lds_bytes > GCN_VTOP_LDS_BYTES)
      throw std::runtime_error(fmt::format("the RTL has {} bytes of LDS (the program allocates {})",
                                           GCN_VTOP_LDS_BYTES, lds_bytes));
#if GCN_VTOP_TRACE
    ctx->traceEverOn(!cfg.trace_path.empty());
#endif
    if (cfg.random_reset) {
      if (!GCN_VTOP_RANDOM_RESET)
        throw std::runtime_error(fmt::format("this RTL variant ({}) is built without random reset: "
                                             "--random-reset needs the default cosim",
                                             GCN_DUT_VARIANT));
      // Read when the model is constructed: every variable and memory gets a
      // random initial value from this seed before reset is applied.
      ctx->randReset(2);
      ctx->randSeed(int(cfg.random_reset % 0x7FFF'FFFFu) + 1);
    }
    top = std::make_unique<GCN_VTOP>(ctx.get(), "TOP");
#if !GCN_VTOP_TRACE
    if (!cfg.trace_path.empty())
      throw std::runtime_error(fmt::format("this RTL variant ({}) is built without tracing: --trace needs the default cosim",
                                           GCN_DUT_VARIANT));
#else
    if (!cfg.trace_path.empty()) {
      fst = std::make_unique<VerilatedFstC>();
      top->trace(fst.get(), 99);
      fst->open(cfg.trace_path.c_str());
      if (!fst->isOpen()) throw std::runtime_error(fmt::format("cannot open trace file {}", cfg.trace_path));
    }
#endif
    idle_inputs();
    top->rst_ni = 0;
    for (int i = 0; i < 4; ++i) tick();
    top->rst_ni = 1;
  }

  // The one-workgroup launch of Dut(initial, num_waves, cfg).
  void launch_workgroup(const ArchState& initial) {
    for (unsigned w = 0; w < num_waves; ++w) {
      const WaveState& s = initial.waves.at(w);
      num_vgprs.push_back(s.vgpr.size());
      for_each_wave_write(
          s, [&](unsigned reg, uint32_t value) { setup_write(CfgWrite::scalar(w, reg, value)); },
          [&](unsigned reg, unsigned lane, uint32_t value) {
            setup_write(CfgWrite::vgpr(w, reg, lane, value));
          });
    }
    setup_write(CfgWrite::scalar(0, kLdsAlloc, lds_bytes));
    setup_write(CfgWrite::scalar(0, kScratch, initial.scratch_lane_bytes));
    // The LDS clears itself after reset; the unit says when (launch_ready_o).
    wait_lds_cleared();
    setup_write(CfgWrite::launch(launch_mask));
    top->eval();
    launch_time = time;
  }

  // Dut(common, cfg): the scratch size, then the LDS clear; no wave yet.
  void prepare_empty(const ArchState& common) {
    if (record_trace)
      throw std::invalid_argument("dut: commit traces of runs that place workgroups are not supported");
    setup_write(CfgWrite::scalar(0, kScratch, common.scratch_lane_bytes));
    wait_lds_cleared();
    top->eval();
    launch_time = time;
  }

  // A configuration write now (set-up clock) or, once cycles run, queued.
  void write(const CfgWrite& c) {
    if (started) {
      pending.push_back(c);
      return;
    }
    if (c.kind == CfgWrite::Kind::Launch) {
      // Together with the other workgroups placed before the first cycle,
      // by one pulse just before it: a wave launched earlier would fetch
      // during set-up clocks, which serve no memory.
      initial_launch |= c.mask;
      return;
    }
    setup_write(c);
  }

  // The pulse that launches the workgroups placed before the first cycle,
  // as the one-workgroup constructor launches its waves.
  void launch_initial() {
    if (!initial_launch) return;
    setup_write(CfgWrite::launch(initial_launch));
    top->eval();
    launch_time = time;
    initial_launch = 0;
  }

  // Sets the inputs of one configuration-port write; the next rising edge
  // takes them, and they hold until release_cfg_inputs().
  void drive(const CfgWrite& c) {
    switch (c.kind) {
      case CfgWrite::Kind::Scalar:
        top->cfg_we_i = 1;
        top->cfg_wave_i = c.wave;
        top->cfg_reg_i = c.reg;
        top->cfg_data_i = c.value;
        break;
      case CfgWrite::Kind::Vgpr:
        top->cfg_vgpr_we_i = 1;
        top->cfg_wave_i = c.wave;
        top->cfg_vgpr_reg_i = c.reg;
        top->cfg_vgpr_lane_i = c.lane;
        top->cfg_data_i = c.value;
        break;
      case CfgWrite::Kind::Launch:
        top->launch_i = 1;
        top->launch_mask_i = c.mask;
        launched = true;
        break;
    }
  }

  // Whether the configuration port takes the write this cycle: a VGPR
  // write waits while the VGPR file holds two it could not yet place, a
  // launch until it holds none (outputs of state, valid before the inputs
  // of the cycle are driven).
  bool cfg_ready(const CfgWrite& c) const {
    switch (c.kind) {
      case CfgWrite::Kind::Vgpr: return top->cfg_vgpr_ready_o;
      case CfgWrite::Kind::Launch: return top->launch_ready_o;
      case CfgWrite::Kind::Scalar: return top->cfg_ready_o;
    }
    return true;
  }

  // Ends a write: the write enables and the launch pulse drop.
  void release_cfg_inputs() {
    top->cfg_we_i = 0;
    top->cfg_vgpr_we_i = 0;
    top->launch_i = 0;
    top->launch_mask_i = 0;
  }

  // Set-up clocks until the unit takes a launch: it refuses one until its
  // LDS has cleared itself after reset (a row of every bank a clock), as a
  // dispatcher waits for a compute unit to come out of reset, so that no
  // wave sees what the RAM held at power-up. Cycle 0 comes after.
  void wait_lds_cleared() {
    for (uint64_t i = 0; !top->launch_ready_o; ++i) {
      if (i == kMaxLdsClearClocks) throw std::logic_error("dut: the compute unit never becomes ready to launch");
      tick();
    }
  }

  // One write on a set-up clock of its own (before cycle 0), after the
  // clocks the port needs to take it (no wave runs: a held VGPR write lands
  // on the next clock).
  void setup_write(const CfgWrite& c) {
    for (int i = 0; !cfg_ready(c); ++i) {
      if (i == 4) throw std::logic_error("dut: the configuration port stays busy with no wave running");
      tick();
    }
    drive(c);
    tick();
    release_cfg_inputs();
  }

  // Drives the next queued write for this cycle (inputs settle with the
  // clock low; the rising edge takes them; step() releases them after it).
  void drive_pending() {
    if (pending.empty() || !cfg_ready(pending.front())) return;
    const CfgWrite c = pending.front();
    pending.pop_front();
    drive(c);
    if (c.kind == CfgWrite::Kind::Launch) pending_slots &= ~c.mask;
  }

  bool slot_ended(unsigned slot) const { return (uint64_t(top->wave_done_o) >> slot) & 1; }

  // A slot place() may not take: a placement on it is not yet launched, or
  // its launched wave has not ended.
  bool slot_busy(unsigned slot) const {
    if ((pending_slots >> slot) & 1) return true;
    return ((launch_mask >> slot) & 1) && !slot_ended(slot);
  }

  void place(const WorkgroupPlacement& wg) {
    const unsigned slots = GCN_VTOP_NUM_WAVES;
    if (wg.waves.empty() || std::bitset<64>(wg.slots).count() != wg.waves.size())
      throw std::invalid_argument(fmt::format("dut: a placement of {} waves on slot mask {:#x}",
                                              wg.waves.size(), wg.slots));
    if ((wg.slots >> slots) != 0 || wg.tag >= slots)
      throw std::invalid_argument(fmt::format("dut: slot mask {:#x} or tag {} beyond the unit's {} slots",
                                              wg.slots, wg.tag, slots));
    if (wg.lds_base % kLdsGranule != 0 || uint64_t{wg.lds_base} + wg.lds_size > GCN_VTOP_LDS_BYTES)
      throw std::invalid_argument(fmt::format("dut: LDS window {:#x}+{} outside the unit's {} bytes "
                                              "(or its base is not a multiple of {})",
                                              wg.lds_base, wg.lds_size, GCN_VTOP_LDS_BYTES, kLdsGranule));
    for (unsigned s = 0; s < slots; ++s) {
      if (!((wg.slots >> s) & 1)) continue;
      if (slot_busy(s)) throw std::invalid_argument(fmt::format("dut: slot {} is busy", s));
    }
    unsigned i = 0;
    for (unsigned s = 0; s < slots; ++s) {
      if (!((wg.slots >> s) & 1)) continue;
      const WaveState& ws = wg.waves[i++];
      if (ws.vgpr.size() > GCN_VTOP_NUM_VGPRS)
        throw std::invalid_argument(fmt::format("the RTL has {} VGPRs per wave (slot {} is given {})",
                                                GCN_VTOP_NUM_VGPRS, s, ws.vgpr.size()));
    }
    pending_slots |= wg.slots;
    i = 0;
    for (unsigned s = 0; s < slots; ++s) {
      if (!((wg.slots >> s) & 1)) continue;
      const WaveState& ws = wg.waves[i++];
      if (num_vgprs.size() <= s) num_vgprs.resize(s + 1, 0);
      num_vgprs[s] = ws.vgpr.size();
      num_waves = std::max(num_waves, s + 1);
      for_each_wave_write(
          ws, [&](unsigned reg, uint32_t value) { write(CfgWrite::scalar(s, reg, value)); },
          [&](unsigned reg, unsigned lane, uint32_t value) {
            write(CfgWrite::vgpr(s, reg, lane, value));
          });
      write(CfgWrite::scalar(s, kWorkgroup, wg.tag));
      write(CfgWrite::scalar(s, kLdsBase, wg.lds_base));
      write(CfgWrite::scalar(s, kLdsSize, wg.lds_size));
    }
    launch_mask |= wg.slots;
    lds_bytes = std::max(lds_bytes, wg.lds_base + wg.lds_size);
    write(CfgWrite::launch(wg.slots));
    if (!started) pending_slots &= ~wg.slots;
  }

  // Whether this half-cycle goes into the trace: a cycle since launch inside
  // the window, or a reset / set-up / debug-port clock (`in_step` false)
  // of a trace of the whole run (a window holds the cycles it names only).
  bool dumping(bool in_step) const {
    if (!fst) return false;
    if (!in_step) return trace_from == 0 && trace_to == UINT64_MAX;
    return cycle >= trace_from && cycle < trace_to;
  }

  ~Impl() {
    if (fst) fst->close();
    top->final();
#if GCN_VTOP_COVERAGE
    // The counters live in the model: write them while it exists. The
    // callers check the path is writable before the run.
    if (!coverage_path.empty()) ctx->coveragep()->write(coverage_path.c_str());
#endif
  }

  void idle_inputs() {
    top->clk_i = 0;
    top->cfg_we_i = 0;
    top->cfg_wave_i = 0;
    top->cfg_reg_i = 0;
    top->cfg_data_i = 0;
    top->launch_i = 0;
    top->launch_mask_i = 0;
    top->rtc_i = 0;
    top->if_req_ready_i = 1;
    top->if_rsp_valid_i = 0;
    top->if_rsp_data_i = 0;
    top->if_rsp_err_i = 0;
    top->dm_req_ready_i = 0;
    top->dm_rsp_valid_i = 0;
    top->dm_rsp_tag_i = 0;
    for (int i = 0; i < 16; ++i) top->dm_rsp_data_i[i] = 0;
    top->vm_req_ready_i = 0;
    top->vm_rsp_valid_i = 0;
    top->vm_rsp_lane_i = 0;
    for (int i = 0; i < 4; ++i) top->vm_rsp_data_i[i] = 0;
    top->dbg_wave_i = 0;
    top->dbg_reg_i = 0;
    top->cfg_vgpr_we_i = 0;
    top->cfg_vgpr_reg_i = 0;
    top->cfg_vgpr_lane_i = 0;
    top->dbg_vgpr_re_i = 0;
    top->dbg_vgpr_reg_i = 0;
    top->dbg_vgpr_lane_i = 0;
    top->dbg_lds_re_i = 0;
    top->dbg_lds_row_i = 0;
  }

  // One clock: settle with the clock low, rising edge, dump both.
  void tick() {
    top->clk_i = 0;
    top->eval();
    if (dumping(false)) fst->dump(time);
    ++time;
    top->clk_i = 1;
    top->eval();
    if (dumping(false)) fst->dump(time);
    ++time;
    if (top->rst_ni) ++setup_ticks;
  }

  void step(std::vector<CommitRecord>& commits, std::vector<WritebackRecord>& writebacks) {
    if (!started) launch_initial();
    started = true;
    // Drive this cycle's replies and ready signals.
    top->clk_i = 0;
    drive_pending();
    top->rtc_i = cycle / 4;  // a slower constant-rate clock
    // Fault injection: a memory that has gone silent answers nothing.
    const bool silent = memory_silent_from != 0 && cycle >= memory_silent_from;
    const FetchReply* f = silent ? nullptr : mem.fetch_reply(cycle);
    top->if_rsp_valid_i = f != nullptr;
    top->if_rsp_data_i = f ? f->data : 0;
    top->if_rsp_err_i = f ? f->err : 0;
    if (f) mem.pop_fetch();
    const int d = silent ? -1 : mem.data_reply(cycle);
    top->dm_rsp_valid_i = d >= 0;
    if (d >= 0) {
      const DataReply r = mem.take_data(d);
      top->dm_rsp_tag_i = r.tag;
      for (unsigned i = 0; i < 16; ++i) top->dm_rsp_data_i[i] = r.data[i];
    } else {
      top->dm_rsp_tag_i = 0;
      for (unsigned i = 0; i < 16; ++i) top->dm_rsp_data_i[i] = 0;
    }
    const VmemReply* v = silent ? nullptr : mem.vmem_reply(cycle);
    top->vm_rsp_valid_i = v != nullptr;
    top->vm_rsp_lane_i = v ? v->lane : 0;
    for (unsigned i = 0; i < 4; ++i) {
      uint32_t w = 0;
      for (unsigned k = 0; k < 4 && v; ++k) w |= uint32_t(v->data[4 * i + k]) << (8 * k);
      top->vm_rsp_data_i[i] = w;
    }
    top->if_req_ready_i = mem.fetch_ready();
    top->dm_req_ready_i = mem.data_ready();
    top->vm_req_ready_i = mem.vmem_ready();
    top->eval();
    if (v && top->vm_rsp_ready_o) mem.pop_vmem();

    // Outputs of the last edge (commit port) and this cycle's requests,
    // captured for a commit trace as the assembler reads them.
    const bool vm_accepted = top->vm_req_valid_o && top->vm_req_ready_i;
    // (Not the clocks that read the final state after the trace's end.)
    if (record_trace && !record_trace->finished())
      trace::capture_clock<GCN_VTOP_LANES>(*record_trace, *top, cycle, vm_accepted);
    records.on_clock(*top, commits, writebacks);
    if (vm_accepted) mem.accept_vmem(cycle, records.vmem_request(*top));
    if (top->if_req_valid_o && top->if_req_ready_i) mem.accept_fetch(cycle, top->if_req_addr_o);
    if (top->dm_req_valid_o && top->dm_req_ready_i) mem.accept_data(cycle, records.data_request(*top));
    const bool dump = dumping(!reading_state);
    if (dump) fst->dump(time);
    ++time;
    top->clk_i = 1;
    top->eval();
    if (dump) fst->dump(time);
    ++time;
    ++cycle;
    release_cfg_inputs();
  }

  // A clock for a debug-port read: a cycle of the run once a wave has been
  // launched (the other waves go on; their records are held for the next
  // cycle()), else a set-up clock.
  void debug_clock() {
    if (launched || initial_launch) step(held_commits, held_writebacks);
    else tick();
  }

  WaveState read_wave(unsigned w) {
    auto& t = *top;
    WaveState ws;
    // The SGPR file's debug read is registered at the rising edge
    // (gcn_sgpr_file): a clock per register.
    t.dbg_wave_i = w;
    for (unsigned r = 0; r < kNumScalarRegs; ++r) {
      t.dbg_reg_i = r;
      debug_clock();
      ws.sgpr[r] = t.dbg_sgpr_o;
    }
    ws.scc = t.dbg_scc_o;
    ws.mode = t.dbg_mode_o;
    ws.pc = t.dbg_pc_o;
    ws.ended = (t.wave_done_o >> w) & 1;
    // The VGPR file's debug read is registered on the falling clock edge
    // (gcn_vgpr_bank) and returns one pass of a register (the VALU's lanes)
    // per clock: the address is driven with the clock's other inputs, the
    // words taken once the clock has run.
    ws.vgpr.resize(w < num_vgprs.size() ? num_vgprs[w] : 0);
    constexpr unsigned lanes = GCN_VTOP_LANES;
    for (unsigned r = 0; r < ws.vgpr.size(); ++r) {
      for (unsigned pass = 0; pass < kWaveLanes / lanes; ++pass) {
        t.dbg_vgpr_re_i = 1;
        t.dbg_vgpr_reg_i = r;
        t.dbg_vgpr_lane_i = pass * lanes;
        debug_clock();
        for (unsigned i = 0; i < lanes; ++i) ws.vgpr[r][pass * lanes + i] = port_word(t.dbg_vgpr_o, i, 32);
      }
    }
    t.dbg_vgpr_re_i = 0;
    t.eval();
    return ws;
  }
};

Dut::Dut(const ArchState& initial, unsigned num_waves, const DutConfig& cfg) {
  check_dut_launch(initial, num_waves, max_waves(), max_vgprs());
  impl_ = std::make_unique<Impl>(initial, num_waves, cfg);
  impl_->launch_workgroup(initial);
}

Dut::Dut(const ArchState& common, const DutConfig& cfg) {
  DutConfig c = cfg;
  c.lds_bytes = 0;
  impl_ = std::make_unique<Impl>(common, 0, c);
  impl_->prepare_empty(common);
}

void Dut::place(const WorkgroupPlacement& wg) { impl_->place(wg); }

bool Dut::placing() const { return !impl_->pending.empty(); }

bool Dut::slot_done(unsigned slot) const { return !impl_->slot_busy(slot); }

WaveState Dut::wave_state(unsigned slot) { return impl_->read_wave(slot); }

Dut::~Dut() = default;

void Dut::cycle(std::vector<CommitRecord>& commits, std::vector<WritebackRecord>& writebacks) {
  Impl& m = *impl_;
  commits.insert(commits.end(), m.held_commits.begin(), m.held_commits.end());
  writebacks.insert(writebacks.end(), m.held_writebacks.begin(), m.held_writebacks.end());
  m.held_commits.clear();
  m.held_writebacks.clear();
  m.step(commits, writebacks);
}

bool Dut::done() const {
  const auto& t = *impl_->top;
  return (uint64_t(t.wave_done_o) & impl_->launch_mask) == impl_->launch_mask && impl_->pending.empty() &&
         impl_->held_commits.empty() && impl_->held_writebacks.empty() && !t.busy_o && !t.rvfi_valid_o && !t.wb_valid_o && impl_->mem.idle();
}

uint64_t Dut::cycles() const { return impl_->cycle; }

uint64_t Dut::trace_time(uint64_t c) const { return cycle_trace_time(impl_->launch_time, c); }

ArchState Dut::state() const {
  auto& t = *impl_->top;
  // The reads clock the design (the register files' debug reads are
  // registered): those clocks go into a trace of the whole run only, not
  // into a window of the run's cycles.
  impl_->reading_state = true;
  struct Reset {
    bool& flag;
    ~Reset() { flag = false; }
  } reset{impl_->reading_state};
  ArchState s;
  s.memory = impl_->mem.memory();
  s.waves.resize(impl_->num_waves);
  for (unsigned w = 0; w < impl_->num_waves; ++w) s.waves[w] = impl_->read_wave(w);
  // The LDS allocation, a row (a dword of every bank: 128 or 32 bytes) per
  // clock.
  s.lds.assign(impl_->lds_bytes, 0);
  const uint32_t row_bytes = 4u * t.dbg_lds_row_dwords_o;
  if (row_bytes == 0 || row_bytes > 128)
    throw std::runtime_error(fmt::format("the compute unit's LDS debug row is {} dwords (1..32 expected)",
                                         row_bytes / 4));
  for (uint32_t row = 0; row * row_bytes < impl_->lds_bytes; ++row) {
    t.dbg_lds_re_i = 1;
    t.dbg_lds_row_i = row;
    impl_->tick();
    for (uint32_t b = 0; b < row_bytes && row * row_bytes + b < impl_->lds_bytes; ++b)
      s.lds[row * row_bytes + b] = uint8_t(t.dbg_lds_data_o[b / 4] >> (8 * (b % 4)));
  }
  t.dbg_lds_re_i = 0;
  return s;
}

std::string Dut::wave_status() const {
  auto& t = *impl_->top;
  std::string out;
  for (unsigned w = 0; w < impl_->num_waves; ++w) {
    t.dbg_wave_i = w;
    t.eval();
    const bool ended = (t.wave_done_o >> w) & 1;
    out += fmt::format("wave {}: pc {:#x} {}\n", w, uint64_t(t.dbg_pc_o), ended ? "ended" : "running");
  }
  out += fmt::format("memory: {} fetch, {} scalar-data and {} vector replies pending, busy={}\n",
                     impl_->mem.pending_fetches(), impl_->mem.pending_data(), impl_->mem.pending_vmem(),
                     t.busy_o ? 1 : 0);
  for (const std::string& f : impl_->mem.vmem_faults()) out += f + "\n";
  return out;
}

unsigned Dut::max_waves() { return GCN_VTOP_NUM_WAVES; }

unsigned Dut::max_vgprs() { return GCN_VTOP_NUM_VGPRS; }
bool Dut::random_reset_supported() { return GCN_VTOP_RANDOM_RESET != 0; }

bool Dut::tracing_supported() { return GCN_VTOP_TRACE != 0; }
bool Dut::coverage_supported() { return GCN_VTOP_COVERAGE != 0; }
bool Dut::record_trace_supported() { return true; }

unsigned Dut::valu_lanes() { return GCN_VTOP_LANES; }

unsigned Dut::lds_size() { return GCN_VTOP_LDS_BYTES; }

std::string Dut::variant() { return GCN_DUT_VARIANT; }

Gfx Dut::gfx() { return *gfx_of_number(GCN_DUT_GFX); }

}  // namespace gcn
