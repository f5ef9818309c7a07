// Scalar ALU: SOP2, SOPK, SOP1 and SOPC semantics (Vega ISA, chapter
// "Instructions", pseudo-code of each opcode). Sources arrive resolved
// (registers, constants, literal); 32-bit operations use [31:0]. The
// outputs are registers: an operation takes two execute clocks (three for
// a multiply, whose product has a clock of its own), wait_o high until the
// clock its outputs are ready in.
//
// SCC is produced for every instruction whose table row has F_WSCC; the
// caller writes it then. Rows with F_SCC_NZ take it from the result. The
// destination value is written when d_we_o.
module gcn_salu
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
(
  input  logic        clk_i,
  input  logic        run_i,     // the instruction is in execute (its sources steady)
  output logic        wait_o,    // the outputs are not ready yet
  input  op_e         op_i,
  input  logic [63:0] s0_i,
  input  logic [63:0] s1_i,
  input  logic [63:0] d_old_i,   // destination's current value (F_RDST, SOPK compares)
  input  logic [15:0] simm16_i,
  input  logic        scc_i,
  input  logic [63:0] exec_i,
  input  pc_t         pc_i,
  output logic [63:0] d_o,
  output logic        d_we_o,    // destination written (CMOV with SCC=0: no)
  output logic        scc_o,
  output logic [63:0] exec_o,
  output logic        exec_we_o
);

  logic [31:0] a, b, k_sext, k_zext, dd;
  logic [63:0] a64, b64;
  logic [32:0] sum33;
  logic [32:0] mul_a, mul_b;   // one shared 33 x 33 signed multiplier
  logic        mul_used;       // the operation is a multiply
  logic [65:0] mul_full;
  logic [63:0] mul_p;          // the product, registered
  logic [1:0]  phase_q;        // execute clocks spent on this instruction
  logic [1:0]  last;           // the clock in which the outputs are ready
  // The result before its register.
  logic [63:0] d_c, exec_c;
  logic        d_we_c, scc_c, exec_we_c;
  logic        unused_mul_top;  // the product of two 33-bit operands needs 66 bits
  logic [63:0] wide;
  logic [6:0]  bfe_w;
  logic [63:0] mask64;
  // Shared datapaths: one right shifter (LSHR, ASHR, BFE), one left shifter
  // (LSHL, BFM), one mask generator (BFE widths, BFM sizes) and one bit-scan
  // operand (BCNT, FF0/FF1, FLBIT); each opcode only picks their inputs, so
  // synthesis builds each once instead of once per opcode.
  logic [63:0] rsh_in, rsh_out;
  logic [5:0]  rsh_amt;
  logic        rsh_arith;
  logic [63:0] lsh_in, lsh_out;
  logic [5:0]  lsh_amt;
  logic [6:0]  mask_w;
  logic [63:0] scan_v;
  logic        scan_is64;
  logic [6:0]  scan_cnt;
  logic [31:0] scan_ff1, scan_flbit;
  // One bitwise unit for the logic rows and EXEC's SAVEEXEC/WREXEC rows:
  // bit i of the result is logic_tt[{x[i], y[i]}], the row's truth table.
  logic [63:0] logic_y, logic_out;
  logic [3:0]  logic_tt;

  // Low `w` bits set, saturating at 64 ("(1 << w) - 1" in full precision).
  function automatic logic [63:0] low_mask(input logic [6:0] w);
    logic [63:0] m;
    m = 64'd0;
    for (int i = 0; i < 64; i++) if (7'(i) < w) m[i] = 1'b1;
    low_mask = m;
  endfunction

  // Index of the lowest set bit of v (first `bits` bits), or -1.
  function automatic logic [31:0] ff1(input logic [63:0] v);
    logic [31:0] r;
    r = 32'hFFFF_FFFF;
    for (int i = 63; i >= 0; i--) if (v[i]) r = 32'(i);
    ff1 = r;
  endfunction

  // Zeros before the first one counted from bit bits-1 downwards, or -1.
  function automatic logic [31:0] flbit(input logic [63:0] v, input logic is64);
    logic [31:0] r;
    logic        found;
    r = 32'hFFFF_FFFF;
    found = 1'b0;
    for (int i = 63; i >= 0; i--) begin
      if (!found && v[i] && (is64 || i < 32)) begin
        r = is64 ? 32'(63 - i) : 32'(31 - i);
        found = 1'b1;
      end
    end
    flbit = r;
  endfunction

  function automatic logic [6:0] popcount(input logic [63:0] v);
    logic [6:0] c;
    c = 7'd0;
    for (int i = 0; i < 64; i++) c = c + {6'd0, v[i]};
    popcount = c;
  endfunction

  // Multiplier operands: unsigned forms zero-extend, signed forms sign-extend
  // to 33 bits, so one signed multiplier serves every multiply.
  always_comb begin
    mul_used = 1'b1;
    mul_a    = {1'b0, s0_i[31:0]};
    mul_b    = {1'b0, s1_i[31:0]};
    case (op_i)
      OP_S_MUL_HI_I32: begin
        mul_a = {s0_i[31], s0_i[31:0]};
        mul_b = {s1_i[31], s1_i[31:0]};
      end
      OP_S_MULK_I32: begin
        mul_a = {1'b0, d_old_i[31:0]};
        mul_b = {1'b0, {16{simm16_i[15]}}, simm16_i};
      end
      OP_S_MUL_I32, OP_S_MUL_HI_U32: ;
      default: mul_used = 1'b0;
    endcase
    mul_full = $signed(mul_a) * $signed(mul_b);
  end

  // The product is registered at the end of a multiply's first execute
  // clock (the multiplier and its partial-product sum are a clock of their
  // own), and the result of every operation at the end of the clock before
  // the one it is taken in: a multiply's outputs are ready in its third
  // execute clock, every other operation's in its second. The sources stay
  // steady through execute, so the registers load on every clock.
  always_ff @(posedge clk_i) begin
    mul_p     <= mul_full[63:0];
    d_o       <= d_c;
    d_we_o    <= d_we_c;
    scc_o     <= scc_c;
    exec_o    <= exec_c;
    exec_we_o <= exec_we_c;
    phase_q   <= (run_i && phase_q != last) ? phase_q + 2'd1 : 2'd0;
  end
  assign last   = mul_used ? 2'd2 : 2'd1;
  assign wait_o = phase_q != last;

  assign unused_mul_top = ^mul_full[65:64];

  always_comb begin
    rsh_in    = {32'd0, s0_i[31:0]};
    rsh_amt   = {1'b0, s1_i[4:0]};
    rsh_arith = 1'b0;
    lsh_in    = {32'd0, s0_i[31:0]};
    lsh_amt   = {1'b0, s1_i[4:0]};
    mask_w    = s1_i[22:16];
    scan_v    = {32'd0, s0_i[31:0]};
    scan_is64 = 1'b0;
    case (op_i)
      OP_S_LSHR_B64, OP_S_BFE_U64: begin
        rsh_in  = s0_i;
        rsh_amt = s1_i[5:0];
      end
      OP_S_ASHR_I32, OP_S_BFE_I32: begin
        rsh_in    = {{32{s0_i[31]}}, s0_i[31:0]};
        rsh_arith = 1'b1;
      end
      OP_S_ASHR_I64, OP_S_BFE_I64: begin
        rsh_in    = s0_i;
        rsh_amt   = s1_i[5:0];
        rsh_arith = 1'b1;
      end
      default: ;
    endcase
    case (op_i)
      OP_S_LSHL_B64: begin
        lsh_in  = s0_i;
        lsh_amt = s1_i[5:0];
      end
      OP_S_BFM_B32: begin
        mask_w = {2'd0, s0_i[4:0]};
        lsh_in = low_mask(mask_w);
      end
      OP_S_BFM_B64: begin
        mask_w  = {1'b0, s0_i[5:0]};
        lsh_in  = low_mask(mask_w);
        lsh_amt = s1_i[5:0];
      end
      default: ;
    endcase
    case (op_i)
      OP_S_BCNT0_I32_B32, OP_S_FF0_I32_B32: scan_v = {32'd0, ~s0_i[31:0]};
      OP_S_BCNT0_I32_B64, OP_S_FF0_I32_B64: scan_v = ~s0_i;
      OP_S_BCNT1_I32_B64, OP_S_FF1_I32_B64: scan_v = s0_i;
      OP_S_FLBIT_I32_B64: begin scan_v = s0_i; scan_is64 = 1'b1; end
      OP_S_FLBIT_I32:     scan_v = {32'd0, s0_i[31] ? ~s0_i[31:0] : s0_i[31:0]};
      OP_S_FLBIT_I32_I64: begin scan_v = s0_i[63] ? ~s0_i : s0_i; scan_is64 = 1'b1; end
      default: ;
    endcase
    logic_y  = s1_i;
    logic_tt = 4'b0000;
    case (op_i)
      OP_S_AND_B32, OP_S_AND_B64, OP_S_AND_SAVEEXEC_B64:     logic_tt = 4'b1000;
      OP_S_OR_B32, OP_S_OR_B64, OP_S_OR_SAVEEXEC_B64:        logic_tt = 4'b1110;
      OP_S_XOR_B32, OP_S_XOR_B64, OP_S_XOR_SAVEEXEC_B64:     logic_tt = 4'b0110;
      OP_S_ANDN2_B32, OP_S_ANDN2_B64, OP_S_ANDN2_SAVEEXEC_B64,
      OP_S_ANDN2_WREXEC_B64:                                 logic_tt = 4'b0100;
      OP_S_ORN2_B32, OP_S_ORN2_B64, OP_S_ORN2_SAVEEXEC_B64:  logic_tt = 4'b1101;
      OP_S_NAND_B32, OP_S_NAND_B64, OP_S_NAND_SAVEEXEC_B64:  logic_tt = 4'b0111;
      OP_S_NOR_B32, OP_S_NOR_B64, OP_S_NOR_SAVEEXEC_B64:     logic_tt = 4'b0001;
      OP_S_XNOR_B32, OP_S_XNOR_B64, OP_S_XNOR_SAVEEXEC_B64:  logic_tt = 4'b1001;
      OP_S_ANDN1_SAVEEXEC_B64, OP_S_ANDN1_WREXEC_B64:        logic_tt = 4'b0010;
      OP_S_ORN1_SAVEEXEC_B64:                                logic_tt = 4'b1011;
      default: ;
    endcase
    if ((op_flags(op_i) & F_WEXEC) != '0) logic_y = exec_i;
    for (int i = 0; i < 64; i++) logic_out[i] = logic_tt[{s0_i[i], logic_y[i]}];
    rsh_out    = 64'($signed({rsh_arith & rsh_in[63], rsh_in}) >>> rsh_amt);
    lsh_out    = lsh_in << lsh_amt;
    scan_cnt   = popcount(scan_v);
    scan_ff1   = ff1(scan_v);
    scan_flbit = flbit(scan_v, scan_is64);
  end

  always_comb begin
    a      = s0_i[31:0];
    b      = s1_i[31:0];
    a64    = s0_i;
    b64    = s1_i;
    k_sext = {{16{simm16_i[15]}}, simm16_i};
    k_zext = {16'd0, simm16_i};
    d_c       = 64'd0;
    d_we_c    = 1'b1;
    scc_c     = 1'b0;
    exec_c    = exec_i;
    exec_we_c = 1'b0;
    sum33  = 33'd0;
    wide   = 64'd0;
    bfe_w  = s1_i[22:16];
    mask64 = low_mask(mask_w);
    dd     = 32'd0;

    case (op_i)
      // ---------------------------------------------------------------- SOP2
      OP_S_ADD_U32: begin
        sum33 = {1'b0, a} + {1'b0, b};
        d_c = {32'd0, sum33[31:0]};
        scc_c = sum33[32];
`ifdef GCN_BUG_INJECT
        if (gcn_bug_pkg::sadd_carry) scc_c = 1'b0;  // injected bug: carry-out dropped
`endif
      end
      OP_S_SUB_U32: begin
        d_c = {32'd0, a - b};
        scc_c = b > a;
      end
      OP_S_ADD_I32: begin
        dd = a + b;
        d_c = {32'd0, dd};
        scc_c = (a[31] == b[31]) && (dd[31] != a[31]);
      end
      OP_S_SUB_I32: begin
        dd = a - b;
        d_c = {32'd0, dd};
        scc_c = (a[31] != b[31]) && (dd[31] != a[31]);
      end
      OP_S_ADDC_U32: begin
        sum33 = {1'b0, a} + {1'b0, b} + {32'd0, scc_i};
        d_c = {32'd0, sum33[31:0]};
        scc_c = sum33[32];
      end
      OP_S_SUBB_U32: begin
        d_c = {32'd0, a - b - {31'd0, scc_i}};
        scc_c = ({1'b0, b} + {32'd0, scc_i}) > {1'b0, a};
      end
      OP_S_MIN_I32: begin scc_c = $signed(a) < $signed(b); d_c = {32'd0, scc_c ? a : b}; end
      OP_S_MIN_U32: begin scc_c = a < b;                   d_c = {32'd0, scc_c ? a : b}; end
      OP_S_MAX_I32: begin scc_c = $signed(a) > $signed(b); d_c = {32'd0, scc_c ? a : b}; end
      OP_S_MAX_U32: begin scc_c = a > b;                   d_c = {32'd0, scc_c ? a : b}; end
      OP_S_CSELECT_B32: d_c = {32'd0, scc_i ? a : b};
      OP_S_CSELECT_B64: d_c = scc_i ? a64 : b64;
      OP_S_AND_B32, OP_S_OR_B32, OP_S_XOR_B32, OP_S_ANDN2_B32, OP_S_ORN2_B32,
      OP_S_NAND_B32, OP_S_NOR_B32, OP_S_XNOR_B32: d_c = {32'd0, logic_out[31:0]};
      OP_S_AND_B64, OP_S_OR_B64, OP_S_XOR_B64, OP_S_ANDN2_B64, OP_S_ORN2_B64,
      OP_S_NAND_B64, OP_S_NOR_B64, OP_S_XNOR_B64: d_c = logic_out;
      OP_S_LSHL_B32:  d_c = {32'd0, lsh_out[31:0]};
      OP_S_LSHL_B64:  d_c = lsh_out;
      OP_S_LSHR_B32:  d_c = {32'd0, rsh_out[31:0]};
      OP_S_LSHR_B64:  d_c = rsh_out;
      OP_S_ASHR_I32:  d_c = {32'd0, rsh_out[31:0]};
      OP_S_ASHR_I64:  d_c = rsh_out;
      // (1 << S0) - 1 is the low mask of S0 bits (zero for S0 = 0).
      OP_S_BFM_B32:   d_c = {32'd0, lsh_out[31:0]};
      OP_S_BFM_B64:   d_c = lsh_out;
      OP_S_MUL_I32:   d_c = {32'd0, mul_p[31:0]};  // low half: signedness irrelevant
      // S_BFE_*: offset S1[4:0] (S1[5:0] for 64 bits), width S1[22:16]; a
      // width of at least the operand size keeps every bit above the offset.
      // The right shifter has shifted S0 by the offset (arithmetically for
      // the signed forms, from S0 sign-extended for BFE_I32).
      OP_S_BFE_U32: d_c = {32'd0, rsh_out[31:0] & mask64[31:0]};
      OP_S_BFE_I32: begin
        if (bfe_w == 7'd0)       d_c = 64'd0;
        else if (bfe_w >= 7'd32) d_c = {32'd0, rsh_out[31:0]};
        else                     d_c = {32'd0, (rsh_out[31:0] & mask64[31:0]) |
                                               (rsh_out[6'(bfe_w - 7'd1)] ? ~mask64[31:0] : 32'd0)};
      end
      OP_S_BFE_U64: d_c = rsh_out & mask64;
      OP_S_BFE_I64: begin
        if (bfe_w == 7'd0)       d_c = 64'd0;
        else if (bfe_w >= 7'd64) d_c = rsh_out;
        else                     d_c = (rsh_out & mask64) | (rsh_out[6'(bfe_w - 7'd1)] ? ~mask64 : 64'd0);
      end
      OP_S_ABSDIFF_I32: begin
        dd = a - b;
        d_c = {32'd0, dd[31] ? 32'd0 - dd : dd};
      end
      OP_S_MUL_HI_U32, OP_S_MUL_HI_I32: d_c = {32'd0, mul_p[63:32]};
      OP_S_LSHL1_ADD_U32, OP_S_LSHL2_ADD_U32, OP_S_LSHL3_ADD_U32, OP_S_LSHL4_ADD_U32: begin
        case (op_i)
          OP_S_LSHL1_ADD_U32: wide = {32'd0, a} << 1;
          OP_S_LSHL2_ADD_U32: wide = {32'd0, a} << 2;
          OP_S_LSHL3_ADD_U32: wide = {32'd0, a} << 3;
          default:            wide = {32'd0, a} << 4;
        endcase
        wide = wide + {32'd0, b};
        d_c = {32'd0, wide[31:0]};
        scc_c = wide[63:32] != 32'd0;
      end
      OP_S_PACK_LL_B32_B16: d_c = {32'd0, b[15:0], a[15:0]};
      OP_S_PACK_LH_B32_B16: d_c = {32'd0, b[31:16], a[15:0]};
      OP_S_PACK_HH_B32_B16: d_c = {32'd0, b[31:16], a[31:16]};

      // ---------------------------------------------------------------- SOPK
      OP_S_MOVK_I32:  d_c = {32'd0, k_sext};
      OP_S_CMOVK_I32: begin d_c = {32'd0, k_sext}; d_we_c = scc_i; end
      OP_S_CMPK_EQ_I32: begin d_we_c = 1'b0; scc_c = d_old_i[31:0] == k_sext; end
      OP_S_CMPK_LG_I32: begin d_we_c = 1'b0; scc_c = d_old_i[31:0] != k_sext; end
      OP_S_CMPK_GT_I32: begin d_we_c = 1'b0; scc_c = $signed(d_old_i[31:0]) >  $signed(k_sext); end
      OP_S_CMPK_GE_I32: begin d_we_c = 1'b0; scc_c = $signed(d_old_i[31:0]) >= $signed(k_sext); end
      OP_S_CMPK_LT_I32: begin d_we_c = 1'b0; scc_c = $signed(d_old_i[31:0]) <  $signed(k_sext); end
      OP_S_CMPK_LE_I32: begin d_we_c = 1'b0; scc_c = $signed(d_old_i[31:0]) <= $signed(k_sext); end
      OP_S_CMPK_EQ_U32: begin d_we_c = 1'b0; scc_c = d_old_i[31:0] == k_zext; end
      OP_S_CMPK_LG_U32: begin d_we_c = 1'b0; scc_c = d_old_i[31:0] != k_zext; end
      OP_S_CMPK_GT_U32: begin d_we_c = 1'b0; scc_c = d_old_i[31:0] >  k_zext; end
      OP_S_CMPK_GE_U32: begin d_we_c = 1'b0; scc_c = d_old_i[31:0] >= k_zext; end
      OP_S_CMPK_LT_U32: begin d_we_c = 1'b0; scc_c = d_old_i[31:0] <  k_zext; end
      OP_S_CMPK_LE_U32: begin d_we_c = 1'b0; scc_c = d_old_i[31:0] <= k_zext; end
      OP_S_ADDK_I32: begin
        dd = d_old_i[31:0] + k_sext;
        d_c = {32'd0, dd};
        scc_c = (d_old_i[31] == k_sext[31]) && (dd[31] != d_old_i[31]);
      end
      OP_S_MULK_I32: d_c = {32'd0, mul_p[31:0]};
      OP_S_CALL_B64: d_c = {16'd0, pc_i + 48'd4};

      // ---------------------------------------------------------------- SOP1
      OP_S_MOV_B32:  d_c = {32'd0, a};
      OP_S_MOV_B64:  d_c = a64;
      OP_S_CMOV_B32: begin d_c = {32'd0, a}; d_we_c = scc_i; end
      OP_S_CMOV_B64: begin d_c = a64;        d_we_c = scc_i; end
      OP_S_NOT_B32:  d_c = {32'd0, ~a};
      OP_S_NOT_B64:  d_c = ~a64;
      OP_S_WQM_B32, OP_S_WQM_B64: begin
        for (int i = 0; i < 16; i++) d_c[4*i +: 4] = (a64[4*i +: 4] != 4'd0) ? 4'hF : 4'h0;
        if (op_i == OP_S_WQM_B32) d_c[63:32] = 32'd0;
      end
      OP_S_BREV_B32: for (int i = 0; i < 32; i++) d_c[i] = a[31 - i];
      OP_S_BREV_B64: for (int i = 0; i < 64; i++) d_c[i] = a64[63 - i];
      // The bit-scan operand is S0 or ~S0, 32 bits zero-extended or 64 bits;
      // the signed FLBIT forms invert a negative S0 (counting the copies of
      // the sign bit after it).
      OP_S_BCNT0_I32_B32, OP_S_BCNT0_I32_B64,
      OP_S_BCNT1_I32_B32, OP_S_BCNT1_I32_B64: d_c = {57'd0, scan_cnt};
      OP_S_FF0_I32_B32, OP_S_FF0_I32_B64,
      OP_S_FF1_I32_B32, OP_S_FF1_I32_B64: d_c = {32'd0, scan_ff1};
      OP_S_FLBIT_I32_B32, OP_S_FLBIT_I32_B64,
      OP_S_FLBIT_I32, OP_S_FLBIT_I32_I64: d_c = {32'd0, scan_flbit};
      OP_S_SEXT_I32_I8:   d_c = {32'd0, {24{a[7]}}, a[7:0]};
      OP_S_SEXT_I32_I16:  d_c = {32'd0, {16{a[15]}}, a[15:0]};
      OP_S_BITSET0_B32: begin d_c = {32'd0, d_old_i[31:0]}; d_c[{1'b0, a[4:0]}] = 1'b0; end
      OP_S_BITSET1_B32: begin d_c = {32'd0, d_old_i[31:0]}; d_c[{1'b0, a[4:0]}] = 1'b1; end
      OP_S_BITSET0_B64: begin d_c = d_old_i; d_c[a[5:0]] = 1'b0; end
      OP_S_BITSET1_B64: begin d_c = d_old_i; d_c[a[5:0]] = 1'b1; end
      OP_S_GETPC_B64, OP_S_SWAPPC_B64: d_c = {16'd0, pc_i + 48'd4};
      OP_S_SETPC_B64: d_we_c = 1'b0;
      OP_S_AND_SAVEEXEC_B64, OP_S_OR_SAVEEXEC_B64, OP_S_XOR_SAVEEXEC_B64,
      OP_S_ANDN2_SAVEEXEC_B64, OP_S_ORN2_SAVEEXEC_B64, OP_S_NAND_SAVEEXEC_B64,
      OP_S_NOR_SAVEEXEC_B64, OP_S_XNOR_SAVEEXEC_B64, OP_S_ANDN1_SAVEEXEC_B64,
      OP_S_ORN1_SAVEEXEC_B64, OP_S_ANDN1_WREXEC_B64, OP_S_ANDN2_WREXEC_B64: begin
        exec_c = logic_out;
        exec_we_c = 1'b1;
        // WREXEC returns the new EXEC, SAVEEXEC the old one.
        d_c = (op_i == OP_S_ANDN1_WREXEC_B64 || op_i == OP_S_ANDN2_WREXEC_B64) ? exec_c : exec_i;
        scc_c = exec_c != 64'd0;
      end
      OP_S_QUADMASK_B32: for (int i = 0; i < 8; i++)  d_c[i] = a[4*i +: 4] != 4'd0;
      OP_S_QUADMASK_B64: for (int i = 0; i < 16; i++) d_c[i] = a64[4*i +: 4] != 4'd0;
      // S_MOVREL*: the caller reads and writes at the relative index.
      OP_S_MOVRELS_B32, OP_S_MOVRELD_B32: d_c = {32'd0, a};
      OP_S_MOVRELS_B64, OP_S_MOVRELD_B64: d_c = a64;
      OP_S_ABS_I32: d_c = {32'd0, a[31] ? 32'd0 - a : a};
      OP_S_BITREPLICATE_B64_B32: for (int i = 0; i < 32; i++) d_c[2*i +: 2] = {2{a[i]}};

      // ---------------------------------------------------------------- SOPC
      OP_S_CMP_EQ_I32, OP_S_CMP_EQ_U32: begin d_we_c = 1'b0; scc_c = a == b; end
      OP_S_CMP_LG_I32, OP_S_CMP_LG_U32: begin d_we_c = 1'b0; scc_c = a != b; end
      OP_S_CMP_GT_I32: begin d_we_c = 1'b0; scc_c = $signed(a) >  $signed(b); end
      OP_S_CMP_GE_I32: begin d_we_c = 1'b0; scc_c = $signed(a) >= $signed(b); end
      OP_S_CMP_LT_I32: begin d_we_c = 1'b0; scc_c = $signed(a) <  $signed(b); end
      OP_S_CMP_LE_I32: begin d_we_c = 1'b0; scc_c = $signed(a) <= $signed(b); end
      OP_S_CMP_GT_U32: begin d_we_c = 1'b0; scc_c = a >  b; end
      OP_S_CMP_GE_U32: begin d_we_c = 1'b0; scc_c = a >= b; end
      OP_S_CMP_LT_U32: begin d_we_c = 1'b0; scc_c = a <  b; end
      OP_S_CMP_LE_U32: begin d_we_c = 1'b0; scc_c = a <= b; end
      OP_S_BITCMP0_B32: begin d_we_c = 1'b0; scc_c = !a[b[4:0]]; end
      OP_S_BITCMP1_B32: begin d_we_c = 1'b0; scc_c = a[b[4:0]]; end
      OP_S_BITCMP0_B64: begin d_we_c = 1'b0; scc_c = !a64[b[5:0]]; end
      OP_S_BITCMP1_B64: begin d_we_c = 1'b0; scc_c = a64[b[5:0]]; end
      OP_S_CMP_EQ_U64: begin d_we_c = 1'b0; scc_c = a64 == b64; end
      OP_S_CMP_LG_U64: begin d_we_c = 1'b0; scc_c = a64 != b64; end

      default: d_we_c = 1'b0;
    endcase

    // Rows flagged F_SCC_NZ in isa.def (logic, shift, count and mask rows)
    // set SCC = (D != 0).
    if ((op_flags(op_i) & F_SCC_NZ) != '0) scc_c = d_c != 64'd0;
  end

endmodule : gcn_salu
