// Consistency of the instruction table (isa.def) and its lookups.
#define BOOST_TEST_MODULE test_isa
#include <boost/test/included/unit_test.hpp>

#include <array>
#include <set>
#include <string>

#include "insn.h"
#include "ds.h"
#include "isa.h"
#include "wait_counts.h"

using namespace gcn;

// The Vega ISA lists 53 SOP2, 20 SOPK, 53 SOP1, 20 SOPC, 31 SOPP and 86 SMEM
// scalar instructions that GFX9 encodes, and 55 VOP2, 78 VOP1, 198 VOPC,
// 103 VOP3A, 4 VOP3B and 22 VOP3P vector ALU instructions (counted from the
// opcode tables); the table leaves out the 4 VOP3A V_INTERP_*_F16 rows. The
// "LDS & GDS Instructions" table lists 154 DS opcodes (0..255 with gaps).
// "MUBUF Opcodes" lists 69 (0..39, 61..76, 96..108), "MTBUF Opcodes" 16.
BOOST_AUTO_TEST_CASE(row_count) {
  BOOST_CHECK_EQUAL(kNumOps, 263u + 55 + 78 + 198 + 99 + 4 + 22 + 154 + 48 + 48 + 22 + 69 + 16);
  std::array<unsigned, kNumFormats> per{};
  for (unsigned k = 0; k < kNumOps; ++k) ++per[unsigned(info(Op(k)).format)];
  BOOST_CHECK_EQUAL(per[unsigned(Format::VOP2)], 55u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::VOP1)], 78u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::VOPC)], 198u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::VOP3A)], 99u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::VOP3B)], 4u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::VOP3P)], 22u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::DS)], 154u);
  // Vega "FLAT Opcodes" / "GLOBAL Opcodes": 22 loads and stores, 26 atomics;
  // "SCRATCH Opcodes": the 22 loads and stores.
  BOOST_CHECK_EQUAL(per[unsigned(Format::FLAT)], 48u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::GLOBAL)], 48u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::SCRATCH)], 22u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::MUBUF)], 69u);
  BOOST_CHECK_EQUAL(per[unsigned(Format::MTBUF)], 16u);
}

