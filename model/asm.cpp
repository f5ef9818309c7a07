// Assembler for the GFX9 scalar, vector ALU, DS and vector memory subset, and
// the scalar formats of gfx6/gfx7/gfx8 (model/gfx.h), in the syntax
// llvm-mc-16 (-arch=amdgcn -mcpu=gfx900 and the others) accepts. One pass over the lines;
// branch labels are patched at the end. Errors are "file:line:col: error:
// message" with the column of the offending token (1-based), like llvm-mc.
// This file: the driver (lines, labels, directives, branch fixups) and the
// scalar formats; DS and vector instructions are in asm_ds.cpp and
// asm_vector.cpp, the operand parsers in asm_operands.cpp.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <sstream>

#include "asm_parse.h"
#include "operands.h"

namespace gcn {

AsmError::AsmError(std::string f, unsigned l, unsigned c, const std::string& msg)
    : std::runtime_error(fmt::format("{}:{}:{}: error: {}", f, l, c, msg)), file(std::move(f)), line(l), col(c) {}

namespace asm_parse {

AsmResult Assembler::run(const std::string& source) {
  std::istringstream in(source);
  std::string raw;
  unsigned lineno = 0;
  while (std::getline(in, raw)) {
    ++lineno;
    if (!raw.empty() && raw.back() == '\r') raw.pop_back();
    const std::string code = strip_comment(raw);
    // A NUL byte would read as the end of the line to the operand parsers.
    if (const size_t nul = code.find('\0'); nul != std::string::npos)
      Ctx{file_, lineno, gfx_}.error(nul, "invalid character NUL in line");
    line(code, lineno);
  }
  for (const Fixup& f : fixups_) {
    const Ctx ctx{file_, f.line, gfx_};
    auto it = res_.labels.find(f.label);
    if (it == res_.labels.end()) ctx.error(f.col, "undefined label '" + f.label + "'");
    const int64_t delta = (int64_t(it->second) - int64_t(f.pc) - 4) / 4;
    if (delta < -32768 || delta > 32767) ctx.error(f.col, "branch target out of range");
    res_.words[f.word] = (res_.words[f.word] & 0xFFFF0000u) | (uint32_t(delta) & 0xFFFF);
  }
  return std::move(res_);
}

void Assembler::line(const std::string& text, unsigned lineno) {
  const Ctx ctx{file_, lineno, gfx_};
  Cursor c{text, 0, ctx};
  // Labels ("name:"), possibly followed by an instruction.
  for (;;) {
    c.ws();
    const size_t save = c.pos;
    const std::string id = c.ident();
    if (!id.empty() && c.pos < text.size() && text[c.pos] == ':') {
      if (res_.labels.count(id)) ctx.error(save, "redefinition of label '" + id + "'");
      res_.labels[id] = pc();
      ++c.pos;
      continue;
    }
    c.pos = save;
    break;
  }
  if (c.at_end()) return;
  const size_t mpos = c.pos;
  if (text[mpos] == '.') {
    directive(c);
    return;
  }
  const std::string mn = c.ident();
  if (mn.empty()) ctx.error(mpos, "unexpected token at start of statement");
  std::string lower = mn;
  for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  auto op = lookup_mnemonic(lower);
  unsigned forced = 0;  // "_e32" / "_e64" encoding suffix of a vector mnemonic
  if (!op && lower.size() > 4 && (lower.ends_with("_e32") || lower.ends_with("_e64"))) {
    op = lookup_mnemonic(std::string_view(lower).substr(0, lower.size() - 4));
    if (op && !is_vector(info(*op).format)) op.reset();
    forced = lower.ends_with("_e32") ? 32 : 64;
  }
  if (!op) ctx.error(mpos, "invalid instruction '" + mn + "'");
  if (!info(*op).exists_on(gfx_)) {
    const Format rf = info(*op).format;
    if (is_vector(rf) || rf == Format::DS || is_vmem(rf))
      ctx.error(mpos, fmt::format("instruction not supported on this GPU ({}: the vector formats are described "
                                  "for gfx900 only)", mcpu_name(gfx_)));
    ctx.error(mpos, fmt::format("instruction not supported on this GPU ({})", mcpu_name(gfx_)));
  }
  mpos_ = mpos;
  const Format f = info(*op).format;
  Insn insn = is_vector(f) ? vector_instruction(c, *op, mpos, forced)
              : f == Format::DS ? ds_instruction(c, *op)
              : is_vmem(f)      ? vmem_instruction(c, *op)
                                : instruction(c, *op, mpos);
  std::array<uint32_t, 3> w{};
  const unsigned n = encode(insn, w);
  res_.lines.emplace_back(pc(), lineno);
  for (unsigned i = 0; i < n; ++i) res_.words.push_back(w[i]);
}

void Assembler::directive(Cursor& c) {
  const size_t p = c.pos;
  const std::string d = c.ident();
  if (d == ".text" || d == ".globl" || d == ".global" || d == ".amdgcn_target" || d == ".amdgpu_hsa_kernel" ||
      d == ".type" || d == ".size" || d == ".section")
    return;  // no effect on a flat code image
  if (d == ".p2align") {
    const unsigned a = unsigned(parse_int(c, 0, 16, "alignment out of range"));
    // Code alignment pads with s_nop 0, as llvm-mc does in a text section.
    while (pc() % (uint64_t(1) << a)) res_.words.push_back(0xBF800000u);
    return;
  }
  if (d == ".long") {
    // Raw 32-bit words, comma-separated: code the instruction syntax cannot
    // spell, such as an inline-able value the compiler encoded as a literal.
    do res_.words.push_back(uint32_t(parse_int(c, INT32_MIN, UINT32_MAX, "expected a 32-bit value")));
    while (c.accept(','));
    if (!c.at_end()) c.ctx.error(c.pos, "expected ',' or the end of the line");
    return;
  }
  c.ctx.error(p, "unknown directive '" + d + "'");
}

uint16_t Assembler::branch(Cursor& c, unsigned lineno) {
  c.ws();
  if (c.at_number()) return uint16_t(parse_int(c, -32768, 65535, "expected a 16-bit signed jump offset"));
  const size_t p = c.pos;
  const std::string id = c.ident();
  if (id.empty()) c.ctx.error(p, "expected a label or an offset");
  fixups_.push_back({res_.words.size(), pc(), id, lineno, p});
  return 0;
}

void Assembler::comma(Cursor& c) {
  if (c.at_end()) c.ctx.error(mpos_, "too few operands for instruction");
  c.expect(',', "invalid operand for instruction");
}

void Assembler::smem_offset(Cursor& c, Insn& in, bool buffer) {
  c.ws();
  const size_t p = c.pos;
  if (has_smrd(gfx_)) {
    // SMRD: an 8-bit dword offset or an SGPR holding a byte offset; gfx7
    // also takes a 32-bit literal dword offset (OFFSET 255 without IMM).
    if (c.at_number()) {
      const Number n = parse_number(c);
      if (n.is_float) c.ctx.error(p, "expected an integer");
      if (n.between(0, 0xFF)) {
        in.imm = true;
        in.offset = uint32_t(n.bits());
      } else if (has_smrd_literal(gfx_) && n.between(0, 0xFFFF'FFFFll)) {
        in.has_literal = true;
        in.literal = uint32_t(n.bits());
      } else {
        c.ctx.error(p, "operands are not valid for this GPU or mode");
      }
      return;
    }
    auto r = try_register(c);
    if (!r || r->dwords != 1) c.ctx.error(p, "invalid operand for instruction");
    in.offset = r->code;
    return;
  }
  auto imm_offset = [&](Cursor& cc) {
    cc.ws();
    const size_t q = cc.pos;
    const Number n = parse_number(cc);
    if (n.is_float) cc.ctx.error(q, "expected an integer");
    if (buffer || !has_smem_soe(gfx_)) {
      if (!n.between(0, 0xFFFFF)) cc.ctx.error(q, "expected a 20-bit unsigned offset");
    } else if (!n.between(-0x100000, 0xFFFFF)) {
      cc.ctx.error(q, "expected a 21-bit signed offset");
    }
    return uint32_t(n.bits()) & 0x1F'FFFFu;
  };
  if (c.at_number()) {
    in.imm = true;
    in.offset = imm_offset(c);
    return;
  }
  if (c.peek_ident() == "offset" && gfx_ == Gfx::Gfx9) {
    c.ident();
    c.expect(':', "expected ':'");
    in.imm = true;
    in.offset = imm_offset(c);
    return;
  }
  auto r = try_register(c);
  if (!r || r->dwords != 1) c.ctx.error(p, "invalid operand for instruction");
  c.ws();
  if (c.peek_ident() == "offset" && gfx_ == Gfx::Gfx9) {
    c.ident();
    c.expect(':', "expected ':'");
    in.imm = in.soe = true;
    in.soffset = uint8_t(r->code);
    in.offset = imm_offset(c);
  } else {
    in.offset = r->code;
  }
}

// SDATA of a scalar memory instruction: SGPRs, VCC and the trap registers,
// not M0 or EXEC (llvm-mc's SReg_*_XM0_XEXEC classes).
uint8_t Assembler::smem_data(Cursor& c, unsigned dwords) {
  c.ws();
  const size_t p = c.pos;
  const Reg r = parse_register(c, dwords);
  if (r.code == sreg::M0 || r.code == sreg::EXEC_LO || r.code == sreg::EXEC_HI)
    c.ctx.error(p, "invalid operand for instruction");
  return uint8_t(r.code);
}

void Assembler::smem_mods(Cursor& c, Insn& in) {
  while (!c.at_end()) {
    c.ws();
    const size_t p = c.pos;
    const std::string m = c.ident();
    if (m == "glc" && has_smrd(gfx_)) c.ctx.error(p, "cache policy is not supported for SMRD instructions");
    if (m == "glc" && !in.glc) in.glc = true;
    else c.ctx.error(p, gfx_ == Gfx::Gfx8 && m == "offset" ? "not a valid operand." : "invalid operand for instruction");
  }
}

Insn Assembler::instruction(Cursor& c, Op op, size_t mpos) {
  const InsnInfo& i = info(op);
  mpos_ = mpos;
  Insn in;
  in.op = op;
  in.gfx = gfx_;
  Literal lit;
  const unsigned lineno = c.ctx.line;
  auto dst = [&](unsigned dw) { return uint8_t(parse_register(c, dw).code); };
  auto no_more = [&]() {
    if (!c.at_end()) c.ctx.error(c.pos, "invalid operand for instruction");
  };
  auto need = [&]() {
    if (c.at_end()) c.ctx.error(mpos, "too few operands for instruction");
  };
  // llvm-mc takes only registers for the PC-setting SOP1 sources (s_setpc_b64,
  // s_rfe_b64, s_cbranch_join) and for the M0-indexed source of s_movrels_*.
  const bool reg_only = (i.shape == Shape::SH_SOP1_NODST && i.has(F_BRANCH)) ||
                        std::string_view(i.mnemonic).rfind("s_movrels", 0) == 0;
  switch (i.shape) {
    case Shape::SH_SOP2:
      need(); in.sdst = dst(i.dst_dw); comma(c);
      in.ssrc0 = uint8_t(parse_source(c, i.src0_dw, lit)); comma(c);
      in.ssrc1 = uint8_t(parse_source(c, i.src1_dw, lit));
      break;
    case Shape::SH_SOP2_NODST:
    case Shape::SH_SOPC: {
      // llvm-mc takes no literal for s_cbranch_g_fork.
      const bool no_lit = i.op == Op::S_CBRANCH_G_FORK;
      need();
      c.ws();
      const size_t p0 = c.pos;
      in.ssrc0 = uint8_t(parse_source(c, i.src0_dw, lit, !reg_only));
      if (no_lit && in.ssrc0 == sreg::LITERAL) c.ctx.error(p0, "invalid operand for instruction");
      comma(c);
      c.ws();
      const size_t p1 = c.pos;
      in.ssrc1 = uint8_t(parse_source(c, i.src1_dw, lit, !reg_only));
      if (no_lit && in.ssrc1 == sreg::LITERAL) c.ctx.error(p1, "invalid operand for instruction");
      break;
    }
    case Shape::SH_SOPK_DST:
    case Shape::SH_SOPK_SRC: {
      need();
      in.sdst = uint8_t(parse_register(c, i.shape == Shape::SH_SOPK_DST ? i.dst_dw : i.src0_dw).code);
      comma(c);
      // Unsigned compares take 0..0xFFFF; the rest also accept negative 16-bit values.
      const bool unsigned_k = std::string_view(i.mnemonic).find("_u32") != std::string_view::npos;
      in.simm16 = uint16_t(parse_int(c, unsigned_k ? 0 : -32768, 65535, "invalid operand for instruction"));
      break;
    }
    case Shape::SH_SOPK_FORK:
      need(); in.sdst = dst(i.src0_dw); comma(c); in.simm16 = branch(c, lineno);
      break;
    case Shape::SH_SOPK_CALL:
      need(); in.sdst = dst(i.dst_dw); comma(c); in.simm16 = branch(c, lineno);
      break;
    case Shape::SH_SOPK_GETREG:
      need(); in.sdst = dst(1); comma(c); in.simm16 = parse_hwreg(c);
      break;
    case Shape::SH_SOPK_SETREG:
      need(); in.simm16 = parse_hwreg(c); comma(c); in.sdst = dst(1);
      break;
    case Shape::SH_SOPK_SETREG_IMM32: {
      need(); in.simm16 = parse_hwreg(c); comma(c);
      c.ws();
      const size_t p = c.pos;
      const Number n = parse_number(c);
      if (n.is_float) {  // llvm-mc prints the value as a float when it is an inline one
        const float f = float(n.f);
        std::memcpy(&in.literal, &f, 4);
      } else {
        if (!n.between(std::numeric_limits<int32_t>::min(), 0xFFFF'FFFFll)) c.ctx.error(p, "invalid operand for instruction");
        in.literal = uint32_t(n.bits());
      }
      in.has_literal = true;
      break;
    }
    case Shape::SH_SOP1:
      need(); in.sdst = dst(i.dst_dw); comma(c);
      in.ssrc0 = uint8_t(parse_source(c, i.src0_dw, lit, !reg_only));
      break;
    case Shape::SH_SOP1_NOSRC:
      need(); in.sdst = dst(i.dst_dw);
      break;
    case Shape::SH_SOP1_NODST:
      need(); in.ssrc0 = uint8_t(parse_source(c, i.src0_dw, lit, !reg_only));
      break;
    case Shape::SH_SOPC_GPRIDX:
      need(); in.ssrc0 = uint8_t(parse_source(c, i.src0_dw, lit)); comma(c);
      in.ssrc1 = uint8_t(parse_gpr_idx(c));
      break;
    case Shape::SH_SOPP_NONE:
      break;
    case Shape::SH_SOPP_OPTIMM:
      if (!c.at_end()) in.simm16 = uint16_t(parse_int(c, 0, 65535, "expected a 16-bit value"));
      break;
    case Shape::SH_SOPP_IMM:
      need(); in.simm16 = uint16_t(parse_int(c, -32768, 65535, "expected a 16-bit value"));
      break;
    case Shape::SH_SOPP_BRANCH:
      need(); in.simm16 = branch(c, lineno);
      break;
    case Shape::SH_SOPP_WAITCNT:
      need(); in.simm16 = parse_waitcnt(c);
      break;
    case Shape::SH_SOPP_SENDMSG:
      need(); in.simm16 = parse_sendmsg(c);
      break;
    case Shape::SH_SOPP_GPRIDX:
      need(); in.simm16 = uint16_t(parse_gpr_idx(c));
      break;
    case Shape::SH_SMEM_LOAD:
    case Shape::SH_SMEM_STORE:
    case Shape::SH_SMEM_ATOMIC:
    case Shape::SH_SMEM_PROBE:
    case Shape::SH_SMEM_DISCARD: {
      need();
      if (i.shape == Shape::SH_SMEM_PROBE) {
        in.sdst = uint8_t(parse_int(c, 0, 127, "invalid operand for instruction"));
        comma(c);
      } else if (i.shape != Shape::SH_SMEM_DISCARD) {
        in.sdst = smem_data(c, i.dst_dw);
        comma(c);
      }
      const bool buf = i.has(F_SMEM_BUF);
      c.ws();
      const Reg base = parse_register(c, buf ? 4 : 2);
      in.sbase = uint8_t(base.code / 2);
      comma(c);
      smem_offset(c, in, buf);
      if (i.shape != Shape::SH_SMEM_PROBE && i.shape != Shape::SH_SMEM_DISCARD) smem_mods(c, in);
      break;
    }
    case Shape::SH_SMEM_TIME:
      need(); in.sdst = smem_data(c, 2);
      break;
    case Shape::SH_SMEM_NONE:
      break;
    default:
      c.ctx.error(mpos, "invalid instruction");  // vector shapes: vector_instruction
  }
  no_more();
  if (lit.used) {
    in.has_literal = true;
    in.literal = lit.value;
  }
  return in;
}

}  // namespace asm_parse

AsmResult assemble(const std::string& source, const std::string& filename, Gfx gfx) {
  return asm_parse::Assembler(filename, gfx).run(source);
}

}  // namespace gcn
