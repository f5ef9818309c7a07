// Vector rows that cross lanes or write other than one VGPR under EXEC
// (Vega ISA VOP1/VOP3A tables; the EXEC rules are docs/design.md
// "Vector ALU EXEC rules"):
// - V_READFIRSTLANE_B32: SGPR = S0 of the lowest lane set in EXEC, lane 0
//   when EXEC is 0.
// - V_READLANE_B32: SGPR = S0 of lane S1[5:0]; EXEC ignored.
// - V_WRITELANE_B32: v[D] in lane S1[5:0] only = S0 (scalar); EXEC ignored.
// - V_SWAP_B32: in EXEC lanes, D and S0 exchange values; recorded as two VGPR
//   writes, D first.
// - V_NOP, V_CLREXCP: no architectural effect this model tracks.
#include <bit>

#include <fmt/format.h>

#include "valu.h"

namespace gcn::golden::valu {

namespace {

unsigned lane_select(const Exec& x, unsigned code) {
  if (code >= sreg::VGPR0)
    throw Illegal(fmt::format("{}: the lane select must be a scalar operand", x.where()));
  return static_cast<unsigned>(read_src(x, code, 1)) & 63;
}

}  // namespace

bool exec_lane_op(Exec& x) {
  const Insn& in = x.insn;
  WaveState& w = x.wave;
  const uint64_t exec = w.exec();
  switch (in.op) {
    case Op::V_NOP:
    case Op::V_CLREXCP: return true;
    case Op::V_READFIRSTLANE_B32: {
      const Source s = resolve_source(x, in.src0, 1);
      const unsigned lane = exec == 0 ? 0 : unsigned(std::countr_zero(exec));
      write_dst(x, in.sdst, 1, s.value(w, lane) & 0xFFFF'FFFFu);
      return true;
    }
    case Op::V_READLANE_B32: {
      const Source s = resolve_source(x, in.src0, 1);
      const unsigned lane = lane_select(x, in.src1);
      write_dst(x, in.sdst, 1, s.value(w, lane) & 0xFFFF'FFFFu);
      return true;
    }
    case Op::V_WRITELANE_B32: {
      if (in.src0 >= sreg::VGPR0)
        throw Illegal(fmt::format("{}: the data must be a scalar operand", x.where()));
      const uint64_t v = read_src(x, in.src0, 1);
      const unsigned lane = lane_select(x, in.src1);
      uint64_t data[kWaveLanes] = {};
      data[lane] = v;
      write_vgprs(x, in.vdst, 1, 1ull << lane, data);
      return true;
    }
    case Op::V_SWAP_B32: {
      const Source s = resolve_source(x, in.src0, 1);
      if (!s.vgpr) throw Illegal(fmt::format("{}: S0 must be a VGPR", x.where()));
      check_vgprs(x, in.vdst, 1);
      uint64_t to_d[kWaveLanes] = {}, to_s[kWaveLanes] = {};
      for (unsigned l = 0; l < kWaveLanes; ++l) {
        to_d[l] = w.vgpr[s.reg][l];
        to_s[l] = w.vgpr[in.vdst][l];
      }
      write_vgprs(x, in.vdst, 1, exec, to_d);
      write_vgprs(x, s.reg, 1, exec, to_s);
      return true;
    }
    default: return false;
  }
}

}  // namespace gcn::golden::valu
