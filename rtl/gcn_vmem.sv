// Vector memory unit: FLAT and GLOBAL loads, stores and atomics, SCRATCH
// loads and stores, and MUBUF loads, stores and atomics of a 64-lane wave
// (Vega ISA "Flat Memory Instructions", "Global", "Scratch", "Buffer
// Addressing", "Range Checking", "Swizzled Buffer Addressing").
// Semantics as the golden model's exec_vmem (golden/vmem.cpp);
// docs/design.md, "Vector memory".
//
// Issue (while the compute unit holds go_i): the unit walks the active lanes
// in lane order. For each it reads ADDR and DATA of the lane's pass through
// the VGPR port and sends its requests on the memory port: the lane, the kind
// (MemOpKind numbering: 15 load, 0 store, 1..13 atomics, 14 none), the byte
// address, the size and the store bytes or atomic operand.
// - GLOBAL: one request a lane, at the VGPR pair + OFFSET, or the SGPR pair +
//   the 32-bit VGPR + OFFSET with SADDR (OFFSET signed, 13 bits).
// - FLAT: the lane's address is the VGPR pair + OFFSET (12 bits, unsigned).
//   Its upper 32 bits pick the aperture (docs/design.md): the private one
//   (0x20000) makes the low 32 bits a private offset o, accessed as SCRATCH
//   below; the shared one (0x10000) makes them an LDS byte address: the lane
//   goes to the LDS unit through gcn_ds's lane port (lds_*), and once its
//   reply is in, a kind-14 request at the aperture address holds its place
//   among the memory replies (its data, for a load or an atomic with GLC, is
//   kept per lane in lbuf_q and replaces the zeros of that reply); any other
//   address is global memory, one request. An atomic in the private aperture
//   is not executed here: its request goes out at the aperture address
//   itself, which no memory maps, so the testbench reports it by name.
// - SCRATCH: the lane's private offset o (the VGPR, or the SGPR with SADDR,
//   + OFFSET, modulo 2^32); byte o lives at FLAT_SCRATCH + (o & ~3) * 64 +
//   4 * lane + o % 4, so one request per dword element the access touches
//   (a misaligned dword is two), each of the bytes up to the element's end.
//   A piece not wholly below the lane's private size (scratch_bytes_i) goes
//   out as kind 14, like a dropped MUBUF component.
// - MUBUF: one request per dword component (one for a narrower access or an
//   atomic), at V# base + SOFFSET + the buffer offset of (index, offset + 4k)
//   (swizzled or linear), the two LSBs cleared for a dword or larger. A
//   component the range check drops (raw: offset + 4k >= num_records;
//   structured: index >= num_records; private: never) goes out as kind 14:
//   the memory does nothing and answers zero data, so a load reads 0 and the
//   replies keep request order. bad_rsrc_o names a V# whose kind (with
//   IDXEN) has no range check in the text: the instruction is illegal.
// When the last request is out (at once with EXEC = 0) done_o rises and the
// instruction retires; it then takes an entry of the in-order return queue.
//
// Return: memory replies come back in request order (the vector memory
// counter's contract: Vega "Data Dependency Resolution", vector memory loads
// return in the order they were issued), one per request, with the lane it
// named. A reply for a load or an atomic with GLC is extended (byte and
// short, zero or sign) and written to VDST of that lane through the VGPR
// port, and shows on the return trace (ret_*); a D16 load's reply fills one
// half, the other half read from VDST through the port's read side in the
// same cycle. When the head entry has all
// its replies it leaves the queue: ret_last_o, and the wave's VM_CNT goes
// down (vm_dec_o). Replies are taken only while the VGPR port is free
// (port_free_i: no VALU or DS instruction uses it) and not while this unit
// issues, so a reply may wait: the memory holds it (rsp_ready_o low). A
// MUBUF load's reply carries one component k: it is written to VDATA + k, and
// ret_dws_o marks dword k of ret_data_o (a GLOBAL reply: dwords 0..count-1).
// A SCRATCH load's replies (and those of a FLAT load's private lanes) are
// gathered per lane and written when its last piece lands; which lanes come
// in pieces (prv_q) and where a lane's first piece starts within its dword
// (mis_q) are kept for one instruction, so the next SCRATCH or FLAT load
// waits to issue until the queue holds none.
module gcn_vmem
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
  import gcn_lds_pkg::*;
