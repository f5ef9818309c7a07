// FP32 arithmetic of one VALU lane, as a fixed-latency pipeline that accepts one operation per cycle:
//
//   stage 1  unpack (input modifiers, denormal flush), multiply, the mad
//            product rounding, and every result that needs no adder
//            (min/max/med3, compares, class, conversions to integer,
//            trunc/floor/ceil/rndne, frexp)
//   stage 2  four clocks: a transcendental's quadratic products (2a), its
//            sum and post-multiply (2b), its post-add and magnitude (2c);
//            every other operation waits through 2a, takes the adder's
//            alignment in 2b and the add in 2c; both are normalised
//            (leading-zero count and shift) in 2d
//   stage 3  rounding and packing, NaN and denormal rules
//   stage 4  output modifiers: omod, then clamp
//
// Each stage is a function (or a gcn_fp_pkg / gcn_fp_ops_pkg /
// gcn_fp_trans_pkg function)
// evaluated by the register at its end, and only for a valid operation: the
// registers hold while the lane is idle, so a simulator that evaluates every
// combinational block on every clock (Verilator) does no lane work on idle
// cycles. In hardware each is the stage's combinational logic and the
// condition a clock enable. Outputs other than valid_o are meaningful only
// with valid_o. The transcendentals (gcn_fp_trans_pkg) take their specials
// and table read in stage 1 and their unrounded value in stage 2 (2a-2d).
//
// An operation presented with valid_i in cycle t is in d_o with valid_o in
// cycle t + FP32_LANE_LATENCY (gcn_fp_pkg). Results that are not floats (compares and class give
// 0 or 1, conversions to integer, frexp_exp) ignore omod and clamp. Integer
// operands (the source of V_CVT_F32_{I32,U32,UBYTE*}, the exponent of
// V_LDEXP_F32, the class mask) ignore abs and neg. docs/fp32.md lists the
// readings of the spec this implements.
module gcn_fp32_lane
  import gcn_fp_pkg::*;
  import gcn_fp_ops_pkg::*;
  import gcn_fp_tables_pkg::*;
  import gcn_fp_trans_pkg::*;
  import gcn_valu_uop_pkg::*;
