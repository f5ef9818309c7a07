// VOPC compares, one lane (Vega ISA, "VOPC Instructions"). The predicate is
// taken from the opcode as the spec lays the table out:
//   0x10/0x11        V_CMP(X)_CLASS_F32: S0 in one of the classes of S1[9:0]
//   0x40..0x5F       V_CMP(X)_{pred}_F32, pred = opcode[3:0] (fp::Cmp order)
//   0xC0..0xFF       integer: [2:0] F LT EQ LE GT NE GE T, [3] unsigned,
//                    [4] CMPX, [5] 64-bit
// The VOP3 CLAMP bit of a compare only enables an exception on NaN inputs
// (spec "ALU Clamp Bit Usage"); it does not change the result.
#include "valu.h"

namespace gcn::golden::valu {

bool cmp_lane(Op op, const LaneIn& in, const Ctl& c, bool& out) {
  const InsnInfo& i = info(op);
  if (i.format != Format::VOPC) return false;
  const unsigned opc = i.opcode;
  const uint32_t a = static_cast<uint32_t>(in.s[0]), b = static_cast<uint32_t>(in.s[1]);
  if (opc == 0x10 || opc == 0x11) {
    out = fp::cmp_class(a, b);
    return true;
  }
  if (opc >= 0x40 && opc <= 0x5F) {
    out = fp::cmp(static_cast<fp::Cmp>(opc & 0xF), a, b, c.mode);
    return true;
  }
  if (opc < 0xC0 || opc > 0xFF) return false;
  const bool is64 = (opc & 0x20) != 0, is_unsigned = (opc & 0x08) != 0;
  bool lt, eq;
  if (is64) {
    lt = is_unsigned ? in.s[0] < in.s[1] : int64_t(in.s[0]) < int64_t(in.s[1]);
    eq = in.s[0] == in.s[1];
  } else {
    lt = is_unsigned ? a < b : int32_t(a) < int32_t(b);
    eq = a == b;
  }
  const bool gt = !lt && !eq;
  // Truth table: bit 0 less, bit 1 equal, bit 2 greater (F = 0, T = 7).
  const unsigned pred = opc & 7;
  out = ((pred & 1) && lt) || ((pred & 2) && eq) || ((pred & 4) && gt);
  return true;
}

}  // namespace gcn::golden::valu
