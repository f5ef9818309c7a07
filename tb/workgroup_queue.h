// The workgroups of a program (;; cosim: workgroups ...) on their way
// through the compute unit: which are placed, on which wave slots, which
// dispatch wave each slot holds, and when a workgroup has ended (every one
// of its slots' S_ENDPGM seen). The placement policy is WgDispatcher's; both
// sides of a lockstep run get the same placements from one queue.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "arch_state.h"
#include "program.h"
#include "wg_dispatch.h"

namespace gcn {

class WorkgroupQueue {
 public:
  // `init` holds every dispatch wave's initial state (initial_state(p)).
  // Throws DispatchError when a workgroup can never fit `cu`.
  WorkgroupQueue(const Program& p, const ArchState& init, CuResources cu);

  // One placement and the initial states of its waves, lowest slot first.
  struct Launch {
    Placement where;
    std::vector<WaveState> waves;
  };
  // The next workgroup that fits now, if any (call until nothing).
  std::optional<Launch> next();
  // Slot `slot` ended its wave: the placement it completes, if it was the
  // workgroup's last running slot.
  std::optional<Placement> on_slot_end(unsigned slot);
  // After the caller has compared it: frees the workgroup's slots and LDS.
  void release(const Placement& p) { dispatcher_.release(p.wg); }

  bool finished() const { return dispatcher_.finished(); }
  // The dispatch wave the slot holds (or last held).
  unsigned dispatch_wave(unsigned slot) const { return slot_wave_.at(slot); }
  unsigned first_wave(unsigned wg) const { return first_.at(wg); }
  unsigned max_in_flight_seen() const { return dispatcher_.max_in_flight_seen(); }

 private:
  const ArchState& init_;
  std::vector<unsigned> first_;      // first dispatch wave of each workgroup
  WgDispatcher dispatcher_;
  std::vector<unsigned> slot_wave_;  // per slot
  std::vector<unsigned> slot_wg_;    // per slot
  std::vector<Placement> placed_;    // by workgroup
  std::vector<uint64_t> running_;    // by workgroup: slots not yet ended
};

// The dispatcher's budget for a program on an RTL of `slots` wave slots,
// `lds_bytes` of LDS and `vgprs` VGPRs per slot: the program's cu_waves,
// cu_lds and in_flight where given. Throws DispatchError when the program
// asks for more than the RTL has.
CuResources program_resources(const Program& p, unsigned slots, uint32_t lds_bytes, unsigned vgprs);

// Throws DispatchError when a workgroup of `p` can never fit `cu` (before
// anything runs: bad input).
void check_workgroups(const Program& p, CuResources cu);

}  // namespace gcn
