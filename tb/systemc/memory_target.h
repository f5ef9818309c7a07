// A TLM-2.0 memory for the compute unit: one target socket per port of the
// compute unit (instruction fetch, scalar data, vector memory), all on one
// gcn::Memory, loosely timed: each transaction is performed when it is
// called and its latency, drawn at random from a seeded generator, is added
// to the delay annotation. The compute unit delivers the reply after that
// delay, so latency and (scalar-data) reply order vary from run to run of
// different seeds and are the same for one seed, as in the C++ testbench.
//
// Every socket answers debug transactions (transport_dbg: no latency, no
// fault recorded; the count is 0 unless one region maps every byte), and
// the fetch socket grants read-only DMI to a whole region, with a read
// latency of one clock; load() invalidates every grant.
//
// Atomics are TLM_IGNORE_COMMAND transactions carrying an AtomicExtension:
// the data (4 or 8 bytes, the access) holds the operand and comes back
// holding the pre-op value.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_target_socket.h>

#include "memory.h"

namespace gcn::sc {

struct AtomicExtension : tlm::tlm_extension<AtomicExtension> {
  unsigned kind = 0;   // MemOpKind numbering (commit.h): 1..13
  bool is64 = false;
  uint64_t compare = 0;  // CMPSWAP: the value the memory must hold

  tlm::tlm_extension_base* clone() const override { return new AtomicExtension(*this); }
  void copy_from(const tlm::tlm_extension_base& other) override {
    *this = static_cast<const AtomicExtension&>(other);
  }
};

class MemoryTarget : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<MemoryTarget> fetch;  // 4-byte reads
  tlm_utils::simple_target_socket<MemoryTarget> data;   // dword reads/writes (byte enables per dword), atomics
  tlm_utils::simple_target_socket<MemoryTarget> vmem;   // 1..16-byte reads/writes, atomics

  // Latencies are 1..max_latency clocks of `clock`; with `slow_replies` one
  // scalar-data or vector memory reply in eight takes 2..16 times
  // max_latency longer, so that younger requests can overtake it.
  MemoryTarget(sc_core::sc_module_name name, Memory memory, uint64_t seed, unsigned max_latency,
               sc_core::sc_time clock, bool slow_replies);

  // A new run: these contents, generator and latencies; no faults recorded.
  void load(Memory memory, uint64_t seed, unsigned max_latency, bool slow_replies);

  const Memory& memory() const { return mem_; }
  // Vector memory accesses no region maps (answered with an address error).
  const std::vector<std::string>& vmem_faults() const { return vmem_faults_; }

 private:
  void fetch_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay);
  void data_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay);
  void vmem_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay);
  unsigned debug_transport(tlm::tlm_generic_payload& t);
  bool fetch_dmi(tlm::tlm_generic_payload& t, tlm::tlm_dmi& dmi);
  // A TLM_IGNORE_COMMAND transaction: the AtomicExtension's operation.
  void atomic(tlm::tlm_generic_payload& t);
  sc_core::sc_time latency(bool may_be_slow);

  Memory mem_;
  std::mt19937_64 rng_;
  unsigned max_latency_;
  sc_core::sc_time clock_;
  bool slow_replies_;
  std::vector<std::string> vmem_faults_;
};

}  // namespace gcn::sc
