// The integer VALU lane (rtl/valu/gcn_int_lane.sv) against host integer
// arithmetic.
//
// The Verilated lane is driven back to back, one operation per cycle, and
// every result (64-bit d_o and the cc_o bit) is compared with a reference
// written from the Vega ISA pseudo-code in host C++: 64-bit and __int128
// arithmetic for the carries and multiplies, the compiler's popcount and
// count-leading/trailing-zero builtins, the spec's loops written out where it
// gives loops (V_FFBH_I32, V_PERM_B32, V_MED3). The readings listed at the top
// of gcn_int_lane.sv are applied here too, and so is the integer clamp
// (VOP3 CLAMP: saturation to the destination type, carry-out unclamped).
// Expected values of the directed cases are worked by hand from the spec (its
// examples where it gives them). V_SCREEN_PARTITION_4SE_B32's reference reads
// golden/valu_screen_table.h, the one copy of the spec's table that the RTL's
// package is generated from (checked against the spec text entry by entry in
// the directed cases and in tests/test_golden_valu.cpp).
#define BOOST_TEST_MODULE rtl_valu_int
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "Vgcn_int_lane.h"
#include "Vgcn_int_lane_gcn_int_lane.h"
#include "lane_driver.h"
#include "valu_screen_table.h"
#include "valu_uops.h"

