// Hand-worked expected values: the Vega ISA's own examples (cited by line)
// and small cases worked out by hand for each operation family, including
// the denorm modes, NaN rules, signed zeros and our documented readings.
#define BOOST_TEST_MODULE test_fp32_spec
#include <boost/test/included/unit_test.hpp>

#include "fp32.h"

namespace fp = gcn::fp;

namespace {
const fp::Mode m0{0, true, true};  // flush in and out
const fp::Mode m1{1, true, true};  // allow in, flush out
const fp::Mode m2{2, true, true};  // flush in, allow out
const fp::Mode m3{3, true, true};  // allow both
const fp::Mode nonieee{3, false, true};
}  // namespace

// Spec lines 4848..4878, the examples given with each transcendental.
BOOST_AUTO_TEST_CASE(spec_transcendental_examples) {
  BOOST_CHECK_EQUAL(fp::exp2(0xff800000u), 0x00000000u);  // exp(-INF) = 0
  BOOST_CHECK_EQUAL(fp::exp2(0x80000000u), 0x3f800000u);  // exp(-0.0) = 1
  BOOST_CHECK_EQUAL(fp::exp2(0x7f800000u), 0x7f800000u);  // exp(+INF) = +INF
  BOOST_CHECK_EQUAL(fp::log2(0xff800000u), 0xffc00000u);  // log(-INF) = NAN
  BOOST_CHECK_EQUAL(fp::log2(0xbf800000u), 0xffc00000u);  // log(-1.0) = NAN
  BOOST_CHECK_EQUAL(fp::log2(0x80000000u), 0xff800000u);  // log(-0.0) = -INF
  BOOST_CHECK_EQUAL(fp::log2(0x00000000u), 0xff800000u);  // log(+0.0) = -INF
  BOOST_CHECK_EQUAL(fp::log2(0x3f800000u), 0x00000000u);  // log(+1.0) = 0
  BOOST_CHECK_EQUAL(fp::log2(0x7f800000u), 0x7f800000u);  // log(+INF) = +INF
  BOOST_CHECK_EQUAL(fp::rcp(0xff800000u), 0x80000000u);   // rcp(-INF) = -0
  BOOST_CHECK_EQUAL(fp::rcp(0xc0000000u), 0xbf000000u);   // rcp(-2.0) = -0.5
  BOOST_CHECK_EQUAL(fp::rcp(0x80000000u), 0xff800000u);   // rcp(-0.0) = -INF
  BOOST_CHECK_EQUAL(fp::rcp(0x00000000u), 0x7f800000u);   // rcp(+0.0) = +INF
  BOOST_CHECK_EQUAL(fp::rcp(0x7f800000u), 0x00000000u);   // rcp(+INF) = +0
  BOOST_CHECK_EQUAL(fp::rsq(0xff800000u), 0xffc00000u);   // rsq(-INF) = NAN
  BOOST_CHECK_EQUAL(fp::rsq(0x80000000u), 0xff800000u);   // rsq(-0.0) = -INF
  BOOST_CHECK_EQUAL(fp::rsq(0x00000000u), 0x7f800000u);   // rsq(+0.0) = +INF
  BOOST_CHECK_EQUAL(fp::rsq(0x40800000u), 0x3f000000u);   // rsq(+4.0) = +0.5
  BOOST_CHECK_EQUAL(fp::rsq(0x7f800000u), 0x00000000u);   // rsq(+INF) = +0
  BOOST_CHECK_EQUAL(fp::sqrt(0xff800000u), 0xffc00000u);  // sqrt(-INF) = NAN
  BOOST_CHECK_EQUAL(fp::sqrt(0x80000000u), 0x80000000u);  // sqrt(-0.0) = -0
  BOOST_CHECK_EQUAL(fp::sqrt(0x00000000u), 0x00000000u);  // sqrt(+0.0) = +0
  BOOST_CHECK_EQUAL(fp::sqrt(0x40800000u), 0x40000000u);  // sqrt(+4.0) = +2.0
  BOOST_CHECK_EQUAL(fp::sqrt(0x7f800000u), 0x7f800000u);  // sqrt(+INF) = +INF
  BOOST_CHECK_EQUAL(fp::sin(0xff800000u, m3), 0xffc00000u);  // sin(-INF) = NAN
  BOOST_CHECK_EQUAL(fp::sin(0xff7fffffu, m3), 0x00000000u);  // -MaxFloat, finite
  BOOST_CHECK_EQUAL(fp::sin(0x80000000u, m3), 0x80000000u);  // sin(-0.0) = -0
  BOOST_CHECK_EQUAL(fp::sin(0x3e800000u, m3), 0x3f800000u);  // sin(0.25) = 1
  BOOST_CHECK_EQUAL(fp::sin(0x7f800000u, m3), 0xffc00000u);  // sin(+INF) = NAN
  BOOST_CHECK_EQUAL(fp::cos(0xff800000u, m3), 0xffc00000u);  // cos(-INF) = NAN
  BOOST_CHECK_EQUAL(fp::cos(0xff7fffffu, m3), 0x3f800000u);  // -MaxFloat, finite
  BOOST_CHECK_EQUAL(fp::cos(0x80000000u, m3), 0x3f800000u);  // cos(-0.0) = 1
  BOOST_CHECK_EQUAL(fp::cos(0x3e800000u, m3), 0x00000000u);  // cos(0.25) = 0
  BOOST_CHECK_EQUAL(fp::cos(0x7f800000u, m3), 0xffc00000u);  // cos(+INF) = NAN
}