#(
  parameter int unsigned TAG_W = 8   // caller's bookkeeping, carried along
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             valid_i,
  input  fp_op_e           op_i,
  input  fp_mode_t         mode_i,
  input  logic [31:0]      src0_i,
  input  logic [31:0]      src1_i,
  input  logic [31:0]      src2_i,
  input  logic [2:0]       abs_i,     // VOP3 ABS, per source
  input  logic [2:0]       neg_i,     // VOP3 NEG, per source
  input  omod_e            omod_i,
  input  logic             clamp_i,
  input  logic [TAG_W-1:0] tag_i,
  output logic             valid_o,
  output logic [31:0]      d_o,
  output logic [TAG_W-1:0] tag_o,
  // Added for the division macro (ports appended, the ones above unchanged):
  // vcc_i is this lane's VCC bit, read by FP_DIV_FMAS; vcc_o is the VCC bit
  // FP_DIV_SCALE writes (0 for every other op), valid with valid_o.
  input  logic             vcc_i,
  output logic             vcc_o
);

  // Cycles from valid_i to valid_o (FP32_LANE_LATENCY); the lane's tests
  // read it from their Verilated model (tests/lane_latency.vlt makes it public).
  localparam int unsigned LATENCY = FP32_LANE_LATENCY;

  // Control that travels down the pipeline with each operation.
  typedef struct packed {
    logic             float_res;   // omod and clamp apply
    logic             flush_out;
    logic             dx10_clamp;
    omod_e            omod;
    logic             clamp;
    logic [TAG_W-1:0] tag;
    logic             vcc;         // VCC out (FP_DIV_SCALE), 0 otherwise
  } ctl_t;

  // What stage 1 hands to stage 2.
  typedef struct packed {
    ctl_t        ctl;
    logic        trans;        // the unrounded value comes from trans_stage2
    trans_st_t   tst;          // ... of these operands
    trans_tbl_e  ttbl;         // ... and the coefficients of this table
    logic        direct;       // a result that bypasses the adder
    logic [31:0] direct_val;
    fp_ext_t     x, y;         // adder operands
  } stage1_t;

  // Stage 1's result and the transcendental table segment it names (read
  // into the table registers at the end of stage 1, not kept in s2_q).
  typedef struct packed {
    stage1_t     s;
    logic [8:0]  tidx;
  } stage1_out_t;

  // Adder operands (gcn_fp_pkg::ext), or a result that bypasses the adder.
  localparam fp_ext_t NEG_ZERO = '{sign: 1'b1, zero: 1'b1, inf: 1'b0, exp: '0, sig: '0};

  // ------------------------------------------------------------ helpers

  // Min / max family (spec pseudo-code, gcn_fp_pkg::f_minmax).
  function automatic logic [31:0] minmax_res(input fp_op_e op, input logic [31:0] a,
                                             input logic [31:0] b, input logic [31:0] c,
                                             input logic any_nan, input logic ieee,
                                             input logic flush);
    logic [31:0] min01, max01, min3, max3, r;
    min01 = f_minmax(a, b, 1'b0, ieee);
    max01 = f_minmax(a, b, 1'b1, ieee);
    min3  = f_minmax(min01, c, 1'b0, ieee);
    max3  = f_minmax(max01, c, 1'b1, ieee);
    unique case (op)
      FP_MIN:  r = min01;
      FP_MAX:  r = max01;
      FP_MIN3: r = min3;
      FP_MAX3: r = max3;
      default: begin
        // V_MED3_F32; "==" is the float comparison (+0 == -0).
        if (any_nan)            r = min3;
        else if (f_eq(max3, a)) r = f_minmax(b, c, 1'b1, ieee);
        else if (f_eq(max3, b)) r = f_minmax(a, c, 1'b1, ieee);
        else                    r = max01;
      end
    endcase
    // Output denormals flush like any result (spec: the modes apply to all
    // FP operations): a denormal operand returned becomes a signed zero.
    if (flush && r[30:23] == 8'd0) r = {r[31], 31'd0};
    return r;
  endfunction

  // Cube map helpers (spec V_CUBE*_F32): float comparisons of the flushed
  // operands, false with a NaN; a returned coordinate is a move (sign flip,
  // NaN not quieted) and flushes like min/max; 2.0 * S goes through the adder.
  function automatic logic abs_ge(input logic [31:0] a, input logic [31:0] b);
    return !is_nan(a) && !is_nan(b) && (a[30:0] >= b[30:0]);
  endfunction
  function automatic logic lt0(input logic [31:0] a);
    return !is_nan(a) && !is_zero(a) && a[31];
  endfunction
  function automatic logic feq_num(input logic [31:0] a, input logic [31:0] b);
    return !is_nan(a) && !is_nan(b) && f_eq(a, b);
  endfunction

  // ---------------------------------------------------------------- stage 1
  //
  // Unpack (input modifiers, denormal flush), multiply, the mad product
  // rounding, and every result that needs no adder.

  function automatic stage1_out_t stage1(input fp_op_e op, input fp_mode_t mode,
                                     input logic [31:0] src0, input logic [31:0] src1,
                                     input logic [31:0] src2, input logic [2:0] abs_m,
                                     input logic [2:0] neg_m, input omod_e omod,
                                     input logic clamp, input logic [TAG_W-1:0] tag,
                                     input logic vcc_in);
    logic         is_mad, is_legacy, flush_in, int_src0, int_src1, is_trans, trans_flush;
    trans_s1_t    t1;
    logic [2:0]   nan_cand;        // which sources propagate a NaN
    ctl_t         ctl;
    logic [31:0]  f0, f1, f2;      // operands after modifiers and flush
    fp_unp_t      u0, u1, u2;
    fp_unpacked_t up;
    fp_mul_t      mul;
    fp_raw_t      prod_raw;
    fp_unp_t      uq, ufl;         // the rounded mad product, -floor(S0)
    logic [1:0]   rint_mode, f2i_mode;
    logic [31:0]  rint_res;
    exp_t         ldexp_n, frexp_e;
    logic         isign;
    logic [31:0]  ival;
    // Cube map.
    logic         cube_z, cube_y;
    logic [31:0]  cube_res, cube_bits;
    fp_unp_t      cube_u;
    // V_DIV_SCALE_F32.
    logic         ds_nan, ds_rcp_dn, ds_quot_dn, ds_s0_s1, ds_s0_s2, ds_vcc;
    logic signed [9:0] ds_ediff;
    exp_t         ds_d, ds_k;
    // V_DIV_FIXUP_F32.
    logic         fx_sign;
    logic [31:0]  fx_res;
    logic signed [9:0] fx_ediff;
    // NaN propagation.
    logic         nan_hit;
    logic [31:0]  nan_val;
    logic [2:0]   cand;
    stage1_t      r;

    is_mad    = (op == FP_MAD) || (op == FP_MAD_LEGACY);
    is_legacy = (op == FP_MUL_LEGACY) || (op == FP_MAD_LEGACY);
    int_src0  = (op inside {FP_CVT_F32_I32, FP_CVT_F32_U32, FP_CVT_F32_UBYTE0,
                            FP_CVT_F32_UBYTE1, FP_CVT_F32_UBYTE2, FP_CVT_F32_UBYTE3,
                            FP_CVT_OFF_F32_I4});
    int_src1  = (op == FP_LDEXP) || (op == FP_CLASS);
    // Transcendentals (gcn_fp_trans_pkg); all but sin/cos flush denormals in and
    // out regardless of MODE ("denormals are flushed", docs/fp32.md).
    is_trans  = op inside {FP_RCP, FP_RCP_IFLAG, FP_RSQ, FP_SQRT, FP_EXP, FP_LOG,
                           FP_EXP_LEGACY, FP_LOG_LEGACY, FP_SIN, FP_COS};
    trans_flush = is_trans && !(op inside {FP_SIN, FP_COS});
    // V_MAD_F32 "denormals are flushed" regardless of MODE; the class test
    // looks at the operand as it is.
    // V_DIV_FMAS_F32: "Input denormals are not flushed"; V_DIV_SCALE_F32
    // (which tests for denormals) reads its operands the same way.
    if (op inside {FP_CLASS, FP_DIV_FMAS, FP_DIV_SCALE}) flush_in = 1'b0;
    else if (is_mad || trans_flush)  flush_in = 1'b1;
    else                  flush_in = !mode.denorm[0];
    unique case (op)
      FP_ADD, FP_SUB, FP_SUBREV, FP_MUL, FP_MUL_LEGACY: nan_cand = 3'b011;
      FP_FMA, FP_MAD, FP_MAD_LEGACY, FP_DIV_FMAS:       nan_cand = 3'b111;
      FP_LDEXP, FP_FRACT:                               nan_cand = 3'b001;
      default:                                          nan_cand = 3'b000;
    endcase
    ctl.float_res  = !((op[6:4] == 3'b001) || op inside {FP_CLASS, FP_CVT_I32_F32,
                       FP_CVT_U32_F32, FP_CVT_RPI_I32_F32, FP_CVT_FLR_I32_F32, FP_FREXP_EXP});
    ctl.flush_out  = is_mad || trans_flush || !mode.denorm[1];
    ctl.dx10_clamp = mode.dx10_clamp;
    ctl.omod       = omod;
    ctl.clamp      = clamp;
    ctl.tag        = tag;
    ctl.vcc        = 1'b0;   // set below (V_DIV_SCALE_F32), from the operands

    up = fp_unpack(src0, abs_m[0] && !int_src0, neg_m[0] && !int_src0, flush_in);
    f0 = up.bits;
    u0 = up.u;
    // A transcendental reads S0 as unpacked here (its flush rule is
    // flush_in's).
    t1 = is_trans ? trans_stage1(op, u0, f0) : '0;
    up = fp_unpack(src1, abs_m[1] && !int_src1, neg_m[1] && !int_src1, flush_in);
    f1 = up.bits;
    u1 = up.u;
    up = fp_unpack(src2, abs_m[2], neg_m[2], flush_in);
    f2 = up.bits;
    u2 = up.u;

    // Multiplier, and the rounded product of the unfused mad.
    mul = fp_mul(u0, u1, is_legacy);
    prod_raw      = '0;
    prod_raw.sign = mul.p.sign;
    prod_raw.zero = mul.p.zero;
    prod_raw.inf  = mul.p.inf;
    prod_raw.exp  = mul.p.exp;
    prod_raw.mant = mul.p.sig[47:24];
    prod_raw.rnd  = mul.p.sig[23];
    prod_raw.stk  = |mul.p.sig[22:0];
    up = fp_unpack(fp_round(prod_raw, 1'b1), 1'b0, 1'b0, 1'b1);
    uq = up.u;

    // Rounding to integral values (also floor for fract).
    unique case (op)
      FP_CEIL:            rint_mode = RINT_CEIL;
      FP_FLOOR, FP_FRACT: rint_mode = RINT_FLOOR;
      FP_RNDNE:           rint_mode = RINT_RNE;
      default:            rint_mode = RINT_TRUNC;
    endcase
    rint_res = fp_rint(f0, rint_mode);
    up  = fp_unpack(rint_res, 1'b0, 1'b1, 1'b0);
    ufl = up.u;

    // Conversions to integer.
    unique case (op)
      FP_CVT_FLR_I32_F32: f2i_mode = F2I_FLOOR;
      FP_CVT_RPI_I32_F32: f2i_mode = F2I_HALF_UP;
      default:            f2i_mode = F2I_TRUNC;
    endcase

    // Cube map.
    cube_z = abs_ge(f2, f0) && abs_ge(f2, f1);
    cube_y = !cube_z && abs_ge(f1, f0);
    cube_bits = cube_z ? f2 : cube_y ? f1 : f0;
    cube_u    = cube_z ? u2 : cube_y ? u1 : u0;
    unique case (op)
      FP_CUBEID: begin
        if (cube_z)      cube_res = lt0(f2) ? 32'h40A0_0000 : 32'h4080_0000;   // 5.0 : 4.0
        else if (cube_y) cube_res = lt0(f1) ? 32'h4040_0000 : 32'h4000_0000;   // 3.0 : 2.0
        else             cube_res = lt0(f0) ? ONE : 32'd0;                     // 1.0 : 0.0
      end
      FP_CUBESC: begin
        if (cube_z)      cube_res = lt0(f2) ? {~f0[31], f0[30:0]} : f0;
        else if (cube_y) cube_res = f0;
        else             cube_res = lt0(f0) ? f2 : {~f2[31], f2[30:0]};
      end
      default: begin   // FP_CUBETC
        if (cube_y)      cube_res = lt0(f1) ? {~f2[31], f2[30:0]} : f2;
        else             cube_res = {~f1[31], f1[30:0]};
      end
    endcase
    if (ctl.flush_out && cube_res[30:23] == 8'd0) cube_res = {cube_res[31], 31'd0};

    // V_DIV_SCALE_F32 (spec VOP3B 480; readings in docs/fp32.md, golden
    // fp32_div.cpp): unflushed operands; exponent() is the biased exponent
    // field; the DENORM tests are on exact values: 1/S1 is below 2^-126 iff
    // |S1| > 2^126, S2/S1 iff S2's normalised exponent is below S1's minus
    // 126 (or equal with a smaller significand). D = ldexp(S0, ds_k), ds_k =
    // 0 where the pseudo-code does not assign D.
    ds_nan     = u1.zero || u2.zero;
    ds_ediff   = $signed({2'b00, f2[30:23]}) - $signed({2'b00, f1[30:23]});
    ds_rcp_dn  = !u1.inf && !u1.nan && (f1[30:0] > 31'h7E80_0000);
    ds_d       = u2.exp - u1.exp + exp_t'(126);
    ds_quot_dn = !u1.inf && !u1.nan && !u2.inf && !u2.nan && !u1.zero && !u2.zero &&
                 (ds_d < exp_t'(0) || (ds_d == exp_t'(0) && u2.sig < u1.sig));
    ds_s0_s1   = feq_num(f0, f1);
    ds_s0_s2   = feq_num(f0, f2);
    ds_vcc     = 1'b0;
    ds_k       = '0;
    if (ds_nan) begin
      ds_k = '0;
    end else if (ds_ediff >= 10'sd96) begin            // N/D near MAX_FLOAT
      ds_vcc = 1'b1;
      if (ds_s0_s1) ds_k = exp_t'(64);
    end else if (f1[30:23] == 8'd0) begin               // S1 denormal (not zero here)
      ds_k = exp_t'(64);
    end else if (ds_rcp_dn && ds_quot_dn) begin
      ds_vcc = 1'b1;
      if (ds_s0_s1) ds_k = exp_t'(64);
    end else if (ds_rcp_dn) begin
      ds_k = -exp_t'(64);
    end else if (ds_quot_dn) begin
      ds_vcc = 1'b1;
      if (ds_s0_s2) ds_k = exp_t'(64);
    end else if (f2[30:23] <= 8'd23) begin              // numerator is tiny
      ds_k = exp_t'(64);
    end
    ctl.vcc = (op == FP_DIV_SCALE) && ds_vcc;

    // V_DIV_FIXUP_F32 (spec VOP3A 478): operands flushed per MODE; underflow
    // is a signed zero; the overflow branch (exponent(S1) == 255) is
    // unreachable after the inf/NaN branches; else S0 with the sign replaced
    // (a move).
    fx_sign  = f1[31] ^ f2[31];
    fx_ediff = $signed({2'b00, f2[30:23]}) - $signed({2'b00, f1[30:23]});
    if (u2.nan)                             fx_res = quiet(f2);
    else if (u1.nan)                        fx_res = quiet(f1);
    else if (u1.zero && u2.zero)            fx_res = DEFAULT_NAN;
    else if (u1.inf && u2.inf)              fx_res = DEFAULT_NAN;
    else if (u1.zero || u2.inf)             fx_res = {fx_sign, 31'h7F80_0000};
    else if (u1.inf || u2.zero)             fx_res = {fx_sign, 31'd0};
    else if (fx_ediff < -10'sd150)          fx_res = {fx_sign, 31'd0};
    else                                    fx_res = {fx_sign, f0[30:0]};
    if (ctl.flush_out && fx_res[30:23] == 8'd0) fx_res = {fx_res[31], 31'd0};

    // The first NaN operand in S0, S1, S2 order, quieted (docs/fp32.md). A
    // legacy multiply by zero ignores NaNs in S0 and S1.
    cand = nan_cand & {1'b1, {2{!mul.legacy_zero}}};
    nan_hit = 1'b1;
    if (cand[0] && u0.nan)      nan_val = quiet(f0);
    else if (cand[1] && u1.nan) nan_val = quiet(f1);
    else if (cand[2] && u2.nan) nan_val = quiet(f2);
    else begin
      nan_hit = 1'b0;
      nan_val = DEFAULT_NAN;
    end

    frexp_e = u0.exp - exp_t'(126);
    // V_LDEXP_F32's exponent, saturated to a range that already over- or
    // underflows every operand.
    if ($signed(src1) > 32'sd511)       ldexp_n = exp_t'(511);
    else if ($signed(src1) < -32'sd512) ldexp_n = -exp_t'(512);
    else                                ldexp_n = exp_t'(src1[EXP_W-1:0]);

    unique case (op)
      FP_CVT_F32_I32: begin
        isign = src0[31];
        ival  = src0[31] ? 32'(-src0) : src0;
      end
      FP_CVT_F32_UBYTE0: begin isign = 1'b0; ival = {24'd0, src0[7:0]}; end
      FP_CVT_F32_UBYTE1: begin isign = 1'b0; ival = {24'd0, src0[15:8]}; end
      FP_CVT_F32_UBYTE2: begin isign = 1'b0; ival = {24'd0, src0[23:16]}; end
      FP_CVT_F32_UBYTE3: begin isign = 1'b0; ival = {24'd0, src0[31:24]}; end
      FP_CVT_OFF_F32_I4: begin
        isign = src0[3];
        ival  = {28'd0, src0[3] ? 4'(-src0[3:0]) : src0[3:0]};
      end
      default:           begin isign = 1'b0; ival = src0; end
    endcase

    r.ctl        = ctl;
    r.trans      = is_trans;
    r.tst        = t1.st;
    r.ttbl       = t1.tbl;
    r.x          = ext(u0, 1'b0);
    r.y          = NEG_ZERO;
    r.direct     = 1'b0;
    r.direct_val = '0;
    unique case (op)
      FP_ADD:    r.y = ext(u1, 1'b0);
      FP_SUB:    r.y = ext(u1, 1'b1);
      FP_SUBREV: begin r.x = ext(u1, 1'b0); r.y = ext(u0, 1'b1); end
      FP_MUL, FP_MUL_LEGACY: r.x = mul.p;
      FP_FMA:    begin r.x = mul.p; r.y = ext(u2, 1'b0); end
      FP_DIV_FMAS: begin
        // The 2^32 scale is exact and before the one rounding.
        r.x = mul.p;
        r.y = ext(u2, 1'b0);
        if (vcc_in) begin
          r.x.exp = mul.p.exp + exp_t'(32);
          r.y.exp = u2.exp + exp_t'(32);
        end
      end
      FP_CVT_OFF_F32_I4: begin
        // ival * 2^16 * 2^(154 - 127 - 47) = ival / 16.
        r.x = '{sign: isign, zero: (ival == 32'd0), inf: 1'b0, exp: exp_t'(154),
               sig: {ival, 16'd0}};
      end
      FP_CUBEID, FP_CUBESC, FP_CUBETC: begin
        r.direct = 1'b1;
        r.direct_val = cube_res;
      end
      FP_DIV_SCALE: begin
        // ldexp(S0, ds_k) through the adder (+ -0), like FP_LDEXP.
        r.x.exp = u0.exp + ds_k;
        if (ds_nan) begin
          r.direct = 1'b1;
          r.direct_val = DEFAULT_NAN;
        end else if (u0.nan) begin
          r.direct = 1'b1;
          r.direct_val = quiet(f0);
        end
      end
      FP_DIV_FIXUP: begin
        r.direct = 1'b1;
        r.direct_val = fx_res;
      end
      FP_CUBEMA: begin
        // 2.0 * S: the major coordinate with its exponent moved, + -0.
        r.x = ext(cube_u, 1'b0);
        r.x.exp = cube_u.exp + exp_t'(1);
        if (cube_u.nan) begin
          r.direct = 1'b1;
          r.direct_val = quiet(cube_bits);
        end
      end
      FP_MAD, FP_MAD_LEGACY: begin r.x = ext(uq, 1'b0); r.y = ext(u2, 1'b0); end
      FP_LDEXP:  r.x.exp = u0.exp + ldexp_n;
      FP_FRACT:  r.y = ext(ufl, 1'b0);
      FP_CVT_F32_I32, FP_CVT_F32_U32, FP_CVT_F32_UBYTE0, FP_CVT_F32_UBYTE1,
      FP_CVT_F32_UBYTE2, FP_CVT_F32_UBYTE3: begin
        // ival * 2^16 * 2^(158 - 127 - 47) = ival; the adder normalises it.
        r.x = '{sign: isign, zero: (ival == 32'd0), inf: 1'b0, exp: exp_t'(158),
               sig: {ival, 16'd0}};
      end
      FP_MIN, FP_MAX, FP_MIN3, FP_MAX3, FP_MED3: begin
        r.direct = 1'b1;
        r.direct_val = minmax_res(op, f0, f1, f2, u0.nan || u1.nan || u2.nan, mode.ieee,
                                  ctl.flush_out);
      end
      FP_CLASS: begin
        r.direct = 1'b1;
        r.direct_val = {31'd0, fp_class(f0, src1[9:0])};
      end
      FP_CVT_I32_F32, FP_CVT_U32_F32, FP_CVT_RPI_I32_F32, FP_CVT_FLR_I32_F32: begin
        r.direct = 1'b1;
        r.direct_val = fp_f2i(u0, f2i_mode, op == FP_CVT_U32_F32);
      end
      FP_TRUNC, FP_CEIL, FP_FLOOR, FP_RNDNE: begin
        r.direct = 1'b1;
        r.direct_val = rint_res;
      end
      FP_FREXP_MANT: begin
        // Inf and NaN come back as they are (spec: D.f = S0.f), zero too.
        r.direct = 1'b1;
        r.direct_val = (u0.nan || u0.inf || u0.zero) ? f0 : {u0.sign, 8'd126, u0.sig[22:0]};
      end
      FP_FREXP_EXP: begin
        // C frexp(): the exponent of a kept denormal is that of its
        // normalised value; zero, inf and NaN give 0.
        r.direct = 1'b1;
        r.direct_val = (u0.nan || u0.inf || u0.zero) ? 32'd0
                    : {{(32 - EXP_W){frexp_e[EXP_W-1]}}, frexp_e};
      end
      default: begin
        if (is_trans) begin
          // Specials now; the rest from trans_stage2a..2c in stage 2.
          r.direct = t1.dir;
          r.direct_val = t1.dir_val;
        end else begin
          // FP_CMP_*
          r.direct = 1'b1;
          r.direct_val = {31'd0, fp_cmp(f0, f1, op[3:0])};
        end
      end
    endcase
    if (nan_hit) begin
      r.direct = 1'b1;
      r.direct_val = nan_val;
    end else if (mul.invalid && op inside {FP_MUL, FP_MUL_LEGACY, FP_FMA, FP_MAD, FP_MAD_LEGACY,
                                             FP_DIV_FMAS}) begin
      r.direct = 1'b1;
      r.direct_val = DEFAULT_NAN;
    end
    return '{s: r, tidx: t1.idx};
  endfunction

  // ------------------------------------------------------------ registers

  // valid_i delayed by the stages (1, 2a, 2b, 2c, 2d, 3, 4).
  logic [LATENCY-1:0] valid_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) valid_q <= '0;
    else         valid_q <= {valid_q[LATENCY-2:0], valid_i};
  end

  assign valid_o = valid_q[LATENCY-1];

  // Stage registers (no reset needed: qualified by valid_q).
  stage1_t     s2_q;                 // stage 2a: a transcendental's products
  stage1_t     s2b_q;                // stage 2b: its sum and post-multiply
  trans_prod_t prod2b_q;
  // Stage 2c reads neither the table select nor the products' operands,
  // which 2a has used, nor the adder's operands, which 2b has aligned.
  /* verilator lint_off UNUSEDSIGNAL */
  stage1_t     s2c_q;                // stage 2c: the add, or the post-add
  /* verilator lint_on UNUSEDSIGNAL */
  trans_val_t  val2c_q;
  fp_aligned_t aln2c_q;              // the adder's operands, aligned in 2b
  ctl_t        ctl2d_q;              // stage 2d: normalisation
  logic        direct2d_q;
  logic [31:0] direct_val2d_q;
  fp_mag_t     mag2d_q;
  ctl_t        ctl3_q;               // stage 3: rounding and packing
  logic        direct3_q;
  logic [31:0] direct_val3_q;
  fp_raw_t     sum3_q;
  ctl_t        ctl4_q;               // stage 4: omod, then clamp
  logic [31:0] res4_q;

  // The transcendental tables (gcn_fp_tables_pkg), each read at the segment
  // stage 1 names into a register at the end of stage 1: a synchronous ROM
  // read, which FPGA flows map to block RAM (as logic, the tables were most
  // of the lane). Every table is read in every valid cycle; stage 2 takes the
  // one s2_q.ttbl names.
  logic signed [RCP_C0_W-1:0]  rcp_c0_q;
  logic signed [RCP_C1_W-1:0]  rcp_c1_q;
  logic signed [RCP_C2_W-1:0]  rcp_c2_q;
  logic signed [RSQ_C0_W-1:0]  rsq_c0_q;
  logic signed [RSQ_C1_W-1:0]  rsq_c1_q;
  logic signed [RSQ_C2_W-1:0]  rsq_c2_q;
  logic signed [SQRT_C0_W-1:0] sqrt_c0_q;
  logic signed [SQRT_C1_W-1:0] sqrt_c1_q;
  logic signed [SQRT_C2_W-1:0] sqrt_c2_q;
  logic signed [EXP2_C0_W-1:0] exp2_c0_q;
  logic signed [EXP2_C1_W-1:0] exp2_c1_q;
  logic signed [EXP2_C2_W-1:0] exp2_c2_q;
  logic signed [LOG2_C0_W-1:0] log2_c0_q;
  logic signed [LOG2_C1_W-1:0] log2_c1_q;
  logic signed [LOG2_C2_W-1:0] log2_c2_q;
  logic signed [COS_C0_W-1:0]  cos_c0_q;
  logic signed [COS_C1_W-1:0]  cos_c1_q;
  logic signed [COS_C2_W-1:0]  cos_c2_q;
  logic signed [SINQ_C0_W-1:0] sinq_c0_q;
  logic signed [SINQ_C1_W-1:0] sinq_c1_q;
  logic signed [SINQ_C2_W-1:0] sinq_c2_q;

  always_ff @(posedge clk_i) begin : s1_regs
    stage1_out_t s1;
    if (valid_i) begin
      s1 = stage1(op_i, mode_i, src0_i, src1_i, src2_i, abs_i, neg_i, omod_i, clamp_i, tag_i,
                  vcc_i);
      s2_q      <= s1.s;
      rcp_c0_q  <= RCP_C0[s1.tidx[7:0]];
      rcp_c1_q  <= RCP_C1[s1.tidx[7:0]];
      rcp_c2_q  <= RCP_C2[s1.tidx[7:0]];
      rsq_c0_q  <= RSQ_C0[s1.tidx];
      rsq_c1_q  <= RSQ_C1[s1.tidx];
      rsq_c2_q  <= RSQ_C2[s1.tidx];
      sqrt_c0_q <= SQRT_C0[s1.tidx];
      sqrt_c1_q <= SQRT_C1[s1.tidx];
      sqrt_c2_q <= SQRT_C2[s1.tidx];
      exp2_c0_q <= EXP2_C0[s1.tidx[7:0]];
      exp2_c1_q <= EXP2_C1[s1.tidx[7:0]];
      exp2_c2_q <= EXP2_C2[s1.tidx[7:0]];
      log2_c0_q <= LOG2_C0[s1.tidx[7:0]];
      log2_c1_q <= LOG2_C1[s1.tidx[7:0]];
      log2_c2_q <= LOG2_C2[s1.tidx[7:0]];
      cos_c0_q  <= COS_C0[s1.tidx];
      cos_c1_q  <= COS_C1[s1.tidx];
      cos_c2_q  <= COS_C2[s1.tidx];
      sinq_c0_q <= SINQ_C0[s1.tidx];
      sinq_c1_q <= SINQ_C1[s1.tidx];
      sinq_c2_q <= SINQ_C2[s1.tidx];
    end
  end

  // The coefficients of the table stage 2 uses, sign-extended.
  trans_coef_t coef2;
  always_comb begin
    unique case (s2_q.ttbl)
      TBL_RCP:  coef2 = '{c0: C0W'(rcp_c0_q),  c1: C1W'(rcp_c1_q),  c2: C2W'(rcp_c2_q)};
      TBL_RSQ:  coef2 = '{c0: C0W'(rsq_c0_q),  c1: C1W'(rsq_c1_q),  c2: C2W'(rsq_c2_q)};
      TBL_SQRT: coef2 = '{c0: C0W'(sqrt_c0_q), c1: C1W'(sqrt_c1_q), c2: C2W'(sqrt_c2_q)};
      TBL_EXP2: coef2 = '{c0: C0W'(exp2_c0_q), c1: C1W'(exp2_c1_q), c2: C2W'(exp2_c2_q)};
      TBL_LOG2: coef2 = '{c0: C0W'(log2_c0_q), c1: C1W'(log2_c1_q), c2: C2W'(log2_c2_q)};
      TBL_COS:  coef2 = '{c0: C0W'(cos_c0_q),  c1: C1W'(cos_c1_q),  c2: C2W'(cos_c2_q)};
      TBL_SINQ: coef2 = '{c0: C0W'(sinq_c0_q), c1: C1W'(sinq_c1_q), c2: C2W'(sinq_c2_q)};
      default:  coef2 = '0;
    endcase
  end

  always_ff @(posedge clk_i) begin
    if (valid_q[0]) begin
      s2b_q <= s2_q;
      if (s2_q.trans) prod2b_q <= trans_stage2a(s2_q.tst.t, s2_q.tst.t2, coef2);
    end
  end

  always_ff @(posedge clk_i) begin
    if (valid_q[1]) begin
      s2c_q <= s2b_q;
      if (s2b_q.trans) val2c_q <= trans_stage2b(s2b_q.tst.m, prod2b_q);
      else             aln2c_q <= fp_add_align(s2b_q.x, s2b_q.y);
    end
  end

  always_ff @(posedge clk_i) begin
    if (valid_q[2]) begin
      ctl2d_q        <= s2c_q.ctl;
      direct2d_q     <= s2c_q.direct;
      direct_val2d_q <= s2c_q.direct_val;
      mag2d_q        <= s2c_q.trans ? trans_stage2c(s2c_q.tst, val2c_q) : fp_add_mag(aln2c_q);
    end
  end

  always_ff @(posedge clk_i) begin
    if (valid_q[3]) begin
      ctl3_q        <= ctl2d_q;
      direct3_q     <= direct2d_q;
      direct_val3_q <= direct_val2d_q;
      sum3_q        <= fp_normalise(mag2d_q);
    end
  end

  always_ff @(posedge clk_i) begin
    if (valid_q[4]) begin
      ctl4_q <= ctl3_q;
      res4_q <= direct3_q ? direct_val3_q : fp_round(sum3_q, ctl3_q.flush_out);
    end
  end

  // Stage 4: the output modifier, then clamp to [0.0, 1.0]: -0 and
  // everything below 0 give +0; a NaN gives +0 with DX10_CLAMP and stays a
  // NaN without it.
  function automatic logic [31:0] stage4(input logic [31:0] res, input logic float_res,
                                         input omod_e omod, input logic flush,
                                         input logic clamp, input logic dx10_clamp);
    logic [31:0] scaled, out;
    scaled = fp_scale(res, float_res ? omod : OMOD_NONE, flush);
    out = scaled;
    if (float_res && clamp) begin
      if (is_nan(scaled))                      out = dx10_clamp ? 32'd0 : scaled;
      else if (scaled[31] || is_zero(scaled))  out = 32'd0;
      else if (scaled >= ONE)                  out = ONE;
    end
    return out;
  endfunction

  always_ff @(posedge clk_i) begin
    if (valid_q[5]) begin
      d_o   <= stage4(res4_q, ctl4_q.float_res, ctl4_q.omod, ctl4_q.flush_out, ctl4_q.clamp,
                      ctl4_q.dx10_clamp);
      tag_o <= ctl4_q.tag;
      vcc_o <= ctl4_q.vcc;
    end
  end

endmodule
