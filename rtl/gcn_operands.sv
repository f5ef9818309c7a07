// Operand collection of the issue engine: which scalar registers the
// instruction in execution reads (the SGPR file's SGPR_READS read ports), and
// its operands assembled from those reads, the inline constants and the
// literal, in the shape each unit takes them: the SALU sources and old
// destination, the VALU's uniform sources and carry/select pair, the SMEM
// base, offset and store data. What the read indices need of the
// instruction (its vector fields, the S_MOVRELS/S_MOVRELD register) is
// computed once, on the decoder's output, and registered beside the decode
// for the execute side.
module gcn_operands
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
(
  input  logic                             clk_i,
  input  logic                             load_i,    // the edge that registers dec_i
  input  decoded_t                         dec_i,
  input  logic [63:0]                      words_i,   // the instruction's dwords 0 and 1
  // The decoder's own output (gcn_decode on words_i) and its class, which
  // dec_i registers at the end of the fetch: the read indices come from it,
  // so the SGPR file reads at that edge.
  input  decoded_t                         fdec_i,
  input  iclass_t                          fcls_i,

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

  // Instruction fields only the execute units look at.
  logic unused_dec;
  assign unused_dec = ^{dec_i.op, dec_i.sdst, dec_i.shape, dec_i.simm16, dec_i.glc, dec_i.ioff, dec_i.soff_en, dec_i.nwords,
                        dec_i.illegal, dec_i.sbase, dec_i.soff_reg, fdec_i.shape, fdec_i.simm16,
                        fdec_i.glc, fdec_i.ioff, fdec_i.soff_en, fdec_i.nwords, fdec_i.illegal,
                        fdec_i.literal, fdec_i.flags, fcls_i.salu, fcls_i.ds, fcls_i.mem,
                        fcls_i.smem_time, fcls_i.vmem};

  // S_MOVRELS reads, S_MOVRELD writes, register (code + M0); outside
  // s0..s101 the read is of s0 and the write is dropped.
  function automatic logic [31:0] rel_index(input op_e op, input logic [6:0] sdst,
                                            input logic [7:0] ssrc0, input logic [31:0] m0);
    return ((op == OP_S_MOVRELD_B32 || op == OP_S_MOVRELD_B64) ? {25'd0, sdst} : {24'd0, ssrc0}) + m0;
  endfunction
  function automatic logic rel_in_range(input logic [4:0] dst_dw, input logic [31:0] idx);
    return ({1'b0, idx} + {28'd0, dst_dw}) <= 33'(REG_NUM_SGPRS);
  endfunction

  // The SGPR file's read indices of the instruction d (a VALU row when
  // valu, dwords w, vector fields f, S_MOVRELS register rel if rel_ok).
  /* verilator lint_off UNUSEDSIGNAL */  // the fields of d and f it does not need
  function automatic logic [SGPR_READS-1:0][6:0] read_indices(input decoded_t d, input logic valu,
                                                              input logic [63:0] w,
                                                              input vfields_t f,
                                                              input logic [6:0] rel,
                                                              input logic rel_ok);
    logic [SGPR_READS-1:0][6:0] r;
    logic [6:0]  mem_rd, sbase_reg;
  /* verilator lint_on UNUSEDSIGNAL */
    mem_rd    = aligned_reg(d.sdst, d.dst_dw);
    sbase_reg = {d.sbase, 1'b0};
    r = '0;
    if (valu) begin
      // S0..S2 (pairs for 64-bit sources) and the per-lane carry/select pair.
      for (int k = 0; k < 3; k++) begin
        r[2*k]     = aligned_reg(f.src[k][6:0], {3'd0, f.dw[k]});
        r[2*k + 1] = r[2*k] + 7'd1;
      end
      r[6] = {f.cc[6:1], 1'b0};
      r[7] = r[6] + 7'd1;
    end else if (op_format(d.op) == FMT_SMEM) begin
      r[0] = sbase_reg;
      r[1] = sbase_reg + 7'd1;
      r[2] = sbase_reg + 7'd2;
      r[3] = d.soff_reg;
      r[4] = mem_rd;
      r[5] = mem_rd + 7'd1;
      r[6] = mem_rd + 7'd2;
      r[7] = mem_rd + 7'd3;
    end else if (op_format(d.op) == FMT_MUBUF) begin
      // SRSRC (w1[20:16], a quad) and SOFFSET (w1[31:24]).
      r[0] = {w[52:48], 2'b00};
      r[1] = r[0] + 7'd1;
      r[2] = r[0] + 7'd2;
      r[3] = r[0] + 7'd3;
      r[4] = w[62:56];
    end else if (op_format(d.op) == FMT_SCRATCH || op_format(d.op) == FMT_FLAT) begin
      // SADDR (w1[22:16], one SGPR; SCRATCH only): smem_base_o[0];
      // FLAT_SCRATCH (a FLAT lane may fall in the private aperture):
      // smem_base_o[2:1].
      r[0] = w[54:48];
      r[1] = REG_FLAT_SCR_LO;
      r[2] = REG_FLAT_SCR_HI;
    end else if (op_format(d.op) == FMT_GLOBAL) begin
      // SADDR (w1[22:16]), a pair: smem_base_o[1:0].
      r[0] = {w[54:49], 1'b0};
      r[1] = r[0] + 7'd1;
    end else begin
      if (d.op == OP_S_MOVRELS_B32 || d.op == OP_S_MOVRELS_B64)
        r[0] = rel_ok ? rel : 7'd0;
      else
        r[0] = (d.src0_dw == 2'd2) ? {d.ssrc0[6:1], 1'b0} : d.ssrc0[6:0];
      r[1] = r[0] + 7'd1;
      r[2] = (d.src1_dw == 2'd2) ? {d.ssrc1[6:1], 1'b0} : d.ssrc1[6:0];
      r[3] = r[2] + 7'd1;
      r[4] = mem_rd;
      r[5] = r[4] + 7'd1;
    end
    return r;
  endfunction

  // Read in the fetch's last clock, from the decoder's output; the vector
  // fields and the S_MOVRELS/S_MOVRELD register (with the M0 of that clock)
  // are kept for the execute side.
  vfields_t    fvf, vf;
  logic [31:0] frel;
  logic        frel_ok;
  assign fvf      = vector_fields(fdec_i.op, words_i[31:0], words_i[63:32]);
  assign frel     = rel_index(fdec_i.op, fdec_i.sdst, fdec_i.ssrc0, m0_i);
  assign frel_ok  = rel_in_range(fdec_i.dst_dw, frel);
  assign rd_idx_o = read_indices(fdec_i, fcls_i.valu, words_i, fvf, frel[6:0], frel_ok);

  always_ff @(posedge clk_i) begin
    if (load_i) begin
      vf        <= fvf;
      rel_reg_o <= frel[6:0];
      rel_ok_o  <= frel_ok;
    end
  end
  assign vf_o = vf;

  always_comb begin
    wide0    = dec_i.src0_dw == 2'd2;
    wide1    = dec_i.src1_dw == 2'd2;
    lit_sext = (dec_i.flags & F_LIT64_SEXT) != '0;
  end

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
