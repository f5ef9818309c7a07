// Consistency of the instruction table (isa.def) and its lookups.
#define BOOST_TEST_MODULE test_isa
#include <boost/test/included/unit_test.hpp>

#include <array>
#include <set>
#include <string>

#include "insn.h"
#include "isa.h"

using namespace gcn;

// The Vega ISA lists 53 SOP2, 20 SOPK, 53 SOP1, 20 SOPC, 31 SOPP and 86 SMEM
// scalar instructions that GFX9 encodes (counted from the opcode tables).
BOOST_AUTO_TEST_CASE(row_count) { BOOST_CHECK_EQUAL(kNumOps, 263u); }

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
  // Opcode fields: SOP2 7 bits, SOPK 5, SOP1 8, SOPC 7, SOPP 7, SMEM 8.
  const std::array<unsigned, 6> max = {127, 31, 255, 127, 127, 255};
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
}

// Every row's encoding carries its format's fixed bits and decodes back to
// the same row.
BOOST_AUTO_TEST_CASE(fixed_bits_round_trip) {
  for (unsigned k = 0; k < kNumOps; ++k) {
    Insn in;
    in.op = Op(k);
    const InsnInfo& i = in.info();
    // Operands that are valid sources for every shape: s0 (code 0).
    std::array<uint32_t, 3> w{};
    const unsigned n = encode(in, w);
    BOOST_CHECK_EQUAL(n, in.size_dwords());
    const FormatEncoding e = format_encoding(i.format);
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
