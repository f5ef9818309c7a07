// Disassembler: one instruction as llvm-mc-16 --disassemble prints it for its
// generation (gfx900 for every format; gfx803, and gfx600/gfx700 as far as
// llvm-mc assembles them, for the scalar formats).
#include <exception>

#include <fmt/format.h>

#include "asm.h"
#include "operands.h"

namespace gcn {
namespace {

// A scalar register tuple's first register (ops::tuple_base); codes from 128
// name no register.
unsigned align(unsigned code, unsigned dwords) {
  if (code >= 128 || code == sreg::RESERVED) return code;  // 125 prints as "null" at any width
  return ops::tuple_base(code, dwords);
}

std::string reg(unsigned code, unsigned dwords, Gfx gfx) { return operand_name(align(code, dwords), dwords, gfx); }

std::string src(const Insn& in, unsigned code, unsigned dwords) {
  if (code == sreg::LITERAL) return ops::literal_text(in.literal, dwords, in.gfx);
  return reg(code, dwords, in.gfx);
}

// SMRD (gfx6/gfx7): the dword offset field, an SGPR, or gfx7's literal, in
// hex as llvm-mc prints them. gfx8: a 20-bit byte offset or an SGPR.
std::string smem_offset(const Insn& in) {
  if (has_smrd(in.gfx)) {
    if (in.has_literal) return ops::hex(in.literal);
    return in.imm ? ops::hex(in.offset) : reg(in.offset, 1, in.gfx);
  }
  if (!has_smem_soe(in.gfx)) return in.imm ? ops::hex(in.offset) : reg(in.offset & 0x7F, 1, in.gfx);
  auto signed_hex = [](uint32_t field) {
    const int64_t v = int32_t(field << 11) >> 11;  // sign-extend 21 bits
    return v < 0 ? fmt::format("-{:#x}", -v) : fmt::format("{:#x}", v);
  };
  if (!in.imm) return in.soe ? reg(in.soffset, 1, in.gfx) : reg(in.offset & 0x7F, 1, in.gfx);
  if (in.soe) return reg(in.soffset, 1, in.gfx) + " offset:" + signed_hex(in.offset);
  return signed_hex(in.offset);
}

std::string smem_sbase(const Insn& in, const InsnInfo& i) {
  const unsigned n = i.has(F_SMEM_BUF) ? 4 : 2;
  return reg(unsigned(in.sbase) * 2, n, in.gfx);
}

std::string smem_mods(const Insn& in) { return in.glc ? " glc" : ""; }

}  // namespace

std::string disassemble(const Insn& in) {
  const InsnInfo& i = in.info();
  const Gfx g = in.gfx;
  if (is_vector(i.format)) return detail::disassemble_vector(in);
  if (i.format == Format::DS) return detail::disassemble_ds(in);
  if (is_vmem(i.format)) return detail::disassemble_vmem(in);
  const std::string m = i.mnemonic;
  switch (i.shape) {
    case Shape::SH_SOP2:
      return fmt::format("{} {}, {}, {}", m, reg(in.sdst, i.dst_dw, g), src(in, in.ssrc0, i.src0_dw),
                         src(in, in.ssrc1, i.src1_dw));
    case Shape::SH_SOP2_NODST:
    case Shape::SH_SOPC:
      return fmt::format("{} {}, {}", m, src(in, in.ssrc0, i.src0_dw), src(in, in.ssrc1, i.src1_dw));
    case Shape::SH_SOPK_DST:
      return fmt::format("{} {}, {}", m, reg(in.sdst, i.dst_dw, g), ops::hex(in.simm16));
    case Shape::SH_SOPK_SRC:
      return fmt::format("{} {}, {}", m, reg(in.sdst, i.src0_dw, g), ops::hex(in.simm16));
    case Shape::SH_SOPK_FORK:
      return fmt::format("{} {}, {}", m, reg(in.sdst, i.src0_dw, g), in.simm16);
    case Shape::SH_SOPK_CALL:
      return fmt::format("{} {}, {}", m, reg(in.sdst, i.dst_dw, g), in.simm16);
    case Shape::SH_SOPK_GETREG:
      return fmt::format("{} {}, {}", m, reg(in.sdst, 1, g), ops::hwreg_text(in.simm16, g));
    case Shape::SH_SOPK_SETREG:
      return fmt::format("{} {}, {}", m, ops::hwreg_text(in.simm16, g), reg(in.sdst, 1, g));
    case Shape::SH_SOPK_SETREG_IMM32:
      return fmt::format("{} {}, {}", m, ops::hwreg_text(in.simm16, g), ops::literal_text(in.literal, 1, g));
    case Shape::SH_SOP1:
      return fmt::format("{} {}, {}", m, reg(in.sdst, i.dst_dw, g), src(in, in.ssrc0, i.src0_dw));
    case Shape::SH_SOP1_NOSRC:
      return fmt::format("{} {}", m, reg(in.sdst, i.dst_dw, g));
    case Shape::SH_SOP1_NODST:
      return fmt::format("{} {}", m, src(in, in.ssrc0, i.src0_dw));
    case Shape::SH_SOPC_GPRIDX:
      return fmt::format("{} {}, {}", m, src(in, in.ssrc0, i.src0_dw), ops::gpr_idx_text(in.ssrc1));
    case Shape::SH_SOPP_NONE:
      return m;
    case Shape::SH_SOPP_OPTIMM:
      return in.simm16 ? fmt::format("{} {}", m, in.simm16) : m;
    case Shape::SH_SOPP_IMM:
      // Small values print in decimal, the rest in hex (LLVM's u16 immediate rule).
      return fmt::format("{} {}", m, in.simm16 <= 64 ? std::to_string(in.simm16) : ops::hex(in.simm16));
    case Shape::SH_SOPP_BRANCH:
      return fmt::format("{} {}", m, in.simm16);  // raw field, unsigned, as llvm-mc prints it
    case Shape::SH_SOPP_WAITCNT:
      return fmt::format("{} {}", m, ops::waitcnt_text(in.simm16, g));
    case Shape::SH_SOPP_SENDMSG:
      return fmt::format("{} {}", m, ops::sendmsg_text(in.simm16, g));
    case Shape::SH_SOPP_GPRIDX:
      return fmt::format("{} {}", m, ops::gpr_idx_text(in.simm16));
    case Shape::SH_SMEM_LOAD:
    case Shape::SH_SMEM_STORE:
    case Shape::SH_SMEM_ATOMIC:
      return fmt::format("{} {}, {}, {}{}", m, reg(in.sdst, i.dst_dw, g), smem_sbase(in, i), smem_offset(in),
                         smem_mods(in));
    case Shape::SH_SMEM_TIME:
      return fmt::format("{} {}", m, reg(in.sdst, 2, g));
    case Shape::SH_SMEM_PROBE:
      // The 7-bit probe field prints like LLVM's other unsigned immediates:
      // decimal up to 64, hex above.
      return fmt::format("{} {}, {}, {}", m, in.sdst <= 64 ? std::to_string(in.sdst) : ops::hex(in.sdst),
                         smem_sbase(in, i), smem_offset(in));
    case Shape::SH_SMEM_DISCARD:
      return fmt::format("{} {}, {}", m, smem_sbase(in, i), smem_offset(in));
    case Shape::SH_SMEM_NONE:
      return m;
    default:
      break;  // vector shapes: disasm_vector.cpp
  }
  return m;
}

WordsDisassembly try_disassemble(const uint32_t* words, size_t count, uint64_t pc, Gfx gfx) {
  try {
    return {true, disassemble(decode(words, count, pc, gfx))};
  } catch (const std::exception& e) {  // DecodeError, or an instruction the printer refuses
    return {false, e.what()};
  }
}

}  // namespace gcn
