// Retirement of the instruction in execution: whether it retires this cycle,
// waits for its unit (stall) or blocks its wave at S_WAITCNT / S_ENDPGM
// (lgkmcnt), and the record of what it did (commit_t), assembled from the
// units' results. gcn_commit numbers and registers that record for the
// commit port.
module gcn_retire
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
#(
  parameter  int unsigned NUM_WAVES = 4,
  localparam int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1
) (
  input  logic          clk_i,
  input  logic          rst_ni,

  // The instruction in execution (exec_i: the issue engine executes it).
  input  logic          exec_i,
  input  logic [WW-1:0] wave_i,
  input  pc_t           pc_i,
  input  logic [63:0]   words_i,
  input  logic          fetch_err_i,
  input  logic [1:0]    fetch_nwords_i,  // dwords fetched before a fetch error
  input  decoded_t      dec_i,
  input  logic          undecodable_i,
  input  logic          vm_bad_rsrc_i,   // a MUBUF V# no range check is defined for
  input  iclass_t       cls_i,
  input  logic [63:0]   exec_mask_i,     // EXEC it executes under
  input  logic [4:0]    cur_lgkm_i,      // the wave's outstanding LGKM count
  input  logic [6:0]    cur_vm_i,        // the wave's outstanding VM count
  output logic          illegal_o,
  output logic          endpgm_o,
  output logic          block_o,         // S_WAITCNT / S_ENDPGM waits for lgkmcnt / vmcnt
  output logic [4:0]    block_cnt_o,     // the LGKM count it waits for
  output logic [6:0]    block_vm_o,      // the VM count it waits for
  output logic          retire_o,

  // Results of the units.
  input  logic          salu_wait_i,   // the SALU's registered result is not ready yet
  input  logic [63:0]   salu_d_i,
  input  logic          salu_d_we_i,
  input  logic          salu_scc_i,
  input  logic [63:0]   salu_exec_i,
  input  logic          salu_exec_we_i,
  input  logic [6:0]    rel_reg_i,       // S_MOVRELD destination
  input  logic          rel_ok_i,
  input  pc_t           next_pc_i,
  input  logic          valu_done_i,
  input  sgpr_wr_t      valu_w0_i,
  input  sgpr_wr_t      valu_w1_i,
  input  vgpr_wr_t      valu_vw_i,
  input  logic          ds_done_i,
  input  logic          vm_done_i,       // every lane's vector memory request is out
  input  logic          vm_deferred_i,   // its VDST is written later
  input  logic          mem_fire_i,      // the scalar-memory request is accepted
  input  mem_wr_t       mem_i,
  input  logic          mem_deferred_i,
  input  logic          time_busy_i,
  input  wb_t           wb_i,            // scalar-memory writeback done this cycle

  // What the instruction retiring now writes: its destination SGPRs (zero
  // when none retires), EXEC (the second SGPR write of a commit record is
  // always EXEC's pair: the saveexec/wrexec ops, V_CMPX), SCC, its wave's
  // next PC; the order number it retires with.
  output sgpr_wr_t      w0_o,
  output logic          exec_we_o,
  output logic [63:0]   exec_o,
  output logic          scc_we_o,
  output logic          scc_o,
  output pc_t           next_pc_o,
  output logic [63:0]   order_o,
  // The commit port, a cycle later (gcn_commit).
  output commit_t       rvfi_o,
  output logic [63:0]   rvfi_order_o,
  output wb_t           rvfi_wb_o,
  output logic [31:0]   perf_instret_o
);

  logic illegal, endpgm, wait_op, stall, retire, movreld;

  // Instruction fields the units look at, not retirement.
  logic unused_dec;
  assign unused_dec = ^{dec_i.shape, dec_i.src0_dw, dec_i.src1_dw, dec_i.ssrc0, dec_i.ssrc1,
                        dec_i.literal, dec_i.sbase, dec_i.glc, dec_i.soff_en,
                        dec_i.ioff, dec_i.soff_reg};

  always_comb begin
    illegal = fetch_err_i || dec_i.illegal || vm_bad_rsrc_i;
    endpgm  = (dec_i.flags & F_ENDPGM) != '0;
    wait_op = dec_i.op == OP_S_WAITCNT;
    movreld = dec_i.op == OP_S_MOVRELD_B32 || dec_i.op == OP_S_MOVRELD_B64;
  end

  always_comb begin
    // S_WAITCNT waits for lgkmcnt (SIMM16[11:8]) and vmcnt ({SIMM16[15:14],
    // SIMM16[3:0]}, Vega "S_WAITCNT"); S_ENDPGM implies waitcnt 0.
    block_cnt_o = endpgm ? 5'd0 : {1'b0, dec_i.simm16[11:8]};
    block_vm_o  = endpgm ? 7'd0 : {1'b0, dec_i.simm16[15:14], dec_i.simm16[3:0]};
    block_o     = exec_i && !illegal && (wait_op || endpgm) &&
                  (cur_lgkm_i > block_cnt_o || cur_vm_i > block_vm_o);
    stall       = (cls_i.salu && salu_wait_i) ||
                  (cls_i.mem && !mem_fire_i) || (cls_i.smem_time && time_busy_i) ||
                  (cls_i.valu && !valu_done_i) || (cls_i.ds && !ds_done_i) ||
                  (cls_i.vmem && !vm_done_i);
    retire      = exec_i && (illegal || (!block_o && !stall));
  end

  assign illegal_o = illegal;
  assign endpgm_o  = endpgm;
  assign retire_o  = retire;

  commit_t c;
  always_comb begin
    c          = '0;
    c.valid    = retire;
    c.wave     = 4'(wave_i);
    c.pc       = pc_i;
    c.insn     = words_i;
    c.illegal  = illegal;
    c.exec_in  = exec_mask_i;
    if (illegal) begin
      // Nothing changes; an undecodable dword counts as one.
      c.next_pc = pc_i;
      c.nwords  = fetch_err_i ? fetch_nwords_i : (undecodable_i ? 2'd1 : dec_i.nwords);
    end else begin
      c.next_pc   = next_pc_i;
      c.nwords    = dec_i.nwords;
      c.endpgm    = endpgm;
      c.deferred  = (cls_i.mem && mem_deferred_i) || cls_i.smem_time ||
                    (cls_i.ds && op_dst_dw(dec_i.op) != 5'd0) || (cls_i.vmem && vm_deferred_i);
      c.w0.valid  = cls_i.salu && salu_d_we_i && dec_i.dst_dw != 5'd0 && (!movreld || rel_ok_i);
      c.w0.rd     = movreld ? rel_reg_i : aligned_reg(dec_i.sdst, dec_i.dst_dw);
      c.w0.count  = dec_i.dst_dw[1:0];
      c.w0.data   = (dec_i.dst_dw == 5'd2) ? salu_d_i : {32'd0, salu_d_i[31:0]};
      c.w1.valid  = cls_i.salu && salu_exec_we_i;
      c.w1.rd     = REG_EXEC_LO;
      c.w1.count  = 2'd2;
      c.w1.data   = salu_exec_i;
      if (cls_i.valu) begin
        c.w0 = valu_w0_i;
        c.w1 = valu_w1_i;
        c.vw = valu_vw_i;
      end
      c.scc_valid = (dec_i.flags & F_WSCC) != '0;
      c.scc       = salu_scc_i;
      if (cls_i.mem && mem_i.valid) c.mem = mem_i;
    end
  end
  assign w0_o      = retire ? c.w0 : '0;
  assign exec_we_o = retire && c.w1.valid;
  assign exec_o    = c.w1.data;
  assign scc_we_o  = retire && c.scc_valid;
  assign scc_o     = c.scc;
  assign next_pc_o = c.next_pc;

  gcn_commit u_commit (
    .clk_i, .rst_ni,
    .commit_i       (c),
    .wb_i,
    .order_o,
    .commit_o       (rvfi_o),
    .commit_order_o (rvfi_order_o),
    .wb_o           (rvfi_wb_o),
    .perf_instret_o
  );

endmodule : gcn_retire
