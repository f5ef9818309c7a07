// Reading an input file whole, with a size limit: a command given a huge
// file, a FIFO or a device such as /dev/zero stops with a one-line error
// instead of growing its memory without bound.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace gcn {

// Why a file could not be read; what() is "<path>: <reason>".
struct FileError : std::runtime_error {
  FileError(const std::string& path, const std::string& why) : std::runtime_error(path + ": " + why), reason(why) {}
  std::string reason;
};

// Limits of the inputs the tools read (bytes).
constexpr uint64_t kMaxProgramFileBytes = 1ull << 30;  // 256 MiB of buffers as hex text, and more
constexpr uint64_t kMaxBinaryFileBytes = 64ull << 20;  // raw code, code objects
constexpr uint64_t kMaxManifestFileBytes = 1ull << 20;

// The bytes of `path`, read in chunks; FileError when it cannot be opened,
// is a directory, fails to read, or holds more than `max_bytes`.
std::string read_file_limited(const std::string& path, uint64_t max_bytes);

}  // namespace gcn
