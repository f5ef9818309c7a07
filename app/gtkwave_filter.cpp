#include "gtkwave_filter.h"

#include <array>
#include <cctype>
#include <cstdint>

#include "asm.h"

namespace gcn {

namespace {

std::string trimmed(const std::string& s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

}  // namespace

std::string gtkwave_filter_line(const std::string& value, Gfx gfx) {
  const std::string digits = trimmed(value);
  if (digits.empty() || digits.size() > 24) return digits;
  for (char c : digits)
    if (!std::isxdigit(static_cast<unsigned char>(c))) return digits;
  // Dword k is hex digits [size - 8(k+1), size - 8k), the first in the low bits.
  std::array<uint32_t, 3> words{};
  const size_t count = (digits.size() + 7) / 8;
  for (size_t k = 0; k < count; ++k) {
    const size_t end = digits.size() - 8 * k;
    const size_t begin = end >= 8 ? end - 8 : 0;
    words[k] = uint32_t(std::stoul(digits.substr(begin, end - begin), nullptr, 16));
  }
  const WordsDisassembly d = try_disassemble(words.data(), count, 0, gfx);
  return d.ok ? d.text : "? " + d.text;
}

int run_gtkwave_filter(std::istream& in, std::ostream& out, Gfx gfx) {
  std::string line;
  while (std::getline(in, line)) out << gtkwave_filter_line(line, gfx) << '\n' << std::flush;
  return 0;
}

}  // namespace gcn
