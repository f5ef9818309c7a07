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
  logic [31:0] mem [LANES][DEPTH];

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

  for (genvar b = 0; b < LANES; b++) begin : g_bank
    always_ff @(posedge clk_i) begin
      if (wr_en_i && wr_mask_i[b]) begin
        if (in_range(wr_reg_i)) mem[b][addr(wr_wave_i, wr_reg_i, wr_pass_i)] <= wr_data_i[0][b];
        if (wr_two_i && in_range(wr_reg1)) mem[b][addr(wr_wave_i, wr_reg1, wr_pass_i)] <= wr_data_i[1][b];
      end
      if (cfg_we_i && int'(cfg_bank) == b && in_range(cfg_reg_i))
        mem[b][addr(cfg_wave_i, cfg_reg_i, cfg_pass)] <= cfg_data_i;
    end

    always_comb begin
      for (int p = 0; p < int'(NRP); p++)
        rd_data_o[p][b] = in_range(rd_reg_i[p]) ? mem[b][addr(rd_wave_i, rd_reg_i[p], rd_pass_i)] : 32'd0;
    end
  end

  always_comb begin
    dbg_data_o = 32'd0;
    for (int b = 0; b < int'(LANES); b++)
      if (int'(dbg_bank) == b && in_range(dbg_reg_i)) dbg_data_o = mem[b][addr(dbg_wave_i, dbg_reg_i, dbg_pass)];
  end

endmodule : gcn_vgpr_file
