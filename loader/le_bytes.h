// Little-endian integers of 1 to 8 bytes in byte buffers (ELF, kernel
// descriptors, the dispatch packet, the kernarg segment, buffer contents).
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

namespace gcn::loader {

// The `bytes`-byte little-endian value at `p`.
constexpr uint64_t le_load(const uint8_t* p, unsigned bytes) {
  uint64_t v = 0;
  for (unsigned i = 0; i < bytes; ++i) v |= uint64_t(p[i]) << (8 * i);
  return v;
}

// Writes the low `bytes` bytes of `value` at `p`, least significant first.
constexpr void le_store(uint8_t* p, uint64_t value, unsigned bytes) {
  for (unsigned i = 0; i < bytes; ++i) p[i] = uint8_t(value >> (8 * i));
}

// Throws std::out_of_range (as std::vector::at does) unless the `bytes`
// bytes at offset `at` are all inside `b`.
inline void le_check_range(const std::vector<uint8_t>& b, size_t at, unsigned bytes) {
  if (at > b.size() || bytes > b.size() - at)
    throw std::out_of_range(fmt::format("bytes {}+{} are outside a buffer of {}", at, bytes, b.size()));
}

// le_load and le_store at offset `at` of `b`, range-checked by le_check_range.
inline uint64_t le_load(const std::vector<uint8_t>& b, size_t at, unsigned bytes) {
  le_check_range(b, at, bytes);
  return le_load(b.data() + at, bytes);
}
inline void le_store(std::vector<uint8_t>& b, size_t at, uint64_t value, unsigned bytes) {
  le_check_range(b, at, bytes);
  le_store(b.data() + at, value, bytes);
}

}  // namespace gcn::loader
