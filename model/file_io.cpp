#include "file_io.h"

#include <filesystem>
#include <fstream>

#include <fmt/format.h>

namespace gcn {

std::string read_file_limited(const std::string& path, uint64_t max_bytes) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw FileError(path, "is a directory, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw FileError(path, "cannot open");
  std::string out;
  char chunk[1 << 16];
  while (in) {
    in.read(chunk, sizeof chunk);
    const auto got = static_cast<size_t>(in.gcount());
    if (out.size() + got > max_bytes)
      throw FileError(path, fmt::format("larger than {} bytes, the most this input may have", max_bytes));
    out.append(chunk, got);
  }
  if (in.bad()) throw FileError(path, "read error");
  return out;
}

}  // namespace gcn
