// Lockstep comparison of design records against the reference model.
#include "checker.h"

#include <algorithm>
#include <bit>
#include <exception>

#include <fmt/format.h>

#include "asm.h"
#include "insn.h"
#include "program.h"

namespace gcn {

namespace {

// Register names for a write of `count` dwords at `reg`, e.g. "s[4:5]", "exec".
std::string regs_text(unsigned reg, unsigned count) {
  if (reg + count <= kNumScalarRegs && (count == 1 || count == 2)) {
    try {
      return operand_name(reg, count);
    } catch (const std::exception&) {
      // fall through: an unusual pair (e.g. starting at m0) gets the generic form
    }
  }
  if (count <= 1) return reg < kNumScalarRegs ? reg_name(reg) : fmt::format("sgpr{}", reg);
  if (reg + count <= sreg::kNumSgprs) return fmt::format("s[{}:{}]", reg, reg + count - 1);
  auto one = [](unsigned r) {
    return r < kNumScalarRegs ? reg_name(r) : fmt::format("sgpr{}", r);
  };
  return fmt::format("{}..{}", one(reg), one(reg + count - 1));
}

std::string write_text(const SgprWrite& w) {
  std::string s = regs_text(w.reg, w.count) + "=";
  unsigned n = std::min<unsigned>(w.count, 16);
  for (unsigned i = 0; i < n; ++i) s += fmt::format("{}0x{:x}", i ? "," : "", w.data[i]);
  return s;
}

std::string mem_text(const MemWrite& m) {
  std::string s = fmt::format("{}{} @0x{:x} count {} mask 0x{:x}{} data", mem_op_name(m.kind),
                              m.is64 ? "_x2" : "", m.addr, unsigned(m.count), unsigned(m.dw_mask),
                              m.returns ? " glc" : "");
  unsigned n = std::min<unsigned>(m.count, 4);
  for (unsigned i = 0; i < n; ++i) s += fmt::format("{}0x{:x}", i ? "," : " ", m.data[i]);
  return s;
}

std::string vregs_text(unsigned reg, unsigned count) {
  return count <= 1 ? fmt::format("v{}", reg) : fmt::format("v[{}:{}]", reg, reg + count - 1);
}

// A dword shown as hex and as the f32 it would be, since VGPRs hold both kinds.
std::string hex_f32(uint32_t v) {
  return fmt::format("0x{:08x} (f32 {:g})", v, std::bit_cast<float>(v));
}

std::string vgpr_write_text(const VgprWrite& w) {
  std::string s = fmt::format("{} lanes 0x{:016x}", vregs_text(w.reg, w.count), w.lanes);
  unsigned shown = 0;
  for (unsigned l = 0; l < kWaveLanes && shown < 2; ++l) {
    if (!(w.lanes >> l & 1)) continue;
    s += fmt::format(" [{}]=", l);
    for (unsigned d = 0; d < std::min<unsigned>(w.count, 4); ++d)
      s += fmt::format("{}0x{:x}", d ? "," : "", w.data[d][l]);
    ++shown;
  }
  if (std::popcount(w.lanes) > 2) s += " ...";
  return s;
}

// What a writeback delivers: its scalar registers, or its VGPRs (DS return
// data), or both should a design send both.
std::string wb_text(const SgprWrite& sgpr, const std::optional<VgprWrite>& vgpr) {
  std::string s;
  if (sgpr.count || !vgpr) s = write_text(sgpr);
  if (vgpr) {
    if (!s.empty()) s += ' ';
    s += vgpr_write_text(*vgpr);
  }
  return s;
}

std::vector<SgprWrite> sorted_writes(const std::vector<SgprWrite>& v) {
  std::vector<SgprWrite> s = v;
  std::stable_sort(s.begin(), s.end(),
                   [](const SgprWrite& a, const SgprWrite& b) { return a.reg < b.reg; });
  return s;
}

struct FieldDiff {
  std::string field;
  std::string expected;
  std::string actual;
};

std::string hex(uint64_t v) { return fmt::format("0x{:x}", v); }

class Differ {
 public:
  void num(const std::string& field, uint64_t e, uint64_t a) {
    if (e != a) diffs.push_back({field, hex(e), hex(a)});
  }
  void text(const std::string& field, const std::string& e, const std::string& a) {
    if (e != a) diffs.push_back({field, e, a});
  }
  std::vector<FieldDiff> diffs;
};

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

std::string lds_write_text(const LdsWrite& w) {
  std::string s = fmt::format("lds slot {} b{} lanes 0x{:016x}", unsigned(w.slot),
                              8 * unsigned(w.bytes), w.lanes);
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!(w.lanes >> l & 1)) continue;
    s += fmt::format(" [{}]@0x{:x} mask 0x{:x} data 0x{:x}", l, w.addr[l], unsigned(w.byte_mask[l]),
                     w.data[0][l]);
    break;
  }
  if (std::popcount(w.lanes) > 1) s += " ...";
  return s;
}

