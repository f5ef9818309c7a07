// V_DIV_SCALE_F32 (VOP3B 480, spec line 5967) and V_DIV_FIXUP_F32 (VOP3A 478,
// spec line 5961): the pre-scale and post-fixup of the division macro. The
// readings of the pseudo-code are in docs/fp32.md ("div_scale", "div_fixup");
// rtl/fp/gcn_fp32_lane.sv implements the same ones.
#include "fp32_core.h"

namespace gcn::fp {
using namespace detail;

namespace {

// exponent(x) of the pseudo-code: the biased exponent field (so that DIV_FIXUP's
// "exponent(S1.f) == 255" is inf/NaN); 0 for zeros and denormals.
int exponent(uint32_t x) { return static_cast<int>((x >> 23) & 0xffu); }

// Float equality: false with a NaN, +0 == -0.
bool feq(uint32_t a, uint32_t b) {
  if (is_nan(a) || is_nan(b)) return false;
  return a == b || (is_zero(a) && is_zero(b));
}

// Finite non-zero x as M * 2^E with M in [2^23, 2^24) (denormals shifted up).
Unpacked normalised(uint32_t x) {
  Unpacked u = unpack(x);
  while (u.sig < 0x800000u) u.sig <<= 1, --u.exp;
  return u;
}

bool finite(uint32_t x) { return (x & 0x7f800000u) != 0x7f800000u; }

// "1 / S1.f == DENORM": the exact reciprocal of the finite non-zero S1 is
// below 2^-126, i.e. |S1| > 2^126 (0x7e800000).
bool rcp_is_denorm(uint32_t s1) { return finite(s1) && (s1 & 0x7fffffffu) > 0x7e800000u; }

// "S2.f / S1.f == DENORM": the exact quotient of the finite non-zero S2 and
// S1 has a magnitude below 2^-126. With both normalised to 24-bit
// significands M * 2^E: |S2| < 2^-126 |S1| iff d = E2 - E1 + 126 < 0, or d == 0
// and M2 < M1.
bool quot_is_denorm(uint32_t s2, uint32_t s1) {
  if (!finite(s1) || !finite(s2) || is_zero(s1) || is_zero(s2)) return false;
  const Unpacked u2 = normalised(s2), u1 = normalised(s1);
  const int d = u2.exp - u1.exp + 126;
  return d < 0 || (d == 0 && u2.sig < u1.sig);
}

}  // namespace

// Reading (docs/fp32.md): operands are not input-flushed (the op tests for
// denormals; its partner V_DIV_FMAS_F32 "Input denormals are not flushed, but
// output flushing is allowed"); D is ldexp(S0, k) with k = 64, -64 where the
// pseudo-code assigns it and k = 0 where it does not (the value S0, NaN
// quieted, a denormal flushed if MODE flushes outputs); DENORM tests are on
// the exact values.
uint32_t div_scale(uint32_t s0, uint32_t s1, uint32_t s2, Mode m, bool& vcc) {
  vcc = false;
  if (is_zero(s2) || is_zero(s1)) return kDefaultNaN;
  int k = 0;
  if (exponent(s2) - exponent(s1) >= 96) {  // N/D near MAX_FLOAT
    vcc = true;
    if (feq(s0, s1)) k = 64;                 // only scale the denominator
  } else if (is_denorm(s1)) {
    k = 64;
  } else if (rcp_is_denorm(s1) && quot_is_denorm(s2, s1)) {
    vcc = true;
    if (feq(s0, s1)) k = 64;
  } else if (rcp_is_denorm(s1)) {
    k = -64;
  } else if (quot_is_denorm(s2, s1)) {
    vcc = true;
    if (feq(s0, s2)) k = 64;                 // only scale the numerator
  } else if (exponent(s2) <= 23) {           // numerator is tiny
    k = 64;
  }
  Mode keep_in = m;
  keep_in.denorm |= 1u;
  return ldexp(s0, k, keep_in);
}

// Reading (docs/fp32.md): operands are input-flushed per MODE; "underflow" is
// the round-to-nearest result of a quotient below 2^-150, a signed zero; the
// "overflow" branch needs exponent(S1) == 255, which the inf/NaN branches
// before it have taken, so it never decides; the last branch returns S0 with
// the sign replaced (a move: NaN not quieted, a denormal flushed if MODE
// flushes outputs).
uint32_t div_fixup(uint32_t s0, uint32_t s1, uint32_t s2, Mode m) {
  if (!m.allow_in()) {
    s0 = flush_denorm(s0);
    s1 = flush_denorm(s1);
    s2 = flush_denorm(s2);
  }
  const uint32_t sign = (s1 ^ s2) & 0x80000000u;
  if (is_nan(s2)) return quiet(s2);
  if (is_nan(s1)) return quiet(s1);
  if (is_zero(s1) && is_zero(s2)) return kDefaultNaN;   // 0/0
  if (is_inf(s1) && is_inf(s2)) return kDefaultNaN;     // inf/inf
  if (is_zero(s1) || is_inf(s2)) return sign | kPosInf;  // x/0, inf/y
  if (is_inf(s1) || is_zero(s2)) return sign;            // x/inf, 0/y
  if (exponent(s2) - exponent(s1) < -150) return sign;   // underflow
  const uint32_t r = sign | (s0 & 0x7fffffffu);
  return m.allow_out() ? r : flush_denorm(r);
}

}  // namespace gcn::fp
