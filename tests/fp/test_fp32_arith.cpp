// add, sub, mul, mul_legacy, fma, mad, ldexp and the output modifiers against
// the host x86 SSE/FMA3 unit, over all pairs of corner values and millions of
// random bit patterns, in every F32 denorm mode.
#define BOOST_TEST_MODULE test_fp32_arith
#include <boost/test/included/unit_test.hpp>

#include <xmmintrin.h>

#include <cmath>

#include "fp32.h"
#include "host_ref.h"

using namespace fptest;
namespace fp = gcn::fp;

namespace {

constexpr int kRandomPerMode = 3'000'000;

fp::Mode mode_of(unsigned d) { return fp::Mode{d, true, true}; }
uint32_t in_flush(uint32_t x, fp::Mode m) { return m.allow_in() ? x : ftz(x); }

// Our NaN convention written independently: first NaN operand quieted, else
// the default NaN. Used where the host's NaN choice differs by design (FMA3
// operand numbering) or where the host result is NaN for an invalid op.
uint32_t conv_nan(std::initializer_list<uint32_t> ops) {
  for (uint32_t x : ops)
    if (nan_bits(x)) return x | 0x00400000u;
  return 0xffc00000u;
}

std::string ctx2(uint32_t a, uint32_t b, unsigned d) { return hex(a) + ", " + hex(b) + ", mode " + std::to_string(d); }
std::string ctx3(uint32_t a, uint32_t b, uint32_t c, unsigned d) { return ctx2(a, b, d) + ", " + hex(c); }

// One binary op checked against the host: DAZ models input flushing, FTZ
// output flushing (tininess after rounding, our rule).
template <class Ours, class Host>
void check_binary(Tally& t, uint32_t a, uint32_t b, unsigned d, Ours ours, Host host) {
  const fp::Mode m = mode_of(d);
  uint32_t want;
  {
    Mxcsr guard(!m.allow_in(), !m.allow_out());
    want = fptest::b(host(f(a), f(b)));
  }
  t.eq(ours(a, b, m), want, [&] { return ctx2(a, b, d); });
}

template <class Ours, class Host>
void sweep_binary(const char* name, Ours ours, Host host) {
  Tally t(name);
  const auto cv = corner_values();
  std::mt19937_64 rng(0x5eed0001);
  for (unsigned d = 0; d < 4; ++d) {
    for (uint32_t a : cv)
      for (uint32_t b : cv) check_binary(t, a, b, d, ours, host);
    for (int i = 0; i < kRandomPerMode; ++i) {
      const uint32_t a = random_bits(rng);
      const uint32_t b = (i & 1) ? random_bits(rng) : random_near(rng, a, 25);
      check_binary(t, a, b, d, ours, host);
    }
  }
}

}  // namespace

BOOST_AUTO_TEST_CASE(add_matches_host) {
  sweep_binary("add", fp::add, [](float a, float b) { return host_add(a, b); });
}

BOOST_AUTO_TEST_CASE(sub_matches_host) {
  sweep_binary("sub", fp::sub, [](float a, float b) { return host_sub(a, b); });
}

BOOST_AUTO_TEST_CASE(mul_matches_host) {
  sweep_binary("mul", fp::mul, [](float a, float b) { return host_mul(a, b); });
}

// DX9 rule: a zero operand (after input flushing) gives +0.0, even with inf
// or NaN; otherwise an ordinary multiply.
BOOST_AUTO_TEST_CASE(mul_legacy_matches_host) {
  sweep_binary("mul_legacy", fp::mul_legacy, [](float a, float b) {
    const uint32_t ab = fptest::b(a), bb = fptest::b(b);
    // Under DAZ the host flushes inside mulss; replicate for the zero test.
    const bool daz = (_mm_getcsr() & 0x40u) != 0;
    const uint32_t fa = daz ? ftz(ab) : ab, fb = daz ? ftz(bb) : bb;
    if ((fa & 0x7fffffffu) == 0 || (fb & 0x7fffffffu) == 0) return 0.0f;
    return host_mul(a, b);
  });
}

namespace {

void check_fma(Tally& t, uint32_t a, uint32_t b, uint32_t c, unsigned d) {
  const fp::Mode m = mode_of(d);
  float r;
  {
    Mxcsr guard(!m.allow_in(), !m.allow_out());
    r = host_fma(f(a), f(b), f(c));
  }
  const uint32_t want = std::isnan(r) ? conv_nan({a, b, c}) : fptest::b(r);
  t.eq(fp::fma(a, b, c, m), want, [&] { return ctx3(a, b, c, d); });
}

// V_MAD_F32 flushes input and output denorms whatever the mode: host mul and
// add under DAZ and FTZ, NaNs by our operand-order convention.
void check_mad(Tally& t, uint32_t a, uint32_t b, uint32_t c, unsigned d) {
  const fp::Mode m = mode_of(d);
  float r;
  {
    Mxcsr guard(true, true);
    const float p = host_mul(f(a), f(b));
    r = host_add(p, f(c));
  }
  const uint32_t want = std::isnan(r) ? conv_nan({a, b, c}) : fptest::b(r);
  t.eq(fp::mad(a, b, c, m), want, [&] { return ctx3(a, b, c, d); });
}

}  // namespace

