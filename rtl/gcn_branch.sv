// Next PC: fall-through, SOPP branches, S_CALL_B64 and S_SETPC/S_SWAPPC.
// Branch target = PC + signext(SIMM16 * 4) + 4 with PC the branch's address
// (Vega ISA, "SOPP Instructions"); S_SETPC/S_SWAPPC jump to S0 & ~3.
module gcn_branch
  import gcn_pkg::*;
  import gcn_isa_pkg::*;
(
  input  op_e         op_i,
  input  pc_t         pc_i,
  input  logic [1:0]  nwords_i,
  input  logic [15:0] simm16_i,
  input  logic [47:0] s0_i,
  input  logic        scc_i,
  input  logic [63:0] vcc_i,
  input  logic [63:0] exec_i,
  output pc_t         next_pc_o
);

  pc_t  target, seq;
  logic taken;

  always_comb begin
    target = pc_i + {{30{simm16_i[15]}}, simm16_i, 2'b00} + 48'd4;
    seq    = pc_i + {44'd0, nwords_i, 2'b00};
    case (op_i)
      OP_S_BRANCH, OP_S_CALL_B64: taken = 1'b1;
      OP_S_CBRANCH_SCC0:   taken = !scc_i;
      OP_S_CBRANCH_SCC1:   taken = scc_i;
      OP_S_CBRANCH_VCCZ:   taken = vcc_i == 64'd0;
      OP_S_CBRANCH_VCCNZ:  taken = vcc_i != 64'd0;
      OP_S_CBRANCH_EXECZ:  taken = exec_i == 64'd0;
      OP_S_CBRANCH_EXECNZ: taken = exec_i != 64'd0;
      default:             taken = 1'b0;
    endcase
    if (op_i == OP_S_SETPC_B64 || op_i == OP_S_SWAPPC_B64) next_pc_o = s0_i & ~48'd3;
    else if (taken)                                         next_pc_o = target;
    else                                                    next_pc_o = seq;
  end

endmodule : gcn_branch