// Vector memory rows, with operand sizes per the Vega opcode tables; the FLAT
// encoding's three segments. Executed: every FLAT, GLOBAL and SCRATCH row, the untyped MUBUF
// loads and stores (BUFFER_LOAD_UBYTE..DWORDX4, the six
// BUFFER_LOAD_*_D16[_HI], BUFFER_STORE_BYTE[_D16_HI], _SHORT[_D16_HI],
// _DWORD..X4) and the MUBUF atomics; every other vector memory row is
// encoded and named but not executed yet (F_UNSUP).
BOOST_AUTO_TEST_CASE(vmem_rows) {
  unsigned executed = 0;
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& i = info(Op(k));
    if (!is_vmem(i.format)) continue;
    const std::string n = i.name;
    const bool untyped_buffer = i.format == Format::MUBUF && (n.starts_with("BUFFER_LOAD_") || n.starts_with("BUFFER_STORE_")) &&
                                n.find("FORMAT") == n.npos && n.find("LDS") == n.npos;
    const bool buffer_atomic = i.format == Format::MUBUF && n.starts_with("BUFFER_ATOMIC_");
    const bool run = i.format == Format::FLAT || i.format == Format::GLOBAL || i.format == Format::SCRATCH ||
                     untyped_buffer || buffer_atomic;
    executed += run;
    BOOST_CHECK_MESSAGE(i.has(F_UNSUP) == !run && executable(i) == run, i.name);
    const bool no_vaddr = i.shape == Shape::SH_BUF_STORE_LDS || i.shape == Shape::SH_BUF_NONE;
    BOOST_CHECK_EQUAL(i.src0_dw, i.format == Format::SCRATCH ? 1u : no_vaddr ? 0u : 2u);
  }
  // FLAT: 48 rows; GLOBAL: 48; SCRATCH: 22; MUBUF: 8 loads, 6 D16 loads, 8 stores, 26 atomics
  BOOST_CHECK_EQUAL(executed, 48u + 48u + 22u + 8u + 6u + 8u + 26u);
  // Buffer rows (Vega "MUBUF Opcodes", "MTBUF Opcodes"): D16 formats pack two
  // components a dword; the lds form exists on buffer_load_format_x and the
  // loads of at most a dword ("Buffer Instructions", LDS subset).
  const InsnInfo& d16 = info(Op::TBUFFER_LOAD_FORMAT_D16_XYZ);
  BOOST_CHECK(d16.format == Format::MTBUF && d16.shape == Shape::SH_BUF_LOAD && d16.opcode == 10 && d16.dst_dw == 2);
  const InsnInfo& bcs = info(Op::BUFFER_ATOMIC_CMPSWAP_X2);
  BOOST_CHECK(bcs.shape == Shape::SH_BUF_ATOMIC && bcs.opcode == 97 && bcs.dst_dw == 2 && bcs.src1_dw == 4);
  BOOST_CHECK(info(Op::BUFFER_LOAD_FORMAT_X).has(F_VM_LDS) && info(Op::BUFFER_LOAD_SSHORT).has(F_VM_LDS) &&
              !info(Op::BUFFER_LOAD_DWORDX2).has(F_VM_LDS) && !info(Op::BUFFER_LOAD_UBYTE_D16).has(F_VM_LDS));
  BOOST_CHECK(lookup(Format::MUBUF, 61) == Op::BUFFER_STORE_LDS_DWORD && !lookup(Format::MUBUF, 40));
  BOOST_CHECK_EQUAL(format_encoding(Format::MUBUF).value, 0xE0000000u);  // [31:26] = 111000
  BOOST_CHECK_EQUAL(format_encoding(Format::MTBUF).value, 0xE8000000u);  // [31:26] = 111010
  BOOST_CHECK_EQUAL(opcode_field(Format::MUBUF).extract(0xE0500000u), 20u);  // OP [24:18]
  BOOST_CHECK_EQUAL(opcode_field(Format::MTBUF).extract(0xE8078000u), 15u);  // OP [18:15]
  const InsnInfo& cs = info(Op::GLOBAL_ATOMIC_CMPSWAP_X2);
  BOOST_CHECK(cs.shape == Shape::SH_FLAT_ATOMIC && cs.opcode == 97 && cs.dst_dw == 2 && cs.src1_dw == 4);
  const InsnInfo& st = info(Op::SCRATCH_STORE_DWORDX3);
  BOOST_CHECK(st.shape == Shape::SH_FLAT_STORE && st.opcode == 30 && st.dst_dw == 0 && st.src1_dw == 3);
  BOOST_CHECK(lookup(Format::FLAT, 37) == Op::FLAT_LOAD_SHORT_D16_HI && !lookup(Format::SCRATCH, 64));
  BOOST_CHECK_EQUAL(format_encoding(Format::FLAT).value, 0xDC000000u);     // [31:26] = 110111, SEG 0
  BOOST_CHECK_EQUAL(format_encoding(Format::SCRATCH).value, 0xDC004000u);  // SEG 1
  BOOST_CHECK_EQUAL(format_encoding(Format::GLOBAL).value, 0xDC008000u);   // SEG 2
  BOOST_CHECK_EQUAL(opcode_field(Format::GLOBAL).extract(0xDD0A8000u), 66u);  // OP [24:18]
}

// DS rows: all decoded and named; executable exactly when the golden model has
// their semantics; operand sizes and offset
// forms spot-checked against the spec's descriptions (READ2_B64 returns two
// qwords, WRITE_B128 writes a quad-dword, CMPST_RTN_B64 takes cmp and src,
// WRXCHG2ST64 scales by 64 elements).
BOOST_AUTO_TEST_CASE(ds_rows) {
  unsigned exec_rows = 0;
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& i = info(Op(k));
    if (i.format != Format::DS) continue;
    const bool semantics = golden::ds_op(i).kind != golden::DsKind::Unsupported;
    BOOST_CHECK_MESSAGE(executable(i) == semantics, i.name);
    exec_rows += executable(i);
    BOOST_CHECK(!is_vector(i.format));
  }
  // 154 rows: 6 GWS + ordered count, append, consume, condxchg32, 2 addtid,
  // 31 *_SRC2_*, wrap_rtn (44 without semantics).
  BOOST_CHECK_EQUAL(exec_rows, 154u - 44u);
  BOOST_CHECK(executable(info(Op::S_BARRIER)));
  const InsnInfo& r2 = info(Op::DS_READ2_B64);
  BOOST_CHECK(r2.shape == Shape::SH_DS_2OFF && r2.dst_dw == 4 && r2.src0_dw == 1 && r2.src1_dw == 0);
  const InsnInfo& w4 = info(Op::DS_WRITE_B128);
  BOOST_CHECK(w4.shape == Shape::SH_DS && w4.dst_dw == 0 && w4.src1_dw == 4 && w4.src2_dw == 0);
  const InsnInfo& c64 = info(Op::DS_CMPST_RTN_B64);
  BOOST_CHECK(c64.dst_dw == 2 && c64.src1_dw == 2 && c64.src2_dw == 2 && c64.opcode == 112);
  BOOST_CHECK(info(Op::DS_WRXCHG2ST64_RTN_B32).has(F_DS_ST64) && !info(Op::DS_WRXCHG2_RTN_B32).has(F_DS_ST64));
  BOOST_CHECK(info(Op::DS_GWS_BARRIER).has(F_DS_GDS) && info(Op::DS_ORDERED_COUNT).has(F_DS_GDS));
  BOOST_CHECK(lookup(Format::DS, 255) == Op::DS_READ_B128 && !lookup(Format::DS, 22));
}

