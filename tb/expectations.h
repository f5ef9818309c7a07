// The expected final values a program states (";; cosim: expect" lines),
// checked against the final state of a run: by run_program against each
// side's, by check_trace against the golden model's.
#pragma once

#include <string>
#include <vector>

#include "arch_state.h"
#include "program.h"
#include "run_result.h"

namespace gcn {

// One line per expectation of `p` that `st` does not meet, naming the
// program line; `side` names whose state it is ("golden model", "RTL").
std::vector<std::string> unmet_expectations(const Program& p, const ArchState& st, const std::string& side);

// When `lines` (unmet expectations) is not empty, `result` becomes the
// failure they make: status mismatch, the first line as its summary.
void set_expectation_failure(const std::vector<std::string>& lines, RunResult& result);

}  // namespace gcn
