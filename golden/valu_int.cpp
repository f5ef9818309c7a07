// Integer and bitwise vector ALU rows, one lane (Vega ISA, VOP2/VOP1/VOP3A/
// VOP3B opcode tables). Readings shared with rtl/valu/gcn_int_lane.sv (see
// its header and docs/design.md "Vector ALU EXEC rules"):
// - V_SUBB_CO_U32 borrow = S1 + VCC > S0; V_SUBBREV_CO_U32 borrow = S0 + VCC > S1.
// - V_BFE_U32/I32: width S2[4:0] = 0 gives 0; BFE_I32 sign-extends the field
//   of S0.i >> S1 (arithmetic shift, as S_BFE_I32).
// - V_BCNT_U32_B32 = popcount(S0) + S1.
// - V_ALIGNBYTE_B32 shifts {S0, S1} by 8 * S2[1:0].
// - V_SAD_U32 adds the unsigned |S0 - S1|.
// - V_MAD_U64_U32 / V_MAD_I64_I32: the carry-out is bit 64 of the exact sum
//   (for the signed form: of its 65-bit two's complement value, i.e. its sign).
// Integer clamp (VOP3 CLAMP on an integer row; spec "ALU Clamp Bit Usage":
// "clamps the result to the largest and smallest representable value"): the
// exact result is saturated to the destination's type, unsigned rows to
// [0, 2^32-1] (subtractions that borrow give 0), signed rows (V_ADD_I32,
// V_SUB_I32, V_MUL_I32_I24, V_MAD_I32_I24) to [-2^31, 2^31-1], the 64-bit
// mads to their 64-bit range. A carry-out is the unclamped carry.
// - V_CVT_PK_U16_U32 / V_CVT_PK_I16_I32: D = {cvt(S1), cvt(S0)} where the
//   spec's uint32_to_uint16 / int32_to_int16 saturate to the 16-bit range (a
//   conversion to a narrower integer type, not a truncation).
#include <bit>

#include "valu.h"

namespace gcn::golden::valu {

namespace {

__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

inline uint32_t lo(uint64_t v) { return static_cast<uint32_t>(v); }
inline int32_t si(uint64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v)); }
inline int64_t sext24(uint32_t v) { return static_cast<int64_t>(sext(v, 24)); }

uint32_t sat_u32(uint64_t v) { return v > 0xFFFF'FFFFull ? 0xFFFF'FFFFu : lo(v); }
uint32_t sat_i32(int64_t v) {
  if (v > INT32_MAX) return 0x7FFF'FFFFu;
  if (v < INT32_MIN) return 0x8000'0000u;
  return static_cast<uint32_t>(v);
}

uint32_t sat_u16(uint32_t v) { return v > 0xFFFFu ? 0xFFFFu : v; }
uint32_t sat_i16(uint32_t v) {
  const int32_t x = si(v);
  return static_cast<uint16_t>(x > INT16_MAX ? INT16_MAX : x < INT16_MIN ? INT16_MIN : x);
}

uint32_t min_i(uint32_t a, uint32_t b) { return si(a) < si(b) ? a : b; }
uint32_t max_i(uint32_t a, uint32_t b) { return si(a) >= si(b) ? a : b; }
uint32_t min_u(uint32_t a, uint32_t b) { return a < b ? a : b; }
uint32_t max_u(uint32_t a, uint32_t b) { return a >= b ? a : b; }

// V_MED3_*: the spec's max3 comparisons reduce to the median for integers.
template <typename Max>
uint32_t med3(uint32_t a, uint32_t b, uint32_t c, Max mx) {
  const uint32_t m = mx(mx(a, b), c);
  if (m == a) return mx(b, c);
  if (m == b) return mx(a, c);
  return mx(a, b);
}

uint32_t absdiff(uint32_t a, uint32_t b) { return a >= b ? a - b : b - a; }

// Sum of |S0.byte - S1.byte| over the four bytes.
uint32_t sad_bytes(uint32_t a, uint32_t b) {
  uint32_t s = 0;
  for (unsigned k = 0; k < 4; ++k) s += absdiff((a >> (8 * k)) & 0xFF, (b >> (8 * k)) & 0xFF);
  return s;
}

