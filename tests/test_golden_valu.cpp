// Vector ALU semantics of the golden model, directed: every expected value
// is worked by hand from the Vega ISA pseudo-code (the working is in the
// comment next to it) or taken from the spec's own examples; none comes from
// running the model. Programs are written as program text (model/program.h
// directives plus assembly) and stepped on the GoldenModel; a few single
// operations call the per-lane functions of golden/valu.h directly.
//
// Default MODE is 0x3C0: FP32 denormals flushed in and out, IEEE and
// DX10_CLAMP set (arch_state.h kDefaultMode).
#define BOOST_TEST_MODULE golden_valu
#include <cstdint>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "golden_model.h"
#include "program.h"
#include "valu.h"

using namespace gcn;
namespace valu = gcn::golden::valu;

namespace {

struct Run {
  ArchState st;
  std::vector<CommitRecord> commits;
  std::vector<std::string> errors;
  uint32_t v(unsigned reg, unsigned lane) const { return st.waves[0].vgpr.at(reg)[lane]; }
  uint32_t s(unsigned code) const { return st.waves[0].sgpr[code]; }
  uint64_t s64(unsigned code) const { return s(code) | (uint64_t(s(code + 1)) << 32); }
  uint64_t exec() const { return st.waves[0].exec(); }
  uint64_t vcc() const { return st.waves[0].vcc(); }
  // The record of the n-th instruction (0-based).
  const CommitRecord& rec(size_t n) const { return commits.at(n); }
};

// Runs one wave to its end (or to an illegal step) on the golden model.
Run run(const std::string& text, unsigned vgprs = 16) {
  const Program p = parse_program(";; cosim: vgprs " + std::to_string(vgprs) + "\n" + text, "valu.s");
  GoldenModel m(initial_state(p), 1);
  Run r;
  for (uint64_t order = 0; !m.wave_ended(0) && order < 1000; ++order) {
    RefStep s = m.step(0, order);
    if (s.commit.illegal) r.errors.push_back(s.error);
    r.commits.push_back(s.commit);
  }
  r.st = m.state();
  return r;
}

#define REQUIRE_CLEAN(r)                                                     \
  do {                                                                       \
    for (const auto& e : (r).errors) BOOST_ERROR("illegal step: " << e);     \
    BOOST_TEST_REQUIRE((r).errors.empty());                                  \
  } while (0)

}  // namespace

// ---- add / sub with carry-in and carry-out ---------------------------------

BOOST_AUTO_TEST_CASE(add_sub_carries) {
  // v1 = {0xFFFFFFFF, 5, 0...}, v2 = {1, 7, 0...}.
  const Run r = run(R"(
;; cosim: vgpr 0 v1 0 0xffffffff
;; cosim: vgpr 0 v1 1 5
;; cosim: vgpr 0 v2 0 1
;; cosim: vgpr 0 v2 1 7
v_add_co_u32_e32 v3, vcc, v1, v2
s_mov_b64 s[20:21], vcc
v_addc_co_u32_e32 v4, vcc, v1, v2, vcc
s_mov_b64 s[22:23], vcc
v_sub_co_u32_e32 v5, vcc, v1, v2
s_mov_b64 s[24:25], vcc
v_subb_co_u32_e32 v6, vcc, v2, v1, vcc
s_mov_b64 s[26:27], vcc
v_subbrev_co_u32_e32 v7, vcc, v2, v1, vcc
s_mov_b64 s[28:29], vcc
v_subrev_co_u32_e64 v8, s[4:5], v1, v2
v_addc_co_u32_e64 v9, s[6:7], v1, v2, s[4:5]
s_endpgm
)");
  REQUIRE_CLEAN(r);
  // add: lane0 0xFFFFFFFF + 1 = 2^32 -> 0, carry; lane1 12; other lanes 0.
  BOOST_TEST(r.v(3, 0) == 0u);
  BOOST_TEST(r.v(3, 1) == 12u);
  BOOST_TEST(r.v(3, 2) == 0u);
  BOOST_TEST(r.s64(20) == 0x1ull);
  // addc with VCC = 1: lane0 0xFFFFFFFF + 1 + 1 = 2^32 + 1 -> 1, carry; lane1 12 + 0.
  BOOST_TEST(r.v(4, 0) == 1u);
  BOOST_TEST(r.v(4, 1) == 12u);
  BOOST_TEST(r.s64(22) == 0x1ull);
  // sub: lane0 0xFFFFFFFF - 1 = 0xFFFFFFFE, no borrow; lane1 5 - 7 wraps to
  // 0xFFFFFFFE with borrow.
  BOOST_TEST(r.v(5, 0) == 0xFFFFFFFEu);
  BOOST_TEST(r.v(5, 1) == 0xFFFFFFFEu);
  BOOST_TEST(r.s64(24) == 0x2ull);
  // subb S0 = v2, S1 = v1, VCC = 2: lane0 1 - 0xFFFFFFFF - 0 = 2 (mod 2^32),
  // borrow (0xFFFFFFFF + 0 > 1); lane1 7 - 5 - 1 = 1, no borrow (5 + 1 <= 7).
  BOOST_TEST(r.v(6, 0) == 2u);
  BOOST_TEST(r.v(6, 1) == 1u);
  BOOST_TEST(r.s64(26) == 0x1ull);
  // subbrev: D = S1 - S0 - VCC = v1 - v2 - VCC, VCC = 1: lane0 0xFFFFFFFF - 1
  // - 1 = 0xFFFFFFFD, borrow = S0 + VCC > S1 = 2 > 0xFFFFFFFF: no; lane1
  // 5 - 7 - 0 = 0xFFFFFFFE, borrow 7 > 5.
  BOOST_TEST(r.v(7, 0) == 0xFFFFFFFDu);
  BOOST_TEST(r.v(7, 1) == 0xFFFFFFFEu);
  BOOST_TEST(r.s64(28) == 0x2ull);
  // subrev e64: D = v2 - v1: lane0 1 - 0xFFFFFFFF = 2 with borrow; lane1 2.
  BOOST_TEST(r.v(8, 0) == 2u);
  BOOST_TEST(r.v(8, 1) == 2u);
  BOOST_TEST(r.s64(4) == 0x1ull);
  // addc e64, carry-in from s[4:5] = 1: as v4.
  BOOST_TEST(r.v(9, 0) == 1u);
  BOOST_TEST(r.s64(6) == 0x1ull);
  // The e32 carry-out is one VCC pair write, plus one VGPR write of EXEC lanes.
  const CommitRecord& c = r.rec(0);
  BOOST_TEST_REQUIRE(c.sgpr.size() == 1u);
  BOOST_TEST(c.sgpr[0].reg == 106u);
  BOOST_TEST(c.sgpr[0].count == 2u);
  BOOST_TEST_REQUIRE(c.vgpr.size() == 1u);
  BOOST_TEST(c.vgpr[0].reg == 3u);
  BOOST_TEST(c.vgpr[0].count == 1u);
  BOOST_TEST(c.vgpr[0].lanes == ~0ull);
  BOOST_TEST(c.exec_in == ~0ull);
}

// The integer lanes' saturation (spec "ALU Clamp Bit Usage"), called directly;
// a program with CLAMP on integer rows follows (integer_clamp_in_programs).
BOOST_AUTO_TEST_CASE(integer_clamp_saturates) {
  auto lane = [](Op op, uint64_t a, uint64_t b, bool clamp, uint64_t c = 0) {
    valu::LaneIn in;
    in.s[0] = a;
    in.s[1] = b;
    in.s[2] = c;
    valu::Ctl ctl{fp::Mode::from_reg(kDefaultMode), clamp, 0};
    valu::LaneOut out;
    BOOST_TEST_REQUIRE(valu::int_lane(op, in, ctl, out));
    return out;
  };
  // 0xFFFFFFFF + 1 overflows -> 0xFFFFFFFF; 5 + 7 = 12.
  BOOST_TEST(lane(Op::V_ADD_U32, 0xFFFFFFFFu, 1, true).d == 0xFFFFFFFFu);
  BOOST_TEST(lane(Op::V_ADD_U32, 5, 7, true).d == 12u);
  // 0xFFFFFFFF - 1 = 0xFFFFFFFE; 5 - 7 < 0 -> 0.
  BOOST_TEST(lane(Op::V_SUB_U32, 0xFFFFFFFFu, 1, true).d == 0xFFFFFFFEu);
  BOOST_TEST(lane(Op::V_SUB_U32, 5, 7, true).d == 0u);
  // 0x7FFFFFFF + 1: signed overflow -> 0x7FFFFFFF with clamp, wraps without.
  BOOST_TEST(lane(Op::V_ADD_I32, 0x7FFFFFFFu, 1, true).d == 0x7FFFFFFFu);
  BOOST_TEST(lane(Op::V_ADD_I32, 0x7FFFFFFFu, 1, false).d == 0x80000000u);
  // -2^31 - 1 -> -2^31 with clamp, wraps to 0x7FFFFFFF without.
  BOOST_TEST(lane(Op::V_SUB_I32, 0x80000000u, 1, true).d == 0x80000000u);
  BOOST_TEST(lane(Op::V_SUB_I32, 0x80000000u, 1, false).d == 0x7FFFFFFFu);
  // Clamped add_co: value saturates, the carry-out stays the real carry.
  const valu::LaneOut co = lane(Op::V_ADD_CO_U32, 0xFFFFFFFFu, 1, true);
  BOOST_TEST(co.d == 0xFFFFFFFFu);
  BOOST_TEST(co.cc);
  // u24: 0xFFFFFF * 0xFFFFFF = 0xFFFFFE000001 > 2^32 - 1 -> 0xFFFFFFFF.
  BOOST_TEST(lane(Op::V_MUL_U32_U24, 0x7FFFFFFFu, 0x7FFFFFFFu, true).d == 0xFFFFFFFFu);
}

