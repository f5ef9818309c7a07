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
  // Index by (format, opcode); opcodes are at most 8 bits wide (SMEM).
  std::array<std::array<int16_t, 256>, 6> by_opcode{};

  Table() {
    unsigned i = 0;
#define GCN_INSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, FLAGS)                              \
  rows[i] = InsnInfo{Op::NAME, #NAME, nullptr, Format::FMT, uint8_t(OPC), Shape::SHAPE, \
                     uint8_t(DST), uint8_t(S0), uint8_t(S1), uint32_t(FLAGS)};          \
  ++i;
#include "isa.def"
#undef GCN_INSN
    for (auto& row : by_opcode) row.fill(-1);
    for (unsigned k = 0; k < kNumOps; ++k) {
      std::string m = rows[k].name;
      for (char& c : m) c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
      mnemonics[k] = std::move(m);
      rows[k].mnemonic = mnemonics[k].c_str();
      by_mnemonic.emplace(std::string_view(mnemonics[k]), rows[k].op);
      by_opcode[unsigned(rows[k].format)][rows[k].opcode] = int16_t(k);
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
  if (opcode > 255 || unsigned(fmt) >= 6) return std::nullopt;
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
  }
  return "?";
}

// Vega ISA "Microcode Formats": SOP2 = 10 in [31:30]; SOPK = 1011 in [31:28];
// SOP1 = 1_0111_1101, SOPC = 1_0111_1110, SOPP = 1_0111_1111 in [31:23];
// SMEM = 11_0000 in [31:26]. The SOP2/SOPK masks overlap the longer ones, so a
// decoder must try SOP1/SOPC/SOPP first, then SOPK, then SOP2.
FormatEncoding format_encoding(Format f) {
  switch (f) {
    case Format::SOP2: return {0xC000'0000u, 0x8000'0000u};
    case Format::SOPK: return {0xF000'0000u, 0xB000'0000u};
    case Format::SOP1: return {0xFF80'0000u, 0xBE80'0000u};
    case Format::SOPC: return {0xFF80'0000u, 0xBF00'0000u};
    case Format::SOPP: return {0xFF80'0000u, 0xBF80'0000u};
    case Format::SMEM: return {0xFC00'0000u, 0xC000'0000u};
  }
  return {0, 0};
}

}  // namespace gcn
