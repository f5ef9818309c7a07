// Instruction fetch: one dword request at a time over the if_* port until the
// whole instruction (1 or 2 dwords, length known from dword 0) is buffered.
// A fault on any dword stops the fetch and reports err_o.
module gcn_fetch
  import gcn_pkg::*;
(
  input  logic        clk_i,
  input  logic        rst_ni,

  input  gcn_isa_pkg::gfx_e gfx_i, // the generation whose encodings set the length
  input  logic        start_i,     // begin fetching at pc_i (only when idle/done)
  input  pc_t         pc_i,
  output logic        done_o,      // one-cycle pulse: words_o/nwords_o/err_o valid
  output logic        busy_o,      // a fetch is under way (for the stall counter)
  output logic [63:0] words_o,     // dword 0 in [31:0]; stable until the next start
  output logic [1:0]  nwords_o,    // dwords fetched (fault: those before the fault)
  output logic        err_o,

  output logic        if_req_valid_o,
  input  logic        if_req_ready_i,
  output logic [47:0] if_req_addr_o,
  input  logic        if_rsp_valid_i,
  input  logic [31:0] if_rsp_data_i,
  input  logic        if_rsp_err_i
);

  typedef enum logic [1:0] { F_IDLE, F_REQ, F_WAIT } fstate_e;

  fstate_e     state_q;
  pc_t         pc_q;
  logic [1:0]  count_q;    // dwords received
  logic [1:0]  need_q;     // dwords the instruction needs (after dword 0)
  logic [63:0] words_q;
  logic        err_q;
  logic        done_q;
  logic [1:0]  need_now;

  assign need_now = (count_q == 2'd0) ? insn_nwords(if_rsp_data_i, gfx_i) : need_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q <= F_IDLE;
      pc_q    <= '0;
      count_q <= '0;
      need_q  <= 2'd1;
      words_q <= '0;
      err_q   <= 1'b0;
      done_q  <= 1'b0;
    end else begin
      done_q <= 1'b0;
      case (state_q)
        F_IDLE: begin
          if (start_i) begin
            state_q <= F_REQ;
            pc_q    <= pc_i;
            count_q <= '0;
            need_q  <= 2'd1;
            words_q <= '0;
            err_q   <= 1'b0;
          end
        end
        F_REQ: begin
          if (if_req_ready_i) state_q <= F_WAIT;
        end
        F_WAIT: begin
          if (if_rsp_valid_i) begin
            if (if_rsp_err_i) begin
              err_q   <= 1'b1;
              done_q  <= 1'b1;
              state_q <= F_IDLE;
            end else begin
              if (count_q == 2'd0) words_q[31:0] <= if_rsp_data_i;
              else                 words_q[63:32] <= if_rsp_data_i;
              count_q <= count_q + 2'd1;
              need_q  <= need_now;
              if (count_q + 2'd1 >= need_now) begin
                done_q  <= 1'b1;
                state_q <= F_IDLE;
              end else begin
                state_q <= F_REQ;
              end
            end
          end
        end
        default: state_q <= F_IDLE;
      endcase
    end
  end

  assign if_req_valid_o = (state_q == F_REQ);
  assign if_req_addr_o  = pc_q + {44'd0, count_q, 2'b00};
  assign done_o         = done_q;
  assign busy_o         = (state_q != F_IDLE);
  assign words_o        = words_q;
  assign nwords_o       = count_q;
  assign err_o          = err_q;

endmodule : gcn_fetch
