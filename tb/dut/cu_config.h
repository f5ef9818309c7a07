// The compute unit's configuration port (cfg_reg_i selectors beyond the
// scalar registers, gcn_cu.sv) and the writes a dispatcher makes through it
// before launch; every testbench front end (tb/dut/dut.cpp, the SystemC
// platform, README's sc_main) loads a wave with the same sequence.
#pragma once

#include <cstdint>

#include "arch_state.h"

namespace gcn::cu_cfg {

#define GCN_CU_CFG(CXX, SV, CODE, TEXT) constexpr unsigned CXX = CODE;
#include "cu_config.def"
#undef GCN_CU_CFG
constexpr unsigned kReservedReg = 125;  // an SGPR index no register answers to: never configured

// The writes that give wave state `s`: scalar(selector, value) for each
// SGPR but the reserved one, SCC, MODE, then vgpr(reg, lane, value) for each
// lane of each VGPR, then scalar() for the pc's two halves.
template <typename Scalar, typename Vgpr>
void for_each_wave_write(const WaveState& s, Scalar&& scalar, Vgpr&& vgpr) {
  for (unsigned r = 0; r < kNumScalarRegs; ++r)
    if (r != kReservedReg) scalar(r, s.sgpr[r]);
  scalar(kScc, s.scc ? 1u : 0u);
  scalar(kMode, s.mode);
  for (unsigned r = 0; r < s.vgpr.size(); ++r)
    for (unsigned l = 0; l < kWaveLanes; ++l) vgpr(r, l, s.vgpr[r][l]);
  scalar(kPcLo, uint32_t(s.pc));
  scalar(kPcHi, uint32_t(s.pc >> 32) & 0xFFFFu);
}

}  // namespace gcn::cu_cfg
