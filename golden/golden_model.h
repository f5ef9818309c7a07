// The golden ISA model: executes one wave's next instruction at a time from its
// own copy of the architectural state and reports what it changed, in the same
// record types the RTL commit port produces (commit.h). It is the reference the
// lockstep checker compares the RTL against.
#pragma once

#include <cstdint>

#include "arch_state.h"
#include "commit.h"
#include "ref_model.h"

namespace gcn {

class GoldenModel : public RefModel {
 public:
  // Copies `initial`; waves beyond `num_waves` are ignored. Throws
  // std::invalid_argument if `initial` has fewer than `num_waves` waves.
  GoldenModel(const ArchState& initial, unsigned num_waves);

  RefStep step(unsigned wave, uint64_t order) override;
  void forward(const WritebackRecord& wb) override;
  ArchState state() const override { return state_; }
  bool wave_ended(unsigned wave) const override;
  unsigned num_waves() const { return static_cast<unsigned>(state_.waves.size()); }

 private:
  ArchState state_;
};

}  // namespace gcn
