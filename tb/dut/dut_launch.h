// The checks every gcn::Dut makes of a launch before it touches the RTL
// (the C++ testbench's dut.cpp and the SystemC platform's sc_dut.cpp).
#pragma once

#include <stdexcept>

#include <fmt/format.h>

#include "arch_state.h"

namespace gcn {

// State the compute unit cannot hold is refused, not dropped.
inline void check_dut_launch(const ArchState& initial, unsigned num_waves, unsigned max_waves, unsigned max_vgprs) {
  if (num_waves == 0 || num_waves > max_waves)
    throw std::invalid_argument(
        fmt::format("dut: {} waves requested, the compute unit has 1..{}", num_waves, max_waves));
  if (initial.waves.size() < num_waves)
    throw std::invalid_argument(
        fmt::format("dut: {} waves requested but the initial state has {}", num_waves, initial.waves.size()));
  for (unsigned w = 0; w < num_waves; ++w)
    if (initial.waves[w].vgpr.size() > max_vgprs)
      throw std::runtime_error(fmt::format("the RTL has {} VGPRs per wave (wave {} declares {})", max_vgprs, w,
                                           initial.waves[w].vgpr.size()));
}

}  // namespace gcn
