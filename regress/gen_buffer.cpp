// MUBUF instructions of the random program generator's vector memory
// episodes (regress/gen_vmem.cpp): untyped buffer loads, stores and atomics through a
// V# the generator writes into a free SGPR quad right before the instruction
// (Vega "Buffer Resource", "Buffer Addressing", "Range Checking", "Swizzled
// Buffer Addressing").
//
// Each instruction takes one of the three buffer kinds the text gives a
// range check for:
//   - raw (no add_tid, swizzle or IDXEN) over the wave's private buffer or
//     the shared read-only buffer, num_records often below the lanes' reach
//     so that components drop (loads read 0, stores are not written);
//   - private (add_tid, no IDXEN): index = lane, swizzled or linear, any
//     element size and index stride; no range check, so every lane's every
//     component must lie in the buffer;
//   - structured (no add_tid, stride != 0, IDXEN): index from a VGPR, in
//     range while below num_records.
// The lanes' index and offset VGPRs are (lane & mask) << shift, as in the
// GLOBAL episodes. Parameters are drawn until every access the range check
// keeps lies in the buffer (checked for all 64 lanes, whatever EXEC is);
// after a few misses the V# becomes an unbound raw buffer (num_records 0:
// every component drops), which is always legal. Stores go to the wave's
// private buffer only (other waves read the read-only buffer); atomics to
// the shared atomics buffer, one request a lane (range-checked by its first
// byte, as the golden model and the RTL do), aligned to their size; with
// GLC they return the pre-op value into their DATA VGPRs.
#include <algorithm>
#include <array>
#include <stdexcept>

#include "asm.h"
#include "gen_core.h"
#include "insn_vmem.h"
#include "vmem.h"
#include "vmem_op.h"

namespace gcn::gen {

namespace {

enum class BufKind { Raw, Private, Structured };

struct VSharp {
  uint32_t stride = 0;  // bytes; up to 14 bits (18 with add_tid)
  bool swizzle = false, add_tid = false;
  uint32_t records = 0;
  unsigned es_sel = 1, is_sel = 3;  // element size 2 << es_sel, index stride 8 << is_sel

