// A structure-aware mutator for the text targets (fuzz_asm, fuzz_program):
// program files are lines (one instruction, label or ";; cosim:" directive
// each), so half of the mutations work on whole lines: duplicate one
// elsewhere, delete one, swap two, or let libFuzzer mutate the bytes of a
// single line. The other half are libFuzzer's own byte-level mutations (with
// the dictionary). Linked only into the libFuzzer build.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size);

namespace {

std::vector<std::string> split_lines(const uint8_t* data, size_t size) {
  std::vector<std::string> lines;
  std::string cur;
  for (size_t i = 0; i < size; ++i) {
    cur += char(data[i]);
    if (data[i] == '\n') lines.push_back(std::move(cur)), cur.clear();
  }
  if (!cur.empty()) lines.push_back(std::move(cur));
  return lines;
}

// Mutates the bytes of one line in place with libFuzzer's mutator, at most
// doubling it; the line keeps (or gets) its newline.
void mutate_line(std::string& line) {
  std::string body = line;
  if (!body.empty() && body.back() == '\n') body.pop_back();
  const size_t size = body.size(), max = size * 2 + 16;
  body.resize(max);
  body.resize(LLVMFuzzerMutate(reinterpret_cast<uint8_t*>(body.data()), size, max));
  line = body + "\n";
}

}  // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned seed) {
  std::minstd_rand rng(seed);
  std::vector<std::string> lines = split_lines(data, size);
  if (lines.empty() || rng() % 2 == 0) return LLVMFuzzerMutate(data, size, max_size);
  auto pick = [&] { return size_t(rng() % lines.size()); };
  switch (rng() % 4) {
    case 0: {  // duplicate a line elsewhere
      std::string copy = lines[pick()];
      if (copy.back() != '\n') copy += '\n';
      lines.insert(lines.begin() + long(pick()), std::move(copy));
      break;
    }
    case 1: lines.erase(lines.begin() + long(pick())); break;
    case 2: std::swap(lines[pick()], lines[pick()]); break;
    default: mutate_line(lines[pick()]); break;
  }
  std::string out;
  for (const auto& l : lines) out += l;
  if (out.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
  std::memcpy(data, out.data(), out.size());
  return out.size();
}
