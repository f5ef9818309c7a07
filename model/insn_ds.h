// Internal to insn.cpp: decode and encode of the DS format (Vega ISA, "LDS &
// GDS Instructions" / DS microcode format, two dwords).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "insn.h"

namespace gcn::ds {

// True when dword `w` starts a DS instruction.
bool is_ds_word(uint32_t w);

// Decodes a DS instruction; throws DecodeError.
Insn decode(const uint32_t* words, size_t available, uint64_t byte_offset);

unsigned encode(const Insn& in, std::array<uint32_t, 3>& out);

}  // namespace gcn::ds