  // Words 1..3 of the descriptor; word 0 and the base's high 16 bits come
  // from the buffer's address SGPRs. Word 3's other fields (DST_SEL, formats)
  // are noise the untyped rows ignore.
  uint32_t word1_bits() const { return ((stride & 0x3fffu) << 16) | (uint32_t(swizzle) << 31); }
  uint32_t word3(uint32_t noise) const {
    return (noise & 0x7fffu) | (((stride >> 14) & 0xfu) << 15) | (es_sel << 19) | (is_sel << 21) |
           (uint32_t(add_tid) << 23) | (noise & 0xff000000u);
  }
};

// The V# as the golden model reads it (golden/vmem.h); the base is added by
// the caller.
golden::BufferResource resource(const VSharp& v) {
  const uint32_t w[4] = {0, v.word1_bits(), v.records, v.word3(0)};
  return golden::buffer_resource(w);
}

struct LanePattern {
  uint32_t mask = 0, shift = 0;
  uint32_t at(unsigned lane) const { return (lane & mask) << shift; }
};

}  // namespace

bool Generator::buffer_one(Op op) {
  const InsnInfo& in = info(op);
  const VmemOp o = vmem_op(in);
  const bool store = o.kind == VmemKind::Store, atomic = o.kind == VmemKind::Atomic;
  const bool priv = store || (!atomic && rng_.chance(50));
  const unsigned base_sgpr = atomic ? kAtomBase : priv ? kPrivBase : kRoBase;
  const uint32_t size = atomic ? kAtomSize : priv ? kPrivSize : kRoSize;
  const uint64_t buf_addr = atomic ? layout_.atom : 0;  // only an atomic's alignment depends on it
  for (uint64_t a : layout_.priv)
    if ((a | layout_.ro | layout_.atom) >> 48) throw std::logic_error("generator bug: buffer address beyond 48 bits");

  // Components a lane sends and the bytes of each (Vega "Alignment": a
  // dword or larger access ignores the address's two LSBs); an atomic is
  // one access of its size.
  const unsigned comps = !atomic && o.bytes >= 4 ? o.bytes / 4 : 1, piece = atomic ? o.bytes : std::min(o.bytes, 4u);

  BufKind kind = BufKind::Raw;
  VSharp v;
  LanePattern idx, off;
  bool offen = false, idxen = false;
  uint32_t offset = 0, soffset = 0;
  // SOFFSET src_scc, src_vccz or src_execz: 0 or 1, whichever the wave's
  // state makes it, so every access is checked at both (not for atomics,
  // whose address must stay aligned).
  bool soff_bit = false;
  bool ok = false;
  for (int tries = 0; tries < 12 && !ok; ++tries) {
    kind = static_cast<BufKind>(rng_.ubelow(3));
    v = VSharp{};
    v.add_tid = kind == BufKind::Private;
    v.swizzle = kind != BufKind::Raw && rng_.chance(kind == BufKind::Private ? 80 : 30);
    v.es_sel = v.swizzle && rng_.chance(50) ? rng_.ubelow(4) : 1;
    v.is_sel = v.swizzle && rng_.chance(50) ? rng_.ubelow(4) : 3;
    v.stride = kind == BufKind::Structured ? rng_.one_of(std::array<uint32_t, 5>{4, 8, 12, 16, 64})
                                           : rng_.one_of(std::array<uint32_t, 4>{0, 0, 4, 16});
    v.records = kind == BufKind::Raw ? rng_.one_of(std::array<uint32_t, 4>{size / 2, size / 4, 4 * rng_.ubelow(size / 8), 0})
                                     : rng_.ubelow(80);
    idxen = kind == BufKind::Structured;
    offen = rng_.chance(60);
    idx = LanePattern{rng_.one_of(std::array<uint32_t, 4>{63, 31, 7, 0}), 0};
    off = LanePattern{rng_.one_of(std::array<uint32_t, 4>{63, 15, 3, 0}), rng_.ubelow(kind == BufKind::Raw ? 5 : 3)};
    offset = rng_.chance(50) ? 0 : rng_.ubelow(kind == BufKind::Raw ? (atomic ? 160 : 600) : 24);
    soff_bit = !atomic && rng_.chance(12);
    soffset = soff_bit ? 0 : rng_.one_of(std::array<uint32_t, 4>{0, 0, 4, 16});
    if (atomic) offset &= ~(o.bytes - 1);

    // Every access the range check keeps must lie in the buffer.
    ok = true;
    for (unsigned l = 0; l < kWaveLanes && ok; ++l) {
      const uint64_t index = (idxen ? idx.at(l) : 0) + (v.add_tid ? l : 0);
      for (unsigned k = 0; k < comps && ok; ++k) {
        const uint64_t o_k = (offen ? off.at(l) : 0) + offset + 4 * k;
        const bool in_range = kind == BufKind::Private || (kind == BufKind::Raw && o_k < v.records) ||
                              (kind == BufKind::Structured && index < v.records);
        if (!in_range) continue;
        // The larger SOFFSET bounds the access (the smaller one starts at >= 0).
        uint64_t at = soffset + uint32_t(soff_bit) + golden::buffer_offset(resource(v), index, o_k);
        if (o.bytes >= 4) at &= ~uint64_t(3);
        ok = at + piece <= size && !(atomic && (buf_addr + at) % o.bytes);
      }
    }
  }
  if (!ok) {  // an unbound raw buffer: nothing is accessed
    kind = BufKind::Raw;
    v = VSharp{};
    idxen = false;
  }

  // The data VGPRs and the address VGPRs: index then offset (one or both,
  // by IDXEN / OFFEN).
  // An atomic reads DATA (src1_dw) and with GLC writes its first dst_dw.
  const bool glc = atomic ? rng_.chance(50) : rng_.chance(20);
  const bool returns = !store && (!atomic || glc);
  const unsigned vdata = vm_pick_vgpr(store || atomic ? in.src1_dw : in.dst_dw, returns);
  if (vdata == ~0u) return false;
  const unsigned naddr = unsigned(idxen) + unsigned(offen);
  unsigned va = 0;
  if (naddr) {
    va = vm_pick_vgpr(naddr, true);
    if (va == ~0u) return false;
    const std::string lane = fmt::format("v{}", kLaneId);
    auto set = [&](unsigned reg, const LanePattern& p) {
      const std::string r = fmt::format("v{}", reg);
      if (p.mask == 0) {
        ds_valu(Op::V_MOV_B32, reg, 0, "");
        return;
      }
      if (p.mask != 63) ds_valu(Op::V_AND_B32, reg, p.mask, lane);
      if (p.shift || p.mask == 63) ds_valu(Op::V_LSHLREV_B32, reg, p.shift, p.mask != 63 ? r : lane);
    };
    if (idxen) set(va, idx);
    if (offen) set(va + unsigned(idxen), off);
  }

  // The V# in a free SGPR quad, and SOFFSET (an inline constant or an SGPR).
  const RegMask saved_lock = locked_;
  const unsigned q = pick_sgpr_tuple(4, true);
  locked_ |= regs(q, 4);
  int soff_sgpr = -1;
  if (soffset && rng_.chance(50)) soff_sgpr = int(pick_sgpr_tuple(1, true));
  locked_ = saved_lock;
  const std::string mov = info(Op::S_MOV_B32).mnemonic;
  auto put = [&](unsigned reg, uint32_t value) {
    bool lit = false;
    const std::string t = value_text(value, lit);
    emit_text(fmt::format("{} {}, {}", mov, operand_text(reg, 1), t), lit ? 2 : 1, {}, regs(reg, 1));
  };
  emit_text(fmt::format("{} {}, {}", mov, operand_text(q, 1), operand_text(base_sgpr, 1)), 1, regs(base_sgpr, 1),
            regs(q, 1));
  bool lit = false;
  const std::string w1 = value_text(v.word1_bits(), lit);
  emit_text(fmt::format("{} {}, {}, {}", info(Op::S_OR_B32).mnemonic, operand_text(q + 1, 1),
                        operand_text(base_sgpr + 1, 1), w1),
            lit ? 2 : 1, regs(base_sgpr + 1, 1), regs(q + 1, 1));
  put(q + 2, v.records);
  put(q + 3, v.word3(static_cast<uint32_t>(rng_.next())));
  if (soff_sgpr >= 0) put(unsigned(soff_sgpr), soffset);

  Insn x;
  x.op = op;
  x.vaddr = static_cast<uint8_t>(va);
  x.offen = offen;
  x.idxen = idxen;
  x.vm_offset = static_cast<uint16_t>(offset);
  x.srsrc = static_cast<uint8_t>(q);
  const unsigned soff_flag = sreg::VCCZ + rng_.ubelow(3);  // VCCZ, EXECZ or SCC
  x.soffset = static_cast<uint8_t>(soff_sgpr >= 0 ? unsigned(soff_sgpr)
                                   : soff_bit     ? soff_flag
                                                  : inline_code32(soffset));
  x.glc = glc;
  x.slc = rng_.chance(20);
  x.vdata = static_cast<uint8_t>(vdata);
  RegMask rd = regs(q, 4);
  if (soff_sgpr >= 0) rd |= regs(unsigned(soff_sgpr), 1);
  Candidate c{disassemble(x), 2, rd, {}};
  if (soff_bit) read_flag_source(c, soff_flag);
  emit(std::move(c));
  if (returns) vm_pend_return(vdata, in.dst_dw);
  return true;
}

}  // namespace gcn::gen
