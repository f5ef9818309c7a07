#include "wg_dispatch.h"

#include <bitset>
#include <string>
#include <utility>

namespace gcn {

namespace {

std::string wg_name(size_t i) { return "workgroup " + std::to_string(i); }

unsigned popcount(uint64_t mask) { return static_cast<unsigned>(std::bitset<64>(mask).count()); }

void check_cu(const CuResources& cu) {
  if (cu.slots == 0 || cu.slots > 64)
    throw DispatchError("the CU has " + std::to_string(cu.slots) +
                        " wave slots; it must have 1 to 64");
  if (cu.max_in_flight == 0)
    throw DispatchError("the CU allows 0 workgroups in flight; it must allow at least 1");
  if (cu.lds_bytes % kLdsGranule != 0)
    throw DispatchError("the CU's LDS of " + std::to_string(cu.lds_bytes) +
                        " bytes is not a multiple of " + std::to_string(kLdsGranule) + " bytes");
}

void check_wg(const CuResources& cu, size_t i, const WgNeed& w) {
  if (w.waves == 0)
    throw DispatchError(wg_name(i) + " needs 0 waves; a workgroup has at least 1");
  if (w.waves > cu.slots)
    throw DispatchError(wg_name(i) + " needs " + std::to_string(w.waves) +
                        " waves; the CU has " + std::to_string(cu.slots) + " wave slots");
  if (lds_rounded(w.lds_bytes) > cu.lds_bytes)
    throw DispatchError(wg_name(i) + " needs " + std::to_string(lds_rounded(w.lds_bytes)) +
                        " bytes of LDS (" + std::to_string(w.lds_bytes) + " rounded up to " +
                        std::to_string(kLdsGranule) + "-byte blocks); the CU has " +
                        std::to_string(cu.lds_bytes) + " bytes");
  if (w.vgprs > cu.vgprs_per_slot)
    throw DispatchError(wg_name(i) + " needs " + std::to_string(w.vgprs) +
                        " VGPRs per wave; a wave slot has " + std::to_string(cu.vgprs_per_slot));
}

}  // namespace

WgDispatcher::WgDispatcher(CuResources cu, std::vector<WgNeed> wgs)
    : cu_(cu), wgs_(std::move(wgs)), state_(wgs_.size(), State::Queued), placed_(wgs_.size()) {
  check_cu(cu_);
  for (size_t i = 0; i < wgs_.size(); ++i) check_wg(cu_, i, wgs_[i]);
  free_slots_ = cu_.slots == 64 ? ~uint64_t{0} : (uint64_t{1} << cu_.slots) - 1;
}

std::optional<uint32_t> WgDispatcher::find_gap(uint32_t size) const {
  if (size == 0) return 0;
  uint32_t cursor = 0;  // end of the previous window in use
  for (const auto& [base, len] : lds_used_) {
    if (base - cursor >= size) return cursor;
    cursor = base + len;
  }
  if (cu_.lds_bytes - cursor >= size) return cursor;
  return std::nullopt;
}

WaitReason WgDispatcher::head_waits() const {
  if (head_ == wgs_.size()) return WaitReason::Done;
  const WgNeed& w = wgs_[head_];
  if (popcount(free_slots_) < w.waves) return WaitReason::Waves;
  if (!find_gap(static_cast<uint32_t>(lds_rounded(w.lds_bytes)))) return WaitReason::Lds;
  if (in_flight_ >= cu_.max_in_flight) return WaitReason::InFlight;
  return WaitReason::None;
}

std::optional<Placement> WgDispatcher::next() {
  if (head_waits() != WaitReason::None) return std::nullopt;
  const unsigned wg = static_cast<unsigned>(head_++);
  const WgNeed& w = wgs_[wg];
  // The lowest free slots: clear the lowest set bit of the free mask, waves times.
  uint64_t mask = 0;
  for (unsigned n = 0; n < w.waves; ++n) {
    const uint64_t low = free_slots_ & (~free_slots_ + 1);
    mask |= low;
    free_slots_ &= ~low;
  }
  unsigned tag = 0;
  while (!(mask >> tag & 1)) ++tag;
  const auto size = static_cast<uint32_t>(lds_rounded(w.lds_bytes));
  const uint32_t base = *find_gap(size);
  if (size != 0) lds_used_.emplace(base, size);
  placed_[wg] = Placement{wg, mask, tag, base, size};
  state_[wg] = State::Placed;
  if (++in_flight_ > max_seen_) max_seen_ = in_flight_;
  return placed_[wg];
}

void WgDispatcher::release(unsigned wg) {
  if (wg >= wgs_.size() || state_[wg] != State::Placed)
    throw std::logic_error("release of " + wg_name(wg) + ", which is not placed");
  const Placement& p = placed_[wg];
  free_slots_ |= p.slots;
  if (p.lds_size != 0) lds_used_.erase(p.lds_base);
  state_[wg] = State::Released;
  --in_flight_;
}

bool WgDispatcher::finished() const { return head_ == wgs_.size() && in_flight_ == 0; }

}  // namespace gcn
