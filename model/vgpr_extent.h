// How many VGPRs an instruction needs: one past the highest VGPR any of its
// operands names. VGPR operands are fixed in the encoding (the design does not
// execute GPR indexing), so a program's VGPR needs are known before it runs.
#pragma once

#include "insn.h"

namespace gcn {

// 0 when the instruction names no VGPR. Operand widths are the row's
// DST/SRC0..2 dword counts, as the golden model reads and writes them.
unsigned vgpr_extent(const Insn& in);

}  // namespace gcn