// The bytes of lane `l` of an LDS write selected by `mask`, as a 128-bit value
// split in dwords with the unselected bytes cleared (they are don't-care).
std::array<uint32_t, 4> lds_masked(const LdsWrite& w, unsigned l, uint16_t mask) {
  std::array<uint32_t, 4> out{};
  for (unsigned d = 0; d < 4; ++d) {
    uint32_t keep = 0;
    for (unsigned b = 0; b < 4; ++b)
      if (mask >> (4 * d + b) & 1) keep |= 0xFFu << (8 * b);
    out[d] = w.data[d][l] & keep;
  }
  return out;
}

std::string lds_lane_text(const LdsWrite& w, unsigned l) {
  const unsigned dwords = std::min<unsigned>((w.bytes + 3) / 4, 4);
  auto m = lds_masked(w, l, w.byte_mask[l]);
  std::string s = fmt::format("@0x{:x} mask 0x{:x} data ", w.addr[l], unsigned(w.byte_mask[l]));
  for (unsigned d = 0; d < std::max(1u, dwords); ++d) s += fmt::format("{}0x{:08x}", d ? "," : "", m[d]);
  return s;
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

std::string opt_bool(const std::optional<bool>& b) {
  return b ? (*b ? "1" : "0") : "(not written)";
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
  d.num("deferred", e.deferred, a.deferred);
  d.num("endpgm", e.endpgm, a.endpgm);
  d.num("illegal", e.illegal, a.illegal);
  return d.diffs;
}

}  // namespace

std::string disassemble_words(const std::array<uint32_t, 3>& words, unsigned nwords) {
  unsigned n = std::min(3u, std::max(1u, nwords));
  try {
    return disassemble(decode(words.data(), n));
  } catch (const std::exception&) {
    std::string s = "<undecodable";
    for (unsigned i = 0; i < n; ++i) s += fmt::format(" 0x{:08x}", words[i]);
    return s + ">";
  }
}

std::string describe_effects(const CommitRecord& rec) {
  std::vector<std::string> parts;
  for (const auto& w : sorted_writes(rec.sgpr)) parts.push_back(write_text(w));
  if (rec.scc) parts.push_back(fmt::format("scc={}", *rec.scc ? 1 : 0));
  for (const auto& v : rec.vgpr) parts.push_back(vgpr_write_text(v));
  if (rec.mem) parts.push_back(mem_text(*rec.mem));
  for (const auto& w : rec.lds) parts.push_back(lds_write_text(w));
  if (rec.deferred) parts.push_back("deferred");
  if (rec.endpgm) parts.push_back("endpgm");
  if (rec.illegal) parts.push_back("illegal");
  return fmt::format("{}", fmt::join(parts, " "));
}

void RetireHistory::add(const CommitRecord& rec) {
  auto& q = waves_[rec.wave];
  std::string effects = describe_effects(rec);
  q.push_back({rec.order, rec.pc,
               disassemble_words(rec.words, rec.nwords) + (effects.empty() ? "" : "  ; " + effects)});
  while (q.size() > depth_) q.pop_front();
}

