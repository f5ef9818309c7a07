// ISA table access: enums and per-instruction attributes derived from isa.def.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gfx.h"

namespace gcn {

// Microcode formats handled by this table. Encoding fields per the Vega ISA
// "Microcode Formats" chapter. VOP3A and VOP3B share one encoding (the opcode
// tells them apart); VOP1/VOP2/VOPC rows may also be encoded in it.
// DS is the local/global data share format (LDS & GDS instructions). FLAT,
// SCRATCH and GLOBAL are the three segments of the FLAT encoding; MUBUF and
// MTBUF the untyped and typed buffer formats.
// The list, with each format's fixed bits and opcode field, is formats.def.
enum class Format : uint8_t {
#define GCN_FORMAT(NAME, MASK, VALUE, OPC_LSB, OPC_WIDTH) NAME,
#include "formats.def"
#undef GCN_FORMAT
};
constexpr unsigned kNumFormats = 0
#define GCN_FORMAT(NAME, MASK, VALUE, OPC_LSB, OPC_WIDTH) +1
#include "formats.def"
#undef GCN_FORMAT
    ;

// Vector ALU formats (VOP2, VOP1, VOPC, VOP3A, VOP3B, VOP3P).
constexpr bool is_vector(Format f) { return f >= Format::VOP2 && f <= Format::VOP3P; }
// Buffer formats (MUBUF, MTBUF): a buffer resource (V#) in four SGPRs.
constexpr bool is_buffer(Format f) { return f == Format::MUBUF || f == Format::MTBUF; }
// Vector memory formats (FLAT, SCRATCH, GLOBAL and the buffer formats): two
// dwords, no execution yet.
constexpr bool is_vmem(Format f) {
  return f == Format::FLAT || f == Format::SCRATCH || f == Format::GLOBAL || is_buffer(f);
}

// Operand syntax/shape: decides how the assembler parses and the disassembler
// prints the operands, and which encoding fields carry them.
enum class Shape : uint8_t {
  SH_SOP2,              // sdst, ssrc0, ssrc1
  SH_SOP2_NODST,        // ssrc0, ssrc1              (s_cbranch_g_fork, s_rfe_restore_b64)
  SH_SOPK_DST,          // sdst, simm16              (s_movk_i32, s_addk_i32 ...)
  SH_SOPK_SRC,          // ssrc(sdst field), simm16  (s_cmpk_*)
  SH_SOPK_FORK,         // ssrc64(sdst field), label (s_cbranch_i_fork)
  SH_SOPK_GETREG,       // sdst, hwreg(...)
  SH_SOPK_SETREG,       // hwreg(...), ssrc(sdst field)
  SH_SOPK_SETREG_IMM32, // hwreg(...), literal32
  SH_SOPK_CALL,         // sdst64, label
  SH_SOP1,              // sdst, ssrc0
  SH_SOP1_NOSRC,        // sdst                      (s_getpc_b64)
  SH_SOP1_NODST,        // ssrc0                     (s_setpc_b64 ...)
  SH_SOPC,              // ssrc0, ssrc1
  SH_SOPC_GPRIDX,       // ssrc0, gpr_idx(...)       (s_set_gpr_idx_on)
  SH_SOPP_NONE,         // no operand
  SH_SOPP_OPTIMM,       // optional simm16, printed only when non-zero (s_endpgm)
  SH_SOPP_IMM,          // simm16
  SH_SOPP_BRANCH,       // label / signed dword offset
  SH_SOPP_WAITCNT,      // vmcnt(..) expcnt(..) lgkmcnt(..)
  SH_SOPP_SENDMSG,      // sendmsg(...)
  SH_SOPP_GPRIDX,       // gpr_idx(...)
  SH_SMEM_LOAD,         // sdata(N), sbase, offset   (F_SMEM_BUF: sbase is a quad)
  SH_SMEM_STORE,        // sdata(N), sbase, offset
  SH_SMEM_ATOMIC,       // sdata(N), sbase, offset [glc]
  SH_SMEM_TIME,         // sdst64                    (s_memtime, s_memrealtime)
  SH_SMEM_PROBE,        // imm3(sdata field), sbase, offset
  SH_SMEM_DISCARD,      // sbase, offset
  SH_SMEM_NONE,         // no operand                (s_dcache_inv ...)
  // Vector shapes. "src" takes a VGPR, SGPR, inline constant or (VOP1/VOP2/VOPC
  // encodings only) the literal; "vsrc" only a VGPR; "ssrc" no VGPR.
  SH_VOP2,              // vdst, src0, vsrc1         (e64: vdst, src0, src1)
  SH_VOP2_CARRYOUT,     // vdst, vcc, src0, vsrc1    (e64 = VOP3B: vdst, sdst64, src0, src1)
  SH_VOP2_CARRYIN,      // vdst, vcc, src0, vsrc1, vcc (e64 = VOP3B: ..., ssrc2 pair)
  SH_VOP2_CNDMASK,      // vdst, src0, vsrc1, vcc    (e64: vdst, src0, src1, ssrc2 pair)
  SH_VOP2_MADMK,        // vdst, src0, K, vsrc1      (K: the literal dword)
  SH_VOP2_MADAK,        // vdst, src0, vsrc1, K
  SH_VOP1,              // vdst, src0
  SH_VOP1_NONE,         // no operand                (v_nop, v_clrexcp)
  SH_VOP1_READFIRSTLANE,// sdst (VDST field), vsrc0
  SH_VOP1_SWAP,         // vdst, vsrc0               (v_swap_b32)
  SH_VOPC,              // vcc, src0, vsrc1          (e64: sdst64 in VDST, src0, src1)
  SH_VOP3_2,            // vdst, src0, src1
  SH_VOP3_3,            // vdst, src0, src1, src2
  SH_VOP3_READLANE,     // sdst (VDST field), vsrc0, ssrc1 (lane select)
  SH_VOP3_WRITELANE,    // vdst, ssrc0, ssrc1 (lane select)
  SH_VOP3B,             // vdst, sdst64, src0, src1, src2
  SH_VOP3P_2,           // vdst, src0, src1          (packed: op_sel, neg_lo/hi)
  SH_VOP3P_3,           // vdst, src0, src1, src2
  // DS shapes: the VGPR operands present are [vdst], [addr], [data0], [data1]
  // as the row's DST/SRC0/SRC1/SRC2 sizes say, then the modifiers.
  SH_DS,                // ... [offset:u16] [gds]   (ds_swizzle_b32: offset:swizzle(...))
  SH_DS_2OFF,           // ... [offset0:u8] [offset1:u8] [gds]  (read2/write2/wrxchg2)
  // FLAT/GLOBAL/SCRATCH shapes (llvm-mc-16 syntax). addr: FLAT v[n:n+1];
  // GLOBAL v[n:n+1] with saddr off, else vN (offset) and an SGPR pair;
  // SCRATCH vN with saddr off, else off and a 32-bit SGPR. The modifiers
  // follow: [offset:N] [glc] [slc] [lds].
  SH_FLAT_LOAD,         // vdst, addr[, saddr]       (lds form: addr[, saddr] ... lds)
  SH_FLAT_STORE,        // addr, vdata[, saddr]
  SH_FLAT_ATOMIC,       // [vdst,] addr, vdata[, saddr]  (vdst exactly when glc: returns the old value)
  // MUBUF/MTBUF shapes (llvm-mc-16 syntax). vaddr: "off" without idxen and
  // offen, vN with one of them, v[n:n+1] with both; srsrc s[4k:4k+3] or
  // ttmp[4k:4k+3]; soffset an SGPR, a named register or an inline constant.
  // Modifiers in this order: [format:...] (MTBUF) [idxen] [offen] [offset:N]
  // [glc] [slc] [lds] [tfe] (MUBUF).
  SH_BUF_LOAD,          // vdata, vaddr, srsrc, soffset  (lds form: vaddr, srsrc, soffset ... lds)
  SH_BUF_STORE,         // vdata, vaddr, srsrc, soffset
  SH_BUF_ATOMIC,        // vdata, vaddr, srsrc, soffset  (glc: the old value returns to vdata)
  SH_BUF_STORE_LDS,     // srsrc, soffset [offset:N] lds [glc] [slc]  (buffer_store_lds_dword)
  SH_BUF_NONE,          // no operand                 (buffer_wbinvl1, buffer_wbinvl1_vol)
};

enum Flag : uint32_t {
  F_WSCC = 1u << 0,        // writes SCC
  F_RSCC = 1u << 1,        // reads SCC
  F_RDST = 1u << 2,        // reads its destination (s_addk_i32, s_bitset*)
  F_BRANCH = 1u << 3,      // may change PC other than by falling through
  F_REXEC = 1u << 4,       // reads EXEC implicitly
  F_WEXEC = 1u << 5,       // writes EXEC implicitly
  F_RM0 = 1u << 6,         // reads M0 implicitly (s_movrel*)
  F_LIT64_SEXT = 1u << 7,  // a 32-bit literal feeding a 64-bit source is sign-extended
  F_ENDPGM = 1u << 8,      // ends the wave
  F_SMEM_BUF = 1u << 9,    // SMEM through a buffer descriptor (sbase is an SGPR quad)
  F_SMEM_SCRATCH = 1u << 10, // SMEM scratch: SGPR/M0 offset scaled by 64
  F_UNSUP = 1u << 11,      // decoded and named, but rejected by model and RTL
  F_NOE64 = 1u << 12,      // VOP1/VOP2/VOPC row without a VOP3 encoding
  F_VMODS = 1u << 13,      // VOP3 source modifiers neg (and abs, except VOP3B) accepted
  F_VCLAMP = 1u << 14,     // VOP3 clamp accepted
  F_VOMOD = 1u << 15,      // VOP3 output modifier (mul:2, mul:4, div:2) accepted
  F_SRC16 = 1u << 16,      // sources are 16-bit values (literal and inline constant rules)
  F_RVCC = 1u << 17,       // reads VCC implicitly (VOP2 carry-in/cndmask encodings, v_div_fmas)
  F_FP64 = 1u << 18,       // 64-bit sources are doubles: a literal is their high dword
  F_MODS0 = 1u << 19,      // with F_VMODS: only src0 takes neg/abs (the others are integers)
  F_DS_ST64 = 1u << 20,    // DS read2/write2/wrxchg2: offsets scaled by 64 elements
  F_DS_GDS = 1u << 21,     // DS row that exists only with gds (GWS, ordered count)
  F_DS_NOGDS = 1u << 22,   // DS row without a gds form (ds_nop, ds_[b]permute_b32)
  F_SCC_NZ = 1u << 23,     // with F_WSCC: SCC = (result != 0) (logic, shift, BFE, count rows)
  F_OPSEL = 1u << 24,      // VOP3A OPSEL [14:11] written as op_sel:[src..., dst] (GFX9 16-bit VOP3 rows)
  F_VM_LDS = 1u << 25,     // FLAT-encoding or MUBUF load with an lds form (LDS bit: data to LDS, no VDST)
};

// What a DS row does: the KIND column of its isa.def row. Unsupported rows
// (F_UNSUP) retire as illegal on both sides.
enum class DsKind : uint8_t {
  Nop, Read, Write, Atomic, Read2, Write2, Wrxchg2, Swizzle, Permute, Bpermute, Unsupported,
};
// The operation of a DS atomic row: the ATOMIC column of its isa.def row,
// one of the operations of isa.def (atomic section) (numbered in its order), or None.
enum class DsAtomic : uint8_t {
#define GCN_DS_ATOMIC(NAME, SV) NAME,
#include "isa.def"
#undef GCN_DS_ATOMIC
  None,  // not an atomic row (wrxchg2 rows exchange on both slots by kind)
};

// Dense instruction identifier, one per table row, in table order.
enum class Op : uint16_t {
#define GCN_INSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, FLAGS, GFX678) NAME,
#include "isa.def"
#undef GCN_INSN
  COUNT
};

constexpr unsigned kNumOps = static_cast<unsigned>(Op::COUNT);

struct InsnInfo {
  Op op;
  const char* name;      // upper-case spec name, e.g. "S_ADD_U32"
  const char* mnemonic;  // lower-case assembler mnemonic, e.g. "s_add_u32"
  Format format;
  uint16_t opcode;       // up to 10 bits (VOP3)
  Shape shape;
  uint8_t dst_dw;
  uint8_t src0_dw;
  uint8_t src1_dw;
  uint8_t src2_dw;
  uint32_t flags;
  DsKind ds_kind;        // DS rows: the KIND column; Unsupported elsewhere
  DsAtomic ds_atomic;    // DS rows: the ATOMIC column; None elsewhere
  // The opcode on each generation (Gfx order; the last is `opcode`), -1
  // where the row does not exist: the GFX678 column.
  std::array<int16_t, kNumGfx> gfx_opcode;
  bool has(Flag f) const { return (flags & f) != 0; }
  bool exists_on(Gfx g) const { return gfx_opcode[unsigned(g)] >= 0; }
  // The opcode on a generation where the row exists.
  unsigned opcode_on(Gfx g) const { return unsigned(gfx_opcode[unsigned(g)]); }
};

const InsnInfo& info(Op op);

// Rows the golden model and the RTL execute, vector ALU rows included; F_UNSUP
// rows retire as illegal instead.
inline bool executable(const InsnInfo& i) { return !i.has(F_UNSUP); }
// SMEM atomics on 64-bit memory data, the _X2 rows: OP[4:0] is the
// operation, OP[5] selects the 64-bit form (Vega "SMEM Instructions").
inline bool smem_atomic64(const InsnInfo& i) {
  return i.shape == Shape::SH_SMEM_ATOMIC && (i.opcode & 0x20) != 0;
}
// Lookup by encoding format and opcode field on a generation; nullopt if the
// table has no row there.
std::optional<Op> lookup(Format fmt, unsigned opcode, Gfx gfx = kDefaultGfx);
// The format a row is encoded in on a generation: SMRD for SMEM rows on
// gfx6/gfx7, the row's format otherwise.
Format encoding_format_on(const InsnInfo& i, Gfx gfx);
// Lookup by lower-case mnemonic; nullopt if unknown.
std::optional<Op> lookup_mnemonic(std::string_view mnemonic);
const char* format_name(Format f);

// VOP3 encodings: the VOP3A/VOP3B/VOP3P rows themselves, and the VOP3 form of a
// VOP1/VOP2/VOPC row (Vega ISA: VOP3 opcode = VOPC + 0, VOP2 + 0x100, VOP1 + 0x140).
bool has_vop3_form(const InsnInfo& i);
unsigned vop3_opcode(const InsnInfo& i);  // only when has_vop3_form (VOP3P: its 7-bit opcode)
// Row whose VOP3A/VOP3B encoding has this 10-bit opcode; nullopt if none.
std::optional<Op> lookup_vop3(unsigned opcode);
// The VOP3 encoding of this row is VOP3B (a scalar destination in bits [14:8]).
bool vop3_is_b(const InsnInfo& i);

// Fixed encoding bits of each format (Vega ISA, "Microcode Formats").
struct FormatEncoding {
  uint32_t mask;   // bits that identify the format
  uint32_t value;  // their required value
};
FormatEncoding format_encoding(Format f);

// Where a format keeps its opcode in the first dword (formats.def).
struct OpcodeField {
  unsigned lsb, width;
  unsigned extract(uint32_t w) const { return (w >> lsb) & ((1u << width) - 1); }
  uint32_t place(unsigned opcode) const { return (uint32_t(opcode) & ((1u << width) - 1)) << lsb; }
};
OpcodeField opcode_field(Format f);

}  // namespace gcn