// Worked by hand: exact values and denorm flushing of the transcendentals.
BOOST_AUTO_TEST_CASE(transcendental_hand_cases) {
  BOOST_CHECK_EQUAL(fp::exp2(0x3f800000u), 0x40000000u);  // 2^1 = 2
  BOOST_CHECK_EQUAL(fp::exp2(0xbf800000u), 0x3f000000u);  // 2^-1 = 0.5
  BOOST_CHECK_EQUAL(fp::exp2(0x41200000u), 0x44800000u);  // 2^10 = 1024
  BOOST_CHECK_EQUAL(fp::exp2(0x43000000u), 0x7f800000u);  // 2^128 overflows
  BOOST_CHECK_EQUAL(fp::exp2(0xc2fc0000u), 0x00800000u);  // 2^-126, smallest normal
  BOOST_CHECK_EQUAL(fp::exp2(0xc2fe0000u), 0x00000000u);  // 2^-127 is denormal: flushed
  BOOST_CHECK_EQUAL(fp::log2(0x41000000u), 0x40400000u);  // log2(8) = 3
  BOOST_CHECK_EQUAL(fp::log2(0x3f000000u), 0xbf800000u);  // log2(0.5) = -1
  BOOST_CHECK_EQUAL(fp::log2(0x00000001u), 0xff800000u);  // denorm flushed: log2(0) = -inf
  BOOST_CHECK_EQUAL(fp::rcp(0x00000001u), 0x7f800000u);   // denorm flushed: 1/+0
  BOOST_CHECK_EQUAL(fp::rcp(0x7f000000u), 0x00000000u);   // 1/2^127 = 2^-127: denormal, flushed
  BOOST_CHECK_EQUAL(fp::rcp(0x7e800000u), 0x00800000u);   // 1/2^126 = 2^-126
  BOOST_CHECK_EQUAL(fp::rsq(0x807fffffu), 0xff800000u);   // -denorm flushed to -0: -inf
  BOOST_CHECK_EQUAL(fp::sqrt(0x41100000u), 0x40400000u);  // sqrt(9) = 3
  BOOST_CHECK_EQUAL(fp::rcp(0x7fa00000u), 0x7fe00000u);   // sNaN quieted, payload kept
  BOOST_CHECK_EQUAL(fp::sin(0x3f000000u, m3), 0x00000000u);  // sin(pi) = +0
  BOOST_CHECK_EQUAL(fp::cos(0x3f000000u, m3), 0xbf800000u);  // cos(pi) = -1
  BOOST_CHECK_EQUAL(fp::sin(0x3f400000u, m3), 0xbf800000u);  // sin(3pi/2) = -1
  BOOST_CHECK_EQUAL(fp::sin(0xbe800000u, m3), 0xbf800000u);  // sin(-pi/2) = -1
  BOOST_CHECK_EQUAL(fp::sin(0x00000001u, m0), 0x00000000u);  // denorm flushed in mode 0
  // sin(2 pi 2^-149) = 6.28 * 2^-149 -> 6 * 2^-149 on the denormal grid (mode 3).
  BOOST_CHECK_EQUAL(fp::sin(0x00000001u, m3), 0x00000006u);
  BOOST_CHECK_EQUAL(fp::sin(0x80000001u, m2), 0x80000000u);  // input flushed: sin(-0) = -0
  BOOST_CHECK_EQUAL(fp::sin(0x00000001u, m1), 0x00000000u);  // denormal result flushed
  BOOST_CHECK_EQUAL(fp::cos(0x00000001u, m0), 0x3f800000u);  // cos(+0) = 1
  // sin(2 pi 2^-128) = 1.5708 * 2^-126 is normal: 0x00c90fdb is pi/2 * 2^-126
  // correctly rounded (pi/2 = 0x3fc90fdb); allow one ULP.
  BOOST_CHECK(fp::sin(0x00200000u, m1) + 1 >= 0x00c90fdbu && fp::sin(0x00200000u, m1) <= 0x00c90fdcu);
  // Correctly rounded values, allowed one ULP either side.
  auto within1 = [](uint32_t got, uint32_t want) { return got + 1 >= want && got <= want + 1; };
  BOOST_CHECK(within1(fp::sqrt(0x40000000u), 0x3fb504f3u));     // sqrt(2)
  BOOST_CHECK(within1(fp::sin(0x3e000000u, m3), 0x3f3504f3u));  // sin(pi/4)
  BOOST_CHECK(within1(fp::rcp(0x40400000u), 0x3eaaaaabu));      // 1/3
}

