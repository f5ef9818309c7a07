// The FP32 lane's operations besides the adder path (gcn_fp_pkg), as
// functions the lane calls in the register of stage 1 or 4, only for a
// valid operation. Operands arrive after the input modifiers and flush
// unless a function says otherwise.
package gcn_fp_ops_pkg;
  import gcn_fp_pkg::*;

  // Exact FP32 product of two unpacked operands as an adder operand (no
  // rounding). NaN operands are the caller's business (the lane selects the
  // first NaN operand); invalid flags inf * 0. With legacy any zero operand
  // gives +0 whatever the other one is (V_MUL_LEGACY_F32, "DX9 rules").
  typedef struct packed {
    fp_ext_t p;
    logic    invalid;
    logic    legacy_zero;   // legacy and an operand is zero
  } fp_mul_t;

  /* verilator lint_off UNUSEDSIGNAL */   // a.nan, b.nan: the caller overrides the result
  function automatic fp_mul_t fp_mul(input fp_unp_t a, input fp_unp_t b, input logic legacy);
  /* verilator lint_on UNUSEDSIGNAL */
    logic [47:0] prod;
    exp_t        e;
    fp_mul_t     r;
    prod = a.sig * b.sig;
    // sig * 2^(exp - 150) each: the product is prod * 2^(ea + eb - 300), that
    // is prod * 2^(e - 127 - 46) with e = ea + eb - 127.
    e = a.exp + b.exp - exp_t'(127);
    r             = '0;
    r.legacy_zero = legacy && (a.zero || b.zero);
    r.p.sign      = a.sign ^ b.sign;
    if (r.legacy_zero) begin
      r.p.sign = 1'b0;
      r.p.zero = 1'b1;
    end else if (a.inf || b.inf) begin
      r.p.inf   = 1'b1;
      r.invalid = a.zero || b.zero;
    end else if (a.zero || b.zero) begin
      r.p.zero = 1'b1;
    end else if (prod[47]) begin
      r.p.sig = prod;
      r.p.exp = e + exp_t'(1);
    end else begin
      r.p.sig = {prod[46:0], 1'b0};
      r.p.exp = e;
    end
    return r;
  endfunction

  // Rounding to an integral FP32 value: V_TRUNC_F32, V_FLOOR_F32,
  // V_CEIL_F32, V_RNDNE_F32 (the last as IEEE roundToIntegralTiesToEven; a
  // zero result keeps the sign of the operand, docs/fp32.md). Exact, so there
  // is no output flushing.
  localparam logic [1:0] RINT_TRUNC = 2'd0;
  localparam logic [1:0] RINT_FLOOR = 2'd1;
  localparam logic [1:0] RINT_CEIL  = 2'd2;
  localparam logic [1:0] RINT_RNE   = 2'd3;

  function automatic logic [31:0] fp_rint(input logic [31:0] x, input logic [1:0] mode);
    logic [7:0]  e;
    logic        s;
    logic [4:0]  nfrac;       // fraction bits below the binary point, 1..23
    logic [30:0] fmask, imask, mag;
    logic        fnz, half, rest, ilsb, up;
    logic [31:0] d;
    s     = x[31];
    e     = x[30:23];
    nfrac = 5'(8'd150 - e);          // valid for 127 <= e < 150
    fmask = (31'd1 << nfrac) - 31'd1;
    imask = ~fmask;
    fnz   = |(x[30:0] & fmask);
    half  = |(x[30:0] & (31'd1 << (nfrac - 5'd1)));
    rest  = |(x[30:0] & (fmask >> 1));
    ilsb  = (nfrac == 5'd23) ? 1'b1 : |(x[30:0] & (31'd1 << nfrac));
    unique case (mode)
      RINT_FLOOR: up = s && fnz;
      RINT_CEIL:  up = !s && fnz;
      RINT_RNE:   up = half && (rest || ilsb);
      default:    up = 1'b0;   // RINT_TRUNC
    endcase
    mag = (x[30:0] & imask) + (up ? (31'd1 << nfrac) : 31'd0);
    if (e == 8'hFF) begin
      d = is_nan(x) ? quiet(x) : x;
    end else if (e >= 8'd150 || is_zero(x)) begin
      d = x;                          // already integral
    end else if (e < 8'd127) begin
      // 0 < |x| < 1 (denormals included).
      unique case (mode)
        RINT_FLOOR: d = s ? {1'b1, ONE[30:0]} : 32'd0;
        RINT_CEIL:  d = s ? 32'h8000_0000 : ONE;
        RINT_RNE:   d = (e == 8'd126 && x[22:0] != 23'd0) ? {s, ONE[30:0]} : {s, 31'd0};
        default:    d = {s, 31'd0};
      endcase
    end else begin
      d = {s, mag};
    end
    return d;
  endfunction

  // FP32 to 32-bit integer: V_CVT_I32_F32 / V_CVT_U32_F32 (truncate),
  // V_CVT_FLR_I32_F32 (floor) and V_CVT_RPI_I32_F32 (floor(S0 + 0.5), taken
  // exactly, docs/fp32.md). Out-of-range values and infinities saturate, NaN
  // converts to 0.
  localparam logic [1:0] F2I_TRUNC   = 2'd0;
  localparam logic [1:0] F2I_FLOOR   = 2'd1;
  localparam logic [1:0] F2I_HALF_UP = 2'd2;

  function automatic logic [31:0] fp_f2i(input fp_unp_t u, input logic [1:0] mode,
                                         input logic is_unsigned);
    exp_t        s;          // unbiased exponent of the leading bit
    exp_t        sh_e;
    logic [6:0]  sh;         // right shift of {sig, 40'b0}, saturated at 64
    logic [63:0] src, fx;    // fx: 32 integer bits . 32 fraction bits
    logic        lost, half, rest, fnz, up, big;
    logic [32:0] mag;
    logic [31:0] d;
    s    = u.exp - exp_t'(127);
    big  = s >= exp_t'(32);          // |x| >= 2^32
    sh_e = exp_t'(31) - s;
    sh   = (sh_e > exp_t'(64)) ? 7'd64 : sh_e[6:0];   // sh_e >= 0 unless big
    src  = {u.sig, 40'd0};
    fx   = (sh >= 7'd64) ? 64'd0 : (src >> sh);
    lost = (sh >= 7'd64) ? (src != 64'd0) : |(src & ((64'd1 << sh) - 64'd1));
    half = fx[31];
    rest = |fx[30:0] || lost;
    fnz  = half || rest;
    unique case (mode)
      F2I_FLOOR:   up = u.sign && fnz;
      F2I_HALF_UP: up = u.sign ? (half && rest) : half;
      default:     up = 1'b0;   // F2I_TRUNC
    endcase
    mag = {1'b0, fx[63:32]} + 33'(up);
    if (u.nan || u.zero) begin
      d = 32'd0;
    end else if (is_unsigned) begin
      if (u.sign)                         d = 32'd0;   // mag is 0 or out of range
      else if (u.inf || big || mag[32])   d = 32'hFFFF_FFFF;
      else                                d = mag[31:0];
    end else if (u.sign) begin
      if (u.inf || big || mag > 33'h0_8000_0000) d = 32'h8000_0000;
      else                                d = 32'(-mag);
    end else begin
      if (u.inf || big || mag > 33'h0_7FFF_FFFF) d = 32'h7FFF_FFFF;
      else                                d = mag[31:0];
    end
    return d;
  endfunction

  // The sixteen V_CMP_*_F32 predicates. pred is the low four bits of the
  // opcode: the result is (pred[0] & less) | (pred[1] & equal) |
  // (pred[2] & greater) | (pred[3] & unordered), which covers F, LT, EQ, LE,
  // GT, LG, GE, O and their negations U, NGE, NLG, NGT, NLE, NEQ, NLT, TRU.
  // +0 equals -0.
  function automatic logic fp_cmp(input logic [31:0] a, input logic [31:0] b,
                                  input logic [3:0] pred);
    logic un, lt, eq, gt;
    un = is_nan(a) || is_nan(b);
    lt = !un && f_lt(a, b);
    gt = !un && f_lt(b, a);
    eq = !un && f_eq(a, b);
    return (pred[0] && lt) || (pred[1] && eq) || (pred[2] && gt) || (pred[3] && un);
  endfunction

  // V_CMP_CLASS_F32: is S0 in any of the classes selected by S1[9:0]? (bit
  // 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6
  // +0, 7 +denormal, 8 +normal, 9 +inf). S0 is classified as it is, after
  // the input modifiers but without denormal flushing (docs/fp32.md).
  function automatic logic fp_class(input logic [31:0] x, input logic [9:0] mask);
    logic [9:0] cls;
    logic [7:0] e;
    logic       s, fz;
    e   = x[30:23];
    s   = x[31];
    fz  = (x[22:0] == 23'd0);
    cls = '0;
    if (e == 8'hFF) begin
      if (!fz)      cls[x[22] ? 1 : 0] = 1'b1;
      else          cls[s ? 2 : 9] = 1'b1;
    end else if (e == 8'd0) begin
      if (fz)       cls[s ? 5 : 6] = 1'b1;
      else          cls[s ? 4 : 7] = 1'b1;
    end else begin
      cls[s ? 3 : 8] = 1'b1;
    end
    return |(cls & mask);
  endfunction

  // VOP3 output modifier: r * 2^k for k in {1, 2, -1}, computed exactly and
  // then rounded and flushed like any result (docs/fp32.md). The input is a
  // finished result, so it is never input-flushed. A NaN comes out quieted,
  // as from any arithmetic.
  function automatic logic [31:0] fp_scale(input logic [31:0] r, input omod_e omod,
                                           input logic flush);
    /* verilator lint_off UNUSEDSIGNAL */
    fp_unpacked_t up;       // .bits: the result is not input-flushed
    /* verilator lint_on UNUSEDSIGNAL */
    fp_raw_t      raw;
    exp_t         k;
    logic [31:0]  d;
    up = fp_unpack(r, 1'b0, 1'b0, 1'b0);
    unique case (omod)
      OMOD_MUL2: k = exp_t'(1);
      OMOD_MUL4: k = exp_t'(2);
      OMOD_DIV2: k = -exp_t'(1);
      default:   k = exp_t'(0);
    endcase
    raw      = '0;
    raw.sign = up.u.sign;
    raw.zero = up.u.zero;
    raw.inf  = up.u.inf;
    raw.exp  = up.u.exp + k;
    raw.mant = up.u.sig;
    if (omod == OMOD_NONE) d = r;
    else if (up.u.nan)     d = quiet(r);
    else                   d = fp_round(raw, flush);
    return d;
  endfunction

endpackage
