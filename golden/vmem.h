// Vector memory semantics of the golden model for the FLAT encoding's three
// segments (FLAT, GLOBAL, SCRATCH): per-lane address calculation, the FLAT
// apertures, the private-segment swizzle and range check, and exec_vmem(),
// which runs a row for the active lanes of a wave in lane order. The choices
// the spec leaves open are listed in docs/design.md ("Vector memory").
#pragma once

#include <cstdint>

#include "apertures.h"
#include "exec.h"

namespace gcn::golden {

enum class Segment : uint8_t { Global, Shared, Private };

// The segment a FLAT address falls into.
inline Segment flat_segment(uint64_t addr) {
  if ((addr >> 32) == (kSharedApertureBase >> 32)) return Segment::Shared;
  if ((addr >> 32) == (kPrivateApertureBase >> 32)) return Segment::Private;
  return Segment::Global;
}

// Byte offset, from the wave's FLAT_SCRATCH, of byte `offset` of lane `lane`'s
// private memory (Vega "Scratch": Memory_addr = flat_scratch.addr +
// swizzle(offset, threadID); "Swizzled Buffer Addressing" with the private
// segment's element size 4 and index stride 64 (AMDGPUUsage, "Private
// Segment Buffer"), index = thread ID < 64: buffer_offset =
// (offset / 4) * 4 * 64 + lane * 4 + offset % 4).
inline uint64_t scratch_swizzle(uint32_t offset, unsigned lane) {
  return (uint64_t(offset & ~3u) << 6) + 4ull * lane + (offset & 3u);
}

// GLOBAL/SCRATCH OFFSET: the 13-bit field as a signed byte offset. FLAT:
// 12-bit unsigned (the MSB ignored).
inline int64_t global_offset(uint16_t field) { return int64_t(sext(field, 13)); }
inline uint64_t flat_offset(uint16_t field) { return field & 0xFFFu; }

// Runs a FLAT, GLOBAL or SCRATCH row (vmem_op.h); false for rows it has no
// case for. `scratch_lane_bytes` is the private size of each lane.
// Throws Illegal for LDS=1 (data to LDS), VGPR operands outside the wave's
// allocation, and an access to memory no buffer maps (a memory fault: the
// message names the lane and the address); nothing is written then.
bool exec_vmem(Exec& x, uint32_t scratch_lane_bytes);

}  // namespace gcn::golden
