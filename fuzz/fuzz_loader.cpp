// libFuzzer target: the code object loader on arbitrary bytes, and what a
// loaded code object feeds: the description (text and JSON) and the
// dispatch of workgroup 0 of each kernel (its code decoded to text and
// re-assembled as a program). LoadError and DispatchError are the documented
// answers to bad input; anything else escaping is a bug.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "asm.h"
#include "code_object.h"
#include "describe.h"
#include "dispatch.h"
#include "program.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  gcn::loader::CodeObject co;
  try {
    co = gcn::loader::load_code_object(std::vector<uint8_t>(data, data + size), "fuzz.co");
  } catch (const gcn::loader::LoadError&) {
    return 0;
  }
  (void)gcn::loader::describe(co);
  (void)gcn::loader::describe_json(co).dump();
  for (const gcn::loader::Kernel& k : co.kernels) {
    gcn::loader::Dispatch d;
    d.kernarg.assign(k.kernarg_segment_size, 0);
    try {
      gcn::loader::check_dispatch(k, d, 16);
      const gcn::Program p = gcn::loader::workgroup_program(co, k, d, {0, 0, 0});
      (void)gcn::initial_state(p);
    } catch (const gcn::loader::DispatchError&) {
    } catch (const gcn::ProgramError&) {
    }
  }
  return 0;
}
