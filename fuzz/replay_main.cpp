// main() for a fuzz target in a normal (non-libFuzzer) build: runs
// LLVMFuzzerTestOneInput once on each file named on the command line, or on
// each regular file of a named directory. Used by ctest to replay the inputs
// that once crashed a target (tests/inputs/fuzz/<target>/) and the seeds.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace fs = std::filesystem;

namespace {

void replay(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  std::printf("replay %s (%zu bytes)\n", file.c_str(), bytes.size());
  std::fflush(stdout);
  LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
}

}  // namespace

int main(int argc, char** argv) {
  unsigned count = 0;
  for (int i = 1; i < argc; ++i) {
    const fs::path arg = argv[i];
    if (fs::is_directory(arg)) {
      for (const auto& e : fs::recursive_directory_iterator(arg))
        if (e.is_regular_file()) replay(e.path()), ++count;
    } else if (fs::exists(arg)) {
      replay(arg), ++count;
    } else {
      std::fprintf(stderr, "replay: error: no such file or directory '%s'\n", argv[i]);
      return 2;
    }
  }
  std::printf("%u inputs replayed\n", count);
  return 0;
}