std::string RetireHistory::format(unsigned wave) const {
  auto it = waves_.find(wave);
  if (it == waves_.end()) return {};
  std::string s;
  for (const auto& e : it->second)
    s += fmt::format("    order {:>6}  pc 0x{:012x}  {}\n", e.order, e.pc, e.text);
  return s;
}

std::string RetireHistory::format_all() const {
  std::string s;
  for (const auto& [wave, q] : waves_) {
    s += fmt::format("  last {} retired instructions of wave {}:\n", q.size(), wave);
    s += format(wave);
  }
  return s;
}

const char* checker_status_name(Checker::Status s) {
  switch (s) {
    case Checker::Status::Running: return "running";
    case Checker::Status::Pass: return "pass";
    case Checker::Status::Mismatch: return "mismatch";
    case Checker::Status::Error: return "error";
  }
  return "?";
}

Checker::Checker(RefModel& ref, CheckerConfig cfg)
    : ref_(ref), cfg_(std::move(cfg)), history_(cfg_.history) {}

std::string Checker::header() const {
  return fmt::format("  program: {}  seed: {}  tb_seed: {}\n",
                     cfg_.program_name.empty() ? "(unnamed)" : cfg_.program_name,
                     cfg_.program_seed, cfg_.tb_seed);
}

void Checker::fail(Status status, const std::string& summary, const std::string& detail) {
  if (failed()) return;
  status_ = status;
  summary_ = summary;
  report_ = fmt::format("{}: {}\n{}{}", status == Status::Error ? "ERROR" : "MISMATCH", summary,
                        header(), detail);
  if (!report_.empty() && report_.back() != '\n') report_ += '\n';
  report_ += fmt::format("  matched {} instructions, {} writebacks before this\n", matched_,
                         writebacks_);
}

void Checker::mismatch(const CommitRecord* rec, const std::string& what,
                       const std::vector<std::string>& fields) {
  std::string detail;
  for (const auto& f : fields) detail += "  " + f + "\n";
  if (rec) {
    std::string h = history_.format(rec->wave);
    detail += h.empty() ? fmt::format("  wave {} retired nothing before this\n", rec->wave)
                        : fmt::format("  last retired instructions of wave {}:\n{}", rec->wave, h);
  } else {
    detail += history_.format_all();
  }
  fail(Status::Mismatch, what, detail);
}

