// Vector memory semantics of the golden model for the FLAT encoding's three
// segments (FLAT, GLOBAL, SCRATCH) and the untyped MUBUF rows: per-lane
// address calculation, the FLAT apertures, the private-segment swizzle and
// range check, buffer addressing through a V# with its range checks, and
// exec_vmem(), which runs a row for the active lanes of a wave in lane order. The choices
// the spec leaves open are listed in docs/design.md ("Vector memory").
#pragma once

#include <cstdint>
#include <optional>

#include "apertures.h"
#include "exec.h"

namespace gcn::golden {

enum class Segment : uint8_t { Global, Shared, Private };

// The segment a FLAT address falls into.
inline Segment flat_segment(uint64_t addr) {
  switch (flat_aperture(addr)) {
    case Aperture::Shared: return Segment::Shared;
    case Aperture::Private: return Segment::Private;
    case Aperture::None: break;
  }
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

// A buffer resource constant (V#, four SGPRs) as buffer addressing reads it
// (Vega "Buffer Resource", "Buffer Addressing"). The element size is at bits
// [116:115], where the LLVM backend puts it when it builds the scratch V#
// (the Vega table prints User VM bits there and leaves the element size out).
struct BufferResource {
  uint64_t base = 0;          // [47:0]
  uint32_t stride = 0;        // [61:48]; with add_tid, DFMT [114:111] is stride [17:14]
  bool swizzle = false;       // [63]
  uint32_t num_records = 0;   // [95:64]
  unsigned element_size = 2;  // 2 << [116:115]: 2, 4, 8 or 16 bytes
  unsigned index_stride = 8;  // 8 << [118:117]: 8, 16, 32 or 64
  bool add_tid = false;       // [119]
};
// `w` are the V#'s dwords, w[0] from the lowest SGPR; an untyped MUBUF row
// (the only rows executed) takes the 18-bit stride with add_tid.
BufferResource buffer_resource(const uint32_t w[4]);

// Which range check applies (Vega "Range Checking"): private (add_tid and
// no idxen: none), raw (no add_tid, swizzle or idxen: offset against
// num_records in bytes, per dword component), structured (no add_tid,
// stride not 0, idxen: index against num_records). None for the other
// combinations, for which the text defines no check.
enum class BufferRange : uint8_t { Private, Raw, Structured };
std::optional<BufferRange> buffer_range(const BufferResource& r, bool idxen);

// Byte offset from base + SGPR offset (Vega "Swizzled Buffer Addressing";
// linear: index * stride + offset).
uint64_t buffer_offset(const BufferResource& r, uint64_t index, uint64_t offset);

// Runs a FLAT, GLOBAL, SCRATCH or untyped MUBUF row (vmem_op.h); false for rows it has no
// case for. `scratch_lane_bytes` is the private size of each lane.
// Throws Illegal for LDS=1 (data to LDS), TFE, VGPR operands outside the
// wave's allocation, a V# whose range check the text leaves undefined, and
// an in-range access to memory no buffer maps (a memory fault: the message
// names the lane and the address); nothing is written then.
bool exec_vmem(Exec& x, uint32_t scratch_lane_bytes);

}  // namespace gcn::golden
