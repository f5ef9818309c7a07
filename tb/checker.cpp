// Lockstep comparison of design records against the reference model.
#include "checker.h"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "asm.h"
#include "insn.h"
#include "program.h"
#include "record_diff.h"
#include "state_diff.h"

namespace gcn {

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
    : ref_(ref), cfg_(std::move(cfg)), history_(cfg_.history, cfg_.gfx) {}

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
                                  actual.pc, disassemble_words(actual.words, actual.nwords, cfg_.gfx));
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
    illegal_pc_ = actual.pc;
    fail(Status::Error,
         fmt::format("illegal instruction at wave {} pc 0x{:x}: {}", actual.wave, actual.pc,
                     step.error.empty() ? disassemble_words(actual.words, actual.nwords, cfg_.gfx)
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
    std::string exp_dis = disassemble_words(exp.words, exp.nwords, cfg_.gfx);
    lines.push_back("expected effects: " + describe_effects(exp));
    lines.push_back("actual effects:   " + describe_effects(actual));
    if (exp_dis != disassemble_words(actual.words, actual.nwords, cfg_.gfx))
      lines.push_back("expected instruction: " + exp_dis);
    if (!step.error.empty()) lines.push_back("reference: " + step.error);
    mismatch(&actual, fmt::format("mismatch at {} ({})", where, fmt::join(names, ", ")), lines);
    return false;
  }

  // Barrier property: an instruction a wave retires after its k-th S_BARRIER
  // may only retire once every wave of its workgroup still running has
  // retired k S_BARRIERs (waves that ended left the workgroup's barrier).
  if (barriers_.size() < cfg_.num_waves) barriers_.resize(cfg_.num_waves, 0);
  const unsigned k = barriers_[actual.wave];
  if (k > 0) {
    const unsigned group = ref_.workgroup(actual.wave);
    for (unsigned v = 0; v < cfg_.num_waves; ++v) {
      if (v == actual.wave || barriers_[v] >= k || ref_.wave_ended(v) || ref_.workgroup(v) != group) continue;
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
      if (decode(exp.words.data(), exp.nwords, 0, cfg_.gfx).op == Op::S_BARRIER) ++barriers_[actual.wave];
    } catch (const std::exception&) {
      // an undecodable record was already reported as illegal
    }
  }

  ++matched_;
  history_.add(actual);
  if (step.writeback) {
    Key key{step.writeback->wave, step.writeback->order};
    expected_wb_[key] = *step.writeback;
    wb_where_[key] = fmt::format("pc 0x{:x}: {}", actual.pc, disassemble_words(actual.words, actual.nwords, cfg_.gfx));
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
  // Named like a commit mismatch ("... order O pc 0x..: <instruction>
  // (<field>)"), so the failure signature names the instruction.
  const auto where = wb_where_.find({actual.wave, actual.order});
  mismatch(&ctx,
           fmt::format("writeback mismatch at wave {} order {}{} ({})", actual.wave, actual.order,
                       where == wb_where_.end() ? "" : " " + where->second, d.diffs.front().field),
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
  wb_where_.erase({actual.wave, actual.order});
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

bool Checker::finish_outstanding() {
  std::vector<std::string> lines;
  for (const auto& [key, exp] : expected_wb_)
    lines.push_back(fmt::format("missing writeback: wave {} order {}: expected {}, actual none",
                                key.first, key.second, wb_text(exp.sgpr, exp.vgpr)));
  for (const auto& wb : early_wb_)
    lines.push_back(fmt::format("writeback for an instruction that never retired: wave {} "
                                "order {} {}", wb.wave, wb.order, wb_text(wb.sgpr, wb.vgpr)));
  if (lines.empty()) return true;
  mismatch(nullptr, lines.front(), lines);
  return false;
}

Checker::Status Checker::finish_pass() {
  if (matched_ == 0) {
    fail(Status::Error, "no instruction was compared", "  the design retired nothing\n");
    return status_;
  }
  status_ = Status::Pass;
  summary_ = fmt::format("matched {} instructions", matched_);
  report_ = summary_ + "\n";
  return status_;
}

Checker::Status Checker::finish_records() {
  if (failed() || !finish_outstanding()) return status_;
  std::vector<std::string> lines;
  for (unsigned w = 0; w < cfg_.num_waves; ++w)
    if (!ref_.wave_ended(w))
      lines.push_back(fmt::format("wave {} did not end: the records stop before the instruction that ends it", w));
  if (!lines.empty()) {
    mismatch(nullptr, "records end early: " + lines.front(), lines);
    return status_;
  }
  return finish_pass();
}

void Checker::on_launch(uint64_t slots) {
  if (barriers_.size() < cfg_.num_waves) barriers_.resize(cfg_.num_waves, 0);
  for (unsigned s = 0; s < cfg_.num_waves && s < 64; ++s)
    if ((slots >> s) & 1) barriers_[s] = 0;
}

bool Checker::on_workgroup_end(uint64_t slots, const std::vector<WaveState>& actual) {
  if (failed()) return false;
  ArchState exp, act;
  std::vector<unsigned> slot_of;
  for (unsigned s = 0; s < 64; ++s)
    if ((slots >> s) & 1) slot_of.push_back(s);
  if (slot_of.size() != actual.size()) {
    fail(Status::Error, fmt::format("workgroup end: {} slots, {} wave states", slot_of.size(), actual.size()), "");
    return false;
  }
  try {
    for (unsigned s : slot_of) exp.waves.push_back(ref_.wave_state(s));
  } catch (const std::exception& e) {
    fail(Status::Error, fmt::format("reference model state: {}", e.what()), "");
    return false;
  }
  act.waves = actual;
  std::vector<std::string> lines;
  for (std::string& line : final_state_diff(exp, act, unsigned(slot_of.size()))) {
    // final_state_diff names waves by position: name the slot instead.
    const std::string pos = "final wave ";
    if (line.rfind(pos, 0) == 0) {
      const size_t end = line.find_first_of(" :", pos.size());
      const unsigned i = unsigned(std::stoul(line.substr(pos.size(), end - pos.size())));
      line = fmt::format("final wave in slot {}{}", slot_of.at(i), line.substr(end));
    }
    lines.push_back(std::move(line));
  }
  if (!lines.empty()) {
    mismatch(nullptr, fmt::format("workgroup on slots {:#x} ended with different registers: {}", slots, lines.front()),
             lines);
    return false;
  }
  return true;
}

Checker::Status Checker::finish(const ArchState& actual_final) {
  if (failed() || !finish_outstanding()) return status_;
  std::vector<std::string> lines;

  ArchState exp;
  try {
    exp = ref_.state();
  } catch (const std::exception& e) {
    fail(Status::Error, fmt::format("reference model state: {}", e.what()), "");
    return status_;
  }
  if (!cfg_.final_waves) {
    for (std::string& line : final_state_diff(exp, actual_final, 0)) lines.push_back(std::move(line));
    if (!lines.empty()) {
      mismatch(nullptr, "final state differs: " + lines.front(), lines);
      return status_;
    }
    return finish_pass();
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
  for (std::string& line : final_state_diff(exp, actual_final, cfg_.num_waves)) lines.push_back(std::move(line));
  if (!lines.empty()) {
    mismatch(nullptr, "final state differs: " + lines.front(), lines);
    return status_;
  }
  return finish_pass();
}

}  // namespace gcn
