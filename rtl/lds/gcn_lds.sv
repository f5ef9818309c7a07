// The local data share: SIZE_BYTES bytes in NB banks of dwords (bank = dword
// address mod NB; NB = 32, or 8 with SERIAL: gcn_lds_pkg::lds_banks),
// little-endian, byte-masked writes, zero after reset, and the
// memory side of every DS instruction (golden/ds.h, golden/ds.cpp; readings in
// docs/design.md "LDS"). Standalone block; the compute unit drives it later.
//
// Interface: one DS instruction of LANES lanes per request (req_valid_i while
// req_ready_o). The caller passes VGPR[ADDR] per lane and the raw OFFSET field
// ({OFFSET1, OFFSET0}); the unit forms the addresses: VGPR[ADDR] + OFFSET, or
// + OFFSETn * stride for read2/write2/wrxchg2 (stride = element bytes, times 64
// for ST64), summed in 34 bits (never wrapped: past 4 GiB is out of range).
// Addresses are relative to the workgroup's window, which starts at base_i
// (a multiple of 512) in the memory. The bound limit is MIN(alloc_i,
// SIZE_BYTES - base_i) (the workgroup's allocation; M0 bounds nothing on
// GFX9, golden/ds.h). An access is checked in pieces (each
// dword of it, or the whole access when narrower than a dword); a piece is in
// range iff all its bytes lie below the limit; out-of-range pieces read 0 and
// are not written. rsp_valid_o pulses one cycle when the instruction is done;
// rdata_o and the write records are valid in that cycle (0 otherwise).
//
// Simulation speed: every large combinational block computes only in the
// states that use it (zeros otherwise), so an idle unit costs a cycle-based
// simulator almost nothing; the per-bank logic walks the sub-accesses with
// constant indices (no variable part-selects of the wide windows).
//
// Order: the result is that of the lanes applied one after the other in
// increasing lane order (slot 0 before slot 1 within a lane), as golden
// exec_ds does. Schedule: an instruction runs in steps (two clocks each: bank
// read, then bank write; an atomic's step has the clocks of the atomic ALU,
// gcn_lds_alu, between them). Each access is split into the dwords it touches
// (sub-accesses, one bank each). Per step, bank b serves one row R_b: the row
// of its lowest pending sub-access. Reads and writes: every pending
// sub-access at row R_b of its bank is served; all sub-accesses of one dword
// are therefore served in the same step, where the highest access wins each
// written byte, so the stored bytes are those of the lane order. Atomics and
// wrxchg2 (read-modify-write): an access is served whole, and only when it is
// the lowest pending sub-access in every bank it touches, so accesses sharing
// a dword (same-address atomics of several lanes) are served one per step in
// lane order. With SERIAL set a step serves one access whole, the lowest
// pending one (the rmw rule for every kind), so the accesses are applied in
// lane order one a step. Every step beyond the first of an instruction is a
// bank-conflict cycle (perf_conflict_o; with SERIAL, a step for each access
// beyond the first); perf_ds_insn_o counts accepted instructions.
//
// Not here: swizzle/permute/bpermute (no memory access; VALU side), ds_nop,
// DS_ADD_F32 (lds_atomic_e has no member for it), GDS.
module gcn_lds
  import gcn_lds_pkg::*;
