// One lane's bank of the VGPR file: DEPTH 32-bit words with NWP write ports
// and NRP asynchronous read ports. A separate module with a one-dimensional
// array so that synthesis infers a memory (Yosys $mem_v2, block or distributed
// RAM on an FPGA) instead of flattening the whole register file into
// flip-flops and read multiplexers.
//
// Write ports are applied in index order within a cycle, then the
// configuration port: when two ports write the same word, the later one wins.
// The configuration port writes when cfg_we_i is set and cfg_sel_i names this
// bank (SEL): the decode of the address sits in the write's clocked block, so
// a simulator evaluates it at the clock edge only, not whenever the compute
// unit's inputs are driven. A read in the cycle of a write returns the old
// value. The NXP word read ports (the debug port, the vector
// memory unit's reply port) are kept apart from the others: their addresses
// come from the compute unit's inputs, and a simulator that evaluates logic
// fed by inputs whenever they are driven (Verilator's input-combinational
// region) would otherwise re-evaluate the operand reads, and the vector ALU
// behind them, with them.
module gcn_vgpr_bank #(
  parameter int unsigned DEPTH = 128,
  parameter int unsigned NWP   = 3,
  parameter int unsigned NRP   = 7,
  parameter int unsigned NXP   = 2,
  parameter int unsigned AW    = (DEPTH > 1) ? $clog2(DEPTH) : 1,
  parameter int unsigned SW    = 9,         // width of cfg_sel_i (the file passes its own)
  parameter int unsigned SEL   = 0          // this bank's configuration select
) (
  input  logic                     clk_i,
  input  logic [NWP-1:0]           we_i,
  input  logic [NWP-1:0][AW-1:0]   wa_i,
  input  logic [NWP-1:0][31:0]     wd_i,
  input  logic                     cfg_we_i,
  input  logic [SW-1:0]            cfg_sel_i,
  input  logic [AW-1:0]            cfg_wa_i,
  input  logic [31:0]              cfg_wd_i,
  input  logic [NRP-1:0][AW-1:0]   ra_i,
  output logic [NRP-1:0][31:0]     rd_o,
  input  logic [NXP-1:0][AW-1:0]   xra_i,
  output logic [NXP-1:0][31:0]     xrd_o
);

  logic [31:0] mem [DEPTH];

  always_ff @(posedge clk_i) begin
    for (int p = 0; p < int'(NWP); p++)
      if (we_i[p]) mem[wa_i[p]] <= wd_i[p];
    if (cfg_we_i && cfg_sel_i == SW'(SEL)) mem[cfg_wa_i] <= cfg_wd_i;
  end

  always_comb begin
    for (int p = 0; p < int'(NRP); p++) rd_o[p] = mem[ra_i[p]];
  end

  always_comb begin
    for (int p = 0; p < int'(NXP); p++) xrd_o[p] = mem[xra_i[p]];
  end

endmodule : gcn_vgpr_bank
