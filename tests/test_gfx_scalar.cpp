// The scalar formats on every generation (model/gfx.h) against llvm-mc-16,
// the independent oracle: for gfx600, gfx700, gfx803 and gfx900, random
// instruction texts of every scalar row (operands of every kind, registers
// and symbolic values of other generations included) go to one
// `llvm-mc -mcpu=<gen> -show-encoding` run. Where llvm-mc encodes a text, our
// assembler must give the same bytes, our decoder must find the same row in
// them, our disassembler must print llvm-mc's text and decode-then-encode
// must give the bytes back; where llvm-mc rejects a text, our assembler must
// reject it too. So a row exists on a generation exactly when llvm-mc
// assembles it there (the GFX678 column of isa.def). llvm-mc-16 cannot
// disassemble gfx600/gfx700; its printed text of what it assembled checks
// our printer there. The directed cases at the end check the SMRD and SMEM
// field layouts against encodings worked by hand from the reference texts
// (../shared/docs/001_d79646fcab33cb6c.txt, SMRD; 000_639abb01ef920b12.txt,
// SMEM). The seed is printed; GCN_GFX_SEED overrides it.
#define BOOST_TEST_MODULE test_gfx_scalar
#include <boost/test/included/unit_test.hpp>

#include <cstdlib>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "asm.h"
#include "insn.h"
#include "isa.h"
#include "llvm_mc.h"
#include "program.h"

using namespace gcn;
using namespace gcn::test;

namespace {

constexpr unsigned kPerRow = 16;  // texts per row and generation

// Random operand texts, valid ones mostly, with names of every generation.
class Texts {
 public:
  explicit Texts(uint64_t seed) : rng_(seed) {}

  unsigned below(unsigned n) { return unsigned(rng_() % n); }
  bool chance(unsigned percent) { return below(100) < percent; }
  template <class T>
  const T& pick(const std::vector<T>& v) {
    return v[below(unsigned(v.size()))];
  }

  // A scalar register of `dw` dwords (a destination).
  std::string reg(unsigned dw) {
    if (dw <= 1) {
      static const std::vector<std::string> named = {
          "vcc_lo", "vcc_hi", "m0", "exec_lo", "exec_hi", "flat_scratch_lo", "flat_scratch_hi",
          "xnack_mask_lo", "xnack_mask_hi", "tba_lo", "tba_hi", "tma_lo", "tma_hi", "s101", "s102", "s103",
          "s104", "ttmp11", "ttmp12", "ttmp15"};
      if (chance(25)) return pick(named);
      if (chance(20)) return fmt::format("ttmp{}", below(12));
      return fmt::format("s{}", below(102));
    }
    if (dw == 2) {
      static const std::vector<std::string> named = {"vcc", "exec", "flat_scratch", "xnack_mask", "tba", "tma",
                                                     "s[100:101]", "s[102:103]", "ttmp[10:11]", "ttmp[14:15]"};
      if (chance(25)) return pick(named);
      if (chance(15)) {
        const unsigned t = 2 * below(6);
        return fmt::format("ttmp[{}:{}]", t, t + 1);
      }
      const unsigned s = 2 * below(51);
      return fmt::format("s[{}:{}]", s, s + 1);
    }
    const unsigned s = dw * below(100 / dw);
    if (chance(10)) return fmt::format("ttmp[{}:{}]", 0, dw - 1);
    return fmt::format("s[{}:{}]", s, s + dw - 1);
  }
  // A scalar source of `dw` dwords: a register, an inline constant, a
  // literal or a special source.
  std::string src(unsigned dw) {
    switch (below(8)) {
      case 0: return std::to_string(int(below(81)) - 16);
      case 1: return pick(std::vector<std::string>{"0.5", "-4.0", "1.0", "0.15915494", "-2.0"});
      case 2: return pick(std::vector<std::string>{"0x12345678", "-100", "0x3e22f983", "0xffff0000", "65"});
      case 3: return pick(std::vector<std::string>{"src_scc", "src_vccz", "execz", "src_shared_base",
                                                   "src_private_limit", "src_pops_exiting_wave_id"});
      default: return reg(dw);
    }
  }
  std::string simm16() {
    return pick(std::vector<std::string>{"0x1234", "-5", "0", "0xffff", "1", "0x8000", "100"});
  }
  std::string hwreg() {
    return pick(std::vector<std::string>{"hwreg(HW_REG_MODE)", "hwreg(HW_REG_HW_ID, 3, 5)", "hwreg(HW_REG_IB_STS)",
                                         "hwreg(HW_REG_SH_MEM_BASES)", "hwreg(HW_REG_TBA_LO)", "hwreg(20)",
                                         "hwreg(HW_REG_GPR_ALLOC, 0, 31)"});
  }
  std::string waitcnt() {
    return pick(std::vector<std::string>{"vmcnt(3)", "vmcnt(20) lgkmcnt(1)", "expcnt(2)", "lgkmcnt(0)", "0",
                                         "vmcnt(15) expcnt(7) lgkmcnt(15)", "vmcnt(63)", "0xffff", "0x3f70"});
  }
  std::string sendmsg() {
    return pick(std::vector<std::string>{"sendmsg(MSG_INTERRUPT)", "sendmsg(MSG_GS_DONE, GS_OP_NOP)",
                                         "sendmsg(MSG_SAVEWAVE)", "sendmsg(MSG_STALL_WAVE_GEN)",
                                         "sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)", "sendmsg(MSG_GS, GS_OP_EMIT, 1)",
                                         "sendmsg(MSG_GET_DOORBELL)", "3"});
  }
  // The offset operand of a scalar memory instruction (and its modifiers).
  std::string smem_offset() {
    switch (below(10)) {
      case 0: return fmt::format("{:#x}", below(256));
      case 1: return fmt::format("{:#x}", 0x100 + below(0xFFF00));
      case 2: return pick(std::vector<std::string>{"0x12345", "0xfffff", "0x100000", "-4", "0x1fffff", "0xffffffff"});
      case 3: return "m0";
      case 4: return fmt::format("s{} offset:{:#x}", below(102), below(0x1000));
      case 5: return reg(1);
      case 6: return fmt::format("{:#x} glc", below(256));
      case 7: return fmt::format("s{} glc", below(102));
      default: return fmt::format("{}", below(64));
    }
  }

