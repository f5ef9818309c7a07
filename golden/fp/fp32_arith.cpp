// add, sub, mul, fma, mad and their legacy forms, ldexp.
#include <algorithm>

#include "fp32_core.h"

namespace gcn::fp {
using namespace detail;

namespace {

uint32_t flush_in(uint32_t x, bool allow) { return allow ? x : flush_denorm(x); }

uint32_t add_impl(uint32_t a, uint32_t b, bool allow_in, bool allow_out) {
  a = flush_in(a, allow_in);
  b = flush_in(b, allow_in);
  if (is_nan(a)) return first_nan(a);
  if (is_nan(b)) return first_nan(b);
  if (is_inf(a)) {
    if (is_inf(b) && a != b) return kDefaultNaN;  // inf - inf
    return a;
  }
  if (is_inf(b)) return b;
  const bool sa = (a >> 31) != 0, sb = (b >> 31) != 0;
  if (is_zero(a) && is_zero(b)) return sign_bit(sa && sb);
  if (is_zero(a)) return round_pack(sb, unpack(b).sig, unpack(b).exp, !allow_out);
  if (is_zero(b)) return round_pack(sa, unpack(a).sig, unpack(a).exp, !allow_out);
  const Unpacked ua = unpack(a), ub = unpack(b);
  return add_exact(ua.sign, ua.sig, ua.exp, ub.sign, ub.sig, ub.exp, !allow_out);
}

uint32_t mul_impl(uint32_t a, uint32_t b, bool allow_in, bool allow_out) {
  a = flush_in(a, allow_in);
  b = flush_in(b, allow_in);
  if (is_nan(a)) return first_nan(a);
  if (is_nan(b)) return first_nan(b);
  const bool s = ((a ^ b) >> 31) != 0;
  if (is_inf(a) || is_inf(b)) {
    if (is_zero(a) || is_zero(b)) return kDefaultNaN;  // 0 * inf
    return sign_bit(s) | kPosInf;
  }
  if (is_zero(a) || is_zero(b)) return sign_bit(s);
  const Unpacked ua = unpack(a), ub = unpack(b);
  return round_pack(s, static_cast<u128>(ua.sig) * ub.sig, ua.exp + ub.exp, !allow_out);
}

// (S0 * S1 + S2) * 2^scale with a single rounding.
uint32_t fma_impl(uint32_t a, uint32_t b, uint32_t c, bool allow_in, bool allow_out, int scale = 0) {
  a = flush_in(a, allow_in);
  b = flush_in(b, allow_in);
  c = flush_in(c, allow_in);
  if (is_nan(a)) return first_nan(a);
  if (is_nan(b)) return first_nan(b);
  if (is_nan(c)) return first_nan(c);
  const bool sp = ((a ^ b) >> 31) != 0;
  const bool sc = (c >> 31) != 0;
  if (is_inf(a) || is_inf(b)) {
    if (is_zero(a) || is_zero(b)) return kDefaultNaN;     // 0 * inf
    if (is_inf(c) && sc != sp) return kDefaultNaN;         // inf - inf
    return sign_bit(sp) | kPosInf;
  }
  if (is_inf(c)) return c;
  u128 psig = 0;
  int pexp = 0;
  if (!is_zero(a) && !is_zero(b)) {
    const Unpacked ua = unpack(a), ub = unpack(b);
    psig = static_cast<u128>(ua.sig) * ub.sig;
    pexp = ua.exp + ub.exp;
  }
  u128 csig = 0;
  int cexp = 0;
  if (!is_zero(c)) {
    const Unpacked uc = unpack(c);
    csig = uc.sig;
    cexp = uc.exp;
  }
  return add_exact(sp, psig, pexp + scale, sc, csig, cexp + scale, !allow_out);
}

}  // namespace

// V_ADD_F32: "0.5ULP precision, denormals are supported" (spec line 4585):
// MODE.FP_DENORM decides flushing.
uint32_t add(uint32_t s0, uint32_t s1, Mode m) { return add_impl(s0, s1, m.allow_in(), m.allow_out()); }

// V_SUB_F32: S0 + (-S1). A NaN S1 is returned with its own sign (the negation
// belongs to the arithmetic, not to NaN propagation).
uint32_t sub(uint32_t s0, uint32_t s1, Mode m) {
  if (!is_nan(s1)) s1 ^= 0x80000000u;
  return add_impl(s0, s1, m.allow_in(), m.allow_out());
}

// V_SUBREV_F32: S1 - S0. NaN operands are still taken in S0, S1 order
// (docs/fp32.md), so this is not sub(s1, s0) when both are NaNs.
uint32_t subrev(uint32_t s0, uint32_t s1, Mode m) {
  const uint32_t a = m.allow_in() ? s0 : flush_denorm(s0);
  if (is_nan(a)) return first_nan(a);
  return sub(s1, s0, m);
}

uint32_t mul(uint32_t s0, uint32_t s1, Mode m) { return mul_impl(s0, s1, m.allow_in(), m.allow_out()); }

// V_MUL_LEGACY_F32 "DX9 rules, 0.0*x = 0.0" (spec line 4594): a zero operand
// (after input flushing) gives +0.0 even for inf or NaN operands. The sign
// follows LLVM's reading of the instruction (+0.0 always).
uint32_t mul_legacy(uint32_t s0, uint32_t s1, Mode m) {
  const uint32_t a = flush_in(s0, m.allow_in()), b = flush_in(s1, m.allow_in());
  if (is_zero(a) || is_zero(b)) return kPosZero;
  return mul_impl(a, b, m.allow_in(), m.allow_out());
}

// V_FMA_F32: fused, "0.5ULP accuracy, denormals are supported" (line 5905).
uint32_t fma(uint32_t s0, uint32_t s1, uint32_t s2, Mode m) {
  return fma_impl(s0, s1, s2, m.allow_in(), m.allow_out());
}

// V_DIV_FMAS_F32 (spec line 5972 area, VOP3A 482): "if (VCC) D = 2**32 *
// (S0 * S1 + S2) else S0 * S1 + S2 ... Input denormals are not flushed, but
// output flushing is allowed": the scale is part of the fused operation (one
// rounding); outputs flush per MODE.
uint32_t div_fmas(uint32_t s0, uint32_t s1, uint32_t s2, bool vcc, Mode m) {
  return fma_impl(s0, s1, s2, true, m.allow_out(), vcc ? 32 : 0);
}

// V_MAD_F32: "1ULP accuracy, denormals are flushed" (spec line 5875): the
// product is rounded (and flushed), then the sum; inputs and outputs flush
// regardless of MODE.
uint32_t mad(uint32_t s0, uint32_t s1, uint32_t s2, Mode) {
  // NaN operands win in operand order before an invalid product (0 * inf)
  // can generate the default NaN.
  if (is_nan(s0)) return first_nan(s0);
  if (is_nan(s1)) return first_nan(s1);
  if (is_nan(s2)) return first_nan(s2);
  const uint32_t p = mul_impl(s0, s1, false, false);
  return add_impl(p, s2, false, false);
}

// V_MAD_LEGACY_F32: "DX9 rules, 0.0 * x = 0.0" (spec line 5872), otherwise as
// V_MAD_F32 (flushes denorms).
uint32_t mad_legacy(uint32_t s0, uint32_t s1, uint32_t s2, Mode) {
  const uint32_t a = flush_denorm(s0), b = flush_denorm(s1);
  const uint32_t p = (is_zero(a) || is_zero(b)) ? kPosZero : mul_impl(a, b, false, false);
  return add_impl(p, s2, false, false);
}

// V_LDEXP_F32: D = S0 * 2^S1.i (spec line 6124), one rounding.
uint32_t ldexp(uint32_t s0, int32_t s1, Mode m) {
  const uint32_t a = flush_in(s0, m.allow_in());
  if (is_nan(a)) return first_nan(a);
  if (is_inf(a) || is_zero(a)) return a;
  const Unpacked u = unpack(a);
  // Beyond +-400 the result is inf or rounds to zero either way; clamping
  // keeps the exponent arithmetic in range.
  const int k = static_cast<int>(std::clamp<int32_t>(s1, -400, 400));
  return round_pack(u.sign, u.sig, u.exp + k, !m.allow_out());
}

}  // namespace gcn::fp
