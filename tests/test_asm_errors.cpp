// Malformed input gives located, one-line errors: assembler (file:line:col),
// decoder (offending dword and byte offset) and program directives.
#define BOOST_TEST_MODULE test_asm_errors
#include <boost/test/included/unit_test.hpp>

#include <string>

#include "asm.h"
#include "insn.h"
#include "program.h"

using namespace gcn;

namespace {

// Expects assemble(src) to fail at line:col with a message containing `what`.
void expect_asm_error(const std::string& src, unsigned line, unsigned col, const std::string& what) {
  try {
    assemble(src, "t.s");
    BOOST_ERROR("no error for: " << src);
  } catch (const AsmError& e) {
    const std::string msg = e.what();
    BOOST_TEST_CONTEXT(src) {
      BOOST_CHECK_EQUAL(e.line, line);
      BOOST_CHECK_EQUAL(e.col, col);
      BOOST_CHECK_EQUAL(e.file, "t.s");
      BOOST_CHECK_MESSAGE(msg.rfind("t.s:" + std::to_string(line) + ":" + std::to_string(col) + ": error: ", 0) == 0,
                          msg);
      BOOST_CHECK_MESSAGE(msg.find(what) != std::string::npos, msg << " lacks '" << what << "'");
      BOOST_CHECK(msg.find('\n') == std::string::npos);
    }
  }
}

void expect_decode_error(std::vector<uint32_t> words, uint64_t off, const std::string& what) {
  try {
    decode(words.data(), words.size(), off);
    BOOST_ERROR("no decode error, first dword " << std::hex << words.at(0));
  } catch (const DecodeError& e) {
    BOOST_CHECK_MESSAGE(std::string(e.what()).find(what) != std::string::npos, e.what() << " lacks '" << what << "'");
  }
}

}  // namespace

BOOST_AUTO_TEST_CASE(assembler_locations) {
  // Columns are 1-based and point at the offending token (as llvm-mc does).
  expect_asm_error("s_nop 0\n  foo s1\n", 2, 3, "invalid instruction");
  expect_asm_error("s_mov_b64 s[3:4], s[2:3]", 1, 11, "invalid register alignment");
  expect_asm_error("s_mov_b64 s[2:3], s[5:6]", 1, 19, "invalid register alignment");
  expect_asm_error("s_add_u32 s1, s2, s3, s4", 1, 21, "invalid operand");
  expect_asm_error("s_add_u32 s1, s2", 1, 1, "too few operands");
  expect_asm_error("s_add_u32 s2, 0x12345678, 0x12345679", 1, 27, "only one unique literal");
  expect_asm_error("s_add_u32 s102, s2, s3", 1, 11, "not available");
  expect_asm_error("s_mov_b32 s5, ttmp16", 1, 15, "out of range");
  expect_asm_error("s_mov_b32 s2, 0x100000000", 1, 15, "invalid operand");
  expect_asm_error("s_mov_b64 s[2:3], 3.5", 1, 19, "invalid operand");
  expect_asm_error("s_mov_b32 s2, s[2:3]", 1, 15, "invalid operand");
  expect_asm_error("s_movk_i32 s2, 0x10000", 1, 16, "invalid operand");
  expect_asm_error("s_mov_b32 s2, null", 1, 15, "'null'");
  expect_asm_error("s_load_dword s5, s[2:3], 0x100000", 1, 26, "21-bit signed offset");
  expect_asm_error("s_buffer_load_dword s5, s[4:7], -4", 1, 33, "20-bit unsigned offset");
  expect_asm_error("s_load_dwordx4 s[2:5], s[2:3], 0", 1, 16, "invalid register alignment");
  expect_asm_error("s_load_dword s5, s[2:3], 0x10 nv", 1, 31, "invalid operand");
  expect_asm_error("s_waitcnt vmcnt(64)", 1, 17, "too large value for vmcnt");
  expect_asm_error("s_waitcnt vmcnt(0) foo(1)", 1, 20, "invalid counter name");
  expect_asm_error("s_getreg_b32 s2, hwreg(1, 32, 1)", 1, 27, "bit offset");
  expect_asm_error("s_sendmsg sendmsg(MSG_FOO)", 1, 19, "message name");
  expect_asm_error("s_set_gpr_idx_on s2, gpr_idx(SRC0,SRC0)", 1, 35, "duplicate");
  expect_asm_error("s_mov_b32 s5, s[5:4]", 1, 17, "should not exceed");
  expect_asm_error("s_setpc_b64 0x1234", 1, 13, "invalid operand");
  // Labels: undefined, redefined; the error points at the use.
  expect_asm_error("s_branch nowhere\ns_endpgm\n", 1, 10, "undefined label 'nowhere'");
  expect_asm_error("a:\ns_nop 0\n a: s_endpgm\n", 3, 2, "redefinition");
  expect_asm_error(".foo 3\n", 1, 1, "unknown directive");
  expect_asm_error(".long 1 2\n", 1, 9, "expected ','");
  expect_asm_error(".long 0x100000000\n", 1, 7, "32-bit value");
  // Comments do not hide errors on the same line, and are stripped first.
  expect_asm_error("s_nop 0 ; fine\ns_mov_b32 s1 s2 // missing comma\n", 2, 14, "invalid operand");
}

