// SCRATCH instructions of the random program generator's vector memory
// episodes (regress/gen_vmem.cpp): loads and stores of the lanes' private
// memory (Vega "Scratch"), addressed by a VGPR or an SGPR plus the signed
// 13-bit OFFSET; and FLAT loads and stores into the private aperture, whose
// address is a VGPR pair: the private offset, and the aperture's upper dword
// read from src_private_base (its 32-bit value), plus the unsigned 12-bit
// OFFSET.
//
// The private memory of a wave's 64 lanes is the wave's private buffer:
// FLAT_SCRATCH is copied from the buffer's address pair (kPrivBase) right
// before each instruction, as random instructions may write flat_scratch,
// and each lane has kScratchLaneBytes of it (the program's `scratch`
// directive), so byte o < kScratchLaneBytes of lane l, at
// (o & ~3) * 64 + 4l + o % 4, always lies inside the buffer. Offsets reach
// past the lane's size (and wrap below zero) now and then: those pieces are
// dropped (loads read 0, stores write nothing), which is legal, so no
// address needs checking here. Offsets are often not dword aligned, so
// accesses are cut at dword elements.
#include "asm.h"
#include "gen_core.h"
#include "insn_vmem.h"
#include "vmem_op.h"

namespace gcn::gen {

// A SCRATCH row (`flat` false) or a FLAT load or store into the private
// aperture (`flat` true).
bool Generator::private_one(Op op, bool flat) {
  const InsnInfo& in = info(op);
  const VmemOp o = vmem_op(in);
  const bool store = o.kind == VmemKind::Store;

  // Lane offset (lane & mask) << shift, then OFFSET: mostly within the
  // lane's bytes, sometimes past them or below zero (SCRATCH only: FLAT's
  // OFFSET is unsigned, and a FLAT offset below zero would leave the
  // aperture).
  const uint32_t mask = rng_.one_of(std::array<uint32_t, 4>{0, 1, 3, 3});
  const uint32_t shift = rng_.ubelow(3);
  int32_t offset = int32_t(rng_.ubelow(kScratchLaneBytes + 4)) - (flat ? 0 : 2);
  if (rng_.chance(8))
    offset = !flat && rng_.chance(50) ? -int32_t(1 + rng_.ubelow(64)) : int32_t(rng_.ubelow(4096));
  const bool saddr = !flat && rng_.chance(40);

  const std::string mov = info(Op::S_MOV_B32).mnemonic;
  emit_text(fmt::format("{} {}, {}", info(Op::S_MOV_B64).mnemonic, operand_text(sreg::FLAT_SCR_LO, 2),
                        operand_text(kPrivBase, 2)),
            1, regs(kPrivBase, 2), regs(sreg::FLAT_SCR_LO, 2));
  unsigned sa = 0, va = 0;
  if (saddr) {
    sa = pick_sgpr_tuple(1, true);
    bool lit = false;
    const uint32_t v = rng_.chance(10) ? 0xfffffffcu : rng_.ubelow(kScratchLaneBytes);
    emit_text(fmt::format("{} {}, {}", mov, operand_text(sa, 1), value_text(v, lit)), lit ? 2 : 1, {},
              regs(sa, 1));
  } else {
    va = vm_pick_vgpr(flat ? 2 : 1, true);
    if (va == ~0u) return false;
    const std::string a = fmt::format("v{}", va), lane = fmt::format("v{}", kLaneId);
    if (mask == 0) {
      ds_valu(Op::V_MOV_B32, va, rng_.ubelow(kScratchLaneBytes), "");
    } else {
      ds_valu(Op::V_AND_B32, va, mask, lane);
      if (shift) ds_valu(Op::V_LSHLREV_B32, va, shift, a);
    }
    if (flat) ds_valu_reg(Op::V_MOV_B32, va + 1, operand_name(sreg::PRIVATE_BASE, 1), "", -1);
  }

  Insn x;
  x.op = op;
  x.vaddr = static_cast<uint8_t>(va);
  x.saddr = flat ? 0 : saddr ? static_cast<uint8_t>(sa) : vmem::kSaddrOff;  // FLAT: SADDR field 0
  x.vm_offset = static_cast<uint16_t>(offset & 0x1fff);
  x.glc = rng_.chance(20);
  x.slc = rng_.chance(20);
  if (store) {
    const unsigned v = vm_pick_vgpr(in.src1_dw, false);
    if (v == ~0u) return false;
    x.vdata = static_cast<uint8_t>(v);
  }
  unsigned vd = 0;
  if (!store) {
    vd = vm_pick_vgpr(in.dst_dw, true);
    if (vd == ~0u) return false;
    x.vdst = static_cast<uint8_t>(vd);
  }
  RegMask rd = regs(sreg::FLAT_SCR_LO, 2);
  if (saddr) rd |= regs(sa, 1);
  emit(Candidate{disassemble(x), 2, rd, {}});
  if (!store) vm_pend_return(vd, in.dst_dw);
  return true;
}

bool Generator::scratch_one(Op op) { return private_one(op, false); }

bool Generator::flat_private_one(Op op) { return private_one(op, true); }

}  // namespace gcn::gen
