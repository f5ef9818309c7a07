// Conversions, rounding to integral, fract and frexp against the host
// (cvtsi2ss via C++ casts, libm floorf/ceilf/truncf/nearbyintf/frexpf) over
// corner values and random bit patterns, in every denorm mode.
#define BOOST_TEST_MODULE test_fp32_convert
#include <boost/test/included/unit_test.hpp>

#include <cfenv>
#include <climits>
#include <cmath>

#include "fp32.h"
#include "host_ref.h"

using namespace fptest;
namespace fp = gcn::fp;

namespace {

// Saturating conversion of an integral-or-not double, NaN -> 0 (spec lines
// 4776, 4779): written with host comparisons.
uint32_t sat_i32(double v) {
  if (std::isnan(v)) return 0;
  if (v >= 2147483648.0) return static_cast<uint32_t>(INT32_MAX);
  if (v <= -2147483648.0) return static_cast<uint32_t>(INT32_MIN);
  return static_cast<uint32_t>(static_cast<int32_t>(v));
}
uint32_t sat_u32(double v) {
  if (std::isnan(v)) return 0;
  if (v >= 4294967296.0) return UINT32_MAX;
  if (v <= -1.0) return 0;
  return static_cast<uint32_t>(static_cast<int64_t>(v));
}

std::vector<uint32_t> inputs() {
  std::vector<uint32_t> v = corner_values();
  // Every half-integer and its neighbours up to 2^9, both signs.
  for (int k = -1024; k <= 1024; ++k) {
    const uint32_t x = b(static_cast<float>(k) * 0.5f);
    for (uint32_t y : {x - 1, x, x + 1}) v.push_back(y);
  }
  std::mt19937_64 rng(0xc0417);
  for (int i = 0; i < 2'000'000; ++i) v.push_back(random_bits(rng));
  for (int i = 0; i < 500'000; ++i) v.push_back(random_near(rng, 0x4b000000u, 30));  // around 2^23
  return v;
}

}  // namespace

BOOST_AUTO_TEST_CASE(float_to_int_and_rounding) {
  Tally ti("cvt_i32_f32"), tu("cvt_u32_f32"), tflr("cvt_flr_i32_f32"), trpi("cvt_rpi_i32_f32");
  Tally ttr("trunc"), tce("ceil"), tfl("floor"), trn("rndne"), tfr("fract"), tfm("frexp_mant"), tfe("frexp_exp");
  const std::vector<uint32_t> xs = inputs();
  BOOST_REQUIRE(std::fegetround() == FE_TONEAREST);
  for (unsigned d = 0; d < 4; ++d) {
    const fp::Mode m{d, true, true};
    for (uint32_t x0 : xs) {
      const auto c = [&] { return hex(x0) + ", mode " + std::to_string(d); };
      const uint32_t x = m.allow_in() ? x0 : ftz(x0);
      const float v = f(x);
      const bool nan = std::isnan(v);
      const uint32_t qn = x | 0x00400000u;
      ti.eq(fp::cvt_i32_f32(x0, m), sat_i32(v), c);
      tu.eq(fp::cvt_u32_f32(x0, m), sat_u32(v), c);
      tflr.eq(fp::cvt_flr_i32_f32(x0, m), sat_i32(std::floor(static_cast<double>(v))), c);
      // Our reading of floor(S0 + 0.5): exact sum (double holds it exactly).
      trpi.eq(fp::cvt_rpi_i32_f32(x0, m), sat_i32(std::floor(static_cast<double>(v) + 0.5)), c);
      ttr.eq(fp::trunc(x0, m), nan ? qn : b(std::trunc(v)), c);
      tce.eq(fp::ceil(x0, m), nan ? qn : b(std::ceil(v)), c);
      tfl.eq(fp::floor(x0, m), nan ? qn : b(std::floor(v)), c);
      trn.eq(fp::rndne(x0, m), nan ? qn : b(std::nearbyint(v)), c);
      // fract = S0 + -floor(S0) as an FP32 add under the mode (host addss).
      uint32_t fr;
      {
        Mxcsr guard(false, !m.allow_out());
        fr = b(host_add(v, -std::floor(v)));
      }
      tfr.eq(fp::fract(x0, m), nan ? qn : fr, c);
      int e = 0;
      const float mant = std::frexp(v, &e);
      const bool special = nan || std::isinf(v);
      tfm.eq(fp::frexp_mant(x0, m), special ? x : b(mant), c);
      tfe.eq(fp::frexp_exp(x0, m), special ? 0u : static_cast<uint32_t>(e), c);
    }
  }
}

BOOST_AUTO_TEST_CASE(int_to_float) {
  Tally ti("cvt_f32_i32"), tu("cvt_f32_u32"), tb("cvt_f32_ubyte");
  std::vector<uint32_t> xs = {0, 1, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xffffffffu, 0x00ffffffu, 0x01000000u,
                              0x01000001u, 0x01000003u, 0xfeffffffu, 0x7fffff80u, 0x7fffffc0u, 0xffffff7fu};
  std::mt19937_64 rng(0x1f32);
  for (int i = 0; i < 2'000'000; ++i) {
    const uint32_t r = static_cast<uint32_t>(rng());
    xs.push_back(r >> (rng() % 32));  // all magnitudes
  }
  const fp::Mode m{3, true, true};
  for (uint32_t x : xs) {
    const auto c = [&] { return hex(x); };
    ti.eq(fp::cvt_f32_i32(x, m), b(static_cast<float>(static_cast<int32_t>(x))), c);
    tu.eq(fp::cvt_f32_u32(x, m), b(static_cast<float>(x)), c);
    for (unsigned k = 0; k < 4; ++k)
      tb.eq(fp::cvt_f32_ubyte(x, k), b(static_cast<float>((x >> (8 * k)) & 0xffu)), c);
  }
}
