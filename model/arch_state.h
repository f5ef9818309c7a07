// Architectural state visible to the checker and to --dump-state.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "memory.h"

namespace gcn {

constexpr unsigned kNumScalarRegs = 128;  // operand codes 0..127 (see insn.h sreg)

struct WaveState {
  // Indexed by scalar operand code: s0..s101, flat_scratch, xnack_mask, vcc,
  // ttmp0..15, m0, (125 reserved, reads 0), exec_lo/hi.
  std::array<uint32_t, kNumScalarRegs> sgpr{};
  bool scc = false;
  uint64_t pc = 0;
  bool ended = false;
  uint64_t exec() const { return sgpr[126] | (uint64_t(sgpr[127]) << 32); }
  uint64_t vcc() const { return sgpr[106] | (uint64_t(sgpr[107]) << 32); }
  uint32_t m0() const { return sgpr[124]; }
};

struct ArchState {
  std::vector<WaveState> waves;
  Memory memory;
};

}  // namespace gcn
