// `cosim launch`: compiled kernels run workgroup by workgroup. Each
// workgroup is a Program (loader/dispatch.h) run like `cosim run` (lockstep
// unless told otherwise); global memory carries over from one workgroup to
// the next and, in a suite (loader/suite.h), from one launch to the next.
// At the end of a launch its expected results are checked.
#pragma once

#include <ostream>
#include <string>

#include "code_object.h"
#include "dispatch.h"
#include "lockstep.h"

namespace gcn {

struct LaunchArgs {
  std::string code_object;  // empty: `manifest` is a suite naming its code object
  std::string manifest;
  std::string trace;       // FST waveform per workgroup ("t.fst" -> "t.<workgroup>.fst")
  std::string dump_state;  // final state per workgroup, JSON, named the same way
  std::string out_dir = "launch-out";  // failing workgroups are saved here
  bool keep_all = false;               // save every batch's program
  unsigned max_in_flight = 0;          // most workgroups on the unit at once (0: as many as fit)
  RunOptions run;
};

// What running the workgroups of a dispatch gave.
struct WorkgroupsResult {
  bool passed = true;
  uint64_t workgroups = 0, waves = 0, instructions = 0, cycles = 0;
  unsigned max_in_flight = 0;  // most workgroups on the compute unit at once
  double seconds = 0;
};

// Runs the dispatch's workgroups (the first `limit` of them, 0 = all) in
// batches (loader::batch_program): the workgroups of a batch go onto the
// compute unit as they fit, several at once; global memory (d.memory) is
// carried from each batch to the next. `label` prefixes the batch programs'
// names; each batch's line is printed when `each`. A failing batch prints
// its report, is saved under a.out_dir, and ends the loop.
WorkgroupsResult run_workgroups(const LaunchArgs& a, const loader::CodeObject& co, const loader::Kernel& k,
                                loader::Dispatch& d, const std::string& label, bool each, std::ostream& out,
                                uint64_t limit = 0);

// A single launch prints one line per workgroup and a verdict; a suite one
// line per launch and "N passed, N failed". Returns 0 when every workgroup
// passed and every expectation holds, 1 otherwise. A code object, manifest or
// launch that cannot be used throws std::runtime_error (bad input).
int run_launch(const LaunchArgs& a, std::ostream& out);

struct SuiteBenchArgs {
  std::string suite;
  std::string launch;             // one launch's kernel (empty: every launch)
  uint64_t rtl_workgroups = 4;    // workgroups per launch the RTL and lockstep runs take (0 = all)
};

// `cosim bench --suite`: each launch of the suite run by the golden model
// (every workgroup), the RTL alone and in lockstep (the first
// rtl_workgroups), and by the host reference (kernels/suite/host_kernels.h)
// when it has one; prints instructions/s, cycles/s and the golden model's
// time over the host's, measured in one run. Returns an exit code.
int run_suite_bench(const SuiteBenchArgs& a, std::ostream& out);

}  // namespace gcn
