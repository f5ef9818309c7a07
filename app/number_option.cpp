#include "number_option.h"

#include <fmt/format.h>

namespace gcn::cli {

bool parse_unsigned(const std::string& text, uint64_t& value) {
  const bool hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  const unsigned base = hex ? 16 : 10;
  const size_t start = hex ? 2 : 0;
  if (text.size() == start) return false;
  uint64_t v = 0;
  for (size_t i = start; i < text.size(); ++i) {
    const char c = text[i];
    unsigned d;
    if (c >= '0' && c <= '9') d = unsigned(c - '0');
    else if (hex && c >= 'a' && c <= 'f') d = unsigned(c - 'a' + 10);
    else if (hex && c >= 'A' && c <= 'F') d = unsigned(c - 'A' + 10);
    else return false;
    if (v > (UINT64_MAX - d) / base) return false;
    v = v * base + d;
  }
  value = v;
  return true;
}

CLI::Validator unsigned_in(uint64_t lo, uint64_t hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        uint64_t v = 0;
        if (!parse_unsigned(text, v))
          return fmt::format("'{}' is not an unsigned number in {}..{}", text, lo, hi);
        if (v < lo || v > hi) return fmt::format("{} is out of range {}..{}", text, lo, hi);
        return {};
      },
      fmt::format("UINT in {}..{}", lo, hi));
}

}  // namespace gcn::cli
