// The SAD family with a 64-bit source window, combinational (stage 1 of
// gcn_int_lane): V_MSAD_U8, V_QSAD_PK_U16_U8, V_MQSAD_PK_U16_U8 and
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
// d_o is 0 for any other operation.
module gcn_int_sad
  import gcn_int_pkg::*;
  import gcn_valu_uop_pkg::*;
(
  input  int_op_e        op_i,
  input  logic           clamp_i,
  input  logic [63:0]    src0_i,
  input  logic [31:0]    src1_i,
  input  logic [127:0]   src2_i,
  output logic [127:0]   d_o
);

  // Sum of |a.byte - r.byte| over four bytes (at most 4 * 255: 10 bits),
  // without the bytes whose reference is 0 when `masked`.
  function automatic logic [9:0] bsad(input logic [31:0] a, input logic [31:0] r, input logic masked);
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
  logic            masked;
  logic [3:0][9:0] sad;

  always_comb begin
    masked = op_i != INT_QSAD_PK_U16_U8;
    for (int i = 0; i < 4; i++) sad[i] = bsad(src0_i[8*i +: 32], src1_i, masked);
    d_o = '0;
    unique case (op_i)
      INT_MSAD_U8: d_o[31:0] = acc32(src2_i[31:0], sad[0], clamp_i);
      INT_QSAD_PK_U16_U8, INT_MQSAD_PK_U16_U8:
        for (int i = 0; i < 4; i++) d_o[16*i +: 16] = acc16(src2_i[16*i +: 16], sad[i], clamp_i);
      INT_MQSAD_U32_U8:
        for (int i = 0; i < 4; i++) d_o[32*i +: 32] = acc32(src2_i[32*i +: 32], sad[i], clamp_i);
      default: ;
    endcase
  end

endmodule : gcn_int_sad
