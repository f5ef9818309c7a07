// Decode and encode of the vector ALU formats. Field layouts from the Vega ISA
// "Vector ALU Formats" tables:
//   VOP2  [8:0] SRC0, [16:9] VSRC1, [24:17] VDST, [30:25] OP, [31] = 0
//   VOP1  [8:0] SRC0, [16:9] OP, [24:17] VDST, [31:25] = 0111111
//   VOPC  [8:0] SRC0, [16:9] VSRC1, [24:17] OP, [31:25] = 0111110
//   VOP3A [7:0] VDST, [10:8] ABS, [14:11] OPSEL, [15] CLAMP, [25:16] OP,
//         [31:26] = 110100; [40:32] SRC0, [49:41] SRC1, [58:50] SRC2,
//         [60:59] OMOD, [63:61] NEG
//   VOP3B as VOP3A with [14:8] SDST instead of ABS/OPSEL
//   VOP3P [7:0] VDST, [10:8] NEG_HI, [13:11] OPSEL, [14] OPSEL_HI[2], [15] CLAMP,
//         [22:16] OP, [31:23] = 110100111; sources as VOP3A, [60:59] OPSEL_HI[1:0],
//         [63:61] NEG_LO
// A VOP1/VOP2/VOPC source of 255 is followed by a literal dword (GFX9 VOP3 has
// none); 249 (SDWA) and 250 (DPP) select extension dwords this model rejects.
#include "insn_vector.h"

#include <fmt/format.h>

