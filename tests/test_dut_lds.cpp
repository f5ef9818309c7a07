// The Verilated compute unit's DS path on its own (no golden model): LDS
// write records, returned VGPRs (deferred writebacks), lane exchanges, M0
// bounding nothing (GFX9) and the final LDS contents of one wave's program. Expected values
// are worked by hand from the Vega ISA "LDS & GDS Instructions" text (the
// working is in the comments); encodings from
//   llvm-mc-16 -arch=amdgcn -mcpu=gfx900 -show-encoding
#define BOOST_TEST_MODULE dut_lds
#include <boost/test/included/unit_test.hpp>

#include <cstdint>
#include <map>
#include <vector>

#include "dut.h"

using namespace gcn;

namespace {

constexpr uint64_t kCode = 0x1000;

std::vector<uint8_t> bytes_of(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> b;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) b.push_back(uint8_t(w >> (8 * i)));
  return b;
}

const std::vector<uint32_t> kProgram = {
    0xD81A0000, 0x00000100,  //  0 ds_write_b32 v0, v1
    0xD86C0004, 0x02000000,  //  1 ds_read_b32 v2, v0 offset:4
    0xBF8CC07F,              //  2 s_waitcnt lgkmcnt(0)
    0xD8400000, 0x03000504,  //  3 ds_add_rtn_u32 v3, v4, v5
    0xD87A041F, 0x06000001,  //  4 ds_swizzle_b32 v6, v1 offset:swizzle(SWAP,1)
    0xD87E0000, 0x07000108,  //  5 ds_bpermute_b32 v7, v8, v1
    0xD8460000, 0x0C000B0A,  //  6 ds_inc_rtn_u32 v12, v10, v11
    0xBF8CC07F,              //  7 s_waitcnt lgkmcnt(0)
    0xBEFC00FF, 0x00000080,  //  8 s_mov_b32 m0, 0x80
    0xD86C0004, 0x09000000,  //  9 ds_read_b32 v9, v0 offset:4
    0xD81C4001, 0x0005010D,  // 10 ds_write2_b32 v13, v1, v5 offset0:1 offset1:64
    0xBF8CC07F,              // 11 s_waitcnt lgkmcnt(0)
    0xBF810000,              // 12 s_endpgm
};

struct Run {
  std::vector<CommitRecord> c;
  std::map<uint64_t, WritebackRecord> wb;  // by order
  ArchState final;
};

Run run() {
  ArchState init;
  init.memory.map(kCode, bytes_of(kProgram), "code");
  init.waves.resize(1);
  WaveState& w = init.waves[0];
  w.pc = kCode;
  w.sgpr[126] = w.sgpr[127] = 0xFFFFFFFFu;  // EXEC: all lanes
  w.vgpr.assign(16, VgprLanes{});
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    w.vgpr[0][l] = 4 * l;              // a dword per lane
    w.vgpr[1][l] = 100 + l;
    w.vgpr[4][l] = 512;                // one address for every lane
    w.vgpr[5][l] = 1;
    w.vgpr[8][l] = 4 * (63 - l);       // bpermute: read the mirrored lane
    w.vgpr[10][l] = 0x300;
    w.vgpr[11][l] = 2;                 // inc wraps after 2
    w.vgpr[13][l] = 0x70;
  }
  Run r;
  Dut dut(init, 1, DutConfig{});
  std::vector<WritebackRecord> wbs;
  for (int i = 0; i < 50000 && !dut.done(); ++i) dut.cycle(r.c, wbs);
  BOOST_REQUIRE(dut.done());
  for (const auto& x : wbs) r.wb[x.order] = x;
  r.final = dut.state();
  return r;
}

uint32_t lds_dword(const ArchState& s, uint32_t addr) {
  return uint32_t(s.lds.at(addr)) | uint32_t(s.lds.at(addr + 1)) << 8 | uint32_t(s.lds.at(addr + 2)) << 16 |
         uint32_t(s.lds.at(addr + 3)) << 24;
}