BOOST_AUTO_TEST_CASE(add_sub_mul_fma_hand_cases) {
  BOOST_CHECK_EQUAL(fp::add(0x3f800000u, 0x40000000u, m3), 0x40400000u);  // 1 + 2 = 3
  BOOST_CHECK_EQUAL(fp::add(0x3f800000u, 0x33800000u, m3), 0x3f800000u);  // 1 + 2^-24: tie to even
  BOOST_CHECK_EQUAL(fp::add(0x3f800000u, 0x33800001u, m3), 0x3f800001u);  // just above the tie
  BOOST_CHECK_EQUAL(fp::add(0x00000000u, 0x80000000u, m3), 0x00000000u);  // +0 + -0 = +0
  BOOST_CHECK_EQUAL(fp::add(0x80000000u, 0x80000000u, m3), 0x80000000u);  // -0 + -0 = -0
  BOOST_CHECK_EQUAL(fp::sub(0x3f800000u, 0x3f800000u, m3), 0x00000000u);  // 1 - 1 = +0
  BOOST_CHECK_EQUAL(fp::add(0x7f800000u, 0xff800000u, m3), 0xffc00000u);  // inf - inf: default NaN
  BOOST_CHECK_EQUAL(fp::add(0x7f800001u, 0x3f800000u, m3), 0x7fc00001u);  // sNaN quieted
  BOOST_CHECK_EQUAL(fp::add(0x3f800000u, 0xff800005u, m3), 0xffc00005u);  // NaN in S1
  BOOST_CHECK_EQUAL(fp::add(0x7fc00002u, 0xffc00003u, m3), 0x7fc00002u);  // first NaN wins
  BOOST_CHECK_EQUAL(fp::sub(0x3f800000u, 0x7fc00007u, m3), 0x7fc00007u);  // NaN sign kept by sub
  BOOST_CHECK_EQUAL(fp::add(0x7f7fffffu, 0x73000000u, m3), 0x7f800000u);  // MAX + half ulp: ties to even -> inf
  // Denorm modes: 2^-149 * 2.
  BOOST_CHECK_EQUAL(fp::mul(0x00000001u, 0x40000000u, m3), 0x00000002u);
  BOOST_CHECK_EQUAL(fp::mul(0x00000001u, 0x40000000u, m2), 0x00000000u);  // input flushed
  BOOST_CHECK_EQUAL(fp::mul(0x00000001u, 0x40000000u, m1), 0x00000000u);  // output flushed
  BOOST_CHECK_EQUAL(fp::mul(0x80000001u, 0x40000000u, m0), 0x80000000u);  // flushed keeps sign
  // 2^-126 * 0.5 = 2^-127: denormal output.
  BOOST_CHECK_EQUAL(fp::mul(0x00800000u, 0x3f000000u, m3), 0x00400000u);
  BOOST_CHECK_EQUAL(fp::mul(0x00800000u, 0x3f000000u, m2), 0x00400000u);
  BOOST_CHECK_EQUAL(fp::mul(0x00800000u, 0x3f000000u, m1), 0x00000000u);
  // Output flush decides tininess after rounding to 24 bits with an unbounded
  // exponent (x86 FTZ): (2^-125 - 2^-149) * 0.5 = 0x1.fffffep-127 exactly is
  // below 2^-126 and flushes (the denormal grid would have rounded it up to
  // 2^-126); kept in mode 3 as the denormal that rounds (tie, even) to 2^-126.
  BOOST_CHECK_EQUAL(fp::mul(0x00ffffffu, 0x3f000000u, m1), 0x00000000u);
  BOOST_CHECK_EQUAL(fp::mul(0x00ffffffu, 0x3f000000u, m3), 0x00800000u);
  // fma(2^-76, -2^-75, 2^-126) = 2^-126 - 2^-151 exactly: at 24 bits (ulp
  // 2^-150 below 2^-126) a tie between 0x1.fffffep-127 (odd) and 2^-126
  // (even): rounds to 2^-126, kept under output flush.
  BOOST_CHECK_EQUAL(fp::fma(0x19800000u, 0x9a000000u, 0x00800000u, m1), 0x00800000u);
  // fma(2^-76, -2^-74, 2^-126) = 2^-126 - 2^-150 = 0x1.fffffep-127 exactly:
  // flushed (to +0: the sign of the result is +).
  BOOST_CHECK_EQUAL(fp::fma(0x19800000u, 0x9a800000u, 0x00800000u, m1), 0x00000000u);
  BOOST_CHECK_EQUAL(fp::mul(0x7f800000u, 0x00000000u, m3), 0xffc00000u);  // inf * 0
  // Legacy multiply: 0 * anything = +0.
  BOOST_CHECK_EQUAL(fp::mul_legacy(0x00000000u, 0x7f800000u, m3), 0x00000000u);
  BOOST_CHECK_EQUAL(fp::mul_legacy(0x7fc00000u, 0x80000000u, m3), 0x00000000u);
  BOOST_CHECK_EQUAL(fp::mul_legacy(0x80000000u, 0x40a00000u, m3), 0x00000000u);
  BOOST_CHECK_EQUAL(fp::mul_legacy(0x00000001u, 0x7f800000u, m0), 0x00000000u);  // flushed denorm is 0
  BOOST_CHECK_EQUAL(fp::mul_legacy(0x00000001u, 0x7f800000u, m3), 0x7f800000u);
  // (1 + 2^-23)^2 - (1 + 2^-22) = 2^-46 fused; the unfused mad rounds the
  // product to 1 + 2^-22 first and gives +0.
  BOOST_CHECK_EQUAL(fp::fma(0x3f800001u, 0x3f800001u, 0xbf800002u, m3), 0x28800000u);
  BOOST_CHECK_EQUAL(fp::mad(0x3f800001u, 0x3f800001u, 0xbf800002u, m3), 0x00000000u);
  // mad flushes whatever the mode: 2^-126 * 0.5 + 0.
  BOOST_CHECK_EQUAL(fp::mad(0x00800000u, 0x3f000000u, 0x00000000u, m3), 0x00000000u);
  BOOST_CHECK_EQUAL(fp::fma(0x00800000u, 0x3f000000u, 0x00000000u, m3), 0x00400000u);
  BOOST_CHECK_EQUAL(fp::mad(0x00000000u, 0x7f800000u, 0x7fc00009u, m3), 0x7fc00009u);  // NaN S2 beats 0*inf
  BOOST_CHECK_EQUAL(fp::mad_legacy(0x00000000u, 0x7f800000u, 0x3f800000u, m3), 0x3f800000u);
  BOOST_CHECK_EQUAL(fp::ldexp(0x3f800000u, -149, m3), 0x00000001u);
  BOOST_CHECK_EQUAL(fp::ldexp(0x3f800000u, -149, m0), 0x00000000u);
  BOOST_CHECK_EQUAL(fp::ldexp(0x3fc00000u, -149, m3), 0x00000002u);  // 1.5 * 2^-149: tie to even
  BOOST_CHECK_EQUAL(fp::ldexp(0x3f800000u, 128, m3), 0x7f800000u);
}

