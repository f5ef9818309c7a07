// WgDispatcher: places the workgroups of one dispatch on one compute unit
// (CU), several at once when its wave slots, LDS and in-flight limit allow.
// Pure and deterministic: no clock, no randomness; the same calls give the
// same placements, so a co-simulation can replay them on both sides.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <vector>

namespace gcn {

// The CU's resources. `slots` wave slots (1..64, one bit each in a 64-bit
// mask), a physical LDS of `lds_bytes` (a multiple of the 512-byte
// allocation granule), a fixed VGPR partition of `vgprs_per_slot` per slot,
// and at most `max_in_flight` (>= 1) workgroups placed at once.
struct CuResources {
  unsigned slots;
  uint32_t lds_bytes;
  unsigned vgprs_per_slot;
  unsigned max_in_flight;
};

// One workgroup's needs: `waves` waves (>= 1), `lds_bytes` of LDS (rounded
// up to 512-byte blocks when placed; 0 stays 0), `vgprs` VGPRs per wave.
struct WgNeed {
  unsigned waves;
  uint32_t lds_bytes;
  unsigned vgprs;
};

// Where a workgroup went. `slots` is the mask of its wave slots (bit i =
// slot i), `tag` the lowest of them (the workgroup's name on the CU),
// [lds_base, lds_base + lds_size) its LDS window, lds_size its rounded need
// (a workgroup that needs no LDS gets base 0, size 0).
struct Placement {
  unsigned wg;
  uint64_t slots;
  unsigned tag;
  uint32_t lds_base;
  uint32_t lds_size;
};

// Why the head of the queue is not placed now. Waves: fewer free slots than
// its waves; Lds: no free LDS gap of its rounded size; InFlight: the CU
// already holds max_in_flight workgroups; Done: no workgroup is left to
// place; None: next() would place it.
enum class WaitReason { None, Waves, Lds, InFlight, Done };

// A workgroup that can never be placed, or a CU that cannot exist; the
// message names the workgroup index (or the CU field) and both numbers.
class DispatchError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The LDS allocation granule: needs are rounded up to it, windows start on it.
constexpr uint32_t kLdsGranule = 512;

class WgDispatcher {
 public:
  // Checks everything up front, so that a dispatch that starts also ends:
  // throws DispatchError for a bad CU (slots 0 or > 64, max_in_flight 0,
  // lds_bytes not a multiple of 512) and, lowest index first, for a
  // workgroup with 0 waves, more waves than slots, a rounded LDS need above
  // lds_bytes, or more VGPRs than a slot's partition. VGPRs are checked only
  // here: each slot's partition is static, so they never make a workgroup
  // wait.
  WgDispatcher(CuResources cu, std::vector<WgNeed> wgs);

  // Places the head of the queue if head_waits() is None, else returns
  // nullopt. Strictly in order: a workgroup never overtakes a blocked head,
  // even if it would fit. One placement per call; call until nullopt. The
  // head takes the lowest free slot numbers (not necessarily contiguous)
  // and the lowest-addressed free LDS gap that holds its rounded need
  // (first fit).
  std::optional<Placement> next();

  // Frees the slots and LDS window of a placed workgroup. Throws
  // std::logic_error for a workgroup that is not placed (out of range, not
  // yet placed, or already released): a caller bug, not a resource limit.
  void release(unsigned wg);

  // Why the head waits; the first failing condition in the order Waves,
  // Lds, InFlight.
  WaitReason head_waits() const;

  bool finished() const;  // every workgroup placed and released
  unsigned in_flight() const { return in_flight_; }
  unsigned max_in_flight_seen() const { return max_seen_; }
  size_t size() const { return wgs_.size(); }  // workgroups in the dispatch

 private:
  enum class State : uint8_t { Queued, Placed, Released };

  // The base of the lowest free LDS gap of `size` bytes; 0 for size 0.
  std::optional<uint32_t> find_gap(uint32_t size) const;

  CuResources cu_;
  std::vector<WgNeed> wgs_;
  std::vector<State> state_;
  std::vector<Placement> placed_;           // by workgroup, valid when Placed
  std::map<uint32_t, uint32_t> lds_used_;   // base -> size of windows in use
  uint64_t free_slots_;                     // bit i set: slot i is free
  size_t head_ = 0;                         // the next workgroup to place
  unsigned in_flight_ = 0;
  unsigned max_seen_ = 0;
};

// A need rounded up to the LDS granule, in 64 bits so that a need near
// 4 GiB does not wrap to a small size.
constexpr uint64_t lds_rounded(uint32_t bytes) {
  return (uint64_t{bytes} + kLdsGranule - 1) / kLdsGranule * kLdsGranule;
}

}  // namespace gcn
