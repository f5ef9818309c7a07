// Cross-check: the FP32 VALU lane (rtl/fp/gcn_fp32_lane.sv) against the
// golden library (golden/fp/), bit for bit, for every micro-operation.
//
// The lockstep checker compares the RTL with the golden model, so the two
// must agree exactly; each side is also tested against an independent oracle
// elsewhere (tests/test_rtl_fp32.cpp: host FPU; tests/fp/: host FPU, libm).
// Stimuli: corner values (zeros, denormal extremes, +-1, min normal, max
// finite, inf, quiet and signalling NaNs, values next to rounding and flush
// boundaries) crossed pairwise (triple-wise for three-source ops) under all
// four FP32 denorm modes x IEEE x DX10_CLAMP, with the VOP3 modifiers
// (abs/neg/omod/clamp) cycled over the combinations; then random operands,
// modes and modifiers. The golden side applies the modifiers the way the
// lockstep golden model must (golden_lane() below; docs/fp32.md).
#define BOOST_TEST_MODULE rtl_fp32_xcheck
#include <boost/test/unit_test.hpp>

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "Vgcn_fp32_lane.h"
#include "Vgcn_fp32_lane_gcn_fp32_lane.h"
#include "fp32.h"
#include "lane_driver.h"
#include "ulp_meter.h"
#include "xcheck_ops.h"

namespace fp = gcn::fp;
using namespace xcheck;

