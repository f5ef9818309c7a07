#include "gen_text.h"

#include <fmt/format.h>

#include <stdexcept>

namespace gcn::gen {

namespace {

struct Named {
  unsigned code;
  const char* lo;    // 32-bit name
  const char* pair;  // 64-bit name (code is the even register)
};

constexpr Named kNamed[] = {
    {102, "flat_scratch_lo", "flat_scratch"}, {103, "flat_scratch_hi", nullptr},
    {104, "xnack_mask_lo", "xnack_mask"},     {105, "xnack_mask_hi", nullptr},
    {106, "vcc_lo", "vcc"},                   {107, "vcc_hi", nullptr},
    {124, "m0", nullptr},                     {126, "exec_lo", "exec"},
    {127, "exec_hi", nullptr},
};

// Vega ISA "Scalar ALU Operands": 240..248.
constexpr const char* kFloats[] = {"0.5", "-0.5", "1.0", "-1.0", "2.0",
                                   "-2.0", "4.0", "-4.0", "0.15915494"};
constexpr uint32_t kFloatBits[] = {0x3f000000, 0xbf000000, 0x3f800000,
                                   0xbf800000, 0x40000000, 0xc0000000,
                                   0x40800000, 0xc0800000, 0x3e22f983};

}  // namespace

std::string operand_text(unsigned code, unsigned dwords) {
  if (code < 102) {
    if (dwords == 1) return fmt::format("s{}", code);
    return fmt::format("s[{}:{}]", code, code + dwords - 1);
  }
  for (const auto& n : kNamed) {
    if (n.code != code) continue;
    const char* name = dwords == 1 ? n.lo : n.pair;
    if (name == nullptr) break;
    return name;
  }
  if (code >= 128 && code <= 192) return fmt::format("{}", code - 128);
  if (code >= 193 && code <= 208) return fmt::format("-{}", code - 192);
  if (code >= 240 && code <= 248) return kFloats[code - 240];
  if (code == 251) return "src_vccz";
  if (code == 252) return "src_execz";
  if (code == 253) return "src_scc";
  throw std::logic_error(fmt::format("generator: no spelling for operand {} x{}", code, dwords));
}

unsigned inline_code32(uint32_t value) {
  auto s = static_cast<int32_t>(value);
  if (s >= 0 && s <= 64) return 128 + static_cast<unsigned>(s);
  if (s >= -16 && s < 0) return 192 + static_cast<unsigned>(-s);
  for (unsigned i = 0; i < 9; ++i)
    if (kFloatBits[i] == value) return 240 + i;
  return 0;
}

std::string hex(uint64_t value) { return fmt::format("0x{:x}", value); }

}  // namespace gcn::gen