bool Checker::on_commit(const CommitRecord& actual) {
  if (failed()) return false;
  std::string where = fmt::format("wave {} order {} pc 0x{:x}: {}", actual.wave, actual.order,
                                  actual.pc, disassemble_words(actual.words, actual.nwords));
  if (actual.wave >= cfg_.num_waves) {
    mismatch(&actual, "commit from a wave that was not launched: " + where,
             {fmt::format("wave: {} launched, actual wave {}", cfg_.num_waves, actual.wave)});
    return false;
  }
  if (have_order_ && actual.order != next_order_) {
    mismatch(&actual, "order numbers not gap-free at " + where,
             {fmt::format("order: expected {}, actual {}", next_order_, actual.order)});
    return false;
  }
  have_order_ = true;
  next_order_ = actual.order + 1;
  if (ref_.wave_ended(actual.wave)) {
    mismatch(&actual, "instruction retired after the wave ended on the reference: " + where,
             {"ended: expected the wave to have ended, actual it retired another instruction"});
    return false;
  }

  RefStep step;
  try {
    step = ref_.step(actual.wave, actual.order);
  } catch (const std::exception& e) {
    fail(Status::Error, fmt::format("reference model failed at {}: {}", where, e.what()),
         history_.format(actual.wave));
    return false;
  }
  const CommitRecord& exp = step.commit;

  if (exp.illegal && actual.illegal && exp.pc == actual.pc && diff_commit(exp, actual).empty()) {
    // Both sides rejected the instruction with the same record (length and
    // dwords included): the program is at fault, not the design.
    fail(Status::Error,
         fmt::format("illegal instruction at wave {} pc 0x{:x}: {}", actual.wave, actual.pc,
                     step.error.empty() ? disassemble_words(actual.words, actual.nwords)
                                        : step.error),
         fmt::format("  order {}\n", actual.order) + history_.format(actual.wave));
    return false;
  }

  auto diffs = diff_commit(exp, actual);
  if (!diffs.empty()) {
    std::vector<std::string> lines;
    std::vector<std::string> names;
    for (const auto& d : diffs) {
      lines.push_back(fmt::format("{}: expected {}, actual {}", d.field, d.expected, d.actual));
      if (std::find(names.begin(), names.end(), d.field) == names.end()) names.push_back(d.field);
    }
    std::string exp_dis = disassemble_words(exp.words, exp.nwords);
    lines.push_back("expected effects: " + describe_effects(exp));
    lines.push_back("actual effects:   " + describe_effects(actual));
    if (exp_dis != disassemble_words(actual.words, actual.nwords))
      lines.push_back("expected instruction: " + exp_dis);
    if (!step.error.empty()) lines.push_back("reference: " + step.error);
    mismatch(&actual, fmt::format("mismatch at {} ({})", where, fmt::join(names, ", ")), lines);
    return false;
  }

  // Barrier property: an instruction a wave retires after its k-th S_BARRIER
  // may only retire once every wave still running has retired k S_BARRIERs
  // (waves that ended left the workgroup's barrier).
  if (barriers_.size() < cfg_.num_waves) barriers_.resize(cfg_.num_waves, 0);
  const unsigned k = barriers_[actual.wave];
  if (k > 0) {
    for (unsigned v = 0; v < cfg_.num_waves; ++v) {
      if (v == actual.wave || barriers_[v] >= k || ref_.wave_ended(v)) continue;
      mismatch(&actual, "barrier violated at " + where,
               {fmt::format("barrier: wave {} retired an instruction after its S_BARRIER #{} "
                            "(wave {}: {} barriers), but wave {} has not ended and retired only "
                            "{} S_BARRIERs",
                            actual.wave, k, actual.wave, k, v, barriers_[v])});
      return false;
    }
  }
  if (!exp.illegal && exp.nwords > 0) {
    try {
      if (decode(exp.words.data(), exp.nwords).op == Op::S_BARRIER) ++barriers_[actual.wave];
    } catch (const std::exception&) {
      // an undecodable record was already reported as illegal
    }
  }

  ++matched_;
  history_.add(actual);
  if (step.writeback) {
    Key key{step.writeback->wave, step.writeback->order};
    expected_wb_[key] = *step.writeback;
  }
  // A writeback delivered in the same cycle as (or before) its instruction.
  for (size_t i = 0; i < early_wb_.size();) {
    if (early_wb_[i].order == actual.order) {
      WritebackRecord wb = early_wb_[i];
      early_wb_.erase(early_wb_.begin() + static_cast<std::ptrdiff_t>(i));
      if (!on_writeback(wb)) return false;
    } else {
      ++i;
    }
  }
  return true;
}

