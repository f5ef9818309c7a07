// Integer and bitwise arithmetic of one VALU lane, as a fixed-latency
// pipeline that accepts one operation per cycle:
//
//   stage 1  every result but the multiplier's (adders, logic, shifts,
//            bitfields, bit counts, min/max/med3, sad, compares) and the four
//            partial products of the 33 x 33-bit multiplier
//   stage 2  sum of the partial products and the mad addend; result select
//
// Each stage is a function evaluated by the register at its end, and only
// for a valid operation: the registers hold while the lane is idle, and a
// simulator that evaluates every combinational block on every clock
// (Verilator) does no lane work on idle cycles. In hardware each function is
// the stage's combinational logic and the enable is a clock enable.
// Outputs other than valid_o are meaningful only with valid_o.
//
// An operation presented with valid_i in cycle t is in d_o/cc_o with valid_o
// in cycle t + INT_LANE_LATENCY (gcn_int_pkg). Sources and the result are
// dword pairs: 32-bit operations read src*_i[31:0] and return d_o[63:32] = 0;
// the 64-bit shifts read S1 as 64 bits, the 64-bit compares read S0 and S1,
// V_MAD_{U64_U32,I64_I32} read S2 as 64 bits and return 64 bits. cc_i is the
// per-lane VCC/SGPR-pair bit an operation reads (carry/borrow in, the
// V_CNDMASK_B32 select); cc_o is the bit it writes (carry/borrow out, bit 64
// of the mad, the compare result) and 0 for the others. Compares return
// d_o = 0.
//
// Readings of the Vega ISA pseudo-code where it is ambiguous or misprinted:
//  - V_SUBBREV_CO_U32: the text repeats V_SUBB_CO_U32's "S1 + VCC > S0"; the
//    borrow of S1 - S0 - VCC is S0 + VCC > S1, which is what is computed
//    (the later RDNA pseudo-code for the same operation says so).
//  - V_BFE_I32: the field of width S2[4:0] at offset S1[4:0] is sign-extended
//    from its top bit; width 0 gives 0 (as the scalar S_BFE_I32 in golden/).
//  - V_BCNT_U32_B32 adds S1 to the count (VOP3, two sources, like mbcnt). The
//    Vega text omits S1, but clang-16 -O2 for gfx900 compiles
//    popcount(a) + b into one `v_bcnt_u32_b32 v1, v1, v2`, so real compiler
//    output depends on the addend.
//  - V_ALIGNBYTE_B32 shifts by 8 * S2[1:0]: a byte shift of a 64-bit pair
//    only has four useful positions.
//  - V_SAD_U32 takes the unsigned difference (the opcode is U32).
//  - V_MAD_I64_I32: {cc_o, d_o} is the 65-bit two's complement value of the
//    exact S0.i * S1.i + S2.i64, so cc_o is its sign.
//  - V_CVT_PK_U16_U32 / V_CVT_PK_I16_I32: uint32_to_uint16 / int32_to_int16
//    saturate each source to the 16-bit range (a conversion, not a
//    truncation); S0 goes to D[15:0], S1 to D[31:16].
//  - V_SCREEN_PARTITION_4SE_B32: D = TABLE[S0[7:0]] from the generated
//    gcn_int_screen_pkg (the golden model's table, golden/valu_screen_table.h).
//
// Integer clamp (clamp_i, the VOP3 CLAMP bit; spec "ALU Clamp Bit Usage":
// "clamps the result to the largest and smallest representable value"), as
// golden/valu_int.cpp: the exact result saturates to the destination type.
// Unsigned rows (V_ADD*/SUB*_U32 and their _CO/carry forms, V_MUL_U32_U24,
// V_MAD_U32_U24, V_SAD_U8, V_SAD_HI_U8, V_SAD_U32) to [0, 2^32-1], a
// subtraction that borrows giving 0; V_ADD_I32, V_SUB_I32, V_MUL_I32_I24,
// V_MAD_I32_I24 to [-2^31, 2^31-1]; V_MAD_U64_U32 to [0, 2^64-1] and
// V_MAD_I64_I32 to [-2^63, 2^63-1]. cc_o is always the unclamped carry. The
// other rows ignore clamp_i (the decoder only lets it through on F_VCLAMP rows).
module gcn_int_lane
  import gcn_int_pkg::*;
  import gcn_valu_uop_pkg::*;
  import gcn_int_screen_pkg::*;
