// The access sequences a host makes on a compute unit's control socket
// (control_map.h), for every SystemC front end: load the waves' initial
// state, and read their final state back. Both queue on a ControlHost; the
// caller runs the simulation until the host is idle.
#pragma once

#include <cstdint>
#include <vector>

#include "arch_state.h"
#include "control_host.h"

namespace gcn::sc {

// Queues the writes that give waves 0..n-1 the state of `initial.waves`
// (cu_cfg::for_each_wave_write), the workgroup's LDS allocation and the
// private memory per lane.
void queue_configuration(ControlHost& host, const std::vector<WaveState>& waves, uint32_t lds_bytes,
                         uint32_t scratch_lane_bytes);

// The final state, filled in by queued reads.
class StateReadback {
 public:
  // Queues the reads of `vgprs[w]` VGPRs of each wave w, its SGPRs, SCC,
  // MODE and pc, STATUS, and `lds_bytes` of the LDS.
  StateReadback(ControlHost& host, const std::vector<size_t>& vgprs, uint32_t lds_bytes);
  // The host writes into this object: it stays where it is.
  StateReadback(const StateReadback&) = delete;
  StateReadback& operator=(const StateReadback&) = delete;
  // Once the host is idle: the waves (ended from STATUS) and the LDS; the
  // memory is the caller's to fill in.
  ArchState state() const;

 private:
  ArchState state_;
  uint32_t status_ = 0;
  std::vector<uint32_t> pc_lo_, pc_hi_, scc_;
};

}  // namespace gcn::sc
