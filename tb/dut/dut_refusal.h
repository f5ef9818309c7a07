// What Dut::cycle throws when the RTL sends a vector memory request whose
// address lies in one of FLAT's apertures (docs/design.md, "Vector
// memory"), which are no global memory: the RTL's vector memory unit sends a
// FLAT atomic into the private aperture there unchanged, as it does not
// execute it (and a FLAT lane in the shared aperture would go there only if
// the unit failed to send it to the LDS). The golden model executes such
// accesses, so the run cannot go on; the runner names the instruction (the
// wave's oldest unretired one) from the reference model's state.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "apertures.h"

namespace gcn {

struct DutRefusal : std::runtime_error {
  DutRefusal(const std::string& what, unsigned wave, unsigned lane, unsigned bytes, uint64_t addr,
             Aperture aperture)
      : std::runtime_error(what), wave(wave), lane(lane), bytes(bytes), addr(addr), aperture(aperture) {}
  unsigned wave, lane, bytes;
  uint64_t addr;
  Aperture aperture;
};

}  // namespace gcn