BOOST_AUTO_TEST_CASE(min_max_cmp_class_hand_cases) {
  BOOST_CHECK_EQUAL(fp::max(0x00000000u, 0x80000000u, m3), 0x00000000u);  // spec: +0 > -0
  BOOST_CHECK_EQUAL(fp::max(0x80000000u, 0x00000000u, m3), 0x00000000u);
  BOOST_CHECK_EQUAL(fp::min(0x00000000u, 0x80000000u, m3), 0x80000000u);
  BOOST_CHECK_EQUAL(fp::max(0x7f800001u, 0x3f800000u, m3), 0x7fc00001u);       // IEEE: quiet(sNaN)
  BOOST_CHECK_EQUAL(fp::max(0x7f800001u, 0x3f800000u, nonieee), 0x3f800000u);  // non-IEEE: other operand
  BOOST_CHECK_EQUAL(fp::min(0x3f800000u, 0x7fc00000u, m3), 0x3f800000u);       // qNaN: other operand
  BOOST_CHECK_EQUAL(fp::min(0x7fc00001u, 0x7fc00002u, nonieee), 0x7fc00002u);  // both NaN: S1
  BOOST_CHECK_EQUAL(fp::med3(0x3f800000u, 0x40000000u, 0x40400000u, m3), 0x40000000u);  // med(1,2,3) = 2
  BOOST_CHECK_EQUAL(fp::med3(0x40400000u, 0x3f800000u, 0x40000000u, m3), 0x40000000u);
  BOOST_CHECK_EQUAL(fp::med3(0x40400000u, 0x7fc00000u, 0x3f800000u, m3), 0x3f800000u);  // NaN: min3 = 1
  BOOST_CHECK_EQUAL(fp::min3(0x40400000u, 0xbf800000u, 0x3f800000u, m3), 0xbf800000u);
  BOOST_CHECK_EQUAL(fp::max3(0x40400000u, 0xbf800000u, 0x40800000u, m3), 0x40800000u);
  BOOST_CHECK_EQUAL(fp::min(0x00000001u, 0x3f800000u, m3), 0x00000001u);
  BOOST_CHECK_EQUAL(fp::min(0x80000001u, 0x00000000u, m2), 0x80000000u);  // flushed input: -0 < +0
  BOOST_CHECK(fp::cmp(fp::Cmp::LT, 0x3f800000u, 0x40000000u, m3));
  BOOST_CHECK(fp::cmp(fp::Cmp::EQ, 0x00000000u, 0x80000000u, m3));
  BOOST_CHECK(fp::cmp(fp::Cmp::NGE, 0x7fc00000u, 0x3f800000u, m3));
  BOOST_CHECK(!fp::cmp(fp::Cmp::LG, 0x7fc00000u, 0x3f800000u, m3));
  BOOST_CHECK(fp::cmp(fp::Cmp::NEQ, 0x7fc00000u, 0x7fc00000u, m3));
  BOOST_CHECK(!fp::cmp(fp::Cmp::O, 0x7f800001u, 0x3f800000u, m3));
  BOOST_CHECK(fp::cmp(fp::Cmp::TRU, 0x7fc00000u, 0x7fc00000u, m3));
  BOOST_CHECK(!fp::cmp(fp::Cmp::F, 0x3f800000u, 0x3f800000u, m3));
  BOOST_CHECK(fp::cmp(fp::Cmp::EQ, 0x00000001u, 0x00000000u, m0));   // denorm flushed: equal
  BOOST_CHECK(!fp::cmp(fp::Cmp::EQ, 0x00000001u, 0x00000000u, m3));
  BOOST_CHECK(fp::cmp_class(0x3f800000u, 1u << 8));    // +normal
  BOOST_CHECK(fp::cmp_class(0x00000001u, 1u << 7));    // +denormal
  BOOST_CHECK(fp::cmp_class(0x80000000u, 1u << 5));    // -zero
  BOOST_CHECK(fp::cmp_class(0x7f800001u, 1u << 0));    // sNaN
  BOOST_CHECK(fp::cmp_class(0x7fc00000u, 1u << 1));    // qNaN
  BOOST_CHECK(fp::cmp_class(0xff800000u, 1u << 2));    // -inf
  BOOST_CHECK(!fp::cmp_class(0xff800000u, 0x3ffu & ~(1u << 2)));
}

