// GCN GFX9 ("Vega") compute unit (or, by GFX, the scalar subset of gfx600,
// gfx700 or gfx803): NUM_WAVES waves share one non-pipelined
// issue engine that fetches, decodes and executes one instruction at a time,
// switching waves round robin between instructions. Vector ALU instructions
// run in gcn_valu over 64 / LANES passes and retire when the last pass is
// written.
// Scalar-memory requests leave in commit order; their replies come back in
// any order and are written back later (LGKM counting, S_WAITCNT).
//
// Ports and conventions: docs/design.md ("RTL top gcn_cu").
module gcn_cu
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
#(
  parameter int unsigned NUM_WAVES = 4,
  parameter int unsigned SMEM_TAGS = 8,
  parameter int unsigned LANES     = 16,   // VALU lanes: 1, 2, 4, 16 or 64
  parameter int unsigned NUM_VGPRS = 32,   // VGPRs per wave
  parameter int unsigned LDS_BYTES = 65536,  // LDS size (power of two, 4 KiB .. 64 KiB)
  parameter bit          LDS_SERIAL = 1'b0,  // the LDS serves one access a step (gcn_lds SERIAL)
  parameter int unsigned DS_RET_LATENCY = 6, // cycles from a DS retiring to its data returning
  // The GCN generation the instruction decode follows, by its LLVM processor
  // number: 900 (gfx900, every format), or 600, 700, 803 (gfx600, gfx700,
  // gfx803: the scalar formats with that generation's opcodes and scalar
  // memory encoding; docs/design.md, "GCN generations").
  parameter int unsigned GFX       = 900,
  localparam int unsigned PASSES   = 64 / LANES,
  localparam int unsigned PW       = (PASSES > 1) ? $clog2(PASSES) : 1,
  localparam int unsigned WW       = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,

  input  logic                 cfg_we_i,         // only while cfg_ready_o
  output logic                 cfg_ready_o,      // cfg_we_i may be raised this cycle
  input  logic [WW-1:0]        cfg_wave_i,
  input  logic [7:0]           cfg_reg_i,
  input  logic [31:0]          cfg_data_i,
  input  logic                 cfg_vgpr_we_i,    // VGPR (cfg_vgpr_reg_i, cfg_vgpr_lane_i) of cfg_wave_i
  input  logic [7:0]           cfg_vgpr_reg_i,
  input  logic [5:0]           cfg_vgpr_lane_i,
  output logic                 cfg_vgpr_ready_o, // cfg_vgpr_we_i may be raised this cycle
  input  logic                 launch_i,         // only while launch_ready_o
  output logic                 launch_ready_o,   // no configuration write is still held, the LDS has cleared
  input  logic [NUM_WAVES-1:0] launch_mask_i,
  output logic [NUM_WAVES-1:0] wave_done_o,
  output logic                 busy_o,
  input  logic [63:0]          rtc_i,

  output logic                 if_req_valid_o,
  input  logic                 if_req_ready_i,
  output logic [47:0]          if_req_addr_o,
  input  logic                 if_rsp_valid_i,
  input  logic [31:0]          if_rsp_data_i,
  input  logic                 if_rsp_err_i,

  output logic                 dm_req_valid_o,
  input  logic                 dm_req_ready_i,
  output logic [3:0]           dm_req_tag_o,
  output logic [3:0]           dm_req_kind_o,
  output logic [63:0]          dm_req_addr_o,
  output logic [4:0]           dm_req_count_o,
  output logic [15:0]          dm_req_mask_o,
  output logic                 dm_req_is64_o,
  output logic [127:0]         dm_req_data_o,
  input  logic                 dm_rsp_valid_i,
  input  logic [3:0]           dm_rsp_tag_i,
  input  logic [511:0]         dm_rsp_data_i,

  // Vector memory: one lane's access per request beat (also the trace of
  // the stores and atomics the next vector memory commit record owns);
  // replies in request order, one per request, naming its lane.
  output logic                 vm_req_valid_o,
  input  logic                 vm_req_ready_i,
  output logic [3:0]           vm_req_kind_o,    // MemOpKind: 0 store, 1..13 atomics; MEM_KIND_LOAD, MEM_KIND_NONE
  output logic [63:0]          vm_req_addr_o,
  output logic [4:0]           vm_req_bytes_o,
  output logic [5:0]           vm_req_lane_o,
  output logic [3:0]           vm_req_wave_o,
  output logic [127:0]         vm_req_data_o,    // store bytes / atomic operand, little-endian
  input  logic                 vm_rsp_valid_i,
  output logic                 vm_rsp_ready_o,
  input  logic [5:0]           vm_rsp_lane_i,
  input  logic [127:0]         vm_rsp_data_i,    // load bytes / atomic pre-op value

  output logic                 rvfi_valid_o,
  output logic [63:0]          rvfi_order_o,
  output logic [3:0]           rvfi_wave_o,
  output logic [47:0]          rvfi_pc_o,
  output logic [47:0]          rvfi_next_pc_o,
  output logic [95:0]          rvfi_insn_o,
  output logic [1:0]           rvfi_nwords_o,
  output logic                 rvfi_illegal_o,
  output logic                 rvfi_endpgm_o,
  output logic                 rvfi_deferred_o,
  output logic                 rvfi_w0_valid_o,
  output logic [6:0]           rvfi_w0_reg_o,
  output logic [1:0]           rvfi_w0_count_o,
  output logic [63:0]          rvfi_w0_data_o,
  output logic                 rvfi_w1_valid_o,
  output logic [6:0]           rvfi_w1_reg_o,
  output logic [1:0]           rvfi_w1_count_o,
  output logic [63:0]          rvfi_w1_data_o,
  output logic                 rvfi_scc_valid_o,
  output logic                 rvfi_scc_o,
  output logic                 rvfi_mem_valid_o,
  output logic [3:0]           rvfi_mem_kind_o,
  output logic [63:0]          rvfi_mem_addr_o,
  output logic [2:0]           rvfi_mem_count_o,
  output logic [3:0]           rvfi_mem_mask_o,
  output logic                 rvfi_mem_is64_o,
  output logic                 rvfi_mem_returns_o,
  output logic [127:0]         rvfi_mem_data_o,
  output logic [63:0]          rvfi_exec_in_o,
  output logic                 rvfi_vgpr_valid_o,
  output logic [7:0]           rvfi_vgpr_reg_o,
  output logic [2:0]           rvfi_vgpr_count_o,  // dwords per lane (1, 2, 4)
  output logic                 rvfi_vgpr2_valid_o, // V_SWAP_B32: also v[rvfi_vgpr2_reg_o] <- dword 1
  output logic [7:0]           rvfi_vgpr2_reg_o,
  output logic [63:0]          rvfi_vgpr_mask_o,
  // The data of those VGPR writes, a pass a beat, the cycle the VALU writes
  // it (before the record): dword d of lane pass * LANES + l at [d][l]. The
  // next record with rvfi_vgpr_valid_o of wave rvfi_vw_wave_o owns them.
  output logic                           rvfi_vw_valid_o,
  output logic [3:0]                     rvfi_vw_wave_o,
  output logic [PW-1:0]                  rvfi_vw_pass_o,
  output logic [3:0][LANES-1:0][31:0]    rvfi_vw_data_o,

  output logic                 wb_valid_o,
  output logic [63:0]          wb_order_o,
  output logic [3:0]           wb_wave_o,
  output logic [6:0]           wb_reg_o,
  output logic [4:0]           wb_count_o,
  output logic [511:0]         wb_data_o,

  input  logic [WW-1:0]        dbg_wave_i,
  input  logic [6:0]           dbg_reg_i,
  output logic [31:0]          dbg_sgpr_o,       // SGPR dbg_reg_i of dbg_wave_i, read at the last rising edge
  output logic                 dbg_scc_o,
  output logic [47:0]          dbg_pc_o,
  input  logic                 dbg_vgpr_re_i,    // read dbg_vgpr_o this cycle (a D16 reply waits)
  input  logic [7:0]           dbg_vgpr_reg_i,
  input  logic [5:0]           dbg_vgpr_lane_i,  // any lane of the pass read
  output logic [LANES-1:0][31:0] dbg_vgpr_o,     // lanes pass*LANES + i at i, by the falling edge
  output logic [31:0]          dbg_mode_o,

  output logic [31:0]          perf_instret_o,
  output logic [31:0]          perf_fetch_stall_o,
  output logic [31:0]          perf_waitcnt_stall_o,
  output logic [31:0]          perf_smem_req_o,
  output logic [31:0]          perf_ds_insn_o,       // DS instructions sent to the LDS
  output logic [31:0]          perf_lds_conflict_o,  // LDS bank-conflict cycles
  output logic [31:0]          perf_barrier_wait_o,  // cycles some wave waits at S_BARRIER
  output logic [31:0]          perf_vmem_req_o,      // vector memory lane requests

  // LDS write trace, one beat per pass of a DS instruction, before it
  // retires (the next DS commit record owns them): slot s, lane l of the pass.
  output logic                              rvfi_lds_valid_o,
  output logic [3:0]                        rvfi_lds_wave_o,
  output logic [PW-1:0]                     rvfi_lds_pass_o,
  output logic [4:0]                        rvfi_lds_bytes_o,
  output logic [1:0][LANES-1:0]             rvfi_lds_lanes_o,
  output logic [1:0][LANES-1:0][31:0]       rvfi_lds_addr_o,
  output logic [1:0][LANES-1:0][15:0]       rvfi_lds_mask_o,
  output logic [1:0][LANES-1:0][3:0][31:0]  rvfi_lds_data_o,

  // DS return trace: the VGPR writes of a returning DS, one beat per pass,
  // rvfi_ret_last_o on the final one (a whole WritebackRecord).
  output logic                              rvfi_ret_valid_o,
  output logic                              rvfi_ret_last_o,
  output logic [63:0]                       rvfi_ret_order_o,
  output logic [3:0]                        rvfi_ret_wave_o,
  output logic [PW-1:0]                     rvfi_ret_pass_o,
  output logic [7:0]                        rvfi_ret_reg_o,
  output logic [2:0]                        rvfi_ret_count_o,
  output logic [LANES-1:0]                  rvfi_ret_mask_o,
  output logic [3:0][LANES-1:0][31:0]       rvfi_ret_data_o,

  // Vector memory return trace: a lane's returned data written to VDST
  // (rvfi_vret_we_o), and rvfi_vret_last_o when the instruction has all its
  // replies (a whole WritebackRecord when rvfi_vret_returns_o).
  output logic                              rvfi_vret_valid_o,
  output logic                              rvfi_vret_we_o,
  output logic                              rvfi_vret_last_o,
  output logic                              rvfi_vret_returns_o,
  output logic [63:0]                       rvfi_vret_order_o,
  output logic [3:0]                        rvfi_vret_wave_o,
  output logic [7:0]                        rvfi_vret_reg_o,
  output logic [2:0]                        rvfi_vret_count_o,
  output logic [5:0]                        rvfi_vret_lane_o,
  output logic [127:0]                      rvfi_vret_data_o,
  output logic [3:0]                        rvfi_vret_dws_o,   // dwords of rvfi_vret_data_o written

  // LDS contents: dbg_lds_re_i reads row dbg_lds_row_i of all the LDS's
  // banks (dbg_lds_row_dwords_o of them, 32 or 8: dwords N * row .. N * row
  // + N - 1) into the low N dwords of dbg_lds_data_o a cycle later, while no
  // DS runs.
  input  logic                              dbg_lds_re_i,
  input  logic [15:0]                       dbg_lds_row_i,
  output logic [31:0][31:0]                 dbg_lds_data_o,
  output logic [5:0]                        dbg_lds_row_dwords_o
);

  // ------------------------------------------------------------------ issue FSM
  typedef enum logic [1:0] { S_PICK, S_FETCH, S_EXEC } cstate_e;

  cstate_e       state_q;
  logic [WW-1:0] wave_q;     // wave of the instruction in flight
  pc_t           pc_q;       // its address

  logic          pick_valid;
  logic [WW-1:0] pick_wave;
  pc_t           pick_pc;
  logic          pick;

  logic          fetch_done, fetch_busy, fetch_err;
  logic          fetch_edge;   // the fetch's last clock: the decode registers load at its end
  logic [63:0]   words;
  logic [1:0]    fetch_nwords;

  decoded_t      dec;
  iclass_t       cls;
  logic          undecodable;
  logic          exec, illegal, endpgm, block, retire;
  logic [4:0]    block_cnt;
  logic [4:0]    cur_lgkm;
  logic [6:0]    block_vm, cur_vm;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q <= S_PICK;
      wave_q  <= '0;
      pc_q    <= '0;
    end else begin
      case (state_q)
        S_PICK:  if (pick) begin
                   state_q <= S_FETCH;
                   wave_q  <= pick_wave;
                   pc_q    <= pick_pc;
                 end
        S_FETCH: if (fetch_done) state_q <= S_EXEC;
        S_EXEC:  if (retire || block) state_q <= S_PICK;
        default: state_q <= S_PICK;
      endcase
    end
  end

  assign pick       = (state_q == S_PICK) && pick_valid;
  assign exec       = state_q == S_EXEC;
  assign fetch_edge = (state_q == S_FETCH) && fetch_done;

  // The generation the decoder follows: GFX, or in the testbench's bug build
  // the executable's selection when it makes one (gcn_bug_pkg::gfx_sel), so
  // one Verilation serves every generation's variant.
  gfx_e gfx;
