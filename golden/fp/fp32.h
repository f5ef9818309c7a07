// Bit-exact FP32 arithmetic of the Vega VALU, shared reading with rtl/fp/.
//
// Every function is pure: it maps uint32_t bit patterns (and an explicit Mode)
// to a bit pattern. The implementation uses integer arithmetic only, so the
// results never depend on the host FPU, its MXCSR state or compiler flags.
// Readings that the spec leaves open are listed in docs/fp32.md.
#pragma once

#include <cstdint>

namespace gcn::fp {

// The parts of the MODE register that FP32 arithmetic depends on.
struct Mode {
  // MODE.FP_DENORM[5:4]: 0 flush in+out, 1 allow in / flush out,
  // 2 flush in / allow out, 3 allow both (Vega ISA "Round and Denormal Modes").
  unsigned denorm = 3;
  bool ieee = true;        // MODE.IEEE (bit 9): sNaN quieting in min/max
  bool dx10_clamp = true;  // MODE.DX10_CLAMP (bit 8): clamp turns NaN into 0

  bool allow_in() const { return (denorm & 1u) != 0; }
  bool allow_out() const { return (denorm & 2u) != 0; }

  // Builds the FP32 view from a raw 32-bit MODE register value.
  static Mode from_reg(uint32_t mode_reg) {
    return Mode{(mode_reg >> 4) & 3u, ((mode_reg >> 9) & 1u) != 0, ((mode_reg >> 8) & 1u) != 0};
  }
};

// Frequently used bit patterns.
inline constexpr uint32_t kPosZero = 0x00000000u;
inline constexpr uint32_t kNegZero = 0x80000000u;
inline constexpr uint32_t kOne = 0x3f800000u;
inline constexpr uint32_t kPosInf = 0x7f800000u;
inline constexpr uint32_t kNegInf = 0xff800000u;
inline constexpr uint32_t kDefaultNaN = 0xffc00000u;  // generated NaN (spec: V_RSQ_F32(-INF))

// ---- classification helpers (raw bits, no flushing) ----
constexpr bool is_nan(uint32_t x) { return (x & 0x7fffffffu) > 0x7f800000u; }
constexpr bool is_snan(uint32_t x) { return is_nan(x) && (x & 0x00400000u) == 0; }
constexpr bool is_inf(uint32_t x) { return (x & 0x7fffffffu) == 0x7f800000u; }
constexpr bool is_zero(uint32_t x) { return (x & 0x7fffffffu) == 0; }
constexpr bool is_denorm(uint32_t x) { return (x & 0x7f800000u) == 0 && (x & 0x007fffffu) != 0; }
constexpr uint32_t quiet(uint32_t x) { return x | 0x00400000u; }
// Flushing an input denorm gives a zero of the same sign.
constexpr uint32_t flush_denorm(uint32_t x) { return is_denorm(x) ? (x & 0x80000000u) : x; }

// ---- arithmetic (fp32_arith.cpp) ----
uint32_t add(uint32_t s0, uint32_t s1, Mode m);
uint32_t sub(uint32_t s0, uint32_t s1, Mode m);
uint32_t subrev(uint32_t s0, uint32_t s1, Mode m);  // S1 - S0, NaNs in S0, S1 order
uint32_t mul(uint32_t s0, uint32_t s1, Mode m);
uint32_t mul_legacy(uint32_t s0, uint32_t s1, Mode m);  // DX9: 0 * x = +0
uint32_t fma(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);  // fused, one rounding
uint32_t mad(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);  // unfused, always flushes
uint32_t mad_legacy(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);
uint32_t ldexp(uint32_t s0, int32_t s1, Mode m);
// V_DIV_FMAS_F32: fma, scaled by 2^32 before its one rounding when vcc.
uint32_t div_fmas(uint32_t s0, uint32_t s1, uint32_t s2, bool vcc, Mode m);

// ---- division pre-scale and fixup (fp32_div.cpp) ----
// V_DIV_SCALE_F32: S0 scaled (S1 denominator, S2 numerator); vcc is the lane's
// VCC result.
uint32_t div_scale(uint32_t s0, uint32_t s1, uint32_t s2, Mode m, bool& vcc);
// V_DIV_FIXUP_F32: S0 quotient, S1 denominator, S2 numerator.
uint32_t div_fixup(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);

// ---- cube map and interpolation helpers (fp32_cube.cpp) ----
uint32_t cubeid(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);
uint32_t cubesc(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);
uint32_t cubetc(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);
uint32_t cubema(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);
uint32_t cvt_off_f32_i4(uint32_t s0);  // S0[3:0] as a signed 4-bit integer / 16

// ---- min/max/compare/class (fp32_compare.cpp) ----
uint32_t min(uint32_t s0, uint32_t s1, Mode m);
uint32_t max(uint32_t s0, uint32_t s1, Mode m);
uint32_t min3(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);
uint32_t max3(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);
uint32_t med3(uint32_t s0, uint32_t s1, uint32_t s2, Mode m);

// V_CMP_*_F32 predicates, numbered as the VOPC opcode minus 0x40.
enum class Cmp : unsigned { F, LT, EQ, LE, GT, LG, GE, O, U, NGE, NLG, NGT, NLE, NEQ, NLT, TRU };
bool cmp(Cmp pred, uint32_t s0, uint32_t s1, Mode m);
// V_CMP_CLASS_F32: true if S0 is any class selected in the 10-bit mask.
bool cmp_class(uint32_t s0, uint32_t mask);
// The single class bit (0..9) of x, as the spec numbers them.
unsigned fp_class(uint32_t x);

// ---- conversions and rounding to integral (fp32_convert.cpp) ----
uint32_t cvt_f32_i32(uint32_t s0, Mode m);
uint32_t cvt_f32_u32(uint32_t s0, Mode m);
uint32_t cvt_i32_f32(uint32_t s0, Mode m);
uint32_t cvt_u32_f32(uint32_t s0, Mode m);
uint32_t cvt_rpi_i32_f32(uint32_t s0, Mode m);
uint32_t cvt_flr_i32_f32(uint32_t s0, Mode m);
uint32_t cvt_f32_ubyte(uint32_t s0, unsigned byte);  // V_CVT_F32_UBYTE0..3
uint32_t trunc(uint32_t s0, Mode m);
uint32_t ceil(uint32_t s0, Mode m);
uint32_t floor(uint32_t s0, Mode m);
uint32_t rndne(uint32_t s0, Mode m);
uint32_t fract(uint32_t s0, Mode m);
uint32_t frexp_mant(uint32_t s0, Mode m);
uint32_t frexp_exp(uint32_t s0, Mode m);  // returns the i32 bit pattern

// ---- output modifiers (fp32_output.cpp) ----
// omod field of VOP3: 0 none, 1 *2, 2 *4, 3 /2. Exact scaling, then rounded
// and flushed like any result under the mode's output denorm setting.
uint32_t apply_omod(uint32_t r, unsigned omod, Mode m);
// clamp to [0.0, 1.0]; NaN -> +0.0 when DX10_CLAMP, else passed through.
uint32_t apply_clamp(uint32_t r, Mode m);
// Both, in the order the hardware applies them (omod first).
uint32_t apply_output_modifiers(uint32_t r, unsigned omod, bool clamp, Mode m);

// ---- transcendentals (fp32_trans.cpp, algorithm in docs/fp32.md) ----
uint32_t rcp(uint32_t s0);
uint32_t rsq(uint32_t s0);
uint32_t sqrt(uint32_t s0);
uint32_t exp2(uint32_t s0);
uint32_t log2(uint32_t s0);
uint32_t sin(uint32_t s0, Mode m);  // sin(2*pi*x)
uint32_t cos(uint32_t s0, Mode m);  // cos(2*pi*x)
// V_RCP_IFLAG_F32 (integer-division macro), V_EXP_LEGACY_F32 and
// V_LOG_LEGACY_F32: the spec gives the same formula as V_RCP/EXP/LOG_F32 and
// defines no other numerics, so the results are those (docs/fp32.md).
uint32_t rcp_iflag(uint32_t s0);
uint32_t exp_legacy(uint32_t s0);
uint32_t log_legacy(uint32_t s0);

}  // namespace gcn::fp
