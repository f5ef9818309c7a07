// Golden DS semantics (golden/ds*.cpp), checked with values worked by hand
// from the Vega ISA text ("LDS & GDS Instructions", "LDS Allocation and
// Clamping", "Out-of-Range behavior"), from the spec's own permute examples,
// from the meaning of LLVM's swizzle macros (llvm-mc encodes them: see
// test_encoding), and from the Maxwell SUATOM table for INC/DEC. Most tests
// drive exec_ds() and the per-lane functions directly; the last ones go
// through GoldenModel::step() (the executable LDS rows).
#define BOOST_TEST_MODULE test_golden_lds
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "asm.h"
#include "ds.h"
#include "exec.h"
#include "golden_model.h"
#include "insn.h"
#include "program.h"

using namespace gcn;
using namespace gcn::golden;

namespace {

uint64_t atomic_of(Op op, uint64_t old, uint64_t d0, uint64_t d1 = 0) {
  const DsOp o = ds_op(info(op));
  BOOST_REQUIRE(o.kind == DsKind::Atomic);
  return ds_atomic(o.atomic, o.bytes, old, d0, d1);
}

// The Maxwell SUATOM reduction table (../shared/docs/002, "Reduction
// Operations"), transcribed on its own: .INC M = (M >= Rb) ? 0 : (M + 1);
// .DEC M = (M == 0 || M > Rb) ? Rb : M - 1.
uint32_t maxwell_inc(uint32_t m, uint32_t rb) { return (m >= rb) ? 0 : (m + 1); }
uint32_t maxwell_dec(uint32_t m, uint32_t rb) { return (m == 0 || m > rb) ? rb : m - 1; }

// One wave with 16 VGPRs and an LDS, and exec_ds() run on one instruction.
struct Fixture {
  WaveState wave;
  Memory memory;
  Lds lds{1024};
  RefStep step;
  Fixture() {
    wave.vgpr.resize(16);
    set_exec(~0ull);
  }
  void set_exec(uint64_t e) {
    wave.sgpr[126] = uint32_t(e);
    wave.sgpr[127] = uint32_t(e >> 32);
  }
  bool run(const std::string& text) {
    const AsmResult a = assemble(text, "t.s");
    const Insn in = decode(a.words.data(), a.words.size());
    step = RefStep{};
    Exec x{wave, memory, in, 0, 0, 1, step, &lds};
    return exec_ds(x);
  }
  uint32_t word(uint32_t addr) const { return uint32_t(lds.read_value(addr, 4, lds.size())); }
};

}  // namespace

BOOST_AUTO_TEST_CASE(classification_from_the_table) {
  const DsOp r2 = ds_op(info(Op::DS_READ2ST64_B64));
  BOOST_CHECK(r2.kind == DsKind::Read2 && r2.bytes == 8 && r2.stride == 8 * 64);
  const DsOp w2 = ds_op(info(Op::DS_WRITE2_B32));
  BOOST_CHECK(w2.kind == DsKind::Write2 && w2.bytes == 4 && w2.stride == 4);
  const DsOp x2 = ds_op(info(Op::DS_WRXCHG2ST64_RTN_B32));
  BOOST_CHECK(x2.kind == DsKind::Wrxchg2 && x2.stride == 256 && x2.rtn);
  const DsOp h = ds_op(info(Op::DS_READ_U16_D16_HI));
  BOOST_CHECK(h.kind == DsKind::Read && h.bytes == 2 && h.d16 && h.hi && !h.sign);
  const DsOp i8 = ds_op(info(Op::DS_READ_I8));
  BOOST_CHECK(i8.kind == DsKind::Read && i8.bytes == 1 && i8.sign && !i8.d16);
  const DsOp wb = ds_op(info(Op::DS_WRITE_B8_D16_HI));
  BOOST_CHECK(wb.kind == DsKind::Write && wb.bytes == 1 && wb.hi);
  BOOST_CHECK(ds_op(info(Op::DS_WRITE_B96)).bytes == 12 && ds_op(info(Op::DS_READ_B128)).bytes == 16);
  BOOST_CHECK(ds_op(info(Op::DS_MAX_RTN_F64)).atomic == DsAtomic::MaxF);
  BOOST_CHECK(ds_op(info(Op::DS_MIN_I64)).atomic == DsAtomic::MinI && !ds_op(info(Op::DS_MIN_I64)).rtn);
  BOOST_CHECK(ds_op(info(Op::DS_CMPST_RTN_F32)).atomic == DsAtomic::CmpstF);
  BOOST_CHECK(ds_op(info(Op::DS_ADD_RTN_F32)).atomic == DsAtomic::AddF);
  // KIND Unsupported in isa.def (docs/design.md, "Rows that are F_UNSUP").
  for (Op op : {Op::DS_GWS_INIT, Op::DS_GWS_BARRIER, Op::DS_ORDERED_COUNT, Op::DS_APPEND, Op::DS_CONSUME,
                Op::DS_CONDXCHG32_RTN_B64, Op::DS_WRITE_ADDTID_B32, Op::DS_READ_ADDTID_B32, Op::DS_ADD_SRC2_U32,
                Op::DS_MAX_SRC2_F64, Op::DS_WRAP_RTN_B32})
    BOOST_CHECK_MESSAGE(ds_op(info(op)).kind == DsKind::Unsupported, info(op).name);
  // Every other DS row has semantics.
  unsigned with = 0;
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& i = info(Op(k));
    if (i.format != Format::DS) continue;
    const std::string n = i.name;
    const bool out = i.has(F_DS_GDS) || n.find("SRC2") != n.npos || n.find("ADDTID") != n.npos ||
                     n == "DS_APPEND" || n == "DS_CONSUME" || n == "DS_CONDXCHG32_RTN_B64" || n == "DS_WRAP_RTN_B32";
    const DsOp o = ds_op(i);
    BOOST_CHECK_MESSAGE((o.kind == DsKind::Unsupported) == out, n);
    if (!out) {
      ++with;
      BOOST_CHECK_MESSAGE(o.kind == DsKind::Nop || o.bytes > 0, n);
    }
  }
  BOOST_CHECK_EQUAL(with, 154u - 7 - 2 - 1 - 2 - 31 - 1);  // GDS-only, append/consume, condxchg, addtid, src2, wrap
}

