// The LDS state and its bounds rule (ds.h, docs/design.md "LDS").
#include "ds.h"

namespace gcn::golden {

uint16_t lds_piece_mask(uint64_t addr, unsigned n, uint64_t limit) {
  uint16_t mask = 0;
  // Dword pieces; an access narrower than a dword is one piece.
  const unsigned piece = n < 4 ? n : 4;
  for (unsigned p = 0; p < n; p += piece) {
    if (addr + p + piece <= limit) mask = uint16_t(mask | (((1u << piece) - 1) << p));
  }
  return mask;
}

std::array<uint8_t, 16> Lds::read(uint64_t addr, unsigned n, uint64_t limit) const {
  std::array<uint8_t, 16> out{};
  // The allocation bounds every access even when a caller passes a larger limit.
  const uint64_t lim = limit < mem_.size() ? limit : mem_.size();
  const uint16_t mask = lds_piece_mask(addr, n, lim);
  for (unsigned b = 0; b < n; ++b)
    if ((mask >> b) & 1) out[b] = mem_[addr + b];
  return out;
}

uint16_t Lds::write(uint64_t addr, unsigned n, const std::array<uint8_t, 16>& data, uint64_t limit) {
  const uint64_t lim = limit < mem_.size() ? limit : mem_.size();
  const uint16_t mask = lds_piece_mask(addr, n, lim);
  for (unsigned b = 0; b < n; ++b)
    if ((mask >> b) & 1) mem_[addr + b] = data[b];
  return mask;
}

uint64_t Lds::read_value(uint64_t addr, unsigned n, uint64_t limit) const {
  const auto b = read(addr, n, limit);
  uint64_t v = 0;
  for (unsigned k = 0; k < n && k < 8; ++k) v |= uint64_t(b[k]) << (8 * k);
  return v;
}

uint16_t Lds::write_value(uint64_t addr, unsigned n, uint64_t value, uint64_t limit) {
  std::array<uint8_t, 16> b{};
  for (unsigned k = 0; k < n && k < 8; ++k) b[k] = uint8_t(value >> (8 * k));
  return write(addr, n, b, limit);
}

}  // namespace gcn::golden
