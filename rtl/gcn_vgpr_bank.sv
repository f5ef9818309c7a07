// One lane's sub-bank of the VGPR file: DEPTH 32-bit words, one write port
// and NRP read ports, each read port reading its own copy of the words (every
// write goes to every copy), so that each copy is a simple dual-port RAM (one
// write, one read) that FPGA synthesis maps to one block RAM (ECP5 DP16KD,
// Xilinx RAMB18) instead of flip-flops and read multiplexers.
//
// Reads are registered on the falling clock edge: the address presented in
// the first half of a cycle gives the word in its second half. For the users
// this is the asynchronous read it replaces, provided the address is settled
// by the falling edge: a read sees every write of earlier cycles and not the
// write of its own cycle (which lands on the next rising edge).
//
// Writes: the operand write (we_i) or the configuration write (cfg_we_i
// with cfg_sel_i naming this bank, SEL) through the one write port;
// gcn_vgpr_file offers the configuration write only in a cycle without an
// operand write to this bank. The decode of the configuration select sits
// in the write's clocked block, so a simulator evaluates it at the clock
// edge only.
module gcn_vgpr_bank #(
  parameter int unsigned DEPTH = 128,
  parameter int unsigned NRP   = 4,
  parameter int unsigned AW    = (DEPTH > 1) ? $clog2(DEPTH) : 1,
  parameter int unsigned SW    = 9,         // width of cfg_sel_i (the file passes its own)
  parameter int unsigned SEL   = 0          // this bank's configuration select
) (
  input  logic                     clk_i,
  input  logic                     we_i,
  input  logic [AW-1:0]            wa_i,
  input  logic [31:0]              wd_i,
  input  logic                     cfg_we_i,
  input  logic [SW-1:0]            cfg_sel_i,
  input  logic [AW-1:0]            cfg_wa_i,
  input  logic [31:0]              cfg_wd_i,
  input  logic [NRP-1:0][AW-1:0]   ra_i,
  output logic [NRP-1:0][31:0]     rd_o
);

  for (genvar p = 0; p < int'(NRP); p++) begin : g_copy
    logic [31:0] mem [DEPTH];
    logic [31:0] rd_q;

    always_ff @(posedge clk_i) begin
      if (we_i)                                   mem[wa_i]     <= wd_i;
      else if (cfg_we_i && cfg_sel_i == SW'(SEL)) mem[cfg_wa_i] <= cfg_wd_i;
    end

    always_ff @(negedge clk_i) begin
      rd_q <= mem[ra_i[p]];
    end
    assign rd_o[p] = rd_q;
  end

endmodule : gcn_vgpr_bank
