// SOPC semantics (Vega ISA, "SOPC Instructions"): compares that only write SCC.
#include "exec.h"

namespace gcn::golden {

bool exec_sopc(Exec& x) {
  const Insn& in = x.insn;
  const InsnInfo& inf = x.info();
  const uint64_t a = read_src(x, in.ssrc0, inf.src0_dw);
  const uint64_t b = read_src(x, in.ssrc1, inf.src1_dw);
  const uint32_t a32 = uint32_t(a), b32 = uint32_t(b);
  const int32_t ai = int32_t(a32), bi = int32_t(b32);
  bool r = false;
  switch (in.op) {
    case Op::S_CMP_EQ_I32: case Op::S_CMP_EQ_U32: r = a32 == b32; break;
    case Op::S_CMP_LG_I32: case Op::S_CMP_LG_U32: r = a32 != b32; break;
    case Op::S_CMP_GT_I32: r = ai > bi; break;
    case Op::S_CMP_GE_I32: r = ai >= bi; break;
    case Op::S_CMP_LT_I32: r = ai < bi; break;
    case Op::S_CMP_LE_I32: r = ai <= bi; break;
    case Op::S_CMP_GT_U32: r = a32 > b32; break;
    case Op::S_CMP_GE_U32: r = a32 >= b32; break;
    case Op::S_CMP_LT_U32: r = a32 < b32; break;
    case Op::S_CMP_LE_U32: r = a32 <= b32; break;
    case Op::S_BITCMP0_B32: r = ((a32 >> (b32 & 31)) & 1) == 0; break;
    case Op::S_BITCMP1_B32: r = ((a32 >> (b32 & 31)) & 1) == 1; break;
    case Op::S_BITCMP0_B64: r = ((a >> (b32 & 63)) & 1) == 0; break;
    case Op::S_BITCMP1_B64: r = ((a >> (b32 & 63)) & 1) == 1; break;
    case Op::S_CMP_EQ_U64: r = a == b; break;
    case Op::S_CMP_LG_U64: r = a != b; break;
    default: return false;
  }
  set_scc(x, r);
  return true;
}

}  // namespace gcn::golden
