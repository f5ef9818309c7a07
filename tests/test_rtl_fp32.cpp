// The FP32 VALU lane (rtl/fp/gcn_fp32_lane.sv) against the host x86 FPU.
//
// The Verilated lane is driven back to back, one operation per cycle, and
// every result is compared with a reference computed on the host: SSE
// arithmetic under MXCSR FTZ (output flush) and DAZ (input flush), FMA3 for
// the fused multiply-add, host float comparisons, libm floor/trunc/ceil/rint/
// frexp, and the host integer conversions. The readings the lane shares with
// the golden model (docs/fp32.md) are applied around the host results:
//  - NaN operands: x86 returns the NaN of its first source operand, but the
//    compiler may commute a + b or a * b, so the reference does not rely on
//    operand order: it returns the first NaN operand in S0, S1, S2 order,
//    quieted, before computing anything. Generated NaNs (inf - inf, 0 * inf)
//    come from the host and are the x86 default NaN 0xFFC00000.
//  - min/max/med3 follow the spec pseudo-code, written here with host
//    comparisons; float-to-int saturation and NaN -> 0 are written out.
//  - MXCSR FTZ detects tininess after rounding, which is the lane's flush rule.
// Expected values of the directed cases are worked by hand from the spec.
#define BOOST_TEST_MODULE rtl_fp32
#include <boost/test/unit_test.hpp>

#include <immintrin.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "Vgcn_fp32_lane.h"
#include "Vgcn_fp32_lane_gcn_fp32_lane.h"
#include "lane_driver.h"
#include "valu_uops.h"

namespace {

// The lane's micro-ops (fp_op_e): the micro-op section of model/isa.def. This test has host
// references for those below RCP (the transcendentals, the division and cube
// macros are checked against golden/fp by test_rtl_fp32_xcheck.cpp).
using namespace gcn::fp_uop;

// Cycles from valid_i to valid_o: the lane's LATENCY (tests/lane_latency.vlt).
constexpr unsigned kLatency = Vgcn_fp32_lane_gcn_fp32_lane::LATENCY;
constexpr uint32_t kDefaultNan = 0xFFC00000u;

struct Job {
  uint8_t op = ADD;
  uint8_t denorm = 3;   // MODE.FP_DENORM[1:0]: bit 0 allow input, bit 1 allow output
  bool ieee = true;
  bool dx10 = true;
  std::array<uint32_t, 3> src{};
  uint8_t abs = 0, neg = 0, omod = 0;
  bool clamp = false;
};

std::string describe(const Job& j) {
  char buf[200];
  std::snprintf(buf, sizeof buf,
                "op=0x%02x src=%08x,%08x,%08x denorm=%u ieee=%d dx10=%d abs=%u neg=%u omod=%u clamp=%d",
                j.op, j.src[0], j.src[1], j.src[2], j.denorm, j.ieee, j.dx10, j.abs, j.neg,
                j.omod, j.clamp);
  return buf;
}

// ------------------------------------------------------------------ host side

float f_of(uint32_t u) { return std::bit_cast<float>(u); }
uint32_t u_of(float f) { return std::bit_cast<uint32_t>(f); }
bool nan_bits(uint32_t u) { return (u & 0x7FFFFFFFu) > 0x7F800000u; }
bool denorm_bits(uint32_t u) { return (u & 0x7F800000u) == 0 && (u & 0x007FFFFFu) != 0; }
uint32_t quiet(uint32_t u) { return u | 0x00400000u; }
uint32_t flushed(uint32_t u, bool flush) { return flush && denorm_bits(u) ? (u & 0x80000000u) : u; }

// Keeps a value in an SSE register at this point, so that arithmetic is not
// moved across an MXCSR write.
#define FENCE(x) asm volatile("" : "+x"(x))

// MXCSR with all exceptions masked, round to nearest, FTZ/DAZ as asked.
class Mxcsr {
 public:
  Mxcsr(bool ftz, bool daz) : saved_(_mm_getcsr()) {
    _mm_setcsr(0x1F80u | (ftz ? 0x8000u : 0u) | (daz ? 0x0040u : 0u));
  }
  ~Mxcsr() { _mm_setcsr(saved_); }
  Mxcsr(const Mxcsr&) = delete;
  Mxcsr& operator=(const Mxcsr&) = delete;

