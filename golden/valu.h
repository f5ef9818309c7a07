// Internal to the golden model: vector ALU semantics (VOP2, VOP1, VOPC, VOP3A,
// VOP3B rows that are not F_UNSUP, in their 32-bit and VOP3 encodings).
//
// The per-lane functions are pure: they see one lane's source values (after
// the VOP3 input modifiers), the lane's VCC/SGPR-pair bit and the controls,
// and return the lane's result. exec_valu() (valu.cpp) reads the operands,
// runs them for the lanes EXEC enables and records the writes. Tests call the
// lane functions directly.
#pragma once

#include <cstdint>

#include "exec.h"
#include "fp32.h"
#include "isa.h"

namespace gcn::golden::valu {

// One lane's inputs. 32-bit sources use the low dword of s[k]; 64-bit sources
// (V_*_B64 S1, 64-bit compares, V_MAD_*64 S2) all 64 bits; the 128-bit S2 of
// V_MQSAD_U32_U8 has its dwords 2..3 in s2_hi.
struct LaneIn {
  uint64_t s[3] = {0, 0, 0};
  uint64_t s2_hi = 0;
  bool cc = false;      // carry/borrow in, V_CNDMASK_B32 select (VCC or the SGPR pair)
  unsigned lane = 0;    // thread position 0..63 (V_MBCNT_*)
  uint32_t k = 0;       // the literal K of V_MADMK_F32 / V_MADAK_F32
};

struct LaneOut {
  uint64_t d = 0;       // result (low dword for 32-bit results)
  uint64_t d_hi = 0;    // dwords 2..3 of a 128-bit result (V_MQSAD_U32_U8)
  bool cc = false;      // carry/borrow out, bit 64 of V_MAD_*64
};

// Controls shared by every lane of one instruction.
struct Ctl {
  fp::Mode mode;
  bool clamp = false;   // VOP3 CLAMP: integer saturation or FP [0, 1]
  unsigned omod = 0;    // VOP3 OMOD: 1 = *2, 2 = *4, 3 = /2
};

// Integer and bitwise rows (valu_int.cpp). Returns false if `op` is not one.
bool int_lane(Op op, const LaneIn& in, const Ctl& c, LaneOut& out);

// FP32 rows with a VGPR result (valu_fp.cpp), output modifiers included.
// Returns false if `op` is not one.
bool fp_lane(Op op, const LaneIn& in, const Ctl& c, LaneOut& out);

// VOPC rows (valu_cmp.cpp): the lane's compare result. Returns false if `op`
// is not a compare.
bool cmp_lane(Op op, const LaneIn& in, const Ctl& c, bool& out);

// Single operations the tests name directly (valu_int.cpp).
uint32_t mul_i32_i24(uint32_t a, uint32_t b, bool clamp);
uint32_t mad_i32_i24(uint32_t a, uint32_t b, uint32_t c, bool clamp);
uint32_t bfe_i32(uint32_t data, uint32_t offset, uint32_t width);
uint32_t perm_b32(uint32_t s0, uint32_t s1, uint32_t sel);
uint32_t screen_partition_4se(uint32_t s0);  // valu_screen.cpp

// VOP3 input modifiers of source k (abs then neg, on the sign bit of the low
// dword), for the rows and sources that take them (F_VMODS, F_MODS0).
uint64_t apply_input_modifiers(const InsnInfo& i, const Insn& in, unsigned k, uint64_t v);

// Operand access (valu_operands.cpp). A source resolved once per instruction:
// a VGPR (per lane) or a scalar value (registers, inline constants, literal).
struct Source {
  bool vgpr = false;
  unsigned reg = 0;      // first VGPR
  unsigned dwords = 1;
  uint64_t scalar = 0;   // value when !vgpr
  uint64_t value(const WaveState& w, unsigned lane) const;
  uint64_t value_hi(const WaveState& w, unsigned lane) const;  // dwords 2..3 (VGPR only)
};
// Throws Illegal for VGPRs outside the wave's allocation and what read_src rejects.
Source resolve_source(const Exec& x, unsigned code, unsigned dwords);
// Checks that v[reg .. reg+dwords-1] are allocated; throws Illegal otherwise.
void check_vgprs(const Exec& x, unsigned reg, unsigned dwords);
// Records (and applies) a VGPR write of the lanes in `lanes`.
// `data_hi` holds dwords 2..3 of a 4-dword write (may be null otherwise).
void write_vgprs(Exec& x, unsigned reg, unsigned dwords, uint64_t lanes, const uint64_t* data,
                 const uint64_t* data_hi = nullptr);

// Lane-crossing and special rows (valu_lane.cpp): v_readfirstlane_b32,
// v_readlane_b32, v_writelane_b32, v_swap_b32, v_nop, v_clrexcp. Returns false
// if `op` is none of them.
bool exec_lane_op(Exec& x);

}  // namespace gcn::golden::valu

namespace gcn::golden {
// Every executable vector ALU row (valu.cpp).
bool exec_valu(Exec& x);
}  // namespace gcn::golden