BOOST_AUTO_TEST_CASE(integer_clamp_in_programs) {
  // v1 = 0xFFFFFFFF, v2 = 1 in lane 0; v1 = 5, v2 = 7 in lane 1.
  const Run r = run(R"(
;; cosim: vgpr 0 v1 0 0xffffffff
;; cosim: vgpr 0 v1 1 5
;; cosim: vgpr 0 v2 0 1
;; cosim: vgpr 0 v2 1 7
;; cosim: vgpr * v6 * 0x80000000
;; cosim: vgpr * v7 * 0x00800000
v_add_u32_e64 v3, v1, v2 clamp
v_sub_co_u32_e64 v4, s[4:5], v2, v1 clamp
v_sub_i32 v5, v6, 1 clamp
v_mad_i32_i24 v8, v7, v7, 0 clamp
v_mad_u64_u32 v[10:11], s[8:9], v1, v1, -1 clamp
v_sad_hi_u8 v12, v1, 0, v1 clamp
s_endpgm
)");
  REQUIRE_CLEAN(r);
  // add: lane0 0xFFFFFFFF + 1 = 2^32 -> 0xFFFFFFFF; lane1 5 + 7 = 12.
  BOOST_TEST(r.v(3, 0) == 0xFFFFFFFFu);
  BOOST_TEST(r.v(3, 1) == 12u);
  // sub_co v2 - v1: lane0 1 - 0xFFFFFFFF borrows -> 0, lane1 7 - 5 = 2; the
  // borrow-out is unclamped: bit 0 set, lanes >= 2 compute 0 - 0 (no borrow).
  BOOST_TEST(r.v(4, 0) == 0u);
  BOOST_TEST(r.v(4, 1) == 2u);
  BOOST_TEST(r.s64(4) == 0x1ull);
  // -2^31 - 1 -> -2^31.
  BOOST_TEST(r.v(5, 0) == 0x80000000u);
  // (-2^23)^2 = 2^46 -> 0x7FFFFFFF.
  BOOST_TEST(r.v(8, 0) == 0x7FFFFFFFu);
  // lane0 (2^32-1)^2 + (2^64-1) carries: all ones, carry 1; lane1 25 - 1 + 2^64
  // also carries (-1 is 2^64 - 1 as a u64): 25 + 2^64 - 1 = 2^64 + 24 -> all ones;
  // lanes >= 2: 0 + 2^64 - 1, no carry.
  BOOST_TEST(r.v(10, 0) == 0xFFFFFFFFu);
  BOOST_TEST(r.v(11, 0) == 0xFFFFFFFFu);
  BOOST_TEST(r.v(10, 1) == 0xFFFFFFFFu);
  BOOST_TEST(r.v(11, 2) == 0xFFFFFFFFu);
  BOOST_TEST(r.s64(8) == 0x3ull);
  // sad_hi_u8 lane0: SAD(0xFFFFFFFF, 0) = 4 * 255 = 1020, << 16 = 0x03FC0000,
  // + 0xFFFFFFFF overflows -> 0xFFFFFFFF; lane1 SAD(5, 0) = 5: 0x50000 + 5.
  BOOST_TEST(r.v(12, 0) == 0xFFFFFFFFu);
  BOOST_TEST(r.v(12, 1) == 0x00050005u);
}

// ---- multiplies --------------------------------------------------------------

BOOST_AUTO_TEST_CASE(mul24_sign_extends_bit23) {
  const Run r = run(R"(
;; cosim: sgpr * s0 0x00800000
;; cosim: sgpr * s1 0x00ffffff
;; cosim: vgpr 0 v1 0 2
;; cosim: vgpr 0 v1 1 0xff000003
;; cosim: vgpr 0 v2 0 0x00ffffff
v_mul_i32_i24_e32 v3, s0, v1
v_mul_hi_i32_i24_e32 v4, s0, v1
v_mul_u32_u24_e32 v5, s0, v1
v_mul_hi_u32_u24_e32 v6, s1, v2
v_mad_i32_i24 v7, s0, v1, 5
v_mad_u32_u24 v8, s0, v1, 5
s_endpgm
)");
  REQUIRE_CLEAN(r);
  // S0[23:0] = 0x800000 has bit 23 set: -2^23. lane0 -2^23 * 2 = -2^24 =
  // 0xFF000000. lane1 S1[23:0] = 3 (bits 31:24 ignored): -3 * 2^23 =
  // -0x1800000 = 0xFE800000.
  BOOST_TEST(r.v(3, 0) == 0xFF000000u);
  BOOST_TEST(r.v(3, 1) == 0xFE800000u);
  // Bits 63:32 of the negative 48-bit products: all ones.
  BOOST_TEST(r.v(4, 0) == 0xFFFFFFFFu);
  BOOST_TEST(r.v(4, 1) == 0xFFFFFFFFu);
  // Unsigned: 0x800000 * 2 = 0x1000000, * 3 = 0x1800000.
  BOOST_TEST(r.v(5, 0) == 0x01000000u);
  BOOST_TEST(r.v(5, 1) == 0x01800000u);
  // 0xFFFFFF^2 = 0xFFFFFE000001: high half 0xFFFF.
  BOOST_TEST(r.v(6, 0) == 0x0000FFFFu);
  // mad_i24: -2^24 + 5 = 0xFF000005; mad_u24: 0x1000000 + 5.
  BOOST_TEST(r.v(7, 0) == 0xFF000005u);
  BOOST_TEST(r.v(8, 0) == 0x01000005u);
  // Lane functions: (2^23 - 1)^2 = 2^46 - 2^24 + 1; low dword 0xFF000001
  // (2^46 is 0 mod 2^32), saturated 0x7FFFFFFF.
  BOOST_TEST(valu::mul_i32_i24(0x7FFFFF, 0x7FFFFF, false) == 0xFF000001u);
  BOOST_TEST(valu::mul_i32_i24(0x7FFFFF, 0x7FFFFF, true) == 0x7FFFFFFFu);
  // -2^23 * -2^23 = 2^46 -> saturates to 0x7FFFFFFF; + (-1) as S2.
  BOOST_TEST(valu::mad_i32_i24(0x800000, 0x800000, 0xFFFFFFFF, false) == 0xFFFFFFFFu);
  BOOST_TEST(valu::mad_i32_i24(0x800000, 0x800000, 0xFFFFFFFF, true) == 0x7FFFFFFFu);
}

BOOST_AUTO_TEST_CASE(mul_lo_hi_32) {
  const Run r = run(R"(
;; cosim: sgpr * s3 0x12345678
;; cosim: sgpr * s5 0xfffffffe
v_mul_lo_u32 v1, s3, 16
v_mul_hi_u32 v2, s3, 16
v_mul_hi_i32 v3, s5, 16
v_mul_hi_u32 v4, s5, 16
s_endpgm
)");
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(1, 9) == 0x23456780u);  // 0x12345678 * 16 = 0x1_23456780
  BOOST_TEST(r.v(2, 9) == 0x1u);
  BOOST_TEST(r.v(3, 9) == 0xFFFFFFFFu);  // -2 * 16 = -32: high dword all ones
  BOOST_TEST(r.v(4, 9) == 0xFu);         // 0xFFFFFFFE * 16 = 0xF_FFFFFFE0
}

BOOST_AUTO_TEST_CASE(mad_64) {
  const Run r = run(R"(
;; cosim: vgpr 0 v0 0 0xffffffff
;; cosim: vgpr 0 v1 0 0xffffffff
;; cosim: vgpr 0 v4 0 0xffffffff
;; cosim: vgpr 0 v5 0 0xffffffff
;; cosim: vgpr 0 v0 1 2
;; cosim: vgpr 0 v1 1 3
;; cosim: vgpr 0 v4 1 4
;; cosim: vgpr 0 v0 2 0xffffffff
;; cosim: vgpr 0 v1 2 5
v_mad_u64_u32 v[2:3], s[6:7], v0, v1, v[4:5]
v_mad_i64_i32 v[6:7], s[8:9], v0, v1, v[4:5]
v_mad_u64_u32 v[8:9], s[10:11], v0, v1, -1
s_endpgm
)");
  REQUIRE_CLEAN(r);
  // u64 lane0: 0xFFFFFFFF^2 = 0xFFFFFFFE_00000001, + 0xFFFFFFFF_FFFFFFFF =
  // 0x1_FFFFFFFE_00000000: D = 0xFFFFFFFE_00000000, carry 1. lane1 2*3+4 = 10.
  // lane2 0xFFFFFFFF * 5 = 0x4_FFFFFFFB.
  BOOST_TEST(r.v(2, 0) == 0u);
  BOOST_TEST(r.v(3, 0) == 0xFFFFFFFEu);
  BOOST_TEST(r.v(2, 1) == 10u);
  BOOST_TEST(r.v(3, 1) == 0u);
  BOOST_TEST(r.v(2, 2) == 0xFFFFFFFBu);
  BOOST_TEST(r.v(3, 2) == 4u);
  BOOST_TEST(r.s64(6) == 0x1ull);
  // i64 lane0: (-1)(-1) + (-1) = 0, carry-out (bit 64, the sign) 0; lane1 10;
  // lane2 (-1)(5) + 0 = -5 = 0xFFFFFFFF_FFFFFFFB, bit 64 = 1.
  BOOST_TEST(r.v(6, 0) == 0u);
  BOOST_TEST(r.v(7, 0) == 0u);
  BOOST_TEST(r.v(6, 1) == 10u);
  BOOST_TEST(r.v(6, 2) == 0xFFFFFFFBu);
  BOOST_TEST(r.v(7, 2) == 0xFFFFFFFFu);
  BOOST_TEST(r.s64(8) == 0x4ull);
  // S2 = inline -1 feeding a 64-bit source: sign-extended to 2^64 - 1.
  // lane1: 6 + 2^64 - 1 = 2^64 + 5 -> D = 5, carry. lane3 (all 0): 0 + 2^64 - 1,
  // no carry.
  BOOST_TEST(r.v(8, 1) == 5u);
  BOOST_TEST(r.v(9, 1) == 0u);
  BOOST_TEST(r.v(8, 3) == 0xFFFFFFFFu);
  BOOST_TEST(r.v(9, 3) == 0xFFFFFFFFu);
  // Carry lanes: lane0 (0xFFFFFFFE_00000001 + 2^64 - 1), lane1, lane2
  // (0x4_FFFFFFFB + 2^64 - 1): all carry; the zero lanes do not.
  BOOST_TEST(r.s64(10) == 0x7ull);
  // 64-bit result: one two-dword VGPR write.
  BOOST_TEST_REQUIRE(r.rec(0).vgpr.size() == 1u);
  BOOST_TEST(r.rec(0).vgpr[0].count == 2u);
}

