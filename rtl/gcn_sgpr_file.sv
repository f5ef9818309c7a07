// Scalar register file: per wave 128 x 32-bit entries indexed by operand code
// (s0..s101, flat_scratch, xnack_mask, vcc, ttmp, m0, exec) plus SCC. Entry
// 125 is reserved: it reads 0 and writes to it are dropped.
//
// Reads are combinational from the current wave's bank. Writes of one cycle
// land in this priority (later in program order wins): instruction
// destination (w0), EXEC (w1), scalar-memory writeback, configuration.
module gcn_sgpr_file
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
#(
  parameter int unsigned NUM_WAVES = 4,
  localparam int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1,
  parameter int unsigned NRD       = SGPR_READS
) (
  input  logic                   clk_i,

  // Read ports, all on wave rd_wave_i.
  input  logic [WW-1:0]          rd_wave_i,
  input  logic [NRD-1:0][6:0]    rd_idx_i,
  output logic [NRD-1:0][31:0]   rd_data_o,
  output logic [63:0]            exec_o,
  output logic [63:0]            vcc_o,
  output logic [31:0]            m0_o,
  output logic                   scc_o,

  // Debug read port.
  input  logic [WW-1:0]          dbg_wave_i,
  input  logic [6:0]             dbg_reg_i,
  output logic [31:0]            dbg_data_o,
  output logic                   dbg_scc_o,

  // Instruction writes (wave wr_wave_i).
  input  logic [WW-1:0]          wr_wave_i,
  input  sgpr_wr_t               w0_i,
  input  sgpr_wr_t               w1_i,
  input  logic                   scc_we_i,
  input  logic                   scc_i,

  // Scalar-memory writeback: wb_count_i registers from wb_reg_i.
  input  logic                   wb_valid_i,
  input  logic [WW-1:0]          wb_wave_i,
  input  logic [6:0]             wb_reg_i,
  input  logic [4:0]             wb_count_i,
  input  logic [15:0][31:0]      wb_data_i,

  // Configuration writes (cfg_reg_i 0..127 registers, 253 SCC).
  input  logic                   cfg_we_i,
  input  logic [WW-1:0]          cfg_wave_i,
  input  logic [7:0]             cfg_reg_i,
  input  logic [31:0]            cfg_data_i
);

  localparam int unsigned NREG  = 128;
  localparam int unsigned SLOTS = (1 << WW) * NREG;   // entry {wave, reg}

  // One array indexed by {wave, register}: a write costs its port, not a
  // comparison per register (the per-flop form made every simulated cycle
  // evaluate all NUM_WAVES x 128 entries; measured: a third of the run time).
  logic [31:0]          regs [SLOTS];
  logic [NUM_WAVES-1:0] scc_q;

  function automatic logic [WW+6:0] slot(input logic [WW-1:0] wave, input logic [6:0] reg_idx);
    return {wave, reg_idx};
  endfunction

  // Entry 125 is reserved: it always reads 0 (what is stored there is never seen).
  function automatic logic [31:0] rd(input logic [WW-1:0] wave, input logic [6:0] reg_idx);
    return (reg_idx == REG_RESERVED) ? 32'd0 : regs[slot(wave, reg_idx)];
  endfunction

  // Writes of one cycle in increasing priority (the last assignment wins):
  // destination, EXEC, scalar-memory writeback, configuration. A writeback's
  // registers past 127 are dropped; a 64-bit pair wraps within the 7-bit code.
  always_ff @(posedge clk_i) begin
    if (w0_i.valid) begin
      regs[slot(wr_wave_i, w0_i.rd)] <= w0_i.data[31:0];
      if (w0_i.count == 2'd2) regs[slot(wr_wave_i, w0_i.rd + 7'd1)] <= w0_i.data[63:32];
    end
    if (w1_i.valid) begin
      regs[slot(wr_wave_i, w1_i.rd)] <= w1_i.data[31:0];
      if (w1_i.count == 2'd2) regs[slot(wr_wave_i, w1_i.rd + 7'd1)] <= w1_i.data[63:32];
    end
    if (wb_valid_i) begin
      for (int j = 0; j < 16; j++) begin
        if (5'(j) < wb_count_i && {1'b0, wb_reg_i} + 8'(j) < 8'(NREG))
          regs[slot(wb_wave_i, wb_reg_i + 7'(j))] <= wb_data_i[j];
      end
    end
    if (cfg_we_i && !cfg_reg_i[7]) regs[slot(cfg_wave_i, cfg_reg_i[6:0])] <= cfg_data_i;
  end

  for (genvar gw = 0; gw < NUM_WAVES; gw++) begin : g_wave
    always_ff @(posedge clk_i) begin
      if (cfg_we_i && 32'(cfg_wave_i) == gw && cfg_reg_i == CFG_SCC) scc_q[gw] <= cfg_data_i[0];
      else if (scc_we_i && 32'(wr_wave_i) == gw)                      scc_q[gw] <= scc_i;
    end
  end

  always_comb begin
    for (int p = 0; p < int'(NRD); p++) rd_data_o[p] = rd(rd_wave_i, rd_idx_i[p]);
  end

  assign exec_o     = {regs[slot(rd_wave_i, REG_EXEC_LO + 7'd1)], regs[slot(rd_wave_i, REG_EXEC_LO)]};
  assign vcc_o      = {regs[slot(rd_wave_i, REG_VCC_LO + 7'd1)], regs[slot(rd_wave_i, REG_VCC_LO)]};
  assign m0_o       = regs[slot(rd_wave_i, REG_M0)];
  assign scc_o      = scc_q[rd_wave_i];
  assign dbg_data_o = rd(dbg_wave_i, dbg_reg_i);
  assign dbg_scc_o  = scc_q[dbg_wave_i];

endmodule : gcn_sgpr_file