  // One text of the row.
  std::string text(const InsnInfo& r) {
    const std::string m = r.mnemonic;
    switch (r.shape) {
      case Shape::SH_SOP2: return fmt::format("{} {}, {}, {}", m, reg(r.dst_dw), src(r.src0_dw), src(r.src1_dw));
      case Shape::SH_SOP2_NODST:
      case Shape::SH_SOPC: return fmt::format("{} {}, {}", m, src(r.src0_dw), src(r.src1_dw));
      case Shape::SH_SOPK_DST: return fmt::format("{} {}, {}", m, reg(r.dst_dw), simm16());
      case Shape::SH_SOPK_SRC: return fmt::format("{} {}, {}", m, reg(r.src0_dw), simm16());
      case Shape::SH_SOPK_FORK: return fmt::format("{} {}, {}", m, reg(2), below(100));
      case Shape::SH_SOPK_CALL: return fmt::format("{} {}, {}", m, reg(2), below(100));
      case Shape::SH_SOPK_GETREG: return fmt::format("{} {}, {}", m, reg(1), hwreg());
      case Shape::SH_SOPK_SETREG: return fmt::format("{} {}, {}", m, hwreg(), reg(1));
      case Shape::SH_SOPK_SETREG_IMM32: return fmt::format("{} {}, {:#x}", m, hwreg(), below(1u << 31));
      case Shape::SH_SOP1: return fmt::format("{} {}, {}", m, reg(r.dst_dw), src(r.src0_dw));
      case Shape::SH_SOP1_NOSRC: return fmt::format("{} {}", m, reg(r.dst_dw));
      case Shape::SH_SOP1_NODST: return fmt::format("{} {}", m, reg(r.src0_dw));
      case Shape::SH_SOPC_GPRIDX: return fmt::format("{} {}, gpr_idx(SRC0,DST)", m, reg(1));
      case Shape::SH_SOPP_NONE: return m;
      case Shape::SH_SOPP_OPTIMM: return chance(50) ? m : fmt::format("{} {}", m, below(70));
      case Shape::SH_SOPP_IMM: return fmt::format("{} {}", m, below(70));
      case Shape::SH_SOPP_BRANCH: return fmt::format("{} {}", m, below(100));
      case Shape::SH_SOPP_WAITCNT: return fmt::format("{} {}", m, waitcnt());
      case Shape::SH_SOPP_SENDMSG: return fmt::format("{} {}", m, sendmsg());
      case Shape::SH_SOPP_GPRIDX: return fmt::format("{} gpr_idx(SRC1)", m);
      case Shape::SH_SMEM_LOAD:
      case Shape::SH_SMEM_STORE:
      case Shape::SH_SMEM_ATOMIC:
        return fmt::format("{} {}, {}, {}", m, reg(r.dst_dw), base(r), smem_offset());
      case Shape::SH_SMEM_TIME: return fmt::format("{} {}", m, reg(2));
      case Shape::SH_SMEM_PROBE: return fmt::format("{} {}, {}, {}", m, below(8), base(r), smem_offset());
      case Shape::SH_SMEM_DISCARD: return fmt::format("{} {}, {}", m, base(r), smem_offset());
      case Shape::SH_SMEM_NONE: return m;
      default: return m;
    }
  }

