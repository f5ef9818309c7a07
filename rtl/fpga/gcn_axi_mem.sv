// The FPGA shell's memory adapter: the compute unit's instruction fetch,
// scalar-memory (dm) and vector-memory (vm) ports onto one AXI4 master with
// a 32-bit data bus. One request at a time: it is split into dword accesses
// (single-beat AXI4 reads, then single-beat writes with byte strobes), an
// atomic read, modified (gcn_lds_pkg::atomic_new, the integer operations
// the LDS shares) and written back with nothing else in between, so it is
// atomic with respect to this master. The requests are served as the
// testbench memory serves them (tb/dut/tb_memory.cpp): dm loads (up to 16
// dwords by mask), stores (up to 4), atomics (4 or 8 bytes, the old value
// returned); vm loads, stores and atomics of 1..16 bytes at any byte
// address (up to 5 dwords), and "no access" (a zero reply). An AXI error
// response sets the sticky fault_o with the address (the reply then carries
// zeros; a fetch's reply carries the error).
//
// Everything driven into the unit (ready, reply valid and data) changes
// only at edges where cu_en_i is set, the unit's own clock edges: between
// them the unit may be stopped (the trace buffer), and its trace ports must
// not change.
module gcn_axi_mem
  import gcn_isa_pkg::*;
