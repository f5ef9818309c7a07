// V_SCREEN_PARTITION_4SE_B32 (VOP1 opcode 55): D.u = TABLE[S0.u[7:0]], the
// table of valu_screen_table.h (shared with the RTL through gen_screen_pkg).
#include "valu.h"
#include "valu_screen_table.h"

namespace gcn::golden::valu {

uint32_t screen_partition_4se(uint32_t s0) { return kScreenPartition4se[s0 & 0xFF]; }

}  // namespace gcn::golden::valu
