// Transcendentals: rcp, rsq, sqrt, exp2, log2, sin/cos of 2*pi*x.
//
// One algorithm, documented in docs/fp32.md, that the RTL reproduces bit for
// bit: reduce the argument exactly, evaluate a per-segment quadratic from the
// generated tables (gcn_fp_tables.h) in fixed point, and round the fixed-point
// value Y * 2^k to FP32 as if it were exact (round_pack).
#include "fp32_core.h"
#include "gcn_fp_tables.h"

namespace gcn::fp {
using namespace detail;

namespace {

// Y = c0 + floor(c1*t / 2^T) + floor(c2 * floor(t*t / 2^T) / 2^T), t < 2^T.
// Y approximates the table function at (segment start + t/2^T * width),
// scaled by 2^kFrac. >> on negative int64 is an arithmetic (floor) shift.
int64_t eval(const tables::Seg& s, uint64_t t, int tbits) {
  const int64_t ti = static_cast<int64_t>(t);
  const int64_t t2 = static_cast<int64_t>((t * t) >> tbits);
  return s.c0 + ((s.c1 * ti) >> tbits) + ((s.c2 * t2) >> tbits);
}

// Special results shared by the "denormals are flushed" functions.
struct Operand {
  uint32_t x;  // input with denorms flushed
  bool neg;
  int e;       // unbiased exponent (finite non-zero only)
  uint32_t f;  // 23-bit fraction
};

Operand decode_flushed(uint32_t s0) {
  const uint32_t x = flush_denorm(s0);
  return {x, (x >> 31) != 0, static_cast<int>((x >> 23) & 0xffu) - 127, x & 0x7fffffu};
}

}  // namespace

// V_RCP_F32 (spec line 4854): 1 ULP, denormals flushed (in and out).
// x = 2^e * z, z in [1,2): 1/x = 2^(-e-1) * (2/z).
uint32_t rcp(uint32_t s0) {
  const Operand o = decode_flushed(s0);
  if (is_nan(o.x)) return quiet(o.x);
  if (is_inf(o.x)) return sign_bit(o.neg);                 // rcp(+-inf) = +-0
  if (is_zero(o.x)) return sign_bit(o.neg) | kPosInf;      // rcp(+-0) = +-inf
  const int64_t y = eval(tables::kRcp[o.f >> 15], o.f & 0x7fffu, tables::kRcpTBits);
  return round_pack(o.neg, static_cast<u128>(y), -tables::kFrac - o.e - 1, true);
}

// x = 2^e * 1.f = 2^(e - odd) * z with z = 2^odd * 1.f in [1,4), e - odd even.
namespace {
struct SqrtArg {
  int half_e;        // (e - odd) / 2
  unsigned index;    // {odd, f[22:15]}
  uint32_t t;        // f[14:0]
};
SqrtArg sqrt_arg(const Operand& o) {
  const int odd = o.e & 1;
  return {(o.e - odd) / 2, (static_cast<unsigned>(odd) << 8) | (o.f >> 15), o.f & 0x7fffu};
}
}  // namespace

// V_RSQ_F32 (spec line 4860): 1/sqrt(x) = 2^(-half_e - 1) * (2/sqrt(z)).
uint32_t rsq(uint32_t s0) {
  const Operand o = decode_flushed(s0);
  if (is_nan(o.x)) return quiet(o.x);
  if (is_zero(o.x)) return sign_bit(o.neg) | kPosInf;  // rsq(-0) = -inf
  if (o.neg) return kDefaultNaN;                       // includes -inf
  if (is_inf(o.x)) return kPosZero;
  const SqrtArg a = sqrt_arg(o);
  const int64_t y = eval(tables::kRsq[a.index], a.t, tables::kRsqTBits);
  return round_pack(false, static_cast<u128>(y), -tables::kFrac - a.half_e - 1, true);
}

// V_SQRT_F32 (spec line 4869): sqrt(x) = 2^half_e * sqrt(z).
uint32_t sqrt(uint32_t s0) {
  const Operand o = decode_flushed(s0);
  if (is_nan(o.x)) return quiet(o.x);
  if (is_zero(o.x)) return o.x;                        // sqrt(-0) = -0
  if (o.neg) return kDefaultNaN;
  if (is_inf(o.x)) return o.x;
  const SqrtArg a = sqrt_arg(o);
  const int64_t y = eval(tables::kSqrt[a.index], a.t, tables::kSqrtTBits);
  return round_pack(false, static_cast<u128>(y), -tables::kFrac + a.half_e, true);
}

// V_EXP_F32 (spec line 4848): 2^x, 1 ULP, denormals flushed. X = floor(x*2^32)
// splits into n = X >> 32 and r = X mod 2^32 (a 32-bit fraction); 2^x is
// approximated by 2^n * 2^r.
uint32_t exp2(uint32_t s0) {
  const Operand o = decode_flushed(s0);
  if (is_nan(o.x)) return quiet(o.x);
  if (is_inf(o.x)) return o.neg ? kPosZero : kPosInf;
  if (is_zero(o.x)) return kOne;
  if (o.e >= 8) return o.neg ? kPosZero : kPosInf;  // |x| >= 256
  const Unpacked u = unpack(o.x);
  const int sh = u.exp + 32;  // X = sig * 2^sh, floored
  int64_t X;
  if (sh >= 0) {
    X = static_cast<int64_t>(u.sig) << sh;
    if (u.sign) X = -X;
  } else if (-sh >= 40) {  // |x| * 2^32 < 2^24 * 2^-40 < 1: floor is 0 or -1
    X = u.sign ? -1 : 0;
  } else {
    const uint64_t mag = u.sig >> -sh;
    const bool lost = (u.sig & ((uint64_t{1} << -sh) - 1)) != 0;
    X = u.sign ? -static_cast<int64_t>(mag + (lost ? 1 : 0)) : static_cast<int64_t>(mag);
  }
  const int n = static_cast<int>(X >> 32);
  const uint32_t r = static_cast<uint32_t>(X & 0xffffffff);
  const int64_t y = eval(tables::kExp2[r >> 24], r & 0xffffffu, tables::kExp2TBits);
  return round_pack(false, static_cast<u128>(y), n - tables::kFrac, true);
}

// V_LOG_F32 (spec line 4851): log2(x), 1 ULP, denormals flushed. x = 2^e * z
// with z in [0.75, 1.5); log2(x) = e + (z - 1) * h(z), h(z) = log2(z)/(z-1),
// so the result is accurate relative to itself near x = 1.
uint32_t log2(uint32_t s0) {
  const Operand o = decode_flushed(s0);
  if (is_nan(o.x)) return quiet(o.x);
  if (is_zero(o.x)) return kNegInf;  // log(+-0) = -inf
  if (o.neg) return kDefaultNaN;     // includes -inf
  if (is_inf(o.x)) return kPosInf;
  int e = o.e;
  int64_t z;  // z * 2^24
  if (o.f >= (1u << 22)) {  // 1.f >= 1.5: use z = 1.f / 2
    z = (1 << 23) + o.f;
    ++e;
  } else {
    z = (int64_t{1} << 24) + 2 * int64_t{o.f};
  }
  const int64_t w = z - (int64_t{1} << 24);  // (z - 1) * 2^24, exact
  const int64_t h = eval(tables::kLog2[(z >> 16) - 192], static_cast<uint64_t>(z & 0xffff), tables::kLog2TBits);
  const int64_t l = w * h + (static_cast<int64_t>(e) << (24 + tables::kFrac));
  if (l == 0) return kPosZero;
  return round_pack(l < 0, static_cast<u128>(l < 0 ? -l : l), -24 - tables::kFrac, true);
}

namespace {

// sin(2*pi*x) (want_cos false) or cos(2*pi*x), "Denormals are supported"
// (spec lines 4875, 4878): MODE decides flushing.
uint32_t sincos(uint32_t s0, Mode m, bool want_cos) {
  const uint32_t x = m.allow_in() ? s0 : flush_denorm(s0);
  if (is_nan(x)) return quiet(x);
  if (is_inf(x)) return kDefaultNaN;
  if (is_zero(x)) return want_cos ? kOne : x;  // sin(-0) = -0, cos(+-0) = 1
  const Unpacked u = unpack(x);
  // r = frac(|x|) as a 64-bit fraction; exact when |x| >= 2^-41 (the fraction
  // bits of |x| then all lie at or above 2^-64). Below that r is only used for
  // the quadrant and table index (both 0); the product uses x exactly.
  uint64_t r = 0;
  const int sh = u.exp + 64;
  if (sh >= 64) r = 0;  // |x| >= 2^23 * 2: integer
  else if (sh >= 0) r = u.sig << sh;  // wraps away the integer part
  else if (sh > -64) r = u.sig >> -sh;
  // Quadrant (quarter turn) and position s in it; fold s onto [0, 1/8].
  unsigned quad = static_cast<unsigned>(r >> 62) + (want_cos ? 1u : 0u);
  uint64_t s = r & ((uint64_t{1} << 62) - 1);
  const bool fold = s > (uint64_t{1} << 61);
  if (fold) s = (uint64_t{1} << 62) - s;
  // sin(2 pi (quad/4 + s)) in terms of S = sin(2 pi s) and C = cos(2 pi s).
  const bool use_cos = ((quad & 1u) != 0) != fold;   // which of S(s'), C(s') gives the value
  const bool negate = ((quad & 2u) != 0) != (u.sign && !want_cos);
  const unsigned idx = static_cast<unsigned>(s >> 53);
  const uint64_t t = (s >> 29) & 0xffffffu;
  if (use_cos) {
    const int64_t y = eval(tables::kCos[idx], t, tables::kCosTBits);
    return round_pack(negate, static_cast<u128>(y), -tables::kFrac, !m.allow_out());
  }
  const int64_t q = eval(tables::kSinQ[idx], t, tables::kSinQTBits);
  // S(s') = s' * q(s'): s' exactly, as the 64-bit fraction or (tiny |x|) x itself.
  // s' never has more than 24 significant bits (it is |x| mod 1/4, or 1/4
  // minus that with s >= 1/8), so an RTL may normalise it to 24 bits and use
  // a 24 x 34 multiplier: the product, and so the result, is the same.
  const bool tiny = sh < 23;  // |x| < 2^-41
  const u128 sig = tiny ? static_cast<u128>(u.sig) : static_cast<u128>(s);
  const int e = tiny ? u.exp : -64;
  if (sig == 0) return kPosZero;  // exact zero of sin from a non-zero input is +0 (spec example: sin(-MaxFloat))
  return round_pack(negate, sig * static_cast<uint64_t>(q), e - tables::kFrac, !m.allow_out());
}

}  // namespace

uint32_t sin(uint32_t s0, Mode m) { return sincos(s0, m, false); }
uint32_t rcp_iflag(uint32_t s0) { return rcp(s0); }     // spec line 4857: D.f = 1.0 / S0.f
uint32_t exp_legacy(uint32_t s0) { return exp2(s0); }   // spec: D.f = pow(2.0, S0.f)
uint32_t log_legacy(uint32_t s0) { return log2(s0); }   // spec: D.f = log2(S0.f)
uint32_t cos(uint32_t s0, Mode m) { return sincos(s0, m, true); }

}  // namespace gcn::fp
