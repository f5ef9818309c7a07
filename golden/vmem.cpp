// exec_vmem: FLAT, GLOBAL, SCRATCH and untyped MUBUF rows for the active
// lanes of one wave, in lane order. Every lane's address is computed and every piece it would
// touch is checked against the mapped memory first, so that a faulting
// instruction changes nothing. Stores and atomics are recorded as a VmemWrite
// (commit.h) of pieces; FLAT writes into the shared aperture as LdsWrite, as
// DS writes are. Returned data (loads, atomics with GLC) is a deferred VGPR
// write: the commit record says `deferred`, the ExpectedWriteback carries it,
// and the model applies it at once, as for SMEM and DS loads. A buffer row's
// lane access is cut into dword components, each range-checked (Vega "Range
// Checking"): an out-of-range component reads 0 and is not written.
#include "vmem.h"

#include <algorithm>
#include <array>
#include <vector>

#include <fmt/format.h>

#include "ds.h"
#include "insn_vmem.h"
#include "vmem_op.h"

namespace gcn::golden {
namespace {

using Bytes = std::array<uint8_t, 16>;

// Where one lane's access goes: a global byte address, an LDS byte address
// (FLAT into the shared aperture) or an offset in the lane's private memory.
struct LaneAccess {
  Segment seg = Segment::Global;
  uint64_t addr = 0;
};

// One contiguous piece of a lane's access: bytes [first, first + n) of the
// access at memory address `addr` (global) or LDS / private offset.
struct Piece {
  unsigned first = 0, n = 0;
  uint64_t addr = 0;
  bool in_range = true;
};

class VmemExec {
 public:
  VmemExec(Exec& x, const VmemOp& o, uint32_t scratch_lane_bytes)
      : x_(x),
        in_(x.insn),
        o_(o),
        scratch_bytes_(scratch_lane_bytes),
        buffer_(x.info().format == Format::MUBUF),
        ret_reg_(buffer_ ? in_.vdata : in_.vdst) {}

  void run() {
    reject_unmodelled();
    if (buffer_) buffer_setup();
    check_vgprs();
    const uint64_t exec = x_.wave.exec();
    std::array<std::vector<Piece>, kWaveLanes> pieces;
    std::array<LaneAccess, kWaveLanes> acc{};
    for (unsigned l = 0; l < kWaveLanes; ++l) {
      if (!((exec >> l) & 1)) continue;
      if (buffer_) {
        pieces[l] = buffer_split(l);
        acc[l] = {Segment::Global, pieces[l].front().addr};
      } else {
        acc[l] = address(l);
        pieces[l] = split(acc[l], l);
      }
      check_mapped(acc[l], pieces[l], l);
    }
    VmemWrite vw;
    vw.kind = o_.mem_kind;
    vw.returns = o_.kind == VmemKind::Atomic && in_.glc;
    LdsWrite lw;
    lw.bytes = uint8_t(o_.bytes);
    LaneData out{};
    for (unsigned l = 0; l < kWaveLanes; ++l) {
      if (!((exec >> l) & 1)) continue;
      switch (o_.kind) {
        case VmemKind::Load: load(l, acc[l], pieces[l], out); break;
        case VmemKind::Store: store(l, acc[l], pieces[l], vw, lw); break;
        case VmemKind::Atomic: atomic(l, acc[l], pieces[l], vw, lw, out); break;
        case VmemKind::Unsupported: break;
      }
    }
    if (!vw.pieces.empty()) x_.step.commit.vmem = vw;
    if (lw.lanes) x_.step.commit.lds.push_back(lw);
    if (returns()) ret(exec, out);
  }

 private:
  uint32_t vgpr(unsigned reg, unsigned lane) const { return x_.wave.vgpr[reg][lane]; }
  uint64_t vgpr64(unsigned reg, unsigned lane) const {
    return vgpr(reg, lane) | (uint64_t(vgpr(reg + 1, lane)) << 32);
  }

  [[noreturn]] void fault(unsigned lane, const char* what, uint64_t addr) const {
    throw Illegal(fmt::format("{}: memory fault: lane {} {} {:#x}, which no buffer maps", x_.where(), lane,
                              what, addr));
  }

  bool returns() const { return vmem::returns_data(in_); }

  void reject_unmodelled() const {
    if (in_.lds)
      throw Illegal(fmt::format("{}: lds (data moved between memory and LDS) is not modelled", x_.where()));
    if (in_.tfe) throw Illegal(fmt::format("{}: tfe (a fetch status VGPR) is not modelled", x_.where()));
  }

