// The FPGA shell (rtl/fpga/gcn_fpga_shell.sv) Verilated, with its memory
// master on an AxiMemory and its control port driven by a blocking AXI4-Lite
// master: what a host CPU does over the board's bus, clock by clock. The
// Verilated headers stay in shell_sim.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>

#include "memory.h"

namespace gcn::fpga {

// A control access that failed (an error response, or no response within
// the clock budget); what() is one line.
struct ShellError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class ShellSim {
 public:
  // `memory` backs the AXI4 slave (seeded ready and latency); the shell is
  // held in reset for a few clocks. Every access throws ShellError once the
  // run has taken `max_clocks` clocks (a watchdog for a design that hangs).
  ShellSim(Memory& memory, uint64_t seed, uint64_t max_clocks);
  ~ShellSim();
  ShellSim(const ShellSim&) = delete;
  ShellSim& operator=(const ShellSim&) = delete;

  // One 32-bit AXI4-Lite write or read of a control register (control_map.h).
  void write(uint64_t addr, uint32_t value);
  uint32_t read(uint64_t addr);
  // Clocks since reset.
  uint64_t clocks() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gcn::fpga
