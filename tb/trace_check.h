// Offline checking of a commit trace (docs/trace.md): the beats a trace
// holds are replayed through the RecordAssembler dut.cpp uses, for the lane
// count the trace was recorded at, and the records it assembles go to the
// lockstep checker against a fresh golden model, clock by clock as in a
// lockstep run; so a trace captured elsewhere (another simulator, an FPGA
// trace buffer) is checked by the same code and reported the same way.
#pragma once

#include <string>

#include "program.h"
#include "run_result.h"
#include "trace_file.h"

namespace gcn {

struct TraceCheck {
  RunResult result;           // as run_program's lockstep mode reports it
  trace::TraceHeader header;
  trace::TraceEnd end;        // cycles and beats of each kind
};

// Checks the trace at `path` against `program` (parsed and assembled: the
// caller has reported a bad program). At the end of the records the checker
// requires what Checker::finish_records does, and a passing run then meets
// the program's expectations on the golden model's final state; no final
// RTL state is compared (a trace has none). Throws trace::TraceError, one
// line naming the file and where in it, for a trace that cannot be read, is
// damaged or truncated anywhere (the whole file is read, also after a
// mismatch), or was recorded from another program or wave count.
TraceCheck check_trace(const Program& program, const std::string& path, unsigned history = 16);

}  // namespace gcn