BOOST_AUTO_TEST_CASE(fma_and_mad_match_host) {
  Tally tf("fma"), tm("mad");
  const auto cv = corner_values();
  std::mt19937_64 rng(0x5eed0002);
  for (unsigned d = 0; d < 4; ++d) {
    for (uint32_t a : cv)
      for (uint32_t b : cv)
        for (uint32_t c : {0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x3f800000u, 0xbf800000u,
                           0x7f7fffffu, 0xff800000u, 0x7fc00001u, 0xff800005u}) {
          check_fma(tf, a, b, c, d);
          check_mad(tm, a, b, c, d);
        }
    for (int i = 0; i < kRandomPerMode; ++i) {
      const uint32_t a = random_bits(rng), b = random_bits(rng);
      // Half of the addends near the product's magnitude, for cancellation.
      const uint32_t pe = ((a >> 23) & 0xffu) + ((b >> 23) & 0xffu);
      const uint32_t near = pe > 127 + 254 ? 0x7f000000u : (pe < 127 ? 0u : (pe - 127) << 23);
      const uint32_t c = (i & 1) ? random_bits(rng) : random_near(rng, near, 26);
      check_fma(tf, a, b, c, d);
      if (i % 4 == 0) check_mad(tm, a, b, c, d);
    }
  }
}

// ldexp: the exact product in double (|k| <= 300 keeps it exact, beyond it
// over- or underflows anyway), rounded once by cvtsd2ss under FTZ.
BOOST_AUTO_TEST_CASE(ldexp_matches_libm) {
  Tally t("ldexp");
  const auto cv = corner_values();
  std::mt19937_64 rng(0x5eed0003);
  const int32_t ks[] = {0, 1, -1, 2, -24, -126, -127, -149, -150, -151, 127, 128, 254, 277, -277, 1000, -1000,
                        INT32_MAX, INT32_MIN};
  auto check = [&](uint32_t a, int32_t k, unsigned d) {
    const fp::Mode m = mode_of(d);
    const uint32_t x = in_flush(a, m);
    const int kc = k < -400 ? -400 : (k > 400 ? 400 : k);
    uint32_t want;
    {
      Mxcsr guard(false, !m.allow_out());
      want = nan_bits(x) ? (x | 0x00400000u) : fptest::b(host_cvt(std::ldexp(static_cast<double>(f(x)), kc)));
    }
    t.eq(fp::ldexp(a, k, m), want, [&] { return hex(a) + ", " + std::to_string(k) + ", mode " + std::to_string(d); });
  };
  for (unsigned d = 0; d < 4; ++d) {
    for (uint32_t a : cv)
      for (int32_t k : ks) check(a, k, d);
    for (int i = 0; i < 200'000; ++i)
      check(random_bits(rng), static_cast<int32_t>(rng() % 601) - 300, d);
  }
}

// omod: exact scaling by 2, 4 or 1/2 then rounding = one host multiply (FTZ
// when the mode flushes outputs); a NaN is quieted by it. clamp: [0, 1],
// NaN -> +0 only with DX10_CLAMP.
BOOST_AUTO_TEST_CASE(output_modifiers) {
  Tally t("omod+clamp");
  const auto cv = corner_values();
  std::mt19937_64 rng(0x5eed0004);
  const float scale[4] = {1.0f, 2.0f, 4.0f, 0.5f};
  auto check = [&](uint32_t r, unsigned d, unsigned omod, bool clamp, bool dx10) {
    const fp::Mode m{d, true, dx10};
    uint32_t want = r;
    if (nan_bits(r) && omod != 0) {
      want = r | 0x00400000u;
    } else if (omod != 0) {
      Mxcsr guard(false, !m.allow_out());
      want = fptest::b(host_mul(f(r), scale[omod]));
    }
    if (clamp) {
      const float w = f(want);
      if (std::isnan(w)) want = dx10 ? 0u : want;
      else if (std::signbit(w)) want = 0u;
      else if (w > 1.0f) want = 0x3f800000u;
    }
    t.eq(fp::apply_output_modifiers(r, omod, clamp, m), want, [&] {
      return hex(r) + " omod " + std::to_string(omod) + " clamp " + std::to_string(clamp) + " dx10 " +
             std::to_string(dx10) + " mode " + std::to_string(d);
    });
  };
  for (unsigned d = 0; d < 4; ++d)
    for (unsigned omod = 0; omod < 4; ++omod)
      for (int cl = 0; cl < 4; ++cl) {
        for (uint32_t r : cv) check(r, d, omod, cl & 1, cl & 2);
        for (int i = 0; i < 20'000; ++i) check(random_bits(rng), d, omod, cl & 1, cl & 2);
      }
}
