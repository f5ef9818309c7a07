// Types shared by the FP32 VALU lane (rtl/fp/). The readings of the Vega ISA
// that the RTL and the golden model share are in docs/fp32.md; comments here
// only say how they are encoded.
package gcn_fp_pkg;
  import gcn_bits_pkg::lzc_left;

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
  localparam int unsigned FP32_LANE_LATENCY = 7;

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

  // An unrounded result for fp_round: value (1.mant[22:0] with mant[23]
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

  // ------------------------------------------------------------------
  // The adder path as functions: the lane calls them in the register of
  // the stage they belong to, only for a valid operation, so a simulator
  // that evaluates every combinational block on every clock skips them on
  // idle cycles (the LDS atomic ALU and the transcendentals call them the
  // same way).

  // One FP32 operand unpacked: the VOP3 input modifiers (abs, then neg), a
  // denormal flushed to a zero of the same sign when flush, the class, and
  // the significand of a kept denormal normalised.
  typedef struct packed {
    logic [31:0] bits;   // the operand after modifiers and flush
    fp_unp_t     u;
  } fp_unpacked_t;

  function automatic fp_unpacked_t fp_unpack(input logic [31:0] x, input logic abs_m,
                                             input logic neg_m, input logic flush);
    logic [31:0]  m;
    logic [7:0]   e;
    logic [22:0]  f;
    logic [4:0]   lz;    // leading zeros of a denormal's 23-bit fraction
    logic         den;   // denormal operand (before any flush)
    /* verilator lint_off UNUSEDSIGNAL */
    logic [6:0]   lz_all;  // at most 23 when used: the top bits are not
    /* verilator lint_on UNUSEDSIGNAL */
    fp_unpacked_t r;
    m      = {(x[31] & ~abs_m) ^ neg_m, x[30:0]};
    e      = m[30:23];
    f      = m[22:0];
    den    = (e == 8'd0) && (f != 23'd0);
    lz_all = lzc_left({f, 41'd0});
    lz     = lz_all[4:0];   // below 23 whenever it is used (den)
    r.bits = (den && flush) ? {m[31], 31'd0} : m;
    r.u      = '0;
    r.u.sign = m[31];
    r.u.nan  = (e == 8'hFF) && (f != 23'd0);
    r.u.inf  = (e == 8'hFF) && (f == 23'd0);
    r.u.zero = (e == 8'd0) && (f == 23'd0 || flush);
    if (den) begin
      // f has its leading one at bit 22 - lz: shift it up to bit 23.
      r.u.sig = {f, 1'b0} << lz;
      r.u.exp = exp_t'(0) - exp_t'(lz);
    end else begin
      r.u.sig = {1'b1, f};
      r.u.exp = exp_t'({1'b0, e});
    end
    return r;
  endfunction

  // Sum of two adder operands, normalised but not rounded (fp_round does
  // that). The larger magnitude is kept whole in a 52-bit window (carry, 48
  // significand bits, three guard bits); the smaller is shifted right with a
  // sticky bit. When the exponents differ by two or more at most one bit of
  // cancellation can happen, so the guard bits are enough; when they differ
  // by less nothing is shifted out and the difference is exact. NaN operands
  // are the caller's business; invalid (inf - inf) gives nan.
  localparam int unsigned ADD_W = 52;

  // fp_add in three steps, so a pipeline can put a clock between them: the
  // alignment (operand order, exponent difference, shift and sticky, and
  // the outcomes decided by the operands' classes: fp_add_align, itself
  // fp_add_order then fp_add_shift), the add (fp_add_mag), the
  // normalisation (fp_normalise).
  typedef struct packed {
    logic             sign;       // the larger operand's
    exp_t             exp;        // ... exponent
    logic             eff_sub;
    logic [ADD_W-1:0] bw, sw;     // the larger, the smaller aligned with its sticky bit
    logic             inf;        // an operand is infinite
    logic             inf_sign;
    logic             nan;        // inf - inf
    logic             zeros;      // both operands are zero
    logic             zeros_sign;
  } fp_aligned_t;

  // The alignment in two steps, so a pipeline can put a clock between
  // them too: the order (which operand is larger, the shift) and the
  // shift itself.
  typedef struct packed {
    fp_ext_t    lrg, sml;   // the larger operand by magnitude, the smaller
    logic [5:0] sh;         // the smaller's alignment shift, saturated at ADD_W
    logic       inf;        // the outcomes decided by the operands' classes
    logic       inf_sign;
    logic       nan;
    logic       zeros;
    logic       zeros_sign;
  } fp_ordered_t;

  function automatic fp_ordered_t fp_add_order(input fp_ext_t x, input fp_ext_t y);
    logic        swap;
    exp_t        d;
    fp_ordered_t o;
    // The smaller operand (by magnitude) goes second; a zero is always smaller.
    if (x.zero)      swap = 1'b1;
    else if (y.zero) swap = 1'b0;
    else             swap = (x.exp < y.exp) || (x.exp == y.exp && x.sig < y.sig);
    o.lrg = swap ? y : x;
    o.sml = swap ? x : y;
    d = o.lrg.exp - o.sml.exp;
    if (o.sml.zero || d >= exp_t'(ADD_W)) o.sh = 6'(ADD_W);
    else                                  o.sh = d[5:0];
    o.inf        = x.inf || y.inf;
    o.inf_sign   = x.inf ? x.sign : y.sign;
    o.nan        = x.inf && y.inf && (x.sign != y.sign);
    o.zeros      = x.zero && y.zero;
    o.zeros_sign = x.sign & y.sign;
    return o;
  endfunction

  /* verilator lint_off UNUSEDSIGNAL */  // lrg's and sml's class flags: in o's outcomes
  function automatic fp_aligned_t fp_add_shift(input fp_ordered_t o);
  /* verilator lint_on UNUSEDSIGNAL */
    logic [ADD_W-1:0] lost_mask;
    logic             lost;
    fp_aligned_t      a;
    a.sign       = o.lrg.sign;
    a.exp        = o.lrg.exp;
    a.eff_sub    = o.lrg.sign ^ o.sml.sign;
    a.bw         = {1'b0, o.lrg.sig, 3'b000};
    lost_mask    = (o.sh >= 6'(ADD_W)) ? {ADD_W{1'b1}} : ((ADD_W'(1) << o.sh) - ADD_W'(1));
    lost         = |({1'b0, o.sml.sig, 3'b000} & lost_mask) && !o.sml.zero;
    a.sw         = ((o.sh >= 6'(ADD_W)) ? ADD_W'(0) : ({1'b0, o.sml.sig, 3'b000} >> o.sh)) | ADD_W'(lost);
    a.inf        = o.inf;
    a.inf_sign   = o.inf_sign;
    a.nan        = o.nan;
    a.zeros      = o.zeros;
    a.zeros_sign = o.zeros_sign;
    return a;
  endfunction

  function automatic fp_aligned_t fp_add_align(input fp_ext_t x, input fp_ext_t y);
    return fp_add_shift(fp_add_order(x, y));
  endfunction

  // An unnormalised result: the magnitude v with value v * 2^(ebase - 127
  // - 63), or the outcomes that need no normalisation (inf, nan, zero).
  // fp_normalise turns it into an fp_raw_t; a pipeline can put a clock
  // between the step that makes it (the adder's add, a transcendental's
  // post-add) and the normalisation.
  typedef struct packed {
    logic        sign;
    logic        zero;    // a zero of this sign, whatever v is
    logic        inf;
    logic        nan;
    exp_t        ebase;
    logic [63:0] v;       // v == 0 is +0 (round to nearest)
  } fp_mag_t;

  // fp_normalise in two steps, so a pipeline can put a clock between
  // them: the leading-zero count, then the shift and the result.
  typedef struct packed {
    fp_mag_t    m;
    logic [6:0] lz;   // leading zeros of m.v (64 when it is 0)
  } fp_counted_t;

  function automatic fp_counted_t fp_norm_count(input fp_mag_t m);
    fp_counted_t c;
    c.m  = m;
    c.lz = lzc_left(m.v);
    return c;
  endfunction

  function automatic fp_raw_t fp_norm_shift(input fp_counted_t c);
    fp_mag_t     m;
    logic [6:0]  lz;
    logic [63:0] norm;
    fp_raw_t     r;
    m    = c.m;
    lz   = c.lz;
    norm = m.v << lz[5:0];
    r    = '0;
    if (m.inf) begin
      r.inf  = 1'b1;
      r.sign = m.sign;
      r.nan  = m.nan;
    end else if (m.zero) begin
      r.zero = 1'b1;
      r.sign = m.sign;
    end else if (m.v == '0) begin
      r.zero = 1'b1;   // exact cancellation, log(1), sin of an exact 0: +0
    end else begin
      // The leading one at bit 63 - lz.
      r.sign = m.sign;
      r.exp  = m.ebase - exp_t'(lz);
      r.mant = norm[63:40];
      r.rnd  = norm[39];
      r.stk  = |norm[38:0];
    end
    return r;
  endfunction

  function automatic fp_raw_t fp_normalise(input fp_mag_t m);
    return fp_norm_shift(fp_norm_count(m));
  endfunction

  // The add of the aligned operands, before normalisation.
  function automatic fp_mag_t fp_add_mag(input fp_aligned_t a);
    logic [ADD_W-1:0] sum;
    fp_mag_t          m;
    sum     = a.eff_sub ? (a.bw - a.sw) : (a.bw + a.sw);
    m       = '0;
    m.sign  = a.inf ? a.inf_sign : (a.zeros ? a.zeros_sign : a.sign);
    m.inf   = a.inf;
    m.nan   = a.nan;
    m.zero  = a.zeros;   // round to nearest: -0 only when both are -0
    // bw has the larger operand's sig[47] at bit 50, so sum * 2^(exp - 127
    // - 50) is the value: at bit 63 of v, 2^(exp + 1 - 127 - 63).
    m.ebase = a.exp + exp_t'(1);
    m.v     = {sum, 12'd0};
    return m;
  endfunction

  function automatic fp_raw_t fp_add(input fp_ext_t x, input fp_ext_t y);
    return fp_normalise(fp_add_mag(fp_add_align(x, y)));
  endfunction

  // Rounds an unrounded result to FP32, round to nearest even, and packs
  // it. Overflow gives infinity. Results below the normal range are
  // denormalised (IEEE) or, when flush, flushed to a zero of the same sign.
  // Tininess is detected after rounding as x86 SSE does it: a value is
  // flushed when it is below 2^-126 after rounding to 24 bits with an
  // unbounded exponent, so the largest values below 2^-126 that round up to
  // it survive (docs/fp32.md).
  // fp_round in two steps, so a pipeline can put a clock between them: the
  // rounding increments of the normal and the denormal result, then the
  // choice and the pack.
  typedef struct packed {
    logic        sign;
    logic        zero;
    logic        inf;
    logic        nan;
    logic [24:0] nrm;     // normal rounding: mant + round-up (bit 23 the leading one)
    exp_t        ne;      // exponent after the rounding carry
    logic [23:0] dres;    // the denormal result's fraction (a carry: 2^-126)
  } fp_rounded_t;

  function automatic fp_rounded_t fp_round_inc(input fp_raw_t r);
    logic        nup;
    exp_t        dsh_e;
    logic [4:0]  dsh;       // denormal shift 1 - exp, saturated at 25
    logic [24:0] dsrc, dshifted;
    logic        dlost, dr, ds, dup;
    fp_rounded_t o;
    o.sign = r.sign;
    o.zero = r.zero;
    o.inf  = r.inf;
    o.nan  = r.nan;
    nup    = r.rnd && (r.stk || r.mant[0]);
    o.nrm  = {1'b0, r.mant} + 25'(nup);
    o.ne   = o.nrm[24] ? r.exp + exp_t'(1) : r.exp;
    // Denormal path: value = mant * 2^(exp - 150) = (mant >> (1 - exp)) * 2^-149.
    dsh_e    = exp_t'(1) - r.exp;
    dsh      = (dsh_e > exp_t'(25)) ? 5'd25 : dsh_e[4:0];
    dsrc     = {r.mant, r.rnd};
    dshifted = dsrc >> dsh;
    dlost    = |(dsrc & ((25'd1 << dsh) - 25'd1));
    dr       = dshifted[0];
    ds       = dlost || r.stk;
    dup      = dr && (ds || dshifted[1]);
    o.dres   = dshifted[24:1] + 24'(dup);
    return o;
  endfunction

  /* verilator lint_off UNUSEDSIGNAL */  // nrm's carry and leading one: in ne
  function automatic logic [31:0] fp_round_pack(input fp_rounded_t o, input logic flush);
  /* verilator lint_on UNUSEDSIGNAL */
    logic [31:0] d;
    if (o.nan)                      d = DEFAULT_NAN;
    else if (o.inf)                 d = {o.sign, 8'hFF, 23'd0};
    else if (o.zero)                d = {o.sign, 31'd0};
    else if (o.ne >= exp_t'(255))   d = {o.sign, 8'hFF, 23'd0};
    // Also the values at exp 0 that round up to 2^-126.
    else if (o.ne >= exp_t'(1))     d = {o.sign, o.ne[7:0], o.nrm[22:0]};
    else if (flush)                 d = {o.sign, 31'd0};
    // A carry out of the fraction lands in the exponent field: 2^-126.
    else                            d = {o.sign, 8'd0, 23'd0} | {8'd0, o.dres};
    return d;
  endfunction

  function automatic logic [31:0] fp_round(input fp_raw_t r, input logic flush);
    return fp_round_pack(fp_round_inc(r), flush);
  endfunction

endpackage