BOOST_AUTO_TEST_CASE(conversion_hand_cases) {
  BOOST_CHECK_EQUAL(fp::cvt_i32_f32(0x4f32d05eu, m3), 0x7fffffffu);  // 3e9 saturates
  BOOST_CHECK_EQUAL(fp::cvt_i32_f32(0xcf32d05eu, m3), 0x80000000u);  // -3e9
  BOOST_CHECK_EQUAL(fp::cvt_i32_f32(0x7fc00000u, m3), 0x00000000u);  // NaN -> 0
  BOOST_CHECK_EQUAL(fp::cvt_i32_f32(0xc0200000u, m3), 0xfffffffeu);  // -2.5 -> -2
  BOOST_CHECK_EQUAL(fp::cvt_u32_f32(0xbf800000u, m3), 0x00000000u);  // -1 -> 0
  BOOST_CHECK_EQUAL(fp::cvt_u32_f32(0x4f800000u, m3), 0xffffffffu);  // 2^32 saturates
  BOOST_CHECK_EQUAL(fp::cvt_u32_f32(0x4f7fffffu, m3), 0xffffff00u);  // largest below 2^32
  BOOST_CHECK_EQUAL(fp::cvt_rpi_i32_f32(0xc0200000u, m3), 0xfffffffeu);  // floor(-2.5 + .5) = -2
  BOOST_CHECK_EQUAL(fp::cvt_rpi_i32_f32(0x40200000u, m3), 0x00000003u);  // floor(3.0) = 3
  BOOST_CHECK_EQUAL(fp::cvt_rpi_i32_f32(0x3effffffu, m3), 0x00000000u);  // exact sum 0.99999997 -> 0
  BOOST_CHECK_EQUAL(fp::cvt_flr_i32_f32(0xc0200000u, m3), 0xfffffffdu);  // floor(-2.5) = -3
  BOOST_CHECK_EQUAL(fp::cvt_flr_i32_f32(0x80000001u, m3), 0xffffffffu);  // floor(-denorm) = -1
  BOOST_CHECK_EQUAL(fp::cvt_flr_i32_f32(0x80000001u, m0), 0x00000000u);  // flushed: floor(-0) = 0
  BOOST_CHECK_EQUAL(fp::cvt_f32_i32(0x01000001u, m3), 0x4b800000u);  // 2^24 + 1: tie to even
  BOOST_CHECK_EQUAL(fp::cvt_f32_i32(0x01000003u, m3), 0x4b800002u);  // 2^24 + 3 -> 2^24 + 4
  BOOST_CHECK_EQUAL(fp::cvt_f32_i32(0x80000000u, m3), 0xcf000000u);  // INT_MIN
  BOOST_CHECK_EQUAL(fp::cvt_f32_u32(0xffffffffu, m3), 0x4f800000u);  // UINT_MAX rounds to 2^32
  BOOST_CHECK_EQUAL(fp::cvt_f32_ubyte(0x0000ff00u, 1), 0x437f0000u);  // 255.0
  BOOST_CHECK_EQUAL(fp::cvt_f32_ubyte(0x80000000u, 3), 0x43000000u);  // 128.0
  BOOST_CHECK_EQUAL(fp::rndne(0x40200000u, m3), 0x40000000u);  // 2.5 -> 2
  BOOST_CHECK_EQUAL(fp::rndne(0x40600000u, m3), 0x40800000u);  // 3.5 -> 4
  BOOST_CHECK_EQUAL(fp::rndne(0xbf000000u, m3), 0x80000000u);  // -0.5 -> -0
  BOOST_CHECK_EQUAL(fp::rndne(0x3effffffu, m3), 0x00000000u);  // 0.49999997 -> 0
  BOOST_CHECK_EQUAL(fp::floor(0xbf000000u, m3), 0xbf800000u);  // -0.5 -> -1
  BOOST_CHECK_EQUAL(fp::ceil(0xbf000000u, m3), 0x80000000u);   // -0.5 -> -0
  BOOST_CHECK_EQUAL(fp::ceil(0x00000001u, m3), 0x3f800000u);   // ceil(+denorm) = 1
  BOOST_CHECK_EQUAL(fp::ceil(0x00000001u, m0), 0x00000000u);   // flushed: ceil(+0) = +0
  BOOST_CHECK_EQUAL(fp::trunc(0xbfc00000u, m3), 0xbf800000u);  // -1.5 -> -1
  BOOST_CHECK_EQUAL(fp::fract(0xbe800000u, m3), 0x3f400000u);  // fract(-0.25) = 0.75
  BOOST_CHECK_EQUAL(fp::fract(0xb3800000u, m3), 0x3f7fffffu);  // -2^-24 + 1, exact
  BOOST_CHECK_EQUAL(fp::fract(0xb3000000u, m3), 0x3f800000u);  // -2^-25 + 1 rounds to 1.0 (literal spec)
  BOOST_CHECK_EQUAL(fp::fract(0x7f800000u, m3), 0xffc00000u);  // inf - inf
  BOOST_CHECK_EQUAL(fp::frexp_mant(0x41000000u, m3), 0x3f000000u);  // 8 = 0.5 * 2^4
  BOOST_CHECK_EQUAL(fp::frexp_exp(0x41000000u, m3), 4u);
  BOOST_CHECK_EQUAL(fp::frexp_exp(0x00000001u, m3), static_cast<uint32_t>(-148));  // 2^-149 = 0.5 * 2^-148
  BOOST_CHECK_EQUAL(fp::frexp_mant(0x00000001u, m3), 0x3f000000u);
  BOOST_CHECK_EQUAL(fp::frexp_mant(0xff800000u, m3), 0xff800000u);  // inf returned as is
  BOOST_CHECK_EQUAL(fp::frexp_exp(0x7fc00000u, m3), 0u);
}