 private:
  unsigned saved_;
};

__attribute__((target("fma"))) float fma_hw(float a, float b, float c) {
  return _mm_cvtss_f32(_mm_fmadd_ss(_mm_set_ss(a), _mm_set_ss(b), _mm_set_ss(c)));
}

float host_fma(float a, float b, float c) {
  static const bool has_fma = __builtin_cpu_supports("fma");
  FENCE(a);
  FENCE(b);
  FENCE(c);
  float r = has_fma ? fma_hw(a, b, c) : std::fma(a, b, c);
  FENCE(r);
  return r;
}

bool is_float_result(uint8_t op) {
  if (op >= CMP_F && op <= CMP_TRU) return false;
  return !(op == CLASS || op == CVT_I32_F32 || op == CVT_U32_F32 || op == CVT_RPI_I32_F32 ||
           op == CVT_FLR_I32_F32 || op == FREXP_EXP);
}

bool int_src0(uint8_t op) { return op >= CVT_F32_I32 && op <= CVT_F32_UBYTE3; }
bool int_src1(uint8_t op) { return op == LDEXP || op == CLASS; }

// V_MIN_F32 / V_MAX_F32, spec pseudo-code (Vega ISA, VOP2 opcodes 10, 11).
uint32_t spec_minmax(uint32_t s0, uint32_t s1, bool is_max, bool ieee) {
  auto snan = [](uint32_t u) { return nan_bits(u) && !(u & 0x00400000u); };
  if (ieee && snan(s0)) return quiet(s0);
  if (ieee && snan(s1)) return quiet(s1);
  if (nan_bits(s0)) return s1;
  if (nan_bits(s1)) return s0;
  if (s0 == 0x00000000u && s1 == 0x80000000u) return is_max ? s0 : s1;
  if (s0 == 0x80000000u && s1 == 0x00000000u) return is_max ? s1 : s0;
  float a = f_of(s0), b = f_of(s1);
  if (!is_max) return a < b ? s0 : s1;
  if (ieee) return a >= b ? s0 : s1;
  return a > b ? s0 : s1;
}

int32_t saturate_i32(double v) {
  if (std::isnan(v)) return 0;
  if (v >= 2147483648.0) return INT32_MAX;
  if (v < -2147483648.0) return INT32_MIN;
  return int32_t(v);
}

uint32_t saturate_u32(double v) {
  if (std::isnan(v)) return 0;
  if (v >= 4294967296.0) return UINT32_MAX;
  if (v <= -1.0) return 0;
  return uint32_t(v);
}

uint32_t compare(uint8_t op, float a, float b) {
  const bool un = std::isnan(a) || std::isnan(b);
  switch (op) {
    case CMP_F: return 0;
    case CMP_LT: return a < b;
    case CMP_EQ: return a == b;
    case CMP_LE: return a <= b;
    case CMP_GT: return a > b;
    case CMP_LG: return a < b || a > b;
    case CMP_GE: return a >= b;
    case CMP_O: return !un;
    case CMP_U: return un;
    case CMP_NGE: return !(a >= b);
    case CMP_NLG: return !(a < b || a > b);
    case CMP_NGT: return !(a > b);
    case CMP_NLE: return !(a <= b);
    case CMP_NEQ: return !(a == b);
    case CMP_NLT: return !(a < b);
    default: return 1;   // CMP_TRU
  }
}

uint32_t classify(uint32_t x, uint32_t mask) {
  const bool neg = x >> 31;
  const float f = f_of(x);
  unsigned bit;
  if (std::isnan(f)) bit = (x & 0x00400000u) ? 1 : 0;
  else if (std::isinf(f)) bit = neg ? 2 : 9;
  else if (f == 0.0f) bit = neg ? 5 : 6;
  else if (std::fpclassify(f) == FP_SUBNORMAL) bit = neg ? 4 : 7;
  else bit = neg ? 3 : 8;
  return (mask >> bit) & 1u;
}

// The operation's value before the output modifiers.
uint32_t reference_core(const Job& j) {
  const bool mad = j.op == MAD || j.op == MAD_LEGACY;
  const bool flush_in = j.op == CLASS ? false : (mad || !(j.denorm & 1));
  const bool flush_out = mad || !(j.denorm & 2);
  std::array<uint32_t, 3> s = j.src;
  for (unsigned i = 0; i < 3; ++i) {
    const bool is_int = (i == 0 && int_src0(j.op)) || (i == 1 && int_src1(j.op));
    if (is_int) continue;
    if (j.abs >> i & 1) s[i] &= 0x7FFFFFFFu;
    if (j.neg >> i & 1) s[i] ^= 0x80000000u;
    s[i] = flushed(s[i], flush_in);
  }
  // First NaN operand, quieted.
  unsigned nan_srcs = 0;
  auto zero = [](uint32_t u) { return (u & 0x7FFFFFFFu) == 0; };
  const bool legacy_zero = (j.op == MUL_LEGACY || j.op == MAD_LEGACY) && (zero(s[0]) || zero(s[1]));
  switch (j.op) {
    case ADD: case SUB: case SUBREV: case MUL: case MUL_LEGACY: nan_srcs = 2; break;
    case FMA: case MAD: case MAD_LEGACY: nan_srcs = 3; break;
    case LDEXP: case FRACT: case TRUNC: case CEIL: case FLOOR: case RNDNE: nan_srcs = 1; break;
    default: break;
  }
  for (unsigned i = 0; i < nan_srcs; ++i) {
    if (legacy_zero && i < 2) continue;
    if (nan_bits(s[i])) return quiet(s[i]);
  }

  // The operands are fenced after the MXCSR write so that no arithmetic on
  // them can be scheduled before it.
  Mxcsr csr(flush_out, flush_in);
  float a = f_of(s[0]), b = f_of(s[1]), c = f_of(s[2]);
  FENCE(a);
  FENCE(b);
  FENCE(c);
  float r = 0.0f;
  switch (j.op) {
    case ADD: r = a + b; break;
    case SUB: r = a - b; break;
    case SUBREV: r = b - a; break;
    case MUL: r = a * b; break;
    case MUL_LEGACY: r = legacy_zero ? 0.0f : a * b; break;
    case FMA: r = host_fma(a, b, c); break;
    case MAD:
    case MAD_LEGACY: {
      float p = (j.op == MAD_LEGACY && legacy_zero) ? 0.0f : a * b;
      FENCE(p);
      r = p + c;
      break;
    }
    case MIN: return spec_minmax(s[0], s[1], false, j.ieee);
    case MAX: return spec_minmax(s[0], s[1], true, j.ieee);
    case MIN3: return spec_minmax(spec_minmax(s[0], s[1], false, j.ieee), s[2], false, j.ieee);
    case MAX3: return spec_minmax(spec_minmax(s[0], s[1], true, j.ieee), s[2], true, j.ieee);
    case MED3: {
      // V_MED3_F32: "==" is the float comparison.
      if (std::isnan(a) || std::isnan(b) || std::isnan(c))
        return spec_minmax(spec_minmax(s[0], s[1], false, j.ieee), s[2], false, j.ieee);
      const float mx = f_of(spec_minmax(spec_minmax(s[0], s[1], true, j.ieee), s[2], true, j.ieee));
      if (mx == a) return spec_minmax(s[1], s[2], true, j.ieee);
      if (mx == b) return spec_minmax(s[0], s[2], true, j.ieee);
      return spec_minmax(s[0], s[1], true, j.ieee);
    }
    case CLASS: return classify(s[0], s[1] & 0x3FFu);
    case LDEXP: {
      const int32_t n = std::clamp(int32_t(s[1]), -400, 400);
      double v = double(a) * std::ldexp(1.0, n);   // exact in double
      FENCE(v);
      r = float(v);
      break;
    }
    case FRACT: {
      float fl = -std::floor(a);
      FENCE(fl);
      r = a + fl;
      break;
    }
    case CVT_F32_I32: r = float(int32_t(s[0])); break;
    case CVT_F32_U32: r = float(s[0]); break;
    case CVT_F32_UBYTE0: case CVT_F32_UBYTE1: case CVT_F32_UBYTE2: case CVT_F32_UBYTE3:
      r = float((s[0] >> (8 * (j.op - CVT_F32_UBYTE0))) & 0xFFu);
      break;
    case CVT_I32_F32: return uint32_t(saturate_i32(std::trunc(double(a))));
    case CVT_U32_F32: return saturate_u32(std::trunc(double(a)));
    case CVT_FLR_I32_F32: return uint32_t(saturate_i32(std::floor(double(a))));
    case CVT_RPI_I32_F32: return uint32_t(saturate_i32(std::floor(double(a) + 0.5)));
    case TRUNC: r = std::trunc(a); break;
    case CEIL: r = std::ceil(a); break;
    case FLOOR: r = std::floor(a); break;
    case RNDNE: r = std::nearbyint(a); break;
    case FREXP_MANT:
      if (std::isnan(a) || std::isinf(a)) return s[0];
      { int e; r = std::frexp(a, &e); }
      break;
    case FREXP_EXP:
      if (std::isnan(a) || std::isinf(a)) return 0;
      { int e; std::frexp(a, &e); return uint32_t(e); }
    default: return compare(j.op, a, b);
  }
  FENCE(r);
  return u_of(r);
}

uint32_t reference(const Job& j) {
  uint32_t r = reference_core(j);
  // min/max/med3 return an operand; a denormal one is flushed when MODE
  // flushes outputs (the denorm modes apply to all FP operations).
  if (j.op >= MIN && j.op <= MED3) r = flushed(r, !(j.denorm & 2));
  if (!is_float_result(j.op)) return r;
  const bool flush_out = j.op == MAD || j.op == MAD_LEGACY || !(j.denorm & 2);
  if (j.omod != 0) {
    // The rounded result scaled exactly, then rounded and flushed again; it
    // is a result, so it is not input-flushed (no DAZ).
    static constexpr float kScale[4] = {1.0f, 2.0f, 4.0f, 0.5f};
    Mxcsr csr(flush_out, false);
    float f = f_of(r), k = kScale[j.omod];
    FENCE(f);
    FENCE(k);
    float g = f * k;
    FENCE(g);
    r = u_of(g);
  }
  if (j.clamp) {
    if (nan_bits(r)) return j.dx10 ? 0u : r;
    const float f = f_of(r);
    if (f <= 0.0f) return 0u;
    if (f >= 1.0f) return 0x3F800000u;
  }
  return r;
}

// ------------------------------------------------------------------ RTL side

struct Fp32LanePorts {
  using Job = ::Job;
  using Want = uint32_t;
  static void drive(Vgcn_fp32_lane& t, const Job& j) { drive_fp32_lane(t, j, false); }
  static void idle(Vgcn_fp32_lane&, uint64_t) {}
  static Want expect(const Job& j) { return reference(j); }
  static bool matches(const Vgcn_fp32_lane& t, const Want& w) { return t.d_o == w; }
  static std::string mismatch(const Vgcn_fp32_lane& t, const Job& j, const Want& w) {
    std::ostringstream m;
    m << describe(j) << ": got " << std::hex << t.d_o << " want " << w;
    return m.str();
  }
};
using Lane = LaneDriver<Vgcn_fp32_lane, Fp32LanePorts>;

// One lane for the whole program: operations of every test run back to back.
Lane& lane() {
  static Lane l(kLatency, 20);
  return l;
}

void run(const Job& j) { lane().step(&j); }

// ------------------------------------------------------------------ stimuli

const std::vector<uint32_t> kCorners = {
    0x00000000, 0x80000000,                          // +-0
    0x00000001, 0x80000001, 0x00000003,              // smallest denormals
    0x007FFFFF, 0x807FFFFF, 0x00400000,              // largest denormals, 2^-127
    0x00800000, 0x80800000, 0x00800001, 0x00FFFFFF,  // smallest normals
    0x3F800000, 0xBF800000, 0x3F000000, 0xBF000000,  // +-1, +-0.5
    0x3FC00000, 0xC0200000, 0x3EFFFFFF, 0x3F7FFFFF,  // 1.5, -2.5, 0.5-ulp, 1-ulp
    0x33800000, 0x4B000000, 0x4B000001, 0xCB7FFFFF,  // 2^-24, 2^23, 2^23+1, -(2^24-1)
    0x4F000000, 0xCF000000, 0x4EFFFFFF, 0x4F800000,  // 2^31, -2^31, below 2^31, 2^32
    0x7F7FFFFF, 0xFF7FFFFF, 0x7F000000,              // largest finite, 2^127
    0x7F800000, 0xFF800000,                          // +-inf
    0x7FC00000, 0xFFC00001, 0x7FFFFFFF,              // quiet NaNs with payloads
    0x7F800001, 0xFFA00005, 0x7FBFFFFF,              // signalling NaNs with payloads
    0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x01000001,  // integer boundaries
    0x00FFFFFF, 0x7FFFFFC0, 0xFFFFFF01, 0x000000FF,
};

struct Rng {
  std::mt19937_64 g;
  explicit Rng(uint64_t seed) : g(seed) {}
  uint32_t u32() { return uint32_t(g()); }
  unsigned below(unsigned n) { return unsigned(g() % n); }
  bool chance(unsigned percent) { return below(100) < percent; }

