// Retirement records: what one retired instruction changed. The golden model and
// the RTL commit port (through the DUT wrapper, or a trace captured elsewhere)
// both produce these types, so the lockstep checker compares like with like.
// Modelled on RVFI: one record per retired instruction with a unique, gap-free
// order number.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gcn {

constexpr unsigned kWaveLanes = 64;  // GFX9 wave64

// A write of 1..16 consecutive scalar registers, starting at operand code `reg`
// (0..127: s0..s101, flat_scratch, xnack_mask, vcc, ttmp, m0, exec).
struct SgprWrite {
  uint8_t reg = 0;
  uint8_t count = 0;  // dwords
  std::array<uint32_t, 16> data{};
  bool operator==(const SgprWrite& o) const;
};

// A write of `count` consecutive VGPRs starting at v[reg] (0..255) in the lanes
// set in `lanes` (EXEC, possibly narrowed by the instruction). data[d][l] is
// dword d of lane l's result; lanes outside `lanes` carry no data and are
// ignored by ==.
struct VgprWrite {
  uint16_t reg = 0;
  uint8_t count = 0;   // dwords per lane, 1..4
  uint64_t lanes = 0;
  std::array<std::array<uint32_t, kWaveLanes>, 4> data{};
  bool operator==(const VgprWrite& o) const;
};

enum class MemOpKind : uint8_t {
  Store = 0,
  // Atomics: the record carries the operand data (src, and cmp for CMPSWAP);
  // the resulting memory value is compared at the end of the run.
  AtomicSwap, AtomicCmpswap, AtomicAdd, AtomicSub, AtomicSmin, AtomicUmin,
  AtomicSmax, AtomicUmax, AtomicAnd, AtomicOr, AtomicXor, AtomicInc, AtomicDec,
};
const char* mem_op_name(MemOpKind k);

// Request kinds of the compute unit's memory ports (dm_req_kind_o,
// vm_req_kind_o) beyond MemOpKind: a load, and no access (a MUBUF component
// the range check drops: nothing happens and the reply carries zero data).
// tools/gen_sv_pkg gives the RTL these as MEM_KIND_LOAD and MEM_KIND_NONE.
constexpr unsigned kMemKindLoad = 15;
constexpr unsigned kMemKindNone = 14;
static_assert(kMemKindNone > unsigned(MemOpKind::AtomicDec), "port kinds past MemOpKind");

// A memory write issued by a retired instruction. Dword granular: `dw_mask`
// bit i set means data[i] is written to addr + 4*i (buffer range checks clear
// bits). For atomics, `is64` selects the 64-bit form; data holds the operand.
struct MemWrite {
  MemOpKind kind = MemOpKind::Store;
  uint64_t addr = 0;
  uint8_t count = 0;      // dwords of data
  uint8_t dw_mask = 0;    // dwords actually performed
  bool is64 = false;
  bool returns = false;   // atomic with GLC: pre-op value comes back later
  std::array<uint32_t, 4> data{};
  bool operator==(const MemWrite& o) const;
};

// An LDS write by a retired DS instruction. One record per access slot of the
// instruction: slot 0 is ADDR + OFFSET (or + OFFSET0 * stride), slot 1 the
// OFFSET1 access of write2/wrxchg2. Checked lane by lane like VgprWrite: for
// each lane in `lanes` (active, and at least one byte in range), addr[l] is the
// byte address of the access, byte_mask[l] bit b says byte addr[l]+b was
// written (bytes of out-of-range dwords are clear), and data[d][l] holds bytes
// 4d..4d+3 of the stored value, little-endian. Atomics record the value they
// stored (the golden model predicts it: it steps waves in retirement order).
struct LdsWrite {
  uint8_t slot = 0;
  uint8_t bytes = 0;  // access size per lane: 1, 2, 4, 8, 12 or 16
  uint64_t lanes = 0;
  std::array<uint32_t, kWaveLanes> addr{};
  std::array<uint16_t, kWaveLanes> byte_mask{};
  std::array<std::array<uint32_t, kWaveLanes>, 4> data{};
  bool operator==(const LdsWrite& o) const;
};

