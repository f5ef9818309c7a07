// LDS profile of the random program generator (GenProfile::Lds):
// workgroup programs whose waves share one LDS allocation.
//
// LDS map (byte addresses; one workgroup's allocation is 64 KiB, `;; cosim:
// lds 65536`, the RTL's default size; with several workgroups
// (GenConfig::workgroups) each has 16 KiB and the map in brackets):
//   0x0000 + w * 0x800   wave w's private region (2 KiB; s98 = its base)
//   0x8000 + w * 0x400   wave w's slot of the shared region (1 KiB; s99), read
//   [0x2000 + w * 0x400] by wave (w - 1) mod waves through its s100 (w and
//                        waves within the workgroup)
//   0xC000 .. 0xC100     counters every wave updates with atomics
//   [0x3000 .. 0x3100]
//   anything else        reached on purpose by large offsets, random
//                        addresses and the top of the allocation (out of range
//                        past it)
//
// Rules that keep a program legal (the RTL returns DS data later, counted by
// LGKM_CNT, and SMEM and DS replies may come back in either order):
// - every DS that returns data is waited for (s_waitcnt lgkmcnt(0)) before any
//   instruction reads or writes its destination VGPRs: within an episode no
//   instruction touches a VGPR an outstanding return will write, and an
//   episode with returns ends with the wait;
// - S_BARRIER only where every wave passes it the same number of times in the
//   same order: at the top level of the main body (no branch, loop, EXEC
//   window or subroutine around it). A wave may still end early (an s_endpgm
//   inside an if-block), which releases it from later barriers;
// - the shared region alternates phases at each barrier: in a write phase a
//   wave writes (and reads) only its own slot; in a read phase it reads its
//   own and its neighbour's slot, written before the barrier. Atomics on the
//   counters race on purpose: the golden model steps waves in the RTL's
//   retirement order, so the returned old values are predicted exactly.
// - M0 is set at the start of every episode: mostly >= the allocation,
//   sometimes smaller or 0. It bounds nothing on GFX9 (golden/ds.h), so an
//   implementation that clamps to M0 diverges on these episodes.
#include <algorithm>

#include "asm.h"
#include "ds.h"
#include "gen_core.h"

