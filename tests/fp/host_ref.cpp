#include "host_ref.h"

#include <xmmintrin.h>

namespace fptest {

Mxcsr::Mxcsr(bool daz, bool ftz) : saved_(_mm_getcsr()) {
  // 0x1f80: all exceptions masked, RC = 00 (nearest even); FTZ is bit 15.
  _mm_setcsr(0x1f80u | (daz ? 0x40u : 0u) | (ftz ? 0x8000u : 0u));
}
Mxcsr::~Mxcsr() { _mm_setcsr(saved_); }

// AT&T operand order: "op src, dst" computes dst = dst op src, so `a` is the
// first source operand.
float host_add(float a, float b) {
  asm volatile("addss %1, %0" : "+x"(a) : "x"(b));
  return a;
}
float host_sub(float a, float b) {
  asm volatile("subss %1, %0" : "+x"(a) : "x"(b));
  return a;
}
float host_mul(float a, float b) {
  asm volatile("mulss %1, %0" : "+x"(a) : "x"(b));
  return a;
}
float host_fma(float a, float b, float c) {
  asm volatile("vfmadd231ss %2, %1, %0" : "+x"(c) : "x"(a), "x"(b));  // c = a * b + c
  return c;
}

float host_cvt(double x) {
  float r;
  asm volatile("cvtsd2ss %1, %0" : "=x"(r) : "x"(x));
  return r;
}

std::vector<uint32_t> corner_values() {
  std::vector<uint32_t> v = {
      0x00000000, 0x80000000,  // +-0
      0x00000001, 0x80000001,  // +-smallest denormal
      0x007fffff, 0x807fffff,  // +-largest denormal
      0x00400000, 0x80400000,  // denormal 2^-127
      0x00800000, 0x80800000,  // +-smallest normal
      0x00800001, 0x3f800000, 0xbf800000, 0x3f800001, 0x3f7fffff,  // around 1
      0x40000000, 0xc0000000, 0x3f000000, 0xbf000000,  // +-2, +-0.5
      0x3effffff, 0xbeffffff, 0x3fc00000, 0xbfc00000,  // 0.49999997, +-1.5
      0x40200000, 0xc0200000, 0x3fffffff, 0x4b000000, 0x4b000001, 0xcb000001,  // 2.5, 2^23, 2^23+1
      0x4b7fffff, 0x4b800000,  // 2^24 - 1, 2^24
      0x4effffff, 0x4f000000, 0xcf000000, 0xcf000001,  // around 2^31 (INT_MAX/INT_MIN)
      0x4f7fffff, 0x4f800000, 0xbf7fffff,              // around 2^32 (UINT_MAX), -0.99999994
      0x7f7fffff, 0xff7fffff, 0x7f000000, 0x01000000,  // largest finite, 2^127, 2^-125
      0x7f800000, 0xff800000,  // +-inf
      0x7fc00000, 0xffc00000, 0x7fc12345, 0xffe00001,  // quiet NaNs with payloads
      0x7f800001, 0xff800001, 0x7fa00000, 0xffb54321,  // signalling NaNs with payloads
      0x3e800000, 0x3e000000, 0x3eaaaaab, 0x40490fdb,  // 0.25, 0.125, 1/3, pi
  };
  return v;
}

uint32_t random_bits(std::mt19937_64& rng) {
  const uint64_t r = rng();
  const uint32_t x = static_cast<uint32_t>(r);
  switch ((r >> 32) & 7u) {
    case 0: return x & 0x807fffffu;                      // denormal or zero
    case 1: return (x & 0x807fffffu) | 0x7f800000u;      // inf or NaN
    case 2: return (x & 0x83ffffffu) | 0x3c000000u;      // magnitude near 1
    default: return x;
  }
}

uint32_t random_near(std::mt19937_64& rng, uint32_t near, int spread) {
  const uint64_t r = rng();
  const int e = static_cast<int>((near >> 23) & 0xffu) + static_cast<int>(r % (2 * spread + 1)) - spread;
  const uint32_t ec = static_cast<uint32_t>(e < 0 ? 0 : (e > 255 ? 255 : e));
  return (static_cast<uint32_t>(r >> 8) & 0x807fffffu) | (ec << 23);
}

}  // namespace fptest
