// FP32 to 32-bit integer: V_CVT_I32_F32 / V_CVT_U32_F32 (truncate),
// V_CVT_FLR_I32_F32 (floor) and V_CVT_RPI_I32_F32 (floor(S0 + 0.5), taken
// exactly, docs/fp32.md). Out-of-range values and infinities saturate, NaN
// converts to 0. u_i is the operand after modifiers and input flush.
module gcn_fp_f2i
  import gcn_fp_pkg::*;
(
  input  fp_unp_t     u_i,
  input  logic [1:0]  mode_i,     // F2I_* below
  input  logic        unsigned_i,
  output logic [31:0] d_o
);

  localparam logic [1:0] F2I_TRUNC   = 2'd0;
  localparam logic [1:0] F2I_FLOOR   = 2'd1;
  localparam logic [1:0] F2I_HALF_UP = 2'd2;

  exp_t        s;          // unbiased exponent of the leading bit
  exp_t        sh_e;
  logic [6:0]  sh;         // right shift of {sig, 40'b0}, saturated at 64
  logic [63:0] src, fx;    // fx: 32 integer bits . 32 fraction bits
  logic        lost, half, rest, fnz, up, big;
  logic [32:0] mag;

  assign s    = u_i.exp - exp_t'(127);
  assign big  = s >= exp_t'(32);          // |x| >= 2^32
  assign sh_e = exp_t'(31) - s;
  assign sh   = (sh_e > exp_t'(64)) ? 7'd64 : sh_e[6:0];   // sh_e >= 0 unless big
  assign src  = {u_i.sig, 40'd0};
  assign fx   = (sh >= 7'd64) ? 64'd0 : (src >> sh);
  assign lost = (sh >= 7'd64) ? (src != 64'd0) : |(src & ((64'd1 << sh) - 64'd1));
  assign half = fx[31];
  assign rest = |fx[30:0] || lost;
  assign fnz  = half || rest;

  always_comb begin
    unique case (mode_i)
      F2I_FLOOR:   up = u_i.sign && fnz;
      F2I_HALF_UP: up = u_i.sign ? (half && rest) : half;
      F2I_TRUNC:   up = 1'b0;
      default:     up = 1'b0;
    endcase
    mag = {1'b0, fx[63:32]} + 33'(up);
  end

  always_comb begin
    if (u_i.nan) begin
      d_o = 32'd0;
    end else if (u_i.zero) begin
      d_o = 32'd0;
    end else if (unsigned_i) begin
      if (u_i.sign)                  d_o = 32'd0;   // mag is 0 or out of range
      else if (u_i.inf || big || mag[32]) d_o = 32'hFFFF_FFFF;
      else                           d_o = mag[31:0];
    end else if (u_i.sign) begin
      if (u_i.inf || big || mag > 33'h0_8000_0000) d_o = 32'h8000_0000;
      else                           d_o = 32'(-mag);
    end else begin
      if (u_i.inf || big || mag > 33'h0_7FFF_FFFF) d_o = 32'h7FFF_FFFF;
      else                           d_o = mag[31:0];
    end
  end

endmodule
