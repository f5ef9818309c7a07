// Exact FP32 product of two unpacked operands as an adder operand (no
// rounding). NaN operands are the caller's business (gcn_fp32_lane selects the
// first NaN operand); invalid_o flags inf * 0. With legacy_i any zero
// operand gives +0 whatever the other one is (V_MUL_LEGACY_F32, "DX9 rules").
module gcn_fp_mul
  import gcn_fp_pkg::*;
(
  input  fp_unp_t a_i,
  input  fp_unp_t b_i,
  input  logic    legacy_i,
  output fp_ext_t p_o,
  output logic    invalid_o,
  output logic    legacy_zero_o   // legacy_i and an operand is zero
);

  logic [47:0] prod;
  exp_t        e;
  logic        unused_nan;   // NaN operands: the caller overrides the result

  assign unused_nan = a_i.nan ^ b_i.nan;

  assign prod = a_i.sig * b_i.sig;
  // sig * 2^(exp - 150) each: the product is prod * 2^(ea + eb - 300), that
  // is prod * 2^(e - 127 - 46) with e = ea + eb - 127.
  assign e = a_i.exp + b_i.exp - exp_t'(127);
  assign legacy_zero_o = legacy_i && (a_i.zero || b_i.zero);

  always_comb begin
    p_o       = '0;
    p_o.sign  = a_i.sign ^ b_i.sign;
    invalid_o = 1'b0;
    if (legacy_zero_o) begin
      p_o.sign = 1'b0;
      p_o.zero = 1'b1;
    end else if (a_i.inf || b_i.inf) begin
      p_o.inf   = 1'b1;
      invalid_o = a_i.zero || b_i.zero;
    end else if (a_i.zero || b_i.zero) begin
      p_o.zero = 1'b1;
    end else if (prod[47]) begin
      p_o.sig = prod;
      p_o.exp = e + exp_t'(1);
    end else begin
      p_o.sig = {prod[46:0], 1'b0};
      p_o.exp = e;
    end
  end

endmodule
