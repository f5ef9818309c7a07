// One program on two SystemC platforms made from one template, which differ
// only in the compute unit they name: the Verilated RTL (sc::ComputeUnit)
// and the golden model (sc::GoldenUnit). Each is loaded, launched, run and
// read back through its control socket alone, its memory a MemoryTarget of
// its own; the two final states (every wave's registers, memory, LDS) and
// the numbers of retired instructions must agree. Each platform's commit and
// writeback ports also feed a lockstep checker of its own (with a
// gcn::GoldenModel as the reference), which must pass.
//
//   systemc-swap PROGRAM [--seed N]
//
// Exit 0 when they agree, 1 (with the differences) when not, 2 on bad
// input or a platform that does not finish.
#include <cstdint>
#include <cstdio>
#include <exception>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <systemc>
#include <tlm>

#include "compute_unit.h"
#include "control_host.h"
#include "control_map.h"
#include "control_sequences.h"
#include "checker.h"
#include "golden_model.h"
#include "golden_unit.h"
#include "memory_target.h"
#include "platform.h"
#include "program.h"
#include "record_check.h"
#include "state_diff.h"

namespace {

using namespace gcn;

const sc_core::sc_time kPeriod(10, sc_core::SC_NS);
constexpr unsigned kMaxLatency = 8;

// sc::Platform<Unit> with a lockstep checker on the unit's records.
template <class Unit>
struct CheckedPlatform : sc::Platform<Unit>,
                         tlm::tlm_analysis_if<CommitRecord>,
                         tlm::tlm_analysis_if<WritebackRecord> {
  uint64_t retired = 0;
  GoldenModel reference;
  Checker checker;

  template <class... UnitArgs>
  CheckedPlatform(sc_core::sc_module_name name, const Program& program, const ArchState& init, uint64_t seed,
                  UnitArgs&&... unit_args)
      : sc::Platform<Unit>(name, kPeriod, init.memory, seed, kMaxLatency, std::forward<UnitArgs>(unit_args)...),
        reference(init, program.num_waves, program.lds_bytes),
        checker(reference, checker_config(program, seed, CheckerConfig{}.history)) {
    this->cu.commits.bind(*this);
    this->cu.writebacks.bind(*this);
  }
  void write(const CommitRecord& r) override {
    ++retired;
    checker.on_commit(r);
  }
  void write(const WritebackRecord& r) override { checker.on_writeback(r); }
};

// Runs the simulation until both hosts have done their queued accesses.
template <class A, class B>
void run_hosts(A& a, B& b) {
  while (!a.host.idle() || !b.host.idle()) sc_core::sc_start(kPeriod);
  for (const std::string* e : {&a.host.error(), &b.host.error()})
    if (!e->empty()) throw std::runtime_error("control socket: " + *e);
}

int run(const std::string& path, uint64_t seed) {
  const Program program = load_program(path);
  const ArchState init = initial_state(program);
  const unsigned waves = program.num_waves;
  if (waves > sc::ComputeUnit::num_waves())
    throw std::runtime_error(fmt::format("{} waves; the compute unit has {}", waves, sc::ComputeUnit::num_waves()));
  std::vector<size_t> vgprs;
  for (unsigned w = 0; w < waves; ++w) {
    vgprs.push_back(init.waves.at(w).vgpr.size());
    if (vgprs.back() > sc::ComputeUnit::num_vgprs())
      throw std::runtime_error(fmt::format("wave {} has {} VGPRs; the compute unit has {}", w, vgprs.back(),
                                           sc::ComputeUnit::num_vgprs()));
  }
  const sc::GoldenUnit::Config golden_config{sc::ComputeUnit::num_waves(), sc::ComputeUnit::num_vgprs(),
                                             sc::ComputeUnit::lds_bytes(), init.scratch_lane_bytes};
  CheckedPlatform<sc::ComputeUnit> rtl("rtl", program, init, seed, seed);
  CheckedPlatform<sc::GoldenUnit> golden("golden", program, init, seed, golden_config);

  sc_core::sc_start(4 * kPeriod);  // reset
  rtl.rst_n.write(true);
  golden.rst_n.write(true);
  const std::vector<WaveState> initial_waves(init.waves.begin(), init.waves.begin() + waves);
  sc::queue_configuration(rtl.host, initial_waves, program.lds_bytes, init.scratch_lane_bytes);
  sc::queue_configuration(golden.host, initial_waves, program.lds_bytes, init.scratch_lane_bytes);
  run_hosts(rtl, golden);
  // The RTL's LAUNCH waits until its LDS has cleared itself after reset
  // (launch_ready_o).
  const uint32_t mask = (1u << waves) - 1;
  rtl.host.write(sc::control::kLaunch, mask);
  golden.host.write(sc::control::kLaunch, mask);
  run_hosts(rtl, golden);

  // Until every launched wave has ended and neither unit is busy.
  constexpr uint64_t kMaxPolls = 200'000;
  uint32_t rtl_status = 0, golden_status = 0;
  auto finished = [&](uint32_t s) { return (s & mask) == mask && !(s >> 31); };
  for (uint64_t poll = 0; !finished(rtl_status) || !finished(golden_status); ++poll) {
    if (poll == kMaxPolls) {
      std::fprintf(stderr, "systemc-swap: %s: not finished after %llu status polls (STATUS rtl %#x, golden %#x)\n",
                   path.c_str(), static_cast<unsigned long long>(kMaxPolls), rtl_status, golden_status);
      return 2;
    }
    rtl.host.read(sc::control::kStatus, &rtl_status);
    golden.host.read(sc::control::kStatus, &golden_status);
    run_hosts(rtl, golden);
  }

  const sc::StateReadback rtl_readback(rtl.host, vgprs, program.lds_bytes);
  const sc::StateReadback golden_readback(golden.host, vgprs, program.lds_bytes);
  run_hosts(rtl, golden);
  ArchState rtl_final = rtl_readback.state();
  ArchState golden_final = golden_readback.state();
  rtl_final.memory = rtl.memory.memory();
  golden_final.memory = golden.memory.memory();

  std::vector<std::string> diff = final_state_diff(golden_final, rtl_final, waves);
  if (golden.retired != rtl.retired)
    diff.push_back(fmt::format("retired instructions: golden {}, rtl {}", golden.retired, rtl.retired));
  if (!golden.cu.status().error.empty())
    diff.push_back("the golden unit rejected an instruction: " + golden.cu.status().error);
  if (rtl.retired == 0) diff.push_back("nothing retired");
  for (auto [platform, checker, final_state] : {std::tuple<const char*, Checker*, const ArchState*>{"rtl", &rtl.checker, &rtl_final},
                                          {"golden", &golden.checker, &golden_final}}) {
    if (checker->finish(*final_state) != Checker::Status::Pass)
      diff.push_back(fmt::format("{} platform, lockstep checker: {}", platform, checker->summary()));
  }
  if (!diff.empty()) {
    std::printf("FAIL: %s: the RTL and golden platforms end in different states (expected = golden)\n",
                path.c_str());
    for (const std::string& line : diff) std::printf("  %s\n", line.c_str());
    return 1;
  }
  std::printf("same final state: %u waves, %llu instructions retired on each platform, each platform's records "
              "pass the lockstep checker\n", waves, static_cast<unsigned long long>(rtl.retired));
  return 0;
}

}  // namespace

int sc_main(int argc, char** argv) {
  CLI::App app{"Run one program on an RTL and a golden SystemC platform and compare their final states"};
  std::string path;
  uint64_t seed = 1;
  app.add_option("program", path, "program file (.s)")->required();
  app.add_option("--seed", seed, "memory latency and back-pressure seed");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  try {
    return run(path, seed);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "systemc-swap: %s: %s\n", path.c_str(), e.what());
    return 2;
  }
}
