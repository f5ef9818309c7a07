// libFuzzer target: the code object loader on arbitrary bytes, and what a
// loaded code object feeds: the description (text and JSON) and the
// dispatch of workgroup 0 of each kernel (its code decoded to text and
// re-assembled as a program; kernels of at most 64 KiB of code). LoadError and DispatchError are the documented
// answers to bad input (and AsmError for decoded words the assembler
// refuses); anything else escaping is a bug.
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
  for (const gcn::loader::Kernel& k : co.kernels) {
    // Decoding, printing and re-assembling the code costs time linear in its
    // size (up to 1 MiB): beyond 64 KiB only the checks run, so one input
    // cannot time out.
    const uint64_t code = k.code_bytes ? k.code_bytes : co.image.size() - k.entry;
    gcn::loader::Dispatch d;
    try {
      gcn::loader::check_dispatch(k, d, 16);
      if (code > 64 * 1024) continue;
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
