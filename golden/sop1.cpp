// SOP1 semantics (Vega ISA, "SOP1 Instructions").
#include <bit>

#include <fmt/format.h>

#include "exec.h"

namespace gcn::golden {

namespace {

uint64_t brev(uint64_t v, unsigned bits) {
  uint64_t r = 0;
  for (unsigned i = 0; i < bits; ++i) r |= ((v >> i) & 1) << (bits - 1 - i);
  return r;
}

// Whole quad mode: D[i] = any bit of i's quad set.
uint64_t wqm(uint64_t v, unsigned bits) {
  uint64_t r = 0;
  for (unsigned q = 0; q < bits; q += 4)
    if ((v >> q) & 0xF) r |= 0xFull << q;
  return r;
}

uint64_t quadmask(uint64_t v, unsigned bits) {
  uint64_t r = 0;
  for (unsigned q = 0; q < bits / 4; ++q)
    if ((v >> (4 * q)) & 0xF) r |= 1ull << q;
  return r;
}

// S_FF1: position of the first one from the LSB, -1 if none.
uint32_t ff1(uint64_t v) { return v == 0 ? 0xFFFF'FFFFu : uint32_t(std::countr_zero(v)); }

// S_FLBIT_I32_B*: zeros before the first one counting from the MSB, -1 if none.
uint32_t flbit(uint64_t v, unsigned bits) {
  if (v == 0) return 0xFFFF'FFFFu;
  return uint32_t(std::countl_zero(v)) - (64 - bits);
}

// S_FLBIT_I32 / _I64: bits after the sign bit that equal it, -1 if all equal.
uint32_t flbit_signed(uint64_t v, unsigned bits) {
  const uint64_t x = ((v >> (bits - 1)) & 1) ? ~v : v;  // leading sign copies -> zeros
  return flbit(x & width_mask(bits / 32), bits);
}

}  // namespace

bool exec_sop1(Exec& x) {
  const Insn& in = x.insn;
  const InsnInfo& inf = x.info();
  WaveState& w = x.wave;
  const unsigned sbits = 32 * (inf.src0_dw ? inf.src0_dw : 1);

  // Instructions whose operands are not plain sources come first.
  switch (in.op) {
    case Op::S_GETPC_B64:  // D = PC + 4; the instruction is always 4 bytes.
      write_dst(x, in.sdst, 2, (x.pc + 4) & kPcMask);
      return true;
    case Op::S_SETPC_B64:
      x.step.commit.next_pc = read_src(x, in.ssrc0, 2) & 0xFFFF'FFFF'FFFCull;
      return true;
    case Op::S_SWAPPC_B64: {
      const uint64_t target = read_src(x, in.ssrc0, 2) & 0xFFFF'FFFF'FFFCull;
      write_dst(x, in.sdst, 2, (x.pc + 4) & kPcMask);
      x.step.commit.next_pc = target;
      return true;
    }
    // S_MOVREL*: index = operand code + M0 (design.md). An index (pair) outside
    // s0..s101 reads s0 (s[0:1]) and suppresses the write ("Out-of-Range
    // behavior"). No alignment is applied to the index.
    case Op::S_MOVRELS_B32: case Op::S_MOVRELS_B64: {
      const unsigned n = inf.dst_dw;
      const uint64_t idx = uint64_t(in.ssrc0) + w.m0();
      uint64_t v = 0;
      if (idx + n <= sreg::kNumSgprs)
        v = n == 2 ? read_reg64(w, unsigned(idx)) : read_reg(w, unsigned(idx));
      else
        v = n == 2 ? read_reg64(w, 0) : read_reg(w, 0);
      write_dst(x, in.sdst, n, v);
      return true;
    }
    case Op::S_MOVRELD_B32: case Op::S_MOVRELD_B64: {
      const unsigned n = inf.dst_dw;
      const uint64_t v = read_src(x, in.ssrc0, n);
      const uint64_t idx = uint64_t(in.sdst) + w.m0();
      if (idx + n <= sreg::kNumSgprs) {
        SgprWrite wr;
        wr.reg = uint8_t(idx);
        wr.count = uint8_t(n);
        wr.data[0] = uint32_t(v);
        wr.data[1] = n == 2 ? uint32_t(v >> 32) : 0;
        apply(w, wr);
        x.step.commit.sgpr.push_back(wr);
      }
      return true;
    }
    default: break;
  }

  // Saveexec / wrexec: two writes, the destination then EXEC; SCC = EXEC != 0.
  {
    const uint64_t exec = w.exec();
    bool handled = true, wrexec = false;
    uint64_t s = 0, nexec = 0;
    switch (in.op) {
      case Op::S_AND_SAVEEXEC_B64: case Op::S_OR_SAVEEXEC_B64: case Op::S_XOR_SAVEEXEC_B64:
      case Op::S_ANDN2_SAVEEXEC_B64: case Op::S_ORN2_SAVEEXEC_B64: case Op::S_NAND_SAVEEXEC_B64:
      case Op::S_NOR_SAVEEXEC_B64: case Op::S_XNOR_SAVEEXEC_B64: case Op::S_ANDN1_SAVEEXEC_B64:
      case Op::S_ORN1_SAVEEXEC_B64: case Op::S_ANDN1_WREXEC_B64: case Op::S_ANDN2_WREXEC_B64:
        s = read_src(x, in.ssrc0, 2);
        break;
      default: handled = false;
    }
    if (handled) {
      switch (in.op) {
        case Op::S_AND_SAVEEXEC_B64: nexec = s & exec; break;
        case Op::S_OR_SAVEEXEC_B64: nexec = s | exec; break;
        case Op::S_XOR_SAVEEXEC_B64: nexec = s ^ exec; break;
        case Op::S_ANDN2_SAVEEXEC_B64: nexec = s & ~exec; break;
        case Op::S_ORN2_SAVEEXEC_B64: nexec = s | ~exec; break;
        case Op::S_NAND_SAVEEXEC_B64: nexec = ~(s & exec); break;
        case Op::S_NOR_SAVEEXEC_B64: nexec = ~(s | exec); break;
        case Op::S_XNOR_SAVEEXEC_B64: nexec = ~(s ^ exec); break;
        case Op::S_ANDN1_SAVEEXEC_B64: nexec = ~s & exec; break;
        case Op::S_ORN1_SAVEEXEC_B64: nexec = ~s | exec; break;
        case Op::S_ANDN1_WREXEC_B64: nexec = ~s & exec; wrexec = true; break;
        default: nexec = s & ~exec; wrexec = true; break;  // S_ANDN2_WREXEC_B64
      }
      write_dst(x, in.sdst, 2, wrexec ? nexec : exec);
      write_dst(x, sreg::EXEC_LO, 2, nexec);
      set_scc(x, nexec != 0);
      return true;
    }
  }

  if (in.op == Op::S_BITREPLICATE_B64_B32 && inf.dst_dw < 2)
    throw Illegal(fmt::format(
        "isa.def gives s_bitreplicate_b64_b32 a {}-dword destination but its result is 64 bits; "
        "refusing to truncate ({})", inf.dst_dw, x.where()));

  // Read-modify-write of the destination.
  switch (in.op) {
    case Op::S_BITSET0_B32: case Op::S_BITSET1_B32: {
      const uint32_t bit = 1u << (uint32_t(read_src(x, in.ssrc0, 1)) & 31);
      const uint32_t d = read_reg(w, in.sdst);
      write_dst(x, in.sdst, 1, in.op == Op::S_BITSET0_B32 ? (d & ~bit) : (d | bit));
      return true;
    }
    case Op::S_BITSET0_B64: case Op::S_BITSET1_B64: {
      const uint64_t bit = 1ull << (uint32_t(read_src(x, in.ssrc0, 1)) & 63);
      const uint64_t d = read_reg64(w, aligned_reg(in.sdst, 2));
      write_dst(x, in.sdst, 2, in.op == Op::S_BITSET0_B64 ? (d & ~bit) : (d | bit));
      return true;
    }
    default: break;
  }

  const uint64_t s = read_src(x, in.ssrc0, inf.src0_dw);
  const uint64_t smask = width_mask(inf.src0_dw);
  uint64_t d = 0;
  switch (in.op) {
    case Op::S_MOV_B32: case Op::S_MOV_B64: d = s; break;
    case Op::S_CMOV_B32: case Op::S_CMOV_B64:
      if (w.scc) write_dst(x, in.sdst, inf.dst_dw, s);
      return true;
    case Op::S_NOT_B32: case Op::S_NOT_B64: d = ~s & smask; break;
    case Op::S_WQM_B32: case Op::S_WQM_B64: d = wqm(s, sbits); break;
    case Op::S_BREV_B32: case Op::S_BREV_B64: d = brev(s, sbits); break;
    case Op::S_BCNT0_I32_B32: case Op::S_BCNT0_I32_B64:
      d = sbits - unsigned(std::popcount(s & smask)); break;
    case Op::S_BCNT1_I32_B32: case Op::S_BCNT1_I32_B64:
      d = unsigned(std::popcount(s & smask)); break;
    case Op::S_FF0_I32_B32: case Op::S_FF0_I32_B64: d = ff1(~s & smask); break;
    case Op::S_FF1_I32_B32: case Op::S_FF1_I32_B64: d = ff1(s & smask); break;
    case Op::S_FLBIT_I32_B32: case Op::S_FLBIT_I32_B64: d = flbit(s & smask, sbits); break;
    case Op::S_FLBIT_I32: case Op::S_FLBIT_I32_I64: d = flbit_signed(s & smask, sbits); break;
    case Op::S_SEXT_I32_I8: d = uint32_t(sext(s, 8)); break;
    case Op::S_SEXT_I32_I16: d = uint32_t(sext(s, 16)); break;
    case Op::S_QUADMASK_B32: case Op::S_QUADMASK_B64: d = quadmask(s, sbits); break;
    case Op::S_ABS_I32: {
      const uint32_t v = uint32_t(s);
      d = int32_t(v) < 0 ? 0u - v : v;  // 0x80000000 stays 0x80000000 (spec example)
      break;
    }
    case Op::S_BITREPLICATE_B64_B32:
      for (unsigned i = 0; i < 32; ++i)
        if ((s >> i) & 1) d |= 3ull << (2 * i);
      break;
    default: return false;
  }
  d &= width_mask(inf.dst_dw);
  write_dst(x, in.sdst, inf.dst_dw, d);
  // Rows flagged F_SCC_NZ (not, wqm, bcnt, quadmask, abs) set SCC = (D != 0).
  if (inf.has(F_WSCC)) set_scc(x, inf.has(F_SCC_NZ) && d != 0);
  return true;
}

}  // namespace gcn::golden
