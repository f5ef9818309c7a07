// The narrow interface the lockstep checker uses to talk to a reference model
// (after lowRISC Ibex's dv/cosim/cosim.h). The golden model implements it; the
// checker never sees anything else of the model.
#pragma once

#include <optional>
#include <string>

#include "arch_state.h"
#include "commit.h"

namespace gcn {

struct RefStep {
  CommitRecord commit;                        // what the instruction did now
  std::optional<ExpectedWriteback> writeback; // a scalar-memory result due later
  std::string error;  // non-empty when commit.illegal: names the instruction
};

class RefModel {
 public:
  virtual ~RefModel() = default;
  // Execute the next instruction of `wave` (the one the DUT just retired).
  // `order` is the DUT's order number, copied into the returned record.
  virtual RefStep step(unsigned wave, uint64_t order) = 0;
  // Accept a value the model cannot predict (S_MEMTIME/S_MEMREALTIME result).
  virtual void forward(const WritebackRecord& wb) = 0;
  virtual ArchState state() const = 0;
  virtual bool wave_ended(unsigned wave) const = 0;
  // The workgroup a wave belongs to (the barrier's scope): all one by default.
  virtual unsigned workgroup(unsigned /*wave*/) const { return 0; }
  // One wave's registers (the default copies the whole state).
  virtual WaveState wave_state(unsigned wave) const { return state().waves.at(wave); }
};

}  // namespace gcn