#(
  parameter int unsigned ADDR_W = 64,
  // Vector memory replies waiting for the unit: it takes none while it
  // issues (gcn_vmem), so they queue here, up to 4 instructions of 64 lanes
  // of 4 components each: 2^VQ_AW of them.
  parameter int unsigned VQ_AW  = 10
) (
  input  logic                clk_i,
  input  logic                rst_ni,
  input  logic                cu_en_i,

  input  logic                if_req_valid_i,
  output logic                if_req_ready_o,
  input  logic [47:0]         if_req_addr_i,
  output logic                if_rsp_valid_o,
  output logic [31:0]         if_rsp_data_o,
  output logic                if_rsp_err_o,

  input  logic                dm_req_valid_i,
  output logic                dm_req_ready_o,
  input  logic [3:0]          dm_req_tag_i,
  input  logic [3:0]          dm_req_kind_i,
  input  logic [63:0]         dm_req_addr_i,
  input  logic [4:0]          dm_req_count_i,
  input  logic [15:0]         dm_req_mask_i,
  input  logic                dm_req_is64_i,
  input  logic [127:0]        dm_req_data_i,
  output logic                dm_rsp_valid_o,
  output logic [3:0]          dm_rsp_tag_o,
  output logic [511:0]        dm_rsp_data_o,

  input  logic                vm_req_valid_i,
  output logic                vm_req_ready_o,
  input  logic [3:0]          vm_req_kind_i,
  input  logic [63:0]         vm_req_addr_i,
  input  logic [4:0]          vm_req_bytes_i,
  input  logic [5:0]          vm_req_lane_i,
  input  logic [127:0]        vm_req_data_i,
  output logic                vm_rsp_valid_o,
  input  logic                vm_rsp_ready_i,
  output logic [5:0]          vm_rsp_lane_o,
  output logic [127:0]        vm_rsp_data_o,

  // AXI4 master: single beats (LEN 0, SIZE 4 bytes, INCR), ID 0.
  output logic                m_axi_awvalid,
  input  logic                m_axi_awready,
  output logic [ADDR_W-1:0]   m_axi_awaddr,
  output logic [7:0]          m_axi_awlen,
  output logic [2:0]          m_axi_awsize,
  output logic [1:0]          m_axi_awburst,
  output logic                m_axi_wvalid,
  input  logic                m_axi_wready,
  output logic [31:0]         m_axi_wdata,
  output logic [3:0]          m_axi_wstrb,
  output logic                m_axi_wlast,
  input  logic                m_axi_bvalid,
  output logic                m_axi_bready,
  input  logic [1:0]          m_axi_bresp,
  output logic                m_axi_arvalid,
  input  logic                m_axi_arready,
  output logic [ADDR_W-1:0]   m_axi_araddr,
  output logic [7:0]          m_axi_arlen,
  output logic [2:0]          m_axi_arsize,
  output logic [1:0]          m_axi_arburst,
  input  logic                m_axi_rvalid,
  output logic                m_axi_rready,
  input  logic [31:0]         m_axi_rdata,
  input  logic [1:0]          m_axi_rresp,
  input  logic                m_axi_rlast,

  output logic                fault_o,       // an access got an AXI error (sticky)
  output logic [63:0]         fault_addr_o,  // the first such access's address
  input  logic                fault_clear_i
);

  localparam int unsigned NB = 16;  // dwords a request may touch (a dm load of 16)

  typedef enum logic [1:0] {SRC_IF, SRC_DM, SRC_VM} src_e;
  typedef enum logic [2:0] {S_IDLE, S_AR, S_R, S_CALC, S_AW, S_B, S_REPLY} state_e;

  state_e              state_q;
  src_e                src_q;
  logic [63:0]         base_q;        // dword-aligned address of dword 0
  logic [NB-1:0]       rmask_q;       // dwords still to read
  logic [NB-1:0]       wmask_q;       // dwords still to write
  logic [NB-1:0][3:0]  strb_q;
  logic [NB-1:0][31:0] buf_q;         // read data, then write data
  logic [NB-1:0][31:0] old_q;         // what was read (an atomic's reply)
  logic                err_q;
  logic [3:0]          kind_q, tag_q;
  logic                is64_q, atomic_q;
  logic [1:0]          off_q;         // vm: the byte address's offset in its dword
  logic [4:0]          bytes_q;
  logic [5:0]          lane_q;
  logic [127:0]        data_q;        // the request's data (store bytes / atomic operands)
  logic [3:0]          idx_q;         // the dword being accessed
  logic                aw_done_q, w_done_q;
  logic [1:0]          rr_q;          // round robin: the source served last
  logic                if_rdy_q, dm_rdy_q, vm_rdy_q;

  // The lowest set bit of a dword mask.
  function automatic logic [3:0] first(input logic [NB-1:0] m);
    logic [3:0] r;
    r = '0;
    for (int i = NB - 1; i >= 0; i--) if (m[i]) r = 4'(i);
    return r;
  endfunction

  // The low `n` bytes of a 16-byte datum.
  function automatic logic [127:0] low_bytes(input logic [4:0] n);
    return (n >= 5'd16) ? '1 : ((128'd1 << (8 * n)) - 128'd1);
  endfunction

  // The dwords of a 5-dword window that byte strobes `strb` touch.
  function automatic logic [NB-1:0] strobed_dwords(input logic [19:0] strb);
    logic [NB-1:0] r;
    r = '0;
    for (int i = 0; i < 5; i++) r[i] = |strb[4 * i +: 4];
    return r;
  endfunction

  // MemOpKind (an atomic) as the LDS's atomic operation.
  function automatic gcn_lds_atomic_pkg::lds_atomic_e atomic_op(input logic [3:0] kind);
    gcn_lds_atomic_pkg::lds_atomic_e r;
    unique case (kind)
      MEM_KIND_ATOMIC_SWAP:    r = gcn_lds_atomic_pkg::LDS_AT_WRXCHG;
      MEM_KIND_ATOMIC_CMPSWAP: r = gcn_lds_atomic_pkg::LDS_AT_CMPST;
      MEM_KIND_ATOMIC_ADD:     r = gcn_lds_atomic_pkg::LDS_AT_ADD;
      MEM_KIND_ATOMIC_SUB:     r = gcn_lds_atomic_pkg::LDS_AT_SUB;
      MEM_KIND_ATOMIC_SMIN:    r = gcn_lds_atomic_pkg::LDS_AT_MIN_I;
      MEM_KIND_ATOMIC_UMIN:    r = gcn_lds_atomic_pkg::LDS_AT_MIN_U;
      MEM_KIND_ATOMIC_SMAX:    r = gcn_lds_atomic_pkg::LDS_AT_MAX_I;
      MEM_KIND_ATOMIC_UMAX:    r = gcn_lds_atomic_pkg::LDS_AT_MAX_U;
      MEM_KIND_ATOMIC_AND:     r = gcn_lds_atomic_pkg::LDS_AT_AND;
      MEM_KIND_ATOMIC_OR:      r = gcn_lds_atomic_pkg::LDS_AT_OR;
      MEM_KIND_ATOMIC_XOR:     r = gcn_lds_atomic_pkg::LDS_AT_XOR;
      MEM_KIND_ATOMIC_INC:     r = gcn_lds_atomic_pkg::LDS_AT_INC;
      MEM_KIND_ATOMIC_DEC:     r = gcn_lds_atomic_pkg::LDS_AT_DEC;
      default:                 r = gcn_lds_atomic_pkg::LDS_AT_WRXCHG;
    endcase
    return r;
  endfunction

  // The atomic's new value and write data. Operands as the testbench memory
  // takes them: src first, then (CMPSWAP) cmp. atomic_new takes cmp as DATA
  // and src as DATA2.
  logic [63:0]  at_old, at_src, at_cmp, at_new;
  logic [159:0] old_win, new_win;
  logic [19:0]  at_strb;
  always_comb begin
    old_win = {old_q[4], old_q[3], old_q[2], old_q[1], old_q[0]};
    at_old  = 64'(old_win >> (8 * off_q));
    // dm by dwords (src 1 or 2, cmp after it), vm by bytes (n of each): the
    // same bits either way.
    at_src = is64_q ? data_q[63:0] : {32'd0, data_q[31:0]};
    at_cmp = is64_q ? data_q[127:64] : {32'd0, data_q[63:32]};
    if (kind_q == MEM_KIND_ATOMIC_CMPSWAP)
      at_new = gcn_lds_pkg::atomic_new(atomic_op(kind_q), is64_q, at_old, at_cmp, at_src);
    else
      at_new = gcn_lds_pkg::atomic_new(atomic_op(kind_q), is64_q, at_old, at_src, 64'd0);
    new_win = 160'(at_new) << (8 * off_q);
    at_strb = 20'(is64_q ? 8'hFF : 8'h0F) << off_q;
  end

  // Requests are taken at the unit's edges; ready for one source at a time,
  // round robin among those asking, while the engine is idle.
  logic take_if, take_dm, take_vm, idle_next;
  assign take_if = if_rdy_q && if_req_valid_i;
  assign take_dm = dm_rdy_q && dm_req_valid_i;
  assign take_vm = vm_rdy_q && vm_req_valid_i;

  // A vm request's dwords and byte strobes (store data placed at its offset).
  logic [1:0]   vm_off;
  logic [2:0]   vm_dwords;
  logic [19:0]  vm_strb;
  logic [159:0] vm_win;
  logic [127:0] vm_bytes_mask;
  always_comb begin
    vm_off        = vm_req_addr_i[1:0];
    vm_dwords     = 3'((5'(vm_off) + vm_req_bytes_i + 5'd3) >> 2);
    vm_bytes_mask = low_bytes(vm_req_bytes_i);
    vm_strb       = 20'((32'd1 << vm_req_bytes_i) - 32'd1) << vm_off;
    vm_win        = 160'(vm_req_data_i & vm_bytes_mask) << (8 * vm_off);
  end

  assign idle_next = state_q == S_IDLE && !take_if && !take_dm && !take_vm;

  // The vector memory reply queue: a block RAM with a registered read of
  // its head (head_q is the entry at rd_q from the clock after rd_q or that
  // entry last changed: vq_stale_q until then).
  localparam int unsigned VQ_W = 6 + 128;
  logic [VQ_W-1:0]  vq_mem [1 << VQ_AW];
  logic [VQ_W-1:0]  vq_head_q, vq_in;
  logic [VQ_AW-1:0] vq_wr_q, vq_rd_q;
  logic [VQ_AW:0]   vq_count_q;
  logic             vq_push, vq_pop, vq_stale_q, vq_head_ok, vq_room;
  assign vq_push    = state_q == S_REPLY && src_q == SRC_VM;
  assign vq_in      = {lane_q, (kind_q == MEM_KIND_LOAD || atomic_q)
                               ? 128'(old_win >> (8 * off_q)) & low_bytes(bytes_q) : 128'd0};
  assign vq_head_ok = vq_count_q != '0 && !vq_stale_q;
  // A vm request is taken only with room for its reply (one may be in flight).
  assign vq_room    = vq_count_q < (VQ_AW + 1)'((1 << VQ_AW) - 1);
  // At the unit's edge: the reply it takes leaves the output register, which
  // then loads the queue's head.
  assign vq_pop     = cu_en_i && vq_head_ok && (!vm_rsp_valid_o || vm_rsp_ready_i);

  always_ff @(posedge clk_i) begin
    if (vq_push) vq_mem[vq_wr_q] <= vq_in;
    vq_head_q <= vq_mem[vq_rd_q];
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      vq_wr_q    <= '0;
      vq_rd_q    <= '0;
      vq_count_q <= '0;
      vq_stale_q <= 1'b1;
    end else begin
      if (vq_push) vq_wr_q <= vq_wr_q + 1'b1;
      if (vq_pop) vq_rd_q <= vq_rd_q + 1'b1;
      vq_count_q <= vq_count_q + (VQ_AW + 1)'(vq_push) - (VQ_AW + 1)'(vq_pop);
      vq_stale_q <= vq_pop || (vq_push && (vq_count_q == '0 || (vq_count_q == (VQ_AW + 1)'(1) && vq_pop)));
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q        <= S_IDLE;
      src_q          <= SRC_IF;
      base_q         <= '0;
      rmask_q        <= '0;
      wmask_q        <= '0;
      strb_q         <= '0;
      buf_q          <= '0;
      old_q          <= '0;
      err_q          <= 1'b0;
      kind_q         <= '0;
      tag_q          <= '0;
      is64_q         <= 1'b0;
      atomic_q       <= 1'b0;
      off_q          <= '0;
      bytes_q        <= '0;
      lane_q         <= '0;
      data_q         <= '0;
      idx_q          <= '0;
      aw_done_q      <= 1'b0;
      w_done_q       <= 1'b0;
      rr_q           <= '0;
      if_rdy_q       <= 1'b0;
      dm_rdy_q       <= 1'b0;
      vm_rdy_q       <= 1'b0;
      if_rsp_valid_o <= 1'b0;
      if_rsp_data_o  <= '0;
      if_rsp_err_o   <= 1'b0;
      dm_rsp_valid_o <= 1'b0;
      dm_rsp_tag_o   <= '0;
      dm_rsp_data_o  <= '0;
      vm_rsp_valid_o <= 1'b0;
      vm_rsp_lane_o  <= '0;
      vm_rsp_data_o  <= '0;
      fault_o        <= 1'b0;
      fault_addr_o   <= '0;
    end else begin
      if (fault_clear_i) fault_o <= 1'b0;

      // The unit's side, at its edges.
      if (cu_en_i) begin
        if_rsp_valid_o <= 1'b0;
        dm_rsp_valid_o <= 1'b0;
        if (vm_rsp_valid_o && vm_rsp_ready_i) vm_rsp_valid_o <= 1'b0;
        if (vq_pop) begin
          vm_rsp_valid_o <= 1'b1;
          vm_rsp_lane_o  <= vq_head_q[VQ_W-1 -: 6];
          vm_rsp_data_o  <= vq_head_q[127:0];
        end
        if_rdy_q <= 1'b0;
        dm_rdy_q <= 1'b0;
        vm_rdy_q <= 1'b0;
        if (take_if || take_dm || take_vm) begin
          buf_q   <= '0;
          old_q   <= '0;
          strb_q  <= '0;
          err_q   <= 1'b0;
          idx_q   <= '0;
          wmask_q <= '0;
          rmask_q <= '0;
          atomic_q <= 1'b0;
          off_q   <= '0;
          state_q <= S_AR;
        end
        if (take_if) begin
          src_q   <= SRC_IF;
          rr_q    <= 2'd0;
          base_q  <= {16'd0, if_req_addr_i[47:2], 2'b00};
          rmask_q <= NB'(1);
        end else if (take_dm) begin
          src_q  <= SRC_DM;
          rr_q   <= 2'd1;
          base_q <= {dm_req_addr_i[63:2], 2'b00};
          kind_q <= dm_req_kind_i;
          tag_q  <= dm_req_tag_i;
          is64_q <= dm_req_is64_i;
          data_q <= dm_req_data_i;
          if (dm_req_kind_i == MEM_KIND_LOAD) begin
            rmask_q <= dm_req_mask_i & NB'((32'd1 << dm_req_count_i) - 32'd1);
          end else if (dm_req_kind_i == MEM_KIND_STORE) begin
            wmask_q <= dm_req_mask_i & NB'((32'd1 << dm_req_count_i) - 32'd1) & NB'(4'hF);
            for (int i = 0; i < 4; i++) begin
              buf_q[i]  <= dm_req_data_i[32 * i +: 32];
              strb_q[i] <= 4'hF;
            end
          end else if (dm_req_kind_i <= MEM_KIND_ATOMIC_DEC) begin
            // Only with its whole operand (the testbench memory's rule).
            if ((dm_req_mask_i[1:0] | (dm_req_is64_i ? 2'b00 : 2'b10)) == 2'b11) begin
              rmask_q  <= dm_req_is64_i ? NB'(2'b11) : NB'(1);
              atomic_q <= 1'b1;
            end
          end
        end else if (take_vm) begin
          src_q   <= SRC_VM;
          rr_q    <= 2'd2;
          base_q  <= {vm_req_addr_i[63:2], 2'b00};
          kind_q  <= vm_req_kind_i;
          is64_q  <= vm_req_bytes_i == 5'd8;
          off_q   <= vm_off;
          bytes_q <= vm_req_bytes_i;
          lane_q  <= vm_req_lane_i;
          data_q  <= vm_req_data_i;
          if (vm_req_kind_i == MEM_KIND_NONE || vm_req_bytes_i == 5'd0 || vm_req_bytes_i > 5'd16) begin
            // no access: a zero reply
          end else if (vm_req_kind_i == MEM_KIND_LOAD) begin
            rmask_q <= NB'((32'd1 << vm_dwords) - 32'd1);
          end else if (vm_req_kind_i == MEM_KIND_STORE) begin
            for (int i = 0; i < 5; i++) begin
              buf_q[i]  <= vm_win[32 * i +: 32];
              strb_q[i] <= vm_strb[4 * i +: 4];
            end
            wmask_q <= strobed_dwords(vm_strb);
          end else begin
            rmask_q  <= NB'((32'd1 << vm_dwords) - 32'd1);
            atomic_q <= 1'b1;
          end
        end else if (idle_next) begin
          // Offer the next request: round robin from the one after the last served.
          unique case (rr_q)
            2'd0: begin
              if (dm_req_valid_i) dm_rdy_q <= 1'b1;
              else if (vm_req_valid_i && vq_room) vm_rdy_q <= 1'b1;
              else if (if_req_valid_i) if_rdy_q <= 1'b1;
            end
            2'd1: begin
              if (vm_req_valid_i && vq_room) vm_rdy_q <= 1'b1;
              else if (if_req_valid_i) if_rdy_q <= 1'b1;
              else if (dm_req_valid_i) dm_rdy_q <= 1'b1;
            end
            default: begin
              if (if_req_valid_i) if_rdy_q <= 1'b1;
              else if (dm_req_valid_i) dm_rdy_q <= 1'b1;
              else if (vm_req_valid_i && vq_room) vm_rdy_q <= 1'b1;
            end
          endcase
        end
        // The reply of a finished request.
        if (state_q == S_REPLY) begin
          unique case (src_q)
            SRC_IF: begin
              if_rsp_valid_o <= 1'b1;
              if_rsp_data_o  <= old_q[0];
              if_rsp_err_o   <= err_q;
              state_q        <= S_IDLE;
            end
            SRC_DM: begin
              dm_rsp_valid_o <= 1'b1;
              dm_rsp_tag_o   <= tag_q;
              dm_rsp_data_o  <= atomic_q ? 512'({is64_q ? old_q[1] : 32'd0, old_q[0]})
                                         : (kind_q == MEM_KIND_LOAD ? old_q : '0);
              state_q        <= S_IDLE;
            end
            default: ;  // vm: queued below
          endcase
        end
      end

      // The AXI side, every clock.
      unique case (state_q)
        S_AR: begin
          if (rmask_q == '0) state_q <= S_CALC;
          else idx_q <= first(rmask_q);
          if (rmask_q != '0 && m_axi_arvalid && m_axi_arready) state_q <= S_R;
        end
        S_R: begin
          if (m_axi_rvalid) begin
            old_q[idx_q]   <= (m_axi_rresp == 2'b00) ? m_axi_rdata : 32'd0;
            rmask_q[idx_q] <= 1'b0;
            if (m_axi_rresp != 2'b00) begin
              err_q <= 1'b1;
              if (!fault_o) fault_addr_o <= base_q + 64'(4 * idx_q);
              fault_o <= 1'b1;
            end
            state_q <= S_AR;
          end
        end
        S_CALC: begin
          if (atomic_q) begin
            for (int i = 0; i < 5; i++) begin
              buf_q[i]  <= new_win[32 * i +: 32];
              strb_q[i] <= at_strb[4 * i +: 4];
            end
            wmask_q <= strobed_dwords(at_strb);
          end
          aw_done_q <= 1'b0;
          w_done_q  <= 1'b0;
          state_q   <= S_AW;
        end
        S_AW: begin
          if (wmask_q == '0) begin
            state_q <= S_REPLY;
          end else begin
            idx_q <= first(wmask_q);
            if (m_axi_awvalid && m_axi_awready) aw_done_q <= 1'b1;
            if (m_axi_wvalid && m_axi_wready) w_done_q <= 1'b1;
            if ((aw_done_q || (m_axi_awvalid && m_axi_awready)) && (w_done_q || (m_axi_wvalid && m_axi_wready)))
              state_q <= S_B;
          end
        end
        S_B: begin
          if (m_axi_bvalid) begin
            wmask_q[idx_q] <= 1'b0;
            aw_done_q      <= 1'b0;
            w_done_q       <= 1'b0;
            if (m_axi_bresp != 2'b00) begin
              err_q <= 1'b1;
              if (!fault_o) fault_addr_o <= base_q + 64'(4 * idx_q);
              fault_o <= 1'b1;
            end
            state_q <= S_AW;
          end
        end
        S_REPLY: if (src_q == SRC_VM) state_q <= S_IDLE;  // the reply is queued (vq_push)
        default: ;
      endcase
    end
  end

  // The AXI channels. AR and AW/W are raised once the dword index has been
  // taken from the mask (the clock after entering S_AR / S_AW).
  logic ar_ready_idx, aw_ready_idx;
  assign ar_ready_idx = state_q == S_AR && rmask_q != '0 && idx_q == first(rmask_q);
  assign aw_ready_idx = state_q == S_AW && wmask_q != '0 && idx_q == first(wmask_q);

  assign m_axi_arvalid = ar_ready_idx;
  assign m_axi_araddr  = ADDR_W'(base_q + 64'(4 * idx_q));
  assign m_axi_arlen   = 8'd0;
  assign m_axi_arsize  = 3'd2;
  assign m_axi_arburst = 2'b01;
  assign m_axi_rready  = state_q == S_R;

  assign m_axi_awvalid = aw_ready_idx && !aw_done_q;
  assign m_axi_awaddr  = ADDR_W'(base_q + 64'(4 * idx_q));
  assign m_axi_awlen   = 8'd0;
  assign m_axi_awsize  = 3'd2;
  assign m_axi_awburst = 2'b01;
  assign m_axi_wvalid  = aw_ready_idx && !w_done_q;
  assign m_axi_wdata   = buf_q[idx_q];
  assign m_axi_wstrb   = strb_q[idx_q];
  assign m_axi_wlast   = 1'b1;
  assign m_axi_bready  = state_q == S_B;

  assign if_req_ready_o = if_rdy_q;
  assign dm_req_ready_o = dm_rdy_q;
  assign vm_req_ready_o = vm_rdy_q;

  logic unused;
  assign unused = ^{m_axi_rlast, if_req_addr_i[1:0], dm_req_addr_i[1:0]};

endmodule
