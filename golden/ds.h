// DS (local data share) semantics of the golden model: the LDS state and the
// per-lane functions of every LDS instruction, pure and testable on their own
// (tests/test_golden_lds.cpp), plus exec_ds(), which runs them for the active
// lanes of a wave in lane order. Readings the spec leaves open are listed in
// docs/design.md, section "LDS", with the passages they rest on.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "commit.h"
#include "ds_op.h"
#include "isa.h"

namespace gcn::golden {

// One workgroup's LDS allocation: `size` bytes, byte-addressed, little-endian,
// zero at the start. Every access is bounded by the allocation: limit = size.
// M0 does not bound it: the Vega text's MIN(LDS_SIZE, M0) is the GFX6-GFX8
// rule, and AMDGPUUsage ("M0", kernel prolog) says that on GFX9 "the M0
// register is not used for range checking LDS accesses" (clang-16 never sets
// M0 before DS code for gfx900). An access is split into pieces (each dword, or
// the whole access when narrower than a dword); a piece lies in range iff all
// its bytes are below the limit. Pieces out of range read 0 and are not written.
class Lds {
 public:
  explicit Lds(uint32_t size_bytes = 64 * 1024) : mem_(size_bytes, 0) {}
  uint32_t size() const { return static_cast<uint32_t>(mem_.size()); }
  const std::vector<uint8_t>& bytes() const { return mem_; }

  // Reads `n` (1..16) bytes at `addr`; out-of-range pieces read 0.
  std::array<uint8_t, 16> read(uint64_t addr, unsigned n, uint64_t limit) const;
  // Writes `n` bytes; returns the byte mask (bit b: byte addr+b) actually written.
  uint16_t write(uint64_t addr, unsigned n, const std::array<uint8_t, 16>& data, uint64_t limit);
  // Little-endian value of up to 8 bytes / store of one.
  uint64_t read_value(uint64_t addr, unsigned n, uint64_t limit) const;
  uint16_t write_value(uint64_t addr, unsigned n, uint64_t value, uint64_t limit);

 private:
  std::vector<uint8_t> mem_;
};

// The in-range byte mask of an `n`-byte access at `addr` (pieces as above).
uint16_t lds_piece_mask(uint64_t addr, unsigned n, uint64_t limit);

// What a DS row does (model/ds_op.h: the KIND and ATOMIC columns of isa.def
// and the name's type token).
using gcn::DsAtomic;
using gcn::DsKind;
using gcn::DsOp;
using gcn::ds_op;

// New memory value of an atomic on a `bytes` (4 or 8) wide location holding
// `old`, with DATA = d0 and DATA2 = d1 (Vega "LDS & GDS Instructions").
uint64_t ds_atomic(DsAtomic a, unsigned bytes, uint64_t old, uint64_t d0, uint64_t d1);

// ds_swizzle_b32: the lane whose DATA lane `lane` receives, for the 16-bit
// offset {OFFSET1, OFFSET0}.
unsigned swizzle_source_lane(uint16_t offset, unsigned lane);

using LaneValues = std::array<uint32_t, kWaveLanes>;
// Results of ds_swizzle_b32 / ds_permute_b32 / ds_bpermute_b32 for every lane
// (the caller writes the lanes EXEC enables). `addr` is VGPR[ADDR], `data` the
// data VGPR (swizzle: VGPR[ADDR] itself), `exec` the wave's EXEC.
LaneValues ds_swizzle(uint16_t offset, const LaneValues& data, uint64_t exec);
LaneValues ds_permute(uint16_t offset, const LaneValues& addr, const LaneValues& data, uint64_t exec);
LaneValues ds_bpermute(uint16_t offset, const LaneValues& addr, const LaneValues& data, uint64_t exec);

}  // namespace gcn::golden
