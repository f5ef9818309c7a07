// Types shared by the FP32 VALU lane (rtl/fp/). The readings of the Vega ISA
// that the RTL and the golden model share are in docs/fp32.md; comments here
// only say how they are encoded.
package gcn_fp_pkg;

  // FP micro-operations of one VALU lane, named after the instruction
  // (V_<X>_F32 -> FP_<X>). The sixteen compares sit on a
  // 16-aligned block (op[6:4] = 1) so that op[3:0] is the predicate (the low four bits of
  // the V_CMP_*_F32 opcode): bit 0 less, bit 1 equal, bit 2 greater,
  // bit 3 unordered.
  typedef enum logic [6:0] {
    FP_ADD           = 7'h00,
    FP_SUB           = 7'h01,  // S0 - S1
    FP_SUBREV        = 7'h02,  // S1 - S0
    FP_MUL           = 7'h03,
    FP_MUL_LEGACY    = 7'h04,  // +-0 * anything = +0
    FP_FMA           = 7'h05,  // fused, one rounding, honours MODE
    FP_MAD           = 7'h06,  // product rounded, then sum; denorms flushed
    FP_MAD_LEGACY    = 7'h07,  // FP_MAD with the FP_MUL_LEGACY product
    FP_MIN           = 7'h08,
    FP_MAX           = 7'h09,
    FP_MIN3          = 7'h0A,
    FP_MAX3          = 7'h0B,
    FP_MED3          = 7'h0C,
    FP_CLASS         = 7'h0D,  // result 1/0: S0 in one of the classes of S1[9:0]
    FP_LDEXP         = 7'h0E,  // S0 * 2^S1.i
    FP_FRACT         = 7'h0F,
    FP_CMP_F         = 7'h10,
    FP_CMP_LT        = 7'h11,
    FP_CMP_EQ        = 7'h12,
    FP_CMP_LE        = 7'h13,
    FP_CMP_GT        = 7'h14,
    FP_CMP_LG        = 7'h15,
    FP_CMP_GE        = 7'h16,
    FP_CMP_O         = 7'h17,
    FP_CMP_U         = 7'h18,
    FP_CMP_NGE       = 7'h19,
    FP_CMP_NLG       = 7'h1A,
    FP_CMP_NGT       = 7'h1B,
    FP_CMP_NLE       = 7'h1C,
    FP_CMP_NEQ       = 7'h1D,
    FP_CMP_NLT       = 7'h1E,
    FP_CMP_TRU       = 7'h1F,
    FP_CVT_F32_I32   = 7'h20,
    FP_CVT_F32_U32   = 7'h21,
    FP_CVT_F32_UBYTE0 = 7'h22,
    FP_CVT_F32_UBYTE1 = 7'h23,
    FP_CVT_F32_UBYTE2 = 7'h24,
    FP_CVT_F32_UBYTE3 = 7'h25,
    FP_CVT_I32_F32   = 7'h26,  // truncate, saturate, NaN -> 0
    FP_CVT_U32_F32   = 7'h27,
    FP_CVT_RPI_I32_F32 = 7'h28,  // floor(S0 + 0.5), exact
    FP_CVT_FLR_I32_F32 = 7'h29,  // floor(S0)
    FP_TRUNC         = 7'h2A,
    FP_CEIL          = 7'h2B,
    FP_FLOOR         = 7'h2C,
    FP_RNDNE         = 7'h2D,
    FP_FREXP_MANT    = 7'h2E,
    FP_FREXP_EXP     = 7'h2F,
    // Transcendentals (gcn_fp_trans): same latency as every other op.
    FP_RCP           = 7'h30,
    FP_RCP_IFLAG     = 7'h31,  // numerically FP_RCP (integer-division macro)
    FP_RSQ           = 7'h32,
    FP_SQRT          = 7'h33,
    FP_EXP           = 7'h34,  // 2^S0
    FP_LOG           = 7'h35,  // log2(S0)
    FP_EXP_LEGACY    = 7'h36,  // numerically FP_EXP
    FP_LOG_LEGACY    = 7'h37,  // numerically FP_LOG
    FP_SIN           = 7'h38,  // sin(2 pi S0)
    FP_COS           = 7'h39,  // cos(2 pi S0)
    FP_DIV_FMAS      = 7'h3A,  // fma, * 2^32 before rounding when vcc_i
    FP_CVT_OFF_F32_I4 = 7'h3B, // S0[3:0] signed / 16
    FP_CUBEID        = 7'h3C,
    FP_CUBESC        = 7'h3D,
    FP_CUBETC        = 7'h3E,
    FP_CUBEMA        = 7'h3F,  // 2 * major axis coordinate
    // Division macro: pre-scale (writes vcc_o) and fixup.
    FP_DIV_SCALE     = 7'h40,  // ldexp(S0, 0 / +-64) per S1, S2; VCC flag
    FP_DIV_FIXUP     = 7'h41   // special cases of S2 / S1, else +-|S0|
  } fp_op_e;

  // The MODE register fields the lane needs (Vega ISA, "Mode register").
  // denorm[0]: allow input denorms; denorm[1]: allow output denorms
  // (FP_DENORM[1:0] of MODE: 0 flush both ... 3 allow both).
  typedef struct packed {
    logic [1:0] denorm;
    logic       ieee;
    logic       dx10_clamp;
  } fp_mode_t;

  // VOP3 output modifier codes.
  typedef enum logic [1:0] {
    OMOD_NONE = 2'd0,
    OMOD_MUL2 = 2'd1,
    OMOD_MUL4 = 2'd2,
    OMOD_DIV2 = 2'd3
  } omod_e;

  // Cycles from valid_i to valid_o of gcn_fp32_lane.
  localparam int unsigned FP32_LANE_LATENCY = 4;

  // Signed exponent wide enough for every intermediate (products, ldexp).
  localparam int unsigned EXP_W = 12;
  typedef logic signed [EXP_W-1:0] exp_t;

  localparam logic [31:0] DEFAULT_NAN = 32'hFFC0_0000;
  localparam logic [31:0] ONE         = 32'h3F80_0000;

  // One unpacked operand. For finite non-zero values sig[23] = 1 and the
  // value is sig * 2^(exp - 127 - 23); denormal inputs that are kept arrive
  // normalised with exp < 1.
  typedef struct packed {
    logic        sign;
    logic        zero;
    logic        inf;
    logic        nan;
    exp_t        exp;
    logic [23:0] sig;
  } fp_unp_t;

  // An adder operand: sig[47] is the leading one of a normalised value and
  // the value is sig * 2^(exp - 127 - 47). Integer conversions may feed an
  // unnormalised sig when the other operand is zero.
  typedef struct packed {
    logic        sign;
    logic        zero;
    logic        inf;
    exp_t        exp;
    logic [47:0] sig;
  } fp_ext_t;

  // An unrounded result for gcn_fp_round: value (1.mant[22:0] with mant[23]
  // set) * 2^(exp - 127), plus the round bit and the sticky OR of the rest.
  typedef struct packed {
    logic        sign;
    logic        zero;
    logic        inf;
    logic        nan;     // invalid operation: the default NaN
    exp_t        exp;
    logic [23:0] mant;
    logic        rnd;
    logic        stk;
  } fp_raw_t;

  // An adder operand from an unpacked one, negated when flip (used by the
  // VALU lane and the LDS unit's DS_ADD_F32). A NaN's result is overridden by
  // the caller, so it enters as a zero.
  function automatic fp_ext_t ext(input fp_unp_t u, input logic flip);
    fp_ext_t r;
    r.sign = u.sign ^ flip;
    r.zero = u.zero || u.nan;
    r.inf  = u.inf;
    r.exp  = u.exp;
    r.sig  = {u.sig, 24'd0};
    return r;
  endfunction

  function automatic logic [31:0] quiet(input logic [31:0] x);
    quiet = x | 32'h0040_0000;
  endfunction

  function automatic logic is_nan(input logic [31:0] x);
    is_nan = (x << 1) > 32'hFF00_0000;   // sign shifted out
  endfunction

  function automatic logic is_snan(input logic [31:0] x);
    is_snan = is_nan(x) && !x[22];
  endfunction

  function automatic logic is_zero(input logic [31:0] x);
    is_zero = (x << 1) == 32'd0;
  endfunction

  // Ordered comparison of two non-NaN values; +0 and -0 are equal.
  function automatic logic f_lt(input logic [31:0] a, input logic [31:0] b);
    logic r;
    if (is_zero(a) && is_zero(b)) r = 1'b0;
    else if (a[31] != b[31])      r = a[31];
    else if (!a[31])              r = (a[30:0] < b[30:0]);
    else                          r = (a[30:0] > b[30:0]);
    f_lt = r;
  endfunction

  function automatic logic f_eq(input logic [31:0] a, input logic [31:0] b);
    f_eq = (a == b) || (is_zero(a) && is_zero(b));
  endfunction

  // V_MIN_F32 / V_MAX_F32 exactly as the spec pseudo-code (Vega ISA, VOP2
  // opcodes 10 and 11), on operands already flushed per MODE.
  function automatic logic [31:0] f_minmax(input logic [31:0] s0, input logic [31:0] s1,
                                           input logic is_max, input logic ieee);
    logic [31:0] d;
    if (ieee && is_snan(s0))                    d = quiet(s0);
    else if (ieee && is_snan(s1))               d = quiet(s1);
    else if (is_nan(s0))                        d = s1;
    else if (is_nan(s1))                        d = s0;
    else if (s0 == 32'h0000_0000 && s1 == 32'h8000_0000) d = is_max ? s0 : s1;
    else if (s0 == 32'h8000_0000 && s1 == 32'h0000_0000) d = is_max ? s1 : s0;
    else if (is_max) begin
      if (ieee) d = f_lt(s0, s1) ? s1 : s0;   // S0 >= S1 ? S0 : S1
      else      d = f_lt(s1, s0) ? s0 : s1;   // S0 >  S1 ? S0 : S1
    end else begin
      d = f_lt(s0, s1) ? s0 : s1;
    end
    f_minmax = d;
  endfunction

endpackage
