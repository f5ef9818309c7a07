// Instruction decode: table attributes from gcn_isa_pkg plus the encoding
// fields of each format (Vega ISA, "Microcode Formats"). Purely combinational.
module gcn_decode
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
(
  input  logic [31:0] w0_i,      // instruction dword
  input  logic [31:0] w1_i,      // literal / SMEM second dword
  output decoded_t    dec_o,
  output logic        undecodable_o  // the model's decoder rejects it: retires as one dword
);

  op_e     op;
  format_e fmt;
  logic    bad_src0, bad_src1, sop_src;
  logic    vec, vop3, bad_vsrc;

  always_comb begin
    op  = decode_word(w0_i);
    fmt = insn_format(w0_i);

    dec_o         = '0;
    dec_o.op      = op;
    dec_o.flags   = op_flags(op);
    dec_o.shape   = op_shape(op);
    dec_o.dst_dw  = op_dst_dw(op);
    dec_o.src0_dw = op_src0_dw(op);
    dec_o.src1_dw = op_src1_dw(op);
    dec_o.sdst    = (fmt == FMT_SMEM) ? w0_i[12:6] : w0_i[22:16];
    dec_o.ssrc0   = w0_i[7:0];
    dec_o.ssrc1   = w0_i[15:8];
    dec_o.simm16  = w0_i[15:0];
    dec_o.literal = w1_i;
    dec_o.sbase   = w0_i[5:0];
    dec_o.soe     = w0_i[14];
    dec_o.glc     = w0_i[16];
    dec_o.imm     = w0_i[17];
    dec_o.offset  = w1_i[20:0];
    dec_o.soffset = w1_i[31:25];
    dec_o.nwords  = insn_nwords(w0_i);

    // Only SOP2/SOP1/SOPC carry SSRC fields; SOPK sources come from SDST.
    sop_src  = (fmt == FMT_SOP2) || (fmt == FMT_SOP1) || (fmt == FMT_SOPC);
    bad_src0 = sop_src && (dec_o.src0_dw != 2'd0) && src_invalid(dec_o.ssrc0);
    bad_src1 = sop_src && (dec_o.src1_dw != 2'd0) && src_invalid(dec_o.ssrc1);
    // Vector ALU instructions are decoded (length, sources) but not executed
    // yet: they retire as illegal like F_UNSUP rows (issue 3).
    vec  = (fmt == FMT_VOP1) || (fmt == FMT_VOP2) || (fmt == FMT_VOPC) ||
           (fmt == FMT_VOP3A) || (fmt == FMT_VOP3P);
    vop3 = (fmt == FMT_VOP3A) || (fmt == FMT_VOP3P);
    bad_vsrc = 1'b0;
    if (vec && vop3) begin
      bad_vsrc = ((op_src0_dw(op) != 2'd0) && vsrc_undecodable(w1_i[8:0], 1'b1)) ||
                 ((op_src1_dw(op) != 2'd0) && vsrc_undecodable(w1_i[17:9], 1'b1)) ||
                 ((op_src2_dw(op) != 3'd0) && vsrc_undecodable(w1_i[26:18], 1'b1));
    end else if (vec) begin
      bad_vsrc = (op_src0_dw(op) != 2'd0) && vsrc_undecodable(w0_i[8:0], 1'b0);
    end
    undecodable_o = (op == OP_INVALID) || bad_vsrc;
    dec_o.illegal = (op == OP_INVALID) || ((dec_o.flags & F_UNSUP) != '0) || bad_src0 || bad_src1 ||
                    vec;
  end

endmodule : gcn_decode