// One piece of a vector memory write (FLAT, GLOBAL, SCRATCH): `bytes`
// contiguous bytes at byte address `addr`, issued by lane `lane`. A lane's
// access is one piece, except in the private (scratch) segment, whose
// swizzle puts every dword of the lane's offset space elsewhere: one piece per
// dword element touched. For stores `data` holds the bytes stored; for atomics
// `bytes` is the memory width (4 or 8) and `data` the operand (CMPSWAP: src,
// then cmp), the memory result being compared at the end of the run.
struct MemPiece {
  uint8_t lane = 0;
  uint8_t bytes = 0;
  uint64_t addr = 0;
  std::array<uint8_t, 16> data{};
  bool operator==(const MemPiece& o) const = default;
};

// The memory writes of one vector memory instruction, pieces in lane order
// (and, within a lane, in offset order). Out-of-range pieces (scratch beyond
// the lane's size) are dropped and not listed. `returns`: an atomic with GLC,
// whose pre-op values come back later as a deferred VGPR write.
struct VmemWrite {
  MemOpKind kind = MemOpKind::Store;
  bool returns = false;
  std::vector<MemPiece> pieces;
  bool operator==(const VmemWrite& o) const = default;
};

struct CommitRecord {
  uint64_t order = 0;  // unique, gap-free across all waves
  unsigned wave = 0;
  uint64_t pc = 0;
  uint64_t next_pc = 0;
  std::array<uint32_t, 3> words{};  // instruction dwords (incl. literal)
  unsigned nwords = 0;
  std::vector<SgprWrite> sgpr;      // immediate scalar-register writes (<= 2)
  std::optional<bool> scc;          // SCC written with this value
  std::vector<VgprWrite> vgpr;      // vector-register writes, active lanes only
  // EXEC the instruction executed under. Context for reports only: the checker
  // takes it from the reference and never compares it (lane masks are
  // compared through VgprWrite::lanes).
  uint64_t exec_in = 0;
  std::optional<MemWrite> mem;      // memory write (stores and atomics)
  std::vector<LdsWrite> lds;        // LDS writes of a DS instruction (0..2), or of FLAT into the shared aperture
  std::optional<VmemWrite> vmem;    // memory writes of a vector memory store or atomic
  bool deferred = false;            // a scalar-memory result will arrive later
  bool endpgm = false;              // the wave ended
  bool illegal = false;             // rejected: unsupported or invalid instruction
};

// The data of a scalar memory load (or atomic with return, or S_MEMTIME)
// arriving after its instruction retired. `order` names that instruction.
// A DS instruction's return data (LDS reads, atomics with return,
// swizzle/permute/bpermute) arrives the same way, as `vgpr` (with sgpr.count =
// 0): the VGPRs written when the LDS reply arrives, active lanes only.
struct WritebackRecord {
  uint64_t order = 0;
  unsigned wave = 0;
  SgprWrite sgpr;
  std::optional<VgprWrite> vgpr;
};

// Expected deferred result, produced by the golden model when it executes a
// scalar memory instruction. When `forwarded` (S_MEMTIME, S_MEMREALTIME) the
// value cannot be predicted: the checker takes the RTL's value and hands it to
// the model instead of comparing.
struct ExpectedWriteback {
  uint64_t order = 0;
  unsigned wave = 0;
  SgprWrite sgpr;
  bool forwarded = false;
  // DS return data (LDS reads, atomics with return, swizzle/permute): VGPRs
  // written when the LDS reply arrives (LGKM_CNT), active lanes only. The
  // scalar part is then empty (sgpr.count = 0).
  std::optional<VgprWrite> vgpr;
};

}  // namespace gcn
