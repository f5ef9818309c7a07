// Operand spelling for generated assembly (LLVM AMDGPU syntax, what
// llvm-mc-16 -mcpu=gfx900 accepts) and the inline-constant rules that decide
// whether a value needs a literal dword. Kept separate from the generator so
// the instruction-size bookkeeping and the text agree by construction.
#pragma once

#include <cstdint>
#include <string>

#include "gfx.h"

namespace gcn::gen {

// Operand code (0..127 registers, 128..208 inline integers, 240..248 inline
// floats, 251..253 src_vccz/src_execz/src_scc) as text; `dwords` 1 or 2.
// Register names are the generation's (model/gfx.h).
std::string operand_text(unsigned code, unsigned dwords, Gfx gfx = kDefaultGfx);

// The inline operand code llvm-mc would pick for `value` used as a 32-bit
// operand, or 0 when the value needs a literal.
unsigned inline_code32(uint32_t value, Gfx gfx = kDefaultGfx);

// A 32-bit literal printed so that llvm-mc keeps it a literal.
std::string hex(uint64_t value);

}  // namespace gcn::gen
