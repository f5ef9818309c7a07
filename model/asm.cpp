// Assembler for the scalar GFX9 subset, in the syntax llvm-mc-16
// (-arch=amdgcn -mcpu=gfx900) accepts. One pass over the lines; branch labels
// are patched at the end. Errors are "file:line:col: error: message" with the
// column of the offending token (1-based), like llvm-mc.
#include <fmt/format.h>

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
    const auto op = lookup_mnemonic(lower);
    if (!op) ctx.error(mpos, "invalid instruction '" + mn + "'");
    Insn insn = instruction(c, *op, mpos);
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