// A NUL byte in the code part of a line is an error at its column (the
// operand parsers would otherwise read it as the end of the line).
BOOST_AUTO_TEST_CASE(assembler_rejects_nul_byte) {
  using namespace std::string_literals;
  expect_asm_error("s_nop 0\ns_mov_b32 s0, s1\0 s2\n"s, 2, 17, "NUL");
  expect_asm_error("s_mov\0_b32 s0, s1"s, 1, 6, "NUL");
  expect_asm_error("\0"s, 1, 1, "NUL");
  expect_asm_error("v_add_f32 v0, v1,\0v2 ; ok\0"s, 1, 18, "NUL");
}

BOOST_AUTO_TEST_CASE(assembler_accepts_comments_and_directives) {
  const AsmResult r = assemble(";; cosim: waves 2\n.text\n  // c\ns_nop 1 ; x\n.p2align 3\ns_endpgm\n", "t.s");
  // s_nop at 0, padding s_nop 0 at 4, s_endpgm at 8.
  BOOST_REQUIRE_EQUAL(r.words.size(), 3u);
  BOOST_CHECK_EQUAL(r.words[0], 0xBF800001u);
  BOOST_CHECK_EQUAL(r.words[1], 0xBF800000u);
  BOOST_CHECK_EQUAL(r.words[2], 0xBF810000u);
  BOOST_REQUIRE_EQUAL(r.lines.size(), 2u);
  BOOST_CHECK_EQUAL(r.lines[1].first, 8u);
  BOOST_CHECK_EQUAL(r.lines[1].second, 6u);
}

// .long places raw words (llvm-mc's directive): s_addc_u32 s17, s17, 0 with
// the 0 as a literal (SOP2 0x82 << 24 | SDST 17 << 16 | SSRC1 255 << 8 |
// SSRC0 17, then the literal dword), which the instruction syntax would
// encode with the inline constant; the words get no source line.
BOOST_AUTO_TEST_CASE(assembler_long_directive) {
  const AsmResult r = assemble(".long 0x8211ff11, 0 ; s_addc_u32 s17, s17, 0\ns_endpgm\n", "t.s");
  BOOST_REQUIRE_EQUAL(r.words.size(), 3u);
  BOOST_CHECK_EQUAL(r.words[0], 0x8211FF11u);
  BOOST_CHECK_EQUAL(r.words[1], 0u);
  BOOST_CHECK_EQUAL(r.words[2], 0xBF810000u);
  BOOST_REQUIRE_EQUAL(r.lines.size(), 1u);
  BOOST_CHECK_EQUAL(r.lines[0].first, 8u);
  BOOST_CHECK_EQUAL(assemble("s_addc_u32 s17, s17, 0\n", "t.s").words.size(), 1u);
}

BOOST_AUTO_TEST_CASE(decoder_errors) {
  // SOP1 opcode 0x30 (48 is S_ABS_I32; 47 = 0x2f is unused).
  expect_decode_error({0xBE802F00u}, 0x10, "offset 0x10: unknown SOP1 opcode 0x2f in dword 0xbe802f00");
  expect_decode_error({0xBF9F0000u}, 0x4, "offset 0x4: unknown SOPP opcode 0x1f in dword 0xbf9f0000");
  expect_decode_error({0xB9800000u}, 0, "unknown SOPK opcode 0x13");
  expect_decode_error({0xC0000000u}, 0x8, "offset 0x8: truncated instruction (SMEM needs 2 dwords)");
  // A literal source with no literal dword.
  expect_decode_error({0xBE8200FFu}, 0xc, "offset 0xc: truncated instruction");
  // A MIMG instruction (11_1100 in [31:26]): neither scalar, vector ALU, DS nor
  // vector memory.
  expect_decode_error({0xF0000000u}, 0,
                      "unsupported instruction encoding (not scalar, vector ALU, DS or vector memory) in dword 0xf0000000");
  // DS: two dwords; an opcode the table lacks (22); a VGPR field the row does
  // not use (ds_read_b32 with DATA0 = 7); gds on ds_permute_b32.
  expect_decode_error({0xD8000000u}, 0, "truncated instruction (DS needs 2 dwords)");
  expect_decode_error({0xD82C0000u, 0u}, 0, "unknown DS opcode 0x16");
  expect_decode_error({0xD86C0000u, 0x01000702u}, 0, "ds_read_b32 has a VGPR field it does not use");
  expect_decode_error({0xD87D0000u, 0x01000302u}, 0, "ds_permute_b32 does not take the gds bit");
  // Invalid scalar source codes: 209..234, 249, 250, 254 (LDS_DIRECT, a
  // vector source only); 125 (null) decodes as llvm-mc decodes it and
  // execution rejects it.
  for (unsigned code : {209u, 234u, 249u, 250u, 254u})
    expect_decode_error({0xBE820000u | code}, 0x20, "invalid scalar source code " + std::to_string(code));
  expect_decode_error({0x80020000u | (250u << 8)}, 0x20, "(SSRC1)");
  BOOST_CHECK_THROW(decode(nullptr, 0, 0), DecodeError);
  // Valid neighbours decode: 235 (src_shared_base), 251 (vccz), 125 (null).
  const uint32_t ok[] = {0xBE8200EBu, 0xBE8200FBu, 0xBE82007Du};
  BOOST_CHECK(disassemble(decode(&ok[2], 1)) == "s_mov_b32 s2, null");
  BOOST_CHECK(decode(&ok[0], 1).ssrc0 == 235);
  BOOST_CHECK(decode(&ok[1], 1).ssrc0 == 251);
  // S_SETREG_IMM32_B32 always has a literal dword.
  const uint32_t sr[] = {0xBA00F801u, 0x5u};
  const Insn s = decode(sr, 2);
  BOOST_CHECK_EQUAL(s.size_dwords(), 2u);
  BOOST_CHECK_EQUAL(s.literal, 5u);
  expect_decode_error({0xBA00F801u}, 0, "truncated");
}

