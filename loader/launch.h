// A launch manifest: what a kernel is run on and what it must produce.
//
//   {
//     "kernel": "vector_add",
//     "grid": [200], "block": [64],                  work-items; 1 to 3 dimensions
//     "buffers": [
//       {"name": "a", "type": "i32", "count": 256, "init": {"start": 0, "step": 3}},
//       {"name": "c", "type": "i32", "count": 256}   zero-filled
//     ],
//     "args": [{"buffer": "a"}, {"buffer": "c"}, {"value": 200}],
//     "expect": [
//       {"buffer": "c", "first": 0, "count": 200, "start": 1000, "step": 4},
//       {"buffer": "c", "first": 200, "count": 56, "fill": 0}
//     ]
//   }
//
// Element types: i8 i16 i32 i64 u8 u16 u32 u64 f32 f64. Contents (for "init"
// and "expect"): {"fill": V}, {"start": A, "step": B} (element i is A + i*B,
// wrapped to the type; f32/f64 computed in double and rounded), or
// {"values": [...]}; in "expect", element i counts from "first". "args" lists the kernel's explicit arguments in order: a
// buffer's address for a global pointer, or a value for a by-value argument.
// The hidden arguments of code object v5 are filled in as AMDGPUUsage defines
// them. Expected contents come from what the kernel is meant to compute,
// worked out by hand; they are never produced by running a model.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "code_object.h"
#include "dispatch.h"
#include "memory.h"

namespace gcn::loader {

// A manifest that cannot be used: one line naming the file and the problem.
struct ManifestError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Contents {
  enum class Kind { Fill, Sequence, Values } kind = Kind::Fill;
  double fill = 0, start = 0, step = 0;  // integers up to 2^53 exactly
  std::vector<double> values;
  double at(uint64_t i) const;
};

struct ElementType {
  std::string name = "u32";
  unsigned bytes = 4;
  bool is_float = false, is_signed = false;
  // The element's little-endian bytes for a value of this type (integers
  // wrap modulo 2^(8*bytes); floats round to nearest).
  uint64_t encode(double v) const;
};

struct BufferSpec {
  std::string name;
  ElementType type;
  uint64_t count = 0;
  Contents init;
};

struct ArgSpec {
  bool is_buffer = false;
  std::string buffer;  // is_buffer
  double value = 0;    // otherwise
};

struct ExpectSpec {
  std::string buffer;
  uint64_t first = 0, count = 0;
  Contents contents;
};

struct Manifest {
  std::string path;
  std::string kernel;
  std::array<uint32_t, 3> grid{1, 1, 1}, block{1, 1, 1};
  std::vector<BufferSpec> buffers;
  std::vector<ArgSpec> args;
  std::vector<ExpectSpec> expects;
};

// Parses and checks a manifest (sizes, names, references); throws ManifestError.
Manifest parse_manifest(const std::string& text, const std::string& path);
Manifest load_manifest(const std::string& path);

// The dispatch for a kernel: buffers placed in the address map, the kernarg
// segment built from the metadata's argument list (explicit arguments from
// the manifest, hidden ones computed). Throws ManifestError when the
// manifest's arguments do not fit the kernel's.
Dispatch make_dispatch(const Manifest& m, const Kernel& k);

// One explicit kernel argument as a launch passes it: a buffer's address or a
// by-value argument's bits.
struct ArgValue {
  bool pointer = false;
  uint64_t bits = 0;
  unsigned bytes = 0;  // by value: the size given, which must be the kernel's (0: any, wrapped)
  std::string type;    // by value: the type given ("u32", "f32", ...), for messages
};

// Fills d.kernarg for kernel k: `args` at the offsets the metadata gives, in
// order, the hidden arguments computed from d. `source` names the launch in
// errors. Throws ManifestError when the arguments do not fit the kernel's
// (count, kind or size), DispatchError when the segment is too large.
void build_kernarg(const Kernel& k, Dispatch& d, const std::vector<ArgValue>& args, const std::string& source);

// Checks the expectations against memory after the launch; one line per
// mismatching element (at most `max`), empty when every expectation holds.
std::vector<std::string> check_expectations(const Manifest& m, const Dispatch& d, const Memory& mem,
                                            size_t max = 8);

}  // namespace gcn::loader