// Atomics: the value stored, given MEM = old; the instruction returns old.
BOOST_AUTO_TEST_CASE(integer_atomics) {
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_ADD_RTN_U32, 0xFFFFFFFF, 2), 1u);             // wraps mod 2^32
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_SUB_U32, 5, 7), 0xFFFFFFFEu);                  // 5 - 7
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_RSUB_U32, 3, 10), 7u);                         // DATA - MEM = 10 - 3
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MIN_I32, 5, 0xFFFFFFFF), 0xFFFFFFFFu);         // -1 < 5 signed
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MIN_U32, 5, 0xFFFFFFFF), 5u);                  // unsigned
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MAX_I32, 0x80000000, 1), 1u);                  // INT_MIN < 1
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MAX_U32, 0x80000000, 1), 0x80000000u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_AND_B32, 0xF0F0, 0xFF00), 0xF000u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_OR_B32, 0xF0F0, 0x0F00), 0xFFF0u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_XOR_B32, 0xF0F0, 0xFF00), 0x0FF0u);
  // MSKOR: (MEM & ~DATA) | DATA2 = (0xFF00FF00 & 0xF0F0F0F0) | 0x30303030.
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MSKOR_B32, 0xFF00FF00, 0x0F0F0F0F, 0x30303030), 0xF030F030u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_WRXCHG_RTN_B32, 7, 9), 9u);
  // CMPST: cmp = DATA, src = DATA2 (opposite of BUFFER_ATOMIC_CMPSWAP).
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_CMPST_B32, 7, 7, 9), 9u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_CMPST_B32, 7, 8, 9), 7u);
  // 64-bit forms.
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_ADD_U64, 0xFFFFFFFFull, 1), 0x100000000ull);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MIN_I64, 1, ~0ull), ~0ull);                    // -1 < 1 ("-=" read as "=")
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MIN_U64, 1, ~0ull), 1u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MAX_RTN_I64, 0x8000000000000000ull, 0), 0u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_CMPST_RTN_B64, 0x123456789ull, 0x123456789ull, 42), 42u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MSKOR_B64, ~0ull, 0xFFFFFFFF00000000ull, 0x1ull << 40), 0x100FFFFFFFFull);
}

// INC/DEC wrap (Vega): INC: MEM = (tmp >= DATA) ? 0 : tmp + 1; DEC:
// MEM = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1, unsigned.
BOOST_AUTO_TEST_CASE(inc_dec_wrap_and_maxwell_agrees) {
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_INC_U32, 2, 3), 3u);             // 2 < 3: 2 + 1
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_INC_U32, 3, 3), 0u);             // reached the limit: wraps to 0
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_INC_U32, 5, 3), 0u);             // above the limit: 0
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_INC_RTN_U32, 0xFFFFFFFF, 0xFFFFFFFF), 0u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_INC_U32, 0, 0), 0u);             // limit 0: always 0
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_DEC_U32, 3, 4), 2u);             // 3 - 1
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_DEC_U32, 1, 4), 0u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_DEC_U32, 0, 4), 4u);             // 0 wraps to the limit
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_DEC_U32, 5, 4), 4u);             // above the limit: the limit
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_INC_U64, 0xFFFFFFFFull, 0x100000000ull), 0x100000000ull);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_DEC_RTN_U64, 0, 0x100000000ull), 0x100000000ull);
  // Both readings agree on a grid of edge values.
  const uint32_t v[] = {0u, 1u, 2u, 3u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFEu, 0xFFFFFFFFu};
  for (uint32_t m : v)
    for (uint32_t rb : v) {
      BOOST_CHECK_EQUAL(atomic_of(Op::DS_INC_U32, m, rb), maxwell_inc(m, rb));
      BOOST_CHECK_EQUAL(atomic_of(Op::DS_DEC_U32, m, rb), maxwell_dec(m, rb));
    }
}

// Float atomics: IEEE compares (NaN false, -0 == +0), no denormal flush;
// DS_ADD_F32 rounds to nearest even and keeps denormals.
BOOST_AUTO_TEST_CASE(float_atomics) {
  const uint64_t one = 0x3F800000, m2 = 0xC0000000, qnan = 0x7FC00000;
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MIN_F32, one, m2), m2);       // -2 < 1
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MAX_F32, one, m2), one);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MIN_RTN_F32, one, qnan), one);  // NaN < 1 is false: keep
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MAX_F32, qnan, one), qnan);     // 1 > NaN is false: keep
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MIN_F32, 0x00000002, 0x00000001), 0x00000001u);  // denormals compared
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_CMPST_F32, 0x00000000, 0x80000000, 0x40A00000), 0x40A00000u);  // +0 == -0
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_CMPST_RTN_F32, qnan, qnan, one), qnan);  // NaN != NaN
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_ADD_F32, 0x3FC00000, 0x40100000), 0x40700000u);  // 1.5 + 2.25 = 3.75
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_ADD_RTN_F32, 0x00000001, 0x00000001), 0x00000002u);  // 2 * 2^-149
  // 2^24 + 1 is a tie between 2^24 and 2^24 + 2: even -> 2^24 (0x4B800000).
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_ADD_F32, 0x4B800000, 0x3F800000), 0x4B800000u);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MIN_F64, 0x4000000000000000ull, 0x3FF0000000000000ull), 0x3FF0000000000000ull);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_MAX_RTN_F64, 0x4000000000000000ull, 0x3FF0000000000000ull), 0x4000000000000000ull);
  BOOST_CHECK_EQUAL(atomic_of(Op::DS_CMPST_F64, 0x8000000000000000ull, 0, 7), 7u);
}

