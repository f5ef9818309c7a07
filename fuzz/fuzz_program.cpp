// libFuzzer target: the program-file parser (the ";; cosim:" directives)
// and the initial state built from a program (which assembles its body).
// ProgramError and AsmError are the documented answers to bad input;
// anything else escaping is a bug. A parsed program also round-trips:
// to_text(parse_program(to_text(p))) == to_text(p).
// Both checks cost time and memory linear in the declared buffer bytes (up
// to 256 MiB, formatted byte by byte, copied): above kCheckedBufferBytes only
// the parser runs, so one such input does not time out or exhaust libFuzzer's
// memory limit.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "asm.h"
#include "program.h"

namespace {

constexpr size_t kCheckedBufferBytes = 1 << 20;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  gcn::Program program;
  try {
    program = gcn::parse_program(text, "fuzz.s");
  } catch (const gcn::ProgramError&) {
    return 0;
  }
  size_t buffer_bytes = 0;
  for (const gcn::Region& r : program.buffers) buffer_bytes += r.bytes.size();
  if (buffer_bytes > kCheckedBufferBytes) return 0;
  const std::string printed = gcn::to_text(program);
  const std::string reprinted = gcn::to_text(gcn::parse_program(printed, "fuzz.s"));
  if (reprinted != printed) {
    std::fprintf(stderr, "fuzz_program: to_text does not round-trip:\n%s\n---\n%s\n", printed.c_str(),
                 reprinted.c_str());
    std::abort();
  }
  try {
    (void)gcn::initial_state(program);
  } catch (const gcn::ProgramError&) {
  } catch (const gcn::AsmError&) {
  }
  return 0;
}
