#include "host_kernels.h"

#include "suite_params.h"

#include <cmath>
#include <initializer_list>
#include <stdexcept>
#include <type_traits>

namespace gcn::suite {
namespace {

// The sizes a kernel's result depends on, as suite.cl has them.
constexpr uint32_t kHistogramBins = SUITE_HIST_BINS;
constexpr uint32_t kScanWorkgroup = SUITE_SCAN_WG;
constexpr uint32_t kCollatzCap = SUITE_COLLATZ_CAP;
constexpr uint32_t kPrivateEntries = SUITE_PRIV_N;

void check_args(const std::string& kernel, const std::vector<HostArg>& args, std::initializer_list<bool> buffers) {
  if (args.size() != buffers.size())
    throw std::invalid_argument(kernel + ": " + std::to_string(args.size()) + " arguments, the kernel takes " +
                                std::to_string(buffers.size()));
  size_t i = 0;
  for (bool b : buffers) {
    if (args[i].buffer != b)
      throw std::invalid_argument(kernel + ": argument " + std::to_string(i) + " must be a " +
                                  (b ? "buffer" : "scalar"));
    ++i;
  }
}

// Element i of a buffer as T (u32, u64 or f32), little-endian.
template <class T>
T load(const HostArg& a, uint64_t i) {
  if ((i + 1) * sizeof(T) > a.bytes.size())
    throw std::invalid_argument("element " + std::to_string(i) + " is past the end of a " +
                                std::to_string(a.bytes.size()) + "-byte buffer");
  uint64_t b = 0;
  for (size_t k = 0; k < sizeof(T); ++k) b |= uint64_t(a.bytes[i * sizeof(T) + k]) << (8 * k);
  if constexpr (std::is_same_v<T, float>) {
    return float_of(uint32_t(b));
  } else {
    return T(b);
  }
}

template <class T>
void store(HostArg& a, uint64_t i, T v) {
  if ((i + 1) * sizeof(T) > a.bytes.size())
    throw std::invalid_argument("element " + std::to_string(i) + " is past the end of a " +
                                std::to_string(a.bytes.size()) + "-byte buffer");
  uint64_t b;
  if constexpr (std::is_same_v<T, float>) {
    b = bits_of(v);
  } else {
    b = uint64_t(v);
  }
  for (size_t k = 0; k < sizeof(T); ++k) a.bytes[i * sizeof(T) + k] = uint8_t(b >> (8 * k));
}

// y[i] = fma(a, x[i], y[i]) for i < n.
void saxpy(const std::array<uint32_t, 3>& grid, std::vector<HostArg>& a) {
  check_args("saxpy", a, {false, true, true, false});
  const float s = float_of(uint32_t(a[0].bits));
  const uint32_t n = uint32_t(a[3].bits);
  for (uint32_t i = 0; i < grid[0]; ++i)
    if (i < n) store<float>(a[2], i, std::fma(s, load<float>(a[1], i), load<float>(a[2], i)));
}

// bins[in[i] % 16] += 1 for i < n.
void histogram(const std::array<uint32_t, 3>& grid, std::vector<HostArg>& a) {
  check_args("histogram", a, {true, true, false});
  const uint32_t n = uint32_t(a[2].bits);
  for (uint32_t i = 0; i < grid[0]; ++i) {
    if (i >= n) continue;
    const uint32_t bin = load<uint32_t>(a[0], i) % kHistogramBins;
    store<uint32_t>(a[1], bin, load<uint32_t>(a[1], bin) + 1);
  }
}

// out[i] = the inclusive prefix sum of in within i's 128-item workgroup.
void scan(const std::array<uint32_t, 3>& grid, std::vector<HostArg>& a) {
  check_args("scan", a, {true, true});
  uint32_t sum = 0;
  for (uint32_t i = 0; i < grid[0]; ++i) {
    if (i % kScanWorkgroup == 0) sum = 0;
    sum += load<uint32_t>(a[0], i);
    store<uint32_t>(a[1], i, sum);
  }
}

// out[x*h + y] = in[y*w + x] for x < w, y < h.
void transpose2d(const std::array<uint32_t, 3>& grid, std::vector<HostArg>& a) {
  check_args("transpose2d", a, {true, true, false, false});
  const uint32_t w = uint32_t(a[2].bits), h = uint32_t(a[3].bits);
  for (uint32_t y = 0; y < grid[1]; ++y)
    for (uint32_t x = 0; x < grid[0]; ++x)
      if (x < w && y < h) store<uint32_t>(a[1], uint64_t(x) * h + y, load<uint32_t>(a[0], uint64_t(y) * w + x));
}

// steps[i] = Collatz steps from in[i] to 1 (modulo 2^32), at most the cap.
void collatz(const std::array<uint32_t, 3>& grid, std::vector<HostArg>& a) {
  check_args("collatz", a, {true, true});
  for (uint32_t i = 0; i < grid[0]; ++i) {
    uint32_t v = load<uint32_t>(a[0], i), s = 0;
    while (v != 1 && s < kCollatzCap) {
      v = (v & 1) ? 3 * v + 1 : v >> 1;
      ++s;
    }
    store<uint32_t>(a[1], i, s);
  }
}

// Eight exactly rounded FP32 results of (a[i], b[i]) into out[8i..8i+7].
void fp32_ops(const std::array<uint32_t, 3>& grid, std::vector<HostArg>& a) {
  check_args("fp32_ops", a, {true, true, true});
  for (uint32_t i = 0; i < grid[0]; ++i) {
    const float x = load<float>(a[0], i), y = load<float>(a[1], i);
    const float r[8] = {x + y,
                        x - y,
                        x * y,
                        std::fma(-x, y, x),
                        std::fmin(x, y),
                        std::fmax(std::fabs(x), -y),
                        float(int32_t(x)),
                        float(bits_of(y)) + float(int32_t(x * 4096.0f))};
    for (uint32_t k = 0; k < 8; ++k) store<float>(a[2], 8ull * i + k, r[k]);
  }
}

// Nine 64-bit integer results of (a[i], b[i]) into out[9i..9i+8].
void int64_ops(const std::array<uint32_t, 3>& grid, std::vector<HostArg>& a) {
  check_args("int64_ops", a, {true, true, true});
  for (uint32_t i = 0; i < grid[0]; ++i) {
    const uint64_t x = load<uint64_t>(a[0], i), y = load<uint64_t>(a[1], i);
    const unsigned sh = unsigned(y & 63);
    const uint64_t r[9] = {x + y,
                           x - y,
                           x * y,
                           x << sh,
                           x >> sh,
                           uint64_t(int64_t(x) >> sh),  // arithmetic (C++20 defines it; g++ always did)
                           x ^ y,
                           int64_t(x) < int64_t(y) ? x : y,
                           x > y ? x - y : y ^ 0x5555'5555'5555'5555ull};
    for (uint32_t k = 0; k < 9; ++k) store<uint64_t>(a[2], 9ull * i + k, r[k]);
  }
}

// tmp[k] = v*k + (k ^ i), out[i] = sum over k < 16 of tmp[(v + 7k) & 63] * (k + 1).
void private_array(const std::array<uint32_t, 3>& grid, std::vector<HostArg>& a) {
  check_args("private_array", a, {true, true});
  for (uint32_t i = 0; i < grid[0]; ++i) {
    const uint32_t v = load<uint32_t>(a[0], i);
    uint32_t tmp[kPrivateEntries];
    for (uint32_t k = 0; k < kPrivateEntries; ++k) tmp[k] = v * k + (k ^ i);
    uint32_t sum = 0;
    for (uint32_t k = 0; k < 16; ++k) sum += tmp[(v + 7 * k) & (kPrivateEntries - 1)] * (k + 1);
    store<uint32_t>(a[1], i, sum);
  }
}

}  // namespace

bool run_host_kernel(const std::string& name, const std::array<uint32_t, 3>& grid, std::vector<HostArg>& args) {
  using Fn = void (*)(const std::array<uint32_t, 3>&, std::vector<HostArg>&);
  static const struct {
    const char* name;
    Fn fn;
  } kKernels[] = {{"saxpy", saxpy},     {"histogram", histogram}, {"scan", scan},           {"transpose2d", transpose2d},
                  {"collatz", collatz}, {"fp32_ops", fp32_ops},   {"int64_ops", int64_ops}, {"private_array", private_array}};
  for (const auto& k : kKernels) {
    if (name != k.name) continue;
    k.fn(grid, args);
    return true;
  }
  return false;
}

}  // namespace gcn::suite
