// Vector ALU rows outside the executed set (F_UNSUP: F16, F64, packed math and
// the rows whose readings are not settled), the vector memory rows not executed (F_UNSUP:
// encoded, not executed yet) and vector words that do not decode:
// the golden model and the Verilated RTL must both retire them as illegal with
// identical commit records (instruction length and dwords included), so the
// lockstep checker reports the program's fault by name rather than a mismatch.
// Encodings from llvm-mc-16 -arch=amdgcn -mcpu=gfx900 -show-encoding; the
// lengths are worked from the Vega ISA formats (VOP3 two dwords, VOP1/VOP2/VOPC
// one plus a literal) and the decoder convention that an undecodable
// instruction retires as one dword.
#define BOOST_TEST_MODULE test_vector_reject
#include <boost/test/included/unit_test.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "checker.h"
#include "dut.h"
#include "golden_model.h"

using namespace gcn;

namespace {

constexpr uint64_t kCode = 0x1000;
constexpr uint32_t kMovS0 = 0xBE800085;  // s_mov_b32 s0, 5
constexpr uint32_t kEndpgm = 0xBF810000;

struct Case {
  const char* what;
  std::vector<uint32_t> insn;  // the vector instruction's dwords
  unsigned nwords;             // length both sides must record
  const char* named;           // text the run's summary must contain
  bool at_end = false;         // nothing mapped after the instruction
};

const Case kCases[] = {
    // v_div_scale_f64 v[0:1], s[0:1], v[1:2], v[2:3], v[3:4] (VOP3B)
    {"vop3b", {0xD1E10000u, 0x040E0501u}, 2, "unsupported instruction v_div_scale_f64"},
    // v_cvt_f64_i32_e32 v[0:1], 0x12345678 (VOP1 + literal)
    {"vop1 literal", {0x7E0008FFu, 0x12345678u}, 2, "unsupported instruction v_cvt_f64_i32_e32"},
    // v_add_f16_e32 v0, v1, v2 (VOP2)
    {"vop2", {0x3E000501u}, 1, "unsupported instruction v_add_f16_e32"},
    // v_add_f16_e64 v0, s0, v1 (VOP3 form of a VOP2 row)
    {"vop2 e64", {0xD11F0000u, 0x00020200u}, 2, "unsupported instruction v_add_f16_e64"},
    // v_cmp_eq_u16_e32 vcc, v1, v2 (VOPC)
    {"vopc", {0x7D540501u}, 1, "unsupported instruction v_cmp_eq_u16_e32"},
    // v_madmk_f16 v0, v1, 0x4900, v2 (VOP2, always a literal)
    {"madmk", {0x48000501u, 0x00004900u}, 2, "unsupported instruction v_madmk_f16"},
    // v_mad_f16 v0, v1, v2, v3 (VOP3A)
    {"vop3a", {0xD2030000u, 0x040E0501u}, 2, "unsupported instruction v_mad_f16"},
    // v_pk_add_f16 v0, v1, v2 (VOP3P)
    {"vop3p", {0xD38F4000u, 0x18020501u}, 2, "unsupported instruction v_pk_add_f16"},
    // v_add_f32_sdwa / v_add_f32_dpp: rejected at decode, by name.
    {"sdwa", {0x020400F9u, 0x06061501u}, 1, "unsupported SDWA encoding of v_add_f32"},
    {"dpp", {0x020400FAu, 0xFF010101u}, 1, "unsupported DPP encoding of v_add_f32"},
    // VOP3 v_add_f32 with SRC0 = 255: GFX9 VOP3 has no literal.
    {"vop3 literal", {0xD1010000u, 0x000204FFu}, 1, "literal constant in a VOP3 encoding"},
    // VOP3 opcode 0x140 + 81 = v_swap_b32, which has no VOP3 form.
    {"no vop3 form", {0xD1910000u, 0x00000101u}, 1, "v_swap_b32 has no VOP3 encoding"},
    // Words llvm-mc's decoder calls invalid: v_max_u32_e64 with a NEG bit (an
    // integer op takes no modifiers) or with its unused SRC2 field set.
    // (v_add_co_u32_e64 with an odd SDST llvm-mc decodes; ours still rejects it.)
    {"neg on integer op", {0xD10F008Au, 0x200205A1u}, 1, "modifier bits v_max_u32 does not take"},
    {"unused src2", {0xD10F008Au, 0x000E05A1u}, 1, "v_max_u32 does not use SRC2"},
    {"odd sdst", {0xD1196B00u, 0x00020501u}, 1, "invalid scalar destination 107 of v_add_co_u32"},
    // src_lds_direct and null decode (as llvm-mc decodes them) but are not
    // executed: illegal on both sides, with the instruction's full length.
    {"lds_direct vop1", {0x7E0002FEu}, 1, "unsupported operand src_lds_direct"},
    {"lds_direct vop3", {0xD1010000u, 0x000202FEu}, 2, "unsupported operand src_lds_direct"},
    {"null vop3", {0xD1010000u, 0x0000FA01u}, 2, "invalid scalar source operand 125 (null)"},
    // The lds forms of executed vector memory rows, two dwords each:
    // global_load_dword v[2:3], off lds and scratch_load_dword v2, off lds.
    {"global lds", {0xDC50A000u, 0x007F0002u}, 2, "lds (data moved between memory and LDS) is not modelled"},
    {"scratch lds", {0xDC506000u, 0x007F0002u}, 2, "lds (data moved between memory and LDS) is not modelled"},
    // FLAT-encoding words llvm-mc-16 calls invalid: SEG = 3, a FLAT SADDR,
    // lds on global_load_dwordx2, a GLOBAL SADDR of m0, a VGPR range past v255.
    {"flat seg 3", {0xDC50C000u, 0x017F0002u}, 1, "SEG = 3"},
    {"flat saddr", {0xDC500004u, 0x01050002u}, 1, "flat_load_dword has SADDR 0x5 set"},
    {"global lds x2", {0xDC54A000u, 0x057F0302u}, 1, "global_load_dwordx2 has no lds form"},
    {"global saddr m0", {0xDC508000u, 0x057C0002u}, 1, "SADDR 0x7c is no 64-bit scalar base"},
    // Buffer rows outside the executed untyped loads, stores and atomics (F_UNSUP), two dwords:
    // buffer_load_format_x v1, off, s[4:7], s1;
    // tbuffer_store_format_d16_xyzw v[1:2], v[2:3], s[4:7], s1
    //   format:[BUF_NUM_FORMAT_UINT] idxen offen;
    // buffer_load_format_d16_x v1, off, s[4:7], s1; buffer_wbinvl1;
    // buffer_store_lds_dword s[4:7], s1 offset:4 lds glc slc.
    {"mubuf format load", {0xE0000000u, 0x01010100u}, 2, "unsupported instruction buffer_load_format_x"},
    {"mtbuf store", {0xEA0FB000u, 0x01010102u}, 2, "unsupported instruction tbuffer_store_format_d16_xyzw"},
    {"mubuf d16 format load", {0xE0200000u, 0x01010100u}, 2, "unsupported instruction buffer_load_format_d16_x"},
    {"mubuf wbinvl1", {0xE0F80000u, 0x00000000u}, 2, "unsupported instruction buffer_wbinvl1"},
    {"mubuf store lds", {0xE0F74004u, 0x01010000u}, 2, "unsupported instruction buffer_store_lds_dword"},
    // Buffer words llvm-mc-16 calls invalid: an SRSRC of m0 (field 31), lds
    // with tfe, buffer_store_lds_dword without lds, buffer_wbinvl1 with glc,
    // a VDATA past v255, a SOFFSET of src_lds_direct.
    {"mubuf srsrc m0", {0xE0500000u, 0x011F0100u}, 1, "SRSRC field 31 names no four SGPRs"},
    {"mubuf lds tfe", {0xE0510000u, 0x01810102u}, 1, "the lds form takes no TFE"},
    {"mubuf store lds no lds", {0xE0F40000u, 0x01010102u}, 1, "needs the LDS bit"},
    {"mubuf wbinvl1 glc", {0xE0F84000u, 0x00000000u}, 1, "takes no GLC"},
    {"mubuf vdata past v255", {0xE0540000u, 0x0101FF02u}, 1, "runs past v255"},
    {"mubuf soffset lds_direct", {0xE0500000u, 0xFE010102u}, 1, "invalid SOFFSET code 254"},
    // global_load_dwordx2 with VDST v[255:256] (llvm-mc: invalid).
    {"vdst past v255", {0xDC548000u, 0xFF040002u}, 1, "VDST v255 of 2 dwords runs past v255"},
    // A VOP3 first dword with nothing mapped after it: fetch fault / truncation.
    {"truncated", {0xD1010000u}, 1, "truncated instruction", true},
};

std::vector<uint8_t> bytes_of(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> b;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) b.push_back(uint8_t(w >> (8 * i)));
  return b;
}

}  // namespace

