// Rounds an unrounded result to FP32 and packs it: gcn_fp_pkg::fp_round as
// a module (the LDS atomic unit's DS_ADD_F32).
module gcn_fp_round
  import gcn_fp_pkg::*;
(
  input  fp_raw_t     r_i,
  input  logic        flush_i,
  output logic [31:0] d_o
);

  assign d_o = fp_round(r_i, flush_i);

endmodule