#(
  parameter int unsigned TAG_W = 8   // caller's bookkeeping, carried along
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             valid_i,
  input  int_op_e          op_i,
  input  logic [63:0]      src0_i,
  input  logic [63:0]      src1_i,
  input  logic [63:0]      src2_i,
  input  logic [63:0]      src2_hi_i, // S2[127:64] (V_MQSAD_U32_U8)
  input  logic             cc_i,
  input  logic             clamp_i,   // VOP3 CLAMP: integer saturation
  input  logic [5:0]       lane_i,    // thread position in the wave (mbcnt)
  input  logic [TAG_W-1:0] tag_i,
  output logic             valid_o,
  output logic [63:0]      d_o,
  output logic [63:0]      d_hi_o,    // d[127:64] (V_MQSAD_U32_U8), else 0
  output logic             cc_o,
  output logic [TAG_W-1:0] tag_o
);

  // Cycles from valid_i to valid_o (INT_LANE_LATENCY); the lane's tests
  // read it from their Verilated model (tests/lane_latency.vlt makes it public).
  localparam int unsigned LATENCY = INT_LANE_LATENCY;

  // ------------------------------------------------------------ functions

  // Leading-zero count of a 32-bit word; 32 when the word is zero
  // (V_FFBH_U32, V_FFBH_I32 and, on the reversed word, V_FFBL_B32).
  function automatic logic [5:0] lzc32(input logic [31:0] x);
    /* verilator lint_off UNUSEDSIGNAL */
    logic [6:0] n;   // below 32 when used
    /* verilator lint_on UNUSEDSIGNAL */
    n = gcn_bits_pkg::lzc_left({x, 32'd0});
    return (x == '0) ? 6'd32 : n[5:0];
  endfunction

  // Number of set bits (V_BCNT_U32_B32, V_MBCNT_*_U32_B32).
  function automatic logic [5:0] popcnt32(input logic [31:0] x);
    logic [5:0] n;
    n = '0;
    for (int i = 0; i < 32; i++) n = n + 6'(x[i]);
    return n;
  endfunction

  // V_PERM_B32: each result byte picks a byte of {S0, S1}, a sign byte or a
  // constant, by the matching selector byte of S2 (Vega ISA, VOP3 opcode
  // 493, byte_permute).
  function automatic logic [31:0] perm_b32(input logic [31:0] s0, input logic [31:0] s1,
                                           input logic [31:0] sel_w);
    logic [7:0][7:0] in_b;   // in[0..3] = S1 bytes, in[4..7] = S0 bytes
    logic [7:0]      sel;
    logic [31:0]     d;
    in_b = {s0, s1};
    for (int unsigned k = 0; k < 4; k++) begin
      sel = sel_w[8*k +: 8];
      if (sel >= 8'd13)       d[8*k +: 8] = 8'hFF;
      else if (sel == 8'd12)  d[8*k +: 8] = 8'h00;
      else if (sel == 8'd11)  d[8*k +: 8] = {8{in_b[7][7]}};
      else if (sel == 8'd10)  d[8*k +: 8] = {8{in_b[5][7]}};
      else if (sel == 8'd9)   d[8*k +: 8] = {8{in_b[3][7]}};
      else if (sel == 8'd8)   d[8*k +: 8] = {8{in_b[1][7]}};
      else                    d[8*k +: 8] = in_b[sel[2:0]];
    end
    return d;
  endfunction

  // First half of the 33 x 33-bit signed multiplier: the four partial
  // products of 17 x 17-bit pieces (mul_pp_t). Splitting here and summing in
  // the next stage keeps each stage to one 17-bit multiply deep.
  function automatic mul_pp_t mul_pp(input logic signed [MUL_W-1:0] a,
                                     input logic signed [MUL_W-1:0] b);
    logic signed [16:0] al, bl;   // low halves, zero-extended to be signed
    logic signed [16:0] ah, bh;   // high halves, signed
    mul_pp_t pp;
    al = {1'b0, a[15:0]};
    bl = {1'b0, b[15:0]};
    ah = a[32:16];
    bh = b[32:16];
    pp.ll = a[15:0] * b[15:0];
    pp.lh = 34'(al * bh);
    pp.hl = 34'(ah * bl);
    pp.hh = 34'(ah * bh);
    return pp;
  endfunction

// The SAD family with a 64-bit source window: V_MSAD_U8, V_QSAD_PK_U16_U8, V_MQSAD_PK_U16_U8 and
// V_MQSAD_U32_U8 (Vega ISA VOP3A opcodes 484..487, which the Vega text only
// names). Reading, shared with golden/valu_int.cpp (sad_family) and
// docs/design.md ("SAD family"):
//  - masked forms leave out a byte whose reference byte (S1's) is 0 (AMD
//    OpenCL cl_amd_media_ops2 amd_msad/amd_mqsad; Direct3D 11 msad4, which
//    AMD lowers to V_MQSAD_U32_U8 with the reference as S1);
//  - quad forms: field i (0..3) = SAD of the window S0[8i+31:8i] against S1
//    plus field i of S2, 16-bit fields (_PK_U16_U8) or 32-bit fields
//    (V_MQSAD_U32_U8), each wrapping in its width;
//  - V_MSAD_U8 = S2 + masked SAD of S0[31:0] against S1, modulo 2^32;
//  - with VOP3 CLAMP (clamp_i) each field saturates to its width instead.
// The result is 0 for any other operation.
  function automatic logic [9:0] bsad(input logic [31:0] a, input logic [31:0] r, input logic masked);
    // Sum of |a.byte - r.byte| over four bytes (at most 4 * 255: 10 bits),
    // without the bytes whose reference is 0 when `masked`.
    logic [9:0] s;
    logic [7:0] x, y;
    s = '0;
    for (int k = 0; k < 4; k++) begin
      x = a[8*k +: 8];
      y = r[8*k +: 8];
      if (!masked || y != 8'd0) s = s + {2'd0, (x >= y) ? x - y : y - x};
    end
    return s;
  endfunction

  // A 32- or 16-bit field plus a SAD: wraps, or saturates under clamp.
  function automatic logic [31:0] acc32(input logic [31:0] a, input logic [9:0] d, input logic clamp);
    logic [32:0] s;
    s = {1'b0, a} + {23'd0, d};
    return (clamp && s[32]) ? '1 : s[31:0];
  endfunction
  function automatic logic [15:0] acc16(input logic [15:0] a, input logic [9:0] d, input logic clamp);
    logic [16:0] s;
    s = {1'b0, a} + {7'd0, d};
    return (clamp && s[16]) ? '1 : s[15:0];
  endfunction

  function automatic logic [127:0] sad_family(input int_op_e op, input logic clamp,
                                              input logic [63:0] src0, input logic [31:0] src1,
                                              input logic [127:0] src2);
    logic            masked;
    logic [3:0][9:0] sad;
    logic [127:0]    d;
    masked = op != INT_QSAD_PK_U16_U8;
    for (int i = 0; i < 4; i++) sad[i] = bsad(src0[8*i +: 32], src1, masked);
    d = '0;
    unique case (op)
      INT_MSAD_U8: d[31:0] = acc32(src2[31:0], sad[0], clamp);
      INT_QSAD_PK_U16_U8, INT_MQSAD_PK_U16_U8:
        for (int i = 0; i < 4; i++) d[16*i +: 16] = acc16(src2[16*i +: 16], sad[i], clamp);
      INT_MQSAD_U32_U8:
        for (int i = 0; i < 4; i++) d[32*i +: 32] = acc32(src2[32*i +: 32], sad[i], clamp);
      default: ;
    endcase
    return d;
  endfunction

  // Min / max: the signed forms compare with the sign bit flipped.
  function automatic logic [31:0] min2(input logic [31:0] a, input logic [31:0] b,
                                       input logic sgn);
    return (({a[31] ^ sgn, a[30:0]}) < ({b[31] ^ sgn, b[30:0]})) ? a : b;
  endfunction
  function automatic logic [31:0] max2(input logic [31:0] a, input logic [31:0] b,
                                       input logic sgn);
    return (({a[31] ^ sgn, a[30:0]}) >= ({b[31] ^ sgn, b[30:0]})) ? a : b;
  endfunction

  function automatic logic [31:0] absdiff(input logic [31:0] a, input logic [31:0] b);
    return (a >= b) ? a - b : b - a;
  endfunction

  // Sum of the four |S0.byte - S1.byte| (at most 4 * 255, 10 bits).
  function automatic logic [9:0] sad_bytes(input logic [31:0] a, input logic [31:0] b);
    logic [9:0] t;
    t = '0;
    for (int k = 0; k < 4; k++) t += 10'(absdiff({24'd0, a[8*k +: 8]}, {24'd0, b[8*k +: 8]}));
    return t;
  endfunction

  // uint32_to_uint16 / int32_to_int16: saturate to the 16-bit range.
  function automatic logic [15:0] sat_u16(input logic [31:0] x);
    return (x[31:16] != 16'd0) ? 16'hFFFF : x[15:0];
  endfunction
  function automatic logic [15:0] sat_i16(input logic [31:0] x);
    // In range iff bits 31..15 all equal the sign.
    if (x[31:15] == {17{x[31]}}) return x[15:0];
    return x[31] ? 16'h8000 : 16'h7FFF;
  endfunction

  // What stage 1 hands to stage 2.
  typedef struct packed {
    logic [63:0]        d;        // every result but the multiplier's
    logic               cc;
    mul_pp_t            pp;       // the multiplier's partial products
    logic signed [64:0] addend;   // the mad addend
    logic [63:0]        d_hi;     // the SAD family's d[127:64]
  } stage1_t;

  // ---------------------------------------------------------------- stage 1

  function automatic stage1_t stage1(input int_op_e op, input logic [63:0] src0,
                                     input logic [63:0] src1, input logic [63:0] src2,
                                     input logic [63:0] src2_hi, input logic cc_in,
                                     input logic clamp, input logic [5:0] lane);
    logic [31:0]  s0, s1, s2;
    // Bit counting.
    logic [31:0]  rev0, ffbh_in, mb_mask;
    logic [5:0]   lz, tz, pop_all, pop_masked;
    logic [127:0] sad_d;          // the SAD family with a 64-bit window
    // Multiplier operands.
    logic signed [MUL_W-1:0] ma, mb;
    // Everything else.
    logic [32:0]  sum33;          // 33-bit adder/subtracter, bit 32 carry/borrow
    logic [32:0]  ssum33;         // V_ADD_I32 / V_SUB_I32: exact 33-bit signed
    logic [32:0]  sad33;          // the SAD rows: exact sum, bit 32 overflow
    logic [31:0]  sum_sat;        // what a clamped add (all ones) / sub (0) gives
    logic [8:0]   lerp [4];
    logic [31:0]  mn01, mx01, mn3, mx3;
    logic         sgn;
    logic [31:0]  bfe_sh, bfe_u, bfe_i, bfe_mask;
    logic [4:0]   bfe_w;
    logic [31:0]  align;
    logic [64:0]  ca, cb;         // compare operands, signed 65-bit
    logic         c_lt, c_eq, c_gt;
    stage1_t      r;

    s0 = src0[31:0];
    s1 = src1[31:0];
    s2 = src2[31:0];

    for (int i = 0; i < 32; i++) rev0[i] = s0[31 - i];
    // V_FFBH_I32 counts the bits equal to the sign: the leading zeros of
    // S0 with the sign folded away (bit 31 becomes 0, never counted twice).
    ffbh_in = (op == INT_FFBH_I32) ? (s0 ^ {32{s0[31]}}) : s0;
    // V_MBCNT: ThreadMask = (1 << lane) - 1, its low or high dword.
    if (op == INT_MBCNT_LO_U32_B32)
      mb_mask = lane[5] ? '1 : (32'd1 << lane[4:0]) - 32'd1;
    else
      mb_mask = lane[5] ? (32'd1 << lane[4:0]) - 32'd1 : '0;   // lane - 32
    lz         = lzc32(ffbh_in);
    tz         = lzc32(rev0);
    pop_all    = popcnt32(s0);
    pop_masked = popcnt32(s0 & mb_mask);

    sad_d = sad_family(op, clamp, src0, s1, {src2_hi, src2});

    unique case (op)
      INT_MUL_HI_I32, INT_MAD_I64_I32: begin
        ma = {s0[31], s0};
        mb = {s1[31], s1};
      end
      INT_MUL_U32_U24, INT_MUL_HI_U32_U24, INT_MAD_U32_U24: begin
        ma = {9'd0, s0[23:0]};
        mb = {9'd0, s1[23:0]};
      end
      INT_MUL_I32_I24, INT_MUL_HI_I32_I24, INT_MAD_I32_I24: begin
        ma = {{9{s0[23]}}, s0[23:0]};
        mb = {{9{s1[23]}}, s1[23:0]};
`ifdef GCN_BUG_INJECT
        // Injected bug (regression test): V_MAD_I32_I24 zero-extends S0.
        if (gcn_bug_pkg::mad_i24_sext && op == INT_MAD_I32_I24) ma = {9'd0, s0[23:0]};
`endif
      end
      default: begin
        ma = {1'b0, s0};
        mb = {1'b0, s1};
      end
    endcase
    unique case (op)
      // Sign-extended for the signed mad: the exact sum is what clamp reads.
      INT_MAD_U32_U24:                  r.addend = {33'd0, s2};
      INT_MAD_I32_I24:                  r.addend = {{33{s2[31]}}, s2};
      INT_MAD_U64_U32:                  r.addend = {1'b0, src2};
      INT_MAD_I64_I32:                  r.addend = {src2[63], src2};
      default:                          r.addend = '0;
    endcase
    r.pp   = mul_pp(ma, mb);
    r.d_hi = sad_d[127:64];

    unique case (op)
      INT_ADD_U32, INT_ADD_CO_U32: sum33 = {1'b0, s0} + {1'b0, s1};
      INT_ADDC_CO_U32:             sum33 = {1'b0, s0} + {1'b0, s1} + {32'd0, cc_in};
      INT_SUB_U32, INT_SUB_CO_U32: sum33 = {1'b0, s0} - {1'b0, s1};
      INT_SUBB_CO_U32:             sum33 = {1'b0, s0} - {1'b0, s1} - {32'd0, cc_in};
      INT_SUBBREV_CO_U32:          sum33 = {1'b0, s1} - {1'b0, s0} - {32'd0, cc_in};
      default:                     sum33 = {1'b0, s1} - {1'b0, s0};   // subrev
    endcase
    // Unsigned clamp: an add that carries gives all ones, a subtraction that
    // borrows gives 0.
    sum_sat = (op inside {INT_ADD_U32, INT_ADD_CO_U32, INT_ADDC_CO_U32}) ? '1 : '0;

    // Signed add/sub: overflow when bits 32 and 31 differ; bit 32 is the sign.
    ssum33 = (op == INT_SUB_I32) ? {s0[31], s0} - {s1[31], s1} : {s0[31], s0} + {s1[31], s1};

    unique case (op)
      INT_SAD_HI_U8: sad33 = {1'b0, s2} + {7'd0, sad_bytes(s0, s1), 16'd0};
      INT_SAD_U16:   sad33 = {1'b0, s2}
          + 33'(absdiff({16'd0, s0[31:16]}, {16'd0, s1[31:16]}))
          + 33'(absdiff({16'd0, s0[15:0]},  {16'd0, s1[15:0]}));
      INT_SAD_U32:   sad33 = {1'b0, s2} + {1'b0, absdiff(s0, s1)};
      default:       sad33 = {1'b0, s2} + {23'd0, sad_bytes(s0, s1)};   // SAD_U8
    endcase

    // V_LERP_U8: per byte (S0.b + S1.b + S2[8k]) >> 1, 9-bit sums.
    for (int k = 0; k < 4; k++)
      lerp[k] = {1'b0, s0[8*k +: 8]} + {1'b0, s1[8*k +: 8]} + {8'd0, s2[8*k]};

    sgn  = !op[1];   // MIN/MAX_I32 at 0x40/0x41, _U32 at 0x42/0x43
    if (op inside {INT_MIN3_I32, INT_MAX3_I32, INT_MED3_I32}) sgn = 1'b1;
    if (op inside {INT_MIN3_U32, INT_MAX3_U32, INT_MED3_U32}) sgn = 1'b0;
    mn01 = min2(s0, s1, sgn);
    mx01 = max2(s0, s1, sgn);
    mn3  = min2(mn01, s2, sgn);
    mx3  = max2(mx01, s2, sgn);

    // V_BFE: offset S1[4:0], width S2[4:0].
    bfe_w    = s2[4:0];
    bfe_mask = (32'd1 << bfe_w) - 32'd1;
    bfe_sh   = s0 >> s1[4:0];
    bfe_u    = bfe_sh & bfe_mask;
    bfe_i    = (bfe_w == 5'd0) ? 32'd0
             : 32'($signed(($signed(s0) >>> s1[4:0]) << (6'd32 - {1'b0, bfe_w}))
                   >>> (6'd32 - {1'b0, bfe_w}));

    align = 32'({s0, s1} >> ((op == INT_ALIGNBYTE_B32) ? {s2[1:0], 3'd0} : s2[4:0]));

    // Compares: op[4] 64-bit, op[3] unsigned.
    if (op[4]) begin
      ca = {src0[63] && !op[3], src0};
      cb = {src1[63] && !op[3], src1};
    end else begin
      ca = {{33{s0[31] && !op[3]}}, s0};
      cb = {{33{s1[31] && !op[3]}}, s1};
    end
    c_lt = $signed(ca) < $signed(cb);
    c_eq = ca == cb;
    c_gt = !c_lt && !c_eq;

    r.d  = '0;
    r.cc = 1'b0;
    unique case (op)
      INT_ADD_U32, INT_SUB_U32, INT_SUBREV_U32:
        r.d[31:0] = (clamp && sum33[32]) ? sum_sat : sum33[31:0];
      INT_ADD_CO_U32, INT_SUB_CO_U32, INT_SUBREV_CO_U32, INT_ADDC_CO_U32,
      INT_SUBB_CO_U32, INT_SUBBREV_CO_U32: begin
        r.d[31:0] = (clamp && sum33[32]) ? sum_sat : sum33[31:0];
        r.cc      = sum33[32];
      end
      INT_ADD_I32, INT_SUB_I32:
        r.d[31:0] = (clamp && (ssum33[32] != ssum33[31])) ? {ssum33[32], {31{!ssum33[32]}}}
                                                          : ssum33[31:0];
      INT_ADD3_U32:     r.d[31:0] = s0 + s1 + s2;
      INT_AND_B32:      r.d[31:0] = s0 & s1;
      INT_OR_B32:       r.d[31:0] = s0 | s1;
      INT_XOR_B32:      r.d[31:0] = s0 ^ s1;
      INT_NOT_B32:      r.d[31:0] = ~s0;
      INT_OR3_B32:      r.d[31:0] = s0 | s1 | s2;
      INT_XAD_U32:      r.d[31:0] = (s0 ^ s1) + s2;
      INT_AND_OR_B32:   r.d[31:0] = (s0 & s1) | s2;
      INT_LSHL_OR_B32:  r.d[31:0] = (s0 << s1[4:0]) | s2;
      INT_LSHL_ADD_U32: r.d[31:0] = (s0 << s1[4:0]) + s2;
      INT_ADD_LSHL_U32: r.d[31:0] = (s0 + s1) << s2[4:0];
      INT_LSHLREV_B32:  r.d[31:0] = s1 << s0[4:0];
      INT_LSHRREV_B32:  r.d[31:0] = s1 >> s0[4:0];
      INT_ASHRREV_I32:  r.d[31:0] = 32'($signed(s1) >>> s0[4:0]);
      INT_LSHLREV_B64:  r.d = src1 << s0[5:0];
      INT_LSHRREV_B64:  r.d = src1 >> s0[5:0];
      INT_ASHRREV_I64:  r.d = 64'($signed(src1) >>> s0[5:0]);
      INT_BFE_U32:      r.d[31:0] = bfe_u;
      INT_BFE_I32:      r.d[31:0] = bfe_i;
      INT_BFI_B32:      r.d[31:0] = (s0 & s1) | (~s0 & s2);
      INT_BFM_B32:      r.d[31:0] = ((32'd1 << s0[4:0]) - 32'd1) << s1[4:0];
      INT_BFREV_B32:    r.d[31:0] = rev0;
      INT_BCNT_U32_B32: r.d[31:0] = s1 + {26'd0, pop_all};
      INT_MBCNT_LO_U32_B32, INT_MBCNT_HI_U32_B32: r.d[31:0] = s1 + {26'd0, pop_masked};
      // -1 when no bit is found: lz/tz are 32 exactly then.
      INT_FFBH_U32, INT_FFBH_I32: r.d[31:0] = lz[5] ? '1 : {26'd0, lz};
      INT_FFBL_B32:     r.d[31:0] = tz[5] ? '1 : {26'd0, tz};
      INT_ALIGNBIT_B32, INT_ALIGNBYTE_B32: r.d[31:0] = align;
      INT_PERM_B32:     r.d[31:0] = perm_b32(s0, s1, s2);
      INT_CNDMASK_B32:  r.d[31:0] = cc_in ? s1 : s0;
      INT_MOV_B32:      r.d[31:0] = s0;
      INT_MIN_I32, INT_MIN_U32: r.d[31:0] = mn01;
      INT_MAX_I32, INT_MAX_U32: r.d[31:0] = mx01;
      INT_MIN3_I32, INT_MIN3_U32: r.d[31:0] = mn3;
      INT_MAX3_I32, INT_MAX3_U32: r.d[31:0] = mx3;
      // The median is the larger of min(S0, S1) and min(max(S0, S1), S2).
      INT_MED3_I32, INT_MED3_U32: r.d[31:0] = max2(mn01, min2(mx01, s2, sgn), sgn);
      // Differences of zero-extended bytes/halves fit their fields; the
      // exact sum overflows into bit 32 only, which clamp saturates.
      INT_SAD_U8, INT_SAD_HI_U8, INT_SAD_U16, INT_SAD_U32:
        r.d[31:0] = (clamp && sad33[32]) ? '1 : sad33[31:0];
      INT_LERP_U8: r.d[31:0] = {lerp[3][8:1], lerp[2][8:1], lerp[1][8:1], lerp[0][8:1]};
      INT_CVT_PK_U16_U32: r.d[31:0] = {sat_u16(s1), sat_u16(s0)};
      INT_CVT_PK_I16_I32: r.d[31:0] = {sat_i16(s1), sat_i16(s0)};
      INT_SCREEN_PARTITION_4SE_B32: r.d[31:0] = {28'd0, screen_partition_4se(s0[7:0])};
      INT_MSAD_U8, INT_QSAD_PK_U16_U8, INT_MQSAD_PK_U16_U8, INT_MQSAD_U32_U8: r.d = sad_d[63:0];
      INT_SWAP_B32:     r.d = {s1, s0};
      default: begin
        // Multiplier ops are finished in stage 2; what is left are the
        // compares (0x60..0x7F).
        if (op[6:5] == 2'b11) r.cc = |(op[2:0] & {c_gt, c_eq, c_lt});
      end
    endcase
    return r;
  endfunction

  // ---------------------------------------------------------------- stage 2

  // The multiplier's sum and the result select: {cc, d}.
  function automatic logic [64:0] stage2(input int_op_e op, input logic clamp, input mul_pp_t pp,
                                         input logic signed [64:0] addend, input logic [63:0] d1,
                                         input logic cc1);
    logic signed [64:0] prod;   // mod 2^65: bit 64 is the mad's cc_o
    logic [63:0]        d;
    logic               cc;
    logic               ovf_u32, ovf_i32, ovf_i64;
    prod = $signed({33'd0, pp.ll})
         + ($signed(65'(pp.lh)) <<< 16)
         + ($signed(65'(pp.hl)) <<< 16)
         + ($signed(65'(pp.hh)) <<< 32)
         + addend;
    // Clamp: the exact 24-bit products and mads are small enough that prod
    // holds them exactly (|value| < 2^49); the 64-bit mads' exact value is
    // the 65-bit {cc, d}.
    ovf_u32 = prod[63:32] != 32'd0;
    ovf_i32 = prod[63:31] != {33{prod[64]}};
    ovf_i64 = prod[64] != prod[63];
    d  = d1;
    cc = cc1;
    unique case (op)
      INT_MUL_LO_U32:
        d = {32'd0, prod[31:0]};
      INT_MUL_U32_U24, INT_MAD_U32_U24:
        d = {32'd0, (clamp && ovf_u32) ? 32'hFFFF_FFFF : prod[31:0]};
      INT_MUL_I32_I24, INT_MAD_I32_I24:
        d = {32'd0, (clamp && ovf_i32) ? {prod[64], {31{!prod[64]}}} : prod[31:0]};
      INT_MUL_HI_U32, INT_MUL_HI_I32, INT_MUL_HI_U32_U24, INT_MUL_HI_I32_I24:
        d = {32'd0, prod[63:32]};
      INT_MAD_U64_U32: begin
        d  = (clamp && prod[64]) ? '1 : prod[63:0];
        cc = prod[64];
      end
      INT_MAD_I64_I32: begin
        d  = (clamp && ovf_i64) ? {prod[64], {63{!prod[64]}}} : prod[63:0];
        cc = prod[64];
      end
      default: ;
    endcase
    return {cc, d};
  endfunction

  // ------------------------------------------------------------ registers

  logic [LATENCY-1:0] valid_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) valid_q <= '0;
    else         valid_q <= {valid_q[LATENCY-2:0], valid_i};
  end

  assign valid_o = valid_q[LATENCY-1];

  int_op_e          op2_q;
  logic             clamp2_q;
  logic [TAG_W-1:0] tag2_q;
  stage1_t          s2_q;

  // No reset needed: qualified by valid_q.
  always_ff @(posedge clk_i) begin
    if (valid_i) begin
      op2_q    <= op_i;
      clamp2_q <= clamp_i;
      tag2_q   <= tag_i;
      s2_q     <= stage1(op_i, src0_i, src1_i, src2_i, src2_hi_i, cc_i, clamp_i, lane_i);
    end
  end

  always_ff @(posedge clk_i) begin
    if (valid_q[0]) begin
      {cc_o, d_o} <= stage2(op2_q, clamp2_q, s2_q.pp, s2_q.addend, s2_q.d, s2_q.cc);
      d_hi_o      <= s2_q.d_hi;
      tag_o       <= tag2_q;
    end
  end

endmodule
