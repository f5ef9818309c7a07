// Sparse byte-addressed memory made of mapped regions (buffers and code).
// Accesses outside every region are faults: reads return 0, writes are dropped,
// and the fault is recorded so a run can report it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "memory_bus.h"

namespace gcn {

struct Region {
  uint64_t base = 0;
  std::vector<uint8_t> bytes;
  std::string name;
};

class Memory final : public MemoryBus {
 public:
  // Maps a region; throws std::invalid_argument if it overlaps another one.
  void map(uint64_t base, std::vector<uint8_t> bytes, std::string name = {});
  bool mapped(uint64_t addr, uint64_t size) const override;
  // Dword access (addr is used as given; callers clear the two LSBs).
  uint32_t read32(uint64_t addr) const override;  // 0 and a recorded fault if unmapped
  void write32(uint64_t addr, uint32_t value) override;
  // `n` bytes at `addr`, all inside one region; false (nothing read or
  // written, no fault recorded: the caller reports it) otherwise.
  bool read_bytes(uint64_t addr, uint8_t* out, uint64_t n) const override;
  bool write_bytes(uint64_t addr, const uint8_t* in, uint64_t n) override;
  const std::map<uint64_t, Region>& regions() const { return regions_; }
  const std::vector<std::string>& faults() const { return faults_; }
  // Lists differing dwords (up to `max`) as text lines; empty when equal.
  std::vector<std::string> diff(const Memory& other, size_t max = 16) const;

 private:
  const Region* find(uint64_t addr, uint64_t size) const;
  Region* find(uint64_t addr, uint64_t size);
  std::map<uint64_t, Region> regions_;
  mutable std::vector<std::string> faults_;
};

}  // namespace gcn
