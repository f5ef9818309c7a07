// Unpacks one FP32 operand: applies the VOP3 input modifiers (abs, then neg),
// flushes a denormal to a zero of the same sign when flush_i, classifies the
// value and normalises the significand of a kept denormal.
module gcn_fp_unpack
  import gcn_fp_pkg::*;
(
  input  logic [31:0] x_i,
  input  logic        abs_i,
  input  logic        neg_i,
  input  logic        flush_i,
  output logic [31:0] bits_o,   // the operand after modifiers and flush
  output fp_unp_t     u_o
);

  logic [31:0] m;
  logic [7:0]  e;
  logic [22:0] f;
  logic [4:0]  lz;    // leading zeros of a denormal's 23-bit fraction
  logic        den;   // denormal operand (before any flush)

  assign m   = {(x_i[31] & ~abs_i) ^ neg_i, x_i[30:0]};
  assign e   = m[30:23];
  assign f   = m[22:0];
  assign den = (e == 8'd0) && (f != 23'd0);

  gcn_fp_lzc #(.WIDTH(23)) u_lzc (.d_i(f), .cnt_o(lz));

  always_comb begin
    bits_o     = (den && flush_i) ? {m[31], 31'd0} : m;
    u_o        = '0;
    u_o.sign   = m[31];
    u_o.nan    = (e == 8'hFF) && (f != 23'd0);
    u_o.inf    = (e == 8'hFF) && (f == 23'd0);
    u_o.zero   = (e == 8'd0) && (f == 23'd0 || flush_i);
    if (den) begin
      // f has its leading one at bit 22 - lz: shift it up to bit 23.
      u_o.sig = {f, 1'b0} << lz;
      u_o.exp = exp_t'(0) - exp_t'(lz);
    end else begin
      u_o.sig = {1'b1, f};
      u_o.exp = exp_t'({1'b0, e});
    end
  end

endmodule
