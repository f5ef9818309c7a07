// The ports and sockets of a compute unit in a SystemC platform, one set for
// the Verilated RTL (ComputeUnit) and the golden model (GoldenUnit), so that
// a platform wired for one takes the other (platform.h). The unit derives
// from sc_module first, then from UnitPorts<itself>.
//
//   clk, rst_n   clock and active-low reset
//   fetch        initiator: instruction fetch, 4-byte reads
//   data         initiator: scalar data, dword reads/writes with byte
//                enables, atomics (MemoryTarget's AtomicExtension)
//   vmem         initiator: vector memory, one lane's 1..16-byte access a
//                transaction, atomics
//   control      target: the register map of control_map.h
//   commits      analysis port: one CommitRecord per retired instruction
//   writebacks   analysis port: results that arrive after their
//                instruction retired (scalar and vector memory loads, DS)
#pragma once

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>

#include "commit.h"

namespace gcn::sc {

template <class Unit>
struct UnitPorts {
  sc_core::sc_in<bool> clk{"clk"};
  sc_core::sc_in<bool> rst_n{"rst_n"};
  tlm_utils::simple_initiator_socket<Unit> fetch{"fetch"};
  tlm_utils::simple_initiator_socket<Unit> data{"data"};
  tlm_utils::simple_initiator_socket<Unit> vmem{"vmem"};
  tlm_utils::simple_target_socket<Unit> control{"control"};
  tlm::tlm_analysis_port<CommitRecord> commits{"commits"};
  tlm::tlm_analysis_port<WritebackRecord> writebacks{"writebacks"};
};

}  // namespace gcn::sc
