// What an instruction adds to its wave's S_WAITCNT counters when it issues;
// the same amount is taken off when it completes. One rule for the RTL's
// counting (the generated op_lgkm_inc and op_vm_inc), the shrinker's wait
// analysis and the tests.
#pragma once

#include "isa.h"

namespace gcn {

struct WaitIncrement {
  unsigned vm = 0;    // VM_CNT
  unsigned lgkm = 0;  // LGKM_CNT
  bool operator==(const WaitIncrement& o) const { return vm == o.vm && lgkm == o.lgkm; }
};

// Vega "Data Dependency Resolution" (VM_CNT: vector memory; LGKM_CNT: LDS,
// GDS, constant (SMEM), message), "Scalar Memory Operations: Dependency
// Checking" (an SMEM instruction adds 1 for a fetch of a single dword, 2
// for two or more, S_MEMTIME counting as a two-dword fetch) and "Flat
// Memory Instructions" (FLAT adds to both; GLOBAL and SCRATCH only to
// VM_CNT). Memory dwords, not SDATA dwords, decide the SMEM amount: a
// 32-bit CMPSWAP (two SDATA dwords) moves one dword of memory. The cache
// maintenance and probe rows move none and add 1 ("any SMEM operation
// increments LGKM_CNT").
WaitIncrement wait_increment(const InsnInfo& i);

}  // namespace gcn
