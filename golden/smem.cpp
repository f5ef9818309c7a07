// SMEM semantics (Vega ISA, "Scalar Memory Operations" and "SMEM
// Instructions"; addressing and range rules as pinned down in design.md).
// The model performs the access at retirement; the memory is in commit order.
#include "exec.h"

namespace gcn::golden {

namespace {

struct Access {
  uint64_t addr = 0;          // byte address of dword 0, two LSBs cleared
  uint64_t offset_bytes = 0;  // buffer forms: offset within the buffer
  bool buffer = false;
  uint64_t size = 0;          // buffer forms: m_size
  bool in_range(unsigned i) const { return !buffer || offset_bytes + 4ull * i < size; }
};

// "Scalar Memory Addressing": base + inst_offset + soffset. On gfx9
// inst_offset is the signed 21-bit OFFSET when IMM=1; the SGPR offset is
// SGPR[OFFSET[6:0]] when IMM=0, SGPR[SOFFSET] when SOE=1 (the IMM=0,SOE=1 row
// of the spec's table uses only SOFFSET). On gfx8 (GCN 1.2 SMEM) OFFSET is a
// 20-bit unsigned byte offset when IMM=1, an SGPR holding a byte offset
// otherwise. SMRD (gfx6/gfx7) counts its immediate OFFSET, and gfx7's literal
// offset, in dwords; the SGPR form holds a byte offset
// (001_d79646fcab33cb6c.txt). Scratch forms scale the SGPR/M0 offset by 64.
// Sums are modulo 2^64.
Access address(const Exec& x) {
  const Insn& in = x.insn;
  const WaveState& w = x.wave;
  const unsigned sb = in.sbase * 2u;
  uint64_t inst_off = 0, sgpr_off = 0;
  if (has_smrd(in.gfx)) {
    if (in.has_literal) inst_off = 4ull * in.literal;
    else if (in.imm) inst_off = 4ull * in.offset;
    else sgpr_off = read_reg(w, in.offset & 0x7F);
  } else if (!has_smem_soe(in.gfx)) {
    if (in.imm) inst_off = in.offset;
    else sgpr_off = read_reg(w, in.offset & 0x7F);
  } else {
    if (in.imm) inst_off = sext(in.offset, 21);
    else if (!in.soe) sgpr_off = read_reg(w, in.offset & 0x7F);
    if (in.soe) sgpr_off = read_reg(w, in.soffset);
  }
  if (x.info().has(F_SMEM_SCRATCH)) sgpr_off *= 64;
  const uint64_t off = inst_off + sgpr_off;

  Access a;
  uint64_t base = 0;
  if (x.info().has(F_SMEM_BUF)) {
    // V#: base = {SGPR[sb+1][15:0], SGPR[sb]}, stride = SGPR[sb+1][31:16],
    // num_records = SGPR[sb+2]; m_size = stride == 0 ? 1 : num_records.
    const uint32_t w1 = read_reg(w, sb + 1);
    base = read_reg(w, sb) | (uint64_t(w1 & 0xFFFF) << 32);
    a.buffer = true;
    a.size = (w1 >> 16) == 0 ? 1 : read_reg(w, sb + 2);
    a.offset_bytes = off & ~3ull;
  } else {
    base = read_reg64(w, sb);
  }
  a.addr = (base + off) & ~3ull;
  return a;
}

uint64_t atomic_result(MemOpKind k, uint64_t old, uint64_t src, uint64_t cmp, unsigned bits) {
  const uint64_t m = bits == 64 ? ~0ull : 0xFFFF'FFFFull;
  const int64_t so = int64_t(sext(old, bits)), ss = int64_t(sext(src, bits));
  uint64_t r = 0;
  switch (k) {
    case MemOpKind::AtomicSwap: r = src; break;
    case MemOpKind::AtomicCmpswap: r = old == cmp ? src : old; break;
    case MemOpKind::AtomicAdd: r = old + src; break;
    case MemOpKind::AtomicSub: r = old - src; break;
    // The spec's *_X2 min/max rows read "MEM -= ..."; that is a typo for the
    // assignment of the 32-bit rows.
    case MemOpKind::AtomicSmin: r = ss < so ? src : old; break;
    case MemOpKind::AtomicUmin: r = src < old ? src : old; break;
    case MemOpKind::AtomicSmax: r = ss > so ? src : old; break;
    case MemOpKind::AtomicUmax: r = src > old ? src : old; break;
    case MemOpKind::AtomicAnd: r = old & src; break;
    case MemOpKind::AtomicOr: r = old | src; break;
    case MemOpKind::AtomicXor: r = old ^ src; break;
    case MemOpKind::AtomicInc: r = old >= src ? 0 : old + 1; break;
    case MemOpKind::AtomicDec: r = (old == 0 || old > src) ? src : old - 1; break;
    default: r = old; break;
  }
  return r & m;
}

void defer(Exec& x, unsigned reg, unsigned count, const uint32_t* data, bool forwarded) {
  ExpectedWriteback wb;
  wb.order = x.order;
  wb.wave = x.wave_index;
  wb.sgpr.reg = uint8_t(reg);
  wb.sgpr.count = uint8_t(count);
  for (unsigned i = 0; i < count; ++i) wb.sgpr.data[i] = data[i];
  wb.forwarded = forwarded;
  // Loads and returning atomics are applied now (the program must wait with
  // s_waitcnt before reading them); forwarded values arrive via forward().
  if (!forwarded) apply(x.wave, wb.sgpr);
  x.step.commit.deferred = true;
  x.step.writeback = wb;
}

}  // namespace

bool exec_smem(Exec& x) {
  const Insn& in = x.insn;
  const InsnInfo& inf = x.info();
  switch (inf.shape) {
    case Shape::SH_SMEM_NONE: case Shape::SH_SMEM_PROBE: case Shape::SH_SMEM_DISCARD:
      return true;  // cache maintenance and probes: no architectural effect
    case Shape::SH_SMEM_TIME: {
      const uint32_t zero[2] = {0, 0};
      defer(x, aligned_reg(in.sdst, 2), 2, zero, true);
      return true;
    }
    case Shape::SH_SMEM_LOAD: {
      const Access a = address(x);
      const unsigned n = inf.dst_dw;
      uint32_t data[16] = {};
      for (unsigned i = 0; i < n; ++i)
        if (a.in_range(i)) data[i] = x.memory.read32(a.addr + 4ull * i);
      defer(x, aligned_reg(in.sdst, n), n, data, false);
      return true;
    }
    case Shape::SH_SMEM_STORE: {
      const Access a = address(x);
      const unsigned n = inf.dst_dw;
      const unsigned reg = aligned_reg(in.sdst, n);
      MemWrite m;
      m.kind = MemOpKind::Store;
      m.addr = a.addr;
      m.count = uint8_t(n);
      for (unsigned i = 0; i < n; ++i) {
        m.data[i] = read_reg(x.wave, reg + i);
        if (a.in_range(i)) {
          m.dw_mask |= uint8_t(1u << i);
          x.memory.write32(a.addr + 4ull * i, m.data[i]);
        }
      }
      x.step.commit.mem = m;
      return true;
    }
    case Shape::SH_SMEM_ATOMIC: {
      // Atomic opcodes are laid out regularly (Vega "SMEM Instructions"):
      // OP[4:0] is the operation in MemOpKind order (swap, cmpswap, add, ...,
      // dec), OP[5] selects the 64-bit (_X2) form.
      const auto kind = static_cast<MemOpKind>(1 + (inf.opcode & 0x1F));
      const bool is64 = smem_atomic64(inf);
      const unsigned n = inf.dst_dw;          // operand dwords (cmpswap: src+cmp)
      const unsigned mdw = is64 ? 2 : 1;      // memory dwords touched
      const unsigned bits = 32 * mdw;
      const unsigned reg = aligned_reg(in.sdst, n);
      const Access a = address(x);
      MemWrite m;
      m.kind = kind;
      m.addr = a.addr;
      m.count = uint8_t(n);
      m.is64 = is64;
      m.returns = in.glc;
      for (unsigned i = 0; i < n; ++i) m.data[i] = read_reg(x.wave, reg + i);
      // An atomic is all or nothing: performed only if every memory dword it
      // touches is in range (buffer forms).
      bool performed = true;
      for (unsigned i = 0; i < mdw; ++i) performed = performed && a.in_range(i);
      uint32_t ret[2] = {0, 0};
      if (performed) {
        m.dw_mask = uint8_t((1u << mdw) - 1);
        uint64_t old = x.memory.read32(a.addr);
        if (is64) old |= uint64_t(x.memory.read32(a.addr + 4)) << 32;
        auto operand = [&](unsigned first) {
          uint64_t v = m.data[first];
          if (is64) v |= uint64_t(m.data[first + 1]) << 32;
          return v;
        };
        const uint64_t src = operand(0);
        const uint64_t cmp = kind == MemOpKind::AtomicCmpswap ? operand(mdw) : 0;
        const uint64_t r = atomic_result(kind, old, src, cmp, bits);
        x.memory.write32(a.addr, uint32_t(r));
        if (is64) x.memory.write32(a.addr + 4, uint32_t(r >> 32));
        ret[0] = uint32_t(old);
        ret[1] = uint32_t(old >> 32);
      }
      x.step.commit.mem = m;
      if (in.glc) defer(x, reg, mdw, ret, false);
      return true;
    }
    default: return false;
  }
}

}  // namespace gcn::golden
