// `cosim launch`: a compiled kernel run workgroup by workgroup. Each
// workgroup is a Program (loader/dispatch.h) run like `cosim run` (lockstep
// unless told otherwise); global memory carries over from one workgroup to
// the next; at the end the manifest's expectations are checked.
#pragma once

#include <ostream>
#include <string>

#include "lockstep.h"

namespace gcn {

struct LaunchArgs {
  std::string code_object;
  std::string manifest;
  std::string out_dir = "launch-out";  // failing workgroups are saved here
  bool keep_all = false;               // save every workgroup's program
  RunOptions run;
};

// Prints one line per workgroup and a verdict; returns 0 when every workgroup
// passed and every expectation holds, 1 otherwise. A code object, manifest or
// launch that cannot be used throws std::runtime_error (bad input).
int run_launch(const LaunchArgs& a, std::ostream& out);

}  // namespace gcn
