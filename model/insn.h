// A decoded (or to-be-encoded) instruction: the table row plus its field values.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "isa.h"

namespace gcn {

// Scalar operand codes (Vega ISA, "Scalar ALU Operands" table). Destinations use
// 0..127, sources 0..255. 64-bit operands name the even register of a pair.
namespace sreg {
constexpr unsigned kNumSgprs = 102;  // s0..s101
constexpr unsigned FLAT_SCR_LO = 102, FLAT_SCR_HI = 103;
constexpr unsigned XNACK_MASK_LO = 104, XNACK_MASK_HI = 105;
constexpr unsigned VCC_LO = 106, VCC_HI = 107;
constexpr unsigned TTMP0 = 108;  // ttmp0..ttmp15 = 108..123
constexpr unsigned M0 = 124;
constexpr unsigned EXEC_LO = 126, EXEC_HI = 127;
constexpr unsigned ZERO = 128;          // inline 0; 129..192 = 1..64
constexpr unsigned NEG1 = 193;          // 193..208 = -1..-16
constexpr unsigned SHARED_BASE = 235, SHARED_LIMIT = 236, PRIVATE_BASE = 237,
                   PRIVATE_LIMIT = 238, POPS_EXITING_WAVE_ID = 239;
constexpr unsigned F_0_5 = 240;         // 240..248: 0.5 -0.5 1 -1 2 -2 4 -4 1/(2pi)
constexpr unsigned VCCZ = 251, EXECZ = 252, SCC = 253;
constexpr unsigned LITERAL = 255;
}  // namespace sreg

// Field values of one instruction. Only the fields of the instruction's format
// are meaningful; the rest stay zero.
struct Insn {
  Op op = Op::S_NOP;
  // SOP*: scalar operand codes. SMEM uses sdst for SDATA.
  uint8_t sdst = 0;
  uint8_t ssrc0 = 0;
  uint8_t ssrc1 = 0;
  uint16_t simm16 = 0;   // SOPK / SOPP immediate
  uint32_t literal = 0;  // valid when has_literal
  bool has_literal = false;
  // SMEM fields (Vega "SMEM" format table).
  uint8_t sbase = 0;     // SGPR number / 2 (field value, implied LSB zero)
  bool soe = false, nv = false, glc = false, imm = false;
  uint32_t offset = 0;   // 21-bit field value (signed byte offset when imm)
  uint8_t soffset = 0;   // 7-bit SGPR code (used when soe)

  const InsnInfo& info() const { return gcn::info(op); }
  // Size in dwords including a trailing literal.
  unsigned size_dwords() const;
};

// Thrown for input that is not a valid encoding (unknown format or opcode,
// truncated instruction). The message names the offending dword.
struct DecodeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Decode one instruction from `words` (available dwords starting at the
// instruction). `byte_offset` only feeds the error message. Throws DecodeError.
Insn decode(const uint32_t* words, size_t available, uint64_t byte_offset = 0);

// Encode into up to 3 dwords; returns the count written.
unsigned encode(const Insn& insn, std::array<uint32_t, 3>& out);

}  // namespace gcn