namespace {

// The lane's micro-ops (int_op_e): the micro-op section of model/isa.def.
using namespace gcn::int_uop;

// Cycles from valid_i to valid_o: the lane's LATENCY (tests/lane_latency.vlt).
constexpr unsigned kLatency = Vgcn_int_lane_gcn_int_lane::LATENCY;

// Every operation the lane implements, in int_op_e order.
std::vector<uint8_t> all_ops() { return {std::begin(kAll), std::end(kAll)}; }

bool is_cmp(uint8_t op) { return op >= CMP_F_I32; }

struct Job {
  uint8_t op = ADD_U32;
  std::array<uint64_t, 3> src{};   // 32-bit ops read the low dword
  uint64_t src2_hi = 0;            // S2[127:64] (V_MQSAD_U32_U8)
  bool cc = false;
  uint8_t lane = 0;
  bool clamp = false;              // VOP3 CLAMP
};

struct Result {
  uint64_t d = 0;
  uint64_t d_hi = 0;   // d[127:64]: V_MQSAD_U32_U8, 0 for every other op
  bool cc = false;
  bool operator==(const Result&) const = default;
};

std::string describe(const Job& j) {
  char buf[200];
  std::snprintf(buf, sizeof buf, "op=0x%02x src=%016llx,%016llx,%016llx:%016llx cc=%d lane=%u clamp=%d", j.op,
                static_cast<unsigned long long>(j.src[0]), static_cast<unsigned long long>(j.src[1]),
                static_cast<unsigned long long>(j.src2_hi), static_cast<unsigned long long>(j.src[2]),
                j.cc, j.lane, j.clamp);
  return buf;
}

// ------------------------------------------------------------------ host side

// 128-bit host integers for the 65-bit mad results (a GCC/Clang extension).
__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

int64_t sext24(uint32_t x) { return int64_t(int32_t(x << 8) >> 8); }
uint64_t u24(uint32_t x) { return x & 0xFFFFFFu; }

// byte_permute of V_PERM_B32 (Vega ISA, VOP3 opcode 493), as written there.
uint8_t byte_permute(const std::array<uint8_t, 8>& in, uint8_t sel) {
  if (sel >= 13) return 0xFF;
  if (sel == 12) return 0x00;
  if (sel == 11) return (in[7] >> 7) * 0xFF;
  if (sel == 10) return (in[5] >> 7) * 0xFF;
  if (sel == 9) return (in[3] >> 7) * 0xFF;
  if (sel == 8) return (in[1] >> 7) * 0xFF;
  return in[sel];
}

uint32_t perm(uint32_t s0, uint32_t s1, uint32_t s2) {
  const uint64_t pair = uint64_t(s0) << 32 | s1;
  std::array<uint8_t, 8> in{};
  for (unsigned i = 0; i < 8; ++i) in[i] = uint8_t(pair >> (8 * i));
  uint32_t d = 0;
  for (unsigned k = 0; k < 4; ++k) d |= uint32_t(byte_permute(in, uint8_t(s2 >> (8 * k)))) << (8 * k);
  return d;
}

// V_FFBH_I32 loop of the spec.
uint32_t ffbh_i32(uint32_t s0) {
  const unsigned sign = s0 >> 31;
  for (unsigned i = 1; i <= 31; ++i)
    if (((s0 >> (31 - i)) & 1u) != sign) return i;
  return 0xFFFFFFFFu;
}

uint32_t bitrev(uint32_t x) {
  uint32_t r = 0;
  for (unsigned i = 0; i < 32; ++i) r |= ((x >> i) & 1u) << (31 - i);
  return r;
}

// V_MED3_{I32,U32} pseudo-code, on values mapped to a common order.
template <typename T>
T med3(T a, T b, T c) {
  const T mx = std::max(std::max(a, b), c);
  if (mx == a) return std::max(b, c);
  if (mx == b) return std::max(a, c);
  return std::max(a, b);
}

uint32_t absdiff(uint32_t a, uint32_t b) { return a > b ? a - b : b - a; }

uint32_t sad_bytes(uint32_t a, uint32_t b) {
  uint32_t s = 0;
  for (unsigned k = 0; k < 32; k += 8) s += absdiff((a >> k) & 0xFF, (b >> k) & 0xFF);
  return s;
}

// Saturation of an exact result (clamp), and the 16-bit conversions of
// V_CVT_PK_*: values outside the range become its nearest end.
uint32_t sat_u32(uint64_t v) { return v > 0xFFFFFFFFull ? 0xFFFFFFFFu : uint32_t(v); }
uint32_t sat_i32(int64_t v) { return uint32_t(int32_t(std::clamp<int64_t>(v, INT32_MIN, INT32_MAX))); }
uint32_t sat_u16(uint32_t v) { return std::min<uint32_t>(v, 0xFFFF); }
uint32_t sat_i16(uint32_t v) { return uint16_t(int16_t(std::clamp<int32_t>(int32_t(v), INT16_MIN, INT16_MAX))); }

// The SAD family (reading in gcn_int_lane.sv, sad_family): per byte k, |win.k - ref.k|,
// left out of the masked forms when ref.k is 0; window i of S0 = bytes
// i..i+3 of the 64-bit S0.
uint32_t byte_sad(uint32_t win, uint32_t ref, bool masked) {
  uint32_t s = 0;
  for (unsigned k = 0; k < 32; k += 8) {
    const uint32_t r = (ref >> k) & 0xFF;
    if (!masked || r != 0) s += absdiff((win >> k) & 0xFF, r);
  }
  return s;
}

bool compare(unsigned pred, bool lt, bool eq) {
  const bool gt = !lt && !eq;
  switch (pred) {
    case 0: return false;          // F
    case 1: return lt;             // LT
    case 2: return eq;             // EQ
    case 3: return lt || eq;       // LE
    case 4: return gt;             // GT
    case 5: return !eq;            // NE
    case 6: return gt || eq;       // GE
    default: return true;          // T
  }
}

Result reference(const Job& j) {
  const uint32_t a = uint32_t(j.src[0]), b = uint32_t(j.src[1]), c = uint32_t(j.src[2]);
  const int32_t ai = int32_t(a), bi = int32_t(b), ci = int32_t(c);
  const uint32_t cin = j.cc ? 1u : 0u;
  Result r;
  auto d32 = [&r](uint32_t v) { r.d = v; };
  // Unsigned clamp of an exact sum / difference (a borrow gives 0), signed clamp.
  auto du = [&](uint64_t exact) { d32(j.clamp ? sat_u32(exact) : uint32_t(exact)); };
  auto dsub = [&](uint32_t diff, bool borrow) { d32(j.clamp && borrow ? 0u : diff); };
  auto di = [&](int64_t exact) { d32(j.clamp ? sat_i32(exact) : uint32_t(exact)); };
  if (is_cmp(j.op)) {
    const unsigned pred = j.op & 7u;
    const unsigned kind = j.op & 0x18u;
    bool lt = false, eq = false;
    if (kind == 0x00) { lt = ai < bi; eq = ai == bi; }
    if (kind == 0x08) { lt = a < b; eq = a == b; }
    if (kind == 0x10) {
      lt = int64_t(j.src[0]) < int64_t(j.src[1]);
      eq = j.src[0] == j.src[1];
    }
    if (kind == 0x18) { lt = j.src[0] < j.src[1]; eq = j.src[0] == j.src[1]; }
    r.cc = compare(pred, lt, eq);
    return r;
  }
  switch (j.op) {
    case ADD_U32: du(uint64_t(a) + b); break;
    case SUB_U32: dsub(a - b, b > a); break;
    case SUBREV_U32: dsub(b - a, a > b); break;
    case ADD_CO_U32: du(uint64_t(a) + b); r.cc = uint64_t(a) + b >= 0x100000000ull; break;
    case SUB_CO_U32: r.cc = b > a; dsub(a - b, r.cc); break;
    case SUBREV_CO_U32: r.cc = a > b; dsub(b - a, r.cc); break;
    case ADDC_CO_U32: du(uint64_t(a) + b + cin); r.cc = uint64_t(a) + b + cin >= 0x100000000ull; break;
    case SUBB_CO_U32: r.cc = uint64_t(b) + cin > a; dsub(a - b - cin, r.cc); break;
    case SUBBREV_CO_U32: r.cc = uint64_t(a) + cin > b; dsub(b - a - cin, r.cc); break;
    case ADD_I32: di(int64_t(ai) + bi); break;
    case SUB_I32: di(int64_t(ai) - bi); break;
    case ADD3_U32: d32(a + b + c); break;
    case MUL_LO_U32: d32(a * b); break;
    case MUL_HI_U32: d32(uint32_t((uint64_t(a) * b) >> 32)); break;
    case MUL_HI_I32: d32(uint32_t(uint64_t(int64_t(ai) * bi) >> 32)); break;
    case MUL_U32_U24: du(u24(a) * u24(b)); break;
    case MUL_I32_I24: di(sext24(a) * sext24(b)); break;
    case MUL_HI_U32_U24: d32(uint32_t((u24(a) * u24(b)) >> 32)); break;
    case MUL_HI_I32_I24: d32(uint32_t((sext24(a) * sext24(b)) >> 32)); break;
    case MAD_U32_U24: du(u24(a) * u24(b) + c); break;
    case MAD_I32_I24: di(sext24(a) * sext24(b) + ci); break;
    case MAD_U64_U32: {
      const u128 s = u128(a) * b + j.src[2];
      r.cc = (s >> 64) & 1;
      r.d = j.clamp && r.cc ? ~0ull : uint64_t(s);
      break;
    }
    case MAD_I64_I32: {
      const i128 s = i128(ai) * bi + int64_t(j.src[2]);
      r.cc = (s >> 64) & 1;   // bit 64 of the two's complement value: its sign
      r.d = uint64_t(j.clamp ? std::clamp<i128>(s, INT64_MIN, INT64_MAX) : s);
      break;
    }
    case AND_B32: d32(a & b); break;
    case OR_B32: d32(a | b); break;
    case XOR_B32: d32(a ^ b); break;
    case NOT_B32: d32(~a); break;
    case OR3_B32: d32(a | b | c); break;
    case XAD_U32: d32((a ^ b) + c); break;
    case AND_OR_B32: d32((a & b) | c); break;
    case LSHL_OR_B32: d32((a << (b & 31)) | c); break;
    case LSHL_ADD_U32: d32((a << (b & 31)) + c); break;
    case ADD_LSHL_U32: d32((a + b) << (c & 31)); break;
    case LSHLREV_B32: d32(b << (a & 31)); break;
    case LSHRREV_B32: d32(b >> (a & 31)); break;
    case ASHRREV_I32: d32(uint32_t(bi >> (a & 31))); break;
    case LSHLREV_B64: r.d = j.src[1] << (a & 63); break;
    case LSHRREV_B64: r.d = j.src[1] >> (a & 63); break;
    case ASHRREV_I64: r.d = uint64_t(int64_t(j.src[1]) >> (a & 63)); break;
    case BFE_U32: {
      const unsigned off = b & 31, w = c & 31;
      d32(uint32_t((uint64_t(a) >> off) & ((1ull << w) - 1)));
      break;
    }
    case BFE_I32: {
      const unsigned off = b & 31, w = c & 31;
      if (w == 0) { d32(0); break; }
      const uint32_t field = uint32_t(ai >> off) & uint32_t((1ull << w) - 1);
      const bool neg = (field >> (w - 1)) & 1u;
      d32(neg ? field | ~uint32_t((1ull << w) - 1) : field);
      break;
    }
    case BFI_B32: d32((a & b) | (~a & c)); break;
    case BFM_B32: d32(uint32_t(((1ull << (a & 31)) - 1) << (b & 31))); break;
    case BFREV_B32: d32(bitrev(a)); break;
    case BCNT_U32_B32: d32(uint32_t(std::popcount(a)) + b); break;
    case MBCNT_LO_U32_B32:
    case MBCNT_HI_U32_B32: {
      const uint64_t thread_mask = (1ull << j.lane) - 1;   // lane < 64
      const uint32_t part = j.op == MBCNT_LO_U32_B32 ? uint32_t(thread_mask) : uint32_t(thread_mask >> 32);
      d32(b + uint32_t(std::popcount(a & part)));
      break;
    }
    case FFBH_U32: d32(a == 0 ? 0xFFFFFFFFu : uint32_t(__builtin_clz(a))); break;
    case FFBL_B32: d32(a == 0 ? 0xFFFFFFFFu : uint32_t(__builtin_ctz(a))); break;
    case FFBH_I32: d32(ffbh_i32(a)); break;
    case ALIGNBIT_B32: d32(uint32_t((uint64_t(a) << 32 | b) >> (c & 31))); break;
    case ALIGNBYTE_B32: d32(uint32_t((uint64_t(a) << 32 | b) >> (8 * (c & 3)))); break;
    case PERM_B32: d32(perm(a, b, c)); break;
    case CNDMASK_B32: d32(j.cc ? b : a); break;
    case MOV_B32: d32(a); break;
    case MIN_I32: d32(uint32_t(ai < bi ? ai : bi)); break;
    case MAX_I32: d32(uint32_t(ai >= bi ? ai : bi)); break;
    case MIN_U32: d32(a < b ? a : b); break;
    case MAX_U32: d32(a >= b ? a : b); break;
    case MIN3_I32: d32(uint32_t(std::min(std::min(ai, bi), ci))); break;
    case MAX3_I32: d32(uint32_t(std::max(std::max(ai, bi), ci))); break;
    case MED3_I32: d32(uint32_t(med3(ai, bi, ci))); break;
    case MIN3_U32: d32(std::min(std::min(a, b), c)); break;
    case MAX3_U32: d32(std::max(std::max(a, b), c)); break;
    case MED3_U32: d32(med3(a, b, c)); break;
    case SAD_U8: du(uint64_t(c) + sad_bytes(a, b)); break;
    case SAD_U16: du(uint64_t(c) + absdiff(a >> 16, b >> 16) + absdiff(a & 0xFFFF, b & 0xFFFF)); break;
    case SAD_U32: du(uint64_t(c) + absdiff(a, b)); break;
    case SAD_HI_U8: du((uint64_t(sad_bytes(a, b)) << 16) + c); break;
    case LERP_U8: {
      uint32_t v = 0;
      for (unsigned k = 0; k < 32; k += 8)
        v |= (((a >> k & 0xFF) + (b >> k & 0xFF) + (c >> k & 1)) >> 1) << k;
      d32(v);
      break;
    }
    case CVT_PK_U16_U32: d32(sat_u16(b) << 16 | sat_u16(a)); break;
    case CVT_PK_I16_I32: d32(sat_i16(b) << 16 | sat_i16(a)); break;
    case SCREEN_PARTITION_4SE_B32: d32(gcn::golden::valu::kScreenPartition4se[a & 0xFF]); break;
    case SWAP_B32: r.d = uint64_t(b) << 32 | a; break;   // {old D (S1), S0}
    case MSAD_U8: du(uint64_t(c) + byte_sad(a, b, true)); break;
    case QSAD_PK_U16_U8:
    case MQSAD_PK_U16_U8:
      for (unsigned i = 0; i < 4; ++i) {
        const uint32_t win = uint32_t(j.src[0] >> (8 * i));
        const uint64_t sum = byte_sad(win, b, j.op == MQSAD_PK_U16_U8) + ((j.src[2] >> (16 * i)) & 0xFFFF);
        const uint64_t f = (j.clamp && sum > 0xFFFF) ? 0xFFFF : sum & 0xFFFF;   // clamp saturates
        r.d |= f << (16 * i);
      }
      break;
    case MQSAD_U32_U8: {
      uint64_t f[4];
      for (unsigned i = 0; i < 4; ++i) {
        const uint64_t acc = i < 2 ? j.src[2] >> (32 * i) : j.src2_hi >> (32 * (i - 2));
        const uint64_t sum = uint64_t(byte_sad(uint32_t(j.src[0] >> (8 * i)), b, true)) + uint32_t(acc);
        f[i] = (j.clamp && sum > 0xFFFFFFFFull) ? 0xFFFFFFFFull : uint32_t(sum);   // clamp saturates
      }
      r.d = f[0] | f[1] << 32;
      r.d_hi = f[2] | f[3] << 32;
      break;
    }
    default: BOOST_FAIL("reference: unknown op " << unsigned(j.op));
  }
  return r;
}

// ------------------------------------------------------------------ the lane

struct IntLanePorts {
  using Job = ::Job;
  using Want = Result;
  static void drive(Vgcn_int_lane& t, const Job& j) {
    t.op_i = j.op;
    t.src0_i = j.src[0];
    t.src1_i = j.src[1];
    t.src2_i = j.src[2];
    t.src2_hi_i = j.src2_hi;
    t.cc_i = j.cc;
    t.clamp_i = j.clamp;
    t.lane_i = j.lane;
  }
  // Garbage on the inputs of a bubble must not leak into results.
  static void idle(Vgcn_int_lane& t, uint64_t issued) {
    t.op_i = uint8_t(issued * 37u) & 0x7Fu;
    t.src0_i = ~uint64_t(issued);
    t.clamp_i = issued & 1;
  }
  static Want expect(const Job& j) { return reference(j); }
  static Result got(const Vgcn_int_lane& t) { return Result{t.d_o, t.d_hi_o, t.cc_o != 0}; }
  static bool matches(const Vgcn_int_lane& t, const Want& w) { return got(t) == w; }
  static std::string mismatch(const Vgcn_int_lane& t, const Job& j, const Want& w) {
    const Result g = got(t);
    std::ostringstream m;
    m << describe(j) << ": got " << std::hex << g.d_hi << ":" << g.d << " cc " << g.cc << " want " << w.d_hi << ":"
      << w.d << " cc " << w.cc;
    return m.str();
  }
};
using Lane = LaneDriver<Vgcn_int_lane, IntLanePorts>;

// One lane for the whole program: operations of every test run back to back.
Lane& lane() {
  static Lane l(kLatency, 20);
  return l;
}

void run(const Job& j) { lane().step(&j); }

// ------------------------------------------------------------------ stimuli

// 32-bit corners: sign and unsigned boundaries, 24-bit boundaries, shift
// counts and bitfield offsets/widths (0, 1, 31, 32, 63, 64, beyond), perm
// selectors.
const std::vector<uint32_t> kCorners = {
    0x00000000, 0x00000001, 0x00000002, 0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFF,
    0xFFFFFFFE, 0x007FFFFF, 0x00800000, 0x00FFFFFF, 0x01000000, 0xFF800000, 0xFF7FFFFF,
    0x0000001F, 0x00000020, 0x0000003F, 0x00000040, 0x00000041, 0x0C0D0E0F, 0x08090A0B,
    0x00010203, 0x12345678, 0xDEADBEEF, 0x55555555,
};

// 64-bit operands for the 64-bit ops: each corner in either dword, and
// 64-bit boundaries.
std::vector<uint64_t> corners64() {
  std::vector<uint64_t> v = {0, 1, 0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull, ~0ull,
                             0xFFFFFFFF00000000ull, 0x00000000FFFFFFFFull, 0x0000000100000000ull};
  for (uint32_t c : {0x00000000u, 0x80000000u, 0xFFFFFFFFu, 0x7FFFFFFFu, 0x00000001u}) {
    v.push_back(uint64_t(c) << 32 | 0x12345678u);
    v.push_back(0x80000000ull << 32 | c);
  }
  return v;
}

bool wide_s1(uint8_t op) {
  return op == LSHLREV_B64 || op == LSHRREV_B64 || op == ASHRREV_I64 || op >= CMP_F_I64;
}
bool is_qsad(uint8_t op) { return op >= QSAD_PK_U16_U8 && op <= MQSAD_U32_U8; }
bool wide_s0(uint8_t op) { return op >= CMP_F_I64 || is_qsad(op); }
bool wide_s2(uint8_t op) { return op == MAD_U64_U32 || op == MAD_I64_I32 || is_qsad(op); }
bool reads_cc(uint8_t op) {
  return op == ADDC_CO_U32 || op == SUBB_CO_U32 || op == SUBBREV_CO_U32 || op == CNDMASK_B32;
}
bool reads_lane(uint8_t op) { return op == MBCNT_LO_U32_B32 || op == MBCNT_HI_U32_B32; }

unsigned arity(uint8_t op) {
  switch (op) {
    case NOT_B32: case BFREV_B32: case FFBH_U32: case FFBL_B32: case FFBH_I32: case MOV_B32:
      return 1;
    case MAD_U32_U24: case MAD_I32_I24: case MAD_U64_U32: case MAD_I64_I32: case OR3_B32:
    case XAD_U32: case AND_OR_B32: case LSHL_OR_B32: case LSHL_ADD_U32: case ADD_LSHL_U32:
    case BFE_U32: case BFE_I32: case BFI_B32: case ALIGNBIT_B32: case ALIGNBYTE_B32:
    case PERM_B32: case MIN3_I32: case MAX3_I32: case MED3_I32: case MIN3_U32: case MAX3_U32:
    case MED3_U32: case SAD_U8: case SAD_U16: case SAD_U32: case ADD3_U32: case SAD_HI_U8:
    case LERP_U8: case MSAD_U8: case QSAD_PK_U16_U8: case MQSAD_PK_U16_U8: case MQSAD_U32_U8:
      return 3;
    case SCREEN_PARTITION_4SE_B32:
      return 1;
    default:
      return 2;
  }
}

struct Rng {
  std::mt19937_64 g;
  explicit Rng(uint64_t seed) : g(seed) {}
  uint64_t u64() { return g(); }
  uint32_t u32() { return uint32_t(g()); }
  unsigned below(unsigned n) { return unsigned(g() % n); }

