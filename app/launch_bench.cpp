// `cosim bench --suite`: throughput on compiled kernels, all figures from one
// run. The golden model runs every workgroup of a launch; the RTL alone and
// lockstep run the first few (their rates per instruction or cycle do not
// need the whole grid); the host reference runs the whole launch, repeated
// until it has taken long enough to time.
#include <chrono>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "host_kernels.h"
#include "launch_runner.h"
#include "regress.h"
#include "suite.h"

namespace gcn {
namespace {

using Clock = std::chrono::steady_clock;

// One launch run one way: the figures, and the buffers it left.
struct Measured {
  WorkgroupsResult r;
  double wall = 0;
  std::vector<Region> memory;
};

Measured measure(const LaunchArgs& base, RunOptions::Mode mode, const loader::CodeObject& co,
                 const loader::Kernel& k, loader::Dispatch d, uint64_t limit, std::ostream& out) {
  LaunchArgs a = base;
  a.run.mode = mode;
  const auto start = Clock::now();
  Measured m;
  m.r = run_workgroups(a, co, k, d, "bench", false, out, limit);
  m.wall = std::chrono::duration<double>(Clock::now() - start).count();
  m.memory = std::move(d.memory);
  return m;
}

}  // namespace

int run_suite_bench(const SuiteBenchArgs& args, std::ostream& out) {
  using namespace gcn::loader;
  const Suite s = load_suite(args.suite);
  const CodeObject co = load_code_object(s.code_object);
  LaunchArgs base;
  base.out_dir = "bench-out";
  base.run.watchdog.max_seconds = 0;  // a benchmark runs as long as it takes

  // Buffers as the golden model and as the host leave them, launch after launch.
  SuiteMemory golden_mem;
  std::map<std::string, std::vector<uint8_t>> host_mem;
  bool any = false, failed = false;
  for (size_t i = 0; i < s.launches.size(); ++i) {
    const SuiteLaunch& l = s.launches[i];
    const Kernel& k = co.kernel(l.kernel);
    Dispatch d = make_suite_dispatch(s, l, k, golden_mem);
    check_dispatch(k, d, Dut::max_waves());
    const bool selected = args.launch.empty() || args.launch == l.kernel;

    // The host reference's arguments: buffers by name, as the host left them.
    std::vector<suite::HostArg> host_args;
    for (const SuiteArg& arg : l.args) {
      if (arg.kind == SuiteArg::Kind::Scalar) {
        host_args.push_back({false, {}, arg.bits});
        continue;
      }
      if (arg.kind != SuiteArg::Kind::Buffer) host_mem[arg.name] = arg.contents();
      host_args.push_back({true, host_mem[arg.name], 0});
    }

    if (!selected) {
      // Not measured: the golden model still runs it, for the launches after it.
      const Measured g = measure(base, RunOptions::Mode::GoldenOnly, co, k, d, 0, out);
      golden_mem.regions = g.memory;
      if (!g.r.passed) return 1;
      for (auto& [name, bytes] : host_mem)
        if (const Region* r = golden_mem.find(name)) bytes = r->bytes;
      continue;
    }
    any = true;
    const Measured g = measure(base, RunOptions::Mode::GoldenOnly, co, k, d, 0, out);
    const Measured rtl = measure(base, RunOptions::Mode::RtlOnly, co, k, d, args.rtl_workgroups, out);
    const Measured lock = measure(base, RunOptions::Mode::Lockstep, co, k, d, args.rtl_workgroups, out);
    golden_mem.regions = g.memory;
    failed = failed || !g.r.passed || !rtl.r.passed || !lock.r.passed;

    out << fmt::format("launch {} {}: {} workgroup(s), {} instructions (golden model)\n", i, k.name, g.r.workgroups,
                       g.r.instructions);
    out << fmt::format("  golden model: {:.3f} s, {} instructions/s\n", g.wall, rate(double(g.r.instructions), g.wall));
    out << fmt::format("  RTL only:     {:.3f} s, {} cycles/s ({} workgroup(s), {} cycles)\n", rtl.wall,
                       rate(double(rtl.r.cycles), rtl.wall), rtl.r.workgroups, rtl.r.cycles);
    out << fmt::format("  lockstep:     {:.3f} s, {} instructions/s ({} workgroup(s), {} instructions)\n", lock.wall,
                       rate(double(lock.r.instructions), lock.wall), lock.r.workgroups, lock.r.instructions);

    // The host reference: the whole launch, repeated for at least 0.2 s of
    // kernel time (resetting the buffers between repetitions is not timed).
    std::vector<suite::HostArg> result;
    unsigned reps = 0;
    double host = 0;
    bool has_host = true;
    do {
      result = host_args;
      const auto start = Clock::now();
      has_host = suite::run_host_kernel(l.kernel, l.grid, result);
      host += std::chrono::duration<double>(Clock::now() - start).count();
      ++reps;
    } while (has_host && host < 0.2);
    if (!has_host) {
      out << "  host C++:     no host reference for this kernel\n";
    } else {
      host /= reps;
      // The host's buffers must be the golden model's, or the ratio compares different work.
      bool same = true;
      for (size_t j = 0; j < l.args.size(); ++j) {
        if (!result[j].buffer) continue;
        host_mem[l.args[j].name] = result[j].bytes;
        const Region* r = golden_mem.find(l.args[j].name);
        same = same && r && r->bytes == result[j].bytes;
      }
      out << fmt::format("  host C++:     {:.3g} s ({} runs); golden model / host time: {:.0f}; outputs {}\n", host,
                         reps, host > 0 ? g.wall / host : 0.0, same ? "agree" : "DIFFER");
      failed = failed || !same;
    }
  }
  if (!any) throw std::runtime_error(fmt::format("{}: no launch of kernel '{}'", s.path, args.launch));
  return failed ? 1 : 0;
}

}  // namespace gcn
