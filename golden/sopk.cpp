// SOPK semantics (Vega ISA, "SOPK Instructions"). SIMM16 is sign-extended for
// the _I32 rows and zero-extended for the unsigned compares.
#include "exec.h"

namespace gcn::golden {

bool exec_sopk(Exec& x) {
  const Insn& in = x.insn;
  const uint32_t simm = in.simm16;
  const uint32_t ksext = uint32_t(sext(simm, 16));
  const int32_t ki = int32_t(ksext);

  // Compares: SH_SOPK_SRC carries the source operand code in the SDST field.
  auto cmp = [&](bool r) { set_scc(x, r); return true; };
  switch (in.op) {
    case Op::S_CMPK_EQ_I32: case Op::S_CMPK_LG_I32: case Op::S_CMPK_GT_I32:
    case Op::S_CMPK_GE_I32: case Op::S_CMPK_LT_I32: case Op::S_CMPK_LE_I32:
    case Op::S_CMPK_EQ_U32: case Op::S_CMPK_LG_U32: case Op::S_CMPK_GT_U32:
    case Op::S_CMPK_GE_U32: case Op::S_CMPK_LT_U32: case Op::S_CMPK_LE_U32: {
      const uint32_t s = uint32_t(read_src(x, in.sdst, 1));
      const int32_t si = int32_t(s);
      switch (in.op) {
        case Op::S_CMPK_EQ_I32: return cmp(si == ki);
        case Op::S_CMPK_LG_I32: return cmp(si != ki);
        case Op::S_CMPK_GT_I32: return cmp(si > ki);
        case Op::S_CMPK_GE_I32: return cmp(si >= ki);
        case Op::S_CMPK_LT_I32: return cmp(si < ki);
        case Op::S_CMPK_LE_I32: return cmp(si <= ki);
        case Op::S_CMPK_EQ_U32: return cmp(s == simm);
        case Op::S_CMPK_LG_U32: return cmp(s != simm);
        case Op::S_CMPK_GT_U32: return cmp(s > simm);
        case Op::S_CMPK_GE_U32: return cmp(s >= simm);
        case Op::S_CMPK_LT_U32: return cmp(s < simm);
        default: return cmp(s <= simm);  // S_CMPK_LE_U32
      }
    }
    default: break;
  }

  switch (in.op) {
    case Op::S_MOVK_I32: write_dst(x, in.sdst, 1, ksext); return true;
    case Op::S_CMOVK_I32:
      if (x.wave.scc) write_dst(x, in.sdst, 1, ksext);
      return true;
    case Op::S_ADDK_I32: {
      const uint32_t tmp = read_reg(x.wave, in.sdst);
      const uint32_t r = tmp + ksext;
      // SCC = signed overflow: tmp[31] == SIMM16[15] && tmp[31] != D[31].
      const bool ovf = (tmp >> 31) == (simm >> 15) && (tmp >> 31) != (r >> 31);
      write_dst(x, in.sdst, 1, r);
      set_scc(x, ovf);
      return true;
    }
    case Op::S_MULK_I32: write_dst(x, in.sdst, 1, uint32_t(read_reg(x.wave, in.sdst) * ksext)); return true;
    case Op::S_CALL_B64: {
      // D = PC + 4 (always 4 bytes); PC = PC + signext(SIMM16 * 4) + 4.
      const uint64_t ret = (x.pc + 4) & kPcMask;
      write_dst(x, in.sdst, 2, ret);
      x.step.commit.next_pc = (x.pc + (sext(simm, 16) << 2) + 4) & kPcMask;
      return true;
    }
    default: return false;
  }
}

}  // namespace gcn::golden
