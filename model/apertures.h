// The FLAT apertures (docs/design.md, "Vector memory"): each 4 GiB,
// identified by the upper 32 address bits. The values are those the ROCm
// driver programs on gfx9 (the LDS aperture at 1 << 48, the scratch aperture
// at 2 << 48). The golden model decodes FLAT addresses with them; the
// src_shared_base / src_shared_limit / src_private_base / src_private_limit
// operands return them, and the RTL's package is generated from them.
#pragma once

#include <cstdint>
#include <optional>

#include "insn.h"

namespace gcn {

constexpr uint64_t kSharedApertureBase = 0x0001'0000'0000'0000ull;
constexpr uint64_t kPrivateApertureBase = 0x0002'0000'0000'0000ull;
constexpr uint64_t kApertureBytes = 1ull << 32;

// The aperture a 64-bit FLAT address lies in, by its upper 32 bits (None:
// the address is global memory).
enum class Aperture : uint8_t { None, Shared, Private };
constexpr Aperture flat_aperture(uint64_t addr) {
  if ((addr >> 32) == (kSharedApertureBase >> 32)) return Aperture::Shared;
  if ((addr >> 32) == (kPrivateApertureBase >> 32)) return Aperture::Private;
  return Aperture::None;
}
// The aperture's name in reports.
constexpr const char* aperture_name(Aperture a) {
  return a == Aperture::Shared ? "shared (LDS)" : a == Aperture::Private ? "private" : "no";
}

// Value of an aperture operand code (sreg::SHARED_BASE..PRIVATE_LIMIT), none
// for other codes. A 64-bit read gives the aperture's first (_base) or last
// (_limit) byte address, which is what clang-16 expects (it reads the
// operand with s_mov_b64 and takes the upper dword as a flat address's
// high half); a 32-bit read gives that upper dword, the aperture's
// identifier, so code that reads it as a 32-bit high half gets the same
// addresses.
constexpr std::optional<uint64_t> aperture_value(unsigned code, bool wide) {
  uint64_t v = 0;
  switch (code) {
    case sreg::SHARED_BASE: v = kSharedApertureBase; break;
    case sreg::SHARED_LIMIT: v = kSharedApertureBase + kApertureBytes - 1; break;
    case sreg::PRIVATE_BASE: v = kPrivateApertureBase; break;
    case sreg::PRIVATE_LIMIT: v = kPrivateApertureBase + kApertureBytes - 1; break;
    default: return std::nullopt;
  }
  return wide ? v : v >> 32;
}

}  // namespace gcn
