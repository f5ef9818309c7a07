// Vector memory episodes of the random program generator (GenProfile::Vmem):
// runs of the executable vector memory rows (GLOBAL and FLAT loads, stores
// and atomics; MUBUF loads, stores and atomics, regress/gen_buffer.cpp;
// SCRATCH loads and stores, and FLAT loads and stores into the private
// aperture, regress/gen_scratch.cpp; FLAT loads, stores and atomics into
// the shared aperture, regress/gen_flat_lds.cpp), under whatever EXEC the
// enclosing construct has.
//
// Every lane address lies inside a buffer the program declares (a GLOBAL
// access outside them is a memory fault, not a legal program):
//   - loads read the shared read-only buffer (kRoSize bytes), the atomics
//     buffer or the wave's private buffer;
//   - stores write the wave's private buffer (kPrivSize bytes);
//   - atomics hit the shared atomics buffer (kAtomSize bytes) from every
//     wave, racing on purpose: the golden model steps waves in the RTL's
//     retirement order and the RTL performs a wave's requests before the
//     instruction retires, so the values are predicted exactly. Atomic
//     addresses are naturally aligned (4 or 8 bytes); loads and stores are
//     sometimes not.
// Address forms: SADDR (GLOBAL only: the buffer's reserved SGPR pair,
// s[88:89], s[90:91] or s[92:93]) with a VGPR lane offset, or a VGPR pair (low dword = the
// buffer's low dword + the lane offset: the buffers sit below 0x10000000 in
// their 4 GiB page, so no carry reaches the high dword, which is the
// buffer's). Lane offset = (lane & mask) << shift, the mask keeping the
// access inside the buffer after the instruction OFFSET (signed 13 bits,
// within the buffer's slack, negative when the VGPR part is raised to
// match; FLAT's is 12 bits unsigned, never negative). A FLAT address into
// global memory lies in no aperture: the buffers' high dwords are not the
// apertures'.
//
// Returns (loads, atomics with GLC) are written by the RTL when the memory
// answers, counted by VM_CNT: within an episode no instruction reads or
// writes a VGPR an outstanding return will write, and an episode with
// returns outstanding ends with s_waitcnt vmcnt(0) (random instructions do
// not track VGPR hazards). Stores may stay in flight: their operands were
// read at issue.
#include <algorithm>

#include "asm.h"
#include "gen_core.h"
#include "insn_vmem.h"
#include "vmem_op.h"