// VOP3 opcodes of VOP1/VOP2/VOPC rows, worked from the spec rule (VOPC + 0,
// VOP2 + 0x100, VOP1 + 0x140) and checked against llvm-mc's encodings.
BOOST_AUTO_TEST_CASE(vop3_opcode_space) {
  BOOST_CHECK_EQUAL(vop3_opcode(info(Op::V_ADD_F32)), 0x101u);      // v_add_f32_e64: 0xd1010000
  BOOST_CHECK_EQUAL(vop3_opcode(info(Op::V_MOV_B32)), 0x141u);      // v_mov_b32_e64: 0xd1410000
  BOOST_CHECK_EQUAL(vop3_opcode(info(Op::V_CMP_EQ_U32)), 0xCAu);    // v_cmp_eq_u32_e64: 0xd0ca0000
  BOOST_CHECK(lookup_vop3(0x119) == Op::V_ADD_CO_U32);
  BOOST_CHECK(lookup_vop3(0x1C1) == Op::V_MAD_F32);
  BOOST_CHECK(!lookup_vop3(0x140 + 81));  // v_swap_b32 has no VOP3 form
  BOOST_CHECK(!has_vop3_form(info(Op::V_MADMK_F32)));
  BOOST_CHECK(vop3_is_b(info(Op::V_ADDC_CO_U32)) && vop3_is_b(info(Op::V_MAD_U64_U32)));
  BOOST_CHECK(!vop3_is_b(info(Op::V_CNDMASK_B32)));
  // The vector pipeline's scope: F64/F16/packed rows stay unsupported, 32-bit and 64-bit
  // integer rows do not and execute like the scalar rows.
  BOOST_CHECK(info(Op::V_ADD_F64).has(F_UNSUP) && info(Op::V_ADD_F16).has(F_UNSUP));
  BOOST_CHECK(info(Op::V_PK_ADD_U16).has(F_UNSUP));
  BOOST_CHECK(!info(Op::V_LSHLREV_B64).has(F_UNSUP) && !info(Op::V_MAD_U64_U32).has(F_UNSUP));
  BOOST_CHECK(executable(info(Op::V_ADD_U32)) && executable(info(Op::S_ADD_U32)));
  BOOST_CHECK(!executable(info(Op::V_ADD_F16)) && !executable(info(Op::V_ADD_F64)));
}

BOOST_AUTO_TEST_CASE(unique_opcodes_and_mnemonics) {
  std::set<std::pair<int, unsigned>> seen;
  std::set<std::string> names;
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& i = info(Op(k));
    BOOST_CHECK(unsigned(i.op) == k);
    BOOST_CHECK_MESSAGE(seen.insert({int(i.format), i.opcode}).second, i.name << " duplicates an opcode");
    BOOST_CHECK_MESSAGE(names.insert(i.mnemonic).second, i.name << " duplicates a mnemonic");
    BOOST_CHECK_EQUAL(lookup(i.format, i.opcode).value_or(Op::COUNT) == i.op, true);
    BOOST_CHECK(lookup_mnemonic(i.mnemonic) == i.op);
    // Mnemonic is the lower-case spec name.
    std::string lower = i.name;
    for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
    BOOST_CHECK_EQUAL(lower, std::string(i.mnemonic));
  }
  BOOST_CHECK(!lookup_mnemonic("s_add_u33"));
  BOOST_CHECK(!lookup(Format::SOP1, 47));  // unused SOP1 opcode
  BOOST_CHECK(!lookup(Format::SOPK, 19));  // unused SOPK opcode
}

