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
