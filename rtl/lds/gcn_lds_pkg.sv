// Types of the LDS unit (rtl/lds/gcn_lds.sv): the DS micro-op the compute unit
// derives from a DS row (the kind, element size and flags of golden/ds.h DsOp;
// no opcode appears here), the FP comparisons of the float atomics and the
// atomic ALU. The atomic operations are the generated gcn_lds_atomic_pkg (the
// atomic section of model/isa.def).
// Readings: docs/design.md, section "LDS".
package gcn_lds_pkg;

  // What an access does (golden DsKind without the lane-crossing rows:
  // swizzle/permute/bpermute never touch the memory and are left to the VALU
  // side; ds_nop needs no memory either).
  typedef enum logic [2:0] {
    LDS_READ    = 3'd0,
    LDS_WRITE   = 3'd1,
    LDS_ATOMIC  = 3'd2,
    LDS_READ2   = 3'd3,
    LDS_WRITE2  = 3'd4,
    LDS_WRXCHG2 = 3'd5
  } lds_kind_e;

  // What a DS row needs (golden DsKind): the LDS unit (DSC_MEM), nothing
  // (DSC_NOP), or a lane exchange done beside the unit; DSC_NONE for rows
  // that do not execute.
  typedef enum logic [2:0] {
    DSC_NONE     = 3'd0,
    DSC_MEM      = 3'd1,
    DSC_NOP      = 3'd2,
    DSC_SWIZZLE  = 3'd3,
    DSC_PERMUTE  = 3'd4,
    DSC_BPERMUTE = 3'd5
  } ds_class_e;

  // One DS instruction as the unit sees it.
  typedef struct packed {
    lds_kind_e   kind;
    logic [4:0]  bytes;    // element bytes: 1, 2, 4, 8, 12, 16
    logic        sign;     // narrow read: sign-extend
    logic        d16;      // narrow read into one half of VDST, the other kept
    logic        hi;       // d16 read into [31:16]; narrow write from DATA[23:16]/[31:16]
    logic        st64;     // read2/write2/wrxchg2: OFFSETn counts 64 elements
    gcn_lds_atomic_pkg::lds_atomic_e atomic;  // LDS_ATOMIC only (wrxchg2 is WRXCHG on both slots)
  } lds_uop_t;

  // One lane's access, for a FLAT lane in the shared aperture (gcn_vmem to
  // gcn_ds): the micro-op (sign, d16, hi and st64 clear: the vector memory
  // unit selects store bytes and extends loads itself), the lane, its LDS
  // byte address and its data (an atomic's DATA0 / DATA1 as for DS).
  typedef struct packed {
    lds_uop_t         uop;
    logic [5:0]       lane;
    logic [31:0]      addr;
    logic [3:0][31:0] data0;
    logic [1:0][31:0] data1;
  } lds_lane_req_t;

  // Float compares of the atomics (golden f32_lt/f32_eq with denormals kept,
  // and the host double compare for 64 bits): IEEE values, a NaN compares
  // false, +0 == -0, denormals as they are.
  // On the magnitude bits (the sign does not matter).
  function automatic logic f_is_nan(input logic [62:0] v, input logic is64);
    if (is64) return &v[62:52] && |v[51:0];
    return &v[30:23] && |v[22:0];
  endfunction

  function automatic logic f_is_zero(input logic [62:0] v, input logic is64);
    if (is64) return ~|v[62:0];
    return ~|v[30:0];
  endfunction

  function automatic logic f_eq(input logic [63:0] a, input logic [63:0] b, input logic is64);
    if (f_is_nan(a[62:0], is64) || f_is_nan(b[62:0], is64)) return 1'b0;
    if (f_is_zero(a[62:0], is64) && f_is_zero(b[62:0], is64)) return 1'b1;
    return is64 ? (a == b) : (a[31:0] == b[31:0]);
  endfunction

  // a < b as IEEE values (sign-magnitude order).
  function automatic logic f_lt(input logic [63:0] a, input logic [63:0] b, input logic is64);
    logic sa, sb;
    logic [62:0] ma, mb;
    if (f_is_nan(a[62:0], is64) || f_is_nan(b[62:0], is64)) return 1'b0;
    if (f_is_zero(a[62:0], is64) && f_is_zero(b[62:0], is64)) return 1'b0;
    sa = is64 ? a[63] : a[31];
    sb = is64 ? b[63] : b[31];
    ma = is64 ? a[62:0] : {32'd0, a[30:0]};
    mb = is64 ? b[62:0] : {32'd0, b[30:0]};
    if (sa != sb) return sa;          // negative < positive (zeros handled above)
    if (sa) return ma > mb;           // both negative: larger magnitude is smaller
    return ma < mb;
  endfunction

  // New memory value of one DS atomic (golden ds_atomic, golden/ds_ops.cpp):
  // `old_v` is the location's value (out-of-range pieces read as 0), DATA =
  // d0_v, DATA2 = d1_v, on 4 or 8 bytes. DS_ADD_F32 adds with the FP32 adder
  // path of gcn_fp_pkg (unpack, add, round) as V_ADD_F32 does in the VALU
  // lane, denormals kept in and out (golden fp::add with FP_DENORM = 3); a
  // NaN gives the first NaN quieted (MEM, then DATA). In one function for a
  // caller with time for it (the FPGA shell's memory model); the LDS's ALU
  // (gcn_lds_alu) runs the same steps over several clocks.
  function automatic logic [63:0] atomic_new(input gcn_lds_atomic_pkg::lds_atomic_e op,
                                             input logic is64, input logic [63:0] old_v,
                                             input logic [63:0] d0_v, input logic [63:0] d1_v);
    if (op == gcn_lds_atomic_pkg::LDS_AT_ADD_F)
      return {32'd0, add_f_finish(old_v[31:0], d0_v[31:0],
                                  gcn_fp_pkg::fp_round_inc(gcn_fp_pkg::fp_add(add_f_operand(old_v[31:0]),
                                                                              add_f_operand(d0_v[31:0]))))};
    return atomic_int(op, is64, old_v, d0_v, d1_v);
  endfunction

  // Every atomic but DS_ADD_F32 (which gives `old` here): one clock of
  // compares, a 64-bit add or a select.
  function automatic logic [63:0] atomic_int(input gcn_lds_atomic_pkg::lds_atomic_e op,
                                             input logic is64, input logic [63:0] old_v,
                                             input logic [63:0] d0_v, input logic [63:0] d1_v);
    logic [63:0] m, old, d0, d1, r;
    logic        lt_s, lt_u;
    m   = is64 ? 64'hFFFF_FFFF_FFFF_FFFF : 64'h0000_0000_FFFF_FFFF;
    old = old_v & m;
    d0  = d0_v & m;
    d1  = d1_v & m;
    // d0 < old, signed and unsigned, on the element width.
    lt_s = is64 ? $signed(d0) < $signed(old) : $signed(d0[31:0]) < $signed(old[31:0]);
    lt_u = d0 < old;
    unique case (op)
      gcn_lds_atomic_pkg::LDS_AT_ADD:    r = old + d0;
      gcn_lds_atomic_pkg::LDS_AT_SUB:    r = old - d0;
      gcn_lds_atomic_pkg::LDS_AT_RSUB:   r = d0 - old;
      // tmp >= DATA ? 0 : tmp + 1 / (tmp == 0 || tmp > DATA) ? DATA : tmp - 1, unsigned.
      gcn_lds_atomic_pkg::LDS_AT_INC:    r = (old >= d0) ? 64'd0 : old + 64'd1;
      gcn_lds_atomic_pkg::LDS_AT_DEC:    r = (old == 64'd0 || old > d0) ? d0 : old - 64'd1;
      gcn_lds_atomic_pkg::LDS_AT_MIN_I:  r = lt_s ? d0 : old;
      gcn_lds_atomic_pkg::LDS_AT_MAX_I:  r = (!lt_s && d0 != old) ? d0 : old;
      gcn_lds_atomic_pkg::LDS_AT_MIN_U:  r = lt_u ? d0 : old;
      gcn_lds_atomic_pkg::LDS_AT_MAX_U:  r = (!lt_u && d0 != old) ? d0 : old;
      gcn_lds_atomic_pkg::LDS_AT_AND:    r = old & d0;
      gcn_lds_atomic_pkg::LDS_AT_OR:     r = old | d0;
      gcn_lds_atomic_pkg::LDS_AT_XOR:    r = old ^ d0;
      gcn_lds_atomic_pkg::LDS_AT_MSKOR:  r = (old & ~d0) | d1;     // DATA = mask, DATA2 = value
      gcn_lds_atomic_pkg::LDS_AT_WRXCHG: r = d0;
      gcn_lds_atomic_pkg::LDS_AT_CMPST:  r = (old == d0) ? d1 : old;  // cmp = DATA, src = DATA2
      gcn_lds_atomic_pkg::LDS_AT_CMPST_F: r = f_eq(old, d0, is64) ? d1 : old;
      gcn_lds_atomic_pkg::LDS_AT_MIN_F:  r = f_lt(d0, old, is64) ? d0 : old;
      gcn_lds_atomic_pkg::LDS_AT_MAX_F:  r = f_lt(old, d0, is64) ? d0 : old;
      default:       r = old;
    endcase
    return r & m;
  endfunction

  // DS_ADD_F32 (32-bit only: DS_ADD_F32, DS_ADD_RTN_F32) in the adder's
  // steps: an operand as the adder takes it (denormals kept), and the end:
  // a NaN operand gives the first NaN quieted (MEM, then DATA), anything
  // else the sum rounded (its rounding increments in, the pack here).
  function automatic gcn_fp_pkg::fp_ext_t add_f_operand(input logic [31:0] x);
    /* verilator lint_off UNUSEDSIGNAL */
    gcn_fp_pkg::fp_unpacked_t u;   // its bits are the operand itself here
    /* verilator lint_on UNUSEDSIGNAL */
    u = gcn_fp_pkg::fp_unpack(x, 1'b0, 1'b0, 1'b0);
    return gcn_fp_pkg::ext(u.u, 1'b0);
  endfunction

  function automatic logic [31:0] add_f_finish(input logic [31:0] old_v, input logic [31:0] d0_v,
                                               input gcn_fp_pkg::fp_rounded_t sum);
    if (gcn_fp_pkg::is_nan(old_v)) return gcn_fp_pkg::quiet(old_v);
    if (gcn_fp_pkg::is_nan(d0_v))  return gcn_fp_pkg::quiet(d0_v);
    return gcn_fp_pkg::fp_round_pack(sum, 1'b0);
  endfunction

  // Banks of dwords (bank = dword address mod lds_banks): 32, so that the
  // parallel schedule serves up to 32 lanes' dwords a step; 8 with the
  // serial schedule, whose step touches at most 5 consecutive dwords (5
  // different banks of 8): narrower crossbars, the same block RAM bits.
  function automatic int unsigned lds_banks(input bit serial);
    return serial ? 8 : 32;
  endfunction

  // The bytes an access sees of its 5-dword window (`dwords`, the banks'
  // dwords at its sub-accesses): the bytes outside the access (be = 0) read
  // 0, and the window is shifted down by the access's byte offset in its
  // first dword, so that the element starts at bit 0.
  function automatic logic [159:0] window_bytes(input logic [4:0][31:0] dwords,
                                                input logic [19:0] be, input logic [1:0] sh);
    logic [159:0] win;
    for (int unsigned b = 0; b < 20; b++) win[8*b +: 8] = be[b] ? dwords[b/4][8*(b%4) +: 8] : 8'd0;
    return win >> {sh, 3'b000};
  endfunction

endpackage
