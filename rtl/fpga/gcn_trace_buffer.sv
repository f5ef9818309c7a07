// The FPGA shell's commit-trace buffer: each compute-unit clock's beats
// (docs/trace.md), written as trace records (kind, payload bytes, cycle,
// payload: 32-bit words, in the order the file stores them) into a
// block-RAM FIFO the host reads a word at a time. Nothing is dropped: while
// a clock's beats are still being written (a word a clock) or the FIFO is
// full, hold_o stops the unit's clock, so its trace ports (and the inputs
// the shell drives into it) stay as they were. Within a unit clock the beats
// go in kind order, as cosim writes them.
module gcn_trace_buffer
  import gcn_trace_pkg::*;
#(
  parameter int unsigned LANES = 16,
  parameter int unsigned AW    = 12,    // a FIFO of 2^AW words
  localparam int unsigned NK   = NUM_KINDS
) (
  input  logic          clk_i,
  input  logic          rst_ni,
  input  logic          enable_i,       // record this unit clock's beats
  input  logic          clear_i,        // empty the FIFO
  input  logic          cu_en_i,        // the unit's clock ticks at this edge
  input  logic [63:0]   cycle_i,        // unit clocks since launch
  input  logic [NK-1:0] valid_i,        // a beat of kind k (kind_number(k)) this unit clock
  // The beats' payloads (gcn_trace_words), in kind order.
  input  logic [32 * beat_words(LANES, 0) - 1:0] w0_i,
  input  logic [32 * beat_words(LANES, 1) - 1:0] w1_i,
  input  logic [32 * beat_words(LANES, 2) - 1:0] w2_i,
  input  logic [32 * beat_words(LANES, 3) - 1:0] w3_i,
  input  logic [32 * beat_words(LANES, 4) - 1:0] w4_i,
  input  logic [32 * beat_words(LANES, 5) - 1:0] w5_i,
  input  logic [32 * beat_words(LANES, 6) - 1:0] w6_i,
  output logic          hold_o,         // the unit must not clock at the next edge
  input  logic          pop_i,          // the host took data_o
  output logic [31:0]   data_o,         // the oldest word, while count_o != 0 (a clock after a pop)
  output logic [AW:0]   count_o
);

  localparam int unsigned HEADER = 4;  // kind and zero, payload bytes, cycle (2 words)
  localparam int unsigned MAXW = HEADER + 720;  // beyond the largest payload (LDS at 64 lanes: 711)
  localparam int unsigned JW = $clog2(MAXW);

  logic [NK-1:0] done_q;   // kinds of this unit clock already written
  logic [JW-1:0] word_q;   // the word of the current record being written
  logic [2:0]    kind;     // the first kind still to write
  logic          pending;
  logic [31:0]   word;
  logic [JW-1:0] last;     // the current record's last word

  always_comb begin
    kind    = '0;
    pending = 1'b0;
    for (int k = NK - 1; k >= 0; k--) begin
      if (valid_i[k] && !done_q[k]) begin
        kind    = 3'(k);
        pending = 1'b1;
      end
    end
    pending = pending && enable_i;
  end

  // The payload word i of kind k.
  function automatic logic [31:0] payload(input logic [2:0] k, input logic [JW-1:0] i);
    logic [31:0] r;
    r = '0;
    unique case (k)
      3'd0: if (32'(i) < beat_words(LANES, 0)) r = w0_i[32 * i +: 32];
      3'd1: if (32'(i) < beat_words(LANES, 1)) r = w1_i[32 * i +: 32];
      3'd2: if (32'(i) < beat_words(LANES, 2)) r = w2_i[32 * i +: 32];
      3'd3: if (32'(i) < beat_words(LANES, 3)) r = w3_i[32 * i +: 32];
      3'd4: if (32'(i) < beat_words(LANES, 4)) r = w4_i[32 * i +: 32];
      3'd5: if (32'(i) < beat_words(LANES, 5)) r = w5_i[32 * i +: 32];
      3'd6: if (32'(i) < beat_words(LANES, 6)) r = w6_i[32 * i +: 32];
      default: r = '0;
    endcase
    return r;
  endfunction

  function automatic logic [JW-1:0] words_of(input logic [2:0] k);
    return JW'(beat_words(LANES, int'(k)));
  endfunction

  always_comb begin
    last = JW'(HEADER - 1) + words_of(kind);
    unique case (word_q)
      JW'(0):  word = {16'd0, kind_number(int'(kind))};
      JW'(1):  word = 32'(4 * words_of(kind));
      JW'(2):  word = cycle_i[31:0];
      JW'(3):  word = cycle_i[63:32];
      default: word = payload(kind, word_q - JW'(HEADER));
    endcase
  end

  // The FIFO: a block RAM of 2^AW words, one write and one registered read
  // port (the LDS's bank).
  logic [AW-1:0] wr_q, rd_q;
  logic [AW:0]   count_q;
  logic          full, push;
  assign full   = count_q[AW];
  assign push   = pending && !full;
  assign hold_o = pending;

  gcn_lds_bank #(.ROWS(1 << AW)) u_ram (
    .clk_i,
    .re_i   (1'b1),
    .raddr_i(rd_q),
    .rdata_o(data_o),
    .we_i   ({4{push}}),
    .waddr_i(wr_q),
    .wdata_i(word)
  );

  always_ff @(posedge clk_i) begin
    if (!rst_ni || clear_i) begin
      wr_q    <= '0;
      rd_q    <= '0;
      count_q <= '0;
    end else begin
      if (push) wr_q <= wr_q + 1'b1;
      if (pop_i && count_q != '0) rd_q <= rd_q + 1'b1;
      count_q <= count_q + (AW + 1)'(push) - (AW + 1)'(pop_i && count_q != '0);
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || cu_en_i) begin
      done_q <= '0;
      word_q <= '0;
    end else if (push) begin
      if (word_q == last) begin
        done_q[kind] <= 1'b1;
        word_q       <= '0;
      end else begin
        word_q <= word_q + 1'b1;
      end
    end
  end

  assign count_o = count_q;

endmodule