// ---- bitfields, bit counts, shifts -----------------------------------------

BOOST_AUTO_TEST_CASE(bitfields_and_counts) {
  const Run r = run(R"(
;; cosim: sgpr * s0 0x12345678
;; cosim: sgpr * s1 0x00000f80
;; cosim: sgpr * s2 0xffff0000
;; cosim: vgpr * v15 * 0xaaaaaaaa
;; cosim: vgpr * v14 * 0x55555555
v_bfe_u32 v1, s0, 4, 8
v_bfe_i32 v2, s1, 4, 8
v_bfe_i32 v3, s1, 4, 0
v_bfi_b32 v4, s2, v15, v14
v_bfm_b32 v5, 4, 8
v_bfrev_b32_e32 v6, 1
v_bcnt_u32_b32 v7, s0, 3
v_ffbh_u32_e32 v8, s0
v_ffbl_b32_e32 v9, s0
v_ffbh_i32_e32 v10, s2
v_ffbh_i32_e32 v11, -1
v_ffbh_u32_e32 v12, 0
v_mbcnt_lo_u32_b32 v13, -1, 0
v_mbcnt_hi_u32_b32 v13, -1, v13
v_bfe_u32 v0, s0, 36, 8
s_endpgm
)");
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(1, 0) == 0x67u);        // (0x12345678 >> 4) & 0xFF
  BOOST_TEST(r.v(2, 0) == 0xFFFFFFF8u);  // field 0xF8, bit 7 set: sign-extended
  BOOST_TEST(r.v(3, 0) == 0u);           // width 0 -> 0
  BOOST_TEST(r.v(4, 0) == 0xAAAA5555u);  // mask 0xFFFF0000 picks S1 high, S2 low
  BOOST_TEST(r.v(5, 0) == 0x00000F00u);  // ((1 << 4) - 1) << 8
  BOOST_TEST(r.v(6, 0) == 0x80000000u);
  // popcount(0x12345678) = 1+1+2+1+2+2+3+1 = 13, + S1 = 3.
  BOOST_TEST(r.v(7, 0) == 16u);
  BOOST_TEST(r.v(8, 0) == 3u);           // first one from the MSB: bit 28
  BOOST_TEST(r.v(9, 0) == 3u);           // 0x...78: lowest one is bit 3
  BOOST_TEST(r.v(10, 0) == 16u);         // spec example V_FFBH_I32(0xffff0000)
  BOOST_TEST(r.v(11, 0) == 0xFFFFFFFFu); // spec example: all bits the sign
  BOOST_TEST(r.v(12, 0) == 0xFFFFFFFFu); // spec example V_FFBH_U32(0)
  // The spec's example: mbcnt_lo(-1, 0) then mbcnt_hi(-1, .) = thread position.
  BOOST_TEST(r.v(13, 0) == 0u);
  BOOST_TEST(r.v(13, 31) == 31u);
  BOOST_TEST(r.v(13, 37) == 37u);
  BOOST_TEST(r.v(13, 63) == 63u);
  // Offset 36 uses S1[4:0] = 4: as v1.
  BOOST_TEST(r.v(0, 0) == 0x67u);
}

BOOST_AUTO_TEST_CASE(shifts_32_and_64) {
  const Run r = run(R"(
;; cosim: sgpr * s0 0xf0000001
;; cosim: sgpr * s1 0x0000000f
;; cosim: sgpr * s2 0x80000000
;; cosim: vgpr * v1 * 1
v_lshlrev_b64 v[2:3], 4, s[0:1]
v_lshrrev_b64 v[4:5], 32, s[0:1]
v_ashrrev_i64 v[6:7], 4, -16
v_lshrrev_b64 v[8:9], 60, -16
v_lshlrev_b64 v[10:11], 64, s[0:1]
v_lshlrev_b32_e32 v12, 33, v1
v_ashrrev_i32_e64 v13, 4, s2
v_lshrrev_b32_e64 v14, 4, s2
s_endpgm
)");
  REQUIRE_CLEAN(r);
  // s[0:1] = 0x0000000F_F0000001. << 4 = 0x000000FF_00000010.
  BOOST_TEST(r.v(2, 5) == 0x00000010u);
  BOOST_TEST(r.v(3, 5) == 0x000000FFu);
  // >> 32 = 0xF.
  BOOST_TEST(r.v(4, 5) == 0xFu);
  BOOST_TEST(r.v(5, 5) == 0u);
  // Inline -16 as a 64-bit source: 0xFFFFFFFF_FFFFFFF0; arithmetic >> 4 = -1.
  BOOST_TEST(r.v(6, 5) == 0xFFFFFFFFu);
  BOOST_TEST(r.v(7, 5) == 0xFFFFFFFFu);
  // Logical >> 60: 0xF.
  BOOST_TEST(r.v(8, 5) == 0xFu);
  BOOST_TEST(r.v(9, 5) == 0u);
  // Amount 64 uses S0[5:0] = 0: unchanged.
  BOOST_TEST(r.v(10, 5) == 0xF0000001u);
  BOOST_TEST(r.v(11, 5) == 0x0000000Fu);
  // Amount 33 uses S0[4:0] = 1: 1 << 1.
  BOOST_TEST(r.v(12, 5) == 2u);
  BOOST_TEST(r.v(13, 5) == 0xF8000000u);
  BOOST_TEST(r.v(14, 5) == 0x08000000u);
}

BOOST_AUTO_TEST_CASE(three_operand_logic_perm_align) {
  const Run r = run(R"(
;; cosim: sgpr * s0 3
;; cosim: vgpr * v20 * 0x8899aabb
;; cosim: vgpr * v21 * 0x44556677
;; cosim: vgpr * v22 * 0x0c0d0704
;; cosim: vgpr * v23 * 0x0b0a0908
;; cosim: sgpr * s4 0x12345678
;; cosim: vgpr * v25 * 0x9abcdef0
v_or3_b32 v1, 1, 2, 4
v_lshl_add_u32 v2, s0, 4, 1
v_add_lshl_u32 v3, s0, 1, 4
v_perm_b32 v4, v20, v21, v22
v_perm_b32 v5, v20, v21, v23
v_alignbit_b32 v6, s4, v25, 8
v_alignbyte_b32 v7, s4, v25, 1
v_alignbyte_b32 v8, s4, v25, 5
v_xad_u32 v9, s4, v25, 1
v_and_or_b32 v10, s4, 15, 64
v_lshl_or_b32 v11, 1, 31, 1
v_sad_u8 v14, s4, v25, 1
v_sad_u32 v0, s4, v25, 1
s_endpgm
)", 26);
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(1, 0) == 7u);
  BOOST_TEST(r.v(2, 0) == 49u);  // (3 << 4) + 1
  BOOST_TEST(r.v(3, 0) == 64u);  // (3 + 1) << 4
  // {S0, S1} bytes 7..0 = 88 99 AA BB 44 55 66 77. Selectors (byte 0 first)
  // 04 -> byte 4 = BB, 07 -> byte 7 = 88, 0D -> FF, 0C -> 00.
  BOOST_TEST(r.v(4, 0) == 0x00FF88BBu);
  // 08 -> sign of byte 1 (66): 00, 09 -> byte 3 (44): 00, 0A -> byte 5 (AA):
  // FF, 0B -> byte 7 (88): FF.
  BOOST_TEST(r.v(5, 0) == 0xFFFF0000u);
  // {0x12345678, 0x9ABCDEF0} >> 8, low dword.
  BOOST_TEST(r.v(6, 0) == 0x789ABCDEu);
  BOOST_TEST(r.v(7, 0) == 0x789ABCDEu);  // 8 * 1
  BOOST_TEST(r.v(8, 0) == 0x789ABCDEu);  // S2[1:0] = 1 of 5
  BOOST_TEST(r.v(9, 0) == 0x88888889u);  // 0x12345678 ^ 0x9ABCDEF0 = 0x88888888, + 1
  BOOST_TEST(r.v(10, 0) == 0x48u);       // (0x...78 & 15) | 64
  BOOST_TEST(r.v(11, 0) == 0x80000001u);
  // |12-9A| + |34-BC| + |56-DE| + |78-F0| = 136*3 + 120 = 528, + 1.
  BOOST_TEST(r.v(14, 0) == 529u);
  // Rows the integer lane take with clamp: lane functions.
  auto lane3 = [](Op op, uint32_t a, uint32_t b, uint32_t c) {
    valu::LaneIn in;
    in.s[0] = a;
    in.s[1] = b;
    in.s[2] = c;
    valu::LaneOut out;
    BOOST_TEST_REQUIRE(valu::int_lane(op, in, valu::Ctl{fp::Mode::from_reg(kDefaultMode), false, 0}, out));
    return static_cast<uint32_t>(out.d);
  };
  BOOST_TEST(lane3(Op::V_ADD3_U32, 0xFFFFFFFFu, 0xFFFFFFFFu, 3) == 1u);  // 2^32 - 1 + 2^32 - 1 + 3 mod 2^32
  // Bytes (S0, S1, round bit S2[8k]): (78+F0+1)>>1 = 361>>1 = B4; (56+DE)>>1 =
  // 308>>1 = 9A; (34+BC)>>1 = 78; (12+9A)>>1 = 172>>1 = 56.
  BOOST_TEST(lane3(Op::V_LERP_U8, 0x12345678u, 0x9ABCDEF0u, 1) == 0x56789AB4u);
  BOOST_TEST(lane3(Op::V_SAD_HI_U8, 0x12345678u, 0x9ABCDEF0u, 1) == (528u << 16) + 1u);
  // 0x9ABCDEF0 - 0x12345678 = 0x88888878, + 1.
  BOOST_TEST(r.v(0, 0) == 0x88888879u);
  // The lane function, straight: selector 0x03020100 is the identity on S1.
  BOOST_TEST(valu::perm_b32(0xDEADBEEF, 0x01234567, 0x03020100) == 0x01234567u);
  BOOST_TEST(valu::bfe_i32(0x80000000, 31, 1) == 0xFFFFFFFFu);
  // A field reaching past bit 31 takes S0's sign (S0.i >> 20 is arithmetic):
  // 0x80F00000 >> 20 = 0xFFFFF80F, low 16 bits 0xF80F, sign-extended.
  BOOST_TEST(valu::bfe_i32(0x80F00000, 20, 16) == 0xFFFFF80Fu);
}

