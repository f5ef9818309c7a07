// The checks every gcn::Dut makes of a launch before it touches the RTL
// (the C++ testbench's dut.cpp and the SystemC platform's sc_dut.cpp).
#pragma once

#include <stdexcept>

#include <fmt/format.h>

#include "arch_state.h"

namespace gcn {

inline void check_dut_launch(const ArchState& initial, unsigned num_waves, unsigned max_waves) {
  if (num_waves == 0 || num_waves > max_waves)
    throw std::invalid_argument(
        fmt::format("dut: {} waves requested, the compute unit has 1..{}", num_waves, max_waves));
  if (initial.waves.size() < num_waves)
    throw std::invalid_argument(
        fmt::format("dut: {} waves requested but the initial state has {}", num_waves, initial.waves.size()));
}

}  // namespace gcn
