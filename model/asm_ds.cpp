// Assembler part for the DS format: the VGPR operands the row has, then
// offset:N / offset0:N offset1:N and gds, and LLVM's ds_swizzle_b32 offset
// macros.
#include <fmt/format.h>

#include <bit>

#include "asm_parse.h"
#include "operands.h"

namespace gcn::asm_parse {

Insn Assembler::ds_instruction(Cursor& c, Op op) {
  const InsnInfo& i = info(op);
  Insn in;
  in.op = op;
  const unsigned sizes[4] = {i.dst_dw, i.src0_dw, i.src1_dw, i.src2_dw};
  uint8_t* fields[4] = {&in.vdst, &in.ds_addr, &in.ds_data0, &in.ds_data1};
  bool first = true;
  for (unsigned k = 0; k < 4; ++k) {
    if (!sizes[k]) continue;
    if (first) {
      if (c.at_end()) c.ctx.error(mpos_, "too few operands for instruction");
    } else {
      comma(c);
    }
    first = false;
    c.ws();
    const size_t p = c.pos;
    const auto v = try_vgpr(c);
    if (!v || v->dwords != sizes[k]) c.ctx.error(p, "invalid operand for instruction");
    *fields[k] = uint8_t(v->code);
  }
  bool seen_off = false, seen_off0 = false, seen_off1 = false;
  while (!c.at_end()) {
    c.ws();
    const size_t p = c.pos;
    const std::string m = c.ident();
    const bool two = i.shape == Shape::SH_DS_2OFF;
    if (m == "gds" && !in.gds && !i.has(F_DS_NOGDS)) {
      in.gds = true;
    } else if (m == "offset" && !two && !seen_off && !(i.has(F_DS_NOGDS) && !i.src0_dw)) {  // ds_nop: none
      c.expect(':', "expected ':'");
      seen_off = true;
      c.ws();
      const uint16_t v = op == Op::DS_SWIZZLE_B32 && c.peek_ident() == "swizzle"
                             ? swizzle_macro(c)
                             : uint16_t(parse_int(c, 0, 0xFFFF, "invalid operand for instruction"));
      in.ds_offset0 = uint8_t(v & 0xFF);
      in.ds_offset1 = uint8_t(v >> 8);
    } else if ((m == "offset0" && two && !seen_off0) || (m == "offset1" && two && !seen_off1)) {
      c.expect(':', "expected ':'");
      const uint8_t v = uint8_t(parse_int(c, 0, 0xFF, "invalid operand for instruction"));
      if (m == "offset0") seen_off0 = true, in.ds_offset0 = v;
      else seen_off1 = true, in.ds_offset1 = v;
    } else {
      c.ctx.error(p, "invalid operand for instruction");
    }
  }
  if (i.has(F_DS_GDS) && !in.gds) c.ctx.error(mpos_, "too few operands for instruction");  // llvm-mc's wording
  return in;
}

uint16_t Assembler::swizzle_macro(Cursor& c) {
  const size_t p = c.pos;
  c.ident();
  c.expect('(', "expected '('");
  c.ws();
  const std::string id = c.ident();
  auto arg = [&](int64_t lo, int64_t hi) {
    c.expect(',', "expected a comma");
    return unsigned(parse_int(c, lo, hi, "invalid swizzle operand"));
  };
  auto pow2 = [](unsigned v) { return v != 0 && (v & (v - 1)) == 0; };
  unsigned and_m = 0x1F, or_m = 0, xor_m = 0;
  uint16_t v = 0;
  if (id == "QUAD_PERM") {
    v = 0x8000;
    for (unsigned l = 0; l < 4; ++l) v = uint16_t(v | (arg(0, 3) << (2 * l)));
  } else {
    if (id == "BITMASK_PERM") {
      c.expect(',', "expected a comma");
      c.ws();
      c.expect('"', "expected a string");
      and_m = 0;
      for (unsigned b = 5; b-- > 0;) {
        const char ch = c.peek();
        const unsigned m = 1u << b;
        if (ch == 'p') and_m |= m;
        else if (ch == 'i') and_m |= m, xor_m |= m;
        else if (ch == '1') or_m |= m;
        else if (ch != '0') c.ctx.error(c.pos, "invalid mask");
        ++c.pos;
      }
      c.expect('"', "expected a closing quote");
    } else if (id == "SWAP") {
      xor_m = arg(1, 16);
      if (!pow2(xor_m)) c.ctx.error(p, "group size must be a power of two");
    } else if (id == "REVERSE") {
      const unsigned n = arg(2, 32);
      if (!pow2(n)) c.ctx.error(p, "group size must be a power of two");
      xor_m = n - 1;
    } else if (id == "BROADCAST") {
      const unsigned g = arg(2, 32);
      if (!pow2(g)) c.ctx.error(p, "group size must be a power of two");
      const unsigned l = arg(0, 31);
      if (l >= g) c.ctx.error(p, "lane id must be in the interval [0,group size - 1]");
      and_m = 0x1F - g + 1;
      or_m = l;
    } else {
      c.ctx.error(p, "expected a swizzle mode");
    }
    v = uint16_t(and_m | (or_m << 5) | (xor_m << 10));
  }
  c.expect(')', "expected a closing parentheses");
  return v;
}

}  // namespace gcn::asm_parse