// V_CVT_PK_U16_U32 / V_CVT_PK_I16_I32: D = {cvt(S1), cvt(S0)} with the spec's
// uint32_to_uint16 / int32_to_int16 read as saturating conversions.
BOOST_AUTO_TEST_CASE(cvt_pk_16_saturates) {
  const Run r = run(R"(
;; cosim: vgpr * v1 * 0x00012345
;; cosim: vgpr * v2 * 0x0000beef
;; cosim: vgpr * v3 * 0x00008000
;; cosim: vgpr * v4 * 0xffff7fff
;; cosim: vgpr * v5 * 0xffff8000
;; cosim: vgpr * v11 * 0x1234
;; cosim: vgpr * v12 * 0x7fff
;; cosim: vgpr * v13 * 0x80000000
v_cvt_pk_u16_u32 v6, v1, v2
v_cvt_pk_u16_u32 v7, v11, -1
v_cvt_pk_i16_i32 v8, v3, v4
v_cvt_pk_i16_i32 v9, v5, v12
v_cvt_pk_i16_i32 v10, -1, v13
s_endpgm
)");
  REQUIRE_CLEAN(r);
  // 0x12345 > 0xFFFF -> 0xFFFF in D[15:0]; 0xBEEF fits in D[31:16].
  BOOST_TEST(r.v(6, 0) == 0xBEEFFFFFu);
  // S1 = -1 is 0xFFFFFFFF unsigned -> 0xFFFF; 0x1234 fits.
  BOOST_TEST(r.v(7, 3) == 0xFFFF1234u);
  // 32768 -> 0x7FFF; -32769 -> 0x8000.
  BOOST_TEST(r.v(8, 0) == 0x80007FFFu);
  // -32768 and 32767 are in range.
  BOOST_TEST(r.v(9, 0) == 0x7FFF8000u);
  // -1 -> 0xFFFF; -2^31 -> 0x8000.
  BOOST_TEST(r.v(10, 0) == 0x8000FFFFu);
}

BOOST_AUTO_TEST_CASE(screen_partition_spec_example) {
  // Spec example: selector 0b00000001 returns 0x3; entry 0 is 0x1.
  BOOST_TEST(valu::screen_partition_4se(1) == 0x3u);
  BOOST_TEST(valu::screen_partition_4se(0) == 0x1u);
  BOOST_TEST(valu::screen_partition_4se(0x101) == 0x3u);  // only S0[7:0]
  // More entries read off the spec's table (16 per row, row = high nibble):
  // [0x11] = 0x2, [0x80] = 0xb, [0xc4] = 0xd, [0xff] = 0x1.
  BOOST_TEST(valu::screen_partition_4se(0x11) == 0x2u);
  BOOST_TEST(valu::screen_partition_4se(0x80) == 0xBu);
  BOOST_TEST(valu::screen_partition_4se(0xC4) == 0xDu);
  BOOST_TEST(valu::screen_partition_4se(0xFF) == 0x1u);
}

// ---- cndmask -----------------------------------------------------------------

BOOST_AUTO_TEST_CASE(cndmask_vcc_and_sgpr_pair) {
  const Run r = run(R"(
;; cosim: sgpr * vcc_lo 2
;; cosim: sgpr * s4 1
;; cosim: vgpr 0 v1 0 10
;; cosim: vgpr 0 v1 1 11
;; cosim: vgpr 0 v2 0 20
;; cosim: vgpr 0 v2 1 21
v_cndmask_b32_e32 v3, v1, v2, vcc
v_cndmask_b32_e64 v4, v1, v2, s[4:5]
v_cndmask_b32_e64 v5, -v1, v2, s[4:5]
s_endpgm
)");
  REQUIRE_CLEAN(r);
  // VCC = 0b10: lane0 takes S0, lane1 S1.
  BOOST_TEST(r.v(3, 0) == 10u);
  BOOST_TEST(r.v(3, 1) == 21u);
  // s[4:5] = 1: lane0 S1, lane1 S0.
  BOOST_TEST(r.v(4, 0) == 20u);
  BOOST_TEST(r.v(4, 1) == 11u);
  // neg flips bit 31 of S0.
  BOOST_TEST(r.v(5, 1) == (11u | 0x80000000u));
}

// ---- compares ------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(integer_compares_and_cmpx) {
  // EXEC = lanes 0..3. v1 = {-1, 5, 7, 7, 0}, v2 = {1, 7, 5, 7, 1}.
  const Run r = run(R"(
;; cosim: sgpr * exec_lo 0xf
;; cosim: sgpr * exec_hi 0
;; cosim: vgpr 0 v1 0 0xffffffff
;; cosim: vgpr 0 v1 1 5
;; cosim: vgpr 0 v1 2 7
;; cosim: vgpr 0 v1 3 7
;; cosim: vgpr 0 v2 0 1
;; cosim: vgpr 0 v2 1 7
;; cosim: vgpr 0 v2 2 5
;; cosim: vgpr 0 v2 3 7
;; cosim: vgpr 0 v2 4 1
;; cosim: vgpr 0 v4 0 0xffffffff
;; cosim: vgpr 0 v5 0 0xffffffff
v_cmp_lt_i32_e32 vcc, v1, v2
v_cmp_lt_u32_e64 s[4:5], v1, v2
v_cmp_ge_i32_e64 s[6:7], v1, v2
v_cmp_t_u32_e64 s[8:9], v1, v2
v_cmp_lt_i64_e64 s[10:11], v[4:5], v[6:7]
v_cmp_lt_u64_e64 s[12:13], v[4:5], v[6:7]
v_cmp_eq_u64_e64 s[14:15], -1, v[4:5]
v_cmp_ne_u32_e64 s[16:17], v1, v2
v_cmpx_gt_i32_e32 vcc, v1, v2
s_mov_b64 s[18:19], exec
v_cmpx_eq_u32_e64 s[20:21], v1, v2
s_mov_b64 s[22:23], exec
v_mov_b32_e32 v3, 42
s_mov_b64 exec, -1
s_endpgm
)");
  REQUIRE_CLEAN(r);
  // lt_i32: -1<1 T, 5<7 T, 7<5 F, 7<7 F; lane4 (0 < 1) is inactive: 0.
  const CommitRecord& c0 = r.rec(0);
  BOOST_TEST_REQUIRE(c0.sgpr.size() == 1u);
  BOOST_TEST(c0.sgpr[0].reg == 106u);
  BOOST_TEST(c0.sgpr[0].data[0] == 0x3u);
  BOOST_TEST(c0.sgpr[0].data[1] == 0u);
  BOOST_TEST(c0.vgpr.empty());
  BOOST_TEST(c0.exec_in == 0xFull);
  // lt_u32: 0xFFFFFFFF<1 F, 5<7 T, F, F.
  BOOST_TEST(r.s64(4) == 0x2ull);
  // ge_i32: F, F, T, T.
  BOOST_TEST(r.s64(6) == 0xCull);
  // T: every active lane, inactive lanes 0.
  BOOST_TEST(r.s64(8) == 0xFull);
  // lane0: v[4:5] = -1 vs v[6:7] = 0: signed less, unsigned not. Other lanes 0 vs 0.
  BOOST_TEST(r.s64(10) == 0x1ull);
  BOOST_TEST(r.s64(12) == 0x0ull);
  // Inline -1 as a 64-bit source is 0xFFFFFFFF_FFFFFFFF: equal in lane0 only.
  BOOST_TEST(r.s64(14) == 0x1ull);
  // ne: T, T, T, F.
  BOOST_TEST(r.s64(16) == 0x7ull);
  // cmpx_gt_i32: F, F, T (7 > 5), F -> EXEC = VCC = 0b100; VCC write then EXEC write.
  BOOST_TEST(r.s64(18) == 0x4ull);
  const CommitRecord& cx = r.rec(8);
  BOOST_TEST_REQUIRE(cx.sgpr.size() == 2u);
  BOOST_TEST(cx.sgpr[0].reg == 106u);
  BOOST_TEST(cx.sgpr[0].data[0] == 0x4u);
  BOOST_TEST(cx.sgpr[1].reg == 126u);
  BOOST_TEST(cx.sgpr[1].data[0] == 0x4u);
  BOOST_TEST(cx.sgpr[1].data[1] == 0u);
  // cmpx_eq under EXEC = 0b100: 7 == 5 F -> EXEC = 0 and s[20:21] = 0.
  BOOST_TEST(r.s64(20) == 0x0ull);
  BOOST_TEST(r.s64(22) == 0x0ull);
  // v_mov_b32 under EXEC = 0: one VGPR write with no lanes, nothing changes.
  const CommitRecord& cm = r.rec(12);
  BOOST_TEST_REQUIRE(cm.vgpr.size() == 1u);
  BOOST_TEST(cm.vgpr[0].lanes == 0u);
  BOOST_TEST(cm.exec_in == 0u);
  BOOST_TEST(r.v(3, 2) == 0u);
}

