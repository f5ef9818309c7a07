// The instruction table materialised from isa.def, plus lookups over it.
#include "isa.h"

#include <array>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace gcn {
namespace {

// A row's opcode on each generation: GFX678's three (gfx678 below, called
// with the column's parenthesised list), then gfx9's.
constexpr std::array<int16_t, 3> gfx678(int gfx6, int gfx7, int gfx8) {
  return {int16_t(gfx6), int16_t(gfx7), int16_t(gfx8)};
}
constexpr std::array<int16_t, kNumGfx> gfx_opcodes(std::array<int16_t, 3> older, int gfx9) {
  return {older[0], older[1], older[2], int16_t(gfx9)};
}

// Lower-case copy of each spec name, kept for the lifetime of the program so
// InsnInfo::mnemonic can be a plain const char*.
struct Table {
  std::array<InsnInfo, kNumOps> rows{};
  std::array<std::string, kNumOps> mnemonics{};
  std::unordered_map<std::string_view, Op> by_mnemonic;
  // Index by (generation, encoding format, opcode); opcodes are at most 10
  // bits wide (VOP3).
  std::array<std::array<std::array<int16_t, 1024>, kNumFormats>, kNumGfx> by_opcode{};
  // The shared VOP3A/VOP3B opcode space, VOP3 forms of VOP1/VOP2/VOPC included.
  std::array<int16_t, 1024> by_vop3{};

  Table() {
    unsigned i = 0;
// GFX678(gfx6, gfx7, gfx8): the row's opcodes before gfx9, NA where it does
// not exist; vector rows exist on gfx9 only.
#define NA (-1)
#define GFX678(A, B, C) (A, B, C)
#define GCN_ROW(NAME, FMT, OPC, SHAPE, DST, S0, S1, S2, FLAGS, KIND, ATOMIC, GFX)                  \
  rows[i] = InsnInfo{Op::NAME,       #NAME,        nullptr,      Format::FMT, uint16_t(OPC),     \
                     Shape::SHAPE,   uint8_t(DST), uint8_t(S0),  uint8_t(S1), uint8_t(S2),       \
                     uint32_t(FLAGS), DsKind::KIND, DsAtomic::ATOMIC,                            \
                     gfx_opcodes(gfx678 GFX, OPC)};                                              \
  ++i;
#define GCN_DSINSN(NAME, OPC, SHAPE, DST, ADDR, DATA0, DATA1, KIND, ATOMIC, FLAGS) \
  GCN_ROW(NAME, DS, OPC, SHAPE, DST, ADDR, DATA0, DATA1, FLAGS, KIND, ATOMIC, GFX678(NA, NA, NA))
#define GCN_VINSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, S2, FLAGS) \
  GCN_ROW(NAME, FMT, OPC, SHAPE, DST, S0, S1, S2, FLAGS, Unsupported, None, GFX678(NA, NA, NA))
#define GCN_INSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, FLAGS, GFX) \
  GCN_ROW(NAME, FMT, OPC, SHAPE, DST, S0, S1, 0, FLAGS, Unsupported, None, GFX)
#include "isa.def"
#undef GCN_INSN
#undef GCN_VINSN
#undef GCN_DSINSN
#undef GCN_ROW
#undef GFX678
#undef NA
    for (auto& gfx : by_opcode)
      for (auto& row : gfx) row.fill(-1);
    by_vop3.fill(-1);
    for (unsigned k = 0; k < kNumOps; ++k) {
      std::string m = rows[k].name;
      for (char& c : m) c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
      mnemonics[k] = std::move(m);
      rows[k].mnemonic = mnemonics[k].c_str();
      by_mnemonic.emplace(std::string_view(mnemonics[k]), rows[k].op);
      for (unsigned g = 0; g < kNumGfx; ++g) {
        const int16_t opc = rows[k].gfx_opcode[g];
        if (opc < 0) continue;
        int16_t& slot = by_opcode[g][unsigned(encoding_format_on(rows[k], Gfx(g)))][unsigned(opc)];
        if (slot >= 0)
          throw std::logic_error(std::string("isa.def: ") + mcpu_name(Gfx(g)) + " opcode of " + rows[k].name +
                                 " is taken by " + rows[unsigned(slot)].name);
        slot = int16_t(k);
      }
      if (has_vop3_form(rows[k]) && rows[k].format != Format::VOP3P) {
        if (by_vop3[vop3_opcode(rows[k])] >= 0)
          throw std::logic_error(std::string("isa.def: VOP3 opcode of ") + rows[k].name + " is taken");
        by_vop3[vop3_opcode(rows[k])] = int16_t(k);
      }
    }
  }
};

const Table& table() {
  static const Table t;
  return t;
}

}  // namespace

