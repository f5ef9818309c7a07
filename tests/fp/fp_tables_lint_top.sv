// Lint harness (test only, not part of rtl/): reads one segment of every
// table in the generated gcn_fp_tables_pkg so Verilator -Wall checks the
// package's declarations, widths and initialisers.
module fp_tables_lint_top
  import gcn_fp_tables_pkg::*;
(
  input  logic [8:0] idx_i,
  output logic signed [RCP_C0_W-1:0] rcp_c0_o,
  output logic signed [RSQ_C1_W-1:0] rsq_c1_o,
  output logic signed [SQRT_C2_W-1:0] sqrt_c2_o,
  output logic signed [EXP2_C0_W-1:0] exp2_c0_o,
  output logic signed [LOG2_C1_W-1:0] log2_c1_o,
  output logic signed [SINQ_C0_W-1:0] sinq_c0_o,
  output logic signed [COS_C2_W-1:0] cos_c2_o
);
  always_comb begin
    rcp_c0_o  = RCP_C0[idx_i[7:0]];
    rsq_c1_o  = RSQ_C1[idx_i];
    sqrt_c2_o = SQRT_C2[idx_i];
    exp2_c0_o = EXP2_C0[idx_i[7:0]];
    log2_c1_o = LOG2_C1[idx_i[7:0]];
    sinq_c0_o = SINQ_C0[idx_i];
    cos_c2_o  = COS_C2[idx_i];
  end
endmodule