namespace gcn::gen {

namespace {

// The LDS map of a workgroup (counters: 8 qwords used, 0x100 bytes reserved).
struct LdsMap {
  uint32_t alloc, shared_base, counters;
};
constexpr LdsMap kOneWorkgroup{65536, 0x8000, 0xC000};
constexpr LdsMap kSeveralWorkgroups{16384, 0x2000, 0x3000};
constexpr uint32_t kPrivBytes = 0x800, kSlotBytes = 0x400;

const LdsMap& lds_map(bool several) { return several ? kSeveralWorkgroups : kOneWorkgroup; }

}  // namespace

bool Generator::barrier_ok() const {
  return p_.barrier && depth_ == 0 && !in_sub_ && vexec_depth_ == 0 && loop_depth_ == 0 &&
         vloop_depth_ == 0;
}

// s_waitcnt lgkmcnt(0) (LDS writes done, replies in) then s_barrier; in the
// LDS profile each barrier flips the shared region's phase.
void Generator::barrier() {
  wait_all();
  ds_vpend_.reset();
  ds_vsrc_.reset();
  emit_text(info(Op::S_BARRIER).mnemonic, 1);
  ++barriers_;
  lds_read_phase_ = !lds_read_phase_;
}

unsigned Generator::ds_pick_vgpr(unsigned dw, bool for_write) {
  const auto bad = [&](unsigned v) {
    for (unsigned k = 0; k < dw; ++k) {
      if (ds_vpend_.test(v + k)) return true;                 // an outstanding return writes it
      if (for_write && ds_vsrc_.test(v + k)) return true;     // an outstanding DS reads it
    }
    return false;
  };
  for (int tries = 0; tries < 12; ++tries) {
    const unsigned v = pick_vgpr(dw, for_write);
    if (!bad(v)) return v;
  }
  const unsigned limit = for_write ? kFirstReservedVgpr : kNumVgprs;
  for (unsigned v = 0; v + dw <= limit; ++v)
    if (!bad(v)) return v;
  return ~0u;  // nothing free: the caller waits first
}

// An address-setup VALU row: "OP vA, <imm or operand>, SRC". The immediate is
// an inline constant when it can be, else a literal (2 dwords).
void Generator::ds_valu(Op op, unsigned va, uint32_t imm, const std::string& src) {
  bool lit = false;
  const std::string it = value_text(imm, lit);
  Candidate c{src.empty() ? fmt::format("{} v{}, {}", info(op).mnemonic, va, it)
                     : fmt::format("{} v{}, {}, {}", info(op).mnemonic, va, it, src),
         lit ? 2u : 1u};
  c.valu = true;
  emit(c);
}

// The same with a register operand instead of an immediate: SGPR `sgpr`
// (operand code) when >= 0, else the VGPR text `s0`.
void Generator::ds_valu_reg(Op op, unsigned va, const std::string& s0, const std::string& src, int sgpr) {
  Candidate c{src.empty() ? fmt::format("{} v{}, {}", info(op).mnemonic, va, s0)
                     : fmt::format("{} v{}, {}, {}", info(op).mnemonic, va, s0, src),
         1};
  if (sgpr >= 0) c.reads = regs(static_cast<unsigned>(sgpr), 1);
  c.valu = true;
  emit(c);
}

// VGPR vA = per-lane LDS address of one of the map's regions for an access of
// `bytes` per lane. `is_write`: the access stores (the own slot only in a
// write phase; random addresses are made out of range); `atomic`: may use the
// counters. `span`: how far an offset may move the access and stay in its
// region (0: keep it 0); `anywhere`: the address is random or past the
// allocation. Returns false when no VGPR is free.
bool Generator::ds_address(unsigned& va, unsigned bytes, bool is_write, bool atomic, uint32_t& span,
                           bool& anywhere) {
  va = ds_pick_vgpr(1, true);
  if (va == ~0u) return false;
  const std::string a = fmt::format("v{}", va);
  const unsigned sh = bytes <= 4 ? 2 : bytes <= 8 ? 3 : 4;  // lane stride 4/8/16 bytes
  const std::string lane = fmt::format("v{}", kLaneId);
  const LdsMap& map = lds_map(cfg_.workgroups);
  auto base_plus = [&](uint32_t base, int sbase, unsigned shift, unsigned mask) {
    if (mask) {
      ds_valu(Op::V_AND_B32, va, mask, lane);
      ds_valu(Op::V_LSHLREV_B32, va, shift, a);
    } else {
      ds_valu(Op::V_LSHLREV_B32, va, shift, lane);
    }
    if (sbase < 0) ds_valu(Op::V_ADD_U32, va, base, a);
    else ds_valu_reg(Op::V_ADD_U32, va, operand_text(static_cast<unsigned>(sbase), 1), a, sbase);
  };
  constexpr int priv = kLdsPriv, slot = kLdsSlot, peer = kLdsPeer;
  enum { kLinear, kBank, kFew, kOwn, kPeer, kCtr, kTop, kRandom, kWorking } region;
  const unsigned r = rng_.ubelow(100);
  region = r < 20 ? kLinear : r < 25 ? kBank : r < 30 ? kFew : r < 50 ? kOwn : r < 60 ? kPeer
         : r < 75 ? kCtr : r < 85 ? kTop : r < 92 ? kRandom : kWorking;
  // Shared slots: the own one written only in a write phase, the neighbour's
  // read only in a read phase; counters take atomics.
  if (region == kPeer && (is_write || !lds_read_phase_)) region = kOwn;
  if (region == kOwn && is_write && lds_read_phase_) region = kLinear;
  if (region == kCtr && !atomic) region = kFew;
  anywhere = false;
  switch (region) {
    case kLinear:   // private, lane-linear
      base_plus(0, priv, sh, 0);
      span = kPrivBytes - (64u << sh);
      break;
    case kBank:     // private, 16 lanes in one bank, different rows (stride 128 bytes)
      base_plus(0, priv, 7, 15);
      span = kPrivBytes - 16 * 128;
      break;
    case kFew:      // private, one or four dwords shared by all lanes
      if (rng_.chance(50)) ds_valu_reg(Op::V_MOV_B32, va, operand_text(kLdsPriv, 1), "", priv);
      else base_plus(0, priv, sh, 3);
      span = kPrivBytes - 64;
      break;
    case kOwn:
    case kPeer:     // a shared slot (32 lanes wrap at 16-byte elements)
      base_plus(0, region == kOwn ? slot : peer, sh, sh == 4 ? 31 : 0);
      span = kSlotBytes - std::min<uint32_t>(kSlotBytes, (sh == 4 ? 32u : 64u) << sh);
      break;
    case kCtr:      // shared counters: 8 of them, or one for all lanes
      if (rng_.chance(50)) base_plus(map.counters, -1, 3, 7);
      else ds_valu(Op::V_MOV_B32, va, map.counters + 8 * rng_.ubelow(8), "");
      span = 0;
      break;
    case kTop:      // the top of the allocation: lanes cross its end
      base_plus(map.alloc - 4 * (1 + rng_.ubelow(32)), -1, sh, 0);
      span = 0;
      anywhere = true;
      break;
    case kRandom:   // random per lane (v31): reads anywhere in 128 KiB, writes past the allocation
      ds_valu(Op::V_AND_B32, va, rng_.chance(50) ? 0x1fffcu : 0x1ffffu, fmt::format("v{}", kLaneRand));
      if (is_write) ds_valu(Op::V_OR_B32, va, map.alloc, a);
      span = 0;
      anywhere = true;
      break;
    case kWorking: {  // whatever a working VGPR holds (mostly far out of range)
      unsigned src = pick_vgpr(1, false);
      for (int t = 0; t < 8 && ds_vpend_.test(src); ++t) src = pick_vgpr(1, false);
      if (ds_vpend_.test(src)) src = kLaneRand;
      ds_valu_reg(Op::V_MOV_B32, va, fmt::format("v{}", src), "");
      if (is_write) ds_valu(Op::V_OR_B32, va, map.alloc, a);
      span = 0;
      anywhere = true;
      break;
    }
  }
  return true;
}

// M0 for the episode: the allocation (or more) mostly, a smaller value or 0
// sometimes (which must not bound the accesses).
void Generator::ds_set_m0() {
  const unsigned r = rng_.ubelow(100);
  const uint32_t alloc = lds_map(cfg_.workgroups).alloc;
  uint32_t v;
  if (r < 45) v = alloc;
  else if (r < 70) v = 0xffffffffu;
  else if (r < 80) v = alloc + rng_.ubelow(0x10000);
  else if (r < 95) v = rng_.chance(50) ? 4 * (1 + rng_.ubelow(alloc / 4 - 1)) : 1 + rng_.ubelow(alloc - 1);
  else v = 0;
  bool lit = false;
  const std::string vt = value_text(v, lit);
  emit_text(fmt::format("{} m0, {}", info(Op::S_MOV_B32).mnemonic, vt), lit ? 2 : 1, {}, regs(kM0, 1));
}

// One DS instruction of row `op`, with its address set up first. Returns
// false when it could not be placed (no free VGPR).
bool Generator::ds_one(Op op) {
  const InsnInfo& in = info(op);
  const golden::DsOp d = golden::ds_op(in);
  Insn x;
  x.op = op;
  if (d.kind == golden::DsKind::Nop) {
    emit(Candidate{disassemble(x), 2});
    return true;
  }
  const bool writes = d.kind == golden::DsKind::Write || d.kind == golden::DsKind::Write2 ||
                      d.kind == golden::DsKind::Atomic || d.kind == golden::DsKind::Wrxchg2;
  const bool atomic = d.kind == golden::DsKind::Atomic || d.kind == golden::DsKind::Wrxchg2;
  const bool lane_op = d.kind == golden::DsKind::Swizzle || d.kind == golden::DsKind::Permute ||
                       d.kind == golden::DsKind::Bpermute;
  uint32_t span = 0;
  unsigned va = 0;
  bool anywhere = false;
  if (lane_op) {
    // Address / data operands: lane-shuffle addresses are lane * 4 plus noise.
    if (d.kind == golden::DsKind::Swizzle || rng_.chance(25)) {
      va = ds_pick_vgpr(1, false);
    } else {
      va = ds_pick_vgpr(1, true);
      if (va == ~0u) return false;
      const std::string rnd = fmt::format("v{}", kLaneRand), lane = fmt::format("v{}", kLaneId);
      const unsigned r = rng_.ubelow(3);
      if (r == 0) ds_valu(Op::V_LSHLREV_B32, va, 2, rnd);                  // random lanes
      else if (r == 1) ds_valu(Op::V_AND_B32, va, 0xfc, rnd);
      else ds_valu(Op::V_XOR_B32, va, 4 * rng_.ubelow(64), lane);        // a lane permutation
    }
    if (va == ~0u) return false;
  } else if (!ds_address(va, d.bytes ? d.bytes : 4, writes, atomic, span, anywhere)) {
    return false;
  }
  x.ds_addr = static_cast<uint8_t>(va);
  // Offsets: inside the region mostly; sometimes anything (other regions or
  // out of range: reads anywhere, writes only from addresses that are out of
  // range or outside every region anyway, so they never race plain stores).
  const bool wild = rng_.chance(10) && (!writes || anywhere);
  const unsigned align = d.bytes == 0 ? 4 : std::min(d.bytes, 4u);
  if (in.shape == Shape::SH_DS_2OFF) {
    const uint32_t unit = d.stride ? d.stride : 4;
    const uint32_t lim = wild ? 255 : std::min<uint32_t>(255, span / unit);
    x.ds_offset0 = static_cast<uint8_t>(rng_.ubelow(lim + 1));
    x.ds_offset1 = static_cast<uint8_t>(rng_.ubelow(lim + 1));
  } else if (d.kind == golden::DsKind::Swizzle) {
    uint16_t o;
    if (rng_.chance(50)) o = static_cast<uint16_t>(0x8000 | rng_.ubelow(256));               // quad mode
    else o = static_cast<uint16_t>(rng_.ubelow(0x8000));                                    // bit-mask mode
    x.ds_offset0 = static_cast<uint8_t>(o), x.ds_offset1 = static_cast<uint8_t>(o >> 8);
  } else {
    uint32_t o = 0;
    if (lane_op) o = rng_.chance(50) ? 0 : rng_.ubelow(0x10000);
    else if (wild) o = rng_.chance(50) ? rng_.ubelow(0x10000) : 0xffff - rng_.ubelow(64);
    else if (span) o = align * rng_.ubelow(span / align + 1);
    if (!wild && !lane_op && rng_.chance(8)) o += 1 + rng_.ubelow(3);  // unaligned now and then
    x.ds_offset0 = static_cast<uint8_t>(o), x.ds_offset1 = static_cast<uint8_t>(o >> 8);
  }
  // Data operands (values the working set holds; v30/v31 too).
  std::vector<unsigned> srcs{va};
  if (in.src1_dw) {
    const unsigned v = ds_pick_vgpr(in.src1_dw, false);
    if (v == ~0u) return false;
    x.ds_data0 = static_cast<uint8_t>(v);
    for (unsigned k = 0; k < in.src1_dw; ++k) srcs.push_back(v + k);
  }
  if (in.src2_dw) {
    const unsigned v = ds_pick_vgpr(in.src2_dw, false);
    if (v == ~0u) return false;
    x.ds_data1 = static_cast<uint8_t>(v);
    for (unsigned k = 0; k < in.src2_dw; ++k) srcs.push_back(v + k);
  }
  unsigned vd = 0;
  if (in.dst_dw) {
    vd = ds_pick_vgpr(in.dst_dw, true);
    if (vd == ~0u) return false;
    x.vdst = static_cast<uint8_t>(vd);
  }
  Candidate c{disassemble(x), 2, regs(kM0, 1), {}};
  emit(c);
  for (unsigned s : srcs) ds_vsrc_.set(s);
  if (in.dst_dw) {
    for (unsigned k = 0; k < in.dst_dw; ++k) ds_vpend_.set(vd + k);
    for (unsigned k = 0; k < in.dst_dw; ++k) vrecent_[vrecent_n_++ % vrecent_.size()] = vd + k;
  }
  return true;
}

// A run of DS instructions under one M0, often under a partial EXEC (the
// enclosing vector construct's), ended by a wait when any returns data.
void Generator::ds_episode() {
  ds_set_m0();
  const unsigned n = 1 + rng_.ubelow(5);
  for (unsigned i = 0; i < n; ++i) {
    const Op op = ds_next_op();
    if (!ds_one(op)) {
      wait_all();
      ds_vpend_.reset();
      ds_vsrc_.reset();
      if (!ds_one(op)) break;
    }
  }
  // Returns must land before anything else reads or writes their VGPRs
  // (random instructions do not track VGPR hazards): wait now. Stores alone
  // may stay in flight (their operands were read at issue).
  if (ds_vpend_.any() || rng_.chance(50)) {
    wait_all();
  }
  ds_vpend_.reset();
  ds_vsrc_.reset();
}

// Rows in turns of a shuffled list, so every executable DS row appears in
// every few programs (coverage), with the pool's weights otherwise.
Op Generator::ds_next_op() {
  if (ds_order_.empty()) {
    ds_order_ = p_.ds.ops();
    for (size_t i = ds_order_.size(); i > 1; --i) std::swap(ds_order_[i - 1], ds_order_[rng_.below(i)]);
  }
  const Op op = ds_order_.back();
  ds_order_.pop_back();
  return op;
}

// The per-wave LDS bases (s98..s100): wave `w`'s index and the waves of its
// workgroup.
uint32_t Generator::lds_sgpr(unsigned reg, unsigned w) const {
  unsigned waves = std::max(1u, cfg_.num_waves);
  for (unsigned n : wg_sizes_) {
    if (w < n) {
      waves = n;
      break;
    }
    w -= n;
  }
  const LdsMap& map = lds_map(cfg_.workgroups);
  if (reg == kLdsPriv) return w * kPrivBytes;
  if (reg == kLdsSlot) return map.shared_base + w * kSlotBytes;
  return map.shared_base + (w + 1) % waves * kSlotBytes;
}

uint32_t Generator::lds_alloc() const { return lds_on() ? lds_map(cfg_.workgroups).alloc : kDefaultLdsBytes; }

// The allocation directive.
void Generator::lds_state(Program& p, std::string& h) {
  p.lds_bytes = lds_alloc();
  h += fmt::format(";; cosim: lds {}\n", p.lds_bytes);
}

}  // namespace gcn::gen
