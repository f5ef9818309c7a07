// VOP3 output modifier: r * 2^k for k in {1, 2, -1}, computed exactly and
// then rounded and flushed like any result (docs/fp32.md). The input is a
// finished result, so it is never input-flushed. A NaN comes out quieted, as
// from any arithmetic.
module gcn_fp_scale
  import gcn_fp_pkg::*;
(
  input  logic [31:0] r_i,
  input  omod_e       omod_i,
  input  logic        flush_i,
  output logic [31:0] d_o
);

  fp_unp_t     u;
  fp_raw_t     raw;
  logic [31:0] rounded;
  logic [31:0] unused_bits;
  exp_t        k;

  gcn_fp_unpack u_unpack (
    .x_i(r_i), .abs_i(1'b0), .neg_i(1'b0), .flush_i(1'b0),
    .bits_o(unused_bits), .u_o(u));

  always_comb begin
    unique case (omod_i)
      OMOD_MUL2: k = exp_t'(1);
      OMOD_MUL4: k = exp_t'(2);
      OMOD_DIV2: k = -exp_t'(1);
      default:   k = exp_t'(0);
    endcase
    raw      = '0;
    raw.sign = u.sign;
    raw.zero = u.zero;
    raw.inf  = u.inf;
    raw.exp  = u.exp + k;
    raw.mant = u.sig;
  end

  gcn_fp_round u_round (.r_i(raw), .flush_i(flush_i), .d_o(rounded));

  always_comb begin
    if (omod_i == OMOD_NONE) d_o = r_i;
    else if (u.nan)          d_o = quiet(r_i);
    else                     d_o = rounded;
  end

endmodule
