#include "trace_window.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "dut.h"

namespace gcn {

uint64_t failing_cycle(const RunResult& failed) {
  if (failed.passed()) throw std::invalid_argument("the run passed: there is no failure to trace");
  if (failed.cycles == 0)
    throw std::invalid_argument("the failure showed before the RTL ran a cycle: there is nothing to trace");
  // The run stops at the end of the cycle whose commit record (or watchdog
  // check) failed.
  return failed.cycles - 1;
}

TraceWindow write_trace_window(const Program& program, const RunOptions& options, const RunResult& failed,
                               uint64_t before, const std::string& path) {
  TraceWindow w;
  w.failing_cycle = failing_cycle(failed);
  w.first_cycle = w.failing_cycle > before ? w.failing_cycle - before : 0;
  w.last_cycle = w.failing_cycle + kTraceWindowAfter;

  RunOptions replay = options;
  replay.mode = RunOptions::Mode::RtlOnly;
  replay.dut.trace_path = path;
  replay.dut.trace_from_cycle = w.first_cycle;
  replay.dut.trace_to_cycle = w.last_cycle + 1;
  // Stop after the window's last cycle: the watchdog stops the run once
  // the cycle count passes max_cycles, i.e. after cycle max_cycles. A run
  // that ends earlier ends the window earlier.
  replay.watchdog.max_cycles = w.last_cycle;
  replay.dump_state_path.clear();
  replay.dut.coverage_path.clear();
  replay.record_trace_path.clear();  // the run's commit trace stays the run's
  replay.coverage = nullptr;
  replay.final_memory = nullptr;
  const RunResult r = run_program(program, replay);
  if (r.cycles <= w.failing_cycle)
    throw std::runtime_error(fmt::format("the replay on the RTL alone ended after {} cycles, before the failing cycle "
                                         "{}: the run is not deterministic",
                                         r.cycles, w.failing_cycle));
  w.last_cycle = std::min(w.last_cycle, r.cycles - 1);
  w.failing_time = cycle_trace_time(r.launch_time, w.failing_cycle);
  w.first_time = cycle_trace_time(r.launch_time, w.first_cycle);
  w.last_time = cycle_trace_time(r.launch_time, w.last_cycle) + 1;  // the last cycle's rising edge
  return w;
}

std::string describe(const TraceWindow& w, const std::string& path) {
  return fmt::format("trace window: {} (cycles {}..{} after launch, FST times {}..{}); the failure showed in cycle {}, "
                     "FST time {}",
                     path, w.first_cycle, w.last_cycle, w.first_time, w.last_time, w.failing_cycle, w.failing_time);
}

}  // namespace gcn