// Vector ALU input llvm-mc-16 -mcpu=gfx900 rejects, with its columns and wording.
// FLAT/GLOBAL/SCRATCH words llvm-mc-16 --disassemble (gfx900) calls an
// "invalid instruction encoding", and a truncated one.
BOOST_AUTO_TEST_CASE(vmem_decoder_errors) {
  expect_decode_error({0xDC500000u}, 0x4, "offset 0x4: truncated instruction (FLAT encoding needs 2 dwords)");
  expect_decode_error({0xDC50C000u, 0x017F0002u}, 0, "SEG = 3");
  expect_decode_error({0xDC000000u, 0u}, 0, "unknown FLAT opcode 0x0");
  expect_decode_error({0xDD004000u, 0x817F0000u}, 0, "unknown SCRATCH opcode 0x40");  // no scratch atomics
  expect_decode_error({0xDC500004u, 0x01050002u}, 0, "flat_load_dword has SADDR 0x5 set");
  expect_decode_error({0xDC500004u, 0x017F0002u}, 0, "flat_load_dword has SADDR 0x7f set");
  expect_decode_error({0xDC502004u, 0x01000002u}, 0, "flat_load_dword has no lds form");
  expect_decode_error({0xDC54A000u, 0x057F0302u}, 0, "global_load_dwordx2 has no lds form");
  expect_decode_error({0xDD08A000u, 0x057F0302u}, 0, "global_atomic_add has no lds form");
  expect_decode_error({0xDC508000u, 0x057C0002u}, 0, "SADDR 0x7c is no 64-bit scalar base");  // m0
  expect_decode_error({0xDC508000u, 0x05670002u}, 0, "SADDR 0x67");                            // flat_scratch_hi
  // global_load_dword v[2:3], off lds with NV set.
  expect_decode_error({0xDC50A000u, 0x00FF0002u}, 0, "global_load_dword: the lds form takes no NV bit");
  // VGPR operands past v255: ADDR v[255:256], VDST v[253:256], DATA v[255:256].
  expect_decode_error({0xDC500000u, 0xF8008CFFu}, 0, "flat_load_dword: ADDR v255 of 2 dwords runs past v255");
  expect_decode_error({0xDC548000u, 0xFF040002u}, 0, "global_load_dwordx2: VDST v255 of 2 dwords");
  expect_decode_error({0xDC748000u, 0x0104FF02u}, 0, "global_store_dwordx2: DATA v255 of 2 dwords");
}

// MUBUF/MTBUF words llvm-mc-16 --disassemble (gfx900) calls an "invalid
// instruction encoding" or prints with an operand it marks invalid, and a
// truncated one.
BOOST_AUTO_TEST_CASE(buffer_decoder_errors) {
  expect_decode_error({0xE0500000u}, 0x4, "offset 0x4: truncated instruction (MUBUF needs 2 dwords)");
  expect_decode_error({0xE0A00000u, 0u}, 0, "unknown MUBUF opcode 0x28");
  expect_decode_error({0xE0500000u, 0x011A0102u}, 0, "buffer_load_dword: SRSRC field 26 names no four SGPRs");
  expect_decode_error({0xE0500000u, 0xFF010102u}, 0, "buffer_load_dword: invalid SOFFSET code 255");
  expect_decode_error({0xE0500000u, 0xFE010102u}, 0, "invalid SOFFSET code 254");  // src_lds_direct
  expect_decode_error({0xE0550000u, 0x01010102u}, 0, "buffer_load_dwordx2: has no lds form");
  expect_decode_error({0xE0510000u, 0x01810102u}, 0, "buffer_load_dword: the lds form takes no TFE");
  expect_decode_error({0xE0F40000u, 0x01010102u}, 0, "buffer_store_lds_dword: needs the LDS bit");
  expect_decode_error({0xE0F51000u, 0x01010102u}, 0, "buffer_store_lds_dword: takes no OFFEN or IDXEN");
  expect_decode_error({0xE0F84000u, 0u}, 0, "buffer_wbinvl1: takes no GLC");
  expect_decode_error({0xE0540000u, 0x0101FF02u}, 0, "buffer_load_dwordx2: VDATA v255 of 2 dwords runs past v255");
  expect_decode_error({0xE0500000u, 0x0181FF00u}, 0, "buffer_load_dword: VDATA v255 of 2 dwords runs past v255");  // tfe
  expect_decode_error({0xE8083000u, 0x010101FFu}, 0, "tbuffer_load_format_x: VADDR v255 of 2 dwords runs past v255");
}

