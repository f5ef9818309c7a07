// The differences between two final states (registers of each wave, memory,
// the workgroup's LDS), as report lines: what the lockstep checker reports
// at the end of a run, and what tells two platforms' runs apart.
#pragma once

#include <string>
#include <vector>

#include "arch_state.h"

namespace gcn {

// Lines "final ...: expected X, actual Y" for waves 0..num_waves-1 (both
// states have at least that many), the memory, and the LDS when both sides
// captured it; empty when the states agree. At most eight VGPR lanes per
// wave and sixteen memory dwords are listed, with a count of the rest.
std::vector<std::string> final_state_diff(const ArchState& expected, const ArchState& actual, unsigned num_waves);

}  // namespace gcn