BOOST_AUTO_TEST_CASE(float_compares_and_class) {
  const Run r = run(R"(
;; cosim: sgpr * s0 0x3f800000
;; cosim: sgpr * s1 0xbf800000
;; cosim: sgpr * s2 0x7fc00000
;; cosim: sgpr * s3 0x80000000
;; cosim: sgpr * s40 0xff800000
;; cosim: sgpr * s41 0x7f800001
v_cmp_lt_f32_e64 s[4:5], s2, 1.0
v_cmp_nge_f32_e64 s[6:7], s2, 1.0
v_cmp_eq_f32_e64 s[8:9], s3, 0
v_cmp_eq_f32_e64 s[10:11], -s0, -1.0
v_cmp_u_f32_e64 s[12:13], 1.0, s2
v_cmp_lg_f32_e64 s[14:15], s0, -1.0
v_cmp_class_f32_e64 s[16:17], s40, 4
v_cmp_class_f32_e64 s[18:19], s3, 32
v_cmp_class_f32_e64 s[20:21], s3, 64
v_cmp_class_f32_e64 s[22:23], s41, 1
v_cmp_class_f32_e64 s[24:25], s41, 2
v_cmp_gt_f32_e64 s[26:27], |s1|, 0.5
s_endpgm
)");
  REQUIRE_CLEAN(r);
  const uint64_t all = ~0ull;
  BOOST_TEST(r.s64(4) == 0u);     // NaN < 1.0: false (ordered predicate)
  BOOST_TEST(r.s64(6) == all);    // !(NaN >= 1.0): true
  BOOST_TEST(r.s64(8) == all);    // -0 == +0
  BOOST_TEST(r.s64(10) == all);   // -(1.0) == -1.0
  BOOST_TEST(r.s64(12) == all);   // unordered with a NaN
  BOOST_TEST(r.s64(14) == all);   // 1.0 <> -1.0
  BOOST_TEST(r.s64(16) == all);   // -inf is class bit 2
  BOOST_TEST(r.s64(18) == all);   // -0 is class bit 5
  BOOST_TEST(r.s64(20) == 0u);    // ... not bit 6 (+0)
  BOOST_TEST(r.s64(22) == all);   // 0x7F800001 is a signalling NaN: bit 0
  BOOST_TEST(r.s64(24) == 0u);    // not a quiet NaN
  BOOST_TEST(r.s64(26) == all);   // |-1.0| > 0.5
}

BOOST_AUTO_TEST_CASE(cmpx_class_writes_exec) {
  // Lanes 0..3 active; lane values: +1.0, -1.0, +inf, qNaN. Mask 0x100 (+normal)
  // | 0x200 (+inf) = 0x300 leaves lanes 0 and 2.
  const Run r = run(R"(
;; cosim: sgpr * exec_lo 0xf
;; cosim: sgpr * exec_hi 0
;; cosim: sgpr * s0 0x300
;; cosim: vgpr 0 v1 0 0x3f800000
;; cosim: vgpr 0 v1 1 0xbf800000
;; cosim: vgpr 0 v1 2 0x7f800000
;; cosim: vgpr 0 v1 3 0x7fc00000
;; cosim: vgpr * v2 * 0x300
v_cmpx_class_f32_e32 vcc, v1, v2
s_endpgm
)");
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.exec() == 0x5ull);
  BOOST_TEST(r.vcc() == 0x5ull);
}

// ---- conversions -----------------------------------------------------------------

BOOST_AUTO_TEST_CASE(conversions) {
  const Run r = run(R"(
;; cosim: sgpr * s0 0x7fc00000
;; cosim: sgpr * s1 0x4f000000
;; cosim: sgpr * s2 0xbfc00000
;; cosim: sgpr * s3 0x80000000
;; cosim: sgpr * s4 0xffffffff
;; cosim: sgpr * s5 0x40200000
;; cosim: sgpr * s6 0x00ab0000
v_cvt_i32_f32_e32 v0, s0
v_cvt_u32_f32_e32 v1, s0
v_cvt_i32_f32_e32 v2, s1
v_cvt_u32_f32_e32 v3, s1
v_cvt_i32_f32_e32 v4, s2
v_cvt_u32_f32_e32 v5, s2
v_cvt_i32_f32_e32 v6, s3
v_cvt_f32_i32_e32 v7, s4
v_cvt_f32_u32_e32 v8, s4
v_cvt_f32_i32_e32 v9, 0
v_cvt_rpi_i32_f32_e32 v10, s2
v_cvt_rpi_i32_f32_e32 v11, s5
v_cvt_flr_i32_f32_e32 v12, s2
v_cvt_f32_ubyte2_e32 v13, s6
v_cvt_off_f32_i4_e32 v14, 8
v_cvt_off_f32_i4_e32 v15, 7
v_cvt_off_f32_i4_e32 v16, 31
v_cvt_i32_f32_e64 v17, -s2
s_endpgm
)", 18);
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(0, 0) == 0u);            // NaN -> 0
  BOOST_TEST(r.v(1, 0) == 0u);
  BOOST_TEST(r.v(2, 0) == 0x7FFFFFFFu);   // 2^31 saturates for i32
  BOOST_TEST(r.v(3, 0) == 0x80000000u);   // ... fits u32
  BOOST_TEST(r.v(4, 0) == 0xFFFFFFFFu);   // trunc(-1.5) = -1
  BOOST_TEST(r.v(5, 0) == 0u);            // negative saturates to 0 for u32
  BOOST_TEST(r.v(6, 0) == 0u);            // -0.0 -> 0
  BOOST_TEST(r.v(7, 0) == 0xBF800000u);   // -1
  BOOST_TEST(r.v(8, 0) == 0x4F800000u);   // 2^32 - 1 rounds to 2^32
  BOOST_TEST(r.v(9, 0) == 0u);            // 0 -> +0.0
  BOOST_TEST(r.v(10, 0) == 0xFFFFFFFFu);  // floor(-1.5 + 0.5) = -1
  BOOST_TEST(r.v(11, 0) == 3u);           // floor(2.5 + 0.5) = 3
  BOOST_TEST(r.v(12, 0) == 0xFFFFFFFEu);  // floor(-1.5) = -2
  BOOST_TEST(r.v(13, 0) == 0x432B0000u);  // byte 2 = 0xAB = 171.0 = 1.3359375 * 2^7
  BOOST_TEST(r.v(14, 0) == 0xBF000000u);  // 1000 -> -0.5
  BOOST_TEST(r.v(15, 0) == 0x3EE00000u);  // 0111 -> 0.4375 = 1.75 * 2^-2
  BOOST_TEST(r.v(16, 0) == 0xBD800000u);  // S0[3:0] = 1111 -> -0.0625
  BOOST_TEST(r.v(17, 0) == 1u);           // -(-1.5) = 1.5 -> 1
}

