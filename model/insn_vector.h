// Internal to insn.cpp: decode and encode of the vector ALU formats (Vega ISA,
// "Vector ALU Formats": VOP2, VOP1, VOPC, VOP3A, VOP3B, VOP3P).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "insn.h"

namespace gcn::vec {

// True when dword `w` starts a vector ALU instruction (any of the formats above).
bool is_vector_word(uint32_t w);

// Decodes a vector ALU instruction; throws DecodeError.
Insn decode(const uint32_t* words, size_t available, uint64_t byte_offset);

unsigned encode(const Insn& in, std::array<uint32_t, 3>& out);

unsigned size_dwords(const Insn& in);

// Number of source operands the instruction reads in its encoding.
unsigned num_sources(const InsnInfo& i, bool vop3);

}  // namespace gcn::vec
