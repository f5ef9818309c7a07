// libFuzzer target: the launch manifest and suite parsers on arbitrary
// text, and the dispatch built from what they parse for a kernel with
// pointer, value and hidden arguments (a suite's files come from memory, not
// the disk: their bytes are made from the name). ManifestError and
// DispatchError are the documented answers to bad input; anything else
// escaping is a bug.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "dispatch.h"
#include "file_io.h"
#include "launch.h"
#include "suite.h"

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

// A suite's file, made from its name: a name with "missing" in it does not
// exist; otherwise (name length * 7) % 70 bytes, the name's bytes repeated.
std::vector<uint8_t> fake_file(const std::string& path, uint64_t max_bytes) {
  if (path.find("missing") != std::string::npos) throw gcn::FileError(path, "cannot open");
  const size_t n = std::min<uint64_t>(path.size() * 7 % 70, max_bytes);
  std::vector<uint8_t> b(n);
  for (size_t i = 0; i < n; ++i) b[i] = uint8_t(path[i % path.size()]);
  return b;
}

void fuzz_suite(const std::string& text) {
  const gcn::loader::Suite s = gcn::loader::parse_suite(text, "fuzz.json", fake_file);
  uint64_t bytes = 0;
  for (const gcn::loader::SuiteLaunch& l : s.launches)
    for (const gcn::loader::SuiteArg& a : l.args) bytes += a.bytes;
  if (bytes > (1u << 20)) return;  // as for manifests: large buffers only parse
  const gcn::loader::Kernel k = sample_kernel();
  gcn::loader::SuiteMemory mem;
  for (const gcn::loader::SuiteLaunch& l : s.launches) {
    const gcn::loader::Dispatch d = gcn::loader::make_suite_dispatch(s, l, k, mem);
    gcn::loader::check_dispatch(k, d, 16);
    for (const gcn::loader::SuiteArg& a : l.args)
      if (const gcn::Region* r = mem.find(a.name)) (void)gcn::loader::compare_expected(a, r->bytes);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    if (text.find("launches") != std::string::npos) {
      fuzz_suite(text);
      return 0;
    }
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
