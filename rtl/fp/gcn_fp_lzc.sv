// Leading-zero count of a WIDTH-bit vector (WIDTH when the vector is zero).
// Used by the unpacker (denormal inputs) and the adder (normalisation).
module gcn_fp_lzc #(
  parameter int unsigned WIDTH = 32,
  localparam int unsigned CW = $clog2(WIDTH + 1)
) (
  input  logic [WIDTH-1:0] d_i,
  output logic [CW-1:0]    cnt_o
);

  always_comb begin
    cnt_o = CW'(WIDTH);
    // Scanning from the bottom up leaves the count of the highest one.
    for (int i = 0; i < int'(WIDTH); i++) begin
      if (d_i[i]) cnt_o = CW'(int'(WIDTH) - 1 - i);
    end
  end

endmodule
