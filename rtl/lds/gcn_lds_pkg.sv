// Types of the LDS unit (rtl/lds/gcn_lds.sv): the DS micro-op the compute unit
// derives from a DS row (the kind, element size and flags of golden/ds.h DsOp;
// no opcode appears here) and the FP comparisons of the float atomics. The
// atomic operations are the generated gcn_lds_atomic_pkg (the atomic section of model/isa.def).
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

endpackage