namespace gcn::vec {
namespace {

[[noreturn]] void fail(uint64_t off, const std::string& what) {
  throw DecodeError(fmt::format("offset {:#x}: {}", off, what));
}

bool matches(uint32_t w, Format f) {
  const FormatEncoding e = format_encoding(f);
  return (w & e.mask) == e.value;
}

bool always_literal(const InsnInfo& i) {
  return i.shape == Shape::SH_VOP2_MADMK || i.shape == Shape::SH_VOP2_MADAK;
}

// The scalar codes of a vector source: those of a scalar source, and
// LDS_DIRECT (decoded; execution rejects it).
bool valid_scalar_code(unsigned code) { return valid_scalar_source(code) || code == sreg::LDS_DIRECT; }

void check_source(uint64_t off, uint32_t w, const char* field, unsigned code, bool vop3) {
  if (code >= sreg::VGPR0) return;
  if (vop3 && code == sreg::LITERAL)
    fail(off, fmt::format("literal constant in a VOP3 encoding ({}) in dword {:#010x}", field, w));
  if (!valid_scalar_code(code))
    fail(off, fmt::format("invalid source code {} ({}) in dword {:#010x}", code, field, w));
}

// Fields llvm-mc's decoder requires to be clear (it reports "invalid
// instruction encoding" otherwise), checked so that every word we accept
// prints the way llvm-mc prints it: unused source fields, modifier bits the
// instruction does not take, and scalar destinations that are not SGPRs
// (pairs even).
void check_vop3_fields(uint64_t off, uint32_t w, const Insn& in, const InsnInfo& inf, unsigned n) {
  const uint16_t srcs[3] = {in.src0, in.src1, in.src2};
  for (unsigned k = n; k < 3; ++k)
    if (srcs[k] != 0) fail(off, fmt::format("{} does not use SRC{} but it is set in dword {:#010x}", inf.mnemonic, k, w));
  const unsigned used = (1u << n) - 1;
  const unsigned mods = inf.has(F_VMODS) ? (inf.has(F_MODS0) ? 1u : used) : 0u;
  const unsigned abs_ok = vop3_is_b(inf) ? 0u : mods;
  if ((in.neg & ~mods) || (in.abs & ~abs_ok) || (in.clamp && !inf.has(F_VCLAMP)) || (in.omod && !inf.has(F_VOMOD)))
    fail(off, fmt::format("modifier bits {} does not take in dword {:#010x}", inf.mnemonic, w));
  const bool pair_dst = inf.shape == Shape::SH_VOPC || vop3_is_b(inf);
  if ((pair_dst && (in.sdst >= 128 || (in.sdst & 1))) || (inf.shape == Shape::SH_VOP3_READLANE && in.sdst >= 128))
    fail(off, fmt::format("invalid scalar destination {} of {} in dword {:#010x}", in.sdst, inf.mnemonic, w));
  if (inf.shape == Shape::SH_VOP3_READLANE && in.src0 < sreg::VGPR0)
    fail(off, fmt::format("{} needs a VGPR in SRC0 (dword {:#010x})", inf.mnemonic, w));
}

}  // namespace

bool is_vector_word(uint32_t w) {
  return matches(w, Format::VOP3P) || matches(w, Format::VOP3A) || matches(w, Format::VOPC) ||
         matches(w, Format::VOP1) || matches(w, Format::VOP2);
}

unsigned num_sources(const InsnInfo& i, bool vop3) {
  switch (i.shape) {
    case Shape::SH_VOP1_NONE: return 0;
    case Shape::SH_VOP1:
    case Shape::SH_VOP1_READFIRSTLANE:
    case Shape::SH_VOP1_SWAP: return 1;
    case Shape::SH_VOP2_CARRYIN:
    case Shape::SH_VOP2_CNDMASK: return vop3 ? 3 : 2;  // VOP2 reads VCC implicitly
    case Shape::SH_VOP3_3:
    case Shape::SH_VOP3B:
    case Shape::SH_VOP3P_3: return 3;
    default: return 2;
  }
}

unsigned size_dwords(const Insn& in) {
  const InsnInfo& i = in.info();
  if (in.vop3 || i.format == Format::VOP3A || i.format == Format::VOP3B || i.format == Format::VOP3P) return 2;
  return (in.has_literal || always_literal(i)) ? 2 : 1;
}

Insn decode(const uint32_t* words, size_t available, uint64_t off) {
  const uint32_t w = words[0];
  Insn in;
  if (matches(w, Format::VOP3P) || matches(w, Format::VOP3A)) {
    const bool packed = matches(w, Format::VOP3P);
    const unsigned opc = opcode_field(packed ? Format::VOP3P : Format::VOP3A).extract(w);
    const auto op = packed ? lookup(Format::VOP3P, opc) : lookup_vop3(opc);
    if (!op) {
      // The VOP3 forms of VOP1/VOP2/VOPC rows that have none still name a row.
      std::optional<Op> plain;
      if (!packed) {
        if (opc < 0x100) plain = lookup(Format::VOPC, opc);
        else if (opc < 0x140) plain = lookup(Format::VOP2, opc - 0x100);
        else if (opc < 0x1C0) plain = lookup(Format::VOP1, opc - 0x140);
      }
      if (plain)
        fail(off, fmt::format("{} has no VOP3 encoding (dword {:#010x})", info(*plain).mnemonic, w));
      fail(off, fmt::format("unknown {} opcode {:#x} in dword {:#010x}", packed ? "VOP3P" : "VOP3", opc, w));
    }
    in.op = *op;
    const InsnInfo& inf = info(*op);
    in.vop3 = !(inf.format == Format::VOP3A || inf.format == Format::VOP3B || inf.format == Format::VOP3P);
    if (available < 2)
      fail(off, fmt::format("truncated instruction ({} needs 2 dwords) at dword {:#010x}", inf.mnemonic, w));
    const uint32_t w1 = words[1];
    in.vdst = uint8_t(w & 0xFF);
    in.clamp = (w >> 15) & 1;
    in.src0 = uint16_t(w1 & 0x1FF);
    in.src1 = uint16_t((w1 >> 9) & 0x1FF);
    in.src2 = uint16_t((w1 >> 18) & 0x1FF);
    in.neg = uint8_t((w1 >> 29) & 7);
    if (packed) {
      in.abs = uint8_t((w >> 8) & 7);
      in.opsel = uint8_t((w >> 11) & 7);
      in.opsel_hi = uint8_t((((w >> 14) & 1) << 2) | ((w1 >> 27) & 3));
    } else {
      in.omod = uint8_t((w1 >> 27) & 3);
      if (vop3_is_b(inf)) {
        in.sdst = uint8_t((w >> 8) & 0x7F);
      } else {
        in.abs = uint8_t((w >> 8) & 7);
        in.opsel = uint8_t((w >> 11) & 0xF);
      }
    }
    // Scalar destinations live in the VDST field.
    if (inf.shape == Shape::SH_VOPC || inf.shape == Shape::SH_VOP3_READLANE) in.sdst = in.vdst;
    const unsigned n = num_sources(inf, true);
    const uint16_t srcs[3] = {in.src0, in.src1, in.src2};
    const char* names[3] = {"SRC0", "SRC1", "SRC2"};
    for (unsigned k = 0; k < n; ++k) check_source(off, w, names[k], srcs[k], true);
    if (!packed) check_vop3_fields(off, w, in, inf, n);
    return in;
  }

  const Format fmt = matches(w, Format::VOPC) ? Format::VOPC : matches(w, Format::VOP1) ? Format::VOP1 : Format::VOP2;
  const unsigned opc = opcode_field(fmt).extract(w);
  const auto op = lookup(fmt, opc);
  if (!op) fail(off, fmt::format("unknown {} opcode {:#x} in dword {:#010x}", format_name(fmt), opc, w));
  in.op = *op;
  const InsnInfo& inf = info(*op);
  in.src0 = uint16_t(w & 0x1FF);
  switch (fmt) {
    case Format::VOPC:
      in.src1 = uint16_t(sreg::VGPR0 + ((w >> 9) & 0xFF));
      break;
    case Format::VOP1:
      in.vdst = uint8_t((w >> 17) & 0xFF);
      if (inf.shape == Shape::SH_VOP1_READFIRSTLANE) in.sdst = in.vdst;
      break;
    default:
      in.src1 = uint16_t(sreg::VGPR0 + ((w >> 9) & 0xFF));
      in.vdst = uint8_t((w >> 17) & 0xFF);
      break;
  }
  // SDWA and DPP put extra fields in a second dword; this model has neither.
  // v_nop/v_clrexcp have no SRC0 and ignore the field.
  if (num_sources(inf, false) > 0 && (in.src0 == sreg::SDWA || in.src0 == sreg::DPP))
    fail(off, fmt::format("unsupported {} encoding of {} in dword {:#010x}", in.src0 == sreg::SDWA ? "SDWA" : "DPP",
                          inf.mnemonic, w));
  if (num_sources(inf, false) > 0) check_source(off, w, "SRC0", in.src0, false);
  // As for VOP3 (check_vop3_fields): what llvm-mc's decoder rejects.
  const bool vgpr_src0 = inf.shape == Shape::SH_VOP1_SWAP || inf.shape == Shape::SH_VOP1_READFIRSTLANE;
  if (vgpr_src0 && in.src0 < sreg::VGPR0)
    fail(off, fmt::format("{} needs a VGPR in SRC0 (dword {:#010x})", inf.mnemonic, w));
  // v_nop / v_clrexcp ignore their SRC0 and VDST fields (llvm-mc does too).
  if ((num_sources(inf, false) > 0 && in.src0 == sreg::LITERAL) || always_literal(inf)) {
    if (available < 2)
      fail(off, fmt::format("truncated instruction ({} needs a literal dword after dword {:#010x})", inf.mnemonic, w));
    in.has_literal = true;
    in.literal = words[1];
  }
  return in;
}

unsigned encode(const Insn& in, std::array<uint32_t, 3>& out) {
  const InsnInfo& inf = in.info();
  if (inf.format == Format::VOP3P) {
    out[0] = format_encoding(Format::VOP3P).value | opcode_field(Format::VOP3P).place(inf.opcode) |
             (uint32_t(in.clamp) << 15) | (uint32_t((in.opsel_hi >> 2) & 1) << 14) | (uint32_t(in.opsel & 7) << 11) |
             (uint32_t(in.abs & 7) << 8) | in.vdst;
    out[1] = (in.src0 & 0x1FFu) | (uint32_t(in.src1 & 0x1FF) << 9) | (uint32_t(in.src2 & 0x1FF) << 18) |
             (uint32_t(in.opsel_hi & 3) << 27) | (uint32_t(in.neg & 7) << 29);
    return 2;
  }
  if (in.vop3 || inf.format == Format::VOP3A || inf.format == Format::VOP3B) {
    uint32_t w = format_encoding(Format::VOP3A).value | opcode_field(Format::VOP3A).place(vop3_opcode(inf)) |
                 (uint32_t(in.clamp) << 15);
    const bool scalar_dst = inf.shape == Shape::SH_VOPC || inf.shape == Shape::SH_VOP3_READLANE;
    w |= scalar_dst ? in.sdst : in.vdst;
    if (vop3_is_b(inf))
      w |= uint32_t(in.sdst & 0x7F) << 8;
    else
      w |= (uint32_t(in.opsel & 0xF) << 11) | (uint32_t(in.abs & 7) << 8);
    out[0] = w;
    out[1] = (in.src0 & 0x1FFu) | (uint32_t(in.src1 & 0x1FF) << 9) | (uint32_t(in.src2 & 0x1FF) << 18) |
             (uint32_t(in.omod & 3) << 27) | (uint32_t(in.neg & 7) << 29);
    return 2;
  }
  uint32_t w = format_encoding(inf.format).value | opcode_field(inf.format).place(inf.opcode) | (in.src0 & 0x1FFu);
  switch (inf.format) {
    case Format::VOPC:
      w |= uint32_t(in.src1 & 0xFF) << 9;
      break;
    case Format::VOP1: {
      const uint8_t d = inf.shape == Shape::SH_VOP1_READFIRSTLANE ? in.sdst : in.vdst;
      w |= uint32_t(d) << 17;
      break;
    }
    default:
      w |= (uint32_t(in.vdst) << 17) | (uint32_t(in.src1 & 0xFF) << 9);
      break;
  }
  out[0] = w;
  if (in.has_literal || always_literal(inf)) {
    out[1] = in.literal;
    return 2;
  }
  return 1;
}

}  // namespace gcn::vec
