// Sum of two adder operands, normalised but not rounded:
// gcn_fp_pkg::fp_add as a module (the LDS atomic unit's DS_ADD_F32).
module gcn_fp_add
  import gcn_fp_pkg::*;
(
  input  fp_ext_t x_i,
  input  fp_ext_t y_i,
  output fp_raw_t r_o
);

  assign r_o = fp_add(x_i, y_i);

endmodule
