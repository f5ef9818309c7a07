// Scalar register file: per wave 128 x 32-bit entries indexed by operand code
// (s0..s101, flat_scratch, xnack_mask, vcc, ttmp, m0, exec) plus SCC. Entry
// 125 is reserved: it reads 0 and writes to it are dropped.
//
// Storage, in a form FPGA flows map to block RAM:
// - VCC, M0 and EXEC (and SCC) are per-wave registers: the issue logic reads
//   them every cycle, the EXEC port writes only EXEC, and S_MOVRELS's read
//   index adds M0 (so no read address depends on a RAM output).
// - Every other register is in two banks by register parity (entry {wave,
//   code[6:1]}): any two consecutive registers, aligned or not, are one in
//   each bank. Each bank has one write port and a copy per read port: the
//   NRD operand ports read their copies at the rising edge, so the data of
//   an address set in one cycle is there in the next, as the registers are
//   after that edge's writes (gcn_cu's issue engine sets the address in the
//   clock its fetch completes, and holds it while the instruction
//   executes); a debug copy is read at the rising edge too.
//
// Writes: the instruction's destination (w0, one or two registers) always
// gets the banks' write ports; a scalar-memory writeback pair (wbp) is
// written in a cycle w0 writes no bank register (wbp_ready_o: at most one
// cycle in three, as gcn_cu's issue engine picks, fetches and executes an
// instruction in three clocks at least), and a
// configuration write queues (two entries, cfg_ready_o) for a cycle its
// bank's port is free. Of writes to one register in one cycle the later in
// program order lands: w0, then EXEC, then the writeback, then the
// configuration. A legal program does not read a scalar-memory
// destination before S_WAITCNT says the writeback is done (gcn_smem counts
// it done after its last pair), and configuration writes precede the
// launch (launch waits for cfg_empty_o).
module gcn_sgpr_file
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
#(
  parameter int unsigned NUM_WAVES = 4,
  localparam int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1,
  parameter int unsigned NRD       = SGPR_READS
) (
  input  logic                   clk_i,
  input  logic                   rst_ni,

  // Operand reads, all on wave rd_wave_i: rd_data_o in a cycle is the
  // registers rd_idx_i named in the cycle before, as they are after the
  // rising edge between the two (the special registers as they are now).
  input  logic [WW-1:0]          rd_wave_i,
  input  logic [NRD-1:0][6:0]    rd_idx_i,
  output logic [NRD-1:0][31:0]   rd_data_o,
  output logic [63:0]            exec_o,
  output logic [63:0]            vcc_o,
  output logic [31:0]            m0_o,
  output logic                   scc_o,

  // Debug read: register dbg_reg_i of wave dbg_wave_i as it was before the
  // last rising edge (dbg_data_o); SCC as it is now.
  input  logic [WW-1:0]          dbg_wave_i,
  input  logic [6:0]             dbg_reg_i,
  output logic [31:0]            dbg_data_o,
  output logic                   dbg_scc_o,

  // Instruction writes (wave wr_wave_i): the destination and EXEC.
  input  logic [WW-1:0]          wr_wave_i,
  input  sgpr_wr_t               w0_i,
  input  logic                   exec_we_i,
  input  logic [63:0]            exec_i,
  input  logic                   scc_we_i,
  input  logic                   scc_i,

  // Scalar-memory writeback: wbp_count_i (1 or 2) registers from
  // wbp_reg_i (codes past 127 are dropped), taken when wbp_ready_o.
  input  logic                   wbp_valid_i,
  output logic                   wbp_ready_o,
  input  logic [WW-1:0]          wbp_wave_i,
  input  logic [7:0]             wbp_reg_i,
  input  logic [1:0]             wbp_count_i,
  input  logic [63:0]            wbp_data_i,

  // Configuration writes (cfg_reg_i 0..127 registers, 253 SCC), only while
  // cfg_ready_o; cfg_empty_o when every one has been written.
  input  logic                   cfg_we_i,
  input  logic [WW-1:0]          cfg_wave_i,
  input  logic [7:0]             cfg_reg_i,
  input  logic [31:0]            cfg_data_i,
  output logic                   cfg_ready_o,
  output logic                   cfg_empty_o
);

  localparam int unsigned ROWS = (1 << WW) * 64;   // bank entry {wave, code[6:1]}
  localparam int unsigned RW   = WW + 6;

  // ------------------------------------------------------------ register kinds
  function automatic logic is_special(input logic [6:0] r);
    return r == REG_VCC_LO || r == REG_VCC_LO + 7'd1 || r == REG_M0 || r == REG_RESERVED ||
           r == REG_EXEC_LO || r == REG_EXEC_LO + 7'd1;
  endfunction

  // ------------------------------------------------------------ per-wave registers
  logic [NUM_WAVES-1:0][63:0] vcc_q, exec_q;
  logic [NUM_WAVES-1:0][31:0] m0_q;
  logic [NUM_WAVES-1:0]       scc_q;

  function automatic logic [31:0] special_rd(input logic [WW-1:0] w, input logic [6:0] r);
    logic [31:0] v;
    v = 32'd0;
    if (r == REG_VCC_LO)             v = vcc_q[w][31:0];
    else if (r == REG_VCC_LO + 7'd1) v = vcc_q[w][63:32];
    else if (r == REG_M0)            v = m0_q[w];
    else if (r == REG_EXEC_LO)       v = exec_q[w][31:0];
    else if (r == REG_EXEC_LO + 7'd1) v = exec_q[w][63:32];
    return v;
  endfunction

  // The dwords each source writes this cycle: w0's two, the writeback
  // pair's two, the configuration write (special registers only: the rest
  // queue).
  logic       w0_lo, w0_hi, wb_lo, wb_hi;
  logic [6:0] w0_r1, wb_r0, wb_r1;
  assign w0_lo = w0_i.valid;
  assign w0_hi = w0_i.valid && w0_i.count == 2'd2;
  assign w0_r1 = w0_i.rd + 7'd1;       // a pair wraps within the 7-bit code
  assign wb_r0 = wbp_reg_i[6:0];
  assign wb_r1 = wb_r0 + 7'd1;
  // Codes past 127 are dropped (a writeback never wraps).
  assign wb_lo = wbp_valid_i && wbp_ready_o && !wbp_reg_i[7];
  assign wb_hi = wbp_valid_i && wbp_ready_o && wbp_count_i == 2'd2 && wbp_reg_i < 8'd127;

  logic cfg_special;
  assign cfg_special = cfg_we_i && !cfg_reg_i[7] && is_special(cfg_reg_i[6:0]);

  for (genvar gw = 0; gw < NUM_WAVES; gw++) begin : g_wave
    // The later assignment wins: w0, EXEC, writeback, configuration.
    always_ff @(posedge clk_i) begin
      if (w0_lo && 32'(wr_wave_i) == gw) begin
        if (w0_i.rd == REG_VCC_LO)             vcc_q[gw][31:0]   <= w0_i.data[31:0];
        if (w0_i.rd == REG_VCC_LO + 7'd1)      vcc_q[gw][63:32]  <= w0_i.data[31:0];
        if (w0_i.rd == REG_M0)                 m0_q[gw]          <= w0_i.data[31:0];
        if (w0_i.rd == REG_EXEC_LO)            exec_q[gw][31:0]  <= w0_i.data[31:0];
        if (w0_i.rd == REG_EXEC_LO + 7'd1)     exec_q[gw][63:32] <= w0_i.data[31:0];
      end
      if (w0_hi && 32'(wr_wave_i) == gw) begin
        if (w0_r1 == REG_VCC_LO)               vcc_q[gw][31:0]   <= w0_i.data[63:32];
        if (w0_r1 == REG_VCC_LO + 7'd1)        vcc_q[gw][63:32]  <= w0_i.data[63:32];
        if (w0_r1 == REG_M0)                   m0_q[gw]          <= w0_i.data[63:32];
        if (w0_r1 == REG_EXEC_LO)              exec_q[gw][31:0]  <= w0_i.data[63:32];
        if (w0_r1 == REG_EXEC_LO + 7'd1)       exec_q[gw][63:32] <= w0_i.data[63:32];
      end
      if (exec_we_i && 32'(wr_wave_i) == gw)   exec_q[gw]        <= exec_i;
      if (wb_lo && 32'(wbp_wave_i) == gw) begin
        if (wb_r0 == REG_VCC_LO)               vcc_q[gw][31:0]   <= wbp_data_i[31:0];
        if (wb_r0 == REG_VCC_LO + 7'd1)        vcc_q[gw][63:32]  <= wbp_data_i[31:0];
        if (wb_r0 == REG_M0)                   m0_q[gw]          <= wbp_data_i[31:0];
        if (wb_r0 == REG_EXEC_LO)              exec_q[gw][31:0]  <= wbp_data_i[31:0];
        if (wb_r0 == REG_EXEC_LO + 7'd1)       exec_q[gw][63:32] <= wbp_data_i[31:0];
      end
      if (wb_hi && 32'(wbp_wave_i) == gw) begin
        if (wb_r1 == REG_VCC_LO)               vcc_q[gw][31:0]   <= wbp_data_i[63:32];
        if (wb_r1 == REG_VCC_LO + 7'd1)        vcc_q[gw][63:32]  <= wbp_data_i[63:32];
        if (wb_r1 == REG_M0)                   m0_q[gw]          <= wbp_data_i[63:32];
        if (wb_r1 == REG_EXEC_LO)              exec_q[gw][31:0]  <= wbp_data_i[63:32];
        if (wb_r1 == REG_EXEC_LO + 7'd1)       exec_q[gw][63:32] <= wbp_data_i[63:32];
      end
      if (cfg_special && 32'(cfg_wave_i) == gw) begin
        if (cfg_reg_i[6:0] == REG_VCC_LO)         vcc_q[gw][31:0]   <= cfg_data_i;
        if (cfg_reg_i[6:0] == REG_VCC_LO + 7'd1)  vcc_q[gw][63:32]  <= cfg_data_i;
        if (cfg_reg_i[6:0] == REG_M0)             m0_q[gw]          <= cfg_data_i;
        if (cfg_reg_i[6:0] == REG_EXEC_LO)        exec_q[gw][31:0]  <= cfg_data_i;
        if (cfg_reg_i[6:0] == REG_EXEC_LO + 7'd1) exec_q[gw][63:32] <= cfg_data_i;
      end
    end

    always_ff @(posedge clk_i) begin
      if (cfg_we_i && 32'(cfg_wave_i) == gw && cfg_reg_i == CFG_SCC) scc_q[gw] <= cfg_data_i[0];
      else if (scc_we_i && 32'(wr_wave_i) == gw)                      scc_q[gw] <= scc_i;
    end
  end

  assign exec_o    = exec_q[rd_wave_i];
  assign vcc_o     = vcc_q[rd_wave_i];
  assign m0_o      = m0_q[rd_wave_i];
  assign scc_o     = scc_q[rd_wave_i];
  assign dbg_scc_o = scc_q[dbg_wave_i];

  // ------------------------------------------------------------ configuration queue
  // Entries {wave, register, data} of bank registers, written in order.
  typedef struct packed {
    logic [WW-1:0] wave;
    logic [6:0]    rd;
    logic [31:0]   data;
  } cfg_ent_t;

  cfg_ent_t   cq0_q, cq1_q;   // head, next
  logic [1:0] cq_cnt_q;
  logic       cq_push, cq_pop;
  assign cq_push     = cfg_we_i && !cfg_reg_i[7] && !is_special(cfg_reg_i[6:0]);
  assign cfg_ready_o = cq_cnt_q != 2'd2;
  assign cfg_empty_o = cq_cnt_q == 2'd0;

  // ------------------------------------------------------------ bank write ports
  // Per bank (0 even codes, 1 odd): w0's register in that bank, else the
  // writeback's (wbp waits for a cycle w0 writes no bank register), else
  // the configuration queue's head.
  logic [1:0]          bw_we;
  logic [1:0][RW-1:0]  bw_row;
  logic [1:0][31:0]    bw_data;
  logic                w0_bank_lo, w0_bank_hi;   // w0's dwords that go to a bank
  assign w0_bank_lo  = w0_lo && !is_special(w0_i.rd);
  assign w0_bank_hi  = w0_hi && !is_special(w0_r1);
  assign wbp_ready_o = !(w0_bank_lo || w0_bank_hi);

  always_comb begin
    bw_we   = '0;
    bw_row  = '0;
    bw_data = '0;
    cq_pop  = 1'b0;
    if (wb_lo && !is_special(wb_r0)) begin
      bw_we[wb_r0[0]]   = 1'b1;
      bw_row[wb_r0[0]]  = {wbp_wave_i, wb_r0[6:1]};
      bw_data[wb_r0[0]] = wbp_data_i[31:0];
    end
    if (wb_hi && !is_special(wb_r1)) begin
      bw_we[wb_r1[0]]   = 1'b1;
      bw_row[wb_r1[0]]  = {wbp_wave_i, wb_r1[6:1]};
      bw_data[wb_r1[0]] = wbp_data_i[63:32];
    end
    if (w0_bank_lo) begin
      bw_we[w0_i.rd[0]]   = 1'b1;
      bw_row[w0_i.rd[0]]  = {wr_wave_i, w0_i.rd[6:1]};
      bw_data[w0_i.rd[0]] = w0_i.data[31:0];
    end
    if (w0_bank_hi) begin
      bw_we[w0_r1[0]]   = 1'b1;
      bw_row[w0_r1[0]]  = {wr_wave_i, w0_r1[6:1]};
      bw_data[w0_r1[0]] = w0_i.data[63:32];
    end
    if (cq_cnt_q != 2'd0 && !bw_we[cq0_q.rd[0]]) begin
      cq_pop                = 1'b1;
      bw_we[cq0_q.rd[0]]   = 1'b1;
      bw_row[cq0_q.rd[0]]  = {cq0_q.wave, cq0_q.rd[6:1]};
      bw_data[cq0_q.rd[0]] = cq0_q.data;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      cq_cnt_q <= 2'd0;
    end else begin
      unique case ({cq_push, cq_pop})
        2'b10: begin
          if (cq_cnt_q == 2'd0) cq0_q <= '{wave: cfg_wave_i, rd: cfg_reg_i[6:0], data: cfg_data_i};
          else                  cq1_q <= '{wave: cfg_wave_i, rd: cfg_reg_i[6:0], data: cfg_data_i};
          cq_cnt_q <= cq_cnt_q + 2'd1;
        end
        2'b01: begin
          cq0_q    <= cq1_q;
          cq_cnt_q <= cq_cnt_q - 2'd1;
        end
        2'b11: begin
          if (cq_cnt_q == 2'd1) cq0_q <= '{wave: cfg_wave_i, rd: cfg_reg_i[6:0], data: cfg_data_i};
          else begin
            cq0_q <= cq1_q;
            cq1_q <= '{wave: cfg_wave_i, rd: cfg_reg_i[6:0], data: cfg_data_i};
          end
        end
        default: ;
      endcase
    end
  end

  // ------------------------------------------------------------ banks
  // Per bank, NRD operand copies and a debug copy, all written alike and
  // read on the rising edge. An operand copy's read returns the row as it
  // was before the edge; the bank's write of that same edge is kept beside
  // it per port (fw_q, fw_hit_q: the write was to the register the port
  // read), so the port gives the register as it is after the edge.
  logic [NRD-1:0][1:0][31:0] op_q;      // per port: the even and the odd bank's word
  logic [NRD-1:0][6:0]       idx_q;     // per port: the index read at the last edge
  logic [NRD-1:0]            fw_hit_q;  // per port: that edge wrote that register
  logic [NRD-1:0][31:0]      fw_q;      // per port: the word the edge wrote to its bank
  logic [1:0][31:0]          dbg_q;

  for (genvar p = 0; p < int'(NRD); p++) begin : g_fwd
    logic b;
    assign b = rd_idx_i[p][0];
    always_ff @(posedge clk_i) begin
      idx_q[p]    <= rd_idx_i[p];
      fw_hit_q[p] <= bw_we[b] && bw_row[b] == {rd_wave_i, rd_idx_i[p][6:1]};
      fw_q[p]     <= bw_data[b];
    end
  end

  for (genvar b = 0; b < 2; b++) begin : g_bank
    for (genvar p = 0; p < int'(NRD); p++) begin : g_port
      logic [31:0] mem [ROWS];
      always_ff @(posedge clk_i) begin
        if (bw_we[b]) mem[bw_row[b]] <= bw_data[b];
      end
      always_ff @(posedge clk_i) begin
        op_q[p][b] <= mem[{rd_wave_i, rd_idx_i[p][6:1]}];
      end
    end
    logic [31:0] dmem [ROWS];
    always_ff @(posedge clk_i) begin
      if (bw_we[b]) dmem[bw_row[b]] <= bw_data[b];
    end
    always_ff @(posedge clk_i) begin
      dbg_q[b] <= dmem[{dbg_wave_i, dbg_reg_i[6:1]}];
    end
  end

  // ------------------------------------------------------------ read results
  // From registers only (the index read, the banks' words, the special
  // registers as they are now), so the decode that forms rd_idx_i ends at
  // the edge and is not on the path from the data to its users.
  always_comb begin
    for (int p = 0; p < int'(NRD); p++) begin
      rd_data_o[p] = is_special(idx_q[p]) ? special_rd(rd_wave_i, idx_q[p])
                   : fw_hit_q[p]           ? fw_q[p]
                                           : op_q[p][idx_q[p][0]];
    end
  end

  // The debug read's special registers, taken at the same edge as the banks'.
  logic [6:0]  dbg_reg_q;
  logic [31:0] dbg_special_q;
  always_ff @(posedge clk_i) begin
    dbg_reg_q     <= dbg_reg_i;
    dbg_special_q <= special_rd(dbg_wave_i, dbg_reg_i);
  end
  assign dbg_data_o = is_special(dbg_reg_q) ? dbg_special_q : dbg_q[dbg_reg_q[0]];

endmodule : gcn_sgpr_file
