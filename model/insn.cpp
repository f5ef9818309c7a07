// Decode and encode of the scalar microcode formats (Vega ISA, "Microcode
// Formats": SOP2, SOPK, SOP1, SOPC, SOPP, SMEM); the vector ALU formats are in
// insn_vector.cpp.
#include "insn.h"

#include <fmt/format.h>

#include "insn_ds.h"
#include "insn_vector.h"
#include "insn_vmem.h"
#include "operands.h"

namespace gcn {

bool valid_scalar_source(unsigned code, Gfx gfx) {
  if (code > sreg::NEG16 && code < sreg::SHARED_BASE) return false;
  if (code == sreg::SDWA || code == sreg::DPP || code == sreg::LDS_DIRECT) return false;
  if (has_smrd(gfx)) {
    // gfx6/gfx7 (SI/CI "Scalar ALU Operands"): a register code only where it
    // names a register of the generation (not 125); no aperture sources.
    if (code < 128) return ops::has_register(code, gfx);
    if (code >= sreg::SHARED_BASE && code <= sreg::POPS_EXITING_WAVE_ID) return false;
  }
  if (code == sreg::F_INV_2PI) return has_inv_2pi(gfx);
  return code <= sreg::LITERAL;
}

namespace {

// S_SETREG_IMM32_B32 carries its 32-bit value as a trailing literal dword.
bool always_literal(const InsnInfo& i) { return i.shape == Shape::SH_SOPK_SETREG_IMM32; }

bool uses_src0_field(const InsnInfo& i) {
  return (i.format == Format::SOP2 || i.format == Format::SOP1 || i.format == Format::SOPC) &&
         i.src0_dw > 0;
}
bool uses_src1_field(const InsnInfo& i) {
  return (i.format == Format::SOP2 || i.format == Format::SOPC) && i.src1_dw > 0;
}

[[noreturn]] void fail(uint64_t off, const std::string& what) {
  throw DecodeError(fmt::format("offset {:#x}: {}", off, what));
}

}  // namespace

unsigned Insn::size_dwords() const {
  const InsnInfo& i = info();
  if (is_vector(i.format)) return vec::size_dwords(*this);
  if (i.format == Format::SMEM && has_smrd(gfx)) return has_literal ? 2 : 1;
  if (i.format == Format::SMEM || i.format == Format::DS || is_vmem(i.format)) return 2;
  if (always_literal(i)) return 2;
  return has_literal ? 2 : 1;
}

namespace {

// SMRD (gfx6/gfx7): [7:0] OFFSET, [8] IMM, [14:9] SBASE, [21:15] SDST,
// [26:22] OP. gfx7's OFFSET 255 without IMM takes a literal dword (a dword
// offset).
void decode_smrd(const uint32_t* words, size_t available, uint64_t byte_offset, Gfx gfx, Insn& in) {
  const uint32_t w = words[0];
  in.offset = w & 0xFF;
  in.imm = (w >> 8) & 1;
  in.sbase = uint8_t((w >> 9) & 0x3F);
  in.sdst = uint8_t((w >> 15) & 0x7F);
  if (in.imm) return;
  if (in.offset == sreg::LITERAL && has_smrd_literal(gfx)) {
    if (available < 2)
      fail(byte_offset, fmt::format("truncated instruction ({} needs a literal offset dword after dword {:#010x})",
                                    in.info().mnemonic, w));
    in.has_literal = true;
    in.literal = words[1];
    return;
  }
  if (!valid_scalar_source(in.offset, gfx) || in.offset >= sreg::ZERO)
    fail(byte_offset, fmt::format("invalid SGPR offset code {} (SMRD OFFSET without IMM) in dword {:#010x}",
                                  in.offset, w));
}

}  // namespace

Insn decode(const uint32_t* words, size_t available, uint64_t byte_offset, Gfx gfx) {
  if (available == 0) fail(byte_offset, "truncated instruction (no dword available)");
  const uint32_t w = words[0];
  Insn in;
  in.gfx = gfx;
  Format fmt;
  // Longest fixed prefixes first: SOP1/SOPC/SOPP live inside the SOPK and SOP2 spaces.
  auto is = [&](Format f) {
    const FormatEncoding e = format_encoding(f);
    return (w & e.mask) == e.value;
  };
  if (is(Format::SOPP)) {
    fmt = Format::SOPP;
  } else if (is(Format::SOPC)) {
    fmt = Format::SOPC;
  } else if (is(Format::SOP1)) {
    fmt = Format::SOP1;
  } else if (is(Format::SOPK)) {
    fmt = Format::SOPK;
  } else if (is(Format::SOP2)) {
    fmt = Format::SOP2;
  } else if (has_smrd(gfx) && is(Format::SMRD)) {
    fmt = Format::SMRD;
  } else if (!has_smrd(gfx) && is(Format::SMEM)) {
    fmt = Format::SMEM;
  } else if (gfx != Gfx::Gfx9) {
    fail(byte_offset, fmt::format("dword {:#010x} is no scalar instruction ({} is described for the scalar formats only)",
                                  w, mcpu_name(gfx)));
  } else if (ds::is_ds_word(w)) {
    return ds::decode(words, available, byte_offset);
  } else if (vmem::is_vmem_word(w)) {
    return vmem::decode(words, available, byte_offset);
  } else if (vec::is_vector_word(w)) {
    return vec::decode(words, available, byte_offset);
  } else {
    fail(byte_offset, fmt::format("unsupported instruction encoding (not scalar, vector ALU, DS or vector memory) in dword {:#010x}", w));
  }
  const unsigned opc = opcode_field(fmt).extract(w);
  const auto op = lookup(fmt, opc, gfx);
  if (!op)
    fail(byte_offset, fmt::format("unknown {} opcode {:#x} in dword {:#010x}{}", format_name(fmt), opc, w,
                                  gfx == Gfx::Gfx9 ? "" : fmt::format(" ({})", mcpu_name(gfx))));
  in.op = *op;
  const InsnInfo& inf = info(*op);

  switch (fmt) {
    case Format::SOP2:
      in.sdst = uint8_t((w >> 16) & 0x7F);
      in.ssrc1 = uint8_t((w >> 8) & 0xFF);
      in.ssrc0 = uint8_t(w & 0xFF);
      break;
    case Format::SOPK:
      in.sdst = uint8_t((w >> 16) & 0x7F);
      in.simm16 = uint16_t(w & 0xFFFF);
      break;
    case Format::SOP1:
      in.sdst = uint8_t((w >> 16) & 0x7F);
      in.ssrc0 = uint8_t(w & 0xFF);
      break;
    case Format::SOPC:
      in.ssrc1 = uint8_t((w >> 8) & 0xFF);
      in.ssrc0 = uint8_t(w & 0xFF);
      break;
    case Format::SOPP:
      in.simm16 = uint16_t(w & 0xFFFF);
      break;
    default:
      break;
    case Format::SMRD:
      decode_smrd(words, available, byte_offset, gfx, in);
      return in;
    case Format::SMEM: {
      if (available < 2)
        fail(byte_offset, fmt::format("truncated instruction (SMEM needs 2 dwords) at dword {:#010x}", w));
      const uint32_t w1 = words[1];
      in.sbase = uint8_t(w & 0x3F);
      in.sdst = uint8_t((w >> 6) & 0x7F);
      in.glc = (w >> 16) & 1;
      in.imm = (w >> 17) & 1;
      if (!has_smem_soe(gfx)) {  // gfx8: no SOE, NV or SOFFSET; a 20-bit offset
        in.offset = w1 & 0xF'FFFF;
        return in;
      }
      in.soe = (w >> 14) & 1;
      in.nv = (w >> 15) & 1;
      in.offset = w1 & 0x1F'FFFF;
      in.soffset = uint8_t((w1 >> 25) & 0x7F);
      return in;
    }
  }

  bool literal = always_literal(inf);
  if (uses_src0_field(inf)) {
    if (!valid_scalar_source(in.ssrc0, gfx))
      fail(byte_offset, fmt::format("invalid scalar source code {} (SSRC0) in dword {:#010x}",
                                    in.ssrc0, w));
    literal |= in.ssrc0 == sreg::LITERAL;
  }
  if (uses_src1_field(inf)) {
    if (!valid_scalar_source(in.ssrc1, gfx))
      fail(byte_offset, fmt::format("invalid scalar source code {} (SSRC1) in dword {:#010x}",
                                    in.ssrc1, w));
    literal |= in.ssrc1 == sreg::LITERAL;
  }
  if (literal) {
    if (available < 2)
      fail(byte_offset,
           fmt::format("truncated instruction ({} needs a literal dword after dword {:#010x})",
                       inf.mnemonic, w));
    in.has_literal = true;
    in.literal = words[1];
  }
  return in;
}

Format encoding_format(const Insn& in) {
  const InsnInfo& i = in.info();
  if (in.vop3 && (i.format == Format::VOP1 || i.format == Format::VOP2 || i.format == Format::VOPC))
    return vop3_is_b(i) ? Format::VOP3B : Format::VOP3A;
  return encoding_format_on(i, in.gfx);
}

unsigned encode(const Insn& in, std::array<uint32_t, 3>& out) {
  const InsnInfo& inf = in.info();
  if (!inf.exists_on(in.gfx))
    throw std::logic_error(fmt::format("encode: {} does not exist on {}", inf.mnemonic, mcpu_name(in.gfx)));
  if (is_vector(inf.format)) return vec::encode(in, out);
  if (inf.format == Format::DS) return ds::encode(in, out);
  if (is_vmem(inf.format)) return vmem::encode(in, out);
  const Format fmt = encoding_format_on(inf, in.gfx);
  uint32_t w = format_encoding(fmt).value | opcode_field(fmt).place(inf.opcode_on(in.gfx));
  switch (fmt) {
    case Format::SOP2:
      w |= (uint32_t(in.sdst & 0x7F) << 16) | (uint32_t(in.ssrc1) << 8) | in.ssrc0;
      break;
    case Format::SOPK:
      w |= (uint32_t(in.sdst & 0x7F) << 16) | in.simm16;
      break;
    case Format::SOP1:
      w |= (uint32_t(in.sdst & 0x7F) << 16) | in.ssrc0;
      break;
    case Format::SOPC:
      w |= (uint32_t(in.ssrc1) << 8) | in.ssrc0;
      break;
    case Format::SOPP:
      w |= in.simm16;
      break;
    case Format::SMRD:
      w |= (uint32_t(in.sdst & 0x7F) << 15) | (uint32_t(in.sbase & 0x3F) << 9) | (uint32_t(in.imm) << 8) |
           (in.has_literal ? sreg::LITERAL : in.offset & 0xFFu);
      break;
    case Format::SMEM:
      if (!has_smem_soe(in.gfx)) {
        w |= (uint32_t(in.imm) << 17) | (uint32_t(in.glc) << 16) | (uint32_t(in.sdst & 0x7F) << 6) |
             (in.sbase & 0x3Fu);
        out[0] = w;
        out[1] = in.offset & 0xF'FFFFu;
        return 2;
      }
      w |= (uint32_t(in.imm) << 17) | (uint32_t(in.glc) << 16) |
           (uint32_t(in.nv) << 15) | (uint32_t(in.soe) << 14) | (uint32_t(in.sdst & 0x7F) << 6) |
           (in.sbase & 0x3Fu);
      out[0] = w;
      out[1] = (in.offset & 0x1F'FFFFu) | (uint32_t(in.soffset & 0x7F) << 25);
      return 2;
    default:
      break;  // vector formats are encoded above
  }
  out[0] = w;
  if (in.has_literal || always_literal(inf)) {
    out[1] = in.literal;
    return 2;
  }
  return 1;
}

}  // namespace gcn
