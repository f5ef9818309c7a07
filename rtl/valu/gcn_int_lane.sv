// Integer and bitwise arithmetic of one VALU lane, as a fixed-latency
// pipeline that accepts one operation per cycle:
//
//   stage 1  every result but the multiplier's (adders, logic, shifts,
//            bitfields, bit counts, min/max/med3, sad, compares) and the four
//            partial products of the 33 x 33-bit multiplier
//   stage 2  sum of the partial products and the mad addend; result select
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

  // ---------------------------------------------------------------- stage 1

  logic [31:0] s0, s1, s2;
  assign s0 = src0_i[31:0];
  assign s1 = src1_i[31:0];
  assign s2 = src2_i[31:0];

  // Bit counting.
  logic [31:0] rev0, ffbh_in;
  logic [5:0]  lz, tz, pop_all, pop_masked;
  logic [31:0] mb_mask;

  always_comb begin
    for (int i = 0; i < 32; i++) rev0[i] = s0[31 - i];
    // V_FFBH_I32 counts the bits equal to the sign: the leading zeros of
    // S0 with the sign folded away (bit 31 becomes 0, never counted twice).
    ffbh_in = (op_i == INT_FFBH_I32) ? (s0 ^ {32{s0[31]}}) : s0;
    // V_MBCNT: ThreadMask = (1 << lane) - 1, its low or high dword.
    if (op_i == INT_MBCNT_LO_U32_B32)
      mb_mask = lane_i[5] ? '1 : (32'd1 << lane_i[4:0]) - 32'd1;
    else
      mb_mask = lane_i[5] ? (32'd1 << lane_i[4:0]) - 32'd1 : '0;   // lane - 32
  end

  gcn_int_lzc u_lzc_h (.x_i(ffbh_in), .n_o(lz));
  gcn_int_lzc u_lzc_l (.x_i(rev0), .n_o(tz));
  gcn_int_popcnt u_pop_all (.x_i(s0), .n_o(pop_all));
  gcn_int_popcnt u_pop_msk (.x_i(s0 & mb_mask), .n_o(pop_masked));

  logic [31:0] perm_res;
  gcn_int_perm u_perm (.s0_i(s0), .s1_i(s1), .sel_i(s2), .d_o(perm_res));

  logic [127:0] sad_d;   // the SAD family with a 64-bit window
  gcn_int_sad u_sad (.op_i, .clamp_i, .src0_i, .src1_i(s1), .src2_i({src2_hi_i, src2_i}), .d_o(sad_d));

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

  // Multiplier operands and the mad addend.
  logic signed [MUL_W-1:0] ma, mb;
  logic signed [64:0]      addend1;
  mul_pp_t                 pp1;

  always_comb begin
    unique case (op_i)
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
        if (gcn_bug_pkg::mad_i24_sext && op_i == INT_MAD_I32_I24) ma = {9'd0, s0[23:0]};
`endif
      end
      default: begin
        ma = {1'b0, s0};
        mb = {1'b0, s1};
      end
    endcase
    unique case (op_i)
      // Sign-extended for the signed mad: the exact sum is what clamp reads.
      INT_MAD_U32_U24:                  addend1 = {33'd0, s2};
      INT_MAD_I32_I24:                  addend1 = {{33{s2[31]}}, s2};
      INT_MAD_U64_U32:                  addend1 = {1'b0, src2_i};
      INT_MAD_I64_I32:                  addend1 = {src2_i[63], src2_i};
      default:                          addend1 = '0;
    endcase
  end

  gcn_int_mul_pp u_mul_pp (.a_i(ma), .b_i(mb), .pp_o(pp1));

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
  logic [63:0]  d1;
  logic         cc1;

  always_comb begin
    unique case (op_i)
      INT_ADD_U32, INT_ADD_CO_U32: sum33 = {1'b0, s0} + {1'b0, s1};
      INT_ADDC_CO_U32:             sum33 = {1'b0, s0} + {1'b0, s1} + {32'd0, cc_i};
      INT_SUB_U32, INT_SUB_CO_U32: sum33 = {1'b0, s0} - {1'b0, s1};
      INT_SUBB_CO_U32:             sum33 = {1'b0, s0} - {1'b0, s1} - {32'd0, cc_i};
      INT_SUBBREV_CO_U32:          sum33 = {1'b0, s1} - {1'b0, s0} - {32'd0, cc_i};
      default:                     sum33 = {1'b0, s1} - {1'b0, s0};   // subrev
    endcase
    // Unsigned clamp: an add that carries gives all ones, a subtraction that
    // borrows gives 0.
    sum_sat = (op_i inside {INT_ADD_U32, INT_ADD_CO_U32, INT_ADDC_CO_U32}) ? '1 : '0;

    // Signed add/sub: overflow when bits 32 and 31 differ; bit 32 is the sign.
    ssum33 = (op_i == INT_SUB_I32) ? {s0[31], s0} - {s1[31], s1} : {s0[31], s0} + {s1[31], s1};

    unique case (op_i)
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

    sgn  = !op_i[1];   // MIN/MAX_I32 at 0x40/0x41, _U32 at 0x42/0x43
    if (op_i inside {INT_MIN3_I32, INT_MAX3_I32, INT_MED3_I32}) sgn = 1'b1;
    if (op_i inside {INT_MIN3_U32, INT_MAX3_U32, INT_MED3_U32}) sgn = 1'b0;
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

    align = 32'({s0, s1} >> ((op_i == INT_ALIGNBYTE_B32) ? {s2[1:0], 3'd0} : s2[4:0]));

    // Compares: op[4] 64-bit, op[3] unsigned.
    if (op_i[4]) begin
      ca = {src0_i[63] && !op_i[3], src0_i};
      cb = {src1_i[63] && !op_i[3], src1_i};
    end else begin
      ca = {{33{s0[31] && !op_i[3]}}, s0};
      cb = {{33{s1[31] && !op_i[3]}}, s1};
    end
    c_lt = $signed(ca) < $signed(cb);
    c_eq = ca == cb;
    c_gt = !c_lt && !c_eq;

    d1  = '0;
    cc1 = 1'b0;
    unique case (op_i)
      INT_ADD_U32, INT_SUB_U32, INT_SUBREV_U32:
        d1[31:0] = (clamp_i && sum33[32]) ? sum_sat : sum33[31:0];
      INT_ADD_CO_U32, INT_SUB_CO_U32, INT_SUBREV_CO_U32, INT_ADDC_CO_U32,
      INT_SUBB_CO_U32, INT_SUBBREV_CO_U32: begin
        d1[31:0] = (clamp_i && sum33[32]) ? sum_sat : sum33[31:0];
        cc1      = sum33[32];
      end
      INT_ADD_I32, INT_SUB_I32:
        d1[31:0] = (clamp_i && (ssum33[32] != ssum33[31])) ? {ssum33[32], {31{!ssum33[32]}}}
                                                           : ssum33[31:0];
      INT_ADD3_U32:     d1[31:0] = s0 + s1 + s2;
      INT_AND_B32:      d1[31:0] = s0 & s1;
      INT_OR_B32:       d1[31:0] = s0 | s1;
      INT_XOR_B32:      d1[31:0] = s0 ^ s1;
      INT_NOT_B32:      d1[31:0] = ~s0;
      INT_OR3_B32:      d1[31:0] = s0 | s1 | s2;
      INT_XAD_U32:      d1[31:0] = (s0 ^ s1) + s2;
      INT_AND_OR_B32:   d1[31:0] = (s0 & s1) | s2;
      INT_LSHL_OR_B32:  d1[31:0] = (s0 << s1[4:0]) | s2;
      INT_LSHL_ADD_U32: d1[31:0] = (s0 << s1[4:0]) + s2;
      INT_ADD_LSHL_U32: d1[31:0] = (s0 + s1) << s2[4:0];
      INT_LSHLREV_B32:  d1[31:0] = s1 << s0[4:0];
      INT_LSHRREV_B32:  d1[31:0] = s1 >> s0[4:0];
      INT_ASHRREV_I32:  d1[31:0] = 32'($signed(s1) >>> s0[4:0]);
      INT_LSHLREV_B64:  d1 = src1_i << s0[5:0];
      INT_LSHRREV_B64:  d1 = src1_i >> s0[5:0];
      INT_ASHRREV_I64:  d1 = 64'($signed(src1_i) >>> s0[5:0]);
      INT_BFE_U32:      d1[31:0] = bfe_u;
      INT_BFE_I32:      d1[31:0] = bfe_i;
      INT_BFI_B32:      d1[31:0] = (s0 & s1) | (~s0 & s2);
      INT_BFM_B32:      d1[31:0] = ((32'd1 << s0[4:0]) - 32'd1) << s1[4:0];
      INT_BFREV_B32:    d1[31:0] = rev0;
      INT_BCNT_U32_B32: d1[31:0] = s1 + {26'd0, pop_all};
      INT_MBCNT_LO_U32_B32, INT_MBCNT_HI_U32_B32: d1[31:0] = s1 + {26'd0, pop_masked};
      // -1 when no bit is found: lz/tz are 32 exactly then.
      INT_FFBH_U32, INT_FFBH_I32: d1[31:0] = lz[5] ? '1 : {26'd0, lz};
      INT_FFBL_B32:     d1[31:0] = tz[5] ? '1 : {26'd0, tz};
      INT_ALIGNBIT_B32, INT_ALIGNBYTE_B32: d1[31:0] = align;
      INT_PERM_B32:     d1[31:0] = perm_res;
      INT_CNDMASK_B32:  d1[31:0] = cc_i ? s1 : s0;
      INT_MOV_B32:      d1[31:0] = s0;
      INT_MIN_I32, INT_MIN_U32: d1[31:0] = mn01;
      INT_MAX_I32, INT_MAX_U32: d1[31:0] = mx01;
      INT_MIN3_I32, INT_MIN3_U32: d1[31:0] = mn3;
      INT_MAX3_I32, INT_MAX3_U32: d1[31:0] = mx3;
      // The median is the larger of min(S0, S1) and min(max(S0, S1), S2).
      INT_MED3_I32, INT_MED3_U32: d1[31:0] = max2(mn01, min2(mx01, s2, sgn), sgn);
      // Differences of zero-extended bytes/halves fit their fields; the
      // exact sum overflows into bit 32 only, which clamp saturates.
      INT_SAD_U8, INT_SAD_HI_U8, INT_SAD_U16, INT_SAD_U32:
        d1[31:0] = (clamp_i && sad33[32]) ? '1 : sad33[31:0];
      INT_LERP_U8: d1[31:0] = {lerp[3][8:1], lerp[2][8:1], lerp[1][8:1], lerp[0][8:1]};
      INT_CVT_PK_U16_U32: d1[31:0] = {sat_u16(s1), sat_u16(s0)};
      INT_CVT_PK_I16_I32: d1[31:0] = {sat_i16(s1), sat_i16(s0)};
      INT_SCREEN_PARTITION_4SE_B32: d1[31:0] = {28'd0, screen_partition_4se(s0[7:0])};
      INT_MSAD_U8, INT_QSAD_PK_U16_U8, INT_MQSAD_PK_U16_U8, INT_MQSAD_U32_U8: d1 = sad_d[63:0];
      INT_SWAP_B32:     d1 = {s1, s0};
      default: begin
        // Multiplier ops are finished in stage 2; what is left are the
        // compares (0x60..0x7F).
        if (op_i[6:5] == 2'b11) cc1 = |(op_i[2:0] & {c_gt, c_eq, c_lt});
      end
    endcase
  end

  // ---------------------------------------------------------------- stage 2

  logic [INT_LANE_LATENCY-1:0] valid_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) valid_q <= '0;
    else         valid_q <= {valid_q[INT_LANE_LATENCY-2:0], valid_i};
  end

  assign valid_o = valid_q[INT_LANE_LATENCY-1];

  int_op_e            op2_q;
  logic               clamp2_q;
  logic [TAG_W-1:0]   tag2_q;
  logic [63:0]        d2_q;
  logic               cc2_q;
  mul_pp_t            pp2_q;
  logic signed [64:0] addend2_q;

  always_ff @(posedge clk_i) begin
    op2_q     <= op_i;
    clamp2_q  <= clamp_i;
    tag2_q    <= tag_i;
    d2_q      <= d1;
    cc2_q     <= cc1;
    pp2_q     <= pp1;
    addend2_q <= addend1;
  end

  logic signed [64:0] prod2;   // mod 2^65: bit 64 is the mad's cc_o
  logic [63:0]        d2;
  logic               cc2;
  logic               ovf_u32, ovf_i32, ovf_i64;

  always_comb begin
    prod2 = $signed({33'd0, pp2_q.ll})
          + ($signed(65'(pp2_q.lh)) <<< 16)
          + ($signed(65'(pp2_q.hl)) <<< 16)
          + ($signed(65'(pp2_q.hh)) <<< 32)
          + addend2_q;
    // Clamp: the exact 24-bit products and mads are small enough that prod2
    // holds them exactly (|value| < 2^49); the 64-bit mads' exact value is
    // the 65-bit {cc, d}.
    ovf_u32 = prod2[63:32] != 32'd0;
    ovf_i32 = prod2[63:31] != {33{prod2[64]}};
    ovf_i64 = prod2[64] != prod2[63];
    d2  = d2_q;
    cc2 = cc2_q;
    unique case (op2_q)
      INT_MUL_LO_U32:
        d2 = {32'd0, prod2[31:0]};
      INT_MUL_U32_U24, INT_MAD_U32_U24:
        d2 = {32'd0, (clamp2_q && ovf_u32) ? 32'hFFFF_FFFF : prod2[31:0]};
      INT_MUL_I32_I24, INT_MAD_I32_I24:
        d2 = {32'd0, (clamp2_q && ovf_i32) ? {prod2[64], {31{!prod2[64]}}} : prod2[31:0]};
      INT_MUL_HI_U32, INT_MUL_HI_I32, INT_MUL_HI_U32_U24, INT_MUL_HI_I32_I24:
        d2 = {32'd0, prod2[63:32]};
      INT_MAD_U64_U32: begin
        d2  = (clamp2_q && prod2[64]) ? '1 : prod2[63:0];
        cc2 = prod2[64];
      end
      INT_MAD_I64_I32: begin
        d2  = (clamp2_q && ovf_i64) ? {prod2[64], {63{!prod2[64]}}} : prod2[63:0];
        cc2 = prod2[64];
      end
      default: ;
    endcase
  end

  // ---------------------------------------------------------------- output

  logic [63:0] dhi2_q;   // the high half needs no stage-2 work
  always_ff @(posedge clk_i) begin
    dhi2_q <= sad_d[127:64];
    d_hi_o <= dhi2_q;
  end

  always_ff @(posedge clk_i) begin
    d_o   <= d2;
    cc_o  <= cc2;
    tag_o <= tag2_q;
  end

endmodule
