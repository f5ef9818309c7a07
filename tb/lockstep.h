// Run one program: lockstep (RTL vs golden), golden only, or RTL only.
#pragma once

#include <string>

#include "dut.h"
#include "program.h"
#include "run_result.h"
#include "watchdog.h"
#include "wg_dispatch.h"

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
  // RTL runs (lockstep, RTL only): every beat of the RTL's trace ports is
  // written to this commit trace (tb/trace/trace_file.h, docs/trace.md),
  // which `cosim check-trace` checks offline.
  std::string record_trace_path;
};

// The compute unit a program's workgroups are dispatched onto in `mode`:
// the RTL's wave slots, LDS and VGPRs (the golden model alone has at least
// a workgroup's worth of slots and 64 KiB of LDS), narrowed by the
// program's cu_waves, cu_lds and in_flight. Throws DispatchError when the
// program asks for more than the RTL has.
CuResources dispatch_resources(const Program& program, RunOptions::Mode mode);

// Never throws for bad programs: assembly/decode errors come back as Error with
// the diagnostic in summary.
RunResult run_program(const Program& program, const RunOptions& options);

}  // namespace gcn