// The returned VGPR of the instruction at commit index i.
const VgprWrite& returned(const Run& r, size_t i, unsigned reg) {
  BOOST_REQUIRE(r.c.at(i).deferred);
  auto it = r.wb.find(r.c.at(i).order);
  BOOST_REQUIRE(it != r.wb.end());
  BOOST_REQUIRE(it->second.vgpr.has_value());
  BOOST_TEST(it->second.sgpr.count == 0u);
  BOOST_TEST(it->second.vgpr->reg == reg);
  BOOST_TEST(it->second.vgpr->count == 1u);
  BOOST_TEST(it->second.vgpr->lanes == ~uint64_t(0));
  return *it->second.vgpr;
}

}  // namespace

BOOST_AUTO_TEST_CASE(ds_program_records_and_final_lds) {
  const Run r = run();
  BOOST_REQUIRE_EQUAL(r.c.size(), 13u);
  for (const auto& c : r.c) BOOST_TEST(!c.illegal);
  BOOST_TEST(r.wb.size() == 6u);

  // 0: ds_write_b32 v0, v1: lane l stores 100 + l at 4l, all four bytes.
  BOOST_REQUIRE_EQUAL(r.c[0].lds.size(), 1u);
  const LdsWrite& w0 = r.c[0].lds[0];
  BOOST_TEST(w0.slot == 0u);
  BOOST_TEST(w0.bytes == 4u);
  BOOST_TEST(w0.lanes == ~uint64_t(0));
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    BOOST_TEST(w0.addr[l] == 4 * l);
    BOOST_TEST(w0.byte_mask[l] == 0xFu);
    BOOST_TEST(w0.data[0][l] == 100 + l);
  }
  BOOST_TEST(!r.c[0].deferred);

  // 1: ds_read_b32 v2, v0 offset:4 reads dword l + 1: 100 + l + 1; lane 63
  // reads byte 256, never written (the LDS starts at 0).
  const VgprWrite& v2 = returned(r, 1, 2);
  for (unsigned l = 0; l < kWaveLanes; ++l) BOOST_TEST(v2.data[0][l] == (l < 63 ? 101 + l : 0));
  BOOST_TEST(r.c[1].lds.empty());

  // 3: ds_add_rtn_u32 at 512 from every lane, DATA 1: lanes apply in order,
  // so lane l sees l additions before its own and returns l; 64 in the end.
  const VgprWrite& v3 = returned(r, 3, 3);
  for (unsigned l = 0; l < kWaveLanes; ++l) BOOST_TEST(v3.data[0][l] == l);
  BOOST_REQUIRE_EQUAL(r.c[3].lds.size(), 1u);
  BOOST_TEST(r.c[3].lds[0].data[0][63] == 64u);  // the value lane 63 stored

  // 4: ds_swizzle_b32 offset 0x041F (bit-mask mode: and 0x1F, or 0, xor 1):
  // lane l reads lane l ^ 1 of v1.
  const VgprWrite& v6 = returned(r, 4, 6);
  for (unsigned l = 0; l < kWaveLanes; ++l) BOOST_TEST(v6.data[0][l] == 100 + (l ^ 1));

  // 5: ds_bpermute_b32 v7, v8, v1, v8 = 4 (63 - l): lane l reads v1 of lane 63 - l.
  const VgprWrite& v7 = returned(r, 5, 7);
  for (unsigned l = 0; l < kWaveLanes; ++l) BOOST_TEST(v7.data[0][l] == 100 + (63 - l));

  // 6: ds_inc_rtn_u32 at 0x300, DATA 2: MEM = (MEM >= DATA) ? 0 : MEM + 1, so
  // from 0 the lanes see 0, 1, 2, 0, 1, 2, ...: lane l returns l % 3, and
  // after 64 increments the location holds 64 % 3 = 1.
  const VgprWrite& v12 = returned(r, 6, 12);
  for (unsigned l = 0; l < kWaveLanes; ++l) BOOST_TEST(v12.data[0][l] == l % 3);

  // 9: M0 = 0x80 does not bound LDS accesses on GFX9 (AMDGPUUsage, kernel
  // prolog "M0"): lane l reads the dword at 4l + 4 as in 1, 101 + l, and
  // lane 63 reads 256, never written: 0.
  const VgprWrite& v9 = returned(r, 9, 9);
  for (unsigned l = 0; l < kWaveLanes; ++l) BOOST_TEST(v9.data[0][l] == (l < 63 ? 101 + l : 0));

  // 10: ds_write2_b32 v13 = 0x70, offset0 1, offset1 64 (dwords): slot 0 at
  // 0x74 (lanes in order: lane 63's 163 stays), slot 1 at 0x70 + 256 = 0x170
  // (DATA1 = v5 = 1), past M0 and written all the same.
  BOOST_REQUIRE_EQUAL(r.c[10].lds.size(), 2u);
  BOOST_TEST(r.c[10].lds[0].slot == 0u);
  BOOST_TEST(r.c[10].lds[0].addr[5] == 0x74u);
  BOOST_TEST(r.c[10].lds[0].data[0][5] == 105u);
  BOOST_TEST(r.c[10].lds[1].slot == 1u);
  BOOST_TEST(r.c[10].lds[1].addr[5] == 0x170u);
  BOOST_TEST(r.c[10].lds[1].data[0][5] == 1u);

  // Final LDS: dwords 0..63 hold 100 + i, except dword 29 (0x74) = 163;
  // 512 holds 64; 0x300 and 0x170 hold 1; everything else 0.
  BOOST_REQUIRE_EQUAL(r.final.lds.size(), 65536u);
  for (uint32_t a = 0; a < 65536; a += 4) {
    uint32_t want = 0;
    if (a < 256) want = a == 0x74 ? 163 : 100 + a / 4;
    if (a == 512) want = 64;
    if (a == 0x300 || a == 0x170) want = 1;
    if (lds_dword(r.final, a) != want) {
      BOOST_TEST(lds_dword(r.final, a) == want, "LDS dword at " << a);
      break;
    }
  }
}

