// Transcendentals of the FP32 lane: rcp (and rcp_iflag), rsq, sqrt, exp
// (and exp_legacy), log (and log_legacy), sin, cos of 2*pi*x. The algorithm
// is golden/fp/fp32_trans.cpp's, bit for bit (docs/fp32.md "Transcendentals"):
// exact argument reduction, a per-segment quadratic from the generated tables
// (gcn_fp_tables_pkg, build/rtl/), and the fixed-point value rounded as if
// exact by the lane's rounding (gcn_fp_pkg::fp_round).
//
// Functions inside the lane's stages 1 and 2 (gcn_fp32_lane calls each in
// the register at the end of its stage, for a valid transcendental only):
// trans_stage1 takes the unpacked operand, decodes the special cases (dir,
// dir_val), reduces the argument and names the table and its segment (tbl,
// idx); trans_stage2a..2c evaluate the quadratic with that segment's
// coefficients, apply the log/sin post-multiply and give the value's sign
// and magnitude, which the lane normalises (fp_normalise) into the
// unrounded result for its stage-3 rounding. The lane reads the
// tables in between, into registers at the end of stage 1 (a synchronous
// ROM read each, which FPGA flows map to block RAM).
//
// One evaluator serves every table: t is left-aligned to 24 bits
// (t' = t << (24 - T)), so that (c1 * t) >> T = (c1 * t') >> 24, and
// (t * t) >> T = ((t' * t') >> 24 with its low 24 - T bits cleared) >> (24 - T).
package gcn_fp_trans_pkg;
  import gcn_bits_pkg::lzc_left;
  import gcn_fp_pkg::*;
  import gcn_valu_uop_pkg::*;
  import gcn_fp_tables_pkg::*;

  localparam int unsigned C0W = 36, C1W = 26, C2W = 18;

  typedef enum logic [1:0] {
    POST_NONE = 2'd0,   // value Y
    POST_LOG  = 2'd1,   // M * Y + e' * 2^54, signed
    POST_SIN  = 2'd2    // M * Y
  } post_e;

  // The tables (gcn_fp_tables_pkg), one per function; sin and cos of 2*pi*x
  // share the fold onto [0, 1/8] and use one of two.
  typedef enum logic [2:0] {
    TBL_RCP, TBL_RSQ, TBL_SQRT, TBL_EXP2, TBL_LOG2, TBL_COS, TBL_SINQ
  } trans_tbl_e;

  // One segment's coefficients, sign-extended to the evaluator's widths.
  typedef struct packed {
    logic signed [C0W-1:0] c0;
    logic signed [C1W-1:0] c1;
    logic signed [C2W-1:0] c2;
  } trans_coef_t;

  // What stage 1 hands to stage 2.
  typedef struct packed {
    logic [23:0]           t;      // left-aligned position
    logic [23:0]           t2;     // (t' * t') >> 24, low 24 - T bits cleared
    post_e                 post;
    logic signed [25:0]    m;      // post-multiplier: W (log) or s (sin)
    logic signed [9:0]     ep;     // e' of log
    logic                  sign;
    exp_t                  k;      // value = V * 2^k
  } trans_st_t;

  typedef struct packed {
    logic        dir;       // a special result, no rounding
    logic [31:0] dir_val;
    trans_tbl_e  tbl;       // the table stage 2's coefficients come from
    logic [8:0]  idx;       // ... and its segment (below the table's size)
    trans_st_t   st;        // otherwise the operands of stage 2
  } trans_s1_t;

  // Stage 1: u is the operand after modifiers and input flush, f its bits.
  function automatic trans_s1_t trans_stage1(input fp_op_e op, input fp_unp_t u,
                                             input logic [31:0] f);
    logic        is_rcp, is_rsq, is_sqrt, is_exp, is_log, is_cos;   // else sin
    exp_t        e;              // unbiased exponent
    logic [22:0] fr;
    // rsq / sqrt: x = 2^(e - odd) * z, z in [1, 4).
    logic        odd;
    exp_t        half_e;
    // exp: X = floor(x * 2^32) = n * 2^32 + r.
    exp_t        xsh;
    logic [40:0] xmag;
    logic        xlost;
    logic signed [41:0] xfix;      // |X| < 2^40
    logic signed [9:0]  xn;
    logic [31:0] xr;
    // log: x = 2^e' * z, z in [0.75, 1.5), Z = z * 2^24, W = Z - 2^24.
    logic [24:0] lz_z;
    logic signed [9:0] lep;
    logic signed [25:0] lw;
    logic [7:0]  lidx;
    // sin/cos: r = frac(|x|) as a 64-bit fraction, quadrant, fold onto [0, 1/8].
    exp_t        ssh;
    logic [63:0] sr;
    logic [1:0]  quad;
    logic [61:0] ss;
    logic        fold, use_cos, negate, tiny;
    logic [5:0]  slz;
    /* verilator lint_off UNUSEDSIGNAL */
    logic [6:0]  slz_all;       // at most 62 when used
    logic [61:0] snorm;         // s has at most 24 significant bits
    logic [47:0] tsq;           // the low half is below the evaluator's resolution
    /* verilator lint_on UNUSEDSIGNAL */
    logic [23:0] s24;
    exp_t        sk;
    // Table read.
    logic [23:0] tq;            // left-aligned t
    logic [23:0] t2mask;
    trans_s1_t   r;

    is_rcp  = op inside {FP_RCP, FP_RCP_IFLAG};
    is_rsq  = op == FP_RSQ;
    is_sqrt = op == FP_SQRT;
    is_exp  = op inside {FP_EXP, FP_EXP_LEGACY};
    is_log  = op inside {FP_LOG, FP_LOG_LEGACY};
    is_cos  = op == FP_COS;
    e  = u.exp - exp_t'(127);
    fr = u.sig[22:0];

    // Special cases (docs/fp32.md "Per function").
    r = '0;
    r.dir = 1'b1;
    r.dir_val = DEFAULT_NAN;
    if (u.nan) begin
      r.dir_val = quiet(f);
    end else if (is_rcp) begin
      if (u.inf)       r.dir_val = {u.sign, 31'd0};
      else if (u.zero) r.dir_val = {u.sign, 8'hFF, 23'd0};
      else             r.dir = 1'b0;
    end else if (is_rsq) begin
      if (u.zero)      r.dir_val = {u.sign, 8'hFF, 23'd0};
      else if (u.sign) r.dir_val = DEFAULT_NAN;
      else if (u.inf)  r.dir_val = 32'd0;
      else             r.dir = 1'b0;
    end else if (is_sqrt) begin
      if (u.zero)      r.dir_val = f;
      else if (u.sign) r.dir_val = DEFAULT_NAN;
      else if (u.inf)  r.dir_val = f;
      else             r.dir = 1'b0;
    end else if (is_exp) begin
      if (u.zero)                        r.dir_val = ONE;
      else if (u.inf || e >= exp_t'(8))  r.dir_val = u.sign ? 32'd0 : 32'h7F80_0000;
      else                               r.dir = 1'b0;
    end else if (is_log) begin
      if (u.zero)      r.dir_val = 32'hFF80_0000;
      else if (u.sign) r.dir_val = DEFAULT_NAN;
      else if (u.inf)  r.dir_val = 32'h7F80_0000;
      else             r.dir = 1'b0;
    end else begin
      // sin, cos
      if (u.inf)       r.dir_val = DEFAULT_NAN;
      else if (u.zero) r.dir_val = is_cos ? ONE : f;
      else             r.dir = 1'b0;
    end

    odd    = e[0];
    half_e = (e - exp_t'(odd)) >>> 1;

    xsh = u.exp - exp_t'(118);             // sig * 2^xsh = x * 2^32
    xmag = '0;
    xlost = 1'b0;
    if (xsh >= exp_t'(0)) begin
      xmag = 41'(u.sig) << xsh[4:0];       // xsh <= 16 (|x| < 256)
    end else if (xsh > -exp_t'(40)) begin
      xmag = 41'(u.sig) >> (-xsh);
      xlost = |(u.sig & 24'((64'd1 << (-xsh)) - 64'd1));
    end else begin
      xlost = 1'b1;                        // 0 < |x| * 2^32 < 1
    end
    xfix = u.sign ? -$signed(42'(xmag) + 42'(xlost)) : $signed(42'(xmag));
    xn = xfix[41:32];
    xr = xfix[31:0];

    if (fr[22]) begin
      lz_z = 25'(24'h80_0000) + 25'(fr);
      lep  = 10'(e) + 10'sd1;
    end else begin
      lz_z = 25'h100_0000 + {1'b0, fr, 1'b0};
      lep  = 10'(e);
    end
    lw   = $signed({1'b0, lz_z}) - 26'sh100_0000;
    lidx = 8'(lz_z[24:16] - 9'd192);   // 0..191

    ssh = u.exp - exp_t'(86);              // sig * 2^ssh = |x| * 2^64
    if (ssh >= exp_t'(64))      sr = '0;
    else if (ssh >= exp_t'(0))  sr = 64'(u.sig) << ssh[5:0];
    else if (ssh > -exp_t'(64)) sr = 64'(u.sig) >> (-ssh);
    else                        sr = '0;
    tiny = ssh < exp_t'(23);
    quad = sr[63:62] + 2'(is_cos);
    fold = sr[61:0] > 62'h2000_0000_0000_0000;
    ss   = fold ? 62'(63'h4000_0000_0000_0000 - 63'(sr[61:0])) : sr[61:0];
    use_cos = quad[0] ^ fold;
    negate  = quad[1] ^ (u.sign && !is_cos);

    // Normalise s exactly (leading zeros of the 62-bit ss, 62 when zero).
    slz_all = lzc_left({ss, 2'b00});
    slz     = (ss == '0) ? 6'd62 : slz_all[5:0];
    snorm   = ss << slz;
    if (tiny) begin
      s24 = u.sig;
      sk  = u.exp - exp_t'(150) - exp_t'(COEF_FRAC);
    end else begin
      s24 = snorm[61:38];
      // s = s24 * 2^(61 - slz - 23) * 2^-64
      sk  = exp_t'(61) - exp_t'(slz) - exp_t'(23) - exp_t'(64) - exp_t'(COEF_FRAC);
    end

    tq = '0;
    t2mask = '1;
    if (is_rcp) begin
      r.tbl = TBL_RCP;
      r.idx = {1'b0, fr[22:15]};
      tq = {fr[14:0], 9'd0};
      t2mask = {15'h7FFF, 9'd0};
      r.st.sign = u.sign;
      r.st.k = -exp_t'(COEF_FRAC) - e - exp_t'(1);
    end else if (is_rsq || is_sqrt) begin
      if (is_rsq) begin
        r.tbl = TBL_RSQ;
        r.st.k = -exp_t'(COEF_FRAC) - half_e - exp_t'(1);
      end else begin
        r.tbl = TBL_SQRT;
        r.st.k = -exp_t'(COEF_FRAC) + half_e;
      end
      r.idx = {odd, fr[22:15]};
      tq = {fr[14:0], 9'd0};
      t2mask = {15'h7FFF, 9'd0};
    end else if (is_exp) begin
      r.tbl = TBL_EXP2;
      r.idx = {1'b0, xr[31:24]};
      tq = xr[23:0];
      r.st.k = exp_t'(xn) - exp_t'(COEF_FRAC);
    end else if (is_log) begin
      r.tbl = TBL_LOG2;
      r.idx = {1'b0, lidx};
      tq = {lz_z[15:0], 8'd0};
      t2mask = {16'hFFFF, 8'd0};
      r.st.post = POST_LOG;
      r.st.m = lw;
      r.st.ep = lep;
      r.st.k = -exp_t'(24) - exp_t'(COEF_FRAC);
    end else if (use_cos) begin
      r.tbl = TBL_COS;
      r.idx = ss[61:53];
      tq = ss[52:29];
      r.st.sign = negate;
      r.st.k = -exp_t'(COEF_FRAC);
    end else begin
      r.tbl = TBL_SINQ;
      r.idx = ss[61:53];
      tq = ss[52:29];
      r.st.post = POST_SIN;
      r.st.m = $signed({2'b00, s24});
      r.st.sign = negate;
      r.st.k = sk;
    end
    tsq = tq * tq;
    r.st.t = tq;
    r.st.t2 = tsq[47:24] & t2mask;
    return r;
  endfunction

  // Stage 2 in four clocks: the quadratic's two products (2a), its sum and
  // the post-multiply (2b), the post-add and the magnitude (2c), then the
  // normalisation (2d, gcn_fp_pkg's fp_normalise): each a clock of its own,
  // so that no FPGA path holds more than one multiplier chain or wide add.
  typedef struct packed {
    logic signed [C0W-1:0]  c0;
    logic signed [C1W+24:0] p1;    // c1 * t
    logic signed [C2W+24:0] p2;    // c2 * t2
  } trans_prod_t;

  typedef struct packed {
    logic signed [36:0]     y;     // the quadratic's value
    logic signed [62:0]     post;  // 26 x 37 bits: |W * H|, s * Q < 2^58
  } trans_val_t;

  // 2a: the products with the coefficients c (segment idx of table tbl from
  // stage 1).
  // t and t2 are stage 1's (trans_st_t).
  function automatic trans_prod_t trans_stage2a(input logic [23:0] t, input logic [23:0] t2,
                                                input trans_coef_t c);
    trans_prod_t r;
    r.c0 = c.c0;
    r.p1 = c.c1 * $signed({1'b0, t});
    r.p2 = c.c2 * $signed({1'b0, t2});
    return r;
  endfunction

  // 2b: the quadratic's value and the post-multiply.
  // m is stage 1's post-multiplier (trans_st_t).
  function automatic trans_val_t trans_stage2b(input logic signed [25:0] m, input trans_prod_t p);
    trans_val_t r;
    r.y    = 37'(p.c0) + 37'(p.p1 >>> 24) + 37'(p.p2 >>> 24);
    r.post = m * r.y;
    return r;
  endfunction

  // 2c: the value's sign and magnitude, for fp_normalise (in 2d).
  // st is stage 1's operands, of which 2c reads the post-step (post, ep)
  // and the result's sign and scale (sign, k); 2a and 2b read the rest.
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic fp_mag_t trans_stage2c(input trans_st_t st, input trans_val_t tv);
  /* verilator lint_on UNUSEDSIGNAL */
    logic signed [63:0] post, lterm, sum;
    fp_mag_t            m;
    post  = 64'(tv.post);
    lterm = 64'(st.ep) <<< 54;
    sum   = post + lterm;
    m     = '0;
    unique case (st.post)
      POST_LOG: begin
        m.sign = sum < 0;
        m.v    = m.sign ? 64'(-sum) : 64'(sum);
      end
      POST_SIN: begin
        m.sign = st.sign;
        m.v    = 64'(post);
      end
      default: begin
        m.sign = st.sign;
        m.v    = 64'(tv.y);
      end
    endcase
    // v * 2^k with the leading one at bit 63 - lz: exp 63 - lz + k + 127.
    m.ebase = st.k + exp_t'(190);
    return m;
  endfunction

endpackage
