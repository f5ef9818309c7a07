#include "unsigned_text.h"

namespace gcn {

bool parse_unsigned(std::string_view text, uint64_t& value) {
  const bool hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  const uint64_t base = hex ? 16 : 10;
  const size_t start = hex ? 2 : 0;
  if (text.size() == start) return false;
  uint64_t v = 0;
  for (size_t i = start; i < text.size(); ++i) {
    const char c = text[i];
    uint64_t d;
    if (c >= '0' && c <= '9') d = uint64_t(c - '0');
    else if (hex && c >= 'a' && c <= 'f') d = uint64_t(c - 'a' + 10);
    else if (hex && c >= 'A' && c <= 'F') d = uint64_t(c - 'A' + 10);
    else return false;
    if (v > (UINT64_MAX - d) / base) return false;
    v = v * base + d;
  }
  value = v;
  return true;
}

}  // namespace gcn
