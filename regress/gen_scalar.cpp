// The scalar profile of the random program generator: single SALU, SOPP and
// SMEM instructions, and the scalar constructs (blocks, if/else, loops, EXEC
// episodes, S_MOVREL*, descriptor rewrites, PC skips, calls and subroutines).
#include "gen_core.h"

namespace gcn::gen {

// --------------------------------------------------------------------------
// single instructions

Candidate Generator::alu(Op op, int force_dst, bool force_corner) {
  const InsnInfo& in = info(op);
  Candidate c;
  std::vector<std::string> ops;
  bool literal_free = true;
  corner_src_ = force_corner || rng_.chance(12);
  corner_prev_ = 0;
  auto dst = [&]() {
    unsigned d = force_dst >= 0 ? static_cast<unsigned>(force_dst) : pick_dst(in.dst_dw);
    c.writes |= regs(d, in.dst_dw);
    if (in.has(F_RDST)) c.reads |= regs(d, in.dst_dw);
    ops.push_back(operand_text(d, in.dst_dw));
  };
  switch (in.shape) {
    case Shape::SH_SOP2:
      dst();
      ops.push_back(src_operand(in.src0_dw, literal_free, c));
      ops.push_back(src_operand(in.src1_dw, literal_free, c));
      break;
    case Shape::SH_SOP1:
      dst();
      ops.push_back(src_operand(in.src0_dw, literal_free, c));
      break;
    case Shape::SH_SOP1_NOSRC:
      dst();
      break;
    case Shape::SH_SOPC:
      ops.push_back(src_operand(in.src0_dw, literal_free, c));
      ops.push_back(src_operand(in.src1_dw, literal_free, c));
      break;
    case Shape::SH_SOPK_DST:
      dst();
      ops.push_back(imm16());
      break;
    case Shape::SH_SOPK_SRC: {
      unsigned s = pick_src_reg(1);
      c.reads |= regs(s, 1);
      ops.push_back(operand_text(s, 1));
      ops.push_back(imm16());
      break;
    }
    default:
      throw std::logic_error(fmt::format("generator: {} is not a plain ALU row", in.name));
  }
  corner_src_ = false;
  if (in.has(F_REXEC)) c.reads |= regs(kExecLo, 2);
  if (in.has(F_WEXEC)) c.writes |= regs(kExecLo, 2);
  if (in.has(F_RM0)) c.reads.set(kM0);
  c.text = in.mnemonic;
  for (size_t i = 0; i < ops.size(); ++i) c.text += (i == 0 ? " " : ", ") + ops[i];
  return c;
}

void Generator::random_wait() {
  switch (rng_.ubelow(6)) {
    case 0: emit_text("s_waitcnt vmcnt(0)", 1); break;
    case 1: emit_text(fmt::format("s_waitcnt lgkmcnt({})", 1 + rng_.ubelow(3)), 1); break;
    case 2: emit_text("s_waitcnt expcnt(0) lgkmcnt(1)", 1); break;
    case 3:
      emit_text("s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)", 1);
      pend_.clear();
      break;
    default: wait_all(); break;
  }
}

void Generator::sopp_misc(Op op) {
  const InsnInfo& in = info(op);
  std::string text = in.mnemonic;
  const unsigned imm = rng_.ubelow(3);
  if (in.shape == Shape::SH_SOPP_IMM) text += fmt::format(" {}", imm);
  emit_text(text, 1);
  if (op == Op::S_NOP) items_.back().waits = imm + 1;
}

void Generator::simple(Op op) {
  const InsnInfo& in = info(op);
  if (in.format == Format::SMEM) return smem(op);
  if (in.shape == Shape::SH_SOPK_SRC && rng_.chance(20)) {
    // Compare against the value just loaded with s_movk_i32: random registers
    // almost never equal a 16-bit immediate, so EQ/LG would hardly ever
    // see their "equal" outcome.
    const unsigned d = pick_dst(1);
    const std::string v = imm16(), r = operand_text(d, 1);
    emit_text(fmt::format("{} {}, {}", info(Op::S_MOVK_I32).mnemonic, r, v), 1, {}, regs(d, 1));
    return emit_text(fmt::format("{} {}, {}", in.mnemonic, r, v), 1, regs(d, 1));
  }
  if (in.shape == Shape::SH_SOPP_WAITCNT) return random_wait();
  if (in.format == Format::SOPP) return sopp_misc(op);
  emit(alu(op));
}

// Loads a known value into a fresh SGPR (or M0) for use as an SMEM offset.
unsigned Generator::set_offset_reg(uint32_t value, bool use_m0) {
  unsigned r = use_m0 ? kM0 : pick_dst(1);
  if (!use_m0 && (r >= 102)) r = pick_sgpr_tuple(1, true);
  if (value < 0x8000 && rng_.chance(40)) {
    emit_text(fmt::format("{} {}, {}", info(Op::S_MOVK_I32).mnemonic, operand_text(r, 1), hex(value)),
              1, {}, regs(r, 1));
  } else {
    bool lit = false;
    std::string v = value_text(value, lit);
    emit_text(fmt::format("{} {}, {}", info(Op::S_MOV_B32).mnemonic, operand_text(r, 1), v),
              lit ? 2 : 1, {}, regs(r, 1));
  }
  return r;
}

namespace {
std::string signed_hex(int64_t v) {
  return v < 0 ? fmt::format("-0x{:x}", static_cast<uint64_t>(-v)) : hex(static_cast<uint64_t>(v));
}
}  // namespace

void Generator::smem(Op op) {
  const InsnInfo& in = info(op);
  const std::string mn = in.mnemonic;
  if (in.shape == Shape::SH_SMEM_NONE) return emit_text(mn, smem_dwords());
  if (in.shape == Shape::SH_SMEM_TIME) {
    unsigned d = pick_sgpr_tuple(2, true);
    emit_text(fmt::format("{} {}", mn, operand_text(d, 2)), smem_dwords(), {}, regs(d, 2));
    pend_.dst |= regs(d, 2);
    return;
  }
  const bool buf = in.has(F_SMEM_BUF), scratch = in.has(F_SMEM_SCRATCH);
  const bool load = in.shape == Shape::SH_SMEM_LOAD, store = in.shape == Shape::SH_SMEM_STORE,
             atomic = in.shape == Shape::SH_SMEM_ATOMIC;
  const unsigned n = in.dst_dw;
  const uint32_t bytes = 4 * std::max(1u, n);
  const uint32_t align = (atomic && n >= 2) ? 8 : 4;

  // Data registers first, so the offset register can avoid them.
  Candidate c;
  unsigned data = 0;
  bool glc = false;
  if (load || store || atomic) {
    glc = atomic ? rng_.chance(50) : rng_.chance(15);
    if (has_smrd(cfg_.gfx)) glc = false;  // SMRD has no GLC
    data = pick_sgpr_tuple(n, load || (atomic && glc));
    if (store || atomic) c.reads |= regs(data, n);
    if (load || (atomic && glc)) c.writes |= regs(data, n);
  }
  const RegMask saved_lock = locked_;
  locked_ |= regs(data, (load || store || atomic) ? n : 0);

  // Which buffer.
  unsigned sbase;
  uint32_t size;
  int desc = -1;
  if (buf) {
    const bool shared = atomic ? rng_.chance(60) : rng_.chance(store ? 20 : 30);
    desc = shared ? 1 : 0;
    sbase = shared ? kAtomDesc : kPrivDesc;
    size = shared ? kAtomSize : kPrivSize;
  } else if (scratch || store) {
    const bool shared = store && !scratch && rng_.chance(20);
    sbase = shared ? kAtomBase : kPrivBase;
    size = shared ? kAtomSize : kPrivSize;
  } else if (atomic) {
    const bool shared = rng_.chance(60);
    sbase = shared ? kAtomBase : kPrivBase;
    size = shared ? kAtomSize : kPrivSize;
  } else {
    switch (rng_.ubelow(3)) {
      case 0: sbase = kPrivBase, size = kPrivSize; break;
      case 1: sbase = kRoBase, size = kRoSize; break;
      default: sbase = kAtomBase, size = kAtomSize; break;
    }
  }
  const unsigned sbase_dw = buf ? 4 : 2;
  c.reads |= regs(sbase, sbase_dw);

  // Total byte offset t and how it is split between IMM and SGPR/M0.
  // Non-buffer accesses stay inside the mapped buffer: t + bytes <= size.
  // Buffer accesses may leave the descriptor's range on purpose (the
  // descriptor never covers more than the mapped buffer).
  // IMM, SGPR (an SGPR or M0) and IMM+SOFFSET equally often.
  enum Form { Imm, Sgpr, M0, Soe } form = rng_.one_of(std::array<Form, 6>{Imm, Imm, Sgpr, M0, Soe, Soe});
  // SOFFSET is gfx9's; before it an immediate or one SGPR/M0.
  if (form == Soe && cfg_.gfx != Gfx::Gfx9) form = rng_.chance(50) ? Imm : Sgpr;
  // GCN 1.2 takes only M0 as a store's offset register
  // (../shared/docs/000_639abb01ef920b12.txt).
  if (form == Sgpr && store && cfg_.gfx == Gfx::Gfx8) form = M0;
  const uint32_t scale = scratch ? 64 : 1;
  int64_t imm = 0;
  uint32_t reg_value = 0;
  if (buf) {
    uint32_t records = desc_records_[desc];
    uint32_t t = rng_.chance(80) && records >= 4 ? 4 * rng_.ubelow(records / 4)
                                                 : 4 * rng_.ubelow((size + 64) / 4);
    if (rng_.chance(15)) t += rng_.ubelow(4);
    if (form == Soe) {
      reg_value = rng_.ubelow(t + 1);
      imm = t - reg_value;
    } else {
      imm = t, reg_value = t;
    }
  } else {
    const uint32_t max_t = size - bytes;
    if (form == Imm || scale == 1) {
      uint32_t t = align * rng_.ubelow(max_t / align + 1);
      if (rng_.chance(15)) t += rng_.ubelow(4);  // LSBs are ignored
      if (form == Soe) {
        reg_value = rng_.ubelow(t + 64);
        imm = int64_t(t) - reg_value;
      } else {
        imm = t, reg_value = t;
      }
    } else {
      // Scratch with an SGPR/M0 offset: the register counts 64-byte units.
      reg_value = rng_.ubelow(max_t / 64 + 1);
      const int64_t base = int64_t(reg_value) * 64;
      if (form == Soe) {
        const int64_t lo = -base, hi = int64_t(max_t) - base;
        imm = lo + int64_t(rng_.below(uint64_t(hi - lo) / align + 1)) * align;
      } else {
        imm = 0;
      }
    }
  }
  // SMRD's immediate counts dwords (the address's low bits are cleared
  // anyway): 8 bits, on gfx7 also a 32-bit literal; gfx6 takes a larger
  // offset from an SGPR.
  bool literal = false;
  if (form == Imm && has_smrd(cfg_.gfx)) {
    imm /= 4;
    if (imm > 0xFF && cfg_.gfx == Gfx::Gfx6) form = Sgpr;
    literal = imm > 0xFF && cfg_.gfx == Gfx::Gfx7;
  }
  std::string offset;
  if (form == Imm) {
    offset = signed_hex(imm);
  } else {
    const bool use_m0 = form == M0 || (form == Soe && rng_.chance(25));
    const unsigned r = set_offset_reg(reg_value, use_m0);
    c.reads |= regs(r, 1);
    offset = operand_text(r, 1);
    if (form == Soe) offset += " offset:" + signed_hex(imm);
  }
  locked_ = saved_lock;

  std::string text = mn + " ";
  if (in.shape == Shape::SH_SMEM_PROBE) text += fmt::format("{}, ", rng_.ubelow(8));
  if (load || store || atomic) text += operand_text(data, n) + ", ";
  text += operand_text(sbase, sbase_dw) + ", " + offset;
  if (glc) text += " glc";
  c.text = text;
  c.dwords = smem_dwords(literal);
  emit(c);
  // Now in flight.
  if (load || (atomic && glc)) pend_.dst |= regs(data, n);
  pend_.src |= c.reads;
  pend_.src &= ~pend_.dst;
  if (store || atomic) pend_.src |= regs(data, n) & ~pend_.dst;
}

// --------------------------------------------------------------------------
// constructs

void Generator::block(unsigned budget) {
  const unsigned end = count_ + budget;
  while (count_ < end) emit_one_item(end - count_);
}

void Generator::emit_one_item(unsigned remaining) {
  const bool can_nest = depth_ < 3 && remaining >= 3;
  const bool can_loop = loop_depth_ < kNumLoopCtrs && !in_sub_ && remaining >= 6;
  // The subroutine is generated after the main body: it cannot know which
  // SGPRs a vector construct around the call keeps a saved EXEC in.
  const bool can_call = !in_sub_ && remaining >= 6 && vexec_depth_ == 0;
  // S_BARRIER where every wave passes it (rare outside the LDS profile; it
  // is a row the default regression must cover too), DS episodes anywhere.
  if (barrier_ok() && rng_.chance(has_lds(cfg_.profile) ? 5 : 1)) return barrier();
  if (lds_on() && rng_.chance(12)) return ds_episode();
  if (vmem_on() && rng_.chance(10)) return vmem_episode();
  if (vector_on() && rng_.chance(40)) return vone(remaining, can_nest);
  const unsigned r = rng_.ubelow(1000);
  if (r < 750) return simple(p_.simple.pick(rng_.next()));
  if (r < 810) return can_nest ? if_block(remaining) : simple(p_.simple.pick(rng_.next()));
  if (r < 840) return can_loop ? loop(remaining) : simple(p_.simple.pick(rng_.next()));
  if (r < 900) return exec_episode();
  if (r < 930) return movrel();
  if (r < 950) return desc_rewrite();
  if (r < 965) return can_nest ? pc_skip() : simple(p_.simple.pick(rng_.next()));
  if (r < 985) return can_call ? call(false) : simple(p_.simple.pick(rng_.next()));
  return can_call ? call(true) : simple(p_.simple.pick(rng_.next()));
}

void Generator::if_block(unsigned remaining) {
  const Op br = p_.branch.pick(rng_.next());
  const InsnInfo& bi = info(br);
  // Make the condition depend on something computed just now, often.
  if (bi.has(F_RSCC)) {
    if (rng_.chance(60)) emit(alu(p_.wscc.pick(rng_.next())));
  } else if (!bi.has(F_REXEC) && rng_.chance(40)) {
    emit(alu(p_.alu64.pick(rng_.next()), kVccLo));
  }
  const bool has_else = rng_.chance(30);
  const int l_end = new_label(), l_else = has_else ? new_label() : l_end;
  const unsigned inner = std::max(1u, std::min(remaining - 2, 12u));
  const Pending before = pend_;
  emit_text(fmt::format("{} {}", bi.mnemonic, lname(l_else)), 1);
  ++depth_;
  block(1 + rng_.ubelow(inner));
  if (rng_.chance(6)) emit_text(info(p_.endpgm.pick(rng_.next())).mnemonic, 1);
  if (has_else) {
    emit_text(fmt::format("{} {}", info(Op::S_BRANCH).mnemonic, lname(l_end)), 1);
    const Pending after_then = pend_;
    pend_ = before;
    place(l_else);
    block(1 + rng_.ubelow(std::max(1u, inner / 2)));
    pend_.merge(after_then);
  } else {
    pend_.merge(before);
  }
  --depth_;
  place(l_end);
}

void Generator::loop(unsigned remaining) {
  const unsigned ctr = kLoopCtr + loop_depth_;
  const std::string c = operand_text(ctr, 1);
  const unsigned trips = 1 + rng_.ubelow(5);
  const int head = new_label();
  const unsigned style = rng_.ubelow(3);
  emit_text(fmt::format("{} {}, {}", info(Op::S_MOVK_I32).mnemonic, c, trips), 1, {}, regs(ctr, 1),
            Allow::Reserved);
  place(head);
  ++loop_depth_, ++depth_;
  block(1 + rng_.ubelow(std::max(1u, std::min(remaining - 5, loop_depth_ == 1 ? 14u : 6u))));
  --loop_depth_, --depth_;
  // Every iteration starts with what was pending on entry: close the body.
  if (pend_.any()) wait_all();
  const RegMask rw = regs(ctr, 1);
  switch (style) {
    case 0:
      emit_text(fmt::format("{} {}, {}, 1", info(Op::S_SUB_U32).mnemonic, c, c), 1, rw, rw, Allow::Reserved);
      emit_text(fmt::format("{} {}, 0", info(Op::S_CMP_LG_U32).mnemonic, c), 1, rw);
      emit_text(fmt::format("{} {}", info(Op::S_CBRANCH_SCC1).mnemonic, lname(head)), 1);
      break;
    case 1:
      emit_text(fmt::format("{} {}, {}, -1", info(Op::S_ADD_I32).mnemonic, c, c), 1, rw, rw, Allow::Reserved);
      emit_text(fmt::format("{} {}, 0", info(Op::S_CMP_GT_I32).mnemonic, c), 1, rw);
      emit_text(fmt::format("{} {}", info(Op::S_CBRANCH_SCC1).mnemonic, lname(head)), 1);
      break;
    default:
      emit_text(fmt::format("{} {}, 0xffff", info(Op::S_ADDK_I32).mnemonic, c), 1, rw, rw, Allow::Reserved);
      emit_text(fmt::format("{} {}, 0x0", info(Op::S_CMPK_EQ_U32).mnemonic, c), 1, rw);
      emit_text(fmt::format("{} {}", info(Op::S_CBRANCH_SCC0).mnemonic, lname(head)), 1);
      break;
  }
}

// An ALU row that does not touch `avoid` (or s_nop 0).
void Generator::filler(RegMask avoid) {
  for (int tries = 0; tries < 6; ++tries) {
    Candidate c = alu(p_.alu.pick(rng_.next()));
    if (((c.reads | c.writes) & avoid).none()) return emit(c);
  }
  emit_text(fmt::format("{} 0", info(Op::S_NOP).mnemonic), 1);
}

// EXEC is written (saveexec/wrexec rows, or a plain ALU row with EXEC as the
// destination), a few instructions run, and EXEC is restored, so it is never
// left zero for long.
void Generator::exec_episode() {
  const RegMask saved_lock = locked_;
  // Inside a vector construct (or a subroutine, which may be called from one)
  // EXEC must come back exactly, so it is always saved there.
  const bool save = rng_.chance(50) || vexec_depth_ > 0 || in_sub_;
  unsigned keep = 0;
  if (save) {
    keep = pick_dst(2);
    emit_text(fmt::format("{} {}, exec", info(Op::S_MOV_B64).mnemonic, operand_text(keep, 2)), 1,
              regs(kExecLo, 2), regs(keep, 2));
    locked_ |= regs(keep, 2);
  }
  // Sometimes EXEC is first set to all zeros or all ones and the source is
  // 0 or -1: the saveexec family's SCC=0 results need such pairs (e.g.
  // s_or_saveexec_b64 needs EXEC=0 and S0=0, s_nand_saveexec_b64 both all ones).
  const bool preset = rng_.chance(40);
  if (preset)
    emit_text(fmt::format("{} exec, {}", info(Op::S_MOV_B64).mnemonic, rng_.chance(50) ? "0" : "-1"),
              1, {}, regs(kExecLo, 2), Allow::Exec);
  if (preset || rng_.chance(65)) {
    emit(alu(p_.exec.pick(rng_.next()), -1, preset), Allow::Exec);
  } else {
    for (;;) {
      const Op op = p_.alu.pick(rng_.next());
      const InsnInfo& in = info(op);
      if (in.dst_dw == 0 || in.shape == Shape::SH_SOP1_NOSRC) continue;
      const unsigned d = in.dst_dw == 2 ? kExecLo : kExecLo + rng_.ubelow(2);
      emit(alu(op, static_cast<int>(d)), Allow::Exec);
      break;
    }
  }
  const unsigned middle = rng_.ubelow(3);
  for (unsigned i = 0; i < middle; ++i) {
    // VALU rows under whatever EXEC the episode made (often zero or all ones).
    if (vector_on() && rng_.chance(50)) vsimple();
    else emit(alu(p_.alu.pick(rng_.next())));
  }
  // A second EXEC write on top of the first (twelve rows share these episodes).
  if (rng_.chance(40)) emit(alu(p_.exec.pick(rng_.next())), Allow::Exec);
  if (rng_.chance(40)) {
    // Branch on the (possibly zero) EXEC over a short run.
    Op br;
    do br = p_.branch.pick(rng_.next());
    while (!info(br).has(F_REXEC));
    const int l = new_label();
    const Pending before = pend_;
    emit_text(fmt::format("{} {}", info(br).mnemonic, lname(l)), 1);
    for (unsigned i = 0, k = 1 + rng_.ubelow(2); i < k; ++i) emit(alu(p_.alu.pick(rng_.next())));
    pend_.merge(before);
    place(l);
  }
  const RegMask ex = regs(kExecLo, 2);
  if (save)
    emit_text(fmt::format("{} exec, {}", info(Op::S_MOV_B64).mnemonic, operand_text(keep, 2)), 1,
              regs(keep, 2), ex, Allow::Exec);
  else
    emit_text(fmt::format("{} exec, -1", info(Op::S_MOV_B64).mnemonic), 1, {}, ex, Allow::Exec);
  locked_ = saved_lock;
}

// s_movrel*: M0 is set to a known index, one independent instruction follows
// (Vega "Manually Inserted Wait States": SALU writes M0 -> S_MOVREL, 1), then
// the indexed move. The same row may index its source or its destination, so
// both the nominal and the indexed registers must be safe to read and write.
void Generator::movrel() {
  const Op op = p_.movrel.pick(rng_.next());
  const unsigned dw = info(op).dst_dw;
  const bool in_range = rng_.chance(80);
  unsigned d = 0, s = 0, k = 0;
  bool found = false;
  for (int tries = 0; tries < 40 && !found; ++tries) {
    d = pick_sgpr_tuple(dw, true);
    s = dw * rng_.ubelow(102 / dw);
    if (in_range) {
      k = dw * rng_.ubelow(dw == 2 ? 8 : 24);
      if (d + k + dw > 102 || s + k + dw > 102) continue;
      if (!writable(d + k, dw) || busy(d + k, dw)) continue;
      if ((regs(s, dw) & pend_.dst).any() || (regs(s + k, dw) & pend_.dst).any()) continue;
    } else {
      k = 102 - std::min(d, s) + rng_.ubelow(60);
      if ((regs(s, dw) & pend_.dst).any() || (regs(0, dw) & pend_.dst).any()) continue;
    }
    if (busy(d, dw)) continue;
    found = true;
  }
  if (!found) return simple(p_.simple.pick(rng_.next()));
  bool lit = false;
  const std::string kt = value_text(k, lit);
  emit_text(fmt::format("{} m0, {}", info(Op::S_MOV_B32).mnemonic, kt), lit ? 2 : 1, {}, regs(kM0, 1));
  const RegMask eff_w = in_range ? regs(d + k, dw) : RegMask{};
  const RegMask eff_r = in_range ? regs(s + k, dw) : regs(0, dw);
  filler(regs(kM0, 1) | regs(d, dw) | regs(s, dw) | eff_w | eff_r);
  Candidate c;
  c.text = fmt::format("{} {}, {}", info(op).mnemonic, operand_text(d, dw), operand_text(s, dw));
  c.reads = regs(s, dw) | eff_r | regs(kM0, 1);
  c.writes = regs(d, dw) | eff_w;
  emit(c);
}

// Rewrites one dword of a buffer descriptor (stride, num_records or dword 3)
// and puts one other instruction before any s_buffer_* may use it. The base
// never changes and num_records never exceeds the mapped size, so in-range
// buffer accesses stay in mapped memory.
void Generator::desc_rewrite() {
  const int which = rng_.chance(60) ? 0 : 1;
  const unsigned base = which == 0 ? kPrivDesc : kAtomDesc;
  const uint32_t size = which == 0 ? kPrivSize : kAtomSize;
  const unsigned dword = 1 + rng_.ubelow(3);
  uint32_t v;
  if (dword == 1) {
    const uint32_t stride = rng_.one_of(std::array<uint32_t, 6>{0, 4, 8, 16, 64, 0x3fff});
    v = desc_hi16_[which] | (stride << 16);
  } else if (dword == 2) {
    v = rng_.one_of(std::array<uint32_t, 6>{0, 4, 16, size / 2, size, 4 * (1 + rng_.ubelow(size / 4))});
    desc_records_[which] = v;
  } else {
    v = static_cast<uint32_t>(rng_.next());
  }
  bool lit = false;
  const std::string vt = value_text(v, lit);
  emit_text(fmt::format("{} {}, {}", info(Op::S_MOV_B32).mnemonic, operand_text(base + dword, 1), vt),
            lit ? 2 : 1, {}, regs(base + dword, 1), Allow::Reserved);
  filler({});
}

// s_getpc_b64; add the distance to a forward label; s_setpc_b64 over a block
// that never runs.
void Generator::pc_skip() {
  const RegMask saved_lock = locked_;
  const unsigned a = pick_sgpr_tuple(2, true);
  locked_ |= regs(a, 2);
  const unsigned t = pick_sgpr_tuple(1, true);
  locked_ = saved_lock;
  const int anchor = new_label(), target = new_label();
  const std::string pa = operand_text(a, 2), lo = operand_text(a, 1), hi = operand_text(a + 1, 1),
                    tt = operand_text(t, 1);
  emit_text(fmt::format("{} {}", info(p_.getpc).mnemonic, pa), 1, {}, regs(a, 2));
  place(anchor);
  // Emitted through emit() for the hazard checks, then turned into a Delta item.
  emit_text(fmt::format("{} {}, 0", info(Op::S_MOVK_I32).mnemonic, tt), 1, {}, regs(t, 1));
  items_.back() = Item{Item::Delta, fmt::format("{} {}, ", info(Op::S_MOVK_I32).mnemonic, tt), 1,
                       target, anchor};
  emit_text(fmt::format("{} {}, {}, {}", info(Op::S_ADD_U32).mnemonic, lo, lo, tt), 1,
            regs(a, 1) | regs(t, 1), regs(a, 1));
  emit_text(fmt::format("{} {}, {}, 0", info(Op::S_ADDC_U32).mnemonic, hi, hi), 1, regs(a + 1, 1),
            regs(a + 1, 1));
  emit_text(fmt::format("{} {}  ; target {}", info(p_.setpc).mnemonic, pa, lname(target)), 1,
            regs(a, 2));
  const Pending at_jump = pend_;
  ++depth_;
  for (unsigned i = 0, n = rng_.ubelow(3); i < n; ++i) emit(alu(p_.alu.pick(rng_.next())));
  --depth_;
  pend_ = at_jump;
  place(target);
}

// s_call_b64 (or getpc + s_swappc_b64) into the subroutine placed after the
// main s_endpgm; it returns with s_setpc_b64 of the saved address.
void Generator::call(bool swap) {
  if (sub_label_ < 0) sub_label_ = new_label();
  if (pend_.any()) wait_all();
  const std::string ret = operand_text(kRetAddr, 2);
  if (!swap && !p_.has_call) swap = true;  // before gfx9: no s_call_b64
  if (!swap) {
    emit_text(fmt::format("{} {}, {}", info(p_.call).mnemonic, ret, lname(sub_label_)), 1, {},
              regs(kRetAddr, 2), Allow::Reserved);
    items_.back().barrier = true;  // the next line is reached from the subroutine's return
    return;
  }
  const RegMask saved_lock = locked_;
  const unsigned a = pick_sgpr_tuple(2, true);
  locked_ |= regs(a, 2);
  const unsigned t = pick_sgpr_tuple(1, true);
  locked_ = saved_lock;
  const int anchor = new_label();
  const std::string pa = operand_text(a, 2), lo = operand_text(a, 1), hi = operand_text(a + 1, 1),
                    tt = operand_text(t, 1);
  emit_text(fmt::format("{} {}", info(p_.getpc).mnemonic, pa), 1, {}, regs(a, 2));
  place(anchor);
  items_.push_back(Item{Item::Delta, fmt::format("{} {}, ", info(Op::S_MOVK_I32).mnemonic, tt), 1,
                        sub_label_, anchor});
  ++count_;
  emit_text(fmt::format("{} {}, {}, {}", info(Op::S_ADD_U32).mnemonic, lo, lo, tt), 1,
            regs(a, 1) | regs(t, 1), regs(a, 1));
  emit_text(fmt::format("{} {}, {}, 0", info(Op::S_ADDC_U32).mnemonic, hi, hi), 1, regs(a + 1, 1),
            regs(a + 1, 1));
  emit_text(fmt::format("{} {}, {}  ; call {}", info(p_.swappc).mnemonic, ret, pa, lname(sub_label_)),
            1, regs(a, 2), regs(kRetAddr, 2), Allow::Reserved);
  items_.back().barrier = true;
}

void Generator::subroutine() {
  place(sub_label_);
  in_sub_ = true;
  depth_ = 1;
  pend_.clear();
  block(3 + rng_.ubelow(12));
  if (pend_.any()) wait_all();
  emit_text(fmt::format("{} {}  ; return", info(p_.setpc).mnemonic, operand_text(kRetAddr, 2)), 1,
            regs(kRetAddr, 2));
}

}  // namespace gcn::gen