  // Mostly finite values spread over the exponent range, with weight on the
  // edges (denormals, near-overflow, specials) and on short mantissas.
  uint32_t value() {
    switch (below(8)) {
      case 0: return u32();
      case 1: return kCorners[below(unsigned(kCorners.size()))];
      case 2: return (u32() & 0x807FFFFFu) | (below(3) << 23);             // denormal/tiny
      case 3: return (u32() & 0x807FFFFFu) | ((251 + below(5)) << 23);     // huge or special
      case 4: return (u32() & 0x80000000u) | ((120 + below(40)) << 23) | (u32() & 0x007F0000u);
      default: return (u32() & 0x807FFFFFu) | ((100 + below(60)) << 23);
    }
  }

  // An operand close to -x so that sums cancel.
  uint32_t near_neg(uint32_t x) {
    uint32_t y = x ^ 0x80000000u;
    switch (below(4)) {
      case 0: return y;
      case 1: return y + below(8) - 4;
      case 2: return y ^ (1u << below(23));
      default: return y + ((below(5) - 2) << 23);
    }
  }
};

Job random_job(Rng& rng, uint8_t op) {
  Job j;
  j.op = op;
  j.denorm = uint8_t(rng.below(4));
  j.ieee = rng.chance(50);
  j.dx10 = rng.chance(50);
  for (auto& s : j.src) s = rng.value();
  if (op == LDEXP) j.src[1] = rng.chance(70) ? uint32_t(int32_t(rng.below(600)) - 300) : rng.u32();
  if (op == CLASS) j.src[1] = rng.u32() & 0x3FFu;
  if (int_src0(op) && rng.chance(50)) j.src[0] = rng.u32() >> rng.below(32);
  if ((op == ADD || op == SUB || op == SUBREV) && rng.chance(40))
    j.src[1] = op == ADD ? rng.near_neg(j.src[0]) : rng.near_neg(j.src[0]) ^ 0x80000000u;
  if (op == FMA || op == MAD || op == MAD_LEGACY) {
    if (rng.chance(40)) {
      // c close to -(a * b): massive cancellation in the fused sum.
      const float p = f_of(j.src[0]) * f_of(j.src[1]);
      j.src[2] = rng.near_neg(u_of(p));
    }
  }
  if (rng.chance(20)) {
    j.abs = uint8_t(rng.below(8));
    j.neg = uint8_t(rng.below(8));
  }
  if (rng.chance(25)) j.omod = uint8_t(rng.below(4));
  j.clamp = rng.chance(15);
  return j;
}

// The micro-ops with a host reference, in fp_op_e order.
std::vector<uint8_t> all_ops() {
  std::vector<uint8_t> ops;
  for (Code o : kAll)
    if (o < RCP) ops.push_back(o);
  return ops;
}

unsigned arity(uint8_t op) {
  if (op == FMA || op == MAD || op == MAD_LEGACY || op == MIN3 || op == MAX3 || op == MED3)
    return 3;
  if (op <= CLASS || op == LDEXP || (op >= CMP_F && op <= CMP_TRU)) return 2;
  return 1;
}

// ------------------------------------------------------------------ directed

struct Directed {
  const char* what;
  Job job;
  uint32_t want;
};

Job mk(uint8_t op, uint32_t a, uint32_t b = 0, uint32_t c = 0, uint8_t denorm = 3) {
  Job j;
  j.op = op;
  j.src = {a, b, c};
  j.denorm = denorm;
  return j;
}

Job with_mod(Job j, uint8_t omod, bool clamp, bool dx10 = true) {
  j.omod = omod;
  j.clamp = clamp;
  j.dx10 = dx10;
  return j;
}

Job non_ieee(Job j) {
  j.ieee = false;
  return j;
}

}  // namespace

