// Assembler part for the vector ALU formats (VOP1, VOP2, VOPC, VOP3A/B,
// VOP3P): operand placement, encoding choice (_e32 / _e64), inline constants
// and literals of the operand's type.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "asm_parse.h"
#include "insn_vector.h"
#include "operands.h"

namespace gcn::asm_parse {

Insn Assembler::vector_instruction(Cursor& c, Op op, size_t mpos, unsigned forced) {
  const InsnInfo& i = info(op);
  const Ctx& ctx = c.ctx;
  Insn in;
  in.op = op;
  const bool pair = (i.format == Format::VOP1 || i.format == Format::VOP2 || i.format == Format::VOPC);
  const bool lane = i.shape == Shape::SH_VOP3_READLANE || i.shape == Shape::SH_VOP3_WRITELANE;
  if (forced == 64 && ((pair && i.has(F_NOE64)) || lane)) ctx.error(mpos, "e64 variant of this instruction is not supported");
  if (forced == 32 && !pair) ctx.error(mpos, "e32 variant of this instruction is not supported");

  // Operands up to the first modifier keyword, then the modifiers.
  std::vector<VOp> ops;
  auto is_mod_word = [&](const std::string& w) {
    return w == "clamp" || w == "mul" || w == "div" || w == "op_sel" || w == "op_sel_hi" || w == "neg_lo" ||
           w == "neg_hi";
  };
  if (!c.at_end() && !is_mod_word(c.peek_ident())) {
    for (;;) {
      ops.push_back(parse_voperand(c));
      if (!c.accept(',')) break;
    }
  }
  const VMods mods = parse_vmods(c);

  // The operand slots of the shape: V = VGPR destination, S1/S2 = SGPR
  // destination of 1/2 dwords, VCC = the carry-out of the 32-bit encoding,
  // s = source, v = VGPR-only source, K = literal constant, C = carry-in or
  // select mask (VCC in the 32-bit encoding), L = lane select.
  std::string slots;
  switch (i.shape) {
    case Shape::SH_VOP2: slots = "Vsv"; break;
    case Shape::SH_VOP2_CARRYOUT: slots = "V2sv"; break;
    case Shape::SH_VOP2_CARRYIN: slots = "V2svC"; break;
    case Shape::SH_VOP2_CNDMASK: slots = "VsvC"; break;
    case Shape::SH_VOP2_MADMK: slots = "VsKv"; break;
    case Shape::SH_VOP2_MADAK: slots = "VsvK"; break;
    case Shape::SH_VOP1: slots = "Vs"; break;
    case Shape::SH_VOP1_NONE: slots = ""; break;
    case Shape::SH_VOP1_READFIRSTLANE: slots = "1u"; break;
    case Shape::SH_VOP1_SWAP: slots = "Vu"; break;
    case Shape::SH_VOPC: slots = "2sv"; break;
    case Shape::SH_VOP3_2: case Shape::SH_VOP3P_2: slots = "Vss"; break;
    case Shape::SH_VOP3_3: case Shape::SH_VOP3P_3: slots = "Vsss"; break;
    case Shape::SH_VOP3_READLANE: slots = "1uL"; break;
    case Shape::SH_VOP3_WRITELANE: slots = "VLL"; break;
    case Shape::SH_VOP3B: slots = "V2sss"; break;
    default: ctx.error(mpos, "invalid instruction");
  }
  if (ops.size() < slots.size()) ctx.error(mpos, "too few operands for instruction");
  if (ops.size() > slots.size()) ctx.error(ops[slots.size()].col, "invalid operand for instruction");

  const unsigned src_dw[3] = {i.src0_dw, i.src1_dw, i.src2_dw};
  auto is_vcc = [](const VOp& o) { return o.kind == VOp::SREG && o.code == sreg::VCC_LO && o.dwords == 2; };

  // 32-bit encoding unless an operand or modifier needs the VOP3 one.
  bool vop3 = !pair || forced == 64;
  if (pair && forced != 64) {
    std::optional<size_t> why;  // column of the first operand the 32-bit encoding cannot take
    for (size_t k = 0; k < slots.size() && !why; ++k) {
      const VOp& o = ops[k];
      if (o.neg || o.abs) why = o.col;
      else if (slots[k] == 'v' && o.kind != VOp::VGPR) why = o.col;
      else if ((slots[k] == '2' || slots[k] == 'C') && !is_vcc(o)) why = o.col;
    }
    if (!why && mods.any_vop3()) why = mods.clamp ? mods.clamp_col : mods.omod_col;
    if (why && (forced == 32 || i.has(F_NOE64))) ctx.error(*why, "invalid operand for instruction");
    vop3 = why.has_value() || (i.shape == Shape::SH_VOP1_NONE && forced == 64);
  }
  in.vop3 = pair && vop3;
  const bool packed = i.format == Format::VOP3P;

  // Modifiers the row accepts.
  for (size_t k = 0; k < ops.size(); ++k) {
    const VOp& o = ops[k];
    const bool later_src = k > 0 && (slots[k] == 's' || slots[k] == 'v') && (slots[k - 1] == 's' || slots[k - 1] == 'v');
    if ((o.neg || o.abs) && (!i.has(F_VMODS) || slots[k] == 'L' || slots[k] == 'u' || (later_src && i.has(F_MODS0)) ||
                             (o.abs && vop3_is_b(i) && !packed)))
      ctx.error(o.col, "not a valid operand.");  // llvm-mc's wording
  }
  if (mods.clamp && !i.has(F_VCLAMP)) ctx.error(mods.clamp_col, "not a valid operand.");
  if (mods.omod && !i.has(F_VOMOD)) ctx.error(mods.omod_col, "not a valid operand.");
  // VOP3A op_sel (F_OPSEL rows): [src0, ..., dst] to OPSEL bits 0.. and 3.
  // Like llvm-mc, a shorter list leaves the rest zero and entries past the
  // destination's are ignored.
  if (mods.op_sel && !packed && i.has(F_OPSEL)) {
    const unsigned n = vec::num_sources(i, true);
    const unsigned bits = *mods.op_sel & 0xFF;
    in.opsel = uint8_t((bits & ((1u << n) - 1)) | (((bits >> n) & 1u) << 3));
  } else if (mods.op_sel && !packed) {
    ctx.error(mods.op_sel_col, "not a valid operand.");
  }
  if ((mods.op_sel_hi || mods.neg_lo || mods.neg_hi) && !packed) ctx.error(mods.packed_col, "not a valid operand.");
  in.clamp = mods.clamp;
  in.omod = uint8_t(mods.omod);

  // Place the operands.
  Literal lit;
  std::optional<size_t> lit_col;        // a literal written as a source
  struct BusUse { unsigned code, dwords; };
  std::vector<BusUse> bus;              // constant-bus reads, in operand order
  unsigned src = 0;
  uint16_t* fields[3] = {&in.src0, &in.src1, &in.src2};
  for (size_t k = 0; k < slots.size(); ++k) {
    const VOp& o = ops[k];
    const char s = slots[k];
    switch (s) {
      case 'V':
        if (o.kind != VOp::VGPR || o.dwords != i.dst_dw) ctx.error(o.col, "invalid operand for instruction");
        in.vdst = uint8_t(o.code);
        break;
      case '1':
      case '2':
        // v_readfirstlane_b32's destination is the 8-bit VDST field: llvm-mc
        // also takes the special sources (src_scc ...) there.
        // (the 32-bit ones: the apertures are 64-bit registers to LLVM).
        if (o.kind != VOp::SREG || o.dwords != unsigned(s - '0') ||
            (o.code >= 128 && !(i.shape == Shape::SH_VOP1_READFIRSTLANE && o.code < 256 &&
                                !(o.code >= sreg::SHARED_BASE && o.code <= sreg::PRIVATE_LIMIT))))
          ctx.error(o.col, "invalid operand for instruction");
        in.sdst = uint8_t(o.code);
        break;
      case 'K': {
        if (o.kind != VOp::NUM || o.neg || o.abs) ctx.error(o.col, "invalid operand for instruction");
        in.literal = number_bits32(ctx, o, i.has(F_SRC16));
        in.has_literal = true;
        bus.push_back({sreg::LITERAL, 1});
        break;
      }
      default: {  // a source: s, v, u, C, L
        const unsigned dw = src_dw[src];
        unsigned code;
        if (o.kind == VOp::VGPR) {
          if (s == 'L') ctx.error(o.col, "invalid operand for instruction");
          if (o.dwords != dw) ctx.error(o.col, "invalid operand for instruction");
          code = sreg::VGPR0 + o.code;
        } else {
          if (s == 'u' || (s == 'v' && !vop3)) ctx.error(o.col, "invalid operand for instruction");
          if (o.kind == VOp::SREG && o.code == sreg::LDS_DIRECT) {
            if (src != 0 || s == 'L' || s == 'C') ctx.error(o.inner, "lds_direct may be used as src0 only");
            // llvm-mc: not for the operand-swapping "rev" opcodes.
            const std::string_view nm = i.name;
            if (nm.find("SUBREV") != nm.npos || nm.find("SUBBREV") != nm.npos || nm.find("LSHLREV") != nm.npos ||
                nm.find("LSHRREV") != nm.npos || nm.find("ASHRREV") != nm.npos)
              ctx.error(o.inner, "lds_direct cannot be used with this instruction");
          }
          if (s == 'C' && !vop3) {
            code = sreg::VCC_LO;  // implicit in the 32-bit encoding
          } else if (o.kind == VOp::SREG) {
            if (o.dwords != dw && !(o.code >= 128 && dw <= 2)) ctx.error(o.col, "invalid operand for instruction");
            code = o.code;
          } else {
            // LLVM types v_sad_u16's sources and the addend of v_mad_u32_u16 /
            // v_mad_i32_i16 as 32-bit: their constants are 32-bit ones.
            const bool op32 = i.op == Op::V_SAD_U16 || (src == 2 && (i.op == Op::V_MAD_U32_U16 || i.op == Op::V_MAD_I32_I16));
            code = source_number(ctx, o, dw, i.has(F_SRC16) && !op32, int16_operands(i) && !op32, i.has(F_FP64), lit);
            if (code == sreg::LITERAL) {
              if (vop3 || s == 'L') {
                if (s == 'L') ctx.error(o.col, "invalid operand for instruction");
                ctx.error(o.col, "literal operands are not supported");
              }
              lit_col = o.col;
            }
          }
          // Inline constants and LDS_DIRECT do not use the constant bus.
          const bool inline_const =
              (code >= 128 && code <= 208) || (code >= 240 && code <= 248) || code == sreg::LDS_DIRECT;
          if (!inline_const && !(s == 'C' && !vop3)) bus.push_back({code, code == sreg::LITERAL ? 1u : o.dwords});
        }
        if (o.neg) in.neg |= uint8_t(1u << src);
        if (o.abs) in.abs |= uint8_t(1u << src);
        if (!(s == 'C' && !vop3)) *fields[src] = uint16_t(code);  // VCC is implicit in VOP2
        ++src;
        break;
      }
    }
  }
  if (lit.used) {
    in.has_literal = true;
    in.literal = lit.value;
  }

  // GFX9 constant bus: one SGPR (counting each register once) or literal per
  // instruction, implicit VCC reads included. Like llvm-mc, the error points at
  // the later of the literal and the first operand naming the last SGPR read.
  {
    std::vector<std::pair<unsigned, unsigned>> sgprs;
    std::optional<std::pair<unsigned, unsigned>> last;
    const bool implicit_vcc = i.has(F_RVCC) && (!vop3 || i.format == Format::VOP3A);
    if (implicit_vcc) {
      sgprs.push_back({sreg::VCC_LO, 2});
      last = sgprs.back();
    }
    unsigned literals = 0;
    for (const BusUse& u : bus) {
      if (u.code == sreg::LITERAL) {
        literals = 1;
        continue;
      }
      last = std::make_pair(u.code, u.dwords);
      if (std::find(sgprs.begin(), sgprs.end(), *last) == sgprs.end()) sgprs.push_back(*last);
    }
    if (sgprs.size() + literals > 1) {
      size_t reg_col = 0;
      // The fixed "vcc" words of a 32-bit encoding are not operands to llvm-mc.
      for (size_t k = 0; k < ops.size(); ++k) {
        const VOp& o = ops[k];
        const bool fixed = !vop3 && (slots[k] == '2' || slots[k] == 'C') && pair;
        if (!fixed && last && o.kind == VOp::SREG && o.code == last->first && o.dwords == last->second) {
          reg_col = o.inner;
          break;
        }
      }
      const size_t col = lit_col && *lit_col > reg_col ? *lit_col : reg_col;
      ctx.error(col, "invalid operand (violates constant bus restrictions)");
    }
  }

  if (packed) {
    const unsigned n = num_sources_packed(i);
    const bool mix = i.has(F_VMODS);
    in.opsel_hi = mix ? 0 : 7;
    auto list = [&](const std::optional<unsigned>& v, uint8_t& field, bool keep_hi) {
      if (!v) return;
      if ((*v >> 8) != n) ctx.error(mods.packed_col, "invalid op_sel operand");
      const unsigned bits = *v & 0xFF;
      field = uint8_t(keep_hi ? (field & ~((1u << n) - 1)) | bits : bits);
    };
    list(mods.op_sel, in.opsel, false);
    list(mods.op_sel_hi, in.opsel_hi, true);
    list(mods.neg_lo, in.neg, false);
    list(mods.neg_hi, in.abs, false);
  }
  return in;
}

bool Assembler::int16_operands(const InsnInfo& i) {
  const std::string_view n = i.name;
  return i.has(F_SRC16) && n.size() > 4 && (n.ends_with("_I16") || n.ends_with("_U16") || n.ends_with("_B16"));
}

uint32_t Assembler::number_bits32(const Ctx& ctx, const VOp& o, bool half) {
  if (o.num.is_float) {
    if (half) return to_half(o.num.f);
    const float f = float(o.num.f);
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    return bits;
  }
  if (half) {
    if (!o.num.between(-32768, 0xFFFF)) ctx.error(o.col, "invalid operand for instruction");
    return uint32_t(o.num.bits()) & 0xFFFF;
  }
  if (!o.num.between(std::numeric_limits<int32_t>::min(), 0xFFFF'FFFFll)) ctx.error(o.col, "invalid operand for instruction");
  return uint32_t(o.num.bits());
}

unsigned Assembler::source_number(const Ctx& ctx, const VOp& o, unsigned dw, bool half, bool int16, bool fp64,
                                  Literal& lit) {
  const Number& n = o.num;
  if (!n.is_float && n.between(-16, 64)) return unsigned(n.neg ? 192 + n.mag : 128 + n.mag);
  if (n.is_float && n.f == 0.0 && !std::signbit(n.f)) return sreg::ZERO;
  if (dw >= 2) {
    if (n.is_float) {
      uint64_t bits;
      std::memcpy(&bits, &n.f, 8);
      if (auto code = ops::inline_float64(bits)) return *code;
      if (!fp64) ctx.error(o.col, "invalid operand for instruction");
      lit.set(ctx, o.col, uint32_t(bits >> 32));  // a double literal supplies the high dword
      return sreg::LITERAL;
    }
    if (n.neg && !n.i64()) ctx.error(o.col, "invalid operand for instruction");
    const uint64_t bits = n.bits();
    if (auto code = ops::inline_float64(bits)) return *code;
    const bool zext = bits <= 0xFFFF'FFFFull;
    const bool sext = int64_t(bits) >= std::numeric_limits<int32_t>::min() && int64_t(bits) < 0;
    if (!zext && !sext) ctx.error(o.col, "invalid operand for instruction");
    lit.set(ctx, o.col, uint32_t(bits));
    return sreg::LITERAL;
  }
  if (half) {
    const uint32_t h = number_bits32(ctx, o, true);
    const int16_t s = int16_t(uint16_t(h));
    if (!n.is_float && s >= -16 && s <= 64) return unsigned(s < 0 ? 192 - s : 128 + s);
    // 16-bit integer operands only inline integers; f16 patterns are literals.
    if (int16) {
      lit.set(ctx, o.col, h);
      return sreg::LITERAL;
    }
    for (unsigned k = 0; k < 9; ++k)
      if (kF16Inline[k] == h) return sreg::F_0_5 + k;
    lit.set(ctx, o.col, h);
    return sreg::LITERAL;
  }
  const uint32_t bits = number_bits32(ctx, o, false);
  if (auto code = ops::inline_float32(bits)) return *code;
  lit.set(ctx, o.col, bits);
  return sreg::LITERAL;
}

}  // namespace gcn::asm_parse
