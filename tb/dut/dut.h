// The RTL compute unit behind a narrow C++ interface. Verilated headers stay
// inside dut.cpp (pimpl, as Vortex's Processor does), so the checker, the CLI
// and the tests never include them.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "arch_state.h"
#include "commit.h"
#include "dut_refusal.h"
#include "program.h"

namespace gcn {

namespace trace {
class TraceWriter;
}

// The FST time at which the inputs of cycle `c` since launch are dumped, for
// a trace whose cycle 0 starts at `launch_time`: each cycle is two time
// units, the rising clock edge at the second.
constexpr uint64_t cycle_trace_time(uint64_t launch_time, uint64_t c) { return launch_time + 2 * c; }

struct DutConfig {
  uint64_t seed = 1;              // memory latency / reply-order randomisation
  unsigned max_latency = 8;       // memory reply latency drawn from [1, max_latency]
  bool reorder = true;            // scalar-memory replies may return out of order
                                  // (then one in eight is delayed further)
  std::string trace_path;         // FST waveform when non-empty
  // With trace_path: only the cycles since launch in [trace_from_cycle,
  // trace_to_cycle) are dumped; the clocks outside them (reset, set-up
  // before launch, final-state reads) only in a trace of the whole run.
  uint64_t trace_from_cycle = 0;
  uint64_t trace_to_cycle = UINT64_MAX;
  uint32_t lds_bytes = kDefaultLdsBytes;  // the workgroup's LDS allocation (<= lds_size())
  uint64_t memory_silent_from = 0;  // fault injection: no memory reply from this cycle on (0: never);
                                    // what a hung bus looks like to the watchdog
  std::string coverage_path;        // non-empty: the run's code coverage (Verilator's coverage
                                    // data, read by verilator_coverage) is written here when
                                    // the Dut is destroyed (the variant must be built with
                                    // COVERAGE; see coverage_supported())
  uint64_t random_reset = 0;        // non-zero: every flop and memory of the RTL starts from a
                                    // random value drawn from this seed, not zero (the variant
                                    // must be built with RANDOM_RESET; see random_reset_supported())
  trace::TraceWriter* record_trace = nullptr;  // non-null: each clock's trace-port beats (the commit
                                               // port, writebacks, DS and vector memory beats) are
                                               // appended to this commit trace (tb/trace); the
                                               // caller writes its END record
};

// One workgroup placed on the compute unit (Dut::place): its waves' initial
// states go to the wave slots set in `slots` (lowest slot first), all with
// workgroup tag `tag` (the barrier's scope) and the LDS window
// [lds_base, lds_base + lds_size) of the unit's LDS.
struct WorkgroupPlacement {
  uint64_t slots = 0;
  std::vector<WaveState> waves;
  unsigned tag = 0;
  uint32_t lds_base = 0;
  uint32_t lds_size = 0;
};

class Dut {
 public:
  // Loads `initial` (code, buffers, per-wave registers) into the testbench
  // memory and the RTL, then launches `num_waves` waves: one workgroup with
  // the LDS allocation cfg.lds_bytes.
  Dut(const ArchState& initial, unsigned num_waves, const DutConfig& cfg);
  // Loads `common`'s memory (code, buffers) and its scratch size, and waits
  // for the LDS to clear; no wave runs until place() puts a workgroup on
  // the unit. cfg.lds_bytes is ignored: each placement names its window.
  Dut(const ArchState& common, const DutConfig& cfg);
  ~Dut();
  Dut(const Dut&) = delete;
  Dut& operator=(const Dut&) = delete;

  // Advance one clock cycle; appends the records the commit port produced.
  // Throws DutRefusal when the RTL sends a vector memory request it does not
  // execute (a lane in one of FLAT's apertures).
  void cycle(std::vector<CommitRecord>& commits, std::vector<WritebackRecord>& writebacks);
  // Every launched wave has ended, no placement is pending and no memory
  // request is outstanding.
  bool done() const;

  // Puts a workgroup on free wave slots (never launched, or ended) and
  // launches its waves together. Before the first cycle() the writes take
  // set-up clocks, not counted as cycles; afterwards they go through the
  // configuration port one per cycle (a register or a VGPR lane each) while
  // the other waves run, and the launch follows the last of them. Throws
  // std::invalid_argument for a slot that is busy or beyond the unit, a
  // window beyond the LDS, or more VGPRs than a slot has.
  void place(const WorkgroupPlacement& wg);
  // A placement's writes or launch are still pending.
  bool placing() const;
  // The slot's wave has ended (S_ENDPGM), or the slot never ran.
  bool slot_done(unsigned slot) const;
  // One slot's registers through the debug port. Its VGPRs take a clock per
  // register pass (64 / valu_lanes() a register): cycles of the run, the
  // other waves going on, their records handed out by the next cycle().
  WaveState wave_state(unsigned slot);
  uint64_t cycles() const;
  // cycle_trace_time of cycle `c` in this run's trace.
  uint64_t trace_time(uint64_t c) const;
  // Final (or current) state read through the RTL's debug port (clocks as
  // wave_state() does), plus the
  // testbench memory and the LDS allocation's bytes (read a row of 32 banks
  // per clock through the LDS debug port: only meaningful once no DS runs).
  // After placements: every slot ever launched, and the LDS from 0 to the
  // end of the highest window placed.
  ArchState state() const;
  // One line per wave: pc, ended/waiting/running, outstanding scalar-memory
  // count; for the watchdog report.
  std::string wave_status() const;
  // Compile-time configuration of the Verilated model.
  static unsigned max_waves();
  static unsigned max_vgprs();    // VGPRs per wave
  static bool random_reset_supported();
  static bool tracing_supported();  // Verilated with tracing (DutConfig::trace_path)
  static bool coverage_supported();  // Verilated with code coverage (DutConfig::coverage_path)
  static bool record_trace_supported();  // records commit traces (DutConfig::record_trace)
  static unsigned valu_lanes();   // VALU lanes (a wave takes 64 / lanes passes)
  static unsigned lds_size();     // bytes of LDS in the compute unit
  static std::string variant();   // "" or the injected bug's name
  static Gfx gfx();               // the GCN generation the compute unit decodes

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gcn
