// Instruction decode: table attributes from gcn_isa_pkg plus the encoding
// fields of each format (Vega ISA, "Microcode Formats"), on generation gfx_i:
// gfx9 decodes every format, gfx6/gfx7/gfx8 the scalar ones with their own
// opcodes, gfx6/gfx7 scalar memory as SMRD. Scalar memory addressing leaves
// here in one form for all generations (decoded_t ioff, soff_en, soff_reg).
// Purely combinational.
module gcn_decode
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
(
  input  gfx_e        gfx_i,
  input  logic [31:0] w0_i,      // instruction dword
  input  logic [31:0] w1_i,      // literal / SMEM second dword
  output decoded_t    dec_o,
  output logic        undecodable_o  // the model's decoder rejects it: retires as one dword
);

  op_e     op;
  format_e fmt;
  logic    bad_src0, bad_src1, sop_src;
  logic    vec, vop3, bad_vsrc, bad_vexec, bad_fields, is_b;
  logic [2:0] used, mods, abs_ok;
  logic       ds, ds_gds, bad_ds;
  logic       vm, vm_lds_ok, bad_vm, vm_off, vm_ret;
  logic [8:0] vm_addr_dw;
  logic       bf, bf_lds, bf_tfe, bad_bf;
  logic [8:0] bf_addr_dw, bf_data_dw;
  logic       smrd, smrd_imm, smrd_lit, bad_smrd, smem_imm;

  always_comb begin
    op  = decode_word(w0_i, gfx_i);
    fmt = insn_format(w0_i, gfx_i);

    dec_o         = '0;
    dec_o.op      = op;
    dec_o.flags   = op_flags(op);
    dec_o.shape   = op_shape(op);
    dec_o.dst_dw  = op_dst_dw(op);
    dec_o.src0_dw = op_src0_dw(op);
    dec_o.src1_dw = op_src1_dw(op);
    dec_o.sdst    = (fmt == FMT_SMEM) ? w0_i[12:6] : (fmt == FMT_SMRD) ? w0_i[21:15] : w0_i[22:16];
    dec_o.ssrc0   = w0_i[7:0];
    dec_o.ssrc1   = w0_i[15:8];
    dec_o.simm16  = w0_i[15:0];
    dec_o.literal = w1_i;
    dec_o.nwords  = insn_nwords(w0_i, gfx_i);

    // Scalar memory addressing (golden/smem.cpp address). SMEM: [5:0] SBASE,
    // [16] GLC, [17] IMM; gfx9 adds SOE [14] with SOFFSET w1[31:25] and a
    // signed 21-bit OFFSET, gfx8 has a 20-bit unsigned one; without IMM,
    // OFFSET[6:0] names the SGPR offset. SMRD (001_d79646fcab33cb6c.txt):
    // [7:0] OFFSET, [8] IMM, [14:9] SBASE; OFFSET counts dwords, or names
    // the SGPR offset without IMM; gfx7's OFFSET 255 without IMM takes the
    // dword offset from a literal. Another SGPR offset code is undecodable.
    smrd     = fmt == FMT_SMRD;
    smrd_imm = w0_i[8];
    smrd_lit = smrd && smrd_literal(w0_i[8:0], gfx_i);
    bad_smrd = smrd && !smrd_imm && !smrd_lit && (w0_i[7] || ssrc_rejected(w0_i[7:0], gfx_i));
    smem_imm = w0_i[17];
    if (smrd) begin
      dec_o.sbase    = w0_i[14:9];
      dec_o.glc      = 1'b0;
      dec_o.ioff     = smrd_imm ? {25'd0, w0_i[7:0], 2'b00} : smrd_lit ? {1'b0, w1_i, 2'b00} : 35'd0;
