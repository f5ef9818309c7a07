// Commit port: registers the record of the instruction retiring this cycle
// (RVFI style, one cycle later on the rvfi_* outputs) with a unique, gap-free
// order number, and the scalar-memory writeback alongside it. Both are delayed
// by the same register, so a writeback never overtakes its instruction.
module gcn_commit
  import gcn_pkg::*;
(
  input  logic          clk_i,
  input  logic          rst_ni,
  input  commit_t       commit_i,
  input  wb_t           wb_i,
  output logic [63:0]   order_o,      // order number of an instruction retiring now
  output commit_t       commit_o,
  output logic [63:0]   commit_order_o,
  output wb_t           wb_o,
  output logic [31:0]   perf_instret_o
);

  logic [63:0] order_q;
  commit_t     commit_q;
  logic [63:0] commit_order_q;
  wb_t         wb_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      order_q        <= '0;
      commit_q       <= '0;
      commit_order_q <= '0;
      wb_q           <= '0;
    end else begin
      commit_q <= commit_i;
      wb_q     <= wb_i;
      if (commit_i.valid) begin
        commit_order_q <= order_q;
        order_q        <= order_q + 64'd1;
      end
    end
  end

  assign order_o        = order_q;
  assign commit_o       = commit_q;
  assign commit_order_o = commit_order_q;
  assign wb_o           = wb_q;
  assign perf_instret_o = order_q[31:0];

endmodule : gcn_commit