`ifdef GCN_BUG_INJECT
  assign gfx = gfx_of((gcn_bug_pkg::gfx_sel != 0) ? gcn_bug_pkg::gfx_sel : GFX);
`else
  assign gfx = gfx_of(GFX);
`endif
  if (!gfx_known(GFX)) begin : g_bad_gfx
    $error("gcn_cu: GFX must be 600, 700, 803 or 900");
  end

  gcn_fetch u_fetch (
    .clk_i, .rst_ni,
    .gfx_i    (gfx),
    .start_i  (pick),
    .pc_i     (pick_pc),
    .done_o   (fetch_done),
    .busy_o   (fetch_busy),
    .words_o  (words),
    .nwords_o (fetch_nwords),
    .err_o    (fetch_err),
    .if_req_valid_o, .if_req_ready_i, .if_req_addr_o,
    .if_rsp_valid_i, .if_rsp_data_i, .if_rsp_err_i
  );

  // The decode of the fetched words, registered at the edge that ends the
  // fetch: the words are gcn_fetch's registers from the clock its done_o
  // rises, so the decoder works in that clock and the execute clocks see
  // its result from a register (dec, cls, undecodable), with no clock
  // added. In the fetch's last clock the SGPR file takes its read indices
  // from the decoder's own output (fdec, fcls: gcn_operands), as the words
  // are already there.
  decoded_t fdec;
  iclass_t  fcls;
  logic     fundecodable;
  gcn_decode u_decode (
    .gfx_i (gfx),
    .w0_i  (words[31:0]),
    .w1_i  (words[63:32]),
    .dec_o (fdec),
    .undecodable_o (fundecodable)
  );

  assign fcls = insn_class(fdec.op, fdec.shape);

  always_ff @(posedge clk_i) begin
    if (fetch_edge) begin
      dec         <= fdec;
      cls         <= fcls;
      undecodable <= fundecodable;
    end
  end

  // ------------------------------------------------------------------ operands
  logic [SGPR_READS-1:0][6:0]  rd_idx;
  logic [SGPR_READS-1:0][31:0] rd_data;
  logic [63:0]                 exec_val, vcc_val;
  logic [31:0]                 m0_val;
  logic                        scc_val;
  logic [63:0]                 src0, src1, d_old, vcc_pair;
  logic [6:0]                  rel_reg;
  logic                        rel_ok;
  vfields_t                    vf;
  logic [2:0][63:0]            vsuni;
  logic [2:0][31:0]            smem_base;
  logic [31:0]                 smem_soff;
  logic [3:0][31:0]            smem_data;
  logic [3:0][31:0]            vm_rsrc;
  logic [31:0]                 vm_soff;

  gcn_operands u_operands (
    .clk_i       (clk_i),
    .load_i      (fetch_edge),
    .dec_i       (dec),
    .words_i     (words),
    .fdec_i      (fdec),
    .fcls_i      (fcls),
    .rd_idx_o    (rd_idx),
    .rd_data_i   (rd_data),
    .exec_i      (exec_val),
    .vcc_i       (vcc_val),
    .m0_i        (m0_val),
    .scc_i       (scc_val),
    .src0_o      (src0),
    .src1_o      (src1),
    .d_old_o     (d_old),
    .rel_reg_o   (rel_reg),
    .rel_ok_o    (rel_ok),
    .vf_o        (vf),
    .vsuni_o     (vsuni),
    .cc_o        (vcc_pair),
    .smem_base_o (smem_base),
    .smem_soff_o (smem_soff),
    .smem_data_o (smem_data),
    .vm_rsrc_o   (vm_rsrc),
    .vm_soff_o   (vm_soff)
  );

  // ------------------------------------------------------------------ vector ALU and LDS
  logic     valu_go, valu_done;
  sgpr_wr_t valu_w0, valu_w1;
  vgpr_wr_t valu_vw;

  // The register files' configuration queues are empty (launch_ready_o).
  logic cfg_sgpr_empty, cfg_vgpr_empty;

  // A pending DS return owns the VGPR write port: the VALU waits for it.
  logic ds_busy;
  logic lds_cleared;   // the LDS has cleared itself after reset (launch_ready_o)
  logic [63:0] order;   // order number of the instruction retiring now (gcn_commit)
  assign valu_go = exec && !illegal && cls.valu && !ds_busy;

  // The VGPR file's port the DS engine borrows while the VALU is idle: wave,
  // the pass and three registers it reads, and one pass of return writes.
  // Its widths follow WW, PW and LANES, so the type is declared here and
  // handed to gcn_ds and gcn_valu as a type parameter.
  typedef struct packed {
    logic [WW-1:0]               wave;
    logic [PW-1:0]               rd_pass;
    logic [2:0][7:0]             rd_reg;
    logic                        wr_en;
    logic [PW-1:0]               wr_pass;
    logic [7:0]                  wr_reg;
    logic [2:0]                  wr_count;
    logic [LANES-1:0]            wr_mask;
    logic [3:0][LANES-1:0][31:0] wr_data;
  } vport_req_t;

  logic                              ds_go, ds_done, ds_lgkm_dec;
  logic [WW-1:0]                     ds_lgkm_wave, ds_ret_wave;
  vport_req_t                        ds_vport, vm_vport, vm_vport_rd, ext_rd_vport, ext_wr_vport;
  logic [WW-1:0]                     vm_rsp_vgpr_wave;   // the VGPR file's reply port
  logic [7:0]                        vm_rsp_vgpr_reg;
  logic [5:0]                        vm_rsp_vgpr_lane;
  logic [31:0]                       vm_rsp_vgpr;
  logic                              vm_use, vm_rd_use;
  logic [2:0][3:0][LANES-1:0][31:0]  ds_rd_data;
  // Each wave's LDS window: its workgroup's allocation at a base in the one
  // physical LDS (CFG_LDS_BASE, CFG_LDS_SIZE; CFG_LDS_ALLOC gives every wave
  // [0, size)). A size beyond the LDS is kept as the LDS's size.
  localparam int unsigned LSW = $clog2(LDS_BYTES) + 1;
  logic [NUM_WAVES-1:0][LSW-1:0]     lds_size_q;
  logic [NUM_WAVES-1:0][LSW-2:0]     lds_base_q;
  logic [LSW-1:0]                    cfg_lds_size;
  logic [31:0]                       scratch_bytes_q;  // private memory per lane (SCRATCH)

  // A FLAT lane in the shared aperture, from the vector memory unit to the
  // DS engine's LDS unit (the engine is idle then: see vm_go).
  logic                              fl_req, fl_ready, fl_rsp;
  gcn_lds_pkg::lds_lane_req_t        fl_lane;
  logic [127:0]                      fl_rdata;

  assign ds_go = exec && !illegal && cls.ds;

  assign cfg_lds_size = (cfg_data_i > 32'(LDS_BYTES)) ? LSW'(LDS_BYTES) : LSW'(cfg_data_i);
  always_ff @(posedge clk_i) begin
    for (int w = 0; w < NUM_WAVES; w++) begin
      if (!rst_ni) begin
        lds_size_q[w] <= LSW'(LDS_BYTES);
        lds_base_q[w] <= '0;
      end else if (cfg_we_i && cfg_reg_i == CFG_LDS_ALLOC) begin
        lds_size_q[w] <= cfg_lds_size;
        lds_base_q[w] <= '0;
      end else if (cfg_we_i && 32'(cfg_wave_i) == w) begin
        if (cfg_reg_i == CFG_LDS_SIZE) lds_size_q[w] <= cfg_lds_size;
        if (cfg_reg_i == CFG_LDS_BASE) lds_base_q[w] <= cfg_data_i[LSW-2:0];
      end
    end
  end
  always_ff @(posedge clk_i) begin
    if (!rst_ni) scratch_bytes_q <= '0;
    else if (cfg_we_i && cfg_reg_i == CFG_SCRATCH) scratch_bytes_q <= cfg_data_i;
  end

  gcn_ds #(.NUM_WAVES(NUM_WAVES), .LANES(LANES), .LDS_BYTES(LDS_BYTES), .LDS_SERIAL(LDS_SERIAL),
           .RET_LATENCY(DS_RET_LATENCY), .vport_req_t(vport_req_t)) u_ds (
    .clk_i, .rst_ni,
    .go_i            (ds_go),
    .wave_i          (wave_q),
    .op_i            (dec.op),
    .offset_i        (words[15:0]),
    .w1_i            (words[63:32]),
    .exec_i          (exec_val),
    .alloc_i         (32'(lds_size_q[wave_q])),
    .base_i          (32'(lds_base_q[wave_q])),
    .done_o          (ds_done),
    .retire_i        (retire && cls.ds && !illegal),
    .order_i         (order),
    .busy_o          (ds_busy),
    .fl_req_i        (fl_req),
    .fl_ready_o      (fl_ready),
    .fl_i            (fl_lane),
    .fl_rsp_o        (fl_rsp),
    .fl_rdata_o      (fl_rdata),
    .vport_o         (ds_vport),
    .vrd_data_i      (ds_rd_data),
    .lds_wr_valid_o  (rvfi_lds_valid_o),
    .lds_wr_pass_o   (rvfi_lds_pass_o),
    .lds_wr_bytes_o  (rvfi_lds_bytes_o),
    .lds_wr_lanes_o  (rvfi_lds_lanes_o),
    .lds_wr_addr_o   (rvfi_lds_addr_o),
    .lds_wr_mask_o   (rvfi_lds_mask_o),
    .lds_wr_data_o   (rvfi_lds_data_o),
    .ret_valid_o     (rvfi_ret_valid_o),
    .ret_last_o      (rvfi_ret_last_o),
    .ret_order_o     (rvfi_ret_order_o),
    .ret_wave_o      (ds_ret_wave),
    .lgkm_dec_o      (ds_lgkm_dec),
    .lgkm_dec_wave_o (ds_lgkm_wave),
    .perf_ds_insn_o,
    .perf_conflict_o (perf_lds_conflict_o),
    .dbg_re_i        (dbg_lds_re_i),
    .dbg_row_i       (dbg_lds_row_i),
    .dbg_data_o      (dbg_lds_data_o),
    .dbg_row_dwords_o(dbg_lds_row_dwords_o),
    .lds_cleared_o   (lds_cleared)
  );

  assign rvfi_lds_wave_o  = 4'(wave_q);
  assign rvfi_ret_wave_o  = 4'(ds_ret_wave);
  assign rvfi_ret_pass_o  = ds_vport.wr_pass;
  assign rvfi_ret_reg_o   = ds_vport.wr_reg;
  assign rvfi_ret_count_o = ds_vport.wr_count;
  assign rvfi_ret_mask_o  = ds_vport.wr_mask;
  assign rvfi_ret_data_o  = ds_vport.wr_data;

  gcn_valu #(.NUM_WAVES(NUM_WAVES), .LANES(LANES), .NUM_VGPRS(NUM_VGPRS),
             .vport_req_t(vport_req_t)) u_valu (
    .clk_i, .rst_ni,
    .go_i     (valu_go),
    .wave_i   (wave_q),
    .op_i     (dec.op),
    .vf_i     (vf),
    .suni_i   (vsuni),
    .cc_i     (vcc_pair),
    .exec_i   (exec_val),
    .done_o   (valu_done),
    .w0_o     (valu_w0),
    .w1_o     (valu_w1),
    .vw_o     (valu_vw),
    .vbeat_valid_o (rvfi_vw_valid_o),
    .vbeat_pass_o  (rvfi_vw_pass_o),
    .vbeat_data_o  (rvfi_vw_data_o),
    .ext_rd_i      (ext_rd_vport),
    .ext_wr_i      (ext_wr_vport),
    .ext_rd_data_o (ds_rd_data),
    .cfg_we_i, .cfg_wave_i, .cfg_reg_i, .cfg_data_i,
    .cfg_vgpr_we_i, .cfg_vgpr_reg_i, .cfg_vgpr_lane_i,
    .cfg_vgpr_ready_o,
    .cfg_vgpr_empty_o (cfg_vgpr_empty),
    .dbg_wave_i,
    .dbg_vgpr_re_i, .dbg_vgpr_reg_i, .dbg_vgpr_lane_i,
    .dbg_vgpr_o, .dbg_mode_o,
    .rsp_vgpr_wave_i (vm_rsp_vgpr_wave),
    .rsp_vgpr_reg_i  (vm_rsp_vgpr_reg),
    .rsp_vgpr_lane_i (vm_rsp_vgpr_lane),
    .rsp_vgpr_o      (vm_rsp_vgpr)
  );

  // ------------------------------------------------------------------ vector memory
  // The VALU's external VGPR port serves the DS engine and the vector memory
  // unit, never both at once: the unit issues only while no DS result is
  // pending, and takes replies only while no VALU or DS instruction runs.
  logic          vm_go, vm_done, vm_deferred, vm_dec, vm_busy, port_free, vm_bad_rsrc, vm_lgkm_dec;
  logic [WW-1:0] vm_dec_wave, vm_req_wave, vm_ret_wave;

  assign vm_go     = exec && !illegal && cls.vmem && !ds_busy;
  assign port_free = !(exec && (cls.valu || cls.ds)) && !ds_busy;
  // The port's writes go to a vector memory reply when one is taken (only
  // when no VALU or DS instruction holds the port); its reads, to the vector
  // memory unit while it issues. A D16 reply reads VDST through the VGPR
  // file's reply port (vm_rsp_vgpr_*).
  assign ext_wr_vport = vm_use ? vm_vport : ds_vport;
  assign ext_rd_vport = vm_rd_use ? vm_vport_rd : ds_vport;

  gcn_vmem #(.NUM_WAVES(NUM_WAVES), .LANES(LANES), .vport_req_t(vport_req_t)) u_vmem (
    .clk_i, .rst_ni,
    .go_i          (vm_go),
    .wave_i        (wave_q),
    .op_i          (dec.op),
    .w0_i          (words[31:0]),
    .w1_i          (words[63:32]),
    .exec_i        (exec_val),
    .saddr_i       ({smem_base[1], smem_base[0]}),
    .rsrc_i        (vm_rsrc),
    .soffset_i     (vm_soff),
    .scratch_base_i ({smem_base[2], smem_base[1]}),
    .scratch_bytes_i (scratch_bytes_q),
    .bad_rsrc_o    (vm_bad_rsrc),
    .done_o        (vm_done),
    .deferred_o    (vm_deferred),
    .retire_i      (retire && cls.vmem && !illegal),
    .order_i       (order),
    .vport_o       (vm_vport),
    .vport_use_o   (vm_use),
    .vport_rd_o    (vm_vport_rd),
    .vport_rd_use_o(vm_rd_use),
    .vrd_data_i    (ds_rd_data),
    .rsp_vgpr_wave_o (vm_rsp_vgpr_wave),
    .rsp_vgpr_reg_o  (vm_rsp_vgpr_reg),
    .rsp_vgpr_lane_o (vm_rsp_vgpr_lane),
    .rsp_vgpr_data_i (vm_rsp_vgpr),
    .rsp_vgpr_busy_i (dbg_vgpr_re_i),
    .port_free_i   (port_free),
    .req_valid_o   (vm_req_valid_o),
    .req_ready_i   (vm_req_ready_i),
    .req_kind_o    (vm_req_kind_o),
    .req_addr_o    (vm_req_addr_o),
    .req_bytes_o   (vm_req_bytes_o),
    .req_lane_o    (vm_req_lane_o),
    .req_data_o    (vm_req_data_o),
    .req_wave_o    (vm_req_wave),
    .rsp_valid_i   (vm_rsp_valid_i),
    .rsp_ready_o   (vm_rsp_ready_o),
    .rsp_lane_i    (vm_rsp_lane_i),
    .rsp_data_i    (vm_rsp_data_i),
    .lds_req_o     (fl_req),
    .lds_ready_i   (fl_ready),
    .lds_o         (fl_lane),
    .lds_rsp_i     (fl_rsp),
    .lds_rdata_i   (fl_rdata),
    .ret_valid_o   (rvfi_vret_valid_o),
    .ret_we_o      (rvfi_vret_we_o),
    .ret_last_o    (rvfi_vret_last_o),
    .ret_returns_o (rvfi_vret_returns_o),
    .ret_order_o   (rvfi_vret_order_o),
    .ret_wave_o    (vm_ret_wave),
    .ret_reg_o     (rvfi_vret_reg_o),
    .ret_count_o   (rvfi_vret_count_o),
    .ret_lane_o    (rvfi_vret_lane_o),
    .ret_data_o    (rvfi_vret_data_o),
    .ret_dws_o     (rvfi_vret_dws_o),
    .vm_dec_o      (vm_dec),
    .vm_dec_wave_o (vm_dec_wave),
    .lgkm_dec_o    (vm_lgkm_dec),
    .busy_o        (vm_busy),
    .perf_req_o    (perf_vmem_req_o)
  );
  assign vm_req_wave_o    = 4'(vm_req_wave);
  assign rvfi_vret_wave_o = 4'(vm_ret_wave);

  // ------------------------------------------------------------------ scalar ALU and branch
  logic [63:0] salu_d, salu_exec;
  logic        salu_d_we, salu_scc, salu_exec_we;
  pc_t         next_pc;

  logic salu_wait;
  gcn_salu u_salu (
    .clk_i     (clk_i),
    .run_i     (exec && cls.salu),
    .wait_o    (salu_wait),
    .op_i      (dec.op),
    .s0_i      (src0),
    .s1_i      (src1),
    .d_old_i   (d_old),
    .simm16_i  (dec.simm16),
    .scc_i     (scc_val),
    .exec_i    (exec_val),
    .pc_i      (pc_q),
    .d_o       (salu_d),
    .d_we_o    (salu_d_we),
    .scc_o     (salu_scc),
    .exec_o    (salu_exec),
    .exec_we_o (salu_exec_we)
  );

  gcn_branch u_branch (
    .op_i      (dec.op),
    .pc_i      (pc_q),
    .nwords_i  (dec.nwords),
    .simm16_i  (dec.simm16),
    .s0_i      (src0[47:0]),
    .scc_i     (scc_val),
    .vcc_i     (vcc_val),
    .exec_i    (exec_val),
    .next_pc_o (next_pc)
  );

  // ------------------------------------------------------------------ scalar memory
  logic          mem_fire, mem_deferred, time_busy;
  mem_wr_t       mem_wr;
  dm_req_t       dm_req;
  wb_t           wb;             // a writeback done (its commit port record)
  logic          wbp_valid, wbp_ready;
  logic [WW-1:0] wbp_wave;
  logic [7:0]    wbp_reg;
  logic [1:0]    wbp_count;
  logic [63:0]   wbp_data;
  logic [1:0]    lgkm_dec;
  logic          smem_outstanding;
  logic [WW-1:0] lgkm_dec_wave;
  logic [63:0]   cycle_q;

  gcn_smem #(.NUM_WAVES(NUM_WAVES), .SMEM_TAGS(SMEM_TAGS)) u_smem (
    .clk_i, .rst_ni,
    .dec_i           (dec),
    .wave_i          (wave_q),
    .order_i         (order),
    .base_i          (smem_base),
    .soff_i          (smem_soff),
    .data_i          (smem_data),
    .issue_i         (exec && !illegal && cls.mem),
    .fire_o          (mem_fire),
    .mem_o           (mem_wr),
    .deferred_o      (mem_deferred),
    .time_i          (retire && !illegal && cls.smem_time),
    .time_val_i      (dec.op == OP_S_MEMREALTIME ? rtc_i : cycle_q),
    .time_busy_o     (time_busy),
    .dm_req_o        (dm_req),
    .dm_req_ready_i,
    .dm_rsp_valid_i, .dm_rsp_tag_i, .dm_rsp_data_i,
    .wbp_valid_o     (wbp_valid),
    .wbp_ready_i     (wbp_ready),
    .wbp_wave_o      (wbp_wave),
    .wbp_reg_o       (wbp_reg),
    .wbp_count_o     (wbp_count),
    .wbp_data_o      (wbp_data),
    .wb_o            (wb),
    .lgkm_dec_o      (lgkm_dec),
    .lgkm_dec_wave_o (lgkm_dec_wave),
    .outstanding_o   (smem_outstanding),
    .perf_mem_o      (perf_smem_req_o)
  );

  assign dm_req_valid_o = dm_req.valid;
  assign dm_req_tag_o   = dm_req.tag;
  assign dm_req_kind_o  = dm_req.kind;
  assign dm_req_addr_o  = dm_req.addr;
  assign dm_req_count_o = dm_req.count;
  assign dm_req_mask_o  = dm_req.mask;
  assign dm_req_is64_o  = dm_req.is64;
  assign dm_req_data_o  = dm_req.data;

  // ------------------------------------------------------------------ retire
  sgpr_wr_t    sgpr_w0;            // SGPR writes of the instruction retiring now
  logic        exec_we;            // ... and its EXEC write
  logic [63:0] exec_wr;
  logic        scc_we, scc_wr;
  pc_t         retire_next_pc;
  commit_t     rc;                 // the commit port's record, a cycle later
  logic [63:0] rc_order;
  wb_t         rwb;

  gcn_retire #(.NUM_WAVES(NUM_WAVES)) u_retire (
    .clk_i, .rst_ni,
    .exec_i         (exec),
    .wave_i         (wave_q),
    .pc_i           (pc_q),
    .words_i        (words),
    .fetch_err_i    (fetch_err),
    .fetch_nwords_i (fetch_nwords),
    .dec_i          (dec),
    .undecodable_i  (undecodable),
    .vm_bad_rsrc_i  (cls.vmem && vm_bad_rsrc),
    .cls_i          (cls),
    .exec_mask_i    (exec_val),
    .cur_lgkm_i     (cur_lgkm),
    .cur_vm_i       (cur_vm),
    .illegal_o      (illegal),
    .endpgm_o       (endpgm),
    .block_o        (block),
    .block_cnt_o    (block_cnt),
    .block_vm_o     (block_vm),
    .retire_o       (retire),
    .salu_wait_i    (salu_wait),
    .salu_d_i       (salu_d),
    .salu_d_we_i    (salu_d_we),
    .salu_scc_i     (salu_scc),
    .salu_exec_i    (salu_exec),
    .salu_exec_we_i (salu_exec_we),
    .rel_reg_i      (rel_reg),
    .rel_ok_i       (rel_ok),
    .next_pc_i      (next_pc),
    .valu_done_i    (valu_done),
    .valu_w0_i      (valu_w0),
    .valu_w1_i      (valu_w1),
    .valu_vw_i      (valu_vw),
    .ds_done_i      (ds_done),
    .vm_done_i      (vm_done),
    .vm_deferred_i  (vm_deferred),
    .mem_fire_i     (mem_fire),
    .mem_i          (mem_wr),
    .mem_deferred_i (mem_deferred),
    .time_busy_i    (time_busy),
    .wb_i           (wb),
    .w0_o           (sgpr_w0),
    .exec_we_o      (exec_we),
    .exec_o         (exec_wr),
    .scc_we_o       (scc_we),
    .scc_o          (scc_wr),
    .next_pc_o      (retire_next_pc),
    .order_o        (order),
    .rvfi_o         (rc),
    .rvfi_order_o   (rc_order),
    .rvfi_wb_o      (rwb),
    .perf_instret_o
  );

  // ------------------------------------------------------------------ state
  pc_t  [NUM_WAVES-1:0]      wave_pc;
  logic                      any_running, any_blocked, any_barrier;

  gcn_wave_sched #(.NUM_WAVES(NUM_WAVES)) u_sched (
    .clk_i, .rst_ni,
    .cfg_we_i, .cfg_wave_i, .cfg_reg_i, .cfg_data_i,
    .launch_i, .launch_mask_i,
    .pick_i          (pick),
    .pick_valid_o    (pick_valid),
    .pick_wave_o     (pick_wave),
    .pick_pc_o       (pick_pc),
    .retire_i        (retire),
    .upd_wave_i      (wave_q),
    .next_pc_i       (retire_next_pc),
    .end_i           (illegal || endpgm),
    // Cache maintenance and probes complete as they retire: nothing to count.
    .lgkm_inc_i      ((!illegal && (cls.mem || cls.smem_time || cls.ds || cls.vmem)) ? op_lgkm_inc(dec.op)
                                                                                    : 2'd0),
    .barrier_i       (!illegal && dec.op == OP_S_BARRIER),
    .block_i         (block),
    .block_cnt_i     (block_cnt),
    .block_vm_i      (block_vm),
    .cur_lgkm_o      (cur_lgkm),
    .vm_inc_i        (!illegal && cls.vmem && op_vm_inc(dec.op)),
    .vm_dec_i        (vm_dec),
    .vm_dec_wave_i   (vm_dec_wave),
    .cur_vm_o        (cur_vm),
    .lgkm_dec_i      (lgkm_dec),
    .lgkm_dec_wave_i (lgkm_dec_wave),
    .lgkm_dec2_i     (ds_lgkm_dec),
    .lgkm_dec2_wave_i(ds_lgkm_wave),
    .lgkm_dec3_i     (vm_lgkm_dec),
    .lgkm_dec3_wave_i(vm_dec_wave),
    .done_o          (wave_done_o),
    .any_running_o   (any_running),
    .any_blocked_o   (any_blocked),
    .any_barrier_o   (any_barrier),
    .pc_o            (wave_pc)
  );

  gcn_sgpr_file #(.NUM_WAVES(NUM_WAVES), .NRD(SGPR_READS)) u_sgpr (
    .clk_i, .rst_ni,
    .rd_wave_i  (wave_q),
    .rd_idx_i   (rd_idx),
    .rd_data_o  (rd_data),
    .exec_o     (exec_val),
    .vcc_o      (vcc_val),
    .m0_o       (m0_val),
    .scc_o      (scc_val),
    .dbg_wave_i,
    .dbg_reg_i,
    .dbg_data_o (dbg_sgpr_o),
    .dbg_scc_o,
    .wr_wave_i  (wave_q),
    .w0_i       (sgpr_w0),
    .exec_we_i  (exec_we),
    .exec_i     (exec_wr),
    .scc_we_i   (scc_we),
    .scc_i      (scc_wr),
    .wbp_valid_i (wbp_valid),
    .wbp_ready_o (wbp_ready),
    .wbp_wave_i  (wbp_wave),
    .wbp_reg_i   (wbp_reg),
    .wbp_count_i (wbp_count),
    .wbp_data_i  (wbp_data),
    .cfg_we_i, .cfg_wave_i, .cfg_reg_i, .cfg_data_i,
    .cfg_ready_o,
    .cfg_empty_o (cfg_sgpr_empty)
  );
  // Waves launch once the configuration writes are placed and the LDS has
  // cleared itself after reset (a dispatcher waits for the unit to come out
  // of reset; a wave must not see the RAM's power-up contents).
  assign launch_ready_o = cfg_sgpr_empty && cfg_vgpr_empty && lds_cleared;

  assign dbg_pc_o = wave_pc[dbg_wave_i];
  assign busy_o   = any_running || smem_outstanding || ds_busy || vm_busy;

  // ------------------------------------------------------------------ commit port
  assign rvfi_valid_o       = rc.valid;
  assign rvfi_order_o       = rc_order;
  assign rvfi_wave_o        = rc.wave;
  assign rvfi_pc_o          = rc.pc;
  assign rvfi_next_pc_o     = rc.next_pc;
  assign rvfi_insn_o        = {32'd0, rc.insn};
  assign rvfi_nwords_o      = rc.nwords;
  assign rvfi_illegal_o     = rc.illegal;
  assign rvfi_endpgm_o      = rc.endpgm;
  assign rvfi_deferred_o    = rc.deferred;
  assign rvfi_w0_valid_o    = rc.w0.valid;
  assign rvfi_w0_reg_o      = rc.w0.rd;
  assign rvfi_w0_count_o    = rc.w0.count;
  assign rvfi_w0_data_o     = rc.w0.data;
  assign rvfi_w1_valid_o    = rc.w1.valid;
  assign rvfi_w1_reg_o      = rc.w1.rd;
  assign rvfi_w1_count_o    = rc.w1.count;
  assign rvfi_w1_data_o     = rc.w1.data;
  assign rvfi_scc_valid_o   = rc.scc_valid;
  assign rvfi_scc_o         = rc.scc;
  assign rvfi_mem_valid_o   = rc.mem.valid;
  assign rvfi_mem_kind_o    = rc.mem.kind;
  assign rvfi_mem_addr_o    = rc.mem.addr;
  assign rvfi_mem_count_o   = rc.mem.count;
  assign rvfi_mem_mask_o    = rc.mem.mask;
  assign rvfi_mem_is64_o    = rc.mem.is64;
  assign rvfi_mem_returns_o = rc.mem.returns;
  assign rvfi_mem_data_o    = rc.mem.data;
  assign rvfi_exec_in_o     = rc.exec_in;
  assign rvfi_vgpr_valid_o  = rc.vw.valid;
  assign rvfi_vgpr_reg_o    = rc.vw.rd;
  assign rvfi_vgpr_count_o  = rc.vw.count;
  assign rvfi_vgpr2_valid_o = rc.vw.valid && rc.vw.second;
  assign rvfi_vgpr2_reg_o   = rc.vw.rd2;
  assign rvfi_vgpr_mask_o   = rc.vw.lanes;
  assign rvfi_vw_wave_o     = 4'(wave_q);

  assign wb_valid_o = rwb.valid;
  assign wb_order_o = rwb.order;
  assign wb_wave_o  = rwb.wave;
  assign wb_reg_o   = rwb.rd;
  assign wb_count_o = rwb.count;
  assign wb_data_o  = rwb.data;

  // ------------------------------------------------------------------ counters
  logic [31:0] fetch_stall_q, wait_stall_q, barrier_wait_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      cycle_q        <= '0;
      fetch_stall_q  <= '0;
      wait_stall_q   <= '0;
      barrier_wait_q <= '0;
    end else begin
      cycle_q <= cycle_q + 64'd1;
      if (fetch_busy)  fetch_stall_q  <= fetch_stall_q + 32'd1;
      if (any_blocked) wait_stall_q   <= wait_stall_q + 32'd1;
      if (any_barrier) barrier_wait_q <= barrier_wait_q + 32'd1;
    end
  end
  assign perf_barrier_wait_o  = barrier_wait_q;
  assign perf_fetch_stall_o   = fetch_stall_q;
  assign perf_waitcnt_stall_o = wait_stall_q;

`ifdef GCN_BUG_INJECT
  // The testbench's bug build (rtl/bug/bug.f): the flags that arm the
  // injected bugs, read once from the executable's selection.
  initial begin
    `GCN_BUG_ARM(sadd_carry)
    `GCN_BUG_ARM(mad_i24_sext)
    `GCN_BUG_ARM(lds_conflict_drop)
    `GCN_BUG_ARM(vmem_sext)
    `GCN_BUG_ARM(lds_base_ignored)
    `GCN_BUG_ARM(smrd_offset_bytes)
    gcn_bug_pkg::gfx_sel = gcn_bug_pkg::gcn_gfx_active();
  end
`endif

endmodule : gcn_cu
