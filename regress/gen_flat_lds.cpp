// FLAT instructions into the shared (LDS) aperture, for the random program
// generator's vector memory episodes (regress/gen_vmem.cpp): loads, stores
// and atomics whose address is a VGPR pair, the LDS byte address and the
// aperture's upper dword (src_shared_base read as 32 bits), plus the
// unsigned 12-bit OFFSET.
//
// Every LDS address is legal: a piece past the workgroup's allocation reads
// 0 and is not written, which the lane offsets reach now and then (near the
// allocation's end, or wholly above it). Waves race on the LDS as DS
// instructions do, and as exactly: the golden model steps waves in the RTL's
// retirement order, and the RTL performs a FLAT lane's LDS access before the
// instruction retires. Atomics are naturally aligned, and sometimes every
// lane hits one address; loads and stores are sometimes not aligned.
#include <algorithm>
#include <array>

#include "asm.h"
#include "gen_core.h"
#include "insn_vmem.h"
#include "vmem_op.h"

namespace gcn::gen {

bool Generator::flat_shared_one(Op op) {
  const InsnInfo& in = info(op);
  const VmemOp o = vmem_op(in);
  const bool atomic = o.kind == VmemKind::Atomic;
  const bool store = o.kind == VmemKind::Store;

  // Lane address base + ((lane & mask) << shift), then OFFSET.
  unsigned shift = rng_.ubelow(5);
  if (atomic) shift = std::max(shift, o.bytes == 8 ? 3u : 2u);
  const uint32_t mask = atomic && rng_.chance(20) ? 0 : rng_.one_of(std::array<uint32_t, 3>{3, 15, 63});
  const uint32_t align = atomic ? o.bytes : 1;
  const uint32_t offset = align * rng_.ubelow((rng_.chance(70) ? 64 : 4096) / align);
  const uint32_t reach = (mask << shift) + offset + o.bytes;
  const uint32_t alloc = lds_alloc();
  uint32_t base = align * rng_.ubelow((alloc - reach) / align + 1);
  const unsigned r = rng_.ubelow(100);
  if (r < 8) base = alloc - (mask << shift) - offset - align * (1 + rng_.ubelow(8));  // across the end
  else if (r < 12) base = alloc + align * rng_.ubelow(0x1000);                      // past it

  const unsigned va = vm_pick_vgpr(2, true);
  if (va == ~0u) return false;
  const std::string a = fmt::format("v{}", va), lane = fmt::format("v{}", kLaneId);
  if (mask == 0) {
    ds_valu(Op::V_MOV_B32, va, base, "");
  } else {
    ds_valu(Op::V_AND_B32, va, mask, lane);
    if (shift) ds_valu(Op::V_LSHLREV_B32, va, shift, a);
    if (base) ds_valu(Op::V_ADD_U32, va, base, a);
  }
  ds_valu_reg(Op::V_MOV_B32, va + 1, operand_name(sreg::SHARED_BASE, 1), "", -1);

  Insn x;
  x.op = op;
  x.vaddr = static_cast<uint8_t>(va);
  x.saddr = 0;  // FLAT: the SADDR field is 0
  x.vm_offset = static_cast<uint16_t>(offset);
  x.glc = atomic ? rng_.chance(50) : rng_.chance(20);
  x.slc = rng_.chance(20);
  if (in.src1_dw) {
    const unsigned v = vm_pick_vgpr(in.src1_dw, false);
    if (v == ~0u) return false;
    x.vdata = static_cast<uint8_t>(v);
  }
  const bool returns = !store && vmem::returns_data(x);
  unsigned vd = 0;
  if (returns) {
    vd = vm_pick_vgpr(in.dst_dw, true);
    if (vd == ~0u) return false;
    x.vdst = static_cast<uint8_t>(vd);
  }
  emit(Candidate{disassemble(x), 2, {}, {}});
  vm_flat_ = true;
  if (returns) vm_pend_return(vd, in.dst_dw);
  return true;
}

}  // namespace gcn::gen
