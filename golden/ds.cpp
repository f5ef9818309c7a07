// exec_ds: runs a DS row for the active lanes of one wave, in lane order, on
// the workgroup's LDS (ds.h). Addresses: VGPR[ADDR] + OFFSET (16 bits), or
// + OFFSET0/OFFSET1 * stride for read2/write2/wrxchg2; the sum is not wrapped
// (an address past 4 GiB is out of range). Writes and atomics are recorded as
// LdsWrite (commit.h) with the bytes stored; returned data is a deferred VGPR
// write (the commit record says `deferred`, the ExpectedWriteback carries it,
// and the model applies it at once, as for SMEM loads).
#include <fmt/format.h>

#include "ds.h"
#include "exec.h"

namespace gcn::golden {
namespace {

using Bytes = std::array<uint8_t, 16>;

uint32_t vgpr(const Exec& x, unsigned reg, unsigned lane) {
  if (reg >= x.wave.vgpr.size())
    throw Illegal(fmt::format("{}: v{} is outside the wave's {} VGPRs", x.where(), reg, x.wave.vgpr.size()));
  return x.wave.vgpr[reg][lane];
}

// `n` bytes of lane `lane` starting at VGPR `reg` (little-endian dwords).
Bytes vgpr_bytes(const Exec& x, unsigned reg, unsigned n, unsigned lane) {
  Bytes b{};
  for (unsigned k = 0; k < n; ++k) b[k] = uint8_t(vgpr(x, reg + k / 4, lane) >> (8 * (k % 4)));
  return b;
}

uint64_t to_u64(const Bytes& b, unsigned n) {
  uint64_t v = 0;
  for (unsigned k = 0; k < n && k < 8; ++k) v |= uint64_t(b[k]) << (8 * k);
  return v;
}

struct Recorder {
  Exec& x;
  std::array<LdsWrite, 2> w{};
  void add(unsigned slot, unsigned lane, uint64_t addr, unsigned n, uint16_t mask, const Bytes& data) {
    LdsWrite& r = w[slot];
    r.slot = uint8_t(slot);
    r.bytes = uint8_t(n);
    if (!mask) return;
    r.lanes |= 1ull << lane;
    r.addr[lane] = uint32_t(addr);
    r.byte_mask[lane] = mask;
    for (unsigned k = 0; k < n; ++k) r.data[k / 4][lane] |= uint32_t(data[k]) << (8 * (k % 4));
  }
  void commit() {
    for (auto& r : w)
      if (r.lanes) x.step.commit.lds.push_back(r);
  }
};

// Returned data: one VGPR write of `dwords` per active lane, deferred.
void ret(Exec& x, unsigned dwords, uint64_t lanes, const LaneData& d) {
  const unsigned reg = x.insn.vdst;
  if (reg + dwords > x.wave.vgpr.size())
    throw Illegal(fmt::format("{}: v{} is outside the wave's {} VGPRs", x.where(), reg + dwords - 1,
                              x.wave.vgpr.size()));
  return_vgprs(x, reg, dwords, lanes, d);
}

LaneValues lanes_of(const Exec& x, unsigned reg) {
  LaneValues v{};
  for (unsigned l = 0; l < kWaveLanes; ++l) v[l] = vgpr(x, reg, l);
  return v;
}

}  // namespace

bool exec_ds(Exec& x) {
  const Insn& in = x.insn;
  const InsnInfo& i = x.info();
  const DsOp o = ds_op(i);
  if (o.kind == DsKind::Unsupported) return false;
  if (in.gds) throw Illegal(fmt::format("{}: GDS is not modelled", x.where()));
  if (!x.lds) throw Illegal(fmt::format("{}: no LDS allocated", x.where()));
  Lds& lds = *x.lds;
  // Every VGPR operand must lie in the wave's allocation; checked before any
  // LDS byte changes so that a rejected instruction leaves the LDS untouched.
  const unsigned regs[4] = {in.vdst, in.ds_addr, in.ds_data0, in.ds_data1};
  const unsigned sizes[4] = {i.dst_dw, i.src0_dw, i.src1_dw, i.src2_dw};
  for (unsigned k = 0; k < 4; ++k)
    if (sizes[k] && regs[k] + sizes[k] > x.wave.vgpr.size())
      throw Illegal(fmt::format("{}: v{} is outside the wave's {} VGPRs", x.where(), regs[k] + sizes[k] - 1,
                                x.wave.vgpr.size()));
  const uint64_t exec = x.wave.exec();
  const uint64_t limit = lds.size();  // M0 does not bound LDS on GFX9 (ds.h)
  LaneData out{};
  Recorder rec{x};

  switch (o.kind) {
    case DsKind::Nop: return true;
    case DsKind::Swizzle: case DsKind::Permute: case DsKind::Bpermute: {
      const LaneValues a = lanes_of(x, in.ds_addr);
      const LaneValues r = o.kind == DsKind::Swizzle ? ds_swizzle(in.ds_offset(), a, exec)
                           : o.kind == DsKind::Permute ? ds_permute(in.ds_offset(), a, lanes_of(x, in.ds_data0), exec)
                                                       : ds_bpermute(in.ds_offset(), a, lanes_of(x, in.ds_data0), exec);
      out[0] = r;
      ret(x, 1, exec, out);
      return true;
    }
    default: break;
  }

  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!((exec >> l) & 1)) continue;
    const uint64_t base = vgpr(x, in.ds_addr, l);
    const uint64_t addr = base + in.ds_offset();
    const uint64_t a0 = base + uint64_t(in.ds_offset0) * o.stride, a1 = base + uint64_t(in.ds_offset1) * o.stride;
    auto put = [&](unsigned dw0, const Bytes& b, unsigned n) {
      for (unsigned k = 0; k < n; ++k) out[dw0 + k / 4][l] |= uint32_t(b[k]) << (8 * (k % 4));
    };
    switch (o.kind) {
      case DsKind::Read: {
        const Bytes b = lds.read(addr, o.bytes, limit);
        if (o.bytes >= 4) {
          put(0, b, o.bytes);
          break;
        }
        uint32_t v = uint32_t(to_u64(b, o.bytes));
        if (o.sign) v = uint32_t(sext(v, 8 * o.bytes));
        if (o.d16) {
          // Masked return: the other half of VDST keeps its value.
          const uint32_t old = vgpr(x, in.vdst, l);
          v &= 0xFFFF;
          v = o.hi ? (old & 0xFFFFu) | (v << 16) : (old & 0xFFFF0000u) | v;
        }
        out[0][l] = v;
        break;
      }
      case DsKind::Write: {
        Bytes b = vgpr_bytes(x, in.ds_data0, o.bytes, l);
        if (o.hi) {  // _D16_HI: DATA[23:16] (byte) or DATA[31:16] (short)
          const Bytes full = vgpr_bytes(x, in.ds_data0, 4, l);
          b[0] = full[2];
          b[1] = o.bytes == 2 ? full[3] : 0;
        }
        rec.add(0, l, addr, o.bytes, lds.write(addr, o.bytes, b, limit), b);
        break;
      }
      case DsKind::Read2: {
        put(0, lds.read(a0, o.bytes, limit), o.bytes);
        put(o.bytes / 4, lds.read(a1, o.bytes, limit), o.bytes);
        break;
      }
      case DsKind::Write2: {
        const Bytes b0 = vgpr_bytes(x, in.ds_data0, o.bytes, l), b1 = vgpr_bytes(x, in.ds_data1, o.bytes, l);
        rec.add(0, l, a0, o.bytes, lds.write(a0, o.bytes, b0, limit), b0);
        rec.add(1, l, a1, o.bytes, lds.write(a1, o.bytes, b1, limit), b1);
        break;
      }
      case DsKind::Wrxchg2: {
        const Bytes b0 = vgpr_bytes(x, in.ds_data0, o.bytes, l), b1 = vgpr_bytes(x, in.ds_data1, o.bytes, l);
        put(0, lds.read(a0, o.bytes, limit), o.bytes);
        rec.add(0, l, a0, o.bytes, lds.write(a0, o.bytes, b0, limit), b0);
        put(o.bytes / 4, lds.read(a1, o.bytes, limit), o.bytes);
        rec.add(1, l, a1, o.bytes, lds.write(a1, o.bytes, b1, limit), b1);
        break;
      }
      case DsKind::Atomic: {
        const uint64_t d0 = to_u64(vgpr_bytes(x, in.ds_data0, o.bytes, l), o.bytes);
        const uint64_t d1 = i.src2_dw ? to_u64(vgpr_bytes(x, in.ds_data1, o.bytes, l), o.bytes) : 0;
        const uint64_t old = lds.read_value(addr, o.bytes, limit);
        const uint64_t nv = ds_atomic(o.atomic, o.bytes, old, d0, d1);
        const uint16_t mask = lds.write_value(addr, o.bytes, nv, limit);
        Bytes nb{};
        for (unsigned k = 0; k < o.bytes; ++k) nb[k] = uint8_t(nv >> (8 * k));
        rec.add(0, l, addr, o.bytes, mask, nb);
        out[0][l] = uint32_t(old);
        if (o.bytes == 8) out[1][l] = uint32_t(old >> 32);
        break;
      }
      default: return false;
    }
  }
  rec.commit();
  if (i.dst_dw) ret(x, i.dst_dw, exec, out);
  return true;
}

}  // namespace gcn::golden
