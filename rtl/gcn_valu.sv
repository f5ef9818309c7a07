// Vector ALU issue engine: one vector instruction at a time, a 64-lane wave in
// PASSES = 64 / LANES passes through LANES integer lanes (gcn_int_lane,
// latency INT_LANE_LATENCY) and LANES FP32 lanes (gcn_fp32_lane, latency
// FP32_LANE_LATENCY), fed back to back, one pass per cycle.
//
// The engine runs while go_i is high (the compute unit holds it for the whole
// instruction) and counts cycles from 0: cycle p < PASSES reads pass p's
// operands from the VGPR file and issues it; its result arrives `latency`
// cycles later and is written to the VGPR file (lanes of EXEC) and put out
// on vbeat_* the same cycle, all of its dwords, for the commit port (the
// commit record names the registers and lanes, the beats carry the data:
// nothing holds the whole wave's results). done_o rises in cycle
// PASSES + latency, when every pass has been written: a vector instruction
// occupies the engine PASSES + latency + 1 cycles.
//
// Scalar inputs (uniform source values, the carry/select pair, EXEC) are
// sampled in cycle 0 and held, so a later scalar write cannot split a wave.
//
// Results (docs/design.md, "Vector ALU"): VGPR writes in the lanes of EXEC
// (V_WRITELANE_B32: exactly the selected lane); an SGPR-pair result (compare,
// carry-out) is written whole, bit l = lane l's bit if EXEC[l] else 0;
// V_CMPX_* writes the same value to EXEC. V_READLANE_B32 / V_READFIRSTLANE_B32
// write one SGPR (readfirstlane: the lowest lane of EXEC, lane 0 if none).
// Results are up to four dwords per lane (V_MQSAD_U32_U8, from the integer
// lane's d_hi_o); V_SWAP_B32 writes D <- S0 (dword 0) as its passes leave
// the lanes and then, in PASSES more cycles through the same write port,
// S0 <- old D (dword 1, the lane's S1 = D) from swap_buf, which keeps dword 1
// of each pass: the VGPR file has one write port, and the two registers may
// share a sub-bank. V_READLANE_B32 / V_READFIRSTLANE_B32 keep the selected
// lane's dword as its pass leaves the lanes (sel_q); compares and carries
// keep one bit per lane (bits_q).
module gcn_valu
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
#(
  parameter int unsigned NUM_WAVES = 4,
  localparam int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1,
  parameter int unsigned LANES     = 16,
  parameter int unsigned NUM_VGPRS = 32,
  localparam int unsigned PASSES   = 64 / LANES,
  localparam int unsigned PW       = (PASSES > 1) ? $clog2(PASSES) : 1,
  // The VGPR-port request of gcn_cu (sized by WW, PW and LANES).
  parameter type vport_req_t        = logic
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,

  input  logic                 go_i,
  input  logic [WW-1:0]        wave_i,
  input  op_e                  op_i,
  input  vfields_t             vf_i,
  input  logic [2:0][63:0]     suni_i,   // S0..S2 when not a VGPR (SGPR, constant, literal)
  input  logic [63:0]          cc_i,     // the SGPR pair vf_i.cc
  input  logic [63:0]          exec_i,
  output logic                 done_o,
  output sgpr_wr_t             w0_o,     // SGPR pair / readlane destination
  output sgpr_wr_t             w1_o,     // EXEC (V_CMPX_*)
  output vgpr_wr_t             vw_o,
  // The pass leaving the lanes and being written to the VGPR file, when the
  // instruction writes VGPRs: dword d of lane l of pass p is lane p * LANES +
  // l's dword d (those of vw_o.count that exist, in vw_o.lanes; the rest is
  // whatever the lanes computed).
  output logic                 vbeat_valid_o,
  output logic [PW-1:0]        vbeat_pass_o,
  output logic [3:0][LANES-1:0][31:0] vbeat_data_o,

  // The VGPR file's ports for the DS engine (gcn_ds) and the vector memory
  // unit while go_i is low: the read fields (wave, rd_pass, rd_reg) of
  // ext_rd_i, the write fields (wave, wr_*) of ext_wr_i. Two ports, so that
  // the reads do not depend on what selects the writes (a memory reply, an
  // input of the compute unit: gcn_vgpr_bank says why that matters).
  /* verilator lint_off UNUSEDSIGNAL */  // the other side's fields of each
  input  vport_req_t                        ext_rd_i,
  input  vport_req_t                        ext_wr_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output logic [2:0][3:0][LANES-1:0][31:0]  ext_rd_data_o,

  // Configuration: MODE through cfg_reg_i == CFG_MODE, VGPRs by lane.
  input  logic                 cfg_we_i,
  input  logic [WW-1:0]        cfg_wave_i,
  input  logic [7:0]           cfg_reg_i,
  input  logic [31:0]          cfg_data_i,
  input  logic                 cfg_vgpr_we_i,
  input  logic [7:0]           cfg_vgpr_reg_i,
  input  logic [5:0]           cfg_vgpr_lane_i,
  output logic                 cfg_vgpr_ready_o,  // gcn_vgpr_file: cfg_ready_o, cfg_empty_o
  output logic                 cfg_vgpr_empty_o,

  input  logic [WW-1:0]        dbg_wave_i,
  input  logic                 dbg_vgpr_re_i,   // the VGPR file's word port reads for debug
  input  logic [7:0]           dbg_vgpr_reg_i,
  input  logic [5:0]           dbg_vgpr_lane_i,
  output logic [LANES-1:0][31:0] dbg_vgpr_o,      // the lane's pass
  output logic [31:0]          dbg_mode_o,
  // The VGPR file's reply port: one dword, read for the vector memory unit.
  input  logic [WW-1:0]        rsp_vgpr_wave_i,
  input  logic [7:0]           rsp_vgpr_reg_i,
  input  logic [5:0]           rsp_vgpr_lane_i,
  output logic [31:0]          rsp_vgpr_o
);

  // ---------------------------------------------------------------- control
  vunit_e      unit;
  vspecial_e   special;
  flags_t      flags;
  logic [7:0]  cnt_q, latency;
  logic        issue;
  logic [PW-1:0] pass;
  logic        is_swap;
  logic        swap_wr;      // V_SWAP_B32's second write, pass swap_pass
  logic [PW-1:0] swap_pass;

  always_comb begin
    unit    = op_vunit(op_i);
    special = op_vspecial(op_i);
    flags   = op_flags(op_i);
    latency = (unit == VU_FP) ? 8'(gcn_fp_pkg::FP32_LANE_LATENCY) : 8'(gcn_int_pkg::INT_LANE_LATENCY);
    issue   = go_i && cnt_q < 8'(PASSES);
    pass    = PW'(cnt_q);
    is_swap = op_shape(op_i) == SH_VOP1_SWAP;
    swap_wr = go_i && is_swap && cnt_q >= 8'(PASSES) + latency && cnt_q < 8'(2 * PASSES) + latency;
    swap_pass = PW'(cnt_q - 8'(PASSES) - latency);
    done_o  = go_i && cnt_q == 8'(PASSES) + latency + (is_swap ? 8'(PASSES) : 8'd0);
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !go_i) cnt_q <= '0;
    else                  cnt_q <= cnt_q + 8'd1;
  end

  // Scalar inputs: live in cycle 0, held afterwards.
  logic [2:0][63:0] suni_q, suni;
  logic [63:0]      cc_q, cc, exec_q, exec;
  always_ff @(posedge clk_i) begin
    if (go_i && cnt_q == 8'd0) begin
      suni_q <= suni_i;
      cc_q   <= cc_i;
      exec_q <= exec_i;
    end
  end
  always_comb begin
    suni = (cnt_q == 8'd0) ? suni_i : suni_q;
    cc   = (cnt_q == 8'd0) ? cc_i : cc_q;
    exec = (cnt_q == 8'd0) ? exec_i : exec_q;
  end

  // MODE per wave (the lanes read FP_DENORM, DX10_CLAMP, IEEE).
  logic [NUM_WAVES-1:0][31:0] mode_q;
  for (genvar gw = 0; gw < NUM_WAVES; gw++) begin : g_mode
    always_ff @(posedge clk_i) begin
      if (!rst_ni) mode_q[gw] <= 32'h0000_03C0;   // kDefaultMode
      else if (cfg_we_i && 32'(cfg_wave_i) == gw && cfg_reg_i == CFG_MODE) mode_q[gw] <= cfg_data_i;
    end
  end
  gcn_fp_pkg::fp_mode_t fmode;
  always_comb begin
    fmode.denorm     = mode_q[wave_i][5:4];
    fmode.dx10_clamp = mode_q[wave_i][8];
    fmode.ieee       = mode_q[wave_i][9];
  end
  assign dbg_mode_o = mode_q[dbg_wave_i];

  // ---------------------------------------------------------------- operands
  logic [2:0][7:0]                  rd_reg;
  logic [2:0][3:0][LANES-1:0][31:0] rd_data;   // [source][dword][lane]

  always_comb begin
    for (int k = 0; k < 3; k++) rd_reg[k] = vf_i.src[k][7:0];
  end

  // What outlives a pass (see the header): dword 1 of each pass for
  // V_SWAP_B32's second write (one memory row per pass, written as a pass
  // leaves the lanes, read a pass at a time: distributed RAM on an FPGA),
  // the readlane dword, the SGPR-pair bits.
  logic [LANES*32-1:0]    swap_buf [PASSES];
  logic [LANES*32-1:0]    swap_row;
  logic [31:0]            sel_q;
  logic [63:0]            bits_q;

  // Result of the pass leaving the lanes (written below).
  logic                        res_valid;
  logic [PW-1:0]               res_pass;
  logic [LANES-1:0]            res_mask;
  logic [3:0][LANES-1:0][31:0] res_data;
  logic [LANES-1:0]            res_cc;
  logic [5:0]                  sel_lane;

  // Port mux: the VALU while it runs, the DS engine otherwise.
  logic                        vf_wr_en;
  logic [WW-1:0]               vf_rd_wave, vf_wr_wave;
  logic [PW-1:0]               vf_rd_pass, vf_wr_pass;
  logic [2:0][7:0]             vf_rd_reg;
  logic [7:0]                  vf_wr_reg;
  logic [2:0]                  vf_wr_count;
  logic [LANES-1:0]            vf_wr_mask;
  logic [3:0][LANES-1:0][31:0] vf_wr_data;
  always_comb begin
    if (go_i) begin
      vf_rd_wave  = wave_i;
      vf_rd_pass  = pass;
      vf_rd_reg   = rd_reg;
    end else begin
      vf_rd_wave  = ext_rd_i.wave;
      vf_rd_pass  = ext_rd_i.rd_pass;
      vf_rd_reg   = ext_rd_i.rd_reg;
    end
  end
  always_comb begin
    if (go_i && swap_wr) begin
      vf_wr_en    = 1'b1;
      vf_wr_wave  = wave_i;
      vf_wr_pass  = swap_pass;
      vf_wr_reg   = vf_i.src[0][7:0];
      vf_wr_count = 3'd1;
      vf_wr_data  = '0;
      for (int i = 0; i < int'(LANES); i++) begin
        vf_wr_mask[i]    = exec[int'(swap_pass) * int'(LANES) + i];
        vf_wr_data[0][i] = swap_row[32 * i +: 32];
      end
    end else if (go_i) begin
      vf_wr_en    = res_valid && op_vwvgpr(op_i);
      vf_wr_wave  = wave_i;
      vf_wr_pass  = res_pass;
      vf_wr_reg   = vf_i.vdst;
      vf_wr_count = 3'(op_dst_dw(op_i));
      vf_wr_mask  = res_mask;
      vf_wr_data  = res_data;
    end else begin
      vf_wr_en    = ext_wr_i.wr_en;
      vf_wr_wave  = ext_wr_i.wave;
      vf_wr_pass  = ext_wr_i.wr_pass;
      vf_wr_reg   = ext_wr_i.wr_reg;
      vf_wr_count = ext_wr_i.wr_count;
      vf_wr_mask  = ext_wr_i.wr_mask;
      vf_wr_data  = ext_wr_i.wr_data;
    end
  end
  assign ext_rd_data_o = rd_data;

  gcn_vgpr_file #(.NUM_WAVES(NUM_WAVES), .LANES(LANES), .NUM_VGPRS(NUM_VGPRS)) u_vgpr (
    .clk_i, .rst_ni,
    .rd_wave_i   (vf_rd_wave),
    .rd_pass_i   (vf_rd_pass),
    .rd_reg_i    (vf_rd_reg),
    .rd_data_o   (rd_data),
    .wr_en_i     (vf_wr_en),
    .wr_wave_i   (vf_wr_wave),
    .wr_pass_i   (vf_wr_pass),
    .wr_reg_i    (vf_wr_reg),
    .wr_count_i  (vf_wr_count),
    .wr_mask_i   (vf_wr_mask),
    .wr_data_i   (vf_wr_data),
    .cfg_we_i    (cfg_vgpr_we_i),
    .cfg_wave_i,
    .cfg_reg_i   (cfg_vgpr_reg_i),
    .cfg_lane_i  (cfg_vgpr_lane_i),
    .cfg_data_i,
    .cfg_ready_o (cfg_vgpr_ready_o),
    .cfg_empty_o (cfg_vgpr_empty_o),
    .dbg_re_i    (dbg_vgpr_re_i),
    .dbg_wave_i,
    .dbg_reg_i   (dbg_vgpr_reg_i),
    .dbg_lane_i  (dbg_vgpr_lane_i),
    .dbg_data_o  (dbg_vgpr_o),
    .rsp_wave_i  (rsp_vgpr_wave_i),
    .rsp_reg_i   (rsp_vgpr_reg_i),
    .rsp_lane_i  (rsp_vgpr_lane_i),
    .rsp_data_o  (rsp_vgpr_o)
  );

  // ---------------------------------------------------------------- lanes
  logic [LANES-1:0]          int_vo, fp_vo;
  logic [LANES-1:0][63:0]    int_d, int_dhi;
  logic [LANES-1:0]          int_cc;
  logic [LANES-1:0][31:0]    fp_d;
  logic [LANES-1:0]          fp_vcc;
  logic [LANES-1:0][PW-1:0]  int_tag, fp_tag;

  for (genvar gl = 0; gl < LANES; gl++) begin : g_lane
    logic [2:0][63:0] s;
    logic [63:0]      s2_hi;   // dwords 2..3 of a 128-bit S2 (always a VGPR)
    logic [5:0]       lane;
    always_comb begin
      lane = 6'(int'(pass) * int'(LANES) + gl);
      s2_hi = (vf_i.dw[2] == 2'd3) ? {rd_data[2][3][gl], rd_data[2][2][gl]} : 64'd0;
      for (int k = 0; k < 3; k++) begin
        s[k] = vf_i.src[k][8] ? {rd_data[k][1][gl], rd_data[k][0][gl]} : suni[k];
        if (vf_i.dw[k] < 2'd2) s[k][63:32] = 32'd0;
        // FP source modifiers on a bit-moving row (V_CNDMASK_B32): abs clears
        // and neg flips the sign bit.
        if (unit == VU_INT && (flags & F_VMODS) != '0)
          s[k][31] = (s[k][31] & ~vf_i.abs[k]) ^ vf_i.neg[k];
      end
    end

    gcn_int_lane #(.TAG_W(PW)) u_int (
      .clk_i, .rst_ni,
      .valid_i (issue && unit == VU_INT),
      .op_i    (op_int_uop(op_i)),
      .src0_i  (s[0]),
      .src1_i  (s[1]),
      .src2_i  (s[2]),
      .src2_hi_i (s2_hi),
      .cc_i    (cc[lane]),
      .clamp_i (vf_i.clamp),
      .lane_i  (lane),
      .tag_i   (pass),
      .valid_o (int_vo[gl]),
      .d_o     (int_d[gl]),
      .d_hi_o  (int_dhi[gl]),
      .cc_o    (int_cc[gl]),
      .tag_o   (int_tag[gl])
    );

    gcn_fp32_lane #(.TAG_W(PW)) u_fp (
      .clk_i, .rst_ni,
      .valid_i (issue && unit == VU_FP),
      .op_i    (op_fp_uop(op_i)),
      .mode_i  (fmode),
      .src0_i  (s[0][31:0]),
      .src1_i  (s[1][31:0]),
      .src2_i  (s[2][31:0]),
      .abs_i   (vf_i.abs),
      .neg_i   (vf_i.neg),
      .omod_i  (gcn_fp_pkg::omod_e'(vf_i.omod)),
      .clamp_i (vf_i.clamp),
      .tag_i   (pass),
      .valid_o (fp_vo[gl]),
      .d_o     (fp_d[gl]),
      .tag_o   (fp_tag[gl]),
      .vcc_i   (cc[lane]),     // V_DIV_FMAS_F32 scale select (cc_i is VCC for it)
      .vcc_o   (fp_vcc[gl])    // V_DIV_SCALE_F32 flag, written to SDST like a carry-out
    );
  end

  // Every lane of a pass moves in step: lane 0 speaks for the pass (the other
  // lanes' valid and tag, and the carry pair field used by the compute unit
  // to read cc_i, are not needed). Whole vectors, so that LANES = 1 needs no
  // empty part select.
  logic unused;
  assign unused = ^{int_vo, fp_vo, int_tag, fp_tag, vf_i.cc};

  always_comb begin
    res_valid = (unit == VU_FP) ? fp_vo[0] : int_vo[0];
    res_pass  = (unit == VU_FP) ? fp_tag[0] : int_tag[0];
    for (int i = 0; i < int'(LANES); i++) begin
      res_data[0][i] = (unit == VU_FP) ? fp_d[i] : int_d[i][31:0];
      res_data[1][i] = (unit == VU_FP) ? 32'd0 : int_d[i][63:32];
      res_data[2][i] = (unit == VU_FP) ? 32'd0 : int_dhi[i][31:0];
      res_data[3][i] = (unit == VU_FP) ? 32'd0 : int_dhi[i][63:32];
      // FP: a compare's bit is its 0/1 result; V_DIV_SCALE_F32 (the one FP
      // row with both a VGPR and an SGPR-pair result) gives vcc_o.
      res_cc[i]      = (unit == VU_FP) ? (op_vwvgpr(op_i) ? fp_vcc[i] : fp_d[i][0]) : int_cc[i];
      res_mask[i]    = (special == VS_WRITELANE) ?
                       (6'(int'(res_pass) * int'(LANES) + i) == sel_lane) :
                       exec[int'(res_pass) * int'(LANES) + i];
    end
  end

  // Filled as the passes leave the lanes.
  always_ff @(posedge clk_i) begin
    if (res_valid) swap_buf[res_pass] <= res_data[1];
  end
  assign swap_row = swap_buf[swap_pass];
  always_ff @(posedge clk_i) begin
    if (res_valid) begin
      for (int i = 0; i < int'(LANES); i++) begin
        bits_q[int'(res_pass) * int'(LANES) + i] <= res_cc[i];
        if (6'(int'(res_pass) * int'(LANES) + i) == sel_lane) sel_q <= res_data[0][i];
      end
    end
  end

  assign vbeat_valid_o = go_i && res_valid && op_vwvgpr(op_i);
  assign vbeat_pass_o  = res_pass;
  assign vbeat_data_o  = res_data;

  // ---------------------------------------------------------------- results
  logic [63:0] lane_bits;
  always_comb begin
    // V_READFIRSTLANE_B32: the lowest lane of EXEC, lane 0 when EXEC is 0.
    sel_lane = 6'd0;
    if (special == VS_READFIRSTLANE) begin
      for (int l = 63; l >= 0; l--) if (exec[l]) sel_lane = 6'(l);
    end else begin
      sel_lane = suni[1][5:0];   // readlane / writelane: S1 selects the lane
    end
    lane_bits = bits_q & exec;

    w0_o = '0;
    w1_o = '0;
    if (op_vwsd(op_i)) begin
      w0_o.valid = 1'b1;
      w0_o.rd    = {vf_i.sdst[6:1], 1'b0};
      w0_o.count = 2'd2;
      w0_o.data  = lane_bits;
    end else if (special == VS_READLANE || special == VS_READFIRSTLANE) begin
      w0_o.valid = 1'b1;
      w0_o.rd    = vf_i.sdst;
      w0_o.count = 2'd1;
      w0_o.data  = {32'd0, sel_q};
    end
    if ((flags & F_WEXEC) != '0) begin
      w1_o.valid = 1'b1;
      w1_o.rd    = REG_EXEC_LO;
      w1_o.count = 2'd2;
      w1_o.data  = lane_bits;
    end

    vw_o       = '0;
    vw_o.valid = op_vwvgpr(op_i);
    vw_o.rd    = vf_i.vdst;
    vw_o.count = 3'(op_dst_dw(op_i));
    vw_o.second = is_swap;
    vw_o.rd2   = vf_i.src[0][7:0];
    vw_o.lanes = (special == VS_WRITELANE) ? (64'd1 << sel_lane) : exec;
  end

endmodule : gcn_valu
