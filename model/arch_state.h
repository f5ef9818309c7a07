// Architectural state visible to the checker and to --dump-state.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "commit.h"
#include "gfx.h"
#include "memory.h"

namespace gcn {

constexpr unsigned kNumScalarRegs = 128;  // operand codes 0..127 (see insn.h sreg)
constexpr unsigned kMaxVgprs = 256;
// LDS allocation of a workgroup: 64 KiB by default (the RTL's default LDS
// size), at most the 64 kB a compute unit has (Vega "State" table: "LDS ...
// 64kB").
constexpr uint32_t kDefaultLdsBytes = 64 * 1024;
constexpr uint32_t kMaxLdsBytes = 64 * 1024;
// Private memory per lane a program may declare: 64 KiB, so that the
// backing of 16 waves (64 MiB) stays inside a program's buffer budget.
constexpr uint32_t kMaxScratchLaneBytes = 64 * 1024;

using VgprLanes = std::array<uint32_t, kWaveLanes>;  // one VGPR, all lanes

// The MODE register's float fields (Vega ISA, MODE): FP_ROUND [3:0] (single
// precision [1:0], double and half [3:2]), FP_DENORM [7:4] (single [5:4],
// double and half [7:6]), DX10_CLAMP [8], IEEE [9]. The round and denorm
// modes are 2-bit values as the kernel descriptor's COMPUTE_PGM_RSRC1 holds them.
constexpr uint32_t mode_value(unsigned round_32, unsigned round_16_64, unsigned denorm_32, unsigned denorm_16_64,
                              bool dx10_clamp, bool ieee) {
  return (round_32 & 3u) | ((round_16_64 & 3u) << 2) | ((denorm_32 & 3u) << 4) | ((denorm_16_64 & 3u) << 6) |
         (uint32_t(dx10_clamp) << 8) | (uint32_t(ieee) << 9);
}

// MODE register as a wave starts with the LLVM AMDGPU code-object defaults
// (AMDGPUUsage, kernel descriptor directives): .amdhsa_float_round_mode_* 0
// (round to nearest even), .amdhsa_float_denorm_mode_32 0 (flush, MODE[5:4]),
// .amdhsa_float_denorm_mode_16_64 3 (keep, MODE[7:6]), .amdhsa_dx10_clamp 1
// (MODE[8]), .amdhsa_ieee_mode 1 (MODE[9]).
constexpr uint32_t kDefaultMode = mode_value(0, 0, 0, 3, true, true);
static_assert(kDefaultMode == 0x3C0);

struct WaveState {
  // Indexed by scalar operand code: s0..s101, flat_scratch, xnack_mask, vcc,
  // ttmp0..15, m0, (125 reserved, reads 0), exec_lo/hi.
  std::array<uint32_t, kNumScalarRegs> sgpr{};
  bool scc = false;
  uint64_t pc = 0;
  uint32_t mode = kDefaultMode;
  // The wave's VGPR allocation (0..256 registers), vgpr[r][lane].
  std::vector<VgprLanes> vgpr;
  bool ended = false;
  uint64_t exec() const { return sgpr[126] | (uint64_t(sgpr[127]) << 32); }
  uint64_t vcc() const { return sgpr[106] | (uint64_t(sgpr[107]) << 32); }
  uint32_t m0() const { return sgpr[124]; }
};

struct ArchState {
  Gfx gfx = kDefaultGfx;  // the generation whose encodings the code uses
  std::vector<WaveState> waves;
  Memory memory;
  // The workgroup's LDS contents, byte-addressed; empty = not captured (the
  // checker compares it only when both sides captured it).
  std::vector<uint8_t> lds;
  // Bytes of private (scratch) memory each lane owns: scratch offsets at or
  // beyond it are out of range (Vega "Memory Error Checking"). The wave's
  // FLAT_SCRATCH register holds the base of its 64 lanes' swizzled memory.
  uint32_t scratch_lane_bytes = 0;
};

}  // namespace gcn
