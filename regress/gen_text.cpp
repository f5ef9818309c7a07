#include "gen_text.h"

#include <fmt/format.h>

#include <stdexcept>

#include "insn.h"

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
  if (code >= sreg::F_0_5 && code <= sreg::F_INV_2PI) return sreg::kInlineFloats[code - sreg::F_0_5].text;
  if (code == 251) return "src_vccz";
  if (code == 252) return "src_execz";
  if (code == 253) return "src_scc";
  throw std::logic_error(fmt::format("generator: no spelling for operand {} x{}", code, dwords));
}

unsigned inline_code32(uint32_t value) {
  auto s = static_cast<int32_t>(value);
  if (s >= 0 && s <= 64) return 128 + static_cast<unsigned>(s);
  if (s >= -16 && s < 0) return 192 + static_cast<unsigned>(-s);
  for (unsigned i = 0; i < sreg::kInlineFloats.size(); ++i)
    if (sreg::kInlineFloats[i].f32 == value) return sreg::F_0_5 + i;
  return 0;
}

std::string hex(uint64_t value) { return fmt::format("0x{:x}", value); }

}  // namespace gcn::gen
