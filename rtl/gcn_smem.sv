// Scalar memory unit: address calculation (Vega ISA "Scalar Memory
// Addressing", buffer range checks per docs/design.md), the tagged request
// port, the table of outstanding requests (replies may come back in any
// order), and the writeback of load data, returned atomic values and the
// S_MEMTIME/S_MEMREALTIME results.
//
// Writeback: a reply is kept in a buffer per tag and its tag queued; the
// queue's head is written back to the SGPR file two registers a clock (the
// file's banks have one write port each: gcn_sgpr_file), and only when its
// last pair is written does the operation count as done: LGKM_CNT drops,
// the commit port's writeback record goes out (wb_o) and the tag is free.
// A reply without data (store, atomic without GLC) goes through the queue
// too, so that done operations leave one a clock.
module gcn_smem
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
#(
  parameter int unsigned NUM_WAVES = 4,
  localparam int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1,
  parameter int unsigned SMEM_TAGS = 8
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,

  // The instruction in execution and its operands.
  input  decoded_t             dec_i,
  input  logic [WW-1:0]        wave_i,
  input  logic [63:0]          order_i,    // order number it retires with
  input  logic [2:0][31:0]     base_i,     // SGPR[2*sbase + 0..2]
  input  logic [31:0]          soff_i,     // SGPR offset operand
  input  logic [3:0][31:0]     data_i,     // SDATA registers (store / atomic operands)

  input  logic                 issue_i,    // it talks to memory and wants to issue
  output logic                 fire_o,     // request accepted: retire it this cycle
  output mem_wr_t              mem_o,        // commit record memory write
  output logic                 deferred_o,   // a writeback will follow (load, atomic+GLC)

  // S_MEMTIME / S_MEMREALTIME retiring now with value time_val_i.
  input  logic                 time_i,
  input  logic [63:0]          time_val_i,
  output logic                 time_busy_o,  // the previous one is not written back yet

  output dm_req_t              dm_req_o,
  input  logic                 dm_req_ready_i,
  input  logic                 dm_rsp_valid_i,
  input  logic [3:0]           dm_rsp_tag_i,
  input  logic [511:0]         dm_rsp_data_i,

  // One pair of the writeback being drained into the SGPR file.
  output logic                 wbp_valid_o,
  input  logic                 wbp_ready_i,
  output logic [WW-1:0]        wbp_wave_o,
  output logic [7:0]           wbp_reg_o,    // codes past 127 are dropped
  output logic [1:0]           wbp_count_o,  // 1 or 2
  output logic [63:0]          wbp_data_o,

  output wb_t                  wb_o,         // a writeback finished this cycle (its record)
  output logic [1:0]           lgkm_dec_o,   // LGKM_CNT of a completed operation (0: none)
  output logic [WW-1:0]        lgkm_dec_wave_o,
  output logic                 outstanding_o,
  output logic [31:0]          perf_mem_o    // requests issued
);

  localparam int unsigned TW = (SMEM_TAGS > 1) ? $clog2(SMEM_TAGS) : 1;

  // Fields of the decoded instruction this unit does not look at.
  logic unused_dec;
  assign unused_dec = ^{dec_i.ssrc0, dec_i.ssrc1, dec_i.simm16, dec_i.literal, dec_i.nwords,
                        dec_i.illegal, dec_i.src0_dw, dec_i.src1_dw, dec_i.flags,
                        dec_i.sbase, dec_i.soff_reg};

  // ------------------------------------------------------------ addressing
  logic        is_buf, is_scratch, is_load, is_atomic;
  logic [63:0] inst_off, sgpr_off, off, base, addr, m_size, off_bytes;
  logic [15:0] in_range, mask;
  logic [4:0]  n;          // operand / data dwords
  logic [1:0]  mdw;        // memory dwords of an atomic
  logic [6:0]  rd;         // first SDATA register (aligned)
  logic [3:0]  kind;

  always_comb begin
    kind       = op_mem_kind(dec_i.op);
    is_buf     = (dec_i.flags & F_SMEM_BUF) != '0;
    is_scratch = (dec_i.flags & F_SMEM_SCRATCH) != '0;
    is_load    = dec_i.shape == SH_SMEM_LOAD;
    is_atomic  = dec_i.shape == SH_SMEM_ATOMIC;
    n          = dec_i.dst_dw;
    mdw        = op_atomic64(dec_i.op) ? 2'd2 : 2'd1;
    rd         = aligned_reg(dec_i.sdst, n);

    // The immediate byte offset and the SGPR offset as gcn_decode found them
    // in the generation's encoding (soff_i is SGPR[soff_reg]).
    inst_off = {{29{dec_i.ioff[34]}}, dec_i.ioff};
    sgpr_off = dec_i.soff_en ? {32'd0, soff_i} : 64'd0;
    if (is_scratch) sgpr_off = sgpr_off << 6;
    off = inst_off + sgpr_off;

    if (is_buf) begin
      base   = {16'd0, base_i[1][15:0], base_i[0]};
      m_size = (base_i[1][31:16] == 16'd0) ? 64'd1 : {32'd0, base_i[2]};
    end else begin
      base   = {base_i[1], base_i[0]};
      m_size = 64'd0;
    end
    addr      = (base + off) & ~64'd3;
    off_bytes = off & ~64'd3;
    for (int i = 0; i < 16; i++) begin
      in_range[i] = !is_buf || ((off_bytes + 64'(4 * i)) < m_size);
    end

    mask = 16'd0;
    if (is_atomic) begin
      // All or nothing over the memory dwords the atomic touches.
      if (in_range[0] && (mdw == 2'd1 || in_range[1])) mask = (mdw == 2'd2) ? 16'h3 : 16'h1;
    end else begin
      for (int i = 0; i < 16; i++) mask[i] = in_range[i] && (5'(i) < n);
    end
  end

  // ------------------------------------------------------------ tag table
  logic [SMEM_TAGS-1:0]          tag_busy_q;
  logic [SMEM_TAGS-1:0][WW-1:0]  tag_wave_q;
  logic [SMEM_TAGS-1:0][63:0]    tag_order_q;
  logic [SMEM_TAGS-1:0][6:0]     tag_rd_q;
  logic [SMEM_TAGS-1:0][4:0]     tag_count_q;
  logic [SMEM_TAGS-1:0]          tag_wb_q;      // reply is written back
  logic [SMEM_TAGS-1:0][1:0]     tag_lgkm_q;    // what it added to LGKM_CNT
  logic                          tag_free;
  logic [TW-1:0]                 free_tag;
  logic                          rsp_hit;    // reply for a tag of this unit
  logic [TW-1:0]                 rt;

  always_comb begin
    tag_free = 1'b0;
    free_tag = '0;
    for (int t = SMEM_TAGS - 1; t >= 0; t--) begin
      if (!tag_busy_q[t]) begin
        tag_free = 1'b1;
        free_tag = TW'(t);
      end
    end
  end

  logic [4:0] wb_count;   // registers a reply writes back
  assign wb_count = is_atomic ? {3'd0, mdw} : n;
  assign fire_o   = issue_i && tag_free && dm_req_ready_i;

  // The time result of the last S_MEMTIME/S_MEMREALTIME, until written back.
  logic          time_q;
  logic          time_inq_q;   // it has entered the queue
  logic [WW-1:0] time_wave_q;
  logic [63:0]   time_order_q;
  logic [6:0]    time_rd_q;
  logic [63:0]   time_val_q;
  logic [1:0]    time_lgkm_q;
  logic [31:0]   perf_mem_q;

  assign rsp_hit = dm_rsp_valid_i && ({28'd0, dm_rsp_tag_i} < 32'(SMEM_TAGS));
  assign rt      = TW'(dm_rsp_tag_i);

  // ------------------------------------------------------------ reply buffer and queue
  // A reply's data waits here until its writeback starts (the tag stays
  // busy until then, so no reply overwrites one not yet taken).
  logic [511:0] rbuf [SMEM_TAGS];
  always_ff @(posedge clk_i) begin
    if (rsp_hit) rbuf[rt] <= dm_rsp_data_i;
  end

  // Done replies and the time result in arrival order: each tag is in it
  // at most once, and the time result once.
  localparam int unsigned QD = SMEM_TAGS + 1;
  localparam int unsigned QW = $clog2(QD + 1);
  typedef struct packed {
    logic          is_time;
    logic [TW-1:0] tag;
  } q_ent_t;
  q_ent_t        q_q [QD];
  logic [QW-1:0] q_head_q, q_cnt_q;
  logic          q_push, q_pop;
  q_ent_t        q_in;
  logic [QW-1:0] q_tail;
  logic [QW:0]   q_end;     // head + count, up to 2 * QD - 1

  assign q_push = rsp_hit || (time_q && !time_inq_q);
  assign q_in   = rsp_hit ? '{is_time: 1'b0, tag: rt} : '{is_time: 1'b1, tag: '0};
  assign q_end  = {1'b0, q_head_q} + {1'b0, q_cnt_q};
  assign q_tail = QW'((q_end >= (QW + 1)'(QD)) ? q_end - (QW + 1)'(QD) : q_end);

  // ------------------------------------------------------------ drain
  logic          dr_q;          // a writeback is being drained
  logic          dr_time_q;     // ... of the time result
  logic [TW-1:0] dr_tag_q;
  logic [WW-1:0] dr_wave_q;
  logic [63:0]   dr_order_q;
  logic [6:0]    dr_rd_q;
  logic [4:0]    dr_count_q;    // registers it writes (0: none)
  logic [1:0]    dr_lgkm_q;
  logic [4:0]    dr_pos_q;      // registers written so far
  logic [511:0]  dr_data_q;
  logic [4:0]    dr_rem;
  logic          dr_done;

  assign q_pop       = !dr_q && q_cnt_q != '0;
  assign dr_rem      = dr_count_q - dr_pos_q;
  assign wbp_valid_o = dr_q && dr_rem != 5'd0;
  assign wbp_wave_o  = dr_wave_q;
  assign wbp_reg_o   = {1'b0, dr_rd_q} + {3'd0, dr_pos_q};
  assign wbp_count_o = (dr_rem >= 5'd2) ? 2'd2 : 2'd1;
  assign wbp_data_o  = dr_data_q[32*dr_pos_q +: 64];
  assign dr_done     = dr_q && (dr_rem == 5'd0 || (wbp_ready_i && dr_rem <= 5'd2));

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      tag_busy_q  <= '0;
      tag_wave_q  <= '0;
      tag_order_q <= '0;
      tag_rd_q    <= '0;
      tag_count_q <= '0;
      tag_wb_q    <= '0;
      tag_lgkm_q  <= '0;
      time_q      <= 1'b0;
      time_inq_q  <= 1'b0;
      time_wave_q <= '0;
      time_order_q <= '0;
      time_rd_q   <= '0;
      time_val_q  <= '0;
      time_lgkm_q <= '0;
      perf_mem_q  <= '0;
      q_head_q    <= '0;
      q_cnt_q     <= '0;
      dr_q        <= 1'b0;
    end else begin
      // The queue.
      if (q_push) q_q[q_tail] <= q_in;
      if (q_pop)  q_head_q <= (q_head_q == QW'(QD - 1)) ? '0 : q_head_q + QW'(1);
      q_cnt_q <= q_cnt_q + QW'(q_push) - QW'(q_pop);
      if (!rsp_hit && time_q && !time_inq_q) time_inq_q <= 1'b1;

      // The drain: start with the queue's head, a pair a clock, done.
      if (q_pop) begin
        dr_q      <= 1'b1;
        dr_time_q <= q_q[q_head_q].is_time;
        dr_tag_q  <= q_q[q_head_q].tag;
        dr_pos_q  <= '0;
        if (q_q[q_head_q].is_time) begin
          dr_wave_q  <= time_wave_q;
          dr_order_q <= time_order_q;
          dr_rd_q    <= time_rd_q;
          dr_count_q <= 5'd2;
          dr_lgkm_q  <= time_lgkm_q;
          dr_data_q  <= {448'd0, time_val_q};
        end else begin
          dr_wave_q  <= tag_wave_q[q_q[q_head_q].tag];
          dr_order_q <= tag_order_q[q_q[q_head_q].tag];
          dr_rd_q    <= tag_rd_q[q_q[q_head_q].tag];
          dr_count_q <= tag_wb_q[q_q[q_head_q].tag] ? tag_count_q[q_q[q_head_q].tag] : 5'd0;
          dr_lgkm_q  <= tag_lgkm_q[q_q[q_head_q].tag];
          for (int i = 0; i < 16; i++)
            dr_data_q[32*i +: 32] <= (5'(i) < tag_count_q[q_q[q_head_q].tag])
                                     ? rbuf[q_q[q_head_q].tag][32*i +: 32] : 32'd0;
        end
      end else if (wbp_valid_o && wbp_ready_i) begin
        dr_pos_q <= dr_pos_q + {3'd0, wbp_count_o};
      end
      if (dr_done) begin
        dr_q <= 1'b0;
        if (dr_time_q) begin
          time_q     <= 1'b0;
          time_inq_q <= 1'b0;
        end else begin
          tag_busy_q[dr_tag_q] <= 1'b0;
        end
      end

      if (fire_o) begin
        tag_busy_q[free_tag]  <= 1'b1;
        tag_wave_q[free_tag]  <= wave_i;
        tag_order_q[free_tag] <= order_i;
        tag_rd_q[free_tag]    <= rd;
        tag_count_q[free_tag] <= wb_count;
        tag_wb_q[free_tag]    <= is_load || (is_atomic && dec_i.glc);
        tag_lgkm_q[free_tag]  <= op_lgkm_inc(dec_i.op);
        perf_mem_q            <= perf_mem_q + 32'd1;
      end
      if (time_i) begin
        time_q       <= 1'b1;
        time_wave_q  <= wave_i;
        time_order_q <= order_i;
        time_rd_q    <= {dec_i.sdst[6:1], 1'b0};
        time_val_q   <= time_val_i;
        time_lgkm_q  <= op_lgkm_inc(dec_i.op);
      end
    end
  end

  // ------------------------------------------------------------ outputs
  always_comb begin
    wb_o            = '0;
    lgkm_dec_o      = 2'd0;
    lgkm_dec_wave_o = '0;
    if (dr_done) begin
      lgkm_dec_o      = dr_lgkm_q;
      lgkm_dec_wave_o = dr_wave_q;
      if (dr_count_q != 5'd0) begin
        wb_o.valid = 1'b1;
        wb_o.order = dr_order_q;
        wb_o.wave  = 4'(dr_wave_q);
        wb_o.rd    = dr_rd_q;
        wb_o.count = dr_count_q;
        wb_o.data  = dr_data_q;
      end
    end
  end

  assign time_busy_o = time_q;

  always_comb begin
    dm_req_o.valid = issue_i && tag_free;
    dm_req_o.tag   = 4'(free_tag);
    dm_req_o.kind  = kind;
    dm_req_o.addr  = addr;
    dm_req_o.count = n;
    dm_req_o.mask  = mask;
    dm_req_o.is64  = op_atomic64(dec_i.op);
    for (int i = 0; i < 4; i++)
      dm_req_o.data[32*i +: 32] = (!is_load && 5'(i) < n) ? data_i[i] : 32'd0;
  end

  always_comb begin
    mem_o.valid   = !is_load;
    mem_o.kind    = kind;
    mem_o.addr    = addr;
    mem_o.count   = n[2:0];
    mem_o.mask    = mask[3:0];
    mem_o.is64    = op_atomic64(dec_i.op);
    mem_o.returns = is_atomic && dec_i.glc;
    mem_o.data    = dm_req_o.data;
  end
  assign deferred_o    = is_load || (is_atomic && dec_i.glc);

  assign outstanding_o = (tag_busy_q != '0) || time_q;
  assign perf_mem_o    = perf_mem_q;

endmodule : gcn_smem
