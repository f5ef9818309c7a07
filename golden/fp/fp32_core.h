// Internal building blocks of the FP32 library: unpacking to an exact
// (sign, significand, exponent) triple and rounding an exact value back.
// Not part of the public interface (fp32.h).
#pragma once

#include <bit>
#include <cstdint>

#include "fp32.h"

namespace gcn::fp::detail {

// GCC/Clang 128-bit integer; __extension__ keeps -Wpedantic quiet.
__extension__ typedef unsigned __int128 u128;

// A finite, non-zero value: (-1)^sign * sig * 2^exp, exact.
struct Unpacked {
  bool sign;
  uint64_t sig;
  int exp;
};

// Finite non-zero x (normal, or denorm that is not flushed).
inline Unpacked unpack(uint32_t x) {
  const uint32_t e = (x >> 23) & 0xffu;
  const uint32_t f = x & 0x7fffffu;
  if (e == 0) return {(x >> 31) != 0, f, -149};
  return {(x >> 31) != 0, f | 0x800000u, static_cast<int>(e) - 150};
}

inline int msb(u128 v) {
  const uint64_t hi = static_cast<uint64_t>(v >> 64);
  if (hi != 0) return 127 - std::countl_zero(hi);
  return 63 - std::countl_zero(static_cast<uint64_t>(v));
}

inline constexpr uint32_t sign_bit(bool s) { return s ? 0x80000000u : 0u; }

// Rounds the exact value (-1)^sign * sig * 2^exp to FP32, round to nearest
// even, on the IEEE grid (denormal spacing 2^-149 below 2^-126). Overflow gives
// infinity. If flush_out, the value is rounded to 24 significant bits with an
// unbounded exponent and becomes a zero of the same sign if that is below
// 2^-126 (tininess after rounding, as x86 FTZ; so 0x1.fffffep-127 flushes
// although the denormal grid would round it to 2^-126). sig must be below
// 2^127; sig == 0 gives a zero of the given sign.
uint32_t round_pack(bool sign, u128 sig, int exp, bool flush_out);

// Exact sum of two signed exact values, rounded once. Either significand may
// be zero (an exact zero of that sign). Used by add, fma and mad.
uint32_t add_exact(bool sa, u128 siga, int ea, bool sb, u128 sigb, int eb, bool flush_out);

// NaN propagation shared by all arithmetic: the first NaN operand, quieted.
inline uint32_t first_nan(uint32_t a) { return quiet(a); }

}  // namespace gcn::fp::detail