  // Every VGPR operand must lie in the wave's allocation.
  void check_vgprs() const {
    for (const vmem::VgprOperand& v : vmem::vgpr_operands(in_))
      if (v.dwords && v.reg + v.dwords > x_.wave.vgpr.size())
        throw Illegal(fmt::format("{}: {} v{} is outside the wave's {} VGPRs", x_.where(), v.field,
                                  v.reg + v.dwords - 1, x_.wave.vgpr.size()));
  }

  // The V# and SOFFSET of a buffer instruction; a V# whose range check the
  // text does not define is rejected by name.
  void buffer_setup() {
    uint32_t w[4];
    for (unsigned k = 0; k < 4; ++k) w[k] = read_reg(x_.wave, in_.srsrc + k);
    rsrc_ = buffer_resource(w);
    const std::optional<BufferRange> range = buffer_range(rsrc_, in_.idxen);
    if (!range)
      throw Illegal(fmt::format("{}: the V# in s[{}:{}] (add_tid {}, swizzle {}, stride {}) with idxen {} is "
                                "none of the buffer kinds whose range check the Vega text defines",
                                x_.where(), in_.srsrc, in_.srsrc + 3, int(rsrc_.add_tid), int(rsrc_.swizzle),
                                rsrc_.stride, int(in_.idxen)));
    range_ = *range;
    soffset_ = uint32_t(read_src(x_, in_.soffset, 1));
  }

  LaneAccess address(unsigned l) const {
    const bool saddr = in_.saddr != vmem::kSaddrOff;
    switch (x_.info().format) {
      case Format::GLOBAL: {
        // Memory_addr = VGPR-address + offset, or SGPR-address + VGPR-offset
        // (32 bits) + offset (Vega "Global"); modulo 2^64.
        const uint64_t base = saddr ? read_reg64(x_.wave, aligned_reg(in_.saddr, 2)) + vgpr(in_.vaddr, l)
                                    : vgpr64(in_.vaddr, l);
        return {Segment::Global, base + uint64_t(global_offset(in_.vm_offset))};
      }
      case Format::SCRATCH: {
        // A 32-bit unsigned byte offset from the SGPR or the VGPR, plus the
        // signed instruction offset (Vega "Scratch"), modulo 2^32.
        const uint32_t off = saddr ? read_reg(x_.wave, in_.saddr) : vgpr(in_.vaddr, l);
        return {Segment::Private, uint32_t(off + uint32_t(global_offset(in_.vm_offset)))};
      }
      default: {
        const uint64_t a = vgpr64(in_.vaddr, l) + flat_offset(in_.vm_offset);
        switch (flat_segment(a)) {
          case Segment::Shared: return {Segment::Shared, a - kSharedApertureBase};
          case Segment::Private: return {Segment::Private, a - kPrivateApertureBase};
          case Segment::Global: break;
        }
        return {Segment::Global, a};
      }
    }
  }

  // A buffer access: index and offset from the instruction and the VGPRs
  // (VADDR is the index, the offset, or both in that order), address
  // base + SGPR offset + buffer offset with the two LSBs ignored for a dword
  // or larger. Cut into dword components (one for a narrower access or an
  // atomic, which is range-checked all or nothing); contiguous components
  // that agree on range merge into one piece.
  std::vector<Piece> buffer_split(unsigned l) const {
    const uint32_t v0 = vgpr(in_.vaddr, l);
    const uint64_t index = uint64_t(in_.idxen ? v0 : 0) + (rsrc_.add_tid ? l : 0);
    const uint32_t voff = !in_.offen ? 0 : in_.idxen ? vgpr(in_.vaddr + 1, l) : v0;
    const uint64_t offset = uint64_t(voff) + (in_.vm_offset & vmem::kBufferOffsetMask);
    const unsigned step = (o_.kind == VmemKind::Atomic || o_.bytes < 4) ? o_.bytes : 4;
    std::vector<Piece> out;
    for (unsigned k = 0; k < o_.bytes; k += step) {
      bool in_range = true;
      if (range_ == BufferRange::Raw) in_range = offset + k < rsrc_.num_records;
      if (range_ == BufferRange::Structured) in_range = index < rsrc_.num_records;
      uint64_t addr = rsrc_.base + soffset_ + buffer_offset(rsrc_, index, offset + k);
      if (o_.bytes >= 4) addr &= ~uint64_t(3);
      const unsigned n = std::min(step, o_.bytes - k);
      if (!out.empty() && out.back().in_range == in_range && out.back().addr + out.back().n == addr)
        out.back().n += n;
      else
        out.push_back(Piece{k, n, addr, in_range});
    }
    return out;
  }