// Values worked by hand from the Vega ISA text (instruction pseudo-code,
// MODE register, VOP3 output modifiers) and docs/fp32.md.
BOOST_AUTO_TEST_CASE(spec_examples) {
  const std::vector<Directed> cases = {
      {"1 + 2 = 3", mk(ADD, 0x3F800000, 0x40000000), 0x40400000},
      {"1 - 1 = +0", mk(SUB, 0x3F800000, 0x3F800000), 0x00000000},
      {"subrev: 1 - 3 = -2", mk(SUBREV, 0x40400000, 0x3F800000), 0xC0000000},
      {"inf - inf = default NaN", mk(ADD, 0x7F800000, 0xFF800000), kDefaultNan},
      {"first NaN operand wins, quieted", mk(ADD, 0x7F800001, 0x7FC00002), 0x7FC00001},
      {"mul_legacy 0 * inf = +0 (DX9)", mk(MUL_LEGACY, 0x00000000, 0x7F800000), 0x00000000},
      {"mul_legacy -0 * NaN = +0", mk(MUL_LEGACY, 0x80000000, 0x7FC00000), 0x00000000},
      {"mul 0 * inf = default NaN", mk(MUL, 0x00000000, 0x7F800000), kDefaultNan},
      {"min(+0, -0) = -0", mk(MIN, 0x00000000, 0x80000000), 0x80000000},
      {"max(+0, -0) = +0", mk(MAX, 0x00000000, 0x80000000), 0x00000000},
      {"IEEE min(sNaN, 1) = quiet sNaN", mk(MIN, 0x7F800001, 0x3F800000), 0x7FC00001},
      {"non-IEEE min(sNaN, 1) = 1", non_ieee(mk(MIN, 0x7F800001, 0x3F800000)), 0x3F800000},
      {"max(qNaN, 2) = 2", mk(MAX, 0x7FC00000, 0x40000000), 0x40000000},
      {"med3(1, 3, 2) = 2", mk(MED3, 0x3F800000, 0x40400000, 0x40000000), 0x40000000},
      {"min3(3, NaN, 2) = 2", mk(MIN3, 0x40400000, 0x7FC00000, 0x40000000), 0x40000000},
      {"fract(-1.25) = 0.75", mk(FRACT, 0xBFA00000), 0x3F400000},
      {"trunc(-2.5) = -2", mk(TRUNC, 0xC0200000), 0xC0000000},
      {"ceil(-0.5) = -0", mk(CEIL, 0xBF000000), 0x80000000},
      {"floor(-0.5) = -1", mk(FLOOR, 0xBF000000), 0xBF800000},
      {"rndne(2.5) = 2", mk(RNDNE, 0x40200000), 0x40000000},
      {"rndne(3.5) = 4", mk(RNDNE, 0x40600000), 0x40800000},
      {"frexp_mant(8) = 0.5", mk(FREXP_MANT, 0x41000000), 0x3F000000},
      {"frexp_exp(8) = 4", mk(FREXP_EXP, 0x41000000), 4},
      {"frexp_exp(inf) = 0", mk(FREXP_EXP, 0x7F800000), 0},
      {"frexp_mant(-inf) = -inf", mk(FREXP_MANT, 0xFF800000), 0xFF800000},
      {"ldexp(1, 3) = 8", mk(LDEXP, 0x3F800000, 3), 0x41000000},
      {"ldexp(1, -149) = min denormal", mk(LDEXP, 0x3F800000, uint32_t(-149)), 0x00000001},
      {"ldexp(1, -149) flushed", mk(LDEXP, 0x3F800000, uint32_t(-149), 0, 1), 0x00000000},
      {"cvt_i32(NaN) = 0", mk(CVT_I32_F32, 0x7FC00000), 0},
      {"cvt_i32(1e10) saturates", mk(CVT_I32_F32, 0x501502F9), 0x7FFFFFFF},
      {"cvt_i32(-inf) saturates", mk(CVT_I32_F32, 0xFF800000), 0x80000000},
      {"cvt_u32(-1) = 0", mk(CVT_U32_F32, 0xBF800000), 0},
      {"cvt_i32(-2.7) = -2", mk(CVT_I32_F32, 0xC02CCCCD), 0xFFFFFFFE},
      {"cvt_rpi(2.5) = 3", mk(CVT_RPI_I32_F32, 0x40200000), 3},
      {"cvt_rpi(-2.5) = -2", mk(CVT_RPI_I32_F32, 0xC0200000), 0xFFFFFFFE},
      {"cvt_flr(-0.5) = -1", mk(CVT_FLR_I32_F32, 0xBF000000), 0xFFFFFFFF},
      {"cvt_f32_i32(-1) = -1", mk(CVT_F32_I32, 0xFFFFFFFF), 0xBF800000},
      {"cvt_f32_u32(2^32-1) = 2^32", mk(CVT_F32_U32, 0xFFFFFFFF), 0x4F800000},
      {"cvt_f32_ubyte2", mk(CVT_F32_UBYTE2, 0x00FF0000), 0x437F0000},
      {"class(-inf, bit 2)", mk(CLASS, 0xFF800000, 1u << 2), 1},
      {"class(+denorm, bit 4 only)", mk(CLASS, 0x00000001, 1u << 4), 0},
      {"class(sNaN, bit 0)", mk(CLASS, 0x7F800001, 1u << 0), 1},
      {"cmp_neq(NaN, 1) = 1", mk(CMP_NEQ, 0x7FC00000, 0x3F800000), 1},
      {"cmp_lg(NaN, 1) = 0", mk(CMP_LG, 0x7FC00000, 0x3F800000), 0},
      {"cmp_eq(+0, -0) = 1", mk(CMP_EQ, 0x00000000, 0x80000000), 1},
      {"denormal + 0 kept (mode 3)", mk(ADD, 0x00000001, 0x00000000), 0x00000001},
      {"denormal input flushed (mode 2)", mk(ADD, 0x00000001, 0x00000000, 0, 2), 0x00000000},
      {"fma 2^-64 * 2^-64 = 2^-128 (mode 3)", mk(FMA, 0x1F800000, 0x1F800000, 0), 0x00200000},
      {"mad flushes 2^-128 whatever MODE", mk(MAD, 0x1F800000, 0x1F800000, 0), 0x00000000},
      {"omod *2: (1 + 0.5) * 2 = 3", with_mod(mk(ADD, 0x3F800000, 0x3F000000), 1, false), 0x40400000},
      {"omod /2: 3 / 2 = 1.5", with_mod(mk(MUL, 0x40400000, 0x3F800000), 3, false), 0x3FC00000},
      {"clamp 2 -> 1", with_mod(mk(ADD, 0x3F800000, 0x3F800000), 0, true), 0x3F800000},
      {"clamp -3 -> +0", with_mod(mk(SUB, 0x00000000, 0x40400000), 0, true), 0x00000000},
      {"clamp NaN, DX10 -> +0", with_mod(mk(ADD, 0x7FC00000, 0), 0, true, true), 0x00000000},
      {"clamp NaN, no DX10 -> NaN", with_mod(mk(ADD, 0x7FC00000, 0), 0, true, false), 0x7FC00000},
      {"omod *4 then clamp", with_mod(mk(MUL, 0x3E800000, 0x3F800000), 2, true), 0x3F800000},
  };
  for (const auto& c : cases) {
    // The hand-worked value must also be what the host reference says.
    BOOST_CHECK_MESSAGE(reference(c.job) == c.want, "reference disagrees: " << c.what);
    run(c.job);
  }
  const uint64_t before = lane().failures();
  lane().drain();
  BOOST_CHECK_EQUAL(lane().failures(), before);
}

