// What Dut::cycle throws when the RTL sends a vector memory request for an
// access it does not execute: a lane's address lies in one of FLAT's
// apertures (docs/design.md, "Vector memory"), where the RTL's vector memory
// unit sends a FLAT lane into the shared (LDS) aperture, or a FLAT atomic
// into the private one, unchanged. The golden model executes such accesses,
// so the run cannot go on; the runner names the instruction (the wave's
// oldest unretired one) from the reference model's state.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace gcn {

struct DutRefusal : std::runtime_error {
  enum class Aperture { Shared, Private };
  DutRefusal(const std::string& what, unsigned wave, unsigned lane, unsigned bytes, uint64_t addr,
             Aperture aperture)
      : std::runtime_error(what), wave(wave), lane(lane), bytes(bytes), addr(addr), aperture(aperture) {}
  unsigned wave, lane, bytes;
  uint64_t addr;
  Aperture aperture;
};

}  // namespace gcn
