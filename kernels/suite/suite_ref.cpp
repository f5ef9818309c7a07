// suite_ref: inputs, expected outputs and launch manifests for the compiled
// kernel suite (kernels/suite/suite.cl).
//
//   suite_ref OUTDIR
//
// Every input comes from a fixed-seed splitmix64 generator (or is picked by
// hand), and every expected output is computed on the host in plain C++
// from what the kernel's source means (host_kernels.h): never by running a
// model. OUTDIR receives
//   K.ARG.bin, K.ARG.expect.bin   buffer contents before / after (little-endian)
//   K.O0.json, K.O2.json          one launch of kernel K against suite.O0.co / suite.O2.co
//   suite.O0.json, suite.O2.json  every launch, in the order below
//   bench.O0.json, bench.O2.json  a long launch for `cosim bench --suite`
// Manifest paths are relative to the manifest's folder (loader/suite.h
// describes the format). The build runs it into build/kernels/suite/
// (tests/compiled_kernels.cmake).

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "host_kernels.h"
#include "suite_params.h"

namespace {

using json = nlohmann::ordered_json;
namespace fs = std::filesystem;

// splitmix64: small, fixed and the same on every host.
struct Rng {
  uint64_t s;
  uint64_t u64() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint32_t u32() { return uint32_t(u64() >> 32); }
  uint32_t below(uint32_t n) { return uint32_t(u64() % n); }  // 0..n-1
  // A normal float +-1.m * 2^e, e in [emin, emax], all 23 mantissa bits random.
  float normal(int emin, int emax);
};

using gcn::suite::bits_of;
using gcn::suite::float_of;

float Rng::normal(int emin, int emax) {
  const uint32_t e = uint32_t(emin + int(below(uint32_t(emax - emin + 1))) + 127);
  return float_of((u32() & 0x8000'0000u) | e << 23 | (u32() & 0x7F'FFFFu));
}

// One kernel argument: a buffer (with its contents before and after the
// launch) or a scalar.
struct Arg {
  enum class Kind { In, InOut, Out, Zero, Scalar } kind;
  std::string name;                    // buffer: part of its file names
  std::string type;                    // element type of a buffer, or the scalar's type
  std::vector<uint8_t> init, expect;   // buffer contents (init is zeros for Out and Zero)
  json value;                          // scalar as the manifest gives it
  uint64_t bits = 0;                   // scalar as the kernel gets it
};

struct Launch {
  std::string kernel;
  std::array<uint32_t, 3> grid, block;
  std::vector<Arg> args;
};

template <class T>
std::string type_name() {
  if constexpr (std::is_same_v<T, float>) return "f32";
  else if constexpr (std::is_same_v<T, uint64_t>) return "u64";
  else {
    static_assert(std::is_same_v<T, uint32_t>);
    return "u32";
  }
}

// Little-endian bytes of the elements, whatever the host's byte order.
template <class T>
std::vector<uint8_t> le_bytes(const std::vector<T>& v) {
  std::vector<uint8_t> out;
  for (const T& x : v) {
    uint64_t b;
    if constexpr (std::is_same_v<T, float>) b = bits_of(x);
    else b = x;
    for (size_t k = 0; k < sizeof(T); ++k) out.push_back(uint8_t(b >> (8 * k)));
  }
  return out;
}

template <class T>
Arg in(std::string name, const std::vector<T>& v) { return {Arg::Kind::In, std::move(name), type_name<T>(), le_bytes(v), {}, {}, 0}; }
template <class T>
Arg inout(std::string name, const std::vector<T>& v) {
  return {Arg::Kind::InOut, std::move(name), type_name<T>(), le_bytes(v), {}, {}, 0};
}
// A zero-filled buffer of `count` elements the kernel writes: "out" or "zero"
// in the manifest (the same to the kernel).
template <class T>
Arg out(std::string name, size_t count) {
  return {Arg::Kind::Out, std::move(name), type_name<T>(), std::vector<uint8_t>(count * sizeof(T), 0), {}, {}, 0};
}
template <class T>
Arg zero(std::string name, size_t count) {
  return {Arg::Kind::Zero, std::move(name), type_name<T>(), std::vector<uint8_t>(count * sizeof(T), 0), {}, {}, 0};
}
Arg u32(uint32_t v) { return {Arg::Kind::Scalar, "", "u32", {}, {}, v, v}; }
Arg f32(float v) { return {Arg::Kind::Scalar, "", "f32", {}, {}, double(v), bits_of(v)}; }

// The launch's expected buffer contents: its kernel run on the host
// (host_kernels.h) over the launch's grid, on its initial arguments.
Launch with_expected(Launch l) {
  std::vector<gcn::suite::HostArg> host;
  for (const Arg& a : l.args) host.push_back({a.kind != Arg::Kind::Scalar, a.init, a.bits});
  if (!gcn::suite::run_host_kernel(l.kernel, l.grid, host))
    throw std::logic_error("no host kernel " + l.kernel);
  for (size_t i = 0; i < l.args.size(); ++i)
    if (l.args[i].kind != Arg::Kind::Scalar && l.args[i].kind != Arg::Kind::In) l.args[i].expect = host[i].bytes;
  return l;
}

// ---------------------------------------------------------------------------
// The launches: each function builds a launch's inputs (with_expected adds
// what the kernel must leave in its buffers).

// saxpy: n = 1000 with 64-item workgroups, so the last of 16 workgroups has
// 40 live work-items; x and y hold 1024 elements, and y[1000..1023] must be
// left alone. Values are +-1.m * 2^e, e in [-6, 6], with full mantissas
// (the fused rounding matters); a = -2.375 is exact in JSON. a*x and y are
// multiples of 2^-32 in that range, so a result is 0 or normal, never
// denormal.
Launch saxpy(Rng& rng) {
  const uint32_t n = 1000, len = 1024;
  const float a = -2.375f;
  std::vector<float> x(len), y(len);
  for (uint32_t i = 0; i < len; ++i) {
    x[i] = rng.normal(-6, 6);
    y[i] = rng.normal(-6, 6);
  }
  return {"saxpy", {n, 1, 1}, {SUITE_SAXPY_WG, 1, 1}, {f32(a), in("x", x), inout("y", y), u32(n)}};
}

// histogram: 256 work-items, n = 250 (the last 6 inputs are not counted).
// One input in three is 5 mod 16, so bin 5 takes many atomic adds from the
// same instruction; the rest are random over all 32 bits.
Launch histogram(Rng& rng) {
  const uint32_t n = 250, len = 256;
  std::vector<uint32_t> in_(len);
  for (uint32_t i = 0; i < len; ++i) in_[i] = i % 3 == 0 ? (rng.u32() & ~15u) | 5 : rng.u32();
  return {"histogram", {len, 1, 1}, {SUITE_HIST_WG, 1, 1}, {in("in", in_), zero<uint32_t>("bins", SUITE_HIST_BINS), u32(n)}};
}

// scan: two 128-item workgroups, each an independent inclusive prefix sum.
// Inputs are random over all 32 bits, so the sums wrap modulo 2^32 as uint
// arithmetic does.
Launch scan(Rng& rng) {
  const uint32_t len = 256;
  std::vector<uint32_t> in_(len);
  for (uint32_t& v : in_) v = rng.u32();
  return {"scan", {len, 1, 1}, {SUITE_SCAN_WG, 1, 1}, {in("in", in_), out<uint32_t>("out", len)}};
}

// transpose2d: a 20 x 13 matrix (w x h), 8x8 workgroups over a 24 x 16 grid
// (3 x 2 workgroups), so x >= w and y >= h both occur. in[y*w + x] =
// 1000*y + x names its own position; out starts as 0xDEADBEEF everywhere,
// with 8 elements past w*h that must stay so.
Launch transpose2d(Rng&) {
  const uint32_t w = 20, h = 13, pad = 8;
  std::vector<uint32_t> in_(w * h), init(w * h + pad, 0xDEADBEEFu);
  for (uint32_t y = 0; y < h; ++y)
    for (uint32_t x = 0; x < w; ++x) in_[y * w + x] = 1000 * y + x;
  return {"transpose2d", {24, 16, 1}, {SUITE_TR_WX, SUITE_TR_WY, 1}, {in("in", in_), inout("out", init), u32(w), u32(h)}};
}

// collatz: 128 work-items in two workgroups. Hand-picked starts first: 0
// (never reaches 1: the cap), 1 (no step), 27 (111 steps), 871 (178:
// capped), 2^31 (31), 0xFFFFFFFF (3n+1 wraps); the rest random in
// [1, 1000] (up to 178 steps, some capped), so every lane of a wave leaves
// the loop at its own trip. The cap of 128 keeps the -O0 code (about 110
// instructions a trip) under the 20k instructions a workgroup may take in
// our RTL simulation.
Launch collatz(Rng& rng) {
  const uint32_t len = 128;
  std::vector<uint32_t> in_ = {0, 1, 2, 3, 7, 27, 97, 871, 0x8000'0000u, 0xFFFF'FFFFu};
  while (in_.size() < len) in_.push_back(1 + rng.below(1000));
  return {"collatz", {len, 1, 1}, {SUITE_COLLATZ_WG, 1, 1}, {in("in", in_), out<uint32_t>("steps", len)}};
}

// fp32_ops: 64 pairs; hand-picked ones first (a zero sum and difference, a
// negative value in (-1, 0) whose truncation is +0, truncation of x.5, fma
// cancelling to 0 or to a few ulps, values with 18 integer bits), the rest
// random normals +-1.m * 2^e, e in [-10, 17]. Bounds: |x| < 2^18 keeps
// x * 4096 inside int; |x|, |y| >= 2^-10 keep every product, difference and
// fma result zero or normal (no denormal, infinity or NaN: their handling
// depends on the mode). No input is zero, so fmin/fmax never choose between
// -0 and +0.
Launch fp32_ops(Rng& rng) {
  const uint32_t len = 64;
  std::vector<float> a = {1.5f, -0.75f, 2.5f, -2.5f, 1.0f, 0.1f, 262143.75f, -262143.75f, 3.0f, -131071.5f},
                     b = {-1.5f, 0.25f, 2.5f, -3.0f, 1.0f, 3.0f, -0.5f, 1e-3f, 1.0f + 0x1p-23f, 65537.0f};
  while (a.size() < len) {
    a.push_back(rng.normal(-10, 17));
    b.push_back(rng.normal(-10, 17));
  }
  return {"fp32_ops", {len, 1, 1}, {SUITE_FP_WG, 1, 1}, {in("a", a), in("b", b), out<float>("out", 8 * len)}};
}

// int64_ops: 64 pairs; hand-picked ones first (zeros, all ones, the sign
// bit, INT64_MAX against INT64_MIN both ways, equal operands, shift counts
// 0, 31, 32, 33, 63 and one above 63), the rest random over all 64 bits.
Launch int64_ops(Rng& rng) {
  const uint32_t len = 64;
  const uint64_t r = rng.u64();
  std::vector<uint64_t> a = {0, ~0ull, 1ull << 63, 0x7FFF'FFFF'FFFF'FFFFull, 1ull << 63, r, 0xFFFF'FFFFull,
                             0x1234'5678'9ABC'DEF0ull, 0xFEDC'BA98'7654'3210ull, 1, 0x1'FFFF'FFFFull},
                        b = {0, 1, 63, 1ull << 63, 0x7FFF'FFFF'FFFF'FFFFull, r, 32,
                             31, 33, 64 + 5, 0x2'0000'0000ull};
  while (a.size() < len) {
    a.push_back(rng.u64());
    b.push_back(rng.u64());
  }
  return {"int64_ops", {len, 1, 1}, {SUITE_I64_WG, 1, 1}, {in("a", a), in("b", b), out<uint64_t>("out", 9 * len)}};
}

// private_array: 128 work-items in two workgroups, inputs random over all
// 32 bits (so v*k wraps and the indices (v + 7k) & 63 are spread out).
Launch private_array(Rng& rng) {
  const uint32_t len = 128;
  std::vector<uint32_t> in_(len);
  for (uint32_t& v : in_) v = rng.u32();
  return {"private_array", {len, 1, 1}, {SUITE_PRIV_WG, 1, 1}, {in("in", in_), out<uint32_t>("out", len)}};
}

// ---------------------------------------------------------------------------
// Output.

void write_file(const fs::path& p, const std::string& bytes) {
  std::ofstream f(p, std::ios::binary);
  f.write(bytes.data(), std::streamsize(bytes.size()));
  if (!f) throw std::runtime_error(fmt::format("cannot write {}", p.string()));
}
void write_file(const fs::path& p, const std::vector<uint8_t>& bytes) {
  write_file(p, std::string(bytes.begin(), bytes.end()));
}

std::string file_of(const std::string& stem, const Arg& a) { return stem + "." + a.name + ".bin"; }
std::string expect_file_of(const std::string& stem, const Arg& a) { return stem + "." + a.name + ".expect.bin"; }

// The launch's buffer files (contents before and after), into `dir`, named
// after `stem`.
void write_buffers(const Launch& l, const std::string& stem, const fs::path& dir) {
  for (const Arg& a : l.args) {
    if (a.kind == Arg::Kind::In || a.kind == Arg::Kind::InOut) write_file(dir / file_of(stem, a), a.init);
    if (!a.expect.empty()) write_file(dir / expect_file_of(stem, a), a.expect);
  }
}

// The launch's entry in a manifest.
json launch_json(const Launch& l, const std::string& stem) {
  json args = json::array();
  for (const Arg& a : l.args) {
    json j;
    switch (a.kind) {
      case Arg::Kind::Scalar: j[a.type] = a.value; break;
      case Arg::Kind::In: j["in"] = file_of(stem, a); break;
      case Arg::Kind::InOut: j["inout"] = file_of(stem, a); break;
      case Arg::Kind::Out: j["out"] = a.expect.size(); break;
      case Arg::Kind::Zero: j["zero"] = a.expect.size(); break;
    }
    if (a.kind != Arg::Kind::Scalar) {
      if (!a.expect.empty()) j["expect"] = expect_file_of(stem, a);
      j["type"] = a.type;
    }
    args.push_back(j);
  }
  return {{"kernel", l.kernel}, {"grid", l.grid}, {"block", l.block}, {"args", args}};
}

int run(const fs::path& dir) {
  fs::create_directories(dir);
  Rng rng{0x5EED'C0DE'2024'0001ull};  // one stream, drawn in launch order
  std::vector<Launch> launches;
  for (Launch (*make)(Rng&) : {saxpy, histogram, scan, transpose2d, collatz, fp32_ops, int64_ops, private_array})
    launches.push_back(with_expected(make(rng)));
  for (const Launch& l : launches) write_buffers(l, l.kernel, dir);
  // The benchmark launch (`cosim bench --suite bench.O2.json`): collatz over
  // 65,536 work-items (1,024 workgroups), inputs random in [1, 1000]: a few
  // million instructions on the golden model.
  Launch big = collatz(rng);
  for (Arg& a : big.args) a.init.resize(65536 * 4, 0);
  for (size_t i = 0; i < 65536; ++i) {
    const uint32_t v = 1 + rng.below(1000);
    for (unsigned k = 0; k < 4; ++k) big.args[0].init[4 * i + k] = uint8_t(v >> (8 * k));
  }
  big.grid = {65536, 1, 1};
  big = with_expected(big);
  write_buffers(big, "bench", dir);
  for (const char* opt : {"O0", "O2"}) {
    const std::string co = fmt::format("suite.{}.co", opt);
    write_file(dir / fmt::format("bench.{}.json", opt),
               json{{"code_object", co}, {"launches", {launch_json(big, "bench")}}}.dump(2) + "\n");
    json all = json::array();
    for (const Launch& l : launches) {
      const json one = launch_json(l, l.kernel);
      all.push_back(one);
      write_file(dir / fmt::format("{}.{}.json", l.kernel, opt),
                 json{{"code_object", co}, {"launches", {one}}}.dump(2) + "\n");
    }
    write_file(dir / fmt::format("suite.{}.json", opt), json{{"code_object", co}, {"launches", all}}.dump(2) + "\n");
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    fmt::print(stderr, "usage: suite_ref OUTDIR\n");
    return 2;
  }
  try {
    return run(argv[1]);
  } catch (const std::exception& e) {
    fmt::print(stderr, "suite_ref: {}\n", e.what());
    return 1;
  }
}
