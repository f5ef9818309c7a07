// Hand-worked expected values for the division macro (V_DIV_SCALE_F32,
// V_DIV_FIXUP_F32, V_DIV_FMAS_F32) and the cube map ops of golden/fp, one
// check per branch of the spec pseudo-code (Vega ISA VOP3A 452..455, 478,
// 480, 482) and per reading of docs/fp32.md. The working is next to each
// value; no value comes from running the library. A last case checks the
// whole macro (LLVM's f32 division sequence) against host division, where
// the pre-scale changes no quotient.
#define BOOST_TEST_MODULE test_fp32_div
#include <boost/test/included/unit_test.hpp>

#include <bit>
#include <cstdint>
#include <random>

#include "fp32.h"

namespace fp = gcn::fp;

namespace {
const fp::Mode m0{0, true, true};  // flush in and out (the default MODE 0x3C0)
const fp::Mode m3{3, true, true};  // allow both

struct Scaled {
  uint32_t d;
  bool vcc;
};
Scaled scale(uint32_t s0, uint32_t s1, uint32_t s2, fp::Mode m = m3) {
  Scaled r{};
  r.d = fp::div_scale(s0, s1, s2, m, r.vcc);
  return r;
}
}  // namespace

BOOST_AUTO_TEST_CASE(div_scale_branches) {
  // S2 == 0 or S1 == 0: D = NAN (the default NaN), VCC = 0.
  BOOST_TEST(scale(0x3f800000u, 0x3f800000u, 0x00000000u).d == 0xffc00000u);
  BOOST_TEST(!scale(0x3f800000u, 0x80000000u, 0x3f800000u).vcc);
  BOOST_TEST(scale(0x3f800000u, 0x80000000u, 0x3f800000u).d == 0xffc00000u);
  // No branch: 1/2, exponents 127 and 128 -> D = S0 unchanged, VCC 0.
  BOOST_TEST(scale(0x40000000u, 0x40000000u, 0x3f800000u).d == 0x40000000u);
  BOOST_TEST(!scale(0x40000000u, 0x40000000u, 0x3f800000u).vcc);
  // exponent(S2) - exponent(S1) >= 96: S2 = 2^100 (field 227 = 0x71800000),
  // S1 = 1.0 (127): 100 >= 96 -> VCC = 1; S0 == S1 -> D = 2^64 (field 191,
  // 0x5f800000); S0 == S2 -> D = S0.
  BOOST_TEST(scale(0x3f800000u, 0x3f800000u, 0x71800000u).vcc);
  BOOST_TEST(scale(0x3f800000u, 0x3f800000u, 0x71800000u).d == 0x5f800000u);
  BOOST_TEST(scale(0x71800000u, 0x3f800000u, 0x71800000u).d == 0x71800000u);
  BOOST_TEST(scale(0x71800000u, 0x3f800000u, 0x71800000u).vcc);
  // 2^95 / 1.0: difference 95 -> no branch (exponent(S2) = 222 > 23).
  BOOST_TEST(!scale(0x3f800000u, 0x3f800000u, 0x6f000000u).vcc);
  BOOST_TEST(scale(0x3f800000u, 0x3f800000u, 0x6f000000u).d == 0x3f800000u);
  // S1 denormal: S1 = 2^-130 (0x00080000), S2 = 2^-40 (field 87, 0x2b800000):
  // difference 87 < 96, S1 == DENORM -> D = ldexp(S0, 64), VCC 0. For S0 = S1:
  // 2^-66 (field 61, 0x1e800000); for S0 = S2: 2^24 (field 151, 0x4b800000).
  BOOST_TEST(scale(0x00080000u, 0x00080000u, 0x2b800000u).d == 0x1e800000u);
  BOOST_TEST(scale(0x2b800000u, 0x00080000u, 0x2b800000u).d == 0x4b800000u);
  BOOST_TEST(!scale(0x2b800000u, 0x00080000u, 0x2b800000u).vcc);
  // The same with MODE flushing inputs and outputs: the operands are still
  // read unflushed (reading), the results are normal.
  BOOST_TEST(scale(0x00080000u, 0x00080000u, 0x2b800000u, m0).d == 0x1e800000u);
  // 1/S1 and S2/S1 denormal: S1 = 2^127 (0x7f000000; 1/S1 = 2^-127), S2 = 1.0
  // (S2/S1 = 2^-127) -> VCC = 1; S0 == S1 -> ldexp(2^127, 64) overflows to
  // +inf; S0 == S2 -> D = S0.
  BOOST_TEST(scale(0x7f000000u, 0x7f000000u, 0x3f800000u).vcc);
  BOOST_TEST(scale(0x7f000000u, 0x7f000000u, 0x3f800000u).d == 0x7f800000u);
  BOOST_TEST(scale(0x3f800000u, 0x7f000000u, 0x3f800000u).d == 0x3f800000u);
  // 1/S1 denormal only: S1 = 2^127, S2 = 2^30 (0x4e800000; S2/S1 = 2^-97) ->
  // D = ldexp(S0, -64): 2^63 (0x5f000000) for S0 = S1, 2^-34 (field 93,
  // 0x2e800000) for S0 = S2; VCC 0.
  BOOST_TEST(scale(0x7f000000u, 0x7f000000u, 0x4e800000u).d == 0x5f000000u);
  BOOST_TEST(scale(0x4e800000u, 0x7f000000u, 0x4e800000u).d == 0x2e800000u);
  BOOST_TEST(!scale(0x4e800000u, 0x7f000000u, 0x4e800000u).vcc);
  // |S1| = 2^126 exactly: 1/S1 = 2^-126 is normal, not DENORM. S2 = 1.0:
  // S2/S1 = 2^-126, normal too -> no branch, D = S0.
  BOOST_TEST(scale(0x7e800000u, 0x7e800000u, 0x3f800000u).d == 0x7e800000u);
  BOOST_TEST(!scale(0x7e800000u, 0x7e800000u, 0x3f800000u).vcc);
  // |S1| = 2^126 (1 + 2^-23): 1/S1 < 2^-126 -> DENORM; S2/S1 < 2^-126 too ->
  // VCC = 1, S0 == S2 -> D = S0.
  BOOST_TEST(scale(0x3f800000u, 0x7e800001u, 0x3f800000u).vcc);
  // S2/S1 denormal only: S1 = 2^20 (0x49800000), S2 = 2^-110 (field 17,
  // 0x08800000): quotient 2^-130. VCC = 1; S0 == S2 -> ldexp(2^-110, 64) =
  // 2^-46 (field 81, 0x28800000); S0 == S1 -> D = S0.
  BOOST_TEST(scale(0x08800000u, 0x49800000u, 0x08800000u).vcc);
  BOOST_TEST(scale(0x08800000u, 0x49800000u, 0x08800000u).d == 0x28800000u);
  BOOST_TEST(scale(0x49800000u, 0x49800000u, 0x08800000u).d == 0x49800000u);
  // Quotient exactly 2^-126 is not DENORM: S1 = 2^20, S2 = 2^-106 (field 21,
  // 0x0a800000) -> exponent(S2) = 21 <= 23: numerator tiny -> D = ldexp(S0,
  // 64), VCC 0: for S0 = S1 2^84 (field 211, 0x69800000).
  BOOST_TEST(!scale(0x49800000u, 0x49800000u, 0x0a800000u).vcc);
  BOOST_TEST(scale(0x49800000u, 0x49800000u, 0x0a800000u).d == 0x69800000u);
  // Numerator tiny: S1 = 1.0, S2 = 2^-104 (field 23, 0x0b800000): D =
  // ldexp(S0, 64) = 2^-40 (field 87, 0x2b800000); S2 = 2^-103 (field 24) is
  // not tiny.
  BOOST_TEST(scale(0x0b800000u, 0x3f800000u, 0x0b800000u).d == 0x2b800000u);
  BOOST_TEST(scale(0x0c000000u, 0x3f800000u, 0x0c000000u).d == 0x0c000000u);
  // Unassigned D is ldexp(S0, 0): a NaN S0 comes out quieted, a denormal S0
  // flushed when MODE flushes outputs (S1 = S2 = 1.0 take no branch).
  BOOST_TEST(scale(0x7f800001u, 0x3f800000u, 0x3f800000u).d == 0x7fc00001u);
  BOOST_TEST(scale(0x80000001u, 0x3f800000u, 0x3f800000u, m0).d == 0x80000000u);
  BOOST_TEST(scale(0x80000001u, 0x3f800000u, 0x3f800000u, m3).d == 0x80000001u);
}

