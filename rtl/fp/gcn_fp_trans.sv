// Transcendentals of the FP32 lane: rcp (and rcp_iflag), rsq, sqrt, exp
// (and exp_legacy), log (and log_legacy), sin, cos of 2*pi*x. The algorithm
// is golden/fp/fp32_trans.cpp's, bit for bit (docs/fp32.md "Transcendentals"):
// exact argument reduction, a per-segment quadratic from the generated tables
// (gcn_fp_tables_pkg, build/rtl/), and the fixed-point value rounded as if
// exact by the lane's gcn_fp_round.
//
// Two stages inside the lane's stages 1 and 2: stage 1 (combinational from
// the unpacked operand) decodes the special cases (dir_o/dir_val_o, same
// cycle), reduces the argument and reads the table; the register below feeds
// stage 2, which evaluates the quadratic, applies the log/sin post-multiply
// and normalises into raw_o for the lane's stage-3 rounding.
//
// One evaluator serves every table: t is left-aligned to 24 bits
// (t' = t << (24 - T)), so that (c1 * t) >> T = (c1 * t') >> 24, and
// (t * t) >> T = ((t' * t') >> 24 with its low 24 - T bits cleared) >> (24 - T).
module gcn_fp_trans
  import gcn_fp_pkg::*;
  import gcn_valu_uop_pkg::*;
  import gcn_fp_tables_pkg::*;
