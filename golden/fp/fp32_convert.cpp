// Conversions between FP32 and integers, rounding to integral values, frexp.
#include <climits>

#include "fp32_core.h"

namespace gcn::fp {
using namespace detail;

namespace {

uint32_t in(uint32_t x, Mode m) { return m.allow_in() ? x : flush_denorm(x); }

enum class ToInt { Trunc, Floor, HalfUp };

// Finite x rounded to an integer, saturated to +-2^40 (enough to saturate any
// 32-bit conversion afterwards).
int64_t to_integer(uint32_t x, ToInt kind) {
  if (is_zero(x)) return 0;
  const Unpacked u = unpack(x);
  constexpr int64_t kBig = int64_t{1} << 40;
  if (u.exp >= 0) {
    if (u.exp + std::bit_width(u.sig) > 40) return u.sign ? -kBig : kBig;
    const int64_t v = static_cast<int64_t>(u.sig) << u.exp;
    return u.sign ? -v : v;
  }
  const int sh = -u.exp;
  if (sh > 40) {  // 0 < |x| < 2^-16
    if (kind == ToInt::Floor && u.sign) return -1;
    return 0;
  }
  const int64_t s = u.sign ? -static_cast<int64_t>(u.sig) : static_cast<int64_t>(u.sig);
  switch (kind) {
    case ToInt::Trunc: {
      const int64_t mag = static_cast<int64_t>(u.sig >> sh);
      return u.sign ? -mag : mag;
    }
    case ToInt::Floor: return s >> sh;  // arithmetic shift = floor
    case ToInt::HalfUp: return (s + (int64_t{1} << (sh - 1))) >> sh;  // floor(x + 0.5), exact
  }
  return 0;
}

uint32_t sat_i32(int64_t v) {
  if (v > INT32_MAX) v = INT32_MAX;
  if (v < INT32_MIN) v = INT32_MIN;
  return static_cast<uint32_t>(static_cast<int32_t>(v));
}

// Saturating float -> i32 conversion; NaN -> 0 (spec line 4779).
uint32_t to_i32(uint32_t x, ToInt kind) {
  if (is_nan(x)) return 0;
  if (is_inf(x)) return (x >> 31) != 0 ? static_cast<uint32_t>(INT32_MIN) : static_cast<uint32_t>(INT32_MAX);
  return sat_i32(to_integer(x, kind));
}

enum class Integral { Trunc, Floor, Ceil, NearestEven };

// Rounds to an integral float. The result is exact, so no output flushing
// can apply (integral values are never denormal).
uint32_t round_integral(uint32_t x, Integral kind) {
  if (is_nan(x)) return quiet(x);
  if (is_inf(x) || is_zero(x)) return x;
  const bool neg = (x >> 31) != 0;
  const uint32_t biased = (x >> 23) & 0xffu;
  if (biased >= 150) return x;  // already integral
  const uint32_t sign = x & 0x80000000u;
  if (biased < 127) {  // 0 < |x| < 1
    bool up = false;
    switch (kind) {
      case Integral::Trunc: break;
      case Integral::Floor: up = neg; break;
      case Integral::Ceil: up = !neg; break;
      case Integral::NearestEven: up = (x & 0x7fffffffu) > 0x3f000000u; break;  // |x| > 0.5
    }
    return up ? (sign | kOne) : sign;
  }
  const uint32_t nbits = 150 - biased;  // fraction bits in the significand, 1..23
  const uint32_t mask = (1u << nbits) - 1;
  const uint32_t frac = x & mask;
  const uint32_t base = x & ~mask;
  if (frac == 0) return x;
  bool up = false;  // round the magnitude up
  switch (kind) {
    case Integral::Trunc: break;
    case Integral::Floor: up = neg; break;
    case Integral::Ceil: up = !neg; break;
    case Integral::NearestEven: {
      const uint32_t half = 1u << (nbits - 1);
      up = frac > half || (frac == half && ((x >> nbits) & 1u) != 0);
      break;
    }
  }
  // Adding one unit of the integer lsb carries into the exponent field as
  // needed (e.g. 1.5 -> 2.0).
  return up ? base + (1u << nbits) : base;
}

}  // namespace

// V_CVT_F32_I32 / V_CVT_F32_U32: "0.5ULP accuracy" (spec lines 4770, 4773).
uint32_t cvt_f32_i32(uint32_t s0, Mode) {
  const int64_t v = static_cast<int32_t>(s0);
  return round_pack(v < 0, static_cast<u128>(v < 0 ? -v : v), 0, false);
}
uint32_t cvt_f32_u32(uint32_t s0, Mode) { return round_pack(false, s0, 0, false); }

// V_CVT_I32_F32 (spec line 4779): truncate, saturate, NaN -> 0.
uint32_t cvt_i32_f32(uint32_t s0, Mode m) { return to_i32(in(s0, m), ToInt::Trunc); }

// V_CVT_U32_F32 (spec line 4776): truncate, saturate to [0, UINT_MAX], NaN -> 0.
uint32_t cvt_u32_f32(uint32_t s0, Mode m) {
  const uint32_t x = in(s0, m);
  if (is_nan(x)) return 0;
  if (is_inf(x)) return (x >> 31) != 0 ? 0u : UINT32_MAX;
  const int64_t v = to_integer(x, ToInt::Trunc);
  if (v < 0) return 0;
  if (v > int64_t{UINT32_MAX}) return UINT32_MAX;
  return static_cast<uint32_t>(v);
}

// V_CVT_RPI_I32_F32: (int)floor(S0.f + 0.5) (spec line 4788). Reading: the
// sum is exact (not rounded to FP32 first), i.e. round half up.
uint32_t cvt_rpi_i32_f32(uint32_t s0, Mode m) { return to_i32(in(s0, m), ToInt::HalfUp); }

// V_CVT_FLR_I32_F32: (int)floor(S0.f) (spec line 4791), denormals supported
// (MODE decides), so floor(-denorm) = -1 unless inputs are flushed.
uint32_t cvt_flr_i32_f32(uint32_t s0, Mode m) { return to_i32(in(s0, m), ToInt::Floor); }

// V_CVT_F32_UBYTE0..3 (spec lines 4803..4812): exact.
uint32_t cvt_f32_ubyte(uint32_t s0, unsigned byte) {
  return round_pack(false, (s0 >> (8 * (byte & 3u))) & 0xffu, 0, false);
}

// V_TRUNC/CEIL/FLOOR_F32 (spec lines 4836, 4839, 4845) and V_RNDNE_F32 (line 4842,
// "Round-to-nearest-even semantics": the semantic sentence wins over the
// floor(S0 + 0.5) sketch, which double-rounds for 0.49999997 and odd
// integers above 2^23).
uint32_t trunc(uint32_t s0, Mode m) { return round_integral(in(s0, m), Integral::Trunc); }
uint32_t ceil(uint32_t s0, Mode m) { return round_integral(in(s0, m), Integral::Ceil); }
uint32_t floor(uint32_t s0, Mode m) { return round_integral(in(s0, m), Integral::Floor); }
uint32_t rndne(uint32_t s0, Mode m) { return round_integral(in(s0, m), Integral::NearestEven); }

// V_FRACT_F32: D = S0 + -floor(S0) (spec line 4833), evaluated literally as
// an FP32 add (so fract(-tiny) rounds to 1.0 and fract(inf) is NaN).
uint32_t fract(uint32_t s0, Mode m) {
  const uint32_t x = in(s0, m);
  if (is_nan(x)) return quiet(x);
  const uint32_t fl = round_integral(x, Integral::Floor);
  return add(x, fl ^ 0x80000000u, m);
}

// V_FREXP_MANT_F32 (spec line 4908): inf/NaN return S0 unchanged; otherwise
// the significand scaled into [0.5, 1) with S0's sign. Zero stays zero.
uint32_t frexp_mant(uint32_t s0, Mode m) {
  const uint32_t x = in(s0, m);
  if (is_nan(x) || is_inf(x) || is_zero(x)) return x;
  const Unpacked u = unpack(x);
  return round_pack(u.sign, u.sig, -std::bit_width(u.sig), false);
}

// V_FREXP_EXP_I32_F32 (spec line 4905): Exponent(S0) - 127 + 1 for normals;
// 0 for inf/NaN; reading: 0 for zero (as C frexp), the normalised exponent
// for a denormal that is not flushed.
uint32_t frexp_exp(uint32_t s0, Mode m) {
  const uint32_t x = in(s0, m);
  if (is_nan(x) || is_inf(x) || is_zero(x)) return 0;
  const Unpacked u = unpack(x);
  return static_cast<uint32_t>(u.exp + std::bit_width(u.sig));
}

}  // namespace gcn::fp