// Dword pieces against a limit (ds.h).
BOOST_AUTO_TEST_CASE(bounds) {
  BOOST_CHECK_EQUAL(lds_piece_mask(96, 4, 100), 0xFu);
  BOOST_CHECK_EQUAL(lds_piece_mask(97, 4, 100), 0u);     // 97..100: byte 100 is out
  BOOST_CHECK_EQUAL(lds_piece_mask(96, 8, 100), 0x0Fu);  // second dword 100..103 out
  BOOST_CHECK_EQUAL(lds_piece_mask(65528, 16, 65536), 0x00FFu);
  BOOST_CHECK_EQUAL(lds_piece_mask(99, 1, 100), 1u);
  BOOST_CHECK_EQUAL(lds_piece_mask(99, 2, 100), 0u);
  BOOST_CHECK_EQUAL(lds_piece_mask(0xFFFFFFFFull + 8, 4, 65536), 0u);  // no 32-bit wrap
  Lds l(128);
  BOOST_CHECK_EQUAL(l.write_value(96, 8, 0x1122334455667788ull, 100), 0x0Fu);
  BOOST_CHECK_EQUAL(l.read_value(96, 8, 128), 0x55667788ull);  // the high dword was dropped
  BOOST_CHECK_EQUAL(l.read_value(96, 4, 96), 0u);              // now out of range: reads 0
  BOOST_CHECK_EQUAL(l.write_value(126, 4, ~0ull, ~0ull), 0u);  // past the 128-byte allocation
  BOOST_CHECK_EQUAL(l.read_value(124, 4, ~0ull), 0u);
}

// Swizzle offsets from LLVM's macros (encodings checked against llvm-mc in
// test_encoding): QUAD_PERM lanes per group of 4; bit-mask mode per 32 lanes.
BOOST_AUTO_TEST_CASE(swizzle_patterns) {
  for (unsigned l = 0; l < 64; ++l) BOOST_CHECK_EQUAL(swizzle_source_lane(0x80E4, l), l);  // QUAD_PERM,0,1,2,3
  // QUAD_PERM,3,3,1,0 = 0x801F: lane 4k+0 <- 4k+3, 4k+1 <- 4k+3, 4k+2 <- 4k+1, 4k+3 <- 4k+0.
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x801F, 4), 7u);
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x801F, 5), 7u);
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x801F, 6), 5u);
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x801F, 63), 60u);
  // SWAP,1 = 0x041F: neighbours swap.
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x041F, 0), 1u);
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x041F, 33), 32u);
  // SWAP,16 = 0x401F: halves of each 32-lane group swap; never across groups.
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x401F, 3), 19u);
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x401F, 35), 51u);
  // REVERSE,32 = 0x7C1F: lane i <- 31 - i within the group.
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x7C1F, 0), 31u);
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x7C1F, 33), 62u);
  // BROADCAST,4,3 = 0x007C: lane 3 of each group of 4.
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x007C, 5), 7u);
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x007C, 42), 43u);
  // BITMASK_PERM "01pip" = 0x0907: bits 4..0 = 0, 1, keep, invert, keep;
  // lane 21 = 10101b -> 01111b = 15.
  BOOST_CHECK_EQUAL(swizzle_source_lane(0x0907, 21), 15u);
  // Data, with lane 1 inactive: SWAP,1 gives lane 0 nothing (0).
  LaneValues d{};
  for (unsigned l = 0; l < 64; ++l) d[l] = 100 + l;
  const LaneValues r = ds_swizzle(0x041F, d, ~0ull & ~2ull);
  BOOST_CHECK_EQUAL(r[0], 0u);
  BOOST_CHECK_EQUAL(r[2], 103u);
  BOOST_CHECK_EQUAL(r[3], 102u);
}

// The spec's own examples (DS_PERMUTE_B32 / DS_BPERMUTE_B32) with A..D =
// 0xA..0xD in lanes 0..3, ADDR = {0, 0, 12, 4}, OFFSET = 0.
BOOST_AUTO_TEST_CASE(permute_examples) {
  LaneValues data{}, addr{};
  data[0] = 0xA, data[1] = 0xB, data[2] = 0xC, data[3] = 0xD;
  addr[0] = 0, addr[1] = 0, addr[2] = 12, addr[3] = 4;
  for (unsigned l = 4; l < 64; ++l) addr[l] = 4 * l;  // identity for the rest (inactive below)
  LaneValues p = ds_permute(0, addr, data, 0xF);
  BOOST_CHECK(p[0] == 0xB && p[1] == 0xD && p[2] == 0 && p[3] == 0xC);  // {B, D, 0, C}
  p = ds_permute(0, addr, data, 0xA);
  BOOST_CHECK(p[1] == 0xD && p[3] == 0);  // {-, D, -, 0}
  LaneValues b = ds_bpermute(0, addr, data, 0xF);
  BOOST_CHECK(b[0] == 0xA && b[1] == 0xA && b[2] == 0xD && b[3] == 0xB);  // {A, A, D, B}
  b = ds_bpermute(0, addr, data, 0xA);
  BOOST_CHECK(b[1] == 0 && b[3] == 0xB);  // {-, 0, -, B}
  // OFFSET is added before the divide by 4; only bits [7:2] select the lane.
  LaneValues z{};
  z[0] = 256 + 4;  // lane 1 (mod 64)
  b = ds_bpermute(8, z, data, 0xF);  // (260 + 8) / 4 mod 64 = 3
  BOOST_CHECK_EQUAL(b[0], 0xDu);
}