// llvm-mc-16 -show-encoding's diagnostics for the same lines (message, column).
BOOST_AUTO_TEST_CASE(vmem_assembler_errors) {
  expect_asm_error("flat_atomic_add v1, v[2:3], v4", 1, 1, "instruction must use glc");
  expect_asm_error("flat_atomic_add v[2:3], v4 glc", 1, 28, "instruction must not use glc");
  expect_asm_error("flat_load_dword v1, v[2:3] offset:4096", 1, 28, "expected a 12-bit unsigned offset");
  expect_asm_error("flat_load_dword v1, v[2:3] offset:-1", 1, 28, "expected a 12-bit unsigned offset");
  expect_asm_error("global_load_dword v1, v[2:3], off offset:4096", 1, 35, "expected a 13-bit signed offset");
  expect_asm_error("global_load_dword v1, v[2:3], off offset:-4097", 1, 35, "expected a 13-bit signed offset");
  expect_asm_error("global_load_dword v1, v[2:3], off lds", 1, 35, "invalid operand for instruction");
  expect_asm_error("global_load_dword v1, v2, s[4:5] tfe", 1, 34, "invalid operand for instruction");
  expect_asm_error("global_load_dword v1, v2, s[4:5] nv", 1, 34, "invalid operand for instruction");
  expect_asm_error("global_load_dword v1, v2, s4", 1, 27, "invalid operand for instruction");
  expect_asm_error("global_load_dword v1, v2, s[5:6]", 1, 27, "invalid register alignment");
  expect_asm_error("scratch_load_dword v1, v2, s4", 1, 1, "operands are not valid for this GPU or mode");
  expect_asm_error("scratch_load_dword v1, off, off", 1, 1, "operands are not valid for this GPU or mode");
  expect_asm_error("flat_load_dword v1, v[2:3] nv", 1, 28, "invalid operand for instruction");
  // Modifier order and repeats.
  expect_asm_error("flat_load_dword v1, v[2:3] glc glc", 1, 32, "duplicate cache policy modifier");
  expect_asm_error("flat_load_dword v1, v[2:3] slc glc offset:4", 1, 36, "not a valid operand.");
  expect_asm_error("flat_load_dword v1, v[2:3] offset:4 offset:8", 1, 37, "not a valid operand.");
  expect_asm_error("global_load_dword v[2:3], off lds glc", 1, 35, "invalid operand for instruction");
  expect_asm_error("global_load_dword v[2:3], off offset:4 lds glc", 1, 44, "invalid operand for instruction");
}

