// Types shared by the integer/bitwise datapath of one VALU lane (rtl/valu/).
// Each micro-operation names the Vega ISA opcode whose pseudo-code it
// implements (the micro-op section of model/isa.def); the readings where the pseudo-code is
// ambiguous are listed at the top of gcn_int_lane.sv.
package gcn_int_pkg;

  // The lane's micro-operations (int_op_e, INT_*) are in the generated
  // package gcn_valu_uop_pkg, from the micro-op section of model/isa.def.

  // Cycles from valid_i to valid_o of gcn_int_lane.
  localparam int unsigned INT_LANE_LATENCY = 2;

  // Width of the signed multiplier operands: 32-bit values plus a sign bit
  // that is 0 for the unsigned forms.
  localparam int unsigned MUL_W = 33;

  // Partial products of the split multiplier, registered between the stages:
  // a = ah * 2^16 + al with al = a[15:0] unsigned and ah = a[32:16] signed.
  typedef struct packed {
    logic        [31:0] ll;   // al * bl
    logic signed [33:0] lh;   // al * bh
    logic signed [33:0] hl;   // ah * bl
    logic signed [33:0] hh;   // ah * bh
  } mul_pp_t;

endpackage
