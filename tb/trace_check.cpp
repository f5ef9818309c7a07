// check_trace: a commit trace's beats through RecordAssembler<lanes> into the
// lockstep checker.
#include "trace_check.h"

#include <chrono>
#include <memory>
#include <vector>

#include <fmt/format.h>

#include "checker.h"
#include "expectations.h"
#include "golden_model.h"
#include "record_assembly.h"
#include "record_check.h"
#include "trace_ports.h"

namespace gcn {

namespace {

// Beats are gathered by cycle into the ports, and each cycle's records
// assembled and checked as dut.cpp's step() and the lockstep loop do with
// one clock of the RTL. After a failure the rest of the file is still read,
// so that a damaged trace is reported as such whatever it holds.
template <unsigned L>
void replay(trace::TraceReader& reader, Checker& checker, RunResult& result) {
  RecordAssembler<L> assembler;
  const auto ports = std::make_unique<trace::TracePorts<L>>();
  std::vector<CommitRecord> commits;
  std::vector<WritebackRecord> writebacks;
  auto clock = [&] {
    if (!checker.failed()) {
      commits.clear();
      writebacks.clear();
      assembler.on_clock(*ports, commits, writebacks);
      if (ports->vm_req_valid_o) (void)assembler.vmem_request(*ports);
      check_clock(checker, commits, writebacks, nullptr, result);
    }
    ports->clear_valids();
  };
  trace::TraceBeat beat;
  bool gathering = false;
  uint64_t cycle = 0;
  while (reader.next(beat)) {
    if (gathering && beat.cycle != cycle) clock();
    gathering = true;
    cycle = beat.cycle;
    trace::load_beat(*ports, beat);
  }
  if (gathering) clock();
}

std::string program_file(const Program& p) { return p.path.empty() ? p.name : p.path; }

}  // namespace

TraceCheck check_trace(const Program& program, const std::string& path, unsigned history) {
  const auto t0 = std::chrono::steady_clock::now();
  trace::TraceReader reader(path);
  const trace::TraceHeader& h = reader.header();
  const ArchState init = initial_state(program);
  if (h.waves != program.num_waves)
    reader.header_error(fmt::format("recorded with {} waves; {} launches {}", h.waves, program_file(program),
                                    program.num_waves));
  const uint64_t hash = trace::program_hash(init, program.num_waves, program.lds_bytes);
  if (h.program_hash != hash)
    reader.header_error(fmt::format("recorded from another program ('{}', hash 0x{:016x}); {} hashes to 0x{:016x}",
                                    h.program, h.program_hash, program_file(program), hash));
  if (program.num_vgprs > h.vgprs)
    reader.header_error(fmt::format("an RTL of {} VGPRs per wave cannot run {} ({} VGPRs)", h.vgprs,
                                    program_file(program), program.num_vgprs));
  if (program.lds_bytes > h.lds_bytes)
    reader.header_error(fmt::format("an RTL of {} bytes of LDS cannot run {} ({} bytes)", h.lds_bytes,
                                    program_file(program), program.lds_bytes));

  GoldenModel golden(init, program.num_waves, program.lds_bytes);
  Checker checker(golden, checker_config(program, h.tb_seed, history));
  TraceCheck out;
  out.header = h;
  RunResult& r = out.result;
  const bool replayed = trace::TraceLanes::dispatch(
      h.lanes, [&](auto lanes) { replay<decltype(lanes)::value>(reader, checker, r); });
  if (!replayed) reader.header_error(fmt::format("{} VALU lanes", h.lanes));  // TraceReader refused them already
  out.end = reader.end();
  r.cycles = out.end.cycles;
  if (!checker.failed()) checker.finish_records();
  take_verdict(checker, r);
  if (r.passed()) set_expectation_failure(unmet_expectations(program, golden.state(), "golden model"), r);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

}  // namespace gcn