namespace gcn::gen {

namespace {

struct Buffer {
  unsigned sbase;  // reserved SGPR pair holding its address
  uint32_t size;
};

}  // namespace

unsigned Generator::vm_pick_vgpr(unsigned dw, bool for_write) {
  const auto bad = [&](unsigned v) {
    for (unsigned k = 0; k < dw; ++k)
      if (v + k >= kNumVgprs || vm_vpend_.test(v + k)) return true;
    return false;
  };
  for (int tries = 0; tries < 12; ++tries) {
    const unsigned v = pick_vgpr(dw, for_write);
    if (!bad(v)) return v;
  }
  const unsigned limit = for_write ? kFirstReservedVgpr : kNumVgprs;
  const unsigned align = dw == 1 ? 1 : dw == 2 ? 2 : 4;
  for (unsigned v = 0; v + dw <= limit; v += align)
    if (!bad(v)) return v;
  return ~0u;
}

// VGPRs vd .. vd + dw - 1 are written by an outstanding return: nothing in
// the episode touches them until the wait, and later instructions like to
// read them (vrecent_).
void Generator::vm_pend_return(unsigned vd, unsigned dw) {
  for (unsigned k = 0; k < dw; ++k) {
    vm_vpend_.set(vd + k);
    vrecent_[vrecent_n_++ % vrecent_.size()] = vd + k;
  }
}

// One vector memory instruction of row `op` with its address set up first.
// Returns false when no VGPR is free (the caller waits and retries).
bool Generator::vmem_one(Op op) {
  const InsnInfo& in = info(op);
  if (in.format == Format::MUBUF) return buffer_one(op);
  if (in.format == Format::SCRATCH) return scratch_one(op);
  const VmemOp o = vmem_op(in);
  const bool atomic = o.kind == VmemKind::Atomic;
  const bool flat = in.format == Format::FLAT;
  if (flat) vm_flat_ = true;
  if (flat && rng_.chance(30)) return flat_shared_one(op);
  if (flat && !atomic && rng_.chance(40)) return flat_private_one(op);
  const Buffer buf = atomic ? Buffer{kAtomBase, kAtomSize}
                     : o.kind == VmemKind::Store ? Buffer{kPrivBase, kPrivSize}
                     : rng_.one_of(std::array<Buffer, 3>{Buffer{kRoBase, kRoSize}, Buffer{kAtomBase, kAtomSize},
                                                         Buffer{kPrivBase, kPrivSize}});
  // Lane offset (lane & mask) << shift: a stride of 0 (every lane one
  // address), 1, 2, 4, 8 or 16 bytes; atomics at least their size.
  unsigned shift = rng_.ubelow(5);
  if (atomic) shift = std::max(shift, o.bytes == 8 ? 3u : 2u);
  const bool same = rng_.chance(10);
  uint32_t mask = same ? 0 : 63;
  while (mask && (mask << shift) + o.bytes > buf.size) mask >>= 1;
  const uint32_t reach = (mask << shift) + o.bytes;  // bytes the lanes span from offset 0
  const uint32_t slack = buf.size - reach;           // room for the instruction OFFSET
  // OFFSET: 0 mostly, else within the slack (aligned for atomics), now and
  // then negative with the lane part raised by as much.
  int32_t offset = 0;
  uint32_t raise = 0;
  if (slack && rng_.chance(60)) {
    const uint32_t a = atomic ? o.bytes : 1;
    const uint32_t off = a * rng_.ubelow(std::min<uint32_t>(slack, 4095) / a + 1);
    if (!flat && rng_.chance(25)) offset = -int32_t(off), raise = off;
    else offset = int32_t(off);
  }
  const bool saddr = !flat && rng_.chance(60);
  // The lane part: VGPR va (and va + 1 for the pair form).
  const unsigned va = vm_pick_vgpr(saddr ? 1 : 2, true);
  if (va == ~0u) return false;
  const std::string a = fmt::format("v{}", va), lane = fmt::format("v{}", kLaneId);
  if (mask == 0) {
    ds_valu(Op::V_MOV_B32, va, raise, "");
  } else {
    if (mask != 63) ds_valu(Op::V_AND_B32, va, mask, lane);
    ds_valu(Op::V_LSHLREV_B32, va, shift, mask != 63 ? a : lane);
    if (raise) ds_valu(Op::V_ADD_U32, va, raise, a);
  }
  if (!saddr) {
    ds_valu_reg(Op::V_ADD_U32, va, operand_text(buf.sbase, 1), a, int(buf.sbase));
    ds_valu_reg(Op::V_MOV_B32, va + 1, operand_text(buf.sbase + 1, 1), "", int(buf.sbase + 1));
  }
  Insn x;
  x.op = op;
  x.vaddr = static_cast<uint8_t>(va);
  x.saddr = flat ? 0 : saddr ? static_cast<uint8_t>(buf.sbase) : vmem::kSaddrOff;  // FLAT: SADDR field 0
  x.vm_offset = static_cast<uint16_t>(offset & 0x1fff);
  x.glc = atomic && rng_.chance(50);
  std::vector<unsigned> srcs{va};
  if (!saddr) srcs.push_back(va + 1);
  if (in.src1_dw) {
    const unsigned v = vm_pick_vgpr(in.src1_dw, false);
    if (v == ~0u) return false;
    x.vdata = static_cast<uint8_t>(v);
  }
  const bool returns = vmem::returns_data(x);
  unsigned vd = 0;
  if (returns) {
    vd = vm_pick_vgpr(in.dst_dw, true);
    if (vd == ~0u) return false;
    x.vdst = static_cast<uint8_t>(vd);
  }
  RegMask rd;
  if (saddr) rd = regs(buf.sbase, 2);
  Candidate c{disassemble(x), 2, rd, {}};
  emit(c);
  if (returns) vm_pend_return(vd, in.dst_dw);
  return true;
}

// A run of vector memory instructions, then a wait for the returns (and now
// and then for the stores too).
void Generator::vmem_episode() {
  const unsigned n = 1 + rng_.ubelow(6);
  for (unsigned i = 0; i < n; ++i) {
    const Op op = vmem_next_op();
    if (!vmem_one(op)) {
      vmem_wait();
      if (!vmem_one(op)) break;
    }
  }
  if (vm_vpend_.any() || rng_.chance(30)) vmem_wait();
}

// A FLAT instruction counts on LGKM_CNT as well and is done only when both
// counters have fallen (Vega "Data Dependency Resolution").
void Generator::vmem_wait() {
  emit_text(vm_flat_ ? "s_waitcnt vmcnt(0) lgkmcnt(0)" : "s_waitcnt vmcnt(0)", 1);
  vm_vpend_.reset();
  vm_flat_ = false;
}

// Rows in turns of a shuffled list, so every executable vector memory row
// appears in every few programs (coverage).
Op Generator::vmem_next_op() {
  if (vm_order_.empty()) {
    vm_order_ = p_.vmem.ops();
    for (size_t i = vm_order_.size(); i > 1; --i) std::swap(vm_order_[i - 1], vm_order_[rng_.below(i)]);
  }
  const Op op = vm_order_.back();
  vm_order_.pop_back();
  return op;
}

}  // namespace gcn::gen
