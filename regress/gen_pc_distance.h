// A generated line that loads the byte distance between two labels (the PC
// arithmetic of getpc/setpc jumps and calls) names both labels in its
// comment, "s_movk_i32 s10, 0x44c  ; distance L0-L2", so that a tool which
// cuts lines between them (cosim shrink) can work the distance out again
// instead of leaving a jump that lands somewhere else.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gcn::gen {

struct PcDistance {
  std::string prefix;  // the line up to the value, e.g. "s_movk_i32 s10, "
  std::string target, anchor;  // distance = address(target) - address(anchor)
};

std::string pc_distance_line(const PcDistance& d, uint64_t distance);

// The parts of a line pc_distance_line() wrote (leading whitespace allowed),
// or nothing for any other line.
std::optional<PcDistance> parse_pc_distance(const std::string& line);

}  // namespace gcn::gen