// Several workgroups on the unit at once (Dut::place): each has its own LDS
// window and its own barrier. The program (encodings from llvm-mc-16):
//   0 s_sub_u32 s4, s4, 1            ; loop s4 times
//   4 s_cmp_lg_u32 s4, 0
//   8 s_cbranch_scc1 -3              ; to 0 (8 + 4 - 12)
//  12 ds_write_b32 v0, v1            ; own value at 4l + 256k
//  20 s_waitcnt lgkmcnt(0)
//  24 s_barrier
//  28 ds_read_b32 v2, v3             ; the other wave's value at 4l + 256(1 - k)
//  36 s_waitcnt lgkmcnt(0)
//  40 s_endpgm
// Workgroup A (slots 0-1, tag 0, window 0+512) loops once; B (slots 2-3,
// tag 2, window 512+512) loops 200 times before its barrier; C (tag 0,
// window 0+512) reuses A's slots once they have ended, placed while B runs.
// Wave k of a workgroup with letter value X stores X + 0x100k + l.
namespace {

const std::vector<uint32_t> kTwoGroups = {
    0x80848104, 0xBF078004, 0xBF85FFFD, 0xD81A0000, 0x00000100, 0xBF8CC07F,
    0xBF8A0000, 0xD86C0000, 0x02000003, 0xBF8CC07F, 0xBF810000,
};

std::vector<WaveState> group_waves(uint32_t value, uint32_t loops) {
  std::vector<WaveState> waves(2);
  for (unsigned k = 0; k < 2; ++k) {
    WaveState& w = waves[k];
    w.pc = kCode;
    w.sgpr[4] = loops;
    w.sgpr[126] = w.sgpr[127] = 0xFFFFFFFFu;
    w.vgpr.assign(4, VgprLanes{});
    for (unsigned l = 0; l < kWaveLanes; ++l) {
      w.vgpr[0][l] = 4 * l + 256 * k;
      w.vgpr[1][l] = value + 0x100 * k + l;
      w.vgpr[3][l] = 4 * l + 256 * (1 - k);
    }
  }
  return waves;
}

}  // namespace