void Checker::check_writeback(const ExpectedWriteback& exp, const WritebackRecord& actual) {
  Differ d;
  d.num("writeback reg", exp.sgpr.reg, actual.sgpr.reg);
  d.num("writeback count", exp.sgpr.count, actual.sgpr.count);
  if (!exp.forwarded && d.diffs.empty()) {
    unsigned n = std::min<unsigned>(exp.sgpr.count, 16);
    for (unsigned k = 0; k < n; ++k)
      d.num(fmt::format("writeback {}", regs_text(exp.sgpr.reg + k, 1)), exp.sgpr.data[k],
            actual.sgpr.data[k]);
  }
  // DS return data: compared lane by lane like a commit's VGPR writes; one
  // side having it and the other not is a difference of its own.
  if (exp.vgpr || actual.vgpr) {
    if (!exp.vgpr || !actual.vgpr) {
      d.text("writeback vgpr", exp.vgpr ? vgpr_write_text(*exp.vgpr) : "none",
             actual.vgpr ? vgpr_write_text(*actual.vgpr) : "none");
    } else {
      Differ v;
      diff_vgprs(v, {*exp.vgpr}, {*actual.vgpr}, exp.vgpr->lanes);
      for (auto& f : v.diffs) d.diffs.push_back({"writeback " + f.field, f.expected, f.actual});
    }
  }
  if (d.diffs.empty()) return;
  std::vector<std::string> lines;
  for (const auto& f : d.diffs)
    lines.push_back(fmt::format("{}: expected {}, actual {}", f.field, f.expected, f.actual));
  lines.push_back("expected: " + wb_text(exp.sgpr, exp.vgpr));
  lines.push_back("actual:   " + wb_text(actual.sgpr, actual.vgpr));
  CommitRecord ctx;
  ctx.wave = actual.wave;
  mismatch(&ctx,
           fmt::format("writeback mismatch at wave {} order {} ({})", actual.wave, actual.order,
                       d.diffs.front().field),
           lines);
}

bool Checker::on_writeback(const WritebackRecord& actual) {
  if (failed()) return false;
  auto it = expected_wb_.find({actual.wave, actual.order});
  if (it == expected_wb_.end()) {
    if (!have_order_ || actual.order >= next_order_) {
      early_wb_.push_back(actual);  // its instruction has not been checked yet
      return true;
    }
    CommitRecord ctx;
    ctx.wave = actual.wave;
    mismatch(&ctx,
             fmt::format("unexpected writeback at wave {} order {}", actual.wave, actual.order),
             {"writeback: expected none, actual " + wb_text(actual.sgpr, actual.vgpr)});
    return false;
  }
  ExpectedWriteback exp = it->second;
  expected_wb_.erase(it);
  check_writeback(exp, actual);
  if (failed()) return false;
  if (exp.forwarded) {
    try {
      ref_.forward(actual);
    } catch (const std::exception& e) {
      fail(Status::Error, fmt::format("reference model rejected forwarded writeback at wave {} "
                                      "order {}: {}", actual.wave, actual.order, e.what()),
           "");
      return false;
    }
  }
  ++writebacks_;
  return true;
}

