#include "number_option.h"

#include <fmt/format.h>

#include "unsigned_text.h"

namespace gcn::cli {

CLI::Validator unsigned_in(uint64_t lo, uint64_t hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        uint64_t v = 0;
        if (!gcn::parse_unsigned(text, v))
          return fmt::format("'{}' is not an unsigned number in {}..{}", text, lo, hi);
        if (v < lo || v > hi) return fmt::format("{} is out of range {}..{}", text, lo, hi);
        return {};
      },
      fmt::format("UINT in {}..{}", lo, hi));
}

}  // namespace gcn::cli