// MUBUF/MTBUF lines llvm-mc-16 -show-encoding (gfx900) rejects: its message
// and column for each.
BOOST_AUTO_TEST_CASE(buffer_assembler_errors) {
  expect_asm_error("buffer_load_dword v1, off, s[4:7], s1 offset:65536", 1, 39, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], s1 offset:-1", 1, 39, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, v2, s[4:7], s1", 1, 1, "too few operands for instruction");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], s1 offen", 1, 39, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, v2, s[4:7], s1 idxen offen", 1, 44, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, v2, s[4:7], s1 glc offen", 1, 38, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, off, s[5:8], s1", 1, 28, "invalid register alignment");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], s[2:3]", 1, 36, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], 65", 1, 36, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], null", 1, 36, "'null' operand is not supported on this GPU");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], s1 lds", 1, 39, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], s1 glc glc", 1, 43, "duplicate cache policy modifier");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], s1 tfe", 1, 39, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword off, s[4:7], s1 lds tfe", 1, 39, "invalid operand for instruction");
  expect_asm_error("buffer_load_dwordx2 off, s[4:7], s1 lds", 1, 21, "invalid operand for instruction");
  expect_asm_error("buffer_store_dword v[1:2], off, s[4:7], s1 tfe", 1, 44, "TFE modifier has no meaning for store instructions");
  expect_asm_error("buffer_atomic_add v1, off, s[4:7], s1 glc tfe", 1, 43, "invalid operand for instruction");
  expect_asm_error("buffer_store_lds_dword s[4:7], s1", 1, 1, "too few operands for instruction");
  expect_asm_error("buffer_store_lds_dword s[4:7], s1 glc lds", 1, 35, "invalid operand for instruction");
  expect_asm_error("buffer_wbinvl1 glc", 1, 16, "invalid operand for instruction");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 glc format:[BUF_DATA_FORMAT_32]", 1, 47, "not a valid operand.");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 format:128", 1, 50, "out of range format");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_DATA_FORMAT_16]", 1, 70, "duplicate data format");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 format:[]", 1, 51, "expected a format string");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 format:[FOO]", 1, 51, "unsupported format");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_FMT_32_FLOAT]", 1, 51, "unified format is not supported on this GPU");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32 BUF_NUM_FORMAT_UINT]", 1, 70, "expected a closing square bracket");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_UINT,BUF_NUM_FORMAT_SINT]", 1, 71, "duplicate numeric format");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 lds", 1, 43, "invalid operand for instruction");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 offset:4 offset:8", 1, 52, "invalid operand for instruction");
  expect_asm_error("buffer_load_dwordx2 v1, off, s[4:7], s1", 1, 21, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, off, v[4:7], s1", 1, 28, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], v1", 1, 36, "invalid operand for instruction");
  expect_asm_error("buffer_load_dword v1, off, s[4:7]", 1, 1, "too few operands for instruction");
  expect_asm_error("buffer_load_dword v[1:2], v2, s[4:7], s1 offen tfe glc", 1, 52, "invalid operand for instruction");
  expect_asm_error("buffer_store_lds_dword s[4:7], s1 lds offset:4", 1, 39, "not a valid operand.");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], dfmt:16, s1", 1, 40, "out of range dfmt");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], nfmt:8, s1", 1, 40, "out of range nfmt");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], dfmt:4, s1 format:[BUF_DATA_FORMAT_32]", 1, 51, "duplicate format");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], dfmt:4, dfmt:4, s1", 1, 48, "invalid operand for instruction");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], s1 dfmt:4", 1, 43, "not a valid operand.");
  expect_asm_error("tbuffer_load_format_x v1, off, s[4:7], format:22, s1", 1, 40, "not a valid operand.");
  expect_asm_error("buffer_load_dword v1, off, s[4:7], dfmt:4, s1", 1, 36, "not a valid operand.");
}

BOOST_AUTO_TEST_CASE(vector_assembler_errors) {
  // GFX9 constant bus: one SGPR or literal, implicit VCC included; the error
  // points at the operand that exceeds it.
  expect_asm_error("v_add_f32_e64 v0, s1, s2", 1, 23, "invalid operand (violates constant bus restrictions)");
  expect_asm_error("v_fma_f32 v0, s1, s2, v3", 1, 19, "constant bus");
  expect_asm_error("v_fma_f32 v0, s1, v2, s3", 1, 23, "constant bus");
  expect_asm_error("v_cndmask_b32 v0, s1, v2, vcc", 1, 19, "constant bus");
  expect_asm_error("v_cndmask_b32 v0, 0x12345678, v2, vcc", 1, 19, "constant bus");
  expect_asm_error("v_addc_co_u32_e64 v3, s[6:7], v4, s9, s[10:11]", 1, 39, "constant bus");
  expect_asm_error("v_cndmask_b32_e64 v0, vcc_lo, v1, vcc", 1, 35, "constant bus");
  expect_asm_error("v_writelane_b32 v0, s1, s2", 1, 25, "constant bus");
  expect_asm_error("v_writelane_b32 v0, s8, m0", 1, 25, "constant bus");
  expect_asm_error("v_add_f32_e64 v0, s1, src_scc", 1, 23, "constant bus");
  expect_asm_error("v_madmk_f32 v0, s8, 0x41200000, v12", 1, 17, "constant bus");
  // No literal in a VOP3 encoding on GFX9.
  expect_asm_error("v_add_f32_e64 v0, 1.0, 0x3f800001", 1, 24, "literal operands are not supported");
  expect_asm_error("v_mov_b32_e64 v0, 0x12345", 1, 19, "literal operands are not supported");
  expect_asm_error("v_add_f32 v0, 0x12345678, v2 clamp", 1, 15, "literal operands are not supported");
  expect_asm_error("v_readlane_b32 s0, v1, 0x12345", 1, 24, "invalid operand for instruction");
  // Modifiers.
  expect_asm_error("v_add_f32_e64 v0, v1, v2 mul:3", 1, 26, "invalid mul value.");
  expect_asm_error("v_add_f32_e64 v0, v1, v2 div:4", 1, 26, "invalid div value.");
  expect_asm_error("v_add_f32_e64 v0, v1, v2 mul:4 clamp", 1, 32, "invalid operand for instruction");
  expect_asm_error("v_add_u32_e64 v0, -v1, v2", 1, 19, "not a valid operand.");
  expect_asm_error("v_add_u32_e64 v0, v1, v2 mul:2", 1, 26, "not a valid operand.");
  expect_asm_error("v_mad_u64_u32 v[0:1], s[0:1], |v2|, v3, v[4:5]", 1, 31, "not a valid operand.");
  expect_asm_error("v_mad_f32 v0, v1, v2, v3 op_sel:[1,0,0]", 1, 26, "not a valid operand.");
  // Encodings and operands.
  expect_asm_error("v_swap_b32_e64 v0, v1", 1, 1, "e64 variant of this instruction is not supported");
  expect_asm_error("v_mad_f32_e32 v0, v1, v2, v3", 1, 1, "e32 variant of this instruction is not supported");
  expect_asm_error("v_add_f32_e32 v0, v1, s2", 1, 23, "invalid operand for instruction");
  expect_asm_error("v_add_co_u32_e32 v0, s[0:1], v1, v2", 1, 22, "invalid operand for instruction");
  expect_asm_error("v_cmp_eq_u32_e64 vcc_lo, v1, v2", 1, 18, "invalid operand for instruction");
  expect_asm_error("v_mov_b32 v256, v0", 1, 11, "register index is out of range");
  expect_asm_error("v_mov_b32 v[1:2], v0", 1, 11, "invalid operand for instruction");
  expect_asm_error("v_add_co_u32_e64 v0, s[1:2], v1, v2", 1, 22, "invalid register alignment");
  expect_asm_error("v_add_f32 v0, v1", 1, 1, "too few operands");
}

