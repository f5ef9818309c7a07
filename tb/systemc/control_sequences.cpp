// Configuration and readback through the control socket (control_sequences.h).
#include "control_sequences.h"

#include <algorithm>

#include "control_config.h"
#include "control_map.h"

namespace gcn::sc {

void queue_configuration(ControlHost& host, const std::vector<WaveState>& waves, uint32_t lds_bytes,
                         uint32_t scratch_lane_bytes) {
  write_configuration(host, waves, lds_bytes, scratch_lane_bytes);
}

StateReadback::StateReadback(ControlHost& host, const std::vector<size_t>& vgprs, uint32_t lds_bytes)
    : pc_lo_(vgprs.size()), pc_hi_(vgprs.size()), scc_(vgprs.size()) {
  namespace c = control;
  state_.waves.resize(vgprs.size());
  host.read(c::kStatus, &status_);
  for (unsigned w = 0; w < vgprs.size(); ++w) {
    WaveState& ws = state_.waves[w];
    host.write(c::kDbgWave, w);
    for (unsigned r = 0; r < kNumScalarRegs; ++r) {
      host.write(c::kDbgReg, r);
      host.read(c::kDbgSgpr, &ws.sgpr[r]);
    }
    host.read(c::kDbgScc, &scc_[w]);
    host.read(c::kDbgMode, &ws.mode);
    ws.vgpr.resize(vgprs[w]);
    for (unsigned r = 0; r < ws.vgpr.size(); ++r) {
      host.write(c::kDbgVgprReg, r);
      for (unsigned l = 0; l < kWaveLanes; ++l) {
        host.write(c::kDbgVgprLane, l);
        host.read(c::kDbgVgpr, &ws.vgpr[r][l]);
      }
    }
    host.read(c::kDbgPcLo, &pc_lo_[w]);
    host.read(c::kDbgPcHi, &pc_hi_[w]);
  }
  // A row (128 bytes) per access.
  state_.lds.assign(lds_bytes, 0);
  for (uint32_t row = 0; row * 128 < lds_bytes; ++row) {
    host.write(c::kDbgLdsRow, row);
    host.read_block(c::kDbgLdsData, state_.lds.data() + row * 128, std::min(128u, lds_bytes - row * 128));
  }
}

ArchState StateReadback::state() const {
  ArchState s = state_;
  for (unsigned w = 0; w < s.waves.size(); ++w) {
    WaveState& ws = s.waves[w];
    ws.pc = uint64_t(pc_hi_[w]) << 32 | pc_lo_[w];
    ws.scc = scc_[w] != 0;
    ws.ended = (status_ >> w) & 1;
  }
  return s;
}

}  // namespace gcn::sc