BOOST_AUTO_TEST_CASE(div_fixup_branches) {
  // Spec order: NaN S2, NaN S1, 0/0, inf/inf, x/0 or inf/y, x/inf or 0/y,
  // underflow, else +-|S0| with sign(S1) ^ sign(S2).
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0x7f800001u, 0x7fa00000u, m3) == 0x7fe00000u);  // quiet(S2)
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0xff800001u, 0x3f800000u, m3) == 0xffc00001u);  // quiet(S1)
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0x80000000u, 0x00000000u, m3) == 0xffc00000u);  // 0/0
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0xff800000u, 0x7f800000u, m3) == 0xffc00000u);  // inf/inf
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0x80000000u, 0x40000000u, m3) == 0xff800000u);  // 2/-0 = -inf
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0x40000000u, 0xff800000u, m3) == 0xff800000u);  // -inf/2
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0xff800000u, 0x40000000u, m3) == 0x80000000u);  // 2/-inf = -0
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0x40000000u, 0x00000000u, m3) == 0x00000000u);  // 0/2
  // Underflow: S2 = 2^-126 (field 1), S1 = 2^25 (field 152): 1 - 152 = -151
  // < -150 -> signed zero (quotient 2^-151 rounds to 0); with S1 = 2^24
  // (field 151) the difference is -150, so D = |S0| with the sign.
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0xcc000000u, 0x00800000u, m3) == 0x80000000u);
  BOOST_TEST(fp::div_fixup(0x00000001u, 0xcb800000u, 0x00800000u, m3) == 0x80000001u);
  // Otherwise: sign(S1) ^ sign(S2) on |S0|: 6 / -2 with S0 = +3 -> -3.
  BOOST_TEST(fp::div_fixup(0x40400000u, 0xc0000000u, 0x40c00000u, m3) == 0xc0400000u);
  BOOST_TEST(fp::div_fixup(0xc0400000u, 0xc0000000u, 0xc0c00000u, m3) == 0x40400000u);
  // A NaN S0 keeps its payload (a move): sign from S1 ^ S2.
  BOOST_TEST(fp::div_fixup(0x7f800001u, 0xc0000000u, 0x40c00000u, m3) == 0xff800001u);
  // MODE flushing inputs: a denormal S1 is 0 -> x/0 = inf; a denormal S0
  // result is flushed to a signed zero.
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0x00000001u, 0x3f800000u, m0) == 0x7f800000u);
  BOOST_TEST(fp::div_fixup(0x3f800000u, 0x00000001u, 0x3f800000u, m3) == 0x3f800000u);
  BOOST_TEST(fp::div_fixup(0x00000001u, 0xbf800000u, 0x3f800000u, m0) == 0x80000000u);
}

