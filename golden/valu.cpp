// Vector ALU dispatch: operand setup, the lane loop under EXEC and the writes
// (the EXEC rules of docs/design.md "Vector ALU EXEC rules"):
// - A VGPR result is written in the lanes EXEC enables: one VgprWrite with
//   lanes = EXEC (also when EXEC is 0), dst_dw dwords.
// - An SGPR-pair result (VOPC compare, VOP2 carry-out in VCC, VOP3B SDST) is
//   written whole: bit l = the lane's result if EXEC[l], else 0.
// - V_CMPX_* writes that value to its destination (VCC for the 32-bit
//   encoding, SDST for VOP3) and then to EXEC; one write if SDST is EXEC.
// - Carry-in and the V_CNDMASK_B32 select come from VCC (32-bit encoding) or
//   the SRC2 SGPR pair (VOP3). V_MAC_F32 reads its destination as S2.
// Every source is read before anything is written.
#include <fmt/format.h>

#include "insn_vector.h"
#include "valu.h"

namespace gcn::golden {

using namespace valu;

namespace {

enum class Kind { Int, Fp, Cmp };

// Which lane function the row has; throws Illegal if it has none (so a row
// without semantics is rejected even when EXEC is 0).
Kind classify(const Exec& x, const Ctl& ctl) {
  const Op op = x.insn.op;
  LaneIn probe;
  LaneOut o;
  bool b = false;
  if (x.info().format == Format::VOPC && cmp_lane(op, probe, ctl, b)) return Kind::Cmp;
  if (int_lane(op, probe, ctl, o)) return Kind::Int;
  if (fp_lane(op, probe, ctl, o)) return Kind::Fp;
  throw Illegal(fmt::format("golden model has no semantics for {} at pc {:#x}", x.info().mnemonic, x.pc));
}

}  // namespace

bool exec_valu(Exec& x) {
  // OPSEL selects 16-bit halves on the F_OPSEL rows (none executable); the
  // other VOP3A rows ignore the bits, as llvm-mc's decoder and the RTL do.
  if (x.insn.opsel != 0 && (x.info().has(F_OPSEL) || x.info().format == Format::VOP3P))
    throw Illegal(fmt::format("op_sel is not supported on {}", x.where()));
  if (exec_lane_op(x)) return true;
  const Insn& in = x.insn;
  const InsnInfo& i = x.info();
  WaveState& w = x.wave;
  const uint64_t exec = w.exec();
  const Ctl ctl{fp::Mode::from_reg(w.mode), in.clamp, in.omod};
  const Kind kind = classify(x, ctl);

  // Sources.
  Source src[3];
  unsigned nsrc = 0;
  uint64_t ccmask = 0;  // carry-in / select bits per lane
  switch (i.shape) {
    case Shape::SH_VOP2_CARRYIN:
    case Shape::SH_VOP2_CNDMASK:
      nsrc = 2;
      if (!in.vop3) {
        ccmask = w.vcc();
      } else {
        if (in.src2 >= sreg::VGPR0)
          throw Illegal(fmt::format("{}: the carry/select operand must be scalar", x.where()));
        ccmask = read_src(x, in.src2, 2);
      }
      break;
    case Shape::SH_VOP3_3:
      nsrc = 3;
      // V_DIV_FMAS_F32 reads VCC implicitly (the only VOP3A row with F_RVCC).
      if (i.has(F_RVCC)) ccmask = w.vcc();
      break;
    case Shape::SH_VOP2_MADMK:
    case Shape::SH_VOP2_MADAK: nsrc = 2; break;
    default: nsrc = vec::num_sources(i, in.vop3); break;
  }
  const uint16_t codes[3] = {in.src0, in.src1, in.src2};
  const unsigned sizes[3] = {i.src0_dw, i.src1_dw, i.src2_dw};
  for (unsigned k = 0; k < nsrc; ++k) src[k] = resolve_source(x, codes[k], sizes[k] ? sizes[k] : 1);
  // A 128-bit source (V_MQSAD_U32_U8 S2) is a VGPR quad: llvm-mc accepts
  // nothing else there, and the RTL reads only VGPRs 128 bits wide.
  for (unsigned k = 0; k < nsrc; ++k)
    if (sizes[k] > 2 && !src[k].vgpr)
      throw Illegal(fmt::format("{}: a 128-bit source must be a VGPR", x.where()));
  if (in.op == Op::V_MAC_F32) {  // D.f = S0.f * S1.f + D.f
    src[2].vgpr = true;
    src[2].reg = in.vdst;
    src[2].dwords = 1;
    check_vgprs(x, in.vdst, 1);
    nsrc = 3;
  }

  // Lanes.
  uint64_t data[kWaveLanes] = {}, data_hi[kWaveLanes] = {};
  uint64_t bits = 0;
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!((exec >> l) & 1)) continue;
    LaneIn li;
    for (unsigned k = 0; k < nsrc; ++k) li.s[k] = apply_input_modifiers(i, in, k, src[k].value(w, l));
    if (nsrc == 3) li.s2_hi = src[2].value_hi(w, l);
    li.cc = ((ccmask >> l) & 1) != 0;
    li.lane = l;
    li.k = in.literal;
    if (kind == Kind::Cmp) {
      bool r = false;
      cmp_lane(in.op, li, ctl, r);
      bits |= uint64_t(r) << l;
    } else {
      LaneOut o;
      if (kind == Kind::Int) int_lane(in.op, li, ctl, o);
      else fp_lane(in.op, li, ctl, o);
      data[l] = o.d;
      data_hi[l] = o.d_hi;
      bits |= uint64_t(o.cc) << l;
    }
  }

  // Writes.
  if (kind == Kind::Cmp) {
    const unsigned dst = in.vop3 ? in.sdst : sreg::VCC_LO;
    write_dst(x, dst, 2, bits);
    if (i.has(F_WEXEC) && dst != sreg::EXEC_LO) write_dst(x, sreg::EXEC_LO, 2, bits);
    return true;
  }
  write_vgprs(x, in.vdst, i.dst_dw, exec, data, data_hi);
  const bool carry_out = i.shape == Shape::SH_VOP2_CARRYOUT || i.shape == Shape::SH_VOP2_CARRYIN ||
                         i.format == Format::VOP3B;
  if (carry_out) write_dst(x, in.vop3 || i.format == Format::VOP3B ? in.sdst : sreg::VCC_LO, 2, bits);
  return true;
}

}  // namespace gcn::golden
