// Assembler for the GFX9 scalar and vector ALU subset, in the syntax llvm-mc-16
// (-arch=amdgcn -mcpu=gfx900) accepts. One pass over the lines; branch labels
// are patched at the end. Errors are "file:line:col: error: message" with the
// column of the offending token (1-based), like llvm-mc.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <sstream>

#include "asm.h"
#include "operands.h"

namespace gcn {

AsmError::AsmError(std::string f, unsigned l, unsigned c, const std::string& msg)
    : std::runtime_error(fmt::format("{}:{}:{}: error: {}", f, l, c, msg)), file(std::move(f)), line(l), col(c) {}

namespace {

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$'; }

// Strips ';' and '//' comments (a ';;' line is a comment like any other).
std::string strip_comment(const std::string& s) {
  size_t cut = s.size();
  const size_t a = s.find(';');
  const size_t b = s.find("//");
  if (a != std::string::npos) cut = std::min(cut, a);
  if (b != std::string::npos) cut = std::min(cut, b);
  return s.substr(0, cut);
}

struct Ctx {
  const std::string& file;
  unsigned line;
  [[noreturn]] void error(size_t pos, const std::string& msg) const {
    throw AsmError(file, line, unsigned(pos + 1), msg);
  }
};

// A cursor over one source line.
struct Cursor {
  const std::string& s;
  size_t pos = 0;
  const Ctx& ctx;

