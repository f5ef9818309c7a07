// A decoded (or to-be-encoded) instruction: the table row plus its field values.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "isa.h"

namespace gcn {

// Scalar operand codes (Vega ISA, "Scalar ALU Operands" table; the list is
// operand_codes.def, shared with the RTL). Destinations use 0..127, sources
// 0..255. 64-bit operands name the even register of a pair. Vector source
// operands are 9 bits: 0..255 as above (SDWA and DPP select those encodings
// in VOP1/VOP2/VOPC, both unsupported), 256..511 = v0..v255.
namespace sreg {
#define GCN_SREG(NAME, CODE) constexpr unsigned NAME = CODE;
#define GCN_INLINE_FLOAT(INDEX, TEXT, F32, F64)
#include "operand_codes.def"
#undef GCN_INLINE_FLOAT
#undef GCN_SREG
constexpr unsigned kNumSgprs = NUM_SGPRS;  // s0..s101

// The inline float constants F_0_5 + i: assembler text and the f32 / f64
// encodings.
struct InlineFloat {
  const char* text;
  uint32_t f32;
  uint64_t f64;
};
constexpr std::array<InlineFloat, F_INV_2PI - F_0_5 + 1> kInlineFloats = {{
#define GCN_SREG(NAME, CODE)
#define GCN_INLINE_FLOAT(INDEX, TEXT, F32, F64) {TEXT, F32##u, F64##ull},
#include "operand_codes.def"
#undef GCN_INLINE_FLOAT
#undef GCN_SREG
}};
}  // namespace sreg

// Scalar source codes that name something on GFX9 (design.md, "Architectural
// conventions"); decoding any other is an error rather than a silent default.
// 125 ("null") decodes, as llvm-mc decodes it; execution rejects it.
// LDS_DIRECT (254) is a vector source only (llvm-mc marks it an invalid
// register in a scalar instruction).
bool valid_scalar_source(unsigned code, Gfx gfx = kDefaultGfx);

// Field values of one instruction. Only the fields of the instruction's format
// are meaningful; the rest stay zero.
struct Insn {
  Op op = Op::S_NOP;
  Gfx gfx = kDefaultGfx;  // the generation whose encoding and operand names it uses
  // SOP*: scalar operand codes. SMEM uses sdst for SDATA.
  uint8_t sdst = 0;
  uint8_t ssrc0 = 0;
  uint8_t ssrc1 = 0;
  uint16_t simm16 = 0;   // SOPK / SOPP immediate
  uint32_t literal = 0;  // valid when has_literal
  bool has_literal = false;
  // SMEM fields (Vega "SMEM" format table). SMRD (gfx6/gfx7) uses sbase,
  // sdst, imm and offset (its 8-bit OFFSET field: a dword offset when imm, an
  // SGPR code otherwise); gfx7's literal offset (OFFSET 255 without IMM) is
  // the literal. gfx8's SMEM has no SOE or NV and a 20-bit unsigned offset.
  uint8_t sbase = 0;     // SGPR number / 2 (field value, implied LSB zero)
  bool soe = false, nv = false, glc = false, imm = false;
  uint32_t offset = 0;   // 21-bit field value (signed byte offset when imm)
  uint8_t soffset = 0;   // 7-bit SGPR code (used when soe); buffer SOFFSET code
  // Vector fields (VOP1/VOP2/VOPC/VOP3A/VOP3B/VOP3P). Sources are 9-bit codes
  // (sreg::VGPR0 + n for vn; a VOP2/VOPC VSRC1 is stored that way too). A scalar
  // destination (VOPC/VOP3B/readlane/readfirstlane) is in sdst.
  bool vop3 = false;     // a VOP1/VOP2/VOPC row in its VOP3 ("_e64") encoding
  uint8_t vdst = 0;      // VGPR number
  uint16_t src0 = 0, src1 = 0, src2 = 0;
  uint8_t abs = 0;       // VOP3A ABS [10:8]; VOP3P NEG_HI
  uint8_t neg = 0;       // VOP3A/VOP3B NEG [63:61]; VOP3P NEG_LO
  uint8_t opsel = 0;     // VOP3A OPSEL [14:11]; VOP3P OPSEL [13:11]
  uint8_t opsel_hi = 0;  // VOP3P OPSEL_HI {[14], [60:59]} as bits 2..0
  uint8_t omod = 0;      // VOP3A/VOP3B OMOD [60:59]: 1 = *2, 2 = *4, 3 = /2
  bool clamp = false;
  // DS fields (Vega "DS" format): [7:0] OFFSET0, [15:8] OFFSET1, [16] GDS;
  // [39:32] ADDR, [47:40] DATA0, [55:48] DATA1, [63:56] VDST (in vdst above).
  // Rows of shape SH_DS use {offset1, offset0} as one 16-bit offset.
  uint8_t ds_offset0 = 0, ds_offset1 = 0;
  bool gds = false;
  uint8_t ds_addr = 0, ds_data0 = 0, ds_data1 = 0;  // VGPR numbers
  uint16_t ds_offset() const { return uint16_t(ds_offset0 | (ds_offset1 << 8)); }
  // Vector memory fields (Vega "FLAT" format; the segment is the format):
  // [12:0] OFFSET, [13] LDS, [16] GLC (in glc above), [17] SLC; [39:32] ADDR,
  // [47:40] DATA, [54:48] SADDR (0x7f = off), [55] NV (ignored, as llvm-mc-16
  // ignores it), [63:56] VDST (in vdst above). Fields an encoding ignores (llvm-mc
  // decodes and drops them) are kept zero.
  uint16_t vm_offset = 0;  // the 13-bit field (GLOBAL/SCRATCH: signed)
  bool lds = false, slc = false;
  uint8_t vaddr = 0, vdata = 0;  // VGPR numbers
  uint8_t saddr = 0;             // SGPR code, 0x7f = off
  // Buffer fields (Vega "MUBUF" / "MTBUF" formats): [11:0] OFFSET (in
  // vm_offset), [12] OFFEN, [13] IDXEN, [14] GLC; MUBUF [16] LDS, [17] SLC;
  // MTBUF [18:15] OP, [22:19] DFMT, [25:23] NFMT; [39:32] VADDR, [47:40] VDATA
  // (in vaddr, vdata), [52:48] SRSRC (SGPR code / 4), MTBUF [54] SLC, [55] TFE,
  // [63:56] SOFFSET (an 8-bit scalar source code, in soffset above).
  bool offen = false, idxen = false, tfe = false;
  uint8_t srsrc = 0;           // SGPR code of the first of the four (a multiple of 4)
  uint8_t dfmt = 0, nfmt = 0;  // MTBUF data and numeric format

  const InsnInfo& info() const { return gcn::info(op); }
  // Size in dwords including a trailing literal.
  unsigned size_dwords() const;
};

// Thrown for input that is not a valid encoding (unknown format or opcode,
// truncated instruction). The message names the offending dword.
struct DecodeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Decode one instruction of generation `gfx` from `words` (available dwords
// starting at the instruction). `byte_offset` only feeds the error message.
// Throws DecodeError, also for a vector instruction on another generation
// than gfx9.
Insn decode(const uint32_t* words, size_t available, uint64_t byte_offset = 0, Gfx gfx = kDefaultGfx);

// Encoding used by an instruction: its table format on its generation (SMRD
// for an SMEM row on gfx6/gfx7, encoding_format_on), or VOP3A/VOP3B for the
// VOP3 form of a VOP1/VOP2/VOPC row.
Format encoding_format(const Insn& insn);

// Encode into up to 3 dwords; returns the count written.
unsigned encode(const Insn& insn, std::array<uint32_t, 3>& out);

}  // namespace gcn
