// VOP3 output modifiers: omod (scale by 2, 4 or 1/2) then clamp.
// Spec line 1307: "an output modifier (OMOD field) that multiplies the result
// by: 0.5, 1.0, 2.0 or 4.0. Optionally, the result can be clamped (CLAMP
// field) to the range [0.0, +1.0]".
#include "fp32_core.h"

namespace gcn::fp {
using namespace detail;

// Reading (docs/fp32.md): the scaling is exact and then rounded/flushed like
// any result (it only rounds for /2 of a denormal-range value or overflows to
// inf for *2, *4). omod is a multiplication, so a NaN comes out quieted (this
// only shows for results that pass an operand through: frexp_mant of an sNaN,
// non-IEEE min/max of two NaNs); inf and zero pass unchanged. omod = 0 leaves
// the result untouched.
uint32_t apply_omod(uint32_t r, unsigned omod, Mode m) {
  static constexpr int kShift[4] = {0, 1, 2, -1};
  const int k = kShift[omod & 3u];
  if (k == 0) return r;
  if (is_nan(r)) return quiet(r);
  if (is_inf(r) || is_zero(r)) return r;
  const Unpacked u = unpack(r);
  return round_pack(u.sign, u.sig, u.exp + k, !m.allow_out());
}

// Clamp to [0.0, 1.0] (line 1663: "For floating point operations, it clamps
// the result to the range: [0.0, 1.0]"). A NaN becomes +0.0 when MODE.DX10_CLAMP
// is set (line 331: "when set, clamp NaN to zero; otherwise, pass NaN
// through"). Reading: -0.0 and negative values clamp to +0.0.
uint32_t apply_clamp(uint32_t r, Mode m) {
  if (is_nan(r)) return m.dx10_clamp ? kPosZero : r;
  if ((r >> 31) != 0) return kPosZero;
  if (r > kOne) return kOne;
  return r;
}

uint32_t apply_output_modifiers(uint32_t r, unsigned omod, bool clamp, Mode m) {
  r = apply_omod(r, omod, m);
  return clamp ? apply_clamp(r, m) : r;
}

}  // namespace gcn::fp