// The SAD family with a 64-bit source window (Vega ISA VOP3A opcodes 484..487;
// the Vega text only names them, e.g. "Masked Quad-Byte SAD with 32-bit
// accum_lo/hi(S0.u[63:0], S1.u[31:0], S2.u[127:0])"). Reading, shared with
// rtl/valu/gcn_int_lane.sv (sad_family) and docs/design.md ("SAD family"):
// - The mask: a byte difference is left out of a masked SAD when the
//   reference byte, S1's byte, is 0. Sources: AMD's OpenCL extension
//   cl_amd_media_ops2 defines amd_msad(src0, src1, src2) as src2 plus, per
//   byte k, (src1 byte k == 0 ? 0 : |src0 byte k - src1 byte k|); Direct3D 11
//   msad4(reference, source, accum) "does not include a difference in the sum
//   if that difference is masked (that is, the reference byte is 0)", and its
//   AMD lowering is V_MQSAD_U32_U8 with the 32-bit reference as S1 (LLVM
//   int_amdgcn_mqsad_u32_u8(i64 src, i32 ref, v4i32 accum)).
// - The quad forms: result field i (i = 0..3) is the SAD of S0 bytes i..i+3
//   (the window (S0 >> 8i)[31:0]) against S1, plus field i of S2
//   (cl_amd_media_ops2 amd_qsad / amd_mqsad). _PK_U16_U8 fields are 16 bits
//   and wrap modulo 2^16 (amd_qsad packs the sums as ushort4); V_MQSAD_U32_U8
//   fields are 32 bits and wrap modulo 2^32. V_MSAD_U8 is the 32-bit single
//   form: S2 plus the masked SAD of S0 against S1, modulo 2^32.
// With VOP3 CLAMP each field saturates to its width instead of wrapping, as
// V_SAD_U8 and the other unsigned rows saturate (the integer clamp reading
// above).
uint32_t msad_bytes(uint32_t a, uint32_t ref) {
  uint32_t s = 0;
  for (unsigned k = 0; k < 4; ++k) {
    const uint32_t r = (ref >> (8 * k)) & 0xFF;
    if (r != 0) s += absdiff((a >> (8 * k)) & 0xFF, r);
  }
  return s;
}

bool sad_family(Op op, const LaneIn& in, bool clamp, LaneOut& out) {
  const uint32_t ref = lo(in.s[1]);
  const auto window = [&](unsigned i) { return lo(in.s[0] >> (8 * i)); };
  // A field of `bits` bits: wraps, or saturates under clamp.
  const auto field = [&](uint64_t sum, unsigned bits) {
    const uint64_t max = (uint64_t(1) << bits) - 1;
    return clamp && sum > max ? max : sum & max;
  };
  switch (op) {
    case Op::V_MSAD_U8: out.d = field(uint64_t(msad_bytes(lo(in.s[0]), ref)) + lo(in.s[2]), 32); return true;
    case Op::V_QSAD_PK_U16_U8:
    case Op::V_MQSAD_PK_U16_U8: {
      const bool masked = op == Op::V_MQSAD_PK_U16_U8;
      uint64_t d = 0;
      for (unsigned i = 0; i < 4; ++i) {
        const uint32_t sad = masked ? msad_bytes(window(i), ref) : sad_bytes(window(i), ref);
        const uint64_t f = field(sad + ((in.s[2] >> (16 * i)) & 0xFFFF), 16);
        d |= f << (16 * i);
      }
      out.d = d;
      return true;
    }
    case Op::V_MQSAD_U32_U8: {
      uint32_t f[4];
      for (unsigned i = 0; i < 4; ++i) {
        const uint64_t acc = i < 2 ? in.s[2] >> (32 * i) : in.s2_hi >> (32 * (i - 2));
        f[i] = static_cast<uint32_t>(field(uint64_t(msad_bytes(window(i), ref)) + lo(acc), 32));
      }
      out.d = f[0] | uint64_t(f[1]) << 32;
      out.d_hi = f[2] | uint64_t(f[3]) << 32;
      return true;
    }
    default: return false;
  }
}

uint32_t ffbh_u32(uint32_t v) { return v == 0 ? 0xFFFF'FFFFu : uint32_t(std::countl_zero(v)); }

}  // namespace