// read2/write2 st64 addressing and lane order, through exec_ds().
BOOST_AUTO_TEST_CASE(write2st64_read2st64) {
  Fixture f;
  for (unsigned l = 0; l < 64; ++l) {
    f.wave.vgpr[0][l] = 4 * l;       // ADDR
    f.wave.vgpr[1][l] = 0x100 + l;   // DATA0
    f.wave.vgpr[2][l] = 0x200 + l;   // DATA1
  }
  f.set_exec(0b1011);
  // stride = 4 bytes * 64 = 256: lane l writes DATA0 at 4l + 1*256, DATA1 at 4l + 2*256.
  BOOST_REQUIRE(f.run("ds_write2st64_b32 v0, v1, v2 offset0:1 offset1:2"));
  BOOST_CHECK_EQUAL(f.word(256), 0x100u);
  BOOST_CHECK_EQUAL(f.word(260), 0x101u);
  BOOST_CHECK_EQUAL(f.word(264), 0u);  // lane 2 inactive
  BOOST_CHECK_EQUAL(f.word(268), 0x103u);
  BOOST_CHECK_EQUAL(f.word(524), 0x203u);
  BOOST_REQUIRE_EQUAL(f.step.commit.lds.size(), 2u);
  const LdsWrite& w1 = f.step.commit.lds[1];
  BOOST_CHECK_EQUAL(w1.slot, 1u);
  BOOST_CHECK_EQUAL(w1.lanes, 0b1011u);
  BOOST_CHECK_EQUAL(w1.addr[3], 524u);
  BOOST_CHECK_EQUAL(w1.byte_mask[3], 0xFu);
  BOOST_CHECK_EQUAL(w1.data[0][3], 0x203u);
  BOOST_CHECK(f.step.commit.vgpr.empty() && !f.step.commit.deferred);
  // read2st64_b64: stride 8 * 64 = 512; lane 0 with ADDR = 12 reads the qwords
  // at 12 + 1*512 = 524 (lane 3's DATA1, then lane 4's slot, never written)
  // and at 12 + 3*512 = 1548, past the 1024-byte LDS: 0.
  f.wave.vgpr[0][0] = 12;
  f.set_exec(0b1);
  BOOST_REQUIRE(f.run("ds_read2st64_b64 v[4:7], v0 offset0:1 offset1:3"));
  BOOST_REQUIRE(f.step.writeback && f.step.writeback->vgpr);
  const VgprWrite& r = *f.step.writeback->vgpr;
  BOOST_CHECK(f.step.commit.deferred);
  BOOST_CHECK_EQUAL(r.reg, 4u);
  BOOST_CHECK_EQUAL(r.count, 4u);
  BOOST_CHECK_EQUAL(r.lanes, 1u);
  BOOST_CHECK_EQUAL(r.data[0][0], 0x203u);
  BOOST_CHECK_EQUAL(r.data[1][0], 0u);
  BOOST_CHECK_EQUAL(r.data[2][0], 0u);
  BOOST_CHECK_EQUAL(r.data[3][0], 0u);
  // A base past 4 GiB - 512 is not wrapped: 0xFFFFFF0C + 512 is out of range.
  f.wave.vgpr[0][0] = 0xFFFFFF0Cu;
  BOOST_REQUIRE(f.run("ds_read2st64_b64 v[8:11], v0 offset0:1"));
  BOOST_CHECK_EQUAL(f.wave.vgpr[8][0], 0u);
  BOOST_CHECK_EQUAL(f.wave.vgpr[4][0], 0x203u);  // applied at once, as SMEM loads are
}

// Lanes in order: every active lane adds 1 to the same dword and gets the
// value before its own add.
BOOST_AUTO_TEST_CASE(atomic_lane_order_and_returns) {
  Fixture f;
  for (unsigned l = 0; l < 64; ++l) f.wave.vgpr[0][l] = 8, f.wave.vgpr[1][l] = 1;
  f.set_exec(0b10101);  // lanes 0, 2, 4
  BOOST_REQUIRE(f.run("ds_add_rtn_u32 v2, v0, v1"));
  const VgprWrite& r = *f.step.writeback->vgpr;
  BOOST_CHECK_EQUAL(r.data[0][0], 0u);
  BOOST_CHECK_EQUAL(r.data[0][2], 1u);
  BOOST_CHECK_EQUAL(r.data[0][4], 2u);
  BOOST_CHECK_EQUAL(f.word(8), 3u);
  BOOST_REQUIRE_EQUAL(f.step.commit.lds.size(), 1u);
  BOOST_CHECK_EQUAL(f.step.commit.lds[0].data[0][4], 3u);  // the value lane 4 stored
  // No-return form: the same stores, no VGPR write.
  BOOST_REQUIRE(f.run("ds_inc_u32 v0, v1 offset:0"));
  BOOST_CHECK(!f.step.writeback && !f.step.commit.deferred);
  // INC with limit 1 from 3: lane 0: 3 >= 1 -> 0; lane 2: 0 < 1 -> 1; lane 4: 1 >= 1 -> 0.
  BOOST_CHECK_EQUAL(f.word(8), 0u);
}

