#include "gen_pc_distance.h"

#include <regex>

#include <fmt/format.h>

#include "gen_text.h"

namespace gcn::gen {

std::string pc_distance_line(const PcDistance& d, uint64_t distance) {
  return fmt::format("{}{}  ; distance {}-{}", d.prefix, hex(distance), d.target, d.anchor);
}

std::optional<PcDistance> parse_pc_distance(const std::string& line) {
  static const std::regex kLine(R"(^\s*(.*,\s*)\S+\s+;\s*distance\s+([A-Za-z_.$][\w.$]*)-([A-Za-z_.$][\w.$]*)\s*$)");
  std::smatch m;
  if (!std::regex_match(line, m, kLine)) return std::nullopt;
  return PcDistance{m[1].str(), m[2].str(), m[3].str()};
}

}  // namespace gcn::gen
