// Rounding and exact addition, the two primitives every FP32 result goes
// through. Integer arithmetic only.
#include "fp32_core.h"

#include <algorithm>

namespace gcn::fp::detail {

uint32_t round_pack(bool sign, u128 sig, int exp, bool flush_out) {
  if (sig == 0) return sign_bit(sign);
  const int p = msb(sig);
  const int top = exp + p;  // exponent of the leading one
  if (top > 127 + 1) return sign_bit(sign) | kPosInf;  // certainly overflows
  // Weight of the result's last significand bit: 24 significant bits for a
  // normal result, fixed 2^-149 for a denormal one. With flush_out the
  // rounding is done at 24 bits whatever the exponent (tininess after
  // rounding with an unbounded exponent, x86 FTZ; docs/fp32.md).
  const int lsb = flush_out ? top - 23 : std::max(top - 23, -149);
  const int shift = lsb - exp;
  uint64_t m;
  if (shift <= 0) {
    m = static_cast<uint64_t>(sig << -shift);  // exact, fewer than 25 bits
  } else if (shift > p + 1) {
    m = 0;  // below half of the smallest denormal: rounds to zero
  } else {
    const u128 rem = sig & ((static_cast<u128>(1) << shift) - 1);
    const u128 half = static_cast<u128>(1) << (shift - 1);
    m = static_cast<uint64_t>(sig >> shift);
    if (rem > half || (rem == half && (m & 1) != 0)) ++m;
  }
  int e = lsb;
  if (m == (1u << 24)) {  // rounding carried into a new bit
    m >>= 1;
    ++e;
  }
  if (m == 0) return sign_bit(sign);
  if (flush_out && e + 23 < -126) return sign_bit(sign);  // rounded value below 2^-126
  if (m < (1u << 23)) {  // denormal (e == -149), only without flush_out
    return sign_bit(sign) | static_cast<uint32_t>(m);
  }
  const int biased = e + 150;
  if (biased > 254) return sign_bit(sign) | kPosInf;
  return sign_bit(sign) | (static_cast<uint32_t>(biased) << 23) | (static_cast<uint32_t>(m) & 0x7fffffu);
}

uint32_t add_exact(bool sa, u128 siga, int ea, bool sb, u128 sigb, int eb, bool flush_out) {
  if (siga == 0 && sigb == 0) {
    // Exact zero sum: -0 only if both are -0 (round to nearest even).
    return sign_bit(sa && sb);
  }
  if (siga == 0) return round_pack(sb, sigb, eb, flush_out);
  if (sigb == 0) return round_pack(sa, siga, ea, flush_out);
  // Put the operand with the larger leading exponent first, at bit 124, and
  // align the other to it. Bits shifted out below bit 0 are jammed into bit 0
  // (sticky): they lie far below the rounding position unless the exponents
  // are within one of each other, in which case nothing is shifted out.
  int ta = ea + msb(siga), tb = eb + msb(sigb);
  if (tb > ta) {
    std::swap(sa, sb);
    std::swap(siga, sigb);
    std::swap(ea, eb);
    std::swap(ta, tb);
  }
  const int la = 124 - msb(siga);
  siga <<= la;
  ea -= la;
  const int d = eb - ea;  // shift for b to be expressed at exponent ea
  if (d >= 0) {
    sigb <<= d;  // tb <= ta, so this stays below bit 125
  } else if (-d >= 127) {
    sigb = 1;  // only stickiness survives
  } else {
    const u128 lost = sigb & ((static_cast<u128>(1) << -d) - 1);
    sigb = (sigb >> -d) | (lost != 0 ? 1 : 0);
  }
  if (sa == sb) return round_pack(sa, siga + sigb, ea, flush_out);
  if (siga == sigb) return kPosZero;  // exact cancellation: +0 in RNE
  if (siga > sigb) return round_pack(sa, siga - sigb, ea, flush_out);
  return round_pack(sb, sigb - siga, ea, flush_out);
}

}  // namespace gcn::fp::detail
