// Feeding a design's records to the checker and reading its verdict.
#include "record_check.h"

#include <bit>
#include <exception>

#include "coverage.h"
#include "insn.h"

namespace gcn {

void count_lane_ops(const CommitRecord& c, Gfx gfx, RunResult& r) {
  if (c.illegal || c.nwords == 0) return;
  try {
    const Format f = decode(c.words.data(), c.nwords, c.pc, gfx).info().format;
    const auto lanes = static_cast<uint64_t>(std::popcount(c.exec_in));
    if (is_vector(f)) r.lane_ops += lanes;
    if (is_vmem(f)) r.vmem_lane_ops += lanes;
  } catch (const std::exception&) {
  }
}

CheckerConfig checker_config(const Program& program, uint64_t tb_seed, unsigned history) {
  CheckerConfig c;
  c.num_waves = program.num_waves;
  c.program_seed = program.seed;
  c.tb_seed = tb_seed;
  c.program_name = program.name;
  c.history = history;
  c.gfx = program.gfx;
  return c;
}

bool check_clock(Checker& checker, const std::vector<CommitRecord>& commits,
                 const std::vector<WritebackRecord>& writebacks, Coverage* coverage, RunResult& result) {
  for (const auto& wb : writebacks) {
    if (!checker.on_writeback(wb)) break;
    if (coverage) coverage->on_writeback(wb);
  }
  for (const auto& c : commits) {
    if (!checker.on_commit(c)) break;
    if (coverage) coverage->on_commit(c);
    count_lane_ops(c, checker.config().gfx, result);
  }
  return !checker.failed();
}

void take_verdict(const Checker& checker, RunResult& result) {
  result.matched = checker.matched();
  result.writebacks = checker.writebacks();
  result.summary = checker.summary();
  result.report = checker.report();
  switch (checker.status()) {
    case Checker::Status::Pass: result.status = RunResult::Status::Pass; break;
    case Checker::Status::Error:
      result.status = RunResult::Status::Error;
      result.illegal_pc = checker.illegal_pc();
      break;
    default: result.status = RunResult::Status::Mismatch; break;
  }
  if (result.report.empty()) result.report = result.summary + "\n";
}

}  // namespace gcn
