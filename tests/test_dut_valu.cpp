// The Verilated compute unit's vector ALU on its own (no golden model): the
// commit records of a few vector instructions, field by field, with expected
// lane values from host integer arithmetic and the Vega ISA rules of
// docs/design.md (VGPR writes in EXEC lanes, SGPR-pair results whole with
// inactive lanes 0, V_CMPX_* writing VCC and EXEC). Encodings from
//   llvm-mc-16 -arch=amdgcn -mcpu=gfx900 -show-encoding
#define BOOST_TEST_MODULE dut_valu
#include <boost/test/included/unit_test.hpp>

#include <cstdint>
#include <utility>
#include <vector>

#include "dut.h"

using namespace gcn;

namespace {

constexpr uint64_t kCode = 0x1000;
constexpr uint64_t kExec0 = 0xFFFF'FFFF'0000'FFFFull;  // lanes 0-15 and 32-63

std::vector<uint8_t> bytes_of(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> b;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) b.push_back(uint8_t(w >> (8 * i)));
  return b;
}

uint32_t v1_of(unsigned l) { return 0xFFFF'FFF0u + l; }
uint32_t v2_of(unsigned l) { return l; }

const std::vector<uint32_t> kProgram = {
    0xD1190000, 0x00020501,  // v_add_co_u32_e64 v0, s[0:1], v1, v2
    0x7DB80101,              // v_cmpx_gt_u32_e32 vcc, v1, v0
    0xD1E80204, 0x041A0501,  // v_mad_u64_u32 v[4:5], s[2:3], v1, v2, v[6:7]
    0xD2890004, 0x00011301,  // v_readlane_b32 s4, v1, 9
    0x7E00A301,              // v_swap_b32 v0, v1: two VGPR writes, D first
    0xBF810000,              // s_endpgm
};

}  // namespace

