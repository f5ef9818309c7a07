// Per-lane DS semantics (Vega ISA, "LDS & GDS Instructions"; readings in
// docs/design.md "LDS"). Everything here is a pure function of its inputs.
#include <cstring>

#include "ds.h"
#include "fp/fp32.h"

namespace gcn::golden {
namespace {

double as_f64(uint64_t v) {
  double d;
  std::memcpy(&d, &v, 8);
  return d;
}

// IEEE compare of two FP32 patterns, denormals as they are (not flushed).
bool f32_lt(uint32_t a, uint32_t b) { return fp::cmp(fp::Cmp::LT, a, b, fp::Mode{3, true, true}); }
bool f32_eq(uint32_t a, uint32_t b) { return fp::cmp(fp::Cmp::EQ, a, b, fp::Mode{3, true, true}); }

}  // namespace

uint64_t ds_atomic(DsAtomic a, unsigned bytes, uint64_t old, uint64_t d0, uint64_t d1) {
  const unsigned bits = 8 * bytes;
  const uint64_t m = bits >= 64 ? ~0ull : (1ull << bits) - 1;
  old &= m, d0 &= m, d1 &= m;
  auto sx = [&](uint64_t v) { return bits >= 64 ? int64_t(v) : int64_t(v << (64 - bits)) >> (64 - bits); };
  const bool f64 = bytes == 8;
  uint64_t r = old;
  switch (a) {
    case DsAtomic::Add: r = old + d0; break;
    case DsAtomic::Sub: r = old - d0; break;
    case DsAtomic::Rsub: r = d0 - old; break;
    // tmp >= DATA ? 0 : tmp + 1 / (tmp == 0 || tmp > DATA) ? DATA : tmp - 1 (unsigned).
    case DsAtomic::Inc: r = old >= d0 ? 0 : old + 1; break;
    case DsAtomic::Dec: r = (old == 0 || old > d0) ? d0 : old - 1; break;
    // The spec's 64-bit min/max rows read "MEM -= ..."; read as the assignment
    // of the 32-bit rows (same reading as golden/smem.cpp).
    case DsAtomic::MinI: r = sx(d0) < sx(old) ? d0 : old; break;
    case DsAtomic::MaxI: r = sx(d0) > sx(old) ? d0 : old; break;
    case DsAtomic::MinU: r = d0 < old ? d0 : old; break;
    case DsAtomic::MaxU: r = d0 > old ? d0 : old; break;
    case DsAtomic::And: r = old & d0; break;
    case DsAtomic::Or: r = old | d0; break;
    case DsAtomic::Xor: r = old ^ d0; break;
    case DsAtomic::Mskor: r = (old & ~d0) | d1; break;  // DATA = mask, DATA2 = value
    case DsAtomic::Wrxchg: r = d0; break;
    case DsAtomic::Cmpst: r = old == d0 ? d1 : old; break;  // cmp = DATA, src = DATA2
    // Float forms compare as IEEE values (NaN compares false, +0 == -0,
    // denormals not flushed); only a chosen value is stored, bit for bit.
    // llvm-mc encodes one data operand for MIN/MAX_F*: cmp = src = DATA. The
    // spec's MAX line "(tmp > cmp) ? src : tmp" is read as (cmp > tmp), the
    // literal text being a minimum.
    case DsAtomic::CmpstF:
      r = (f64 ? as_f64(old) == as_f64(d0) : f32_eq(uint32_t(old), uint32_t(d0))) ? d1 : old;
      break;
    case DsAtomic::MinF:
      r = (f64 ? as_f64(d0) < as_f64(old) : f32_lt(uint32_t(d0), uint32_t(old))) ? d0 : old;
      break;
    case DsAtomic::MaxF:
      r = (f64 ? as_f64(d0) > as_f64(old) : f32_lt(uint32_t(old), uint32_t(d0))) ? d0 : old;
      break;
    // The VALU's FP32 add (golden/fp, docs/fp32.md) with denormals kept.
    case DsAtomic::AddF: r = fp::add(uint32_t(old), uint32_t(d0), fp::Mode{3, true, true}); break;
    case DsAtomic::None: break;  // not an atomic row: the location keeps its value
  }
  return r & m;
}

unsigned swizzle_source_lane(uint16_t offset, unsigned lane) {
  if (offset & 0x8000) {
    // Quad mode: within each group of 4 lanes, lane k reads lane
    // OFFSET[2k+1:2k] of its group (OFFSET[14:8] unused).
    return (lane & ~3u) | ((offset >> (2 * (lane & 3))) & 3u);
  }
  // Bit-mask mode, within each group of 32 lanes: and = OFFSET[4:0],
  // or = OFFSET[9:5], xor = OFFSET[14:10] applied to the lane id's low 5 bits.
  const unsigned and_m = offset & 0x1F, or_m = (offset >> 5) & 0x1F, xor_m = (offset >> 10) & 0x1F;
  return (lane & 0x20u) | ((((lane & 0x1Fu) & and_m) | or_m) ^ xor_m);
}

LaneValues ds_swizzle(uint16_t offset, const LaneValues& data, uint64_t exec) {
  LaneValues out{};
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    const unsigned s = swizzle_source_lane(offset, l);
    // An inactive source lane sends no data: 0, as for ds_bpermute_b32.
    out[l] = (exec >> s) & 1 ? data[s] : 0;
  }
  return out;
}

LaneValues ds_permute(uint16_t offset, const LaneValues& addr, const LaneValues& data, uint64_t exec) {
  LaneValues tmp{};
  // Active lanes push their data; in lane order, so the highest lane wins.
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!((exec >> l) & 1)) continue;
    const unsigned dst = ((addr[l] + uint32_t(offset)) >> 2) & 63u;
    tmp[dst] = data[l];
  }
  return tmp;
}

LaneValues ds_bpermute(uint16_t offset, const LaneValues& addr, const LaneValues& data, uint64_t exec) {
  LaneValues tmp{};
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    const unsigned src = ((addr[l] + uint32_t(offset)) >> 2) & 63u;
    if ((exec >> src) & 1) tmp[l] = data[src];
  }
  return tmp;
}

}  // namespace gcn::golden