// The allocation (1024 bytes here) bounds every access: writes at or past it
// are dropped, reads there return 0; a b64 straddling it keeps its low dword.
// M0 bounds nothing on GFX9 (AMDGPUUsage, kernel prolog "M0": "not used for
// range checking LDS accesses"): with M0 = 16 a store at 16 lands.
BOOST_AUTO_TEST_CASE(out_of_range_at_the_allocation_and_m0_ignored) {
  Fixture f;
  f.wave.sgpr[124] = 16;  // M0
  f.set_exec(0b111);
  f.wave.vgpr[0][0] = 1020, f.wave.vgpr[0][1] = 1024, f.wave.vgpr[0][2] = 0xFFFFFFF0u;
  for (unsigned l = 0; l < 3; ++l) f.wave.vgpr[2][l] = 0xAA00 + l, f.wave.vgpr[3][l] = 0xBB00 + l;
  BOOST_REQUIRE(f.run("ds_write_b64 v0, v[2:3]"));
  BOOST_CHECK_EQUAL(f.word(1020), 0xAA00u);
  const LdsWrite& w = f.step.commit.lds.at(0);
  BOOST_CHECK_EQUAL(w.lanes, 0b1u);  // lanes 1 and 2 wrote nothing
  BOOST_CHECK_EQUAL(w.byte_mask[0], 0x0Fu);
  BOOST_REQUIRE(f.run("ds_read_b64 v[5:6], v0"));
  BOOST_CHECK_EQUAL(f.wave.vgpr[5][0], 0xAA00u);
  BOOST_CHECK_EQUAL(f.wave.vgpr[6][0], 0u);  // 1024..1027: past the allocation
  BOOST_CHECK_EQUAL(f.wave.vgpr[5][1], 0u);
  BOOST_CHECK_EQUAL(f.wave.vgpr[5][2], 0u);  // 0xFFFFFFF0: past the allocation
  f.set_exec(1);
  f.wave.vgpr[0][0] = 16;
  BOOST_REQUIRE(f.run("ds_write_b32 v0, v2 offset:4"));  // 20: past M0, inside the allocation
  BOOST_CHECK_EQUAL(f.word(20), 0xAA00u);
  BOOST_REQUIRE(f.run("ds_read_b32 v7, v0 offset:4"));
  BOOST_CHECK_EQUAL(f.wave.vgpr[7][0], 0xAA00u);
}

// Narrow reads and writes: sign/zero extension and the _D16 masked returns.
BOOST_AUTO_TEST_CASE(narrow_and_d16) {
  Fixture f;
  f.set_exec(1);
  f.wave.vgpr[0][0] = 0;             // ADDR
  f.wave.vgpr[1][0] = 0xCAFE1234u;   // DATA
  BOOST_REQUIRE(f.run("ds_write_b16_d16_hi v0, v1"));  // DATA[31:16] = 0xCAFE at 0
  BOOST_REQUIRE(f.run("ds_write_b8 v0, v1 offset:2"));  // DATA[7:0] = 0x34 at 2
  BOOST_REQUIRE(f.run("ds_write_b8_d16_hi v0, v1 offset:3"));  // DATA[23:16] = 0xFE at 3
  BOOST_CHECK_EQUAL(f.word(0), 0xFE34CAFEu);
  BOOST_REQUIRE(f.run("ds_read_i8 v2, v0 offset:1"));  // 0xCA -> sign-extended
  BOOST_CHECK_EQUAL(f.wave.vgpr[2][0], 0xFFFFFFCAu);
  BOOST_REQUIRE(f.run("ds_read_u16 v2, v0"));
  BOOST_CHECK_EQUAL(f.wave.vgpr[2][0], 0x0000CAFEu);
  BOOST_REQUIRE(f.run("ds_read_i16 v2, v0 offset:2"));  // 0xFE34
  BOOST_CHECK_EQUAL(f.wave.vgpr[2][0], 0xFFFFFE34u);
  f.wave.vgpr[3][0] = 0x1234ABCDu;
  BOOST_REQUIRE(f.run("ds_read_u16_d16_hi v3, v0"));  // [31:16] = 0xCAFE, [15:0] kept
  BOOST_CHECK_EQUAL(f.wave.vgpr[3][0], 0xCAFEABCDu);
  BOOST_REQUIRE(f.run("ds_read_i8_d16 v3, v0 offset:1"));  // [15:0] = sext16(0xCA) = 0xFFCA
  BOOST_CHECK_EQUAL(f.wave.vgpr[3][0], 0xCAFEFFCAu);
  BOOST_REQUIRE(f.run("ds_read_u8_d16_hi v3, v0 offset:2"));  // [31:16] = 0x0034
  BOOST_CHECK_EQUAL(f.wave.vgpr[3][0], 0x0034FFCAu);
}

// wrxchg2 returns both old values; b96/b128 move 3 and 4 dwords.
BOOST_AUTO_TEST_CASE(wrxchg2_and_wide) {
  Fixture f;
  f.set_exec(1);
  f.wave.vgpr[0][0] = 16;
  for (unsigned d = 0; d < 4; ++d) f.wave.vgpr[4 + d][0] = 0x11111111u * (d + 1);
  BOOST_REQUIRE(f.run("ds_write_b128 v0, v[4:7]"));
  BOOST_CHECK_EQUAL(f.word(28), 0x44444444u);
  BOOST_REQUIRE_EQUAL(f.step.commit.lds.at(0).byte_mask[0], 0xFFFFu);
  BOOST_REQUIRE(f.run("ds_read_b96 v[8:10], v0 offset:4"));  // dwords at 20, 24, 28
  BOOST_CHECK(f.wave.vgpr[8][0] == 0x22222222u && f.wave.vgpr[10][0] == 0x44444444u);
  f.wave.vgpr[1][0] = 0xA, f.wave.vgpr[2][0] = 0xB;
  // offsets in dwords: 16 + 1*4 = 20 and 16 + 3*4 = 28.
  BOOST_REQUIRE(f.run("ds_wrxchg2_rtn_b32 v[12:13], v0, v1, v2 offset0:1 offset1:3"));
  BOOST_CHECK_EQUAL(f.wave.vgpr[12][0], 0x22222222u);
  BOOST_CHECK_EQUAL(f.wave.vgpr[13][0], 0x44444444u);
  BOOST_CHECK(f.word(20) == 0xA && f.word(28) == 0xB);
}

