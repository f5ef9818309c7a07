// The LDS unit (rtl/lds/gcn_lds.sv, SIZE_BYTES 65536, LANES 16) driven on its
// own, in the build of the model the test is linked with: the parallel
// schedule (test_rtl_lds) or one access a step (SERIAL, test_rtl_lds_serial),
// which differ only in their bank-conflict counts. Directed cases carry expected values worked by hand from the Vega ISA
// text and the readings of docs/design.md "LDS" (the working is in the
// comments); a random part cross-checks many instructions against the golden
// per-lane functions of golden/ds.h (Lds, ds_atomic, ds_op), whose micro-ops
// are derived from the isa.def rows (consistency, not a source of expected
// values).
#define BOOST_TEST_MODULE rtl_lds
#include <boost/test/unit_test.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "ds.h"
#include "gcn_lds_atomic.h"
#include "isa.h"
#include "verilated.h"
#include GCN_VTOP_HEADER

namespace {

constexpr unsigned kLanes = 16;
constexpr unsigned kSize = 65536;
#ifdef GCN_VTOP_SERIAL
constexpr bool kSerial = GCN_VTOP_SERIAL != 0;
#else
constexpr bool kSerial = false;
#endif

// lds_kind_e of rtl/lds/gcn_lds_pkg.sv; the atomic operations (ADD, MIN_F,
// ...) are lds_atomic_e, generated from the atomic section of model/isa.def (gcn_lds_atomic.h).
enum Kind : unsigned { READ, WRITE, ATOMIC, READ2, WRITE2, WRXCHG2 };
using namespace gcn::lds_atomic;

struct Uop {
  unsigned kind = READ;
  unsigned bytes = 4;
  bool sign = false, d16 = false, hi = false, st64 = false;
  unsigned atomic = ADD;
  // lds_uop_t: {kind[2:0], bytes[4:0], sign, d16, hi, st64, atomic[kBits-1:0]}.
  uint32_t pack() const {
    return (kind << (kBits + 9)) | (bytes << (kBits + 4)) | (unsigned(sign) << (kBits + 3)) |
           (unsigned(d16) << (kBits + 2)) | (unsigned(hi) << (kBits + 1)) | (unsigned(st64) << kBits) | atomic;
  }
};

struct Req {
  Uop op;
  uint16_t mask = 0xFFFF;
  std::array<uint32_t, kLanes> addr{};
  uint16_t offset = 0;
  uint32_t alloc = kSize;  // workgroup allocation, bytes
  std::array<std::array<uint32_t, 4>, kLanes> d0{};
  std::array<std::array<uint32_t, 2>, kLanes> d1{};
  std::array<uint32_t, kLanes> vdst{};
};

struct Rec {
  uint32_t lanes = 0;
  std::array<uint32_t, kLanes> addr{};
  std::array<uint16_t, kLanes> mask{};
  std::array<std::array<uint32_t, 4>, kLanes> data{};
};

struct Rsp {
  std::array<std::array<uint32_t, 4>, kLanes> rdata{};
  std::array<Rec, 2> rec;
  unsigned conflicts = 0;  // bank-conflict cycles of this instruction
};

class Unit {
 public:
  Unit() : top_(std::make_unique<GCN_VTOP>(&ctx_)) {
    top_->rst_ni = 0;
    top_->req_valid_i = 0;
    top_->dbg_re_i = 0;
    tick();
    tick();
    top_->rst_ni = 1;
    // The unit clears its memory (one row of every bank per cycle) first:
    // at most 2,048 cycles (64 KiB in the serial unit's 8 banks).
    unsigned n = 0;
    while (!top_->req_ready_o) {
      tick();
      BOOST_REQUIRE(++n <= 64 * 1024 / (4 * 8));
    }
  }

  Rsp run(const Req& r) {
    top_->uop_i = r.op.pack();
    top_->lane_mask_i = r.mask;
    top_->offset_i = r.offset;
    top_->alloc_i = r.alloc;
    for (unsigned l = 0; l < kLanes; ++l) {
      top_->addr_i[l] = r.addr[l];
      top_->vdst_i[l] = r.vdst[l];
      for (unsigned k = 0; k < 4; ++k) top_->data0_i[4 * l + k] = r.d0[l][k];
      for (unsigned k = 0; k < 2; ++k) top_->data1_i[2 * l + k] = r.d1[l][k];
    }
    const uint32_t c0 = top_->perf_conflict_o, i0 = top_->perf_ds_insn_o;
    BOOST_REQUIRE(top_->req_ready_o);
    top_->req_valid_i = 1;
    tick();
    top_->req_valid_i = 0;
    unsigned n = 0;
    while (!top_->rsp_valid_o) {
      tick();
      BOOST_REQUIRE(++n < 2000);
    }
    BOOST_CHECK_EQUAL(top_->perf_ds_insn_o, i0 + 1);
    Rsp o;
    o.conflicts = top_->perf_conflict_o - c0;
    for (unsigned l = 0; l < kLanes; ++l)
      for (unsigned k = 0; k < 4; ++k) o.rdata[l][k] = top_->rdata_o[4 * l + k];
    for (unsigned s = 0; s < 2; ++s) {
      Rec& rc = o.rec[s];
      rc.lanes = (top_->wr_lanes_o >> (kLanes * s)) & 0xFFFF;
      for (unsigned l = 0; l < kLanes; ++l) {
        const unsigned j = s * kLanes + l;
        rc.addr[l] = top_->wr_addr_o[j];
        rc.mask[l] = uint16_t(top_->wr_mask_o[j / 2] >> (16 * (j % 2)));
        for (unsigned k = 0; k < 4; ++k) rc.data[l][k] = top_->wr_data_o[4 * j + k];
      }
    }
    return o;
  }