#(
  parameter int unsigned NUM_WAVES = 4,
  localparam int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1,
  parameter int unsigned LANES     = 16,
  parameter int unsigned QUEUE     = 4,    // instructions with replies outstanding, at most
  localparam int unsigned PASSES   = 64 / LANES,
  localparam int unsigned PW       = (PASSES > 1) ? $clog2(PASSES) : 1,
  localparam int unsigned QW       = (QUEUE > 1) ? $clog2(QUEUE) : 1,
  localparam int unsigned LW       = (LANES > 1) ? $clog2(LANES) : 1,
  localparam int unsigned LSH      = $clog2(LANES),  // lane >> LSH is its pass
  // The VGPR-port request of gcn_cu (sized by WW, PW and LANES).
  parameter type vport_req_t        = logic
) (
  input  logic                              clk_i,
  input  logic                              rst_ni,

  // The instruction (held by the compute unit until it retires).
  input  logic                              go_i,
  input  logic [WW-1:0]                     wave_i,
  input  op_e                               op_i,
  input  logic [31:0]                       w0_i,      // {.., GLC [16], .., OFFSET [12:0]}
  input  logic [31:0]                       w1_i,      // {VDST, SADDR, DATA, ADDR}
  input  logic [63:0]                       exec_i,
  input  logic [63:0]                       saddr_i,   // SGPR pair named by SADDR
  input  logic [3:0][31:0]                  rsrc_i,    // MUBUF: the V# (SGPRs SRSRC*4 ..+3)
  input  logic [31:0]                       soffset_i, // MUBUF: the SOFFSET operand
  input  logic [63:0]                       scratch_base_i,  // SCRATCH: FLAT_SCRATCH
  input  logic [31:0]                       scratch_bytes_i, // SCRATCH: private bytes per lane
  output logic                              bad_rsrc_o,
  output logic                              done_o,
  output logic                              deferred_o,   // VDST is written later (load, atomic + GLC)
  input  logic                              retire_i,
  input  logic [63:0]                       order_i,

  // VGPR file access (shared with gcn_ds through gcn_valu's external port):
  // the write fields of vport_o carry a reply's data (its read fields are
  // zero); vport_rd_o holds the reads, from this unit's state only, made
  // while it issues (vport_rd_use_o), never in a reply's cycle. vport_use_o:
  // the unit reads or writes this cycle. A D16 reply reads the one dword of
  // VDST it merges into through the VGPR file's word port (rsp_vgpr_*), a
  // port of its own: its address follows the reply (inputs), and the operand
  // reads, which feed the vector ALU, must not (gcn_vgpr_bank). The word
  // port also serves debug reads: while rsp_vgpr_busy_i, a D16 reply waits.
  output vport_req_t                        vport_o,
  output logic                              vport_use_o,
  output vport_req_t                        vport_rd_o,
  output logic                              vport_rd_use_o,
  input  logic [2:0][3:0][LANES-1:0][31:0]  vrd_data_i,
  output logic [WW-1:0]                     rsp_vgpr_wave_o,
  output logic [7:0]                        rsp_vgpr_reg_o,
  output logic [5:0]                        rsp_vgpr_lane_o,
  input  logic [31:0]                       rsp_vgpr_data_i,
  input  logic                              rsp_vgpr_busy_i,
  input  logic                              port_free_i,

  // Memory request port: one lane's access per beat.
  output logic                              req_valid_o,
  input  logic                              req_ready_i,
  output logic [3:0]                        req_kind_o,
  output logic [63:0]                       req_addr_o,
  output logic [4:0]                        req_bytes_o,
  output logic [5:0]                        req_lane_o,
  output logic [127:0]                      req_data_o,
  output logic [WW-1:0]                     req_wave_o,

  // Memory replies, in request order.
  input  logic                              rsp_valid_i,
  output logic                              rsp_ready_o,
  input  logic [5:0]                        rsp_lane_i,
  input  logic [127:0]                      rsp_data_i,

  // FLAT lanes in the shared aperture, one at a time, to the LDS (gcn_ds).
  output logic                              lds_req_o,
  input  logic                              lds_ready_i,
  output lds_lane_req_t                     lds_o,
  input  logic                              lds_rsp_i,
  input  logic [127:0]                      lds_rdata_i,

  // Return trace: a reply written to VDST (ret_we_o) and/or the head
  // instruction complete (ret_last_o).
  output logic                              ret_valid_o,
  output logic                              ret_we_o,
  output logic                              ret_last_o,
  output logic                              ret_returns_o,  // the instruction writes VDST
  output logic [63:0]                       ret_order_o,
  output logic [WW-1:0]                     ret_wave_o,
  output logic [7:0]                        ret_reg_o,
  output logic [2:0]                        ret_count_o,
  output logic [5:0]                        ret_lane_o,
  output logic [3:0][31:0]                  ret_data_o,
  output logic [3:0]                        ret_dws_o,      // dwords of ret_data_o written

  output logic                              vm_dec_o,
  output logic [WW-1:0]                     vm_dec_wave_o,
  output logic                              lgkm_dec_o,     // a FLAT instruction (LGKM_CNT too)
  output logic                              busy_o,         // issuing, or replies outstanding
  output logic [31:0]                       perf_req_o      // lane requests sent
);

  typedef enum logic [1:0] {S_IDLE, S_ISSUE, S_DONE} state_e;
  state_e     state_q;
  logic [5:0] lane_q;   // lane being issued
  logic [1:0] comp_q;   // its dword component (MUBUF)
  logic [4:0] byte_q;   // first byte of its piece (SCRATCH)
  logic [8:0] sent_q;   // requests sent for the instruction

  // ---------------------------------------------------------------- decode
  vm_kind_e   vkind;
  logic [4:0] vbytes;
  logic [2:0] vmods;
  logic       is_load, is_atomic, is_buf, is_scr, is_flat, glc, has_saddr, returns;
  logic       offen, idxen;
  logic [1:0] last_comp;  // components a lane - 1
  logic [4:0] req_bytes;
  logic [7:0] r_addr, r_data, r_vdst;
  logic [63:0] offset;
  always_comb begin
    vkind     = op_vm_kind(op_i);
    vbytes    = op_vm_bytes(op_i);
    vmods     = op_vm_mods(op_i);
    is_load   = vkind == VMK_LOAD;
    is_atomic = vkind == VMK_ATOMIC;
    is_buf    = op_format(op_i) == FMT_MUBUF;
    is_scr    = op_format(op_i) == FMT_SCRATCH;
    is_flat   = op_format(op_i) == FMT_FLAT;
    // MUBUF: OFFSET [11:0], OFFEN [12], IDXEN [13], GLC [14]; VADDR, VDATA,
    // SRSRC, SOFFSET. FLAT encodings: OFFSET [12:0], GLC [16]; ADDR, DATA,
    // SADDR, VDST.
    glc       = is_buf ? w0_i[14] : w0_i[16];
    offen     = is_buf && w0_i[12];
    idxen     = is_buf && w0_i[13];
    returns   = is_load || (is_atomic && glc);
    r_addr    = w1_i[7:0];
    r_data    = w1_i[15:8];
    r_vdst    = is_buf ? w1_i[15:8] : w1_i[31:24];
    has_saddr = !is_buf && !is_flat && w1_i[22:16] != 7'h7f;  // FLAT's SADDR field is 0
    offset    = (is_buf || is_flat) ? {52'd0, w0_i[11:0]} : {{51{w0_i[12]}}, w0_i[12:0]};
    last_comp = (is_buf && !is_atomic && vbytes >= 5'd4) ? 2'(vbytes[4:2] - 3'd1) : 2'd0;
    req_bytes = (is_buf && !is_atomic && vbytes >= 5'd4) ? 5'd4 : vbytes;
  end

  // ---------------------------------------------------------------- V#
  // Vega "Buffer Resource": base [47:0], stride [61:48] (with add_tid,
  // [114:111] are stride [17:14]), swizzle [63], num_records [95:64],
  // element size 2 << [116:115], index stride 8 << [118:117], add_tid [119].
  logic [63:0] b_base;
  logic [17:0] b_stride;
  logic        b_swizzle, b_tid;
  logic [31:0] b_records;
  logic [2:0]  es_log, is_log;   // log2 of the element size and index stride
  logic        k_private, k_raw, k_struct;
  always_comb begin
    b_base    = {16'd0, rsrc_i[1][15:0], rsrc_i[0]};
    b_tid     = rsrc_i[3][23];
    b_stride  = {b_tid ? rsrc_i[3][18:15] : 4'd0, rsrc_i[1][29:16]};
    b_swizzle = rsrc_i[1][31];
    b_records = rsrc_i[2];
    es_log    = 3'd1 + {1'b0, rsrc_i[3][20:19]};
    is_log    = 3'd3 + {1'b0, rsrc_i[3][22:21]};
    // The text's three buffer kinds, by their range check.
    k_private = b_tid && !idxen;
    k_raw     = !b_tid && !b_swizzle && !idxen;
    k_struct  = !b_tid && rsrc_i[1][29:16] != 14'd0 && idxen;
  end
  assign bad_rsrc_o = is_buf && !(k_private || k_raw || k_struct);

  // Bytes of a SCRATCH piece that starts at byte `lo` of its dword with
  // `left` bytes of the access to go: up to the dword's end.
  function automatic logic [4:0] piece_bytes(input logic [1:0] lo, input logic [4:0] left);
    logic [4:0] room;
    room = 5'd4 - {3'd0, lo};
    piece_bytes = (room < left) ? room : left;
  endfunction

  // First active lane at or after `from` (64 = none).
  function automatic logic [6:0] next_lane(input logic [63:0] mask, input logic [6:0] from);
    logic [6:0] r;
    r = 7'd64;
    for (int l = 63; l >= 0; l--) if (mask[l] && 7'(l) >= from) r = 7'(l);
    next_lane = r;
  endfunction

  // ---------------------------------------------------------------- return queue
  logic [QUEUE-1:0]           q_valid;
  logic [QUEUE-1:0][WW-1:0]   q_wave;
  logic [QUEUE-1:0][63:0]     q_order;
  logic [QUEUE-1:0][7:0]      q_reg;
  logic [QUEUE-1:0][2:0]      q_count;
  logic [QUEUE-1:0]           q_returns;
  logic [QUEUE-1:0][4:0]      q_bytes;
  logic [QUEUE-1:0]           q_sign;
  logic [QUEUE-1:0]           q_d16, q_hi;  // a D16 load: half of VDST, which half
  logic [QUEUE-1:0]           q_scr;      // a SCRATCH load: a lane's replies are pieces
  logic [QUEUE-1:0]           q_lgkm;     // counted by LGKM_CNT as well (FLAT)
  logic [QUEUE-1:0][1:0]      q_last_comp;
  logic [QUEUE-1:0][8:0]      q_rem;      // replies still to come
  logic [QW-1:0]              head_q, tail_q;
  logic [1:0]                 head_comp_q;  // component of the head's next reply
  logic                       full, head_valid, take, complete, scr_wait;

  assign full       = q_valid[tail_q];
  assign head_valid = q_valid[head_q];
  // Which lanes of the SCRATCH or FLAT load in the queue come in pieces, and
  // their byte offsets within their dwords (prv_q, mis_q), are kept for one
  // instruction: the next waits until it is done.
  assign scr_wait   = (q_valid & q_scr) != '0;

  // ---------------------------------------------------------------- issue
  logic [LW-1:0] pass_lane;  // lane within its pass
  logic [PW-1:0] pass;
  logic [63:0] lane_addr;
  logic [3:0][31:0] lane_data;
  logic [6:0]  first, after;
  logic [31:0] dword0, v0, v1;
  logic [63:0] index, boff, offk, mul_a, prod, swz, lin, emask, imask;
  logic        in_range;
  logic [63:0] flat_a;
  logic        lane_scr;  // this lane's access is private: pieces
  logic        lane_shr;  // this lane's access is to the LDS
  logic [31:0] scr_off;
  logic [32:0] scr_pos;
  logic [4:0]  scr_n;
  logic        scr_in;
  logic [63:0] scr_addr;
  always_comb begin
    pass      = PW'(lane_q >> LSH);
    pass_lane = LW'(lane_q & 6'(LANES - 1));
    v0        = vrd_data_i[0][0][pass_lane];
    v1        = vrd_data_i[0][1][pass_lane];

    // MUBUF: index and offset, then the buffer offset of component comp_q.
    index = {32'd0, idxen ? v0 : 32'd0} + {58'd0, b_tid ? lane_q : 6'd0};
    boff  = {32'd0, !offen ? 32'd0 : idxen ? v1 : v0} + offset;
    offk  = boff + {60'd0, comp_q, 2'b00};
    emask = (64'd1 << es_log) - 64'd1;
    imask = (64'd1 << is_log) - 64'd1;
    mul_a = b_swizzle ? (index >> is_log) : index;
    prod  = mul_a * {46'd0, b_stride};
    swz   = ((prod + (offk & ~emask)) << is_log) + ((index & imask) << es_log) + (offk & emask);
    lin   = prod + offk;
    in_range = k_private || (k_raw && offk < {32'd0, b_records}) ||
               (k_struct && index < {32'd0, b_records});

    // SCRATCH: the lane's private offset (the SGPR or the VGPR plus the
    // signed OFFSET, modulo 2^32); the piece from byte byte_q of the access
    // runs to the end of its dword element, at FLAT_SCRATCH + the swizzled
    // offset (element * 256 + lane * 4 + byte), and is dropped unless all of
    // it lies below the lane's private size.
    // FLAT: the aperture of the lane's address; a private lane's offset is
    // its low 32 bits (an atomic there is not executed: see above).
    flat_a   = {v1, v0} + offset;
    lane_scr = is_scr || (is_flat && !is_atomic && flat_a[63:32] == gcn_isa_pkg::PRIVATE_APERTURE_HI);
    lane_shr = is_flat && flat_a[63:32] == gcn_isa_pkg::SHARED_APERTURE_HI;
    scr_off  = is_flat ? flat_a[31:0] : (has_saddr ? saddr_i[31:0] : v0) + offset[31:0];
    scr_pos  = {1'b0, scr_off} + {28'd0, byte_q};
    scr_n    = piece_bytes(scr_pos[1:0], vbytes - byte_q);
    scr_in   = ({1'b0, scr_pos} + {29'd0, scr_n}) <= {2'b00, scratch_bytes_i};
    scr_addr = scratch_base_i + {25'd0, scr_pos[32:2], 8'd0} + {56'd0, lane_q, 2'b00} +
               {62'd0, scr_pos[1:0]};

    if (is_buf) begin
      lane_addr = b_base + {32'd0, soffset_i} + (b_swizzle ? swz : lin);
      if (vbytes >= 5'd4) lane_addr[1:0] = 2'b00;
    end else if (lane_scr) begin
      lane_addr = scr_addr;
    end else if (is_flat) begin
      lane_addr = flat_a;
    end else begin
      lane_addr = has_saddr ? saddr_i + {32'd0, v0} : {v1, v0};
      lane_addr = lane_addr + offset;
    end

    dword0    = vrd_data_i[1][0][pass_lane];
    lane_data = '0;
    if (is_atomic) begin
      for (int d = 0; d < 4; d++)
        if (3'(d) < op_vm_data_dw(op_i)) lane_data[d] = vrd_data_i[1][d][pass_lane];
    end else if (vbytes == 5'd1) begin
      lane_data[0] = {24'd0, vmods[2] ? dword0[23:16] : dword0[7:0]};
    end else if (vbytes == 5'd2) begin
      lane_data[0] = {16'd0, vmods[2] ? dword0[31:16] : dword0[15:0]};
    end else if (is_buf) begin
      lane_data[0] = vrd_data_i[1][comp_q][pass_lane];
    end else begin
      for (int d = 0; d < 4; d++)
        if (5'(4 * d) < vbytes) lane_data[d] = vrd_data_i[1][d][pass_lane];
    end
    if (lane_scr) lane_data = lane_data >> {byte_q, 3'b000};  // the piece's bytes
    first = next_lane(exec_i, 7'd0);
    after = next_lane(exec_i, {1'b0, lane_q} + 7'd1);
  end

  // A shared lane: its LDS access (lreq_q: accepted, ldone_q: replied),
  // then its placeholder request.
  logic lreq_q, ldone_q, req_go;
  assign req_valid_o = state_q == S_ISSUE && (!lane_shr || ldone_q);
  assign req_go      = req_valid_o && req_ready_i;
  assign req_kind_o  = ((is_buf && !in_range) || (lane_scr && !scr_in) || lane_shr) ? MEM_KIND_NONE
                                                                                  : op_mem_kind(op_i);
  assign req_addr_o  = lane_addr;
  assign req_bytes_o = lane_scr ? scr_n : req_bytes;
  assign req_lane_o  = lane_q;
  assign req_data_o  = lane_data;
  assign req_wave_o  = wave_i;

  logic [31:0] perf_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q <= S_IDLE;
      lane_q  <= '0;
      comp_q  <= '0;
      byte_q  <= '0;
      sent_q  <= '0;
      perf_q  <= '0;
    end else begin
      unique case (state_q)
        S_IDLE: if (go_i && !full && !((is_scr || is_flat) && returns && scr_wait)) begin
          lane_q  <= first[5:0];
          comp_q  <= '0;
          byte_q  <= '0;
          sent_q  <= '0;
          state_q <= first[6] ? S_DONE : S_ISSUE;
        end
        S_ISSUE: if (req_go) begin
          perf_q <= perf_q + 32'd1;
          sent_q <= sent_q + 9'd1;
          if (lane_scr && byte_q + scr_n != vbytes) begin
            byte_q <= byte_q + scr_n;
          end else if (!lane_scr && comp_q != last_comp) begin
            comp_q <= comp_q + 2'd1;
          end else begin
            comp_q <= '0;
            byte_q <= '0;
            lane_q <= after[5:0];
            if (after[6]) state_q <= S_DONE;
          end
        end
        S_DONE: if (retire_i) state_q <= S_IDLE;
        default: state_q <= S_IDLE;
      endcase
    end
  end

  // A SCRATCH or FLAT instruction with returned data, at each lane's first
  // piece: whether the lane is private (its replies are pieces) and where in
  // its dword that piece starts (stores return nothing and leave both alone).
  logic [63:0][1:0] mis_q;
  logic [63:0]      prv_q;
  logic [63:0]      shr_q;   // the lane went to the LDS: its data is in lbuf_q
  always_ff @(posedge clk_i) begin
    if (req_go && (is_scr || is_flat) && returns && byte_q == 5'd0) begin
      mis_q[lane_q] <= lane_scr ? scr_pos[1:0] : 2'd0;
      prv_q[lane_q] <= lane_scr;
      shr_q[lane_q] <= lane_shr;
    end
  end

  // ---------------------------------------------------------------- LDS lanes
  // The LDS micro-op of the FLAT row: the access size and the atomic; the
  // store bytes (lane_data: _D16_HI's upper bytes already taken) and the
  // load's extension stay with this unit. CMPSWAP's DATA is {cmp, src}
  // (src = DATA[0], cmp = DATA[1]; _X2 two dwords each), the LDS's CMPST
  // takes cmp as DATA0 and src as DATA1.
  logic x2;
  assign x2 = vbytes == 5'd8;
  always_comb begin
    lds_o            = '0;
    lds_o.uop.kind   = is_load ? LDS_READ : is_atomic ? LDS_ATOMIC : LDS_WRITE;
    lds_o.uop.bytes  = vbytes;
    lds_o.uop.atomic = op_vm_atomic(op_i);
    lds_o.lane       = lane_q;
    lds_o.addr       = flat_a[31:0];
    lds_o.data0      = lane_data;
    if (is_atomic && lds_o.uop.atomic == gcn_lds_atomic_pkg::LDS_AT_CMPST) begin
      lds_o.data0 = x2 ? {64'd0, lane_data[3], lane_data[2]} : {96'd0, lane_data[1]};
      lds_o.data1 = x2 ? {lane_data[1], lane_data[0]} : {32'd0, lane_data[0]};
    end
  end
  assign lds_req_o = state_q == S_ISSUE && lane_shr && !lreq_q && !ldone_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      lreq_q  <= 1'b0;
      ldone_q <= 1'b0;
    end else if (req_go) begin
      lreq_q  <= 1'b0;
      ldone_q <= 1'b0;
    end else begin
      if (lds_req_o && lds_ready_i) lreq_q <= 1'b1;
      if (lreq_q && lds_rsp_i) begin
        lreq_q  <= 1'b0;
        ldone_q <= 1'b1;
      end
    end
  end

  // The LDS data of each shared lane of the one queued instruction with
  // returned data (its memory reply brings zeros). No reset: a lane's entry
  // is read only after it has been written, so it maps onto a memory.
  logic [127:0] lbuf_q [64];
  always_ff @(posedge clk_i) begin
    if (lreq_q && lds_rsp_i && returns) lbuf_q[lane_q] <= lds_rdata_i;
  end

  assign done_o     = go_i && state_q == S_DONE;
  assign deferred_o = returns;
  assign perf_req_o = perf_q;

  // ---------------------------------------------------------------- replies
  // The head entry takes a reply, or, with none to come, completes alone.
  assign rsp_ready_o = port_free_i && state_q != S_ISSUE && head_valid && q_rem[head_q] != 9'd0 &&
                       !(rsp_vgpr_busy_i && q_d16[head_q]);
  assign take        = rsp_valid_i && rsp_ready_o;
  assign complete    = head_valid && ((take && q_rem[head_q] == 9'd1) ||
                                      (q_rem[head_q] == 9'd0 && port_free_i && state_q != S_ISSUE));

  logic [LW-1:0] rl;  // the reply's lane within its pass
  assign rl = LW'(rsp_lane_i & 6'(LANES - 1));

  // A SCRATCH load's lane arrives in pieces (its requests, in order): each
  // reply carries the piece's bytes at the bottom and is gathered in acc_q
  // at byte rk_q of the access; the last piece completes the lane (r_done),
  // which is then written as one reply. Other replies are complete lanes.
  logic [4:0]   rk_q;
  logic [127:0] acc_q;
  logic [1:0]   r_mis;
  logic [4:0]   r_n;
  logic [31:0]  r_piece;
  logic         r_done, r_pieces;
  logic [127:0] r_val;  // the lane's data as returned
  always_comb begin
    r_pieces = q_scr[head_q] && prv_q[rsp_lane_i];
    r_mis  = (rk_q == 5'd0) ? mis_q[rsp_lane_i] : 2'd0;
    r_n    = piece_bytes(r_mis, q_bytes[head_q] - rk_q);
    r_done = !r_pieces || (rk_q + r_n == q_bytes[head_q]);
    r_piece = '0;
    for (int b = 0; b < 4; b++)
      if (5'(b) < r_n) r_piece[8*b +: 8] = rsp_data_i[8*b +: 8];
    r_val = r_pieces ? (acc_q | ({96'd0, r_piece} << {rk_q, 3'b000})) :
            (q_scr[head_q] && shr_q[rsp_lane_i]) ? lbuf_q[rsp_lane_i] : rsp_data_i;
  end

  logic [63:0] pre;  // the reply, extended
  logic        sext;
  always_comb begin
    sext = q_sign[head_q];
`ifdef GCN_BUG_INJECT
    // Injected bug (the bug-injection build cosim-bug-vmem-sext): SBYTE and
    // SSHORT loads are zero-extended.
    if (gcn_bug_pkg::vmem_sext) sext = 1'b0;
`endif
    pre = r_val[63:0];
    if (q_bytes[head_q] == 5'd1) pre = sext ? {{56{r_val[7]}}, r_val[7:0]}
                                            : {56'd0, r_val[7:0]};
    if (q_bytes[head_q] == 5'd2) pre = sext ? {{48{r_val[15]}}, r_val[15:0]}
                                            : {48'd0, r_val[15:0]};
    // A D16 load writes 16 bits (a byte extended to 16) into one half of
    // VDST and keeps the other half, read from VDST as the reply lands
    // (the reply port; the read returns the value before this cycle's write).
    if (q_d16[head_q])
      pre = {32'd0, q_hi[head_q] ? {pre[15:0], rsp_vgpr_data_i[15:0]}
                                 : {rsp_vgpr_data_i[31:16], pre[15:0]}};
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      q_valid <= '0;
      q_wave  <= '0;
      q_order <= '0;
      q_reg   <= '0;
      q_count <= '0;
      q_returns <= '0;
      q_bytes <= '0;
      q_sign  <= '0;
      q_d16   <= '0;
      q_hi    <= '0;
      q_scr   <= '0;
      q_lgkm  <= '0;
      q_last_comp <= '0;
      q_rem   <= '0;
      head_q  <= '0;
      tail_q  <= '0;
      head_comp_q <= '0;
      rk_q    <= '0;
      acc_q   <= '0;
    end else begin
      if (take && r_pieces) begin
        rk_q  <= r_done ? 5'd0 : rk_q + r_n;
        acc_q <= r_done ? '0 : r_val;
      end
      if (take) begin
        q_rem[head_q] <= q_rem[head_q] - 9'd1;
        head_comp_q   <= (head_comp_q == q_last_comp[head_q]) ? 2'd0 : head_comp_q + 2'd1;
      end
      if (complete) begin
        q_valid[head_q] <= 1'b0;
        head_q          <= QW'((32'(head_q) + 1) % QUEUE);
        head_comp_q     <= '0;
      end
      if (state_q == S_DONE && retire_i) begin
        q_valid[tail_q]     <= 1'b1;
        q_wave[tail_q]      <= wave_i;
        q_order[tail_q]     <= order_i;
        q_reg[tail_q]       <= r_vdst;
        q_count[tail_q]     <= 3'(op_dst_dw(op_i));
        q_returns[tail_q]   <= returns;
        q_bytes[tail_q]     <= req_bytes;
        q_sign[tail_q]      <= vmods[0];
        q_d16[tail_q]       <= is_load && vmods[1];
        q_hi[tail_q]        <= vmods[2];
        q_scr[tail_q]       <= (is_scr || is_flat) && returns;
        q_lgkm[tail_q]      <= op_lgkm_inc(op_i) != 2'd0;
        q_last_comp[tail_q] <= last_comp;
        q_rem[tail_q]       <= sent_q;  // a reply per request
        tail_q              <= QW'((32'(tail_q) + 1) % QUEUE);
      end
    end
  end

  // ---------------------------------------------------------------- VGPR port
  // A component reply (MUBUF, more than one a lane) writes one dword.
  logic          comp_reply;
  assign comp_reply = q_last_comp[head_q] != 2'd0;
  always_comb begin
    /* verilator lint_off WIDTHCONCAT */  // the port carries 4 dwords x LANES of write data
    vport_o           = '0;
    /* verilator lint_on WIDTHCONCAT */
    vport_o.wave      = q_wave[head_q];  // a reply's wave (reads: vport_rd_o)
    vport_o.wr_en     = take && q_returns[head_q] && r_done;
    vport_o.wr_pass   = PW'(rsp_lane_i >> LSH);
    vport_o.wr_reg    = comp_reply ? q_reg[head_q] + 8'(head_comp_q) : q_reg[head_q];
    vport_o.wr_count  = comp_reply ? 3'd1 : q_count[head_q];
    vport_o.wr_mask[rl] = 1'b1;
    vport_o.wr_data[0][rl] = pre[31:0];
    vport_o.wr_data[1][rl] = pre[63:32];
    vport_o.wr_data[2][rl] = r_val[95:64];
    vport_o.wr_data[3][rl] = r_val[127:96];
  end
  assign vport_use_o = state_q == S_ISSUE || take;
  always_comb begin
    /* verilator lint_off WIDTHCONCAT */
    vport_rd_o         = '0;
    /* verilator lint_on WIDTHCONCAT */
    if (state_q == S_ISSUE) begin
      vport_rd_o.wave    = wave_i;
      vport_rd_o.rd_pass = pass;
      vport_rd_o.rd_reg  = {r_addr, r_data, r_addr};
    end
  end
  assign vport_rd_use_o = state_q == S_ISSUE;
  // A reply's lane of VDST, read whatever the reply (used by a D16 one).
  assign rsp_vgpr_wave_o = q_wave[head_q];
  assign rsp_vgpr_reg_o  = q_reg[head_q];
  assign rsp_vgpr_lane_o = rsp_lane_i;

  // ---------------------------------------------------------------- trace, counters
  assign ret_valid_o   = take || complete;
  assign ret_we_o      = take && q_returns[head_q] && r_done;
  assign ret_last_o    = complete;
  assign ret_returns_o = q_returns[head_q];
  assign ret_order_o   = q_order[head_q];
  assign ret_wave_o    = q_wave[head_q];
  assign ret_reg_o     = q_reg[head_q];
  assign ret_count_o   = q_count[head_q];
  assign ret_lane_o    = rsp_lane_i;
  always_comb begin
    ret_data_o = {r_val[127:64], pre};
    ret_dws_o  = 4'((5'd1 << q_count[head_q]) - 5'd1);
    if (comp_reply) begin
      ret_data_o              = '0;
      ret_data_o[head_comp_q] = pre[31:0];
      ret_dws_o               = 4'd1 << head_comp_q;
    end
  end

  assign vm_dec_o      = complete;
  assign vm_dec_wave_o = q_wave[head_q];
  assign lgkm_dec_o    = complete && q_lgkm[head_q];
  assign busy_o        = state_q != S_IDLE || q_valid != '0;

  // Fields this unit does not look at.
  logic unused;
  assign unused = ^{w0_i[31:17], w0_i[15], w1_i[23], vrd_data_i[2], vrd_data_i[0][3:2],
                    rsrc_i[1][30], rsrc_i[3][31:24], rsrc_i[3][14:0]};

endmodule : gcn_vmem