 private:
  std::string base(const InsnInfo& r) {
    if (r.has(F_SMEM_BUF)) {
      const unsigned s = 4 * below(25);
      return fmt::format("s[{}:{}]", s, s + 3);
    }
    return reg(2);
  }
  std::mt19937_64 rng_;
};

bool is_scalar(Format f) {
  return f == Format::SOP2 || f == Format::SOPK || f == Format::SOP1 || f == Format::SOPC || f == Format::SOPP ||
         f == Format::SMEM;
}

uint64_t seed() {
  if (const char* s = std::getenv("GCN_GFX_SEED")) return std::strtoull(s, nullptr, 0);
  return 0x6F1C'5CA1ull;
}

// Disagreements by kind, a few examples each.
struct Report {
  std::map<std::string, std::vector<std::string>> kinds;
  void add(const std::string& kind, const std::string& example) { kinds[kind].push_back(example); }
  size_t count(const std::string& kind) const {
    auto it = kinds.find(kind);
    return it == kinds.end() ? 0 : it->second.size();
  }
};

void check_generation(Gfx gfx) {
  const uint64_t s = seed() + unsigned(gfx);
  std::printf("test_gfx_scalar: %s, seed %#llx (GCN_GFX_SEED overrides)\n", mcpu_name(gfx),
              static_cast<unsigned long long>(s));
  Texts t(s);
  std::vector<std::pair<std::string, Op>> lines;
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& r = info(Op(k));
    if (!is_scalar(r.format)) continue;
    std::set<std::string> seen;
    for (unsigned n = 0; n < kPerRow; ++n) {
      std::string text = t.text(r);
      if (seen.insert(text).second) lines.emplace_back(std::move(text), r.op);
    }
  }
  TempDir dir("gcn_gfx_scalar");
  const auto path = dir.path / "scalar.s";
  {
    std::ofstream f(path);
    for (auto& [text, op] : lines) f << text << '\n';
  }
  std::string err;
  const std::string out = run(llvm_mc_for(gfx) + " -show-encoding " + path.string(), &err);
  std::set<size_t> rejected;  // 0-based
  for (const Diagnostic& d : diagnostics(err))
    if (d.kind == "error") rejected.insert(d.line - 1);
  const std::vector<Encoded> enc = encoded_lines(out);
  BOOST_REQUIRE_EQUAL(enc.size() + rejected.size(), lines.size());