namespace {

// ------------------------------------------------------------------ RTL side

struct XcheckPorts {
  using Job = xcheck::Job;
  using Want = Result;
  static void drive(Vgcn_fp32_lane& t, const Job& j) { drive_fp32_lane(t, j, j.vcc); }
  static void idle(Vgcn_fp32_lane&, uint64_t) {}
  static Want expect(const Job& j) { return golden_lane(j); }
  static bool matches(const Vgcn_fp32_lane& t, const Want& w) {
    return t.d_o == w.d && (!w.has_vcc || t.vcc_o == w.vcc);
  }
  static std::string mismatch(const Vgcn_fp32_lane& t, const Job& j, const Want& w) {
    std::ostringstream m;
    m << describe(j) << ": rtl " << hex(t.d_o) << " vcc " << unsigned(t.vcc_o) << " golden " << hex(w.d) << " vcc "
      << unsigned(w.vcc);
    return m.str();
  }
};
using Lane = LaneDriver<Vgcn_fp32_lane, XcheckPorts>;

Lane& lane() {
  static Lane l(Vgcn_fp32_lane_gcn_fp32_lane::LATENCY, 40);
  return l;
}

// ------------------------------------------------------------------ stimuli

const std::vector<uint32_t> kCorners = {
    0x00000000, 0x80000000,                          // +-0
    0x00000001, 0x80000001, 0x00000002,              // smallest denormals
    0x007FFFFF, 0x807FFFFF, 0x00400000, 0x00400001,  // largest denormals, 2^-127
    0x00800000, 0x80800000, 0x00800001, 0x00FFFFFF,  // min normal and neighbours
    0x3F800000, 0xBF800000, 0x3F800001, 0x3F7FFFFF,  // +-1 and neighbours
    0x3F000000, 0xBF000000, 0x3F000001, 0x3EFFFFFF,  // +-0.5 and neighbours
    0x3FC00000, 0xC0200000, 0x40400000, 0x3EAAAAAB,  // 1.5, -2.5, 3, 1/3
    0x33800000, 0x33000000, 0x34000000,              // 2^-24, 2^-25, 2^-23 (rounding)
    0x4B000000, 0x4B000001, 0xCB7FFFFF, 0x4B800000,  // 2^23, 2^23+1, -(2^24-1), 2^24
    0x4F000000, 0xCF000000, 0x4EFFFFFF, 0x4F800000,  // 2^31, -2^31, below 2^31, 2^32
    0x7F7FFFFF, 0xFF7FFFFF, 0x7F000000, 0x7EFFFFFF,  // largest finite, 2^127
    0x1F800000, 0x1F7FFFFF, 0x20000000, 0x1F000000,  // products near 2^-126 / 2^-127
    0x5F800000, 0x5F7FFFFF, 0x02000000, 0x3E800000,  // 2^64, 2^-123, 0.25
    0x7F800000, 0xFF800000,                          // +-inf
    0x7FC00000, 0xFFC00001, 0x7FFFFFFF,              // quiet NaNs with payloads
    0x7F800001, 0xFFA00005, 0x7FBFFFFF,              // signalling NaNs with payloads
    0xFFFFFFFF, 0x01000001, 0x000000FF, 0x0000000F,  // integer patterns
};

struct Rng {
  std::mt19937_64 g;
  explicit Rng(uint64_t seed) : g(seed) {}
  uint32_t u32() { return uint32_t(g()); }
  unsigned below(unsigned n) { return unsigned(g() % n); }
  bool chance(unsigned percent) { return below(100) < percent; }
  uint32_t value() {
    switch (below(8)) {
      case 0: return u32();
      case 1: return kCorners[below(unsigned(kCorners.size()))];
      case 2: return (u32() & 0x807FFFFFu) | (below(3) << 23);          // denormal / tiny
      case 3: return (u32() & 0x807FFFFFu) | ((251 + below(5)) << 23);  // huge / special
      case 4: return (u32() & 0x80000000u) | ((120 + below(40)) << 23) | (u32() & 0x007F0000u);
      default: return (u32() & 0x807FFFFFu) | ((100 + below(60)) << 23);
    }
  }
  // Close to x: cancellation, equal exponents, division-scale boundaries.
  uint32_t near(uint32_t x) {
    switch (below(4)) {
      case 0: return x ^ 0x80000000u;
      case 1: return (x ^ 0x80000000u) + below(8) - 4;
      case 2: return x ^ (1u << below(23));
      default: return x + ((below(200) - 100) << 23);
    }
  }
};

void set_modifiers(Job& j, uint64_t k) {
  // Cycle over the modifier combinations with a stride coprime to the corner
  // count, so every (operand, modifier) pairing occurs.
  const uint64_t h = k * 0x9E3779B97F4A7C15ull >> 40;
  j.abs = uint8_t(h & 7);
  j.neg = uint8_t(h >> 3 & 7);
  j.omod = uint8_t(h >> 6 & 3);
  j.clamp = (h >> 8 & 3) == 0;
  j.vcc = (h >> 10 & 1) != 0;
  if ((h >> 11 & 3) == 0) j.abs = j.neg = 0;
  if ((h >> 13 & 1) == 0) j.omod = 0;
}

}  // namespace

// Every corner value in every operand position, all 4 denorm modes x IEEE x
// DX10_CLAMP; three-source ops over all triples (16 modes for each triple
// would be 4M per op: the triples take the mode from the triple index).
BOOST_AUTO_TEST_CASE(corners) {
  const size_t nc = kCorners.size();
  const uint64_t start = lane().checked();
  for (const OpInfo& o : ops()) {
    const size_t combos = o.arity == 1 ? nc : o.arity == 2 ? nc * nc : nc * nc * nc;
    const unsigned modes = o.arity == 3 ? 1 : 16;
    for (unsigned md = 0; md < modes; ++md) {
      for (size_t k = 0; k < combos; ++k) {
        Job j;
        j.op = o.op;
        const unsigned mm = o.arity == 3 ? unsigned(k * 7 % 16) : md;
        j.denorm = uint8_t(mm & 3);
        j.ieee = (mm & 4) != 0;
        j.dx10 = (mm & 8) != 0;
        j.src = {kCorners[k % nc], kCorners[(k / nc) % nc], kCorners[(k / nc / nc) % nc]};
        fix_int_sources(j, k);
        set_modifiers(j, k + md * 977);
        lane().step(&j);
      }
    }
  }
  lane().drain();
  BOOST_TEST_MESSAGE("corners: " << lane().checked() - start << " results compared");
  std::printf("xcheck corners: %llu results compared\n", static_cast<unsigned long long>(lane().checked() - start));
  BOOST_CHECK_EQUAL(lane().failures(), 0u);
}

