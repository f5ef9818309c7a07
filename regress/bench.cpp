// Throughput of the three ways to run a program, measured in one run over the
// same generated programs: golden model alone, RTL alone, and lockstep.
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "generator.h"
#include "lockstep.h"
#include "regress.h"

namespace gcn {

namespace {

struct Totals {
  uint64_t instructions = 0, cycles = 0, lane_ops = 0, vmem_lane_ops = 0;
  double seconds = 0;
  unsigned failures = 0;
  std::string first_failure;
};

void add(Totals& t, const RunResult& r, uint64_t seed) {
  t.instructions += r.matched;
  t.cycles += r.cycles;
  t.lane_ops += r.lane_ops;
  t.vmem_lane_ops += r.vmem_lane_ops;
  if (!r.passed()) {
    if (t.failures++ == 0) t.first_failure = fmt::format("seed {}: {}", seed, r.summary);
  }
}

}  // namespace

std::string rate(double n, double s) {
  if (s <= 0) return "-";
  const double v = n / s;
  if (v >= 1e6) return fmt::format("{:.2f} M", v / 1e6);
  if (v >= 1e3) return fmt::format("{:.1f} k", v / 1e3);
  return fmt::format("{:.0f}", v);
}

int run_bench(const BenchOptions& opt) {
  std::vector<Program> progs;
  GenConfig cfg;
  cfg.profile = opt.vmem ? GenProfile::Vmem : GenProfile::Vector;
  for (unsigned i = 0; i < opt.programs; ++i) progs.push_back(generate_program(gen::program_seed(opt.seed, i), cfg));

  Totals golden, rtl, lock;
  auto measure = [&](RunOptions::Mode mode, Totals& t) {
    for (const Program& p : progs) {
      RunOptions o;
      o.mode = mode;
      const auto start = std::chrono::steady_clock::now();
      const RunResult r = run_program(p, o);
      t.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      add(t, r, p.seed);
    }
  };
  measure(RunOptions::Mode::GoldenOnly, golden);
  measure(RunOptions::Mode::RtlOnly, rtl);
  measure(RunOptions::Mode::Lockstep, lock);

  fmt::print("bench: {} programs from seed {}\n", progs.size(), opt.seed);
  fmt::print("{:<10} {:>14} {:>12} {:>10} {:>18}\n", "mode", "instructions", "cycles", "seconds", "throughput");
  fmt::print("{:<10} {:>14} {:>12} {:>10.3f} {:>18}\n", "golden", golden.instructions, "-", golden.seconds,
             rate(double(golden.instructions), golden.seconds) + " insn/s");
  fmt::print("{:<10} {:>14} {:>12} {:>10.3f} {:>18}\n", "rtl", rtl.instructions, rtl.cycles, rtl.seconds,
             rate(double(rtl.cycles), rtl.seconds) + " cycles/s");
  fmt::print("{:<10} {:>14} {:>12} {:>10.3f} {:>18}\n", "lockstep", lock.instructions, lock.cycles, lock.seconds,
             rate(double(lock.instructions), lock.seconds) + " insn/s");
  // Vector work: active lanes summed over retired VALU instructions, and over
  // retired vector memory instructions (one memory access per lane).
  fmt::print("{:<10} {:>14} {:>18} {:>14} {:>18}\n", "mode", "VALU lane ops", "lane ops/s", "VMEM lane ops",
             "lane ops/s");
  for (const auto& [name, t] : {std::pair<const char*, const Totals&>{"golden", golden}, {"rtl", rtl}, {"lockstep", lock}})
    fmt::print("{:<10} {:>14} {:>18} {:>14} {:>18}\n", name, t.lane_ops, rate(double(t.lane_ops), t.seconds) + " /s",
               t.vmem_lane_ops, rate(double(t.vmem_lane_ops), t.seconds) + " /s");
  if (rtl.seconds > 0) fmt::print("lockstep / rtl-only time ratio: {:.2f}\n", lock.seconds / rtl.seconds);
  int rc = 0;
  for (const auto& [name, t] : {std::pair<const char*, const Totals&>{"golden", golden}, {"rtl", rtl}, {"lockstep", lock}}) {
    if (t.failures == 0) continue;
    fmt::print("bench: {} run failed {} time(s), first: {}\n", name, t.failures, t.first_failure);
    rc = 1;
  }
  std::fflush(stdout);
  return rc;
}

}  // namespace gcn
