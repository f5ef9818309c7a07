// Internal types and constants of the compute unit. Everything about individual
// instructions comes from the generated gcn_isa_pkg; this package only knows
// the architectural conventions of docs/design.md.
package gcn_pkg;

  typedef logic [47:0] pc_t;

  // Scalar operand codes (Vega ISA, "Scalar ALU Operands"), at the widths of
  // the encoding fields: the numbers are gcn_isa_pkg's SREG_* (generated from
  // model/operand_codes.def).
  localparam logic [6:0] REG_NUM_SGPRS = 7'(gcn_isa_pkg::SREG_NUM_SGPRS);  // s0..s101
  localparam logic [6:0] REG_VCC_LO    = 7'(gcn_isa_pkg::SREG_VCC_LO);
  localparam logic [6:0] REG_M0        = 7'(gcn_isa_pkg::SREG_M0);
  localparam logic [6:0] REG_FLAT_SCR_LO   = 7'(gcn_isa_pkg::SREG_FLAT_SCR_LO);
  localparam logic [6:0] REG_FLAT_SCR_HI   = 7'(gcn_isa_pkg::SREG_FLAT_SCR_HI);
  localparam logic [6:0] REG_XNACK_MASK_LO = 7'(gcn_isa_pkg::SREG_XNACK_MASK_LO);
  localparam logic [6:0] REG_XNACK_MASK_HI = 7'(gcn_isa_pkg::SREG_XNACK_MASK_HI);
  localparam logic [6:0] REG_VCC_HI        = 7'(gcn_isa_pkg::SREG_VCC_HI);
  localparam logic [6:0] REG_RESERVED  = 7'(gcn_isa_pkg::SREG_RESERVED);
  localparam logic [6:0] REG_EXEC_LO   = 7'(gcn_isa_pkg::SREG_EXEC_LO);
  localparam logic [7:0] SRC_ZERO      = 8'(gcn_isa_pkg::SREG_ZERO);       // inline 0..64
  localparam logic [7:0] SRC_POS64     = 8'(gcn_isa_pkg::SREG_POS64);
  localparam logic [7:0] SRC_NEG1      = 8'(gcn_isa_pkg::SREG_NEG1);       // inline -1..-16
  localparam logic [7:0] SRC_NEG16     = 8'(gcn_isa_pkg::SREG_NEG16);
  localparam logic [7:0] SRC_SHARED_BASE = 8'(gcn_isa_pkg::SREG_SHARED_BASE);   // apertures
  localparam logic [7:0] SRC_PRIVATE_LIMIT = 8'(gcn_isa_pkg::SREG_PRIVATE_LIMIT);
  localparam logic [7:0] SRC_POPS_EXITING_WAVE_ID = 8'(gcn_isa_pkg::SREG_POPS_EXITING_WAVE_ID);
  localparam logic [7:0] SRC_SDWA      = 8'(gcn_isa_pkg::SREG_SDWA);
  localparam logic [7:0] SRC_DPP       = 8'(gcn_isa_pkg::SREG_DPP);
  localparam logic [7:0] SRC_LDS_DIRECT = 8'(gcn_isa_pkg::SREG_LDS_DIRECT);
  localparam logic [7:0] SRC_F_0_5     = 8'(gcn_isa_pkg::SREG_F_0_5);      // inline floats
  localparam logic [7:0] SRC_F_INV_2PI = 8'(gcn_isa_pkg::SREG_F_INV_2PI);
  localparam logic [7:0] SRC_VCCZ      = 8'(gcn_isa_pkg::SREG_VCCZ);
  localparam logic [7:0] SRC_EXECZ     = 8'(gcn_isa_pkg::SREG_EXECZ);
  localparam logic [7:0] SRC_SCC       = 8'(gcn_isa_pkg::SREG_SCC);
  localparam logic [7:0] SRC_LITERAL   = 8'(gcn_isa_pkg::SREG_LITERAL);

  // The cfg_reg_i codes beyond the scalar registers are gcn_isa_pkg::CFG_*
  // (tb/dut/cu_config.def). CFG_WG, CFG_LDS_BASE and CFG_LDS_SIZE set one
  // wave's workgroup tag and LDS window; CFG_LDS_ALLOC sets every wave's
  // window to [0, data) and every tag to 0 (one workgroup).

  // Fields of one instruction, decoded from its dwords.
  typedef struct packed {
    gcn_isa_pkg::op_e    op;
    gcn_isa_pkg::flags_t flags;
    gcn_isa_pkg::shape_e shape;
    logic [4:0]  dst_dw;
    logic [1:0]  src0_dw;
    logic [1:0]  src1_dw;
    logic [6:0]  sdst;      // SOP*: SDST; SMEM: SDATA
    logic [7:0]  ssrc0;
    logic [7:0]  ssrc1;
    logic [15:0] simm16;
    logic [31:0] literal;
    // Scalar memory (SMEM, SMRD) addressing, the same on every generation:
    // base SGPR[2*sbase] + ioff (bytes, sign-extended) + SGPR[soff_reg] if
    // soff_en (model/insn.cpp decode, golden/smem.cpp address).
    logic [5:0]  sbase;     // SGPR pair index (register = 2 * sbase)
    logic        glc;
    logic [34:0] ioff;      // immediate byte offset: gfx9 21-bit signed, gfx8
                            // 20-bit, SMRD 4 * 8-bit or 4 * gfx7's literal
    logic        soff_en;
    logic [6:0]  soff_reg;
    logic [1:0]  nwords;    // 1..3
    logic        illegal;   // unknown or unsupported instruction, invalid operand
  } decoded_t;

  // A scalar register write: `count` consecutive registers from `reg`.
  typedef struct packed {
    logic        valid;
    logic [6:0]  rd;
    logic [1:0]  count;     // 1 or 2
    logic [63:0] data;
  } sgpr_wr_t;

  // Value of a non-register source code (inline constants, VCCZ/EXECZ/SCC,
  // literal, apertures), `wide` for a 64-bit operand. Inline floats use the f32 or f64
  // encoding; a literal is zero- or sign-extended ("Literal Expansion").
  function automatic logic [63:0] src_const(input logic [7:0] code, input logic wide,
                                            input logic [31:0] lit, input logic lit_sext,
                                            input logic vccz, input logic execz,
                                            input logic scc);
    logic [63:0] v;
    v = 64'd0;
    if (code >= SRC_ZERO && code <= SRC_POS64) begin
      v = {56'd0, code - SRC_ZERO};
    end else if (code >= SRC_NEG1 && code <= SRC_NEG16) begin
      v = 64'd0 - {56'd0, code - SRC_POS64};
    end else if (code >= SRC_F_0_5 && code <= SRC_F_INV_2PI) begin
      v = gcn_isa_pkg::inline_float(code, wide);
    end else if (code >= SRC_SHARED_BASE && code <= SRC_PRIVATE_LIMIT) begin
      v = gcn_isa_pkg::aperture_value(code, wide);
    end else begin
      case (code)
        SRC_VCCZ:    v = {63'd0, vccz};
        SRC_EXECZ:   v = {63'd0, execz};
        SRC_SCC:     v = {63'd0, scc};
        SRC_LITERAL: v = (wide && lit_sext) ? {{32{lit[31]}}, lit} : {32'd0, lit};
        default:     v = 64'd0;
      endcase
    end
    if (!wide) v[63:32] = 32'd0;
    src_const = v;
  endfunction

  // The VGPR writes of one vector instruction, in the lanes of `lanes`:
  // `count` (1, 2 or 4) registers from v[rd]; with `second` (V_SWAP_B32
  // only, count 1) also v[rd2] <- dword 1 of each lane. The data is not
  // here: the VALU puts out each pass's results the cycle it writes them
  // (gcn_valu's vbeat_* outputs, the commit port's rvfi_vw_* beats), so the
  // record carries no 64-lane buffer. One record with a second register
  // number rather than a second slot: the only two-register write is a
  // one-dword swap, and it shares the lanes.
  typedef struct packed {
    logic                  valid;
    logic [7:0]            rd;
    logic [2:0]            count;
    logic                  second;
    logic [7:0]            rd2;
    logic [63:0]           lanes;
  } vgpr_wr_t;

  // Operand fields of a vector instruction, gathered from its encoding
  // (Vega ISA "Microcode Formats": VOP2, VOP1, VOPC, VOP3A, VOP3B) and routed
  // for the lanes: src[k] is the 9-bit source code of lane operand S<k>
  // (256..511 = v0..v255), widths in dwords (2'd3: four, a 128-bit VGPR
  // source; llvm-mc takes nothing else there).
  typedef struct packed {
    logic [2:0][8:0] src;
    logic [2:0][1:0] dw;
    logic [7:0]      vdst;
    logic [6:0]      sdst;     // SGPR (pair) destination: VCC, SDST, readlane's
    logic [6:0]      cc;       // SGPR pair read per lane (carry in, cndmask select)
    logic [2:0]      abs;
    logic [2:0]      neg;
    logic            clamp;
    logic [1:0]      omod;
  } vfields_t;

  function automatic vfields_t vector_fields(input gcn_isa_pkg::op_e op, input logic [31:0] w0,
                                             input logic [31:0] w1);
    vfields_t             f;
    gcn_isa_pkg::format_e enc;
    gcn_isa_pkg::shape_e  sh;
    logic [8:0]           t9;
    logic [1:0]           t2;
    logic                 tb;
    // The vector formats exist on gfx9 only.
    enc  = gcn_isa_pkg::insn_format(w0, gcn_isa_pkg::GFX900);
    sh   = gcn_isa_pkg::op_shape(op);
    f    = '0;
    f.dw[0] = gcn_isa_pkg::op_src0_dw(op);
    f.dw[1] = gcn_isa_pkg::op_src1_dw(op);
    f.dw[2] = (gcn_isa_pkg::op_src2_dw(op) == 3'd4) ? 2'd3 : 2'(gcn_isa_pkg::op_src2_dw(op));
    f.cc    = REG_VCC_LO;
    f.sdst  = REG_VCC_LO;
    if (enc == gcn_isa_pkg::FMT_VOP3A) begin
      f.vdst   = w0[7:0];
      f.src[0] = w1[8:0];
      f.src[1] = w1[17:9];
      f.src[2] = w1[26:18];
      f.omod   = w1[28:27];
      f.neg    = w1[31:29];
      f.clamp  = w0[15];
      if (gcn_isa_pkg::op_format(op) == gcn_isa_pkg::FMT_VOP3B || sh == gcn_isa_pkg::SH_VOP2_CARRYOUT ||
          sh == gcn_isa_pkg::SH_VOP2_CARRYIN) begin
        f.sdst = w0[14:8];           // VOP3B: SDST, no ABS field
      end else begin
        f.abs  = w0[10:8];
        f.sdst = w0[6:0];            // VOPC / V_READLANE: SGPR in VDST
      end
      // The carry-in / select pair of the VOP3 forms is SRC2; V_DIV_FMAS_F32
      // (a VOP3A-only row with F_RVCC) reads VCC implicitly.
      f.cc = w1[24:18];
      if (gcn_isa_pkg::op_format(op) == gcn_isa_pkg::FMT_VOP3A &&
          (gcn_isa_pkg::op_flags(op) & gcn_isa_pkg::F_RVCC) != '0) f.cc = REG_VCC_LO;
    end else begin
      f.src[0] = w0[8:0];
      f.src[1] = {1'b1, w0[16:9]};
      f.vdst   = w0[24:17];
      if (sh == gcn_isa_pkg::SH_VOP1_READFIRSTLANE) f.sdst = w0[23:17];
      // V_MADMK_F32: S0 * K + VSRC1; V_MADAK_F32: S0 * VSRC1 + K (K = literal).
      if (sh == gcn_isa_pkg::SH_VOP2_MADMK) begin
        f.src[2] = f.src[1];
        f.src[1] = {1'b0, SRC_LITERAL};
      end else if (sh == gcn_isa_pkg::SH_VOP2_MADAK) begin
        f.src[2] = {1'b0, SRC_LITERAL};
      end
      if (sh == gcn_isa_pkg::SH_VOP2_MADMK || sh == gcn_isa_pkg::SH_VOP2_MADAK) f.dw[2] = 2'd1;
    end
    // V_SWAP_B32: S1 is the destination register (its old value goes to S0's).
    if (sh == gcn_isa_pkg::SH_VOP1_SWAP) begin
      f.src[1] = {1'b1, f.vdst};
      f.dw[1]  = 2'd1;
    end
    // V_MAC_*: the addend is the destination register.
    if (gcn_isa_pkg::op_vmac(op)) begin
      f.src[2] = {1'b1, f.vdst};
      f.dw[2]  = 2'd1;
    end
    // Non-rev form of a rev-only micro-op: exchange S0 and S1.
    if (gcn_isa_pkg::op_vswap(op)) begin
      t9 = f.src[0]; f.src[0] = f.src[1]; f.src[1] = t9;
      t2 = f.dw[0];  f.dw[0]  = f.dw[1];  f.dw[1]  = t2;
      tb = f.abs[0]; f.abs[0] = f.abs[1]; f.abs[1] = tb;
      tb = f.neg[0]; f.neg[0] = f.neg[1]; f.neg[1] = tb;
    end
    vector_fields = f;
  endfunction

  // A scalar-memory request to the data memory port (dm_req_*): `count`
  // dwords at `addr`, the dwords of `mask` in range, store / atomic operands
  // in `data`; `tag` comes back with the reply.
  typedef struct packed {
    logic         valid;
    logic [3:0]   tag;
    logic [3:0]   kind;
    logic [63:0]  addr;
    logic [4:0]   count;
    logic [15:0]  mask;
    logic         is64;
    logic [127:0] data;
  } dm_req_t;

  // The memory write of a scalar store or atomic as its commit record
  // carries it (rvfi_mem_*); `returns`: the atomic writes back its old value.
  typedef struct packed {
    logic         valid;
    logic [3:0]   kind;
    logic [63:0]  addr;
    logic [2:0]   count;
    logic [3:0]   mask;
    logic         is64;
    logic         returns;
    logic [127:0] data;
  } mem_wr_t;

  // The instruction classes the issue engine routes on, from the decoded op
  // (SOPP sets none of them).
  typedef struct packed {
    logic salu;       // SOP1 / SOP2 / SOPK / SOPC
    logic valu;       // VOP1 / VOP2 / VOPC / VOP3A / VOP3B / VOP3P
    logic ds;         // LDS
    logic mem;        // scalar-memory load, store, atomic
    logic smem_time;  // S_MEMTIME / S_MEMREALTIME
    logic vmem;       // vector memory (executable FLAT-encoding rows)
  } iclass_t;

  function automatic iclass_t insn_class(input gcn_isa_pkg::op_e op, input gcn_isa_pkg::shape_e shape);
    iclass_t c;
    gcn_isa_pkg::format_e f;
    f           = gcn_isa_pkg::op_format(op);
    c.ds        = f == gcn_isa_pkg::FMT_DS;
    c.salu      = (f != gcn_isa_pkg::FMT_SMEM) && (f != gcn_isa_pkg::FMT_SOPP) && !c.ds &&
                  !(f inside {gcn_isa_pkg::FMT_VOP1, gcn_isa_pkg::FMT_VOP2, gcn_isa_pkg::FMT_VOPC,
                              gcn_isa_pkg::FMT_VOP3A, gcn_isa_pkg::FMT_VOP3B,
                              gcn_isa_pkg::FMT_VOP3P, gcn_isa_pkg::FMT_FLAT,
                              gcn_isa_pkg::FMT_SCRATCH, gcn_isa_pkg::FMT_GLOBAL,
                              gcn_isa_pkg::FMT_MUBUF, gcn_isa_pkg::FMT_MTBUF});
    c.valu      = gcn_isa_pkg::op_vunit(op) != gcn_isa_pkg::VU_NONE;
    c.mem       = (shape == gcn_isa_pkg::SH_SMEM_LOAD) || (shape == gcn_isa_pkg::SH_SMEM_STORE) ||
                  (shape == gcn_isa_pkg::SH_SMEM_ATOMIC);
    c.smem_time = shape == gcn_isa_pkg::SH_SMEM_TIME;
    c.vmem      = gcn_isa_pkg::op_vm_kind(op) != gcn_isa_pkg::VMK_NONE;
    return c;
  endfunction

  // Scalar register read ports of the issue engine (gcn_operands assigns them).
  localparam int unsigned SGPR_READS = 8;

  // What one retired instruction did (the RVFI record before registering).
  typedef struct packed {
    logic         valid;
    logic [3:0]   wave;
    pc_t          pc;
    pc_t          next_pc;
    logic [63:0]  insn;       // dword 0 in [31:0]
    logic [1:0]   nwords;
    logic         illegal;
    logic         endpgm;
    logic         deferred;
    sgpr_wr_t     w0;         // destination
    sgpr_wr_t     w1;         // EXEC of the saveexec/wrexec ops
    logic         scc_valid;
    logic         scc;
    mem_wr_t      mem;        // scalar-memory write (store, atomic)
    logic [63:0]  exec_in;    // EXEC the instruction executed under
    vgpr_wr_t     vw;         // vector destination
  } commit_t;

  // A deferred scalar-memory result written to the register file.
  typedef struct packed {
    logic         valid;
    logic [63:0]  order;
    logic [3:0]   wave;
    logic [6:0]   rd;
    logic [4:0]   count;
    logic [511:0] data;
  } wb_t;

  // First register of a `dwords`-wide register tuple: the low bits a
  // misaligned tuple would set are ignored (pairs even, quads and larger
  // multiples of four), as LLVM's decoder and the golden model do.
  function automatic logic [6:0] aligned_reg(input logic [6:0] code, input logic [4:0] dwords);
    logic [6:0] r;
    if (dwords >= 5'd4)      r = {code[6:2], 2'b00};
    else if (dwords == 5'd2) r = {code[6:1], 1'b0};
    else                     r = code;
    aligned_reg = r;
  endfunction

  // An SMRD dword whose offset is a literal dword after it: OFFSET 255
  // without IMM (w: the dword's IMM and OFFSET bits, [8:0]), on the
  // generations that have it (gcn_isa_pkg gfx_smrd_literal).
  function automatic logic smrd_literal(input logic [8:0] w, input gcn_isa_pkg::gfx_e g);
    smrd_literal = gcn_isa_pkg::gfx_smrd_literal(g) && !w[8] && w[7:0] == SRC_LITERAL;
  endfunction

  // Instruction size in dwords from its first dword on generation g: SMEM is
  // two dwords, SMRD one (two with gfx7's literal offset: OFFSET 255 without
  // IMM), SOP*
  // formats take a literal dword when a used source field is 255, and
  // S_SETREG_IMM32_B32 carries its immediate in the next dword. Vector ALU:
  // VOP3A/VOP3B/VOP3P are two dwords (no literal on GFX9); VOP1/VOP2/VOPC take
  // a second dword for a literal (SRC0 = 255, always for V_MADMK/V_MADAK) and
  // for SDWA (249) or DPP (250). Unknown encodings count one dword (they
  // retire as illegal).
  function automatic logic [1:0] insn_nwords(input logic [31:0] w, input gcn_isa_pkg::gfx_e g);
    gcn_isa_pkg::op_e     op;
    gcn_isa_pkg::format_e f, enc;
    gcn_isa_pkg::shape_e  sh;
    logic [1:0]           n;
    logic                 lit0, lit1, ext0;
    op   = gcn_isa_pkg::decode_word(w, g);
    enc  = gcn_isa_pkg::insn_format(w, g);
    f    = gcn_isa_pkg::op_format(op);
    sh   = gcn_isa_pkg::op_shape(op);
    lit0 = (gcn_isa_pkg::op_src0_dw(op) != 2'd0) && (w[7:0] == SRC_LITERAL);
    lit1 = (gcn_isa_pkg::op_src1_dw(op) != 2'd0) && (w[15:8] == SRC_LITERAL);
    ext0 = (gcn_isa_pkg::op_src0_dw(op) != 2'd0) &&
           (w[8:0] == {1'b0, SRC_LITERAL} || w[8:0] == {1'b0, SRC_SDWA} || w[8:0] == {1'b0, SRC_DPP});
    n = 2'd1;
    if (op == gcn_isa_pkg::OP_INVALID) begin
      n = 2'd1;
    end else if (enc == gcn_isa_pkg::FMT_SMRD) begin
      n = smrd_literal(w[8:0], g) ? 2'd2 : 2'd1;
    end else if (enc == gcn_isa_pkg::FMT_VOP3A || enc == gcn_isa_pkg::FMT_VOP3P) begin
      n = 2'd2;
    end else if (enc == gcn_isa_pkg::FMT_VOP1 || enc == gcn_isa_pkg::FMT_VOP2 ||
                 enc == gcn_isa_pkg::FMT_VOPC) begin
      n = (ext0 || sh == gcn_isa_pkg::SH_VOP2_MADMK || sh == gcn_isa_pkg::SH_VOP2_MADAK) ? 2'd2 : 2'd1;
    end else begin
      case (f)
        gcn_isa_pkg::FMT_SMEM, gcn_isa_pkg::FMT_DS, gcn_isa_pkg::FMT_FLAT, gcn_isa_pkg::FMT_SCRATCH,
        gcn_isa_pkg::FMT_GLOBAL, gcn_isa_pkg::FMT_MUBUF, gcn_isa_pkg::FMT_MTBUF: n = 2'd2;
        gcn_isa_pkg::FMT_SOP2, gcn_isa_pkg::FMT_SOPC: n = (lit0 || lit1) ? 2'd2 : 2'd1;
        gcn_isa_pkg::FMT_SOP1: n = lit0 ? 2'd2 : 2'd1;
        gcn_isa_pkg::FMT_SOPK:
          n = (sh == gcn_isa_pkg::SH_SOPK_SETREG_IMM32) ? 2'd2 : 2'd1;
        default: n = 2'd1;
      endcase
    end
    insn_nwords = n;
  endfunction

  // A 9-bit vector source code that the model's decoder rejects: reserved
  // scalar codes, SDWA/DPP selectors and, in a VOP3 encoding, the literal.
  // (null, 125, and LDS_DIRECT, 254, decode but are not executed:
  // vsrc_unexecutable.)
  function automatic logic vsrc_undecodable(input logic [8:0] code, input logic vop3);
    logic bad;
    if (code[8]) bad = 1'b0;
    else if (code[7:0] == SRC_SDWA || code[7:0] == SRC_DPP) bad = 1'b1;
    else if (code[7:0] > SRC_NEG16 && code[7:0] < SRC_SHARED_BASE) bad = 1'b1;
    else bad = vop3 && (code[7:0] == SRC_LITERAL);
    vsrc_undecodable = bad;
  endfunction

  // A source code naming null (125), POPS_EXITING_WAVE_ID (239) or
  // LDS_DIRECT (254): decoded, retired as illegal (the golden model rejects
  // them too; neither the POPS wave id nor the LDS-direct read path is
  // implemented, and null is not a readable register). Used for the 9-bit
  // vector sources and, zero-extended, for the 8-bit MUBUF/MTBUF SOFFSET.
  function automatic logic vsrc_unexecutable(input logic [8:0] code);
    vsrc_unexecutable = (code == 9'(REG_RESERVED)) || (code == {1'b0, SRC_POPS_EXITING_WAVE_ID}) ||
                        (code == {1'b0, SRC_LDS_DIRECT});
  endfunction

  // A scalar source that does not name a value here on generation g:
  // rejected by the decoder (gcn_isa_pkg::ssrc_rejected, from model/insn.cpp
  // valid_scalar_source), or null (125) and src_pops_exiting_wave_id (239),
  // which decode but are not executed (vsrc_unexecutable).
  function automatic logic src_invalid(input logic [7:0] code, input gcn_isa_pkg::gfx_e g);
    src_invalid = gcn_isa_pkg::ssrc_rejected(code, g) || vsrc_unexecutable({1'b0, code});
  endfunction

endpackage : gcn_pkg
