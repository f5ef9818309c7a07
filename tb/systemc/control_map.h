// The register map of gcn::sc::ComputeUnit's control target socket: what a
// host (a dispatcher, a CPU model, the testbench) uses to load a wave's
// initial state, launch waves, poll for the end and read the final state.
//
// Every register is 32 bits wide and accessed with 32-bit transactions,
// except DBG_LDS_DATA, which reads as a block of up to 128 bytes. Writes to
// the selector registers (*_WAVE, *_REG, *_LANE) take no time; the other
// accesses take one clock of the compute unit each (they drive its
// configuration and debug ports; a write takes effect at the rising edge
// after it returns; DBG_LDS_ROW takes two). An access outside the map gets
// TLM_ADDRESS_ERROR_RESPONSE, one in the wrong direction
// TLM_COMMAND_ERROR_RESPONSE, one of the wrong size TLM_BURST_ERROR_RESPONSE.
#pragma once

#include <cstdint>

namespace gcn::sc::control {

#define GCN_CONTROL_REG(cpp, sv, offset) constexpr uint64_t k##cpp = offset;
#include "control_map.def"
#undef GCN_CONTROL_REG

// Performance counters (r): each 32 bits, counter k at kPerf + 4 * k. The
// FPGA shell has kNumPerf of them (gcn_control_pkg::NUM_PERF).
enum PerfCounter : unsigned {
  kPerfRetired,        // retired instructions
  kPerfFetchStall,     // clocks waiting for instruction fetch
  kPerfWaitcntStall,   // clocks a wave waits in S_WAITCNT
  kPerfSmemRequests,   // scalar-memory requests
  kPerfDsInsns,        // DS instructions
  kPerfLdsConflicts,   // LDS bank conflicts
  kPerfBarrierWait,    // clocks waves wait at S_BARRIER
  kPerfVmemRequests,   // vector memory requests
  kNumPerf
};

}  // namespace gcn::sc::control