// Rows without semantics are refused (and so rejected by name).
BOOST_AUTO_TEST_CASE(unsupported_rows_refused) {
  Fixture f;
  BOOST_CHECK(!f.run("ds_append v1"));
  BOOST_CHECK(!f.run("ds_add_src2_u32 v1"));
  BOOST_CHECK(!f.run("ds_gws_init v1 gds"));
  BOOST_CHECK_THROW(f.run("ds_write_b32 v1, v2 gds"), Illegal);
  BOOST_CHECK_THROW(f.run("ds_read_b32 v15, v20"), Illegal);  // v20 outside 16 VGPRs
  BOOST_CHECK(f.run("ds_nop"));
}

// Through the model's step(): LDS rows execute, the rows left out
// retire as illegal, named, and change nothing; state() carries the LDS.
BOOST_AUTO_TEST_CASE(step_runs_ds_and_rejects_the_rest_by_name) {
  const Program p = parse_program(";; cosim: vgprs 8\n;; cosim: lds 8192\n"
                                  ";; cosim: sgpr * m0 0xffffffff\n"
                                  ";; cosim: vgpr * v0 * 0x10\n;; cosim: vgpr * v1 * 0xa5a5a5a5\n"
                                  "ds_write_b32 v0, v1 offset:4\nds_append v2\ns_endpgm\n",
                                  "ds.s");
  BOOST_CHECK_EQUAL(p.lds_bytes, 8192u);
  BOOST_CHECK_THROW(parse_program(";; cosim: lds 1000\ns_endpgm\n", "ds.s"), std::exception);  // not 512-byte blocks
  BOOST_CHECK_EQUAL(parse_program("s_endpgm\n", "ds.s").lds_bytes, kDefaultLdsBytes);
  GoldenModel m(initial_state(p), 1, p.lds_bytes);
  BOOST_CHECK_EQUAL(m.lds().size(), 8192u);
  // One workgroup (tag 0) whose LDS is the whole physical LDS, at base 0.
  BOOST_CHECK_EQUAL(m.lds().base(), 0u);
  BOOST_CHECK_EQUAL(m.physical_lds().size(), 8192u);
  BOOST_CHECK_EQUAL(m.lds(0).size(), 8192u);
  BOOST_CHECK_EQUAL(m.tag(0), 0u);
  // ds_write_b32: every lane stores 0xa5a5a5a5 at 0x10 + 4 (the same dword;
  // the highest lane's store is the last).
  const RefStep w = m.step(0, 0);
  BOOST_CHECK(!w.commit.illegal);
  BOOST_REQUIRE_EQUAL(w.commit.lds.size(), 1u);
  BOOST_CHECK_EQUAL(w.commit.lds[0].lanes, ~0ull);
  BOOST_CHECK_EQUAL(w.commit.lds[0].addr[63], 0x14u);
  BOOST_CHECK_EQUAL(w.commit.lds[0].byte_mask[63], 0xFu);
  const ArchState st = m.state();
  BOOST_REQUIRE_EQUAL(st.lds.size(), 8192u);
  BOOST_CHECK(st.lds[0x14] == 0xA5 && st.lds[0x17] == 0xA5 && st.lds[0x13] == 0 && st.lds[0x18] == 0);
  // DS_APPEND is not modelled (F_UNSUP): rejected by name.
  const RefStep s = m.step(0, 1);
  BOOST_CHECK(s.commit.illegal);
  BOOST_CHECK(s.commit.lds.empty() && s.commit.vgpr.empty());
  BOOST_CHECK_MESSAGE(s.error.find("unsupported instruction ds_append") != std::string::npos, s.error);
  BOOST_CHECK(m.wave_ended(0));
  BOOST_CHECK_EQUAL(s.commit.nwords, 2u);
}

// INC/DEC through step(): a counter at LDS 0 counts up to DATA and wraps to 0
// (Vega DS_INC_U32: MEM = (tmp >= DATA) ? 0 : tmp + 1; Maxwell SUATOM .INC:
// M = (M >= Rb) ? 0 : (M + 1)), then down past 0 to DATA (DS_DEC_U32: MEM =
// (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; SUATOM .DEC the same). One lane
// active (EXEC = 1), DATA = v1 = 2, returns in v2. Worked by hand:
//   inc: old 0 -> 1, old 1 -> 2, old 2 -> 0 (2 >= 2)
//   dec: old 0 -> 2 (0 wraps to DATA), old 2 -> 1
BOOST_AUTO_TEST_CASE(step_inc_dec_wrap) {
  const Program p = parse_program(";; cosim: vgprs 4\n;; cosim: sgpr * m0 0x10000\n"
                                  ";; cosim: sgpr * exec_lo 1\n;; cosim: sgpr * exec_hi 0\n"
                                  ";; cosim: vgpr * v0 * 0\n;; cosim: vgpr * v1 * 2\n"
                                  "ds_inc_rtn_u32 v2, v0, v1\nds_inc_rtn_u32 v2, v0, v1\n"
                                  "ds_inc_rtn_u32 v2, v0, v1\nds_dec_rtn_u32 v2, v0, v1\n"
                                  "ds_dec_rtn_u32 v2, v0, v1\ns_endpgm\n",
                                  "incdec.s");
  GoldenModel m(initial_state(p), 1, p.lds_bytes);
  const uint32_t olds[] = {0, 1, 2, 0, 2};
  const uint32_t news[] = {1, 2, 0, 2, 1};
  for (unsigned i = 0; i < 5; ++i) {
    const RefStep s = m.step(0, i);
    BOOST_REQUIRE(!s.commit.illegal);
    BOOST_REQUIRE(s.writeback && s.writeback->vgpr);
    BOOST_CHECK_EQUAL(s.writeback->vgpr->lanes, 1u);
    BOOST_CHECK_EQUAL(s.writeback->vgpr->data[0][0], olds[i]);
    BOOST_REQUIRE_EQUAL(s.commit.lds.size(), 1u);
    BOOST_CHECK_EQUAL(s.commit.lds[0].data[0][0], news[i]);
  }
}

