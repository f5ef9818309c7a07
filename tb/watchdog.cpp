#include "watchdog.h"

#include <fmt/format.h>

namespace gcn {

Watchdog::Watchdog(const WatchdogLimits& l, uint64_t static_instructions, unsigned waves)
    : stall_cycles_(l.stall_cycles), max_seconds_(l.max_seconds), start_(std::chrono::steady_clock::now()) {
  if (l.max_instructions) {
    max_instructions_ = l.max_instructions;
    instruction_basis_ = "--max-instructions";
  } else {
    max_instructions_ = kBaseInstructions + kRetiredPerStatic * static_instructions * waves;
    instruction_basis_ = fmt::format("{} + {} x {} static instructions x {} waves; raise with --max-instructions",
                                     kBaseInstructions, kRetiredPerStatic, static_instructions, waves);
  }
  max_cycles_ = l.max_cycles ? l.max_cycles : kCyclesPerInstruction * max_instructions_;
}

std::optional<std::string> Watchdog::check(uint64_t cycles, uint64_t retired, uint64_t last_retire_cycle) {
  if (retired > max_instructions_)
    return fmt::format("retired-instruction budget of {} exceeded ({})", max_instructions_, instruction_basis_);
  if (cycles > max_cycles_)
    return fmt::format("cycle budget of {} exceeded after {} retired instructions (raise with --max-cycles)",
                       max_cycles_, retired);
  if (cycles - last_retire_cycle > stall_cycles_)
    return fmt::format("no instruction retired for {} cycles (cycle {}, retired {}; raise with --stall-cycles)",
                       stall_cycles_, cycles, retired);
  return check_clock();
}

std::optional<std::string> Watchdog::check_retired(uint64_t retired) {
  if (retired > max_instructions_)
    return fmt::format("retired-instruction budget of {} exceeded ({})", max_instructions_, instruction_basis_);
  return check_clock();
}

std::optional<std::string> Watchdog::check_clock() {
  if (max_seconds_ <= 0 || (++calls_ & 1023) != 0) return std::nullopt;
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  if (s <= max_seconds_) return std::nullopt;
  return fmt::format("wall-clock limit of {:g} s exceeded (machine-dependent; raise with --max-seconds, 0 = none)",
                     max_seconds_);
}

}  // namespace gcn