  // Global and shared accesses are one piece. A private access is one piece
  // per dword element of the lane's offset space (the swizzle scatters them);
  // a piece is in range iff its bytes lie below the lane's private size.
  std::vector<Piece> split(const LaneAccess& a, unsigned lane) const {
    if (a.seg != Segment::Private) return {Piece{0, o_.bytes, a.addr, true}};
    std::vector<Piece> out;
    const uint64_t flat_scratch = read_reg64(x_.wave, sreg::FLAT_SCR_LO);
    unsigned k = 0;
    while (k < o_.bytes) {
      const uint64_t off = a.addr + k;
      const unsigned n = std::min<unsigned>(o_.bytes - k, 4 - unsigned(off & 3));
      Piece p{k, n, 0, off + n <= scratch_bytes_};
      if (p.in_range) p.addr = flat_scratch + scratch_swizzle(uint32_t(off), lane);
      out.push_back(p);
      k += n;
    }
    return out;
  }

  void check_mapped(const LaneAccess& a, const std::vector<Piece>& ps, unsigned lane) const {
    if (a.seg == Segment::Shared) return;  // bounded by the LDS size instead
    if (o_.kind == VmemKind::Atomic && ps.front().in_range && (a.addr % o_.bytes) != 0)
      throw Illegal(fmt::format("{}: lane {} atomic address {:#x} is not {}-byte aligned", x_.where(), lane,
                                a.addr, o_.bytes));
    for (const Piece& p : ps)
      if (p.in_range && !x_.memory.mapped(p.addr, p.n))
        fault(lane, a.seg == Segment::Private ? "scratch address" : "address", p.addr);
  }

  Bytes read(const LaneAccess& a, const std::vector<Piece>& ps) const {
    Bytes b{};
    if (a.seg == Segment::Shared) return x_.lds->read(a.addr, o_.bytes, x_.lds->size());
    for (const Piece& p : ps)
      if (p.in_range) x_.memory.read_bytes(p.addr, b.data() + p.first, p.n);
    return b;
  }

  // Writes `b` and records it: LDS (returns the byte mask written) or pieces.
  void write(unsigned lane, const LaneAccess& a, const std::vector<Piece>& ps, const Bytes& b, const Bytes& rec,
             VmemWrite& vw, LdsWrite& lw) {
    if (a.seg == Segment::Shared) {
      const uint16_t mask = x_.lds->write(a.addr, o_.bytes, b, x_.lds->size());
      if (!mask) return;
      lw.lanes |= 1ull << lane;
      lw.addr[lane] = uint32_t(a.addr);
      lw.byte_mask[lane] = mask;
      for (unsigned k = 0; k < o_.bytes; ++k) lw.data[k / 4][lane] |= uint32_t(b[k]) << (8 * (k % 4));
      return;
    }
    for (const Piece& p : ps) {
      if (!p.in_range) continue;
      x_.memory.write_bytes(p.addr, b.data() + p.first, p.n);
      MemPiece mp;
      mp.lane = uint8_t(lane);
      mp.bytes = uint8_t(p.n);
      mp.addr = p.addr;
      const bool whole = o_.kind == VmemKind::Atomic;  // the operand, not the stored bytes
      for (unsigned k = 0; k < (whole ? 16u : p.n); ++k) mp.data[k] = whole ? rec[k] : b[p.first + k];
      vw.pieces.push_back(mp);
    }
  }

  Bytes data_bytes(unsigned lane, unsigned n) const {
    Bytes b{};
    for (unsigned k = 0; k < n; ++k) b[k] = uint8_t(vgpr(in_.vdata + k / 4, lane) >> (8 * (k % 4)));
    return b;
  }

  void load(unsigned l, const LaneAccess& a, const std::vector<Piece>& ps,
            LaneData& out) const {
    const Bytes b = read(a, ps);
    if (o_.bytes >= 4) {
      for (unsigned k = 0; k < o_.bytes; ++k) out[k / 4][l] |= uint32_t(b[k]) << (8 * (k % 4));
      return;
    }
    uint32_t v = b[0] | (o_.bytes == 2 ? uint32_t(b[1]) << 8 : 0u);
    if (o_.sign) v = uint32_t(sext(v, 8 * o_.bytes));
    if (o_.d16) {
      // The other half of VDST keeps its value (Vega "_D16" loads).
      const uint32_t old = vgpr(ret_reg_, l);
      v &= 0xFFFFu;
      v = o_.hi ? (old & 0xFFFFu) | (v << 16) : (old & 0xFFFF0000u) | v;
    }
    out[0][l] = v;
  }

