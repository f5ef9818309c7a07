// First half of the lane's 33 x 33-bit signed multiplier: the four partial
// products of 17 x 17-bit pieces (gcn_int_pkg::mul_pp_t). Splitting here and
// summing in the next stage keeps each stage to one 17-bit multiply deep.
module gcn_int_mul_pp
  import gcn_int_pkg::*;
(
  input  logic signed [MUL_W-1:0] a_i,
  input  logic signed [MUL_W-1:0] b_i,
  output mul_pp_t                 pp_o
);

  logic signed [16:0] al, bl;   // low halves, zero-extended to be signed
  logic signed [16:0] ah, bh;   // high halves, signed

  always_comb begin
    al = {1'b0, a_i[15:0]};
    bl = {1'b0, b_i[15:0]};
    ah = a_i[32:16];
    bh = b_i[32:16];
    pp_o.ll = a_i[15:0] * b_i[15:0];
    pp_o.lh = 34'(al * bh);
    pp_o.hl = 34'(ah * bl);
    pp_o.hh = 34'(ah * bh);
  end

endmodule
