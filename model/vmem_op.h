// What a FLAT, GLOBAL, SCRATCH or MUBUF row does, as one record read off its name
// (isa.def): load, store or atomic, the access size, sign extension, the D16
// half and the atomic operation. The golden model (golden/vmem.cpp) executes
// from it; the same reading is meant for the RTL's decode package, so both
// sides take one view of the table.
#pragma once

#include "commit.h"
#include "isa.h"

namespace gcn {

enum class VmemKind : uint8_t { Unsupported, Load, Store, Atomic };

struct VmemOp {
  VmemKind kind = VmemKind::Unsupported;
  unsigned bytes = 0;     // memory bytes per lane: 1, 2, 4, 8, 12, 16 (atomics 4 or 8)
  bool sign = false;      // narrow load: sign-extend (SBYTE, SSHORT)
  bool d16 = false;       // load of 8/16 bits into one half of VDST, the other half kept
  bool hi = false;        // D16 load into VDST[31:16]; narrow store from DATA[23:16] / [31:16]
  DsAtomic atomic = DsAtomic::None;  // the LDS atomic with the same arithmetic
  MemOpKind mem_kind = MemOpKind::Store;  // the write record's kind (stores: Store)
};

// The record of a FLAT/GLOBAL/SCRATCH row or an untyped MUBUF row (loads,
// stores, atomics of a size the name gives); kind Unsupported for the MUBUF
// FORMAT rows and rows of other formats. Atomics map onto the DS operations of the same pseudo-code
// (Vega "FLAT, Scratch and Global Instructions": SWAP = WRXCHG, CMPSWAP =
// CMPST with cmp = DATA[1] and src = DATA[0], SMIN = MIN_I, ...).
VmemOp vmem_op(const InsnInfo& i);

}  // namespace gcn
