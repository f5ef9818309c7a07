// Accuracy of rcp, rsq and sqrt against long double libm: exhaustive over the
// significand (all 2^23 fractions, both exponent parities for rsq/sqrt), plus
// random inputs over the whole exponent range. Bound: 1 ULP (spec lines 4854,
// 4860, 4869). Prints the worst error measured.
#define BOOST_TEST_MODULE test_fp32_trans_alg
#include <boost/test/included/unit_test.hpp>

#include "fp32.h"
#include "ulp_meter.h"

using namespace fptest;
namespace fp = gcn::fp;

namespace {
constexpr int kRandom = 2'000'000;
uint32_t random_positive_normal(std::mt19937_64& rng) {
  const uint32_t x = static_cast<uint32_t>(rng());
  return (x & 0x007fffffu) | ((1 + static_cast<uint32_t>((x >> 23) % 254)) << 23);
}
}  // namespace

BOOST_AUTO_TEST_CASE(rcp_accuracy) {
  UlpMeter u("rcp", 1.0L);
  for (uint32_t fr = 0; fr < (1u << 23); ++fr) {
    const uint32_t x = 0x3f800000u | fr;
    u.add(x, fp::rcp(x), 1.0L / f(x));
  }
  std::mt19937_64 rng(0x7cc1);
  for (int i = 0; i < kRandom; ++i) {
    const uint32_t x = random_positive_normal(rng) | ((i & 1) ? 0x80000000u : 0u);
    u.add(x, fp::rcp(x), 1.0L / f(x));
  }
}

BOOST_AUTO_TEST_CASE(rsq_accuracy) {
  UlpMeter u("rsq", 1.0L);
  for (uint32_t fr = 0; fr < (1u << 23); ++fr)
    for (uint32_t e : {0x3f800000u, 0x40000000u}) {
      const uint32_t x = e | fr;
      u.add(x, fp::rsq(x), 1.0L / std::sqrt(static_cast<long double>(f(x))));
    }
  std::mt19937_64 rng(0x7cc2);
  for (int i = 0; i < kRandom; ++i) {
    const uint32_t x = random_positive_normal(rng);
    u.add(x, fp::rsq(x), 1.0L / std::sqrt(static_cast<long double>(f(x))));
  }
}

BOOST_AUTO_TEST_CASE(sqrt_accuracy) {
  UlpMeter u("sqrt", 1.0L);
  for (uint32_t fr = 0; fr < (1u << 23); ++fr)
    for (uint32_t e : {0x3f800000u, 0x40000000u}) {
      const uint32_t x = e | fr;
      u.add(x, fp::sqrt(x), std::sqrt(static_cast<long double>(f(x))));
    }
  std::mt19937_64 rng(0x7cc3);
  for (int i = 0; i < kRandom; ++i) {
    const uint32_t x = random_positive_normal(rng);
    u.add(x, fp::sqrt(x), std::sqrt(static_cast<long double>(f(x))));
  }
}

// Exact results must come out exact: perfect squares, powers of two.
BOOST_AUTO_TEST_CASE(exact_cases) {
  Tally t("exact");
  for (uint32_t k = 1; k <= 4096; ++k) {
    const float kf = static_cast<float>(k);
    t.eq(fp::sqrt(b(kf * kf)), b(kf), [&] { return "sqrt " + std::to_string(k) + "^2"; });
  }
  for (int e = -126; e <= 127; ++e) {
    const uint32_t x = static_cast<uint32_t>(e + 127) << 23;
    const int r = -e;  // rcp(2^e) = 2^-e, flushed when below 2^-126
    t.eq(fp::rcp(x), r < -126 ? 0u : static_cast<uint32_t>(r + 127) << 23, [&] { return "rcp 2^" + std::to_string(e); });
    if (e % 2 == 0)
      t.eq(fp::rsq(x), static_cast<uint32_t>(-e / 2 + 127) << 23, [&] { return "rsq 2^" + std::to_string(e); });
  }
}