BOOST_AUTO_TEST_CASE(vector_decoder_errors) {
  // SDWA (SRC0 = 0xf9) and DPP (0xfa) forms of v_add_f32 are rejected by name.
  expect_decode_error({0x020400F9u, 0x06061501u}, 0x8, "offset 0x8: unsupported SDWA encoding of v_add_f32");
  expect_decode_error({0x020400FAu, 0xFF010101u}, 0, "unsupported DPP encoding of v_add_f32");
  // A literal source (255) in a VOP3 encoding: GFX9 VOP3 has no literal.
  expect_decode_error({0xD1010000u, 0x000204FFu}, 0, "literal constant in a VOP3 encoding (SRC0)");
  // The VOP3 opcode of v_swap_b32 (0x140 + 81): it has no VOP3 form.
  expect_decode_error({0xD1910000u, 0x00000101u}, 0, "v_swap_b32 has no VOP3 encoding");
  expect_decode_error({0xD1010000u}, 0x4, "truncated instruction (v_add_f32 needs 2 dwords)");
  expect_decode_error({0x7E0002FFu}, 0, "truncated instruction (v_mov_b32 needs a literal dword");
  // Words llvm-mc --disassemble calls invalid (so we never print them).
  expect_decode_error({0xD10F008Au, 0x200205A1u}, 0, "modifier bits v_max_u32 does not take");
  expect_decode_error({0xD1098020u, 0x00020501u}, 0, "modifier bits v_mul_hi_u32_u24 does not take");  // clamp
  expect_decode_error({0xD10F008Au, 0x000E05A1u}, 0, "v_max_u32 does not use SRC2");
  expect_decode_error({0xD1196B00u, 0x00020501u}, 0, "invalid scalar destination 107");
  expect_decode_error({0xD0C4008Au, 0x000205A1u}, 0, "invalid scalar destination 138");
  expect_decode_error({0x7E38048Bu}, 0, "v_readfirstlane_b32 needs a VGPR in SRC0");
  // Words llvm-mc decodes: v_nop ignores its fields; null (125) as a source.
  const uint32_t nop[] = {0x7F6A002Fu};
  BOOST_CHECK(disassemble(decode(nop, 1)) == "v_nop");
  const uint32_t null_src[] = {0xD1010000u, 0x0000FA01u};
  BOOST_CHECK(disassemble(decode(null_src, 2)) == "v_add_f32_e64 v0, s1, null");
}

namespace {

// parse_program(t) must fail with a message that starts with `where`.
void expect_prog_error(const std::string& t, const std::string& where) {
  try {
    parse_program(t, "e.s");
    BOOST_ERROR("no error for " << t);
  } catch (const ProgramError& e) {
    BOOST_CHECK_MESSAGE(std::string(e.what()).rfind(where, 0) == 0, e.what() << " does not start with " << where);
  }
}

}  // namespace

