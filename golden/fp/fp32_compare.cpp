// min/max/min3/max3/med3, the sixteen compare predicates and the class test.
//
// "Rounding and Denormal modes apply to all floating-point operations unless
// otherwise specified" (spec line 3709): min/max/med3 and compares see denorm
// inputs flushed when MODE flushes input denorms, and min/max/med3 flush a
// denormal result when MODE flushes output denorms. V_CMP_CLASS_F32 inspects
// the raw bits (a class test that could not see denormals would be useless).
#include "fp32_core.h"

namespace gcn::fp {

namespace {

uint32_t in(uint32_t x, Mode m) { return m.allow_in() ? x : flush_denorm(x); }
uint32_t out(uint32_t x, Mode m) { return m.allow_out() ? x : flush_denorm(x); }

// Numeric order of non-NaN values; +0 and -0 compare equal.
int64_t key(uint32_t x) {
  const int64_t mag = x & 0x7fffffffu;
  return (x >> 31) != 0 ? -mag : mag;
}

// Spec pseudo-code of V_MIN_F32 (line 4612), inputs already flushed.
uint32_t min_raw(uint32_t a, uint32_t b, bool ieee) {
  if (ieee && is_snan(a)) return quiet(a);
  if (ieee && is_snan(b)) return quiet(b);
  if (is_nan(a)) return b;
  if (is_nan(b)) return a;
  if (a == kPosZero && b == kNegZero) return b;
  if (a == kNegZero && b == kPosZero) return a;
  return key(a) < key(b) ? a : b;
}

// Spec pseudo-code of V_MAX_F32 (line 4615), inputs already flushed.
uint32_t max_raw(uint32_t a, uint32_t b, bool ieee) {
  if (ieee && is_snan(a)) return quiet(a);
  if (ieee && is_snan(b)) return quiet(b);
  if (is_nan(a)) return b;
  if (is_nan(b)) return a;
  if (a == kPosZero && b == kNegZero) return a;
  if (a == kNegZero && b == kPosZero) return b;
  if (ieee) return key(a) >= key(b) ? a : b;
  return key(a) > key(b) ? a : b;
}

}  // namespace

uint32_t min(uint32_t s0, uint32_t s1, Mode m) { return out(min_raw(in(s0, m), in(s1, m), m.ieee), m); }
uint32_t max(uint32_t s0, uint32_t s1, Mode m) { return out(max_raw(in(s0, m), in(s1, m), m.ieee), m); }

// V_MIN3_F32 = V_MIN_F32(V_MIN_F32(S0, S1), S2) (spec line 5920).
uint32_t min3(uint32_t s0, uint32_t s1, uint32_t s2, Mode m) {
  return out(min_raw(min_raw(in(s0, m), in(s1, m), m.ieee), in(s2, m), m.ieee), m);
}

// V_MAX3_F32 = V_MAX_F32(V_MAX_F32(S0, S1), S2) (spec line 5929).
uint32_t max3(uint32_t s0, uint32_t s1, uint32_t s2, Mode m) {
  return out(max_raw(max_raw(in(s0, m), in(s1, m), m.ieee), in(s2, m), m.ieee), m);
}

// V_MED3_F32 (spec line 5938). "V_MAX3_F32(...) == S0.f" is a float equality.
uint32_t med3(uint32_t s0, uint32_t s1, uint32_t s2, Mode m) {
  const uint32_t a = in(s0, m), b = in(s1, m), c = in(s2, m);
  uint32_t r;
  if (is_nan(a) || is_nan(b) || is_nan(c)) {
    r = min_raw(min_raw(a, b, m.ieee), c, m.ieee);
  } else {
    const int64_t mx = key(max_raw(max_raw(a, b, m.ieee), c, m.ieee));
    if (mx == key(a)) r = max_raw(b, c, m.ieee);
    else if (mx == key(b)) r = max_raw(a, c, m.ieee);
    else r = max_raw(a, b, m.ieee);
  }
  return out(r, m);
}

// Predicate numbering (opcode - 0x40) encodes a truth table: bit 0 = "less",
// bit 1 = "equal", bit 2 = "greater", bit 3 = "unordered" (spec lines
// 5269..5314: LT=1, EQ=2, LE=3, GT=4, LG=5, GE=6, O=7, U=8, NGE=9 = !(>=), ...).
bool cmp(Cmp pred, uint32_t s0, uint32_t s1, Mode m) {
  const uint32_t a = in(s0, m), b = in(s1, m);
  unsigned rel;
  if (is_nan(a) || is_nan(b)) rel = 3;
  else if (key(a) < key(b)) rel = 0;
  else if (key(a) == key(b)) rel = 1;
  else rel = 2;
  return ((static_cast<unsigned>(pred) >> rel) & 1u) != 0;
}

// Class numbering of V_CMP_CLASS_F32 (spec line 5155).
unsigned fp_class(uint32_t x) {
  const bool neg = (x >> 31) != 0;
  if (is_nan(x)) return is_snan(x) ? 0 : 1;
  if (is_inf(x)) return neg ? 2 : 9;
  if (is_zero(x)) return neg ? 5 : 6;
  if (is_denorm(x)) return neg ? 4 : 7;
  return neg ? 3 : 8;
}

bool cmp_class(uint32_t s0, uint32_t mask) { return ((mask >> fp_class(s0)) & 1u) != 0; }

}  // namespace gcn::fp