BOOST_AUTO_TEST_CASE(div_fmas_scale) {
  // fma(2, 3, 1) = 7 (0x40e00000); with VCC: 7 * 2^32 (field 129 + 32 = 161,
  // 0x50e00000).
  BOOST_TEST(fp::div_fmas(0x40000000u, 0x40400000u, 0x3f800000u, false, m3) == 0x40e00000u);
  BOOST_TEST(fp::div_fmas(0x40000000u, 0x40400000u, 0x3f800000u, true, m3) == 0x50e00000u);
  // Input denormals are not flushed, even in mode 0, and the scale is before
  // the one rounding: 2^-149 * 1.0 + 0 = 2^-149, * 2^32 = 2^-117 (field 10,
  // 0x05000000).
  BOOST_TEST(fp::div_fmas(0x00000001u, 0x3f800000u, 0x00000000u, true, m0) == 0x05000000u);
  // Without VCC in mode 0 the denormal result flushes to +0.
  BOOST_TEST(fp::div_fmas(0x00000001u, 0x3f800000u, 0x00000000u, false, m0) == 0x00000000u);
}

BOOST_AUTO_TEST_CASE(cube_ops) {
  // (x, y, z) = (1, -3, 2): |z| = 2 < |y| = 3 and |y| >= |x| -> the Y face;
  // y < 0 -> id 3.0; sc = S0 = 1.0; tc = (y < 0) ? -S2 = -2.0; ma = 2 * y = -6.
  const uint32_t x = 0x3f800000u, y = 0xc0400000u, z = 0x40000000u;
  BOOST_TEST(fp::cubeid(x, y, z, m3) == 0x40400000u);
  BOOST_TEST(fp::cubesc(x, y, z, m3) == 0x3f800000u);
  BOOST_TEST(fp::cubetc(x, y, z, m3) == 0xc0000000u);
  BOOST_TEST(fp::cubema(x, y, z, m3) == 0xc0c00000u);
  // Z face, z < 0: (1, 1, -1): |z| >= |x| and >= |y| -> id 5.0, sc = -S0 =
  // -1, tc = -S1 = -1, ma = -2.
  BOOST_TEST(fp::cubeid(x, x, 0xbf800000u, m3) == 0x40a00000u);
  BOOST_TEST(fp::cubesc(x, x, 0xbf800000u, m3) == 0xbf800000u);
  BOOST_TEST(fp::cubetc(x, x, 0xbf800000u, m3) == 0xbf800000u);
  BOOST_TEST(fp::cubema(x, x, 0xbf800000u, m3) == 0xc0000000u);
  // X face, x < 0: (-4, 1, 2): id 1.0, sc = (x < 0) ? S2 = 2, tc = -S1 = -1,
  // ma = -8.
  BOOST_TEST(fp::cubeid(0xc0800000u, x, z, m3) == 0x3f800000u);
  BOOST_TEST(fp::cubesc(0xc0800000u, x, z, m3) == 0x40000000u);
  BOOST_TEST(fp::cubetc(0xc0800000u, x, z, m3) == 0xbf800000u);
  BOOST_TEST(fp::cubema(0xc0800000u, x, z, m3) == 0xc1000000u);
  // -0 is not < 0: cubeid(0, 0, -0) = 4.0 (Z face, z >= 0).
  BOOST_TEST(fp::cubeid(0u, 0u, 0x80000000u, m3) == 0x40800000u);
}

