// Operand parsers of the assembler: numbers, scalar registers and sources,
// hwreg / sendmsg / waitcnt / gpr_idx operands, vector operands with their
// modifiers, and the VOP3/VOP3P modifier list.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "asm_parse.h"
#include "operands.h"

namespace gcn::asm_parse {

// Strips ';' and '//' comments (a ';;' line is a comment like any other).
std::string strip_comment(const std::string& s) {
  size_t cut = s.size();
  const size_t a = s.find(';');
  const size_t b = s.find("//");
  if (a != std::string::npos) cut = std::min(cut, a);
  if (b != std::string::npos) cut = std::min(cut, b);
  return s.substr(0, cut);
}




Number parse_number(Cursor& c) {
  c.ws();
  const size_t start = c.pos;
  bool neg = false;
  if (c.accept('-')) neg = true;
  else c.accept('+');
  c.ws();
  const std::string& s = c.s;
  size_t p = c.pos;
  if (p >= s.size() || !std::isdigit(static_cast<unsigned char>(s[p]))) c.ctx.error(start, "expected a number");
  // A float has a '.' or an exponent after its leading digits.
  size_t q = p;
  while (q < s.size() && std::isdigit(static_cast<unsigned char>(s[q]))) ++q;
  Number n;
  const bool hexp = s[p] == '0' && p + 1 < s.size() && (s[p + 1] == 'x' || s[p + 1] == 'X' || s[p + 1] == 'b' || s[p + 1] == 'B');
  if (!hexp && q < s.size() && (s[q] == '.' || s[q] == 'e' || s[q] == 'E')) {
    size_t used = 0;
    try {
      n.f = std::stod(s.substr(p), &used);
    } catch (const std::exception&) {
      c.ctx.error(start, "invalid floating-point number");
    }
    n.is_float = true;
    if (neg) n.f = -n.f;
    c.pos = p + used;
    return n;
  }
  unsigned base = 10;
  if (hexp) {
    base = (s[p + 1] == 'x' || s[p + 1] == 'X') ? 16 : 2;
    p += 2;
  } else if (s[p] == '0' && q > p + 1) {
    base = 8;
    ++p;
  }
  uint64_t v = 0;
  size_t digits = 0;
  while (p < s.size()) {
    const char ch = char(std::tolower(static_cast<unsigned char>(s[p])));
    unsigned d;
    if (ch >= '0' && ch <= '9') d = unsigned(ch - '0');
    else if (ch >= 'a' && ch <= 'f') d = unsigned(ch - 'a' + 10);
    else break;
    if (d >= base) c.ctx.error(p, "invalid digit in number");
    if (v > (std::numeric_limits<uint64_t>::max() - d) / base) c.ctx.error(start, "number too large");
    v = v * base + d;
    ++digits;
    ++p;
  }
  if (digits == 0) c.ctx.error(start, "expected a number");
  if (p < s.size() && ident_char(s[p])) c.ctx.error(p, "invalid character in number");
  c.pos = p;
  n.neg = neg && v != 0;
  n.mag = v;
  return n;
}

int64_t parse_int(Cursor& c, int64_t lo, int64_t hi, const char* range_msg) {
  c.ws();
  const size_t start = c.pos;
  const Number n = parse_number(c);
  if (n.is_float) c.ctx.error(start, "expected an integer");
  if (!n.between(lo, hi)) c.ctx.error(start, range_msg);
  return *n.i64();
}


namespace {

// "[a]" or "[a:b]" of a register range, the cursor at '[' (llvm-mc's
// messages); col is where a starts.
struct IndexRange {
  int64_t first, last;
  size_t col;
};

IndexRange parse_index_range(Cursor& c) {
  c.expect('[', "expected '['");
  c.ws();
  const size_t col = c.pos;
  const int64_t a = parse_int(c, 0, 1000, "register index is out of range");
  int64_t b = a;
  if (c.accept(':')) {
    b = parse_int(c, 0, 1000, "register index is out of range");
    if (b < a) c.ctx.error(col, "first register index should not exceed second index");
  }
  c.expect(']', "expected ']'");
  return {a, b, col};
}

}  // namespace

// Parses sN, s[a:b], ttmpN, ttmp[a:b] and named registers; nullopt (cursor
// unchanged) when the token is not a register.
std::optional<Reg> try_register(Cursor& c) {
  c.ws();
  const size_t start = c.pos;
  const std::string id = c.ident();
  auto indexed = [&](unsigned base, unsigned limit, const std::string& digits) -> std::optional<Reg> {
    if (digits.empty()) {
      // s[a:b] / s[a]
      const auto [a, b, ia] = parse_index_range(c);
      const int64_t n = b - a + 1;
      if (b >= int64_t(limit)) c.ctx.error(ia, base == 0 ? "register not available on this GPU" : "register index is out of range");
      if ((n == 2 && a % 2) || (n >= 4 && a % 4)) c.ctx.error(start, "invalid register alignment");
      if (n != 1 && n != 2 && n != 4 && n != 8 && n != 16) c.ctx.error(start, "invalid register range");
      return Reg{base + unsigned(a), unsigned(n), start};
    }
    for (char ch : digits)
      if (!std::isdigit(static_cast<unsigned char>(ch))) return std::nullopt;
    if (digits.size() > 1 && digits[0] == '0') return std::nullopt;
    const unsigned long v = std::stoul(digits.size() > 6 ? std::string("999999") : digits);
    if (v >= limit) c.ctx.error(start, base == 0 ? "register not available on this GPU" : "register index is out of range");
    return Reg{base + unsigned(v), 1, start};
  };
  std::optional<Reg> r;
  const ops::SgprLayout layout = ops::sgpr_layout(c.ctx.gfx);
  if (id == "s" || (id.size() > 1 && id[0] == 's' && std::isdigit(static_cast<unsigned char>(id[1]))))
    r = indexed(0, layout.num_sgprs, id.substr(1));
  else if (id.rfind("ttmp", 0) == 0)
    r = indexed(layout.ttmp0, layout.num_ttmp, id.substr(4));
  else if (auto nr = ops::named_register(id, c.ctx.gfx)) {
    if (nr->code == ops::kNoCode) c.ctx.error(start, "register not available on this GPU");
    r = Reg{nr->code, nr->dwords, start};
  }
  else if (id == "null")
    c.ctx.error(start, "'null' operand is not supported on this GPU");
  if (!r) c.pos = start;
  return r;
}

Reg parse_register(Cursor& c, unsigned dwords) {
  c.ws();
  const size_t start = c.pos;
  auto r = try_register(c);
  if (!r) c.ctx.error(start, "invalid operand for instruction");
  if (r->dwords != dwords) c.ctx.error(start, "invalid operand for instruction");
  return *r;
}


// A scalar source operand of `dwords` (1 or 2): register, inline constant,
// special source or literal (returns code 255 and records the literal).
unsigned parse_source(Cursor& c, unsigned dwords, Literal& lit, bool allow_imm) {
  c.ws();
  const size_t start = c.pos;
  if (c.at_number()) {
    if (!allow_imm) c.ctx.error(start, "invalid operand for instruction");
    const Number n = parse_number(c);
    if (n.is_float) {
      if (n.f == 0.0 && !std::signbit(n.f)) return sreg::ZERO;
      if (dwords >= 2) {
        uint64_t bits;
        std::memcpy(&bits, &n.f, 8);
        if (auto code = ops::inline_float64(bits, c.ctx.gfx)) return *code;
        c.ctx.error(start, "invalid operand for instruction");
      }
      const float f = float(n.f);
      uint32_t bits;
      std::memcpy(&bits, &f, 4);
      if (auto code = ops::inline_float32(bits, c.ctx.gfx)) return *code;
      lit.set(c.ctx, start, bits);
      return sreg::LITERAL;
    }
    if (n.between(-16, 64)) return unsigned(n.neg ? 192 + n.mag : 128 + n.mag);
    if (dwords >= 2) {
      if (n.neg && !n.i64()) c.ctx.error(start, "invalid operand for instruction");
      const uint64_t bits = n.bits();
      if (auto code = ops::inline_float64(bits, c.ctx.gfx)) return *code;
      // Only values a 32-bit literal can represent (zero- or sign-extended).
      const bool zext = bits <= 0xFFFF'FFFFull;
      const bool sext = int64_t(bits) >= std::numeric_limits<int32_t>::min() && int64_t(bits) < 0;
      if (!zext && !sext) c.ctx.error(start, "invalid operand for instruction");
      lit.set(c.ctx, start, uint32_t(bits));
      return sreg::LITERAL;
    }
    if (!n.between(std::numeric_limits<int32_t>::min(), 0xFFFF'FFFFll)) c.ctx.error(start, "invalid operand for instruction");
    const auto bits = uint32_t(n.bits());
    if (auto code = ops::inline_float32(bits, c.ctx.gfx)) return *code;
    lit.set(c.ctx, start, bits);
    return sreg::LITERAL;
  }
  if (auto r = try_register(c)) {
    if (r->dwords != dwords) c.ctx.error(start, "invalid operand for instruction");
    return r->code;
  }
  const std::string id = c.ident();
  if (auto code = ops::named_source(id, c.ctx.gfx)) {
    if (*code == ops::kNoCode) c.ctx.error(start, "register not available on this GPU");
    // Where only registers are taken, the special sources are registers of
    // their LLVM class: the apertures 64-bit, the others 32-bit.
    const bool wide = *code >= sreg::SHARED_BASE && *code <= sreg::PRIVATE_LIMIT;
    if (!allow_imm && wide != (dwords == 2)) c.ctx.error(start, "invalid operand for instruction");
    return *code;
  }
  c.ctx.error(start, "invalid operand for instruction");
}

// hwreg(NAME|id [, offset, width]) or a raw 16-bit value.
uint16_t parse_hwreg(Cursor& c) {
  c.ws();
  if (c.peek_ident() != "hwreg") return uint16_t(parse_int(c, -32768, 65535, "expected a 16-bit value"));
  c.ident();
  c.expect('(', "expected '('");
  c.ws();
  const size_t idpos = c.pos;
  unsigned id;
  if (c.at_number()) {
    id = unsigned(parse_int(c, 0, 63, "invalid code of hardware register: only 6-bit values are legal"));
  } else {
    auto r = ops::hwreg_id(c.ident(), c.ctx.gfx);
    if (!r) c.ctx.error(idpos, "expected a register name or an absolute expression");
    if (*r == ops::kNoCode) c.ctx.error(idpos, "specified hardware register is not supported on this GPU");
    id = *r;
  }
  unsigned offset = 0, width = 32;
  if (c.accept(',')) {
    offset = unsigned(parse_int(c, 0, 31, "invalid bit offset: only 5-bit values are legal"));
    c.expect(',', "expected a comma");
    c.ws();
    width = unsigned(parse_int(c, 1, 32, "invalid bitfield width: only values from 1 to 32 are legal"));
  }
  c.expect(')', "expected a closing parenthesis");
  return uint16_t(id | (offset << 6) | ((width - 1) << 11));
}

uint16_t parse_sendmsg(Cursor& c) {
  c.ws();
  if (c.peek_ident() != "sendmsg") return uint16_t(parse_int(c, -32768, 65535, "expected a 16-bit value"));
  c.ident();
  c.expect('(', "expected '('");
  c.ws();
  size_t p = c.pos;
  unsigned id;
  bool symbolic = false;
  if (c.at_number()) {
    id = unsigned(parse_int(c, 0, 15, "invalid message id"));
  } else {
    auto r = ops::sendmsg_id(c.ident(), c.ctx.gfx);
    if (!r) c.ctx.error(p, "expected a message name or an absolute expression");
    if (*r == ops::kNoCode) c.ctx.error(p, "specified message id is not supported on this GPU");
    id = *r;
    symbolic = true;
  }
  unsigned op = 0, stream = 0;
  const bool gs = id == 2 || id == 3;
  if (c.accept(',')) {
    c.ws();
    p = c.pos;
    if (symbolic && !gs && id != 15) c.ctx.error(p, "message does not support operations");
    if (c.at_number()) {
      op = unsigned(parse_int(c, 0, 7, "invalid operation id"));
    } else {
      auto r = ops::sendmsg_op(c.ident());
      if (!r) c.ctx.error(p, "expected an operation name or an absolute expression");
      op = *r;
      if (id == 2 && op == 0) c.ctx.error(p, "invalid operation id");
    }
    if (c.accept(',')) {
      c.ws();
      stream = unsigned(parse_int(c, 0, 3, "invalid message stream id"));
    }
  } else if (symbolic && (gs || id == 15) && id != 3) {
    c.ctx.error(c.pos, "missing message operation");
  }
  c.expect(')', "expected a closing parenthesis");
  return uint16_t(id | (op << 4) | (stream << 8));
}

uint16_t parse_waitcnt(Cursor& c) {
  c.ws();
  if (c.at_number()) return uint16_t(parse_int(c, -32768, 65535, "expected a 16-bit value"));
  unsigned v = ops::waitcnt_all_ones(c.ctx.gfx);
  bool any = false;
  while (!c.at_end()) {
    if (any) {
      if (!c.accept('&')) c.accept(',');
    }
    c.ws();
    const size_t p = c.pos;
    const std::string name = c.ident();
    unsigned max;
    if (name == "vmcnt") max = ops::vmcnt_max(c.ctx.gfx);
    else if (name == "expcnt") max = 7;
    else if (name == "lgkmcnt") max = 15;
    else c.ctx.error(p, name.empty() ? "expected a counter name" : "invalid counter name " + name);
    c.expect('(', "expected '('");
    const unsigned n = unsigned(parse_int(c, 0, max, ("too large value for " + name).c_str()));
    c.expect(')', "expected ')'");
    if (name == "vmcnt") v = (v & ~0xC00Fu) | (n & 0xF) | ((n >> 4) << 14);
    else if (name == "expcnt") v = (v & ~0x70u) | (n << 4);
    else v = (v & ~0xF00u) | (n << 8);
    any = true;
  }
  if (!any) c.ctx.error(c.pos, "too few operands for instruction");
  return uint16_t(v);
}

unsigned parse_gpr_idx(Cursor& c) {
  c.ws();
  if (c.at_number()) return unsigned(parse_int(c, 0, 15, "invalid immediate: only 4-bit values are legal"));
  const size_t p0 = c.pos;
  if (c.ident() != "gpr_idx") c.ctx.error(p0, "invalid operand for instruction");
  c.expect('(', "expected '('");
  unsigned mode = 0;
  if (c.accept(')')) return 0;
  for (;;) {
    c.ws();
    const size_t p = c.pos;
    const std::string n = c.ident();
    unsigned bit;
    if (n == "SRC0") bit = 1;
    else if (n == "SRC1") bit = 2;
    else if (n == "SRC2") bit = 4;
    else if (n == "DST") bit = 8;
    else c.ctx.error(p, "expected a VGPR index mode");
    if (mode & bit) c.ctx.error(p, "duplicate VGPR index mode");
    mode |= bit;
    if (c.accept(')')) return mode;
    c.expect(',', "expected a comma or a closing parenthesis");
  }
}


// Round-to-nearest-even conversion of a double to IEEE half precision, for
// float literals written for 16-bit operands.
uint16_t to_half(double d) {
  const float f = float(d);
  uint32_t x;
  std::memcpy(&x, &f, 4);
  const uint32_t sign = (x >> 16) & 0x8000;
  const int exp = int((x >> 23) & 0xFF);
  uint32_t mant = x & 0x7FFFFF;
  if (exp == 0xFF) return uint16_t(sign | 0x7C00 | (mant ? 0x200 : 0));
  int e = exp - 127 + 15;
  if (e >= 31) return uint16_t(sign | 0x7C00);
  if (e <= 0) {
    if (e < -10) return uint16_t(sign);
    mant |= 0x800000;
    const unsigned shift = unsigned(14 - e);
    uint32_t h = mant >> shift;
    const uint32_t rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (h & 1))) ++h;
    return uint16_t(sign | h);
  }
  uint32_t h = (uint32_t(e) << 10) | (mant >> 13);
  const uint32_t rem = mant & 0x1FFF;
  if (rem > 0x1000 || (rem == 0x1000 && (h & 1))) ++h;
  return uint16_t(sign | h);
}


// vN or v[a:b]; nullopt (cursor unchanged) when the token is something else.
std::optional<VOp> try_vgpr(Cursor& c) {
  c.ws();
  const size_t start = c.pos;
  const std::string id = c.ident();
  if (id == "v" && c.peek() == '[') {
    const auto [a, b, ia] = parse_index_range(c);
    if (b > 255) c.ctx.error(start, "register index is out of range");
    const int64_t n = b - a + 1;
    // The VGPR tuple sizes LLVM's register classes have (1..12, 16, 32; a
    // tfe buffer load of four dwords names five).
    if (n < 1 || (n > 12 && n != 16 && n != 32)) c.ctx.error(start, "invalid or unsupported register size");
    VOp o;
    o.kind = VOp::VGPR, o.code = unsigned(a), o.dwords = unsigned(n), o.col = o.inner = start;
    return o;
  }
  if (id.size() > 1 && id[0] == 'v' && std::all_of(id.begin() + 1, id.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); })) {
    if (id.size() > 2 && id[1] == '0') c.ctx.error(start, "invalid operand for instruction");
    const unsigned long v = std::stoul(id.size() > 6 ? std::string("999999") : id.substr(1));
    if (v > 255) c.ctx.error(start, "register index is out of range");
    VOp o;
    o.kind = VOp::VGPR, o.code = unsigned(v), o.dwords = 1, o.col = o.inner = start;
    return o;
  }
  c.pos = start;
  return std::nullopt;
}

