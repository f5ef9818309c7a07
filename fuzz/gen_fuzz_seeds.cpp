// Writes the seed corpora of the fuzz targets:
//   OUT/asm/*, OUT/program/*   the given program files, and COUNT programs
//                              of the random generator (regress/), a third
//                              each with the default, scalar-only and LDS
//                              profile
//   OUT/decode/*               the assembled code of each of them
// Usage: gen_fuzz_seeds OUT_DIR COUNT [FILE...]
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "asm.h"
#include "program.h"
#include "regress.h"

namespace fs = std::filesystem;

namespace {

void write(const fs::path& path, const void* data, size_t size) {
  std::ofstream out(path, std::ios::binary);
  out.write(static_cast<const char*>(data), std::streamsize(size));
}

void add_seed(const fs::path& out, const std::string& name, const std::string& text) {
  write(out / "asm" / name, text.data(), text.size());
  write(out / "program" / name, text.data(), text.size());
  try {
    const gcn::AsmResult code = gcn::assemble(text, name);
    write(out / "decode" / (name + ".bin"), code.words.data(), code.words.size() * 4);
  } catch (const gcn::AsmError&) {
    // Bad-input examples are seeds of the text targets only.
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: gen_fuzz_seeds OUT_DIR COUNT [FILE...]\n");
    return 2;
  }
  const fs::path out = argv[1];
  for (const char* t : {"asm", "program", "decode"}) fs::create_directories(out / t);
  for (int i = 3; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const fs::path p = argv[i];
    add_seed(out, p.parent_path().filename().string() + "_" + p.filename().string(), text);
  }
  const unsigned count = unsigned(std::stoul(argv[2]));
  for (unsigned i = 0; i < count; ++i) {
    gcn::GenConfig config;
    config.min_insns = 10;
    config.max_insns = 60;
    if (i % 3 == 1) config.profile = gcn::GenProfile::Scalar;
    if (i % 3 == 2) config.profile = gcn::GenProfile::Lds, config.max_waves = 4;
    const gcn::Program p = gcn::generate_program(i + 1, config);
    add_seed(out, "gen_" + std::to_string(i) + ".s", gcn::to_text(p));
  }
  return 0;
}
