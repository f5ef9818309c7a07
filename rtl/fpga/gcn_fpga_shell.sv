// The FPGA shell around the compute unit: an AXI4-Lite control port with the
// register map of the SystemC platform's control socket (its offsets from
// tb/systemc/control_map.def as gcn_control_pkg: configuration, launch,
// status, debug reads, performance counters) and the shell's own registers (trace, cycles,
// faults, configuration), an AXI4 master for every memory access the unit
// makes (gcn_axi_mem), and the commit-trace buffer (gcn_trace_buffer) the
// host drains to check the run offline (docs/trace.md, `cosim check-trace`).
//
// The unit runs on a gated copy of the clock (gcn_clock_gate): the trace
// buffer stops it while a clock's beats are written, so every beat is kept.
// Everything the shell drives into the unit changes only at the unit's own
// clock edges (cu_en), or, for the configuration and launch strobes, is the
// AND of a pending request and the unit's ready output, which holds still
// between its edges. docs/fpga.md ("The shell") has the register map.
module gcn_fpga_shell
  import gcn_trace_pkg::*;
  import gcn_control_pkg::*;
#(
  parameter int unsigned NUM_WAVES  = 2,
  parameter int unsigned SMEM_TAGS  = 2,
  parameter int unsigned LANES      = 1,
  parameter int unsigned NUM_VGPRS  = 32,
  parameter int unsigned LDS_BYTES  = 65536,
  parameter bit          LDS_SERIAL = 1'b1,
  parameter int unsigned TRACE_AW   = 12,   // trace FIFO of 2^TRACE_AW words
  localparam int unsigned WW = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1
) (
  input  logic        clk_i,
  input  logic        rst_ni,

  // AXI4-Lite control (32-bit registers).
  input  logic        s_axil_awvalid,
  output logic        s_axil_awready,
  input  logic [11:0] s_axil_awaddr,
  input  logic        s_axil_wvalid,
  output logic        s_axil_wready,
  input  logic [31:0] s_axil_wdata,
  input  logic [3:0]  s_axil_wstrb,
  output logic        s_axil_bvalid,
  input  logic        s_axil_bready,
  output logic [1:0]  s_axil_bresp,
  input  logic        s_axil_arvalid,
  output logic        s_axil_arready,
  input  logic [11:0] s_axil_araddr,
  output logic        s_axil_rvalid,
  input  logic        s_axil_rready,
  output logic [31:0] s_axil_rdata,
  output logic [1:0]  s_axil_rresp,

  // AXI4 memory master.
  output logic        m_axi_awvalid,
  input  logic        m_axi_awready,
  output logic [63:0] m_axi_awaddr,
  output logic [7:0]  m_axi_awlen,
  output logic [2:0]  m_axi_awsize,
  output logic [1:0]  m_axi_awburst,
  output logic        m_axi_wvalid,
  input  logic        m_axi_wready,
  output logic [31:0] m_axi_wdata,
  output logic [3:0]  m_axi_wstrb,
  output logic        m_axi_wlast,
  input  logic        m_axi_bvalid,
  output logic        m_axi_bready,
  input  logic [1:0]  m_axi_bresp,
  output logic        m_axi_arvalid,
  input  logic        m_axi_arready,
  output logic [63:0] m_axi_araddr,
  output logic [7:0]  m_axi_arlen,
  output logic [2:0]  m_axi_arsize,
  output logic [1:0]  m_axi_arburst,
  input  logic        m_axi_rvalid,
  output logic        m_axi_rready,
  input  logic [31:0] m_axi_rdata,
  input  logic [1:0]  m_axi_rresp,
  input  logic        m_axi_rlast,

  output logic        done_o   // every launched wave has ended and nothing is in flight
);


  // ---- The compute unit, on the gated clock ----
  logic cu_clk, cu_en, hold;
  assign cu_en = !hold;
  gcn_clock_gate u_gate (.clk_i, .en_i(cu_en), .clk_o(cu_clk));

  logic                 cfg_we, cfg_ready, cfg_vgpr_we, cfg_vgpr_ready, launch, launch_ready;
  logic [WW-1:0]        cfg_wave_q, dbg_wave_q;
  logic [7:0]           cfg_reg_q, vgpr_reg_q;
  logic [5:0]           vgpr_lane_q;
  logic [31:0]          cfg_data_q;          // SGPR and VGPR writes alike
  logic [NUM_WAVES-1:0] launch_mask_q, wave_done;
  logic [6:0]           dbg_reg_q;
  logic                 busy;
  logic [63:0]          cycle_q;
  logic                 launched_q;

  logic        if_req_valid, if_req_ready, if_rsp_valid, if_rsp_err;
  logic [47:0] if_req_addr;
  logic [31:0] if_rsp_data;
  logic        dm_req_valid, dm_req_ready, dm_req_is64, dm_rsp_valid;
  logic [3:0]  dm_req_tag, dm_req_kind, dm_rsp_tag;
  logic [63:0] dm_req_addr;
  logic [4:0]  dm_req_count;
  logic [15:0] dm_req_mask;
  logic [127:0] dm_req_data;
  logic [511:0] dm_rsp_data;
  logic        vm_req_valid, vm_req_ready, vm_rsp_valid, vm_rsp_ready;
  logic [3:0]  vm_req_kind, vm_req_wave;
  logic [63:0] vm_req_addr;
  logic [4:0]  vm_req_bytes;
  logic [5:0]  vm_req_lane, vm_rsp_lane;
  logic [127:0] vm_req_data, vm_rsp_data;

  localparam int unsigned PASSES = 64 / LANES;
  localparam int unsigned PW = (PASSES > 1) ? $clog2(PASSES) : 1;

  // The trace ports.
  logic rvfi_valid, wb_valid, lds_valid, ret_valid, vret_valid, vw_valid;
  logic [63:0] rvfi_order_o;  logic [3:0] rvfi_wave_o;  logic [47:0] rvfi_pc_o, rvfi_next_pc_o;
  logic [95:0] rvfi_insn_o;   logic [1:0] rvfi_nwords_o;
  logic rvfi_illegal_o, rvfi_endpgm_o, rvfi_deferred_o;
  logic rvfi_w0_valid_o;  logic [6:0] rvfi_w0_reg_o;  logic [1:0] rvfi_w0_count_o;  logic [63:0] rvfi_w0_data_o;
  logic rvfi_w1_valid_o;  logic [6:0] rvfi_w1_reg_o;  logic [1:0] rvfi_w1_count_o;  logic [63:0] rvfi_w1_data_o;
  logic rvfi_scc_valid_o, rvfi_scc_o, rvfi_mem_valid_o;
  logic [3:0] rvfi_mem_kind_o;  logic [63:0] rvfi_mem_addr_o;  logic [2:0] rvfi_mem_count_o;
  logic [3:0] rvfi_mem_mask_o;  logic rvfi_mem_is64_o, rvfi_mem_returns_o;  logic [127:0] rvfi_mem_data_o;
  logic [63:0] rvfi_exec_in_o;
  logic rvfi_vgpr_valid_o;  logic [7:0] rvfi_vgpr_reg_o;  logic [2:0] rvfi_vgpr_count_o;
  logic rvfi_vgpr2_valid_o;  logic [7:0] rvfi_vgpr2_reg_o;  logic [63:0] rvfi_vgpr_mask_o;
  logic [3:0] rvfi_vw_wave_o;  logic [PW-1:0] rvfi_vw_pass_o;  logic [3:0][LANES-1:0][31:0] rvfi_vw_data_o;
  logic [63:0] wb_order_o;  logic [3:0] wb_wave_o;  logic [6:0] wb_reg_o;  logic [4:0] wb_count_o;
  logic [511:0] wb_data_o;
  logic [3:0] rvfi_lds_wave_o;  logic [PW-1:0] rvfi_lds_pass_o;  logic [4:0] rvfi_lds_bytes_o;
  logic [1:0][LANES-1:0] rvfi_lds_lanes_o;  logic [1:0][LANES-1:0][31:0] rvfi_lds_addr_o;
  logic [1:0][LANES-1:0][15:0] rvfi_lds_mask_o;  logic [1:0][LANES-1:0][3:0][31:0] rvfi_lds_data_o;
  logic rvfi_ret_last_o;  logic [63:0] rvfi_ret_order_o;  logic [3:0] rvfi_ret_wave_o;
  logic [PW-1:0] rvfi_ret_pass_o;  logic [7:0] rvfi_ret_reg_o;  logic [2:0] rvfi_ret_count_o;
  logic [LANES-1:0] rvfi_ret_mask_o;  logic [3:0][LANES-1:0][31:0] rvfi_ret_data_o;
  logic rvfi_vret_we_o, rvfi_vret_last_o, rvfi_vret_returns_o;  logic [63:0] rvfi_vret_order_o;
  logic [3:0] rvfi_vret_wave_o;  logic [7:0] rvfi_vret_reg_o;  logic [2:0] rvfi_vret_count_o;
  logic [5:0] rvfi_vret_lane_o;  logic [127:0] rvfi_vret_data_o;  logic [3:0] rvfi_vret_dws_o;

  logic [31:0] dbg_sgpr, dbg_mode;
  logic        dbg_scc;
  logic [47:0] dbg_pc;
  logic [LANES-1:0][31:0] dbg_vgpr;
  logic [31:0][31:0] dbg_lds_data;
  logic [5:0]  dbg_lds_row_dwords;
  logic [NUM_PERF-1:0][31:0] perf;

  gcn_cu #(
    .NUM_WAVES(NUM_WAVES), .SMEM_TAGS(SMEM_TAGS), .LANES(LANES), .NUM_VGPRS(NUM_VGPRS),
    .LDS_BYTES(LDS_BYTES), .LDS_SERIAL(LDS_SERIAL)
  ) u_cu (
    .clk_i(cu_clk), .rst_ni,
    .cfg_we_i(cfg_we), .cfg_ready_o(cfg_ready), .cfg_wave_i(cfg_wave_q), .cfg_reg_i(cfg_reg_q),
    .cfg_data_i(cfg_data_q), .cfg_vgpr_we_i(cfg_vgpr_we), .cfg_vgpr_reg_i(vgpr_reg_q),
    .cfg_vgpr_lane_i(vgpr_lane_q), .cfg_vgpr_ready_o(cfg_vgpr_ready),
    .launch_i(launch), .launch_ready_o(launch_ready), .launch_mask_i(launch_mask_q),
    .wave_done_o(wave_done), .busy_o(busy), .rtc_i(cycle_q >> 2),
    .if_req_valid_o(if_req_valid), .if_req_ready_i(if_req_ready), .if_req_addr_o(if_req_addr),
    .if_rsp_valid_i(if_rsp_valid), .if_rsp_data_i(if_rsp_data), .if_rsp_err_i(if_rsp_err),
    .dm_req_valid_o(dm_req_valid), .dm_req_ready_i(dm_req_ready), .dm_req_tag_o(dm_req_tag),
    .dm_req_kind_o(dm_req_kind), .dm_req_addr_o(dm_req_addr), .dm_req_count_o(dm_req_count),
    .dm_req_mask_o(dm_req_mask), .dm_req_is64_o(dm_req_is64), .dm_req_data_o(dm_req_data),
    .dm_rsp_valid_i(dm_rsp_valid), .dm_rsp_tag_i(dm_rsp_tag), .dm_rsp_data_i(dm_rsp_data),
    .vm_req_valid_o(vm_req_valid), .vm_req_ready_i(vm_req_ready), .vm_req_kind_o(vm_req_kind),
    .vm_req_addr_o(vm_req_addr), .vm_req_bytes_o(vm_req_bytes), .vm_req_lane_o(vm_req_lane),
    .vm_req_wave_o(vm_req_wave), .vm_req_data_o(vm_req_data), .vm_rsp_valid_i(vm_rsp_valid),
    .vm_rsp_ready_o(vm_rsp_ready), .vm_rsp_lane_i(vm_rsp_lane), .vm_rsp_data_i(vm_rsp_data),
    .rvfi_valid_o(rvfi_valid), .rvfi_order_o, .rvfi_wave_o, .rvfi_pc_o, .rvfi_next_pc_o, .rvfi_insn_o,
    .rvfi_nwords_o, .rvfi_illegal_o, .rvfi_endpgm_o, .rvfi_deferred_o,
    .rvfi_w0_valid_o, .rvfi_w0_reg_o, .rvfi_w0_count_o, .rvfi_w0_data_o,
    .rvfi_w1_valid_o, .rvfi_w1_reg_o, .rvfi_w1_count_o, .rvfi_w1_data_o,
    .rvfi_scc_valid_o, .rvfi_scc_o, .rvfi_mem_valid_o, .rvfi_mem_kind_o, .rvfi_mem_addr_o,
    .rvfi_mem_count_o, .rvfi_mem_mask_o, .rvfi_mem_is64_o, .rvfi_mem_returns_o, .rvfi_mem_data_o,
    .rvfi_exec_in_o, .rvfi_vgpr_valid_o, .rvfi_vgpr_reg_o, .rvfi_vgpr_count_o,
    .rvfi_vgpr2_valid_o, .rvfi_vgpr2_reg_o, .rvfi_vgpr_mask_o,
    .rvfi_vw_valid_o(vw_valid), .rvfi_vw_wave_o, .rvfi_vw_pass_o, .rvfi_vw_data_o,
    .wb_valid_o(wb_valid), .wb_order_o, .wb_wave_o, .wb_reg_o, .wb_count_o, .wb_data_o,
    .dbg_wave_i(dbg_wave_q), .dbg_reg_i(dbg_reg_q), .dbg_sgpr_o(dbg_sgpr), .dbg_scc_o(dbg_scc),
    .dbg_pc_o(dbg_pc), .dbg_vgpr_re_i(1'b0), .dbg_vgpr_reg_i(8'd0), .dbg_vgpr_lane_i(6'd0),
    .dbg_vgpr_o(dbg_vgpr), .dbg_mode_o(dbg_mode),
    .perf_instret_o(perf[0]), .perf_fetch_stall_o(perf[1]), .perf_waitcnt_stall_o(perf[2]),
    .perf_smem_req_o(perf[3]), .perf_ds_insn_o(perf[4]), .perf_lds_conflict_o(perf[5]),
    .perf_barrier_wait_o(perf[6]), .perf_vmem_req_o(perf[7]),
    .rvfi_lds_valid_o(lds_valid), .rvfi_lds_wave_o, .rvfi_lds_pass_o, .rvfi_lds_bytes_o,
    .rvfi_lds_lanes_o, .rvfi_lds_addr_o, .rvfi_lds_mask_o, .rvfi_lds_data_o,
    .rvfi_ret_valid_o(ret_valid), .rvfi_ret_last_o, .rvfi_ret_order_o, .rvfi_ret_wave_o,
    .rvfi_ret_pass_o, .rvfi_ret_reg_o, .rvfi_ret_count_o, .rvfi_ret_mask_o, .rvfi_ret_data_o,
    .rvfi_vret_valid_o(vret_valid), .rvfi_vret_we_o, .rvfi_vret_last_o, .rvfi_vret_returns_o,
    .rvfi_vret_order_o, .rvfi_vret_wave_o, .rvfi_vret_reg_o, .rvfi_vret_count_o,
    .rvfi_vret_lane_o, .rvfi_vret_data_o, .rvfi_vret_dws_o,
    .dbg_lds_re_i(1'b0), .dbg_lds_row_i(16'd0), .dbg_lds_data_o(dbg_lds_data),
    .dbg_lds_row_dwords_o(dbg_lds_row_dwords)
  );

  // ---- Memory ----
  logic        fault, fault_clear;
  logic [63:0] fault_addr;
  gcn_axi_mem u_mem (
    .clk_i, .rst_ni, .cu_en_i(cu_en),
    .if_req_valid_i(if_req_valid), .if_req_ready_o(if_req_ready), .if_req_addr_i(if_req_addr),
    .if_rsp_valid_o(if_rsp_valid), .if_rsp_data_o(if_rsp_data), .if_rsp_err_o(if_rsp_err),
    .dm_req_valid_i(dm_req_valid), .dm_req_ready_o(dm_req_ready), .dm_req_tag_i(dm_req_tag),
    .dm_req_kind_i(dm_req_kind), .dm_req_addr_i(dm_req_addr), .dm_req_count_i(dm_req_count),
    .dm_req_mask_i(dm_req_mask), .dm_req_is64_i(dm_req_is64), .dm_req_data_i(dm_req_data),
    .dm_rsp_valid_o(dm_rsp_valid), .dm_rsp_tag_o(dm_rsp_tag), .dm_rsp_data_o(dm_rsp_data),
    .vm_req_valid_i(vm_req_valid), .vm_req_ready_o(vm_req_ready), .vm_req_kind_i(vm_req_kind),
    .vm_req_addr_i(vm_req_addr), .vm_req_bytes_i(vm_req_bytes), .vm_req_lane_i(vm_req_lane),
    .vm_req_data_i(vm_req_data), .vm_rsp_valid_o(vm_rsp_valid), .vm_rsp_ready_i(vm_rsp_ready),
    .vm_rsp_lane_o(vm_rsp_lane), .vm_rsp_data_o(vm_rsp_data),
    .m_axi_awvalid, .m_axi_awready, .m_axi_awaddr, .m_axi_awlen, .m_axi_awsize, .m_axi_awburst,
    .m_axi_wvalid, .m_axi_wready, .m_axi_wdata, .m_axi_wstrb, .m_axi_wlast,
    .m_axi_bvalid, .m_axi_bready, .m_axi_bresp,
    .m_axi_arvalid, .m_axi_arready, .m_axi_araddr, .m_axi_arlen, .m_axi_arsize, .m_axi_arburst,
    .m_axi_rvalid, .m_axi_rready, .m_axi_rdata, .m_axi_rresp, .m_axi_rlast,
    .fault_o(fault), .fault_addr_o(fault_addr), .fault_clear_i(fault_clear)
  );

  // ---- The trace ----
  logic [32 * beat_words(LANES, 0) - 1:0] tw0;
  logic [32 * beat_words(LANES, 1) - 1:0] tw1;
  logic [32 * beat_words(LANES, 2) - 1:0] tw2;
  logic [32 * beat_words(LANES, 3) - 1:0] tw3;
  logic [32 * beat_words(LANES, 4) - 1:0] tw4;
  logic [32 * beat_words(LANES, 5) - 1:0] tw5;
  logic [32 * beat_words(LANES, 6) - 1:0] tw6;
  gcn_trace_words #(.LANES(LANES)) u_words (
    .rvfi_order_o, .rvfi_wave_o, .rvfi_pc_o, .rvfi_next_pc_o, .rvfi_insn_o, .rvfi_nwords_o,
    .rvfi_illegal_o, .rvfi_endpgm_o, .rvfi_deferred_o,
    .rvfi_w0_valid_o, .rvfi_w0_reg_o, .rvfi_w0_count_o, .rvfi_w0_data_o,
    .rvfi_w1_valid_o, .rvfi_w1_reg_o, .rvfi_w1_count_o, .rvfi_w1_data_o,
    .rvfi_scc_valid_o, .rvfi_scc_o, .rvfi_mem_valid_o, .rvfi_mem_kind_o, .rvfi_mem_addr_o,
    .rvfi_mem_count_o, .rvfi_mem_mask_o, .rvfi_mem_is64_o, .rvfi_mem_returns_o, .rvfi_mem_data_o,
    .rvfi_exec_in_o, .rvfi_vgpr_valid_o, .rvfi_vgpr_reg_o, .rvfi_vgpr_count_o,
    .rvfi_vgpr2_valid_o, .rvfi_vgpr2_reg_o, .rvfi_vgpr_mask_o,
    .wb_order_o, .wb_wave_o, .wb_reg_o, .wb_count_o, .wb_data_o,
    .rvfi_lds_wave_o, .rvfi_lds_pass_o, .rvfi_lds_bytes_o, .rvfi_lds_lanes_o, .rvfi_lds_addr_o,
    .rvfi_lds_mask_o, .rvfi_lds_data_o,
    .rvfi_ret_last_o, .rvfi_ret_order_o, .rvfi_ret_wave_o, .rvfi_ret_pass_o, .rvfi_ret_reg_o,
    .rvfi_ret_count_o, .rvfi_ret_mask_o, .rvfi_ret_data_o,
    .rvfi_vw_wave_o, .rvfi_vw_pass_o, .rvfi_vw_data_o,
    .vm_req_kind_o(vm_req_kind), .vm_req_addr_o(vm_req_addr), .vm_req_bytes_o(vm_req_bytes),
    .vm_req_lane_o(vm_req_lane), .vm_req_wave_o(vm_req_wave), .vm_req_data_o(vm_req_data),
    .rvfi_vret_we_o, .rvfi_vret_last_o, .rvfi_vret_returns_o, .rvfi_vret_order_o, .rvfi_vret_wave_o,
    .rvfi_vret_reg_o, .rvfi_vret_count_o, .rvfi_vret_lane_o, .rvfi_vret_data_o, .rvfi_vret_dws_o,
    .commit_o(tw0), .swb_o(tw1), .lds_o(tw2), .dsret_o(tw3), .vmreq_o(tw4), .vret_o(tw5), .vw_o(tw6)
  );

  // A beat of each kind, as tb/trace/trace_capture.h's capture_clock takes
  // them: VMREQ is an accepted store or atomic (kinds 0..13).
  logic [NUM_KINDS-1:0] beat;
  assign beat = {vw_valid, vret_valid,
                 vm_req_valid && vm_req_ready && vm_req_kind <= gcn_isa_pkg::MEM_KIND_ATOMIC_DEC,
                 ret_valid, lds_valid, wb_valid, rvfi_valid};

  logic              trace_on_q, trace_clear, trace_pop;
  logic [31:0]       trace_data;
  logic [TRACE_AW:0] trace_count;
  gcn_trace_buffer #(.LANES(LANES), .AW(TRACE_AW)) u_trace (
    .clk_i, .rst_ni, .enable_i(trace_on_q && launched_q), .clear_i(trace_clear), .cu_en_i(cu_en),
    .cycle_i(cycle_q), .valid_i(beat),
    .w0_i(tw0), .w1_i(tw1), .w2_i(tw2), .w3_i(tw3), .w4_i(tw4), .w5_i(tw5), .w6_i(tw6),
    .hold_o(hold), .pop_i(trace_pop), .data_o(trace_data), .count_o(trace_count)
  );

  // ---- Control: configuration writes, launch, the cycle count ----
  logic pend_cfg_q, pend_vgpr_q, pend_launch_q;
  assign cfg_we      = pend_cfg_q && cfg_ready;
  assign cfg_vgpr_we = pend_vgpr_q && cfg_vgpr_ready;
  assign launch      = pend_launch_q && launch_ready;

  logic [NUM_WAVES-1:0] launched_mask_q;
  assign done_o = launched_q && ((wave_done & launched_mask_q) == launched_mask_q) && !busy;

  // The AXI4-Lite write side: address and data together, then the access
  // (a configuration strobe waits for the unit to take it), then B.
  typedef enum logic [1:0] {W_IDLE, W_EXEC, W_RESP} wstate_e;
  wstate_e     wstate_q;
  logic [11:0] waddr_q;
  logic [31:0] wdata_q;
  logic        werr_q;
  assign s_axil_awready = wstate_q == W_IDLE && s_axil_awvalid && s_axil_wvalid;
  assign s_axil_wready  = s_axil_awready;
  assign s_axil_bvalid  = wstate_q == W_RESP && !pend_cfg_q && !pend_vgpr_q && !pend_launch_q;
  assign s_axil_bresp   = werr_q ? 2'b10 : 2'b00;
  assign trace_clear    = wstate_q == W_EXEC && waddr_q == R_CTRL && wdata_q[1];
  assign fault_clear    = wstate_q == W_EXEC && waddr_q == R_CTRL && wdata_q[2];

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      wstate_q        <= W_IDLE;
      waddr_q         <= '0;
      wdata_q         <= '0;
      werr_q          <= 1'b0;
      cfg_wave_q      <= '0;
      cfg_reg_q       <= '0;
      cfg_data_q      <= '0;
      vgpr_reg_q      <= '0;
      vgpr_lane_q     <= '0;
      launch_mask_q   <= '0;
      launched_mask_q <= '0;
      dbg_wave_q      <= '0;
      dbg_reg_q       <= '0;
      pend_cfg_q      <= 1'b0;
      pend_vgpr_q     <= 1'b0;
      pend_launch_q   <= 1'b0;
      trace_on_q      <= 1'b0;
      launched_q      <= 1'b0;
      cycle_q         <= '0;
    end else begin
      // The unit's edge: a strobe it took is done; the cycle count.
      if (cu_en) begin
        if (cfg_we) pend_cfg_q <= 1'b0;
        if (cfg_vgpr_we) pend_vgpr_q <= 1'b0;
        if (launch) begin
          pend_launch_q   <= 1'b0;
          launched_q      <= 1'b1;
          launched_mask_q <= launched_mask_q | launch_mask_q;
          cycle_q         <= '0;
        end else if (launched_q) begin
          cycle_q <= cycle_q + 64'd1;
        end
      end
      unique case (wstate_q)
        W_IDLE: if (s_axil_awready) begin
          waddr_q  <= {s_axil_awaddr[11:2], 2'b00};
          wdata_q  <= s_axil_wdata;
          werr_q   <= s_axil_wstrb != 4'hF;
          wstate_q <= W_EXEC;
        end
        W_EXEC: begin
          wstate_q <= W_RESP;
          if (!werr_q) begin
            unique case (waddr_q)
              R_CFG_WAVE:  cfg_wave_q <= WW'(wdata_q);
              R_CFG_REG:   cfg_reg_q <= wdata_q[7:0];
              R_CFG_DATA:  begin cfg_data_q <= wdata_q; pend_cfg_q <= 1'b1; end
              R_VGPR_REG:  vgpr_reg_q <= wdata_q[7:0];
              R_VGPR_LANE: vgpr_lane_q <= wdata_q[5:0];
              R_VGPR_DATA: begin cfg_data_q <= wdata_q; pend_vgpr_q <= 1'b1; end
              R_LAUNCH:    begin launch_mask_q <= NUM_WAVES'(wdata_q); pend_launch_q <= 1'b1; end
              R_DBG_WAVE:  dbg_wave_q <= WW'(wdata_q);
              R_DBG_REG:   dbg_reg_q <= wdata_q[6:0];
              R_CTRL:      trace_on_q <= wdata_q[0];
              default:     werr_q <= 1'b1;
            endcase
          end
        end
        default: begin
          // B waits for the strobe to be taken.
          if (s_axil_bvalid && s_axil_bready) wstate_q <= W_IDLE;
        end
      endcase
    end
  end

  // The AXI4-Lite read side. Debug reads wait for two of the unit's edges
  // (the selectors are sampled at one, the registered read is out after the
  // next); a TRACE_DATA read takes the FIFO's oldest word and pops it.
  typedef enum logic [1:0] {RD_IDLE, RD_WAIT, RD_RESP} rstate_e;
  rstate_e     rstate_q;
  logic [11:0] raddr_q;
  logic [1:0]  rwait_q;
  logic [31:0] rdata_q;
  logic        rerr_q;
  logic [31:0] rvalue;
  logic        rknown;
  assign s_axil_arready = rstate_q == RD_IDLE;
  assign s_axil_rvalid  = rstate_q == RD_RESP;
  assign s_axil_rdata   = rdata_q;
  assign s_axil_rresp   = rerr_q ? 2'b10 : 2'b00;
  assign trace_pop      = rstate_q == RD_WAIT && rwait_q == 2'd0 && raddr_q == R_TRACE_DATA;

  always_comb begin
    rknown = 1'b1;
    rvalue = '0;
    if (raddr_q >= R_PERF && raddr_q < R_PERF + 12'(4 * NUM_PERF)) begin
      rvalue = perf[raddr_q[4:2]];
    end else begin
      unique case (raddr_q)
        R_STATUS:        rvalue = {busy, 15'd0, 16'(wave_done)};
        R_DBG_SGPR:      rvalue = dbg_sgpr;
        R_DBG_SCC:       rvalue = 32'(dbg_scc);
        R_DBG_MODE:      rvalue = dbg_mode;
        R_DBG_PC_LO:     rvalue = dbg_pc[31:0];
        R_DBG_PC_HI:     rvalue = 32'(dbg_pc[47:32]);
        R_CTRL:          rvalue = 32'(trace_on_q);
        R_TRACE_WORDS:   rvalue = 32'(trace_count);
        R_TRACE_DATA:    rvalue = trace_data;
        R_CYCLES_LO:     rvalue = cycle_q[31:0];
        R_CYCLES_HI:     rvalue = cycle_q[63:32];
        R_FAULT:         rvalue = 32'(fault);
        R_FAULT_ADDR_LO: rvalue = fault_addr[31:0];
        R_FAULT_ADDR_HI: rvalue = fault_addr[63:32];
        R_CONFIG:        rvalue = {8'd0, 8'(dbg_lds_row_dwords), 8'(NUM_WAVES), 8'(LANES)};
        R_LDS_BYTES:     rvalue = 32'(LDS_BYTES);
        R_NUM_VGPRS:     rvalue = 32'(NUM_VGPRS);
        default:         rknown = 1'b0;
      endcase
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      rstate_q <= RD_IDLE;
      raddr_q  <= '0;
      rwait_q  <= '0;
      rdata_q  <= '0;
      rerr_q   <= 1'b0;
    end else begin
      unique case (rstate_q)
        RD_IDLE: if (s_axil_arvalid) begin
          raddr_q  <= {s_axil_araddr[11:2], 2'b00};
          // The debug reads wait for the unit; the rest a clock (the FIFO's
          // registered read is then out).
          rwait_q  <= (s_axil_araddr[11:2] >= R_DBG_SGPR[11:2] && s_axil_araddr[11:2] <= R_DBG_PC_HI[11:2])
                      ? 2'd2 : 2'd0;
          rstate_q <= RD_WAIT;
        end
        RD_WAIT: begin
          if (rwait_q == 2'd0) begin
            rdata_q  <= rvalue;
            rerr_q   <= !rknown;
            rstate_q <= RD_RESP;
          end else if (cu_en) begin
            rwait_q <= rwait_q - 2'd1;
          end
        end
        default: if (s_axil_rready) rstate_q <= RD_IDLE;
      endcase
    end
  end

  logic unused;
  assign unused = ^{dbg_vgpr, dbg_lds_data, s_axil_awaddr[1:0], s_axil_araddr[1:0]};

endmodule