// A window [512, 1024) onto a 2048-byte physical LDS (ds.h): relative address
// a is physical byte 512 + a, and bounds and pieces are relative to the window.
//   write_value(0, 4, 0x11223344): physical 512..515 = 44 33 22 11 (little-endian)
//   write_value(508, 8, 0x8877665544332211): pieces 508..511 (in) and 512..515
//     (out: 515 >= 512), so only the low dword lands, at physical 1020..1023 =
//     11 22 33 44, mask 0x0F; physical 1024 stays 0
//   read at relative 512 (physical 1024, set to 0xAB.. behind the window's back):
//     out of the window, reads 0; a write there changes nothing
BOOST_AUTO_TEST_CASE(window_onto_a_physical_lds) {
  auto phys = std::make_shared<std::vector<uint8_t>>(2048, uint8_t{0});
  Lds w(phys, 512, 512);
  BOOST_CHECK_EQUAL(w.size(), 512u);
  BOOST_CHECK_EQUAL(w.base(), 512u);
  BOOST_CHECK(&w.physical() == phys.get());
  BOOST_CHECK_EQUAL(w.write_value(0, 4, 0x11223344u, w.size()), 0xFu);
  BOOST_CHECK_EQUAL((*phys)[512], 0x44);
  BOOST_CHECK_EQUAL((*phys)[513], 0x33);
  BOOST_CHECK_EQUAL((*phys)[514], 0x22);
  BOOST_CHECK_EQUAL((*phys)[515], 0x11);
  BOOST_CHECK_EQUAL(w.write_value(508, 8, 0x8877665544332211ull, w.size()), 0x0Fu);
  BOOST_CHECK_EQUAL((*phys)[1020], 0x11);
  BOOST_CHECK_EQUAL((*phys)[1021], 0x22);
  BOOST_CHECK_EQUAL((*phys)[1022], 0x33);
  BOOST_CHECK_EQUAL((*phys)[1023], 0x44);
  // Every other physical byte, 1024 included, is untouched.
  for (unsigned b = 0; b < 2048; ++b)
    if (!(b >= 512 && b < 516) && !(b >= 1020 && b < 1024)) BOOST_CHECK_MESSAGE((*phys)[b] == 0, "byte " << b);
  BOOST_CHECK_EQUAL(w.read_value(508, 8, w.size()), 0x44332211ull);
  // bytes(): the window's 512 bytes, relative addresses.
  const std::vector<uint8_t> bytes = w.bytes();
  BOOST_REQUIRE_EQUAL(bytes.size(), 512u);
  BOOST_CHECK_EQUAL(bytes[0], 0x44);
  BOOST_CHECK_EQUAL(bytes[511], 0x44);
  // Past the window: physical 1024.. holds data, a window access never sees it,
  // not even with a limit beyond the window.
  std::fill(phys->begin() + 1024, phys->begin() + 1028, uint8_t{0xAB});
  BOOST_CHECK_EQUAL(w.read_value(512, 4, w.size()), 0u);
  BOOST_CHECK_EQUAL(w.read_value(512, 4, ~0ull), 0u);
  BOOST_CHECK_EQUAL(w.write_value(512, 4, 0, ~0ull), 0u);
  BOOST_CHECK_EQUAL((*phys)[1024], 0xAB);
  // The window must lie within the physical LDS.
  BOOST_CHECK_THROW(Lds(phys, 1536, 513), std::invalid_argument);
  BOOST_CHECK_THROW(Lds(phys, 2049, 0), std::invalid_argument);
  BOOST_CHECK_THROW(Lds(phys, 0xFFFFFFFFu, 2), std::invalid_argument);  // no 32-bit wrap
  BOOST_CHECK_THROW(Lds(nullptr, 0, 0), std::invalid_argument);
  BOOST_CHECK_EQUAL(Lds(phys, 1536, 512).size(), 512u);  // up to the last byte
}

// Copies: a copied window writes the same physical bytes; a copied owning Lds
// owns its own (the behaviour of Lds before windows).
BOOST_AUTO_TEST_CASE(copies_of_windows_share_copies_of_owners_do_not) {
  auto phys = std::make_shared<std::vector<uint8_t>>(1024, uint8_t{0});
  const Lds w(phys, 256, 256);
  Lds c = w;
  BOOST_CHECK_EQUAL(c.base(), 256u);
  BOOST_CHECK_EQUAL(c.write_value(4, 4, 0xDEADBEEFu, c.size()), 0xFu);
  BOOST_CHECK_EQUAL((*phys)[260], 0xEF);
  BOOST_CHECK_EQUAL(w.read_value(4, 4, w.size()), 0xDEADBEEFull);
  Lds owner(16);
  BOOST_CHECK_EQUAL(owner.base(), 0u);
  BOOST_CHECK_EQUAL(owner.physical().size(), 16u);
  Lds copy = owner;
  BOOST_CHECK_EQUAL(copy.write_value(0, 4, 1, copy.size()), 0xFu);
  BOOST_CHECK_EQUAL(owner.read_value(0, 4, owner.size()), 0u);
  BOOST_CHECK_EQUAL(copy.read_value(0, 4, copy.size()), 1u);
  owner = copy;
  BOOST_CHECK_EQUAL(owner.read_value(0, 4, owner.size()), 1u);
  BOOST_CHECK(&owner.physical() != &copy.physical());
}

