// A waveform of the cycles around a failure. A run is deterministic (the
// memory model's latencies come from the program's seed), so the RTL is run
// again alone, with tracing enabled only for the cycles before and just
// after the one in which the failure showed: a small FST that opens at the
// bug instead of a whole run's.
#pragma once

#include <cstdint>
#include <string>

#include "lockstep.h"
#include "program.h"

namespace gcn {

struct TraceWindow {
  uint64_t failing_cycle = 0;           // cycle since launch in which the failure showed
  uint64_t first_cycle = 0, last_cycle = 0;  // the cycles written
  uint64_t failing_time = 0, first_time = 0, last_time = 0;  // the same as FST times
};

// Cycles written after the failing one: the requests and replies that were
// in flight when the checker stopped.
constexpr uint64_t kTraceWindowAfter = 8;

// The cycle in which `failed` (an RTL or lockstep run) showed its failure;
// throws std::invalid_argument when the run has none (it passed, or it
// stopped before the RTL ran a cycle).
uint64_t failing_cycle(const RunResult& failed);

// Runs `program` on the RTL alone with `options` (those of the failed run:
// the same memory seed and watchdog), writing the cycles from `before`
// cycles ahead of the failing one to kTraceWindowAfter after it into the
// FST file `path`. Throws std::runtime_error when the replay does not reach
// the failing cycle (the run was not deterministic).
TraceWindow write_trace_window(const Program& program, const RunOptions& options, const RunResult& failed,
                               uint64_t before, const std::string& path);

// One line naming the window's file, its cycles and FST times, and the
// failing cycle: "trace window: PATH (cycles A..B after launch, ...)".
std::string describe(const TraceWindow& w, const std::string& path);

}  // namespace gcn