VOp parse_voperand_inner(Cursor& c) {
  c.ws();
  const size_t start = c.pos;
  if (auto v = try_vgpr(c)) return *v;
  VOp o;
  o.col = o.inner = start;
  if (c.at_number()) {
    o.kind = VOp::NUM;
    o.num = parse_number(c);
    return o;
  }
  if (auto r = try_register(c)) {
    o.kind = VOp::SREG, o.code = r->code, o.dwords = r->dwords;
    return o;
  }
  const std::string id = c.ident();
  if (auto code = ops::named_source(id)) {
    o.kind = VOp::SREG, o.code = *code, o.dwords = 1;
    return o;
  }
  // LDS_DIRECT: a vector source only (vector_instruction allows it as src0).
  if (id == "src_lds_direct" || id == "lds_direct") {
    o.kind = VOp::SREG, o.code = sreg::LDS_DIRECT, o.dwords = 1;
    return o;
  }
  c.ctx.error(start, "invalid operand for instruction");
}

// A source with optional modifiers: -x, |x|, abs(x), neg(x) and combinations.
VOp parse_voperand(Cursor& c) {
  c.ws();
  const size_t start = c.pos;
  bool neg = false, abs = false;
  VOp o;
  if (c.peek() == '-' && c.pos + 1 < c.s.size() && !std::isdigit(static_cast<unsigned char>(c.s[c.pos + 1])) &&
      c.s[c.pos + 1] != '.') {
    ++c.pos;
    neg = true;
  } else if (c.peek_ident() == "neg") {
    c.ident();
    c.expect('(', "expected '('");
    o = parse_voperand(c);
    c.expect(')', "expected closing parentheses");
    if (o.neg) c.ctx.error(start, "invalid operand for instruction");
    o.neg = true, o.col = start;
    return o;
  }
  c.ws();
  if (c.peek() == '|') {
    ++c.pos;
    o = parse_voperand_inner(c);
    c.expect('|', "expected vertical bar");
    abs = true;
  } else if (c.peek_ident() == "abs") {
    c.ident();
    c.expect('(', "expected left paren after abs");
    o = parse_voperand_inner(c);
    c.expect(')', "expected closing parentheses");
    abs = true;
  } else {
    o = parse_voperand_inner(c);
  }
  o.neg = neg, o.abs = abs, o.col = start;
  return o;
}


