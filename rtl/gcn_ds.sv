// DS instruction engine: runs one DS instruction of a 64-lane wave against the
// LDS unit (rtl/lds/gcn_lds.sv) in 64 / LANES passes, then returns its data
// to the VGPR file later, counted by LGKM (Vega ISA "Data Dependency
// Resolution": LDS instructions use LGKM_CNT).
//
// Execution (while the compute unit holds go_i): per pass p the VGPR operands
// of lanes p*LANES.. are read (S0 = ADDR, S1 = DATA0, or VDST for reads, whose
// d16 forms keep half of it, S2 = DATA1) and sent to the LDS unit as one
// request; its reply is buffered. Passes run in lane order, so the LDS sees
// the lanes of a wave in increasing order, as golden exec_ds applies them.
// The LDS writes of each pass leave on the trace port (lds_wr_*) when the
// reply arrives, before the instruction retires. ds_swizzle_b32,
// ds_permute_b32 and ds_bpermute_b32 never touch the LDS: their passes
// gather each lane's value and, per lane, the lane it reads; the result is
// read out pass by pass while it is written back. ds_nop does nothing.
//
// Return: done_o rises when the instruction has executed; the compute unit
// retires it (retire_i, with its order number). An instruction with a VGPR
// result then waits RET_LATENCY cycles and writes the result pass by pass
// (lanes of EXEC) through the VGPR file's write port, each pass also a beat on
// the writeback trace port (ret_*; ret_last_o on the final one), and
// decrements the wave's LGKM count with the last pass. One without a result
// decrements it at retirement. busy_o is high while a result is pending: the
// VALU and the next DS wait for it (the VGPR write port is shared), scalar
// instructions and scalar-memory replies do not, so SMEM and DS replies
// return in either order.
//
// Lane port (fl_*): the vector memory unit sends a FLAT lane in the shared
// aperture here, one lane per request, while this engine is idle (no DS
// instruction is current and no DS result is pending: the compute unit
// issues a vector memory instruction only then). The request reaches the LDS
// unit with only that lane enabled and no OFFSET; its reply (fl_rsp_o) and
// its write (a beat on lds_wr_*, of the FLAT access's size) follow.
module gcn_ds
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
  import gcn_lds_pkg::*;