BOOST_AUTO_TEST_CASE(program_directives) {
  const std::string text =
      ";; cosim: waves 2\n"
      ";; cosim: sgpr * s4 0x1000\n"
      ";; cosim: sgpr 1 vcc_lo 7\n"
      ";; cosim: scc 1 1\n"
      ";; cosim: buffer 0x10000 16 buf\n"
      ";; cosim: data 0x10004 2a000000\n"
      ";; cosim: expect 0 s5 0x12\n"
      ";; cosim: expect_mem 0x10000 0x2a\n"
      "s_mov_b32 s5, 0x12\n"
      "s_endpgm\n";
  const Program p = parse_program(text, "dir/x.s");
  BOOST_CHECK_EQUAL(p.name, "x");
  BOOST_CHECK_EQUAL(p.num_waves, 2u);
  BOOST_CHECK_EQUAL(p.sgpr_init.at(0).at(4), 0x1000u);
  BOOST_CHECK_EQUAL(p.sgpr_init.at(1).at(4), 0x1000u);
  BOOST_CHECK_EQUAL(p.sgpr_init.at(1).at(106), 7u);
  BOOST_CHECK(!p.scc_init.at(0) && p.scc_init.at(1));
  BOOST_REQUIRE_EQUAL(p.buffers.size(), 1u);
  BOOST_CHECK_EQUAL(p.buffers[0].bytes.at(4), 0x2a);
  BOOST_REQUIRE_EQUAL(p.expects.size(), 2u);
  BOOST_CHECK_EQUAL(p.expects[0].line, 7u);

  const Program q = parse_program(to_text(p), "dir/x.s");
  BOOST_CHECK_EQUAL(q.num_waves, p.num_waves);
  BOOST_CHECK(q.sgpr_init == p.sgpr_init);
  BOOST_CHECK(q.scc_init == p.scc_init);
  BOOST_CHECK(q.buffers[0].bytes == p.buffers[0].bytes);
  BOOST_CHECK_EQUAL(q.code_base, p.code_base);
  BOOST_CHECK_EQUAL(to_text(q), to_text(p));

  const ArchState s = initial_state(p);
  BOOST_REQUIRE_EQUAL(s.waves.size(), 2u);
  BOOST_CHECK_EQUAL(s.waves[1].sgpr[106], 7u);
  BOOST_CHECK_EQUAL(s.waves[0].exec(), ~0ull);
  BOOST_CHECK_EQUAL(s.waves[0].pc, 0x100000000ull);
  // s_mov_b32 s5, 0x12 is inline 18: 0xBE850092.
  BOOST_CHECK_EQUAL(s.memory.read32(0x100000000ull), 0xBE850092u);
  BOOST_CHECK_EQUAL(s.memory.read32(0x10004), 0x2au);

  // A plain .s file is a valid one-wave program.
  const Program plain = parse_program("s_endpgm\n", "p.s");
  BOOST_CHECK_EQUAL(plain.num_waves, 1u);

  expect_prog_error("s_nop 0\n;; cosim: sgpr 0 s999 1\n", "e.s:2:18: error:");
  expect_prog_error(";; cosim: waves 2\n;; cosim: sgpr 2 s1 1\n", "e.s:2:16: error:");
  expect_prog_error(";; cosim: bogus 1\n", "e.s:1:11: error:");
  expect_prog_error(";; cosim: data 0x10 00\n", "e.s:1:16: error:");

  // Directive numbers are decimal or 0x-hex, read as the command line reads
  // them: a leading zero does not make octal, and nothing but digits counts.
  BOOST_CHECK_EQUAL(parse_program(";; cosim: waves 010\n", "n.s").num_waves, 10u);
  BOOST_CHECK_EQUAL(parse_program(";; cosim: waves 0XA\n", "n.s").num_waves, 10u);
  expect_prog_error(";; cosim: waves 0x\n", "e.s:1:17: error:");
  expect_prog_error(";; cosim: waves 1e1\n", "e.s:1:17: error:");
  expect_prog_error(";; cosim: waves 0b11\n", "e.s:1:17: error:");
  expect_prog_error(";; cosim: seed 18446744073709551616\n", "e.s:1:16: error:");
}

