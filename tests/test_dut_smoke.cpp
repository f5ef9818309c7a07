// The Verilated compute unit on its own (no golden model): tiny hand-written
// programs whose commit records and final state are worked out by hand from
// the Vega ISA. Encodings come from
//   llvm-mc-16 -arch=amdgcn -mcpu=gfx900 -show-encoding
#define BOOST_TEST_MODULE dut_smoke
#include <boost/test/included/unit_test.hpp>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "dut.h"

using namespace gcn;

namespace {

constexpr uint64_t kCode = 0x1000;
constexpr uint64_t kBuf = 0x10000;

std::vector<uint8_t> bytes_of(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> b;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) b.push_back(uint8_t(w >> (8 * i)));
  return b;
}

ArchState make_state(const std::vector<uint32_t>& code, unsigned waves) {
  ArchState s;
  s.memory.map(kCode, bytes_of(code), "code");
  std::vector<uint32_t> buf(16, 0);
  buf[1] = 0x100;  // dword at kBuf + 4
  s.memory.map(kBuf, bytes_of(buf), "buf");
  s.waves.resize(waves);
  for (auto& w : s.waves) {
    w.pc = kCode;
    w.sgpr[4] = uint32_t(kBuf);  // s[4:5] = buffer address
    w.sgpr[126] = w.sgpr[127] = 0xFFFF'FFFF;
  }
  return s;
}

struct Run {
  std::vector<CommitRecord> commits;
  std::vector<WritebackRecord> writebacks;
  ArchState final;
};

Run run(const ArchState& init, unsigned waves, const DutConfig& cfg) {
  Dut dut(init, waves, cfg);
  Run r;
  for (int i = 0; i < 20000 && !dut.done(); ++i) dut.cycle(r.commits, r.writebacks);
  BOOST_REQUIRE_MESSAGE(dut.done(), "DUT did not finish:\n" << dut.wave_status());
  r.final = dut.state();
  return r;
}

const std::vector<uint32_t> kProgram = {
    0xBE800085,              // s_mov_b32 s0, 5
    0x8001C100,              // s_add_u32 s1, s0, -1
    0xC0020182, 0x00000004,  // s_load_dword s6, s[4:5], 0x4
    0xBF8CC07F,              // s_waitcnt lgkmcnt(0)
    0x80070106,              // s_add_u32 s7, s6, s1
    0xC04201C2, 0x00000008,  // s_store_dword s7, s[4:5], 0x8
    0xBE8800FF, 0x12345678,  // s_mov_b32 s8, 0x12345678
    0xBF840001,              // s_cbranch_scc0 1
    0xBE890081,              // s_mov_b32 s9, 1   (skipped)
    0xBF810000,              // s_endpgm
};

void check_write(const CommitRecord& c, unsigned reg, uint32_t value) {
  BOOST_REQUIRE_EQUAL(c.sgpr.size(), 1u);
  BOOST_TEST(c.sgpr[0].reg == reg);
  BOOST_TEST(c.sgpr[0].count == 1);
  BOOST_TEST(c.sgpr[0].data[0] == value);
}

}  // namespace

BOOST_AUTO_TEST_CASE(straight_line_program) {
  DutConfig cfg;
  cfg.seed = 7;
  const Run r = run(make_state(kProgram, 1), 1, cfg);

  BOOST_REQUIRE_EQUAL(r.commits.size(), 9u);
  for (size_t i = 0; i < r.commits.size(); ++i) {
    BOOST_TEST(r.commits[i].order == i);
    BOOST_TEST(r.commits[i].wave == 0u);
    BOOST_TEST(!r.commits[i].illegal);
  }
  const auto& c = r.commits;
  // s_mov_b32 s0, 5
  BOOST_TEST(c[0].pc == kCode);
  BOOST_TEST(c[0].next_pc == kCode + 4);
  BOOST_TEST(c[0].nwords == 1u);
  BOOST_TEST(c[0].words[0] == 0xBE800085u);
  check_write(c[0], 0, 5);
  BOOST_TEST(!c[0].scc.has_value());
  // s_add_u32 s1, s0, -1: 5 + 0xFFFFFFFF = 0x1_00000004 -> 4, carry out
  check_write(c[1], 1, 4);
  BOOST_REQUIRE(c[1].scc.has_value());
  BOOST_TEST(*c[1].scc == true);
  // s_load_dword: no immediate write, result deferred
  BOOST_TEST(c[2].pc == kCode + 8);
  BOOST_TEST(c[2].nwords == 2u);
  BOOST_TEST(c[2].words[1] == 4u);
  BOOST_TEST(c[2].deferred);
  BOOST_TEST(c[2].sgpr.empty());
  BOOST_TEST(!c[2].mem.has_value());
  // s_waitcnt: nothing
  BOOST_TEST(c[3].pc == kCode + 16);
  BOOST_TEST(c[3].sgpr.empty());
  // s_add_u32 s7, s6, s1: 0x100 + 4, no carry
  check_write(c[4], 7, 0x104);
  BOOST_TEST(*c[4].scc == false);
  // s_store_dword s7 -> kBuf + 8
  BOOST_REQUIRE(c[5].mem.has_value());
  BOOST_TEST(int(c[5].mem->kind) == int(MemOpKind::Store));
  BOOST_TEST(c[5].mem->addr == kBuf + 8);
  BOOST_TEST(c[5].mem->count == 1);
  BOOST_TEST(c[5].mem->dw_mask == 1);
  BOOST_TEST(c[5].mem->data[0] == 0x104u);
  BOOST_TEST(!c[5].deferred);
  // s_mov_b32 s8, literal
  BOOST_TEST(c[6].nwords == 2u);
  check_write(c[6], 8, 0x12345678);
  // s_cbranch_scc0 1 with SCC = 0: taken, target = pc + 4 + 4
  BOOST_TEST(c[7].pc == kCode + 0x28);
  BOOST_TEST(c[7].next_pc == kCode + 0x30);
  // s_endpgm
  BOOST_TEST(c[8].pc == kCode + 0x30);
  BOOST_TEST(c[8].endpgm);

  BOOST_REQUIRE_EQUAL(r.writebacks.size(), 1u);
  BOOST_TEST(r.writebacks[0].order == 2u);
  BOOST_TEST(r.writebacks[0].sgpr.reg == 6);
  BOOST_TEST(r.writebacks[0].sgpr.count == 1);
  BOOST_TEST(r.writebacks[0].sgpr.data[0] == 0x100u);

  const WaveState& w = r.final.waves.at(0);
  BOOST_TEST(w.ended);
  BOOST_TEST(w.sgpr[0] == 5u);
  BOOST_TEST(w.sgpr[1] == 4u);
  BOOST_TEST(w.sgpr[6] == 0x100u);
  BOOST_TEST(w.sgpr[7] == 0x104u);
  BOOST_TEST(w.sgpr[8] == 0x12345678u);
  BOOST_TEST(w.sgpr[9] == 0u);
  BOOST_TEST(w.scc == false);
  BOOST_TEST(w.pc == kCode + 0x34);
  BOOST_TEST(r.final.memory.read32(kBuf + 8) == 0x104u);
}

