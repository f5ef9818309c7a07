// The checking half of a lockstep run, shared by run_program (records from
// the RTL as it runs) and check_trace (records assembled from a captured
// commit trace), so that both feed the checker and report its verdict the
// same way.
#pragma once

#include <cstdint>
#include <vector>

#include "checker.h"
#include "commit.h"
#include "program.h"
#include "run_result.h"

namespace gcn {

class Coverage;

// Lane operations of one retired instruction: its active lanes (EXEC when it
// issued), counted for a vector ALU instruction or for a vector memory one
// (each active lane one memory access). For `cosim bench`.
void count_lane_ops(const CommitRecord& c, Gfx gfx, RunResult& r);

// The checker's configuration for a run of `program` with testbench seed
// `tb_seed` (named in its reports).
CheckerConfig checker_config(const Program& program, uint64_t tb_seed, unsigned history);

// One clock's records into the checker. Writebacks first: a value delivered
// this clock may be needed by an instruction retiring in it (forwarded
// S_MEMTIME results); the checker holds back any whose instruction it has
// not seen yet. Each matched record is sampled into `coverage` when it is
// not null. Returns false once the checker has failed.
bool check_clock(Checker& checker, const std::vector<CommitRecord>& commits,
                 const std::vector<WritebackRecord>& writebacks, Coverage* coverage, RunResult& result);

// The checker's verdict (after finish or a failure) into `result`: status,
// summary, report, the counts compared and the pc of a rejected instruction.
void take_verdict(const Checker& checker, RunResult& result);

}  // namespace gcn
