// Which wave the golden model steps next when no RTL decides it (golden-only
// runs, the SystemC golden unit): round robin over the waves that run,
// holding a wave that has retired more S_BARRIERs than some other running
// wave of its own workgroup (GoldenModel::tag), the order a design must keep
// (tb/checker.cpp), so that the waves interleave as they could on the RTL.
#pragma once

#include <cstdint>
#include <optional>

#include "golden_model.h"

namespace gcn::golden {

class WaveScheduler {
 public:
  // The waves whose bit is set in `running` take part; the others count as
  // ended.
  WaveScheduler(unsigned num_waves, uint64_t running);

  // Adds the waves whose bit is set in `mask` to the running set (a runner
  // placing a workgroup's waves with GoldenModel::launch).
  void launch(uint64_t mask);

  // The wave to step next (the first that can run after the one stepped
  // last), or nothing when every wave has ended: an ended wave no longer
  // holds the others, so some running wave can always go on.
  std::optional<unsigned> next(const GoldenModel& model);

 private:
  bool runs(const GoldenModel& model, unsigned w) const;
  bool held(const GoldenModel& model, unsigned w) const;
  unsigned num_waves_;
  uint64_t running_;
  unsigned cursor_ = 0;
};

}  // namespace gcn::golden
