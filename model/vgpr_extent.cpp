#include "vgpr_extent.h"

#include <algorithm>

#include "insn_vector.h"
#include "insn_vmem.h"

namespace gcn {
namespace {

// A vector destination in the VDST field is a VGPR except where the shape
// puts a scalar register there.
bool vdst_is_vgpr(Shape s) {
  switch (s) {
    case Shape::SH_VOPC:
    case Shape::SH_VOP1_NONE:
    case Shape::SH_VOP1_READFIRSTLANE:
    case Shape::SH_VOP3_READLANE: return false;
    default: return true;
  }
}

}  // namespace

unsigned vgpr_extent(const Insn& in) {
  const InsnInfo& i = in.info();
  unsigned extent = 0;
  auto use = [&](unsigned reg, unsigned dwords) { extent = std::max(extent, reg + std::max(dwords, 1u)); };
  if (i.format == Format::DS) {
    const unsigned regs[4] = {in.vdst, in.ds_addr, in.ds_data0, in.ds_data1};
    const unsigned sizes[4] = {i.dst_dw, i.src0_dw, i.src1_dw, i.src2_dw};
    for (unsigned k = 0; k < 4; ++k)
      if (sizes[k]) use(regs[k], sizes[k]);
    return extent;
  }
  if (is_vmem(i.format)) {
    // The VGPRs the encoding names (vmem::vgpr_operands: VDST or VDATA,
    // the address VGPRs, the store or atomic data).
    for (const vmem::VgprOperand& o : vmem::vgpr_operands(in))
      if (o.dwords) use(o.reg, o.dwords);
    return extent;
  }
  if (!is_vector(i.format)) return 0;
  if (vdst_is_vgpr(i.shape)) use(in.vdst, i.dst_dw);
  const bool vop3 = in.vop3 || i.format == Format::VOP3A || i.format == Format::VOP3B || i.format == Format::VOP3P;
  const uint16_t codes[3] = {in.src0, in.src1, in.src2};
  const unsigned sizes[3] = {i.src0_dw, i.src1_dw, i.src2_dw};
  const unsigned n = vec::num_sources(i, vop3);
  for (unsigned k = 0; k < n && k < 3; ++k)
    if (codes[k] >= sreg::VGPR0) use(codes[k] - sreg::VGPR0, sizes[k]);
  return extent;
}

}  // namespace gcn