BOOST_AUTO_TEST_CASE(commit_records_of_vector_instructions) {
  ArchState init;
  init.memory.map(kCode, bytes_of(kProgram), "code");
  init.waves.resize(1);
  WaveState& w0 = init.waves[0];
  w0.pc = kCode;
  w0.sgpr[126] = uint32_t(kExec0);
  w0.sgpr[127] = uint32_t(kExec0 >> 32);
  w0.vgpr.assign(8, VgprLanes{});
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    w0.vgpr[1][l] = v1_of(l);
    w0.vgpr[2][l] = v2_of(l);
  }

  Dut dut(init, 1, DutConfig{});
  std::vector<CommitRecord> c;
  std::vector<WritebackRecord> wb;
  for (int i = 0; i < 20000 && !dut.done(); ++i) dut.cycle(c, wb);
  BOOST_REQUIRE(dut.done());
  BOOST_REQUIRE_EQUAL(c.size(), 6u);

  // v_add_co_u32: D = v1 + v2, carry out where the 33-bit sum >= 2^32
  // (lanes 8..15; v1 wraps to l - 16 from lane 16 on). VCC-style mask: EXEC
  // lanes only.
  uint64_t carry = 0, gt = 0;
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    const uint64_t sum = uint64_t(v1_of(l)) + v2_of(l);
    if (sum >> 32) carry |= 1ull << l;
    if (v1_of(l) > uint32_t(sum)) gt |= 1ull << l;
  }
  carry &= kExec0;
  gt &= kExec0;
  BOOST_TEST(carry == 0xFF00ull);
  BOOST_TEST(!c[0].illegal);
  BOOST_TEST(c[0].nwords == 2u);
  BOOST_TEST(c[0].exec_in == kExec0);
  BOOST_REQUIRE_EQUAL(c[0].vgpr.size(), 1u);
  BOOST_TEST(c[0].vgpr[0].reg == 0u);
  BOOST_TEST(c[0].vgpr[0].count == 1u);
  BOOST_TEST(c[0].vgpr[0].lanes == kExec0);
  for (unsigned l = 0; l < kWaveLanes; ++l)
    if ((kExec0 >> l) & 1) BOOST_TEST(c[0].vgpr[0].data[0][l] == v1_of(l) + v2_of(l), "lane " << l);
  BOOST_REQUIRE_EQUAL(c[0].sgpr.size(), 1u);
  BOOST_TEST(c[0].sgpr[0].reg == 0u);
  BOOST_TEST(c[0].sgpr[0].count == 2u);
  BOOST_TEST((c[0].sgpr[0].data[0] | (uint64_t(c[0].sgpr[0].data[1]) << 32)) == carry);

  // v_cmpx_gt_u32 v1 > v0 (v0 = the sum): true exactly where the add wrapped,
  // in EXEC lanes; written to VCC and EXEC.
  BOOST_TEST(gt == carry);
  BOOST_TEST(c[1].nwords == 1u);
  BOOST_TEST(c[1].vgpr.empty());
  BOOST_REQUIRE_EQUAL(c[1].sgpr.size(), 2u);
  BOOST_TEST(c[1].sgpr[0].reg == 106u);
  BOOST_TEST(c[1].sgpr[1].reg == 126u);
  for (const auto& s : c[1].sgpr) {
    BOOST_TEST(s.count == 2u);
    BOOST_TEST((s.data[0] | (uint64_t(s.data[1]) << 32)) == carry);
  }

  // v_mad_u64_u32 under the new EXEC: 64-bit product, no carry out.
  BOOST_TEST(c[2].exec_in == carry);
  BOOST_REQUIRE_EQUAL(c[2].vgpr.size(), 1u);
  BOOST_TEST(c[2].vgpr[0].reg == 4u);
  BOOST_TEST(c[2].vgpr[0].count == 2u);
  BOOST_TEST(c[2].vgpr[0].lanes == carry);
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!((carry >> l) & 1)) continue;
    const uint64_t p = uint64_t(v1_of(l)) * v2_of(l);
    BOOST_TEST(c[2].vgpr[0].data[0][l] == uint32_t(p), "lane " << l);
    BOOST_TEST(c[2].vgpr[0].data[1][l] == uint32_t(p >> 32), "lane " << l);
  }
  BOOST_REQUIRE_EQUAL(c[2].sgpr.size(), 1u);
  BOOST_TEST(c[2].sgpr[0].reg == 2u);
  BOOST_TEST(c[2].sgpr[0].data[0] == 0u);
  BOOST_TEST(c[2].sgpr[0].data[1] == 0u);

  // v_readlane_b32 s4, v1, 9: one SGPR, EXEC ignored.
  BOOST_REQUIRE_EQUAL(c[3].sgpr.size(), 1u);
  BOOST_TEST(c[3].sgpr[0].reg == 4u);
  BOOST_TEST(c[3].sgpr[0].count == 1u);
  BOOST_TEST(c[3].sgpr[0].data[0] == v1_of(9));
  BOOST_TEST(c[3].vgpr.empty());

  // v_swap_b32 v0, v1: v0 <- v1, then v1 <- old v0, in the lanes of EXEC
  // (as v_cmpx left it: gt).
  BOOST_TEST(!c[4].illegal);
  BOOST_REQUIRE_EQUAL(c[4].vgpr.size(), 2u);
  BOOST_TEST(c[4].vgpr[0].reg == 0u);
  BOOST_TEST(c[4].vgpr[1].reg == 1u);
  BOOST_TEST(c[4].vgpr[0].count == 1u);
  BOOST_TEST(c[4].vgpr[1].count == 1u);
  BOOST_TEST(c[4].vgpr[0].lanes == gt);
  BOOST_TEST(c[4].vgpr[1].lanes == gt);
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!((gt >> l) & 1)) continue;
    BOOST_TEST(c[4].vgpr[0].data[0][l] == v1_of(l));
    BOOST_TEST(c[4].vgpr[1].data[0][l] == uint32_t(v1_of(l) + v2_of(l)));   // old v0
  }
  BOOST_TEST(c[5].endpgm);

  // Final state read back through the debug port.
  const ArchState fin = dut.state();
  const WaveState& f = fin.waves.at(0);
  BOOST_REQUIRE_EQUAL(f.vgpr.size(), 8u);
  BOOST_TEST(f.mode == kDefaultMode);
  BOOST_TEST(f.sgpr[4] == v1_of(9));
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    uint32_t v0 = ((kExec0 >> l) & 1) ? v1_of(l) + v2_of(l) : 0u, v1 = v1_of(l);
    if ((gt >> l) & 1) std::swap(v0, v1);   // v_swap_b32 v0, v1 in the lanes of gt
    BOOST_TEST(f.vgpr[0][l] == v0, "lane " << l);
    BOOST_TEST(f.vgpr[1][l] == v1, "lane " << l);
  }
}
