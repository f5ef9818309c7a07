// Field-by-field comparison of an expected and an actual commit record: the
// lines of a divergence report.
#include "record_diff.h"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "record_text.h"

namespace gcn {

namespace {

std::string hex(uint64_t v) { return fmt::format("0x{:x}", v); }

void diff_writes(Differ& d, const std::vector<SgprWrite>& exp_in,
                 const std::vector<SgprWrite>& act_in) {
  auto e = sorted_writes(exp_in), a = sorted_writes(act_in);
  size_t n = std::max(e.size(), a.size());
  for (size_t i = 0; i < n; ++i) {
    if (i >= e.size()) {
      d.text("sgpr write", "none", write_text(a[i]));
      continue;
    }
    if (i >= a.size()) {
      d.text("sgpr write", write_text(e[i]), "none");
      continue;
    }
    if (e[i].reg != a[i].reg || e[i].count != a[i].count) {
      d.text("sgpr write", write_text(e[i]), write_text(a[i]));
      continue;
    }
    unsigned cnt = std::min<unsigned>(e[i].count, 16);
    for (unsigned k = 0; k < cnt; ++k)
      d.num(fmt::format("sgpr {}", regs_text(e[i].reg + k, 1)), e[i].data[k], a[i].data[k]);
  }
}

void diff_mem(Differ& d, const std::optional<MemWrite>& e, const std::optional<MemWrite>& a) {
  if (!e && !a) return;
  if (!e || !a) {
    d.text("mem write", e ? mem_text(*e) : "none", a ? mem_text(*a) : "none");
    return;
  }
  d.text("mem kind", mem_op_name(e->kind), mem_op_name(a->kind));
  d.num("mem addr", e->addr, a->addr);
  d.num("mem count", e->count, a->count);
  d.num("mem mask", e->dw_mask, a->dw_mask);
  d.num("mem is64", e->is64, a->is64);
  d.num("mem returns", e->returns, a->returns);
  unsigned n = std::min<unsigned>(std::max(e->count, a->count), 4);
  for (unsigned i = 0; i < n; ++i) d.num(fmt::format("mem data[{}]", i), e->data[i], a->data[i]);
}

// LDS writes (CommitRecord::lds): the same records in the same order, each
// with the same slot, size and lane mask; then per lane both sides wrote the
// address, the byte mask, and the data bytes under the byte mask (bytes
// outside it are not written, so their data is don't-care). One line per
// record: how many lanes differ and the first of them, like diff_vgprs.
void diff_lds(Differ& d, const std::vector<LdsWrite>& e, const std::vector<LdsWrite>& a,
              uint64_t exec) {
  if (e.size() != a.size()) {
    d.num("lds write records", e.size(), a.size());
    return;
  }
  for (size_t i = 0; i < e.size(); ++i) {
    const std::string name = fmt::format("lds write {}", i);
    if (e[i].slot != a[i].slot || e[i].bytes != a[i].bytes) {
      d.text(name, lds_write_text(e[i]), lds_write_text(a[i]));
      continue;
    }
    if (e[i].lanes != a[i].lanes)
      d.text(name + " lanes", fmt::format("0x{:016x}", e[i].lanes),
             fmt::format("0x{:016x}", a[i].lanes));
    const uint64_t both = e[i].lanes & a[i].lanes;
    unsigned bad = 0, first = 0;
    for (unsigned l = 0; l < kWaveLanes; ++l) {
      if (!(both >> l & 1)) continue;
      const bool same = e[i].addr[l] == a[i].addr[l] && e[i].byte_mask[l] == a[i].byte_mask[l] &&
                        lds_masked(e[i], l, e[i].byte_mask[l]) == lds_masked(a[i], l, e[i].byte_mask[l]);
      if (same) continue;
      if (bad++ == 0) first = l;
    }
    if (bad == 0) continue;
    d.text(fmt::format("{} (slot {}) lane {} ({} of {} lanes differ, exec 0x{:016x})", name,
                       unsigned(e[i].slot), first, bad, std::popcount(both), exec),
           lds_lane_text(e[i], first), lds_lane_text(a[i], first));
  }
}

// Vector memory writes (CommitRecord::vmem): kind and GLC, then the pieces in
// order (lane order, offset order within a lane). The first differing piece
// is reported with its lane and both sides' address, size and data, and how
// many pieces differ.
void diff_vmem(Differ& d, const std::optional<VmemWrite>& e, const std::optional<VmemWrite>& a) {
  if (!e && !a) return;
  if (!e || !a) {
    d.text("vmem write", e ? vmem_write_text(*e) : "none", a ? vmem_write_text(*a) : "none");
    return;
  }
  d.text("vmem kind", mem_op_name(e->kind), mem_op_name(a->kind));
  d.num("vmem returns", e->returns, a->returns);
  const size_t n = std::max(e->pieces.size(), a->pieces.size());
  size_t bad = 0, first = 0;
  for (size_t i = 0; i < n; ++i) {
    const bool same = i < e->pieces.size() && i < a->pieces.size() && e->pieces[i] == a->pieces[i];
    if (!same && bad++ == 0) first = i;
  }
  if (bad == 0) return;
  auto at = [&](const std::vector<MemPiece>& v) { return first < v.size() ? piece_text(v[first]) : "none"; };
  d.text(fmt::format("vmem piece {} ({} of {} pieces differ)", first, bad, n), at(e->pieces), at(a->pieces));
}

std::string opt_bool(const std::optional<bool>& b) {
  return b ? (*b ? "1" : "0") : "(not written)";
}

}  // namespace

// Lane by lane over the lanes both sides wrote; a differing lane mask is its
// own field. One line per register: how many lanes differ, the first of them,
// the EXEC mask, and both values as hex and f32.
void diff_vgprs(Differ& d, const std::vector<VgprWrite>& exp_in,
                const std::vector<VgprWrite>& act_in, uint64_t exec) {
  auto by_reg = [](std::vector<VgprWrite> v) {
    std::stable_sort(v.begin(), v.end(),
                     [](const VgprWrite& a, const VgprWrite& b) { return a.reg < b.reg; });
    return v;
  };
  auto e = by_reg(exp_in), a = by_reg(act_in);
  size_t n = std::max(e.size(), a.size());
  for (size_t i = 0; i < n; ++i) {
    if (i >= e.size() || i >= a.size()) {
      d.text("vgpr write", i < e.size() ? vgpr_write_text(e[i]) : "none",
             i < a.size() ? vgpr_write_text(a[i]) : "none");
      continue;
    }
    if (e[i].reg != a[i].reg || e[i].count != a[i].count) {
      d.text("vgpr write", vgpr_write_text(e[i]), vgpr_write_text(a[i]));
      continue;
    }
    if (e[i].lanes != a[i].lanes)
      d.text(fmt::format("{} lanes", vregs_text(e[i].reg, e[i].count)),
             fmt::format("0x{:016x}", e[i].lanes), fmt::format("0x{:016x}", a[i].lanes));
    const uint64_t both = e[i].lanes & a[i].lanes;
    for (unsigned k = 0; k < std::min<unsigned>(e[i].count, 4); ++k) {
      unsigned bad = 0, first = 0;
      for (unsigned l = 0; l < kWaveLanes; ++l) {
        if (!(both >> l & 1) || e[i].data[k][l] == a[i].data[k][l]) continue;
        if (bad++ == 0) first = l;
      }
      if (bad == 0) continue;
      d.text(fmt::format("v{} lane {} ({} of {} lanes differ, exec 0x{:016x})", e[i].reg + k,
                         first, bad, std::popcount(both), exec),
             hex_f32(e[i].data[k][first]), hex_f32(a[i].data[k][first]));
    }
  }
}

std::vector<FieldDiff> diff_commit(const CommitRecord& e, const CommitRecord& a) {
  Differ d;
  d.num("pc", e.pc, a.pc);
  d.num("next_pc", e.next_pc, a.next_pc);
  d.num("nwords", e.nwords, a.nwords);
  unsigned n = std::min(3u, std::max(e.nwords, a.nwords));
  for (unsigned i = 0; i < n; ++i) d.num(fmt::format("word[{}]", i), e.words[i], a.words[i]);
  diff_writes(d, e.sgpr, a.sgpr);
  d.text("scc", opt_bool(e.scc), opt_bool(a.scc));
  diff_vgprs(d, e.vgpr, a.vgpr, e.exec_in);
  diff_mem(d, e.mem, a.mem);
  diff_lds(d, e.lds, a.lds, e.exec_in);
  diff_vmem(d, e.vmem, a.vmem);
  d.num("deferred", e.deferred, a.deferred);
  d.num("endpgm", e.endpgm, a.endpgm);
  d.num("illegal", e.illegal, a.illegal);
  return d.diffs;
}

void Differ::num(const std::string& field, uint64_t e, uint64_t a) {
  if (e != a) diffs.push_back({field, hex(e), hex(a)});
}

void Differ::text(const std::string& field, const std::string& e, const std::string& a) {
  if (e != a) diffs.push_back({field, e, a});
}

}  // namespace gcn
