// SOP2 semantics (Vega ISA, "SOP2 Instructions").
#include "exec.h"

namespace gcn::golden {

namespace {

// Mask of the low `width` bits, saturating: the spec's (1 << width) - 1 read
// with unbounded integers. S1[22:16] is a 7-bit width, so 32-bit BFE can be
// asked for up to 127 bits; a width >= the operand size keeps every bit.
uint64_t low_bits(unsigned width) { return width >= 64 ? ~0ull : (1ull << width) - 1; }

// S_BFE_*: S1[4:0] (S1[5:0] for 64-bit) is the offset, S1[22:16] the width.
// Width 0 yields 0. Signed forms sign-extend from bit width-1 of the field;
// for width >= size that is the sign of the arithmetically shifted source, so
// the result is just S0 >> offset (our reading of the pseudo-code in full
// precision, documented in the report).
uint64_t bfe(uint64_t s0, uint32_t s1, unsigned size, bool is_signed) {
  const unsigned offset = s1 & (size - 1);
  const unsigned width = (s1 >> 16) & 0x7F;
  const uint64_t size_mask = low_bits(size);
  if (width == 0) return 0;
  if (!is_signed) return ((s0 & size_mask) >> offset) & low_bits(width);
  const int64_t shifted = int64_t(sext(s0, size)) >> offset;  // S0.i >> offset
  if (width >= size) return uint64_t(shifted) & size_mask;
  return sext(uint64_t(shifted), width) & size_mask;
}

}  // namespace

bool exec_sop2(Exec& x) {
  const Insn& in = x.insn;
  const InsnInfo& inf = x.info();
  const uint64_t a = read_src(x, in.ssrc0, inf.src0_dw);
  const uint64_t b = read_src(x, in.ssrc1, inf.src1_dw);
  const uint32_t a32 = uint32_t(a), b32 = uint32_t(b);
  const int32_t ai = int32_t(a32), bi = int32_t(b32);
  const bool scc_in = x.wave.scc;
  uint64_t d = 0;
  bool scc = false;  // SCC result, written only when the row has F_WSCC

  switch (in.op) {
    case Op::S_ADD_U32: { const uint64_t s = uint64_t(a32) + b32; d = uint32_t(s); scc = s >> 32; break; }
    case Op::S_SUB_U32: d = uint32_t(a32 - b32); scc = b32 > a32; break;
    case Op::S_ADD_I32: {  // SCC = signed overflow
      const uint32_t r = a32 + b32;
      d = r; scc = ((a32 ^ b32) >> 31) == 0 && ((a32 ^ r) >> 31) != 0; break;
    }
    case Op::S_SUB_I32: {
      const uint32_t r = a32 - b32;
      d = r; scc = ((a32 ^ b32) >> 31) != 0 && ((a32 ^ r) >> 31) != 0; break;
    }
    case Op::S_ADDC_U32: {
      const uint64_t s = uint64_t(a32) + b32 + scc_in;
      d = uint32_t(s); scc = s >> 32; break;
    }
    case Op::S_SUBB_U32: d = uint32_t(a32 - b32 - scc_in); scc = uint64_t(b32) + scc_in > a32; break;
    case Op::S_MIN_I32: scc = ai < bi; d = scc ? a32 : b32; break;
    case Op::S_MIN_U32: scc = a32 < b32; d = scc ? a32 : b32; break;
    case Op::S_MAX_I32: scc = ai > bi; d = scc ? a32 : b32; break;
    case Op::S_MAX_U32: scc = a32 > b32; d = scc ? a32 : b32; break;
    case Op::S_CSELECT_B32: case Op::S_CSELECT_B64: d = scc_in ? a : b; break;
    case Op::S_AND_B32: case Op::S_AND_B64: d = a & b; break;
    case Op::S_OR_B32: case Op::S_OR_B64: d = a | b; break;
    case Op::S_XOR_B32: case Op::S_XOR_B64: d = a ^ b; break;
    case Op::S_ANDN2_B32: case Op::S_ANDN2_B64: d = a & ~b; break;
    case Op::S_ORN2_B32: case Op::S_ORN2_B64: d = a | ~b; break;
    case Op::S_NAND_B32: case Op::S_NAND_B64: d = ~(a & b); break;
    case Op::S_NOR_B32: case Op::S_NOR_B64: d = ~(a | b); break;
    case Op::S_XNOR_B32: case Op::S_XNOR_B64: d = ~(a ^ b); break;
    case Op::S_LSHL_B32: d = uint32_t(a32 << (b32 & 31)); break;
    case Op::S_LSHL_B64: d = a << (b32 & 63); break;
    case Op::S_LSHR_B32: d = a32 >> (b32 & 31); break;
    case Op::S_LSHR_B64: d = a >> (b32 & 63); break;
    case Op::S_ASHR_I32: d = uint32_t(ai >> (b32 & 31)); break;
    case Op::S_ASHR_I64: d = uint64_t(int64_t(a) >> (b32 & 63)); break;
    case Op::S_BFM_B32: d = uint32_t(((1u << (a32 & 31)) - 1) << (b32 & 31)); break;
    case Op::S_BFM_B64: d = ((1ull << (a32 & 63)) - 1) << (b32 & 63); break;
    case Op::S_MUL_I32: d = uint32_t(a32 * b32); break;  // low 32 bits are sign-agnostic
    case Op::S_BFE_U32: d = bfe(a32, b32, 32, false); break;
    case Op::S_BFE_I32: d = bfe(a32, b32, 32, true); break;
    case Op::S_BFE_U64: d = bfe(a, b32, 64, false); break;
    case Op::S_BFE_I64: d = bfe(a, b32, 64, true); break;
    case Op::S_ABSDIFF_I32: {
      uint32_t r = a32 - b32;
      if (int32_t(r) < 0) r = 0u - r;  // 0x80000000 stays negative (spec example)
      d = r; break;
    }
    case Op::S_MUL_HI_U32: d = uint32_t((uint64_t(a32) * b32) >> 32); break;
    case Op::S_MUL_HI_I32: d = uint32_t(uint64_t(int64_t(ai) * int64_t(bi)) >> 32); break;
    // The shifted S0 keeps its high bits for the carry: RDNA3's pseudo-code for
    // the same opcodes widens to 64 bits before shifting.
    case Op::S_LSHL1_ADD_U32: case Op::S_LSHL2_ADD_U32:
    case Op::S_LSHL3_ADD_U32: case Op::S_LSHL4_ADD_U32: {
      const unsigned n = 1 + unsigned(in.op) - unsigned(Op::S_LSHL1_ADD_U32);
      const uint64_t s = (uint64_t(a32) << n) + b32;
      d = uint32_t(s); scc = s >= 0x1'0000'0000ull; break;
    }
    case Op::S_PACK_LL_B32_B16: d = (b32 << 16) | (a32 & 0xFFFF); break;
    case Op::S_PACK_LH_B32_B16: d = (b32 & 0xFFFF0000u) | (a32 & 0xFFFF); break;
    case Op::S_PACK_HH_B32_B16: d = (b32 & 0xFFFF0000u) | (a32 >> 16); break;
    default: return false;
  }
  d &= width_mask(inf.dst_dw);
  // Rows flagged F_SCC_NZ (logic, shift, BFE, absdiff) set SCC = (D != 0);
  // arithmetic rows set it above.
  if (inf.has(F_SCC_NZ)) scc = d != 0;
  write_dst(x, in.sdst, inf.dst_dw, d);
  if (inf.has(F_WSCC)) set_scc(x, scc);
  return true;
}

}  // namespace gcn::golden
