// Cross-check: the RTL decoder (rtl/gcn_decode.sv, Verilated through
// tests/rtl/gcn_decode_probe.sv) against the model's decoder (model/insn.cpp)
// on encodings the random programs never hold: every table row with random
// field values (every operand code, VGPR numbers up to v255, modifier, TFE,
// LDS and GDS bits), the same with a few bits flipped, and random dwords, on
// each generation (gfx600, gfx700 and gfx803 decode their scalar rows).
//
// For each pair of dwords the two must agree on
// - whether the encoding decodes: what the model's decoder rejects
//   (DecodeError) the RTL retires as illegal, one dword long; what it
//   decodes the RTL does not call undecodable,
// - the instruction (the row: the RTL's op_e and the model's Op are both in
//   table order) and its size in dwords,
// - a scalar memory instruction's addressing (base pair, SDATA, immediate
//   byte offset, SGPR offset) as golden/smem.cpp reads the model's fields on
//   that generation (SMRD dword offsets, gfx7's literal, gfx8's 20 bits),
// - illegality where the ISA's operand rules alone decide it: an F_UNSUP row,
//   a scalar source (SOP2/SOP1/SOPC) of null (125) or
//   src_pops_exiting_wave_id (239), a vector source of those or
//   src_lds_direct (254), a MUBUF SOFFSET of null or POPS, MUBUF lds or tfe,
//   DS gds: the RTL must retire these as illegal (the golden model rejects
//   them when it executes). The other direction (an instruction the RTL
//   refuses that the model executes) depends on the wave's state and is the
//   lockstep checker's.
#define BOOST_TEST_MODULE rtl_decode_xcheck
#include <boost/test/unit_test.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>

#include <fmt/format.h>

#include "Vgcn_decode_probe.h"
#include "insn.h"
#include "isa.h"