BOOST_AUTO_TEST_CASE(opcode_widths) {
  // Opcode fields: SOP2 7 bits, SOPK 5, SOP1 8, SOPC 7, SOPP 7, SMEM 8, VOP2 6,
  // VOP1 8, VOPC 8, VOP3A/VOP3B 10 (VOP3-only rows start at 448), VOP3P 7, DS 8,
  // FLAT/SCRATCH/GLOBAL 7, MUBUF 7, MTBUF 4.
  const std::array<unsigned, kNumFormats> max = {127, 31, 255, 127, 127, 255, 63, 255, 255, 1023, 1023, 127, 255,
                                                 127, 127, 127, 127, 15};
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& i = info(Op(k));
    BOOST_CHECK_LE(i.opcode, max[unsigned(i.format)]);
  }
}

// Hand-checked format values from the Vega ISA "Microcode Formats" chapter.
BOOST_AUTO_TEST_CASE(format_bits) {
  BOOST_CHECK_EQUAL(format_encoding(Format::SOP2).value, 0x80000000u);
  BOOST_CHECK_EQUAL(format_encoding(Format::SOPK).value, 0xB0000000u);
  BOOST_CHECK_EQUAL(format_encoding(Format::SOP1).value, 0xBE800000u);
  BOOST_CHECK_EQUAL(format_encoding(Format::SOPC).value, 0xBF000000u);
  BOOST_CHECK_EQUAL(format_encoding(Format::SOPP).value, 0xBF800000u);
  BOOST_CHECK_EQUAL(format_encoding(Format::SMEM).value, 0xC0000000u);
  BOOST_CHECK_EQUAL(std::string(format_name(Format::SMEM)), "SMEM");
  BOOST_CHECK_EQUAL(format_encoding(Format::VOP1).value, 0x7E000000u);
  BOOST_CHECK_EQUAL(format_encoding(Format::VOPC).value, 0x7C000000u);
  BOOST_CHECK_EQUAL(format_encoding(Format::VOP3A).value, 0xD0000000u);
  BOOST_CHECK_EQUAL(format_encoding(Format::VOP3P).value, 0xD3800000u);
  BOOST_CHECK_EQUAL(format_encoding(Format::DS).value, 0xD8000000u);  // [31:26] = 110110
  BOOST_CHECK_EQUAL(std::string(format_name(Format::DS)), "DS");
}

// Every row's encoding carries its format's fixed bits and decodes back to
// the same row.
BOOST_AUTO_TEST_CASE(fixed_bits_round_trip) {
  for (unsigned k = 0; k < kNumOps; ++k) {
    Insn in;
    in.op = Op(k);
    const InsnInfo& i = in.info();
    // Operands that are valid sources for every shape: s0 (code 0); a vector
    // SRC0 gets v0, which every vector row with a source accepts.
    if (is_vector(i.format) && i.src0_dw > 0) in.src0 = sreg::VGPR0;
    in.gds = i.has(F_DS_GDS);  // GWS and ordered-count rows exist only with gds
    in.lds = i.shape == Shape::SH_BUF_STORE_LDS;  // buffer_store_lds_dword exists only with lds
    std::array<uint32_t, 3> w{};
    const unsigned n = encode(in, w);
    BOOST_CHECK_EQUAL(n, in.size_dwords());
    const FormatEncoding e = format_encoding(encoding_format(in));
    BOOST_CHECK_MESSAGE((w[0] & e.mask) == e.value, i.name << " lacks its format bits");
    const Insn d = decode(w.data(), n, 0);
    BOOST_CHECK_MESSAGE(d.op == in.op, i.name << " decodes as " << d.info().name);
  }
}

