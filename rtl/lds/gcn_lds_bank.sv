// One LDS bank: ROWS dwords, one synchronous read and one byte-masked write
// per cycle (a single-port RAM in practice: the unit never does both in one
// cycle). Yosys infers it as a memory; nothing resets it (the unit clears it).
module gcn_lds_bank #(
  parameter int unsigned ROWS = 512,
  localparam int unsigned RW = (ROWS > 1) ? $clog2(ROWS) : 1
) (
  input  logic          clk_i,
  input  logic          re_i,
  input  logic [RW-1:0] raddr_i,
  output logic [31:0]   rdata_o,
  input  logic [3:0]    we_i,      // byte enables
  input  logic [RW-1:0] waddr_i,
  input  logic [31:0]   wdata_i
);

  logic [31:0] mem [ROWS];

  always_ff @(posedge clk_i) begin
    if (re_i) rdata_o <= mem[raddr_i];
    for (int b = 0; b < 4; b++) begin
      if (we_i[b]) mem[waddr_i][8*b +: 8] <= wdata_i[8*b +: 8];
    end
  end

endmodule