 private:
  void tick() {
    top_->clk_i = 0;
    top_->eval();
    top_->clk_i = 1;
    top_->eval();
  }
  VerilatedContext ctx_;
  std::unique_ptr<GCN_VTOP> top_;
};

Uop rd(unsigned bytes, bool sign = false, bool d16 = false, bool hi = false) {
  return Uop{READ, bytes, sign, d16, hi, false, ADD};
}
Uop wr(unsigned bytes, bool hi = false) { return Uop{WRITE, bytes, false, false, hi, false, ADD}; }
Uop at(unsigned op, unsigned bytes = 4) { return Uop{ATOMIC, bytes, false, false, false, false, op}; }

// One lane (lane 0) access.
Req one(Uop op, uint32_t addr, uint32_t d0 = 0, uint32_t d0b = 0, uint32_t d1 = 0) {
  Req r;
  r.op = op;
  r.mask = 1;
  r.addr[0] = addr;
  r.d0[0] = {d0, d0b, 0, 0};
  r.d1[0] = {d1, 0};
  return r;
}

uint32_t read32(Unit& u, uint32_t addr) { return u.run(one(rd(4), addr)).rdata[0][0]; }

}  // namespace

BOOST_AUTO_TEST_CASE(byte_short_and_signed_forms) {
  Unit u;
  // Memory bytes 0..3 = DD CC BB AA (little-endian 0xAABBCCDD).
  u.run(one(wr(4), 0, 0xAABBCCDD));
  // ds_write_b8 at 1 with DATA 0x12345611: byte 1 = 0x11 -> 0xAABB11DD.
  const Rsp w8 = u.run(one(wr(1), 1, 0x12345611));
  BOOST_CHECK_EQUAL(read32(u, 0), 0xAABB11DDu);
  // Record: address 1, mask 0x1 (one byte), data = the stored byte only.
  BOOST_CHECK_EQUAL(w8.rec[0].lanes, 1u);
  BOOST_CHECK_EQUAL(w8.rec[0].addr[0], 1u);
  BOOST_CHECK_EQUAL(w8.rec[0].mask[0], 0x1u);
  BOOST_CHECK_EQUAL(w8.rec[0].data[0][0], 0x11u);
  BOOST_CHECK_EQUAL(w8.rec[1].lanes, 0u);
  // ds_write_b16 at 2 with 0x99998081: bytes 2,3 = 81 80 -> 0x808111DD.
  u.run(one(wr(2), 2, 0x99998081));
  BOOST_CHECK_EQUAL(read32(u, 0), 0x808111DDu);
  // u8 at 1 = 0x11; i8 at 3 = 0x80 sign-extended = 0xFFFFFF80; u16 at 2 = 0x8081;
  // i16 at 2 = 0xFFFF8081; u16 at 1 (unaligned) = bytes 11 81 = 0x8111.
  BOOST_CHECK_EQUAL(u.run(one(rd(1), 1)).rdata[0][0], 0x11u);
  BOOST_CHECK_EQUAL(u.run(one(rd(1, true), 3)).rdata[0][0], 0xFFFFFF80u);
  BOOST_CHECK_EQUAL(u.run(one(rd(2), 2)).rdata[0][0], 0x8081u);
  BOOST_CHECK_EQUAL(u.run(one(rd(2, true), 2)).rdata[0][0], 0xFFFF8081u);
  BOOST_CHECK_EQUAL(u.run(one(rd(2), 1)).rdata[0][0], 0x8111u);
  // d16 forms keep the other half of VDST (0x12345678):
  // u8_d16 at 3: 0x1234 | 0x0080 -> 0x12340080; u8_d16_hi: 0x0080 << 16 | 0x5678;
  // i8_d16 at 3: 0x80 sign-extended to 16 bits = 0xFF80 -> 0x1234FF80;
  // u16_d16_hi at 2: 0x80815678.
  auto d16 = [&](Uop op, uint32_t a) {
    Req r = one(op, a);
    r.vdst[0] = 0x12345678;
    return u.run(r).rdata[0][0];
  };
  BOOST_CHECK_EQUAL(d16(rd(1, false, true, false), 3), 0x12340080u);
  BOOST_CHECK_EQUAL(d16(rd(1, false, true, true), 3), 0x00805678u);
  BOOST_CHECK_EQUAL(d16(rd(1, true, true, false), 3), 0x1234FF80u);
  BOOST_CHECK_EQUAL(d16(rd(1, true, true, true), 3), 0xFF805678u);
  BOOST_CHECK_EQUAL(d16(rd(2, false, true, true), 2), 0x80815678u);
  BOOST_CHECK_EQUAL(d16(rd(2, false, true, false), 2), 0x12348081u);
  // ds_write_b8_d16_hi stores DATA[23:16]: 0x00CC0000 at 0 -> byte 0 = CC.
  // ds_write_b16_d16_hi stores DATA[31:16]: 0xBEEF0000 at 4 -> bytes EF BE.
  u.run(one(wr(1, true), 0, 0x00CC0000));
  u.run(one(wr(2, true), 4, 0xBEEF0000));
  BOOST_CHECK_EQUAL(read32(u, 0), 0x808111CCu);
  BOOST_CHECK_EQUAL(read32(u, 4), 0x0000BEEFu);
}