// Two workgroups on one model (GoldenModel(common, WaveSlots, ...) and
// launch()): workgroup 0 (slot 0, v1 = 0x11111111) at LDS base 0 and
// workgroup 1 (slot 2, v1 = 0x22222222) at base 512, windows of 512 bytes of
// a 2048-byte physical LDS. Each runs ds_write_b32 v0, v1 with v0 = 0 in every
// lane: relative address 0, so physical 0..3 = 11 11 11 11 and 512..515 =
// 22 22 22 22; the commit records carry the relative address 0.
BOOST_AUTO_TEST_CASE(two_workgroups_write_their_own_windows) {
  const Program p = parse_program(";; cosim: waves 2\n;; cosim: vgprs 2\n"
                                  ";; cosim: vgpr * v0 * 0\n"
                                  ";; cosim: vgpr 0 v1 * 0x11111111\n;; cosim: vgpr 1 v1 * 0x22222222\n"
                                  "ds_write_b32 v0, v1\ns_endpgm\n",
                                  "wg.s");
  const ArchState common = initial_state(p);
  GoldenModel m(common, WaveSlots{4}, 2048);
  BOOST_CHECK_EQUAL(m.num_waves(), 4u);
  BOOST_CHECK_EQUAL(m.physical_lds().size(), 2048u);
  for (unsigned s = 0; s < 4; ++s) BOOST_CHECK(m.wave_ended(s));
  m.launch(0, common.waves[0], 0, 0, 512);
  m.launch(2, common.waves[1], 1, 512, 512);
  BOOST_CHECK(!m.wave_ended(0) && m.wave_ended(1) && !m.wave_ended(2));
  BOOST_CHECK_EQUAL(m.tag(0), 0u);
  BOOST_CHECK_EQUAL(m.tag(2), 1u);
  BOOST_CHECK_EQUAL(m.lds(2).base(), 512u);
  BOOST_CHECK_EQUAL(m.lds(2).size(), 512u);
  for (unsigned s : {0u, 2u}) {
    const RefStep st = m.step(s, s);
    BOOST_REQUIRE(!st.commit.illegal);
    BOOST_REQUIRE_EQUAL(st.commit.lds.size(), 1u);
    BOOST_CHECK_EQUAL(st.commit.lds[0].addr[63], 0u);
    BOOST_CHECK_EQUAL(st.commit.lds[0].byte_mask[63], 0xFu);
  }
  const std::vector<uint8_t>& phys = m.physical_lds();
  for (unsigned b = 0; b < 4; ++b) {
    BOOST_CHECK_EQUAL(phys[b], 0x11);
    BOOST_CHECK_EQUAL(phys[512 + b], 0x22);
  }
  BOOST_CHECK_EQUAL(phys[4], 0);
  BOOST_CHECK_EQUAL(phys[516], 0);
  // state() holds the LDS up to the end of the highest window launched:
  // 512 + 512 of the 2048 bytes.
  const ArchState st = m.state();
  BOOST_REQUIRE_EQUAL(st.lds.size(), 1024u);
  BOOST_CHECK(st.lds[0] == 0x11 && st.lds[515] == 0x22 && st.lds[511] == 0);
  BOOST_CHECK_EQUAL(m.lds(2).read_value(0, 4, 512), 0x22222222u);

  // Slot 0 runs (s_endpgm is next): no launch into it. Slot 1 is ended but
  // the window must lie within the physical LDS; slot 4 does not exist.
  BOOST_CHECK_THROW(m.launch(0, common.waves[1], 1, 1024, 512), std::logic_error);
  BOOST_CHECK_THROW(m.launch(1, common.waves[1], 1, 1536, 1024), std::invalid_argument);
  BOOST_CHECK_THROW(m.launch(4, common.waves[1], 1, 0, 512), std::out_of_range);
  BOOST_CHECK(m.wave_ended(1));
  BOOST_CHECK_EQUAL(m.lds(0).base(), 0u);

  // A copied model has its own LDS: workgroup 1's wave relaunched in the
  // copy's slot 1 at base 0 writes 0x22222222 at physical 0 of the copy only.
  GoldenModel c = m;
  c.launch(1, common.waves[1], 2, 0, 512);
  BOOST_REQUIRE(!c.step(1, 2).commit.illegal);
  BOOST_CHECK_EQUAL(c.physical_lds()[0], 0x22);
  BOOST_CHECK_EQUAL(m.physical_lds()[0], 0x11);
  BOOST_CHECK(&c.lds(2).physical() == &c.physical_lds());
  BOOST_CHECK_EQUAL(c.lds(2).base(), 512u);
  BOOST_CHECK_EQUAL(c.lds(2).read_value(0, 4, 512), 0x22222222u);

  // Once slot 0's wave ends, the slot takes a new wave.
  BOOST_REQUIRE(m.step(0, 3).commit.endpgm);
  BOOST_CHECK(m.wave_ended(0));
  m.launch(0, common.waves[1], 3, 1024, 1024);
  BOOST_CHECK(!m.wave_ended(0));
  BOOST_CHECK_EQUAL(m.tag(0), 3u);
  BOOST_CHECK_EQUAL(m.lds(0).base(), 1024u);
}
