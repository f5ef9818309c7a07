// DS (local data share) semantics of the golden model: the LDS state and the
// per-lane functions of every LDS instruction, pure and testable on their own
// (tests/test_golden_lds.cpp), plus exec_ds(), which runs them for the active
// lanes of a wave in lane order. Readings the spec leaves open are listed in
// docs/design.md, section "LDS", with the passages they rest on.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
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
//
// An Lds either owns its bytes (the size constructor: base 0, the allocation
// is the whole physical LDS) or is a WINDOW onto a physical LDS it shares with
// other windows (several workgroups on one CU): workgroup-relative address `a`
// is physical byte base + a. Addresses, `limit` arguments and size() are
// relative to the window; the piece rule applies to the window, so no access
// through a window reaches a byte outside it.
//
// Copies: a copied owning Lds owns a copy of the bytes (value semantics, as
// before windows existed); a copied window is another window onto the SAME
// physical bytes. Whoever needs a private copy of a set of windows (a copied
// GoldenModel) copies the physical vector and builds new windows onto it.
// A moved-from Lds is empty (size 0) and may only be assigned or destroyed.
class Lds {
 public:
  explicit Lds(uint32_t size_bytes = 64 * 1024);
  // The window [base, base + size) of `physical`; throws std::invalid_argument
  // if `physical` is null or the window does not lie within it. The physical
  // vector must not be resized while windows onto it exist.
  Lds(std::shared_ptr<std::vector<uint8_t>> physical, uint32_t base, uint32_t size);
  Lds(const Lds& other);
  Lds& operator=(const Lds& other);
  Lds(Lds&& other) noexcept;
  Lds& operator=(Lds&& other) noexcept;
  ~Lds() = default;

  uint32_t size() const { return size_; }
  // Where the window starts in the physical LDS (0 for an owning Lds).
  uint32_t base() const { return base_; }
  // A copy of the window's bytes (relative address a at index a).
  std::vector<uint8_t> bytes() const;
  // The whole physical LDS the window lies in (for an owning Lds, its bytes).
  const std::vector<uint8_t>& physical() const { return *mem_; }

  // Reads `n` (1..16) bytes at `addr`; out-of-range pieces read 0.
  std::array<uint8_t, 16> read(uint64_t addr, unsigned n, uint64_t limit) const;
  // Writes `n` bytes; returns the byte mask (bit b: byte addr+b) actually written.
  uint16_t write(uint64_t addr, unsigned n, const std::array<uint8_t, 16>& data, uint64_t limit);
  // Little-endian value of up to 8 bytes / store of one.
  uint64_t read_value(uint64_t addr, unsigned n, uint64_t limit) const;
  uint16_t write_value(uint64_t addr, unsigned n, uint64_t value, uint64_t limit);

 private:
  std::shared_ptr<std::vector<uint8_t>> mem_;  // the physical LDS
  uint32_t base_ = 0;
  uint32_t size_ = 0;
  bool owning_ = true;  // copies deep-copy mem_ (else they share it)
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
