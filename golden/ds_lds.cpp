// The LDS state and its bounds rule (ds.h, docs/design.md "LDS").
#include "ds.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

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

Lds::Lds(uint32_t size_bytes)
    : mem_(std::make_shared<std::vector<uint8_t>>(size_bytes, uint8_t{0})), size_(size_bytes) {}

Lds::Lds(std::shared_ptr<std::vector<uint8_t>> physical, uint32_t base, uint32_t size)
    : mem_(std::move(physical)), base_(base), size_(size), owning_(false) {
  if (!mem_) throw std::invalid_argument("LDS window onto no physical LDS");
  if (uint64_t(base) + size > mem_->size())
    throw std::invalid_argument(fmt::format("LDS window [{:#x}, {:#x}) lies outside the {}-byte physical LDS",
                                            base, uint64_t(base) + size, mem_->size()));
}

Lds::Lds(const Lds& other)
    : mem_(other.owning_ && other.mem_ ? std::make_shared<std::vector<uint8_t>>(*other.mem_) : other.mem_),
      base_(other.base_),
      size_(other.size_),
      owning_(other.owning_) {}

Lds& Lds::operator=(const Lds& other) {
  if (this != &other) *this = Lds(other);
  return *this;
}

Lds::Lds(Lds&& other) noexcept
    : mem_(std::move(other.mem_)), base_(other.base_), size_(other.size_), owning_(other.owning_) {
  other.base_ = 0;
  other.size_ = 0;
}

Lds& Lds::operator=(Lds&& other) noexcept {
  if (this != &other) {
    mem_ = std::move(other.mem_);
    base_ = other.base_;
    size_ = other.size_;
    owning_ = other.owning_;
    other.base_ = 0;
    other.size_ = 0;
  }
  return *this;
}

std::vector<uint8_t> Lds::bytes() const {
  if (!mem_) return {};
  const auto first = mem_->begin() + base_;
  return std::vector<uint8_t>(first, first + size_);
}

std::array<uint8_t, 16> Lds::read(uint64_t addr, unsigned n, uint64_t limit) const {
  std::array<uint8_t, 16> out{};
  // The allocation (window) bounds every access even when a caller passes a larger limit.
  const uint64_t lim = limit < size_ ? limit : size_;
  const uint16_t mask = lds_piece_mask(addr, n, lim);
  for (unsigned b = 0; b < n; ++b)
    if ((mask >> b) & 1) out[b] = (*mem_)[base_ + addr + b];
  return out;
}

uint16_t Lds::write(uint64_t addr, unsigned n, const std::array<uint8_t, 16>& data, uint64_t limit) {
  const uint64_t lim = limit < size_ ? limit : size_;
  const uint16_t mask = lds_piece_mask(addr, n, lim);
  for (unsigned b = 0; b < n; ++b)
    if ((mask >> b) & 1) (*mem_)[base_ + addr + b] = data[b];
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
