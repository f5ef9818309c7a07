// Types shared by the integer/bitwise datapath of one VALU lane (rtl/valu/).
// Each micro-operation names the Vega ISA opcode whose pseudo-code it
// implements; the readings where the pseudo-code is ambiguous are listed at
// the top of gcn_int_lane.sv.
package gcn_int_pkg;

  // Integer micro-operations of one VALU lane. The blocks are aligned so that
  // the lane can decode them from a few bits:
  //   op[6:4] == 3'b001  the multiplier (its result comes from stage 2)
  //   op[6:5] == 2'b11   compares: op[4] 64-bit, op[3] unsigned, op[2:0] the
  //                      predicate (the low three bits of the V_CMP_*_I32
  //                      opcode): bit 0 less, bit 1 equal, bit 2 greater.
  // The VOP2 shifts exist only in their "rev" form (shift count in S0); a
  // non-rev shift (S0 shifted by S1) is issued as the rev op with S0 and S1
  // swapped by the caller.
  typedef enum logic [6:0] {
    INT_ADD_U32        = 7'h00,  // V_ADD_U32
    INT_SUB_U32        = 7'h01,  // V_SUB_U32
    INT_SUBREV_U32     = 7'h02,  // V_SUBREV_U32
    INT_ADD_CO_U32     = 7'h03,  // V_ADD_CO_U32: cc_o = carry
    INT_SUB_CO_U32     = 7'h04,  // V_SUB_CO_U32: cc_o = borrow
    INT_SUBREV_CO_U32  = 7'h05,  // V_SUBREV_CO_U32
    INT_ADDC_CO_U32    = 7'h06,  // V_ADDC_CO_U32: cc_i = carry in
    INT_SUBB_CO_U32    = 7'h07,  // V_SUBB_CO_U32: cc_i = borrow in
    INT_SUBBREV_CO_U32 = 7'h08,  // V_SUBBREV_CO_U32
    INT_ADD_I32        = 7'h09,  // V_ADD_I32 (clamp: signed saturation)
    INT_SUB_I32        = 7'h0A,  // V_SUB_I32 (clamp: signed saturation)
    INT_ADD3_U32       = 7'h0B,  // V_ADD3_U32

    INT_MUL_LO_U32     = 7'h10,  // V_MUL_LO_U32
    INT_MUL_HI_U32     = 7'h11,  // V_MUL_HI_U32
    INT_MUL_HI_I32     = 7'h12,  // V_MUL_HI_I32
    INT_MUL_U32_U24    = 7'h13,  // V_MUL_U32_U24
    INT_MUL_I32_I24    = 7'h14,  // V_MUL_I32_I24
    INT_MUL_HI_U32_U24 = 7'h15,  // V_MUL_HI_U32_U24
    INT_MUL_HI_I32_I24 = 7'h16,  // V_MUL_HI_I32_I24
    INT_MAD_U32_U24    = 7'h17,  // V_MAD_U32_U24
    INT_MAD_I32_I24    = 7'h18,  // V_MAD_I32_I24
    INT_MAD_U64_U32    = 7'h19,  // V_MAD_U64_U32: 64-bit d_o, cc_o = bit 64
    INT_MAD_I64_I32    = 7'h1A,  // V_MAD_I64_I32: 64-bit d_o, cc_o = bit 64

    INT_AND_B32        = 7'h20,  // V_AND_B32
    INT_OR_B32         = 7'h21,  // V_OR_B32
    INT_XOR_B32        = 7'h22,  // V_XOR_B32
    INT_NOT_B32        = 7'h23,  // V_NOT_B32
    INT_OR3_B32        = 7'h24,  // V_OR3_B32
    INT_XAD_U32        = 7'h25,  // V_XAD_U32
    INT_AND_OR_B32     = 7'h26,  // V_AND_OR_B32
    INT_LSHL_OR_B32    = 7'h27,  // V_LSHL_OR_B32
    INT_LSHL_ADD_U32   = 7'h28,  // V_LSHL_ADD_U32
    INT_ADD_LSHL_U32   = 7'h29,  // V_ADD_LSHL_U32
    INT_LSHLREV_B32    = 7'h2A,  // V_LSHLREV_B32
    INT_LSHRREV_B32    = 7'h2B,  // V_LSHRREV_B32
    INT_ASHRREV_I32    = 7'h2C,  // V_ASHRREV_I32
    INT_LSHLREV_B64    = 7'h2D,  // V_LSHLREV_B64: S1 64-bit, 64-bit d_o
    INT_LSHRREV_B64    = 7'h2E,  // V_LSHRREV_B64
    INT_ASHRREV_I64    = 7'h2F,  // V_ASHRREV_I64

    INT_BFE_U32        = 7'h30,  // V_BFE_U32
    INT_BFE_I32        = 7'h31,  // V_BFE_I32
    INT_BFI_B32        = 7'h32,  // V_BFI_B32
    INT_BFM_B32        = 7'h33,  // V_BFM_B32
    INT_BFREV_B32      = 7'h34,  // V_BFREV_B32
    INT_BCNT_U32_B32   = 7'h35,  // V_BCNT_U32_B32
    INT_MBCNT_LO_U32_B32 = 7'h36,  // V_MBCNT_LO_U32_B32: reads lane_i
    INT_MBCNT_HI_U32_B32 = 7'h37,  // V_MBCNT_HI_U32_B32: reads lane_i
    INT_FFBH_U32       = 7'h38,  // V_FFBH_U32
    INT_FFBL_B32       = 7'h39,  // V_FFBL_B32
    INT_FFBH_I32       = 7'h3A,  // V_FFBH_I32
    INT_ALIGNBIT_B32   = 7'h3B,  // V_ALIGNBIT_B32
    INT_ALIGNBYTE_B32  = 7'h3C,  // V_ALIGNBYTE_B32
    INT_PERM_B32       = 7'h3D,  // V_PERM_B32
    INT_CNDMASK_B32    = 7'h3E,  // V_CNDMASK_B32: cc_i selects S1
    INT_MOV_B32        = 7'h3F,  // V_MOV_B32

    INT_MIN_I32        = 7'h40,  // V_MIN_I32
    INT_MAX_I32        = 7'h41,  // V_MAX_I32
    INT_MIN_U32        = 7'h42,  // V_MIN_U32
    INT_MAX_U32        = 7'h43,  // V_MAX_U32
    INT_MIN3_I32       = 7'h44,  // V_MIN3_I32
    INT_MAX3_I32       = 7'h45,  // V_MAX3_I32
    INT_MED3_I32       = 7'h46,  // V_MED3_I32
    INT_MIN3_U32       = 7'h47,  // V_MIN3_U32
    INT_MAX3_U32       = 7'h48,  // V_MAX3_U32
    INT_MED3_U32       = 7'h49,  // V_MED3_U32
    INT_SAD_U8         = 7'h4A,  // V_SAD_U8
    INT_SAD_U16        = 7'h4B,  // V_SAD_U16
    INT_SAD_U32        = 7'h4C,  // V_SAD_U32
    INT_SAD_HI_U8      = 7'h4D,  // V_SAD_HI_U8
    INT_LERP_U8        = 7'h4E,  // V_LERP_U8
    INT_CVT_PK_U16_U32 = 7'h4F,  // V_CVT_PK_U16_U32 (saturating per half)
    INT_CVT_PK_I16_I32 = 7'h50,  // V_CVT_PK_I16_I32 (saturating per half)
    INT_SCREEN_PARTITION_4SE_B32 = 7'h51,  // V_SCREEN_PARTITION_4SE_B32

    INT_SWAP_B32       = 7'h52,  // V_SWAP_B32: d_o = {S1 (old D), S0}

    // The SAD family with a 64-bit S0 window (gcn_int_sad.sv): 128-bit d_o.
    INT_MSAD_U8        = 7'h58,  // V_MSAD_U8
    INT_QSAD_PK_U16_U8 = 7'h59,  // V_QSAD_PK_U16_U8
    INT_MQSAD_PK_U16_U8 = 7'h5A, // V_MQSAD_PK_U16_U8
    INT_MQSAD_U32_U8   = 7'h5B,  // V_MQSAD_U32_U8: S2 and d_o 128-bit

    INT_CMP_F_I32      = 7'h60,  // V_CMP_F_I32 ... V_CMP_T_I32
    INT_CMP_LT_I32     = 7'h61,
    INT_CMP_EQ_I32     = 7'h62,
    INT_CMP_LE_I32     = 7'h63,
    INT_CMP_GT_I32     = 7'h64,
    INT_CMP_NE_I32     = 7'h65,
    INT_CMP_GE_I32     = 7'h66,
    INT_CMP_T_I32      = 7'h67,
    INT_CMP_F_U32      = 7'h68,  // V_CMP_F_U32 ... V_CMP_T_U32
    INT_CMP_LT_U32     = 7'h69,
    INT_CMP_EQ_U32     = 7'h6A,
    INT_CMP_LE_U32     = 7'h6B,
    INT_CMP_GT_U32     = 7'h6C,
    INT_CMP_NE_U32     = 7'h6D,
    INT_CMP_GE_U32     = 7'h6E,
    INT_CMP_T_U32      = 7'h6F,
    INT_CMP_F_I64      = 7'h70,  // V_CMP_F_I64 ... V_CMP_T_I64
    INT_CMP_LT_I64     = 7'h71,
    INT_CMP_EQ_I64     = 7'h72,
    INT_CMP_LE_I64     = 7'h73,
    INT_CMP_GT_I64     = 7'h74,
    INT_CMP_NE_I64     = 7'h75,
    INT_CMP_GE_I64     = 7'h76,
    INT_CMP_T_I64      = 7'h77,
    INT_CMP_F_U64      = 7'h78,  // V_CMP_F_U64 ... V_CMP_T_U64
    INT_CMP_LT_U64     = 7'h79,
    INT_CMP_EQ_U64     = 7'h7A,
    INT_CMP_LE_U64     = 7'h7B,
    INT_CMP_GT_U64     = 7'h7C,
    INT_CMP_NE_U64     = 7'h7D,
    INT_CMP_GE_U64     = 7'h7E,
    INT_CMP_T_U64      = 7'h7F
  } int_op_e;

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