BOOST_AUTO_TEST_CASE(wide_and_unaligned) {
  Unit u;
  // ds_write_b128 at 16: dwords 1, 2, 3, 4 at 16, 20, 24, 28.
  Req w = one(wr(16), 16);
  w.d0[0] = {1, 2, 3, 4};
  const Rsp wr128 = u.run(w);
  BOOST_CHECK_EQUAL(wr128.rec[0].mask[0], 0xFFFFu);
  BOOST_CHECK_EQUAL(wr128.rec[0].data[0][3], 4u);
  // ds_read_b64 at 20 -> {2, 3}; ds_read_b96 at 16 -> {1, 2, 3, 0}.
  const Rsp r64 = u.run(one(rd(8), 20));
  BOOST_CHECK_EQUAL(r64.rdata[0][0], 2u);
  BOOST_CHECK_EQUAL(r64.rdata[0][1], 3u);
  BOOST_CHECK_EQUAL(r64.rdata[0][2], 0u);
  const Rsp r96 = u.run(one(rd(12), 16));
  BOOST_CHECK(r96.rdata[0] == (std::array<uint32_t, 4>{1, 2, 3, 0}));
  // Unaligned b32 at 18: bytes 18..21 = 00 00 | 02 00 -> 0x00020000.
  BOOST_CHECK_EQUAL(read32(u, 18), 0x00020000u);
  // Unaligned b128 at 17: bytes 17..32 = 00 00 00 | 02 00 00 00 | 03 .. | 04 .. | 00
  // -> dwords 0x02000000, 0x03000000, 0x04000000, 0x00000000.
  const Rsp r128 = u.run(one(rd(16), 17));
  BOOST_CHECK(r128.rdata[0] == (std::array<uint32_t, 4>{0x02000000, 0x03000000, 0x04000000, 0}));
  // Unaligned b64 write at 30 of 0x8877665544332211: bytes 30..37; dword 28
  // becomes 0x22110004, dword 32 0x66554433, dword 36 0x00008877.
  u.run(one(wr(8), 30, 0x44332211, 0x88776655));
  BOOST_CHECK_EQUAL(read32(u, 28), 0x22110004u);
  BOOST_CHECK_EQUAL(read32(u, 32), 0x66554433u);
  BOOST_CHECK_EQUAL(read32(u, 36), 0x00008877u);
}

BOOST_AUTO_TEST_CASE(read2_write2_st64) {
  Unit u;
  // ds_write2st64_b32 offset0:1 offset1:2, lane l base 4l: slot 0 at
  // 4l + 1*4*64 = 256 + 4l (data l+100), slot 1 at 512 + 4l (data l+200).
  // Banks: dwords 64+l and 128+l are both bank l, rows 2 and 4: two rows per
  // bank -> two steps, one bank-conflict cycle. One access a step: 32 steps.
  Req w;
  w.op = Uop{WRITE2, 4, false, false, false, true, ADD};
  w.offset = 0x0201;
  for (unsigned l = 0; l < kLanes; ++l) {
    w.addr[l] = 4 * l;
    w.d0[l][0] = l + 100;
    w.d1[l][0] = l + 200;
  }
  const Rsp wr2 = u.run(w);
  BOOST_CHECK_EQUAL(wr2.conflicts, kSerial ? 31u : 1u);
  BOOST_CHECK_EQUAL(wr2.rec[0].lanes, 0xFFFFu);
  BOOST_CHECK_EQUAL(wr2.rec[1].lanes, 0xFFFFu);
  BOOST_CHECK_EQUAL(wr2.rec[1].addr[3], 512u + 12);
  BOOST_CHECK_EQUAL(wr2.rec[1].data[3][0], 203u);
  // ds_read2_b32 offset0:64 offset1:128 (stride 4): the same two addresses.
  Req r;
  r.op = Uop{READ2, 4, false, false, false, false, ADD};
  r.offset = (128 << 8) | 64;
  for (unsigned l = 0; l < kLanes; ++l) r.addr[l] = 4 * l;
  const Rsp rd2 = u.run(r);
  for (unsigned l = 0; l < kLanes; ++l) {
    BOOST_CHECK_EQUAL(rd2.rdata[l][0], l + 100);
    BOOST_CHECK_EQUAL(rd2.rdata[l][1], l + 200);
  }
  // ds_read2st64_b64 offset0:0 offset1:1, lane 0 base 256: slot 0 at 256
  // {100, 101}, slot 1 at 256 + 8*64 = 768 (never written: {0, 0}).
  Req r64 = one(Uop{READ2, 8, false, false, false, true, ADD}, 256);
  r64.offset = 0x0100;
  BOOST_CHECK(u.run(r64).rdata[0] == (std::array<uint32_t, 4>{100, 101, 0, 0}));
  // write2_b64 with both slots on one address: slot 1 lands last and wins.
  Req same = one(Uop{WRITE2, 8, false, false, false, false, ADD}, 1024, 7, 8, 9);
  same.d1[0] = {9, 10};
  u.run(same);
  BOOST_CHECK_EQUAL(read32(u, 1024), 9u);
  BOOST_CHECK_EQUAL(read32(u, 1028), 10u);
}

