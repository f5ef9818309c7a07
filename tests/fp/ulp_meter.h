// Measures the error of FP32 results in ULPs of the exact value (long double
// libm reference) and keeps the worst case, for the transcendental tests.
#pragma once

#include <boost/test/unit_test.hpp>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include "host_ref.h"

namespace fptest {

class UlpMeter {
 public:
  // flushes: the function flushes denormal results (else they are measured
  // on the denormal grid like any other result).
  UlpMeter(std::string name, long double bound, bool flushes = true)
      : name_(std::move(name)), bound_(bound), flushes_(flushes) {}
  UlpMeter(const UlpMeter&) = delete;
  UlpMeter& operator=(const UlpMeter&) = delete;

  // got: our result for input x; ref: the exact value (finite or inf).
  // Results whose exact value lies below 2^-126 must be flushed to zero, or
  // be the smallest normal when the exact value is within one ULP of it.
  void add(uint32_t x, uint32_t got, long double ref) {
    ++n_;
    const long double g = value(got);
    long double err;
    if (std::isnan(g)) {
      err = INFINITY;
    } else if (std::fabs(g) == 0x1p128L && std::fabs(ref) >= kMaxFinite) {
      // inf for an exact value beyond the largest finite: its distance to
      // 2^128 (one ULP above the largest finite) is the error.
      err = std::fabs(ref) >= 0x1p128L ? 0 : (0x1p128L - std::fabs(ref)) / 0x1p104L;
    } else if (flushes_ && std::fabs(ref) < kMinNormal) {
      ++flushed_;
      const bool ok = g == 0 || (std::fabs(g) == kMinNormal && std::fabs(ref) >= kMinNormal - kMinDenorm);
      err = ok ? 0 : INFINITY;
    } else {
      err = std::fabs(g - ref) / ulp(ref);
    }
    if (err <= 0.5L) ++rounded_;
    if (err > worst_) {
      worst_ = err;
      worst_x_ = x;
      worst_got_ = got;
    }
  }

  ~UlpMeter() {
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "%-5s %10llu inputs: worst %.4Lf ULP at x=0x%08x (got 0x%08x); %.3f%% within 0.5 ULP; %llu flushed",
                  name_.c_str(), static_cast<unsigned long long>(n_), worst_, worst_x_, worst_got_,
                  n_ ? 100.0 * static_cast<double>(rounded_) / static_cast<double>(n_) : 0.0,
                  static_cast<unsigned long long>(flushed_));
    BOOST_TEST_MESSAGE(buf);
    std::printf("%s\n", buf);
    BOOST_CHECK_MESSAGE(n_ > 0, name_ << ": nothing measured");
    BOOST_CHECK_MESSAGE(worst_ <= bound_, name_ << ": worst error " << static_cast<double>(worst_)
                                                << " ULP exceeds bound " << static_cast<double>(bound_));
  }

 private:
  static constexpr long double kMinNormal = 0x1p-126L;
  static constexpr long double kMinDenorm = 0x1p-149L;
  static constexpr long double kMaxFinite = 0x1.fffffep127L;

  static long double value(uint32_t bits) {
    if ((bits & 0x7fffffffu) == 0x7f800000u) return (bits >> 31) ? -0x1p128L : 0x1p128L;  // inf as 2^128
    return static_cast<long double>(f(bits));
  }
  static long double ulp(long double ref) {
    const int e = std::ilogb(ref);
    return std::ldexp(1.0L, (e < -126 ? -126 : e) - 23);
  }

  std::string name_;
  long double bound_;
  bool flushes_;
  uint64_t n_ = 0, rounded_ = 0, flushed_ = 0;
  long double worst_ = 0;
  uint32_t worst_x_ = 0, worst_got_ = 0;
};

}  // namespace fptest
