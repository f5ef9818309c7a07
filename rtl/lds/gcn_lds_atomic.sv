// New memory value of one DS atomic (golden ds_atomic, golden/ds_ops.cpp):
// `old` is the location's value (out-of-range pieces read as 0), DATA = d0,
// DATA2 = d1, on 4 or 8 bytes. Combinational.
module gcn_lds_atomic
  import gcn_lds_pkg::*;
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
      default:       r = old;
    endcase
  end

  assign new_o = r & m;

endmodule