  void ws() {
    while (pos < s.size() && std::isspace(static_cast<unsigned char>(s[pos]))) ++pos;
  }
  char peek() {
    ws();
    return pos < s.size() ? s[pos] : '\0';
  }
  bool at_end() { return peek() == '\0'; }
  bool accept(char c) {
    if (peek() != c) return false;
    ++pos;
    return true;
  }
  void expect(char c, const char* what) {
    if (!accept(c)) ctx.error(pos, what);
  }
  std::string ident() {
    ws();
    const size_t start = pos;
    if (pos < s.size() && ident_start(s[pos])) {
      ++pos;
      while (pos < s.size() && ident_char(s[pos])) ++pos;
    }
    return s.substr(start, pos - start);
  }
  // Peek an identifier without consuming it.
  std::string peek_ident() {
    const size_t save = pos;
    std::string r = ident();
    pos = save;
    return r;
  }
  bool at_number() {
    const char c = peek();
    return std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+';
  }
};

// A parsed number: integer or floating-point.
struct Number {
  bool is_float = false;
  bool neg = false;   // integer: value is -mag
  uint64_t mag = 0;
  double f = 0;
  // The integer as int64 when representable.
  std::optional<int64_t> i64() const {
    if (!neg) return mag <= uint64_t(std::numeric_limits<int64_t>::max()) ? std::optional<int64_t>(int64_t(mag)) : std::nullopt;
    if (mag <= (uint64_t(1) << 63)) return int64_t(0 - mag);
    return std::nullopt;
  }
  bool between(int64_t lo, int64_t hi) const {
    auto v = i64();
    return v && *v >= lo && *v <= hi;
  }
  // Two's-complement 64-bit pattern (only meaningful when representable).
  uint64_t bits() const { return neg ? 0 - mag : mag; }
};

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

// A register operand: operand code and width in dwords.
struct Reg {
  unsigned code;
  unsigned dwords;
  size_t col;
};

// Parses sN, s[a:b], ttmpN, ttmp[a:b] and named registers; nullopt (cursor
// unchanged) when the token is not a register.
std::optional<Reg> try_register(Cursor& c) {
  c.ws();
  const size_t start = c.pos;
  const std::string id = c.ident();
  auto indexed = [&](unsigned base, unsigned limit, const std::string& digits) -> std::optional<Reg> {
    if (digits.empty()) {
      // s[a:b] / s[a]
      c.expect('[', "expected '['");
      c.ws();
      const size_t ia = c.pos;
      const int64_t a = parse_int(c, 0, 1000, "register index is out of range");
      int64_t b = a;
      if (c.accept(':')) {
        b = parse_int(c, 0, 1000, "register index is out of range");
        if (b < a) c.ctx.error(ia, "first register index should not exceed second index");
      }
      c.expect(']', "expected ']'");
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
  if (id == "s" || (id.size() > 1 && id[0] == 's' && std::isdigit(static_cast<unsigned char>(id[1]))))
    r = indexed(0, sreg::kNumSgprs, id.substr(1));
  else if (id.rfind("ttmp", 0) == 0)
    r = indexed(sreg::TTMP0, 16, id.substr(4));
  else if (auto nr = ops::named_register(id))
    r = Reg{nr->code, nr->dwords, start};
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

// The literal of the instruction being assembled (at most one unique value).
struct Literal {
  bool used = false;
  uint32_t value = 0;
  void set(const Ctx& ctx, size_t col, uint32_t v) {
    if (used && value != v) ctx.error(col, "only one unique literal operand is allowed");
    used = true;
    value = v;
  }
};

// A scalar source operand of `dwords` (1 or 2): register, inline constant,
// special source or literal (returns code 255 and records the literal).
unsigned parse_source(Cursor& c, unsigned dwords, Literal& lit, bool allow_imm = true) {
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
        if (auto code = ops::inline_float64(bits)) return *code;
        c.ctx.error(start, "invalid operand for instruction");
      }
      const float f = float(n.f);
      uint32_t bits;
      std::memcpy(&bits, &f, 4);
      if (auto code = ops::inline_float32(bits)) return *code;
      lit.set(c.ctx, start, bits);
      return sreg::LITERAL;
    }
    if (n.between(-16, 64)) return unsigned(n.neg ? 192 + n.mag : 128 + n.mag);
    if (dwords >= 2) {
      if (n.neg && !n.i64()) c.ctx.error(start, "invalid operand for instruction");
      const uint64_t bits = n.bits();
      if (auto code = ops::inline_float64(bits)) return *code;
      // Only values a 32-bit literal can represent (zero- or sign-extended).
      const bool zext = bits <= 0xFFFF'FFFFull;
      const bool sext = int64_t(bits) >= std::numeric_limits<int32_t>::min() && int64_t(bits) < 0;
      if (!zext && !sext) c.ctx.error(start, "invalid operand for instruction");
      lit.set(c.ctx, start, uint32_t(bits));
      return sreg::LITERAL;
    }
    if (!n.between(std::numeric_limits<int32_t>::min(), 0xFFFF'FFFFll)) c.ctx.error(start, "invalid operand for instruction");
    const auto bits = uint32_t(n.bits());
    if (auto code = ops::inline_float32(bits)) return *code;
    lit.set(c.ctx, start, bits);
    return sreg::LITERAL;
  }
  if (auto r = try_register(c)) {
    if (r->dwords != dwords) c.ctx.error(start, "invalid operand for instruction");
    return r->code;
  }
  const std::string id = c.ident();
  if (auto code = ops::named_source(id)) {
    if (!allow_imm) c.ctx.error(start, "invalid operand for instruction");
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
    auto r = ops::hwreg_id(c.ident());
    if (!r) c.ctx.error(idpos, "expected a register name or an absolute expression");
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
    auto r = ops::sendmsg_id(c.ident());
    if (!r) c.ctx.error(p, "expected a message name or an absolute expression");
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
  unsigned v = ops::kWaitcntAllOnes;
  bool any = false;
  while (!c.at_end()) {
    if (any) {
      if (!c.accept('&')) c.accept(',');
    }
    c.ws();
    const size_t p = c.pos;
    const std::string name = c.ident();
    unsigned max;
    if (name == "vmcnt") max = 63;
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

// ---- vector ALU operands ----------------------------------------------------
// Inline f16 constants in the order of codes 240..248 (Vega ISA operand table).
constexpr uint16_t kF16Inline[9] = {0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118};

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

// One parsed vector operand, before it is placed in an encoding field.
struct VOp {
  enum Kind { VGPR, SREG, NUM } kind = NUM;
  unsigned code = 0;  // VGPR number or scalar code
  unsigned dwords = 1;
  Number num;
  bool neg = false, abs = false;
  size_t col = 0;     // column of the operand (modifiers included)
  size_t inner = 0;   // column of the register or number itself
};

// vN or v[a:b]; nullopt (cursor unchanged) when the token is something else.
std::optional<VOp> try_vgpr(Cursor& c) {
  c.ws();
  const size_t start = c.pos;
  const std::string id = c.ident();
  if (id == "v" && c.peek() == '[') {
    c.expect('[', "expected '['");
    c.ws();
    const size_t ia = c.pos;
    const int64_t a = parse_int(c, 0, 1000, "register index is out of range");
    int64_t b = a;
    if (c.accept(':')) {
      b = parse_int(c, 0, 1000, "register index is out of range");
      if (b < a) c.ctx.error(ia, "first register index should not exceed second index");
    }
    c.expect(']', "expected ']'");
    if (b > 255) c.ctx.error(start, "register index is out of range");
    const int64_t n = b - a + 1;
    if (n != 1 && n != 2 && n != 3 && n != 4 && n != 8 && n != 16) c.ctx.error(start, "invalid register range");
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

// Trailing VOP3/VOP3P modifiers.
struct VMods {
  bool clamp = false;
  size_t clamp_col = 0;
  unsigned omod = 0;
  size_t omod_col = 0;
  std::optional<unsigned> op_sel, op_sel_hi, neg_lo, neg_hi;
  size_t packed_col = 0;
  bool any_vop3() const { return clamp || omod || op_sel || op_sel_hi || neg_lo || neg_hi; }
};

unsigned parse_bit_list(Cursor& c, unsigned& count) {
  c.expect(':', "expected ':'");
  c.expect('[', "expected '['");
  unsigned bits = 0;
  count = 0;
  for (;;) {
    c.ws();
    const size_t p = c.pos;
    const int64_t b = parse_int(c, 0, 1, "invalid op_sel value");
    if (count >= 3) c.ctx.error(p, "invalid operand for instruction");
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
    } else {
      c.ctx.error(p, "invalid operand for instruction");
    }
  }
  return m;
}

struct Fixup {
  size_t word;       // index of the instruction dword holding SIMM16
  uint64_t pc;       // byte offset of the instruction
  std::string label;
  unsigned line;
  size_t col;
};

class Assembler {
 public:
  Assembler(const std::string& file) : file_(file) {}

  AsmResult run(const std::string& source) {
    std::istringstream in(source);
    std::string raw;
    unsigned lineno = 0;
    while (std::getline(in, raw)) {
      ++lineno;
      if (!raw.empty() && raw.back() == '\r') raw.pop_back();
      line(strip_comment(raw), lineno);
    }
    for (const Fixup& f : fixups_) {
      const Ctx ctx{file_, f.line};
      auto it = res_.labels.find(f.label);
      if (it == res_.labels.end()) ctx.error(f.col, "undefined label '" + f.label + "'");
      const int64_t delta = (int64_t(it->second) - int64_t(f.pc) - 4) / 4;
      if (delta < -32768 || delta > 32767) ctx.error(f.col, "branch target out of range");
      res_.words[f.word] = (res_.words[f.word] & 0xFFFF0000u) | (uint32_t(delta) & 0xFFFF);
    }
    return std::move(res_);
  }

 private:
  uint64_t pc() const { return res_.words.size() * 4; }

  void line(const std::string& text, unsigned lineno) {
    const Ctx ctx{file_, lineno};
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
    mpos_ = mpos;
    const Format f = info(*op).format;
    Insn insn = is_vector(f) ? vector_instruction(c, *op, mpos, forced)
                : f == Format::DS ? ds_instruction(c, *op) : instruction(c, *op, mpos);
    std::array<uint32_t, 3> w{};
    const unsigned n = encode(insn, w);
    res_.lines.emplace_back(pc(), lineno);
    for (unsigned i = 0; i < n; ++i) res_.words.push_back(w[i]);
  }

  void directive(Cursor& c) {
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
    c.ctx.error(p, "unknown directive '" + d + "'");
  }

  // Branch operand: label or signed dword offset.
  uint16_t branch(Cursor& c, unsigned lineno) {
    c.ws();
    if (c.at_number()) return uint16_t(parse_int(c, -32768, 65535, "expected a 16-bit signed jump offset"));
    const size_t p = c.pos;
    const std::string id = c.ident();
    if (id.empty()) c.ctx.error(p, "expected a label or an offset");
    fixups_.push_back({res_.words.size(), pc(), id, lineno, p});
    return 0;
  }

  // Like llvm-mc, a missing operand is reported at the mnemonic.
  void comma(Cursor& c) {
    if (c.at_end()) c.ctx.error(mpos_, "too few operands for instruction");
    c.expect(',', "invalid operand for instruction");
  }

  void smem_offset(Cursor& c, Insn& in, bool buffer) {
    c.ws();
    const size_t p = c.pos;
    auto imm_offset = [&](Cursor& cc) {
      cc.ws();
      const size_t q = cc.pos;
      const Number n = parse_number(cc);
      if (n.is_float) cc.ctx.error(q, "expected an integer");
      if (buffer) {
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
    if (c.peek_ident() == "offset") {
      c.ident();
      c.expect(':', "expected ':'");
      in.imm = true;
      in.offset = imm_offset(c);
      return;
    }
    auto r = try_register(c);
    if (!r || r->dwords != 1) c.ctx.error(p, "invalid operand for instruction");
    c.ws();
    if (c.peek_ident() == "offset") {
      c.ident();
      c.expect(':', "expected ':'");
      in.imm = in.soe = true;
      in.soffset = uint8_t(r->code);
      in.offset = imm_offset(c);
    } else {
      in.offset = r->code;
    }
  }

  void smem_mods(Cursor& c, Insn& in) {
    while (!c.at_end()) {
      c.ws();
      const size_t p = c.pos;
      const std::string m = c.ident();
      if (m == "glc" && !in.glc) in.glc = true;
      else c.ctx.error(p, "invalid operand for instruction");
    }
  }

  // ---- DS instructions -------------------------------------------------------
  // VGPR operands [vdst], [addr], [data0], [data1] as the row's sizes say, then
  // offset:N (SH_DS; ds_swizzle_b32 also offset:swizzle(...)) or
  // offset0:N / offset1:N (SH_DS_2OFF), and gds, in any order, each once.
  Insn ds_instruction(Cursor& c, Op op) {
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

  // LLVM's ds_swizzle_b32 offset macros (AMDGPUAsmParser::parseSwizzleOffset):
  // QUAD_PERM,l0..l3 = 0x8000 | l0 | l1<<2 | l2<<4 | l3<<6; the rest set the
  // bit-mask mode (and [4:0], or [9:5], xor [14:10]): BITMASK_PERM,"5 chars"
  // (from lane-id bit 4 down: 0 = force 0, 1 = force 1, p = keep, i = invert),
  // SWAP,n (xor n, n a power of two < 32), REVERSE,n (xor n-1, n a power of two
  // 2..32), BROADCAST,g,l (and = 32-g, or = l; g a power of two 2..32, l < g).
  uint16_t swizzle_macro(Cursor& c) {
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

  // ---- vector ALU instructions ----------------------------------------------
  // `forced`: 0 none, 32 "_e32", 64 "_e64" suffix on the mnemonic.
  Insn vector_instruction(Cursor& c, Op op, size_t mpos, unsigned forced) {
    const InsnInfo& i = info(op);
    const Ctx& ctx = c.ctx;
    Insn in;
    in.op = op;
    const bool pair = (i.format == Format::VOP1 || i.format == Format::VOP2 || i.format == Format::VOPC);
    const bool lane = i.shape == Shape::SH_VOP3_READLANE || i.shape == Shape::SH_VOP3_WRITELANE;
    if (forced == 64 && ((pair && i.has(F_NOE64)) || lane)) ctx.error(mpos, "e64 variant of this instruction is not supported");
    if (forced == 32 && !pair) ctx.error(mpos, "e32 variant of this instruction is not supported");

    // Operands up to the first modifier keyword, then the modifiers.
    std::vector<VOp> ops;
    auto is_mod_word = [&](const std::string& w) {
      return w == "clamp" || w == "mul" || w == "div" || w == "op_sel" || w == "op_sel_hi" || w == "neg_lo" ||
             w == "neg_hi";
    };
    if (!c.at_end() && !is_mod_word(c.peek_ident())) {
      for (;;) {
        ops.push_back(parse_voperand(c));
        if (!c.accept(',')) break;
      }
    }
    const VMods mods = parse_vmods(c);

    // The operand slots of the shape: V = VGPR destination, S1/S2 = SGPR
    // destination of 1/2 dwords, VCC = the carry-out of the 32-bit encoding,
    // s = source, v = VGPR-only source, K = literal constant, C = carry-in or
    // select mask (VCC in the 32-bit encoding), L = lane select.
    std::string slots;
    switch (i.shape) {
      case Shape::SH_VOP2: slots = "Vsv"; break;
      case Shape::SH_VOP2_CARRYOUT: slots = "V2sv"; break;
      case Shape::SH_VOP2_CARRYIN: slots = "V2svC"; break;
      case Shape::SH_VOP2_CNDMASK: slots = "VsvC"; break;
      case Shape::SH_VOP2_MADMK: slots = "VsKv"; break;
      case Shape::SH_VOP2_MADAK: slots = "VsvK"; break;
      case Shape::SH_VOP1: slots = "Vs"; break;
      case Shape::SH_VOP1_NONE: slots = ""; break;
      case Shape::SH_VOP1_READFIRSTLANE: slots = "1u"; break;
      case Shape::SH_VOP1_SWAP: slots = "Vu"; break;
      case Shape::SH_VOPC: slots = "2sv"; break;
      case Shape::SH_VOP3_2: case Shape::SH_VOP3P_2: slots = "Vss"; break;
      case Shape::SH_VOP3_3: case Shape::SH_VOP3P_3: slots = "Vsss"; break;
      case Shape::SH_VOP3_READLANE: slots = "1uL"; break;
      case Shape::SH_VOP3_WRITELANE: slots = "VLL"; break;
      case Shape::SH_VOP3B: slots = "V2sss"; break;
      default: ctx.error(mpos, "invalid instruction");
    }
    if (ops.size() < slots.size()) ctx.error(mpos, "too few operands for instruction");
    if (ops.size() > slots.size()) ctx.error(ops[slots.size()].col, "invalid operand for instruction");

    const unsigned src_dw[3] = {i.src0_dw, i.src1_dw, i.src2_dw};
    auto is_vcc = [](const VOp& o) { return o.kind == VOp::SREG && o.code == sreg::VCC_LO && o.dwords == 2; };

    // 32-bit encoding unless an operand or modifier needs the VOP3 one.
    bool vop3 = !pair || forced == 64;
    if (pair && forced != 64) {
      std::optional<size_t> why;  // column of the first operand the 32-bit encoding cannot take
      for (size_t k = 0; k < slots.size() && !why; ++k) {
        const VOp& o = ops[k];
        if (o.neg || o.abs) why = o.col;
        else if (slots[k] == 'v' && o.kind != VOp::VGPR) why = o.col;
        else if ((slots[k] == '2' || slots[k] == 'C') && !is_vcc(o)) why = o.col;
      }
      if (!why && mods.any_vop3()) why = mods.clamp ? mods.clamp_col : mods.omod_col;
      if (why && (forced == 32 || i.has(F_NOE64))) ctx.error(*why, "invalid operand for instruction");
      vop3 = why.has_value() || (i.shape == Shape::SH_VOP1_NONE && forced == 64);
    }
    in.vop3 = pair && vop3;
    const bool packed = i.format == Format::VOP3P;

    // Modifiers the row accepts.
    for (size_t k = 0; k < ops.size(); ++k) {
      const VOp& o = ops[k];
      const bool later_src = k > 0 && (slots[k] == 's' || slots[k] == 'v') && (slots[k - 1] == 's' || slots[k - 1] == 'v');
      if ((o.neg || o.abs) && (!i.has(F_VMODS) || slots[k] == 'L' || slots[k] == 'u' || (later_src && i.has(F_MODS0)) ||
                               (o.abs && vop3_is_b(i) && !packed)))
        ctx.error(o.col, "not a valid operand.");  // llvm-mc's wording
    }
    if (mods.clamp && !i.has(F_VCLAMP)) ctx.error(mods.clamp_col, "not a valid operand.");
    if (mods.omod && !i.has(F_VOMOD)) ctx.error(mods.omod_col, "not a valid operand.");
    if ((mods.op_sel || mods.op_sel_hi || mods.neg_lo || mods.neg_hi) && !packed)
      ctx.error(mods.packed_col, "not a valid operand.");
    in.clamp = mods.clamp;
    in.omod = uint8_t(mods.omod);

    // Place the operands.
    Literal lit;
    std::optional<size_t> lit_col;        // a literal written as a source
    struct BusUse { unsigned code, dwords; };
    std::vector<BusUse> bus;              // constant-bus reads, in operand order
    unsigned src = 0;
    uint16_t* fields[3] = {&in.src0, &in.src1, &in.src2};
    for (size_t k = 0; k < slots.size(); ++k) {
      const VOp& o = ops[k];
      const char s = slots[k];
      switch (s) {
        case 'V':
          if (o.kind != VOp::VGPR || o.dwords != i.dst_dw) ctx.error(o.col, "invalid operand for instruction");
          in.vdst = uint8_t(o.code);
          break;
        case '1':
        case '2':
          if (o.kind != VOp::SREG || o.code >= 128 || o.dwords != unsigned(s - '0'))
            ctx.error(o.col, "invalid operand for instruction");
          in.sdst = uint8_t(o.code);
          break;
        case 'K': {
          if (o.kind != VOp::NUM || o.neg || o.abs) ctx.error(o.col, "invalid operand for instruction");
          in.literal = number_bits32(ctx, o, i.has(F_SRC16));
          in.has_literal = true;
          bus.push_back({sreg::LITERAL, 1});
          break;
        }
        default: {  // a source: s, v, u, C, L
          const unsigned dw = src_dw[src];
          unsigned code;
          if (o.kind == VOp::VGPR) {
            if (s == 'L') ctx.error(o.col, "invalid operand for instruction");
            if (o.dwords != dw) ctx.error(o.col, "invalid operand for instruction");
            code = sreg::VGPR0 + o.code;
          } else {
            if (s == 'u' || (s == 'v' && !vop3)) ctx.error(o.col, "invalid operand for instruction");
            if (s == 'C' && !vop3) {
              code = sreg::VCC_LO;  // implicit in the 32-bit encoding
            } else if (o.kind == VOp::SREG) {
              if (o.dwords != dw && !(o.code >= 128 && dw <= 2)) ctx.error(o.col, "invalid operand for instruction");
              code = o.code;
            } else {
              code = source_number(ctx, o, dw, i.has(F_SRC16), int16_operands(i), i.has(F_FP64), lit);
              if (code == sreg::LITERAL) {
                if (vop3 || s == 'L') {
                  if (s == 'L') ctx.error(o.col, "invalid operand for instruction");
                  ctx.error(o.col, "literal operands are not supported");
                }
                lit_col = o.col;
              }
            }
            const bool inline_const = (code >= 128 && code <= 208) || (code >= 240 && code <= 248);
            if (!inline_const && !(s == 'C' && !vop3)) bus.push_back({code, code == sreg::LITERAL ? 1u : o.dwords});
          }
          if (o.neg) in.neg |= uint8_t(1u << src);
          if (o.abs) in.abs |= uint8_t(1u << src);
          if (!(s == 'C' && !vop3)) *fields[src] = uint16_t(code);  // VCC is implicit in VOP2
          ++src;
          break;
        }
      }
    }
    if (lit.used) {
      in.has_literal = true;
      in.literal = lit.value;
    }

    // GFX9 constant bus: one SGPR (counting each register once) or literal per
    // instruction, implicit VCC reads included. Like llvm-mc, the error points at
    // the later of the literal and the first operand naming the last SGPR read.
    {
      std::vector<std::pair<unsigned, unsigned>> sgprs;
      std::optional<std::pair<unsigned, unsigned>> last;
      const bool implicit_vcc = i.has(F_RVCC) && (!vop3 || i.format == Format::VOP3A);
      if (implicit_vcc) {
        sgprs.push_back({sreg::VCC_LO, 2});
        last = sgprs.back();
      }
      unsigned literals = 0;
      for (const BusUse& u : bus) {
        if (u.code == sreg::LITERAL) {
          literals = 1;
          continue;
        }
        last = std::make_pair(u.code, u.dwords);
        if (std::find(sgprs.begin(), sgprs.end(), *last) == sgprs.end()) sgprs.push_back(*last);
      }
      if (sgprs.size() + literals > 1) {
        size_t reg_col = 0;
        // The fixed "vcc" words of a 32-bit encoding are not operands to llvm-mc.
        for (size_t k = 0; k < ops.size(); ++k) {
          const VOp& o = ops[k];
          const bool fixed = !vop3 && (slots[k] == '2' || slots[k] == 'C') && pair;
          if (!fixed && last && o.kind == VOp::SREG && o.code == last->first && o.dwords == last->second) {
            reg_col = o.inner;
            break;
          }
        }
        const size_t col = lit_col && *lit_col > reg_col ? *lit_col : reg_col;
        ctx.error(col, "invalid operand (violates constant bus restrictions)");
      }
    }

    if (packed) {
      const unsigned n = num_sources_packed(i);
      const bool mix = i.has(F_VMODS);
      in.opsel_hi = mix ? 0 : 7;
      auto list = [&](const std::optional<unsigned>& v, uint8_t& field, bool keep_hi) {
        if (!v) return;
        if ((*v >> 8) != n) ctx.error(mods.packed_col, "invalid op_sel operand");
        const unsigned bits = *v & 0xFF;
        field = uint8_t(keep_hi ? (field & ~((1u << n) - 1)) | bits : bits);
      };
      list(mods.op_sel, in.opsel, false);
      list(mods.op_sel_hi, in.opsel_hi, true);
      list(mods.neg_lo, in.neg, false);
      list(mods.neg_hi, in.abs, false);
    }
    return in;
  }

  // 16-bit integer sources: the spec name's last type is I16, U16 or B16.
  static bool int16_operands(const InsnInfo& i) {
    const std::string_view n = i.name;
    return i.has(F_SRC16) && n.size() > 4 && (n.ends_with("_I16") || n.ends_with("_U16") || n.ends_with("_B16"));
  }

  static unsigned num_sources_packed(const InsnInfo& i) { return i.shape == Shape::SH_VOP3P_3 ? 3 : 2; }

  // A number as the 32-bit (or, for F_SRC16, 16-bit) value of a literal constant.
  static uint32_t number_bits32(const Ctx& ctx, const VOp& o, bool half) {
    if (o.num.is_float) {
      if (half) return to_half(o.num.f);
      const float f = float(o.num.f);
      uint32_t bits;
      std::memcpy(&bits, &f, 4);
      return bits;
    }
    if (half) {
      if (!o.num.between(-32768, 0xFFFF)) ctx.error(o.col, "invalid operand for instruction");
      return uint32_t(o.num.bits()) & 0xFFFF;
    }
    if (!o.num.between(std::numeric_limits<int32_t>::min(), 0xFFFF'FFFFll)) ctx.error(o.col, "invalid operand for instruction");
    return uint32_t(o.num.bits());
  }

  // Source code of a number: an inline constant when it is one for the operand
  // type, otherwise the literal (recorded in `lit`).
  static unsigned source_number(const Ctx& ctx, const VOp& o, unsigned dw, bool half, bool int16, bool fp64,
                                Literal& lit) {
    const Number& n = o.num;
    if (!n.is_float && n.between(-16, 64)) return unsigned(n.neg ? 192 + n.mag : 128 + n.mag);
    if (n.is_float && n.f == 0.0 && !std::signbit(n.f)) return sreg::ZERO;
    if (dw >= 2) {
      if (n.is_float) {
        uint64_t bits;
        std::memcpy(&bits, &n.f, 8);
        if (auto code = ops::inline_float64(bits)) return *code;
        if (!fp64) ctx.error(o.col, "invalid operand for instruction");
        lit.set(ctx, o.col, uint32_t(bits >> 32));  // a double literal supplies the high dword
        return sreg::LITERAL;
      }
      if (n.neg && !n.i64()) ctx.error(o.col, "invalid operand for instruction");
      const uint64_t bits = n.bits();
      if (auto code = ops::inline_float64(bits)) return *code;
      const bool zext = bits <= 0xFFFF'FFFFull;
      const bool sext = int64_t(bits) >= std::numeric_limits<int32_t>::min() && int64_t(bits) < 0;
      if (!zext && !sext) ctx.error(o.col, "invalid operand for instruction");
      lit.set(ctx, o.col, uint32_t(bits));
      return sreg::LITERAL;
    }
    if (half) {
      const uint32_t h = number_bits32(ctx, o, true);
      const int16_t s = int16_t(uint16_t(h));
      if (!n.is_float && s >= -16 && s <= 64) return unsigned(s < 0 ? 192 - s : 128 + s);
      // 16-bit integer operands only inline integers; f16 patterns are literals.
      if (int16) {
        lit.set(ctx, o.col, h);
        return sreg::LITERAL;
      }
      for (unsigned k = 0; k < 9; ++k)
        if (kF16Inline[k] == h) return sreg::F_0_5 + k;
      lit.set(ctx, o.col, h);
      return sreg::LITERAL;
    }
    const uint32_t bits = number_bits32(ctx, o, false);
    if (auto code = ops::inline_float32(bits)) return *code;
    lit.set(ctx, o.col, bits);
    return sreg::LITERAL;
  }

  Insn instruction(Cursor& c, Op op, size_t mpos) {
    const InsnInfo& i = info(op);
    mpos_ = mpos;
    Insn in;
    in.op = op;
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
      case Shape::SH_SOPC:
        need(); in.ssrc0 = uint8_t(parse_source(c, i.src0_dw, lit, !reg_only)); comma(c);
        in.ssrc1 = uint8_t(parse_source(c, i.src1_dw, lit, !reg_only));
        break;
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
        in.literal = uint32_t(parse_int(c, std::numeric_limits<int32_t>::min(), 0xFFFF'FFFFll,
                                        "invalid operand for instruction"));
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
          in.sdst = dst(i.dst_dw);
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
        need(); in.sdst = dst(2);
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

  std::string file_;
  size_t mpos_ = 0;  // column of the current mnemonic
  AsmResult res_;
  std::vector<Fixup> fixups_;
};

}  // namespace

AsmResult assemble(const std::string& source, const std::string& filename) {
  return Assembler(filename).run(source);
}

}  // namespace gcn
