// libFuzzer target: the assembler on arbitrary text.
// An AsmError is the documented answer to bad input; anything else escaping
// (another exception, a sanitizer report, a crash) is a bug. What assembles
// must decode again: the assembler never emits words the decoder rejects.
#include <cstddef>
#include <cstdint>
#include <string>

#include "asm.h"
#include "insn.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  gcn::AsmResult result;
  try {
    result = gcn::assemble(text, "fuzz.s");
  } catch (const gcn::AsmError&) {
    return 0;
  }
  const auto& w = result.words;
  for (size_t pos = 0; pos < w.size();) {
    const gcn::Insn insn = gcn::decode(w.data() + pos, w.size() - pos, pos * 4);
    (void)gcn::disassemble(insn);
    pos += insn.size_dwords();
  }
  return 0;
}