  // Mostly uniform, with weight on corners, small and 24-bit-sized values,
  // near-equal pairs are made by the caller.
  uint32_t value() {
    switch (below(8)) {
      case 0: return kCorners[below(unsigned(kCorners.size()))];
      case 1: return below(70);                                       // shift counts, widths
      case 2: return u32() & 0x00FFFFFFu;                             // 24-bit
      case 3: return uint32_t(int32_t(int16_t(u32())));               // small signed
      case 4: return u32() >> below(32);
      default: return u32();
    }
  }
};

Job random_job(Rng& rng, uint8_t op) {
  Job j;
  j.op = op;
  for (auto& s : j.src) s = uint64_t(rng.u32()) << 32 | rng.value();
  if (wide_s0(op) || wide_s1(op) || wide_s2(op)) {
    for (auto& s : j.src) {
      if (rng.below(4) == 0) s = uint64_t(rng.value()) << 32 | rng.value();
      if (rng.below(8) == 0) s = uint64_t(int64_t(int32_t(rng.value())));   // sign-extended
    }
  }
  // Near-equal operands for compares, min/max, sub borrows and sad.
  if (rng.below(4) == 0) j.src[1] = j.src[0] + rng.below(3) - 1;
  if (rng.below(8) == 0) j.src[2] = j.src[rng.below(2)];
  // Masked SADs: zero reference bytes (S1) often; a 128-bit accumulator.
  if (op >= MSAD_U8 && op <= MQSAD_U32_U8) {
    for (unsigned k = 0; k < 4; ++k)
      if (rng.below(3) == 0) j.src[1] &= ~(uint64_t(0xFF) << (8 * k));
    if (op == MQSAD_U32_U8) j.src2_hi = uint64_t(rng.value()) << 32 | rng.value();
  }
  j.cc = rng.below(2);
  j.lane = uint8_t(rng.below(64));
  j.clamp = rng.below(2);   // every op: those without a clamp must ignore it
  return j;
}

Job mk(uint8_t op, uint64_t a, uint64_t b = 0, uint64_t c = 0, bool cc = false, uint8_t ln = 0) {
  Job j;
  j.op = op;
  j.src = {a, b, c};
  j.cc = cc;
  j.lane = ln;
  return j;
}

// The same with the VOP3 CLAMP bit set.
Job mkc(uint8_t op, uint64_t a, uint64_t b = 0, uint64_t c = 0, bool cc = false) {
  Job j = mk(op, a, b, c, cc);
  j.clamp = true;
  return j;
}

struct Directed {
  const char* what;
  Job job;
  Result want;
};

Result d(uint64_t v, bool cc = false) { return Result{v, 0, cc}; }

}  // namespace