// Random operands (with related operand pairs), modes and modifiers.
BOOST_AUTO_TEST_CASE(random_patterns) {
  Rng rng(0xC0FFEE17u);
  const uint64_t start = lane().checked();
  for (const OpInfo& o : ops()) {
    for (unsigned i = 0; i < o.random_count; ++i) {
      Job j;
      j.op = o.op;
      j.denorm = uint8_t(rng.below(4));
      j.ieee = rng.chance(50);
      j.dx10 = rng.chance(50);
      for (auto& s : j.src) s = rng.value();
      if (rng.chance(30)) j.src[1] = rng.near(j.src[0]);
      if (rng.chance(30)) j.src[2] = rng.near(j.src[rng.below(2)]);
      if (rng.chance(10)) j.src[0] = j.src[1 + rng.below(2)];   // div_scale: S0 is S1 or S2
      if (o.op == DIV_SCALE && rng.chance(60)) {
        // The macro's use: S0 is the denominator or the numerator (sometimes
        // with other modifiers, so that S0 == S1 compares after modifiers),
        // and exponents that reach each branch (near MAX_FLOAT, 1/S1 or S2/S1
        // denormal, tiny numerator).
        if (rng.chance(50)) j.src[1] = (j.src[1] & 0x807FFFFFu) | ((rng.chance(50) ? 250 + rng.below(5) : rng.below(3)) << 23);
        if (rng.chance(50)) j.src[2] = (j.src[2] & 0x807FFFFFu) | ((rng.chance(50) ? rng.below(30) : 96 + rng.below(159)) << 23);
        j.src[0] = j.src[1 + rng.below(2)];
      }
      fix_int_sources(j, rng.g());
      set_modifiers(j, rng.g());
      lane().step(&j);
      if (rng.chance(1)) lane().step(nullptr);
    }
  }
  lane().drain();
  std::printf("xcheck random: %llu results compared\n", static_cast<unsigned long long>(lane().checked() - start));
  BOOST_CHECK_EQUAL(lane().failures(), 0u);
}

// The transcendentals' accuracy inputs (those of tests/fp/test_fp32_trans_*):
// the RTL result must equal golden (checked by the lane as above) and is
// measured against long double libm; bound 1 ULP (spec 4848..4869; our
// target for sin/cos). Every third significand of each binade, so that all
// table segments and in-segment positions are reached.
namespace {

class Measured {
 public:
  // flushes: the op flushes denormal results (all but sin/cos in mode 3).
  Measured(const char* name, uint8_t op, long double (*ref)(long double), bool flushes = true)
      : meter_(name, 1.0L, flushes), op_(op), ref_(ref) {}
  // Issues x; results are measured when they leave the lane.
  void add(uint32_t x) {
    Job j;
    j.op = op_;
    j.src = {x, 0, 0};
    lane().step(&j);
    meter_.add(x, golden_lane(j).d, ref_(static_cast<long double>(std::bit_cast<float>(x))));
  }

