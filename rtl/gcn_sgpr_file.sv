// Scalar register file: per wave 128 x 32-bit entries indexed by operand code
// (s0..s101, flat_scratch, xnack_mask, vcc, ttmp, m0, exec) plus SCC. Entry
// 125 is reserved: it reads 0 and writes to it are dropped.
//
// Reads are combinational from the current wave's bank. Writes of one cycle
// land in this priority (later in program order wins): instruction
// destination (w0), EXEC (w1), scalar-memory writeback, configuration.
module gcn_sgpr_file
  import gcn_pkg::*;
#(
  parameter int unsigned NUM_WAVES = 4,
  parameter int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1,
  parameter int unsigned NRD       = 8
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

  localparam int unsigned NREG = 128;

  // Unpacked on purpose: a packed 4096-bit bank per wave makes Verilator
  // rebuild wide vectors on every evaluation (measured: most of the run time).
  logic [31:0]                          regs [NUM_WAVES][NREG];
  logic [NUM_WAVES-1:0]                 scc_q;
  logic [15:0][31:0]                    wb_lane;  // writeback dword for register r at lane r[3:0]
  logic [3:0]                           wb_sel;

  // Rotate the writeback data so register r finds its dword at lane r[3:0].
  always_comb begin
    for (int j = 0; j < 16; j++) begin
      wb_sel     = 4'(j) - wb_reg_i[3:0];
      wb_lane[j] = wb_data_i[wb_sel];
    end
  end

  for (genvar gw = 0; gw < NUM_WAVES; gw++) begin : g_wave
    for (genvar gr = 0; gr < NREG; gr++) begin : g_reg
      localparam logic [6:0] R = 7'(gr);
      if (gr == int'(REG_RESERVED)) begin : g_reserved
        assign regs[gw][gr] = 32'd0;
      end else begin : g_entry
        logic [31:0] q;
        logic        hit_w0, hit_w1, hit_wb, hit_cfg;
        logic [7:0]  wb_rel;  // negative (>= 128) when below the first register
        always_comb begin
          wb_rel  = {1'b0, R} - {1'b0, wb_reg_i};
          hit_w0  = w0_i.valid && 32'(wr_wave_i) == gw &&
                    (R == w0_i.rd || (w0_i.count == 2'd2 && R == w0_i.rd + 7'd1));
          hit_w1  = w1_i.valid && 32'(wr_wave_i) == gw &&
                    (R == w1_i.rd || (w1_i.count == 2'd2 && R == w1_i.rd + 7'd1));
          hit_wb  = wb_valid_i && 32'(wb_wave_i) == gw && (wb_rel < {3'd0, wb_count_i});
          hit_cfg = cfg_we_i && 32'(cfg_wave_i) == gw && cfg_reg_i == {1'b0, R};
        end
        always_ff @(posedge clk_i) begin
          if (hit_cfg)     q <= cfg_data_i;
          else if (hit_wb) q <= wb_lane[gr % 16];
          else if (hit_w1) q <= (R == w1_i.rd) ? w1_i.data[31:0] : w1_i.data[63:32];
          else if (hit_w0) q <= (R == w0_i.rd) ? w0_i.data[31:0] : w0_i.data[63:32];
        end
        assign regs[gw][gr] = q;
      end
    end

    always_ff @(posedge clk_i) begin
      if (cfg_we_i && 32'(cfg_wave_i) == gw && cfg_reg_i == CFG_SCC) scc_q[gw] <= cfg_data_i[0];
      else if (scc_we_i && 32'(wr_wave_i) == gw)                      scc_q[gw] <= scc_i;
    end
  end

  always_comb begin
    for (int p = 0; p < int'(NRD); p++) rd_data_o[p] = regs[rd_wave_i][rd_idx_i[p]];
  end

  assign exec_o     = {regs[rd_wave_i][REG_EXEC_LO + 7'd1], regs[rd_wave_i][REG_EXEC_LO]};
  assign vcc_o      = {regs[rd_wave_i][REG_VCC_LO + 7'd1], regs[rd_wave_i][REG_VCC_LO]};
  assign m0_o       = regs[rd_wave_i][REG_M0];
  assign scc_o      = scc_q[rd_wave_i];
  assign dbg_data_o = regs[dbg_wave_i][dbg_reg_i];
  assign dbg_scc_o  = scc_q[dbg_wave_i];

endmodule : gcn_sgpr_file
