// One FP32 operand unpacked (gcn_fp_pkg::fp_unpack as a module, for the
// LDS atomic unit): the VOP3 input modifiers (abs, then neg), a denormal
// flushed to a zero of the same sign when flush_i, the class, and the
// significand of a kept denormal normalised.
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

  assign {bits_o, u_o} = fp_unpack(x_i, abs_i, neg_i, flush_i);

endmodule
