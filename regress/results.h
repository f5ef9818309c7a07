// The results of a regression run, as the runner produces them and the shard
// merger reads them back: one Outcome per program, and the files a run leaves
// in its output directory (junit.xml, summary.json, coverage.json,
// failures.json, and run.json, written before the first program starts).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "coverage.h"
#include "regress.h"

namespace gcn {

struct Outcome {
  uint64_t index = 0;  // program index in the whole (unsharded) run
  uint64_t seed = 0;
  std::string status = "error";
  bool passed = false;
  uint64_t matched = 0, writebacks = 0, cycles = 0;
  double seconds = 0;
  std::string summary, report;
  std::optional<Coverage> coverage;  // what the worker's checker matched
};

// Groups failures of the same kind: "<status>: <mnemonic> (<fields>)" for a
// report of the form "<kind> at wave W order O pc P: <mnemonic> <operands>
// (<fields>)", otherwise "<status>: <summary>"; numbers in the fields or the
// summary are blanked to N (registers, lanes, counts, values).
std::string failure_signature(const std::string& status, const std::string& summary);

// What a run was asked to do: everything that decides which programs it runs
// and how (seed, count, generator profile, shard), so shards of one run can
// be told from shards of another.
nlohmann::json run_description(const RegressOptions& opt);

// Summary entry of one program (without its report and coverage).
nlohmann::json program_json(const Outcome& o);
Outcome program_from_json(const nlohmann::json& j);

// summary.json: `run` (run_description() of the run; for a merge, of the
// unsharded run it stands for), the programs in index order and their totals.
struct RunTotals {
  double wall_seconds = 0;
  unsigned jobs = 0;
  uint64_t not_run = 0;  // programs of the slice not run (--max-failures)
};
void write_junit(const std::filesystem::path& path, const std::vector<Outcome>& all, double wall);
void write_summary(const std::filesystem::path& path, const nlohmann::json& run,
                   const std::vector<Outcome>& all, const RunTotals& totals);
void write_coverage(const std::filesystem::path& path, const Coverage& cov);

// failures.json: the failing programs grouped by failure_signature(), most
// frequent first; `file_of` gives each failing program's saved file. Prints
// the same grouping ("failure signatures (N):" and one line per group) when
// there are failures.
struct FailureRef {
  Outcome outcome;
  std::string file;
};
void write_failures(const std::filesystem::path& path, const std::vector<FailureRef>& failures, bool print);

// Writes `text` to `path` through a temporary file and a rename, so a reader
// never sees half a file (a shard killed while writing leaves none).
void write_file_atomically(const std::filesystem::path& path, const std::string& text);

}  // namespace gcn
