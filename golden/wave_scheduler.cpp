// Round-robin wave selection with the barrier order (wave_scheduler.h).
#include "wave_scheduler.h"

namespace gcn::golden {

WaveScheduler::WaveScheduler(unsigned num_waves, uint64_t running)
    : num_waves_(num_waves), running_(running) {}

bool WaveScheduler::runs(const GoldenModel& model, unsigned w) const {
  return ((running_ >> w) & 1) && !model.wave_ended(w);
}

void WaveScheduler::launch(uint64_t mask) { running_ |= mask; }

bool WaveScheduler::held(const GoldenModel& model, unsigned w) const {
  // Only waves of w's own workgroup (same tag) hold it: S_BARRIER synchronizes
  // the waves of one workgroup.
  for (unsigned v = 0; v < num_waves_; ++v)
    if (v != w && runs(model, v) && model.tag(v) == model.tag(w) &&
        model.barriers_retired(v) < model.barriers_retired(w))
      return true;
  return false;
}

std::optional<unsigned> WaveScheduler::next(const GoldenModel& model) {
  for (unsigned k = 0; k < num_waves_; ++k) {
    const unsigned w = (cursor_ + k) % num_waves_;
    if (runs(model, w) && !held(model, w)) {
      cursor_ = (w + 1) % num_waves_;
      return w;
    }
  }
  return std::nullopt;
}

}  // namespace gcn::golden