#(
  parameter int unsigned SIZE_BYTES = 65536,  // power of two, 4 KiB .. 64 KiB
  parameter int unsigned LANES = 16,
  // 1: a step serves one access (the lowest pending) instead of every
  // access the banks can take (see "Schedule" above): fewer clocks saved by
  // parallel banks, a bank crossbar 5 dwords wide instead of 10 x LANES
  // (the small FPGA configuration's choice).
  parameter bit          SERIAL = 1'b0
) (
  input  logic                         clk_i,
  input  logic                         rst_ni,
  // Request: one DS instruction.
  input  logic                         req_valid_i,
  output logic                         req_ready_o,
  input  lds_uop_t                     uop_i,
  input  logic [LANES-1:0]             lane_mask_i,   // EXEC
  input  logic [LANES-1:0][31:0]       addr_i,        // VGPR[ADDR]
  input  logic [15:0]                  offset_i,      // {OFFSET1, OFFSET0}
  input  logic [31:0]                  alloc_i,       // workgroup allocation (bytes)
  input  logic [31:0]                  base_i,        // its base: multiple of 512 bytes
  input  logic [LANES-1:0][3:0][31:0]  data0_i,       // VGPR[DATA0..+3]
  input  logic [LANES-1:0][1:0][31:0]  data1_i,       // VGPR[DATA1..+1]
  input  logic [LANES-1:0][31:0]       vdst_i,        // VGPR[VDST] (d16 reads keep half)
  // Response.
  output logic                         rsp_valid_o,
  output logic [LANES-1:0][3:0][31:0]  rdata_o,       // VDST..VDST+3 of active lanes
  output logic [1:0][LANES-1:0]        wr_lanes_o,    // LdsWrite per slot: lanes written
  output logic [1:0][LANES-1:0][31:0]  wr_addr_o,     //   byte address
  output logic [1:0][LANES-1:0][15:0]  wr_mask_o,     //   bytes written, relative to addr
  output logic [1:0][LANES-1:0][3:0][31:0] wr_data_o, //   stored value (element bytes)
  // Performance counters.
  output logic [31:0]                  perf_ds_insn_o,
  output logic [31:0]                  perf_conflict_o,
  // Debug: while idle, dbg_re_i reads row dbg_row_i of every bank (dwords
  // NB * row .. NB * row + NB - 1); dbg_data_o holds it from the next cycle
  // in its low NB dwords (the rest 0), dbg_row_dwords_o says NB.
  input  logic                         dbg_re_i,
  input  logic [15:0]                  dbg_row_i,
  output logic [31:0][31:0]            dbg_data_o,
  output logic [5:0]                   dbg_row_dwords_o,
  // The memory has cleared itself after reset (a row of every bank a clock).
  output logic                         cleared_o
);

  localparam int unsigned NA   = 2 * LANES;              // accesses: lane * 2 + slot
  localparam int unsigned NS   = 5 * NA;                 // sub-accesses: access * 5 + dword
  localparam int unsigned NB   = lds_banks(SERIAL);      // banks
  localparam int unsigned BB   = $clog2(NB);             // bank-number bits
  localparam int unsigned DW   = $clog2(SIZE_BYTES / 4); // dword address bits
  localparam int unsigned ROWS = SIZE_BYTES / (4 * NB);  // dwords per bank
  localparam int unsigned RW   = $clog2(ROWS);

  typedef enum logic [2:0] {S_INIT, S_IDLE, S_SETUP, S_READ, S_ALU, S_WRITE} state_e;
  state_e state_q;
  logic [RW-1:0] init_row_q;

  // ------------------------------------------------------------ request
  lds_uop_t                    uop_q;
  logic [LANES-1:0]            mask_q;
  logic [LANES-1:0][31:0]      addr_q;
  logic [15:0]                 offset_q;
  logic [33:0]                 lim_q;     // the bound limit (below)
  logic [RW-1:0]               base_q;    // the window's first row in every bank
  logic [RW-1:0]               base_row;  // ... as the banks see it
  logic [LANES-1:0][3:0][31:0] data0_q;
  logic [LANES-1:0][1:0][31:0] data1_q;
  logic [LANES-1:0][31:0]      vdst_q;

  logic two_slot, is_write, is_atomic;
  logic busy;      // an instruction is being set up or served, or answered
  logic step_rd, step_wr, alu_en;
  logic rsp_q;
  assign two_slot  = uop_q.kind inside {LDS_READ2, LDS_WRITE2, LDS_WRXCHG2};
  assign is_atomic = uop_q.kind == LDS_ATOMIC;
  assign is_write  = uop_q.kind inside {LDS_WRITE, LDS_WRITE2, LDS_ATOMIC, LDS_WRXCHG2};
  assign busy      = state_q inside {S_SETUP, S_READ, S_ALU, S_WRITE} || rsp_q;
  assign step_rd   = state_q inside {S_READ, S_ALU, S_WRITE};
  assign step_wr   = state_q == S_WRITE;
  assign alu_en    = state_q == S_ALU;

  // ------------------------------------------------------------ accesses
  logic [4:0]   nbytes;
  logic [2:0]   piece;   // bytes per piece
  assign nbytes = uop_q.bytes;
  assign piece  = (nbytes < 5'd4) ? nbytes[2:0] : 3'd4;
  // The limit: the allocation, never beyond the memory above its base,
  // registered with the request (from base_i and alloc_i). Addresses,
  // bounds, banks and write records stay relative to the window; the base
  // (a whole number of rows: 512 bytes is 4 * NB dwords a few times) is added at the banks' row ports
  // only, so bank conflicts do not depend on it.
  logic [33:0]  room_in, lim_in;
  assign room_in = (base_i < 32'(SIZE_BYTES)) ? 34'(SIZE_BYTES) - {2'b00, base_i} : '0;
  assign lim_in  = ({2'b00, alloc_i} < room_in) ? {2'b00, alloc_i} : room_in;
`ifdef GCN_BUG_INJECT
  // Injected bug (checker self-test): the window base is ignored.
  assign base_row = gcn_bug_pkg::lds_base_ignored ? '0 : base_q;
`else
  assign base_row = base_q;
`endif

  // The accesses, decomposed in S_SETUP (the *_d values, from the request
  // registers) and registered at its end: the steps and the response read
  // the registers, so no step recomputes an address or a range check.
  logic [33:0]    acc_addr [NA];
  logic [15:0]    acc_mask [NA];   // in-range bytes of the element
  logic [1:0]     acc_sh   [NA];   // byte offset within the first dword
  logic [19:0]    acc_be   [NA];   // byte enables of the 5-dword window
  logic [127:0]   acc_wd   [NA];   // store data (element bytes, rest 0)
  logic [BB-1:0]  sub_bank [NS];
  logic [RW-1:0]  sub_row  [NS];

  logic [33:0]    acc_addr_d [NA];
  logic [15:0]    acc_mask_d [NA];
  logic [1:0]     acc_sh_d   [NA];
  logic [19:0]    acc_be_d   [NA];
  logic [BB-1:0]  sub_bank_d [NS];
  logic [RW-1:0]  sub_row_d  [NS];
  logic [NS-1:0]  sub_touch_d;     // sub-accesses with a byte in range: pend_q's start
  always_comb begin
    // Working values of one access (block-level: assigned on every path).
    int unsigned l;
    logic        s, act;
    logic [18:0] off2;
    logic [DW-1:0] dw, d;
    logic [7:0]  offn;
    l = 0; s = 1'b0; act = 1'b0; off2 = '0; dw = '0; d = '0; offn = '0;
    for (int unsigned x = 0; x < NA; x++) begin
      acc_addr_d[x] = '0;
      acc_mask_d[x] = '0;
      acc_sh_d[x]   = '0;
      acc_be_d[x]   = '0;
    end
    for (int unsigned i = 0; i < NS; i++) begin
      sub_bank_d[i] = '0;
      sub_row_d[i]  = '0;
    end
    sub_touch_d = '0;
    if (state_q == S_SETUP) for (int unsigned x = 0; x < NA; x++) begin
      l    = x / 2;
      s    = x[0];
      act  = mask_q[l] && (!s || two_slot);
      offn = s ? offset_q[15:8] : offset_q[7:0];
      // OFFSETn * stride: stride 4 or 8 bytes, times 64 for ST64.
      off2 = (nbytes == 5'd8) ? {8'd0, offn, 3'd0} : {9'd0, offn, 2'd0};
      if (uop_q.st64) off2 = off2 << 6;
      acc_addr_d[x] = {2'b00, addr_q[l]} + (two_slot ? {15'd0, off2} : {18'd0, offset_q});
      acc_mask_d[x] = '0;
      for (int unsigned p = 0; p < 4; p++) begin
        if (act && 5'(4 * p) < nbytes &&
            acc_addr_d[x] + 34'(4 * p) + {31'd0, piece} <= lim_q) begin
          acc_mask_d[x][4*p +: 4] = (piece == 3'd4) ? 4'hF : ((4'd1 << piece) - 4'd1);
        end
      end
      acc_sh_d[x] = acc_addr_d[x][1:0];
      acc_be_d[x] = {4'd0, acc_mask_d[x]} << acc_sh_d[x];
      dw = acc_addr_d[x][DW+1:2];
      for (int unsigned w = 0; w < 5; w++) begin
        d = dw + DW'(w);
        sub_bank_d[5*x+w]  = d[BB-1:0];
        sub_row_d[5*x+w]   = d[DW-1:BB];
        sub_touch_d[5*x+w] = |acc_be_d[x][4*w +: 4];
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (state_q == S_SETUP) begin
      acc_addr <= acc_addr_d;
      acc_mask <= acc_mask_d;
      acc_sh   <= acc_sh_d;
      acc_be   <= acc_be_d;
      sub_bank <= sub_bank_d;
      sub_row  <= sub_row_d;
    end
  end

  // Store data: slot 0 DATA0, slot 1 DATA1; _D16_HI writes DATA[23:16] or
  // [31:16]. A select of the data registers: nothing to gain by a register.
  always_comb begin
    logic [127:0] wd;
    wd = '0;
    for (int unsigned x = 0; x < NA; x++) begin
      acc_wd[x] = '0;
      if (busy) begin
        wd = x[0] ? {64'd0, data1_q[x/2]} : data0_q[x/2];
        if (uop_q.hi && !x[0]) wd = {96'd0, 16'd0, data0_q[x/2][0][31:16]};
        for (int unsigned b = 0; b < 16; b++) begin
          if (5'(b) >= nbytes) wd[8*b +: 8] = 8'd0;
        end
        acc_wd[x] = wd;
      end
    end
  end

  // ------------------------------------------------------------ bank arbitration
  // What a step does, from the schedule of the header (parallel) or one
  // access a step (SERIAL): the sub-accesses granted in a write step, the
  // row each bank serves, each bank's byte writes, the bank dword each
  // granted sub-access sees (win_d) and each lane's atomic result (at_new,
  // from the atomic ALU's clocks before the write step of an atomic).
  logic [NS-1:0]  pend_q;
`ifdef GCN_BUG_INJECT
  logic           conflict_step_q;   // the current step follows a bank conflict
`endif
  logic [NS-1:0]  grant;
  logic [RW-1:0]  bank_row [NB];
  logic [3:0]     bank_we  [NB];
  logic [31:0]    bank_wd  [NB];
  logic [31:0]    bank_q   [NB];
  logic [31:0]    win_d    [NS];
  logic [63:0]    at_new   [LANES];

  // The atomic ALUs: one a lane with the parallel schedule, one for every
  // lane with the serial one. Each schedule fills their inputs (zero
  // outside S_ALU, so that the ALUs' input logic is quiet) from the access
  // it serves; an atomic has one slot a lane (access 2l).
  localparam int unsigned NALU = SERIAL ? 1 : LANES;
  logic [4:0][31:0] alu_dws [NALU];  // the banks' dwords at the access
  logic [19:0]      alu_be  [NALU];
  logic [1:0]       alu_sh  [NALU];
  logic [63:0]      alu_d0  [NALU];
  logic [63:0]      alu_d1  [NALU];
  logic [63:0]      alu_new [NALU];
  logic [NALU-1:0]  alu_done;
  for (genvar a = 0; a < NALU; a++) begin : g_alu
    gcn_lds_alu u_alu (
      .clk_i   (clk_i),
      .en_i    (alu_en),
      .op_i    (uop_q.atomic),
      .is64_i  (nbytes == 5'd8),
      .dwords_i(alu_dws[a]),
      .be_i    (alu_be[a]),
      .sh_i    (alu_sh[a]),
      .d0_i    (alu_d0[a]),
      .d1_i    (alu_d1[a]),
      .done_o  (alu_done[a]),
      .new_o   (alu_new[a])
    );
  end
  for (genvar l = 0; l < LANES; l++) begin : g_new
    assign at_new[l] = alu_new[SERIAL ? 0 : l];
  end

  // A bug-injected build's lost writes (regression self-test): in a step
  // after a bank conflict, the last lane's writes are lost.
  logic drop_last;
`ifdef GCN_BUG_INJECT
  assign drop_last = gcn_bug_pkg::lds_conflict_drop && conflict_step_q;
`else
  assign drop_last = 1'b0;
`endif

  if (!SERIAL) begin : g_par
    logic [$clog2(NA)-1:0] bank_firstx [NB];
    logic                  is_rmw;
    assign is_rmw = uop_q.kind inside {LDS_ATOMIC, LDS_WRXCHG2};

    always_comb begin
      logic first_all;   // rmw: whole access, only as the first pending access of each bank
      first_all = 1'b0;
      grant = '0;
      if (step_wr) for (int unsigned x = 0; x < NA; x++) begin
        first_all = 1'b1;
        for (int unsigned w = 0; w < 5; w++) begin
          if (pend_q[5*x+w] && bank_firstx[sub_bank[5*x+w]] != ($clog2(NA))'(x)) first_all = 1'b0;
        end
        for (int unsigned w = 0; w < 5; w++) begin
          grant[5*x+w] = pend_q[5*x+w] &&
                         (is_rmw ? first_all : sub_row[5*x+w] == bank_row[sub_bank[5*x+w]]);
        end
      end
    end

    for (genvar i = 0; i < NS; i++) begin : g_win
      assign win_d[i] = bank_q[sub_bank[i]];
    end

    // Atomics: ALU l on lane l's access (2l), on its dwords of the banks'
    // read while the step is in S_ALU; a lane not granted in the write step
    // computed on rows it was not served, and its result is not used.
    logic [159:0] wr_win [NA];     // window bytes to store
    for (genvar l = 0; l < LANES; l++) begin : g_alu_in
      always_comb begin
        alu_dws[l] = '0;
        if (alu_en) for (int unsigned w = 0; w < 5; w++) alu_dws[l][w] = bank_q[sub_bank[5*(2*l)+w]];
      end
      assign alu_be[l] = acc_be[2*l];
      assign alu_sh[l] = acc_sh[2*l];
      assign alu_d0[l] = {data0_q[l][1], data0_q[l][0]};
      assign alu_d1[l] = {data1_q[l][1], data1_q[l][0]};
    end

    always_comb begin
      for (int unsigned x = 0; x < NA; x++) begin
        automatic logic [159:0] v = is_atomic ? {96'd0, at_new[x/2]} : {32'd0, acc_wd[x]};
        wr_win[x] = (step_wr && is_write) ? v << {acc_sh[x], 3'b000} : '0;
      end
    end

    // Per bank (a generate block each, so that no loop runs over all banks):
    // the lowest pending access touching the bank gives the row served (an
    // access's window of 5 dwords touches a bank at most once); the writes
    // are the granted sub-accesses of a write step, in increasing access
    // order, so the highest access wins a byte.
    for (genvar b = 0; b < NB; b++) begin : g_bank
      logic [RW-1:0]         row;
      logic [$clog2(NA)-1:0] firstx;
      logic [3:0]            we;
      logic [31:0]           wd;

      always_comb begin
        row    = '0;
        firstx = '0;
        // Downwards: the last match is the lowest access.
        if (step_rd) for (int x = int'(NA) - 1; x >= 0; x--) begin
          for (int unsigned w = 0; w < 5; w++) begin
            if (pend_q[5*x + w] && sub_bank[5*x + w] == BB'(b)) begin
              row    = sub_row[5*x + w];
              firstx = ($clog2(NA))'(x);
            end
          end
        end
      end
      assign bank_row[b]    = row;
      assign bank_firstx[b] = firstx;

      always_comb begin
        we = 4'h0;
        wd = '0;
        if (step_wr && is_write) for (int unsigned x = 0; x < NA; x++) begin
          for (int unsigned w = 0; w < 5; w++) begin
            if (grant[5*x + w] && sub_bank[5*x + w] == BB'(b) &&
                !(drop_last && x / 2 == LANES - 1)) begin
              for (int unsigned k = 0; k < 4; k++) begin
                if (acc_be[x][4*w+k]) begin
                  we[k]        = 1'b1;
                  wd[8*k +: 8] = wr_win[x][32*w+8*k +: 8];
                end
              end
            end
          end
        end
      end
      assign bank_we[b] = we;
      assign bank_wd[b] = wd;
    end
  end else begin : g_ser
    // One access a step: the lowest access with a pending sub-access is
    // served whole (its up to 5 dwords lie in 5 different banks), so the
    // accesses are applied one after the other in lane order and every bank
    // sees at most one sub-access a step (5 consecutive dwords, 5 of the 8
    // banks): the crossbar is 5 dwords wide whatever LANES is, each of its
    // read muxes 8:1, and one atomic ALU serves every lane.
    logic [NA-1:0]  first;       // one-hot: the access served
    logic           s_drop;      // its writes are lost (bug-injected build)
    logic [BB-1:0]  s_bank [5];  // its sub-accesses
    logic [RW-1:0]  s_row  [5];
    logic [4:0]     s_pend;
    logic [19:0]    s_be;
    logic [1:0]     s_sh;
    logic [127:0]   s_wd;
    logic [63:0]    s_d0, s_d1;
    logic [31:0]    s_rd   [5];  // the banks' dwords at its sub-accesses
    logic [159:0]   s_win;       // window bytes to store

    always_comb begin
      logic seen;
      seen   = 1'b0;
      first  = '0;
      s_drop = 1'b0;
      s_pend = '0;
      s_be   = '0;
      s_sh   = '0;
      s_wd   = '0;
      s_d0   = '0;
      s_d1   = '0;
      for (int unsigned w = 0; w < 5; w++) begin
        s_bank[w] = '0;
        s_row[w]  = '0;
      end
      if (step_rd) for (int unsigned x = 0; x < NA; x++) begin
        if (!seen && pend_q[5*x +: 5] != '0) begin
          seen     = 1'b1;
          first[x] = 1'b1;
          s_drop   = drop_last && x / 2 == LANES - 1;
          s_pend   = pend_q[5*x +: 5];
          s_be     = acc_be[x];
          s_sh     = acc_sh[x];
          s_wd     = acc_wd[x];
          s_d0     = {data0_q[x/2][1], data0_q[x/2][0]};
          s_d1     = {data1_q[x/2][1], data1_q[x/2][0]};
          for (int unsigned w = 0; w < 5; w++) begin
            s_bank[w] = sub_bank[5*x+w];
            s_row[w]  = sub_row[5*x+w];
          end
        end
      end
    end

    always_comb begin
      grant = '0;
      if (step_wr) for (int unsigned x = 0; x < NA; x++) begin
        if (first[x]) grant[5*x +: 5] = pend_q[5*x +: 5];
      end
    end

    for (genvar w = 0; w < 5; w++) begin : g_rd
      assign s_rd[w] = bank_q[s_bank[w]];
    end
    for (genvar i = 0; i < NS; i++) begin : g_win
      assign win_d[i] = s_rd[i % 5];
    end

    // The one atomic ALU on the access served.
    always_comb begin
      alu_dws[0] = '0;
      if (alu_en) for (int unsigned w = 0; w < 5; w++) alu_dws[0][w] = s_rd[w];
    end
    assign alu_be[0] = s_be;
    assign alu_sh[0] = s_sh;
    assign alu_d0[0] = s_d0;
    assign alu_d1[0] = s_d1;
    always_comb begin
      logic [159:0] v;
      v     = '0;
      s_win = '0;
      if (step_wr && is_write) begin
        v     = is_atomic ? {96'd0, alu_new[0]} : {32'd0, s_wd};
        s_win = v << {s_sh, 3'b000};
      end
    end

    for (genvar b = 0; b < NB; b++) begin : g_bank
      logic [RW-1:0] row;
      logic [3:0]    we;
      logic [31:0]   wd;
      always_comb begin
        row = '0;
        we  = 4'h0;
        wd  = '0;
        for (int unsigned w = 0; w < 5; w++) begin
          if (s_pend[w] && s_bank[w] == BB'(b)) begin
            row = s_row[w];
            if (step_wr && is_write) begin
              for (int unsigned k = 0; k < 4; k++) begin
                if (s_be[4*w+k]) begin
                  we[k]        = 1'b1;
                  wd[8*k +: 8] = s_win[32*w+8*k +: 8];
                end
              end
            end
          end
        end
        if (s_drop) we = 4'h0;
      end
      assign bank_row[b] = row;
      assign bank_we[b]  = we;
      assign bank_wd[b]  = wd;
    end
  end

  // ------------------------------------------------------------ banks
  logic          dbg_rd;
  assign dbg_rd = dbg_re_i && state_q == S_IDLE && !req_valid_i;
  logic unused_dbg;
  assign unused_dbg = ^dbg_row_i;   // rows beyond the memory fold (only RW bits used)
  for (genvar b = 0; b < 32; b++) begin : g_dbg
    if (b < NB) begin : g_bank
      assign dbg_data_o[b] = bank_q[b];
    end else begin : g_none
      assign dbg_data_o[b] = '0;
    end
  end
  assign dbg_row_dwords_o = 6'(NB);

  // The clearing after reset writes a row of every bank a cycle.
  for (genvar b = 0; b < NB; b++) begin : g_mem
    gcn_lds_bank #(.ROWS(ROWS)) u_bank (
      .clk_i  (clk_i),
      .re_i   (state_q == S_READ || dbg_rd),
      .raddr_i(dbg_rd ? RW'(dbg_row_i) : RW'(bank_row[b]) + base_row),
      .rdata_o(bank_q[b]),
      .we_i   ((state_q == S_INIT) ? 4'hF : bank_we[b]),
      .waddr_i((state_q == S_INIT) ? init_row_q : RW'(bank_row[b]) + base_row),
      .wdata_i((state_q == S_INIT) ? 32'd0 : bank_wd[b])
    );
  end

  // ------------------------------------------------------------ sequencing
  // Packed, so that the write step's loop below may assign them.
  logic [NS-1:0][31:0]    win_q;   // bank dword seen by each served sub-access
  logic [LANES-1:0][63:0] new_q;   // atomic value stored
  logic [31:0]  insn_q, conflict_q;
`ifdef GCN_BUG_INJECT
  always_ff @(posedge clk_i) begin
    if (state_q == S_SETUP) conflict_step_q <= 1'b0;
    else if (state_q == S_WRITE) conflict_step_q <= 1'b1;
  end
`endif

  assign req_ready_o = state_q == S_IDLE;
  assign cleared_o   = state_q != S_INIT;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q    <= S_INIT;
      init_row_q <= '0;
      pend_q     <= '0;
      rsp_q      <= 1'b0;
      insn_q     <= '0;
      conflict_q <= '0;
    end else begin
      rsp_q <= 1'b0;
      unique case (state_q)
        S_INIT: begin
          init_row_q <= init_row_q + RW'(1);
          if (init_row_q == RW'(ROWS - 1)) state_q <= S_IDLE;
        end
        S_IDLE: begin
          if (req_valid_i) begin
            state_q <= S_SETUP;
            insn_q  <= insn_q + 32'd1;
          end
        end
        S_SETUP: begin
          pend_q  <= sub_touch_d;
          state_q <= S_READ;
        end
        S_READ: state_q <= is_atomic ? S_ALU : S_WRITE;
        S_ALU: begin
          if (&alu_done) state_q <= S_WRITE;
        end
        S_WRITE: begin
          pend_q <= pend_q & ~grant;
          if ((pend_q & ~grant) == '0) begin
            state_q <= S_IDLE;
            rsp_q   <= 1'b1;
          end else begin
            state_q    <= S_READ;
            conflict_q <= conflict_q + 32'd1;
          end
        end
        default: state_q <= S_INIT;
      endcase
    end
  end

  // Request and result registers (no reset needed: qualified by the state).
  always_ff @(posedge clk_i) begin
    if (state_q == S_IDLE && req_valid_i) begin
      uop_q    <= uop_i;
      mask_q   <= lane_mask_i;
      addr_q   <= addr_i;
      offset_q <= offset_i;
      lim_q    <= lim_in;
      base_q   <= base_i[RW+BB+1:BB+2];
      data0_q  <= data0_i;
      data1_q  <= data1_i;
      vdst_q   <= vdst_i;
    end
  end

  // What a write step served: one block under the state test, so that the
  // other cycles cost a simulator one compare.
  always_ff @(posedge clk_i) begin
    if (state_q == S_WRITE) begin
      for (int unsigned i = 0; i < NS; i++)
        if (grant[i]) win_q[i] <= win_d[i];
      for (int unsigned l = 0; l < LANES; l++)
        if (|grant[10*l +: 5]) new_q[l] <= at_new[l];
    end
  end

  assign rsp_valid_o     = rsp_q;
  assign perf_ds_insn_o  = insn_q;
  assign perf_conflict_o = conflict_q;

  // ------------------------------------------------------------ results
  always_comb begin
    // Working values of one lane (block-level: assigned on every path).
    logic [127:0] r0;
    logic [63:0]  r1;
    logic [31:0]  v;
    int unsigned  x;
    logic [4:0][31:0] dws;
    // The top dword of the shifted window is beyond any element.
    /* verilator lint_off UNUSEDSIGNAL */
    logic [159:0] sh;
    /* verilator lint_on UNUSEDSIGNAL */
    r0 = '0; r1 = '0; v = '0; x = 0; dws = '0; sh = '0;
    // Cleared per lane: a whole-port '0 is over 8k bits at LANES = 64.
    wr_lanes_o = '0;
    for (int unsigned l = 0; l < LANES; l++) begin
      rdata_o[l] = '0;
      for (int unsigned s = 0; s < 2; s++) begin
        wr_addr_o[s][l] = '0;
        wr_mask_o[s][l] = '0;
        wr_data_o[s][l] = '0;
      end
    end
    if (rsp_q) for (int unsigned l = 0; l < LANES; l++) begin
      for (int unsigned s = 0; s < 2; s++) begin
        x = 2 * l + s;
        for (int unsigned w = 0; w < 5; w++) dws[w] = win_q[5*x+w];
        sh = window_bytes(dws, acc_be[x], acc_sh[x]);
        if (s == 0) r0 = sh[127:0];
        else        r1 = sh[63:0];
        // The write record of this access.
        wr_lanes_o[s][l] = is_write && acc_mask[x] != '0;
        wr_addr_o[s][l]  = acc_addr[x][31:0];
        wr_mask_o[s][l]  = acc_mask[x];
        wr_data_o[s][l]  = is_atomic ? {64'd0, new_q[l] & ((nbytes == 5'd8) ? 64'hFFFF_FFFF_FFFF_FFFF
                                                                         : 64'h0000_0000_FFFF_FFFF)}
                                     : acc_wd[x];
      end
      // Returned data.
      v = r0[31:0];
      if (uop_q.sign) begin
        if (nbytes == 5'd1) v = {{24{r0[7]}}, r0[7:0]};
        else                v = {{16{r0[15]}}, r0[15:0]};
      end
      if (uop_q.d16) v = uop_q.hi ? {v[15:0], vdst_q[l][15:0]} : {vdst_q[l][31:16], v[15:0]};
      unique case (uop_q.kind)
        LDS_READ:    rdata_o[l] = (nbytes < 5'd4) ? {96'd0, v} : r0;
        LDS_ATOMIC:  rdata_o[l] = (nbytes == 5'd8) ? {64'd0, r0[63:0]} : {96'd0, r0[31:0]};
        LDS_READ2, LDS_WRXCHG2:
                     rdata_o[l] = (nbytes == 5'd8) ? {r1[63:0], r0[63:0]} : {64'd0, r1[31:0], r0[31:0]};
        default:     rdata_o[l] = '0;
      endcase
      if (!mask_q[l]) rdata_o[l] = '0;
    end
  end

endmodule