BOOST_AUTO_TEST_CASE(output_modifier_hand_cases) {
  const fp::Mode nodx10{3, true, false};
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x40400000u, 1, false, m3), 0x40c00000u);  // 3 * 2
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x40400000u, 2, false, m3), 0x41400000u);  // 3 * 4
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x40400000u, 3, false, m3), 0x3fc00000u);  // 3 / 2
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x00800000u, 3, false, m3), 0x00400000u);  // to denormal
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x00800000u, 3, false, m1), 0x00000000u);  // flushed
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x7f000000u, 1, false, m3), 0x7f800000u);  // 2^127 * 2 = inf
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x3fc00000u, 0, true, m3), 0x3f800000u);   // clamp 1.5
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x3f000000u, 2, true, m3), 0x3f800000u);   // 0.5 * 4 -> 1
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0xc0000000u, 0, true, m3), 0x00000000u);   // -2 -> 0
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x80000000u, 0, true, m3), 0x00000000u);   // -0 -> +0
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x7fc00000u, 0, true, m3), 0x00000000u);   // DX10: NaN -> 0
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x7fc00000u, 0, true, nodx10), 0x7fc00000u);
  BOOST_CHECK_EQUAL(fp::apply_output_modifiers(0x3e800000u, 0, true, m3), 0x3e800000u);   // 0.25 unchanged
}

BOOST_AUTO_TEST_CASE(mode_register_fields) {
  // MODE: FP_DENORM[5:4] single precision, DX10_CLAMP bit 8, IEEE bit 9
  // (spec lines 1651..1659, 329..334).
  const fp::Mode m = fp::Mode::from_reg(0x000002f0u);
  BOOST_CHECK_EQUAL(m.denorm, 3u);
  BOOST_CHECK(m.ieee);
  BOOST_CHECK(!m.dx10_clamp);
  const fp::Mode n = fp::Mode::from_reg(0x00000190u);
  BOOST_CHECK_EQUAL(n.denorm, 1u);
  BOOST_CHECK(!n.ieee);
  BOOST_CHECK(n.dx10_clamp);
}