// Spot checks of single encodings worked by hand from the field tables.
BOOST_AUTO_TEST_CASE(hand_encodings) {
  // S_ADD_U32 s5, s1, s2: SOP2 op 0 -> 0x80000000 | sdst 5 << 16 | ssrc1 2 << 8 | ssrc0 1.
  Insn a;
  a.op = Op::S_ADD_U32;
  a.sdst = 5, a.ssrc0 = 1, a.ssrc1 = 2;
  std::array<uint32_t, 3> w{};
  BOOST_CHECK_EQUAL(encode(a, w), 1u);
  BOOST_CHECK_EQUAL(w[0], 0x80050201u);
  // S_LOAD_DWORDX2 s[4:5], s[2:3], 0x10 (IMM): op 1 << 18 | IMM << 17 | sdata 4 << 6 | sbase 1.
  Insn l;
  l.op = Op::S_LOAD_DWORDX2;
  l.sdst = 4, l.sbase = 1, l.imm = true, l.offset = 0x10;
  BOOST_CHECK_EQUAL(encode(l, w), 2u);
  BOOST_CHECK_EQUAL(w[0], 0xC0000000u | (1u << 18) | (1u << 17) | (4u << 6) | 1u);
  BOOST_CHECK_EQUAL(w[1], 0x10u);
  // SOFFSET lands in dword 1 bits [31:25].
  l.soe = true, l.soffset = 124;
  encode(l, w);
  BOOST_CHECK_EQUAL(w[1], 0x10u | (124u << 25));
}

// S_WAITCNT counter increments, from the Vega text: "Scalar Memory
// Operations", Dependency Checking (1 for a fetch of one dword, 2 for two or
// more; S_MEMTIME is a two-dword fetch), "Data Dependency Resolution"
// (LGKM_CNT: LDS, GDS, constant, message; VM_CNT: vector memory), "Flat
// Memory Instructions" (FLAT counts on both, GLOBAL and SCRATCH on VM_CNT).
BOOST_AUTO_TEST_CASE(wait_increments) {
  struct Case {
    Op op;
    WaitIncrement inc;
  };
  const Case cases[] = {
      {Op::S_LOAD_DWORD, {0, 1}},           {Op::S_LOAD_DWORDX2, {0, 2}},
      {Op::S_LOAD_DWORDX16, {0, 2}},        {Op::S_BUFFER_LOAD_DWORD, {0, 1}},
      {Op::S_BUFFER_LOAD_DWORDX4, {0, 2}},  {Op::S_STORE_DWORD, {0, 1}},
      {Op::S_STORE_DWORDX2, {0, 2}},        {Op::S_MEMTIME, {0, 2}},
      {Op::S_MEMREALTIME, {0, 2}},          {Op::S_DCACHE_INV, {0, 1}},
      {Op::S_BUFFER_ATOMIC_ADD, {0, 1}},    {Op::S_BUFFER_ATOMIC_CMPSWAP, {0, 1}},  // one dword of memory
      {Op::S_BUFFER_ATOMIC_ADD_X2, {0, 2}}, {Op::S_ATOMIC_CMPSWAP_X2, {0, 2}},
      {Op::DS_READ_B32, {0, 1}},            {Op::DS_WRITE_B128, {0, 1}},
      {Op::DS_NOP, {0, 1}},                 {Op::FLAT_LOAD_DWORD, {1, 1}},
      {Op::GLOBAL_LOAD_DWORD, {1, 0}},      {Op::GLOBAL_ATOMIC_ADD, {1, 0}},
      {Op::SCRATCH_STORE_DWORD, {1, 0}},    {Op::BUFFER_LOAD_DWORDX4, {1, 0}},
      {Op::TBUFFER_LOAD_FORMAT_X, {1, 0}},  {Op::S_SENDMSG, {0, 1}},
      {Op::S_SENDMSGHALT, {0, 1}},          {Op::S_ADD_U32, {0, 0}},
      {Op::S_WAITCNT, {0, 0}},              {Op::V_ADD_F32, {0, 0}},
  };
  for (const Case& c : cases) {
    const WaitIncrement got = wait_increment(info(c.op));
    BOOST_TEST_CONTEXT(info(c.op).name) {
      BOOST_CHECK_EQUAL(got.vm, c.inc.vm);
      BOOST_CHECK_EQUAL(got.lgkm, c.inc.lgkm);
    }
  }
  // Every SMEM row counts on LGKM_CNT alone; no ALU row counts at all.
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& i = info(Op(k));
    const WaitIncrement got = wait_increment(i);
    BOOST_TEST_CONTEXT(i.name) {
      if (i.format == Format::SMEM) {
        BOOST_CHECK(got.vm == 0 && (got.lgkm == 1 || got.lgkm == 2));
      } else if (is_vector(i.format) || i.format == Format::SOP1 || i.format == Format::SOP2 ||
                 i.format == Format::SOPK || i.format == Format::SOPC) {
        BOOST_CHECK(got == WaitIncrement{});
      }
    }
  }
}
