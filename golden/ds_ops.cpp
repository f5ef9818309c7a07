// Per-lane DS semantics (Vega ISA, "LDS & GDS Instructions"; readings in
// docs/design.md "LDS"). Everything here is a pure function of its inputs.
#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>

#include "ds.h"
#include "fp/fp32.h"

namespace gcn::golden {
namespace {

bool starts(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

// Element size from the type suffix: B8/I8/U8 = 1, B16/I16/U16 = 2, *32 = 4,
// *64 = 8, B96 = 12, B128 = 16.
unsigned type_bytes(std::string_view t) {
  if (t.ends_with("128")) return 16;
  if (t.ends_with("96")) return 12;
  if (t.ends_with("64")) return 8;
  if (t.ends_with("32")) return 4;
  if (t.ends_with("16")) return 2;
  if (t.ends_with("8")) return 1;
  return 0;
}

double as_f64(uint64_t v) {
  double d;
  std::memcpy(&d, &v, 8);
  return d;
}

// IEEE compare of two FP32 patterns, denormals as they are (not flushed).
bool f32_lt(uint32_t a, uint32_t b) { return fp::cmp(fp::Cmp::LT, a, b, fp::Mode{3, true, true}); }
bool f32_eq(uint32_t a, uint32_t b) { return fp::cmp(fp::Cmp::EQ, a, b, fp::Mode{3, true, true}); }

}  // namespace

const char* ds_atomic_name(DsAtomic a) {
  switch (a) {
    case DsAtomic::Add: return "ADD";
    case DsAtomic::Sub: return "SUB";
    case DsAtomic::Rsub: return "RSUB";
    case DsAtomic::Inc: return "INC";
    case DsAtomic::Dec: return "DEC";
    case DsAtomic::MinI: return "MIN_I";
    case DsAtomic::MaxI: return "MAX_I";
    case DsAtomic::MinU: return "MIN_U";
    case DsAtomic::MaxU: return "MAX_U";
    case DsAtomic::And: return "AND";
    case DsAtomic::Or: return "OR";
    case DsAtomic::Xor: return "XOR";
    case DsAtomic::Mskor: return "MSKOR";
    case DsAtomic::Wrxchg: return "WRXCHG";
    case DsAtomic::Cmpst: return "CMPST";
    case DsAtomic::CmpstF: return "CMPST_F";
    case DsAtomic::MinF: return "MIN_F";
    case DsAtomic::MaxF: return "MAX_F";
    case DsAtomic::AddF: return "ADD_F";
  }
  return "?";
}

DsOp ds_op(const InsnInfo& i) {
  DsOp o;
  if (i.format != Format::DS || i.has(F_DS_GDS)) return o;
  std::string n = std::string(i.name).substr(3);  // drop "DS_"
  const auto rtn_at = n.find("_RTN");
  o.rtn = rtn_at != std::string::npos;
  if (o.rtn) n.erase(rtn_at, 4);
  const std::string_view v = n;
  const bool st64 = i.has(F_DS_ST64);
  if (v == "NOP") return o.kind = DsKind::Nop, o;
  if (v == "SWIZZLE_B32") return o.kind = DsKind::Swizzle, o.bytes = 4, o;
  if (v == "PERMUTE_B32") return o.kind = DsKind::Permute, o.bytes = 4, o;
  if (v == "BPERMUTE_B32") return o.kind = DsKind::Bpermute, o.bytes = 4, o;
  if (v.find("ADDTID") != v.npos || v.find("SRC2") != v.npos || starts(v, "CONDXCHG") || starts(v, "WRAP") ||
      v == "APPEND" || v == "CONSUME")
    return o;  // Unsupported
  // The type token (B32, U8, F64, ...) and the operation word before it.
  size_t tpos = std::string_view::npos, pos = 0;
  while (pos < v.size()) {
    const size_t end = std::min(v.find('_', pos), v.size());
    const std::string_view tok = v.substr(pos, end - pos);
    const bool is_type = tok.size() >= 2 && std::string_view("BIUF").find(tok[0]) != std::string_view::npos &&
                         tok.find_first_not_of("0123456789", 1) == std::string_view::npos;
    if (is_type) {
      tpos = pos;
      break;
    }
    pos = end + 1;
  }
  if (tpos == std::string_view::npos) return o;
  const std::string_view type = v.substr(tpos, std::min(v.find('_', tpos), v.size()) - tpos);
  const std::string_view opw = v.substr(0, tpos - 1);
  o.bytes = type_bytes(type);
  o.d16 = v.find("_D16") != v.npos && starts(v, "READ");
  o.hi = v.ends_with("_HI");
  o.sign = type[0] == 'I';
  if (starts(v, "READ2") || starts(v, "WRITE2") || starts(v, "WRXCHG2")) {
    o.kind = starts(v, "READ2") ? DsKind::Read2 : starts(v, "WRITE2") ? DsKind::Write2 : DsKind::Wrxchg2;
    o.stride = o.bytes * (st64 ? 64 : 1);
    return o;
  }
  if (starts(v, "READ_")) return o.kind = DsKind::Read, o;
  if (starts(v, "WRITE_")) return o.kind = DsKind::Write, o;
  // Atomics: OP_TYPE.
  o.kind = DsKind::Atomic;
  const char t = type[0];
  if (opw == "ADD") o.atomic = t == 'F' ? DsAtomic::AddF : DsAtomic::Add;
  else if (opw == "SUB") o.atomic = DsAtomic::Sub;
  else if (opw == "RSUB") o.atomic = DsAtomic::Rsub;
  else if (opw == "INC") o.atomic = DsAtomic::Inc;
  else if (opw == "DEC") o.atomic = DsAtomic::Dec;
  else if (opw == "MIN") o.atomic = t == 'F' ? DsAtomic::MinF : t == 'I' ? DsAtomic::MinI : DsAtomic::MinU;
  else if (opw == "MAX") o.atomic = t == 'F' ? DsAtomic::MaxF : t == 'I' ? DsAtomic::MaxI : DsAtomic::MaxU;
  else if (opw == "AND") o.atomic = DsAtomic::And;
  else if (opw == "OR") o.atomic = DsAtomic::Or;
  else if (opw == "XOR") o.atomic = DsAtomic::Xor;
  else if (opw == "MSKOR") o.atomic = DsAtomic::Mskor;
  else if (opw == "WRXCHG") o.atomic = DsAtomic::Wrxchg;
  else if (opw == "CMPST") o.atomic = t == 'F' ? DsAtomic::CmpstF : DsAtomic::Cmpst;
  else o.kind = DsKind::Unsupported;
  return o;
}

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
