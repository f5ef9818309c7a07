// The Verilated compute unit (verilator --sc) as a SystemC module with
// TLM-2.0 sockets, for virtual platforms: the ports and sockets of
// unit_ports.h.
//
// Memory transactions are blocking (b_transport) and performed when the
// compute unit issues the request; the reply is delivered to the RTL after
// the delay the target annotates, rounded up to whole clocks. Fetch and
// vector memory replies keep request order; scalar-data replies go when due
// (out of order when a later one is due first), or in order when
// `reorder` is false. A target answering a fetch with an error response
// makes it a fetch fault; a vector memory error response reads 0.
//
// The Verilated model stays behind a pimpl: including this header needs
// SystemC and TLM only.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <systemc>
#include <tlm>

#include "unit_ports.h"

namespace gcn::sc {

class ComputeUnit : public sc_core::sc_module, public UnitPorts<ComputeUnit> {
 public:
  // `clock`: the period of clk (the module samples the RTL's outputs a
  // quarter period after the falling edge). `seed` draws the request back-pressure
  // (a scalar-data or vector memory request is accepted 7 clocks in 8).
  ComputeUnit(sc_core::sc_module_name name, sc_core::sc_time clock, uint64_t seed, bool reorder = true);
  ~ComputeUnit() override;

  // A new run: drops the replies and records in progress and reseeds the
  // back-pressure. Call between sc_start calls, with rst_n low (the RTL
  // resets itself).
  void restart(uint64_t seed, bool reorder);

  // What the ports said at the last sampling point, for a testbench
  // deciding whether to stop (the same as STATUS, without a clock).
  struct Status {
    uint32_t waves_ended = 0;
    bool busy = false;           // the RTL has an instruction or memory access in flight
    bool retiring = false;       // a commit or writeback record was produced at the last sample
    size_t pending_fetches = 0;  // replies the module holds for the RTL
    size_t pending_data = 0;
    size_t pending_vmem = 0;
    uint64_t clocks = 0;         // clocks since construction
  };
  Status status() const;

  // Configuration the model was Verilated with.
  static unsigned num_waves();
  static unsigned lanes();
  static unsigned num_vgprs();
  static unsigned lds_bytes();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  void run();
  void control_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay);
};

}  // namespace gcn::sc