unsigned parse_bit_list(Cursor& c, unsigned& count) {
  c.expect(':', "expected ':'");
  c.expect('[', "expected '['");
  unsigned bits = 0;
  count = 0;
  for (;;) {
    c.ws();
    const size_t p = c.pos;
    const int64_t b = parse_int(c, 0, 1, "invalid op_sel value");
    if (count >= 4) c.ctx.error(p, "invalid operand for instruction");
    bits |= unsigned(b) << count++;
    if (c.accept(']')) return bits;
    c.expect(',', "expected a comma or a closing square bracket");
  }
}

VMods parse_vmods(Cursor& c) {
  VMods m;
  while (!c.at_end()) {
    c.ws();
    const size_t p = c.pos;
    const std::string id = c.ident();
    if (id == "clamp" && !m.clamp && !m.omod) {
      m.clamp = true, m.clamp_col = p;
    } else if ((id == "mul" || id == "div") && !m.omod) {
      c.expect(':', "expected ':'");
      c.ws();
      const Number n = parse_number(c);
      const auto v = n.i64();
      if (id == "mul" && v == 2) m.omod = 1;
      else if (id == "mul" && v == 4) m.omod = 2;
      else if (id == "div" && v == 2) m.omod = 3;
      else c.ctx.error(p, id == "mul" ? "invalid mul value." : "invalid div value.");
      m.omod_col = p;
    } else if (id == "op_sel" || id == "op_sel_hi" || id == "neg_lo" || id == "neg_hi") {
      unsigned n = 0;
      const unsigned bits = parse_bit_list(c, n);
      auto& slot = id == "op_sel" ? m.op_sel : id == "op_sel_hi" ? m.op_sel_hi : id == "neg_lo" ? m.neg_lo : m.neg_hi;
      if (slot) c.ctx.error(p, "invalid operand for instruction");
      slot = bits | (n << 8);  // remember the list length in bits 8+
      m.packed_col = p;
      if (id == "op_sel") m.op_sel_col = p;
    } else {
      c.ctx.error(p, "invalid operand for instruction");
    }
  }
  return m;
}

}  // namespace gcn::asm_parse
