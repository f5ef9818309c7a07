// Independent references for the FP32 library tests: the host x86 SSE unit
// (through inline assembly, so the compiler can neither fold nor reorder the
// operands: x86 returns the *first source* NaN, quieted, like our convention)
// and a few bit helpers written separately from golden/fp.
#pragma once

#include <bit>
#include <cstdint>
#include <random>
#include <vector>

namespace fptest {

inline float f(uint32_t b) { return std::bit_cast<float>(b); }
inline uint32_t b(float x) { return std::bit_cast<uint32_t>(x); }

inline bool nan_bits(uint32_t x) { return (x & 0x7fffffffu) > 0x7f800000u; }
inline bool denorm_bits(uint32_t x) { return (x & 0x7f800000u) == 0 && (x & 0x7fffffu) != 0; }
// Mode's flush of an input or output denorm: a zero of the same sign.
inline uint32_t ftz(uint32_t x) { return denorm_bits(x) ? (x & 0x80000000u) : x; }

// Sets MXCSR for the lifetime of the guard: round to nearest even, all
// exceptions masked, DAZ and FTZ as requested. FTZ detects tininess after
// rounding with an unbounded exponent, which is our output-flush rule
// (docs/fp32.md "Rounding, denormals, NaNs").
class Mxcsr {
 public:
  explicit Mxcsr(bool daz, bool ftz = false);
  ~Mxcsr();
  Mxcsr(const Mxcsr&) = delete;
  Mxcsr& operator=(const Mxcsr&) = delete;

 private:
  unsigned saved_;
};

float host_add(float a, float b);
float host_sub(float a, float b);
float host_mul(float a, float b);
float host_fma(float a, float b, float c);  // a * b + c, one rounding (FMA3)
float host_cvt(double x);                   // cvtsd2ss: one rounding of an exact double

// Corner values: zeros, denormal extremes, ones, largest finite, infinities,
// quiet and signalling NaNs with payloads, near-integer and conversion bounds.
std::vector<uint32_t> corner_values();

// Random bit patterns, half of them uniformly random and half with exponents
// drawn near `near` (for cancellation and rounding-boundary coverage).
uint32_t random_bits(std::mt19937_64& rng);
uint32_t random_near(std::mt19937_64& rng, uint32_t near, int spread);

}  // namespace fptest

#include <boost/test/unit_test.hpp>
#include <cstdio>
#include <string>

namespace fptest {

// Counts checks of one operation and reports the first few mismatches, so
// that millions of comparisons stay fast and the log stays readable.
class Tally {
 public:
  explicit Tally(std::string name) : name_(std::move(name)) {}
  Tally(const Tally&) = delete;
  Tally& operator=(const Tally&) = delete;
  ~Tally() {
    BOOST_TEST_MESSAGE(name_ << ": " << checked_ << " checks, " << bad_ << " mismatches");
    BOOST_CHECK_MESSAGE(checked_ > 0, name_ << ": nothing was checked");
    BOOST_CHECK_MESSAGE(bad_ == 0, name_ << ": " << bad_ << " mismatches of " << checked_);
  }
  // ctx(): operands and mode as text, only built for a mismatch.
  template <class Ctx>
  void eq(uint32_t got, uint32_t want, Ctx&& ctx) {
    ++checked_;
    if (got == want) return;
    if (++bad_ <= 8) {
      char buf[64];
      std::snprintf(buf, sizeof buf, " got 0x%08x want 0x%08x", got, want);
      BOOST_ERROR(name_ << "(" << ctx() << ")" << buf);
    }
  }
  uint64_t checked() const { return checked_; }

 private:
  std::string name_;
  uint64_t checked_ = 0;
  uint64_t bad_ = 0;
};

inline std::string hex(uint32_t x) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", x);
  return buf;
}

}  // namespace fptest
