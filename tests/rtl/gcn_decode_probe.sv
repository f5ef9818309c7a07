// Test wrapper: gcn_decode with the decoded fields a cross-check compares as
// plain ports (Verilator exposes a packed struct as one wide vector).
module gcn_decode_probe
  import gcn_pkg::*;
(
  input  logic [1:0]  gfx_i,    // gcn_isa_pkg::gfx_e
  input  logic [31:0] w0_i,
  input  logic [31:0] w1_i,
  output logic [$bits(gcn_isa_pkg::op_e)-1:0] op_o,
  output logic [1:0]  nwords_o,
  output logic        illegal_o,
  output logic        undecodable_o,
  // Scalar memory addressing and registers.
  output logic [5:0]  sbase_o,
  output logic [6:0]  sdst_o,
  output logic [34:0] ioff_o,
  output logic        soff_en_o,
  output logic [6:0]  soff_reg_o
);
  // Only the compared fields are read.
  /* verilator lint_off UNUSEDSIGNAL */
  decoded_t dec;
  /* verilator lint_on UNUSEDSIGNAL */

  gcn_decode u_decode (
    .gfx_i         (gcn_isa_pkg::gfx_e'(gfx_i)),
    .w0_i          (w0_i),
    .w1_i          (w1_i),
    .dec_o         (dec),
    .undecodable_o (undecodable_o)
  );

  assign op_o      = dec.op;
  assign nwords_o  = dec.nwords;
  assign illegal_o = dec.illegal;
  assign sbase_o    = dec.sbase;
  assign sdst_o     = dec.sdst;
  assign ioff_o     = dec.ioff;
  assign soff_en_o  = dec.soff_en;
  assign soff_reg_o = dec.soff_reg;
endmodule : gcn_decode_probe
