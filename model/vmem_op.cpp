// VmemOp of a FLAT/GLOBAL/SCRATCH or MUBUF row from its name:
// SEG_LOAD_<size>[_D16[_HI]], SEG_STORE_<size>[_D16_HI], SEG_ATOMIC_<op>[_X2]
// (SEG = FLAT, GLOBAL, SCRATCH or BUFFER). The MUBUF FORMAT rows, the lds
// store and the cache invalidations name no size and stay Unsupported.
#include "vmem_op.h"

#include <string_view>

namespace gcn {
namespace {

// BYTE/UBYTE/SBYTE 1, SHORT/USHORT/SSHORT 2, DWORD 4, DWORDXn 4n.
unsigned size_bytes(std::string_view s) {
  if (s == "DWORDX2") return 8;
  if (s == "DWORDX3") return 12;
  if (s == "DWORDX4") return 16;
  if (s == "DWORD") return 4;
  if (s.ends_with("SHORT")) return 2;
  if (s.ends_with("BYTE")) return 1;
  return 0;
}

struct AtomicName {
  std::string_view name;
  DsAtomic atomic;
  MemOpKind kind;
};
// The FLAT atomics (Vega "FLAT, Scratch and Global Instructions"), each with
// the LDS atomic of the same pseudo-code and its MemOpKind.
constexpr AtomicName kAtomics[] = {
    {"SWAP", DsAtomic::Wrxchg, MemOpKind::AtomicSwap}, {"CMPSWAP", DsAtomic::Cmpst, MemOpKind::AtomicCmpswap},
    {"ADD", DsAtomic::Add, MemOpKind::AtomicAdd},      {"SUB", DsAtomic::Sub, MemOpKind::AtomicSub},
    {"SMIN", DsAtomic::MinI, MemOpKind::AtomicSmin},   {"UMIN", DsAtomic::MinU, MemOpKind::AtomicUmin},
    {"SMAX", DsAtomic::MaxI, MemOpKind::AtomicSmax},   {"UMAX", DsAtomic::MaxU, MemOpKind::AtomicUmax},
    {"AND", DsAtomic::And, MemOpKind::AtomicAnd},      {"OR", DsAtomic::Or, MemOpKind::AtomicOr},
    {"XOR", DsAtomic::Xor, MemOpKind::AtomicXor},      {"INC", DsAtomic::Inc, MemOpKind::AtomicInc},
    {"DEC", DsAtomic::Dec, MemOpKind::AtomicDec},
};

}  // namespace

VmemOp vmem_op(const InsnInfo& i) {
  VmemOp o;
  if (i.format != Format::FLAT && i.format != Format::GLOBAL && i.format != Format::SCRATCH &&
      i.format != Format::MUBUF)
    return o;
  std::string_view v = i.name;
  v.remove_prefix(v.find('_') + 1);  // drop FLAT_ / GLOBAL_ / SCRATCH_ / BUFFER_
  const bool hi = v.ends_with("_HI");
  if (hi) v.remove_suffix(3);
  const bool d16 = v.ends_with("_D16");
  if (d16) v.remove_suffix(4);
  if (v.starts_with("LOAD_")) {
    v.remove_prefix(5);
    o.kind = VmemKind::Load;
    o.bytes = size_bytes(v);
    o.sign = v.starts_with("S") && o.bytes < 4;
    o.d16 = d16;
    o.hi = hi;
  } else if (v.starts_with("STORE_")) {
    v.remove_prefix(6);
    o.kind = VmemKind::Store;
    o.bytes = size_bytes(v);
    o.hi = hi;
  } else if (v.starts_with("ATOMIC_")) {
    v.remove_prefix(7);
    const bool x2 = v.ends_with("_X2");
    if (x2) v.remove_suffix(3);
    for (const AtomicName& a : kAtomics)
      if (a.name == v) {
        o.atomic = a.atomic;
        o.mem_kind = a.kind;
        o.kind = VmemKind::Atomic;
        o.bytes = x2 ? 8 : 4;
      }
  }
  if (o.bytes == 0) o = VmemOp{};
  return o;
}

}  // namespace gcn