// Every seed and reply order gives the same architectural result.
BOOST_AUTO_TEST_CASE(two_waves_any_latency) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    DutConfig cfg;
    cfg.seed = seed;
    cfg.max_latency = unsigned(1 + 3 * seed);
    cfg.reorder = (seed % 2) == 0;
    const Run r = run(make_state(kProgram, 2), 2, cfg);
    BOOST_TEST(r.commits.size() == 18u);
    for (size_t i = 0; i < r.commits.size(); ++i) BOOST_TEST(r.commits[i].order == i);
    BOOST_TEST(r.writebacks.size() == 2u);
    for (const WaveState& w : r.final.waves) {
      BOOST_TEST(w.ended);
      BOOST_TEST(w.sgpr[7] == 0x104u);
      BOOST_TEST(w.sgpr[8] == 0x12345678u);
    }
  }
}

BOOST_AUTO_TEST_CASE(unsupported_instruction_ends_wave) {
  const std::vector<uint32_t> code = {
      0xBE800085,  // s_mov_b32 s0, 5
      0xBF920002,  // s_trap 2 (F_UNSUP)
      0xBE800081,  // s_mov_b32 s0, 1  (never reached)
  };
  const Run r = run(make_state(code, 1), 1, DutConfig{});
  BOOST_REQUIRE_EQUAL(r.commits.size(), 2u);
  BOOST_TEST(r.commits[1].illegal);
  BOOST_TEST(r.commits[1].pc == kCode + 4);
  BOOST_TEST(r.commits[1].next_pc == kCode + 4);
  BOOST_TEST(r.commits[1].sgpr.empty());
  BOOST_TEST(r.final.waves[0].ended);
  BOOST_TEST(r.final.waves[0].sgpr[0] == 5u);
}

BOOST_AUTO_TEST_CASE(fetch_fault_ends_wave) {
  const std::vector<uint32_t> code = {
      0xBF820003,  // s_branch 3: to kCode + 16, past the mapped code
      0xBF810000,  // s_endpgm
  };
  const Run r = run(make_state(code, 1), 1, DutConfig{});
  BOOST_REQUIRE_EQUAL(r.commits.size(), 2u);
  BOOST_TEST(r.commits[0].next_pc == kCode + 16);
  BOOST_TEST(r.commits[1].illegal);
  BOOST_TEST(r.commits[1].pc == kCode + 16);
  BOOST_TEST(r.final.waves[0].ended);
}

// --trace: an FST waveform is written.
BOOST_AUTO_TEST_CASE(fst_trace_written) {
  const std::string path = std::string(GCN_BINARY_DIR) + "/test_dut_smoke_trace.fst";
  std::remove(path.c_str());
  DutConfig cfg;
  cfg.trace_path = path;
  run(make_state(kProgram, 1), 1, cfg);
  std::FILE* f = std::fopen(path.c_str(), "rb");
  BOOST_REQUIRE_MESSAGE(f != nullptr, "no trace file at " << path);
  std::fseek(f, 0, SEEK_END);
  const long size = std::ftell(f);
  std::fclose(f);
  BOOST_TEST(size > 1000);
}