const InsnInfo& info(Op op) {
  const auto i = static_cast<unsigned>(op);
  if (i >= kNumOps) throw std::out_of_range("gcn::info: bad Op " + std::to_string(i));
  return table().rows[i];
}

std::optional<Op> lookup(Format fmt, unsigned opcode, Gfx gfx) {
  if (opcode > 1023 || unsigned(fmt) >= kNumFormats || unsigned(gfx) >= kNumGfx) return std::nullopt;
  const int16_t k = table().by_opcode[unsigned(gfx)][unsigned(fmt)][opcode];
  if (k < 0) return std::nullopt;
  return table().rows[unsigned(k)].op;
}

std::optional<Op> lookup_mnemonic(std::string_view mnemonic) {
  const auto& m = table().by_mnemonic;
  auto it = m.find(mnemonic);
  if (it == m.end()) return std::nullopt;
  return it->second;
}

const char* format_name(Format f) {
  switch (f) {
#define GCN_FORMAT(NAME, MASK, VALUE, OPC_LSB, OPC_WIDTH) \
  case Format::NAME:                                    \
    return #NAME;
#include "formats.def"
#undef GCN_FORMAT
  }
  return "?";
}

Format encoding_format_on(const InsnInfo& i, Gfx gfx) {
  return i.format == Format::SMEM && has_smrd(gfx) ? Format::SMRD : i.format;
}

bool has_vop3_form(const InsnInfo& i) {
  if (!is_vector(i.format)) return false;
  return !i.has(F_NOE64);
}

unsigned vop3_opcode(const InsnInfo& i) {
  switch (i.format) {
    case Format::VOPC: return i.opcode;
    case Format::VOP2: return 0x100u + i.opcode;
    case Format::VOP1: return 0x140u + i.opcode;
    default: return i.opcode;
  }
}

std::optional<Op> lookup_vop3(unsigned opcode) {
  if (opcode > 1023) return std::nullopt;
  const int16_t k = table().by_vop3[opcode];
  if (k < 0) return std::nullopt;
  return table().rows[unsigned(k)].op;
}

// Vega ISA "VOP3B": the carry adds/subtracts, V_DIV_SCALE_* and V_MAD_*64_*32.
bool vop3_is_b(const InsnInfo& i) {
  return i.format == Format::VOP3B || i.shape == Shape::SH_VOP2_CARRYOUT || i.shape == Shape::SH_VOP2_CARRYIN;
}

// Both from formats.def. The SOP2/SOPK masks overlap the longer ones, so a
// decoder must try SOP1/SOPC/SOPP first, then SOPK, then SOP2; likewise VOP3P
// before VOP3 and VOP1/VOPC before VOP2.
FormatEncoding format_encoding(Format f) {
  switch (f) {
#define GCN_FORMAT(NAME, MASK, VALUE, OPC_LSB, OPC_WIDTH) \
  case Format::NAME:                                    \
    return {MASK##u, VALUE##u};
#include "formats.def"
#undef GCN_FORMAT
  }
  return {0, 0};
}

OpcodeField opcode_field(Format f) {
  switch (f) {
#define GCN_FORMAT(NAME, MASK, VALUE, OPC_LSB, OPC_WIDTH) \
  case Format::NAME:                                    \
    return {OPC_LSB, OPC_WIDTH};
#include "formats.def"
#undef GCN_FORMAT
  }
  return {0, 0};
}

}  // namespace gcn
