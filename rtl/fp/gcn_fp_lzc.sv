// Leading-zero count of a WIDTH-bit vector (WIDTH when the vector is zero):
// gcn_fp_pkg::lzc_left as a module, for the transcendental unit's
// normalisations (WIDTH at most 64).
module gcn_fp_lzc #(
  parameter int unsigned WIDTH = 32,
  localparam int unsigned CW = $clog2(WIDTH + 1)
) (
  input  logic [WIDTH-1:0] d_i,
  output logic [CW-1:0]    cnt_o
);

  /* verilator lint_off UNUSEDSIGNAL */
  logic [6:0] n;   // below WIDTH when used
  /* verilator lint_on UNUSEDSIGNAL */
  assign n     = gcn_fp_pkg::lzc_left(64'(d_i) << (64 - WIDTH));
  assign cnt_o = (d_i == '0) ? CW'(WIDTH) : CW'(n);

endmodule
