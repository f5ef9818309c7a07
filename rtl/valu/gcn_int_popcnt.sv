// Number of set bits of a 32-bit word (V_BCNT_U32_B32, V_MBCNT_*_U32_B32).
module gcn_int_popcnt (
  input  logic [31:0] x_i,
  output logic [5:0]  n_o
);

  always_comb begin
    n_o = '0;
    for (int i = 0; i < 32; i++) n_o = n_o + 6'(x_i[i]);
  end

endmodule