  Report rep;
  std::set<Op> accepted_rows;
  size_t e = 0, agreed = 0, agreed_rejected = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto& [text, op] = lines[i];
    std::optional<AsmResult> ours;
    std::string our_err;
    try {
      ours = assemble(text, "scalar.s", gfx);
    } catch (const AsmError& x) {
      our_err = x.what();
    }
    if (rejected.count(i)) {
      if (ours) rep.add("llvm-mc rejects, ours accepts", text + " -> " + bytes_text(bytes_of(ours->words)));
      else ++agreed_rejected;
      continue;
    }
    const Encoded& ref = enc[e++];
    accepted_rows.insert(op);
    if (!ours) {
      rep.add("llvm-mc accepts, ours rejects", text + ": " + our_err);
      continue;
    }
    if (bytes_of(ours->words) != ref.bytes) {
      rep.add("encoding differs", text + ": ours " + bytes_text(bytes_of(ours->words)) + ", llvm-mc " +
                                      bytes_text(ref.bytes));
      continue;
    }
    const std::vector<uint32_t> words = words_of(ref.bytes);
    Insn insn;
    try {
      insn = decode(words.data(), words.size(), 0, gfx);
    } catch (const DecodeError& x) {
      rep.add("our decoder rejects llvm-mc's encoding", text + ": " + x.what());
      continue;
    }
    if (insn.op != op || insn.size_dwords() != words.size()) {
      rep.add("decoded to another row or size", text + " as " + info(insn.op).name);
      continue;
    }
    const std::string printed = disassemble(insn);
    if (printed != ref.text) {
      rep.add("printed text differs", text + ": ours '" + printed + "', llvm-mc '" + ref.text + "'");
      continue;
    }
    std::array<uint32_t, 3> again{};
    const unsigned n = encode(insn, again);
    if (std::vector<uint32_t>(again.begin(), again.begin() + n) != words) {
      rep.add("decode then encode differs", text);
      continue;
    }
    ++agreed;
  }
  std::printf("test_gfx_scalar: %s: %zu texts; llvm-mc encodes %zu (%zu rows), all identical to ours in bytes, "
              "decoding and printed text: %zu; both reject %zu\n",
              mcpu_name(gfx), lines.size(), enc.size(), accepted_rows.size(), agreed, agreed_rejected);
  for (auto& [kind, examples] : rep.kinds) {
    std::printf("  %-40s %zu\n", kind.c_str(), examples.size());
    for (size_t k = 0; k < examples.size() && k < 60; ++k) std::printf("      %s\n", examples[k].c_str());
    BOOST_ERROR(mcpu_name(gfx) << ": " << kind << ": " << examples.size());
  }
  // The table's GFX678 column: a row exists where llvm-mc assembles it.
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& r = info(Op(k));
    if (!is_scalar(r.format)) continue;
    BOOST_CHECK_MESSAGE(r.exists_on(gfx) == (accepted_rows.count(r.op) != 0),
                        r.name << " on " << mcpu_name(gfx) << ": the table says "
                               << (r.exists_on(gfx) ? "it exists" : "it does not exist") << ", llvm-mc "
                               << (accepted_rows.count(r.op) ? "assembles it" : "assembles none of its texts"));
  }
}

std::vector<uint32_t> assembled(const std::string& text, Gfx gfx) { return assemble(text, "directed.s", gfx).words; }

}  // namespace

BOOST_AUTO_TEST_CASE(scalar_rows_match_llvm_mc_gfx600) { check_generation(Gfx::Gfx6); }
BOOST_AUTO_TEST_CASE(scalar_rows_match_llvm_mc_gfx700) { check_generation(Gfx::Gfx7); }
BOOST_AUTO_TEST_CASE(scalar_rows_match_llvm_mc_gfx803) { check_generation(Gfx::Gfx8); }
BOOST_AUTO_TEST_CASE(scalar_rows_match_llvm_mc_gfx900) { check_generation(Gfx::Gfx9); }

// SMRD (001_d79646fcab33cb6c.txt): [7:0] OFFSET, [8] IMM, [14:9] SBASE (the
// SGPR pair number), [21:15] SDST, [26:22] OPCODE, [31:27] = 11000.
BOOST_AUTO_TEST_CASE(smrd_fields_by_hand) {
  // s_load_dword (opcode 0) s5 from s[2:3] (SBASE 1) + 16 dwords (IMM 1):
  // 0xC0000000 | 5 << 15 | 1 << 9 | 1 << 8 | 0x10.
  const uint32_t imm_form = 0xC0000000u | 5u << 15 | 1u << 9 | 1u << 8 | 0x10u;
  BOOST_CHECK_EQUAL(imm_form, 0xC0028310u);
  for (Gfx g : {Gfx::Gfx6, Gfx::Gfx7}) {
    BOOST_CHECK(assembled("s_load_dword s5, s[2:3], 0x10", g) == std::vector<uint32_t>{imm_form});
    const Insn in = decode(&imm_form, 1, 0, g);
    BOOST_CHECK(in.op == Op::S_LOAD_DWORD);
    BOOST_CHECK_EQUAL(unsigned(in.sdst), 5u);
    BOOST_CHECK_EQUAL(unsigned(in.sbase), 1u);
    BOOST_CHECK(in.imm);
    BOOST_CHECK_EQUAL(in.offset, 0x10u);
    BOOST_CHECK_EQUAL(in.size_dwords(), 1u);
  }
  // s_buffer_load_dwordx4 (opcode 10) s[8:11] from the descriptor s[4:7]
  // (SBASE 2) + the byte offset in s7 (IMM 0, OFFSET = SGPR 7).
  const uint32_t sgpr_form = 0xC0000000u | 10u << 22 | 8u << 15 | 2u << 9 | 7u;
  BOOST_CHECK_EQUAL(sgpr_form, 0xC2840407u);
  BOOST_CHECK(assembled("s_buffer_load_dwordx4 s[8:11], s[4:7], s7", Gfx::Gfx6) == std::vector<uint32_t>{sgpr_form});
  const Insn b = decode(&sgpr_form, 1, 0, Gfx::Gfx7);
  BOOST_CHECK(b.op == Op::S_BUFFER_LOAD_DWORDX4);
  BOOST_CHECK(!b.imm);
  BOOST_CHECK_EQUAL(b.offset, 7u);
  BOOST_CHECK_EQUAL(unsigned(b.sbase), 2u);
  // s_memtime (opcode 30) s[0:1]; s_dcache_inv (31); GCN 1.1's
  // s_dcache_inv_vol (29) does not exist on GCN 1.0.
  BOOST_CHECK(assembled("s_memtime s[0:1]", Gfx::Gfx6) == std::vector<uint32_t>{0xC0000000u | 30u << 22});
  BOOST_CHECK(assembled("s_dcache_inv", Gfx::Gfx7) == std::vector<uint32_t>{0xC0000000u | 31u << 22});
  BOOST_CHECK(assembled("s_dcache_inv_vol", Gfx::Gfx7) == std::vector<uint32_t>{0xC0000000u | 29u << 22});
  BOOST_CHECK_THROW(assembled("s_dcache_inv_vol", Gfx::Gfx6), AsmError);
  const uint32_t inv_vol = 0xC0000000u | 29u << 22;
  BOOST_CHECK_THROW(decode(&inv_vol, 1, 0, Gfx::Gfx6), DecodeError);
}

