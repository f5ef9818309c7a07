// Operand collection of the issue engine: which scalar registers the
// instruction in execution reads (the SGPR file's SGPR_READS read ports), and
// its operands assembled from those reads, the inline constants and the
// literal, in the shape each unit takes them: the SALU sources and old
// destination, the VALU's uniform sources and carry/select pair, the SMEM
// base, offset and store data.
module gcn_operands
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
(
  input  decoded_t                         dec_i,
  input  logic [63:0]                      words_i,   // the instruction's dwords 0 and 1
  input  iclass_t                          cls_i,

  // The SGPR file: read ports and the registers read everywhere.
  output logic [SGPR_READS-1:0][6:0]       rd_idx_o,
  input  logic [SGPR_READS-1:0][31:0]      rd_data_i,
  input  logic [63:0]                      exec_i,
  input  logic [63:0]                      vcc_i,
  input  logic [31:0]                      m0_i,
  input  logic                             scc_i,

  // Scalar ALU.
  output logic [63:0]                      src0_o,
  output logic [63:0]                      src1_o,
  output logic [63:0]                      d_old_o,    // the destination's old value
  // S_MOVRELS / S_MOVRELD register (code + M0) and whether it is in s0..s101.
  output logic [6:0]                       rel_reg_o,
  output logic                             rel_ok_o,

  // Vector ALU.
  output vfields_t                         vf_o,
  output logic [2:0][63:0]                 vsuni_o,    // vector sources that are not VGPRs
  output logic [63:0]                      cc_o,       // the SGPR pair vf_o.cc

  // Scalar memory.
  output logic [2:0][31:0]                 smem_base_o,  // SGPR[2*sbase + 0..2]
  output logic [31:0]                      smem_soff_o,  // SGPR offset operand
  output logic [3:0][31:0]                 smem_data_o,  // SDATA registers

  // MUBUF.
  output logic [3:0][31:0]                 vm_rsrc_o,    // the V#: SGPR[4*srsrc + 0..3]
  output logic [31:0]                      vm_soff_o     // SOFFSET
);

  logic        wide0, wide1, lit_sext;
  logic [31:0] rel_idx;
  logic [6:0]  mem_rd;
  logic [6:0]  sbase_reg;
  vfields_t    vf;

  // Instruction fields only the execute units look at.
  logic unused_dec;
  assign unused_dec = ^{dec_i.shape, dec_i.simm16, dec_i.glc, dec_i.ioff, dec_i.soff_en, dec_i.nwords,
                        dec_i.illegal, cls_i.salu, cls_i.ds, cls_i.mem, cls_i.smem_time, cls_i.vmem};

  always_comb begin
    wide0    = dec_i.src0_dw == 2'd2;
    wide1    = dec_i.src1_dw == 2'd2;
    lit_sext = (dec_i.flags & F_LIT64_SEXT) != '0;

    // S_MOVRELS reads, S_MOVRELD writes, register (code + M0); outside
    // s0..s101 the read is of s0 and the write is dropped.
    rel_idx  = ((dec_i.op == OP_S_MOVRELD_B32 || dec_i.op == OP_S_MOVRELD_B64) ?
                {25'd0, dec_i.sdst} : {24'd0, dec_i.ssrc0}) + m0_i;
    rel_ok_o = ({1'b0, rel_idx} + {28'd0, dec_i.dst_dw}) <= 33'(REG_NUM_SGPRS);

    mem_rd    = aligned_reg(dec_i.sdst, dec_i.dst_dw);
    sbase_reg = {dec_i.sbase, 1'b0};

    vf = vector_fields(dec_i.op, words_i[31:0], words_i[63:32]);

    rd_idx_o = '0;
    if (cls_i.valu) begin
      // S0..S2 (pairs for 64-bit sources) and the per-lane carry/select pair.
      for (int k = 0; k < 3; k++) begin
        rd_idx_o[2*k]     = aligned_reg(vf.src[k][6:0], {3'd0, vf.dw[k]});
        rd_idx_o[2*k + 1] = rd_idx_o[2*k] + 7'd1;
      end
      rd_idx_o[6] = {vf.cc[6:1], 1'b0};
      rd_idx_o[7] = rd_idx_o[6] + 7'd1;
    end else if (op_format(dec_i.op) == FMT_SMEM) begin
      rd_idx_o[0] = sbase_reg;
      rd_idx_o[1] = sbase_reg + 7'd1;
      rd_idx_o[2] = sbase_reg + 7'd2;
      rd_idx_o[3] = dec_i.soff_reg;
      rd_idx_o[4] = mem_rd;
      rd_idx_o[5] = mem_rd + 7'd1;
      rd_idx_o[6] = mem_rd + 7'd2;
      rd_idx_o[7] = mem_rd + 7'd3;
    end else if (op_format(dec_i.op) == FMT_MUBUF) begin
      // SRSRC (w1[20:16], a quad) and SOFFSET (w1[31:24]).
      rd_idx_o[0] = {words_i[52:48], 2'b00};
      rd_idx_o[1] = rd_idx_o[0] + 7'd1;
      rd_idx_o[2] = rd_idx_o[0] + 7'd2;
      rd_idx_o[3] = rd_idx_o[0] + 7'd3;
      rd_idx_o[4] = words_i[62:56];
    end else if (op_format(dec_i.op) == FMT_SCRATCH || op_format(dec_i.op) == FMT_FLAT) begin
      // SADDR (w1[22:16], one SGPR; SCRATCH only): smem_base_o[0];
      // FLAT_SCRATCH (a FLAT lane may fall in the private aperture):
      // smem_base_o[2:1].
      rd_idx_o[0] = words_i[54:48];
      rd_idx_o[1] = REG_FLAT_SCR_LO;
      rd_idx_o[2] = REG_FLAT_SCR_HI;
    end else if (op_format(dec_i.op) == FMT_GLOBAL) begin
      // SADDR (w1[22:16]), a pair: smem_base_o[1:0].
      rd_idx_o[0] = {words_i[54:49], 1'b0};
      rd_idx_o[1] = rd_idx_o[0] + 7'd1;
    end else begin
      if (dec_i.op == OP_S_MOVRELS_B32 || dec_i.op == OP_S_MOVRELS_B64)
        rd_idx_o[0] = rel_ok_o ? rel_idx[6:0] : 7'd0;
      else
        rd_idx_o[0] = wide0 ? {dec_i.ssrc0[6:1], 1'b0} : dec_i.ssrc0[6:0];
      rd_idx_o[1] = rd_idx_o[0] + 7'd1;
      rd_idx_o[2] = wide1 ? {dec_i.ssrc1[6:1], 1'b0} : dec_i.ssrc1[6:0];
      rd_idx_o[3] = rd_idx_o[2] + 7'd1;
      rd_idx_o[4] = aligned_reg(dec_i.sdst, dec_i.dst_dw);
      rd_idx_o[5] = rd_idx_o[4] + 7'd1;
    end
  end

  assign rel_reg_o = rel_idx[6:0];
  assign vf_o      = vf;

  always_comb begin
    src0_o = dec_i.ssrc0[7] ? src_const(dec_i.ssrc0, wide0, dec_i.literal, lit_sext,
                                        vcc_i == 64'd0, exec_i == 64'd0, scc_i)
                            : (wide0 ? {rd_data_i[1], rd_data_i[0]} : {32'd0, rd_data_i[0]});
    src1_o = dec_i.ssrc1[7] ? src_const(dec_i.ssrc1, wide1, dec_i.literal, lit_sext,
                                        vcc_i == 64'd0, exec_i == 64'd0, scc_i)
                            : (wide1 ? {rd_data_i[3], rd_data_i[2]} : {32'd0, rd_data_i[2]});
    d_old_o = (dec_i.dst_dw == 5'd2) ? {rd_data_i[5], rd_data_i[4]} : {32'd0, rd_data_i[4]};
    for (int k = 0; k < 3; k++) begin
      vsuni_o[k] = vf.src[k][7] ? src_const(vf.src[k][7:0], vf.dw[k] == 2'd2, dec_i.literal,
                                            lit_sext, vcc_i == 64'd0, exec_i == 64'd0, scc_i)
                                : {rd_data_i[2*k + 1], rd_data_i[2*k]};
      if (vf.dw[k] != 2'd2) vsuni_o[k][63:32] = 32'd0;
    end
  end

  assign cc_o        = {rd_data_i[7], rd_data_i[6]};
  assign smem_base_o = rd_data_i[2:0];
  assign smem_soff_o = rd_data_i[3];
  assign smem_data_o = rd_data_i[7:4];
  assign vm_rsrc_o   = rd_data_i[3:0];
  // An inline constant or an SGPR (the decoder rejects the literal and LDS_DIRECT).
  logic [63:0] soff_const;
  assign soff_const  = src_const(words_i[63:56], 1'b0, dec_i.literal, lit_sext, vcc_i == 64'd0,
                                 exec_i == 64'd0, scc_i);
  assign vm_soff_o   = words_i[63] ? soff_const[31:0] : rd_data_i[4];
  logic unused_soff;
  assign unused_soff = ^soff_const[63:32];

endmodule : gcn_operands
