// Host reference implementations of the suite's kernels
// (kernels/suite/suite.cl): plain C++ doing what each kernel's source means,
// work-item by work-item over the launch's grid, on the launch's arguments.
// suite_ref computes the expected outputs with them; `cosim bench --suite`
// times them against the golden model on the same launch.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace gcn::suite {

// One kernel argument as the host sees it: a buffer's little-endian bytes
// (changed in place as the kernel changes them), or a scalar's bits.
struct HostArg {
  bool buffer = false;
  std::vector<uint8_t> bytes;
  uint64_t bits = 0;
};

// A float's bits and back (OpenCL's as_uint / as_float).
inline uint32_t bits_of(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
inline float float_of(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// Runs kernel `name` over `grid` work-items (per dimension) on `args`, in the
// kernel's argument order. Returns false when the suite has no kernel of
// that name; throws std::invalid_argument when the arguments do not fit it
// (count, buffer or scalar, a buffer too small for what the kernel touches).
bool run_host_kernel(const std::string& name, const std::array<uint32_t, 3>& grid, std::vector<HostArg>& args);

}  // namespace gcn::suite
