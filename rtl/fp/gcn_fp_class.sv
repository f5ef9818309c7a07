// V_CMP_CLASS_F32: is S0 in any of the classes selected by S1[9:0]? (bit 0
// signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0,
// 7 +denormal, 8 +normal, 9 +inf). S0 is classified as it is, after the
// input modifiers but without denormal flushing (docs/fp32.md).
module gcn_fp_class
  import gcn_fp_pkg::*;
(
  input  logic [31:0] x_i,
  input  logic [9:0]  mask_i,
  output logic        d_o
);

  logic [9:0] cls;
  logic [7:0] e;
  logic       s, fz;

  assign e  = x_i[30:23];
  assign s  = x_i[31];
  assign fz = (x_i[22:0] == 23'd0);

  always_comb begin
    cls = '0;
    if (e == 8'hFF) begin
      if (!fz)      cls[x_i[22] ? 1 : 0] = 1'b1;
      else          cls[s ? 2 : 9] = 1'b1;
    end else if (e == 8'd0) begin
      if (fz)       cls[s ? 5 : 6] = 1'b1;
      else          cls[s ? 4 : 7] = 1'b1;
    end else begin
      cls[s ? 3 : 8] = 1'b1;
    end
    d_o = |(cls & mask_i);
  end

endmodule
