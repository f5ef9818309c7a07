// The assembler's internals, shared by the per-format parts (asm.cpp: the
// driver, directives and the scalar formats; asm_ds.cpp; asm_vector.cpp) and
// the operand parsers (asm_operands.cpp): a cursor over one source line,
// numbers, registers and operands as parsed, and the Assembler that walks the
// lines and builds instructions.
#pragma once

#include <cctype>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "asm.h"
#include "insn.h"

namespace gcn::asm_parse {

inline bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$'; }
inline bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$'; }

// Strips ';' and '//' comments (a ';;' line is a comment like any other).
std::string strip_comment(const std::string& s);

struct Ctx {
  const std::string& file;
  unsigned line;
  Gfx gfx = kDefaultGfx;  // the generation whose instructions and operands are taken
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

Number parse_number(Cursor& c);

int64_t parse_int(Cursor& c, int64_t lo, int64_t hi, const char* range_msg);

// A register operand: operand code and width in dwords.
struct Reg {
  unsigned code;
  unsigned dwords;
  size_t col;
};

// Parses sN, s[a:b], ttmpN, ttmp[a:b] and named registers; nullopt (cursor
// unchanged) when the token is not a register.
std::optional<Reg> try_register(Cursor& c);

Reg parse_register(Cursor& c, unsigned dwords);

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
// Without allow_imm, inline constants and literals are rejected (the special
// sources src_scc ... are still accepted, as llvm-mc accepts them).
unsigned parse_source(Cursor& c, unsigned dwords, Literal& lit, bool allow_imm = true);

// hwreg(NAME|id [, offset, width]) or a raw 16-bit value.
uint16_t parse_hwreg(Cursor& c);

uint16_t parse_sendmsg(Cursor& c);

uint16_t parse_waitcnt(Cursor& c);

unsigned parse_gpr_idx(Cursor& c);

// ---- vector ALU operands ----------------------------------------------------
// Inline f16 constants in the order of codes 240..248 (Vega ISA operand table).
inline constexpr uint16_t kF16Inline[9] = {0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118};

// Round-to-nearest-even conversion of a double to IEEE half precision, for
// float literals written for 16-bit operands.
uint16_t to_half(double d);

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
std::optional<VOp> try_vgpr(Cursor& c);

VOp parse_voperand_inner(Cursor& c);

// A source with optional modifiers: -x, |x|, abs(x), neg(x) and combinations.
VOp parse_voperand(Cursor& c);

// Trailing VOP3/VOP3P modifiers.
struct VMods {
  bool clamp = false;
  size_t clamp_col = 0;
  unsigned omod = 0;
  size_t omod_col = 0;
  std::optional<unsigned> op_sel, op_sel_hi, neg_lo, neg_hi;
  size_t packed_col = 0;  // the last of op_sel, op_sel_hi, neg_lo, neg_hi
  size_t op_sel_col = 0;
  bool any_vop3() const { return clamp || omod || op_sel || op_sel_hi || neg_lo || neg_hi; }
};

unsigned parse_bit_list(Cursor& c, unsigned& count);

VMods parse_vmods(Cursor& c);

// A branch to a label, patched once every label is known.
struct Fixup {
  size_t word;       // index of the instruction dword holding SIMM16
  uint64_t pc;       // byte offset of the instruction
  std::string label;
  unsigned line;
  size_t col;
};

// Assembles one source text: run() walks its lines, and each instruction is
// built by the part for its format.
class Assembler {
 public:
  Assembler(const std::string& file, Gfx gfx) : file_(file), gfx_(gfx) {}

  AsmResult run(const std::string& source);

 private:
  uint64_t pc() const { return res_.words.size() * 4; }

  void line(const std::string& text, unsigned lineno);

  void directive(Cursor& c);

  // Branch operand: label or signed dword offset.
  uint16_t branch(Cursor& c, unsigned lineno);

  // Like llvm-mc, a missing operand is reported at the mnemonic.
  void comma(Cursor& c);

  void smem_offset(Cursor& c, Insn& in, bool buffer);

  void smem_mods(Cursor& c, Insn& in);

  uint8_t smem_data(Cursor& c, unsigned dwords);

  // ---- DS instructions -------------------------------------------------------
  // VGPR operands [vdst], [addr], [data0], [data1] as the row's sizes say, then
  // offset:N (SH_DS; ds_swizzle_b32 also offset:swizzle(...)) or
  // offset0:N / offset1:N (SH_DS_2OFF), and gds, in any order, each once.
  Insn ds_instruction(Cursor& c, Op op);

  // LLVM's ds_swizzle_b32 offset macros (AMDGPUAsmParser::parseSwizzleOffset):
  // QUAD_PERM,l0..l3 = 0x8000 | l0 | l1<<2 | l2<<4 | l3<<6; the rest set the
  // bit-mask mode (and [4:0], or [9:5], xor [14:10]): BITMASK_PERM,"5 chars"
  // (from lane-id bit 4 down: 0 = force 0, 1 = force 1, p = keep, i = invert),
  // SWAP,n (xor n, n a power of two < 32), REVERSE,n (xor n-1, n a power of two
  // 2..32), BROADCAST,g,l (and = 32-g, or = l; g a power of two 2..32, l < g).
  uint16_t swizzle_macro(Cursor& c);

  // ---- FLAT, GLOBAL and SCRATCH instructions (asm_vmem.cpp) -----------------
  // The operands of the row's shape (isa.h), then offset:N, glc/slc (either
  // order) and lds, in llvm-mc's order, each once.
  Insn vmem_instruction(Cursor& c, Op op);
  // MUBUF/MTBUF (SH_BUF_* shapes, isa.h): [vdata,] vaddr|off, srsrc, soffset,
  // then the modifiers in llvm-mc-16's order, each once.
  Insn buffer_instruction(Cursor& c, Op op);
  // MTBUF format:N (0..127, DFMT | NFMT << 4) or format:[names] (asm_vmem.cpp).
  void buffer_format(Cursor& c, Insn& in);
  // A comma or nothing between buffer operands (asm_vmem.cpp).
  void operand_comma(Cursor& c);

  // ---- vector ALU instructions ----------------------------------------------
  // `forced`: 0 none, 32 "_e32", 64 "_e64" suffix on the mnemonic.
  Insn vector_instruction(Cursor& c, Op op, size_t mpos, unsigned forced);

  // 16-bit integer sources: the spec name's last type is I16, U16 or B16.
  static bool int16_operands(const InsnInfo& i);

  static unsigned num_sources_packed(const InsnInfo& i) { return i.shape == Shape::SH_VOP3P_3 ? 3 : 2; }

  // A number as the 32-bit (or, for F_SRC16, 16-bit) value of a literal constant.
  static uint32_t number_bits32(const Ctx& ctx, const VOp& o, bool half);

  // Source code of a number: an inline constant when it is one for the operand
  // type, otherwise the literal (recorded in `lit`).
  static unsigned source_number(const Ctx& ctx, const VOp& o, unsigned dw, bool half, bool int16, bool fp64,
                                Literal& lit);

  // ---- scalar instructions (SOP1, SOP2, SOPK, SOPC, SOPP, SMEM) -------------
  Insn instruction(Cursor& c, Op op, size_t mpos);

  std::string file_;
  Gfx gfx_;
  size_t mpos_ = 0;  // column of the current mnemonic
  AsmResult res_;
  std::vector<Fixup> fixups_;
};

}  // namespace gcn::asm_parse
