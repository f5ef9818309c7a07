// `cosim launch`: compiled kernels run workgroup by workgroup. Each
// workgroup is a Program (loader/dispatch.h) run like `cosim run` (lockstep
// unless told otherwise); global memory carries over from one workgroup to
// the next and, in a suite (loader/suite.h), from one launch to the next.
// At the end of a launch its expected results are checked.
#pragma once

#include <ostream>
#include <string>

#include "lockstep.h"

namespace gcn {

struct LaunchArgs {
  std::string code_object;  // empty: `manifest` is a suite naming its code object
  std::string manifest;
  std::string trace;       // FST waveform per workgroup ("t.fst" -> "t.<workgroup>.fst")
  std::string dump_state;  // final state per workgroup, JSON, named the same way
  std::string out_dir = "launch-out";  // failing workgroups are saved here
  bool keep_all = false;               // save every workgroup's program
  RunOptions run;
};

// A single launch prints one line per workgroup and a verdict; a suite one
// line per launch and "N passed, N failed". Returns 0 when every workgroup
// passed and every expectation holds, 1 otherwise. A code object, manifest or
// launch that cannot be used throws std::runtime_error (bad input).
int run_launch(const LaunchArgs& a, std::ostream& out);

}  // namespace gcn
