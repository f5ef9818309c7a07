// Sparse region memory (memory.h). Out-of-region accesses are recorded as
// faults rather than thrown, so a run can finish and report them.
#include "memory.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

namespace gcn {

void Memory::map(uint64_t base, std::vector<uint8_t> bytes, std::string name) {
  const uint64_t size = bytes.size();
  if (size == 0) throw std::invalid_argument(fmt::format("region '{}' at {:#x} is empty", name, base));
  if (base + size < base)
    throw std::invalid_argument(fmt::format("region '{}' at {:#x} wraps the address space", name, base));
  for (const auto& [b, r] : regions_) {
    const uint64_t e = b + r.bytes.size();
    if (base < e && b < base + size)
      throw std::invalid_argument(fmt::format("region '{}' [{:#x}, {:#x}) overlaps region '{}' [{:#x}, {:#x})",
                                              name, base, base + size, r.name, b, e));
  }
  regions_.emplace(base, Region{base, std::move(bytes), std::move(name)});
}

const Region* Memory::find(uint64_t addr, uint64_t size) const {
  auto it = regions_.upper_bound(addr);
  if (it == regions_.begin()) return nullptr;
  --it;
  const Region& r = it->second;
  if (addr + size < addr) return nullptr;
  if (addr >= r.base && addr + size <= r.base + r.bytes.size()) return &r;
  return nullptr;
}

Region* Memory::find(uint64_t addr, uint64_t size) {
  return const_cast<Region*>(static_cast<const Memory*>(this)->find(addr, size));
}

bool Memory::mapped(uint64_t addr, uint64_t size) const { return find(addr, size) != nullptr; }

uint32_t Memory::read32(uint64_t addr) const {
  const Region* r = find(addr, 4);
  if (!r) {
    faults_.push_back(fmt::format("read of unmapped address {:#x}", addr));
    return 0;
  }
  const uint8_t* p = r->bytes.data() + (addr - r->base);
  return uint32_t(p[0]) | (uint32_t(p[1]) << 8) | (uint32_t(p[2]) << 16) | (uint32_t(p[3]) << 24);
}

void Memory::write32(uint64_t addr, uint32_t value) {
  Region* r = find(addr, 4);
  if (!r) {
    faults_.push_back(fmt::format("write of unmapped address {:#x} (value {:#010x})", addr, value));
    return;
  }
  uint8_t* p = r->bytes.data() + (addr - r->base);
  for (int i = 0; i < 4; ++i) p[i] = uint8_t(value >> (8 * i));
}

bool Memory::read_bytes(uint64_t addr, uint8_t* out, uint64_t n) const {
  const Region* r = find(addr, n);
  if (!r) return false;
  std::copy_n(r->bytes.data() + (addr - r->base), n, out);
  return true;
}

bool Memory::write_bytes(uint64_t addr, const uint8_t* in, uint64_t n) {
  Region* r = find(addr, n);
  if (!r) return false;
  std::copy_n(in, n, r->bytes.data() + (addr - r->base));
  return true;
}

std::vector<std::string> Memory::diff(const Memory& other, size_t max) const {
  std::vector<std::string> out;
  auto add = [&](std::string s) {
    if (out.size() < max) out.push_back(std::move(s));
  };
  for (const auto& [b, r] : regions_) {
    auto it = other.regions_.find(b);
    if (it == other.regions_.end() || it->second.bytes.size() != r.bytes.size()) {
      add(fmt::format("region '{}' at {:#x} ({} bytes) missing or different size in other", r.name, b,
                      r.bytes.size()));
      continue;
    }
    const auto& o = it->second.bytes;
    for (size_t i = 0; i < r.bytes.size(); i += 4) {
      uint32_t a = 0, c = 0;
      for (size_t k = 0; k < 4 && i + k < r.bytes.size(); ++k) {
        a |= uint32_t(r.bytes[i + k]) << (8 * k);
        c |= uint32_t(o[i + k]) << (8 * k);
      }
      if (a != c) {
        if (out.size() >= max) return out;
        add(fmt::format("mem[{:#x}] ({}): {:#010x} != {:#010x}", b + i, r.name, a, c));
      }
    }
  }
  for (const auto& [b, r] : other.regions_)
    if (!regions_.count(b)) add(fmt::format("region '{}' at {:#x} only in other", r.name, b));
  return out;
}

}  // namespace gcn
