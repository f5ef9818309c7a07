// Drives mutate_demo and its mutant schema (the test renames the schema's
// copy mutate_demo_schema) with the same pseudo-random inputs and prints
// how many cycles their outputs differ: none with no mutant live.
module mutate_demo_tb;
  logic              clk = 1'b0;
  logic              rst_n = 1'b0;
  logic              en;
  logic [1:0]        op;
  logic [7:0]        a, b, q_ref, q_mut;
  logic signed [7:0] s_ref, s_mut;
  logic [31:0]       lfsr = 32'hACE1_2345;
  int unsigned       diffs = 0;

  mutate_demo ref_i (
    .clk_i(clk), .rst_ni(rst_n), .en_i(en), .op_i(op), .a_i(a), .b_i(b), .q_o(q_ref), .sra_o(s_ref));
  mutate_demo_schema mut_i (
    .clk_i(clk), .rst_ni(rst_n), .en_i(en), .op_i(op), .a_i(a), .b_i(b), .q_o(q_mut), .sra_o(s_mut));

  initial begin
    for (int i = 0; i < 4000; i++) begin
      lfsr = {lfsr[30:0], lfsr[31] ^ lfsr[21] ^ lfsr[1] ^ lfsr[0]};
      {en, op, a, b} = {lfsr[31:29], lfsr[23:8]} ^ {3'b0, lfsr[15:0]};
      if (i == 3) rst_n = 1'b1;
      #1 clk = 1'b1;
      #1 clk = 1'b0;
      if (q_ref !== q_mut || s_ref !== s_mut) diffs++;
    end
    $display("differing cycles: %0d", diffs);
    $finish;
  end
endmodule
