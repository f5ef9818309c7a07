// FP32 arithmetic of one VALU lane (everything but the transcendentals), as a
// fixed-latency pipeline that accepts one operation per cycle:
//
//   stage 1  unpack (input modifiers, denormal flush), multiply, the mad
//            product rounding, and every result that needs no adder
//            (min/max/med3, compares, class, conversions to integer,
//            trunc/floor/ceil/rndne, frexp)
//   stage 2  alignment, add, leading-zero normalisation
//   stage 3  rounding and packing, NaN and denormal rules
//   stage 4  output modifiers: omod, then clamp
//
// An operation presented with valid_i in cycle t is in d_o with valid_o in
// cycle t + FP32_LANE_LATENCY (gcn_fp_pkg). Results that are not floats (compares and class give
// 0 or 1, conversions to integer, frexp_exp) ignore omod and clamp. Integer
// operands (the source of V_CVT_F32_{I32,U32,UBYTE*}, the exponent of
// V_LDEXP_F32, the class mask) ignore abs and neg. docs/fp32.md lists the
// readings of the spec this implements.
module gcn_fp32_lane
  import gcn_fp_pkg::*;
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

  // ---------------------------------------------------------------- stage 1

  logic        is_mad, is_legacy, flush_in, int_src0, int_src1, is_trans, trans_flush;
  logic [2:0]  nan_cand;        // which sources propagate a NaN
  ctl_t        ctl1;
  logic        ds_vcc;          // V_DIV_SCALE_F32's VCC bit (below)
  ctl_t        ctl1v;           // ctl1 with that bit

  always_comb begin
    is_mad    = (op_i == FP_MAD) || (op_i == FP_MAD_LEGACY);
    is_legacy = (op_i == FP_MUL_LEGACY) || (op_i == FP_MAD_LEGACY);
    int_src0  = (op_i inside {FP_CVT_F32_I32, FP_CVT_F32_U32, FP_CVT_F32_UBYTE0,
                              FP_CVT_F32_UBYTE1, FP_CVT_F32_UBYTE2, FP_CVT_F32_UBYTE3,
                              FP_CVT_OFF_F32_I4});
    int_src1  = (op_i == FP_LDEXP) || (op_i == FP_CLASS);
    // Transcendentals (gcn_fp_trans); all but sin/cos flush denormals in and
    // out regardless of MODE ("denormals are flushed", docs/fp32.md).
    is_trans  = op_i inside {FP_RCP, FP_RCP_IFLAG, FP_RSQ, FP_SQRT, FP_EXP, FP_LOG,
                             FP_EXP_LEGACY, FP_LOG_LEGACY, FP_SIN, FP_COS};
    trans_flush = is_trans && !(op_i inside {FP_SIN, FP_COS});
    // V_MAD_F32 "denormals are flushed" regardless of MODE; the class test
    // looks at the operand as it is.
    // V_DIV_FMAS_F32: "Input denormals are not flushed"; V_DIV_SCALE_F32
    // (which tests for denormals) reads its operands the same way.
    if (op_i inside {FP_CLASS, FP_DIV_FMAS, FP_DIV_SCALE}) flush_in = 1'b0;
    else if (is_mad || trans_flush)  flush_in = 1'b1;
    else                  flush_in = !mode_i.denorm[0];
    unique case (op_i)
      FP_ADD, FP_SUB, FP_SUBREV, FP_MUL, FP_MUL_LEGACY: nan_cand = 3'b011;
      FP_FMA, FP_MAD, FP_MAD_LEGACY, FP_DIV_FMAS:       nan_cand = 3'b111;
      FP_LDEXP, FP_FRACT:                               nan_cand = 3'b001;
      default:                                          nan_cand = 3'b000;
    endcase
    ctl1.float_res  = !((op_i[6:4] == 3'b001) || op_i inside {FP_CLASS, FP_CVT_I32_F32,
                        FP_CVT_U32_F32, FP_CVT_RPI_I32_F32, FP_CVT_FLR_I32_F32, FP_FREXP_EXP});
    ctl1.flush_out  = is_mad || trans_flush || !mode_i.denorm[1];
    ctl1.dx10_clamp = mode_i.dx10_clamp;
    ctl1.omod       = omod_i;
    ctl1.clamp      = clamp_i;
    ctl1.tag        = tag_i;
    ctl1.vcc        = 1'b0;   // set in ctl1v (below), from the operands
  end

  logic [31:0] f0, f1, f2;      // operands after modifiers and flush
  fp_unp_t     u0, u1, u2;

  gcn_fp_unpack u_unp0 (.x_i(src0_i), .abs_i(abs_i[0] && !int_src0), .neg_i(neg_i[0] && !int_src0),
                        .flush_i(flush_in), .bits_o(f0), .u_o(u0));
  gcn_fp_unpack u_unp1 (.x_i(src1_i), .abs_i(abs_i[1] && !int_src1), .neg_i(neg_i[1] && !int_src1),
                        .flush_i(flush_in), .bits_o(f1), .u_o(u1));
  gcn_fp_unpack u_unp2 (.x_i(src2_i), .abs_i(abs_i[2]), .neg_i(neg_i[2]),
                        .flush_i(flush_in), .bits_o(f2), .u_o(u2));

  // Multiplier, and the rounded product of the unfused mad.
  fp_ext_t     prod;
  logic        mul_invalid, legacy_zero;
  fp_raw_t     prod_raw;
  logic [31:0] prod_rounded, unused_prod_bits;
  fp_unp_t     uq;

  gcn_fp_mul u_mul (.a_i(u0), .b_i(u1), .legacy_i(is_legacy), .p_o(prod),
                    .invalid_o(mul_invalid), .legacy_zero_o(legacy_zero));

  always_comb begin
    prod_raw      = '0;
    prod_raw.sign = prod.sign;
    prod_raw.zero = prod.zero;
    prod_raw.inf  = prod.inf;
    prod_raw.exp  = prod.exp;
    prod_raw.mant = prod.sig[47:24];
    prod_raw.rnd  = prod.sig[23];
    prod_raw.stk  = |prod.sig[22:0];
  end

  gcn_fp_round u_prod_round (.r_i(prod_raw), .flush_i(1'b1), .d_o(prod_rounded));
  gcn_fp_unpack u_unpq (.x_i(prod_rounded), .abs_i(1'b0), .neg_i(1'b0), .flush_i(1'b1),
                        .bits_o(unused_prod_bits), .u_o(uq));

  // Rounding to integral values (also floor for fract).
  logic [1:0]  rint_mode;
  logic [31:0] rint_res, fl0, unused_fl_bits;
  fp_unp_t     ufl;

  always_comb begin
    unique case (op_i)
      FP_CEIL:           rint_mode = 2'd2;
      FP_FLOOR, FP_FRACT: rint_mode = 2'd1;
      FP_RNDNE:          rint_mode = 2'd3;
      default:           rint_mode = 2'd0;
    endcase
  end
  gcn_fp_rint u_rint (.x_i(f0), .mode_i(rint_mode), .d_o(rint_res));
  assign fl0 = rint_res;
  gcn_fp_unpack u_unpfl (.x_i(fl0), .abs_i(1'b0), .neg_i(1'b1), .flush_i(1'b0),
                         .bits_o(unused_fl_bits), .u_o(ufl));

  // Conversions to integer, compares, class.
  logic [1:0]  f2i_mode;
  logic [31:0] f2i_res;
  logic        cmp_res, class_res;

  always_comb begin
    unique case (op_i)
      FP_CVT_FLR_I32_F32: f2i_mode = 2'd1;
      FP_CVT_RPI_I32_F32: f2i_mode = 2'd2;
      default:            f2i_mode = 2'd0;
    endcase
  end
  gcn_fp_f2i u_f2i (.u_i(u0), .mode_i(f2i_mode), .unsigned_i(op_i == FP_CVT_U32_F32),
                    .d_o(f2i_res));
  gcn_fp_cmp u_cmp (.a_i(f0), .b_i(f1), .pred_i(op_i[3:0]), .d_o(cmp_res));
  gcn_fp_class u_class (.x_i(f0), .mask_i(src1_i[9:0]), .d_o(class_res));

  // Min / max family (spec pseudo-code, gcn_fp_pkg::f_minmax). A function
  // called by stage 2's register only when such an operation is issued: as
  // logic of its own a simulator would evaluate its chain of comparisons
  // every clock in every lane. In hardware it is the same logic in stage 1.
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
    minmax_res = r;
  endfunction

  logic is_minmax;   // a min / max family operation (set with direct1 below)

  // Transcendentals: specials in stage 1, the unrounded value in stage 2.
  logic        trans_dir;
  logic [31:0] trans_dir_val;
  fp_raw_t     trans_raw2;

  gcn_fp_trans u_trans (.clk_i(clk_i), .op_i(op_i), .u_i(u0), .f_i(f0), .dir_o(trans_dir),
                        .dir_val_o(trans_dir_val), .raw_o(trans_raw2));

  // Cube map helpers (spec V_CUBE*_F32): float comparisons of the flushed
  // operands, false with a NaN; a returned coordinate is a move (sign flip,
  // NaN not quieted) and flushes like min/max; 2.0 * S goes through the adder.
  function automatic logic abs_ge(input logic [31:0] a, input logic [31:0] b);
    abs_ge = !is_nan(a) && !is_nan(b) && (a[30:0] >= b[30:0]);
  endfunction
  function automatic logic lt0(input logic [31:0] a);
    lt0 = !is_nan(a) && !is_zero(a) && a[31];
  endfunction

  logic        cube_z, cube_y;
  logic [31:0] cube_res, cube_bits;
  fp_unp_t     cube_u;

  always_comb begin
    cube_z = abs_ge(f2, f0) && abs_ge(f2, f1);
    cube_y = !cube_z && abs_ge(f1, f0);
    cube_bits = cube_z ? f2 : cube_y ? f1 : f0;
    cube_u    = cube_z ? u2 : cube_y ? u1 : u0;
    unique case (op_i)
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
    if (ctl1.flush_out && cube_res[30:23] == 8'd0) cube_res = {cube_res[31], 31'd0};
  end

  // V_DIV_SCALE_F32 (spec VOP3B 480; readings in docs/fp32.md, golden
  // fp32_div.cpp): unflushed operands; exponent() is the biased exponent
  // field; the DENORM tests are on exact values: 1/S1 is below 2^-126 iff
  // |S1| > 2^126, S2/S1 iff S2's normalised exponent is below S1's minus 126
  // (or equal with a smaller significand). D = ldexp(S0, ds_k), ds_k = 0 where
  // the pseudo-code does not assign D.
  logic        ds_nan, ds_rcp_dn, ds_quot_dn, ds_s0_s1, ds_s0_s2;
  logic signed [9:0] ds_ediff;
  exp_t        ds_d, ds_k;

  function automatic logic feq_num(input logic [31:0] a, input logic [31:0] b);
    feq_num = !is_nan(a) && !is_nan(b) && f_eq(a, b);
  endfunction

  always_comb begin
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
  end

  always_comb begin
    ctl1v     = ctl1;
    ctl1v.vcc = (op_i == FP_DIV_SCALE) && ds_vcc;
  end

  // V_DIV_FIXUP_F32 (spec VOP3A 478): operands flushed per MODE; underflow
  // is a signed zero; the overflow branch (exponent(S1) == 255) is unreachable
  // after the inf/NaN branches; else S0 with the sign replaced (a move).
  logic        fx_sign;
  logic [31:0] fx_res;
  logic signed [9:0] fx_ediff;

  always_comb begin
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
    if (ctl1.flush_out && fx_res[30:23] == 8'd0) fx_res = {fx_res[31], 31'd0};
  end

  // The first NaN operand in S0, S1, S2 order, quieted (docs/fp32.md). A
  // legacy multiply by zero ignores NaNs in S0 and S1.
  logic        nan_hit;
  logic [31:0] nan_val;
  logic [2:0]  cand;

  always_comb begin
    cand = nan_cand & {1'b1, {2{!legacy_zero}}};
    nan_hit = 1'b1;
    if (cand[0] && u0.nan)      nan_val = quiet(f0);
    else if (cand[1] && u1.nan) nan_val = quiet(f1);
    else if (cand[2] && u2.nan) nan_val = quiet(f2);
    else begin
      nan_hit = 1'b0;
      nan_val = DEFAULT_NAN;
    end
  end

  // Adder operands (gcn_fp_pkg::ext), or a result that bypasses the adder.
  localparam fp_ext_t NEG_ZERO = '{sign: 1'b1, zero: 1'b1, inf: 1'b0, exp: '0, sig: '0};

  fp_ext_t     x1, y1;
  logic        direct1;
  logic [31:0] direct_val1;
  logic [31:0] ival;            // integer source magnitude
  logic        isign;
  exp_t        ldexp_n;
  exp_t        frexp_e;

  assign frexp_e = u0.exp - exp_t'(126);

  always_comb begin
    // V_LDEXP_F32's exponent, saturated to a range that already over- or
    // underflows every operand.
    if ($signed(src1_i) > 32'sd511)       ldexp_n = exp_t'(511);
    else if ($signed(src1_i) < -32'sd512) ldexp_n = -exp_t'(512);
    else                                  ldexp_n = exp_t'(src1_i[EXP_W-1:0]);

    unique case (op_i)
      FP_CVT_F32_I32: begin
        isign = src0_i[31];
        ival  = src0_i[31] ? 32'(-src0_i) : src0_i;
      end
      FP_CVT_F32_UBYTE0: begin isign = 1'b0; ival = {24'd0, src0_i[7:0]}; end
      FP_CVT_F32_UBYTE1: begin isign = 1'b0; ival = {24'd0, src0_i[15:8]}; end
      FP_CVT_F32_UBYTE2: begin isign = 1'b0; ival = {24'd0, src0_i[23:16]}; end
      FP_CVT_F32_UBYTE3: begin isign = 1'b0; ival = {24'd0, src0_i[31:24]}; end
      FP_CVT_OFF_F32_I4: begin
        isign = src0_i[3];
        ival  = {28'd0, src0_i[3] ? 4'(-src0_i[3:0]) : src0_i[3:0]};
      end
      default:           begin isign = 1'b0; ival = src0_i; end
    endcase

    x1 = ext(u0, 1'b0);
    y1 = NEG_ZERO;
    direct1 = 1'b0;
    direct_val1 = '0;
    is_minmax = 1'b0;
    unique case (op_i)
      FP_ADD:    y1 = ext(u1, 1'b0);
      FP_SUB:    y1 = ext(u1, 1'b1);
      FP_SUBREV: begin x1 = ext(u1, 1'b0); y1 = ext(u0, 1'b1); end
      FP_MUL, FP_MUL_LEGACY: x1 = prod;
      FP_FMA:    begin x1 = prod; y1 = ext(u2, 1'b0); end
      FP_DIV_FMAS: begin
        // The 2^32 scale is exact and before the one rounding.
        x1 = prod;
        y1 = ext(u2, 1'b0);
        if (vcc_i) begin
          x1.exp = prod.exp + exp_t'(32);
          y1.exp = u2.exp + exp_t'(32);
        end
      end
      FP_CVT_OFF_F32_I4: begin
        // ival * 2^16 * 2^(154 - 127 - 47) = ival / 16.
        x1 = '{sign: isign, zero: (ival == 32'd0), inf: 1'b0, exp: exp_t'(154),
               sig: {ival, 16'd0}};
      end
      FP_CUBEID, FP_CUBESC, FP_CUBETC: begin
        direct1 = 1'b1;
        direct_val1 = cube_res;
      end
      FP_DIV_SCALE: begin
        // ldexp(S0, ds_k) through the adder (+ -0), like FP_LDEXP.
        x1.exp = u0.exp + ds_k;
        if (ds_nan) begin
          direct1 = 1'b1;
          direct_val1 = DEFAULT_NAN;
        end else if (u0.nan) begin
          direct1 = 1'b1;
          direct_val1 = quiet(f0);
        end
      end
      FP_DIV_FIXUP: begin
        direct1 = 1'b1;
        direct_val1 = fx_res;
      end
      FP_CUBEMA: begin
        // 2.0 * S: the major coordinate with its exponent moved, + -0.
        x1 = ext(cube_u, 1'b0);
        x1.exp = cube_u.exp + exp_t'(1);
        if (cube_u.nan) begin
          direct1 = 1'b1;
          direct_val1 = quiet(cube_bits);
        end
      end
      FP_MAD, FP_MAD_LEGACY: begin x1 = ext(uq, 1'b0); y1 = ext(u2, 1'b0); end
      FP_LDEXP:  x1.exp = u0.exp + ldexp_n;
      FP_FRACT:  y1 = ext(ufl, 1'b0);
      FP_CVT_F32_I32, FP_CVT_F32_U32, FP_CVT_F32_UBYTE0, FP_CVT_F32_UBYTE1,
      FP_CVT_F32_UBYTE2, FP_CVT_F32_UBYTE3: begin
        // ival * 2^16 * 2^(158 - 127 - 47) = ival; the adder normalises it.
        x1 = '{sign: isign, zero: (ival == 32'd0), inf: 1'b0, exp: exp_t'(158),
               sig: {ival, 16'd0}};
      end
      FP_MIN, FP_MAX, FP_MIN3, FP_MAX3, FP_MED3: begin
        direct1 = 1'b1;   // the value: minmax_res, in stage 2's register
        is_minmax = 1'b1;
      end
      FP_CLASS: begin
        direct1 = 1'b1;
        direct_val1 = {31'd0, class_res};
      end
      FP_CVT_I32_F32, FP_CVT_U32_F32, FP_CVT_RPI_I32_F32, FP_CVT_FLR_I32_F32: begin
        direct1 = 1'b1;
        direct_val1 = f2i_res;
      end
      FP_TRUNC, FP_CEIL, FP_FLOOR, FP_RNDNE: begin
        direct1 = 1'b1;
        direct_val1 = rint_res;
      end
      FP_FREXP_MANT: begin
        // Inf and NaN come back as they are (spec: D.f = S0.f), zero too.
        direct1 = 1'b1;
        direct_val1 = (u0.nan || u0.inf || u0.zero) ? f0 : {u0.sign, 8'd126, u0.sig[22:0]};
      end
      FP_FREXP_EXP: begin
        // C frexp(): the exponent of a kept denormal is that of its
        // normalised value; zero, inf and NaN give 0.
        direct1 = 1'b1;
        direct_val1 = (u0.nan || u0.inf || u0.zero) ? 32'd0
                    : {{(32 - EXP_W){frexp_e[EXP_W-1]}}, frexp_e};
      end
      FP_RCP, FP_RCP_IFLAG, FP_RSQ, FP_SQRT, FP_EXP, FP_LOG, FP_EXP_LEGACY,
      FP_LOG_LEGACY, FP_SIN, FP_COS: begin
        // Specials now; the rest from gcn_fp_trans in stage 2.
        direct1 = trans_dir;
        direct_val1 = trans_dir_val;
      end
      default: begin
        // FP_CMP_*
        direct1 = 1'b1;
        direct_val1 = {31'd0, cmp_res};
      end
    endcase
    if (nan_hit) begin
      direct1 = 1'b1;
      direct_val1 = nan_val;
    end else if (mul_invalid && op_i inside {FP_MUL, FP_MUL_LEGACY, FP_FMA, FP_MAD, FP_MAD_LEGACY,
                                             FP_DIV_FMAS}) begin
      direct1 = 1'b1;
      direct_val1 = DEFAULT_NAN;
    end
  end

  // ---------------------------------------------------------------- stage 2

  ctl_t        ctl2_q;
  logic        trans2_q;
  fp_raw_t     add_raw2;
  logic        direct2_q;
  logic [31:0] direct_val2_q;
  fp_ext_t     x2_q, y2_q;
  fp_raw_t     sum2;

  // valid_i delayed by the four stages.
  logic [FP32_LANE_LATENCY-1:0] valid_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) valid_q <= '0;
    else         valid_q <= {valid_q[FP32_LANE_LATENCY-2:0], valid_i};
  end

  assign valid_o = valid_q[FP32_LANE_LATENCY-1];

  always_ff @(posedge clk_i) begin
    ctl2_q        <= ctl1v;
    direct2_q     <= direct1;
    trans2_q      <= is_trans;
    direct_val2_q <= direct_val1;
    if (valid_i && is_minmax)
      direct_val2_q <= minmax_res(op_i, f0, f1, f2, u0.nan || u1.nan || u2.nan, mode_i.ieee,
                                  ctl1.flush_out);
    x2_q          <= x1;
    y2_q          <= y1;
  end

  gcn_fp_add u_add (.x_i(x2_q), .y_i(y2_q), .r_o(add_raw2));
  assign sum2 = trans2_q ? trans_raw2 : add_raw2;

  // ---------------------------------------------------------------- stage 3

  ctl_t        ctl3_q;
  logic        direct3_q;
  logic [31:0] direct_val3_q;
  fp_raw_t     sum3_q;
  logic [31:0] rounded3, res3;

  always_ff @(posedge clk_i) begin
    ctl3_q        <= ctl2_q;
    direct3_q     <= direct2_q;
    direct_val3_q <= direct_val2_q;
    sum3_q        <= sum2;
  end

  gcn_fp_round u_round (.r_i(sum3_q), .flush_i(ctl3_q.flush_out), .d_o(rounded3));
  assign res3 = direct3_q ? direct_val3_q : rounded3;

  // ---------------------------------------------------------------- stage 4

  ctl_t        ctl4_q;
  logic [31:0] res4_q, scaled4, out4;

  always_ff @(posedge clk_i) begin
    ctl4_q <= ctl3_q;
    res4_q <= res3;
  end

  gcn_fp_scale u_scale (.r_i(res4_q), .omod_i(ctl4_q.float_res ? ctl4_q.omod : OMOD_NONE),
                        .flush_i(ctl4_q.flush_out), .d_o(scaled4));

  // Clamp to [0.0, 1.0]: -0 and everything below 0 give +0; a NaN gives +0
  // with DX10_CLAMP and stays a NaN without it.
  always_comb begin
    out4 = scaled4;
    if (ctl4_q.float_res && ctl4_q.clamp) begin
      if (is_nan(scaled4))                     out4 = ctl4_q.dx10_clamp ? 32'd0 : scaled4;
      else if (scaled4[31] || is_zero(scaled4)) out4 = 32'd0;
      else if (scaled4 >= ONE)                 out4 = ONE;
    end
  end

  // ---------------------------------------------------------------- output

  always_ff @(posedge clk_i) begin
    d_o   <= out4;
    tag_o <= ctl4_q.tag;
    vcc_o <= ctl4_q.vcc;
  end

endmodule
