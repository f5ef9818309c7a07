// Operand spelling shared by the assembler and the disassembler. The rules
// were taken from llvm-mc-16 -arch=amdgcn -mcpu=gfx900 output (see
// tests/test_encoding.cpp, which compares against it).
#include "operands.h"

#include <fmt/format.h>

#include <array>
#include <cstring>

#include "asm.h"
#include "insn.h"

namespace gcn::ops {

std::string hex(uint64_t v) { return fmt::format("{:#x}", v); }

std::string vgpr_name(unsigned n, unsigned dwords) {
  if (dwords <= 1) return fmt::format("v{}", n);
  return fmt::format("v[{}:{}]", n, n + dwords - 1);
}

std::string scalar_source_text(unsigned code, unsigned dwords, Gfx gfx) {
  if (code < 128 && code != sreg::RESERVED) {  // 125 prints as "null" at any width
    if (dwords >= 4) code &= ~3u;
    else if (dwords == 2) code &= ~1u;
  }
  return operand_name(code, dwords, gfx);
}

SgprLayout sgpr_layout(Gfx gfx) {
  switch (gfx) {
    case Gfx::Gfx6: return {104, -1, -1, 108, 112, 12};
    case Gfx::Gfx7: return {104, 104, -1, 108, 112, 12};
    case Gfx::Gfx8: return {sreg::kNumSgprs, sreg::FLAT_SCR_LO, sreg::XNACK_MASK_LO, 108, 112, 12};
    case Gfx::Gfx9: break;
  }
  return {sreg::kNumSgprs, sreg::FLAT_SCR_LO, sreg::XNACK_MASK_LO, -1, sreg::TTMP0, 16};
}

namespace {

// The scalar registers with names of their own, one or two dwords (the
// "Scalar ALU Operands" of each generation; the spelling llvm-mc uses), by
// their offset from the generation's base for the group (SgprLayout). 125
// ("null") names nothing the assembler accepts and is handled apart.
enum class Group { FlatScratch, XnackMask, TrapBase, Fixed };
constexpr struct {
  const char* name;
  Group group;
  unsigned code;  // offset from the group's base; the code itself for Fixed
  unsigned dwords;
} kNamedRegs[] = {
    {"flat_scratch_lo", Group::FlatScratch, 0, 1}, {"flat_scratch_hi", Group::FlatScratch, 1, 1},
    {"flat_scratch", Group::FlatScratch, 0, 2},    {"xnack_mask_lo", Group::XnackMask, 0, 1},
    {"xnack_mask_hi", Group::XnackMask, 1, 1},     {"xnack_mask", Group::XnackMask, 0, 2},
    {"tba_lo", Group::TrapBase, 0, 1},             {"tba_hi", Group::TrapBase, 1, 1},
    {"tba", Group::TrapBase, 0, 2},                {"tma_lo", Group::TrapBase, 2, 1},
    {"tma_hi", Group::TrapBase, 3, 1},             {"tma", Group::TrapBase, 2, 2},
    {"vcc_lo", Group::Fixed, sreg::VCC_LO, 1},     {"vcc_hi", Group::Fixed, sreg::VCC_HI, 1},
    {"vcc", Group::Fixed, sreg::VCC_LO, 2},        {"m0", Group::Fixed, sreg::M0, 1},
    {"exec_lo", Group::Fixed, sreg::EXEC_LO, 1},   {"exec_hi", Group::Fixed, sreg::EXEC_HI, 1},
    {"exec", Group::Fixed, sreg::EXEC_LO, 2},
};

// The code of a named register on a generation; -1 where it has none.
// `printing`: gfx8's xnack_mask, which llvm-mc prints but does not assemble
// for gfx803 (a part without XNACK), counts.
int named_code(Group g, unsigned offset, Gfx gfx, bool printing) {
  const SgprLayout l = sgpr_layout(gfx);
  int base = -1;
  switch (g) {
    case Group::FlatScratch: base = l.flat_scratch; break;
    case Group::XnackMask: base = gfx == Gfx::Gfx8 && !printing ? -1 : l.xnack_mask; break;
    case Group::TrapBase: base = l.trap_base; break;
    case Group::Fixed: return int(offset);
  }
  return base < 0 ? -1 : base + int(offset);
}

// The name of `count` dwords from code on a generation; nullopt where its
// register file has none (125, codes from 128 on, another generation's
// registers).
std::optional<std::string> register_name(unsigned code, unsigned count, Gfx gfx) {
  const unsigned last = code + count - 1;
  const SgprLayout l = sgpr_layout(gfx);
  // LLVM names a tuple by its first register: s[100:103] runs past s101.
  if (code < l.num_sgprs)
    return count == 1 ? fmt::format("s{}", code) : fmt::format("s[{}:{}]", code, last);
  // A ttmp tuple too (llvm-mc prints gfx8's ttmp[8:15] past ttmp11).
  if (code >= l.ttmp0 && code < l.ttmp0 + l.num_ttmp && last < l.ttmp0 + 16) {
    const unsigned t = code - l.ttmp0;
    return count == 1 ? fmt::format("ttmp{}", t) : fmt::format("ttmp[{}:{}]", t, t + count - 1);
  }
  for (const auto& e : kNamedRegs)
    if (named_code(e.group, e.code, gfx, true) == int(code) && e.dwords == count) return e.name;
  return std::nullopt;
}

}  // namespace

bool has_register(unsigned code, Gfx gfx) { return register_name(code, 1, gfx).has_value(); }

std::string reg_range_name(unsigned code, unsigned count, Gfx gfx) {
  if (count == 0) count = 1;
  if (auto name = register_name(code, count, gfx)) return *name;
  if (code == sreg::RESERVED) return "null";  // at any width, as LLVM prints it
  return fmt::format("invalid_reg({},{})", code, count);
}

std::optional<NamedReg> named_register(std::string_view n, Gfx gfx) {
  for (const auto& e : kNamedRegs)
    if (n == e.name) {
      const int code = named_code(e.group, e.code, gfx, false);
      if (code < 0) return NamedReg{kNoCode, e.dwords};
      return NamedReg{unsigned(code), e.dwords};
    }
  return std::nullopt;
}

std::optional<unsigned> named_source(std::string_view n, Gfx gfx) {
  static const struct {
    const char* name;
    unsigned code;
  } k[] = {
      {"src_shared_base", sreg::SHARED_BASE},
      {"src_shared_limit", sreg::SHARED_LIMIT},
      {"src_private_base", sreg::PRIVATE_BASE},
      {"src_private_limit", sreg::PRIVATE_LIMIT},
      {"src_pops_exiting_wave_id", sreg::POPS_EXITING_WAVE_ID},
      {"src_vccz", sreg::VCCZ},
      {"vccz", sreg::VCCZ},
      {"src_execz", sreg::EXECZ},
      {"execz", sreg::EXECZ},
      {"src_scc", sreg::SCC},
      {"scc", sreg::SCC},
  };
  for (const auto& e : k)
    if (n == e.name) {
      // The aperture and POPS sources came with gfx9.
      if (gfx != Gfx::Gfx9 && e.code >= sreg::SHARED_BASE && e.code <= sreg::POPS_EXITING_WAVE_ID) return kNoCode;
      return e.code;
    }
  return std::nullopt;
}

// 1/(2*pi) (code 248) is an inline constant where has_inv_2pi.
std::optional<unsigned> inline_float32(uint32_t bits, Gfx gfx) {
  for (unsigned i = 0; i < sreg::kInlineFloats.size(); ++i)
    if (sreg::kInlineFloats[i].f32 == bits && (sreg::F_0_5 + i != sreg::F_INV_2PI || has_inv_2pi(gfx)))
      return sreg::F_0_5 + i;
  return std::nullopt;
}
std::optional<unsigned> inline_float64(uint64_t bits, Gfx gfx) {
  for (unsigned i = 0; i < sreg::kInlineFloats.size(); ++i)
    if (sreg::kInlineFloats[i].f64 == bits && (sreg::F_0_5 + i != sreg::F_INV_2PI || has_inv_2pi(gfx)))
      return sreg::F_0_5 + i;
  return std::nullopt;
}

std::string inline_float_text(unsigned code, unsigned dwords) {
  const unsigned i = code - sreg::F_0_5;
  if (code == sreg::F_INV_2PI && dwords >= 2) return "0.15915494309189532";
  return sreg::kInlineFloats.at(i).text;
}

std::string literal_text(uint32_t value, unsigned dwords, Gfx gfx) {
  if (dwords >= 2) {
    // LLVM zero-extends the literal of a 64-bit integer operand for printing.
    if (value <= 64) return std::to_string(value);
    return hex(value);
  }
  const auto s = int32_t(value);
  if (s >= -16 && s <= 64) return std::to_string(s);
  if (auto f = inline_float32(value, gfx)) return inline_float_text(*f, 1);
  return hex(value);
}

// ---- hwreg -----------------------------------------------------------------
namespace {
const char* hwreg_name(unsigned id) {
  switch (id) {
    case 1: return "HW_REG_MODE";
    case 2: return "HW_REG_STATUS";
    case 3: return "HW_REG_TRAPSTS";
    case 4: return "HW_REG_HW_ID";
    case 5: return "HW_REG_GPR_ALLOC";
    case 6: return "HW_REG_LDS_ALLOC";
    case 7: return "HW_REG_IB_STS";
    default: return nullptr;
  }
}
// The registers above exist on every generation; these came with gfx9.
const char* hwreg_name(unsigned id, Gfx gfx) {
  if (const char* n = hwreg_name(id)) return n;
  if (gfx != Gfx::Gfx9) return nullptr;
  switch (id) {
    case 15: return "HW_REG_SH_MEM_BASES";
    case 16: return "HW_REG_TBA_LO";
    case 17: return "HW_REG_TBA_HI";
    case 18: return "HW_REG_TMA_LO";
    case 19: return "HW_REG_TMA_HI";
    default: return nullptr;
  }
}
}  // namespace

std::optional<unsigned> hwreg_id(std::string_view name, Gfx gfx) {
  for (unsigned id = 0; id < 64; ++id)
    if (const char* n = hwreg_name(id, Gfx::Gfx9); n && name == n)
      return hwreg_name(id, gfx) ? id : kNoCode;
  return std::nullopt;
}

// SIMM16 = {SIZE-1 [15:11], OFFSET [10:6], ID [5:0]} (Vega ISA, S_GETREG_B32).
std::string hwreg_text(uint16_t v, Gfx gfx) {
  const unsigned id = v & 0x3F, offset = (v >> 6) & 0x1F, width = ((v >> 11) & 0x1F) + 1;
  std::string s = "hwreg(";
  const char* n = hwreg_name(id, gfx);
  s += n ? std::string(n) : std::to_string(id);
  if (offset != 0 || width != 32) s += fmt::format(", {}, {}", offset, width);
  return s + ")";
}

// ---- sendmsg ---------------------------------------------------------------
namespace {
constexpr unsigned kMsgGs = 2, kMsgGsDone = 3, kMsgSys = 15;
const char* msg_name(unsigned id) {
  switch (id) {
    case 1: return "MSG_INTERRUPT";
    case 2: return "MSG_GS";
    case 3: return "MSG_GS_DONE";
    case 4: return "MSG_SAVEWAVE";
    case 5: return "MSG_STALL_WAVE_GEN";
    case 6: return "MSG_HALT_WAVES";
    case 7: return "MSG_ORDERED_PS_DONE";
    case 8: return "MSG_EARLY_PRIM_DEALLOC";
    case 9: return "MSG_GS_ALLOC_REQ";
    case 10: return "MSG_GET_DOORBELL";
    case 15: return "MSG_SYSMSG";
    default: return nullptr;
  }
}
constexpr std::array<const char*, 4> kGsOps = {"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"};
constexpr std::array<const char*, 5> kSysOps = {nullptr, "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD",
                                                "SYSMSG_OP_HOST_TRAP_ACK", "SYSMSG_OP_TTRACE_PC"};

// MSG_SAVEWAVE came with gfx8, the messages after it with gfx9.
const char* msg_name(unsigned id, Gfx gfx) {
  if (id == 4 && has_smrd(gfx)) return nullptr;
  if (id >= 5 && id <= 10 && gfx != Gfx::Gfx9) return nullptr;
  return msg_name(id);
}
}  // namespace

std::optional<unsigned> sendmsg_id(std::string_view name, Gfx gfx) {
  for (unsigned id = 0; id < 16; ++id)
    if (const char* n = msg_name(id); n && name == n) return msg_name(id, gfx) ? id : kNoCode;
  return std::nullopt;
}
std::optional<unsigned> sendmsg_op(std::string_view name) {
  for (unsigned i = 0; i < kGsOps.size(); ++i)
    if (name == kGsOps[i]) return i;
  for (unsigned i = 1; i < kSysOps.size(); ++i)
    if (name == kSysOps[i]) return i;
  return std::nullopt;
}

// SIMM16 = {STREAM [9:8], OP [6:4], ID [3:0]}. Mirrors LLVM's printSendMsg:
// symbolic when id, op and stream are all valid for the message, otherwise
// numeric triple when that re-encodes exactly, otherwise the raw value.
std::string sendmsg_text(uint16_t v, Gfx gfx) {
  const unsigned id = v & 0xF, op = (v >> 4) & 0x7, stream = (v >> 8) & 0x3;
  const char* name = msg_name(id, gfx);
  const bool gs = id == kMsgGs || id == kMsgGsDone;
  bool valid_op, valid_stream;
  if (id == kMsgSys) {
    valid_op = op >= 1 && op <= 4;
  } else if (id == kMsgGs) {
    valid_op = op >= 1 && op <= 3;
  } else if (id == kMsgGsDone) {
    valid_op = op <= 3;
  } else {
    valid_op = op == 0;
  }
  if (gs && !(id == kMsgGsDone && op == 0))
    valid_stream = true;  // 2-bit field, all of 0..3 are streams
  else
    valid_stream = stream == 0;
  if (name && valid_op && valid_stream) {
    std::string s = fmt::format("sendmsg({}", name);
    if (gs || id == kMsgSys) {
      s += ", ";
      s += gs ? kGsOps[op] : kSysOps[op];
      if (gs && op != 0) s += fmt::format(", {}", stream);
    }
    return s + ")";
  }
  if ((id | (op << 4) | (stream << 8)) == v) return fmt::format("sendmsg({}, {}, {})", id, op, stream);
  return std::to_string(v);
}

// ---- waitcnt / gpr_idx -----------------------------------------------------
unsigned vmcnt_max(Gfx gfx) { return gfx == Gfx::Gfx9 ? 63 : 15; }
unsigned waitcnt_all_ones(Gfx gfx) { return gfx == Gfx::Gfx9 ? kWaitcntAllOnes : 0x0F7F; }

std::string waitcnt_text(uint16_t v, Gfx gfx) {
  const unsigned vm_max = vmcnt_max(gfx);
  const unsigned vm = ((v & 0xF) | ((v >> 10) & 0x30)) & vm_max, exp = (v >> 4) & 0x7, lgkm = (v >> 8) & 0xF;
  const bool all = vm == vm_max && exp == 7 && lgkm == 15;
  std::string s;
  auto add = [&](const char* n, unsigned val, unsigned max) {
    if (!all && val == max) return;
    if (!s.empty()) s += ' ';
    s += fmt::format("{}({})", n, val);
  };
  add("vmcnt", vm, vm_max);
  add("expcnt", exp, 7);
  add("lgkmcnt", lgkm, 15);
  return s;
}

std::string gpr_idx_text(unsigned mode) {
  if (mode & ~0xFu) return hex(mode);
  static const char* kNames[] = {"SRC0", "SRC1", "SRC2", "DST"};
  std::string s = "gpr_idx(";
  bool first = true;
  for (unsigned i = 0; i < 4; ++i) {
    if (!(mode & (1u << i))) continue;
    if (!first) s += ',';
    s += kNames[i];
    first = false;
  }
  return s + ")";
}

}  // namespace gcn::ops

namespace gcn {

std::string operand_name(unsigned code, unsigned dwords, Gfx gfx) {
  if (dwords == 0) dwords = 1;
  if (code < 128) return ops::reg_range_name(code, dwords, gfx);
  if (code <= 192) return std::to_string(int(code) - 128);
  if (code <= 208) return std::to_string(192 - int(code));
  switch (code) {
    case sreg::SHARED_BASE: return "src_shared_base";
    case sreg::SHARED_LIMIT: return "src_shared_limit";
    case sreg::PRIVATE_BASE: return "src_private_base";
    case sreg::PRIVATE_LIMIT: return "src_private_limit";
    case sreg::POPS_EXITING_WAVE_ID: return "src_pops_exiting_wave_id";
    case sreg::VCCZ: return "src_vccz";
    case sreg::EXECZ: return "src_execz";
    case sreg::SCC: return "src_scc";
    case sreg::LDS_DIRECT: return "src_lds_direct";
    case sreg::LITERAL: return "literal";
    default: break;
  }
  if (code >= sreg::F_0_5 && code <= sreg::F_0_5 + 8) return ops::inline_float_text(code, dwords);
  return fmt::format("invalid_src({})", code);
}

}  // namespace gcn
