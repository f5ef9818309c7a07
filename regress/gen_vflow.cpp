// Vector constructs of the random program generator: EXEC windows (full,
// empty, partial masks, V_CMPX), structured divergent if/else and loops whose
// trip count differs per lane, carry chains and lane moves.
//
// Every construct that changes EXEC saves it first in an SGPR pair locked for
// the construct's extent and restores it on every path out, so EXEC after the
// construct equals EXEC before it (tests/test_generator.cpp checks this on the
// golden model). Loops count a reserved VGPR (v28/v29) down from at most 7 in
// the lanes still running and drop lanes whose count reached 0, so every loop
// ends after at most 8 iterations whatever EXEC is on entry.
#include "gen_core.h"

namespace gcn::gen {

// An SGPR pair (s0..s79) for a saved EXEC; the caller locks it once written.
unsigned Generator::save_exec() { return pick_sgpr_tuple(2, true); }

void Generator::vsimple() { emit(valu(p_.valu.pick(rng_.next()))); }

// One vector item of a block (gen_scalar.cpp's emit_one_item() hands over about 40%).
void Generator::vone(unsigned remaining, bool can_nest) {
  const unsigned r = rng_.ubelow(1000);
  const bool can_loop = can_nest && vloop_depth_ < kNumVLoopCtrs && !in_sub_ && remaining >= 6;
  if (r < 640) return vsimple();
  if (r < 720) return can_nest ? vif(remaining) : vsimple();
  if (r < 770) return can_loop ? vloop(remaining) : vsimple();
  if (r < 850) return vexec_window();
  if (r < 920) return carry_chain();
  return lane_ops();
}

// EXEC set to a chosen mask for a few VALU instructions, then restored.
void Generator::vexec_window() {
  const RegMask saved_lock = locked_;
  const unsigned t = save_exec();
  const std::string ts = operand_text(t, 2), mov64 = info(Op::S_MOV_B64).mnemonic,
                    mov32 = info(Op::S_MOV_B32).mnemonic;
  emit_text(fmt::format("{} {}, exec  ; vexec save", mov64, ts), 1, kExec, regs(t, 2));
  locked_ |= regs(t, 2);
  ++vexec_depth_;
  switch (rng_.ubelow(7)) {
    case 0: emit_text(fmt::format("{} exec, 0", mov64), 1, {}, kExec, Allow::Exec); break;
    case 1: emit_text(fmt::format("{} exec, -1", mov64), 1, {}, kExec, Allow::Exec); break;
    case 2: {
      // Partial masks: halves, alternating lanes, single lanes, random.
      auto half = [&]() {
        return rng_.chance(50) ? rng_.one_of(std::array<uint32_t, 8>{0, 0xffffffffu, 0x55555555u, 0xaaaaaaaau, 1,
                                                                      0x80000000u, 0x0000ffffu, 0xffff0000u})
                               : static_cast<uint32_t>(rng_.next());
      };
      for (const char* h : {"exec_lo", "exec_hi"}) {
        bool lit = false;
        const std::string v = value_text(half(), lit);
        emit_text(fmt::format("{} {}, {}", mov32, h, v), lit ? 2 : 1, {}, regs(h[5] == 'l' ? kExecLo : kExecLo + 1, 1),
                  Allow::Exec);
      }
      break;
    }
    case 3:
    case 4: {
      const unsigned s = pick_src_reg(2);
      const std::string op = info(rng_.chance(50) ? Op::S_AND_B64 : Op::S_MOV_B64).mnemonic;
      if (op == mov64)
        emit_text(fmt::format("{} exec, {}", op, operand_text(s, 2)), 1, regs(s, 2), kExec, Allow::Exec);
      else
        emit_text(fmt::format("{} exec, exec, {}", op, operand_text(s, 2)), 1, regs(s, 2) | kExec, kExec,
                  Allow::Exec);
      break;
    }
    default:
      if (!p_.vcmpx.empty()) emit(valu(p_.vcmpx.pick(rng_.next())), Allow::Exec);
      break;
  }
  for (unsigned i = 0, n = 1 + rng_.ubelow(4); i < n; ++i) {
    if (!p_.vcmpx.empty() && rng_.chance(35)) emit(valu(p_.vcmpx.pick(rng_.next())), Allow::Exec);
    else vsimple();
  }
  emit_text(fmt::format("{} exec, {}  ; vexec restore", mov64, ts), 1, regs(t, 2), kExec, Allow::Exec);
  --vexec_depth_;
  locked_ = saved_lock;
}

// if (v_cmp) { then } [else { else }] with s_and_saveexec_b64 / s_xor_b64 /
// s_or_b64, optionally skipping a side whose EXEC is zero.
void Generator::vif(unsigned remaining) {
  const RegMask saved_lock = locked_;
  // The condition: VCC (32-bit encoding) or an SGPR pair (VOP3 encoding).
  const bool to_vcc = rng_.chance(60);
  const unsigned cond = to_vcc ? kVccLo : pick_sgpr_tuple(2, true);
  Op cmp = p_.vcmp.pick(rng_.next());
  emit(valu(cmp, to_vcc ? 32 : 64, static_cast<int>(cond)));
  unsigned t = save_exec();
  for (int tries = 0; tries < 8 && t == cond; ++tries) t = save_exec();
  const std::string ts = operand_text(t, 2);
  emit_text(fmt::format("{} {}, {}  ; vif save", info(Op::S_AND_SAVEEXEC_B64).mnemonic, ts, operand_text(cond, 2)), 1,
            regs(cond, 2) | kExec, regs(t, 2) | kExec, Allow::Exec);
  locked_ = saved_lock | regs(t, 2);
  ++vexec_depth_, ++depth_;
  const int l_else = new_label(), l_end = new_label();
  const unsigned inner = std::max(1u, std::min(remaining, 12u));
  const bool skip_then = rng_.chance(60), has_else = rng_.chance(50);
  const Pending before = pend_;
  if (skip_then) emit_text(fmt::format("{} {}", info(Op::S_CBRANCH_EXECZ).mnemonic, lname(l_else)), 1, kExec);
  block(1 + rng_.ubelow(inner));
  if (skip_then) pend_.merge(before);
  place(l_else);
  if (has_else) {
    emit_text(fmt::format("{} exec, exec, {}  ; velse", info(Op::S_XOR_B64).mnemonic, ts), 1, regs(t, 2) | kExec, kExec,
              Allow::Exec);
    const bool skip_else = rng_.chance(60);
    const Pending at_else = pend_;
    if (skip_else) emit_text(fmt::format("{} {}", info(Op::S_CBRANCH_EXECZ).mnemonic, lname(l_end)), 1, kExec);
    block(1 + rng_.ubelow(std::max(1u, inner / 2)));
    if (skip_else) pend_.merge(at_else);
  }
  place(l_end);
  emit_text(fmt::format("{} exec, exec, {}  ; vif restore", info(Op::S_OR_B64).mnemonic, ts), 1, regs(t, 2) | kExec,
            kExec, Allow::Exec);
  --vexec_depth_, --depth_;
  locked_ = saved_lock;
}

// A loop whose trip count is a per-lane value 0..7 in a reserved VGPR.
void Generator::vloop(unsigned remaining) {
  const RegMask saved_lock = locked_;
  const unsigned t = save_exec();
  const std::string ts = operand_text(t, 2), mov64 = info(Op::S_MOV_B64).mnemonic;
  const unsigned ctr = kVLoopCtr + vloop_depth_;
  const std::string cv = vgpr_text(ctr, 1);
  emit_text(fmt::format("{} {}, exec  ; vloop save", mov64, ts), 1, kExec, regs(t, 2));
  locked_ |= regs(t, 2);
  // Trip counts: per lane from a random VGPR or the lane index, or uniform.
  auto valu_line = [&](std::string text, RegMask rd = {}, RegMask wr = {}) {
    Candidate c{std::move(text), 1, rd | kExec, wr};
    c.valu = true;
    return c;
  };
  const unsigned src = rng_.chance(25) ? kLaneId : pick_vgpr(1, false);
  switch (rng_.ubelow(4)) {
    case 0:
      emit(valu_line(fmt::format("{} {}, {}", info(Op::V_MOV_B32).mnemonic, cv, rng_.ubelow(5))));
      break;
    case 1:
      emit(valu_line(fmt::format("{} {}, 29, {}", info(Op::V_LSHRREV_B32).mnemonic, cv, vgpr_text(src, 1))));
      break;
    default:
      emit(valu_line(fmt::format("{} {}, {}, {}", info(Op::V_AND_B32).mnemonic, cv, rng_.chance(70) ? 7 : 3,
                                 vgpr_text(src, 1))));
      break;
  }
  const std::string cmp_ne = fmt::format("{} vcc, 0, {}", info(Op::V_CMP_NE_U32).mnemonic, cv);
  const std::string dec = fmt::format("{} {}, -1, {}", info(Op::V_ADD_U32).mnemonic, cv, cv);
  const std::string and_exec = fmt::format("{} exec, exec, vcc", info(Op::S_AND_B64).mnemonic);
  const int head = new_label(), end = new_label();
  const unsigned style = rng_.ubelow(3);
  ++vexec_depth_, ++vloop_depth_, ++depth_;
  const unsigned body = 1 + rng_.ubelow(std::max(1u, std::min(remaining, vloop_depth_ == 1 ? 12u : 5u)));
  Pending at_exit;
  if (style == 0) {
    // Test at the top: drop finished lanes, leave when none is left.
    place(head);
    emit(valu_line(cmp_ne, {}, kVcc));
    if (rng_.chance(50)) {
      const unsigned u = save_exec();  // scratch: the saveexec's copy is not needed
      emit_text(fmt::format("{} {}, vcc", info(Op::S_AND_SAVEEXEC_B64).mnemonic, operand_text(u, 2)), 1,
                kVcc | kExec, regs(u, 2) | kExec, Allow::Exec);
      locked_ |= regs(u, 2);
    } else {
      emit_text(and_exec, 1, kVcc | kExec, kExec, Allow::Exec);
    }
    emit_text(fmt::format("{} {}", info(Op::S_CBRANCH_EXECZ).mnemonic, lname(end)), 1, kExec);
    at_exit = pend_;
    block(body);
    emit(valu_line(dec));
    if (pend_.any()) wait_all();
    emit_text(fmt::format("{} {}", info(Op::S_BRANCH).mnemonic, lname(head)), 1);
  } else {
    // Test at the bottom, after an entry test.
    emit(valu_line(cmp_ne, {}, kVcc));
    emit_text(and_exec, 1, kVcc | kExec, kExec, Allow::Exec);
    const bool vccz = style == 2;
    emit_text(fmt::format("{} {}", info(vccz ? Op::S_CBRANCH_VCCZ : Op::S_CBRANCH_EXECZ).mnemonic, lname(end)), 1,
              vccz ? kVcc : kExec);
    at_exit = pend_;
    place(head);
    block(body);
    emit(valu_line(dec));
    if (pend_.any()) wait_all();
    if (vccz) {
      emit(valu_line(cmp_ne, {}, kVcc));
      emit_text(fmt::format("{} exec, vcc", mov64), 1, kVcc, kExec, Allow::Exec);
      emit_text(fmt::format("{} {}", info(Op::S_CBRANCH_VCCNZ).mnemonic, lname(head)), 1, kVcc);
    } else {
      Candidate c = valu_line(fmt::format("{} vcc, 0, {}", info(Op::V_CMPX_NE_U32).mnemonic, cv), {}, kVcc | kExec);
      emit(c, Allow::Exec);
      emit_text(fmt::format("{} {}", info(Op::S_CBRANCH_EXECNZ).mnemonic, lname(head)), 1, kExec);
    }
  }
  pend_.merge(at_exit);
  place(end);
  emit_text(fmt::format("{} exec, {}  ; vloop restore", mov64, ts), 1, regs(t, 2), kExec, Allow::Exec);
  --vexec_depth_, --vloop_depth_, --depth_;
  locked_ = saved_lock;
}

// v_add_co_u32 / v_sub*_co_u32 then one or two carry-in rows consuming the
// carry through VCC (32-bit encodings) or an SGPR pair (VOP3 encodings).
void Generator::carry_chain() {
  const bool vcc = rng_.chance(50);
  unsigned carry = kVccLo;
  if (!vcc) carry = pick_sgpr_tuple(2, true);
  emit(valu(p_.vcarry_out.pick(rng_.next()), vcc ? 32 : 64, static_cast<int>(carry)));
  // Nothing runs between the links, so the carry needs no lock.
  for (unsigned i = 0, n = rng_.chance(30) ? 2 : 1; i < n; ++i) {
    force_mask_ = static_cast<int>(carry);
    const unsigned next = vcc ? kVccLo : rng_.chance(50) ? carry : pick_sgpr_tuple(2, true);
    Candidate c = valu(p_.vcarry_in.pick(rng_.next()), vcc ? 32 : 64, static_cast<int>(next));
    force_mask_ = -1;
    emit(c);
    carry = next;
  }
}

// v_readlane_b32 / v_writelane_b32 with an SGPR or M0 lane select holding a
// lane number: set by the SALU, or read from the lane-index VGPR with
// v_readfirstlane_b32 (a VALU SGPR write: 4 wait states before the select).
void Generator::lane_ops() {
  const RegMask saved_lock = locked_;
  unsigned sel;
  const unsigned how = rng_.ubelow(3);
  if (how == 0) {
    sel = kM0;
    emit_text(fmt::format("{} m0, {}", info(Op::S_MOV_B32).mnemonic, rng_.ubelow(64)), 1, {}, regs(kM0, 1));
  } else {
    sel = pick_sgpr_tuple(1, true);
    if (how == 1) {
      emit_text(fmt::format("{} {}, {}", info(Op::S_MOVK_I32).mnemonic, operand_text(sel, 1), hex(rng_.ubelow(64))), 1,
                {}, regs(sel, 1));
    } else {
      Candidate c{fmt::format("{} {}, {}", info(Op::V_READFIRSTLANE_B32).mnemonic, operand_text(sel, 1),
                         vgpr_text(kLaneId, 1)),
             1, kExec, regs(sel, 1)};
      c.valu = true;
      emit(c);
    }
  }
  locked_ |= regs(sel, 1);
  if (rng_.chance(40)) vsimple();  // sometimes independent work in between
  force_lane_ = static_cast<int>(sel);
  for (unsigned i = 0, n = 1 + rng_.ubelow(2); i < n; ++i)
    emit(valu(rng_.chance(50) ? Op::V_READLANE_B32 : Op::V_WRITELANE_B32));
  force_lane_ = -1;
  locked_ = saved_lock;
}

}  // namespace gcn::gen
