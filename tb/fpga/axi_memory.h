// An AXI4 slave over the testbench's Memory, for the FPGA shell's memory
// master in simulation: 32-bit data, single-beat bursts (the shell issues no
// others; a longer one is refused as a protocol error). Ready signals are
// drawn at random and each response comes a random number of clocks later,
// all from one seed, so a run replays exactly. An access to an address no
// buffer maps gets DECERR (the shell's FAULT register then says where).
#pragma once

#include <cstdint>
#include <deque>
#include <random>
#include <stdexcept>

#include "memory.h"

namespace gcn::fpga {

// The slave's side of the bus for one clock: what it drives (ready, R, B)
// and what it sees (the master's valid, address, data, ready).
struct AxiSlavePins {
  // Driven by the slave.
  bool awready = false, wready = false, arready = false;
  bool rvalid = false, bvalid = false;
  uint32_t rdata = 0;
  uint8_t rresp = 0, bresp = 0;
  bool rlast = true;
  // Driven by the master.
  bool awvalid = false, wvalid = false, arvalid = false, rready = false, bready = false;
  uint64_t awaddr = 0, araddr = 0;
  uint8_t awlen = 0, arlen = 0;
  uint32_t wdata = 0;
  uint8_t wstrb = 0;
};

struct AxiProtocolError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class AxiMemory {
 public:
  AxiMemory(Memory& memory, uint64_t seed, unsigned max_latency = 4);
  // Before the clock's rising edge: the slave's outputs for this clock.
  void drive(AxiSlavePins& p);
  // At the rising edge, with the master's outputs of this clock in `p`: the
  // handshakes that happen, and the accesses they make.
  void clock(const AxiSlavePins& p);
  uint64_t reads() const { return reads_; }
  uint64_t writes() const { return writes_; }

 private:
  struct Response {
    uint64_t due = 0;
    uint32_t data = 0;
    uint8_t resp = 0;
  };
  bool draw_ready();
  uint64_t latency();

  Memory& mem_;
  std::mt19937_64 rng_;
  unsigned max_latency_;
  uint64_t now_ = 0;
  bool awready_ = false, wready_ = false, arready_ = false;
  std::deque<uint64_t> aw_;                  // accepted write addresses awaiting data
  std::deque<std::pair<uint32_t, uint8_t>> w_;  // accepted write data and strobes awaiting addresses
  std::deque<Response> r_, b_;
  uint64_t reads_ = 0, writes_ = 0;
};

}  // namespace gcn::fpga