namespace {

using gcn::Insn;
using gcn::Op;

using gcn::Gfx;

struct Rtl {
  unsigned op, nwords;
  bool illegal, undecodable;
  unsigned sbase, sdst;
  uint64_t ioff;  // 35 bits
  bool soff_en;
  unsigned soff_reg;
};

Rtl rtl_decode(Vgcn_decode_probe& t, uint32_t w0, uint32_t w1, Gfx gfx) {
  t.gfx_i = static_cast<uint8_t>(gfx);
  t.w0_i = w0;
  t.w1_i = w1;
  t.eval();
  return {t.op_o,   t.nwords_o, t.illegal_o != 0,   t.undecodable_o != 0, t.sbase_o,
          t.sdst_o, t.ioff_o,   t.soff_en_o != 0, t.soff_reg_o};
}

// Scalar memory addressing of a decoded SMEM row as the golden model reads
// the fields (golden/smem.cpp address): the immediate byte offset (35 bits,
// two's complement) and the SGPR offset register, if any.
struct SmemAddressing {
  uint64_t ioff;
  bool soff_en;
  unsigned soff_reg;
};
SmemAddressing smem_addressing(const Insn& in) {
  constexpr uint64_t kMask35 = (uint64_t(1) << 35) - 1;
  if (gcn::has_smrd(in.gfx)) {
    if (in.has_literal) return {4ull * in.literal, false, 0};
    if (in.imm) return {4ull * in.offset, false, 0};
    return {0, true, in.offset & 0x7Fu};
  }
  if (in.gfx == Gfx::Gfx8) return in.imm ? SmemAddressing{in.offset, false, 0} : SmemAddressing{0, true, in.offset & 0x7Fu};
  const uint64_t sext21 = (in.offset & 0x100000) ? (uint64_t(in.offset) | ~uint64_t(0x1FFFFF)) : in.offset;
  return {in.imm ? sext21 & kMask35 : 0, in.soe || !in.imm, in.soe ? in.soffset : (in.offset & 0x7Fu)};
}

// An instruction of row `op` with every field random over its encoding width.
Insn random_insn(Op op, std::mt19937_64& rng) {
  auto u = [&](unsigned bits) { return static_cast<uint32_t>(rng() & ((uint64_t(1) << bits) - 1)); };
  const gcn::InsnInfo& i = gcn::info(op);
  Insn x;
  x.op = op;
  x.sdst = uint8_t(u(7));
  x.ssrc0 = uint8_t(u(8));
  x.ssrc1 = uint8_t(u(8));
  x.simm16 = uint16_t(u(16));
  x.literal = u(32);
  x.sbase = uint8_t(u(6));
  x.soe = u(1), x.nv = u(1), x.glc = u(1), x.imm = u(1);
  x.offset = u(21);
  x.soffset = uint8_t(i.format == gcn::Format::SMEM ? u(7) : u(8));
  x.vop3 = gcn::has_vop3_form(i) && u(1);
  x.vdst = uint8_t(u(8));
  x.src0 = uint16_t(u(9)), x.src1 = uint16_t(u(9)), x.src2 = uint16_t(u(9));
  x.abs = uint8_t(u(3)), x.neg = uint8_t(u(3)), x.opsel = uint8_t(u(4)), x.opsel_hi = uint8_t(u(3));
  x.omod = uint8_t(u(2));
  x.clamp = u(1);
  x.ds_offset0 = uint8_t(u(8)), x.ds_offset1 = uint8_t(u(8));
  x.gds = u(3) == 0;
  x.ds_addr = uint8_t(u(8)), x.ds_data0 = uint8_t(u(8)), x.ds_data1 = uint8_t(u(8));
  x.vm_offset = uint16_t(u(12));
  x.lds = u(3) == 0, x.slc = u(1);
  x.vaddr = uint8_t(u(8)), x.vdata = uint8_t(u(8));
  x.saddr = uint8_t(u(1) ? 0x7f : u(7));
  x.offen = u(1), x.idxen = u(1), x.tfe = u(3) == 0;
  x.srsrc = uint8_t(4 * u(5));
  x.dfmt = uint8_t(u(4)), x.nfmt = uint8_t(u(3));
  // Fields of operands the row does not have must be zero (in the VOP3 and
  // DS encodings): zero most of the time, so that most encodings decode.
  if (u(3) != 0) {
    if (!i.src0_dw) x.src0 = 0, x.ds_addr = 0, x.ssrc0 = 0;
    if (!i.src1_dw) x.src1 = 0, x.ds_data0 = 0, x.ssrc1 = 0;
    if (!i.src2_dw) x.src2 = 0, x.ds_data1 = 0;
    if (!i.dst_dw) x.vdst = 0, x.sdst = 0;
  }
  // Registers low most of the time so that ranges end inside v0..v255.
  if (u(1)) {
    x.vdst &= 31, x.vaddr &= 31, x.vdata &= 31, x.ds_addr &= 31, x.ds_data0 &= 31, x.ds_data1 &= 31;
    x.src0 = x.src0 >= 256 ? uint16_t(256 + (x.src0 & 31)) : x.src0;
  }
  return x;
}

// The operand rules that make a decodable instruction illegal whatever the
// wave's state (see the header comment).
std::optional<std::string> must_be_illegal(const Insn& x) {
  const gcn::InsnInfo& i = x.info();
  if (i.has(gcn::F_UNSUP)) return "an F_UNSUP row";
  auto unexecutable = [](unsigned code) {
    return code == gcn::sreg::RESERVED || code == gcn::sreg::POPS_EXITING_WAVE_ID || code == gcn::sreg::LDS_DIRECT;
  };
  const bool sop_sources = i.format == gcn::Format::SOP2 || i.format == gcn::Format::SOP1 ||
                           i.format == gcn::Format::SOPC;
  if (sop_sources && i.src0_dw && (x.ssrc0 == gcn::sreg::RESERVED || x.ssrc0 == gcn::sreg::POPS_EXITING_WAVE_ID))
    return fmt::format("SSRC0 is code {}", x.ssrc0);
  if (sop_sources && i.src1_dw && (x.ssrc1 == gcn::sreg::RESERVED || x.ssrc1 == gcn::sreg::POPS_EXITING_WAVE_ID))
    return fmt::format("SSRC1 is code {}", x.ssrc1);
  if (gcn::is_vector(i.format)) {
    const unsigned dws[3] = {i.src0_dw, i.src1_dw, i.src2_dw};
    const unsigned codes[3] = {x.src0, x.src1, x.src2};
    for (unsigned k = 0; k < 3; ++k)
      if (dws[k] && unexecutable(codes[k])) return fmt::format("source {} is code {}", k, codes[k]);
  }
  if (i.format == gcn::Format::MUBUF || i.format == gcn::Format::MTBUF) {
    if (x.soffset == gcn::sreg::RESERVED || x.soffset == gcn::sreg::POPS_EXITING_WAVE_ID)
      return fmt::format("SOFFSET is code {}", x.soffset);
    if (x.lds) return "MUBUF lds";
    if (x.tfe) return "MUBUF tfe";
  }
  if (i.format == gcn::Format::DS && x.gds) return "DS gds";
  return std::nullopt;
}

struct Tally {
  uint64_t pairs = 0, decodable = 0, illegal_checked = 0, smem = 0;
};


// Compares the two decoders on one pair of dwords; false (with a message) on
// the first disagreement.
bool compare(Vgcn_decode_probe& t, uint32_t w0, uint32_t w1, Gfx gfx, Tally& n, std::string& why) {
  ++n.pairs;
  const Rtl r = rtl_decode(t, w0, w1, gfx);
  const uint32_t words[2] = {w0, w1};
  std::optional<Insn> m;
  std::string err;
  try {
    m = gcn::decode(words, 2, 0, gfx);
  } catch (const gcn::DecodeError& e) {
    err = e.what();
  }
  const std::string at = fmt::format("{} [{:#010x}, {:#010x}]", gcn::mcpu_name(gfx), w0, w1);
  if (!m) {
    // Retired as illegal, one dword long (the RTL flags as undecodable only
    // the encodings whose length it would otherwise take from the row).
    const unsigned len = r.undecodable ? 1 : r.nwords;
    if (!(r.undecodable || r.illegal) || len != 1) {
      why = fmt::format("{}: the model cannot decode it ({}), the RTL decodes op {} ({} dwords){}", at, err, r.op,
                        len, r.illegal ? " as illegal" : "");
      return false;
    }
    return true;
  }
  ++n.decodable;
  const unsigned op = static_cast<unsigned>(m->op);
  if (r.undecodable) {
    why = fmt::format("{}: the model decodes {}, the RTL calls it undecodable", at, m->info().mnemonic);
    return false;
  }
  if (r.op != op || r.nwords != m->size_dwords()) {
    why = fmt::format("{}: the model decodes {} (op {}, {} dwords), the RTL op {} ({} dwords)", at,
                      m->info().mnemonic, op, m->size_dwords(), r.op, r.nwords);
    return false;
  }
  if (m->info().format == gcn::Format::SMEM) {
    ++n.smem;
    const SmemAddressing a = smem_addressing(*m);
    if (r.sbase != m->sbase || r.sdst != m->sdst || r.ioff != a.ioff || r.soff_en != a.soff_en ||
        (a.soff_en && r.soff_reg != a.soff_reg)) {
      why = fmt::format("{}: {}: the model reads sbase {} sdata {} offset {:#x} sgpr offset {}, the RTL sbase {} "
                        "sdata {} offset {:#x} sgpr offset {}",
                        at, m->info().mnemonic, m->sbase, m->sdst, a.ioff,
                        a.soff_en ? fmt::format("s{}", a.soff_reg) : "none", r.sbase, r.sdst, r.ioff,
                        r.soff_en ? fmt::format("s{}", r.soff_reg) : "none");
      return false;
    }
  }
  if (const auto rule = must_be_illegal(*m)) {
    ++n.illegal_checked;
    if (!r.illegal) {
      why = fmt::format("{}: {} is illegal ({}), the RTL executes it", at, m->info().mnemonic, *rule);
      return false;
    }
  }
  return true;
}

void rows_with_random_fields(Gfx gfx) {
  Vgcn_decode_probe t;
  std::mt19937_64 rng(0xdec0de + static_cast<unsigned>(gfx));
  Tally n;
  std::string why;
  // The older generations have the scalar rows only: more rounds of them.
  const unsigned rounds = gfx == Gfx::Gfx9 ? 150 : 600;
  for (unsigned round = 0; round < rounds; ++round) {
    for (unsigned k = 0; k < gcn::kNumOps; ++k) {
      if (!gcn::info(static_cast<Op>(k)).exists_on(gfx)) continue;
      Insn x = random_insn(static_cast<Op>(k), rng);
      x.gfx = gfx;
      std::array<uint32_t, 3> w{};
      unsigned len = 0;
      try {
        len = gcn::encode(x, w);
      } catch (const std::exception&) {
        continue;  // a field combination the encoder refuses
      }
      if (len > 2) continue;
      if (len == 1) w[1] = static_cast<uint32_t>(rng());
      if (!compare(t, w[0], w[1], gfx, n, why)) BOOST_FAIL(fmt::format("row {}: {}", gcn::info(x.op).mnemonic, why));
      // The same with one to three bits flipped anywhere in the two dwords.
      uint64_t both = w[0] | (uint64_t(w[1]) << 32);
      for (unsigned f = 0, nf = 1 + unsigned(rng() % 3); f < nf; ++f) both ^= uint64_t(1) << (rng() % 64);
      if (!compare(t, uint32_t(both), uint32_t(both >> 32), gfx, n, why))
        BOOST_FAIL(fmt::format("row {} with bits flipped: {}", gcn::info(x.op).mnemonic, why));
    }
  }
  BOOST_TEST_MESSAGE(fmt::format("{}: {} pairs, {} decodable, {} with a must-be-illegal operand rule, {} scalar "
                                 "memory", gcn::mcpu_name(gfx), n.pairs, n.decodable, n.illegal_checked, n.smem));
  // Every row, both decodable and refused encodings, the illegal rules and
  // the scalar memory fields all reached.
  BOOST_TEST(n.decodable > n.pairs / 4);
  BOOST_TEST(n.decodable < n.pairs);
  BOOST_TEST(n.illegal_checked > 1000u);
  BOOST_TEST(n.smem > 1000u);
}

void random_dwords(Gfx gfx) {
  Vgcn_decode_probe t;
  std::mt19937_64 rng(0x5eed + static_cast<unsigned>(gfx));
  Tally n;
  std::string why;
  for (unsigned k = 0; k < (gfx == Gfx::Gfx9 ? 300'000u : 100'000u); ++k) {
    const uint64_t v = rng();
    if (!compare(t, uint32_t(v), uint32_t(v >> 32), gfx, n, why)) BOOST_FAIL(why);
  }
  BOOST_TEST_MESSAGE(fmt::format("{}: {} pairs, {} decodable", gcn::mcpu_name(gfx), n.pairs, n.decodable));
  BOOST_TEST(n.decodable > 0u);
}

}  // namespace

BOOST_AUTO_TEST_CASE(rows_with_random_fields_gfx900) { rows_with_random_fields(Gfx::Gfx9); }
BOOST_AUTO_TEST_CASE(rows_with_random_fields_gfx803) { rows_with_random_fields(Gfx::Gfx8); }
BOOST_AUTO_TEST_CASE(rows_with_random_fields_gfx700) { rows_with_random_fields(Gfx::Gfx7); }
BOOST_AUTO_TEST_CASE(rows_with_random_fields_gfx600) { rows_with_random_fields(Gfx::Gfx6); }
BOOST_AUTO_TEST_CASE(random_dwords_gfx900) { random_dwords(Gfx::Gfx9); }
BOOST_AUTO_TEST_CASE(random_dwords_gfx803) { random_dwords(Gfx::Gfx8); }
BOOST_AUTO_TEST_CASE(random_dwords_gfx700) { random_dwords(Gfx::Gfx7); }
BOOST_AUTO_TEST_CASE(random_dwords_gfx600) { random_dwords(Gfx::Gfx6); }