BOOST_AUTO_TEST_CASE(vector_rows_rejected_in_lockstep) {
  for (const Case& k : kCases) {
    BOOST_TEST_CONTEXT(k.what) {
      std::vector<uint32_t> code = {kMovS0};
      code.insert(code.end(), k.insn.begin(), k.insn.end());
      if (!k.at_end) code.push_back(kEndpgm);
      ArchState init;
      init.memory.map(kCode, bytes_of(code), "code");
      init.waves.resize(1);
      init.waves[0].pc = kCode;
      init.waves[0].sgpr[126] = init.waves[0].sgpr[127] = 0xFFFF'FFFF;

      GoldenModel golden(init, 1);
      CheckerConfig cfg;
      Checker chk(golden, cfg);
      Dut dut(init, 1, DutConfig{});
      std::vector<CommitRecord> commits, all;
      std::vector<WritebackRecord> wbs;
      for (int i = 0; i < 20000 && !dut.done(); ++i) {
        commits.clear();
        dut.cycle(commits, wbs);
        for (const auto& c : commits) {
          all.push_back(c);
          chk.on_commit(c);
        }
      }
      BOOST_REQUIRE(dut.done());
      BOOST_REQUIRE_EQUAL(all.size(), 2u);
      const CommitRecord& c = all[1];
      BOOST_TEST(c.illegal);
      BOOST_TEST(c.pc == kCode + 4);
      BOOST_TEST(c.next_pc == kCode + 4);
      BOOST_TEST(c.nwords == k.nwords);
      for (unsigned i = 0; i < k.nwords; ++i) BOOST_TEST(c.words[i] == k.insn[i]);
      // Identical records on both sides: an error naming the instruction, not a mismatch.
      BOOST_TEST(chk.matched() == 1u);
      BOOST_TEST((chk.status() == Checker::Status::Error), chk.report());
      BOOST_TEST(chk.summary().find(k.named) != std::string::npos, chk.summary());
      BOOST_TEST(chk.summary().find("illegal instruction at wave 0 pc 0x1004") != std::string::npos, chk.summary());
    }
  }
}
