// Vector register file: per wave NUM_VGPRS registers of 64 lanes x 32 bits,
// split into LANES banks (bank i holds lanes i, i + LANES, ...). One access
// reaches the same pass (lanes pass*LANES .. pass*LANES + LANES-1) of every
// bank, so a 64-lane wave is read or written in 64 / LANES passes.
//
// Each bank is interleaved four ways by register number: sub-bank q holds the
// registers r with r % 4 == q. Any four consecutive registers (a 128-bit
// operand or result, and so any 64- or 32-bit one) touch each sub-bank at
// most once, so one port per sub-bank serves a whole operand:
//  - reads: three sources (S0..S2), each four consecutive registers from its
//    base: every sub-bank has three read ports of a quarter of the depth
//    (before: six full-depth ports for two dwords of three sources);
//  - the write port: 1..4 consecutive registers from wr_reg_i (wr_count_i),
//    dword d to wr_reg_i + d: one write port per sub-bank.
// A register number at or above NUM_VGPRS reads 0 and is not written.
//
// Every read port is registered on the falling clock edge (gcn_vgpr_bank):
// an address settled in the first half of a cycle gives its data in the
// second half, so reads behave as asynchronous ones whose address comes from
// state registered on the rising edge.
//
// Configuration writes (one dword: wave, register, lane) share the write
// port with the operand writes, which come first: a configuration write is
// held in a queue of two and written in a cycle in which its sub-bank takes
// no operand write. cfg_ready_o (the queue has room) says whether cfg_we_i
// may be raised this cycle; cfg_empty_o says no write is held, so that a
// wave launched now reads the values written (a write offered while
// cfg_ready_o is low is lost). Both follow state only.
//
// The word port, a fourth read copy, serves the debug read and the vector
// memory unit's reply read (a D16 load merging into one half of VDST as the
// reply lands): dbg_re_i gives it to the debug read this cycle, which
// returns the lane's whole pass (dbg_data_o[b] = lane pass*LANES + b), and
// the reply read waits (gcn_vmem holds a D16 reply while dbg_re_i is high).
module gcn_vgpr_file #(
  parameter int unsigned NUM_WAVES = 4,
  localparam int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1,
  parameter int unsigned LANES     = 16,
  parameter int unsigned NUM_VGPRS = 32,
  localparam int unsigned PASSES   = 64 / LANES,
  localparam int unsigned PW       = (PASSES > 1) ? $clog2(PASSES) : 1
) (
  input  logic                               clk_i,
  input  logic                               rst_ni,

  input  logic [WW-1:0]                      rd_wave_i,
  input  logic [PW-1:0]                      rd_pass_i,
  input  logic [2:0][7:0]                    rd_reg_i,    // first register of S0..S2
  output logic [2:0][3:0][LANES-1:0][31:0]   rd_data_o,   // [source][dword][lane]

  input  logic                               wr_en_i,
  input  logic [WW-1:0]                      wr_wave_i,
  input  logic [PW-1:0]                      wr_pass_i,
  input  logic [7:0]                         wr_reg_i,
  input  logic [2:0]                         wr_count_i,  // 1..4 registers
  input  logic [LANES-1:0]                   wr_mask_i,
  input  logic [3:0][LANES-1:0][31:0]        wr_data_i,

  input  logic                               cfg_we_i,
  input  logic [WW-1:0]                      cfg_wave_i,
  input  logic [7:0]                         cfg_reg_i,
  input  logic [5:0]                         cfg_lane_i,
  input  logic [31:0]                        cfg_data_i,
  output logic                               cfg_ready_o,
  output logic                               cfg_empty_o,

  input  logic                               dbg_re_i,    // the word port reads for debug
  input  logic [WW-1:0]                      dbg_wave_i,
  input  logic [7:0]                         dbg_reg_i,
  input  logic [5:0]                         dbg_lane_i,  // any lane of the pass read
  output logic [LANES-1:0][31:0]             dbg_data_o,

  input  logic [WW-1:0]                      rsp_wave_i,
  input  logic [7:0]                         rsp_reg_i,
  input  logic [5:0]                         rsp_lane_i,
  output logic [31:0]                        rsp_data_o
);

  localparam int unsigned ROWS  = (NUM_VGPRS + 3) / 4;          // registers per sub-bank
  localparam int unsigned DEPTH = NUM_WAVES * ROWS * PASSES;    // entries per sub-bank
  localparam int unsigned AW    = (DEPTH > 1) ? $clog2(DEPTH) : 1;

  // Entry of (wave, register, pass) within its sub-bank (register % 4): the
  // caller passes the register's row, register / 4.
  function automatic logic [AW-1:0] addr(input logic [WW-1:0] wave, input logic [6:0] row,
                                        input logic [PW-1:0] pass);
    addr = AW'((int'(wave) * int'(ROWS) + int'(row)) * int'(PASSES) + int'(pass));
  endfunction
  function automatic logic in_range(input logic [8:0] r);
    in_range = {23'd0, r} < NUM_VGPRS;
  endfunction
  // The register of sub-bank q among base .. base + 3 (9 bits: past v255 is
  // out of range), and its dword position (q - base) % 4.
  function automatic logic [8:0] reg_in(input logic [7:0] base, input logic [1:0] q);
    reg_in = {1'b0, base} + {7'd0, q - base[1:0]};
  endfunction

  // The word port: the debug read or the vector memory unit's reply read.
  logic [WW-1:0] x_wave;
  logic [7:0]    x_reg;
  logic [5:0]    x_lane;
  logic [6:0]    x_bank;    // the lane's bank
  logic [AW-1:0] x_ra;      // its entry in the sub-bank of x_reg % 4
  assign x_wave = dbg_re_i ? dbg_wave_i : rsp_wave_i;
  assign x_reg  = dbg_re_i ? dbg_reg_i  : rsp_reg_i;
  assign x_lane = dbg_re_i ? dbg_lane_i : rsp_lane_i;

  // Addresses depend on the sub-bank at most, never on the lane bank: they
  // are computed once here and shared by the LANES banks.
  logic [6:0]             cfg_bank;
  logic [8:0]             cfg_sel;   // 4 * lane bank + sub-bank of the configuration write
  logic                   cfg_we;
  logic [3:0][8:0]        wa_reg;    // port A's register in sub-bank q
  logic [3:0][1:0]        wa_dw;     // ... and the dword it takes
  logic [3:0]             wa_en;
  logic [3:0][AW-1:0]     q_wa;      // sub-bank q's write address
  logic [AW-1:0]          cfg_wa;    // the configuration write's entry
  logic [2:0][3:0][8:0]   ra_reg;    // source k's register in sub-bank q
  logic [3:0][2:0][AW-1:0] q_ra;     // sub-bank q's read addresses (S0..S2)

  // Logic fed by the compute unit's inputs (configuration, debug, reply) is
  // kept in blocks of its own, away from the operand path (gcn_vgpr_bank).
  always_comb begin
    cfg_bank = {1'b0, cfg_lane_i} % 7'(LANES);
    cfg_sel  = {cfg_bank, cfg_reg_i[1:0]};
    cfg_we   = cfg_we_i && in_range({1'b0, cfg_reg_i});
    cfg_wa   = addr(cfg_wave_i, {1'b0, cfg_reg_i[7:2]}, PW'({1'b0, cfg_lane_i} / 7'(LANES)));
    x_bank = {1'b0, x_lane} % 7'(LANES);
    x_ra   = addr(x_wave, {1'b0, x_reg[7:2]}, PW'({1'b0, x_lane} / 7'(LANES)));
  end

  // The configuration write queue: entry 0 is the oldest. Its head is
  // written when its sub-bank takes no operand write this cycle (port_we).
  typedef struct packed {
    logic [8:0]    sel;
    logic [AW-1:0] wa;
    logic [31:0]   wd;
  } cfg_wr_t;
  cfg_wr_t           cq0_q, cq1_q, cq_in;
  logic [1:0]        cq_cnt_q;
  logic [4*LANES-1:0] port_we;   // operand write of sub-bank q of lane bank b at 4 * b + q
  logic              cq_push, cq_pop, cq_blocked;
  always_comb begin
    cq_in      = '{sel: cfg_sel, wa: cfg_wa, wd: cfg_data_i};
    cq_push    = cfg_we && cq_cnt_q != 2'd2;
    cq_blocked = 1'b0;
    for (int i = 0; i < 4 * int'(LANES); i++)
      if (32'(cq0_q.sel) == i) cq_blocked = port_we[i];
    cq_pop     = cq_cnt_q != 2'd0 && !cq_blocked;
  end
  assign cfg_ready_o = cq_cnt_q != 2'd2;
  assign cfg_empty_o = cq_cnt_q == 2'd0;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) cq_cnt_q <= 2'd0;
    else         cq_cnt_q <= cq_cnt_q - {1'b0, cq_pop} + {1'b0, cq_push};
  end
  always_ff @(posedge clk_i) begin
    if (cq_pop) begin
      cq0_q <= (cq_cnt_q == 2'd1 && cq_push) ? cq_in : cq1_q;
    end else if (cq_push) begin
      if (cq_cnt_q == 2'd0) cq0_q <= cq_in;
      else                  cq1_q <= cq_in;
    end
  end

  always_comb begin
    for (int q = 0; q < 4; q++) begin
      wa_reg[q] = reg_in(wr_reg_i, 2'(q));
      wa_dw[q]  = 2'(q) - wr_reg_i[1:0];
      wa_en[q]  = wr_en_i && {1'b0, wa_dw[q]} < wr_count_i && in_range(wa_reg[q]);
      q_wa[q] = addr(wr_wave_i, wa_reg[q][8:2], wr_pass_i);
      for (int k = 0; k < 3; k++) begin
        ra_reg[k][q] = reg_in(rd_reg_i[k], 2'(q));
        q_ra[q][k]   = addr(rd_wave_i, ra_reg[k][q][8:2], rd_pass_i);
      end
    end
  end

  // One gcn_vgpr_bank per (lane bank, sub-bank): one write port and four
  // read ports, each a copy that synthesis keeps as a simple dual-port memory.
  // Read ports 0..2 = S0..S2, 3 = the word port. The source reads are computed
  // apart from anything the configuration, debug and reply inputs drive, so
  // that logic fed by the compute unit's inputs does not reach the vector ALU
  // (a simulator would re-evaluate it whenever those inputs are driven).
  // Unpacked: a packed array of them would be assembled from its 4 * LANES
  // words by a simulator on every evaluation.
  logic [31:0] x_sub [LANES][4];

  for (genvar b = 0; b < LANES; b++) begin : g_bank
    logic [2:0][3:0][31:0] sub;
    for (genvar q = 0; q < 4; q++) begin : g_sub
      logic               we;
      logic [31:0]        wd;
      logic [3:0][31:0]   rd;
      always_comb begin
        we = wa_en[q] && wr_mask_i[b];
        wd = wr_data_i[wa_dw[q]][b];
      end
      assign port_we[4 * b + q] = we;
      gcn_vgpr_bank #(.DEPTH(DEPTH), .NRP(4), .AW(AW),
                      .SW($bits(cfg_sel)), .SEL(4 * b + q)) u_bank (
        .clk_i,
        .we_i     (we),
        .wa_i     (q_wa[q]),
        .wd_i     (wd),
        .cfg_we_i (cq_pop),
        .cfg_sel_i(cq0_q.sel),
        .cfg_wa_i (cq0_q.wa),
        .cfg_wd_i (cq0_q.wd),
        .ra_i     ({x_ra, q_ra[q]}),
        .rd_o     (rd)
      );
      assign x_sub[b][q] = rd[3];
      always_comb begin
        for (int k = 0; k < 3; k++) sub[k][q] = in_range(ra_reg[k][q]) ? rd[k] : 32'd0;
      end
    end

    // Each source's dwords in register order.
    always_comb begin
      for (int k = 0; k < 3; k++)
        for (int d = 0; d < 4; d++)
          rd_data_o[k][d][b] = sub[k][2'(rd_reg_i[k][1:0] + 2'(d))];
    end
  end

  // The debug read: the pass's dword of every bank; the reply read: the
  // lane's bank.
  always_comb begin
    rsp_data_o = 32'd0;
    for (int b = 0; b < int'(LANES); b++) begin
      dbg_data_o[b] = in_range({1'b0, x_reg}) ? x_sub[b][x_reg[1:0]] : 32'd0;
      if (int'(x_bank) == b && in_range({1'b0, x_reg})) rsp_data_o = x_sub[b][x_reg[1:0]];
    end
  end

endmodule : gcn_vgpr_file
