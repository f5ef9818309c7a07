// The LDS's atomic ALU: the new value of one access's location, as a short
// pipeline between the bank read and the bank write of a step. The first
// clock takes the old value out of the banks' dwords (the access's bytes
// of its 5-dword window, shifted down to bit 0), the data operands (the
// unit's selection of the access among its lanes) and the element width;
// the second computes every atomic but DS_ADD_F32 (gcn_lds_pkg::atomic_int);
// DS_ADD_F32 runs the FP32 adder a step a clock (operands unpacked, their
// order, the alignment shift, add, leading-zero count, normalising shift,
// rounding increment, pack with the NaN rule) and is done after the ninth.
//
// The unit holds the inputs steady while en_i is high; done_o rises in the
// clock at whose end new_o is loaded, so the unit takes new_o from the
// clock after it. Every register of the chain loads on every clock of
// en_i, each from the one before it; the clock count (cnt_q) restarts
// whenever en_i is low, and nothing else changes then.
module gcn_lds_alu
  import gcn_lds_pkg::*;
(
  input  logic                             clk_i,
  input  logic                             en_i,
  input  gcn_lds_atomic_pkg::lds_atomic_e  op_i,
  input  logic                             is64_i,
  input  logic [4:0][31:0]                 dwords_i,  // the banks' dwords at the access
  input  logic [19:0]                      be_i,      // the access's bytes of the window
  input  logic [1:0]                       sh_i,      // its byte offset in the first dword
  input  logic [63:0]                      d0_i,      // DATA
  input  logic [63:0]                      d1_i,      // DATA2
  output logic                             done_o,
  output logic [63:0]                      new_o
);

  // Clocks from the first clock of en_i to new_q loaded: one per register
  // of the chain below that the operation passes through.
  localparam logic [3:0] INT_CLOCKS   = 4'd2;  // old_q, new_q
  localparam logic [3:0] ADD_F_CLOCKS = 4'd9;  // old_q, opa_q, order_q, align_q, mag_q,
                                               // count_q, raw_q, rnd_q, new_q
  logic [3:0] cnt_q;
  always_ff @(posedge clk_i) cnt_q <= en_i ? cnt_q + 4'd1 : 4'd0;
  assign done_o = en_i && cnt_q == ((op_i == gcn_lds_atomic_pkg::LDS_AT_ADD_F)
                                    ? ADD_F_CLOCKS : INT_CLOCKS) - 4'd1;

  logic [63:0]              old_q, d0_q, d1_q;
  logic                     is64_q;
  gcn_fp_pkg::fp_ext_t      opa_q, opb_q;
  gcn_fp_pkg::fp_ordered_t  order_q;
  gcn_fp_pkg::fp_aligned_t  align_q;
  gcn_fp_pkg::fp_mag_t      mag_q;
  gcn_fp_pkg::fp_counted_t  count_q;
  gcn_fp_pkg::fp_raw_t      raw_q;
  gcn_fp_pkg::fp_rounded_t  rnd_q;
  logic [63:0]              new_q;

  // The top 12 bytes of the shifted window are beyond an 8-byte element.
  /* verilator lint_off UNUSEDSIGNAL */
  logic [159:0] win;
  /* verilator lint_on UNUSEDSIGNAL */
  assign win = en_i ? window_bytes(dwords_i, be_i, sh_i) : '0;

  always_ff @(posedge clk_i) begin
    if (en_i) begin
      old_q   <= win[63:0];
      d0_q    <= d0_i;
      d1_q    <= d1_i;
      is64_q  <= is64_i;
      opa_q   <= add_f_operand(old_q[31:0]);
      opb_q   <= add_f_operand(d0_q[31:0]);
      order_q <= gcn_fp_pkg::fp_add_order(opa_q, opb_q);
      align_q <= gcn_fp_pkg::fp_add_shift(order_q);
      mag_q   <= gcn_fp_pkg::fp_add_mag(align_q);
      count_q <= gcn_fp_pkg::fp_norm_count(mag_q);
      raw_q   <= gcn_fp_pkg::fp_norm_shift(count_q);
      rnd_q   <= gcn_fp_pkg::fp_round_inc(raw_q);
      new_q   <= (op_i == gcn_lds_atomic_pkg::LDS_AT_ADD_F)
                   ? {32'd0, add_f_finish(old_q[31:0], d0_q[31:0], rnd_q)}
                   : atomic_int(op_i, is64_q, old_q, d0_q, d1_q);
    end
  end

  assign new_o = new_q;

endmodule
