// Rounds an unrounded result to FP32, round to nearest even, and packs it.
// Overflow gives infinity. Results below the normal range are denormalised
// (IEEE) or, when flush_i, flushed to a zero of the same sign. Tininess is
// detected after rounding as x86 SSE does it: a value is flushed when it is
// below 2^-126 after rounding to 24 bits with an unbounded exponent, so the
// largest values below 2^-126 that round up to it survive (docs/fp32.md).
module gcn_fp_round
  import gcn_fp_pkg::*;
(
  input  fp_raw_t     r_i,
  input  logic        flush_i,
  output logic [31:0] d_o
);

  logic [24:0] nrm;       // normal rounding: mant + round-up
  logic        nup;
  exp_t        ne;        // exponent after the rounding carry
  exp_t        dsh_e;
  logic [4:0]  dsh;       // denormal shift 1 - exp, saturated at 25
  logic [24:0] dsrc, dshifted;
  logic        dlost, dr, ds, dup;
  logic [23:0] dres;
  logic        unused_hidden;   // nrm[23], the leading one

  assign unused_hidden = nrm[23];

  assign nup = r_i.rnd && (r_i.stk || r_i.mant[0]);
  assign nrm = {1'b0, r_i.mant} + 25'(nup);
  assign ne  = nrm[24] ? r_i.exp + exp_t'(1) : r_i.exp;

  // Denormal path: value = mant * 2^(exp - 150) = (mant >> (1 - exp)) * 2^-149.
  assign dsh_e = exp_t'(1) - r_i.exp;
  assign dsh   = (dsh_e > exp_t'(25)) ? 5'd25 : dsh_e[4:0];
  assign dsrc  = {r_i.mant, r_i.rnd};
  assign dshifted = dsrc >> dsh;
  assign dlost = |(dsrc & ((25'd1 << dsh) - 25'd1));
  assign dr    = dshifted[0];
  assign ds    = dlost || r_i.stk;
  assign dup   = dr && (ds || dshifted[1]);
  assign dres  = dshifted[24:1] + 24'(dup);

  always_comb begin
    if (r_i.nan) begin
      d_o = DEFAULT_NAN;
    end else if (r_i.inf) begin
      d_o = {r_i.sign, 8'hFF, 23'd0};
    end else if (r_i.zero) begin
      d_o = {r_i.sign, 31'd0};
    end else if (ne >= exp_t'(255)) begin
      d_o = {r_i.sign, 8'hFF, 23'd0};
    end else if (ne >= exp_t'(1)) begin
      // Also the values at exp 0 that round up to 2^-126.
      d_o = {r_i.sign, ne[7:0], nrm[22:0]};
    end else if (flush_i) begin
      d_o = {r_i.sign, 31'd0};
    end else begin
      // A carry out of the fraction lands in the exponent field: 2^-126.
      d_o = {r_i.sign, 8'd0, 23'd0} | {8'd0, dres};
    end
  end

endmodule
