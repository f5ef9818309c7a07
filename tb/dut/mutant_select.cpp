// The live mutant of the mutant schema (scripts/mutate.py): the RTL's
// gcn_mut_pkg imports gcn_mutant_id() and the top module's initial block
// stores it for every mutant's guard to compare. GCN_MUTANT in the
// environment names it; unset is 0, the design as is.
#include <cerrno>
#include <cstdio>
#include <cstdlib>

namespace {

int read_mutant_id() {
  const char* text = std::getenv("GCN_MUTANT");
  if (!text || !*text) return 0;
  errno = 0;
  char* end = nullptr;
  const long v = std::strtol(text, &end, 10);
  if (errno || *end || v < 0 || v > 1000000) {
    std::fprintf(stderr, "cosim: error: GCN_MUTANT='%s' is not a mutant number (0..1000000)\n", text);
    std::exit(2);
  }
  return static_cast<int>(v);
}

}  // namespace

extern "C" int gcn_mutant_id();  // declared by the Verilated model's __Dpi.h

extern "C" int gcn_mutant_id() {
  static const int id = read_mutant_id();
  return id;
}
