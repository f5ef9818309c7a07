// gcn::Dut over a SystemC platform: the Verilated compute unit as a
// gcn::sc::ComputeUnit, its memory a gcn::sc::MemoryTarget, and a
// gcn::sc::ControlHost that loads the initial state and reads the final one
// through the control socket. Dut::cycle() runs the simulation for one
// clock and returns the records the commit and writeback analysis ports
// published in it, so the lockstep checker, the watchdog and every `cosim`
// command work on it unchanged (cosim-sc).
//
// SystemC elaborates once per process, so the platform is built by the
// first Dut and kept: each Dut after it holds the compute unit in reset,
// loads the memory and starts again (the RTL resets every register the
// architecture sees, which is what this relies on, and what lockstep checks).
#include <fmt/format.h>

#include <stdexcept>

#include "compute_unit.h"
#include "control_host.h"
#include "control_map.h"
#include "control_sequences.h"
#include "dut.h"
#include "dut_launch.h"
#include "memory_target.h"
#include "platform.h"

namespace gcn {

namespace {

// The platform, wired once, and the records its unit published since the
// last Dut::cycle().
struct Platform : sc::Platform<sc::ComputeUnit>,
                  tlm::tlm_analysis_if<CommitRecord>,
                  tlm::tlm_analysis_if<WritebackRecord> {
  std::vector<CommitRecord> commits;
  std::vector<WritebackRecord> writebacks;
  bool in_use = false;  // a Dut owns it

  Platform() : sc::Platform<sc::ComputeUnit>("platform", sc_core::sc_time(10, sc_core::SC_NS), Memory{}, 1, 1, 1) {
    cu.commits.bind(*this);
    cu.writebacks.bind(*this);
  }

  void write(const CommitRecord& r) override { commits.push_back(r); }
  void write(const WritebackRecord& r) override { writebacks.push_back(r); }

  // Built on first use and never destroyed: SystemC objects must not
  // outlive the simulation context, which is torn down after sc_main returns
  // and before static destructors would run.
  static Platform& get() {
    static Platform* platform = new Platform;
    return *platform;
  }
};

}  // namespace

struct Dut::Impl {
  Platform& p;
  unsigned num_waves;
  uint32_t launch_mask;
  std::vector<size_t> num_vgprs;
  uint32_t lds_bytes;
  uint64_t cycle = 0;

  Impl(const ArchState& initial, unsigned waves, const DutConfig& cfg)
      : p(Platform::get()),
        num_waves(waves),
        launch_mask(waves >= 32 ? ~0u : ((1u << waves) - 1)),
        lds_bytes(cfg.lds_bytes) {
    if (p.in_use) throw std::runtime_error("the SystemC platform runs one program at a time");
    namespace c = sc::control;
    p.rst_n.write(false);
    sc_core::sc_start(p.period);
    p.cu.restart(cfg.seed, cfg.reorder);
    p.memory.load(initial.memory, cfg.seed, cfg.max_latency, cfg.reorder);
    sc_core::sc_start(3 * p.period);
    p.rst_n.write(true);
    p.commits.clear();
    p.writebacks.clear();
    const std::vector<WaveState> launched(initial.waves.begin(), initial.waves.begin() + num_waves);
    for (const WaveState& s : launched) num_vgprs.push_back(s.vgpr.size());
    sc::queue_configuration(p.host, launched, lds_bytes, initial.scratch_lane_bytes);
    p.run_host();
    // LAUNCH waits for launch_ready_o, which the unit holds low until its
    // LDS has cleared itself after reset.
    p.host.write(c::kLaunch, launch_mask);
    p.run_host();
    p.in_use = true;
  }

