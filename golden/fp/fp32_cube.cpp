// V_CUBEID/SC/TC/MA_F32 (spec lines 5883..5892) and V_CVT_OFF_F32_I4 (4794).
//
// Readings (docs/fp32.md): the operands are input-flushed per MODE; the
// pseudo-code's comparisons are float comparisons (false with a NaN, -0 is not
// < 0); "-S0.f" flips the sign bit of the operand (a move, NaNs not quieted)
// and a returned denormal is flushed when MODE flushes outputs, as for
// min/max; "2.0 * S.f" is a float multiply under MODE.
#include "fp32_core.h"

namespace gcn::fp {
using namespace detail;

namespace {

uint32_t in(uint32_t x, Mode m) { return m.allow_in() ? x : flush_denorm(x); }
uint32_t out(uint32_t x, Mode m) { return m.allow_out() ? x : flush_denorm(x); }

// |a| >= |b| as a float comparison (false if either is NaN).
bool abs_ge(uint32_t a, uint32_t b) {
  if (is_nan(a) || is_nan(b)) return false;
  return (a & 0x7fffffffu) >= (b & 0x7fffffffu);
}
// x < 0 as a float comparison.
bool lt0(uint32_t x) { return !is_nan(x) && !is_zero(x) && (x >> 31) != 0; }

enum class Axis { X, Y, Z };
Axis major(uint32_t x, uint32_t y, uint32_t z) {
  if (abs_ge(z, x) && abs_ge(z, y)) return Axis::Z;
  if (abs_ge(y, x)) return Axis::Y;
  return Axis::X;
}
constexpr uint32_t neg(uint32_t x) { return x ^ 0x80000000u; }

}  // namespace

uint32_t cubeid(uint32_t s0, uint32_t s1, uint32_t s2, Mode m) {
  const uint32_t x = in(s0, m), y = in(s1, m), z = in(s2, m);
  unsigned id;
  switch (major(x, y, z)) {
    case Axis::Z: id = lt0(z) ? 5 : 4; break;
    case Axis::Y: id = lt0(y) ? 3 : 2; break;
    default: id = lt0(x) ? 1 : 0; break;
  }
  return round_pack(false, id, 0, false);
}

uint32_t cubesc(uint32_t s0, uint32_t s1, uint32_t s2, Mode m) {
  const uint32_t x = in(s0, m), y = in(s1, m), z = in(s2, m);
  switch (major(x, y, z)) {
    case Axis::Z: return out(lt0(z) ? neg(x) : x, m);
    case Axis::Y: return out(x, m);
    default: return out(lt0(x) ? z : neg(z), m);
  }
}

uint32_t cubetc(uint32_t s0, uint32_t s1, uint32_t s2, Mode m) {
  const uint32_t x = in(s0, m), y = in(s1, m), z = in(s2, m);
  switch (major(x, y, z)) {
    case Axis::Y: return out(lt0(y) ? neg(z) : z, m);
    default: return out(neg(y), m);
  }
}

uint32_t cubema(uint32_t s0, uint32_t s1, uint32_t s2, Mode m) {
  const uint32_t x = in(s0, m), y = in(s1, m), z = in(s2, m);
  const Axis a = major(x, y, z);
  return mul(0x40000000u, a == Axis::Z ? z : a == Axis::Y ? y : x, m);
}

// 1000 -> -0.5 ... 1111 -> -0.0625, 0000 -> 0.0 ... 0111 -> 0.4375.
uint32_t cvt_off_f32_i4(uint32_t s0) {
  const int v = static_cast<int>(s0 & 7u) - static_cast<int>(s0 & 8u);
  return round_pack(v < 0, static_cast<u128>(v < 0 ? -v : v), -4, false);
}

}  // namespace gcn::fp
