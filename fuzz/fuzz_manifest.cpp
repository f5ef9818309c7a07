// libFuzzer target: the launch manifest parser on arbitrary text, and the
// dispatch built from a parsed manifest for a kernel with pointer, value and
// hidden arguments. ManifestError and DispatchError are the documented
// answers to bad input; anything else escaping is a bug.
#include <cstddef>
#include <cstdint>
#include <string>

#include "dispatch.h"
#include "launch.h"

namespace {

// A kernel like clang's v5 vector_add: three pointers, an int, hidden ones.
gcn::loader::Kernel sample_kernel() {
  gcn::loader::Kernel k;
  k.name = "vector_add";
  k.kernarg_segment_size = 64;
  k.max_flat_workgroup_size = 256;
  k.args = {{"a", "int*", 0, 8, "global_buffer", "global"}, {"b", "int*", 8, 8, "global_buffer", "global"},
            {"c", "int*", 16, 8, "global_buffer", "global"}, {"n", "int", 24, 4, "by_value", ""},
            {"", "", 32, 4, "hidden_block_count_x", ""},     {"", "", 44, 2, "hidden_group_size_x", ""},
            {"", "", 50, 2, "hidden_remainder_x", ""},       {"", "", 56, 2, "hidden_grid_dims", ""}};
  return k;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const gcn::loader::Manifest m = gcn::loader::parse_manifest(text, "fuzz.json");
    // Building the buffers costs time linear in their size (up to 128 MiB):
    // beyond 1 MiB only the parser runs, so one input cannot time out.
    uint64_t bytes = 0;
    for (const gcn::loader::BufferSpec& b : m.buffers) bytes += b.count * b.type.bytes;
    if (bytes > (1u << 20)) return 0;
    const gcn::loader::Kernel k = sample_kernel();
    const gcn::loader::Dispatch d = gcn::loader::make_dispatch(m, k);
    gcn::loader::check_dispatch(k, d, 16);
    gcn::Memory mem;
    for (const gcn::Region& r : d.memory) mem.map(r.base, r.bytes, r.name);
    (void)gcn::loader::check_expectations(m, d, mem);
  } catch (const gcn::loader::ManifestError&) {
  } catch (const gcn::loader::DispatchError&) {
  }
  return 0;
}
