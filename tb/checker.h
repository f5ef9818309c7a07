// The lockstep checker: compares the retirement stream of a design (commit and
// writeback records) against a reference model, one instruction at a time, and
// stops at the first divergence with a report that says what differed and what
// the wave did just before.
//
// It only sees record types (commit.h) and the RefModel interface, never the
// Dut class, so a trace captured elsewhere can be checked the same way.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "arch_state.h"
#include "commit.h"
#include "record_text.h"
#include "ref_model.h"
#include "retire_history.h"

namespace gcn {

struct CheckerConfig {
  unsigned num_waves = 1;
  uint64_t program_seed = 0;
  uint64_t tb_seed = 0;
  std::string program_name;
  unsigned history = 16;
  // finish() compares every wave's final registers (one workgroup); false
  // when the waves were compared as their workgroups ended
  // (on_workgroup_end): then finish() compares memory and the LDS only.
  bool final_waves = true;
  Gfx gfx = kDefaultGfx;  // the generation whose encodings the records hold
};

class Checker {
 public:
  enum class Status { Running, Pass, Mismatch, Error };

  Checker(RefModel& ref, CheckerConfig cfg);

  // Feed one record from the design. Return false once the run has failed
  // (further records are ignored).
  bool on_commit(const CommitRecord& actual);
  bool on_writeback(const WritebackRecord& actual);

  // A workgroup was placed on the wave slots in `slots`: their S_BARRIER
  // counts restart (the barrier property is per workgroup).
  void on_launch(uint64_t slots);
  // The workgroup on `slots` has ended on both sides: compares each slot's
  // registers (`actual`, lowest slot first) with the reference's. False (a
  // mismatch reported) when they differ.
  bool on_workgroup_end(uint64_t slots, const std::vector<WaveState>& actual);

  // End of run: every wave ended on both sides, nothing left outstanding, and
  // the final state of the design equals the model's. Sets Pass or a failure.
  Status finish(const ArchState& actual_final);
  // End of a run known only by its records (a commit trace checked offline:
  // tb/trace_check.h): nothing left outstanding, and every wave ended on the
  // reference, which it does only by matching the wave's last record. No
  // final state is compared: the memory an atomic leaves, which no record
  // carries, goes unchecked.
  Status finish_records();

  // Record a failure decided outside the checker (e.g. the watchdog) so that
  // failed() holds; the report still gets the checker's context.
  void fail(Status status, const std::string& summary, const std::string& detail);

  Status status() const { return status_; }
  bool failed() const { return status_ == Status::Mismatch || status_ == Status::Error; }
  uint64_t matched() const { return matched_; }
  uint64_t writebacks() const { return writebacks_; }
  const std::string& summary() const { return summary_; }
  const std::string& report() const { return report_; }
  const RetireHistory& history() const { return history_; }
  const CheckerConfig& config() const { return cfg_; }
  // The pc of the instruction both sides rejected, when that ended the run.
  std::optional<uint64_t> illegal_pc() const { return illegal_pc_; }

 private:
  using Key = std::pair<unsigned, uint64_t>;  // (wave, order)
  void mismatch(const CommitRecord* rec, const std::string& what,
                const std::vector<std::string>& fields);
  void check_writeback(const ExpectedWriteback& exp, const WritebackRecord& actual);
  // The end-of-run checks on records: false (a mismatch reported) when a
  // writeback is still expected or arrived for no retired instruction.
  bool finish_outstanding();
  // Pass, unless nothing was compared.
  Status finish_pass();
  std::string header() const;

  RefModel& ref_;
  CheckerConfig cfg_;
  Status status_ = Status::Running;
  uint64_t matched_ = 0;
  uint64_t writebacks_ = 0;
  std::optional<uint64_t> illegal_pc_;
  bool have_order_ = false;
  uint64_t next_order_ = 0;
  std::map<Key, ExpectedWriteback> expected_wb_;
  // Where each expected writeback's instruction is ("pc 0x..: <instruction>"),
  // for the mismatch summary.
  std::map<Key, std::string> wb_where_;
  // Writebacks that arrived before their instruction was checked (same cycle).
  std::vector<WritebackRecord> early_wb_;
  // S_BARRIERs each wave has retired (the barrier property, on_commit).
  std::vector<unsigned> barriers_;
  RetireHistory history_;
  std::string summary_;
  std::string report_;
};

const char* checker_status_name(Checker::Status s);

}  // namespace gcn
