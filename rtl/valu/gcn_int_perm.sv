// V_PERM_B32: each result byte picks a byte of {S0, S1}, a sign byte or a
// constant, by the matching selector byte of S2 (Vega ISA, VOP3 opcode 493,
// byte_permute).
module gcn_int_perm (
  input  logic [31:0] s0_i,
  input  logic [31:0] s1_i,
  input  logic [31:0] sel_i,
  output logic [31:0] d_o
);

  logic [7:0][7:0] in_b;   // in[0..3] = S1 bytes, in[4..7] = S0 bytes

  assign in_b = {s0_i, s1_i};

  always_comb begin
    for (int unsigned k = 0; k < 4; k++) begin
      logic [7:0] sel;
      sel = sel_i[8*k +: 8];
      if (sel >= 8'd13)       d_o[8*k +: 8] = 8'hFF;
      else if (sel == 8'd12)  d_o[8*k +: 8] = 8'h00;
      else if (sel == 8'd11)  d_o[8*k +: 8] = {8{in_b[7][7]}};
      else if (sel == 8'd10)  d_o[8*k +: 8] = {8{in_b[5][7]}};
      else if (sel == 8'd9)   d_o[8*k +: 8] = {8{in_b[3][7]}};
      else if (sel == 8'd8)   d_o[8*k +: 8] = {8{in_b[1][7]}};
      else                    d_o[8*k +: 8] = in_b[sel[2:0]];
    end
  end

endmodule