  void store(unsigned l, const LaneAccess& a, const std::vector<Piece>& ps, VmemWrite& vw, LdsWrite& lw) {
    Bytes b = data_bytes(l, o_.hi ? 4 : o_.bytes);
    if (o_.hi) {  // _D16_HI stores: DATA[23:16] (byte) or DATA[31:16] (short)
      b[0] = b[2];
      b[1] = o_.bytes == 2 ? b[3] : 0;
      b[2] = b[3] = 0;
    }
    write(l, a, ps, b, b, vw, lw);
  }

  void atomic(unsigned l, const LaneAccess& a, const std::vector<Piece>& ps, VmemWrite& vw, LdsWrite& lw,
              LaneData& out) {
    const unsigned n = o_.bytes;
    const bool cmp = o_.atomic == DsAtomic::Cmpst;
    const Bytes operand = data_bytes(l, cmp ? 2 * n : n);
    auto value = [&](unsigned first) {
      uint64_t v = 0;
      for (unsigned k = 0; k < n; ++k) v |= uint64_t(operand[first + k]) << (8 * k);
      return v;
    };
    const Bytes ob = read(a, ps);
    uint64_t old = 0;
    for (unsigned k = 0; k < n; ++k) old |= uint64_t(ob[k]) << (8 * k);
    // CMPSWAP: src = DATA[0], cmp = DATA[1] (DS CMPST takes cmp = DATA, src = DATA2).
    const uint64_t nv = cmp ? ds_atomic(DsAtomic::Cmpst, n, old, value(n), value(0))
                            : ds_atomic(o_.atomic, n, old, value(0), 0);
    bool in_range = true;  // all or nothing over the pieces
    for (const Piece& p : ps) in_range = in_range && (a.seg == Segment::Shared || p.in_range);
    if (in_range) {
      Bytes nb{};
      for (unsigned k = 0; k < n; ++k) nb[k] = uint8_t(nv >> (8 * k));
      // LDS records carry the stored value (as DS atomics do); memory pieces
      // carry the operand.
      write(l, a, ps, nb, operand, vw, lw);
    }
    out[0][l] = uint32_t(old);
    if (n == 8) out[1][l] = uint32_t(old >> 32);
  }

  void ret(uint64_t lanes, const LaneData& d) { return_vgprs(x_, ret_reg_, x_.info().dst_dw, lanes, d); }

  Exec& x_;
  const Insn& in_;
  const VmemOp o_;
  const uint32_t scratch_bytes_;
  const bool buffer_;      // a MUBUF row: the V# addresses it
  const unsigned ret_reg_;  // VDST, or a buffer row's VDATA
  BufferResource rsrc_;
  BufferRange range_ = BufferRange::Private;
  uint32_t soffset_ = 0;
};

}  // namespace

BufferResource buffer_resource(const uint32_t w[4]) {
  BufferResource r;
  r.base = w[0] | (uint64_t(w[1] & 0xFFFFu) << 32);
  r.stride = (w[1] >> 16) & 0x3FFFu;
  r.swizzle = (w[1] >> 31) & 1u;
  r.num_records = w[2];
  r.element_size = 2u << ((w[3] >> 19) & 3u);
  r.index_stride = 8u << ((w[3] >> 21) & 3u);
  r.add_tid = (w[3] >> 23) & 1u;
  if (r.add_tid) r.stride |= ((w[3] >> 15) & 0xFu) << 14;
  return r;
}

std::optional<BufferRange> buffer_range(const BufferResource& r, bool idxen) {
  if (r.add_tid && !idxen) return BufferRange::Private;
  if (!r.add_tid && !r.swizzle && !idxen) return BufferRange::Raw;
  if (!r.add_tid && r.stride != 0 && idxen) return BufferRange::Structured;
  return std::nullopt;
}

uint64_t buffer_offset(const BufferResource& r, uint64_t index, uint64_t offset) {
  if (!r.swizzle) return index * r.stride + offset;
  const uint64_t index_msb = index / r.index_stride, index_lsb = index % r.index_stride;
  const uint64_t offset_msb = offset / r.element_size, offset_lsb = offset % r.element_size;
  return (index_msb * r.stride + offset_msb * r.element_size) * r.index_stride + index_lsb * r.element_size +
         offset_lsb;
}

bool exec_vmem(Exec& x, uint32_t scratch_lane_bytes) {
  const VmemOp o = vmem_op(x.info());
  if (o.kind == VmemKind::Unsupported) return false;
  if (!x.lds) throw Illegal(fmt::format("{}: no LDS allocated", x.where()));
  VmemExec(x, o, scratch_lane_bytes).run();
  return true;
}

}  // namespace gcn::golden
