// Internal to insn.cpp: decode and encode of the vector memory formats (Vega
// ISA, "FLAT Fields": FLAT, SCRATCH and GLOBAL; "MUBUF Fields" and "MTBUF
// Fields"; two dwords each).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "insn.h"

namespace gcn::vmem {

// True when dword `w` starts a FLAT-encoded instruction (any SEG, 3 included,
// so that decode can reject SEG = 3 by name), a MUBUF or an MTBUF one.
bool is_vmem_word(uint32_t w);

// Decodes a vector memory instruction; throws DecodeError for exactly the
// words llvm-mc-16 (gfx900) calls invalid.
Insn decode(const uint32_t* words, size_t available, uint64_t byte_offset);

unsigned encode(const Insn& in, std::array<uint32_t, 3>& out);

// The lds form exists (GLOBAL/SCRATCH loads of at most a dword, not D16;
// MUBUF buffer_load_format_x and the loads of at most a dword, not D16).
bool has_lds_form(const InsnInfo& i);

// SADDR value meaning "no scalar address" (printed "off").
constexpr uint8_t kSaddrOff = 0x7F;
// MUBUF/MTBUF OFFSET: an unsigned 12-bit byte offset (w0[11:0]).
constexpr uint16_t kBufferOffsetMask = 0xFFF;

// The instruction returns data: a load other than the lds form, or an
// atomic with glc (returns the pre-op value). FLAT encodings write VDST, the
// buffer ones VDATA (vgpr_operands).
bool returns_data(const Insn& in);

// VGPRs of the ADDR operand: FLAT 2; GLOBAL 2 with SADDR off, else 1 (an
// offset); SCRATCH 1 with SADDR off, else 0 (the address is the SGPR);
// MUBUF/MTBUF one per idxen and offen.
unsigned vaddr_dwords(const Insn& in);

// VGPRs of a buffer instruction's VDATA operand as printed: a load's VDST
// size, a store's or atomic's DATA size, plus one with tfe (MUBUF loads and
// stores); 0 for the lds forms, buffer_store_lds_dword and buffer_wbinvl1*.
unsigned buffer_data_dwords(const Insn& in);

// MTBUF DFMT and NFMT names as llvm-mc-16 prints them inside format:[...]
// (BUF_DATA_FORMAT_* for 0..15, BUF_NUM_FORMAT_* for 0..7). The default
// format (kDefaultDfmt, kDefaultNfmt) is not printed.
const char* buf_data_format_name(unsigned dfmt);
const char* buf_num_format_name(unsigned nfmt);
constexpr uint8_t kDefaultDfmt = 1, kDefaultNfmt = 0;

// One VGPR operand an instruction names: its first register, size in dwords
// (0 = absent) and field name.
struct VgprOperand {
  unsigned reg, dwords;
  const char* field;
};
// The VGPR operands a decoded instruction names: VDST when it returns data,
// ADDR (vaddr_dwords), DATA except on loads; buffer instructions VDATA
// (buffer_data_dwords) and VADDR.
std::array<VgprOperand, 3> vgpr_operands(const Insn& in);

}  // namespace gcn::vmem
