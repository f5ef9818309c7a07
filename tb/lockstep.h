// Run one program: lockstep (RTL vs golden), golden only, or RTL only.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "dut.h"
#include "program.h"
#include "watchdog.h"

namespace gcn {

class Coverage;

struct RunOptions {
  enum class Mode { Lockstep, GoldenOnly, RtlOnly } mode = Mode::Lockstep;
  DutConfig dut;                         // seed defaults to the program's tb_seed
  bool dut_seed_from_program = true;
  std::string dump_state_path;           // JSON final state when non-empty
  WatchdogLimits watchdog;               // 0 budgets: scaled to the program (watchdog.h)
  unsigned history = 16;                 // retired instructions shown per wave on mismatch
  // Lockstep mode: every record the checker matched is sampled here (the
  // caller owns it; nothing is sampled when null).
  Coverage* coverage = nullptr;
  // When set, receives the memory of the final state of a run that got to
  // its end (the golden model's; the RTL's in RTL-only mode).
  Memory* final_memory = nullptr;
};

struct RunResult {
  enum class Status { Pass, Mismatch, Error, Watchdog } status = Status::Error;
  uint64_t matched = 0;       // instructions compared (lockstep) or retired
  uint64_t writebacks = 0;    // deferred results compared
  uint64_t cycles = 0;        // RTL cycles
  uint64_t launch_time = 0;   // RTL runs: the FST time at which cycle 0 starts (Dut::trace_time)
  uint64_t lane_ops = 0;      // vector ALU lane operations: active lanes summed over VALU retirements
  uint64_t vmem_lane_ops = 0; // vector memory lane accesses: active lanes summed over vector memory retirements
  double seconds = 0;
  std::string summary;        // one line, e.g. "mismatch at wave 1 order 57: s_add_u32 ..."
  std::string report;         // full multi-line report (printed on failure)
  std::optional<uint64_t> illegal_pc;  // Error: the pc of the instruction that was rejected
  bool passed() const { return status == Status::Pass; }
};

// Never throws for bad programs: assembly/decode errors come back as Error with
// the diagnostic in summary.
RunResult run_program(const Program& program, const RunOptions& options);

const char* status_name(RunResult::Status s);

}  // namespace gcn
