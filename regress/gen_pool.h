// The generator's instruction pools, derived from model/isa.def: every
// supported table row lands in exactly one pool by its format, shape, flags and
// widths (no opcode lists), each with a per-row weight.
#pragma once

#include <cstdint>
#include <vector>

#include "isa.h"

namespace gcn::gen {

class Pool {
 public:
  void add(Op op, unsigned weight);
  // `r` is a uniformly random 64-bit number.
  Op pick(uint64_t r) const;
  bool empty() const { return ops_.empty(); }
  const std::vector<Op>& ops() const { return ops_; }

 private:
  std::vector<Op> ops_;
  std::vector<uint64_t> cumulative_;
};

struct Pools {
  Pool simple;    // one instruction on its own: ALU, SMEM, no-effect SOPP
  Pool alu;       // the SALU subset of `simple` (fillers, condition setters)
  Pool wscc;      // ALU rows that write SCC
  Pool alu64;     // ALU rows with a 64-bit destination (VCC setters)
  Pool exec;      // rows writing EXEC implicitly (saveexec / wrexec)
  Pool movrel;    // rows indexed by M0
  Pool branch;    // SOPP branches (conditional and not)
  Pool endpgm;    // supported program ends
  // Vector ALU rows (empty while the table marks them not executable).
  Pool valu;      // every vector row except those writing EXEC
  Pool vcmp;      // VOPC compares writing VCC / an SGPR pair (divergence conditions)
  Pool vcmpx;     // VOPC compares that also write EXEC (only inside EXEC windows)
  Pool vcarry_out, vcarry_in;  // VOP2 carry-out / carry-in rows (carry chains)
  // DS rows (the LDS profile; empty while the table marks them not executable).
  Pool ds;
  // Executable vector memory rows (vector memory episodes, gen_vmem.cpp).
  Pool vmem;
  // S_BARRIER, when executable: emitted only where every wave of the
  // workgroup passes (top level, outside divergent control flow).
  bool barrier = false;
  // The vector scaffolding rows (loop counters, lane moves) are executable, so
  // vector constructs can be generated.
  bool vflow = false;
  // Scaffolding rows, identified by shape and flags. s_call_b64 came with
  // gfx9: before it `has_call` is false and calls use s_swappc_b64.
  Op waitcnt{}, getpc{}, setpc{}, swappc{}, call{};
  bool has_call = false;
};

// The rows of one generation (model/gfx.h): those that exist there.
const Pools& pools(Gfx gfx);

}  // namespace gcn::gen