// Every corner value in every operand position, all denormal modes, both
// IEEE settings (pairs) and all triples for the three-operand ops.
BOOST_AUTO_TEST_CASE(corners) {
  const uint64_t start = lane().checked();
  for (uint8_t op : all_ops()) {
    const unsigned n = arity(op);
    const size_t nc = kCorners.size();
    const size_t combos = n == 1 ? nc : n == 2 ? nc * nc : nc * nc * nc;
    for (uint8_t denorm = 0; denorm < 4; ++denorm) {
      for (unsigned ieee = 0; ieee < 2; ++ieee) {
        if (ieee == 0 && !(op >= MIN && op <= MED3)) continue;   // only min/max read IEEE
        for (size_t k = 0; k < combos; ++k) {
          Job j;
          j.op = op;
          j.denorm = denorm;
          j.ieee = ieee;
          j.src = {kCorners[k % nc], kCorners[(k / nc) % nc], kCorners[(k / nc / nc) % nc]};
          if (op == LDEXP) j.src[1] = uint32_t(int32_t(k / nc % 64) * 9 - 290);
          if (op == CLASS) j.src[1] = 1u << (k / nc % 10);
          run(j);
        }
      }
    }
  }
  lane().drain();
  BOOST_TEST_MESSAGE("corners: " << lane().checked() - start << " results checked");
  BOOST_CHECK_EQUAL(lane().failures(), 0u);
}

// Random operands, modes and modifiers, many per op.
BOOST_AUTO_TEST_CASE(random_patterns) {
  constexpr unsigned kPerOp = 200000;
  Rng rng(0x5EED1234u);
  const uint64_t start = lane().checked();
  for (uint8_t op : all_ops()) {
    const unsigned count = (op >= CMP_F && op <= CMP_TRU) ? kPerOp / 4 : kPerOp;
    for (unsigned i = 0; i < count; ++i) {
      const Job j = random_job(rng, op);
      run(j);
      if (rng.chance(1)) lane().step(nullptr);   // an occasional bubble
    }
  }
  lane().drain();
  BOOST_TEST_MESSAGE("random: " << lane().checked() - start << " results checked");
  BOOST_CHECK_EQUAL(lane().failures(), 0u);
}