// Values worked by hand from the Vega ISA pseudo-code and its examples.
BOOST_AUTO_TEST_CASE(spec_examples) {
  const std::vector<Directed> cases = {
      {"add_co 0xffffffff + 1 = 0 carry", mk(ADD_CO_U32, 0xFFFFFFFF, 1), d(0, true)},
      {"addc 0xfffffffe + 1 + 1 = 0 carry", mk(ADDC_CO_U32, 0xFFFFFFFE, 1, 0, true), d(0, true)},
      {"addc 0xfffffffe + 0 + 1, no carry", mk(ADDC_CO_U32, 0xFFFFFFFE, 0, 0, true), d(0xFFFFFFFF)},
      {"sub_co 1 - 2 borrow", mk(SUB_CO_U32, 1, 2), d(0xFFFFFFFF, true)},
      {"subrev_co 2 - 1", mk(SUBREV_CO_U32, 1, 2), d(1, false)},
      {"subb 5 - 5 - 1 borrow", mk(SUBB_CO_U32, 5, 5, 0, true), d(0xFFFFFFFF, true)},
      {"subb 5 - 4 - 1 = 0", mk(SUBB_CO_U32, 5, 4, 0, true), d(0, false)},
      {"subbrev 5 - 4 - 1 = 0 (S1 - S0)", mk(SUBBREV_CO_U32, 4, 5, 0, true), d(0, false)},
      {"subbrev 4 - 4 - 1 borrow", mk(SUBBREV_CO_U32, 4, 4, 0, true), d(0xFFFFFFFF, true)},
      {"mul_hi_u32 ff..ff^2", mk(MUL_HI_U32, 0xFFFFFFFF, 0xFFFFFFFF), d(0xFFFFFFFE)},
      {"mul_hi_i32 -1 * -1 = 1 -> hi 0", mk(MUL_HI_I32, 0xFFFFFFFF, 0xFFFFFFFF), d(0)},
      {"mul_hi_i32 0x80000000^2 = 2^62", mk(MUL_HI_I32, 0x80000000, 0x80000000), d(0x40000000)},
      {"mul_i32_i24 ignores bits 31:24", mk(MUL_I32_I24, 0xAAFFFFFF, 0x00000002), d(0xFFFFFFFE)},
      {"mul_u32_u24 0xffffff^2 low", mk(MUL_U32_U24, 0xFFFFFFFF, 0x00FFFFFF), d(0xFE000001)},
      {"mul_hi_u32_u24 0xffffff^2 high", mk(MUL_HI_U32_U24, 0x00FFFFFF, 0x00FFFFFF), d(0xFFFF)},
      {"mul_hi_i32_i24 -2^23 * 2^23-1", mk(MUL_HI_I32_I24, 0x00800000, 0x007FFFFF), d(0xFFFFC000)},
      {"mad_i32_i24 -1 * 3 + 5 = 2", mk(MAD_I32_I24, 0x00FFFFFF, 3, 5), d(2)},
      {"mad_u64_u32 max^2 + max64 carries",
       mk(MAD_U64_U32, 0xFFFFFFFF, 0xFFFFFFFF, ~0ull), d(0xFFFFFFFE00000000ull, true)},
      {"mad_i64_i32 -1 * 1 + 0 = -1, sign out", mk(MAD_I64_I32, 0xFFFFFFFF, 1, 0), d(~0ull, true)},
      {"mad_i64_i32 -1 * 1 + 1 = 0", mk(MAD_I64_I32, 0xFFFFFFFF, 1, 1), d(0, false)},
      {"v_bfe_u32 width 0 = 0", mk(BFE_U32, 0xFFFFFFFF, 4, 0), d(0)},
      {"v_bfe_i32 width 0 = 0", mk(BFE_I32, 0xFFFFFFFF, 4, 0), d(0)},
      {"v_bfe_i32 0xf0 off 4 w 4 = -1", mk(BFE_I32, 0x000000F0, 4, 4), d(0xFFFFFFFF)},
      {"v_bfe_i32 0x70 off 4 w 4 = 7", mk(BFE_I32, 0x00000070, 4, 4), d(7)},
      {"v_bfe_u32 width 32 reads as 0", mk(BFE_U32, 0xFFFFFFFF, 0, 32), d(0)},
      {"v_bfe_u32 off 28 w 8: bits above 31 are 0", mk(BFE_U32, 0xF0000000, 28, 8), d(0xF)},
      {"v_bfm 4 at 8", mk(BFM_B32, 4, 8), d(0x00000F00)},
      {"v_bfrev 1 = 0x80000000", mk(BFREV_B32, 1), d(0x80000000)},
      {"v_bcnt 0xcccccccc + 3", mk(BCNT_U32_B32, 0xCCCCCCCC, 3), d(19)},
      {"v_ffbh_u32(0) = -1", mk(FFBH_U32, 0), d(0xFFFFFFFF)},
      {"v_ffbh_u32(0x800000ff) = 0", mk(FFBH_U32, 0x800000FF), d(0)},
      {"v_ffbh_u32(0x100000ff) = 3", mk(FFBH_U32, 0x100000FF), d(3)},
      {"v_ffbh_u32(0x0000ffff) = 16", mk(FFBH_U32, 0x0000FFFF), d(16)},
      {"v_ffbh_u32(1) = 31", mk(FFBH_U32, 1), d(31)},
      {"v_ffbl(0) = -1", mk(FFBL_B32, 0), d(0xFFFFFFFF)},
      {"v_ffbl(0xff000001) = 0", mk(FFBL_B32, 0xFF000001), d(0)},
      {"v_ffbl(0xff000008) = 3", mk(FFBL_B32, 0xFF000008), d(3)},
      {"v_ffbl(0xffff0000) = 16", mk(FFBL_B32, 0xFFFF0000), d(16)},
      {"v_ffbl(0x80000000) = 31", mk(FFBL_B32, 0x80000000), d(31)},
      {"v_ffbh_i32(0) = -1", mk(FFBH_I32, 0x00000000), d(0xFFFFFFFF)},
      {"v_ffbh_i32(0x40000000) = 1", mk(FFBH_I32, 0x40000000), d(1)},
      {"v_ffbh_i32(0x80000000) = 1", mk(FFBH_I32, 0x80000000), d(1)},
      {"v_ffbh_i32(0x0fffffff) = 4", mk(FFBH_I32, 0x0FFFFFFF), d(4)},
      {"v_ffbh_i32(0xffff0000) = 16", mk(FFBH_I32, 0xFFFF0000), d(16)},
      {"v_ffbh_i32(0xfffffffe) = 31", mk(FFBH_I32, 0xFFFFFFFE), d(31)},
      {"v_ffbh_i32(0xffffffff) = -1", mk(FFBH_I32, 0xFFFFFFFF), d(0xFFFFFFFF)},
      // {S0, S1} = 0x8899aabb_44556677: in[0..7] = 77 66 55 44 bb aa 99 88.
      {"v_perm identity of S1", mk(PERM_B32, 0x8899AABB, 0x44556677, 0x03020100), d(0x44556677)},
      {"v_perm bytes of S0 reversed", mk(PERM_B32, 0x8899AABB, 0x44556677, 0x04050607), d(0xBBAA9988)},
      {"v_perm 0x0c -> 00, 0x0d/0xff -> ff", mk(PERM_B32, 0x8899AABB, 0x44556677, 0x0C0DFF0C), d(0x00FFFF00)},
      // Sign selectors: 8 -> in[1] = 0x66 (+), 9 -> in[3] = 0x44 (+),
      // 10 -> in[5] = 0xaa (-), 11 -> in[7] = 0x88 (-).
      {"v_perm sign selectors 8..11", mk(PERM_B32, 0x8899AABB, 0x44556677, 0x0B0A0908), d(0xFFFF0000)},
      {"v_alignbit {1, 0} >> 1", mk(ALIGNBIT_B32, 1, 0, 1), d(0x80000000)},
      {"v_alignbyte {0x11223344, 0x55667788} >> 8", mk(ALIGNBYTE_B32, 0x11223344, 0x55667788, 1), d(0x44556677)},
      // v_mbcnt_lo(-1, 0) then v_mbcnt_hi(-1, that) gives the thread position.
      {"v_mbcnt_lo(-1, 0) lane 0", mk(MBCNT_LO_U32_B32, 0xFFFFFFFF, 0, 0, false, 0), d(0)},
      {"v_mbcnt_lo(-1, 0) lane 5", mk(MBCNT_LO_U32_B32, 0xFFFFFFFF, 0, 0, false, 5), d(5)},
      {"v_mbcnt_lo(-1, 0) lane 40", mk(MBCNT_LO_U32_B32, 0xFFFFFFFF, 0, 0, false, 40), d(32)},
      {"v_mbcnt_hi(-1, 32) lane 40", mk(MBCNT_HI_U32_B32, 0xFFFFFFFF, 32, 0, false, 40), d(40)},
      {"v_mbcnt_hi(-1, 31) lane 31", mk(MBCNT_HI_U32_B32, 0xFFFFFFFF, 31, 0, false, 31), d(31)},
      {"v_mbcnt_hi(-1, 32) lane 32", mk(MBCNT_HI_U32_B32, 0xFFFFFFFF, 32, 0, false, 32), d(32)},
      {"v_mbcnt_hi(-1, 32) lane 63", mk(MBCNT_HI_U32_B32, 0xFFFFFFFF, 32, 0, false, 63), d(63)},
      {"v_mbcnt_lo(0x0f, 100) lane 2", mk(MBCNT_LO_U32_B32, 0x0F, 100, 0, false, 2), d(102)},
      {"v_med3_i32(-1, 5, 2) = 2", mk(MED3_I32, 0xFFFFFFFF, 5, 2), d(2)},
      {"v_med3_u32(-1, 5, 2) = 5", mk(MED3_U32, 0xFFFFFFFF, 5, 2), d(5)},
      {"v_sad_u8", mk(SAD_U8, 0x00FF1020, 0xFF001822, 7), d(0xFF + 0xFF + 8 + 2 + 7)},
      {"v_sad_u16", mk(SAD_U16, 0x0001FFFF, 0xFFFF0000, 1), d(0xFFFE + 0xFFFF + 1)},
      {"v_sad_u32 wraps", mk(SAD_U32, 0, 0xFFFFFFFF, 2), d(1)},
      // v_swap_b32: S0 = 0x11111111, S1 = old D = 0x22222222 -> {old D, S0}.
      {"v_swap_b32 {S1, S0}", mk(SWAP_B32, 0x11111111, 0x22222222), d(0x2222222211111111ull)},
      // v_msad_u8: S0 = 10 20 30 40 (bytes 3..0), S1 = 00 25 00 30; bytes 3
      // and 1 are masked (ref 0); byte 2 |0x20-0x25| = 5, byte 0
      // |0x40-0x30| = 16; + S2 100 = 121.
      {"v_msad_u8 masks ref bytes 0", mk(MSAD_U8, 0x10203040, 0x00250030, 100), d(121)},
      // Unmasked reference: v_msad_u8 = v_sad_u8 (0xFF+0xFF+8+2+7 as above
      // with no zero byte in S1 = 0x01FF1822: |0-1| + |ff-ff| + 8 + 2 + 7).
      {"v_msad_u8 without zero ref", mk(MSAD_U8, 0x00FF1020, 0x01FF1822, 7), d(1 + 0 + 8 + 2 + 7)},
      // v_qsad_pk_u16_u8: S0 = 0x0706050403020100 (byte n = n), S1 =
      // 0x03020100: window i has bytes i..i+3, each |(n + i) - n| = i, sum 4i;
      // S2 fields 1, 2, 3, 0xFFFF: 1, 6, 11, 0xFFFF + 12 = 11 (mod 2^16).
      {"v_qsad_pk_u16_u8 windows",
       mk(QSAD_PK_U16_U8, 0x0706050403020100ull, 0x03020100, 0xFFFF000300020001ull),
       d(0x000B000B00060001ull)},
      // v_mqsad_pk_u16_u8, same operands: ref byte 0 is 0 and masked, so
      // window i loses |i - 0| = i: 3i + S2 field: 1, 5, 9, 0xFFFF + 9 = 8.
      {"v_mqsad_pk_u16_u8 masks ref byte 0",
       mk(MQSAD_PK_U16_U8, 0x0706050403020100ull, 0x03020100, 0xFFFF000300020001ull),
       d(0x0008000900050001ull)},
      {"v_lshlrev_b64 by 63", mk(LSHLREV_B64, 63, 1), d(0x8000000000000000ull)},
      {"v_lshlrev_b64 by 64 reads 0", mk(LSHLREV_B64, 64, 5), d(5)},
      {"v_ashrrev_i64 by 63", mk(ASHRREV_I64, 63, 0x8000000000000000ull), d(~0ull)},
      {"v_ashrrev_i32 by 32 reads 0", mk(ASHRREV_I32, 32, 0x80000000), d(0x80000000)},
      {"v_lshl_add 1 << 4 + 1", mk(LSHL_ADD_U32, 1, 4, 1), d(17)},
      {"v_add_lshl (1 + 1) << 4", mk(ADD_LSHL_U32, 1, 1, 4), d(32)},
      {"v_xad (3 ^ 5) + 1", mk(XAD_U32, 3, 5, 1), d(7)},
      {"v_cndmask cc -> S1", mk(CNDMASK_B32, 1, 2, 0, true), d(2)},
      {"v_cndmask !cc -> S0", mk(CNDMASK_B32, 1, 2, 0, false), d(1)},
      {"v_cmp_lt_i32 -1 < 0", mk(CMP_LT_I32, 0xFFFFFFFF, 0), d(0, true)},
      {"v_cmp_lt_u32 0xffffffff < 0 false", mk(CMP_LT_U32, 0xFFFFFFFF, 0), d(0, false)},
      {"v_cmp_gt_i64 reads the high dword", mk(CMP_GT_I64, 0x100000000ull, 0xFFFFFFFFull), d(0, true)},
      {"v_cmp_lt_i64 sign", mk(CMP_LT_I64, 0x8000000000000000ull, 0), d(0, true)},
      {"v_cmp_lt_u64 sign bit is magnitude", mk(CMP_LT_U64, 0x8000000000000000ull, 0), d(0, false)},
      {"v_cmp_eq_u32 ignores the high dword", mk(CMP_EQ_U32, 0x500000007ull, 7), d(0, true)},
      {"v_cmp_t", mk(CMP_T_U64, 1, 2), d(0, true)},
      {"v_cmp_f", mk(CMP_F_I32, 1, 1), d(0, false)},
  };
  // v_mqsad_u32_u8 (128-bit S2 and result): S0, S1 as in the qsad cases,
  // masked sums 3i = 0, 3, 6, 9 plus S2 dwords 1, 2, 3, 0xFFFFFFFF:
  // 1, 5, 9, 0xFFFFFFFF + 9 = 8 (mod 2^32).
  Directed mq{"v_mqsad_u32_u8 128-bit",
              mk(MQSAD_U32_U8, 0x0706050403020100ull, 0x03020100, 0x0000000200000001ull),
              d(0x0000000500000001ull)};
  mq.job.src2_hi = 0xFFFFFFFF00000003ull;
  mq.want.d_hi = 0x0000000800000009ull;
  std::vector<Directed> all = cases;
  all.push_back(mq);
  for (const auto& c : all) {
    // The hand-worked value must also be what the host reference says.
    BOOST_CHECK_MESSAGE(reference(c.job) == c.want, "reference disagrees: " << c.what);
    run(c.job);
  }
  const uint64_t before = lane().failures();
  lane().drain();
  BOOST_CHECK_EQUAL(lane().failures(), before);
}

