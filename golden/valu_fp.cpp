// FP32 vector ALU rows with a VGPR result, one lane: the arithmetic is the
// golden/fp library's (docs/fp32.md is the reference for every reading); this
// file only maps rows to it and applies the VOP3 output modifiers.
//
// omod and clamp apply to float results only (docs/fp32.md): not to the
// conversions to integer and V_FREXP_EXP_I32_F32. The unfused mads (V_MAD_F32,
// V_MAD_LEGACY_F32, V_MAC_F32, V_MADMK_F32, V_MADAK_F32) always flush, so
// their omod rounding flushes too (rtl/fp/gcn_fp32_lane.sv: flush_out = is_mad
// || !MODE.denorm[1]). V_MAC_F32 is V_MAD_F32 with S2 = the old D.
#include "valu.h"

namespace gcn::golden::valu {

namespace {

// V_CVT_OFF_F32_I4: the spec's table is S0[3:0] as a signed 4-bit integer
// times 1/16 (1000 -> -0.5, 0111 -> 0.4375, 0000 -> +0.0).
uint32_t cvt_off_f32_i4(uint32_t s0) {
  const int32_t n = static_cast<int32_t>(sext(s0 & 0xF, 4));
  if (n == 0) return fp::kPosZero;
  fp::Mode exact;  // every value is a normal float: no rounding, no flushing
  return fp::ldexp(fp::cvt_f32_i32(static_cast<uint32_t>(n), exact), -4, exact);
}

}  // namespace

bool fp_lane(Op op, const LaneIn& in, const Ctl& c, LaneOut& out) {
  const uint32_t a = static_cast<uint32_t>(in.s[0]), b = static_cast<uint32_t>(in.s[1]),
                 s2 = static_cast<uint32_t>(in.s[2]);
  const fp::Mode m = c.mode;
  uint32_t r = 0;
  bool float_res = true;
  bool mad_flush = false;
  bool cc = false;
  switch (op) {
    case Op::V_ADD_F32: r = fp::add(a, b, m); break;
    case Op::V_SUB_F32: r = fp::sub(a, b, m); break;
    case Op::V_SUBREV_F32: r = fp::subrev(a, b, m); break;  // NaNs in S0, S1 order
    case Op::V_MUL_F32: r = fp::mul(a, b, m); break;
    case Op::V_MUL_LEGACY_F32: r = fp::mul_legacy(a, b, m); break;
    case Op::V_MIN_F32: r = fp::min(a, b, m); break;
    case Op::V_MAX_F32: r = fp::max(a, b, m); break;
    case Op::V_MIN3_F32: r = fp::min3(a, b, s2, m); break;
    case Op::V_MAX3_F32: r = fp::max3(a, b, s2, m); break;
    case Op::V_MED3_F32: r = fp::med3(a, b, s2, m); break;
    case Op::V_FMA_F32: r = fp::fma(a, b, s2, m); break;
    case Op::V_MAD_F32:
    case Op::V_MAC_F32: r = fp::mad(a, b, s2, m), mad_flush = true; break;
    case Op::V_MAD_LEGACY_F32: r = fp::mad_legacy(a, b, s2, m), mad_flush = true; break;
    case Op::V_MADMK_F32: r = fp::mad(a, in.k, b, m), mad_flush = true; break;  // S0 * K + S1
    case Op::V_MADAK_F32: r = fp::mad(a, b, in.k, m), mad_flush = true; break;  // S0 * S1 + K
    case Op::V_LDEXP_F32: r = fp::ldexp(a, static_cast<int32_t>(b), m); break;

    // Division macro (docs/fp32.md): V_DIV_SCALE_F32's VCC bit is the lane's
    // carry-out (valu.cpp writes it to SDST, VOP3B); V_DIV_FMAS_F32 reads VCC.
    case Op::V_DIV_SCALE_F32: r = fp::div_scale(a, b, s2, m, cc); break;
    case Op::V_DIV_FMAS_F32: r = fp::div_fmas(a, b, s2, in.cc, m); break;
    case Op::V_DIV_FIXUP_F32: r = fp::div_fixup(a, b, s2, m); break;

    case Op::V_CUBEID_F32: r = fp::cubeid(a, b, s2, m); break;
    case Op::V_CUBESC_F32: r = fp::cubesc(a, b, s2, m); break;
    case Op::V_CUBETC_F32: r = fp::cubetc(a, b, s2, m); break;
    case Op::V_CUBEMA_F32: r = fp::cubema(a, b, s2, m); break;

    case Op::V_CVT_F32_I32: r = fp::cvt_f32_i32(a, m); break;
    case Op::V_CVT_F32_U32: r = fp::cvt_f32_u32(a, m); break;
    case Op::V_CVT_F32_UBYTE0: r = fp::cvt_f32_ubyte(a, 0); break;
    case Op::V_CVT_F32_UBYTE1: r = fp::cvt_f32_ubyte(a, 1); break;
    case Op::V_CVT_F32_UBYTE2: r = fp::cvt_f32_ubyte(a, 2); break;
    case Op::V_CVT_F32_UBYTE3: r = fp::cvt_f32_ubyte(a, 3); break;
    case Op::V_CVT_OFF_F32_I4: r = cvt_off_f32_i4(a); break;
    case Op::V_CVT_U32_F32: r = fp::cvt_u32_f32(a, m), float_res = false; break;
    case Op::V_CVT_I32_F32: r = fp::cvt_i32_f32(a, m), float_res = false; break;
    case Op::V_CVT_RPI_I32_F32: r = fp::cvt_rpi_i32_f32(a, m), float_res = false; break;
    case Op::V_CVT_FLR_I32_F32: r = fp::cvt_flr_i32_f32(a, m), float_res = false; break;
    case Op::V_FREXP_EXP_I32_F32: r = fp::frexp_exp(a, m), float_res = false; break;
    case Op::V_FREXP_MANT_F32: r = fp::frexp_mant(a, m); break;

    case Op::V_FRACT_F32: r = fp::fract(a, m); break;
    case Op::V_TRUNC_F32: r = fp::trunc(a, m); break;
    case Op::V_CEIL_F32: r = fp::ceil(a, m); break;
    case Op::V_RNDNE_F32: r = fp::rndne(a, m); break;
    case Op::V_FLOOR_F32: r = fp::floor(a, m); break;

    // V_RCP_IFLAG_F32 differs from V_RCP_F32 only in the exceptions it raises.
    case Op::V_RCP_F32:
    case Op::V_RCP_IFLAG_F32: r = fp::rcp(a); break;
    case Op::V_RSQ_F32: r = fp::rsq(a); break;
    case Op::V_SQRT_F32: r = fp::sqrt(a); break;
    case Op::V_EXP_F32: r = fp::exp2(a); break;
    case Op::V_LOG_F32: r = fp::log2(a); break;
    case Op::V_SIN_F32: r = fp::sin(a, m); break;
    case Op::V_COS_F32: r = fp::cos(a, m); break;
    default: return false;
  }
  if (float_res) {
    fp::Mode om = m;
    if (mad_flush) om.denorm = 0;
    r = fp::apply_output_modifiers(r, c.omod, c.clamp, om);
  }
  out.d = r;
  out.cc = cc;
  return true;
}

}  // namespace gcn::golden::valu