(
  input  logic        clk_i,
  input  fp_op_e      op_i,
  input  fp_unp_t     u_i,      // operand after modifiers and input flush
  input  logic [31:0] f_i,      // its bits
  output logic        dir_o,    // stage 1: special result, no rounding
  output logic [31:0] dir_val_o,
  output fp_raw_t     raw_o     // stage 2: unrounded result
);

  localparam int unsigned C0W = 36, C1W = 26, C2W = 18;

  typedef enum logic [1:0] {
    POST_NONE = 2'd0,   // value Y
    POST_LOG  = 2'd1,   // M * Y + e' * 2^54, signed
    POST_SIN  = 2'd2    // M * Y
  } post_e;

  typedef struct packed {
    logic signed [C0W-1:0] c0;
    logic signed [C1W-1:0] c1;
    logic signed [C2W-1:0] c2;
    logic [23:0]           t;      // left-aligned position
    logic [23:0]           t2;     // (t' * t') >> 24, low 24 - T bits cleared
    post_e                 post;
    logic signed [25:0]    m;      // post-multiplier: W (log) or s (sin)
    logic signed [9:0]     ep;     // e' of log
    logic                  sign;
    exp_t                  k;      // value = V * 2^k
  } st_t;

  // ---------------------------------------------------------------- stage 1

  logic        is_rcp, is_rsq, is_sqrt, is_exp, is_log, is_cos;   // else sin
  exp_t        e;              // unbiased exponent
  logic [22:0] f;

  assign is_rcp  = op_i inside {FP_RCP, FP_RCP_IFLAG};
  assign is_rsq  = op_i == FP_RSQ;
  assign is_sqrt = op_i == FP_SQRT;
  assign is_exp  = op_i inside {FP_EXP, FP_EXP_LEGACY};
  assign is_log  = op_i inside {FP_LOG, FP_LOG_LEGACY};
  assign is_cos  = op_i == FP_COS;
  assign e = u_i.exp - exp_t'(127);
  assign f = u_i.sig[22:0];

  // Special cases (docs/fp32.md "Per function").
  always_comb begin
    dir_o = 1'b1;
    dir_val_o = DEFAULT_NAN;
    if (u_i.nan) begin
      dir_val_o = quiet(f_i);
    end else if (is_rcp) begin
      if (u_i.inf)       dir_val_o = {u_i.sign, 31'd0};
      else if (u_i.zero) dir_val_o = {u_i.sign, 8'hFF, 23'd0};
      else               dir_o = 1'b0;
    end else if (is_rsq) begin
      if (u_i.zero)      dir_val_o = {u_i.sign, 8'hFF, 23'd0};
      else if (u_i.sign) dir_val_o = DEFAULT_NAN;
      else if (u_i.inf)  dir_val_o = 32'd0;
      else               dir_o = 1'b0;
    end else if (is_sqrt) begin
      if (u_i.zero)      dir_val_o = f_i;
      else if (u_i.sign) dir_val_o = DEFAULT_NAN;
      else if (u_i.inf)  dir_val_o = f_i;
      else               dir_o = 1'b0;
    end else if (is_exp) begin
      if (u_i.zero)                        dir_val_o = ONE;
      else if (u_i.inf || e >= exp_t'(8))  dir_val_o = u_i.sign ? 32'd0 : 32'h7F80_0000;
      else                                 dir_o = 1'b0;
    end else if (is_log) begin
      if (u_i.zero)      dir_val_o = 32'hFF80_0000;
      else if (u_i.sign) dir_val_o = DEFAULT_NAN;
      else if (u_i.inf)  dir_val_o = 32'h7F80_0000;
      else               dir_o = 1'b0;
    end else begin
      // sin, cos
      if (u_i.inf)       dir_val_o = DEFAULT_NAN;
      else if (u_i.zero) dir_val_o = is_cos ? ONE : f_i;
      else               dir_o = 1'b0;
    end
  end

  // rsq / sqrt: x = 2^(e - odd) * z, z in [1, 4).
  logic        odd;
  exp_t        half_e;
  assign odd    = e[0];
  assign half_e = (e - exp_t'(odd)) >>> 1;

  // exp: X = floor(x * 2^32) = n * 2^32 + r.
  exp_t        xsh;
  logic [40:0] xmag;
  logic        xlost;
  logic signed [41:0] xfix;      // |X| < 2^40
  logic signed [9:0]  xn;
  logic [31:0] xr;

  always_comb begin
    xsh = u_i.exp - exp_t'(118);             // sig * 2^xsh = x * 2^32
    xmag = '0;
    xlost = 1'b0;
    if (xsh >= exp_t'(0)) begin
      xmag = 41'(u_i.sig) << xsh[4:0];       // xsh <= 16 (|x| < 256)
    end else if (xsh > -exp_t'(40)) begin
      xmag = 41'(u_i.sig) >> (-xsh);
      xlost = |(u_i.sig & 24'((64'd1 << (-xsh)) - 64'd1));
    end else begin
      xlost = 1'b1;                          // 0 < |x| * 2^32 < 1
    end
    xfix = u_i.sign ? -$signed(42'(xmag) + 42'(xlost)) : $signed(42'(xmag));
    xn = xfix[41:32];
    xr = xfix[31:0];
  end

  // log: x = 2^e' * z, z in [0.75, 1.5), Z = z * 2^24, W = Z - 2^24.
  logic [24:0] lz_z;
  logic signed [9:0] lep;
  logic signed [25:0] lw;
  logic [7:0]  lidx;
  always_comb begin
    if (f[22]) begin
      lz_z = 25'(24'h80_0000) + 25'(f);
      lep  = 10'(e) + 10'sd1;
    end else begin
      lz_z = 25'h100_0000 + {1'b0, f, 1'b0};
      lep  = 10'(e);
    end
    lw   = $signed({1'b0, lz_z}) - 26'sh100_0000;
    lidx = 8'(lz_z[24:16] - 9'd192);   // 0..191
  end

  // sin/cos: r = frac(|x|) as a 64-bit fraction, quadrant, fold onto [0, 1/8].
  exp_t        ssh;
  logic [63:0] sr;
  logic [1:0]  quad;
  logic [61:0] ss;
  logic        fold, use_cos, negate, tiny;
  logic [5:0]  slz;
  logic [61:0] snorm;
  logic [23:0] s24;
  exp_t        sk;

  always_comb begin
    ssh = u_i.exp - exp_t'(86);              // sig * 2^ssh = |x| * 2^64
    if (ssh >= exp_t'(64))     sr = '0;
    else if (ssh >= exp_t'(0)) sr = 64'(u_i.sig) << ssh[5:0];
    else if (ssh > -exp_t'(64)) sr = 64'(u_i.sig) >> (-ssh);
    else                       sr = '0;
    tiny = ssh < exp_t'(23);
    quad = sr[63:62] + 2'(is_cos);
    fold = sr[61:0] > 62'h2000_0000_0000_0000;
    ss   = fold ? 62'(63'h4000_0000_0000_0000 - 63'(sr[61:0])) : sr[61:0];
    use_cos = quad[0] ^ fold;
    negate  = quad[1] ^ (u_i.sign && !is_cos);
  end

  // s has at most 24 significant bits (docs/fp32.md): normalise it exactly.
  gcn_fp_lzc #(.WIDTH(62)) u_slzc (.d_i(ss), .cnt_o(slz));

  logic [61:0] unused_snorm;
  assign snorm = ss << slz;
  assign unused_snorm = snorm;

  always_comb begin
    if (tiny) begin
      s24 = u_i.sig;
      sk  = u_i.exp - exp_t'(150) - exp_t'(COEF_FRAC);
    end else begin
      s24 = snorm[61:38];
      // s = s24 * 2^(61 - slz - 23) * 2^-64
      sk  = exp_t'(61) - exp_t'(slz) - exp_t'(23) - exp_t'(64) - exp_t'(COEF_FRAC);
    end
  end

  // Table read and the stage-2 operands.
  st_t         st1;
  logic [23:0] tq;            // left-aligned t
  logic [47:0] tsq;
  logic [23:0] t2mask;
  logic [23:0] unused_tsq;    // below the evaluator's resolution
  assign unused_tsq = tsq[23:0];

  always_comb begin
    st1 = '0;
    tq = '0;
    t2mask = '1;
    if (is_rcp) begin
      st1.c0 = C0W'(RCP_C0[f[22:15]]);
      st1.c1 = C1W'(RCP_C1[f[22:15]]);
      st1.c2 = C2W'(RCP_C2[f[22:15]]);
      tq = {f[14:0], 9'd0};
      t2mask = {15'h7FFF, 9'd0};
      st1.sign = u_i.sign;
      st1.k = -exp_t'(COEF_FRAC) - e - exp_t'(1);
    end else if (is_rsq || is_sqrt) begin
      if (is_rsq) begin
        st1.c0 = C0W'(RSQ_C0[{odd, f[22:15]}]);
        st1.c1 = C1W'(RSQ_C1[{odd, f[22:15]}]);
        st1.c2 = C2W'(RSQ_C2[{odd, f[22:15]}]);
        st1.k = -exp_t'(COEF_FRAC) - half_e - exp_t'(1);
      end else begin
        st1.c0 = C0W'(SQRT_C0[{odd, f[22:15]}]);
        st1.c1 = C1W'(SQRT_C1[{odd, f[22:15]}]);
        st1.c2 = C2W'(SQRT_C2[{odd, f[22:15]}]);
        st1.k = -exp_t'(COEF_FRAC) + half_e;
      end
      tq = {f[14:0], 9'd0};
      t2mask = {15'h7FFF, 9'd0};
    end else if (is_exp) begin
      st1.c0 = C0W'(EXP2_C0[xr[31:24]]);
      st1.c1 = C1W'(EXP2_C1[xr[31:24]]);
      st1.c2 = C2W'(EXP2_C2[xr[31:24]]);
      tq = xr[23:0];
      st1.k = exp_t'(xn) - exp_t'(COEF_FRAC);
    end else if (is_log) begin
      st1.c0 = C0W'(LOG2_C0[lidx]);
      st1.c1 = C1W'(LOG2_C1[lidx]);
      st1.c2 = C2W'(LOG2_C2[lidx]);
      tq = {lz_z[15:0], 8'd0};
      t2mask = {16'hFFFF, 8'd0};
      st1.post = POST_LOG;
      st1.m = lw;
      st1.ep = lep;
      st1.k = -exp_t'(24) - exp_t'(COEF_FRAC);
    end else if (use_cos) begin
      st1.c0 = C0W'(COS_C0[ss[61:53]]);
      st1.c1 = C1W'(COS_C1[ss[61:53]]);
      st1.c2 = C2W'(COS_C2[ss[61:53]]);
      tq = ss[52:29];
      st1.sign = negate;
      st1.k = -exp_t'(COEF_FRAC);
    end else begin
      st1.c0 = C0W'(SINQ_C0[ss[61:53]]);
      st1.c1 = C1W'(SINQ_C1[ss[61:53]]);
      st1.c2 = C2W'(SINQ_C2[ss[61:53]]);
      tq = ss[52:29];
      st1.post = POST_SIN;
      st1.m = $signed({2'b00, s24});
      st1.sign = negate;
      st1.k = sk;
    end
    tsq = tq * tq;
    st1.t = tq;
    st1.t2 = tsq[47:24] & t2mask;
  end

  // ---------------------------------------------------------------- stage 2

  st_t st2_q;

  always_ff @(posedge clk_i) st2_q <= st1;

  logic signed [C1W+24:0] p1;
  logic signed [C2W+24:0] p2;
  logic signed [36:0]     y;
  logic signed [62:0]     post_p;   // 26 x 37 bits: |W * H|, s * Q < 2^58
  logic signed [63:0]     post, lterm;
  logic [63:0]            v;
  logic                   vsign;
  logic [6:0]             vlz;
  logic [63:0]            vnorm;

  assign p1 = st2_q.c1 * $signed({1'b0, st2_q.t});
  assign p2 = st2_q.c2 * $signed({1'b0, st2_q.t2});
  assign y  = 37'(st2_q.c0) + 37'(p1 >>> 24) + 37'(p2 >>> 24);
  assign post_p = st2_q.m * y;
  assign post = 64'(post_p);
  assign lterm = 64'(st2_q.ep) <<< 54;

  always_comb begin
    unique case (st2_q.post)
      POST_LOG: begin
        vsign = (post + lterm) < 0;
        v = vsign ? 64'(-(post + lterm)) : 64'(post + lterm);
      end
      POST_SIN: begin
        vsign = st2_q.sign;
        v = 64'(post);
      end
      default: begin
        vsign = st2_q.sign;
        v = 64'(y);
      end
    endcase
  end

  gcn_fp_lzc #(.WIDTH(64)) u_vlzc (.d_i(v), .cnt_o(vlz));
  assign vnorm = v << vlz[5:0];

  always_comb begin
    raw_o = '0;
    if (v == '0) begin
      raw_o.zero = 1'b1;                      // log(1) = +0, sin of an exact 0
    end else begin
      raw_o.sign = vsign;
      // v * 2^k with the leading one at bit 63 - vlz.
      raw_o.exp  = exp_t'(63) - exp_t'(vlz) + st2_q.k + exp_t'(127);
      raw_o.mant = vnorm[63:40];
      raw_o.rnd  = vnorm[39];
      raw_o.stk  = |vnorm[38:0];
    end
  end

endmodule
