// Disassembly of the DS format as llvm-mc-16 --disassemble (gfx900) prints it:
// the VGPR operands the row has ([vdst], [addr], [data0], [data1]), then
// "offset:N" (or "offset0:N offset1:N", each only when non-zero) and "gds".
// ds_swizzle_b32 prints its offset as LLVM's swizzle(...) macro
// (AMDGPUInstPrinter::printSwizzle): QUAD_PERM when OFFSET[15:8] = 0x80,
// otherwise the raw decimal offset unless OFFSET[15] = 0, in which case the
// bit-mask mode (and = [4:0], or = [9:5], xor = [14:10]) prints as SWAP,
// REVERSE, BROADCAST or BITMASK_PERM, whichever matches first.
#include <bit>

#include <fmt/format.h>

#include "asm.h"
#include "operands.h"

namespace gcn::detail {
namespace {

std::string swizzle_text(uint16_t imm) {
  if ((imm & 0xFF00) == 0x8000) {
    return fmt::format("swizzle(QUAD_PERM,{},{},{},{})", imm & 3, (imm >> 2) & 3, (imm >> 4) & 3, (imm >> 6) & 3);
  }
  if ((imm & 0x8000) != 0) return std::to_string(imm);
  const unsigned and_m = imm & 0x1F, or_m = (imm >> 5) & 0x1F, xor_m = (imm >> 10) & 0x1F;
  if (and_m == 0x1F && or_m == 0 && std::popcount(xor_m) == 1) return fmt::format("swizzle(SWAP,{})", xor_m);
  if (and_m == 0x1F && or_m == 0 && xor_m > 0 && std::has_single_bit(xor_m + 1))
    return fmt::format("swizzle(REVERSE,{})", xor_m + 1);
  const unsigned group = 0x1F - and_m + 1;
  if (group > 1 && std::has_single_bit(group) && or_m < group && xor_m == 0)
    return fmt::format("swizzle(BROADCAST,{},{})", group, or_m);
  // Each lane-id bit as LLVM's printSwizzleBitmask sees it: the result bit for
  // an input bit of 0 and of 1.
  const unsigned p0 = (0u | or_m) ^ xor_m, p1 = ((0x1Fu & and_m) | or_m) ^ xor_m;
  std::string s;
  for (unsigned m = 0x10; m > 0; m >>= 1) {
    const bool b0 = p0 & m, b1 = p1 & m;
    s += b0 == b1 ? (b0 ? '1' : '0') : (b0 ? 'i' : 'p');
  }
  return "swizzle(BITMASK_PERM,\"" + s + "\")";
}

}  // namespace

std::string disassemble_ds(const Insn& in) {
  const InsnInfo& i = in.info();
  std::vector<std::string> ops;
  if (i.dst_dw) ops.push_back(ops::vgpr_name(in.vdst, i.dst_dw));
  if (i.src0_dw) ops.push_back(ops::vgpr_name(in.ds_addr, i.src0_dw));
  if (i.src1_dw) ops.push_back(ops::vgpr_name(in.ds_data0, i.src1_dw));
  if (i.src2_dw) ops.push_back(ops::vgpr_name(in.ds_data1, i.src2_dw));
  std::string s = i.mnemonic;
  for (size_t k = 0; k < ops.size(); ++k) s += (k ? ", " : " ") + ops[k];
  if (i.shape == Shape::SH_DS_2OFF) {
    if (in.ds_offset0) s += fmt::format(" offset0:{}", in.ds_offset0);
    if (in.ds_offset1) s += fmt::format(" offset1:{}", in.ds_offset1);
  } else if (const uint16_t off = in.ds_offset()) {
    s += " offset:" + (in.op == Op::DS_SWIZZLE_B32 ? swizzle_text(off) : std::to_string(off));
  }
  if (in.gds) s += " gds";
  return s;
}

}  // namespace gcn::detail
