// Internal to the assembler and disassembler: scalar operand names, inline
// constants and the symbolic immediates (hwreg, sendmsg, waitcnt, gpr_idx)
// spelled the way LLVM's AMDGPU printer spells them for GFX9.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "insn.h"

namespace gcn::ops {

// Register-range name for `count` dwords starting at code (no alignment done):
// "s5", "s[2:3]", "vcc", "ttmp[4:7]", "exec_lo" ...
std::string reg_range_name(unsigned code, unsigned count, Gfx gfx = kDefaultGfx);

// Where a generation keeps its scalar registers ("Scalar ALU Operands"):
// s0..s(num_sgprs-1), flat_scratch and xnack_mask pairs (-1: none), tba and
// tma pairs at trap_base (-1: none), ttmp0.. at ttmp0.
struct SgprLayout {
  unsigned num_sgprs;
  int flat_scratch, xnack_mask, trap_base;
  unsigned ttmp0, num_ttmp;
};
SgprLayout sgpr_layout(Gfx gfx);
// Whether a scalar operand code names a register on a generation: an s or
// ttmp register of its SgprLayout or one of the named registers (vcc, m0,
// exec, flat_scratch, xnack_mask, tba, tma). False for 125 ("null", which
// names nothing) and for every code from 128 on.
bool has_register(unsigned code, Gfx gfx);

// First register of a `dwords`-wide register tuple named by its number: as
// LLVM's decoder does (llvm-mc --disassemble prints s_mov_b64 with SDST=1 as
// s[0:1]), the low bits a misaligned tuple would set are ignored: pairs are
// even, quads and larger multiples of four.
constexpr unsigned tuple_base(unsigned reg, unsigned dwords) {
  if (dwords >= 4) return reg & ~3u;
  if (dwords == 2) return reg & ~1u;
  return reg;
}

// Returned for a name the generation does not have (the lookups below):
// the assembler says "not available on this GPU".
constexpr unsigned kNoCode = ~0u;

// Named scalar register operands (not s/ttmp numbers): code and width.
struct NamedReg {
  unsigned code;  // kNoCode: a register of another generation
  unsigned dwords;
};
std::optional<NamedReg> named_register(std::string_view name, Gfx gfx = kDefaultGfx);
// src_* operands and the like that are only valid as sources (code >= 128;
// kNoCode for one of another generation).
std::optional<unsigned> named_source(std::string_view name, Gfx gfx = kDefaultGfx);

// Inline float constant code (240..248) for a value as a 32-bit float or a
// 64-bit double bit pattern; nullopt when not inline on that generation.
std::optional<unsigned> inline_float32(uint32_t bits, Gfx gfx = kDefaultGfx);
std::optional<unsigned> inline_float64(uint64_t bits, Gfx gfx = kDefaultGfx);

// Text of an inline float code for a 1- or 2-dword operand.
std::string inline_float_text(unsigned code, unsigned dwords);

// A literal dword as LLVM prints it: inline-looking values in their inline
// spelling (decimal integer or float), otherwise hex.
std::string literal_text(uint32_t value, unsigned dwords, Gfx gfx = kDefaultGfx);

// The symbolic immediates; a name of another generation looks up as kNoCode.
std::string hwreg_text(uint16_t simm16, Gfx gfx = kDefaultGfx);
std::optional<unsigned> hwreg_id(std::string_view name, Gfx gfx = kDefaultGfx);
std::string sendmsg_text(uint16_t simm16, Gfx gfx = kDefaultGfx);
std::optional<unsigned> sendmsg_id(std::string_view name, Gfx gfx = kDefaultGfx);
// Operation names are valid only for their message (GS/GS_DONE vs SYSMSG).
std::optional<unsigned> sendmsg_op(std::string_view name);
std::string waitcnt_text(uint16_t simm16, Gfx gfx = kDefaultGfx);
std::string gpr_idx_text(unsigned mode);

// Waitcnt field layout on GFX9 (Vega ISA, S_WAITCNT): vmcnt = {[15:14],[3:0]},
// expcnt = [6:4], lgkmcnt = [11:8]; before gfx9 vmcnt is [3:0] alone.
constexpr unsigned kWaitcntAllOnes = 0xCF7F;
unsigned vmcnt_max(Gfx gfx);
// The value with every counter at its maximum (no wait).
unsigned waitcnt_all_ones(Gfx gfx);

std::string hex(uint64_t v);  // "0x1f"

// VGPR n (0..255) as "v5" or, for several dwords, "v[4:5]".
std::string vgpr_name(unsigned n, unsigned dwords);
// A scalar source code (< 256, not the literal) as LLVM prints it; register
// tuples ignore the low bits a misaligned tuple would set, as LLVM's decoder does.
std::string scalar_source_text(unsigned code, unsigned dwords, Gfx gfx = kDefaultGfx);

}  // namespace gcn::ops

namespace gcn::detail {
// Vector ALU rows (disasm_vector.cpp).
std::string disassemble_vector(const Insn& in);
// DS rows (disasm_ds.cpp).
std::string disassemble_ds(const Insn& in);
// FLAT, GLOBAL and SCRATCH rows (disasm_vmem.cpp).
std::string disassemble_vmem(const Insn& in);
}  // namespace gcn::detail