BOOST_AUTO_TEST_CASE(atomics_in_lane_order) {
  Unit u;
  // Sixteen lanes ds_add_rtn_u32 on 0x100 (initially 1000), lane l adds l+1.
  // Lane l sees 1000 + sum_{k<l}(k+1) = 1000 + l(l+1)/2; the end value is
  // 1000 + 136 = 1136. One dword: the read-modify-writes go one per step,
  // 16 steps = 15 bank-conflict cycles (one access a step: the same).
  u.run(one(wr(4), 0x100, 1000));
  Req a;
  a.op = at(ADD);
  for (unsigned l = 0; l < kLanes; ++l) {
    a.addr[l] = 0x100;
    a.d0[l][0] = l + 1;
  }
  const Rsp ra = u.run(a);
  for (unsigned l = 0; l < kLanes; ++l) BOOST_CHECK_EQUAL(ra.rdata[l][0], 1000 + l * (l + 1) / 2);
  BOOST_CHECK_EQUAL(ra.conflicts, 15u);
  BOOST_CHECK_EQUAL(read32(u, 0x100), 1136u);
  // The records carry the value each lane stored: lane 15 stored 1136.
  BOOST_CHECK_EQUAL(ra.rec[0].data[15][0], 1136u);
  BOOST_CHECK_EQUAL(ra.rec[0].data[0][0], 1001u);

  // ds_inc_rtn_u32, DATA 3, four lanes on one word holding 2
  // (tmp >= DATA ? 0 : tmp + 1): 2 -> 3, 3 -> 0, 0 -> 1, 1 -> 2.
  u.run(one(wr(4), 0x200, 2));
  Req inc;
  inc.op = at(INC);
  inc.mask = 0xF;
  for (unsigned l = 0; l < 4; ++l) inc.addr[l] = 0x200, inc.d0[l][0] = 3;
  const Rsp ri = u.run(inc);
  BOOST_CHECK_EQUAL(ri.rdata[0][0], 2u);
  BOOST_CHECK_EQUAL(ri.rdata[1][0], 3u);
  BOOST_CHECK_EQUAL(ri.rdata[2][0], 0u);
  BOOST_CHECK_EQUAL(ri.rdata[3][0], 1u);
  BOOST_CHECK_EQUAL(read32(u, 0x200), 2u);
  // ds_dec_rtn_u32, DATA 2, on 1 ((tmp == 0 || tmp > DATA) ? DATA : tmp - 1):
  // 1 -> 0, 0 -> 2, 2 -> 1, 1 -> 0; then a word holding 7 > 2 becomes 2.
  u.run(one(wr(4), 0x200, 1));
  inc.op = at(DEC);
  for (unsigned l = 0; l < 4; ++l) inc.d0[l][0] = 2;
  const Rsp rdec = u.run(inc);
  BOOST_CHECK_EQUAL(rdec.rdata[0][0], 1u);
  BOOST_CHECK_EQUAL(rdec.rdata[1][0], 0u);
  BOOST_CHECK_EQUAL(rdec.rdata[2][0], 2u);
  BOOST_CHECK_EQUAL(rdec.rdata[3][0], 1u);
  BOOST_CHECK_EQUAL(read32(u, 0x200), 0u);
  u.run(one(wr(4), 0x204, 7));
  BOOST_CHECK_EQUAL(u.run(one(at(DEC), 0x204, 2)).rdata[0][0], 7u);
  BOOST_CHECK_EQUAL(read32(u, 0x204), 2u);

  // ds_cmpst_rtn_b32: MEM == DATA (5) -> store DATA2 (9); returns 5. Then
  // DATA 5 again: MEM 9 != 5 -> unchanged, returns 9.
  u.run(one(wr(4), 0x300, 5));
  BOOST_CHECK_EQUAL(u.run(one(at(CMPST), 0x300, 5, 0, 9)).rdata[0][0], 5u);
  BOOST_CHECK_EQUAL(u.run(one(at(CMPST), 0x300, 5, 0, 1)).rdata[0][0], 9u);
  BOOST_CHECK_EQUAL(read32(u, 0x300), 9u);
  // ds_mskor_b32: (MEM & ~DATA) | DATA2 = (0xFF00FF00 & ~0x0000FFFF) | 0x1234
  // = 0xFF001234.
  u.run(one(wr(4), 0x304, 0xFF00FF00));
  u.run(one(at(MSKOR), 0x304, 0x0000FFFF, 0, 0x1234));
  BOOST_CHECK_EQUAL(read32(u, 0x304), 0xFF001234u);
  // Signed vs unsigned max: MEM 0xFFFFFFFF (-1), DATA 1: max_i -> 1;
  // MEM 1, DATA 0xFFFFFFFF: max_u -> 0xFFFFFFFF; min_i -> 0xFFFFFFFF.
  u.run(one(wr(4), 0x308, 0xFFFFFFFF));
  u.run(one(at(MAX_I), 0x308, 1));
  BOOST_CHECK_EQUAL(read32(u, 0x308), 1u);
  u.run(one(at(MAX_U), 0x308, 0xFFFFFFFF));
  BOOST_CHECK_EQUAL(read32(u, 0x308), 0xFFFFFFFFu);
  u.run(one(at(MIN_U), 0x308, 3));
  BOOST_CHECK_EQUAL(read32(u, 0x308), 3u);
  u.run(one(at(MIN_I), 0x308, 0x80000000));
  BOOST_CHECK_EQUAL(read32(u, 0x308), 0x80000000u);
  // ds_add_rtn_u64: 0x00000000FFFFFFFF + 1 = 0x0000000100000000 (the carry
  // crosses the dword).
  u.run(one(wr(8), 0x310, 0xFFFFFFFF, 0));
  const Rsp r64 = u.run(one(at(ADD, 8), 0x310, 1, 0));
  BOOST_CHECK_EQUAL(r64.rdata[0][0], 0xFFFFFFFFu);
  BOOST_CHECK_EQUAL(r64.rdata[0][1], 0u);
  BOOST_CHECK_EQUAL(read32(u, 0x310), 0u);
  BOOST_CHECK_EQUAL(read32(u, 0x314), 1u);
  // Float rows: MEM +0.0 (0), DATA -0.0 (0x80000000): -0 > +0 is false
  // (IEEE: equal) -> max_f keeps +0; min_f keeps +0 too. DATA NaN: no store.
  // DATA 1.0 (0x3F800000) > +0 -> stored. cmpst_f: MEM 1.0 == DATA 1.0 ->
  // DATA2 (2.0 = 0x40000000) stored.
  u.run(one(wr(4), 0x320, 0));
  u.run(one(at(MAX_F), 0x320, 0x80000000));
  u.run(one(at(MIN_F), 0x320, 0x80000000));
  u.run(one(at(MAX_F), 0x320, 0x7FC00000));
  BOOST_CHECK_EQUAL(read32(u, 0x320), 0u);
  u.run(one(at(MAX_F), 0x320, 0x3F800000));
  BOOST_CHECK_EQUAL(read32(u, 0x320), 0x3F800000u);
  u.run(one(at(CMPST_F), 0x320, 0x3F800000, 0, 0x40000000));
  BOOST_CHECK_EQUAL(read32(u, 0x320), 0x40000000u);
  // min_f with a negative denormal DATA (0x80000001 < +2.0): stored as is.
  u.run(one(at(MIN_F), 0x320, 0x80000001));
  BOOST_CHECK_EQUAL(read32(u, 0x320), 0x80000001u);
  // ds_add_f32 (round to nearest even, denormals kept, worked by hand):
  // 1.5 (0x3FC00000) + 2.25 (0x40100000) = 3.75 = 1.875 * 2^1 (0x40700000);
  // 2^-149 + 2^-149 = 2^-148, the denormal 0x00000002; 2^24 (0x4B800000) + 1.0
  // is a tie between 2^24 and 2^24 + 2, to even: 2^24; +inf + -inf is the
  // default NaN, 0xFFC00000 (the spec's value, docs/fp32.md); MEM a signalling NaN 0x7F800001 is quieted
  // (0x7FC00001) whatever DATA is; -0 + -0 = -0, +0 + -0 = +0.
  const auto add_f = [&](uint32_t mem, uint32_t data) {
    u.run(one(wr(4), 0x330, mem));
    const Rsp r = u.run(one(at(ADD_F), 0x330, data));
    BOOST_CHECK_EQUAL(r.rdata[0][0], mem);   // the _RTN value: MEM before
    return read32(u, 0x330);
  };
  BOOST_CHECK_EQUAL(add_f(0x3FC00000, 0x40100000), 0x40700000u);
  BOOST_CHECK_EQUAL(add_f(0x00000001, 0x00000001), 0x00000002u);
  BOOST_CHECK_EQUAL(add_f(0x4B800000, 0x3F800000), 0x4B800000u);
  BOOST_CHECK_EQUAL(add_f(0x7F800000, 0xFF800000), 0xFFC00000u);
  BOOST_CHECK_EQUAL(add_f(0x7F800001, 0x3F800000), 0x7FC00001u);
  BOOST_CHECK_EQUAL(add_f(0x80000000, 0x80000000), 0x80000000u);
  BOOST_CHECK_EQUAL(add_f(0x00000000, 0x80000000), 0x00000000u);
  // ds_wrxchg2_rtn_b32 offset0:0 offset1:1 at 0x320: returns {old@0x320,
  // old@0x324 = 0}; stores DATA0 = 11, DATA1 = 22.
  Req x = one(Uop{WRXCHG2, 4, false, false, false, false, WRXCHG}, 0x320, 11, 0, 22);
  x.offset = 0x0100;
  const Rsp rx = u.run(x);
  BOOST_CHECK_EQUAL(rx.rdata[0][0], 0x80000001u);
  BOOST_CHECK_EQUAL(rx.rdata[0][1], 0u);
  BOOST_CHECK_EQUAL(read32(u, 0x320), 11u);
  BOOST_CHECK_EQUAL(read32(u, 0x324), 22u);
}

