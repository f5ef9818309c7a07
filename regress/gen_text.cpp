#include "gen_text.h"

#include <fmt/format.h>

#include <stdexcept>

#include "insn.h"
#include "operands.h"

namespace gcn::gen {

std::string operand_text(unsigned code, unsigned dwords, Gfx gfx) {
  if (code < 128 && code != sreg::RESERVED) {
    const std::string name = ops::reg_range_name(code, dwords, gfx);
    if (name.rfind("invalid_reg", 0) != 0) return name;
  }
  if (code >= 128 && code <= 192) return fmt::format("{}", code - 128);
  if (code >= 193 && code <= 208) return fmt::format("-{}", code - 192);
  if (code >= sreg::F_0_5 && code <= sreg::F_INV_2PI) return sreg::kInlineFloats[code - sreg::F_0_5].text;
  if (code == 251) return "src_vccz";
  if (code == 252) return "src_execz";
  if (code == 253) return "src_scc";
  throw std::logic_error(fmt::format("generator: no spelling for operand {} x{} on {}", code, dwords, mcpu_name(gfx)));
}

unsigned inline_code32(uint32_t value, Gfx gfx) {
  auto s = static_cast<int32_t>(value);
  if (s >= 0 && s <= 64) return 128 + static_cast<unsigned>(s);
  if (s >= -16 && s < 0) return 192 + static_cast<unsigned>(-s);
  return ops::inline_float32(value, gfx).value_or(0);
}

std::string hex(uint64_t value) { return fmt::format("0x{:x}", value); }

}  // namespace gcn::gen
