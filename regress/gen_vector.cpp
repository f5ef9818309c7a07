// Vector ALU instructions for the random program generator: any executable
// vector row of model/isa.def in its 32-bit (VOP1/VOP2/VOPC) or VOP3 encoding,
// with VGPR, SGPR, inline-constant and literal sources chosen under GFX9's
// constant-bus limit. The limit itself is the assembler's (model/asm.cpp):
// operands are chosen to respect it and each instruction is assembled on its
// own before it is emitted, so a choice the assembler rejects is drawn again
// instead of being re-checked here.
#include "asm.h"
#include "gen_core.h"
#include "valu_uops.h"

namespace gcn::gen {

namespace {

// Rows that have both a 32-bit and a VOP3 encoding.
bool has_both(const InsnInfo& in) {
  return (in.format == Format::VOP1 || in.format == Format::VOP2 || in.format == Format::VOPC) &&
         has_vop3_form(in);
}

// Key of a constant-bus use: an SGPR run (code, dwords) or the literal.
constexpr int kBusFree = -1, kBusLiteral = 255;
int bus_key(unsigned code, unsigned dw) { return static_cast<int>(code + 1000 * dw); }

// Dwords of one instruction as the assembler encodes it; 0 if it rejects it.
unsigned assembled_dwords(const std::string& line) {
  try {
    return static_cast<unsigned>(assemble("\t" + line + "\n", "<gen>").words.size());
  } catch (const AsmError&) {
    return 0;
  }
}

}  // namespace

std::string Generator::vgpr_text(unsigned v, unsigned dw) const {
  return dw == 1 ? fmt::format("v{}", v) : fmt::format("v[{}:{}]", v, v + dw - 1);
}

// Aligned VGPR run: writes stay in the working set v0..v27; reads may also
// name the seeded read-only registers and the loop counters.
unsigned Generator::pick_vgpr(unsigned dw, bool for_write) {
  const unsigned align = dw == 1 ? 1 : dw == 2 ? 2 : 4;
  const unsigned limit = for_write ? kFirstReservedVgpr : kNumVgprs;
  if (!for_write && vrecent_n_ > 0 && rng_.chance(30)) {
    const unsigned v = vrecent_[rng_.below(std::min<unsigned>(vrecent_n_, vrecent_.size()))];
    if (v % align == 0 && v + dw <= limit) return v;
  }
  if (!for_write && dw == 1 && rng_.chance(8)) return rng_.chance(50) ? kLaneId : kLaneRand;
  const unsigned slots = (limit - dw) / align + 1;
  // Half the time a small working set, so results feed later instructions.
  return align * (rng_.chance(50) ? rng_.ubelow(std::min(slots, 8 / align + 1)) : rng_.ubelow(slots));
}

// A scalar destination of a VALU row: VCC often (the 32-bit encodings' implicit
// destination), else a working-set SGPR (never the reserved ones or EXEC).
unsigned Generator::pick_vsdst(unsigned dw) {
  if (rng_.chance(30) && writable(kVccLo, 2) && !busy(kVccLo, 2)) return dw == 1 ? kVccLo + rng_.ubelow(2) : kVccLo;
  for (int tries = 0; tries < 8; ++tries) {
    const unsigned c = pick_dst(dw);
    if (c < 102 || c == kVccLo || (dw == 1 && c == kVccLo + 1)) return c;
  }
  return pick_sgpr_tuple(dw, true);
}

// One source operand. `bus` is the instruction's constant-bus use so far
// (kBusFree, kBusLiteral or bus_key()); `mods` 0: none, 1: neg, 2: neg and abs.
std::string Generator::vsrc(unsigned dw, VSlot slot, bool e64, unsigned mods, int& bus, Candidate& c) {
  auto vgpr = [&]() {
    const unsigned v = pick_vgpr(dw, false);
    vreads_.push_back({v, dw});
    return vgpr_text(v, dw);
  };
  auto sgpr = [&](unsigned code) -> std::string {
    c.reads |= regs(code, dw);
    if (code == kVccLo || code == kVccLo + 1) c.needs.push_back({kVcc, 1});
    return operand_text(code, dw);
  };
  auto take_bus = [&](unsigned code) -> bool {
    const int k = bus_key(code, dw);
    if (bus == kBusFree) bus = k;
    return bus == k;
  };
  std::string text;
  bool reg = false;
  const unsigned r = rng_.ubelow(100);
  if (slot == VSlot::Lane && force_lane_ >= 0) {
    // lane_ops(): an SGPR or M0 holding a lane number.
    const auto code = static_cast<unsigned>(force_lane_);
    take_bus(code);
    c.reads |= regs(code, 1);
    c.needs.push_back({regs(code, 1), 4});
    return operand_text(code, 1);
  }
  if (slot == VSlot::Lane) {
    // Lane selects from inline constants 0..63 only: the spec does not say
    // what an out-of-range SGPR lane select does (lane_ops() covers SGPR and
    // M0 selects holding a lane number).
    return operand_text(128 + rng_.ubelow(64), 1);
  }
  if (slot == VSlot::Mask) {
    // Carry-in or select mask of a VOP3 encoding: an SGPR pair.
    unsigned code = rng_.chance(40) ? kVccLo : pick_src_reg(2);
    if (code >= 102 && code != kVccLo && code != kExecLo) code = kVccLo;
    if (force_mask_ >= 0) code = static_cast<unsigned>(force_mask_);
    if (!take_bus(code)) {
      // The bus already carries another pair: reuse it.
      if (bus >= 2000 && bus < 3000) code = static_cast<unsigned>(bus - 2000);
      else code = kVccLo;  // unreachable: callers choose the mask first
    }
    c.reads |= regs(code, 2);
    return operand_text(code, 2);
  }
  // 128-bit sources (V_MQSAD_U32_U8 src2): llvm-mc takes only VGPRs there.
  const bool vgpr_only = (slot == VSlot::Vgpr && !e64) || dw > 2;
  if (vgpr_only || r < 58) {
    text = vgpr(), reg = true;
  } else if (r < 72) {
    unsigned code = pick_src_reg(dw);
    if (take_bus(code)) text = sgpr(code), reg = true;
    else if (bus >= 1000 * static_cast<int>(dw) && bus < 1000 * static_cast<int>(dw + 1) && rng_.chance(50))
      text = sgpr(static_cast<unsigned>(bus) - 1000 * dw), reg = true;  // the same SGPR again
    else text = vgpr(), reg = true;
  } else if (r < 85) {
    if (rng_.chance(50)) text = operand_text(rng_.one_of(std::array<unsigned, 5>{128, 129, 193, 192, 208}), dw);
    else text = operand_text(rng_.chance(80) ? 128 + rng_.ubelow(65) : 193 + rng_.ubelow(16), dw);
  } else if (r < 93) {
    text = operand_text(240 + rng_.ubelow(dw == 2 ? 8 : 9), dw);
  } else if (r < 97) {
    if (!e64 && dw == 1 && bus == kBusFree) {
      bus = kBusLiteral;
      c.dwords = 2;
      // FP corner values most of the time, then the scalar literal mix.
      uint32_t v = 0;
      for (int tries = 0; tries < 8 && (v == 0 || inline_code32(v) != 0); ++tries) v = lane_value();
      if (v == 0 || inline_code32(v) != 0) v = literal32();
      text = hex(v);
    } else {
      text = vgpr(), reg = true;
    }
  } else {
    // src_vccz / src_execz / src_scc as data.
    const unsigned code = sreg::VCCZ + rng_.ubelow(3);
    if (dw == 1 && take_bus(code)) {
      text = operand_text(code, 1);
      read_flag_source(c, code);
    } else {
      text = vgpr(), reg = true;
    }
  }
  if (reg && mods > 0 && rng_.chance(25)) {
    switch (mods == 1 ? 0 : rng_.ubelow(3)) {
      case 0: return "-" + text;
      case 1: return "|" + text + "|";
      default: return "-|" + text + "|";
    }
  }
  return text;
}

// force_enc: 0 random, 32 the 32-bit encoding, 64 the VOP3 one (rows that
// have both). sdst >= 0 fixes the scalar destination of a VOP3 encoding.
Candidate Generator::valu(Op op, int force_enc, int sdst) {
  const InsnInfo& in = info(op);
  for (int attempt = 0;; ++attempt) {
    Candidate c;
    c.valu = true;
    const bool both = has_both(in);
    bool e64 = !(in.format == Format::VOP1 || in.format == Format::VOP2 || in.format == Format::VOPC);
    if (both) e64 = force_enc == 64 || (force_enc == 0 && rng_.chance(30));
    // The 32-bit encodings of compares and carry rows write VCC; when VCC is
    // held (a saved EXEC, say) the VOP3 encoding names another pair.
    const bool writes_vcc32 = in.format == Format::VOPC || in.shape == Shape::SH_VOP2_CARRYOUT ||
                              in.shape == Shape::SH_VOP2_CARRYIN;
    if (both && writes_vcc32 && sdst < 0 && !writable(kVccLo, 2)) e64 = true;
    const bool is_b = vop3_is_b(in);
    // Source modifiers (1: neg, 2: neg and abs): abs is not encodable in
    // VOP3B; F_MODS0 rows take them on src0 only.
    auto mods_for = [&](unsigned src) -> unsigned {
      if (!e64 || !in.has(F_VMODS) || (src > 0 && in.has(F_MODS0))) return 0;
      return is_b ? 1 : 2;
    };
    vreads_.clear();
    int bus = kBusFree;
    if (in.has(F_RVCC) && (!e64 || in.format == Format::VOP3A)) {
      bus = bus_key(kVccLo, 2);  // implicit VCC read
      c.reads |= kVcc;
      if (in.format == Format::VOP3A) c.needs.push_back({kVcc, 4});  // V_DIV_FMAS
    }
    std::vector<std::string> ops;
    auto src = [&](unsigned idx, VSlot slot) {
      const unsigned dw = idx == 0 ? in.src0_dw : idx == 1 ? in.src1_dw : in.src2_dw;
      return vsrc(dw, slot, e64, mods_for(idx), bus, c);
    };
    auto sdst_text = [&](unsigned dw) {
      unsigned d;
      if (!e64 && dw == 2) d = kVccLo;  // the 32-bit encodings' implicit VCC
      else if (sdst >= 0) d = static_cast<unsigned>(sdst);
      else d = pick_vsdst(dw);
      c.writes |= regs(d, dw);
      return operand_text(d, dw);
    };
    std::string mask;
    auto mask_first = [&]() {
      // The VOP3 mask takes the constant bus, so it is chosen before the sources.
      if (e64) mask = vsrc(2, VSlot::Mask, true, 0, bus, c);
      else mask = "vcc";
    };
    std::string dst;
    unsigned dst_v = 0;
    const bool vdst = in.dst_dw > 0 && in.shape != Shape::SH_VOP1_READFIRSTLANE && in.shape != Shape::SH_VOP3_READLANE &&
                      in.format != Format::VOPC;
    switch (in.shape) {
      case Shape::SH_VOP2:
        ops = {"", src(0, VSlot::Any), src(1, VSlot::Vgpr)};
        break;
      case Shape::SH_VOP2_CARRYOUT:
        ops = {"", sdst_text(2), src(0, VSlot::Any), src(1, VSlot::Vgpr)};
        break;
      case Shape::SH_VOP2_CARRYIN: {
        mask_first();
        const std::string sd = sdst_text(2);
        ops = {"", sd, src(0, VSlot::Any), src(1, VSlot::Vgpr), mask};
        break;
      }
      case Shape::SH_VOP2_CNDMASK:
        mask_first();
        if (e64 && mask == "vcc") c.needs.push_back({kVcc, 1});
        ops = {"", src(0, VSlot::Any), src(1, VSlot::Vgpr), mask};
        break;
      case Shape::SH_VOP2_MADMK:
      case Shape::SH_VOP2_MADAK: {
        bus = kBusLiteral;  // K
        c.dwords = 2;
        uint32_t k = lane_value();
        const std::string s0 = src(0, VSlot::Any), s1 = src(1, VSlot::Vgpr);
        ops = in.shape == Shape::SH_VOP2_MADMK ? std::vector<std::string>{"", s0, hex(k), s1}
                                                : std::vector<std::string>{"", s0, s1, hex(k)};
        break;
      }
      case Shape::SH_VOP1:
        ops = {"", src(0, VSlot::Any)};
        break;
      case Shape::SH_VOP1_NONE:
        break;
      case Shape::SH_VOP1_READFIRSTLANE:
        ops = {sdst_text(1), src(0, VSlot::Vgpr)};
        break;
      case Shape::SH_VOP1_SWAP: {
        const unsigned a = pick_vgpr(1, true);
        ops = {"", vgpr_text(a, 1)};
        break;
      }
      case Shape::SH_VOPC: {
        const std::string d = sdst_text(2), s0 = src(0, VSlot::Any);
        // V_CMP_CLASS in VOP3: half the time an inline mask of one class or
        // two neighbouring ones (bits 0..6), so a class confused with its
        // neighbour shows; random VGPR masks almost always test many at once.
        const vuop::RowUop& uop = vuop::row_uop(op);
        const bool cls = uop.unit == vuop::Unit::Fp && uop.code == fp_uop::CLASS;
        if (e64 && cls && rng_.chance(50)) {
          const unsigned bit = rng_.ubelow(7);
          const unsigned m = (1u << bit) | (bit < 5 && rng_.chance(30) ? 2u << bit : 0u);
          ops = {d, s0, std::to_string(m)};
        } else {
          ops = {d, s0, src(1, VSlot::Vgpr)};
        }
        break;
      }
      case Shape::SH_VOP3_2:
      case Shape::SH_VOP3P_2:
        ops = {"", src(0, VSlot::Any), src(1, VSlot::Any)};
        break;
      case Shape::SH_VOP3_3:
      case Shape::SH_VOP3P_3:
        ops = {"", src(0, VSlot::Any), src(1, VSlot::Any), src(2, VSlot::Any)};
        break;
      case Shape::SH_VOP3_READLANE:
        ops = {sdst_text(1), vgpr_text(pick_vgpr(1, false), 1), src(1, VSlot::Lane)};
        break;
      case Shape::SH_VOP3_WRITELANE: {
        // Data: an SGPR or a constant (not a VGPR).
        std::string data;
        const std::string lane = src(1, VSlot::Lane);
        if (force_lane_ >= 0 && rng_.chance(30)) {
          data = lane;  // the lane select's SGPR as data too: one bus use
        } else if (force_lane_ < 0 && rng_.chance(60)) {
          const unsigned code = pick_src_reg(1);
          bus = bus_key(code, 1);
          c.reads |= regs(code, 1);
          data = operand_text(code, 1);
        } else {
          data = operand_text(rng_.chance(70) ? 128 + rng_.ubelow(65) : 240 + rng_.ubelow(9), 1);
        }
        ops = {"", data, lane};
        break;
      }
      case Shape::SH_VOP3B:
        ops = {"", sdst_text(2), src(0, VSlot::Any), src(1, VSlot::Any), src(2, VSlot::Any)};
        break;
      default:
        throw std::logic_error(fmt::format("generator: no vector operand shape for {}", in.name));
    }
    if (vdst) {
      // A multi-dword destination does not overlap a source (LLVM treats the
      // 64-bit mads and MQSAD destinations as early-clobber).
      for (int tries = 0; tries < 16; ++tries) {
        dst_v = pick_vgpr(in.dst_dw, true);
        bool overlap = false;
        for (const auto& [f, n] : vreads_)
          if (in.dst_dw > 1 && f < dst_v + in.dst_dw && dst_v < f + n) overlap = true;
        if (!overlap) break;
      }
      dst = vgpr_text(dst_v, in.dst_dw);
      if (!ops.empty()) ops[0] = dst;
    }
    std::string mods;
    if (e64 && in.has(F_VCLAMP) && rng_.chance(15)) mods += " clamp";
    if (e64 && in.has(F_VOMOD) && rng_.chance(15)) mods += rng_.one_of(std::array<const char*, 3>{" mul:2", " mul:4", " div:2"});
    c.text = std::string(in.mnemonic) + (both && e64 ? "_e64" : "");
    for (size_t i = 0; i < ops.size(); ++i) c.text += (i == 0 ? " " : ", ") + ops[i];
    c.text += mods;
    if (in.has(F_WEXEC)) c.writes |= kExec;
    c.reads |= kExec;
    c.dwords = assembled_dwords(c.text);
    if (c.dwords == 0) {
      if (attempt < 12) continue;
      throw std::logic_error(fmt::format("generator bug: the assembler rejects '{}'", c.text));
    }
    if (vdst) {
      for (unsigned k = 0; k < in.dst_dw; ++k) vrecent_[vrecent_n_++ % vrecent_.size()] = dst_v + k;
    }
    return c;
  }
}

}  // namespace gcn::gen