BOOST_AUTO_TEST_CASE(program_workgroup_directives) {
  const std::string text =
      ";; cosim: waves 20\n"
      ";; cosim: workgroups 16 1 3\n"
      ";; cosim: cu_waves 16\n"
      ";; cosim: cu_lds 2048\n"
      ";; cosim: in_flight 2\n"
      "s_endpgm\n";
  const Program p = parse_program(text, "w.s");
  BOOST_CHECK_EQUAL(p.num_waves, 20u);
  BOOST_CHECK(p.workgroups == (std::vector<unsigned>{16, 1, 3}));
  BOOST_CHECK(workgroup_sizes(p) == p.workgroups);
  BOOST_CHECK_EQUAL(p.cu_waves, 16u);
  BOOST_CHECK_EQUAL(p.cu_lds_bytes, 2048u);
  BOOST_CHECK_EQUAL(p.in_flight, 2u);
  const Program q = parse_program(to_text(p), "w.s");
  BOOST_CHECK(q.workgroups == p.workgroups);
  BOOST_CHECK_EQUAL(q.cu_waves, p.cu_waves);
  BOOST_CHECK_EQUAL(q.cu_lds_bytes, p.cu_lds_bytes);
  BOOST_CHECK_EQUAL(q.in_flight, p.in_flight);
  BOOST_CHECK_EQUAL(to_text(q), to_text(p));
  // Without the directive: one workgroup of all the waves.
  BOOST_CHECK(workgroup_sizes(parse_program(";; cosim: waves 3\n", "w.s")) == std::vector<unsigned>{3});

  // Sizes must add up to `waves` (column of the first size).
  expect_prog_error(";; cosim: waves 4\n;; cosim: workgroups 2 1\n", "e.s:2:22: error: the workgroups have 3");
  expect_prog_error(";; cosim: waves 1\n;; cosim: workgroups 0 1\n", "e.s:2:22: error: a workgroup has at least");
  expect_prog_error(";; cosim: waves 17\n;; cosim: workgroups 17\n", "e.s:2:22: error:");
  expect_prog_error(";; cosim: workgroups 1\n;; cosim: workgroups 1\n", "e.s:2:11: error: duplicate");
  // More than one workgroup's worth of waves needs the directive.
  expect_prog_error(";; cosim: waves 17\n", "e.s:1:17: error: a workgroup has at most 16 waves");
  expect_prog_error(";; cosim: cu_lds 1000\n", "e.s:1:18: error:");
  expect_prog_error(";; cosim: cu_waves 0\n", "e.s:1:20: error:");
  expect_prog_error(";; cosim: in_flight 0\n", "e.s:1:21: error:");
}

BOOST_AUTO_TEST_CASE(program_vector_directives) {
  const std::string text =
      ";; cosim: waves 2\n"
      ";; cosim: vgprs 4\n"
      ";; cosim: vgpr * v3 * 0x3f800000\n"
      ";; cosim: vgpr 1 v0 17 0x40000000\n"
      ";; cosim: mode 1 0x3f0\n"
      ";; cosim: expect 1 v0 17 0x40000000\n"
      "s_endpgm\n";
  const Program p = parse_program(text, "v.s");
  BOOST_CHECK_EQUAL(p.num_vgprs, 4u);
  BOOST_CHECK_EQUAL(p.vgpr_init.at(0).at(3)[0], 0x3f800000u);
  BOOST_CHECK_EQUAL(p.vgpr_init.at(0).at(3)[63], 0x3f800000u);
  BOOST_CHECK_EQUAL(p.vgpr_init.at(1).at(0)[17], 0x40000000u);
  BOOST_CHECK_EQUAL(p.vgpr_init.at(1).at(0)[16], 0u);
  BOOST_CHECK_EQUAL(p.mode_init.at(0), kDefaultMode);
  BOOST_CHECK_EQUAL(p.mode_init.at(1), 0x3f0u);
  BOOST_REQUIRE_EQUAL(p.expects.size(), 1u);
  BOOST_CHECK(p.expects[0].kind == Expectation::Vgpr);
  BOOST_CHECK_EQUAL(p.expects[0].reg, 0u);
  BOOST_CHECK_EQUAL(p.expects[0].lane, 17u);

  const Program q = parse_program(to_text(p), "v.s");
  BOOST_CHECK(q.vgpr_init == p.vgpr_init);
  BOOST_CHECK(q.mode_init == p.mode_init);
  BOOST_CHECK_EQUAL(q.num_vgprs, p.num_vgprs);
  BOOST_CHECK_EQUAL(to_text(q), to_text(p));

  const ArchState s = initial_state(p);
  BOOST_REQUIRE_EQUAL(s.waves[1].vgpr.size(), 4u);
  BOOST_CHECK_EQUAL(s.waves[1].vgpr[3][5], 0x3f800000u);
  BOOST_CHECK_EQUAL(s.waves[1].vgpr[0][17], 0x40000000u);
  BOOST_CHECK_EQUAL(s.waves[1].mode, 0x3f0u);
  // MODE default per the LLVM AMDGPU kernel-descriptor defaults: f32 denorms
  // flushed (0 in [5:4]), f16/f64 kept (3 in [7:6]), DX10_CLAMP and IEEE set.
  BOOST_CHECK_EQUAL(s.waves[0].mode, 0x3c0u);
  BOOST_CHECK(initial_state(parse_program("s_endpgm\n", "p.s")).waves[0].vgpr.empty());

  // v4 is outside a 4-register allocation; lane 64 does not exist.
  expect_prog_error(";; cosim: vgprs 4\n;; cosim: vgpr 0 v4 * 1\n", "e.s:2:18: error:");
  expect_prog_error(";; cosim: vgprs 4\n;; cosim: vgpr 0 v1 64 1\n", "e.s:2:21: error:");
  expect_prog_error(";; cosim: vgprs 257\n", "e.s:1:17: error:");
  expect_prog_error(";; cosim: vgprs 4\n;; cosim: vgpr 0 s1 * 1\n", "e.s:2:18: error:");
  expect_prog_error(";; cosim: vgprs 4\n;; cosim: expect 0 v1 0x5\n", "e.s:2:11: error:");
}
