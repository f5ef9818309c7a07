// min/max/min3/max3/med3, the 16 compare predicates and the class test.
// References: the spec pseudo-code transcribed with host float comparisons
// (min/max/med3), host float relational operators (compares) and
// std::fpclassify (class), in every denorm mode and both IEEE settings.
#define BOOST_TEST_MODULE test_fp32_compare
#include <boost/test/included/unit_test.hpp>

#include <cmath>

#include "fp32.h"
#include "host_ref.h"

using namespace fptest;
namespace fp = gcn::fp;

namespace {

bool is_snan_h(uint32_t x) { return std::isnan(f(x)) && (x & 0x00400000u) == 0; }
bool pos0(uint32_t x) { return x == 0x00000000u; }
bool neg0(uint32_t x) { return x == 0x80000000u; }

// V_MIN_F32 / V_MAX_F32 pseudo-code (spec lines 4612, 4615) with host floats.
uint32_t ref_min(uint32_t a, uint32_t b, bool ieee) {
  if (ieee && is_snan_h(a)) return a | 0x00400000u;
  if (ieee && is_snan_h(b)) return b | 0x00400000u;
  if (std::isnan(f(a))) return b;
  if (std::isnan(f(b))) return a;
  if (pos0(a) && neg0(b)) return b;
  if (neg0(a) && pos0(b)) return a;
  return f(a) < f(b) ? a : b;
}
uint32_t ref_max(uint32_t a, uint32_t b, bool ieee) {
  if (ieee && is_snan_h(a)) return a | 0x00400000u;
  if (ieee && is_snan_h(b)) return b | 0x00400000u;
  if (std::isnan(f(a))) return b;
  if (std::isnan(f(b))) return a;
  if (pos0(a) && neg0(b)) return a;
  if (neg0(a) && pos0(b)) return b;
  if (ieee) return f(a) >= f(b) ? a : b;
  return f(a) > f(b) ? a : b;
}
// V_MED3_F32 (spec line 5938).
uint32_t ref_med3(uint32_t a, uint32_t b, uint32_t c, bool ieee) {
  if (std::isnan(f(a)) || std::isnan(f(b)) || std::isnan(f(c))) return ref_min(ref_min(a, b, ieee), c, ieee);
  const float mx = f(ref_max(ref_max(a, b, ieee), c, ieee));
  if (mx == f(a)) return ref_max(b, c, ieee);
  if (mx == f(b)) return ref_max(a, c, ieee);
  return ref_max(a, b, ieee);
}

bool ref_cmp(unsigned p, float a, float b) {
  switch (p) {
    case 0: return false;
    case 1: return a < b;
    case 2: return a == b;
    case 3: return a <= b;
    case 4: return a > b;
    case 5: return a < b || a > b;
    case 6: return a >= b;
    case 7: return !std::isnan(a) && !std::isnan(b);
    case 8: return std::isnan(a) || std::isnan(b);
    case 9: return !(a >= b);
    case 10: return !(a < b || a > b);
    case 11: return !(a > b);
    case 12: return !(a <= b);
    case 13: return !(a == b);
    case 14: return !(a < b);
    default: return true;
  }
}

unsigned ref_class(uint32_t x) {
  const float v = f(x);
  const bool neg = std::signbit(v);
  switch (std::fpclassify(v)) {
    case FP_NAN: return is_snan_h(x) ? 0 : 1;
    case FP_INFINITE: return neg ? 2 : 9;
    case FP_NORMAL: return neg ? 3 : 8;
    case FP_SUBNORMAL: return neg ? 4 : 7;
    default: return neg ? 5 : 6;
  }
}

std::string ctx(uint32_t a, uint32_t b, fp::Mode m) {
  return hex(a) + ", " + hex(b) + ", denorm " + std::to_string(m.denorm) + ", ieee " + std::to_string(m.ieee);
}

}  // namespace

