// Testbench memory (tb_memory.h).
#include "tb_memory.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "apertures.h"
#include "commit.h"
#include "dut_refusal.h"

namespace gcn {

TbMemory::TbMemory(Memory memory, uint64_t seed, unsigned max_latency, bool reorder)
    : mem_(std::move(memory)),
      rng_(seed),
      fetch_rng_(seed ^ kFetchReadySeedSalt),
      max_latency_(std::max(1u, max_latency)), reorder_(reorder) {}

uint64_t TbMemory::latency() {
  return std::uniform_int_distribution<uint64_t>(1, max_latency_)(rng_);
}

void TbMemory::accept_fetch(uint64_t now, uint64_t addr) {
  FetchReply r;
  // In order: never before the previous reply.
  r.due = now + latency();
  if (!fetch_.empty()) r.due = std::max(r.due, fetch_.back().due);
  if (mem_.mapped(addr, 4)) {
    r.data = mem_.read32(addr);
  } else {
    r.err = true;
  }
  fetch_.push_back(r);
}

const FetchReply* TbMemory::fetch_reply(uint64_t now) const {
  if (fetch_.empty() || fetch_.front().due > now) return nullptr;
  return &fetch_.front();
}

void TbMemory::pop_fetch() {
  if (!fetch_.empty()) fetch_.pop_front();
}

bool TbMemory::data_ready() { return draw_request_ready(rng_); }

bool TbMemory::fetch_ready() { return draw_request_ready(fetch_rng_); }

uint64_t memory_atomic(Memory& mem, unsigned kind, uint64_t addr, bool is64, uint64_t src, uint64_t cmp) {
  const unsigned bits = is64 ? 64 : 32;
  const uint64_t m = is64 ? ~0ull : 0xFFFF'FFFFull;
  uint64_t old = mem.read32(addr);
  if (is64) old |= uint64_t(mem.read32(addr + 4)) << 32;
  auto sx = [&](uint64_t v) {
    return bits == 64 ? int64_t(v) : int64_t(int32_t(uint32_t(v)));
  };
  uint64_t r = old;
  switch (static_cast<MemOpKind>(kind)) {
    case MemOpKind::AtomicSwap: r = src; break;
    case MemOpKind::AtomicCmpswap: r = old == cmp ? src : old; break;
    case MemOpKind::AtomicAdd: r = old + src; break;
    case MemOpKind::AtomicSub: r = old - src; break;
    case MemOpKind::AtomicSmin: r = sx(src) < sx(old) ? src : old; break;
    case MemOpKind::AtomicUmin: r = std::min(src, old); break;
    case MemOpKind::AtomicSmax: r = sx(src) > sx(old) ? src : old; break;
    case MemOpKind::AtomicUmax: r = std::max(src, old); break;
    case MemOpKind::AtomicAnd: r = old & src; break;
    case MemOpKind::AtomicOr: r = old | src; break;
    case MemOpKind::AtomicXor: r = old ^ src; break;
    case MemOpKind::AtomicInc: r = old >= src ? 0 : old + 1; break;
    case MemOpKind::AtomicDec: r = (old == 0 || old > src) ? src : old - 1; break;
    default: throw std::runtime_error("tb memory: unknown atomic kind " + std::to_string(kind));
  }
  r &= m;
  mem.write32(addr, uint32_t(r));
  if (is64) mem.write32(addr + 4, uint32_t(r >> 32));
  return old;
}

uint64_t TbMemory::atomic(unsigned kind, uint64_t addr, bool is64, uint64_t src, uint64_t cmp) {
  return memory_atomic(mem_, kind, addr, is64, src, cmp);
}

void TbMemory::accept_data(uint64_t now, const DataRequest& req) {
  DataReply rep;
  rep.tag = req.tag;
  rep.seq = seq_++;
  if (req.kind == 15) {
    for (unsigned i = 0; i < req.count && i < 16; ++i)
      if ((req.mask >> i) & 1) rep.data[i] = mem_.read32(req.addr + 4ull * i);
  } else if (req.kind == 0) {
    for (unsigned i = 0; i < req.count && i < 4; ++i)
      if ((req.mask >> i) & 1) mem_.write32(req.addr + 4ull * i, req.data[i]);
  } else if (req.kind <= 13) {
    // Operands: src in dword 0 (0..1 when 64-bit), cmp after it for CMPSWAP.
    const unsigned mdw = req.is64 ? 2 : 1;
    if ((req.mask & ((1u << mdw) - 1)) == ((1u << mdw) - 1)) {
      auto operand = [&](unsigned first) {
        uint64_t v = req.data[first];
        if (req.is64) v |= uint64_t(req.data[first + 1]) << 32;
        return v;
      };
      const uint64_t old = atomic(req.kind, req.addr, req.is64, operand(0), operand(mdw));
      rep.data[0] = uint32_t(old);
      rep.data[1] = req.is64 ? uint32_t(old >> 32) : 0;
    }
  } else {
    throw std::runtime_error("tb memory: unknown request kind " + std::to_string(req.kind));
  }
  rep.due = now + latency();
  // Requests issue several cycles apart (each SMEM instruction is two fetched
  // dwords), so latencies of 1..max_latency alone almost never let a reply
  // overtake an older one. One reply in eight is slow, giving later requests
  // (of the same wave or another) time to come back first.
  if (reorder_ && std::uniform_int_distribution<unsigned>(0, 7)(rng_) == 0)
    rep.due += std::uniform_int_distribution<uint64_t>(2ull * max_latency_, 16ull * max_latency_)(rng_);
  if (!reorder_) rep.due = std::max(rep.due, last_data_due_);
  last_data_due_ = std::max(last_data_due_, rep.due);
  data_.push_back(rep);
}

void TbMemory::accept_vmem(uint64_t now, const VmemRequest& req) {
  VmemReply rep;
  rep.lane = req.lane;
  const unsigned n = req.bytes;
  if (req.kind > unsigned(MemOpKind::AtomicDec) && req.kind != kMemKindLoad && req.kind != kMemKindNone)
    throw std::runtime_error("tb memory: unknown vector memory kind " + std::to_string(req.kind));
  if (req.kind == kMemKindNone) {
    // no access: the reply's data stays zero
  } else if (const Aperture ap = flat_aperture(req.addr); ap != Aperture::None) {
    // The vector memory unit sends a FLAT atomic in the private aperture,
    // which it does not execute, at its aperture address (a shared lane
    // goes to the LDS, with a kind-14 placeholder here). The golden model
    // executes it, so the run stops here.
    throw DutRefusal(fmt::format("vector memory: wave {} lane {} {} bytes at {:#x}: in the {} aperture, "
                                 "which is no global memory",
                                 req.wave, req.lane, n, req.addr, aperture_name(ap)),
                     req.wave, req.lane, n, req.addr, ap);
  } else if (n == 0 || n > 16 || !mem_.mapped(req.addr, n)) {
    vmem_faults_.push_back(fmt::format("vector memory fault: wave {} lane {} {} bytes at {:#x}: no buffer maps it",
                                       req.wave, req.lane, n, req.addr));
  } else if (req.kind == kMemKindLoad) {
    mem_.read_bytes(req.addr, rep.data.data(), n);
  } else if (req.kind == 0) {
    mem_.write_bytes(req.addr, req.data.data(), n);
  } else {
    auto operand = [&](unsigned first) {
      uint64_t v = 0;
      for (unsigned k = 0; k < n; ++k) v |= uint64_t(req.data[first + k]) << (8 * k);
      return v;
    };
    const uint64_t old = atomic(req.kind, req.addr, n == 8, operand(0), operand(n));
    for (unsigned k = 0; k < n; ++k) rep.data[k] = uint8_t(old >> (8 * k));
  }
  rep.due = now + latency();
  if (std::uniform_int_distribution<unsigned>(0, 7)(rng_) == 0)
    rep.due += std::uniform_int_distribution<uint64_t>(2ull * max_latency_, 16ull * max_latency_)(rng_);
  if (!vmem_.empty()) rep.due = std::max(rep.due, vmem_.back().due);
  vmem_.push_back(rep);
}

const VmemReply* TbMemory::vmem_reply(uint64_t now) const {
  if (vmem_.empty() || vmem_.front().due > now) return nullptr;
  return &vmem_.front();
}

void TbMemory::pop_vmem() {
  if (!vmem_.empty()) vmem_.pop_front();
}

bool TbMemory::vmem_ready() { return draw_request_ready(rng_); }

int pick_data_reply(const std::vector<DataReply>& replies, uint64_t now, bool reorder) {
  int best = -1;
  for (size_t i = 0; i < replies.size(); ++i) {
    if (replies[i].due > now) continue;
    // Reordering comes from the random due cycles; among due replies, or
    // without reordering, the oldest goes first.
    if (!reorder) {
      if (best < 0 || replies[i].seq < replies[size_t(best)].seq) best = int(i);
    } else if (best < 0 || replies[i].due < replies[size_t(best)].due ||
               (replies[i].due == replies[size_t(best)].due && replies[i].seq < replies[size_t(best)].seq)) {
      best = int(i);
    }
  }
  // In order: only the oldest outstanding reply may go.
  if (!reorder && best >= 0) {
    for (const DataReply& r : replies)
      if (r.seq < replies[size_t(best)].seq) return -1;
  }
  return best;
}

int TbMemory::data_reply(uint64_t now) const { return pick_data_reply(data_, now, reorder_); }

DataReply TbMemory::take_data(int index) {
  DataReply r = data_.at(size_t(index));
  data_.erase(data_.begin() + index);
  return r;
}

}  // namespace gcn
