// What a DS row does, as one record: its kind and atomic operation (the KIND
// and ATOMIC columns of isa.def) and what its name's type token and suffixes
// say (element size, sign, d16, hi, return, the read2/write2 stride). Read by
// the golden model (golden/ds*.cpp) and by gen_sv_pkg for the RTL's DS
// control, so both sides run on the same reading of the table.
#pragma once

#include "isa.h"

namespace gcn {

struct DsOp {
  DsKind kind = DsKind::Unsupported;
  unsigned bytes = 0;       // bytes per element (1, 2, 4, 8, 12, 16)
  bool sign = false;        // narrow read: sign-extend
  bool d16 = false;         // narrow read: returns 16 bits into half of VDST, other half kept
  bool hi = false;          // d16 read into VDST[31:16] / narrow write from DATA[23:16] or [31:16]
  bool rtn = false;         // atomic returns the pre-op value
  DsAtomic atomic = DsAtomic::None;
  unsigned stride = 0;      // read2/write2/wrxchg2: bytes per OFFSET0/OFFSET1 unit
};
// The record of a DS row; kind Unsupported (and nothing else set) for F_UNSUP
// DS rows and rows of other formats.
DsOp ds_op(const InsnInfo& i);

// The atomic's name as the RTL's gcn_lds_atomic_pkg::lds_atomic_e spells it
// after "LDS_AT_" (isa.def (atomic section)); "?" for None.
const char* ds_atomic_sv_name(DsAtomic a);

}  // namespace gcn
