// A launch suite: one code object and the launches run on it in order, with
// global memory persisting from one launch to the next, buffer contents and
// expected results in binary files (paths relative to the suite's folder).
//
//   { "code_object": "suite.O2.co",
//     "launches": [
//       { "kernel": "saxpy", "grid": [1000, 1, 1], "block": [64, 1, 1],
//         "args": [ {"f32": 2.5},
//                   {"in": "x.bin"},
//                   {"inout": "y.bin", "expect": "y_expect.bin", "type": "f32"},
//                   {"out": 4096, "expect": "z_expect.bin"},
//                   {"zero": 64, "expect": "h_expect.bin", "name": "hist"},
//                   {"buffer": "hist"},
//                   {"u32": 1000}, {"i32": -3}, {"u64": 7}, {"f64": 0.5} ] } ] }
//
// "in"/"inout" allocate a global buffer holding a file's bytes, "out"/"zero"
// one of that many zero bytes; the kernel gets its address. "name" lets a
// later launch pass the same buffer again with {"buffer": NAME}. "expect" is
// compared byte for byte with the buffer after the launch ("type" gives the
// element type a difference is printed as; u32 by default). Scalars (u8..u64,
// i8..i64, f32, f64) are passed by value and must have the size the kernel's
// metadata gives. "grid" counts work-items (1 to 3 dimensions); instead of it
// "groups": N means N workgroups in x; "block" defaults to [64, 1, 1].
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "launch.h"

namespace gcn::loader {

struct SuiteArg {
  enum class Kind { In, InOut, Out, Zero, Buffer, Scalar } kind = Kind::Scalar;
  std::string name;              // buffer name (given, or "launches[i].args[j]")
  std::vector<uint8_t> initial;  // In, InOut: the file's bytes (Out, Zero: empty)
  uint64_t bytes = 0;            // In, InOut, Out, Zero: the buffer's size
  std::string expect_file;       // as written in the manifest, empty when none
  std::vector<uint8_t> expect;   // the expected bytes
  ElementType type;              // scalar type, or the buffer's element type
  uint64_t bits = 0;             // Scalar: the value's little-endian bits
  std::string where;             // "launches[i].args[j]"

  // In, InOut, Out, Zero: the buffer as a launch starts with it, `initial`
  // followed by zeros up to `bytes`.
  std::vector<uint8_t> contents() const {
    std::vector<uint8_t> b = initial;
    b.resize(bytes, 0);
    return b;
  }
};

struct SuiteLaunch {
  std::string kernel;
  std::array<uint32_t, 3> grid{1, 1, 1}, block{64, 1, 1};
  std::vector<SuiteArg> args;
  std::string where;  // "launches[i]"
};

struct Suite {
  std::string path;         // the manifest
  std::string code_object;  // resolved against the manifest's folder
  std::vector<SuiteLaunch> launches;
};

// Reads a binary file the suite names (the path resolved against the
// manifest's folder); throws FileError (model/file_io.h) when it cannot.
using SuiteFileReader = std::function<std::vector<uint8_t>(const std::string& path, uint64_t max_bytes)>;
std::vector<uint8_t> read_suite_file(const std::string& path, uint64_t max_bytes);

// Parses and checks a suite, reading its binary files with `read`; throws
// ManifestError naming the manifest and the field (a missing or oversized
// file, a name used twice or never defined, an expect file whose size is
// not the buffer's).
Suite parse_suite(const std::string& text, const std::string& path,
                  const SuiteFileReader& read = read_suite_file);
Suite load_suite(const std::string& path);

// Global memory a suite's launches share: buffers by name, at addresses
// from AddressMap::buffers on, 64 KiB apart at least.
struct SuiteMemory {
  std::vector<Region> regions;
  uint64_t next = AddressMap{}.buffers;
  Region* find(const std::string& name);
};

// The dispatch of one launch: its buffers added to `mem` (Buffer arguments
// refer to earlier ones), the kernarg segment built. d.memory is every
// region of `mem` (the runner writes it back after the launch).
Dispatch make_suite_dispatch(const Suite& s, const SuiteLaunch& l, const Kernel& k, SuiteMemory& mem);

// The first difference between an expect file and its buffer, printed as
// "buffer NAME (launches[i].args[j]): first difference at byte B (element E
// of type T): expected X, got Y; N bytes differ"; empty when they match.
std::string compare_expected(const SuiteArg& a, const std::vector<uint8_t>& got);

}  // namespace gcn::loader
