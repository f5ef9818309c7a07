// The golden model on its own: every directed program in kernels/directed must
// reach the final state its "expect" lines (worked by hand from the Vega ISA)
// describe, and a set of tricky instructions is checked record field by
// record field. Instruction words in the single-instruction tests come from
// llvm-mc-16 -arch=amdgcn -mcpu=gfx900 -show-encoding (the comment above each).
#define BOOST_TEST_MODULE golden_directed
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>

#include "golden_model.h"
#include "program.h"

namespace fs = std::filesystem;
using namespace gcn;

namespace {

// What S_MEMTIME / S_MEMREALTIME "return" in these golden-only runs.
constexpr uint32_t kForwardedLo = 0x7e57da7a, kForwardedHi = 0x00c0ffee;

struct Outcome {
  ArchState state;
  std::vector<std::string> errors;  // illegal steps and watchdog
};

// Steps every unfinished wave of `model` round-robin until all have ended;
// false after `max_steps` steps in all.
bool run_waves(GoldenModel& model, unsigned waves, uint64_t& order, uint64_t max_steps, Outcome& out) {
  bool any = true;
  while (any) {
    any = false;
    for (unsigned w = 0; w < waves; ++w) {
      if (model.wave_ended(w)) continue;
      any = true;
      if (order >= max_steps) {
        out.errors.push_back(fmt::format("watchdog: {} steps without every wave ending", order));
        return false;
      }
      RefStep s = model.step(w, order++);
      if (s.commit.illegal) out.errors.push_back(fmt::format("wave {}: {}", w, s.error));
      if (s.writeback && s.writeback->forwarded) {
        WritebackRecord wb{s.writeback->order, s.writeback->wave, s.writeback->sgpr, std::nullopt};
        for (unsigned i = 0; i < wb.sgpr.count; ++i) wb.sgpr.data[i] = (i & 1) ? kForwardedHi : kForwardedLo;
        model.forward(wb);
      }
    }
  }
  return true;
}

// Runs the program's waves round-robin until all have ended. Several
// workgroups (;; cosim: workgroups) run one after another, each in slots
// 0.. with the LDS window [0, lds): a dispatch order the hardware may choose,
// and the final state is taken per dispatch wave as each workgroup ends.
Outcome run_golden(const Program& p, uint64_t max_steps = 200'000) {
  Outcome out;
  uint64_t order = 0;
  const ArchState init = initial_state(p);
  if (p.workgroups.empty()) {
    GoldenModel model(init, p.num_waves);
    run_waves(model, p.num_waves, order, max_steps, out);
    out.state = model.state();
    return out;
  }
  const unsigned slots = *std::max_element(p.workgroups.begin(), p.workgroups.end());
  GoldenModel model(init, WaveSlots{slots}, p.lds_bytes);
  std::vector<WaveState> waves;
  unsigned first = 0;
  for (unsigned n : p.workgroups) {
    for (unsigned w = 0; w < n; ++w) model.launch(w, init.waves.at(first + w), 0, 0, p.lds_bytes);
    const bool ended = run_waves(model, n, order, max_steps, out);
    for (unsigned w = 0; w < n; ++w) waves.push_back(model.wave(w));
    first += n;
    if (!ended) break;
  }
  out.state = model.state();
  out.state.waves = waves;
  return out;
}

std::vector<fs::path> directed_files() {
  std::vector<fs::path> files;
  std::error_code ec;  // a missing directory yields no files (and a failed count test)
  for (const auto& e : fs::directory_iterator(fs::path(GCN_SOURCE_DIR) / "kernels" / "directed", ec))
    if (e.path().extension() == ".s") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

BOOST_AUTO_TEST_CASE(directed_directory_is_populated) {
  BOOST_TEST(directed_files().size() >= 15u);
}

namespace {

// One test case per program file, named after it (directed_<stem>), so a
// failure names the program and ctest output stays readable.
void check_directed(const fs::path& file) {
  const std::string name = file.filename().string();
  Program p = load_program(file.string());
  BOOST_TEST_REQUIRE(!p.expects.empty(), name << " has no expect lines");
  const Outcome r = run_golden(p);
  for (const auto& e : r.errors) BOOST_ERROR(name << ": " << e);
  for (const Expectation& e : p.expects) {
    const std::string where = fmt::format("{}:{}", name, e.line);
    uint32_t actual = 0;
    std::string what;
    switch (e.kind) {
      case Expectation::Reg:
        BOOST_TEST_REQUIRE(e.wave < r.state.waves.size(), where);
        actual = r.state.waves[e.wave].sgpr[e.reg];
        what = fmt::format("wave {} {}", e.wave, reg_name(e.reg));
        break;
      case Expectation::Scc:
        BOOST_TEST_REQUIRE(e.wave < r.state.waves.size(), where);
        actual = r.state.waves[e.wave].scc ? 1 : 0;
        what = fmt::format("wave {} scc", e.wave);
        break;
      case Expectation::Vgpr:
        BOOST_TEST_REQUIRE(e.wave < r.state.waves.size(), where);
        BOOST_TEST_REQUIRE(e.reg < r.state.waves[e.wave].vgpr.size(), where);
        actual = r.state.waves[e.wave].vgpr[e.reg][e.lane];
        what = fmt::format("wave {} v{} lane {}", e.wave, e.reg, e.lane);
        break;
      case Expectation::Mem:
        actual = r.state.memory.read32(e.addr);
        what = fmt::format("mem[{:#x}]", e.addr);
        break;
    }
    if (actual != e.value)
      BOOST_ERROR(fmt::format("{}: expected {} = {:#010x}, got {:#010x}", where, what, e.value, actual));
  }
  for (const auto& f : r.state.memory.faults()) BOOST_ERROR(name << ": memory fault: " << f);
}

struct RegisterDirected {
  RegisterDirected() {
    for (const fs::path& f : directed_files())
      boost::unit_test::framework::master_test_suite().add(boost::unit_test::make_test_case(
          [f] { check_directed(f); }, "directed_" + f.stem().string(), __FILE__, __LINE__));
  }
};
const RegisterDirected register_directed;

}  // namespace

// ---- single instructions -------------------------------------------------

namespace {

constexpr uint64_t kPc = 0x1'0000'1000ull;

struct One {
  ArchState st;
  One() {
    st.waves.resize(1);
    st.waves[0].pc = kPc;
    st.waves[0].sgpr[126] = st.waves[0].sgpr[127] = 0xFFFF'FFFFu;
  }
  WaveState& w() { return st.waves[0]; }
  void data(uint64_t base, std::vector<uint32_t> dwords) {
    std::vector<uint8_t> bytes;
    for (uint32_t d : dwords)
      for (int i = 0; i < 4; ++i) bytes.push_back(uint8_t(d >> (8 * i)));
    st.memory.map(base, std::move(bytes), "data");
  }
  // Maps `words` at kPc and executes the first instruction.
  RefStep run(std::vector<uint32_t> words) {
    std::vector<uint8_t> bytes;
    for (uint32_t d : words)
      for (int i = 0; i < 4; ++i) bytes.push_back(uint8_t(d >> (8 * i)));
    st.memory.map(kPc, std::move(bytes), "code");
    model = std::make_unique<GoldenModel>(st, 1);
    return model->step(0, 7);
  }
  std::unique_ptr<GoldenModel> model;
};

SgprWrite wr(uint8_t reg, std::vector<uint32_t> data) {
  SgprWrite w;
  w.reg = reg;
  w.count = uint8_t(data.size());
  std::copy(data.begin(), data.end(), w.data.begin());
  return w;
}

}  // namespace

BOOST_AUTO_TEST_CASE(add_u32_carry_record) {
  One t;
  t.w().sgpr[0] = 0xFFFF'FFFFu;
  t.w().sgpr[1] = 1;
  const RefStep s = t.run({0x80020100});  // s_add_u32 s2, s0, s1
  BOOST_TEST(!s.commit.illegal);
  BOOST_TEST(s.commit.order == 7u);
  BOOST_TEST(s.commit.pc == kPc);
  BOOST_TEST(s.commit.next_pc == kPc + 4);
  BOOST_TEST(s.commit.nwords == 1u);
  BOOST_TEST(s.commit.words[0] == 0x80020100u);
  BOOST_TEST_REQUIRE(s.commit.sgpr.size() == 1u);
  BOOST_TEST((s.commit.sgpr[0] == wr(2, {0})));
  BOOST_TEST((s.commit.scc == std::optional<bool>(true)));
  BOOST_TEST(!s.commit.mem.has_value());
  BOOST_TEST(!s.commit.deferred);
  BOOST_TEST(t.model->state().waves[0].pc == kPc + 4);
}

BOOST_AUTO_TEST_CASE(saveexec_writes_destination_then_exec) {
  One t;
  t.w().sgpr[0] = 0x0000'00F0u;
  t.w().sgpr[1] = 0x1;
  t.w().sgpr[126] = 0x0000'00FFu;
  t.w().sgpr[127] = 0;
  const RefStep s = t.run({0xBE822000});  // s_and_saveexec_b64 s[2:3], s[0:1]
  BOOST_TEST_REQUIRE(s.commit.sgpr.size() == 2u);
  BOOST_TEST((s.commit.sgpr[0] == wr(2, {0xFF, 0})));       // old EXEC
  BOOST_TEST((s.commit.sgpr[1] == wr(126, {0xF0, 0})));     // 0x1_000000f0 & 0xff
  BOOST_TEST((s.commit.scc == std::optional<bool>(true)));
  BOOST_TEST(t.model->state().waves[0].exec() == 0xF0u);
}

BOOST_AUTO_TEST_CASE(movreld_out_of_range_writes_nothing) {
  One t;
  t.w().sgpr[0] = 0x1234;
  t.w().sgpr[124] = 100;                  // m0: s2 + 100 = 102 is past s101
  const RefStep s = t.run({0xBE822C00});  // s_movreld_b32 s2, s0
  BOOST_TEST(!s.commit.illegal);
  BOOST_TEST(s.commit.sgpr.empty());
  BOOST_TEST(!s.commit.scc.has_value());
  BOOST_TEST(t.model->state().waves[0].sgpr[102] == 0u);
}

BOOST_AUTO_TEST_CASE(movrels_b64_reads_relative_pair) {
  One t;
  t.w().sgpr[124] = 2;                    // s[4:5] + 2 = s[6:7]
  t.w().sgpr[6] = 0x66;
  t.w().sgpr[7] = 0x77;
  const RefStep s = t.run({0xBE822B04});  // s_movrels_b64 s[2:3], s[4:5]
  BOOST_TEST_REQUIRE(s.commit.sgpr.size() == 1u);
  BOOST_TEST((s.commit.sgpr[0] == wr(2, {0x66, 0x77})));
}

BOOST_AUTO_TEST_CASE(backward_branch_target) {
  One t;
  t.w().scc = true;
  const RefStep s = t.run({0xBF85FFFE});  // s_cbranch_scc1 -2: PC + 4 - 8
  BOOST_TEST(s.commit.next_pc == kPc - 4);
  BOOST_TEST(s.commit.sgpr.empty());
  BOOST_TEST(!s.commit.scc.has_value());
}

BOOST_AUTO_TEST_CASE(call_saves_return_address) {
  One t;
  const RefStep s = t.run({0xBA840003});  // s_call_b64 s[4:5], 3
  BOOST_TEST_REQUIRE(s.commit.sgpr.size() == 1u);
  BOOST_TEST((s.commit.sgpr[0] == wr(4, {uint32_t(kPc + 4), uint32_t((kPc + 4) >> 32)})));
  BOOST_TEST(s.commit.next_pc == kPc + 4 + 12);
}

BOOST_AUTO_TEST_CASE(setpc_clears_low_bits) {
  One t;
  t.w().sgpr[0] = 0x2003;
  t.w().sgpr[1] = 0x1;
  const RefStep s = t.run({0xBE801D00});  // s_setpc_b64 s[0:1]
  BOOST_TEST(s.commit.next_pc == 0x1'0000'2000ull);
  BOOST_TEST(s.commit.sgpr.empty());
}

BOOST_AUTO_TEST_CASE(swappc_same_pair_reads_before_writing) {
  One t;
  t.w().sgpr[0] = 0x3000;
  t.w().sgpr[1] = 0x1;
  const RefStep s = t.run({0xBE801E00});  // s_swappc_b64 s[0:1], s[0:1]
  BOOST_TEST(s.commit.next_pc == 0x1'0000'3000ull);
  BOOST_TEST_REQUIRE(s.commit.sgpr.size() == 1u);
  BOOST_TEST((s.commit.sgpr[0] == wr(0, {uint32_t(kPc + 4), uint32_t((kPc + 4) >> 32)})));
}

BOOST_AUTO_TEST_CASE(literal_sign_extension_rule) {
  One t;  // s_ashr_i64 s[2:3], 0xfffffff0, 0: F_LIT64_SEXT -> 0xffffffff_fffffff0
  RefStep s = t.run({0x908280FF, 0xFFFFFFF0});
  BOOST_TEST(s.commit.nwords == 2u);
  BOOST_TEST(s.commit.words[1] == 0xFFFFFFF0u);
  BOOST_TEST(s.commit.next_pc == kPc + 8);
  BOOST_TEST_REQUIRE(s.commit.sgpr.size() == 1u);
  BOOST_TEST((s.commit.sgpr[0] == wr(2, {0xFFFFFFF0, 0xFFFFFFFF})));
  One u;  // s_mov_b64 s[2:3], 0xfffffff0: zero-extended
  s = u.run({0xBE8201FF, 0xFFFFFFF0});
  BOOST_TEST_REQUIRE(s.commit.sgpr.size() == 1u);
  BOOST_TEST((s.commit.sgpr[0] == wr(2, {0xFFFFFFF0, 0})));
}

BOOST_AUTO_TEST_CASE(addk_overflow) {
  One t;
  t.w().sgpr[0] = 0x8000'0000u;           // + signext(0x8000) = -32768 overflows
  const RefStep s = t.run({0xB7008000});  // s_addk_i32 s0, 0x8000
  BOOST_TEST_REQUIRE(s.commit.sgpr.size() == 1u);
  BOOST_TEST((s.commit.sgpr[0] == wr(0, {0x7FFF8000})));
  BOOST_TEST((s.commit.scc == std::optional<bool>(true)));
}

BOOST_AUTO_TEST_CASE(load_is_deferred) {
  One t;
  t.data(0x10000, {1, 2, 3, 4, 5});
  t.w().sgpr[0] = 0x10000;
  const RefStep s = t.run({0xC0060100, 0x00000008});  // s_load_dwordx2 s[4:5], s[0:1], 0x8
  BOOST_TEST(s.commit.deferred);
  BOOST_TEST(s.commit.nwords == 2u);
  BOOST_TEST(s.commit.sgpr.empty());
  BOOST_TEST(!s.commit.mem.has_value());
  BOOST_TEST_REQUIRE(s.writeback.has_value());
  BOOST_TEST(s.writeback->order == 7u);
  BOOST_TEST(!s.writeback->forwarded);
  BOOST_TEST((s.writeback->sgpr == wr(4, {3, 4})));
}

BOOST_AUTO_TEST_CASE(atomic_with_glc_returns_pre_op_value) {
  One t;
  t.data(0x10000, {0, 40});
  t.w().sgpr[0] = 0x10000;
  t.w().sgpr[4] = 2;
  const RefStep s = t.run({0xC20B0100, 0x00000004});  // s_atomic_add s4, s[0:1], 0x4 glc
  BOOST_TEST_REQUIRE(s.commit.mem.has_value());
  const MemWrite& m = *s.commit.mem;
  BOOST_TEST((m.kind == MemOpKind::AtomicAdd));
  BOOST_TEST(m.addr == 0x10004u);
  BOOST_TEST(m.count == 1u);
  BOOST_TEST(m.dw_mask == 1u);
  BOOST_TEST(!m.is64);
  BOOST_TEST(m.returns);
  BOOST_TEST(m.data[0] == 2u);
  BOOST_TEST(s.commit.deferred);
  BOOST_TEST_REQUIRE(s.writeback.has_value());
  BOOST_TEST((s.writeback->sgpr == wr(4, {40})));
  BOOST_TEST(t.model->state().memory.read32(0x10004) == 42u);
}

BOOST_AUTO_TEST_CASE(buffer_store_partly_out_of_range) {
  One t;
  t.data(0x20000, {0, 0, 0, 0, 0, 0});
  t.w().sgpr[8] = 0x20000;
  t.w().sgpr[9] = 0x0004'0000;            // stride 4
  t.w().sgpr[10] = 0x10;                  // num_records 16 bytes
  t.w().sgpr[4] = 0xAA;
  t.w().sgpr[5] = 0xBB;
  const RefStep s = t.run({0xC0660104, 0x0000000C});  // s_buffer_store_dwordx2 s[4:5], s[8:11], 0xc
  BOOST_TEST_REQUIRE(s.commit.mem.has_value());
  BOOST_TEST(s.commit.mem->addr == 0x2000Cu);
  BOOST_TEST(s.commit.mem->count == 2u);
  BOOST_TEST(s.commit.mem->dw_mask == 1u);  // 0xc < 16, 0x10 is not
  BOOST_TEST(!s.commit.deferred);
  BOOST_TEST(t.model->state().memory.read32(0x2000C) == 0xAAu);
  BOOST_TEST(t.model->state().memory.read32(0x20010) == 0u);
}

BOOST_AUTO_TEST_CASE(memtime_is_forwarded) {
  One t;
  const RefStep s = t.run({0xC0900180, 0x00000000});  // s_memtime s[6:7]
  BOOST_TEST(s.commit.deferred);
  BOOST_TEST_REQUIRE(s.writeback.has_value());
  BOOST_TEST(s.writeback->forwarded);
  BOOST_TEST(s.writeback->sgpr.reg == 6u);
  BOOST_TEST(s.writeback->sgpr.count == 2u);
  WritebackRecord wb{7, 0, wr(6, {0x11, 0x22}), std::nullopt};
  t.model->forward(wb);
  BOOST_TEST(t.model->state().waves[0].sgpr[6] == 0x11u);
  BOOST_TEST(t.model->state().waves[0].sgpr[7] == 0x22u);
}

BOOST_AUTO_TEST_CASE(endpgm_ends_the_wave) {
  One t;
  const RefStep s = t.run({0xBF810000});  // s_endpgm
  BOOST_TEST(s.commit.endpgm);
  BOOST_TEST(!s.commit.illegal);
  BOOST_TEST(t.model->wave_ended(0));
}

BOOST_AUTO_TEST_CASE(unsupported_instruction_is_illegal_and_named) {
  One t;
  t.w().sgpr[5] = 0x55;
  const RefStep s = t.run({0xBF920002});  // s_trap 2
  BOOST_TEST(s.commit.illegal);
  BOOST_TEST(!s.commit.endpgm);
  BOOST_TEST(s.commit.sgpr.empty());
  BOOST_TEST(s.error == "unsupported instruction s_trap at pc 0x100001000");
  BOOST_TEST(t.model->wave_ended(0));
  BOOST_TEST(t.model->state().waves[0].sgpr[5] == 0x55u);
}

// The aperture operands (docs/design.md, "Vector memory"): a 64-bit read is
// the aperture's first or last byte address (shared at 1 << 48, private at
// 2 << 48, 4 GiB each), a 32-bit read its upper dword.
// src_pops_exiting_wave_id stays rejected by name. Encodings from llvm-mc-16.
BOOST_AUTO_TEST_CASE(aperture_operands_return_the_aperture_addresses) {
  One t;
  RefStep s = t.run({0xBE8000EB});  // s_mov_b32 s0, src_shared_base
  BOOST_TEST(!s.commit.illegal, s.error);
  BOOST_TEST((s.commit.sgpr.at(0) == wr(0, {0x00010000})));
  One u;
  s = u.run({0xBE8001EE});  // s_mov_b64 s[0:1], src_private_limit
  BOOST_TEST(!s.commit.illegal, s.error);
  BOOST_TEST((s.commit.sgpr.at(0) == wr(0, {0xFFFFFFFF, 0x00020000})));
  One v;
  s = v.run({0xBE8000EF});  // s_mov_b32 s0, src_pops_exiting_wave_id
  BOOST_TEST(s.commit.illegal);
  BOOST_TEST(s.error.find("src_pops_exiting_wave_id") != std::string::npos, s.error);
  BOOST_TEST(s.commit.sgpr.empty());
}

// src_lds_direct (operand code 254) and null (125) decode, as llvm-mc
// decodes them, but are not executed: the step is illegal, names the operand
// and writes nothing. Encodings from llvm-mc-16 -show-encoding (null, which
// its assembler rejects on GFX9, from --disassemble).
BOOST_AUTO_TEST_CASE(lds_direct_and_null_operands_are_illegal_and_named) {
  struct Case {
    std::vector<uint32_t> words;
    const char* text;
    const char* error;
  };
  const Case cases[] = {
      {{0x7E0002FE}, "v_mov_b32_e32 v0, src_lds_direct", "unsupported operand src_lds_direct"},
      {{0xD1010000, 0x000202FE}, "v_add_f32_e64 v0, src_lds_direct, v1", "unsupported operand src_lds_direct"},
      {{0xBE80007D}, "s_mov_b32 s0, null", "invalid scalar source operand 125 (null)"},
      {{0xD1010000, 0x0000FA01}, "v_add_f32_e64 v0, s1, null", "invalid scalar source operand 125 (null)"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.text) {
      One t;
      const RefStep s = t.run(c.words);
      BOOST_TEST(s.commit.illegal);
      BOOST_TEST(s.error.find(c.error) != std::string::npos, s.error);
      BOOST_TEST(s.commit.nwords == c.words.size());
      BOOST_TEST(s.commit.sgpr.empty());
      BOOST_TEST(s.commit.vgpr.empty());
    }
  }
}

// OPSEL bits on a VOP3A row without op_sel are ignored, as llvm-mc-16
// --disassemble ignores them ([0x00,0x08,0x34,0xd1,0x85,0x0e,0x01,0x00] prints
// "v_add_u32_e64 v0, 5, 7") and the RTL does: 5 + 7 = 12 in every lane.
BOOST_AUTO_TEST_CASE(opsel_bits_of_a_32_bit_row_are_ignored) {
  One t;
  t.w().vgpr.resize(1);
  const RefStep s = t.run({0xD1340800u, 0x00010E85u});
  BOOST_TEST(!s.commit.illegal, s.error);
  BOOST_REQUIRE_EQUAL(s.commit.vgpr.size(), 1u);
  BOOST_TEST(s.commit.vgpr[0].data[0][0] == 12u);
  BOOST_TEST(s.commit.vgpr[0].data[0][63] == 12u);
}

BOOST_AUTO_TEST_CASE(fetch_fault_is_illegal) {
  One t;
  t.w().pc = 0x5000;  // nothing mapped there
  const RefStep s = t.run({0xBF810000});
  BOOST_TEST(s.commit.illegal);
  BOOST_TEST(s.error.find("fetch") != std::string::npos, s.error);
  BOOST_TEST(t.model->wave_ended(0));
}

BOOST_AUTO_TEST_CASE(decode_error_is_illegal) {
  One t;
  const RefStep s = t.run({0xBE802F00});  // SOP1 opcode 47: no such instruction
  BOOST_TEST(s.commit.illegal);
  BOOST_TEST(s.error.find("decode error at pc 0x100001000") == 0u, s.error);
  BOOST_TEST(s.commit.nwords == 1u);
  BOOST_TEST(s.commit.words[0] == 0xBE802F00u);
  BOOST_TEST(t.model->wave_ended(0));
}

BOOST_AUTO_TEST_CASE(truncated_literal_is_illegal) {
  One t;  // s_mov_b32 s0, <literal> with the literal dword not mapped
  const RefStep s = t.run({0xBE8000FF});
  BOOST_TEST(s.commit.illegal);
  BOOST_TEST(!s.error.empty());
}

BOOST_AUTO_TEST_CASE(step_after_end_is_reported_not_executed) {
  One t;
  t.run({0xBF810000, 0xBE800081});  // s_endpgm; s_mov_b32 s0, 1
  const RefStep s = t.model->step(0, 8);
  BOOST_TEST(s.commit.illegal);
  BOOST_TEST(!s.error.empty());
  BOOST_TEST(t.model->state().waves[0].sgpr[0] == 0u);
}