`ifdef GCN_BUG_INJECT
      if (gcn_bug_pkg::smrd_offset_bytes && smrd_imm) dec_o.ioff = {27'd0, w0_i[7:0]};
`endif
      dec_o.soff_en  = !smrd_imm && !smrd_lit;
      dec_o.soff_reg = w0_i[6:0];
    end else begin
      dec_o.sbase    = w0_i[5:0];
      dec_o.glc      = w0_i[16];
      if (!gfx_smem_soe(gfx_i)) begin
        dec_o.ioff     = smem_imm ? {15'd0, w1_i[19:0]} : 35'd0;
        dec_o.soff_en  = !smem_imm;
        dec_o.soff_reg = w1_i[6:0];
      end else begin
        dec_o.ioff     = smem_imm ? {{14{w1_i[20]}}, w1_i[20:0]} : 35'd0;
        dec_o.soff_en  = w0_i[14] || !smem_imm;
        dec_o.soff_reg = w0_i[14] ? w1_i[31:25] : w1_i[6:0];
      end
    end

    // Only SOP2/SOP1/SOPC carry SSRC fields; SOPK sources come from SDST.
    sop_src  = (fmt == FMT_SOP2) || (fmt == FMT_SOP1) || (fmt == FMT_SOPC);
    bad_src0 = sop_src && (dec_o.src0_dw != 2'd0) && src_invalid(dec_o.ssrc0, gfx_i);
    bad_src1 = sop_src && (dec_o.src1_dw != 2'd0) && src_invalid(dec_o.ssrc1, gfx_i);
    // Vector ALU rows the VALU cannot execute (no micro-op: gcn_isa_pkg
    // op_vunit VU_NONE) retire as illegal like F_UNSUP rows. The clamp bit
    // reaches the lanes on every F_VCLAMP row (the integer lane saturates).
    vec  = (fmt == FMT_VOP1) || (fmt == FMT_VOP2) || (fmt == FMT_VOPC) ||
           (fmt == FMT_VOP3A) || (fmt == FMT_VOP3P);
    vop3 = (fmt == FMT_VOP3A) || (fmt == FMT_VOP3P);
    bad_vsrc = 1'b0;
    bad_vexec = 1'b0;
    if (vec && vop3) begin
      bad_vsrc = ((op_src0_dw(op) != 2'd0) && vsrc_undecodable(w1_i[8:0], 1'b1)) ||
                 ((op_src1_dw(op) != 2'd0) && vsrc_undecodable(w1_i[17:9], 1'b1)) ||
                 ((op_src2_dw(op) != 3'd0) && vsrc_undecodable(w1_i[26:18], 1'b1));
      bad_vexec = ((op_src0_dw(op) != 2'd0) && vsrc_unexecutable(w1_i[8:0])) ||
                   ((op_src1_dw(op) != 2'd0) && vsrc_unexecutable(w1_i[17:9])) ||
                   ((op_src2_dw(op) != 3'd0) && vsrc_unexecutable(w1_i[26:18]));
    end else if (vec) begin
      bad_vsrc = (op_src0_dw(op) != 2'd0) && vsrc_undecodable(w0_i[8:0], 1'b0);
      bad_vexec = (op_src0_dw(op) != 2'd0) && vsrc_unexecutable(w0_i[8:0]);
    end
    // Fields the model's decoder (like llvm-mc's) requires clear or valid
    // (insn_vector.cpp check_vop3_fields): unused sources, modifier bits the
    // row does not take, non-SGPR or odd scalar destinations, VGPR-only sources.
    used   = {op_src2_dw(op) != 3'd0, op_src1_dw(op) != 2'd0, op_src0_dw(op) != 2'd0};
    is_b   = (op_format(op) == FMT_VOP3B) || (op_shape(op) == SH_VOP2_CARRYOUT) ||
             (op_shape(op) == SH_VOP2_CARRYIN);
    mods   = ((dec_o.flags & F_VMODS) == '0) ? 3'b000 :
             (((dec_o.flags & F_MODS0) != '0) ? 3'b001 : used);
    abs_ok = is_b ? 3'b000 : mods;
    bad_fields = 1'b0;
    if (fmt == FMT_VOP3A) begin
      bad_fields = (!used[0] && w1_i[8:0] != 9'd0) || (!used[1] && w1_i[17:9] != 9'd0) ||
                   (!used[2] && w1_i[26:18] != 9'd0) ||
                   ((w1_i[31:29] & ~mods) != 3'd0) || (!is_b && ((w0_i[10:8] & ~abs_ok) != 3'd0)) ||
                   (w0_i[15] && ((dec_o.flags & F_VCLAMP) == '0)) ||
                   ((w1_i[28:27] != 2'd0) && ((dec_o.flags & F_VOMOD) == '0)) ||
                   ((op_shape(op) == SH_VOPC) && (w0_i[7] || w0_i[0])) ||
                   (is_b && w0_i[8]) ||
                   ((op_shape(op) == SH_VOP3_READLANE) && (w0_i[7] || !w1_i[8]));
    end else if (fmt == FMT_VOP1 || fmt == FMT_VOP2 || fmt == FMT_VOPC) begin
      // (v_nop / v_clrexcp ignore their SRC0 and VDST fields.)
      bad_fields = (op_shape(op) == SH_VOP1_SWAP || op_shape(op) == SH_VOP1_READFIRSTLANE) && !w0_i[8];
    end
    // DS (model/insn_ds.cpp decode): VGPR fields the row does not use must be
    // zero, the gds bit must agree with the row's F_DS_GDS / F_DS_NOGDS, and
    // a no-address row takes no offset. GDS itself is not modelled: illegal.
    ds     = fmt == FMT_DS;
    ds_gds = w0_i[16];
    bad_ds = ds && (((op_ds_addr_dw(op) == 1'b0) && w1_i[7:0] != 8'd0) ||
                    ((op_ds_data0_dw(op) == 3'd0) && w1_i[15:8] != 8'd0) ||
                    ((op_ds_data1_dw(op) == 3'd0) && w1_i[23:16] != 8'd0) ||
                    ((op_dst_dw(op) == 5'd0) && w1_i[31:24] != 8'd0) ||
                    (((dec_o.flags & F_DS_GDS) != '0) && !ds_gds) ||
                    (((dec_o.flags & F_DS_NOGDS) != '0) && ds_gds) ||
                    (((dec_o.flags & F_DS_NOGDS) != '0) && (op_ds_addr_dw(op) == 1'b0) &&
                     w0_i[15:0] != 16'd0));
    // FLAT/SCRATCH/GLOBAL (model/insn_vmem.cpp decode, as llvm-mc-16): FLAT
    // takes SADDR 0 and no lds; lds only on the rows with an lds form
    // (F_VM_LDS: GLOBAL/SCRATCH loads of up to a dword), and without NV [55];
    // a GLOBAL SADDR is no m0 nor the high half of flat_scratch, xnack_mask or
    // vcc. SEG = 3 matches no format (OP_INVALID). Rows without vector
    // memory control (op_vm_kind VMK_NONE: F_UNSUP) and the lds forms are illegal.
    vm        = (fmt == FMT_FLAT) || (fmt == FMT_SCRATCH) || (fmt == FMT_GLOBAL);
    vm_lds_ok = (dec_o.flags & F_VM_LDS) != '0;
    // The VGPR operands printed (a returned VDST, ADDR unless SCRATCH has a
    // scalar address, DATA of stores and atomics) may not run past v255.
    vm_off     = w1_i[22:16] == 7'h7f;
    vm_ret     = (op_shape(op) == SH_FLAT_LOAD) ? !w0_i[13] : ((op_shape(op) == SH_FLAT_ATOMIC) && w0_i[16]);
    vm_addr_dw = (fmt == FMT_GLOBAL) ? (vm_off ? 9'd2 : 9'd1) :
                 (fmt == FMT_SCRATCH) ? (vm_off ? 9'd1 : 9'd0) : 9'd2;
    bad_vm    = vm && (((fmt == FMT_FLAT) && (w1_i[22:16] != 7'd0)) || (w0_i[13] && (!vm_lds_ok || w1_i[23])) ||
                       ((fmt == FMT_GLOBAL) && ((w1_i[22:16] == REG_M0) || (w1_i[22:16] == REG_FLAT_SCR_HI) ||
                                                (w1_i[22:16] == REG_XNACK_MASK_HI) ||
                                                (w1_i[22:16] == REG_VCC_HI))) ||
                       (vm_ret && ({1'b0, w1_i[31:24]} + 9'(op_dst_dw(op)) > 9'd256)) ||
                       ({1'b0, w1_i[7:0]} + vm_addr_dw > 9'd256) ||
                       ((op_shape(op) != SH_FLAT_LOAD) && ({1'b0, w1_i[15:8]} + 9'(op_vm_data_dw(op)) > 9'd256)));
    // MUBUF/MTBUF (model/insn_vmem.cpp decode_buffer, as llvm-mc-16):
    // buffer_wbinvl1* takes no GLC, bit 15, LDS, OFFEN or IDXEN (the rest is
    // ignored); otherwise SRSRC is no xnack_mask nor m0 quad, SOFFSET a
    // scalar source other than the literal and LDS_DIRECT;
    // buffer_store_lds_dword needs LDS and takes no OFFEN or IDXEN; LDS only
    // on the rows with an lds form (F_VM_LDS) and without TFE; VDATA (its
    // size plus TFE on MUBUF loads and stores, none on an lds form) and
    // VADDR (one VGPR per IDXEN and OFFEN) end at v255 at most.
    bf         = (fmt == FMT_MUBUF) || (fmt == FMT_MTBUF);
    bf_lds     = (fmt == FMT_MUBUF) && w0_i[16];
    bf_tfe     = (fmt == FMT_MUBUF) && w1_i[23] && ((op_shape(op) == SH_BUF_LOAD) || (op_shape(op) == SH_BUF_STORE));
    bf_addr_dw = 9'(w0_i[12]) + 9'(w0_i[13]);
    bf_data_dw = (op_shape(op) == SH_BUF_LOAD)   ? (bf_lds ? 9'd0 : 9'(op_dst_dw(op)) + 9'(bf_tfe)) :
                 (op_shape(op) == SH_BUF_STORE)  ? 9'(op_vm_data_dw(op)) + 9'(bf_tfe) :
                 (op_shape(op) == SH_BUF_ATOMIC) ? 9'(op_vm_data_dw(op)) : 9'd0;
    bad_bf = 1'b0;
    if (bf && op != OP_INVALID) begin
      if (op_shape(op) == SH_BUF_NONE)
        bad_bf = w0_i[16] || w0_i[15] || w0_i[14] || w0_i[13] || w0_i[12];
      else if (({w1_i[20:16], 2'b00} == REG_XNACK_MASK_LO) || ({w1_i[20:16], 2'b00} == REG_M0) ||
               ssrc_rejected(w1_i[31:24], gfx_i) || (w1_i[31:24] == SRC_LITERAL))
        bad_bf = 1'b1;
      else if (op_shape(op) == SH_BUF_STORE_LDS)
        bad_bf = !w0_i[16] || w0_i[13] || w0_i[12];
      else
        bad_bf = (bf_lds && (!vm_lds_ok || w1_i[23])) ||
                 ({1'b0, w1_i[15:8]} + bf_data_dw > 9'd256) ||
                 ({1'b0, w1_i[7:0]} + bf_addr_dw > 9'd256);
    end
    undecodable_o = (op == OP_INVALID) || bad_vsrc || bad_fields || bad_ds || bad_vm || bad_bf || bad_smrd ||
                    (sop_src && (dec_o.src0_dw != 2'd0) && ssrc_rejected(dec_o.ssrc0, gfx_i)) ||
                    (sop_src && (dec_o.src1_dw != 2'd0) && ssrc_rejected(dec_o.ssrc1, gfx_i));
    dec_o.illegal = (op == OP_INVALID) || bad_smrd || ((dec_o.flags & F_UNSUP) != '0) || bad_src0 || bad_src1 ||
                    (vec && (op_vunit(op) == VU_NONE || bad_vsrc || bad_vexec || bad_fields)) ||
                    (ds && (bad_ds || ds_gds || op_ds_class(op) == gcn_lds_pkg::DSC_NONE)) ||
                    // lds (data to LDS) is not executed
                    (vm && (bad_vm || w0_i[13] || op_vm_kind(op) == VMK_NONE)) ||
                    // MUBUF: lds, tfe and an unexecutable SOFFSET (null, POPS) are not executed
                    (bf && (bad_bf || bf_lds || bf_tfe || op_vm_kind(op) == VMK_NONE ||
                            vsrc_unexecutable({1'b0, w1_i[31:24]})));
  end

endmodule : gcn_decode
