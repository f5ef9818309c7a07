// Vector register file: per wave NUM_VGPRS registers of 64 lanes x 32 bits,
// split into LANES banks (bank i holds lanes i, i + LANES, ...). One access
// reaches the same pass (lanes pass*LANES .. pass*LANES + LANES-1) of every
// bank, so a 64-lane wave is read or written in 64 / LANES passes.
//
// Reads are combinational: NRP register reads of one pass of one wave. The
// write port writes one or two consecutive registers of one pass in the lanes
// of its mask. A register number at or above NUM_VGPRS reads 0 and is not
// written. Configuration and debug access one dword (wave, register, lane).
module gcn_vgpr_file #(
  parameter int unsigned NUM_WAVES = 4,
  parameter int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1,
  parameter int unsigned LANES     = 16,
  parameter int unsigned NUM_VGPRS = 32,
  parameter int unsigned NRP       = 6,
  localparam int unsigned PASSES   = 64 / LANES,
  localparam int unsigned PW       = (PASSES > 1) ? $clog2(PASSES) : 1
) (
  input  logic                          clk_i,

  input  logic [WW-1:0]                 rd_wave_i,
  input  logic [PW-1:0]                 rd_pass_i,
  input  logic [NRP-1:0][7:0]           rd_reg_i,
  output logic [NRP-1:0][LANES-1:0][31:0] rd_data_o,

  input  logic                          wr_en_i,
  input  logic [WW-1:0]                 wr_wave_i,
  input  logic [PW-1:0]                 wr_pass_i,
  input  logic [7:0]                    wr_reg_i,
  input  logic                          wr_two_i,    // also wr_reg_i + 1
  input  logic [LANES-1:0]              wr_mask_i,
  input  logic [1:0][LANES-1:0][31:0]   wr_data_i,

  input  logic                          cfg_we_i,
  input  logic [WW-1:0]                 cfg_wave_i,
  input  logic [7:0]                    cfg_reg_i,
  input  logic [5:0]                    cfg_lane_i,
  input  logic [31:0]                   cfg_data_i,

  input  logic [WW-1:0]                 dbg_wave_i,
  input  logic [7:0]                    dbg_reg_i,
  input  logic [5:0]                    dbg_lane_i,
  output logic [31:0]                   dbg_data_o
);

  localparam int unsigned DEPTH = NUM_WAVES * NUM_VGPRS * PASSES;
  localparam int unsigned AW    = (DEPTH > 1) ? $clog2(DEPTH) : 1;

  // Entry of (wave, register, pass) within each bank; `ok` is 0 outside the
  // register allocation.
  function automatic logic [AW-1:0] addr(input logic [WW-1:0] wave, input logic [7:0] r,
                                        input logic [PW-1:0] pass);
    addr = AW'((int'(wave) * int'(NUM_VGPRS) + int'(r)) * int'(PASSES) + int'(pass));
  endfunction
  function automatic logic in_range(input logic [7:0] r);
    in_range = {24'd0, r} < NUM_VGPRS;
  endfunction

  // Unpacked: one array per bank, as Verilator evaluates it fastest.
  logic [PW-1:0] cfg_pass, dbg_pass;
  logic [6:0]    cfg_bank, dbg_bank;
  logic [7:0]    wr_reg1;

  always_comb begin
    cfg_pass  = PW'({1'b0, cfg_lane_i} / 7'(LANES));
    dbg_pass  = PW'({1'b0, dbg_lane_i} / 7'(LANES));
    cfg_bank  = {1'b0, cfg_lane_i} % 7'(LANES);
    dbg_bank  = {1'b0, dbg_lane_i} % 7'(LANES);
    wr_reg1   = wr_reg_i + 8'd1;
  end

  // Each bank: write ports 0 and 1 are the instruction's first and second
  // register, port 2 the configuration write (last, so it wins); read ports
  // 0..NRP-1 are the operand reads, port NRP the debug read.
  logic [LANES-1:0][31:0] dbg_rd;

  for (genvar b = 0; b < LANES; b++) begin : g_bank
    logic [2:0]             we;
    logic [2:0][AW-1:0]     wa;
    logic [2:0][31:0]       wd;
    logic [NRP:0][AW-1:0]   ra;
    logic [NRP:0][31:0]     rd;

    always_comb begin
      we[0] = wr_en_i && wr_mask_i[b] && in_range(wr_reg_i);
      wa[0] = addr(wr_wave_i, wr_reg_i, wr_pass_i);
      wd[0] = wr_data_i[0][b];
      we[1] = wr_en_i && wr_mask_i[b] && wr_two_i && in_range(wr_reg1);
      wa[1] = addr(wr_wave_i, wr_reg1, wr_pass_i);
      wd[1] = wr_data_i[1][b];
      we[2] = cfg_we_i && int'(cfg_bank) == b && in_range(cfg_reg_i);
      wa[2] = addr(cfg_wave_i, cfg_reg_i, cfg_pass);
      wd[2] = cfg_data_i;
      for (int p = 0; p < int'(NRP); p++) ra[p] = addr(rd_wave_i, rd_reg_i[p], rd_pass_i);
      ra[NRP] = addr(dbg_wave_i, dbg_reg_i, dbg_pass);
    end

    gcn_vgpr_bank #(.DEPTH(DEPTH), .NWP(3), .NRP(NRP + 1), .AW(AW)) u_bank (
      .clk_i,
      .we_i (we),
      .wa_i (wa),
      .wd_i (wd),
      .ra_i (ra),
      .rd_o (rd)
    );

    always_comb begin
      for (int p = 0; p < int'(NRP); p++)
        rd_data_o[p][b] = in_range(rd_reg_i[p]) ? rd[p] : 32'd0;
      dbg_rd[b] = rd[NRP];
    end
  end

  always_comb begin
    dbg_data_o = 32'd0;
    for (int b = 0; b < int'(LANES); b++)
      if (int'(dbg_bank) == b && in_range(dbg_reg_i)) dbg_data_o = dbg_rd[b];
  end

endmodule : gcn_vgpr_file