// The allocation bounds every access (M0 is no input: it bounds nothing on
// GFX9, golden/ds.h). The unit takes any byte count; 0x102 puts the limit
// inside a dword.
BOOST_AUTO_TEST_CASE(out_of_range_below_the_allocation) {
  Unit u;
  u.run(one(wr(8), 0xF8, 0x11111111, 0x22222222));
  u.run(one(wr(8), 0x100, 0x33333333, 0x44444444));
  auto small = [](Req r) { r.alloc = 0x102; return r; };
  // b32 at 0xFC: bytes FC..FF < 0x102: in range. b32 at 0x100: 0x103 >= 0x102:
  // dropped. b16 at 0x100: bytes 100, 101 in range.
  u.run(small(one(wr(4), 0xFC, 0xAAAAAAAA)));
  const Rsp drop = u.run(small(one(wr(4), 0x100, 0xBBBBBBBB)));
  BOOST_CHECK_EQUAL(drop.rec[0].lanes, 0u);
  u.run(small(one(wr(2), 0x100, 0xCCCCCCCC)));
  BOOST_CHECK_EQUAL(read32(u, 0xFC), 0xAAAAAAAAu);
  BOOST_CHECK_EQUAL(read32(u, 0x100), 0x3333CCCCu);
  // b64 at 0xFC: low dword (FC..FF) in range, high (100..103) not: written
  // mask 0x0F only; a b64 read there returns {low, 0}.
  const Rsp half = u.run(small(one(wr(8), 0xFC, 0x55555555, 0x66666666)));
  BOOST_CHECK_EQUAL(half.rec[0].mask[0], 0x000Fu);
  BOOST_CHECK_EQUAL(read32(u, 0x100), 0x3333CCCCu);
  const Rsp rh = u.run(small(one(rd(8), 0xFC)));
  BOOST_CHECK_EQUAL(rh.rdata[0][0], 0x55555555u);
  BOOST_CHECK_EQUAL(rh.rdata[0][1], 0u);
  // An atomic out of range returns 0 and stores nothing.
  const Rsp ra = u.run(small(one(at(ADD), 0x100, 1)));
  BOOST_CHECK_EQUAL(ra.rdata[0][0], 0u);
  BOOST_CHECK_EQUAL(ra.rec[0].lanes, 0u);
  BOOST_CHECK_EQUAL(read32(u, 0x100), 0x3333CCCCu);
  // An allocation of 0: every access is out of range.
  Req z = one(rd(4), 0xFC);
  z.alloc = 0;
  BOOST_CHECK_EQUAL(u.run(z).rdata[0][0], 0u);
  // The allocation bounds too: b64 at 65532 has its high dword at 65536.
  u.run(one(wr(8), 65532, 0x77777777, 0x88888888));
  const Rsp top = u.run(one(rd(8), 65532));
  BOOST_CHECK_EQUAL(top.rdata[0][0], 0x77777777u);
  BOOST_CHECK_EQUAL(top.rdata[0][1], 0u);
  // No wrap: VGPR 0xFFFFFFFC + offset 8 = 0x1_00000004 is out of range (it
  // would be 4 after a 32-bit wrap, which holds 0 here: write 9 there first).
  u.run(one(wr(4), 4, 9));
  Req wrap = one(rd(4), 0xFFFFFFFC);
  wrap.offset = 8;
  BOOST_CHECK_EQUAL(u.run(wrap).rdata[0][0], 0u);
}

