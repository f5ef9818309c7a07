// The generator's shared emitter and register state: how instructions and
// waits are appended (the scalar-memory hazard sets of generator.cpp's
// header comment), and how destination and source registers, literals and
// operands are picked against the reserved, locked and pending registers.
#include "gen_core.h"

#include "operands.h"
#include "program.h"

namespace gcn::gen {

// --------------------------------------------------------------------------
// emission

void Generator::wait_all() {
  items_.push_back(Item{Item::Line, "s_waitcnt lgkmcnt(0)", 1, -1, -1});
  ++count_;
  pend_.clear();
}

void Generator::emit(const Candidate& c, Allow allow) {
  if (((c.reads & pend_.dst) | (c.writes & (pend_.dst | pend_.src))).any()) wait_all();
  RegMask bad = c.writes & (forbidden_ | locked_);
  if (allow == Allow::Exec) bad &= ~regs(kExecLo, 2);
  if (allow == Allow::Reserved) bad.reset();
  if (bad.any())
    throw std::logic_error(fmt::format("generator bug: '{}' writes a reserved register", c.text));
  pad_hazards(c);
  Item it{Item::Line, c.text, c.dwords, -1, -1};
  if (c.valu) it.valu_writes = c.writes;
  items_.push_back(std::move(it));
  ++count_;
  for (unsigned r = 0; r < 128; ++r) {
    if (!c.writes.test(r)) continue;
    recent_[recent_n_++ % recent_.size()] = r;
    break;
  }
}

// --------------------------------------------------------------------------
// operands

bool Generator::usable(unsigned code, unsigned dwords) const {
  if (cfg_.gfx == Gfx::Gfx9 || code >= 128) return true;
  for (unsigned k = 0; k < std::max(1u, dwords); ++k) {
    const auto r = parse_reg_name(ops::reg_range_name(code + k, 1, cfg_.gfx), cfg_.gfx);
    if (!r || *r != code + k) return false;
  }
  return true;
}

bool Generator::writable(unsigned code, unsigned n) const {
  if (code + n > 128) return false;
  return (regs(code, n) & (forbidden_ | locked_)).none() && usable(code, n);
}

// A destination: mostly a small working set (data dependences), sometimes the
// rest of the file and the special registers usable as plain SGPRs.
unsigned Generator::dst_candidate(unsigned dw) {
  const unsigned r = rng_.ubelow(100);
  if (dw == 1) {
    if (r < 60) return rng_.ubelow(16);
    if (r < 84) {
      unsigned k = rng_.ubelow(68);
      return k < 64 ? 16 + k : 98 + (k - 64);
    }
    return rng_.one_of(std::array<unsigned, 7>{106, 107, 124, 102, 103, 104, 105});
  }
  if (r < 60) return 2 * rng_.ubelow(8);
  if (r < 84) {
    unsigned k = rng_.ubelow(34);
    return k < 32 ? 16 + 2 * k : 98 + 2 * (k - 32);
  }
  return rng_.one_of(std::array<unsigned, 3>{106, 102, 104});
}

unsigned Generator::pick_dst(unsigned dw) {
  for (int tries = 0; tries < 6; ++tries) {
    unsigned c = dst_candidate(dw);
    if (!writable(c, dw)) continue;
    if (!busy(c, dw) || tries >= 4) return c;
  }
  for (unsigned c = 0; c + dw <= 80; c += dw)
    if (writable(c, dw) && !busy(c, dw)) return c;
  for (unsigned c = 0; c + dw <= 80; c += dw)
    if (writable(c, dw)) return c;
  throw std::logic_error("generator bug: no writable destination");
}

// An aligned SGPR tuple inside s0..s79 (SMEM data, getpc pairs).
unsigned Generator::pick_sgpr_tuple(unsigned dw, bool for_write) {
  const unsigned align = dw >= 4 ? 4 : dw;
  const unsigned slots = (80 - dw) / align + 1;
  for (int tries = 0; tries < 8; ++tries) {
    // Half the time stay in the working set so loaded data gets used.
    unsigned c = align * (rng_.chance(50) ? rng_.ubelow(std::max(1u, 16 / align)) : rng_.ubelow(slots));
    if (c + dw > 80) continue;
    if (for_write && !writable(c, dw)) continue;
    RegMask m = regs(c, dw);
    bool conflict = for_write ? busy(c, dw) : (m & pend_.dst).any();
    if (!conflict || tries >= 6) return c;
  }
  for (unsigned c = 0; c + dw <= 80; c += align)
    if (!for_write || writable(c, dw)) return c;
  throw std::logic_error("generator bug: no SGPR tuple");
}

unsigned Generator::src_reg_candidate(unsigned dw) {
  const unsigned r = rng_.ubelow(100);
  if (r < 22 && recent_n_ > 0) {
    unsigned c = recent_[rng_.below(std::min<unsigned>(recent_n_, recent_.size()))];
    if (dw == 1 && c != 125 && !(c >= 108 && c < 124)) return c;
    if (dw == 2 && c % 2 == 0 && c < 108) return c;
  }
  if (dw == 1) {
    if (r < 65) return rng_.ubelow(16);
    if (r < 85) return 16 + rng_.ubelow(86);  // s16..s101, reserved ones included (read only)
    return rng_.one_of(std::array<unsigned, 9>{106, 107, 124, 126, 127, 102, 103, 104, 105});
  }
  if (r < 65) return 2 * rng_.ubelow(8);
  if (r < 85) return 16 + 2 * rng_.ubelow(43);
  return rng_.one_of(std::array<unsigned, 4>{106, 126, 102, 104});
}

unsigned Generator::pick_src_reg(unsigned dw) {
  unsigned c = 0;
  for (int tries = 0; tries < 4; ++tries) {
    c = src_reg_candidate(dw);
    if (usable(c, dw) && (regs(c, dw) & pend_.dst).none()) break;
  }
  return usable(c, dw) ? c : 0;
}

uint32_t Generator::literal32() {
  for (;;) {
    uint32_t v = rng_.chance(45)
                     ? rng_.one_of(std::array<uint32_t, 12>{
                           0x80000000u, 0x7fffffffu, 0x80000001u, 0x7ffffffeu, 0xffff0000u,
                           0x0000ffffu, 0x00010000u, 0xfffeffffu, 0xffffffefu, 0x41u,
                           0xaaaaaaaau, 0x55555555u})
                     : static_cast<uint32_t>(rng_.next());
    if (inline_code32(v) == 0) return v;
  }
}

// Literals feeding 64-bit operands stay clear of 0..64 and of 0xfffffff0..
// 0xffffffff so no assembler could mistake them for inline constants.
uint32_t Generator::literal64() {
  for (;;) {
    uint32_t v = rng_.chance(40) ? rng_.one_of(std::array<uint32_t, 6>{
                                       0x80000000u, 0x7fffffffu, 0xffffff00u, 0x41u,
                                       0xffffffefu, 0x12345678u})
                                 : static_cast<uint32_t>(rng_.next());
    if (v > 64 && v < 0xfffffff0u) return v;
  }
}

std::string Generator::src_operand(unsigned dw, bool& literal_free, Candidate& c) {
  // All-zeros / all-ones sources together reach results that independent
  // random operands practically never do (e.g. SCC=0 from s_nand_b64 or
  // s_orn2_b32, which need every bit of both sources set or clear).
  if (corner_src_) {
    // Often the same corner twice (s_nand_b64 needs both all ones), else mixed.
    if (!corner_prev_ || !rng_.chance(33)) corner_prev_ = rng_.chance(50) ? sreg::ZERO : sreg::NEG1;
    return operand_text(corner_prev_, dw);
  }
  const unsigned r = rng_.ubelow(100);
  if (r < 58 || (r >= 86 && !literal_free)) {
    unsigned reg = pick_src_reg(dw);
    c.reads |= regs(reg, dw);
    return operand_text(reg, dw);
  }
  if (r < 78) {
    // Integer inline constants, corner values most often.
    if (rng_.chance(50)) return operand_text(rng_.one_of(std::array<unsigned, 4>{128, 129, 193, 192}), dw);
    unsigned code = rng_.chance(80) ? 128 + rng_.ubelow(65) : 193 + rng_.ubelow(16);
    return operand_text(code, dw);
  }
  // Inline floats; 1/(2*pi) (248) only from gfx8 (before, it is a literal).
  if (r < 83) return operand_text(240 + rng_.ubelow(dw == 2 || has_smrd(cfg_.gfx) ? 8 : 9), dw);
  if (r < 86) return operand_text(251 + rng_.ubelow(3), dw);
  literal_free = false;
  c.dwords = 2;
  return hex(dw == 2 ? literal64() : literal32());
}

std::string Generator::imm16() {
  if (rng_.chance(50))
    return hex(rng_.one_of(std::array<uint32_t, 8>{0, 1, 0x7fff, 0x8000, 0xffff, 0xfffe, 0x10, 0x8001}));
  return hex(rng_.chance(50) ? rng_.below(64) : rng_.below(0x10000));
}

// A 32-bit value as an operand: inline constant when possible, else a literal.
std::string Generator::value_text(uint32_t v, bool& literal) {
  unsigned code = inline_code32(v);
  literal = code == 0;
  return literal ? hex(v) : operand_text(code, 1);
}

}  // namespace gcn::gen