// ---- FP arithmetic -------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(min_max_med3) {
  const Run r = run(R"(
;; cosim: vgpr * v20 * 0x00000000
;; cosim: vgpr * v21 * 0x80000000
;; cosim: sgpr * s2 0x7fc00000
;; cosim: sgpr * s3 0x7f800001
;; cosim: vgpr * v23 * 0x7f800001
v_min_f32_e32 v0, v20, v21
v_max_f32_e32 v1, v20, v21
v_min_f32_e32 v2, v21, v20
v_min_f32_e64 v3, s2, 1.0
v_min_f32_e64 v4, s3, 1.0
v_med3_f32 v5, 1.0, s2, 4.0
v_med3_f32 v6, 4.0, 1.0, 2.0
v_max3_f32 v7, 1.0, -4.0, 2.0
v_min3_f32 v8, 1.0, -4.0, 2.0
v_med3_i32 v9, -1, 5, 3
v_med3_u32 v10, -1, 5, 3
v_max3_i32 v11, -1, 5, 3
v_min3_u32 v12, -1, 5, 3
v_max_f32_e64 v13, s2, v23
s_endpgm
)", 24);
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(0, 0) == 0x80000000u);  // min(+0, -0): S1 = -0
  BOOST_TEST(r.v(1, 0) == 0x00000000u);  // max(+0, -0): S0 = +0
  BOOST_TEST(r.v(2, 0) == 0x80000000u);  // min(-0, +0): S0 = -0
  BOOST_TEST(r.v(3, 0) == 0x3F800000u);  // quiet NaN S0: D = S1
  BOOST_TEST(r.v(4, 0) == 0x7FC00001u);  // IEEE mode, sNaN S0: Quiet(S0)
  // med3 with a NaN: min3(1.0, NaN, 4.0) = min(min(1, NaN) = 1, 4) = 1.0.
  BOOST_TEST(r.v(5, 0) == 0x3F800000u);
  BOOST_TEST(r.v(6, 0) == 0x40000000u);  // median of 4, 1, 2 = 2.0
  BOOST_TEST(r.v(7, 0) == 0x40000000u);  // 2.0
  BOOST_TEST(r.v(8, 0) == 0xC0800000u);  // -4.0
  BOOST_TEST(r.v(9, 0) == 3u);           // median of -1, 5, 3 (signed)
  BOOST_TEST(r.v(10, 0) == 5u);          // median of 0xFFFFFFFF, 5, 3 (unsigned)
  BOOST_TEST(r.v(11, 0) == 5u);
  BOOST_TEST(r.v(12, 0) == 3u);
  // max(qNaN, sNaN) under IEEE: the sNaN S1 quieted (checked before S0 == NaN).
  BOOST_TEST(r.v(13, 0) == 0x7FC00001u);
}

BOOST_AUTO_TEST_CASE(fma_mad_mac) {
  // a = 1 + 2^-12 = 0x3F800800; a*a = 1 + 2^-11 + 2^-24.
  const Run r = run(R"(
;; cosim: sgpr * s0 0x3f800800
;; cosim: sgpr * s1 0xbf800000
;; cosim: vgpr * v1 * 0x40800000
;; cosim: vgpr * v2 * 0x3f800000
;; cosim: vgpr * v3 * 0x3f800000
v_fma_f32 v4, 2.0, 4.0, 1.0
v_mad_f32 v5, 1.0, 2.0, 0.5
v_mac_f32_e32 v3, 2.0, v1
v_madmk_f32 v6, v1, 0x40400000, v2
v_madak_f32 v7, v1, v2, 0x3f000000
v_fma_f32 v8, s0, s0, -1.0
v_mad_f32 v9, s0, s0, -1.0
v_mad_legacy_f32 v10, 0, s1, 1.0
s_endpgm
)");
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(4, 0) == 0x41100000u);  // 2*4+1 = 9.0
  BOOST_TEST(r.v(5, 0) == 0x40200000u);  // 1*2+0.5 = 2.5
  BOOST_TEST(r.v(3, 0) == 0x41100000u);  // D = 2*4 + D(1.0) = 9.0
  BOOST_TEST(r.v(6, 0) == 0x41500000u);  // madmk: 4*K(3) + 1 = 13.0
  BOOST_TEST(r.v(7, 0) == 0x40900000u);  // madak: 4*1 + K(0.5) = 4.5
  // fma: exact 2^-11 + 2^-24 = 2^-11 * (1 + 2^-13): exponent 116 (0x74),
  // fraction bit 10 -> 0x3A000400.
  BOOST_TEST(r.v(8, 0) == 0x3A000400u);
  // mad: the product rounds first; 2^-24 is half an ulp at 1.0 and the tie
  // goes to even (1 + 2^-11), so the sum is 2^-11 = 0x3A000000.
  BOOST_TEST(r.v(9, 0) == 0x3A000000u);
  // mad_legacy: 0 * x = +0, then + 1.0.
  BOOST_TEST(r.v(10, 0) == 0x3F800000u);
}

BOOST_AUTO_TEST_CASE(rounding_ops_values) {
  const Run r = run(R"(
;; cosim: sgpr * s0 0xbfa00000
;; cosim: sgpr * s1 0x40200000
;; cosim: sgpr * s2 0x40600000
;; cosim: sgpr * s3 0xbecccccd
;; cosim: sgpr * s4 0xbf000000
;; cosim: sgpr * s5 0x40c00000
;; cosim: sgpr * s6 0x7f800000
;; cosim: sgpr * s7 0xffffff81
v_floor_f32_e32 v0, s0
v_ceil_f32_e32 v1, s0
v_trunc_f32_e32 v2, s0
v_rndne_f32_e32 v3, s0
v_fract_f32_e32 v4, s0
v_rndne_f32_e32 v5, s1
v_rndne_f32_e32 v6, s2
v_rndne_f32_e32 v7, s3
v_ceil_f32_e32 v8, s4
v_ldexp_f32 v9, 1.0, 3
v_ldexp_f32 v10, 1.0, s7
v_frexp_mant_f32_e32 v11, s5
v_frexp_exp_i32_f32_e32 v12, s5
v_frexp_exp_i32_f32_e32 v13, s6
v_frexp_mant_f32_e32 v14, s6
s_endpgm
)", 16);
  REQUIRE_CLEAN(r);
  // -1.25: floor -2, ceil -1, trunc -1, rndne -1, fract -1.25 + 2 = 0.75.
  BOOST_TEST(r.v(0, 0) == 0xC0000000u);
  BOOST_TEST(r.v(1, 0) == 0xBF800000u);
  BOOST_TEST(r.v(2, 0) == 0xBF800000u);
  BOOST_TEST(r.v(3, 0) == 0xBF800000u);
  BOOST_TEST(r.v(4, 0) == 0x3F400000u);
  BOOST_TEST(r.v(5, 0) == 0x40000000u);  // rndne(2.5) = 2 (even)
  BOOST_TEST(r.v(6, 0) == 0x40800000u);  // rndne(3.5) = 4 (even)
  BOOST_TEST(r.v(7, 0) == 0x80000000u);  // rndne(-0.4) = -0
  BOOST_TEST(r.v(8, 0) == 0x80000000u);  // ceil(-0.5) = trunc = -0
  BOOST_TEST(r.v(9, 0) == 0x41000000u);  // 1 * 2^3
  // 1 * 2^-127 is a denormal; MODE flushes outputs: +0.
  BOOST_TEST(r.v(10, 0) == 0u);
  // 6 = 0.75 * 2^3.
  BOOST_TEST(r.v(11, 0) == 0x3F400000u);
  BOOST_TEST(r.v(12, 0) == 3u);
  BOOST_TEST(r.v(13, 0) == 0u);           // frexp_exp(inf) = 0
  BOOST_TEST(r.v(14, 0) == 0x7F800000u);  // frexp_mant(inf) = inf
}

BOOST_AUTO_TEST_CASE(denormal_mode_from_wave_mode) {
  // MODE 0x3F0: FP_DENORM = 3 (allow in and out).
  const Run r = run(R"(
;; cosim: mode * 0x3f0
;; cosim: sgpr * s7 0xffffff81
v_ldexp_f32 v0, 1.0, s7
s_endpgm
)", 1);
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(0, 0) == 0x00400000u);  // 2^-127 kept as a denormal
}

BOOST_AUTO_TEST_CASE(transcendental_spec_examples) {
  const Run r = run(R"(
;; cosim: sgpr * s0 0xc0000000
;; cosim: sgpr * s1 0x40800000
;; cosim: sgpr * s2 0x3e800000
;; cosim: sgpr * s3 0xff800000
v_rcp_f32_e32 v0, s0
v_rsq_f32_e32 v1, s1
v_sqrt_f32_e32 v2, s1
v_sin_f32_e32 v3, s2
v_cos_f32_e32 v4, s2
v_log_f32_e32 v5, s1
v_exp_f32_e32 v6, s3
v_rcp_iflag_f32_e32 v7, s0
v_exp_f32_e32 v8, 2.0
s_endpgm
)");
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(0, 0) == 0xBF000000u);  // rcp(-2.0) = -0.5
  BOOST_TEST(r.v(1, 0) == 0x3F000000u);  // rsq(4.0) = 0.5
  BOOST_TEST(r.v(2, 0) == 0x40000000u);  // sqrt(4.0) = 2.0
  BOOST_TEST(r.v(3, 0) == 0x3F800000u);  // sin(0.25) = 1
  BOOST_TEST(r.v(4, 0) == 0x00000000u);  // cos(0.25) = 0
  BOOST_TEST(r.v(5, 0) == 0x40000000u);  // log2(4) = 2
  BOOST_TEST(r.v(6, 0) == 0x00000000u);  // exp(-inf) = 0
  BOOST_TEST(r.v(7, 0) == 0xBF000000u);
  BOOST_TEST(r.v(8, 0) == 0x40800000u);  // 2^2
}

// ---- division macro and cube map (docs/fp32.md readings) -----------------------------

