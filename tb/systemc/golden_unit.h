// The golden ISA model as a loosely-timed SystemC/TLM-2.0 module with the
// ports, sockets and control register map of gcn::sc::ComputeUnit, so that a
// platform switches between the RTL and the model by the class it names:
//
//   sc::ComputeUnit cu{"cu", period, seed};   // the Verilated RTL
//   sc::GoldenUnit cu{"cu", period};          // the golden model
//
// Each instruction is one step of gcn::GoldenModel: its instruction fetch,
// scalar memory and vector memory accesses are b_transport calls on the
// fetch, data and vector memory sockets (fetch through DMI when the target
// grants it), timed with a quantum keeper: an instruction takes one clock
// of local time plus the latencies the targets annotate, and the thread
// synchronises with the kernel once a quantum has passed. Waves take turns
// an instruction at a time and keep the S_BARRIER order
// (golden/wave_scheduler.h). A vector memory atomic is a read and a write
// from the same thread step; nothing else runs between them.
//
// Control (control_map.h): the same registers as ComputeUnit. STATUS bit 31
// (busy) is set while launched waves run. Of the counters, the golden unit
// counts retired instructions, and scalar memory, DS and vector memory
// instructions in the request counters (kPerfSmemRequests, kPerfDsInsns,
// kPerfVmemRequests); the others (stalls, bank conflicts, barrier waits)
// are properties of a pipeline and read 0.
// A deferred result (load data) is published on `writebacks` right after its
// instruction's commit record. S_MEMTIME returns clocks of local time since
// reset, S_MEMREALTIME a quarter of that (the RTL's real-time clock rate).
//
// A falling rst_n drops the model and every configured value. Configure,
// then launch: the waves launched together run as one workgroup (an LDS
// allocation beyond Config::lds_bytes is cut to it), and the model stays
// for the debug reads until the next reset; a launch before that reset is
// ignored.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <systemc>
#include <tlm>

#include "unit_ports.h"

namespace gcn::sc {

// The compute unit the model stands for: waves (at most 16, STATUS's
// width), VGPRs per wave, LDS bytes.
struct GoldenUnitConfig {
  unsigned num_waves = 16;
  unsigned num_vgprs = 256;
  uint32_t lds_bytes = 65536;
  uint32_t scratch_lane_bytes = 0;  // private memory per lane (ArchState::scratch_lane_bytes)
};

// Its ports are unit_ports.h's; `clk` is bound as on ComputeUnit, but the
// model keeps time by the `clock` period it is given.
class GoldenUnit : public sc_core::sc_module, public UnitPorts<GoldenUnit> {
 public:
  using Config = GoldenUnitConfig;
  // `quantum_clocks`: how far (in clocks) the model may run ahead of the
  // kernel before it synchronises.
  GoldenUnit(sc_core::sc_module_name name, sc_core::sc_time clock, Config config = Config(),
             unsigned quantum_clocks = 100);
  ~GoldenUnit() override;

  struct Status {
    uint32_t waves_ended = 0;  // of the launched waves
    bool busy = false;         // launched waves still run
    uint64_t retired = 0;
    std::string error;         // the first instruction the model rejected, when one was
  };
  Status status() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  void run();
  void on_reset();
  void control_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay);
  void invalidate_fetch_dmi(sc_dt::uint64 start, sc_dt::uint64 end);
};

}  // namespace gcn::sc