  ~Impl() { p.in_use = false; }
};

Dut::Dut(const ArchState& initial, unsigned num_waves, const DutConfig& cfg) {
  check_dut_launch(initial, num_waves, max_waves(), max_vgprs());
  if (!cfg.trace_path.empty())
    throw std::runtime_error(fmt::format("this RTL variant ({}) is built without tracing: --trace needs the default cosim",
                                         GCN_DUT_VARIANT));
  if (!cfg.coverage_path.empty())
    throw std::runtime_error(fmt::format("this RTL variant ({}) is built without code coverage: "
                                         "--rtl-coverage needs cosim-coverage", GCN_DUT_VARIANT));
  if (cfg.random_reset)
    throw std::runtime_error(fmt::format("this RTL variant ({}) is built without random reset: "
                                         "--random-reset needs the default cosim", GCN_DUT_VARIANT));
  if (cfg.record_trace)
    throw std::runtime_error("the SystemC platform records no commit trace: --record-trace needs the C++ testbench (cosim)");
  if (cfg.memory_silent_from)
    throw std::runtime_error("the SystemC platform has no silent-memory fault injection");
  if (cfg.lds_bytes > lds_size())
    throw std::runtime_error(
        fmt::format("the RTL has {} bytes of LDS (the program allocates {})", lds_size(), cfg.lds_bytes));
  impl_ = std::make_unique<Impl>(initial, num_waves, cfg);
}

// The platform's launch sequence loads one workgroup (CFG_LDS_ALLOC, one
// launch): programs with several workgroups need the C++ testbench.
Dut::Dut(const ArchState&, const DutConfig&) {
  throw std::runtime_error(
      "the SystemC platform runs one workgroup: programs with several workgroups need the C++ testbench (cosim)");
}

void Dut::place(const WorkgroupPlacement&) { throw std::logic_error("the SystemC platform places no workgroups"); }
bool Dut::placing() const { return false; }
bool Dut::slot_done(unsigned slot) const { return slot >= impl_->num_waves || state().waves.at(slot).ended; }
WaveState Dut::wave_state(unsigned slot) { return state().waves.at(slot); }

Dut::~Dut() = default;

void Dut::cycle(std::vector<CommitRecord>& commits, std::vector<WritebackRecord>& writebacks) {
  Platform& p = impl_->p;
  sc_core::sc_start(p.period);
  ++impl_->cycle;
  commits.insert(commits.end(), p.commits.begin(), p.commits.end());
  writebacks.insert(writebacks.end(), p.writebacks.begin(), p.writebacks.end());
  p.commits.clear();
  p.writebacks.clear();
}

bool Dut::done() const {
  const Platform& p = impl_->p;
  const sc::ComputeUnit::Status s = p.cu.status();
  return (s.waves_ended & impl_->launch_mask) == impl_->launch_mask && !s.busy && !s.retiring &&
         s.pending_fetches == 0 && s.pending_data == 0 && s.pending_vmem == 0 && p.commits.empty() &&
         p.writebacks.empty();
}

uint64_t Dut::cycles() const { return impl_->cycle; }

uint64_t Dut::trace_time(uint64_t c) const { return cycle_trace_time(0, c); }

ArchState Dut::state() const {
  Impl& m = *impl_;
  Platform& p = m.p;
  const sc::StateReadback readback(p.host, m.num_vgprs, m.lds_bytes);
  p.run_host();
  ArchState s = readback.state();
  s.memory = p.memory.memory();
  return s;
}

std::string Dut::wave_status() const {
  namespace c = sc::control;
  Impl& m = *impl_;
  Platform& p = m.p;
  uint32_t status = 0;
  std::vector<uint32_t> lo(m.num_waves), hi(m.num_waves);
  p.host.read(c::kStatus, &status);
  for (unsigned w = 0; w < m.num_waves; ++w) {
    p.host.write(c::kDbgWave, w);
    p.host.read(c::kDbgPcLo, &lo[w]);
    p.host.read(c::kDbgPcHi, &hi[w]);
  }
  p.run_host();
  std::string out;
  for (unsigned w = 0; w < m.num_waves; ++w)
    out += fmt::format("wave {}: pc {:#x} {}\n", w, uint64_t(hi[w]) << 32 | lo[w],
                       (status >> w) & 1 ? "ended" : "running");
  const sc::ComputeUnit::Status st = p.cu.status();
  out += fmt::format("memory: {} fetch, {} scalar-data and {} vector replies pending, busy={}\n", st.pending_fetches,
                     st.pending_data, st.pending_vmem, st.busy ? 1 : 0);
  for (const std::string& f : p.memory.vmem_faults()) out += f + "\n";
  return out;
}

unsigned Dut::max_waves() { return sc::ComputeUnit::num_waves(); }
unsigned Dut::max_vgprs() { return sc::ComputeUnit::num_vgprs(); }
bool Dut::random_reset_supported() { return false; }
bool Dut::tracing_supported() { return false; }
bool Dut::coverage_supported() { return false; }
bool Dut::record_trace_supported() { return false; }
unsigned Dut::valu_lanes() { return sc::ComputeUnit::lanes(); }
unsigned Dut::lds_size() { return sc::ComputeUnit::lds_bytes(); }
std::string Dut::variant() { return GCN_DUT_VARIANT; }

Gfx Dut::gfx() { return *gfx_of_number(GCN_DUT_GFX); }

}  // namespace gcn
