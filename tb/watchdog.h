// The run watchdog: stops a program that will not end, and says which limit
// fired and how to raise it. Limits are deterministic (retired instructions,
// cycles, cycles without a retirement) except the wall-clock backstop.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace gcn {

// 0 in a budget means "derive from the program" (instructions, cycles) or
// "no limit" (seconds).
struct WatchdogLimits {
  uint64_t max_instructions = 0;  // retired instructions, all waves
  uint64_t max_cycles = 0;        // RTL cycles
  uint64_t stall_cycles = 20'000; // RTL cycles without a retirement (a hung design)
  double max_seconds = 120;       // wall clock (a backstop; depends on the machine)
};

// Defaults scaled to the program: a program of N static instructions in W
// waves may retire kBaseInstructions + kRetiredPerStatic * N * W instructions
// (room for loops), in kCyclesPerInstruction cycles per instruction budgeted.
// A one-instruction infinite loop is stopped after ~10k retirements, a few
// seconds of RTL simulation on a 2-core machine.
constexpr uint64_t kBaseInstructions = 10'000;
constexpr uint64_t kRetiredPerStatic = 50;
constexpr uint64_t kCyclesPerInstruction = 40;

class Watchdog {
 public:
  Watchdog(const WatchdogLimits& limits, uint64_t static_instructions, unsigned waves);

  // A one-line summary when a limit is exceeded (checked per cycle; the clock
  // is read every 1024 calls).
  std::optional<std::string> check(uint64_t cycles, uint64_t retired, uint64_t last_retire_cycle);
  // The same for the golden model alone (no cycles).
  std::optional<std::string> check_retired(uint64_t retired);

  uint64_t max_instructions() const { return max_instructions_; }
  uint64_t max_cycles() const { return max_cycles_; }

 private:
  std::optional<std::string> check_clock();

  uint64_t max_instructions_, max_cycles_, stall_cycles_;
  double max_seconds_;
  std::string instruction_basis_;  // how the instruction budget was derived
  std::chrono::steady_clock::time_point start_;
  uint32_t calls_ = 0;
};

}  // namespace gcn