BOOST_AUTO_TEST_CASE(bank_conflict_cycles) {
  Unit u;
  auto pattern = [&](uint32_t stride, Uop op) {
    Req r;
    r.op = op;
    for (unsigned l = 0; l < kLanes; ++l) r.addr[l] = stride * l, r.d0[l][0] = l;
    return u.run(r).conflicts;
  };
  // The parallel schedule's count, or one access a step's: 16 lanes, 16
  // accesses, all in range, 16 steps.
  auto steps = [](unsigned parallel) { return kSerial ? 15u : parallel; };
  // Stride 32 dwords (128 bytes): every lane in bank 0, 16 rows: 16 steps.
  BOOST_CHECK_EQUAL(pattern(128, rd(4)), steps(15u));
  BOOST_CHECK_EQUAL(pattern(128, wr(4)), steps(15u));
  // Stride 16 dwords: banks 0 and 16 alternate, 8 rows each: 8 steps.
  BOOST_CHECK_EQUAL(pattern(64, rd(4)), steps(7u));
  // Stride 1 or 2 dwords: distinct banks; one address for all: broadcast.
  BOOST_CHECK_EQUAL(pattern(4, rd(4)), steps(0u));
  BOOST_CHECK_EQUAL(pattern(8, wr(4)), steps(0u));
  BOOST_CHECK_EQUAL(pattern(0, rd(4)), steps(0u));
  // Stride 33 dwords: banks l, rows l: no conflict.
  BOOST_CHECK_EQUAL(pattern(132, rd(4)), steps(0u));
  // b64 at stride 8 bytes: lane l covers dwords 2l, 2l+1 -> 32 distinct banks.
  BOOST_CHECK_EQUAL(pattern(8, rd(8)), steps(0u));
  // b128 at stride 16 bytes: dwords 4l..4l+3: lanes l and l+8 share banks at
  // different rows -> 2 steps.
  BOOST_CHECK_EQUAL(pattern(16, rd(16)), steps(1u));
  // All lanes write one address: no conflict, and the highest lane wins.
  BOOST_CHECK_EQUAL(pattern(0, wr(4)), steps(0u));
  BOOST_CHECK_EQUAL(read32(u, 0), 15u);
}

// ---------------------------------------------------------------- cross-check

