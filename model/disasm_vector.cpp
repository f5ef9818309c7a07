// Disassembly of the vector ALU formats, spelled as llvm-mc-16 --disassemble
// (gfx900) prints them: "_e32"/"_e64" suffixes on rows with both encodings,
// "vcc" for the implicit carry and compare operands of the 32-bit encodings,
// VOP3 modifiers as -x, |x|, clamp, mul:2, mul:4, div:2.
#include <fmt/format.h>

#include "asm.h"
#include "insn_vector.h"
#include "operands.h"

namespace gcn {
namespace {

// 16-bit integer operands (the spec name ends in I16, U16 or B16).
bool int16_operands(const InsnInfo& i) {
  const std::string_view n = i.name;
  return i.has(F_SRC16) && (n.ends_with("_I16") || n.ends_with("_U16") || n.ends_with("_B16"));
}

// Source k is a 16-bit integer operand as LLVM types it: the int16 rows'
// sources, except the 32-bit addend of v_mad_u32_u16 / v_mad_i32_i16 and
// v_sad_u16 (LLVM gives it 32-bit operands).
bool int16_source(const InsnInfo& i, unsigned k) {
  if (!int16_operands(i) || i.op == Op::V_SAD_U16) return false;
  return !(k == 2 && (i.op == Op::V_MAD_U32_U16 || i.op == Op::V_MAD_I32_I16));
}

static constexpr uint16_t kF16[9] = {0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118};

// A 16-bit operand's literal as llvm-mc prints it: -16..64 in decimal, an
// f16 inline value of a float operand in its float spelling, else hex.
std::string literal16_text(const Insn& in, unsigned k) {
  const uint16_t v = uint16_t(in.literal);
  const int16_t s = int16_t(v);
  if (s >= -16 && s <= 64) return std::to_string(s);
  if (!int16_source(in.info(), k))
    for (unsigned f = 0; f < 9; ++f)
      if (kF16[f] == v) return ops::inline_float_text(sreg::F_0_5 + f, 1);
  return ops::hex(v);
}

std::string src_text(const Insn& in, unsigned k, unsigned code, unsigned dwords) {
  if (code >= sreg::VGPR0) return ops::vgpr_name(code - sreg::VGPR0, dwords);
  // llvm-mc prints an inline float constant feeding a 16-bit integer operand
  // as its f16 bit pattern.
  if (code >= sreg::F_0_5 && code <= sreg::F_0_5 + 8 && int16_source(in.info(), k)) return ops::hex(kF16[code - sreg::F_0_5]);
  if (code == sreg::LITERAL) return in.info().has(F_SRC16) ? literal16_text(in, k) : ops::literal_text(in.literal, dwords);
  return ops::scalar_source_text(code, dwords);
}

bool is_constant(unsigned code) { return code >= 128 && code < 256 && code != 251 && code != 252 && code != 253 && (code <= 208 || (code >= 240 && code <= 248)); }

// A VOP3 source with its input modifiers (only rows that take them print them).
std::string msrc(const Insn& in, unsigned k, unsigned code, unsigned dwords) {
  std::string s = src_text(in, k, code, dwords);
  const InsnInfo& i = in.info();
  if (!in.vop3 && i.format != Format::VOP3A && i.format != Format::VOP3B && i.format != Format::VOP3P) return s;
  if (!i.has(F_VMODS) || (k > 0 && i.has(F_MODS0))) return s;
  const bool abs = (in.abs >> k) & 1 && !vop3_is_b(i);
  if (abs) s = "|" + s + "|";
  // "-4.0" would read back as the inline constant -4.0: llvm-mc spells a
  // negated bare constant neg(...).
  if ((in.neg >> k) & 1) s = is_constant(code) && !abs ? "neg(" + s + ")" : "-" + s;
  return s;
}

std::string sdst64(const Insn& in) { return ops::scalar_source_text(in.sdst & ~1u, 2); }

std::string bits_list(unsigned bits, unsigned n);

// VOP3A op_sel on F_OPSEL rows: one bit per source (OPSEL[k]), then the
// destination (OPSEL[3]); printed when any is set.
std::string vop3_opsel(const Insn& in) {
  const InsnInfo& i = in.info();
  if (!i.has(F_OPSEL) || in.opsel == 0) return "";
  const unsigned n = vec::num_sources(i, true);
  const unsigned bits = (in.opsel & ((1u << n) - 1)) | (((in.opsel >> 3) & 1u) << n);
  return " op_sel:" + bits_list(bits, n + 1);
}

std::string out_mods(const Insn& in) {
  const InsnInfo& i = in.info();
  std::string s = vop3_opsel(in);
  if (in.clamp && i.has(F_VCLAMP)) s += " clamp";
  if (i.has(F_VOMOD)) {
    static const char* kOmod[] = {"", " mul:2", " mul:4", " div:2"};
    s += kOmod[in.omod & 3];
  }
  return s;
}

std::string bits_list(unsigned bits, unsigned n) {
  std::string s = "[";
  for (unsigned k = 0; k < n; ++k) s += fmt::format("{}{}", k ? "," : "", (bits >> k) & 1);
  return s + "]";
}

// VOP3P: op_sel, op_sel_hi (default all ones for packed math, zero for the
// mixed-precision v_mad_mix*), neg_lo, neg_hi (the mix rows print those as
// -x and |x|), then clamp.
std::string packed_mods(const Insn& in, unsigned n) {
  const InsnInfo& i = in.info();
  const unsigned mask = (1u << n) - 1;
  const bool mix = i.has(F_VMODS);
  std::string s;
  if (in.opsel & mask) s += " op_sel:" + bits_list(in.opsel, n);
  const unsigned hi_default = mix ? 0 : mask;
  if ((in.opsel_hi & mask) != hi_default) s += " op_sel_hi:" + bits_list(in.opsel_hi, n);
  if (!mix && (in.neg & mask)) s += " neg_lo:" + bits_list(in.neg, n);
  if (!mix && (in.abs & mask)) s += " neg_hi:" + bits_list(in.abs, n);
  if (in.clamp) s += " clamp";
  return s;
}

}  // namespace

std::string printed_mnemonic(const Insn& in) {
  const InsnInfo& i = in.info();
  std::string m = i.mnemonic;
  const bool pair = (i.format == Format::VOP1 || i.format == Format::VOP2 || i.format == Format::VOPC) &&
                    !i.has(F_NOE64) && i.shape != Shape::SH_VOP1_NONE;
  if (pair) m += in.vop3 ? "_e64" : "_e32";
  return m;
}

namespace detail {

std::string disassemble_vector(const Insn& in) {
  const InsnInfo& i = in.info();
  const std::string m = printed_mnemonic(in);
  const std::string d = ops::vgpr_name(in.vdst, i.dst_dw);
  auto s0 = [&] { return msrc(in, 0, in.src0, i.src0_dw); };
  auto s1 = [&] { return msrc(in, 1, in.src1, i.src1_dw); };
  auto s2 = [&] { return msrc(in, 2, in.src2, i.src2_dw); };
  const std::string mods = out_mods(in);
  switch (i.shape) {
    case Shape::SH_VOP2:
      return fmt::format("{} {}, {}, {}{}", m, d, s0(), s1(), in.vop3 ? mods : "");
    case Shape::SH_VOP2_CARRYOUT:
      return fmt::format("{} {}, {}, {}, {}{}", m, d, in.vop3 ? sdst64(in) : "vcc", s0(), s1(),
                         in.vop3 ? mods : "");
    case Shape::SH_VOP2_CARRYIN:
      if (!in.vop3) return fmt::format("{} {}, vcc, {}, {}, vcc", m, d, s0(), s1());
      return fmt::format("{} {}, {}, {}, {}, {}{}", m, d, sdst64(in), s0(), s1(), s2(), mods);
    case Shape::SH_VOP2_CNDMASK:
      if (!in.vop3) return fmt::format("{} {}, {}, {}, vcc", m, d, s0(), s1());
      return fmt::format("{} {}, {}, {}, {}{}", m, d, s0(), s1(), s2(), mods);
    case Shape::SH_VOP2_MADMK:
      return fmt::format("{} {}, {}, {}, {}", m, d, s0(), ops::hex(in.literal), s1());
    case Shape::SH_VOP2_MADAK:
      return fmt::format("{} {}, {}, {}, {}", m, d, s0(), s1(), ops::hex(in.literal));
    case Shape::SH_VOP1:
    case Shape::SH_VOP1_SWAP:
      return fmt::format("{} {}, {}{}", m, d, s0(), in.vop3 ? mods : "");
    case Shape::SH_VOP1_NONE:
      return m;
    case Shape::SH_VOP1_READFIRSTLANE:
      return fmt::format("{} {}, {}", m, ops::scalar_source_text(in.sdst, 1), s0());
    case Shape::SH_VOPC:
      return fmt::format("{} {}, {}, {}{}", m, in.vop3 ? sdst64(in) : "vcc", s0(), s1(), in.vop3 ? mods : "");
    case Shape::SH_VOP3_2:
      return fmt::format("{} {}, {}, {}{}", m, d, s0(), s1(), mods);
    case Shape::SH_VOP3_3:
      return fmt::format("{} {}, {}, {}, {}{}", m, d, s0(), s1(), s2(), mods);
    case Shape::SH_VOP3_READLANE:
      return fmt::format("{} {}, {}, {}", m, ops::scalar_source_text(in.sdst, 1), s0(), s1());
    case Shape::SH_VOP3_WRITELANE:
      return fmt::format("{} {}, {}, {}", m, d, s0(), s1());
    case Shape::SH_VOP3B:
      return fmt::format("{} {}, {}, {}, {}, {}{}", m, d, sdst64(in), s0(), s1(), s2(), mods);
    case Shape::SH_VOP3P_2:
      return fmt::format("{} {}, {}, {}{}", m, d, s0(), s1(), packed_mods(in, 2));
    case Shape::SH_VOP3P_3:
      return fmt::format("{} {}, {}, {}, {}{}", m, d, s0(), s1(), s2(), packed_mods(in, 3));
    default:
      break;
  }
  return m;
}

}  // namespace detail
}  // namespace gcn
