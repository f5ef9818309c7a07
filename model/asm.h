// Assembler and disassembler for LLVM AMDGPU syntax (what llvm-mc-16
// -arch=amdgcn -mcpu=gfx900 accepts and prints).
#pragma once

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "insn.h"

namespace gcn {

// An assembler diagnostic; what() is "file:line:col: error: message".
struct AsmError : std::runtime_error {
  std::string file;
  unsigned line = 0, col = 0;
  AsmError(std::string f, unsigned l, unsigned c, const std::string& msg);
};

struct AsmResult {
  std::vector<uint32_t> words;               // little-endian dwords
  std::map<std::string, uint64_t> labels;    // label -> byte offset
  std::vector<std::pair<uint64_t, unsigned>> lines;  // byte offset -> source line
};

// Assemble a whole source text. Comments (';' and '//'), labels ("name:"),
// blank lines and the directives .text / .p2align / .long (raw words, not
// listed in `lines`) are accepted. Branch targets may be labels or signed
// dword offsets. Throws AsmError at the first error.
AsmResult assemble(const std::string& source, const std::string& filename = "<input>", Gfx gfx = kDefaultGfx);

// Disassemble one instruction exactly as llvm-mc-16 --disassemble prints it
// (without leading tab or encoding comment). Branch targets print as the raw
// signed dword offset, as llvm-mc does.
std::string disassemble(const Insn& insn);

// The instruction that starts at words[0] (`count` dwords available, at byte
// offset `pc`) disassembled, or why not: `ok` is false and `text` is the
// decoder's or the disassembler's reason when either refuses the words.
struct WordsDisassembly {
  bool ok = false;
  std::string text;
};
WordsDisassembly try_disassemble(const uint32_t* words, size_t count, uint64_t pc = 0, Gfx gfx = kDefaultGfx);

// The mnemonic as llvm-mc prints it: VOP1/VOP2/VOPC rows that also have a VOP3
// form carry an "_e32" or "_e64" suffix.
std::string printed_mnemonic(const Insn& insn);

// Name of a scalar operand code as LLVM prints it, e.g. "s5", "vcc_lo", "s[2:3]",
// "exec", "-16", "0.5", "src_scc". `dwords` is 1 or 2 (64-bit pairs).
std::string operand_name(unsigned code, unsigned dwords, Gfx gfx = kDefaultGfx);

}  // namespace gcn