namespace {

// The unit's micro-op of a DS row, from golden ds_op (which derives it from
// the isa.def row); false for rows the unit does not execute.
bool uop_of(const gcn::golden::DsOp& o, Uop& u) {
  using gcn::golden::DsAtomic;
  using gcn::golden::DsKind;
  switch (o.kind) {
    case DsKind::Read: u.kind = READ; break;
    case DsKind::Write: u.kind = WRITE; break;
    case DsKind::Atomic: u.kind = ATOMIC; break;
    case DsKind::Read2: u.kind = READ2; break;
    case DsKind::Write2: u.kind = WRITE2; break;
    case DsKind::Wrxchg2: u.kind = WRXCHG2; break;
    default: return false;
  }
  u.bytes = o.bytes;
  u.sign = o.sign;
  u.d16 = o.d16;
  u.hi = o.hi;
  u.st64 = o.stride == 64 * o.bytes;
  // DsAtomic and lds_atomic_e both number isa.def's atomic rows in order.
  u.atomic = o.kind == DsKind::Atomic ? unsigned(o.atomic) : o.kind == DsKind::Wrxchg2 ? unsigned(WRXCHG) : unsigned(ADD);
  return true;
}

struct Row {
  std::string name;
  gcn::golden::DsOp op;
  Uop uop;
  bool has_data1;
};

// The golden per-lane functions applied in lane order (as golden exec_ds).
Rsp reference(gcn::golden::Lds& lds, const Row& row, const Req& r) {
  using namespace gcn::golden;
  const DsOp& o = row.op;
  using Bytes = std::array<uint8_t, 16>;
  Rsp out;
  const uint64_t limit = std::min<uint64_t>(lds.size(), r.alloc);
  auto bytes_of = [](const uint32_t* d, unsigned ndw) {
    Bytes b{};
    for (unsigned k = 0; k < 4 * ndw; ++k) b[k] = uint8_t(d[k / 4] >> (8 * (k % 4)));
    return b;
  };
  auto rec = [&](unsigned s, unsigned l, uint64_t a, uint16_t mask, const Bytes& b) {
    if (!mask) return;
    Rec& rc = out.rec[s];
    rc.lanes |= 1u << l;
    rc.addr[l] = uint32_t(a);
    rc.mask[l] = mask;
    for (unsigned k = 0; k < o.bytes; ++k) rc.data[l][k / 4] |= uint32_t(b[k]) << (8 * (k % 4));
  };
  auto put = [&](unsigned l, unsigned dw0, const Bytes& b) {
    for (unsigned k = 0; k < o.bytes; ++k) out.rdata[l][dw0 + k / 4] |= uint32_t(b[k]) << (8 * (k % 4));
  };
  for (unsigned l = 0; l < kLanes; ++l) {
    if (!((r.mask >> l) & 1)) continue;
    const uint64_t base = r.addr[l];
    const uint64_t addr = base + r.offset;
    const uint64_t a0 = base + uint64_t(r.offset & 0xFF) * o.stride;
    const uint64_t a1 = base + uint64_t(r.offset >> 8) * o.stride;
    Bytes d0 = bytes_of(r.d0[l].data(), 4);
    const Bytes d1 = bytes_of(r.d1[l].data(), 2);
    for (unsigned k = o.bytes; k < 16; ++k) d0[k] = 0;
    switch (o.kind) {
      case DsKind::Read: {
        const Bytes b = lds.read(addr, o.bytes, limit);
        if (o.bytes >= 4) {
          put(l, 0, b);
          break;
        }
        uint32_t v = b[0] | (o.bytes == 2 ? uint32_t(b[1]) << 8 : 0);
        if (o.sign) v = o.bytes == 1 ? uint32_t(int32_t(int8_t(v))) : uint32_t(int32_t(int16_t(v)));
        if (o.d16) v = o.hi ? (r.vdst[l] & 0xFFFF) | (v << 16) : (r.vdst[l] & 0xFFFF0000u) | (v & 0xFFFF);
        out.rdata[l][0] = v;
        break;
      }
      case DsKind::Write: {
        Bytes b = d0;
        if (o.hi) b[0] = uint8_t(r.d0[l][0] >> 16), b[1] = o.bytes == 2 ? uint8_t(r.d0[l][0] >> 24) : 0;
        rec(0, l, addr, lds.write(addr, o.bytes, b, limit), b);
        break;
      }
      case DsKind::Read2:
        put(l, 0, lds.read(a0, o.bytes, limit));
        put(l, o.bytes / 4, lds.read(a1, o.bytes, limit));
        break;
      case DsKind::Write2:
        rec(0, l, a0, lds.write(a0, o.bytes, d0, limit), d0);
        rec(1, l, a1, lds.write(a1, o.bytes, d1, limit), d1);
        break;
      case DsKind::Wrxchg2:
        put(l, 0, lds.read(a0, o.bytes, limit));
        rec(0, l, a0, lds.write(a0, o.bytes, d0, limit), d0);
        put(l, o.bytes / 4, lds.read(a1, o.bytes, limit));
        rec(1, l, a1, lds.write(a1, o.bytes, d1, limit), d1);
        break;
      case DsKind::Atomic: {
        auto v64 = [&](const std::array<uint32_t, 4>& d) {
          return o.bytes == 8 ? (uint64_t(d[1]) << 32) | d[0] : uint64_t(d[0]);
        };
        const uint64_t dd0 = v64(r.d0[l]);
        const uint64_t dd1 = row.has_data1 ? v64({r.d1[l][0], r.d1[l][1], 0, 0}) : 0;
        const uint64_t old = lds.read_value(addr, o.bytes, limit);
        const uint64_t nv = ds_atomic(o.atomic, o.bytes, old, dd0, dd1);
        Bytes nb{};
        for (unsigned k = 0; k < o.bytes; ++k) nb[k] = uint8_t(nv >> (8 * k));
        rec(0, l, addr, lds.write_value(addr, o.bytes, nv, limit), nb);
        out.rdata[l][0] = uint32_t(old);
        if (o.bytes == 8) out.rdata[l][1] = uint32_t(old >> 32);
        break;
      }
      default: break;
    }
  }
  return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(random_against_golden_lane_functions) {
  std::vector<Row> rows;
  for (unsigned k = 0; k < gcn::kNumOps; ++k) {
    const gcn::InsnInfo& i = gcn::info(gcn::Op(k));
    if (i.format != gcn::Format::DS) continue;
    Row row{i.name, gcn::golden::ds_op(i), {}, i.src2_dw != 0};
    if (uop_of(row.op, row.uop)) rows.push_back(row);
  }
  BOOST_TEST_MESSAGE(rows.size() << " DS rows cross-checked");
  BOOST_REQUIRE_GT(rows.size(), 90u);

  Unit u;
  gcn::golden::Lds ref(kSize);
  std::mt19937 rng(20261123);
  auto rnd = [&](uint32_t n) { return uint32_t(rng() % n); };
  // Few distinct values so that compares and CMPST hit equality.
  auto value = [&]() -> uint32_t {
    switch (rnd(6)) {
      case 0: return rnd(4);
      case 1: return 0xFFFFFFFFu - rnd(2);
      case 2: return 0x3F800000u ^ (rnd(2) << 31);  // +-1.0
      case 3: return 0x7FC00000u;                   // NaN
      default: return uint32_t(rng());
    }
  };
  const unsigned kOps = 3000;
  // The mix must serialise bank conflicts and drop out-of-range stores.
  unsigned long conflicts = 0, dropped = 0;
  auto is_store = [](const gcn::golden::DsOp& o) { return o.kind != gcn::golden::DsKind::Read &&
                                                          o.kind != gcn::golden::DsKind::Read2; };
  for (unsigned n = 0; n < kOps; ++n) {
    const Row& row = rows[rnd(uint32_t(rows.size()))];
    Req r;
    r.op = row.uop;
    r.mask = uint16_t(rnd(4) == 0 ? 0xFFFF : rng());
    // Addresses in a small window (collisions, bank conflicts), some unaligned,
    // some at the top of the LDS or past it.
    const uint32_t region = rnd(8) == 0 ? 65536 - 256 : 0;
    const bool aligned = rnd(4) != 0;
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = region + rnd(rnd(2) ? 64 : 1024);
      if (aligned) a &= ~(std::min(row.op.bytes, 8u) - 1);
      if (rnd(64) == 0) a = 0xFFFFFFF0u + rnd(16);
      r.addr[l] = a;
      r.vdst[l] = uint32_t(rng());
      for (auto& d : r.d0[l]) d = value();
      for (auto& d : r.d1[l]) d = value();
    }
    r.offset = uint16_t(rnd(2) ? rnd(16) : rng());
    if (row.op.kind == gcn::golden::DsKind::Read2 || row.op.kind == gcn::golden::DsKind::Write2 ||
        row.op.kind == gcn::golden::DsKind::Wrxchg2)
      r.offset = uint16_t(rnd(8) | (rnd(8) << 8));
    r.alloc = rnd(8) == 0 ? rnd(2048) : kSize;
    const Rsp e = reference(ref, row, r);
    const Rsp g = u.run(r);
    conflicts += g.conflicts;
    const unsigned slots = row.op.stride ? 2 : 1;
    for (unsigned s = 0; s < slots && is_store(row.op); ++s)
      for (unsigned l = 0; l < kLanes; ++l)
        if (((r.mask >> l) & 1) && !((e.rec[s].lanes >> l) & 1)) ++dropped;
    BOOST_TEST_CONTEXT("op " << n << " " << row.name) {
      for (unsigned l = 0; l < kLanes; ++l) {
        if (!((r.mask >> l) & 1)) continue;
        for (unsigned k = 0; k < 4; ++k) BOOST_CHECK_EQUAL(g.rdata[l][k], e.rdata[l][k]);
      }
      for (unsigned s = 0; s < 2; ++s) {
        BOOST_CHECK_EQUAL(g.rec[s].lanes, e.rec[s].lanes);
        for (unsigned l = 0; l < kLanes; ++l) {
          if (!((e.rec[s].lanes >> l) & 1)) continue;
          BOOST_CHECK_EQUAL(g.rec[s].addr[l], e.rec[s].addr[l]);
          BOOST_CHECK_EQUAL(g.rec[s].mask[l], e.rec[s].mask[l]);
          for (unsigned k = 0; k < 4; ++k) {
            uint32_t m = 0;
            for (unsigned b = 0; b < 4; ++b)
              if ((e.rec[s].mask[l] >> (4 * k + b)) & 1) m |= 0xFFu << (8 * b);
            BOOST_CHECK_EQUAL(g.rec[s].data[l][k] & m, e.rec[s].data[l][k] & m);
          }
        }
      }
    }
  }
  BOOST_TEST_MESSAGE(conflicts << " bank-conflict cycles, " << dropped << " dropped lane stores");
  BOOST_CHECK_GT(conflicts, 1000u);
  BOOST_CHECK_GT(dropped, 100u);
  // The whole touched memory must agree at the end (b128 reads of 16 lanes).
  for (uint32_t a = 0; a < kSize; a += 16 * kLanes) {
    if (a >= 2048 && a < 65536 - 512) continue;
    Req r;
    r.op = rd(16);
    for (unsigned l = 0; l < kLanes; ++l) r.addr[l] = a + 16 * l;
    const Rsp g = u.run(r);
    for (unsigned l = 0; l < kLanes; ++l)
      for (unsigned k = 0; k < 4; ++k) {
        const uint32_t o = a + 16 * l + 4 * k;
        const auto& m = ref.bytes();
        const uint32_t v = m[o] | m[o + 1] << 8 | m[o + 2] << 16 | uint32_t(m[o + 3]) << 24;
        BOOST_CHECK_EQUAL(g.rdata[l][k], v);
      }
  }
}