#(
  parameter int unsigned NUM_WAVES   = 4,
  localparam int unsigned WW          = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1,
  parameter int unsigned LANES       = 16,
  parameter int unsigned LDS_BYTES   = 65536,
  parameter bit          LDS_SERIAL  = 1'b0,
  parameter int unsigned RET_LATENCY = 6,
  localparam int unsigned PASSES     = 64 / LANES,
  localparam int unsigned PW         = (PASSES > 1) ? $clog2(PASSES) : 1,
  localparam int unsigned LW          = (LANES > 1) ? $clog2(LANES) : 1,
  localparam int unsigned LSH         = $clog2(LANES),  // lane >> LSH is its pass (0 bits at LANES = 1)
  // The VGPR-port request of gcn_cu (sized by WW, PW and LANES).
  parameter type vport_req_t          = logic
) (
  input  logic                              clk_i,
  input  logic                              rst_ni,

  // The instruction (held by the compute unit until it retires).
  input  logic                              go_i,
  input  logic [WW-1:0]                     wave_i,
  input  op_e                               op_i,
  input  logic [15:0]                       offset_i,    // {OFFSET1, OFFSET0}
  input  logic [31:0]                       w1_i,        // {VDST, DATA1, DATA0, ADDR}
  input  logic [63:0]                       exec_i,
  input  logic [31:0]                       alloc_i,     // workgroup LDS allocation, bytes
  input  logic [31:0]                       base_i,      // its base in the LDS, bytes
  output logic                              done_o,
  input  logic                              retire_i,
  input  logic [63:0]                       order_i,
  output logic                              busy_o,

  // A FLAT lane in the shared aperture (from gcn_vmem).
  input  logic                              fl_req_i,
  output logic                              fl_ready_o,
  input  lds_lane_req_t                     fl_i,
  output logic                              fl_rsp_o,
  output logic [127:0]                      fl_rdata_o,

  // VGPR file access (gcn_valu lends its ports while the VALU is idle).
  output vport_req_t                        vport_o,
  input  logic [2:0][3:0][LANES-1:0][31:0]  vrd_data_i,

  // Trace: LDS writes of one pass (slot 0 / slot 1 as in LdsWrite).
  output logic                              lds_wr_valid_o,
  output logic [PW-1:0]                     lds_wr_pass_o,
  output logic [4:0]                        lds_wr_bytes_o,
  output logic [1:0][LANES-1:0]             lds_wr_lanes_o,
  output logic [1:0][LANES-1:0][31:0]       lds_wr_addr_o,
  output logic [1:0][LANES-1:0][15:0]       lds_wr_mask_o,
  output logic [1:0][LANES-1:0][3:0][31:0]  lds_wr_data_o,

  // Trace: returned data, one beat per pass.
  output logic                              ret_valid_o,
  output logic                              ret_last_o,
  output logic [63:0]                       ret_order_o,
  output logic [WW-1:0]                     ret_wave_o,

  // LGKM completion.
  output logic                              lgkm_dec_o,
  output logic [WW-1:0]                     lgkm_dec_wave_o,

  output logic [31:0]                       perf_ds_insn_o,
  output logic [31:0]                       perf_conflict_o,
  input  logic                              dbg_re_i,
  input  logic [15:0]                       dbg_row_i,
  output logic [31:0][31:0]                 dbg_data_o,
  output logic [5:0]                        dbg_row_dwords_o,
  output logic                              lds_cleared_o  // the LDS has cleared itself after reset
);

  typedef enum logic [2:0] {S_IDLE, S_REQ, S_WAIT, S_GATHER, S_DONE, S_DELAY, S_RET} state_e;
  state_e        state_q;
  logic [PW-1:0] pass_q;
  logic [7:0]    delay_q;

  // ---------------------------------------------------------------- decode
  ds_class_e cls;
  lds_uop_t  uop;
  logic      rtn;
  logic [3:0] mods;
  always_comb begin
    cls        = op_ds_class(op_i);
    mods       = op_ds_mods(op_i);
    uop.kind   = op_ds_kind(op_i);
    uop.bytes  = op_ds_bytes(op_i);
    uop.sign   = mods[0];
    uop.d16    = mods[1];
    uop.hi     = mods[2];
    uop.st64   = mods[3];
    uop.atomic = op_ds_atomic(op_i);
    rtn        = op_dst_dw(op_i) != 5'd0;
  end

  // Held for the return phase (the compute unit moves on after retirement).
  ds_class_e      r_cls_q;
  logic [WW-1:0]  r_wave_q;
  logic [63:0]    r_order_q;
  logic [63:0]    r_exec_q;
  logic [7:0]     r_reg_q;
  logic [2:0]     r_count_q;

  // ---------------------------------------------------------------- LDS unit
  logic                        lds_ready, lds_rsp, lds_req;
  logic [LANES-1:0]            pass_exec;
  logic [LANES-1:0][3:0][31:0] lds_d0;
  logic [LANES-1:0][1:0][31:0] lds_d1;
  logic [LANES-1:0][3:0][31:0] lds_rdata;

  // The request: this engine's pass, or a FLAT lane (fl_sel), whose address
  // and data go to every lane of the request, the mask picking its own.
  logic                   fl_sel, fl_q;
  logic [5:0]             fl_lane_q;
  lds_kind_e              fl_kind_q;
  logic [4:0]             fl_bytes_q;
  lds_uop_t               lds_uop;
  logic [15:0]            lds_offset;
  logic [LANES-1:0][31:0] lds_addr, lds_vdst;
  assign fl_sel = fl_req_i && state_q == S_IDLE;
  always_comb begin
    for (int l = 0; l < int'(LANES); l++) begin
      pass_exec[l] = fl_sel ? (LW'(fl_i.lane & 6'(LANES - 1)) == LW'(l)) : exec_i[int'(pass_q) * int'(LANES) + l];
      for (int d = 0; d < 4; d++) lds_d0[l][d] = fl_sel ? fl_i.data0[d] : vrd_data_i[1][d][l];
      for (int d = 0; d < 2; d++) lds_d1[l][d] = fl_sel ? fl_i.data1[d] : vrd_data_i[2][d][l];
      lds_addr[l] = fl_sel ? fl_i.addr : vrd_data_i[0][0][l];
      lds_vdst[l] = fl_sel ? 32'd0 : vrd_data_i[1][0][l];
    end
    lds_uop    = fl_sel ? fl_i.uop : uop;
    lds_offset = fl_sel ? 16'd0 : offset_i;
  end
  assign fl_ready_o = state_q == S_IDLE && lds_ready && !fl_q;
  assign lds_req    = (state_q == S_REQ && go_i) || (fl_sel && fl_ready_o);

  // The FLAT lane in the LDS unit: held until its reply.
  always_ff @(posedge clk_i) begin
    if (!rst_ni) fl_q <= 1'b0;
    else if (fl_sel && fl_ready_o) fl_q <= 1'b1;
    else if (lds_rsp) fl_q <= 1'b0;
  end
  always_ff @(posedge clk_i) begin
    if (fl_sel && fl_ready_o) begin
      fl_lane_q  <= fl_i.lane;
      fl_kind_q  <= fl_i.uop.kind;
      fl_bytes_q <= fl_i.uop.bytes;
    end
  end
  assign fl_rsp_o   = fl_q && lds_rsp;
  assign fl_rdata_o = lds_rdata[LW'(fl_lane_q & 6'(LANES - 1))];

  gcn_lds #(.SIZE_BYTES(LDS_BYTES), .LANES(LANES), .SERIAL(LDS_SERIAL)) u_lds (
    .clk_i, .rst_ni,
    .req_valid_i     (lds_req),
    .req_ready_o     (lds_ready),
    .uop_i           (lds_uop),
    .lane_mask_i     (pass_exec),
    .addr_i          (lds_addr),
    .offset_i        (lds_offset),
    .alloc_i,
    .base_i,
    .data0_i         (lds_d0),
    .data1_i         (lds_d1),
    .vdst_i          (lds_vdst),
    .rsp_valid_o     (lds_rsp),
    .rdata_o         (lds_rdata),
    .wr_lanes_o      (lds_wr_lanes_o),
    .wr_addr_o       (lds_wr_addr_o),
    .wr_mask_o       (lds_wr_mask_o),
    .wr_data_o       (lds_wr_data_o),
    .perf_ds_insn_o,
    .perf_conflict_o,
    .dbg_re_i, .dbg_row_i, .dbg_data_o, .dbg_row_dwords_o,
    .cleared_o       (lds_cleared_o)
  );

  // A DS pass's writes, or a FLAT lane's (its pass; the FLAT access's size:
  // FLAT rows have no DS element size).
  assign lds_wr_valid_o = lds_rsp &&
                          ((state_q == S_WAIT &&
                            uop.kind inside {LDS_WRITE, LDS_WRITE2, LDS_ATOMIC, LDS_WRXCHG2}) ||
                           (fl_q && fl_kind_q inside {LDS_WRITE, LDS_ATOMIC}));
  assign lds_wr_pass_o  = fl_q ? PW'(fl_lane_q >> LSH) : pass_q;
  assign lds_wr_bytes_o = fl_q ? fl_bytes_q : uop.bytes;

  // ---------------------------------------------------------------- buffers
  // The buffers are memories of a pass per row, written on the rising clock
  // edge and read on the falling one, as gcn_vgpr_bank's copies are: the
  // read address comes from state, so the row is there in the second half of
  // the cycle that asks for it, as an asynchronous read would give it, and
  // FPGA synthesis maps each to RAM instead of flip-flops with whole-wave
  // multiplexers. They are read only while returning.
  logic [PW-1:0] last_pass;
  assign last_pass = PW'(PASSES - 1);

  // rbuf: the LDS replies of the passes (row = pass).
  logic [LANES-1:0][3:0][31:0] rbuf [PASSES];
  logic [LANES-1:0][3:0][31:0] rbuf_rd;
  always_ff @(posedge clk_i) begin
    if (state_q == S_WAIT && lds_rsp) rbuf[pass_q] <= lds_rdata;
  end
  always_ff @(negedge clk_i) begin
    if (state_q == S_RET && r_cls_q == DSC_MEM) rbuf_rd <= rbuf[pass_q];
  end

  // Lane exchanges (golden ds_swizzle / ds_permute / ds_bpermute) gather
  // the wave pass by pass: the value of every lane (DATA0, or ADDR for
  // ds_swizzle_b32; 0 for a lane not in EXEC) into xbuf, and per lane the
  // lane it reads (src_q). Swizzle and bpermute name lane k's source at lane
  // k (the pattern, or bits [7:2] of ADDR + OFFSET: only those bits matter,
  // so an 8-bit sum). Permute sends lane k to lane (ADDR + OFFSET)[7:2], so
  // it names k as that lane's source; the lanes are taken in increasing
  // order, so the highest active lane pushing to a lane wins, and a lane no
  // one pushes to has no source and reads 0.
  typedef struct packed {
    logic       v;
    logic [5:0] lane;
  } src_t;
  src_t [63:0]            src_q;
  logic [LANES-1:0][31:0] gat_data;
  logic [LANES-1:0][5:0]  gat_tgt, gat_swz;
  always_comb begin
    logic [5:0] k;
    k        = '0;
    gat_data = '0;
    gat_tgt  = '0;
    gat_swz  = '0;
    if (state_q == S_GATHER) for (int j = 0; j < int'(LANES); j++) begin
      k           = 6'(int'(pass_q) * int'(LANES) + j);
      gat_data[j] = exec_i[k] ? vrd_data_i[1][0][j] : 32'd0;
      gat_tgt[j]  = 6'((vrd_data_i[0][0][j][7:0] + offset_i[7:0]) >> 2);
      if (offset_i[15]) gat_swz[j] = {k[5:2], 2'(offset_i >> {k[1:0], 1'b0})};
      else gat_swz[j] = {k[5], ((k[4:0] & offset_i[4:0]) | offset_i[9:5]) ^ offset_i[14:10]};
    end
  end

  always_ff @(posedge clk_i) begin
    if (state_q == S_IDLE && go_i) begin
      for (int g = 0; g < 64; g++) src_q[g].v <= 1'b0;
    end else if (state_q == S_GATHER) begin
      for (int j = 0; j < int'(LANES); j++) begin
        automatic int k = int'(pass_q) * int'(LANES) + j;
        if (cls == DSC_PERMUTE) begin
          if (exec_i[k]) src_q[gat_tgt[j]] <= '{v: 1'b1, lane: 6'(k)};
        end else begin
          src_q[k] <= '{v: 1'b1, lane: (cls == DSC_SWIZZLE) ? gat_swz[j] : gat_tgt[j]};
        end
      end
    end
  end

  // xbuf: a copy per returning lane c of the pass (each reads its own
  // source's row), the lane then picked from the row.
  logic [LANES-1:0][31:0] xch;
  for (genvar c = 0; c < int'(LANES); c++) begin : g_xbuf
    logic [LANES-1:0][31:0] mem [PASSES];
    logic [LANES-1:0][31:0] row_q;
    src_t                   s;
    always_comb begin
      s = '0;
      if (state_q == S_RET) s = src_q[int'(pass_q) * int'(LANES) + c];
    end
    always_ff @(posedge clk_i) begin
      if (state_q == S_GATHER) mem[pass_q] <= gat_data;
    end
    always_ff @(negedge clk_i) begin
      if (state_q == S_RET && r_cls_q != DSC_MEM) row_q <= mem[int'(s.lane) / int'(LANES)];
    end
    assign xch[c] = s.v ? row_q[int'(s.lane) % int'(LANES)] : 32'd0;
  end

  // ---------------------------------------------------------------- control
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q <= S_IDLE;
      pass_q  <= '0;
      delay_q <= '0;
    end else begin
      unique case (state_q)
        S_IDLE: if (go_i) begin
          pass_q  <= '0;
          state_q <= (cls == DSC_MEM) ? S_REQ :
                     (cls inside {DSC_SWIZZLE, DSC_PERMUTE, DSC_BPERMUTE}) ? S_GATHER : S_DONE;
        end
        S_REQ:    if (lds_req && lds_ready) state_q <= S_WAIT;
        S_WAIT:   if (lds_rsp) begin
          pass_q  <= pass_q + PW'(1);
          state_q <= (pass_q == last_pass) ? S_DONE : S_REQ;
        end
        S_GATHER: begin
          pass_q  <= pass_q + PW'(1);
          if (pass_q == last_pass) state_q <= S_DONE;
        end
        S_DONE:   if (retire_i) begin
          pass_q  <= '0;
          delay_q <= 8'(RET_LATENCY);
          state_q <= rtn ? S_DELAY : S_IDLE;
        end
        S_DELAY:  begin
          delay_q <= delay_q - 8'd1;
          if (delay_q <= 8'd1) state_q <= S_RET;
        end
        S_RET:    begin
          pass_q <= pass_q + PW'(1);
          if (pass_q == last_pass) state_q <= S_IDLE;
        end
        default:  state_q <= S_IDLE;
      endcase
    end
  end

  always_ff @(posedge clk_i) begin
    if (state_q == S_DONE && retire_i) begin
      r_cls_q    <= cls;
      r_wave_q   <= wave_i;
      r_order_q  <= order_i;
      r_exec_q   <= exec_i;
      r_reg_q    <= w1_i[31:24];
      r_count_q  <= 3'(op_dst_dw(op_i));
    end
  end

  assign done_o = go_i && state_q == S_DONE;
  assign busy_o = state_q inside {S_DELAY, S_RET};

  // ---------------------------------------------------------------- return
  // The VGPR port: reads of the executing instruction (S0 ADDR, S1 DATA0
  // (reads: VDST; swizzle: ADDR), S2 DATA1) and the return writes.
  always_comb begin
    vport_o.wave      = (state_q == S_RET) ? r_wave_q : wave_i;
    vport_o.rd_pass   = pass_q;
    vport_o.rd_reg[0] = w1_i[7:0];
    vport_o.rd_reg[1] = (cls == DSC_SWIZZLE) ? w1_i[7:0] :
                        (cls == DSC_MEM && uop.kind inside {LDS_READ, LDS_READ2}) ? w1_i[31:24] :
                                                                                    w1_i[15:8];
    vport_o.rd_reg[2] = w1_i[23:16];
    vport_o.wr_en    = state_q == S_RET;
    vport_o.wr_pass  = pass_q;
    vport_o.wr_reg   = r_reg_q;
    vport_o.wr_count = r_count_q;
    for (int l = 0; l < int'(LANES); l++) begin
      vport_o.wr_mask[l] = r_exec_q[int'(pass_q) * int'(LANES) + l];
      for (int d = 0; d < 4; d++) begin
        vport_o.wr_data[d][l] = (r_cls_q == DSC_MEM) ? rbuf_rd[l][d] :
                                ((d == 0) ? xch[l] : 32'd0);
      end
    end
  end

  assign ret_valid_o     = state_q == S_RET;
  assign ret_last_o      = state_q == S_RET && pass_q == last_pass;
  assign ret_order_o     = r_order_q;
  assign ret_wave_o      = r_wave_q;
  assign lgkm_dec_o      = ret_last_o || (state_q == S_DONE && retire_i && !rtn);
  assign lgkm_dec_wave_o = ret_last_o ? r_wave_q : wave_i;

endmodule : gcn_ds
