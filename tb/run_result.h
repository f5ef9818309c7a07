// The outcome of one run: lockstep, one side alone, or a commit trace
// checked offline (tb/trace_check.h), reported the same way.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gcn {

struct RunResult {
  enum class Status { Pass, Mismatch, Error, Watchdog } status = Status::Error;
  uint64_t matched = 0;       // instructions compared (lockstep) or retired
  uint64_t writebacks = 0;    // deferred results compared
  uint64_t cycles = 0;        // RTL cycles
  uint64_t launch_time = 0;   // RTL runs: the FST time at which cycle 0 starts (Dut::trace_time)
  uint64_t lane_ops = 0;      // vector ALU lane operations: active lanes summed over VALU retirements
  uint64_t vmem_lane_ops = 0; // vector memory lane accesses: active lanes summed over vector memory retirements
  unsigned workgroups = 1;    // workgroups the program dispatched
  unsigned max_in_flight = 1; // most of them on the compute unit at once
  double seconds = 0;
  std::string summary;        // one line, e.g. "mismatch at wave 1 order 57: s_add_u32 ..."
  std::string report;         // full multi-line report (printed on failure)
  std::optional<uint64_t> illegal_pc;  // Error: the pc of the instruction that was rejected
  bool passed() const { return status == Status::Pass; }
};

const char* status_name(RunResult::Status s);

}  // namespace gcn