BOOST_AUTO_TEST_CASE(div_scale_fmas_fixup_and_cube) {
  // EXEC = lanes 0..2. Denominators v1 = {2.0, 2^-149, 2^127, 2^-149},
  // numerators v2 = {1.0, 1.0, 2^30, 1.0}; lane 3 is off.
  const Run r = run(R"(
;; cosim: sgpr * exec_lo 0x7
;; cosim: sgpr * exec_hi 0
;; cosim: vgpr * v1 * 0x00000001
;; cosim: vgpr 0 v1 0 0x40000000
;; cosim: vgpr 0 v1 2 0x7f000000
;; cosim: vgpr * v2 * 0x3f800000
;; cosim: vgpr 0 v2 2 0x4e800000
;; cosim: vgpr * v6 * 0x3f800000
;; cosim: vgpr * v9 * 0xc0400000
;; cosim: vgpr * v12 * 0x3f800000
;; cosim: vgpr * v13 * 0xc0400000
;; cosim: vgpr * v14 * 0x40000000
v_div_scale_f32 v3, s[6:7], v1, v1, v2
v_div_scale_f32 v4, vcc, v2, v1, v2
s_nop 3
v_div_fmas_f32 v5, v6, v6, v6
v_div_fixup_f32 v8, v9, v1, v2
v_div_fixup_f32 v10, v9, -v1, v2
v_cubeid_f32 v11, v12, v13, v14
v_cubesc_f32 v15, v12, v13, v14
v_cubetc_f32 v16, v12, v13, v14
v_cubema_f32 v17, v12, v13, v14
s_endpgm
)", 24);
  REQUIRE_CLEAN(r);
  // Denominator pre-scale (S0 = S1):
  // lane 0: 1/2, exponents 127 and 128, no branch: D = S0 = 2.0, VCC 0.
  // lane 1: exponent(S2) - exponent(S1) = 127 - 0 >= 96: VCC 1, S0 == S1 ->
  //   D = 2^-149 * 2^64 = 2^-85 (field 42, 0x15000000); the operands are not
  //   flushed although MODE flushes (reading).
  // lane 2: 1/2^127 is denormal, 2^30/2^127 = 2^-97 is not: D = 2^127 * 2^-64
  //   = 2^63 (0x5f000000), VCC 0.
  BOOST_TEST(r.v(3, 0) == 0x40000000u);
  BOOST_TEST(r.v(3, 1) == 0x15000000u);
  BOOST_TEST(r.v(3, 2) == 0x5f000000u);
  BOOST_TEST(r.v(3, 3) == 0x00000000u);  // EXEC off: not written
  // The SGPR pair is written whole: bit 1 only (lane 3, off, would be 1).
  BOOST_TEST(r.s64(6) == 0x2u);
  // Numerator pre-scale (S0 = S2): lane 0 1.0; lane 1 VCC 1 but S0 != S1:
  // D = 1.0; lane 2 D = 2^30 * 2^-64 = 2^-34 (field 93, 0x2e800000).
  BOOST_TEST(r.v(4, 0) == 0x3f800000u);
  BOOST_TEST(r.v(4, 1) == 0x3f800000u);
  BOOST_TEST(r.v(4, 2) == 0x2e800000u);
  BOOST_TEST(r.vcc() == 0x2u);
  // div_fmas(1, 1, 1) = 2.0 (0x40000000); lane 1 has VCC: 2 * 2^32 = 2^33
  // (field 160, 0x50000000).
  BOOST_TEST(r.v(5, 0) == 0x40000000u);
  BOOST_TEST(r.v(5, 1) == 0x50000000u);
  BOOST_TEST(r.v(5, 2) == 0x40000000u);
  // div_fixup(-3.0, S1, S2): lane 0 2.0 and 1.0 -> +|S0| = 3.0; lane 1 the
  // denormal S1 is flushed (MODE) -> x/0 = +inf; lane 2 exponents 254 and
  // 157, no special case -> 3.0. With -S1 the sign flips: lane 0 -3.0,
  // lane 1 -inf.
  BOOST_TEST(r.v(8, 0) == 0x40400000u);
  BOOST_TEST(r.v(8, 1) == 0x7f800000u);
  BOOST_TEST(r.v(8, 2) == 0x40400000u);
  BOOST_TEST(r.v(10, 0) == 0xc0400000u);
  BOOST_TEST(r.v(10, 1) == 0xff800000u);
  // Cube (x, y, z) = (1, -3, 2): |z| < |y|, |y| >= |x|: the Y face, y < 0:
  // id 3.0, sc = x = 1.0, tc = -z = -2.0, ma = 2y = -6.0.
  BOOST_TEST(r.v(11, 0) == 0x40400000u);
  BOOST_TEST(r.v(15, 0) == 0x3f800000u);
  BOOST_TEST(r.v(16, 0) == 0xc0000000u);
  BOOST_TEST(r.v(17, 0) == 0xc0c00000u);
}

// ---- VOP3 modifiers ------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(vop3_abs_neg_clamp_omod) {
  const Run r = run(R"(
;; cosim: sgpr * s0 0xc0000000
;; cosim: sgpr * s1 0x3f800000
;; cosim: sgpr * s2 0x7fc00000
v_add_f32_e64 v0, |s0|, -1.0
v_mul_f32_e64 v1, s0, 1.0 clamp
v_add_f32_e64 v2, 1.0, 2.0 mul:2
v_add_f32_e64 v3, 1.0, 2.0 div:2
v_add_f32_e64 v4, 1.0, 2.0 mul:4
v_add_f32_e64 v5, 0.5, 0 clamp mul:4
v_add_f32_e64 v6, s2, 1.0 clamp
v_add_f32_e64 v7, -|s0|, 0
v_cvt_i32_f32_e64 v8, s0 clamp
v_sub_f32_e64 v9, 0.5, 1.0 clamp
s_endpgm
)");
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(0, 0) == 0x3F800000u);  // |-2| + -(1) = 1
  BOOST_TEST(r.v(1, 0) == 0x00000000u);  // -2 clamped to +0
  BOOST_TEST(r.v(2, 0) == 0x40C00000u);  // 3 * 2 = 6
  BOOST_TEST(r.v(3, 0) == 0x3FC00000u);  // 3 / 2 = 1.5
  BOOST_TEST(r.v(4, 0) == 0x41400000u);  // 3 * 4 = 12
  BOOST_TEST(r.v(5, 0) == 0x3F800000u);  // 0.5 * 4 = 2, clamped to 1.0
  BOOST_TEST(r.v(6, 0) == 0x00000000u);  // NaN with DX10_CLAMP: +0
  BOOST_TEST(r.v(7, 0) == 0xC0000000u);  // -|-2| + 0 = -2
  BOOST_TEST(r.v(8, 0) == 0xFFFFFFFEu);  // clamp does not touch an integer result
  BOOST_TEST(r.v(9, 0) == 0x00000000u);  // -0.5 clamped to +0
}

// ---- moves, lanes, EXEC ----------------------------------------------------------------

BOOST_AUTO_TEST_CASE(moves_and_inline_constants) {
  const Run r = run(R"(
;; cosim: sgpr * s5 0xcafef00d
;; cosim: vgpr 0 v1 3 111
;; cosim: vgpr 0 v2 3 222
v_mov_b32_e32 v3, 0x12345678
v_mov_b32_e32 v4, s5
v_mov_b32_e32 v5, 0.5
v_mov_b32_e32 v6, 0.15915494
v_mov_b32_e32 v7, -16
v_mov_b32_e32 v8, 64
v_nop
s_endpgm
)");
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(3, 7) == 0x12345678u);
  BOOST_TEST(r.v(4, 7) == 0xCAFEF00Du);
  BOOST_TEST(r.v(5, 7) == 0x3F000000u);
  BOOST_TEST(r.v(6, 7) == 0x3E22F983u);  // inline 1/(2*pi), code 248
  BOOST_TEST(r.v(7, 7) == 0xFFFFFFF0u);
  BOOST_TEST(r.v(8, 7) == 64u);
  // v_nop: nothing.
  BOOST_TEST(r.rec(6).vgpr.empty());
  BOOST_TEST(r.rec(6).sgpr.empty());
}

BOOST_AUTO_TEST_CASE(readlane_writelane_readfirstlane) {
  const Run r = run(R"(
;; cosim: sgpr * s2 69
;; cosim: sgpr * s4 0xabcd
;; cosim: vgpr 0 v1 0 100
;; cosim: vgpr 0 v1 5 105
;; cosim: vgpr 0 v1 40 140
;; cosim: vgpr 0 v1 63 163
v_readlane_b32 s10, v1, 5
v_readlane_b32 s11, v1, s2
v_readlane_b32 s12, v1, 63
s_mov_b32 exec_lo, 0
s_mov_b32 exec_hi, 0x100
v_readfirstlane_b32 s13, v1
s_mov_b64 exec, 0
v_readfirstlane_b32 s14, v1
v_writelane_b32 v2, s4, 7
v_readlane_b32 s15, v1, 40
s_endpgm
)");
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.s(10) == 105u);
  BOOST_TEST(r.s(11) == 105u);  // 69 & 63 = 5
  BOOST_TEST(r.s(12) == 163u);
  BOOST_TEST(r.s(13) == 140u);  // EXEC = bit 40 only
  BOOST_TEST(r.s(14) == 100u);  // EXEC == 0: lane 0
  BOOST_TEST(r.s(15) == 140u);  // readlane ignores EXEC (= 0 here)
  // writelane under EXEC = 0 writes exactly lane 7.
  BOOST_TEST(r.v(2, 7) == 0xABCDu);
  BOOST_TEST(r.v(2, 6) == 0u);
  const CommitRecord& wl = r.rec(8);
  BOOST_TEST_REQUIRE(wl.vgpr.size() == 1u);
  BOOST_TEST(wl.vgpr[0].lanes == (1ull << 7));
  // readlane: one SGPR write, no VGPR write.
  BOOST_TEST_REQUIRE(r.rec(0).sgpr.size() == 1u);
  BOOST_TEST(r.rec(0).sgpr[0].reg == 10u);
  BOOST_TEST(r.rec(0).sgpr[0].count == 1u);
  BOOST_TEST(r.rec(0).vgpr.empty());
}

