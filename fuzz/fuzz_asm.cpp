// libFuzzer target: the assembler on arbitrary text, for each GCN generation
// (model/gfx.h).
// An AsmError is the documented answer to bad input; anything else escaping
// (another exception, a sanitizer report, a crash) is a bug. What assembles
// must decode again: the assembler never encodes an instruction the decoder
// rejects (raw .long words are the text's own).
#include <cstddef>
#include <cstdint>
#include <string>

#include "asm.h"
#include "insn.h"

namespace {

void assemble_for(const std::string& text, gcn::Gfx gfx) {
  gcn::AsmResult result;
  try {
    result = gcn::assemble(text, "fuzz.s", gfx);
  } catch (const gcn::AsmError&) {
    return;
  }
  // Every instruction the assembler encoded (`lines`; raw .long words are
  // whatever the text says and need not decode).
  const auto& w = result.words;
  for (const auto& entry : result.lines) {
    const uint64_t offset = entry.first;
    const size_t pos = offset / 4;
    const gcn::Insn insn = gcn::decode(w.data() + pos, w.size() - pos, offset, gfx);
    (void)gcn::disassemble(insn);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (unsigned g = 0; g < gcn::kNumGfx; ++g) assemble_for(text, gcn::Gfx(g));
  return 0;
}