BOOST_AUTO_TEST_CASE(workgroups_have_their_own_lds_window_and_barrier) {
  if (Dut::max_waves() < 4) return;
  ArchState common;
  common.memory.map(kCode, bytes_of(kTwoGroups), "code");
  Dut dut(common, DutConfig{});
  dut.place({0x3, group_waves(0xA000, 1), 0, 0, 512});
  dut.place({0xC, group_waves(0xB000, 200), 2, 512, 512});
  BOOST_TEST(!dut.placing());  // before the first cycle: set-up clocks
  BOOST_TEST(!dut.slot_done(0));

  std::vector<CommitRecord> c;
  std::vector<WritebackRecord> wbs;
  bool c_placed = false;
  size_t ends_of_a = 0;
  for (int i = 0; i < 200000 && !(c_placed && dut.done()); ++i) {
    const size_t before = c.size();
    dut.cycle(c, wbs);
    for (size_t j = before; j < c.size(); ++j)
      if (c[j].endpgm && c[j].wave < 2 && !c_placed) ++ends_of_a;
    if (!c_placed && ends_of_a == 2 && dut.slot_done(0) && dut.slot_done(1)) {
      BOOST_CHECK_THROW(dut.place({0x4, {group_waves(0, 1)[0]}, 2, 0, 512}), std::invalid_argument);  // B runs in slot 2
      dut.place({0x3, group_waves(0xC000, 1), 0, 0, 512});
      BOOST_TEST(dut.placing());  // mid-run: through the configuration port, a write per cycle
      BOOST_TEST(!dut.slot_done(0));
      c_placed = true;
    }
  }
  BOOST_REQUIRE(c_placed);
  BOOST_REQUIRE(dut.done());
  // A: 3 + 6 instructions a wave, B: 3 * 200 + 6, C: 9.
  BOOST_TEST(c.size() == 2u * 9 + 2u * 606 + 2u * 9);

  // A's barrier does not wait for B, which is still looping: both of A's
  // waves end before either of B's retires its S_BARRIER (pc 24).
  size_t first_b_barrier = c.size(), last_a_end = 0, seen_a_ends = 0;
  for (size_t j = 0; j < c.size(); ++j) {
    if (c[j].wave >= 2 && c[j].pc == kCode + 24 && first_b_barrier == c.size()) first_b_barrier = j;
    if (c[j].wave < 2 && c[j].endpgm && seen_a_ends < 2) {
      last_a_end = j;
      ++seen_a_ends;
    }
  }
  BOOST_TEST(seen_a_ends == 2u);
  BOOST_TEST(last_a_end < first_b_barrier);

  // Each read returns the other wave's value of its own workgroup: the
  // windows are separate, and C reads C's values where A's were.
  std::map<uint64_t, unsigned> read_wave;  // order of each ds_read -> slot
  std::vector<uint32_t> letters;           // workgroup value per read, in order
  for (const auto& r : c)
    if (r.pc == kCode + 28) read_wave[r.order] = r.wave;
  BOOST_REQUIRE_EQUAL(read_wave.size(), 6u);
  unsigned a_reads = 0;
  for (const auto& wb : wbs) {
    auto it = read_wave.find(wb.order);
    if (it == read_wave.end()) continue;
    BOOST_REQUIRE(wb.vgpr.has_value());
    const unsigned slot = it->second, k = slot % 2;
    uint32_t base;
    if (slot >= 2) base = 0xB000;
    else base = (a_reads++ < 2) ? 0xA000 : 0xC000;
    for (unsigned l = 0; l < kWaveLanes; ++l)
      BOOST_TEST(wb.vgpr->data[0][l] == base + 0x100 * (1 - k) + l);
  }

  // The write records stay relative to the window: wave k at 4l + 256k.
  for (const auto& r : c) {
    if (r.pc != kCode + 12) continue;
    BOOST_REQUIRE_EQUAL(r.lds.size(), 1u);
    BOOST_TEST(r.lds[0].addr[5] == 4 * 5 + 256 * (r.wave % 2));
  }

  // The physical LDS: C's values over A's in 0..511, B's in 512..1023.
  const ArchState s = dut.state();
  BOOST_REQUIRE_EQUAL(s.lds.size(), 1024u);
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    BOOST_TEST(lds_dword(s, 4 * l) == 0xC000 + l);
    BOOST_TEST(lds_dword(s, 256 + 4 * l) == 0xC100 + l);
    BOOST_TEST(lds_dword(s, 512 + 4 * l) == 0xB000 + l);
    BOOST_TEST(lds_dword(s, 768 + 4 * l) == 0xB100 + l);
  }
}
