// New memory value of one DS atomic (golden ds_atomic, golden/ds_ops.cpp):
// `old` is the location's value (out-of-range pieces read as 0), DATA = d0,
// DATA2 = d1, on 4 or 8 bytes. Combinational. DS_ADD_F32 uses the FP32
// adder of rtl/fp (unpack, add, round) as V_ADD_F32 does in the VALU lane,
// with denormals kept in and out: golden fp::add with FP_DENORM = 3.
module gcn_lds_atomic
  import gcn_lds_pkg::*;
  import gcn_lds_atomic_pkg::*;
(
  input  lds_atomic_e op_i,
  input  logic        is64_i,
  input  logic [63:0] old_i,
  input  logic [63:0] d0_i,
  input  logic [63:0] d1_i,
  output logic [63:0] new_o
);

  logic [63:0] m, old, d0, d1, r;
  logic        lt_s, lt_u;

  // DS_ADD_F32: a NaN gives the first NaN quieted (MEM, then DATA); otherwise
  // the rounded sum (infinities, inf - inf and signed zeros in the adder).
  gcn_fp_pkg::fp_unp_t ua, ub;
  gcn_fp_pkg::fp_raw_t fsum;
  logic [31:0]         fa, fb, fres, fadd;

  gcn_fp_unpack u_unp_old  (.x_i(old_i[31:0]), .abs_i(1'b0), .neg_i(1'b0), .flush_i(1'b0),
                            .bits_o(fa), .u_o(ua));
  gcn_fp_unpack u_unp_data (.x_i(d0_i[31:0]), .abs_i(1'b0), .neg_i(1'b0), .flush_i(1'b0),
                            .bits_o(fb), .u_o(ub));
  gcn_fp_add    u_fadd     (.x_i(gcn_fp_pkg::ext(ua, 1'b0)), .y_i(gcn_fp_pkg::ext(ub, 1'b0)), .r_o(fsum));
  gcn_fp_round  u_fround   (.r_i(fsum), .flush_i(1'b0), .d_o(fres));

  always_comb begin
    if (ua.nan)      fadd = gcn_fp_pkg::quiet(fa);
    else if (ub.nan) fadd = gcn_fp_pkg::quiet(fb);
    else             fadd = fres;
  end

  assign m   = is64_i ? 64'hFFFF_FFFF_FFFF_FFFF : 64'h0000_0000_FFFF_FFFF;
  assign old = old_i & m;
  assign d0  = d0_i & m;
  assign d1  = d1_i & m;

  // d0 < old, signed and unsigned, on the element width.
  always_comb begin
    if (is64_i) lt_s = $signed(d0) < $signed(old);
    else        lt_s = $signed(d0[31:0]) < $signed(old[31:0]);
  end
  assign lt_u = d0 < old;

  always_comb begin
    unique case (op_i)
      LDS_AT_ADD:    r = old + d0;
      LDS_AT_SUB:    r = old - d0;
      LDS_AT_RSUB:   r = d0 - old;
      // tmp >= DATA ? 0 : tmp + 1 / (tmp == 0 || tmp > DATA) ? DATA : tmp - 1, unsigned.
      LDS_AT_INC:    r = (old >= d0) ? 64'd0 : old + 64'd1;
      LDS_AT_DEC:    r = (old == 64'd0 || old > d0) ? d0 : old - 64'd1;
      LDS_AT_MIN_I:  r = lt_s ? d0 : old;
      LDS_AT_MAX_I:  r = (!lt_s && d0 != old) ? d0 : old;
      LDS_AT_MIN_U:  r = lt_u ? d0 : old;
      LDS_AT_MAX_U:  r = (!lt_u && d0 != old) ? d0 : old;
      LDS_AT_AND:    r = old & d0;
      LDS_AT_OR:     r = old | d0;
      LDS_AT_XOR:    r = old ^ d0;
      LDS_AT_MSKOR:  r = (old & ~d0) | d1;     // DATA = mask, DATA2 = value
      LDS_AT_WRXCHG: r = d0;
      LDS_AT_CMPST:  r = (old == d0) ? d1 : old;  // cmp = DATA, src = DATA2
      LDS_AT_CMPST_F: r = f_eq(old, d0, is64_i) ? d1 : old;
      LDS_AT_MIN_F:  r = f_lt(d0, old, is64_i) ? d0 : old;
      LDS_AT_MAX_F:  r = f_lt(old, d0, is64_i) ? d0 : old;
      LDS_AT_ADD_F:  r = {32'd0, fadd};     // 32-bit only (DS_ADD_F32, DS_ADD_RTN_F32)
      default:       r = old;
    endcase
  end

  assign new_o = r & m;

endmodule