Checker::Status Checker::finish(const ArchState& actual_final) {
  if (failed()) return status_;
  std::vector<std::string> lines;
  for (const auto& [key, exp] : expected_wb_)
    lines.push_back(fmt::format("missing writeback: wave {} order {}: expected {}, actual none",
                                key.first, key.second, wb_text(exp.sgpr, exp.vgpr)));
  for (const auto& wb : early_wb_)
    lines.push_back(fmt::format("writeback for an instruction that never retired: wave {} "
                                "order {} {}", wb.wave, wb.order, wb_text(wb.sgpr, wb.vgpr)));
  if (!lines.empty()) {
    mismatch(nullptr, lines.front(), lines);
    return status_;
  }

  ArchState exp;
  try {
    exp = ref_.state();
  } catch (const std::exception& e) {
    fail(Status::Error, fmt::format("reference model state: {}", e.what()), "");
    return status_;
  }
  if (actual_final.waves.size() < cfg_.num_waves || exp.waves.size() < cfg_.num_waves) {
    fail(Status::Error,
         fmt::format("final state has {} waves (design) / {} (reference), expected {}",
                     actual_final.waves.size(), exp.waves.size(), cfg_.num_waves),
         "");
    return status_;
  }
  for (unsigned w = 0; w < cfg_.num_waves; ++w) {
    bool ref_ended = ref_.wave_ended(w);
    bool dut_ended = actual_final.waves[w].ended;
    if (!ref_ended || !dut_ended)
      lines.push_back(fmt::format("wave {} ended: expected {}, actual {}", w,
                                  ref_ended ? 1 : 0, dut_ended ? 1 : 0));
  }
  for (unsigned w = 0; w < cfg_.num_waves; ++w) {
    const WaveState& e = exp.waves[w];
    const WaveState& a = actual_final.waves[w];
    for (unsigned r = 0; r < kNumScalarRegs; ++r) {
      if (r == 125) continue;  // reserved: reads 0, not state
      if (e.sgpr[r] != a.sgpr[r])
        lines.push_back(fmt::format("final wave {} {}: expected 0x{:x}, actual 0x{:x}", w,
                                    reg_name(r), e.sgpr[r], a.sgpr[r]));
    }
    if (e.scc != a.scc)
      lines.push_back(fmt::format("final wave {} scc: expected {}, actual {}", w, e.scc ? 1 : 0,
                                  a.scc ? 1 : 0));
    if (e.pc != a.pc)
      lines.push_back(fmt::format("final wave {} pc: expected 0x{:x}, actual 0x{:x}", w, e.pc,
                                  a.pc));
    if (e.mode != a.mode)
      lines.push_back(fmt::format("final wave {} mode: expected 0x{:x}, actual 0x{:x}", w,
                                  e.mode, a.mode));
    if (e.vgpr.size() != a.vgpr.size()) {
      lines.push_back(fmt::format("final wave {} VGPR count: expected {}, actual {}", w,
                                  e.vgpr.size(), a.vgpr.size()));
      continue;
    }
    constexpr unsigned kShown = 8;  // a broken VGPR file differs everywhere
    unsigned bad = 0;
    for (size_t r = 0; r < e.vgpr.size(); ++r)
      for (unsigned l = 0; l < kWaveLanes; ++l)
        if (e.vgpr[r][l] != a.vgpr[r][l] && bad++ < kShown)
          lines.push_back(fmt::format("final wave {} v{} lane {}: expected {}, actual {}", w, r,
                                      l, hex_f32(e.vgpr[r][l]), hex_f32(a.vgpr[r][l])));
    if (bad > kShown)
      lines.push_back(fmt::format("final wave {}: {} more VGPR lanes differ", w, bad - kShown));
  }
  auto mem = exp.memory.diff(actual_final.memory);
  for (const auto& m : mem) lines.push_back("final memory (expected vs actual): " + m);
  // The workgroup's LDS, when both sides captured it (empty = not captured).
  if (!exp.lds.empty() && !actual_final.lds.empty()) {
    if (exp.lds.size() != actual_final.lds.size()) {
      lines.push_back(fmt::format("final LDS size: expected {} bytes, actual {} bytes",
                                  exp.lds.size(), actual_final.lds.size()));
    } else {
      size_t bad = 0, first = 0;
      for (size_t i = 0; i < exp.lds.size(); ++i)
        if (exp.lds[i] != actual_final.lds[i] && bad++ == 0) first = i;
      if (bad > 0) {
        auto dword = [](const std::vector<uint8_t>& v, size_t at) {
          uint32_t x = 0;
          for (size_t b = 0; b < 4 && at + b < v.size(); ++b) x |= uint32_t(v[at + b]) << (8 * b);
          return x;
        };
        const size_t at = first & ~size_t(3);
        lines.push_back(fmt::format("final LDS: {} bytes differ; first at dword 0x{:x}: expected "
                                    "0x{:08x}, actual 0x{:08x}",
                                    bad, at, dword(exp.lds, at), dword(actual_final.lds, at)));
      }
    }
  }
  if (!lines.empty()) {
    mismatch(nullptr, "final state differs: " + lines.front(), lines);
    return status_;
  }
  if (matched_ == 0) {
    fail(Status::Error, "no instruction was compared", "  the design retired nothing\n");
    return status_;
  }
  status_ = Status::Pass;
  summary_ = fmt::format("matched {} instructions", matched_);
  report_ = summary_ + "\n";
  return status_;
}

}  // namespace gcn
