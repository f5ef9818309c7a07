// Rounds an FP32 value to an integral FP32 value: V_TRUNC_F32, V_FLOOR_F32,
// V_CEIL_F32, V_RNDNE_F32 (the last as IEEE roundToIntegralTiesToEven; a zero
// result keeps the sign of the operand, docs/fp32.md). Exact, so there is no
// output flushing. x_i is the operand after modifiers and input flush.
module gcn_fp_rint
  import gcn_fp_pkg::*;
(
  input  logic [31:0] x_i,
  input  logic [1:0]  mode_i,   // RINT_* below
  output logic [31:0] d_o
);

  localparam logic [1:0] RINT_TRUNC = 2'd0;
  localparam logic [1:0] RINT_FLOOR = 2'd1;
  localparam logic [1:0] RINT_CEIL  = 2'd2;
  localparam logic [1:0] RINT_RNE   = 2'd3;

  logic [7:0]  e;
  logic        s;
  logic [4:0]  nfrac;       // fraction bits below the binary point, 1..23
  logic [30:0] fmask, imask, mag;
  logic        fnz, half, rest, ilsb, up;

  assign s = x_i[31];
  assign e = x_i[30:23];
  assign nfrac = 5'(8'd150 - e);          // valid for 127 <= e < 150
  assign fmask = (31'd1 << nfrac) - 31'd1;
  assign imask = ~fmask;
  assign fnz   = |(x_i[30:0] & fmask);
  assign half  = |(x_i[30:0] & (31'd1 << (nfrac - 5'd1)));
  assign rest  = |(x_i[30:0] & (fmask >> 1));
  assign ilsb  = (nfrac == 5'd23) ? 1'b1 : |(x_i[30:0] & (31'd1 << nfrac));

  always_comb begin
    unique case (mode_i)
      RINT_FLOOR: up = s && fnz;
      RINT_CEIL:  up = !s && fnz;
      RINT_RNE:   up = half && (rest || ilsb);
      RINT_TRUNC: up = 1'b0;
      default:    up = 1'b0;
    endcase
    mag = (x_i[30:0] & imask) + (up ? (31'd1 << nfrac) : 31'd0);
  end

  always_comb begin
    if (e == 8'hFF) begin
      d_o = is_nan(x_i) ? quiet(x_i) : x_i;
    end else if (e >= 8'd150 || is_zero(x_i)) begin
      d_o = x_i;                          // already integral
    end else if (e < 8'd127) begin
      // 0 < |x| < 1 (denormals included).
      unique case (mode_i)
        RINT_FLOOR: d_o = s ? {1'b1, ONE[30:0]} : 32'd0;
        RINT_CEIL:  d_o = s ? 32'h8000_0000 : ONE;
        RINT_RNE:   d_o = (e == 8'd126 && x_i[22:0] != 23'd0) ? {s, ONE[30:0]} : {s, 31'd0};
        default:    d_o = {s, 31'd0};
      endcase
    end else begin
      d_o = {s, mag};
    end
  end

endmodule