// GCN 1.1's literal offset: OFFSET = 255 with IMM = 0, the 32-bit dword
// offset in the next dword. GCN 1.0 has no literal offset.
BOOST_AUTO_TEST_CASE(smrd_literal_offset_gfx700) {
  const std::vector<uint32_t> want = {0xC0000000u | 5u << 15 | 1u << 9 | 0xFFu, 0x12345u};
  BOOST_CHECK(assembled("s_load_dword s5, s[2:3], 0x12345", Gfx::Gfx7) == want);
  const Insn in = decode(want.data(), 2, 0, Gfx::Gfx7);
  BOOST_CHECK(in.has_literal);
  BOOST_CHECK_EQUAL(in.literal, 0x12345u);
  BOOST_CHECK_EQUAL(in.size_dwords(), 2u);
  BOOST_CHECK_EQUAL(disassemble(in), "s_load_dword s5, s[2:3], 0x12345");
  BOOST_CHECK_THROW(assembled("s_load_dword s5, s[2:3], 0x12345", Gfx::Gfx6), AsmError);
  BOOST_CHECK_THROW(decode(want.data(), 1, 0, Gfx::Gfx7), DecodeError);  // the literal dword is missing
  BOOST_CHECK_THROW(decode(want.data(), 2, 0, Gfx::Gfx6), DecodeError);  // 255 names no SGPR on GCN 1.0
}

// SMEM on GCN 1.2 (000_639abb01ef920b12.txt): [5:0] SBASE, [12:6] SDATA,
// [16] GLC, [17] IMM, [25:18] OPCODE, [31:26] = 110000; OFFSET [51:32], a
// 20-bit unsigned byte offset (no SOE, no NV: GCN 1.4's).
BOOST_AUTO_TEST_CASE(smem_fields_gfx803_by_hand) {
  // s_load_dword s5, s[2:3], 0x12345 glc: SBASE 1, SDATA 5, GLC, IMM.
  const std::vector<uint32_t> want = {0xC0000000u | 1u << 17 | 1u << 16 | 5u << 6 | 1u, 0x12345u};
  BOOST_CHECK(assembled("s_load_dword s5, s[2:3], 0x12345 glc", Gfx::Gfx8) == want);
  const Insn in = decode(want.data(), 2, 0, Gfx::Gfx8);
  BOOST_CHECK(in.op == Op::S_LOAD_DWORD);
  BOOST_CHECK(in.imm && in.glc && !in.soe);
  BOOST_CHECK_EQUAL(in.offset, 0x12345u);
  // The largest offset is 0xfffff; GCN 1.4's SGPR-plus-offset form is not GCN 1.2's.
  BOOST_CHECK_THROW(assembled("s_load_dword s5, s[2:3], 0x100000", Gfx::Gfx8), AsmError);
  BOOST_CHECK_THROW(assembled("s_load_dword s5, s[2:3], s7 offset:0x10", Gfx::Gfx8), AsmError);
  // s_store_dword (16) exists from GCN 1.2, S_ATOMIC_* (128..) only on GCN 1.4.
  BOOST_CHECK(assembled("s_store_dword s1, s[2:3], m0", Gfx::Gfx8) ==
              (std::vector<uint32_t>{0xC0000000u | 16u << 18 | 1u << 6 | 1u, 124u}));
  BOOST_CHECK_THROW(assembled("s_store_dword s1, s[2:3], m0", Gfx::Gfx7), AsmError);
  BOOST_CHECK_THROW(assembled("s_atomic_add s1, s[2:3], 0x10", Gfx::Gfx8), AsmError);
}