 private:
  fptest::UlpMeter meter_;
  uint8_t op_;
  long double (*ref_)(long double);
};

constexpr long double kPi = 3.141592653589793238462643383279502884L;
long double ref_rcp(long double x) { return 1.0L / x; }
long double ref_rsq(long double x) { return 1.0L / std::sqrt(x); }
long double ref_sqrt(long double x) { return std::sqrt(x); }
long double ref_exp(long double x) { return std::exp2(x); }
long double ref_log(long double x) { return std::log2(x); }
// sin(2 pi x) reduced exactly onto [-1/4, 1/4] first, so that exact zeros
// stay exact (as tests/fp/test_fp32_trans_sin.cpp).
long double ref_sin(long double x) {
  const long double s = x < 0 ? -1.0L : 1.0L;
  long double r = std::fmod(std::fabs(x), 1.0L);
  if (r > 0.5L) r -= 1.0L;
  if (r > 0.25L) r = 0.5L - r;
  if (r < -0.25L) r = -0.5L - r;
  return s * std::sin(2 * kPi * r);
}
long double ref_cos(long double x) {
  long double r = std::fmod(std::fabs(x), 1.0L);
  if (r > 0.5L) r = 1.0L - r;
  return ref_sin(0.25L - r);
}

void sweep(Measured& m, uint32_t base, uint32_t count, uint32_t stride = 3) {
  for (uint32_t f = 0; f < count; f += stride) m.add(base + f);
}

}  // namespace

BOOST_AUTO_TEST_CASE(trans_accuracy_inputs) {
  const uint64_t start = lane().checked();
  const uint64_t fails = lane().failures();
  std::mt19937_64 rng(0xACC0);
  {
    Measured m("rcp", RCP, ref_rcp);
    sweep(m, 0x3F800000u, 1u << 23);
    for (int i = 0; i < 500000; ++i)
      m.add((uint32_t(rng()) & 0x807FFFFFu) | ((1 + uint32_t(rng() % 254)) << 23));
  }
  {
    Measured r("rsq", RSQ, ref_rsq), s("sqrt", SQRT, ref_sqrt);
    for (uint32_t base : {0x3F800000u, 0x40000000u}) {
      sweep(r, base, 1u << 23);
      sweep(s, base, 1u << 23);
    }
    for (int i = 0; i < 500000; ++i) {
      const uint32_t x = (uint32_t(rng()) & 0x007FFFFFu) | ((1 + uint32_t(rng() % 254)) << 23);
      r.add(x);
      s.add(x);
    }
  }
  {
    Measured e("exp", EXP, ref_exp), l("log", LOG, ref_log);
    sweep(e, 0x3F800000u, 1u << 23);
    sweep(e, 0xBF800000u, 1u << 23);
    sweep(l, 0x3F000000u, 1u << 24);
    for (int i = 0; i < 500000; ++i) {
      // exp over [-160, 130] and tiny; log over the positive normals.
      const float v = std::ldexp(float(int64_t(rng() % 290000) - 160000), -10 - int(rng() % 2) * 20);
      e.add(std::bit_cast<uint32_t>(v));
      l.add((uint32_t(rng()) & 0x007FFFFFu) | ((1 + uint32_t(rng() % 254)) << 23));
    }
  }
  {
    Measured s("sin", SIN, ref_sin, false), c("cos", COS, ref_cos, false);
    sweep(s, 0x3E800000u, 1u << 23);
    sweep(c, 0x3E800000u, 1u << 23);
    for (int i = 0; i < 500000; ++i) {
      // Denormals up to 2^49, both signs.
      const uint32_t x = (uint32_t(rng()) & 0x807FFFFFu) | (uint32_t(rng() % 177) << 23);
      s.add(x);
      c.add(x);
    }
  }
  lane().drain();
  std::printf("xcheck trans accuracy inputs: %llu results compared\n",
              static_cast<unsigned long long>(lane().checked() - start));
  BOOST_CHECK_EQUAL(lane().failures(), fails);
}

// Per-op totals, so the report can quote input counts.
BOOST_AUTO_TEST_CASE(summary) {
  for (const OpInfo& o : ops()) {
    std::printf("xcheck %-18s %10llu\n", o.name, static_cast<unsigned long long>(lane().per_op(o.op)));
    BOOST_CHECK_MESSAGE(lane().per_op(o.op) > 0, o.name << " never checked");
  }
  std::printf("xcheck total %llu\n", static_cast<unsigned long long>(lane().checked()));
}
