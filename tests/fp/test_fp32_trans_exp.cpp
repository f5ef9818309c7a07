// Accuracy of exp2 and log2 against long double libm: 1 ULP (spec lines
// 4848, 4851). Prints the worst error measured.
#define BOOST_TEST_MODULE test_fp32_trans_exp
#include <boost/test/included/unit_test.hpp>

#include "fp32.h"
#include "ulp_meter.h"

using namespace fptest;
namespace fp = gcn::fp;

namespace {
constexpr int kRandom = 2'000'000;
}  // namespace

BOOST_AUTO_TEST_CASE(exp2_accuracy) {
  UlpMeter u("exp", 1.0L);
  for (uint32_t fr = 0; fr < (1u << 23); ++fr)
    for (uint32_t e : {0x3f800000u, 0xbf800000u}) {  // [1,2) and (-2,-1]: every r fraction
      const uint32_t x = e | fr;
      u.add(x, fp::exp2(x), std::exp2(static_cast<long double>(f(x))));
    }
  std::mt19937_64 rng(0xe1);
  for (int i = 0; i < kRandom; ++i) {
    // Uniform over [-160, 130], and log-uniform small magnitudes.
    const uint64_t r = rng();
    float xf;
    if (r & 1) xf = static_cast<float>(static_cast<double>(r >> 11) * 0x1p-53 * 290.0 - 160.0);
    else xf = std::ldexp(1.0f + static_cast<float>((r >> 8) & 0x7fffff) * 0x1p-23f, -static_cast<int>((r >> 40) % 40)) *
              ((r & 2) ? -1.0f : 1.0f);
    const uint32_t x = b(xf);
    u.add(x, fp::exp2(x), std::exp2(static_cast<long double>(xf)));
  }
}

BOOST_AUTO_TEST_CASE(log2_accuracy) {
  UlpMeter u("log", 1.0L);
  for (uint32_t x = 0x3f000000u; x < 0x40000000u; ++x)  // [0.5, 2): every float
    u.add(x, fp::log2(x), std::log2(static_cast<long double>(f(x))));
  std::mt19937_64 rng(0x106);
  for (int i = 0; i < kRandom; ++i) {
    const uint32_t r = static_cast<uint32_t>(rng());
    const uint32_t x = (r & 0x007fffffu) | ((1 + (r >> 23) % 254) << 23);
    u.add(x, fp::log2(x), std::log2(static_cast<long double>(f(x))));
  }
}