// The vector formats are described for gfx900 only: refused by name elsewhere.
BOOST_AUTO_TEST_CASE(vector_rows_refused_before_gfx900) {
  for (Gfx g : {Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8}) {
    try {
      assembled("v_mov_b32 v0, 1", g);
      BOOST_ERROR("v_mov_b32 assembled for " << mcpu_name(g));
    } catch (const AsmError& e) {
      BOOST_CHECK_MESSAGE(std::string(e.what()).find("gfx900 only") != std::string::npos, e.what());
    }
    const uint32_t v_mov = 0x7E000281u;  // v_mov_b32 v0, 1 (VOP1)
    BOOST_CHECK_THROW(decode(&v_mov, 1, 0, g), DecodeError);
  }
}

// A program file names its generation (";; cosim: mcpu"); register names in
// the other directives are that generation's, and to_text keeps it.
BOOST_AUTO_TEST_CASE(program_directive_mcpu) {
  const std::string text =
      ";; cosim: sgpr * flat_scratch_lo 0x5\n"
      ";; cosim: sgpr 0 s103 0x7\n"
      ";; cosim: mcpu gfx700\n"
      "  s_load_dword s5, s[2:3], 0x12345\n"
      "  s_endpgm\n";
  const Program p = parse_program(text, "gen.s");
  BOOST_CHECK(p.gfx == Gfx::Gfx7);
  // gfx7: flat_scratch_lo is code 104, s103 an SGPR (on gfx9 code 103 is flat_scratch_hi).
  BOOST_CHECK_EQUAL(p.sgpr_init.at(0).at(104), 5u);
  BOOST_CHECK_EQUAL(p.sgpr_init.at(0).at(103), 7u);
  // Expectations keep the generation's names too (s103 on gfx700, not flat_scratch_hi).
  const Program e = parse_program(";; cosim: mcpu gfx700\n;; cosim: expect 0 s103 0x7\ns_endpgm\n", "e.s");
  BOOST_CHECK(to_text(e).find("expect 0 s103 0x7") != std::string::npos);
  BOOST_CHECK_EQUAL(parse_program(to_text(e), "e2.s").expects.at(0).reg, 103u);
  const Program q = parse_program(to_text(p), "again.s");
  BOOST_CHECK(q.gfx == Gfx::Gfx7);
  BOOST_CHECK(q.sgpr_init == p.sgpr_init);
  const ArchState s = initial_state(p);
  BOOST_CHECK(s.gfx == Gfx::Gfx7);
  // The literal offset form: three dwords of code (two, then s_endpgm).
  BOOST_CHECK_EQUAL(s.memory.regions().at(p.code_base).bytes.size(), 12u);

  auto error_of = [](const std::string& t) {
    try {
      parse_program(t, "bad.s");
    } catch (const ProgramError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  BOOST_CHECK_EQUAL(error_of(";; cosim: mcpu gfx1100\ns_endpgm\n"),
                    "bad.s:1:16: error: unknown mcpu 'gfx1100' (gfx600, gfx700, gfx803 or gfx900)");
  BOOST_CHECK_EQUAL(error_of(";; cosim: mcpu gfx600\n;; cosim: mcpu gfx700\ns_endpgm\n"),
                    "bad.s:2:11: error: duplicate 'mcpu' directive");
  // flat_scratch does not exist on gfx600; s102 is an SGPR there, not on gfx900.
  BOOST_CHECK_EQUAL(error_of(";; cosim: mcpu gfx600\n;; cosim: sgpr * flat_scratch_lo 1\ns_endpgm\n"),
                    "bad.s:2:18: error: unknown scalar register 'flat_scratch_lo'");
  BOOST_CHECK_EQUAL(error_of(";; cosim: sgpr * s102 1\ns_endpgm\n"), "bad.s:1:18: error: unknown scalar register 's102'");
}
