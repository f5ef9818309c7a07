// Sum of two adder operands, normalised but not rounded (gcn_fp_round does
// that). The larger magnitude is kept whole in a 52-bit window (carry, 48
// significand bits, three guard bits); the smaller is shifted right with a
// sticky bit. When the exponents differ by two or more at most one bit of
// cancellation can happen, so the guard bits are enough; when they differ by
// less nothing is shifted out and the difference is exact.
// NaN operands are the caller's business; invalid (inf - inf) gives nan.
module gcn_fp_add
  import gcn_fp_pkg::*;
(
  input  fp_ext_t x_i,
  input  fp_ext_t y_i,
  output fp_raw_t r_o
);

  localparam int unsigned W = 52;

  fp_ext_t     lrg, sml;
  logic        swap;
  exp_t        d;
  logic [5:0]  sh;          // alignment shift, saturated at W
  logic [W-1:0] bw, sw, sum, norm;
  logic [W-1:0] lost_mask;
  logic        lost;
  logic        eff_sub;
  logic [5:0]  lz;
  logic [2:0]  unused_flags;    // inf and zero are handled on x_i and y_i

  assign unused_flags = {lrg.zero, lrg.inf, sml.inf};

  // The smaller operand (by magnitude) goes second; a zero is always smaller.
  always_comb begin
    if (x_i.zero)      swap = 1'b1;
    else if (y_i.zero) swap = 1'b0;
    else               swap = (x_i.exp < y_i.exp) || (x_i.exp == y_i.exp && x_i.sig < y_i.sig);
    lrg   = swap ? y_i : x_i;
    sml = swap ? x_i : y_i;
  end

  always_comb begin
    d = lrg.exp - sml.exp;
    if (sml.zero || d >= exp_t'(W)) sh = 6'(W);
    else                              sh = d[5:0];
  end

  assign eff_sub = lrg.sign ^ sml.sign;
  assign bw = {1'b0, lrg.sig, 3'b000};
  assign lost_mask = (sh >= 6'(W)) ? {W{1'b1}} : ((W'(1) << sh) - W'(1));
  assign lost = |({1'b0, sml.sig, 3'b000} & lost_mask) && !sml.zero;
  assign sw = ((sh >= 6'(W)) ? W'(0) : ({1'b0, sml.sig, 3'b000} >> sh)) | W'(lost);
  assign sum = eff_sub ? (bw - sw) : (bw + sw);

  gcn_fp_lzc #(.WIDTH(W)) u_lzc (.d_i(sum), .cnt_o(lz));

  assign norm = sum << lz;

  always_comb begin
    r_o      = '0;
    r_o.sign = lrg.sign;
    if (x_i.inf || y_i.inf) begin
      r_o.inf  = 1'b1;
      r_o.sign = x_i.inf ? x_i.sign : y_i.sign;
      r_o.nan  = x_i.inf && y_i.inf && (x_i.sign != y_i.sign);
    end else if (x_i.zero && y_i.zero) begin
      // Round to nearest: -0 only when both are -0.
      r_o.zero = 1'b1;
      r_o.sign = x_i.sign & y_i.sign;
    end else if (sum == '0) begin
      r_o.zero = 1'b1;   // exact cancellation: +0 under round to nearest
      r_o.sign = 1'b0;
    end else begin
      // bw has the lrg operand's sig[47] at bit 50, so sum * 2^(lrg.exp - 127
      // - 50) is the value and its leading one sits at bit 51 - lz.
      r_o.exp  = lrg.exp + exp_t'(1) - exp_t'(lz);
      r_o.mant = norm[W-1 -: 24];
      r_o.rnd  = norm[W-25];
      r_o.stk  = |norm[W-26:0];
    end
  end

endmodule
