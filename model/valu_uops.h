// The VALU micro-operations of isa.def (micro-op section) as C++: the codes the lanes'
// op_i port takes (the lane tests drive them), their names, and the value
// the UOP column of a vector row in isa.def names (gen_sv_pkg reads it).
#pragma once

#include <cstdint>
#include <iterator>
#include <string_view>

#include "isa.h"

namespace gcn {

// gcn_valu_uop_pkg::int_op_e without the INT_ prefix.
namespace int_uop {
enum Code : uint8_t {
#define GCN_INT_UOP(NAME, CODE) NAME = CODE,
#include "isa.def"
#undef GCN_INT_UOP
};
// Every integer micro-op, in table (code) order.
inline constexpr Code kAll[] = {
#define GCN_INT_UOP(NAME, CODE) NAME,
#include "isa.def"
#undef GCN_INT_UOP
};
}  // namespace int_uop

// gcn_valu_uop_pkg::fp_op_e without the FP_ prefix.
namespace fp_uop {
enum Code : uint8_t {
#define GCN_FP_UOP(NAME, CODE) NAME = CODE,
#include "isa.def"
#undef GCN_FP_UOP
};
// Every FP32 micro-op, in table (code) order.
inline constexpr Code kAll[] = {
#define GCN_FP_UOP(NAME, CODE) NAME,
#include "isa.def"
#undef GCN_FP_UOP
};
}  // namespace fp_uop

// What the UOP column of a vector row names: the lane and micro-op it runs
// and how its operands reach the lane.
namespace vuop {

enum class Unit : uint8_t { None, Int, Fp };

struct RowUop {
  Unit unit = Unit::None;
  uint8_t code = 0;
  std::string_view name;  // table name, without the INT_/FP_ prefix
  bool swap = false;      // S0 and S1 exchanged on the way to the lane
  bool mac = false;       // S2 is the destination VGPR (V_MAC_F32)
  bool nop = false;       // retires with no effect (no VALU write)
};

// The column's words: INT_<NAME> and FP_<NAME> for every micro-op of the
// table, NO_UOP for a row no lane runs, and the routings below.
#define GCN_INT_UOP(NAME, CODE) inline constexpr RowUop INT_##NAME{Unit::Int, CODE, #NAME};
#define GCN_FP_UOP(NAME, CODE) inline constexpr RowUop FP_##NAME{Unit::Fp, CODE, #NAME};
#include "isa.def"
#undef GCN_INT_UOP
#undef GCN_FP_UOP
inline constexpr RowUop NO_UOP{};

// The micro-op with S0 and S1 exchanged (a non-rev shift on a rev micro-op).
constexpr RowUop SWAP(RowUop u) {
  u.swap = true;
  return u;
}
// The micro-op with the destination VGPR as S2.
constexpr RowUop MAC(RowUop u) {
  u.mac = true;
  return u;
}
// A VALU no-op: the integer lane moves S0 and nothing is written.
inline constexpr RowUop VALU_NOP{Unit::Int, INT_MOV_B32.code, INT_MOV_B32.name, false, false, true};

// The UOP column of every row, in Op order (NO_UOP for the rows without one).
inline constexpr RowUop kRowUops[] = {
#define GCN_INSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, FLAGS, GFX678) NO_UOP,
#define GCN_VALU_INSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, S2, FLAGS, UOP) UOP,
#include "isa.def"
#undef GCN_VALU_INSN
#undef GCN_INSN
};
static_assert(std::size(kRowUops) == kNumOps);
constexpr const RowUop& row_uop(Op op) { return kRowUops[static_cast<unsigned>(op)]; }

}  // namespace vuop

}  // namespace gcn
