// Assembler part for FLAT, GLOBAL and SCRATCH in llvm-mc-16's syntax (see the
// SH_FLAT_* shapes in isa.h): the operand list, then offset:N, glc/slc and
// lds in that order. Like llvm-mc, a returning atomic (vdst written) must use glc and a
// non-returning one must not, an lds load names no vdst, and SCRATCH takes
// exactly one of a VGPR address and an SGPR address.
#include <fmt/format.h>

#include "asm_parse.h"
#include "insn_vmem.h"
#include "operands.h"

namespace gcn::asm_parse {
namespace {

// One operand as written: a VGPR (range), a scalar register (range) or "off".
struct MemOperand {
  enum Kind { Vgpr, Sreg, Off } kind;
  unsigned code = 0, dwords = 0;
  size_t col = 0;
};

MemOperand parse_mem_operand(Cursor& c) {
  c.ws();
  const size_t p = c.pos;
  if (c.peek_ident() == "off") {
    c.ident();
    return {MemOperand::Off, 0, 0, p};
  }
  if (const auto v = try_vgpr(c)) return {MemOperand::Vgpr, v->code, v->dwords, p};
  if (const auto r = try_register(c)) return {MemOperand::Sreg, r->code, r->dwords, p};
  c.ctx.error(p, "invalid operand for instruction");
}

}  // namespace

Insn Assembler::vmem_instruction(Cursor& c, Op op) {
  const InsnInfo& i = info(op);
  Insn in;
  in.op = op;
  // Operands up to the first modifier (an operand never follows a modifier).
  std::vector<MemOperand> ops;
  if (c.at_end()) c.ctx.error(mpos_, "too few operands for instruction");
  ops.push_back(parse_mem_operand(c));
  auto modifier = [](const std::string& m) { return m == "offset" || m == "glc" || m == "slc" || m == "lds"; };
  // llvm-mc also takes a comma before the first modifier.
  while (c.accept(',') && !modifier(c.peek_ident())) ops.push_back(parse_mem_operand(c));
  // llvm-mc's order: [offset:N], then glc and slc (either order, each once),
  // then lds last.
  enum { kOffset, kCache, kLds } stage = kOffset;
  size_t glc_col = 0, lds_col = 0;
  while (!c.at_end()) {
    c.ws();
    const size_t p = c.pos;
    const std::string m = c.ident();
    if ((m == "glc" && in.glc) || (m == "slc" && in.slc)) c.ctx.error(p, "duplicate cache policy modifier");
    if (m == "offset" && stage != kOffset) c.ctx.error(p, "not a valid operand.");
    if (modifier(m) && stage == kLds) c.ctx.error(p, "invalid operand for instruction");
    if (m == "offset") {
      c.expect(':', "expected ':'");
      stage = kCache;
      // Out of range: reported at "offset", as llvm-mc does.
      const Number n = parse_number(c);
      const bool flat = i.format == Format::FLAT;
      if (n.is_float || !(flat ? n.between(0, 4095) : n.between(-4096, 4095)))
        c.ctx.error(p, flat ? "expected a 12-bit unsigned offset" : "expected a 13-bit signed offset");
      in.vm_offset = uint16_t(*n.i64() & 0x1FFF);
    } else if (m == "glc") {
      in.glc = true;
      glc_col = p;
      stage = kCache;
    } else if (m == "slc") {
      in.slc = true;
      stage = kCache;
    } else if (m == "lds" && vmem::has_lds_form(i)) {
      in.lds = true;
      lds_col = p;
      stage = kLds;
    } else {
      c.ctx.error(p, "invalid operand for instruction");
    }
  }
  const bool atomic = i.shape == Shape::SH_FLAT_ATOMIC;
  const bool returns = i.shape == Shape::SH_FLAT_LOAD ? !in.lds : atomic && in.glc;
  const size_t without_dst = 1 + (i.shape != Shape::SH_FLAT_LOAD) + (i.format != Format::FLAT);
  const size_t want = without_dst + returns;
  if (atomic && ops.size() != want) {
    if (!in.glc && ops.size() == want + 1) c.ctx.error(mpos_, "instruction must use glc");
    if (in.glc && ops.size() + 1 == want) c.ctx.error(glc_col, "instruction must not use glc");
  }
  if (in.lds && ops.size() == want + 1) c.ctx.error(lds_col, "invalid operand for instruction");  // names a vdst
  if (ops.size() < want) c.ctx.error(mpos_, "too few operands for instruction");
  if (ops.size() > want) c.ctx.error(ops[want].col, "invalid operand for instruction");
  auto vgpr = [&](const MemOperand& o, unsigned dwords) {
    if (o.kind != MemOperand::Vgpr || o.dwords != dwords) c.ctx.error(o.col, "invalid operand for instruction");
    return uint8_t(o.code);
  };
  size_t k = 0;
  if (returns) in.vdst = vgpr(ops[k++], i.dst_dw);
  const MemOperand& addr = ops[k++];
  const MemOperand* data = i.shape != Shape::SH_FLAT_LOAD ? &ops[k++] : nullptr;
  const MemOperand* saddr = i.format != Format::FLAT ? &ops[k++] : nullptr;
  in.saddr = i.format == Format::FLAT ? 0 : vmem::kSaddrOff;
  if (saddr && saddr->kind == MemOperand::Sreg) {
    const unsigned dw = i.format == Format::GLOBAL ? 2 : 1;
    if (saddr->dwords != dw || saddr->code >= vmem::kSaddrOff)  // exec_hi's code means off
      c.ctx.error(saddr->col, "invalid operand for instruction");
    in.saddr = uint8_t(saddr->code);
  } else if (saddr && saddr->kind != MemOperand::Off) {
    c.ctx.error(saddr->col, "invalid operand for instruction");
  }
  const bool scalar_base = saddr && saddr->kind == MemOperand::Sreg;
  if (i.format == Format::SCRATCH) {
    // Exactly one of the two addresses.
    if ((addr.kind == MemOperand::Off) != scalar_base) c.ctx.error(mpos_, "operands are not valid for this GPU or mode");
    if (!scalar_base) in.vaddr = vgpr(addr, 1);
  } else {
    in.vaddr = vgpr(addr, i.format == Format::GLOBAL && scalar_base ? 1 : 2);
  }
  if (data) in.vdata = vgpr(*data, i.src1_dw);
  return in;
}

}  // namespace gcn::asm_parse
