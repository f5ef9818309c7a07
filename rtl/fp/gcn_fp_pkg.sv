// Types shared by the FP32 VALU lane (rtl/fp/). The readings of the Vega ISA
// that the RTL and the golden model share are in docs/fp32.md; comments here
// only say how they are encoded.
package gcn_fp_pkg;

  // The lane's micro-operations (fp_op_e, FP_*) are in the generated
  // package gcn_valu_uop_pkg, from the micro-op section of model/isa.def.

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