uint32_t mul_i32_i24(uint32_t a, uint32_t b, bool clamp) {
  // S0.i[23:0] * S1.i[23:0]: both 24-bit fields are signed (bit 23 is the sign).
  const int64_t p = sext24(a) * sext24(b);
  return clamp ? sat_i32(p) : static_cast<uint32_t>(p);
}

uint32_t mad_i32_i24(uint32_t a, uint32_t b, uint32_t c, bool clamp) {
  const int64_t p = sext24(a) * sext24(b) + si(c);
  return clamp ? sat_i32(p) : static_cast<uint32_t>(p);
}

uint32_t bfe_i32(uint32_t data, uint32_t offset, uint32_t width) {
  const unsigned w = width & 31, o = offset & 31;
  if (w == 0) return 0;
  // S0.i >> S1: an arithmetic shift (spec pseudo-code, as S_BFE_I32), so a
  // field reaching past bit 31 takes S0's sign bits.
  const uint32_t shifted = static_cast<uint32_t>(static_cast<int32_t>(data) >> o);
  return static_cast<uint32_t>(sext(shifted, w));
}

// V_PERM_B32 (VOP3 opcode 493, byte_permute): result byte k is chosen by
// selector byte k of S2 from the bytes of {S0, S1} (0..3 = S1, 4..7 = S0),
// 8..11 replicate the sign bit of bytes 1, 3, 5, 7, 12 gives 0x00 and 13..255
// give 0xFF.
uint32_t perm_b32(uint32_t s0, uint32_t s1, uint32_t sel) {
  const uint64_t in = (uint64_t(s0) << 32) | s1;
  auto byte = [&](unsigned i) { return uint32_t(in >> (8 * i)) & 0xFF; };
  uint32_t d = 0;
  for (unsigned k = 0; k < 4; ++k) {
    const unsigned s = (sel >> (8 * k)) & 0xFF;
    uint32_t b;
    if (s >= 13) b = 0xFF;
    else if (s == 12) b = 0x00;
    else if (s >= 8) b = (byte(2 * (s - 8) + 1) & 0x80) ? 0xFF : 0x00;
    else b = byte(s);
    d |= b << (8 * k);
  }
  return d;
}

