// The sixteen V_CMP_*_F32 predicates. pred_i is the low four bits of the
// opcode: the result is (pred[0] & less) | (pred[1] & equal) |
// (pred[2] & greater) | (pred[3] & unordered), which covers F, LT, EQ, LE,
// GT, LG, GE, O and their negations U, NGE, NLG, NGT, NLE, NEQ, NLT, TRU.
// Operands arrive after modifiers and input flush; +0 equals -0.
module gcn_fp_cmp
  import gcn_fp_pkg::*;
(
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [3:0]  pred_i,
  output logic        d_o
);

  logic un, lt, eq, gt;

  always_comb begin
    un = is_nan(a_i) || is_nan(b_i);
    lt = !un && f_lt(a_i, b_i);
    gt = !un && f_lt(b_i, a_i);
    eq = !un && f_eq(a_i, b_i);
    d_o = (pred_i[0] && lt) || (pred_i[1] && eq) || (pred_i[2] && gt) || (pred_i[3] && un);
  end

endmodule
