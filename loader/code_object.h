// An AMDHSA code object (ELF, made by clang-16 -target amdgcn-amd-amdhsa
// -mcpu=gfx900 and ld.lld-16 -shared; code object v4 or v5) as the
// dispatcher needs it: the loadable image, and for each kernel its
// descriptor and the NT_AMDGPU_METADATA facts (AMDGPUUsage, "ELF Code
// Object", "Code Object V3 Metadata" and later).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "kernel_descriptor.h"

namespace gcn::loader {

// A code object that cannot be used: the message names the file and what is
// wrong with it, on one line.
struct LoadError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One kernel argument (the metadata's .args entry).
struct KernelArg {
  std::string name;           // .name, may be empty
  std::string type_name;      // .type_name, may be empty
  uint32_t offset = 0;        // .offset in the kernarg segment
  uint32_t size = 0;          // .size in bytes
  std::string value_kind;     // .value_kind: by_value, global_buffer, hidden_*, ...
  std::string address_space;  // .address_space, pointers only
  bool hidden() const { return value_kind.rfind("hidden_", 0) == 0; }
};

struct Kernel {
  std::string name;        // .name
  std::string symbol;      // .symbol, the descriptor's symbol (NAME.kd)
  uint64_t kd_address = 0;  // the descriptor's address in the image
  uint64_t entry = 0;       // address of the first instruction in the image
  uint64_t code_bytes = 0;  // size of the kernel's function symbol (0: unknown)
  KernelDescriptor kd;
  uint32_t kernarg_segment_size = 0;
  uint32_t kernarg_segment_align = 0;
  uint32_t group_segment_fixed_size = 0;
  uint32_t private_segment_fixed_size = 0;
  uint32_t sgpr_count = 0, vgpr_count = 0;
  uint32_t wavefront_size = 0;
  uint32_t max_flat_workgroup_size = 0;
  std::optional<std::array<uint32_t, 3>> reqd_workgroup_size;
  std::vector<KernelArg> args;
};

// A function symbol (STT_FUNC with a size) whose code lies in the image.
struct Function {
  std::string name;
  uint64_t address = 0;
  uint64_t size = 0;
};

struct CodeObject {
  std::string path;
  unsigned version = 0;     // code object version: 4 or 5
  std::string target;       // amdhsa.target
  std::vector<uint8_t> image;  // PT_LOAD segments at their virtual addresses from 0
  std::vector<Kernel> kernels;
  std::vector<Function> functions;  // by address (kernels and the functions they call)

  // The kernel named `name`; LoadError listing the kernels if there is none.
  const Kernel& kernel(const std::string& name) const;
};

// Reads and checks a code object: an ELF64 little-endian AMDGPU object for
// the HSA OS ABI, code object v4 or v5, for gfx900; the metadata note; each
// kernel's descriptor symbol inside the image and a usable descriptor.
// Throws LoadError.
CodeObject load_code_object(const std::string& path);
// The same from bytes in memory; `path` names them in messages.
CodeObject load_code_object(const std::vector<uint8_t>& bytes, const std::string& path);

}  // namespace gcn::loader
