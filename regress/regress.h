// Random program generation, the regression runner and the benchmark.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "program.h"
#include "shard.h"

namespace gcn {

// What a generated program is made of.
enum class GenProfile {
  Scalar,   // scalar instructions only
  Vector,   // vector ALU instructions and divergent control flow as well
  // Workgroup programs of 1..max_waves waves (the wave count is chosen per
  // program, num_waves is ignored) with DS instructions, per-wave and shared
  // LDS regions, atomics on shared counters and S_BARRIERs between phases
  // (regress/gen_ds.cpp); vector programs otherwise.
  Lds,
  // Vector programs with vector memory episodes (regress/gen_vmem.cpp):
  // GLOBAL and MUBUF loads, stores and atomics on the program's buffers.
  Vmem,
  LdsVmem,  // both of the above
  // Each program's profile (Scalar, Vector, Lds or Vmem) drawn from its seed
  // by mixed_profile(). One run of it reaches every format the separate
  // profiles reach.
  Mixed,
};

struct GenConfig {
  unsigned num_waves = 4;          // waves per program
  unsigned min_insns = 60;         // body length range (instructions per wave path)
  unsigned max_insns = 160;
  GenProfile profile = GenProfile::Vector;
  unsigned max_waves = 16;  // the LDS profiles' most waves per program
  // The LDS profile with several workgroups: 2..6 workgroups of 1..4 waves
  // (at most max_waves), each with its own 16 KiB LDS window and barrier,
  // on the compute unit together as they fit (;; cosim: workgroups).
  bool workgroups = false;
  // The GCN generation of the programs (model/gfx.h): before gfx900 only the
  // scalar profile, with that generation's rows, registers and SMRD/SMEM
  // offset forms (";; cosim: mcpu").
  Gfx gfx = kDefaultGfx;
};

// Whether programs of `p` hold vector ALU instructions, DS episodes, vector
// memory episodes (false for Mixed, which is resolved per program first).
constexpr bool has_vector(GenProfile p) { return p != GenProfile::Scalar && p != GenProfile::Mixed; }
constexpr bool has_lds(GenProfile p) { return p == GenProfile::Lds || p == GenProfile::LdsVmem; }
constexpr bool has_vmem(GenProfile p) { return p == GenProfile::Vmem || p == GenProfile::LdsVmem; }

// Deterministic: the same (seed, config) always gives the same program text.
Program generate_program(uint64_t seed, const GenConfig& config = {});

// The profile the mixed profile gives the program of `seed`: `config` with
// Scalar, Vector, Lds or Vmem chosen (kMixedProfileWeights).
GenConfig mixed_profile(uint64_t seed, const GenConfig& config);

// Percent of mixed-profile programs per profile: scalar-only, vector, LDS,
// vector memory.
struct MixedProfileWeights {
  unsigned scalar, vector, lds, vmem;
};
inline constexpr MixedProfileWeights kMixedProfileWeights{15, 40, 20, 25};
static_assert(kMixedProfileWeights.scalar + kMixedProfileWeights.vector + kMixedProfileWeights.lds +
                  kMixedProfileWeights.vmem == 100);

// "scalar", "vector", "lds", "vmem", "lds+vmem" or "mixed".
std::string profile_name(const GenConfig& config);

struct RegressOptions {
  unsigned count = 200;
  uint64_t seed = 1;               // master seed, printed first
  unsigned jobs = 2;               // worker processes
  std::string out_dir = "regress-out"; // failing programs, junit.xml, summary.json
  GenConfig gen;
  bool quiet = false;
  // Run the golden model alone (no RTL): checks that the generator's programs
  // are legal and run to their end; no lockstep comparison, no coverage.
  bool golden_only = false;
  // Non-zero: the RTL starts from random flop and memory values drawn from
  // this seed (the program's `random_reset` directive; saved with failures).
  uint64_t random_reset = 0;
  // With `sharded`, shard K of N runs only its slice of the program indices
  // (shard.h), into out_dir/shard-K-of-N; `cosim merge` puts the shards back
  // together. Without, the run is shard 1 of 1 and writes into out_dir.
  Shard shard;
  bool sharded = false;
  // Shrink the first failure of each signature to fail-<seed>.min.s
  // (run_shrink) after the programs have run.
  bool shrink = false;
  // Non-zero: for the first failure of each signature, replay it and write
  // the N cycles before it (write_trace_window) to fail-<seed>.fst.
  uint64_t trace_window = 0;
  // Each program's RTL code coverage to out_dir/rtl-coverage/<seed>.dat
  // (DutConfig::coverage_path; the variant must be built with coverage).
  bool rtl_coverage = false;
  // Non-zero: stop after this many failing programs (no new program starts,
  // running ones are stopped); the results cover the programs that finished.
  uint64_t max_failures = 0;
};

// Prints the seed, one line per failure, the failures grouped by signature,
// "coverage: ..." and "N passed, N failed".
// Returns the process exit code (0 when everything passed).
int run_regress(const RegressOptions& options);

struct MergeOptions {
  // Shard directories, or directories holding shard-K-of-N directories.
  std::vector<std::string> dirs;
  // Where the merged junit.xml, summary.json, coverage.json and failures.json
  // go (default: the one directory given).
  std::string out_dir;
};
// Merges the shards of one sharded run into the results of the unsharded run
// and prints the closing lines `cosim regress` prints. Exit code: 0 when all
// N shards are there, complete, and every program passed; 1 when a program
// failed or a shard is missing or incomplete (each reported by number); 2 for
// unreadable results or shards of different runs.
int run_merge(const MergeOptions& options);

struct ShrinkOptions {
  std::string input;             // a failing program file
  std::string output;            // where the shrunk program goes
  unsigned max_runs = 3000;      // candidate runs at most
  double timeout_seconds = 120;  // per candidate run
};
// Reduces a failing program to a small one that fails the same way (the same
// failure signature) and writes it. Exit code 0; throws std::runtime_error
// (exit 2) when the input does not load, passes, or cannot run.
int run_shrink(const ShrinkOptions& options);

struct BenchOptions {
  uint64_t seed = 1;
  unsigned programs = 20;
  bool vmem = false;  // programs with vector memory episodes (GenProfile::Vmem)
};
// `n` per second of `s` seconds, as the benchmarks print it ("12.3 k",
// "1.05 M"; "-" without time).
std::string rate(double n, double s);

// Prints golden instructions/s, RTL cycles/s, lockstep instructions/s and the
// lockstep/RTL-only time ratio, measured in one run. Returns an exit code.
int run_bench(const BenchOptions& options);

}  // namespace gcn
