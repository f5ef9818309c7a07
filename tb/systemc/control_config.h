// The control-register writes that load waves' initial state, the
// workgroup's LDS allocation and the private memory per lane
// (control_map.h), for any host with write(addr, value): the SystemC
// platform's ControlHost and the FPGA shell's AXI4-Lite master alike.
#pragma once

#include <cstdint>
#include <vector>

#include "arch_state.h"
#include "control_map.h"
#include "cu_config.h"

namespace gcn::sc {

template <class Host>
void write_configuration(Host& host, const std::vector<WaveState>& waves, uint32_t lds_bytes,
                         uint32_t scratch_lane_bytes) {
  for (unsigned w = 0; w < waves.size(); ++w) {
    host.write(control::kCfgWave, w);
    cu_cfg::for_each_wave_write(
        waves[w],
        [&](unsigned reg, uint32_t value) {
          host.write(control::kCfgReg, reg);
          host.write(control::kCfgData, value);
        },
        [&](unsigned reg, unsigned lane, uint32_t value) {
          host.write(control::kVgprReg, reg);
          host.write(control::kVgprLane, lane);
          host.write(control::kVgprData, value);
        });
  }
  host.write(control::kCfgWave, 0);
  host.write(control::kCfgReg, cu_cfg::kLdsAlloc);
  host.write(control::kCfgData, lds_bytes);
  host.write(control::kCfgReg, cu_cfg::kScratch);
  host.write(control::kCfgData, scratch_lane_bytes);
}

}  // namespace gcn::sc