// The rows that take integer clamp, and clamp itself, worked by
// hand from the Vega ISA pseudo-code: saturation to the largest or smallest
// representable value of the destination type ("ALU Clamp Bit Usage"), the
// carry/borrow out unclamped.
BOOST_AUTO_TEST_CASE(clamp_and_added_rows) {
  const std::vector<Directed> cases = {
      // Unsigned adds: the carry saturates the value to 0xFFFFFFFF, cc_o is
      // still the carry.
      {"add_u32 clamp 0x80000000 + 0x80000000 = 2^32 -> max", mkc(ADD_U32, 0x80000000, 0x80000000), d(0xFFFFFFFF)},
      {"add_u32 no clamp wraps to 0", mk(ADD_U32, 0x80000000, 0x80000000), d(0)},
      {"add_u32 clamp in range 5 + 7", mkc(ADD_U32, 5, 7), d(12)},
      {"add_co clamp 0xffffffff + 1 -> max, carry", mkc(ADD_CO_U32, 0xFFFFFFFF, 1), d(0xFFFFFFFF, true)},
      {"addc clamp 0xfffffffe + 1 + 1 -> max, carry", mkc(ADDC_CO_U32, 0xFFFFFFFE, 1, 0, true), d(0xFFFFFFFF, true)},
      {"addc clamp 0xfffffffe + 0 + 1 = max exactly, no carry", mkc(ADDC_CO_U32, 0xFFFFFFFE, 0, 0, true), d(0xFFFFFFFF)},
      // Unsigned subtractions: a borrow saturates to 0, cc_o is the borrow.
      {"sub_u32 clamp 0 - 1 -> 0", mkc(SUB_U32, 0, 1), d(0)},
      {"subrev_u32 clamp 0 - 1 (S1 - S0) -> 0", mkc(SUBREV_U32, 1, 0), d(0)},
      {"sub_u32 clamp 7 - 5 = 2", mkc(SUB_U32, 7, 5), d(2)},
      {"sub_co clamp 1 - 2 -> 0, borrow", mkc(SUB_CO_U32, 1, 2), d(0, true)},
      {"subrev_co clamp 1 - 2 (S1 - S0) -> 0, borrow", mkc(SUBREV_CO_U32, 2, 1), d(0, true)},
      {"subb clamp 5 - 5 - 1 -> 0, borrow", mkc(SUBB_CO_U32, 5, 5, 0, true), d(0, true)},
      {"subb clamp 5 - 4 - 1 = 0, no borrow", mkc(SUBB_CO_U32, 5, 4, 0, true), d(0)},
      {"subbrev clamp 4 - 4 - 1 -> 0, borrow", mkc(SUBBREV_CO_U32, 4, 4, 0, true), d(0, true)},
      // V_ADD_I32 / V_SUB_I32: signed 32-bit saturation, wrap without clamp.
      {"add_i32 clamp 0x7fffffff + 1 -> 0x7fffffff", mkc(ADD_I32, 0x7FFFFFFF, 1), d(0x7FFFFFFF)},
      {"add_i32 no clamp 0x7fffffff + 1 wraps", mk(ADD_I32, 0x7FFFFFFF, 1), d(0x80000000)},
      {"add_i32 clamp -2^31 + -1 -> -2^31", mkc(ADD_I32, 0x80000000, 0xFFFFFFFF), d(0x80000000)},
      {"add_i32 clamp -5 + 3 = -2", mkc(ADD_I32, 0xFFFFFFFB, 3), d(0xFFFFFFFE)},
      {"sub_i32 clamp -2^31 - 1 -> -2^31", mkc(SUB_I32, 0x80000000, 1), d(0x80000000)},
      {"sub_i32 no clamp -2^31 - 1 wraps", mk(SUB_I32, 0x80000000, 1), d(0x7FFFFFFF)},
      {"sub_i32 clamp 2^31-1 - -1 = 2^31 -> 2^31-1", mkc(SUB_I32, 0x7FFFFFFF, 0xFFFFFFFF), d(0x7FFFFFFF)},
      {"sub_i32 3 - 5 = -2", mk(SUB_I32, 3, 5), d(0xFFFFFFFE)},
      // 24-bit multiplies: 0xffffff^2 = 0xfffffe000001 > 2^32-1 -> max;
      // 0x10000 * 0xffff = 0xffff0000 fits.
      {"mul_u32_u24 clamp 0xffffff^2 -> max", mkc(MUL_U32_U24, 0x00FFFFFF, 0x00FFFFFF), d(0xFFFFFFFF)},
      {"mul_u32_u24 clamp 0x10000 * 0xffff fits", mkc(MUL_U32_U24, 0x10000, 0xFFFF), d(0xFFFF0000)},
      // (-2^23)^2 = 2^46 -> 0x7fffffff; -2^23 * (2^23-1) = -(2^46 - 2^23) -> -2^31.
      {"mul_i32_i24 clamp (-2^23)^2 -> int max", mkc(MUL_I32_I24, 0x00800000, 0x00800000), d(0x7FFFFFFF)},
      {"mul_i32_i24 clamp -2^23 * (2^23-1) -> int min", mkc(MUL_I32_I24, 0x00800000, 0x007FFFFF), d(0x80000000)},
      {"mul_i32_i24 clamp -1 * 3 = -3", mkc(MUL_I32_I24, 0x00FFFFFF, 3), d(0xFFFFFFFD)},
      // (2^23-1) * 2^8 = 0x7fffff00, + 0x100 = 2^31 -> 0x7fffffff; wraps to 2^31 without.
      {"mad_i32_i24 clamp 0x7fffff00 + 0x100 -> int max", mkc(MAD_I32_I24, 0x007FFFFF, 0x100, 0x100), d(0x7FFFFFFF)},
      {"mad_i32_i24 no clamp wraps", mk(MAD_I32_I24, 0x007FFFFF, 0x100, 0x100), d(0x80000000)},
      // -2^23 * 2^8 = -2^31, + -1 -> -2^31.
      {"mad_i32_i24 clamp -2^31 - 1 -> int min", mkc(MAD_I32_I24, 0x00800000, 0x100, 0xFFFFFFFF), d(0x80000000)},
      // 0xffffff * 1 + 0xff000001 = 2^32 -> max.
      {"mad_u32_u24 clamp 2^32 -> max", mkc(MAD_U32_U24, 0x00FFFFFF, 1, 0xFF000001), d(0xFFFFFFFF)},
      // 64-bit mads: (2^32-1)^2 + 2^64-1 carries -> all ones, cc = carry.
      {"mad_u64_u32 clamp carry -> all ones", mkc(MAD_U64_U32, 0xFFFFFFFF, 0xFFFFFFFF, ~0ull), d(~0ull, true)},
      {"mad_u64_u32 clamp 2 * 3 + 1 = 7", mkc(MAD_U64_U32, 2, 3, 1), d(7)},
      // (-2^31)^2 = 2^62, + 2^63-1 > int64 max -> 0x7fff..ff; exact value
      // positive, so cc (its bit 64, the sign) = 0.
      {"mad_i64_i32 clamp -> int64 max", mkc(MAD_I64_I32, 0x80000000, 0x80000000, 0x7FFFFFFFFFFFFFFFull),
       d(0x7FFFFFFFFFFFFFFFull, false)},
      // -2^31 * (2^31-1) = -(2^62 - 2^31), + -2^63 < int64 min -> 0x8000..00, cc = 1.
      {"mad_i64_i32 clamp -> int64 min", mkc(MAD_I64_I32, 0x80000000, 0x7FFFFFFF, 0x8000000000000000ull),
       d(0x8000000000000000ull, true)},
      {"mad_i64_i32 clamp -1 * 1 + 0 = -1 in range", mkc(MAD_I64_I32, 0xFFFFFFFF, 1, 0), d(~0ull, true)},
      // SADs: |0xff - 0| = 255, + 0xffffff10 = 2^32 + 15 -> max.
      {"sad_u8 clamp overflow -> max", mkc(SAD_U8, 0xFF000000, 0, 0xFFFFFF10), d(0xFFFFFFFF)},
      {"sad_u8 no clamp wraps", mk(SAD_U8, 0xFF000000, 0, 0xFFFFFF10), d(0xF)},
      {"sad_u32 clamp |0 - max| + 2 -> max", mkc(SAD_U32, 0, 0xFFFFFFFF, 2), d(0xFFFFFFFF)},
      // V_SAD_HI_U8: |12-9A| + |34-BC| + |56-DE| + |78-F0| = 136*3 + 120 = 528
      // = 0x210, << 16 = 0x02100000, + 1.
      {"sad_hi_u8", mk(SAD_HI_U8, 0x12345678, 0x9ABCDEF0, 1), d(0x02100001)},
      // sad 1 << 16 = 0x10000, + 0xffffffff: wraps to 0xffff, clamps to max.
      {"sad_hi_u8 no clamp wraps", mk(SAD_HI_U8, 1, 0, 0xFFFFFFFF), d(0x0000FFFF)},
      {"sad_hi_u8 clamp -> max", mkc(SAD_HI_U8, 1, 0, 0xFFFFFFFF), d(0xFFFFFFFF)},
      // V_ADD3_U32 wraps: 2 * (2^32 - 1) + 3 = 2^33 + 1 -> 1.
      {"add3_u32 wraps", mk(ADD3_U32, 0xFFFFFFFF, 0xFFFFFFFF, 3), d(1)},
      {"add3_u32 1 + 2 + 3", mk(ADD3_U32, 1, 2, 3), d(6)},
      // V_LERP_U8 bytes (S0, S1, S2[8k]): (78+F0+1)>>1 = 0x169>>1 = B4,
      // (56+DE+0)>>1 = 0x134>>1 = 9A, (34+BC)>>1 = 78, (12+9A)>>1 = 56.
      {"lerp_u8", mk(LERP_U8, 0x12345678, 0x9ABCDEF0, 1), d(0x56789AB4)},
      // 1 + 2 (+ round bit in bytes 1 and 3 only: S2 = 0x01000100): 1, 2, 1, 2.
      {"lerp_u8 round bit per byte", mk(LERP_U8, 0x01010101, 0x02020202, 0x01000100), d(0x02010201)},
      // FF + FF + 1 = 0x1FF, >> 1 = FF: the ninth bit is kept; S2's other bits ignored.
      {"lerp_u8 0xff bytes", mk(LERP_U8, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF), d(0xFFFFFFFF)},
      // V_CVT_PK_U16_U32: D = {sat16(S1), sat16(S0)}: 0x12345 -> 0xffff, 0xbeef stays.
      {"cvt_pk_u16_u32 saturates S0", mk(CVT_PK_U16_U32, 0x00012345, 0x0000BEEF), d(0xBEEFFFFF)},
      {"cvt_pk_u16_u32 saturates S1", mk(CVT_PK_U16_U32, 0x1234, 0xFFFFFFFF), d(0xFFFF1234)},
      // V_CVT_PK_I16_I32: 32768 -> 0x7fff, -32769 -> 0x8000.
      {"cvt_pk_i16_i32 both ends", mk(CVT_PK_I16_I32, 0x00008000, 0xFFFF7FFF), d(0x80007FFF)},
      // -32768 and 32767 are in range: 0x8000 and 0x7fff.
      {"cvt_pk_i16_i32 range ends", mk(CVT_PK_I16_I32, 0xFFFF8000, 0x00007FFF), d(0x7FFF8000)},
      // -1 -> 0xffff, -2^31 -> 0x8000.
      {"cvt_pk_i16_i32 -1, int min", mk(CVT_PK_I16_I32, 0xFFFFFFFF, 0x80000000), d(0x8000FFFF)},
      // V_SCREEN_PARTITION_4SE_B32, entries read off the spec's table (row of
      // 16 = high nibble): [0] = 1, [1] = 3 (the spec's example), [0x11] = 2,
      // [0x22] = 4, [0x66] = 1, [0x80] = 0xb, [0xc4] = 0xd, [0xff] = 1; S0[31:8]
      // ignored.
      {"screen [0]", mk(SCREEN_PARTITION_4SE_B32, 0x00), d(0x1)},
      {"screen [1] (spec example)", mk(SCREEN_PARTITION_4SE_B32, 0x01), d(0x3)},
      {"screen [0x11]", mk(SCREEN_PARTITION_4SE_B32, 0x11), d(0x2)},
      {"screen [0x22]", mk(SCREEN_PARTITION_4SE_B32, 0x22), d(0x4)},
      {"screen [0x66]", mk(SCREEN_PARTITION_4SE_B32, 0x66), d(0x1)},
      {"screen [0x80]", mk(SCREEN_PARTITION_4SE_B32, 0xFFFFFF80), d(0xB)},
      {"screen [0xc4]", mk(SCREEN_PARTITION_4SE_B32, 0xC4), d(0xD)},
      {"screen [0xff]", mk(SCREEN_PARTITION_4SE_B32, 0x123456FF), d(0x1)},
      // Clamp is ignored by rows that take none.
      {"and_b32 ignores clamp", mkc(AND_B32, 0xF0F0F0F0, 0xFF00FF00), d(0xF000F000)},
      {"add3_u32 ignores clamp (wraps)", mkc(ADD3_U32, 0xFFFFFFFF, 0xFFFFFFFF, 3), d(1)},
  };
  for (const auto& c : cases) {
    BOOST_CHECK_MESSAGE(reference(c.job) == c.want, "reference disagrees: " << c.what);
    run(c.job);
  }
  const uint64_t before = lane().failures();
  lane().drain();
  BOOST_CHECK_EQUAL(lane().failures(), before);
}

