// The instruction table materialised from isa.def, plus lookups over it.
#include "isa.h"

#include <array>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace gcn {
namespace {

// Lower-case copy of each spec name, kept for the lifetime of the program so
// InsnInfo::mnemonic can be a plain const char*.
struct Table {
  std::array<InsnInfo, kNumOps> rows{};
  std::array<std::string, kNumOps> mnemonics{};
  std::unordered_map<std::string_view, Op> by_mnemonic;
  // Index by (format, opcode); opcodes are at most 10 bits wide (VOP3).
  std::array<std::array<int16_t, 1024>, kNumFormats> by_opcode{};
  // The shared VOP3A/VOP3B opcode space, VOP3 forms of VOP1/VOP2/VOPC included.
  std::array<int16_t, 1024> by_vop3{};

  Table() {
    unsigned i = 0;
#define GCN_VINSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, S2, FLAGS)                           \
  rows[i] = InsnInfo{Op::NAME,    #NAME,        nullptr,      Format::FMT, uint16_t(OPC), \
                     Shape::SHAPE, uint8_t(DST), uint8_t(S0), uint8_t(S1), uint8_t(S2),   \
                     uint32_t(FLAGS)};                                                    \
  ++i;
#define GCN_INSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, FLAGS) GCN_VINSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, 0, FLAGS)
#include "isa.def"
#undef GCN_INSN
#undef GCN_VINSN
    for (auto& row : by_opcode) row.fill(-1);
    by_vop3.fill(-1);
    for (unsigned k = 0; k < kNumOps; ++k) {
      std::string m = rows[k].name;
      for (char& c : m) c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
      mnemonics[k] = std::move(m);
      rows[k].mnemonic = mnemonics[k].c_str();
      by_mnemonic.emplace(std::string_view(mnemonics[k]), rows[k].op);
      by_opcode[unsigned(rows[k].format)][rows[k].opcode] = int16_t(k);
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

std::optional<Op> lookup(Format fmt, unsigned opcode) {
  if (opcode > 1023 || unsigned(fmt) >= kNumFormats) return std::nullopt;
  const int16_t k = table().by_opcode[unsigned(fmt)][opcode];
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
    case Format::SOP2: return "SOP2";
    case Format::SOPK: return "SOPK";
    case Format::SOP1: return "SOP1";
    case Format::SOPC: return "SOPC";
    case Format::SOPP: return "SOPP";
    case Format::SMEM: return "SMEM";
    case Format::VOP2: return "VOP2";
    case Format::VOP1: return "VOP1";
    case Format::VOPC: return "VOPC";
    case Format::VOP3A: return "VOP3A";
    case Format::VOP3B: return "VOP3B";
    case Format::VOP3P: return "VOP3P";
    case Format::DS: return "DS";
  }
  return "?";
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

// Vega ISA "Microcode Formats": SOP2 = 10 in [31:30]; SOPK = 1011 in [31:28];
// SOP1 = 1_0111_1101, SOPC = 1_0111_1110, SOPP = 1_0111_1111 in [31:23];
// SMEM = 11_0000 in [31:26]; VOP2 = 0 in [31]; VOP1 = 011_1111, VOPC = 011_1110
// in [31:25]; VOP3A/VOP3B = 11_0100 in [31:26]; VOP3P = 1_1010_0111 in [31:23].
// The SOP2/SOPK masks overlap the longer ones, so a decoder must try
// SOP1/SOPC/SOPP first, then SOPK, then SOP2; likewise VOP3P before VOP3 and
// VOP1/VOPC before VOP2. DS = 11_0110 in [31:26].
FormatEncoding format_encoding(Format f) {
  switch (f) {
    case Format::SOP2: return {0xC000'0000u, 0x8000'0000u};
    case Format::SOPK: return {0xF000'0000u, 0xB000'0000u};
    case Format::SOP1: return {0xFF80'0000u, 0xBE80'0000u};
    case Format::SOPC: return {0xFF80'0000u, 0xBF00'0000u};
    case Format::SOPP: return {0xFF80'0000u, 0xBF80'0000u};
    case Format::SMEM: return {0xFC00'0000u, 0xC000'0000u};
    case Format::VOP2: return {0x8000'0000u, 0x0000'0000u};
    case Format::VOP1: return {0xFE00'0000u, 0x7E00'0000u};
    case Format::VOPC: return {0xFE00'0000u, 0x7C00'0000u};
    case Format::VOP3A:
    case Format::VOP3B: return {0xFC00'0000u, 0xD000'0000u};
    case Format::VOP3P: return {0xFF80'0000u, 0xD380'0000u};
    case Format::DS: return {0xFC00'0000u, 0xD800'0000u};
  }
  return {0, 0};
}

}  // namespace gcn
