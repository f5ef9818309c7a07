// A small design for scripts/mutate.py's test (tests/scripts/mutate_check.py):
// a site for every mutation operator, and the constant contexts (parameters,
// widths, range bounds, case labels, casts' widths, replication counts) the schema
// must leave alone.
module mutate_demo #(
  parameter int W = 8
) (
  input  logic                clk_i,
  input  logic                rst_ni,
  input  logic                en_i,
  input  logic [1:0]          op_i,
  input  logic [W-1:0]        a_i,
  input  logic [W-1:0]        b_i,
  output logic [W-1:0]        q_o,
  output logic signed [W-1:0] sra_o
);
  localparam int Half = W / 2;
  logic [W-1:0] r;
  logic signed [W-1:0] s;

  // Signed: >>> is arithmetic only while the whole right-hand side is signed.
  assign s = $signed(a_i) >>> 1;
  assign sra_o = s;

  function automatic logic [W-1:0] pick(logic [W-1:0] x, logic [W-1:0] y, logic sel);
    return sel ? x : ~y;
  endfunction

  always_comb begin
    r = '0;
    unique case (op_i)
      2'd0: r = a_i + b_i;
      2'd1: r = a_i & b_i;
      2'd2: r = {a_i[Half-1:0], b_i[W-1:Half]} ^ {2{W'(3) << 1}};
      default: r = pick(a_i, b_i, a_i[3] == b_i[0]);
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) q_o <= '0;
    else if (en_i) q_o <= r;
  end
endmodule
