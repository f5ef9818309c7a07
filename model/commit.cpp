// Equality of retirement records and names of memory operations.
#include "commit.h"

#include <algorithm>

namespace gcn {

// Only the first `count` words carry data; the rest of the array is padding
// that producers need not clear.
bool SgprWrite::operator==(const SgprWrite& o) const {
  if (reg != o.reg || count != o.count) return false;
  const size_t n = std::min<size_t>(count, data.size());
  return std::equal(data.begin(), data.begin() + long(n), o.data.begin());
}

bool VgprWrite::operator==(const VgprWrite& o) const {
  if (reg != o.reg || count != o.count || lanes != o.lanes) return false;
  const size_t n = std::min<size_t>(count, data.size());
  for (size_t d = 0; d < n; ++d)
    for (unsigned l = 0; l < kWaveLanes; ++l)
      if ((lanes >> l & 1) && data[d][l] != o.data[d][l]) return false;
  return true;
}

// Lanes outside `lanes`, and bytes outside a lane's byte mask, carry nothing.
bool LdsWrite::operator==(const LdsWrite& o) const {
  if (slot != o.slot || bytes != o.bytes || lanes != o.lanes) return false;
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!(lanes >> l & 1)) continue;
    if (addr[l] != o.addr[l] || byte_mask[l] != o.byte_mask[l]) return false;
    for (unsigned b = 0; b < 16; ++b) {
      if (!(byte_mask[l] >> b & 1)) continue;
      const unsigned sh = 8 * (b % 4);
      if (((data[b / 4][l] >> sh) & 0xFF) != ((o.data[b / 4][l] >> sh) & 0xFF)) return false;
    }
  }
  return true;
}

bool MemWrite::operator==(const MemWrite& o) const {
  if (kind != o.kind || addr != o.addr || count != o.count || dw_mask != o.dw_mask ||
      is64 != o.is64 || returns != o.returns)
    return false;
  const size_t n = std::min<size_t>(count, data.size());
  return std::equal(data.begin(), data.begin() + long(n), o.data.begin());
}

const char* mem_op_name(MemOpKind k) {
  switch (k) {
    case MemOpKind::Store: return "store";
    case MemOpKind::AtomicSwap: return "atomic_swap";
    case MemOpKind::AtomicCmpswap: return "atomic_cmpswap";
    case MemOpKind::AtomicAdd: return "atomic_add";
    case MemOpKind::AtomicSub: return "atomic_sub";
    case MemOpKind::AtomicSmin: return "atomic_smin";
    case MemOpKind::AtomicUmin: return "atomic_umin";
    case MemOpKind::AtomicSmax: return "atomic_smax";
    case MemOpKind::AtomicUmax: return "atomic_umax";
    case MemOpKind::AtomicAnd: return "atomic_and";
    case MemOpKind::AtomicOr: return "atomic_or";
    case MemOpKind::AtomicXor: return "atomic_xor";
    case MemOpKind::AtomicInc: return "atomic_inc";
    case MemOpKind::AtomicDec: return "atomic_dec";
  }
  return "?";
}

}  // namespace gcn
