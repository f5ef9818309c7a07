#include "wait_counts.h"

namespace gcn {

namespace {

// Dwords of memory data an SMEM instruction moves.
unsigned smem_memory_dwords(const InsnInfo& i) {
  switch (i.shape) {
    case Shape::SH_SMEM_LOAD:
    case Shape::SH_SMEM_STORE: return i.dst_dw;
    case Shape::SH_SMEM_ATOMIC: return smem_atomic64(i) ? 2 : 1;
    case Shape::SH_SMEM_TIME: return 2;
    default: return 0;
  }
}

}  // namespace

WaitIncrement wait_increment(const InsnInfo& i) {
  switch (i.format) {
    case Format::SMEM: return {0, smem_memory_dwords(i) >= 2 ? 2u : 1u};
    case Format::DS: return {0, 1};
    case Format::FLAT: return {1, 1};
    case Format::GLOBAL:
    case Format::SCRATCH:
    case Format::MUBUF:
    case Format::MTBUF: return {1, 0};
    default: break;
  }
  if (i.op == Op::S_SENDMSG || i.op == Op::S_SENDMSGHALT) return {0, 1};
  return {};
}

}  // namespace gcn
