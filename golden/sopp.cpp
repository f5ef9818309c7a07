// SOPP semantics (Vega ISA, "SOPP Instructions"): program control. Branch
// targets are PC + signext(SIMM16 * 4) + 4 with PC the branch's own address.
#include "exec.h"

namespace gcn::golden {

bool exec_sopp(Exec& x) {
  const Insn& in = x.insn;
  const WaveState& w = x.wave;
  const uint64_t target = (x.pc + (sext(in.simm16, 16) << 2) + 4) & kPcMask;
  auto branch_if = [&](bool taken) {
    if (taken) x.step.commit.next_pc = target;
    return true;
  };
  switch (in.op) {
    // No architectural effect (design.md). S_WAITCNT only affects timing: the
    // model applies every result at retirement. S_BARRIER only orders waves:
    // the model steps them in the design's retirement order, and the checker
    // checks the barrier property on that order (tb/checker.cpp).
    case Op::S_BARRIER:
    case Op::S_NOP: case Op::S_WAKEUP: case Op::S_WAITCNT: case Op::S_SLEEP:
    case Op::S_SETPRIO: case Op::S_ICACHE_INV: case Op::S_INCPERFLEVEL:
    case Op::S_DECPERFLEVEL:
      return true;
    case Op::S_ENDPGM:
      x.step.commit.endpgm = true;
      x.wave.ended = true;
      return true;
    case Op::S_BRANCH: return branch_if(true);
    case Op::S_CBRANCH_SCC0: return branch_if(!w.scc);
    case Op::S_CBRANCH_SCC1: return branch_if(w.scc);
    case Op::S_CBRANCH_VCCZ: return branch_if(w.vcc() == 0);
    case Op::S_CBRANCH_VCCNZ: return branch_if(w.vcc() != 0);
    case Op::S_CBRANCH_EXECZ: return branch_if(w.exec() == 0);
    case Op::S_CBRANCH_EXECNZ: return branch_if(w.exec() != 0);
    default: return false;
  }
}

}  // namespace gcn::golden