BOOST_AUTO_TEST_CASE(min_max_med3) {
  Tally tmin("min"), tmax("max"), tmin3("min3"), tmax3("max3"), tmed3("med3");
  const auto cv = corner_values();
  std::mt19937_64 rng(0xc0de01);
  for (unsigned d = 0; d < 4; ++d)
    for (bool ieee : {false, true}) {
      const fp::Mode m{d, ieee, true};
      auto in = [&](uint32_t x) { return m.allow_in() ? x : ftz(x); };
      auto out = [&](uint32_t x) { return m.allow_out() ? x : ftz(x); };
      auto check3 = [&](uint32_t a, uint32_t b, uint32_t c) {
        const uint32_t fa = in(a), fb = in(b), fc = in(c);
        tmin3.eq(fp::min3(a, b, c, m), out(ref_min(ref_min(fa, fb, ieee), fc, ieee)), [&] { return ctx(a, b, m) + ", " + hex(c); });
        tmax3.eq(fp::max3(a, b, c, m), out(ref_max(ref_max(fa, fb, ieee), fc, ieee)), [&] { return ctx(a, b, m) + ", " + hex(c); });
        tmed3.eq(fp::med3(a, b, c, m), out(ref_med3(fa, fb, fc, ieee)), [&] { return ctx(a, b, m) + ", " + hex(c); });
      };
      for (uint32_t a : cv)
        for (uint32_t b : cv) {
          tmin.eq(fp::min(a, b, m), out(ref_min(in(a), in(b), ieee)), [&] { return ctx(a, b, m); });
          tmax.eq(fp::max(a, b, m), out(ref_max(in(a), in(b), ieee)), [&] { return ctx(a, b, m); });
          for (uint32_t c : {0x00000000u, 0x80000000u, 0x3f800000u, 0x807fffffu, 0x7f800001u, 0xffc00000u, 0xff800000u})
            check3(a, b, c);
        }
      for (int i = 0; i < 200'000; ++i) {
        const uint32_t a = random_bits(rng), b = random_bits(rng), c = random_bits(rng);
        tmin.eq(fp::min(a, b, m), out(ref_min(in(a), in(b), ieee)), [&] { return ctx(a, b, m); });
        tmax.eq(fp::max(a, b, m), out(ref_max(in(a), in(b), ieee)), [&] { return ctx(a, b, m); });
        check3(a, b, c);
        check3(a, a ^ 0x80000000u, b);  // +-x pairs and equal magnitudes
      }
    }
}

BOOST_AUTO_TEST_CASE(compare_predicates) {
  Tally t("cmp");
  const auto cv = corner_values();
  std::mt19937_64 rng(0xc0de02);
  for (unsigned d = 0; d < 4; ++d) {
    const fp::Mode m{d, true, true};
    auto check = [&](uint32_t a, uint32_t b) {
      // DAZ-equivalent input flush for the host compare (comiss ignores DAZ
      // only for denormal *outputs*; the test flushes explicitly).
      const float fa = f(m.allow_in() ? a : ftz(a)), fb = f(m.allow_in() ? b : ftz(b));
      for (unsigned p = 0; p < 16; ++p)
        t.eq(fp::cmp(static_cast<fp::Cmp>(p), a, b, m), ref_cmp(p, fa, fb),
             [&] { return ctx(a, b, m) + ", pred " + std::to_string(p); });
    };
    for (uint32_t a : cv)
      for (uint32_t b : cv) check(a, b);
    for (int i = 0; i < 200'000; ++i) {
      const uint32_t a = random_bits(rng);
      check(a, (i & 1) ? random_bits(rng) : random_near(rng, a, 1));
    }
  }
}

BOOST_AUTO_TEST_CASE(class_mask) {
  Tally t("class");
  const auto cv = corner_values();
  std::mt19937_64 rng(0xc0de03);
  auto check = [&](uint32_t x) {
    const unsigned c = ref_class(x);
    t.eq(fp::fp_class(x), c, [&] { return hex(x); });
    for (uint32_t mask : {0u, 0x3ffu, 1u << c, 0x3ffu & ~(1u << c), static_cast<uint32_t>(rng())})
      t.eq(fp::cmp_class(x, mask), ((mask >> c) & 1u) != 0, [&] { return hex(x) + " mask " + hex(mask); });
  };
  for (uint32_t x : cv) check(x);
  for (int i = 0; i < 1'000'000; ++i) check(random_bits(rng));
}
