#include "workgroup_queue.h"

#include <fmt/format.h>

namespace gcn {

namespace {

std::vector<WgNeed> needs(const Program& p) {
  std::vector<WgNeed> out;
  for (unsigned n : workgroup_sizes(p)) out.push_back({n, p.lds_bytes, p.num_vgprs});
  return out;
}

}  // namespace

CuResources program_resources(const Program& p, unsigned slots, uint32_t lds_bytes, unsigned vgprs) {
  if (p.cu_waves > slots)
    throw DispatchError(fmt::format("the program asks for {} wave slots (cu_waves), the RTL has {}", p.cu_waves, slots));
  if (p.cu_lds_bytes > lds_bytes)
    throw DispatchError(
        fmt::format("the program asks for {} bytes of LDS (cu_lds), the RTL has {}", p.cu_lds_bytes, lds_bytes));
  CuResources cu;
  cu.slots = p.cu_waves ? p.cu_waves : slots;
  cu.lds_bytes = p.cu_lds_bytes ? p.cu_lds_bytes : lds_bytes;
  cu.vgprs_per_slot = vgprs;
  cu.max_in_flight = p.in_flight ? p.in_flight : cu.slots;
  return cu;
}

void check_workgroups(const Program& p, CuResources cu) { WgDispatcher(cu, needs(p)); }

WorkgroupQueue::WorkgroupQueue(const Program& p, const ArchState& init, CuResources cu)
    : init_(init), dispatcher_(cu, needs(p)), slot_wave_(cu.slots, 0), slot_wg_(cu.slots, 0) {
  unsigned w = 0;
  for (unsigned n : workgroup_sizes(p)) {
    first_.push_back(w);
    w += n;
  }
  placed_.resize(first_.size());
  running_.assign(first_.size(), 0);
}

std::optional<WorkgroupQueue::Launch> WorkgroupQueue::next() {
  std::optional<Placement> p = dispatcher_.next();
  if (!p) return std::nullopt;
  Launch l{*p, {}};
  unsigned w = first_.at(p->wg);
  for (unsigned s = 0; s < 64; ++s) {
    if (!((p->slots >> s) & 1)) continue;
    slot_wave_.at(s) = w;
    slot_wg_.at(s) = p->wg;
    l.waves.push_back(init_.waves.at(w++));
  }
  placed_[p->wg] = *p;
  running_[p->wg] = p->slots;
  return l;
}

std::optional<Placement> WorkgroupQueue::on_slot_end(unsigned slot) {
  const unsigned wg = slot_wg_.at(slot);
  uint64_t& r = running_.at(wg);
  if (!((r >> slot) & 1)) return std::nullopt;
  r &= ~(uint64_t{1} << slot);
  if (r != 0) return std::nullopt;
  return placed_[wg];
}

}  // namespace gcn