// Every corner in every operand position (all combinations for up to three
// operands), both cc_i values where read, every lane for mbcnt, with and
// without clamp.
BOOST_AUTO_TEST_CASE(corners) {
  const uint64_t start = lane().checked();
  const std::vector<uint64_t> c64 = corners64();
  for (uint8_t op : all_ops()) {
    const unsigned n = arity(op);
    auto pick = [&](size_t k, bool wide) -> uint64_t {
      return wide ? c64[k % c64.size()] : uint64_t(kCorners[k % kCorners.size()]);
    };
    const size_t n0 = wide_s0(op) ? c64.size() : kCorners.size();
    const size_t n1 = n >= 2 ? (wide_s1(op) ? c64.size() : kCorners.size()) : 1;
    const size_t n2 = n >= 3 ? (wide_s2(op) ? c64.size() : kCorners.size()) : 1;
    const unsigned ncc = reads_cc(op) ? 2 : 1;
    const unsigned nlane = reads_lane(op) ? 64 : 1;
    for (size_t i0 = 0; i0 < n0; ++i0)
      for (size_t i1 = 0; i1 < n1; ++i1)
        for (size_t i2 = 0; i2 < n2; ++i2)
          for (unsigned cc = 0; cc < ncc; ++cc)
            for (unsigned ln = 0; ln < nlane; ++ln)
              for (unsigned cl = 0; cl < 2; ++cl) {
                Job j;
                j.op = op;
                j.src = {pick(i0, wide_s0(op)), pick(i1, wide_s1(op)), pick(i2, wide_s2(op))};
                // Junk in the high dwords of 32-bit operands must be ignored.
                if (!wide_s0(op)) j.src[0] |= uint64_t(0xA5A5A5A5u) << 32;
                if (!wide_s1(op)) j.src[1] |= uint64_t(0x5A5A5A5Au) << 32;
                if (!wide_s2(op)) j.src[2] |= uint64_t(0xC3C3C3C3u) << 32;
                if (op == MQSAD_U32_U8) j.src2_hi = ~j.src[2];
                j.cc = cc;
                j.lane = uint8_t(ln);
                j.clamp = cl;
                run(j);
              }
  }
  lane().drain();
  BOOST_TEST_MESSAGE("corners: " << lane().checked() - start << " results checked");
  BOOST_CHECK_EQUAL(lane().failures(), 0u);
}

