// The memory operations the golden model performs, as an interface: the
// model runs on a gcn::Memory of its own (lockstep, golden-only runs) or on
// a bus that reaches memory somewhere else (the SystemC golden unit, whose
// accesses are TLM-2.0 transactions on its fetch, data and vector memory
// sockets).
#pragma once

#include <cstdint>

namespace gcn {

class MemoryBus {
 public:
  virtual ~MemoryBus() = default;
  // Whether [addr, addr + size) lies inside one mapped region.
  virtual bool mapped(uint64_t addr, uint64_t size) const = 0;
  // Dword access (addr used as given): an unmapped dword reads 0 and a write
  // to it is dropped; the memory records the fault.
  virtual uint32_t read32(uint64_t addr) const = 0;
  virtual void write32(uint64_t addr, uint32_t value) = 0;
  // `n` bytes at `addr`, all inside one region; false (nothing read or
  // written, no fault recorded: the caller reports it) otherwise.
  virtual bool read_bytes(uint64_t addr, uint8_t* out, uint64_t n) const = 0;
  virtual bool write_bytes(uint64_t addr, const uint8_t* in, uint64_t n) = 0;

 protected:
  MemoryBus() = default;
  MemoryBus(const MemoryBus&) = default;
  MemoryBus& operator=(const MemoryBus&) = default;
  MemoryBus(MemoryBus&&) = default;
  MemoryBus& operator=(MemoryBus&&) = default;
};

}  // namespace gcn