bool int_lane(Op op, const LaneIn& in, const Ctl& c, LaneOut& out) {
  const uint32_t a = lo(in.s[0]), b = lo(in.s[1]), s2 = lo(in.s[2]);
  const uint64_t cin = in.cc ? 1 : 0;
  if (sad_family(op, in, c.clamp, out)) return true;
  uint32_t d = 0;
  bool cc = false;
  switch (op) {
    case Op::V_CNDMASK_B32: d = in.cc ? b : a; break;
    case Op::V_MOV_B32: d = a; break;

    // Adds and subtracts. Carry-out = bit 32 of the exact sum; borrow-out =
    // the subtrahend (plus borrow-in) exceeds the minuend.
    case Op::V_ADD_U32:
    case Op::V_ADD_CO_U32:
    case Op::V_ADDC_CO_U32: {
      const uint64_t s = uint64_t(a) + b + (op == Op::V_ADDC_CO_U32 ? cin : 0);
      cc = (s >> 32) != 0;
      d = c.clamp ? sat_u32(s) : lo(s);
      break;
    }
    case Op::V_SUB_U32:
    case Op::V_SUB_CO_U32:
    case Op::V_SUBB_CO_U32: {
      const uint64_t t = uint64_t(b) + (op == Op::V_SUBB_CO_U32 ? cin : 0);
      cc = t > a;
      d = (c.clamp && cc) ? 0u : lo(a - t);
      break;
    }
    case Op::V_SUBREV_U32:
    case Op::V_SUBREV_CO_U32:
    case Op::V_SUBBREV_CO_U32: {
      const uint64_t t = uint64_t(a) + (op == Op::V_SUBBREV_CO_U32 ? cin : 0);
      cc = t > b;
      d = (c.clamp && cc) ? 0u : lo(b - t);
      break;
    }
    case Op::V_ADD_I32: {
      const int64_t s = int64_t(si(a)) + si(b);
      d = c.clamp ? sat_i32(s) : lo(uint64_t(s));
      break;
    }
    case Op::V_SUB_I32: {
      const int64_t s = int64_t(si(a)) - si(b);
      d = c.clamp ? sat_i32(s) : lo(uint64_t(s));
      break;
    }
    case Op::V_ADD3_U32: d = a + b + s2; break;
    case Op::V_XAD_U32: d = (a ^ b) + s2; break;
    case Op::V_LSHL_ADD_U32: d = (a << (b & 31)) + s2; break;
    case Op::V_ADD_LSHL_U32: d = (a + b) << (s2 & 31); break;

    // Multiplies. The 24-bit forms use S0[23:0] and S1[23:0] (signed forms
    // sign-extend bit 23); _HI returns bits 63:32 of the 48-bit product.
    case Op::V_MUL_I32_I24: d = mul_i32_i24(a, b, c.clamp); break;
    case Op::V_MUL_HI_I32_I24: d = lo(uint64_t(sext24(a) * sext24(b)) >> 32); break;
    case Op::V_MUL_U32_U24: {
      const uint64_t p = uint64_t(a & 0xFF'FFFF) * (b & 0xFF'FFFF);
      d = c.clamp ? sat_u32(p) : lo(p);
      break;
    }
    case Op::V_MUL_HI_U32_U24: d = lo((uint64_t(a & 0xFF'FFFF) * (b & 0xFF'FFFF)) >> 32); break;
    case Op::V_MAD_I32_I24: d = mad_i32_i24(a, b, s2, c.clamp); break;
    case Op::V_MAD_U32_U24: {
      const uint64_t p = uint64_t(a & 0xFF'FFFF) * (b & 0xFF'FFFF) + s2;
      d = c.clamp ? sat_u32(p) : lo(p);
      break;
    }
    case Op::V_MUL_LO_U32: d = a * b; break;
    case Op::V_MUL_HI_U32: d = lo((uint64_t(a) * b) >> 32); break;
    case Op::V_MUL_HI_I32: d = lo(uint64_t(int64_t(si(a)) * si(b)) >> 32); break;
    case Op::V_MAD_U64_U32: {
      const u128 s = u128(uint64_t(a) * b) + in.s[2];
      out.cc = (s >> 64) != 0;
      out.d = (c.clamp && out.cc) ? ~0ull : uint64_t(s);
      return true;
    }
    case Op::V_MAD_I64_I32: {
      const i128 s = i128(int64_t(si(a)) * si(b)) + int64_t(in.s[2]);
      out.cc = ((u128(s) >> 64) & 1) != 0;  // |s| < 2^64: bit 64 is the sign
      if (c.clamp && s > INT64_MAX) out.d = uint64_t(INT64_MAX);
      else if (c.clamp && s < INT64_MIN) out.d = uint64_t(INT64_MIN);
      else out.d = uint64_t(s);
      return true;
    }

    // Min / max / median.
    case Op::V_MIN_I32: d = min_i(a, b); break;
    case Op::V_MAX_I32: d = max_i(a, b); break;
    case Op::V_MIN_U32: d = min_u(a, b); break;
    case Op::V_MAX_U32: d = max_u(a, b); break;
    case Op::V_MIN3_I32: d = min_i(min_i(a, b), s2); break;
    case Op::V_MAX3_I32: d = max_i(max_i(a, b), s2); break;
    case Op::V_MIN3_U32: d = min_u(min_u(a, b), s2); break;
    case Op::V_MAX3_U32: d = max_u(max_u(a, b), s2); break;
    case Op::V_MED3_I32: d = med3(a, b, s2, max_i); break;
    case Op::V_MED3_U32: d = med3(a, b, s2, max_u); break;

    // Logic and shifts. The "REV" shifts take the amount from S0.
    case Op::V_AND_B32: d = a & b; break;
    case Op::V_OR_B32: d = a | b; break;
    case Op::V_XOR_B32: d = a ^ b; break;
    case Op::V_NOT_B32: d = ~a; break;
    case Op::V_OR3_B32: d = a | b | s2; break;
    case Op::V_AND_OR_B32: d = (a & b) | s2; break;
    case Op::V_LSHL_OR_B32: d = (a << (b & 31)) | s2; break;
    case Op::V_LSHLREV_B32: d = b << (a & 31); break;
    case Op::V_LSHRREV_B32: d = b >> (a & 31); break;
    case Op::V_ASHRREV_I32: d = lo(uint64_t(int64_t(si(b)) >> (a & 31))); break;
    case Op::V_LSHLREV_B64: out.d = in.s[1] << (a & 63); return true;
    case Op::V_LSHRREV_B64: out.d = in.s[1] >> (a & 63); return true;
    case Op::V_ASHRREV_I64: out.d = uint64_t(int64_t(in.s[1]) >> (a & 63)); return true;
    case Op::V_ALIGNBIT_B32: d = lo(((uint64_t(a) << 32) | b) >> (s2 & 31)); break;
    case Op::V_ALIGNBYTE_B32: d = lo(((uint64_t(a) << 32) | b) >> (8 * (s2 & 3))); break;
    case Op::V_PERM_B32: d = perm_b32(a, b, s2); break;
    case Op::V_SCREEN_PARTITION_4SE_B32: d = screen_partition_4se(a); break;
    case Op::V_CVT_PK_U16_U32: d = (sat_u16(b) << 16) | sat_u16(a); break;
    case Op::V_CVT_PK_I16_I32: d = (sat_i16(b) << 16) | sat_i16(a); break;

    // Bitfields and bit counts.
    case Op::V_BFE_U32: d = (s2 & 31) == 0 ? 0u : (a >> (b & 31)) & ((1u << (s2 & 31)) - 1); break;
    case Op::V_BFE_I32: d = bfe_i32(a, b, s2); break;
    case Op::V_BFI_B32: d = (a & b) | (~a & s2); break;
    case Op::V_BFM_B32: d = ((1u << (a & 31)) - 1) << (b & 31); break;
    case Op::V_BFREV_B32: {
      for (unsigned i = 0; i < 32; ++i) d |= ((a >> i) & 1u) << (31 - i);
      break;
    }
    case Op::V_BCNT_U32_B32: d = uint32_t(std::popcount(a)) + b; break;
    case Op::V_MBCNT_LO_U32_B32:
    case Op::V_MBCNT_HI_U32_B32: {
      // ThreadMask = (1 << lane) - 1, its low or high dword.
      const uint64_t tm = (1ull << in.lane) - 1;
      const uint32_t m = op == Op::V_MBCNT_LO_U32_B32 ? lo(tm) : lo(tm >> 32);
      d = b + uint32_t(std::popcount(a & m));
      break;
    }
    case Op::V_FFBH_U32: d = ffbh_u32(a); break;
    case Op::V_FFBL_B32: d = a == 0 ? 0xFFFF'FFFFu : uint32_t(std::countr_zero(a)); break;
    case Op::V_FFBH_I32: {
      // Bits equal to the sign after it; -1 if all bits are the sign.
      const uint32_t x = (a ^ ((a & 0x8000'0000u) ? 0xFFFF'FFFFu : 0u)) & 0x7FFF'FFFFu;
      d = ffbh_u32(x);
      break;
    }

    // Byte arithmetic.
    case Op::V_LERP_U8:
      // Per byte: (S0.b + S1.b + S2[8k]) >> 1 (S2's bit rounds .5 up).
      for (unsigned k = 0; k < 4; ++k) {
        const uint32_t s = ((a >> (8 * k)) & 0xFF) + ((b >> (8 * k)) & 0xFF) + ((s2 >> (8 * k)) & 1);
        d |= ((s >> 1) & 0xFF) << (8 * k);
      }
      break;
    case Op::V_SAD_U8: {
      const uint64_t s = uint64_t(sad_bytes(a, b)) + s2;
      d = c.clamp ? sat_u32(s) : lo(s);
      break;
    }
    case Op::V_SAD_HI_U8: {
      const uint64_t s = (uint64_t(sad_bytes(a, b)) << 16) + s2;
      d = c.clamp ? sat_u32(s) : lo(s);
      break;
    }
    case Op::V_SAD_U32: {
      const uint64_t s = uint64_t(absdiff(a, b)) + s2;
      d = c.clamp ? sat_u32(s) : lo(s);
      break;
    }
    default: return false;
  }
  out.d = d;
  out.cc = cc;
  return true;
}

}  // namespace gcn::golden::valu