// Random operands, many per op, with occasional bubbles.
BOOST_AUTO_TEST_CASE(random_patterns) {
  constexpr unsigned kPerOp = 200000;
  Rng rng(0x1A7E5EEDu);
  const uint64_t start = lane().checked();
  for (uint8_t op : all_ops()) {
    const unsigned count = is_cmp(op) ? kPerOp / 2 : kPerOp;
    for (unsigned i = 0; i < count; ++i) {
      const Job j = random_job(rng, op);
      run(j);
      if (rng.below(100) == 0) lane().step(nullptr);
    }
  }
  lane().drain();
  BOOST_TEST_MESSAGE("random: " << lane().checked() - start << " results checked");
  BOOST_CHECK_EQUAL(lane().failures(), 0u);
}

// All ops interleaved at random, so that each result is checked right after
// a different op (catches state leaking between pipeline slots).
BOOST_AUTO_TEST_CASE(mixed_ops) {
  const std::vector<uint8_t> ops = all_ops();
  Rng rng(0xC0FFEEu);
  const uint64_t start = lane().checked();
  for (unsigned i = 0; i < 400000; ++i) run(random_job(rng, ops[rng.below(unsigned(ops.size()))]));
  lane().drain();
  BOOST_TEST_MESSAGE("mixed: " << lane().checked() - start << " results checked");
  BOOST_CHECK_EQUAL(lane().failures(), 0u);
}
