// Wave state and scheduling: per-wave PC, run state, LGKM counter and the
// S_WAITCNT threshold a wave is blocked on. Picks the next ready wave round
// robin after the one picked last.
//
// Workgroup barrier: a wave that retires S_BARRIER waits until every wave
// of its workgroup (the running waves with the same tag, CFG_WG) has reached
// the barrier or ended; then the workgroup's waiting waves go on together.
// A wave that ends leaves the barrier (Vega ISA S_BARRIER: "wait for all
// waves in the threadgroup"). CFG_LDS_ALLOC puts every wave in workgroup 0.
module gcn_wave_sched
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
#(
  parameter int unsigned NUM_WAVES = 4,
  localparam int unsigned WW        = (NUM_WAVES > 1) ? $clog2(NUM_WAVES) : 1
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,

  // Initial PC, workgroup tag and launch.
  input  logic                 cfg_we_i,
  input  logic [WW-1:0]        cfg_wave_i,
  input  logic [7:0]           cfg_reg_i,
  input  logic [31:0]          cfg_data_i,
  input  logic                 launch_i,
  input  logic [NUM_WAVES-1:0] launch_mask_i,

  // Scheduling.
  input  logic                 pick_i,        // take pick_wave_o now
  output logic                 pick_valid_o,
  output logic [WW-1:0]        pick_wave_o,
  output pc_t                  pick_pc_o,

  // Retirement of the current instruction of `upd_wave_i`.
  input  logic                 retire_i,
  input  logic [WW-1:0]        upd_wave_i,
  input  pc_t                  next_pc_i,
  input  logic                 end_i,         // the wave ends (S_ENDPGM, illegal)
  input  logic [1:0]           lgkm_inc_i,    // what it adds to LGKM_CNT (op_lgkm_inc)
  // Block the wave until its LGKM count is <= block_cnt_i (S_WAITCNT, S_ENDPGM).
  input  logic                 block_i,
  input  logic [4:0]           block_cnt_i,
  input  logic [6:0]           block_vm_i,
  output logic [4:0]           cur_lgkm_o,    // LGKM count of upd_wave_i
  input  logic                 vm_inc_i,      // it issued a vector memory instruction
  input  logic                 vm_dec_i,
  input  logic [WW-1:0]        vm_dec_wave_i,
  output logic [6:0]           cur_vm_o,      // VM count of upd_wave_i

  input  logic                 barrier_i,     // it is S_BARRIER

  // LGKM completions: scalar memory (port 0, the amount its instruction
  // added), DS (port 2, 1) and a FLAT instruction (port 3, 1), same cycle
  // possible.
  input  logic [1:0]           lgkm_dec_i,
  input  logic [WW-1:0]        lgkm_dec_wave_i,
  input  logic                 lgkm_dec2_i,
  input  logic [WW-1:0]        lgkm_dec2_wave_i,
  input  logic                 lgkm_dec3_i,       // a FLAT instruction complete
  input  logic [WW-1:0]        lgkm_dec3_wave_i,

  output logic [NUM_WAVES-1:0] done_o,
  output logic                 any_running_o,
  output logic                 any_blocked_o,  // some running wave waits on LGKM
  output logic                 any_barrier_o,  // some running wave waits at a barrier
  output pc_t  [NUM_WAVES-1:0] pc_o
);

  logic [NUM_WAVES-1:0]      run_q;     // launched and not ended
  logic [NUM_WAVES-1:0]      done_q;    // ended
  logic [NUM_WAVES-1:0]      bar_q;     // waiting at S_BARRIER
  logic [NUM_WAVES-1:0]      bar_release;  // per wave: its workgroup passes the barrier
  logic [NUM_WAVES-1:0][WW-1:0] wg_q;     // workgroup tag
  pc_t  [NUM_WAVES-1:0]      pc_q;
  logic [NUM_WAVES-1:0][4:0] lgkm_q;
  logic [NUM_WAVES-1:0][4:0] limit_q;   // runnable while lgkm <= limit
  logic [NUM_WAVES-1:0][6:0] vm_q;
  logic [NUM_WAVES-1:0][6:0] vlimit_q;  // and vm <= vlimit
  logic [WW-1:0]             last_q;
  logic [NUM_WAVES-1:0]      ready;
  logic [WW-1:0]             cand;

  always_comb begin
    for (int w = 0; w < NUM_WAVES; w++) begin
      ready[w] = run_q[w] && !bar_q[w] && (lgkm_q[w] <= limit_q[w]) && (vm_q[w] <= vlimit_q[w]);
    end
    // Every running wave of the workgroup is at the barrier (ended waves
    // have left it). The pairwise test runs only while some wave waits.
    bar_release = '0;
    if (|bar_q) begin
      for (int w = 0; w < NUM_WAVES; w++) begin
        bar_release[w] = bar_q[w];
        for (int v = 0; v < NUM_WAVES; v++) begin
          if (wg_q[v] == wg_q[w] && run_q[v] && !bar_q[v]) bar_release[w] = 1'b0;
        end
      end
    end
  end

  // Round robin: the first ready wave after last_q.
  always_comb begin
    cand         = '0;
    pick_valid_o = 1'b0;
    pick_wave_o  = '0;
    for (int i = NUM_WAVES; i >= 1; i--) begin
      cand = WW'((32'(last_q) + 32'(i)) % NUM_WAVES);
      if (ready[cand]) begin
        pick_valid_o = 1'b1;
        pick_wave_o  = cand;
      end
    end
    pick_pc_o = pc_q[pick_wave_o];
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      for (int w = 0; w < NUM_WAVES; w++) begin
        run_q[w]   <= 1'b0;
        done_q[w]  <= 1'b0;
        bar_q[w]   <= 1'b0;
        pc_q[w]    <= '0;
        wg_q[w]    <= '0;
        lgkm_q[w]  <= '0;
        limit_q[w] <= '1;
        vm_q[w]     <= '0;
        vlimit_q[w] <= '1;
      end
      last_q <= WW'(NUM_WAVES - 1);
    end else begin
      if (pick_i) last_q <= pick_wave_o;
      for (int w = 0; w < NUM_WAVES; w++) begin
        // Configuration (only meaningful while the wave is not running).
        if (cfg_we_i && 32'(cfg_wave_i) == w) begin
          if (cfg_reg_i == CFG_PC_LO) pc_q[w][31:0]  <= cfg_data_i;
          if (cfg_reg_i == CFG_PC_HI) pc_q[w][47:32] <= cfg_data_i[15:0];
          if (cfg_reg_i == CFG_WG)    wg_q[w] <= cfg_data_i[WW-1:0];
        end
        if (cfg_we_i && cfg_reg_i == CFG_LDS_ALLOC) wg_q[w] <= '0;
        if (launch_i && launch_mask_i[w]) begin
          run_q[w]   <= 1'b1;
          done_q[w]  <= 1'b0;
          bar_q[w]   <= 1'b0;
          limit_q[w] <= '1;
          vlimit_q[w] <= '1;
        end
        if (bar_release[w]) bar_q[w] <= 1'b0;
        if (32'(upd_wave_i) == w) begin
          if (retire_i) begin
            pc_q[w]    <= next_pc_i;
            limit_q[w] <= '1;
            vlimit_q[w] <= '1;
            if (end_i) begin
              run_q[w]  <= 1'b0;
              done_q[w] <= 1'b1;
            end
            if (barrier_i && !end_i) bar_q[w] <= 1'b1;
          end
          if (block_i) begin
            limit_q[w]  <= block_cnt_i;
            vlimit_q[w] <= block_vm_i;
          end
        end
        // Counters: up at issue, down by the same amount at completion, both
        // possible in one cycle. At most 8 SMEM tags x 2, S_MEMTIME's 2, one
        // DS result and 4 FLAT instructions (the vector memory queue) are
        // outstanding per wave: 23 fits in 5 bits.
        lgkm_q[w] <= lgkm_q[w]
                   + ((retire_i && 32'(upd_wave_i) == w) ? {3'd0, lgkm_inc_i} : 5'd0)
                   - ((32'(lgkm_dec_wave_i) == w) ? {3'd0, lgkm_dec_i} : 5'd0)
                   - ((lgkm_dec2_i && 32'(lgkm_dec2_wave_i) == w) ? 5'd1 : 5'd0)
                   - ((lgkm_dec3_i && 32'(lgkm_dec3_wave_i) == w) ? 5'd1 : 5'd0);
        vm_q[w] <= vm_q[w]
                 + ((retire_i && vm_inc_i && 32'(upd_wave_i) == w) ? 7'd1 : 7'd0)
                 - ((vm_dec_i && 32'(vm_dec_wave_i) == w) ? 7'd1 : 7'd0);
      end
    end
  end

  always_comb begin
    any_running_o = 1'b0;
    any_blocked_o = 1'b0;
    any_barrier_o = 1'b0;
    for (int w = 0; w < NUM_WAVES; w++) begin
      if (run_q[w]) any_running_o = 1'b1;
      if (run_q[w] && !bar_q[w] && !ready[w]) any_blocked_o = 1'b1;
      if (run_q[w] && bar_q[w]) any_barrier_o = 1'b1;
    end
  end

  assign done_o     = done_q;
  assign pc_o       = pc_q;
  assign cur_lgkm_o = lgkm_q[upd_wave_i];
  assign cur_vm_o   = vm_q[upd_wave_i];

endmodule : gcn_wave_sched
