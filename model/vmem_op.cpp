// VmemOp of a FLAT/GLOBAL/SCRATCH row from its name: SEG_LOAD_<size>[_D16[_HI]],
// SEG_STORE_<size>[_D16_HI], SEG_ATOMIC_<op>[_X2].
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

DsAtomic atomic_of(std::string_view s) {
  if (s == "SWAP") return DsAtomic::Wrxchg;
  if (s == "CMPSWAP") return DsAtomic::Cmpst;
  if (s == "ADD") return DsAtomic::Add;
  if (s == "SUB") return DsAtomic::Sub;
  if (s == "SMIN") return DsAtomic::MinI;
  if (s == "UMIN") return DsAtomic::MinU;
  if (s == "SMAX") return DsAtomic::MaxI;
  if (s == "UMAX") return DsAtomic::MaxU;
  if (s == "AND") return DsAtomic::And;
  if (s == "OR") return DsAtomic::Or;
  if (s == "XOR") return DsAtomic::Xor;
  if (s == "INC") return DsAtomic::Inc;
  if (s == "DEC") return DsAtomic::Dec;
  return DsAtomic::None;
}

}  // namespace

VmemOp vmem_op(const InsnInfo& i) {
  VmemOp o;
  if (i.format != Format::FLAT && i.format != Format::GLOBAL && i.format != Format::SCRATCH) return o;
  std::string_view v = i.name;
  v.remove_prefix(v.find('_') + 1);  // drop FLAT_ / GLOBAL_ / SCRATCH_
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
    o.atomic = atomic_of(v);
    o.kind = o.atomic == DsAtomic::None ? VmemKind::Unsupported : VmemKind::Atomic;
    o.bytes = x2 ? 8 : 4;
  }
  if (o.bytes == 0) o = VmemOp{};
  return o;
}

}  // namespace gcn
