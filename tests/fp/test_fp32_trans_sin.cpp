// Accuracy of sin(2 pi x) and cos(2 pi x) against long double libm. The spec
// states no bound (lines 4875, 4878); our documented target is 1 ULP.
#define BOOST_TEST_MODULE test_fp32_trans_sin
#include <boost/test/included/unit_test.hpp>

#include "fp32.h"
#include "ulp_meter.h"

using namespace fptest;
namespace fp = gcn::fp;

namespace {
constexpr int kRandom = 2'000'000;
constexpr long double kPi = 3.141592653589793238462643383279502884L;

// sin(2 pi x), reduced exactly: r = frac(|x|) then folded to [-1/4, 1/4].
long double sin2pi(long double x) {
  const long double s = x < 0 ? -1.0L : 1.0L;
  long double r = std::fmod(std::fabs(x), 1.0L);  // exact
  if (r > 0.5L) r -= 1.0L;                          // (-0.5, 0.5], exact
  if (r > 0.25L) r = 0.5L - r;                      // sin(pi - a) = sin(a)
  if (r < -0.25L) r = -0.5L - r;
  return s * std::sin(2 * kPi * r);
}
long double cos2pi(long double x) {
  long double r = std::fmod(std::fabs(x), 1.0L);
  if (r > 0.5L) r = 1.0L - r;  // cos is even and 1-periodic: r in [0, 0.5]
  return sin2pi(0.25L - r);    // cos(a) = sin(pi/2 - a)
}
}  // namespace

BOOST_AUTO_TEST_CASE(sin_cos_accuracy) {
  UlpMeter us("sin", 1.0L, false), uc("cos", 1.0L, false);  // mode 3 keeps denormals
  const fp::Mode m{3, true, true};
  auto one = [&](uint32_t x) {
    const long double xl = f(x);
    us.add(x, fp::sin(x, m), sin2pi(xl));
    uc.add(x, fp::cos(x, m), cos2pi(xl));
  };
  for (uint32_t fr = 0; fr < (1u << 23); ++fr) one(0x3e800000u | fr);  // every float in [0.25, 0.5): octant folds
  std::mt19937_64 rng(0x5c);
  for (int i = 0; i < kRandom; ++i) {
    // Exponents from 2^-150 to 2^25, both signs.
    const uint32_t r = static_cast<uint32_t>(rng());
    const uint32_t e = static_cast<uint32_t>(rng() % 176);
    one((r & 0x807fffffu) | (e << 23));
  }
}

// sin/cos honour MODE ("Denormals are supported"): inputs flushed when the
// mode flushes inputs, denormal results flushed when it flushes outputs.
BOOST_AUTO_TEST_CASE(sin_cos_denorm_modes) {
  std::mt19937_64 rng(0x5d);
  for (unsigned d = 0; d < 3; ++d) {
    const fp::Mode m{d, true, true};
    const std::string tag = " m" + std::to_string(d);
    UlpMeter us("sin" + tag, 1.0L, !m.allow_out()), uc("cos" + tag, 1.0L, !m.allow_out());
    for (int i = 0; i < 300'000; ++i) {
      // Exponent fields 0..40: denormals and tiny normals, where flushing shows.
      const uint32_t x = (static_cast<uint32_t>(rng()) & 0x807fffffu) | (static_cast<uint32_t>(rng() % 41) << 23);
      const long double xl = f(m.allow_in() ? x : ftz(x));
      us.add(x, fp::sin(x, m), sin2pi(xl));
      uc.add(x, fp::cos(x, m), cos2pi(xl));
    }
  }
}