BOOST_AUTO_TEST_CASE(exec_partial_mask) {
  const Run r = run(R"(
;; cosim: sgpr * exec_lo 0x5
;; cosim: sgpr * exec_hi 0x80000000
;; cosim: vgpr * v1 * 7
v_add_u32_e32 v1, 1, v1
v_add_co_u32_e32 v2, vcc, -1, v1
s_endpgm
)");
  REQUIRE_CLEAN(r);
  BOOST_TEST(r.v(1, 0) == 8u);
  BOOST_TEST(r.v(1, 1) == 7u);  // inactive: unchanged
  BOOST_TEST(r.v(1, 2) == 8u);
  BOOST_TEST(r.v(1, 63) == 8u);
  const uint64_t exec = 0x80000000'00000005ull;
  BOOST_TEST(r.rec(0).vgpr.at(0).lanes == exec);
  BOOST_TEST(r.rec(0).exec_in == exec);
  // 0xFFFFFFFF + 8 carries in every active lane; the inactive bits are 0.
  BOOST_TEST(r.vcc() == exec);
}

// ---- what is still rejected --------------------------------------------------------

BOOST_AUTO_TEST_CASE(unsupported_and_invalid_vector_steps_are_illegal) {
  {
    const Run r = run("v_add_f16_e32 v0, v1, v2\ns_endpgm\n");
    BOOST_TEST_REQUIRE(r.errors.size() == 1u);
    BOOST_TEST(r.errors[0].find("unsupported instruction v_add_f16_e32") != std::string::npos, r.errors[0]);
    BOOST_TEST(r.rec(0).illegal);
  }
  {
    // "legacy semantics" is not defined: rejected by name (isa.def).
    const Run r = run("v_exp_legacy_f32_e32 v0, v1\ns_endpgm\n");
    BOOST_TEST_REQUIRE(r.errors.size() == 1u);
    BOOST_TEST(r.errors[0].find("unsupported instruction v_exp_legacy_f32_e32") != std::string::npos, r.errors[0]);
  }
  // v20, and v16 of the pair v[15:16], are outside a 16-VGPR allocation: the
  // program is refused when it is loaded (bad input), before anything runs.
  auto outside = [](const ProgramError& e) {
    return std::string(e.what()).find("outside the program's VGPR allocation (vgprs 16)") != std::string::npos;
  };
  BOOST_CHECK_EXCEPTION(run("v_mov_b32_e32 v20, 1\ns_endpgm\n"), ProgramError, outside);
  BOOST_CHECK_EXCEPTION(run("v_lshlrev_b64 v[15:16], 1, v[0:1]\ns_endpgm\n"), ProgramError, outside);
}

// ---- lane functions directly ---------------------------------------------------------

BOOST_AUTO_TEST_CASE(lane_functions) {
  valu::Ctl ctl;
  valu::LaneIn in;
  valu::LaneOut out;
  // V_SUBB_CO_U32: 0 - 0 - 1 = 0xFFFFFFFF with borrow.
  in.cc = true;
  BOOST_TEST(valu::int_lane(Op::V_SUBB_CO_U32, in, ctl, out));
  BOOST_TEST(out.d == 0xFFFFFFFFull);
  BOOST_TEST(out.cc);
  // V_MBCNT_HI_U32_B32 in lane 40: mask of lanes 32..39 in the high dword: 0xFF.
  in = {};
  in.s[0] = 0xFFFFFFFF;
  in.lane = 40;
  BOOST_TEST(valu::int_lane(Op::V_MBCNT_HI_U32_B32, in, ctl, out));
  BOOST_TEST(out.d == 8u);
  // V_CMP_NE_U64: 64-bit operands.
  in = {};
  in.s[0] = 0x1'00000000ull;
  bool b = false;
  BOOST_TEST(valu::cmp_lane(Op::V_CMP_NE_U64, in, ctl, b));
  BOOST_TEST(b);
  // Not a compare / not an integer row.
  BOOST_TEST(!valu::cmp_lane(Op::V_ADD_U32, in, ctl, b));
  BOOST_TEST(!valu::int_lane(Op::V_ADD_F32, in, ctl, out));
  BOOST_TEST(valu::fp_lane(Op::V_ADD_F32, in, ctl, out));
}

// ---- V_SWAP_B32, V_CLREXCP and the SAD family with a 64-bit window --------
// Mask reading (golden/valu_int.cpp, docs/design.md "SAD family"): a byte
// whose reference byte (S1's) is 0 is left out of the masked forms.
BOOST_AUTO_TEST_CASE(swap_clrexcp_and_sad_family) {
  const Run r = run(R"(
;; cosim: sgpr * exec_lo 0x3
;; cosim: sgpr * exec_hi 0x0
;; cosim: vgpr 0 v1 * 0x11111111
;; cosim: vgpr 0 v2 * 0x22222222
;; cosim: vgpr 0 v4 * 0x03020100
;; cosim: vgpr 0 v5 * 0x07060504
;; cosim: vgpr 0 v6 * 0x03020100
;; cosim: vgpr 0 v8 * 1
;; cosim: vgpr 0 v9 * 2
;; cosim: vgpr 0 v10 * 3
;; cosim: vgpr 0 v11 * 0xffffffff
v_swap_b32 v1, v2
v_clrexcp
v_msad_u8 v3, v1, v7, 64
v_qsad_pk_u16_u8 v[12:13], v[4:5], v6, v[8:9]
v_mqsad_pk_u16_u8 v[14:15], v[4:5], v6, v[8:9]
v_mqsad_u32_u8 v[16:19], v[4:5], v6, v[8:11]
s_endpgm
)", 24);
  REQUIRE_CLEAN(r);
  // Swap under EXEC = lanes 0, 1: D (v1) <- S0 (v2), S0 (v2) <- old D.
  BOOST_TEST(r.v(1, 0) == 0x22222222u);
  BOOST_TEST(r.v(2, 1) == 0x11111111u);
  BOOST_TEST(r.v(1, 2) == 0x11111111u);  // lane 2 is off
  const CommitRecord& sw = r.rec(0);
  BOOST_TEST_REQUIRE(sw.vgpr.size() == 2u);  // D first, then S0
  BOOST_TEST(sw.vgpr[0].reg == 1u);
  BOOST_TEST(sw.vgpr[0].data[0][0] == 0x22222222u);
  BOOST_TEST(sw.vgpr[1].reg == 2u);
  BOOST_TEST(sw.vgpr[1].data[0][1] == 0x11111111u);
  BOOST_TEST(sw.vgpr[1].lanes == 0x3u);
  // v_clrexcp: retires with no write.
  BOOST_TEST(r.rec(1).vgpr.empty());
  BOOST_TEST(r.rec(1).sgpr.empty());
  // v_msad_u8: S1 = v7 = 0, every byte masked: the result is S2 = 64.
  BOOST_TEST(r.v(3, 0) == 64u);
  // S0 = v[4:5] = 0x0706050403020100 (byte n = n), S1 = 0x03020100: window
  // i = bytes i..i+3, |(n + i) - n| = i per byte. Unmasked: 4i; masked (ref
  // byte 0 is 0): 3i. S2 = v[8:9]: 16-bit fields 1, 0, 2, 0.
  // qsad: 0 + 1, 4 + 0, 8 + 2, 12 + 0 -> 0x000C000A_00040001.
  BOOST_TEST(r.v(12, 0) == 0x00040001u);
  BOOST_TEST(r.v(13, 1) == 0x000C000Au);
  // mqsad_pk: 0 + 1, 3, 6 + 2, 9 -> 0x00090008_00030001.
  BOOST_TEST(r.v(14, 0) == 0x00030001u);
  BOOST_TEST(r.v(15, 0) == 0x00090008u);
  // mqsad_u32: 3i + S2 dwords 1, 2, 3, 0xffffffff: 1, 5, 9, 8 (mod 2^32).
  BOOST_TEST(r.v(16, 0) == 1u);
  BOOST_TEST(r.v(17, 0) == 5u);
  BOOST_TEST(r.v(18, 1) == 9u);
  BOOST_TEST(r.v(19, 1) == 8u);
  const CommitRecord& mq = r.rec(5);
  BOOST_TEST_REQUIRE(mq.vgpr.size() == 1u);
  BOOST_TEST(mq.vgpr[0].count == 4u);
  BOOST_TEST(mq.vgpr[0].data[3][0] == 8u);
  // Lane functions: the 16-bit fields wrap (0xFFFF + 12 = 11).
  valu::LaneIn in;
  in.s[0] = 0x0706050403020100ull;
  in.s[1] = 0x03020100u;
  in.s[2] = 0xFFFF000000000000ull;
  valu::LaneOut out;
  const valu::Ctl ctl{fp::Mode::from_reg(kDefaultMode), false, 0};
  BOOST_TEST_REQUIRE(valu::int_lane(Op::V_QSAD_PK_U16_U8, in, ctl, out));
  BOOST_TEST(out.d == 0x000B000800040000ull);  // 12 + 0xFFFF = 11; 8; 4; 0
  // v_msad_u8 S0 = 0x10203040, S1 = 0x00250030: bytes 3, 1 masked;
  // |0x20 - 0x25| + |0x40 - 0x30| = 5 + 16 = 21, + S2 100 = 121.
  in.s[0] = 0x10203040u;
  in.s[1] = 0x00250030u;
  in.s[2] = 100;
  BOOST_TEST_REQUIRE(valu::int_lane(Op::V_MSAD_U8, in, ctl, out));
  BOOST_TEST(out.d == 121u);
}
