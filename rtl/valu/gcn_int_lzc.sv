// Leading-zero count of a 32-bit word; 32 when the word is zero. Used for
// V_FFBH_U32, V_FFBH_I32 and (on the reversed word) V_FFBL_B32.
module gcn_int_lzc (
  input  logic [31:0] x_i,
  output logic [5:0]  n_o
);

  always_comb begin
    n_o = 6'd32;
    for (int i = 0; i < 32; i++) begin
      if (x_i[i]) n_o = 6'(31 - i);
    end
  end

endmodule
