// libFuzzer target: the code object loader on arbitrary bytes, and what a
// loaded code object feeds: the description (text and JSON) and the
// dispatch of workgroup 0 of each kernel (its code decoded to text and
// re-assembled as a program, while the input's kernels total at most 4 KiB
// of code). LoadError and DispatchError are the documented answers to bad
// input (and AsmError for decoded words the assembler refuses); anything
// else escaping is a bug.
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
  (void)gcn::loader::describe_json(co).dump(2, ' ', false, nlohmann::json::error_handler_t::replace);  // as cosim inspect --json
  // Decoding, printing and re-assembling code costs time linear in its size
  // (under ASan more for each word the assembler refuses: every thrown
  // AsmError makes ASan collect its fake stack), and an image (its memory size comes from the program
  // headers) can be far larger than the input: a kernel's code runs on
  // through the functions after it, or without a symbol size to the image's
  // end. Past a budget of code per input only the dispatch checks run, so no
  // input is slow enough to crowd out the rest of the campaign. 4 KiB holds
  // a small compiled kernel; the round trip of each word is fuzz_decode's
  // and fuzz_asm's to explore, here it is the code object's path into it.
  uint64_t code_budget = 4 * 1024;
  for (const gcn::loader::Kernel& k : co.kernels) {
    const uint64_t code = gcn::loader::kernel_code_bytes(co, k);
    gcn::loader::Dispatch d;
    try {
      gcn::loader::check_dispatch(k, d, 16);
      if (code > code_budget) continue;
      code_budget -= code;
      d.kernarg.assign(k.kernarg_segment_size, 0);
      const gcn::Program p = gcn::loader::workgroup_program(co, k, d, {0, 0, 0});
      (void)gcn::initial_state(p);
    } catch (const gcn::loader::DispatchError&) {
    } catch (const gcn::ProgramError&) {
    } catch (const gcn::AsmError&) {
      // Decoded words the assembler refuses (e.g. two constant-bus reads):
      // the decoder is more lenient than llvm-mc's assembler, as fuzz_decode
      // documents.
    }
  }
  return 0;
}