// The whole f32 division sequence LLVM emits for fdiv (div_scale twice, rcp,
// four fmas, div_fmas, div_fixup) on quotients of moderate operands, where no
// div_scale branch sets VCC: the result must be the correctly rounded
// quotient (host division is the oracle).
BOOST_AUTO_TEST_CASE(division_macro_against_host) {
  std::mt19937 rng(7);
  unsigned checked = 0, vcc_cases = 0;
  for (int i = 0; i < 200000; ++i) {
    const uint32_t n = (rng() & 0x807fffffu) | ((64 + rng() % 128) << 23);
    const uint32_t d = (rng() & 0x807fffffu) | ((64 + rng() % 128) << 23);
    bool vd = false, vn = false;
    const uint32_t ds = fp::div_scale(d, d, n, m3, vd);
    const uint32_t ns = fp::div_scale(n, d, n, m3, vn);
    if (vn) {
      ++vcc_cases;
      continue;
    }
    const uint32_t r = fp::rcp(ds);
    const uint32_t nds = ds ^ 0x80000000u;
    const uint32_t e0 = fp::fma(nds, r, 0x3f800000u, m3);
    const uint32_t e1 = fp::fma(e0, r, r, m3);
    const uint32_t q0 = fp::mul(ns, e1, m3);
    const uint32_t r0 = fp::fma(nds, q0, ns, m3);
    const uint32_t q1 = fp::fma(r0, e1, q0, m3);
    const uint32_t r1 = fp::fma(nds, q1, ns, m3);
    const uint32_t q = fp::div_fmas(r1, e1, q1, vn, m3);
    const uint32_t res = fp::div_fixup(q, d, n, m3);
    const float want = std::bit_cast<float>(n) / std::bit_cast<float>(d);
    BOOST_TEST(res == std::bit_cast<uint32_t>(want), std::hex << n << " / " << d);
    ++checked;
  }
  BOOST_TEST_MESSAGE("macro: " << checked << " quotients, " << vcc_cases << " with VCC skipped");
  BOOST_TEST(checked > 100000u);
}
