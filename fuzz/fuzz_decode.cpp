// libFuzzer target: the decoder and the disassembler on arbitrary dwords.
// The input is read as little-endian dwords, once for each GCN generation
// (model/gfx.h); every position is decoded (a DecodeError skips one dword),
// disassembled, and re-encoded. Encoding is
// checked for consistency: decode(encode(decode(x))) encodes to the same
// words and prints the same text as decode(x) (encode(decode(x)) == x does not
// hold bit for bit: fields the format ignores decode to nothing).
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "asm.h"
#include "insn.h"

namespace {

[[noreturn]] void inconsistent(const char* what, const std::string& a, const std::string& b) {
  std::fprintf(stderr, "fuzz_decode: %s: '%s' vs '%s'\n", what, a.c_str(), b.c_str());
  std::abort();
}

void decode_all(const std::vector<uint32_t>& words, gcn::Gfx gfx) {
  for (size_t pos = 0; pos < words.size();) {
    gcn::Insn insn;
    try {
      insn = gcn::decode(words.data() + pos, words.size() - pos, pos * 4, gfx);
    } catch (const gcn::DecodeError&) {
      ++pos;
      continue;
    }
    const std::string text = gcn::disassemble(insn);
    std::array<uint32_t, 3> enc{};
    const unsigned n = gcn::encode(insn, enc);
    if (n != insn.size_dwords()) inconsistent("encoded size", std::to_string(n), std::to_string(insn.size_dwords()));
    const gcn::Insn again = gcn::decode(enc.data(), n, 0, gfx);  // a DecodeError here escapes: a bug
    const std::string text2 = gcn::disassemble(again);
    if (text2 != text) inconsistent("re-encoded instruction prints differently", text, text2);
    std::array<uint32_t, 3> enc2{};
    const unsigned n2 = gcn::encode(again, enc2);
    if (n2 != n || enc2 != enc) inconsistent("encoding is not stable", text, text2);
    pos += insn.size_dwords();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<uint32_t> words(size / 4);
  if (!words.empty()) std::memcpy(words.data(), data, words.size() * 4);
  for (unsigned g = 0; g < gcn::kNumGfx; ++g) decode_all(words, gcn::Gfx(g));
  return 0;
}
