// The `cosim` command line: assembler, disassembler, single runs, random
// program generation, regression and benchmark. Exit codes: 0 pass, 1 a check
// failed, 2 bad input or impossible options.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <exception>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "asm.h"
#include "code_object.h"
#include "coverage.h"
#include "describe.h"
#include "file_io.h"
#include "gtkwave_filter.h"
#include "dut.h"
#include "insn.h"
#include "launch_runner.h"
#include "lockstep.h"
#include "workgroup_queue.h"
#include "number_option.h"
#include "program.h"
#include "regress.h"
#include "trace_check.h"
#include "trace_window.h"
#include "unsigned_text.h"

namespace {

constexpr int kExitFail = 1;
constexpr int kExitBadInput = 2;

// Bad input: reported as one line, exit 2.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Text inputs may be as large as a program file, binary ones as raw code.
std::string read_file(const std::string& path, bool binary) {
  try {
    return gcn::read_file_limited(path, binary ? gcn::kMaxBinaryFileBytes : gcn::kMaxProgramFileBytes);
  } catch (const gcn::FileError& e) {
    throw InputError(e.what());
  }
}

void write_file(const std::string& path, const std::string& data, bool binary) {
  std::ofstream out(path, binary ? std::ios::binary : std::ios::out);
  if (!out) throw InputError(fmt::format("cannot write '{}'", path));
  out.write(data.data(), static_cast<std::streamsize>(data.size()));
  if (!out) throw InputError(fmt::format("error writing '{}'", path));
}

// Output files are checked before a run, so a bad path is bad input (exit 2)
// found at once rather than after the whole run.
void check_writable(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path dir = fs::path(path).parent_path();
  if (!dir.empty() && !fs::is_directory(dir, ec))
    throw InputError(fmt::format("cannot write '{}': no directory '{}'", path, dir.string()));
  if (fs::is_directory(path, ec)) throw InputError(fmt::format("cannot write '{}': it is a directory", path));
  const bool existed = fs::exists(path, ec);
  {
    std::ofstream probe(path, std::ios::app);
    if (!probe) throw InputError(fmt::format("cannot write '{}'", path));
  }
  if (!existed) fs::remove(path, ec);
}

int cmd_asm(const std::string& in, const std::string& out, gcn::Gfx gfx) {
  std::string src = read_file(in, false);
  gcn::AsmResult r;
  try {
    r = gcn::assemble(src, in, gfx);
  } catch (const gcn::AsmError& e) {
    std::cerr << e.what() << '\n';
    return kExitBadInput;
  }
  std::string bytes;
  bytes.reserve(r.words.size() * 4);
  for (uint32_t w : r.words)
    for (unsigned i = 0; i < 4; ++i) bytes.push_back(static_cast<char>((w >> (8 * i)) & 0xFF));
  write_file(out, bytes, true);
  return 0;
}

int cmd_inspect(const std::string& in, bool json) {
  gcn::loader::CodeObject co;
  try {
    co = gcn::loader::load_code_object(in);
  } catch (const gcn::loader::LoadError& e) {
    throw InputError(e.what());
  }
  if (json) {
    // Names come from the file: bytes that are not UTF-8 print as U+FFFD.
    std::cout << gcn::loader::describe_json(co).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  } else {
    std::cout << gcn::loader::describe(co);
  }
  return 0;
}

int cmd_disasm(const std::string& in, gcn::Gfx gfx) {
  std::string bytes = read_file(in, true);
  if (bytes.size() % 4 != 0)
    throw InputError(fmt::format("{}: length {} bytes is not a multiple of 4", in, bytes.size()));
  std::vector<uint32_t> words(bytes.size() / 4);
  for (size_t i = 0; i < words.size(); ++i)
    for (unsigned b = 0; b < 4; ++b)
      words[i] |= uint32_t(static_cast<uint8_t>(bytes[4 * i + b])) << (8 * b);
  // Collect everything first so a bad dword produces only the error line.
  std::string text = "\t.text\n";
  for (size_t i = 0; i < words.size();) {
    gcn::Insn insn;
    try {
      insn = gcn::decode(words.data() + i, words.size() - i, i * 4, gfx);
    } catch (const gcn::DecodeError& e) {
      throw InputError(fmt::format("{}: {}", in, e.what()));
    }
    text += "\t" + gcn::disassemble(insn) + "\n";
    i += insn.size_dwords();
  }
  std::cout << text;
  return 0;
}

struct RunArgs {
  std::string file;
  bool golden_only = false, rtl_only = false;
  std::string dump_state, trace, coverage;
  uint64_t seed = 0;
  uint64_t random_reset = 0;
  gcn::WatchdogLimits watchdog;
  uint64_t max_seconds = 120;
  std::vector<std::string> trace_window;  // N FILE
  std::string rtl_coverage;
  std::string record_trace;
  std::string mcpu;  // the generation of a program without an mcpu directive ("": gfx900)
};

// The cycles before the failure a --trace-window records at most.
constexpr uint64_t kMaxTraceWindow = 1'000'000;

// The RTL variant this cosim is built with, as error messages name it.
std::string variant_text() { return gcn::Dut::variant().empty() ? "the design as is" : gcn::Dut::variant(); }

// The cosim executable whose compute unit decodes generation g.
std::string cosim_for(gcn::Gfx g) {
  return g == gcn::kDefaultGfx ? "cosim" : fmt::format("cosim-{}", gcn::mcpu_name(g));
}

// A run on the RTL needs the program's generation to be the one this build's
// compute unit decodes.
void check_rtl_generation(gcn::Gfx program, const std::string& what) {
  if (program != gcn::Dut::gfx())
    throw InputError(fmt::format("{} {} code: the RTL of this build decodes {}; run it with {}, or with "
                                 "--golden-only", what, gcn::mcpu_name(program), gcn::mcpu_name(gcn::Dut::gfx()),
                                 cosim_for(program)));
}

// A trace window replays the failure on the RTL and writes its waveform:
// the run must use the RTL, and this build's must be Verilated with tracing.
void check_trace_window_possible(bool golden_only) {
  if (golden_only) throw InputError("--trace-window needs the RTL (not with --golden-only)");
  if (!gcn::Dut::tracing_supported())
    throw InputError(fmt::format("this RTL variant ({}) is built without tracing: --trace-window needs one with it",
                                 variant_text()));
}

// RTL code coverage is counted by a variant Verilated with it.
void check_rtl_coverage_possible(bool golden_only) {
  if (golden_only) throw InputError("--rtl-coverage needs the RTL (not with --golden-only)");
  if (!gcn::Dut::coverage_supported())
    throw InputError(fmt::format("this RTL variant ({}) is built without code coverage: --rtl-coverage needs "
                                 "cosim-coverage",
                                 variant_text()));
}

// A failed run's report and its closing line, as `run` and `check-trace`
// print them.
void print_failure(const gcn::RunResult& r) {
  std::cout << r.report;
  if (!r.report.empty() && r.report.back() != '\n') std::cout << '\n';
  std::cout << fmt::format("FAIL ({}): {}\n", gcn::status_name(r.status), r.summary);
}

// A program for a run: parsed, assembled under the path given and its
// initial state built, so that malformed input is bad input (exit 2) with a
// "file.s:line:col: error:" location. Empty when it was reported.
std::optional<gcn::Program> load_run_program(const std::string& file, std::optional<gcn::Gfx> mcpu = std::nullopt) {
  try {
    gcn::Program program = gcn::load_program(file, mcpu);
    (void)gcn::assemble(program.source, file, program.gfx);
    (void)gcn::initial_state(program);
    return program;
  } catch (const gcn::ProgramError& e) {
    std::cerr << e.what() << '\n';
  } catch (const gcn::AsmError& e) {
    std::cerr << e.what() << '\n';
  }
  return std::nullopt;
}

int cmd_run(const RunArgs& a, const CLI::App& sub) {
  if (a.golden_only && a.rtl_only)
    throw InputError("--golden-only and --rtl-only exclude each other");
  if (a.golden_only && !a.trace.empty())
    throw InputError("--trace needs the RTL (not with --golden-only)");
  if (a.golden_only && !a.record_trace.empty())
    throw InputError("--record-trace needs the RTL (not with --golden-only)");
  if (!a.record_trace.empty() && !gcn::Dut::record_trace_supported())
    throw InputError(fmt::format("this RTL variant ({}) records no commit trace: --record-trace needs the C++ "
                                 "testbench (cosim)",
                                 variant_text()));
  if (!a.trace.empty() && !gcn::Dut::tracing_supported())
    throw InputError(fmt::format("this RTL variant ({}) is built without tracing: --trace needs the default cosim",
                                 variant_text()));
  if ((a.golden_only || a.rtl_only) && !a.coverage.empty())
    throw InputError("--coverage samples what the lockstep checker matched (not with --golden-only/--rtl-only)");
  uint64_t window = 0;
  std::string window_path;
  if (!a.trace_window.empty()) {
    if (a.trace_window.size() != 2) throw InputError("--trace-window takes two values: N FILE");
    if (!gcn::parse_unsigned(a.trace_window[0], window) || window == 0 || window > kMaxTraceWindow)
      throw InputError(fmt::format("--trace-window: '{}' is not a number of cycles in 1..{}", a.trace_window[0],
                                   kMaxTraceWindow));
    window_path = a.trace_window[1];
    check_trace_window_possible(a.golden_only);
    if (!a.trace.empty()) throw InputError("--trace and --trace-window exclude each other");
  }
  const std::string& window_out = window_path;
  if (!a.rtl_coverage.empty()) check_rtl_coverage_possible(a.golden_only);
  for (const std::string* out : {&a.dump_state, &a.trace, &a.coverage, &window_out, &a.rtl_coverage, &a.record_trace}) {
    if (!out->empty()) check_writable(*out);
  }
  const std::optional<gcn::Program> loaded =
      load_run_program(a.file, a.mcpu.empty() ? std::nullopt : gcn::parse_mcpu(a.mcpu));
  if (!loaded) return kExitBadInput;
  const gcn::Program& program = *loaded;
  gcn::RunOptions opt;
  if (a.golden_only) opt.mode = gcn::RunOptions::Mode::GoldenOnly;
  if (a.rtl_only) opt.mode = gcn::RunOptions::Mode::RtlOnly;
  if (opt.mode != gcn::RunOptions::Mode::GoldenOnly)
    check_rtl_generation(program.gfx, fmt::format("{}: the program is", a.file));
  const std::vector<unsigned> groups = gcn::workgroup_sizes(program);
  const unsigned largest = *std::max_element(groups.begin(), groups.end());
  if (opt.mode != gcn::RunOptions::Mode::GoldenOnly && largest > gcn::Dut::max_waves())
    throw InputError(fmt::format("{}: {} {} waves, the RTL is built with {}", a.file,
                                 groups.size() == 1 ? "program needs" : "a workgroup has", largest,
                                 gcn::Dut::max_waves()));
  if (!program.workgroups.empty()) {
    try {
      gcn::check_workgroups(program, gcn::dispatch_resources(program, opt.mode));
    } catch (const gcn::DispatchError& e) {
      throw InputError(fmt::format("{}: {}", a.file, e.what()));
    }
  }
  if (opt.mode != gcn::RunOptions::Mode::GoldenOnly && (a.random_reset || program.random_reset) &&
      !gcn::Dut::random_reset_supported())
    throw InputError(fmt::format("{}: random reset needs an RTL variant built with it (the default cosim), not '{}'",
                                 a.file, variant_text()));
  opt.dump_state_path = a.dump_state;
  opt.dut.trace_path = a.trace;
  opt.dut.coverage_path = a.rtl_coverage;
  opt.record_trace_path = a.record_trace;
  if (sub.count("--seed") > 0) {
    opt.dut.seed = a.seed;
    opt.dut_seed_from_program = false;
  }
  opt.dut.random_reset = a.random_reset;
  opt.watchdog = a.watchdog;
  opt.watchdog.max_seconds = double(a.max_seconds);

  gcn::Coverage coverage;
  if (!a.coverage.empty()) opt.coverage = &coverage;
  gcn::RunResult r = gcn::run_program(program, opt);
  if (!a.coverage.empty()) {
    write_file(a.coverage, coverage.to_json().dump(2) + "\n", false);
    std::cout << "coverage: " << coverage.summary_line() << '\n';
  }
  if (r.passed()) {
    std::string extra;
    if (opt.mode == gcn::RunOptions::Mode::Lockstep)
      extra = fmt::format("{} writebacks, {} cycles, {:.2f} s", r.writebacks, r.cycles, r.seconds);
    else if (opt.mode == gcn::RunOptions::Mode::RtlOnly)
      extra = fmt::format("RTL only, {} cycles, {:.2f} s", r.cycles, r.seconds);
    else
      extra = fmt::format("golden model only, {:.2f} s", r.seconds);
    std::cout << fmt::format("PASS: matched {} instructions ({})\n", r.matched, extra);
    return 0;
  }
  print_failure(r);
  if (window > 0) {
    try {
      const gcn::TraceWindow w = gcn::write_trace_window(program, opt, r, window, window_path);
      std::cout << gcn::describe(w, window_path) << '\n';
    } catch (const std::exception& e) {
      std::cout << fmt::format("trace window: not written: {}\n", e.what());
    }
  }
  return kExitFail;
}

// `cosim check-trace PROGRAM TRACE`: the trace's records checked against
// the golden model as a lockstep run checks them, with its report.
int cmd_check_trace(const std::string& program_file, const std::string& trace_file) {
  const std::optional<gcn::Program> program = load_run_program(program_file);
  if (!program) return kExitBadInput;
  gcn::TraceCheck c;
  try {
    c = gcn::check_trace(*program, trace_file);
  } catch (const gcn::trace::TraceError& e) {
    throw InputError(e.what());
  }
  const gcn::RunResult& r = c.result;
  if (!r.passed()) {
    print_failure(r);
    return kExitFail;
  }
  uint64_t beats = 0;
  for (uint64_t n : c.end.counts) beats += n;
  std::cout << fmt::format("PASS: matched {} instructions ({} writebacks; trace of {} lanes, {} cycles, {} beats; "
                           "{:.2f} s)\n",
                           r.matched, r.writebacks, c.header.lanes, c.end.cycles, beats, r.seconds);
  return 0;
}

// The generator's profile, chosen the same way by `cosim gen` and `cosim
// regress`: no profile flag gives the mixed profile.
struct ProfileFlags {
  bool scalar = false, vector = false, lds = false, vmem = false, workgroups = false;
  unsigned max_waves = 0;  // 0: what the RTL is built with, at most 16
  unsigned waves = 0;      // 0: GenConfig's default
  std::string mcpu = "gfx900";
};

void add_profile_flags(CLI::App& cmd, ProfileFlags& f) {
  cmd.add_flag("--scalar-only", f.scalar, "scalar programs only (no vector ALU)");
  cmd.add_flag("--vector", f.vector, "vector ALU programs without LDS or vector memory (the vector profile)");
  cmd.add_flag("--lds", f.lds, "workgroup programs with DS instructions and barriers (the LDS profile)");
  cmd.add_flag("--workgroups", f.workgroups,
               "with --lds: 2..6 workgroups of 1..4 waves, each with its own LDS window and barrier, several on the "
               "compute unit at once");
  cmd.add_flag("--vmem", f.vmem,
               "vector memory episodes (GLOBAL and MUBUF loads, stores and atomics) in vector programs");
  cmd.add_option("--max-waves", f.max_waves,
                 "LDS profile: most waves per program (default: what the RTL is built with, at most 16)")
      ->check(gcn::cli::unsigned_in(1, 16));
  cmd.add_option("--waves", f.waves, "waves per program of the profiles without LDS (default 4)")
      ->check(gcn::cli::unsigned_in(1, 16));
  cmd.add_option("--mcpu", f.mcpu, "GCN generation: gfx900 (default), or gfx600, gfx700, gfx803 with --scalar-only")
      ->check(CLI::IsMember(gcn::mcpu_names()));
}

gcn::GenConfig gen_config(const ProfileFlags& f) {
  if (f.scalar && (f.vector || f.lds || f.vmem))
    throw InputError("--scalar-only excludes --vector, --lds and --vmem");
  if (f.vector && (f.lds || f.vmem)) throw InputError("--vector excludes --lds and --vmem");
  if (f.workgroups && (!f.lds || f.vmem)) throw InputError("--workgroups needs --lds (and not --vmem)");
  gcn::GenConfig c;
  using gcn::GenProfile;
  c.profile = f.scalar ? GenProfile::Scalar
              : f.vector ? GenProfile::Vector
              : f.lds && f.vmem ? GenProfile::LdsVmem
              : f.lds ? GenProfile::Lds
              : f.vmem ? GenProfile::Vmem
                       : GenProfile::Mixed;
  c.max_waves = f.max_waves ? f.max_waves : std::min(16u, gcn::Dut::max_waves());
  c.workgroups = f.workgroups;
  c.gfx = *gcn::parse_mcpu(f.mcpu);
  if (c.gfx != gcn::kDefaultGfx && !f.scalar)
    throw InputError(fmt::format("--mcpu {} needs --scalar-only (the vector formats are described for gfx900 only)",
                                 f.mcpu));
  // Waves of the profiles without LDS: as asked, else the default, at most
  // what the RTL is built with (the FPGA's minimal unit has 2).
  c.num_waves = f.waves ? f.waves : std::min(c.num_waves, gcn::Dut::max_waves());
  return c;
}

int cmd_gen(uint64_t seed, const std::string& out, const gcn::GenConfig& cfg) {
  std::string text = gcn::to_text(gcn::generate_program(seed, cfg));
  if (out.empty() || out == "-")
    std::cout << text;
  else
    write_file(out, text, false);
  return 0;
}

int run(int argc, char** argv) {
  CLI::App app{"Lockstep co-simulation of a GCN GFX9 compute unit (RTL vs golden ISA model)",
               "cosim"};
  app.require_subcommand(1);
  const CLI::Validator any_u64 = gcn::cli::unsigned_in(0, UINT64_MAX);

  // --mcpu: the GCN generation (model/gfx.h); the vector formats are gfx900's only.
  const std::vector<std::string> mcpus = gcn::mcpu_names();
  auto add_mcpu = [&](CLI::App* sub, std::string& mcpu) {
    sub->add_option("--mcpu", mcpu, "GCN generation: gfx600, gfx700, gfx803 (scalar formats) or gfx900 (default)")
        ->check(CLI::IsMember(mcpus));
  };
  auto gfx_of = [](const std::string& mcpu) { return *gcn::parse_mcpu(mcpu); };

  std::string asm_in, asm_out, asm_mcpu = "gfx900";
  auto* s_asm = app.add_subcommand("asm", "assemble LLVM AMDGPU syntax into raw little-endian dwords");
  s_asm->add_option("input", asm_in, "assembly file")->required();
  s_asm->add_option("-o,--output", asm_out, "output binary")->required();
  add_mcpu(s_asm, asm_mcpu);

  std::string dis_in, dis_mcpu = "gfx900";
  auto* s_dis = app.add_subcommand("disasm", "disassemble raw dwords as llvm-mc-16 prints them");
  s_dis->add_option("input", dis_in, "binary file")->required();
  add_mcpu(s_dis, dis_mcpu);

  std::string inspect_in;
  bool inspect_json = false;
  auto* s_inspect = app.add_subcommand("inspect", "read an AMDHSA code object (gfx900) and describe its kernels");
  s_inspect->add_option("code_object", inspect_in, "ELF code object from clang-16 and ld.lld-16")->required();
  s_inspect->add_flag("--json", inspect_json, "print JSON");

  RunArgs ra;
  auto* s_run = app.add_subcommand("run", "run one program (lockstep unless told otherwise)");
  s_run->add_option("test", ra.file, "program file (.s)")->required();
  s_run->add_flag("--golden-only", ra.golden_only, "run the golden model alone");
  s_run->add_flag("--rtl-only", ra.rtl_only, "run the RTL alone");
  s_run->add_option("--dump-state", ra.dump_state, "write the final state as JSON");
  s_run->add_option("--trace", ra.trace, "write an FST waveform");
  s_run->add_option("--trace-window", ra.trace_window,
                    "on a failure, replay on the RTL and write only the N cycles before it (and a few after) "
                    "as an FST waveform")
      ->expected(2)
      ->type_name("N FILE");
  s_run->add_option("--coverage", ra.coverage, "write functional coverage of the matched instructions as JSON");
  s_run->add_option("--record-trace", ra.record_trace,
                    "write the RTL's trace-port beats as a commit trace (docs/trace.md) for `cosim check-trace`");
  s_run->add_option("--rtl-coverage", ra.rtl_coverage,
                    "write the RTL's code coverage (verilator_coverage data; needs cosim-coverage)");
  s_run->add_option("--mcpu", ra.mcpu,
                    "GCN generation of a program without an mcpu directive (gfx600, gfx700, gfx803, gfx900)")
      ->check(CLI::IsMember(gcn::mcpu_names()));
  s_run->add_option("--seed", ra.seed, "testbench seed (default: the program's tb_seed)")->check(any_u64);
  s_run->add_option("--random-reset", ra.random_reset,
                    "RTL flops and memories start from random values drawn from this seed (default: the "
                    "program's random_reset, else zero)")
      ->check(gcn::cli::unsigned_in(1, UINT64_MAX));
  s_run->add_option("--max-instructions", ra.watchdog.max_instructions,
                    "watchdog: retired-instruction budget (default: scaled to the program)")
      ->check(gcn::cli::unsigned_in(1, UINT64_MAX));
  s_run->add_option("--max-cycles", ra.watchdog.max_cycles,
                    "watchdog: RTL cycle budget (default: 40 per budgeted instruction)")
      ->check(gcn::cli::unsigned_in(1, UINT64_MAX));
  s_run->add_option("--stall-cycles", ra.watchdog.stall_cycles,
                    "watchdog: RTL cycles without a retirement (default 20000)")
      ->check(gcn::cli::unsigned_in(1, UINT64_MAX));
  s_run->add_option("--max-seconds", ra.max_seconds, "watchdog: wall-clock seconds, 0 = no limit (default 120)")
      ->check(gcn::cli::unsigned_in(0, 1'000'000));

  std::string ct_program, ct_trace;
  auto* s_check_trace = app.add_subcommand(
      "check-trace", "check a commit trace recorded elsewhere (or by run --record-trace) against the golden model");
  s_check_trace->add_option("program", ct_program, "the program the trace was recorded from (.s)")->required();
  s_check_trace->add_option("trace", ct_trace, "the commit trace")->required();

  gcn::LaunchArgs la;
  bool la_golden = false, la_rtl = false;
  uint64_t la_max_seconds = 120;
  auto* s_launch = app.add_subcommand(
      "launch", "run compiled kernels, several workgroups in flight as they fit (lockstep unless told otherwise), and "
                "check their results");
  std::vector<std::string> la_files;
  s_launch->add_option("files", la_files,
                       "SUITE.json (a suite naming its code object, launches and binary files), or CODE_OBJECT "
                       "MANIFEST.json (one launch with inline contents)")
      ->required()
      ->expected(1, 2);
  s_launch->add_option("--trace", la.trace, "write an FST waveform per workgroup (F.fst -> F.<workgroup>.fst)");
  s_launch->add_option("--dump-state", la.dump_state, "write each workgroup's final state as JSON (named as --trace)");
  s_launch->add_flag("--golden-only", la_golden, "run the golden model alone");
  s_launch->add_flag("--rtl-only", la_rtl, "run the RTL alone");
  s_launch->add_option("--out", la.out_dir, "directory for saved batch programs (default launch-out)");
  s_launch->add_flag("--keep-all", la.keep_all, "save every batch's program, not only a failing one");
  s_launch->add_option("--max-in-flight", la.max_in_flight,
                       "most workgroups on the compute unit at once (default: as many as fit; 1: one after another)")
      ->check(gcn::cli::unsigned_in(1, 64));
  s_launch->add_option("--max-seconds", la_max_seconds, "watchdog: wall-clock seconds per workgroup, 0 = no limit (default 120)")
      ->check(gcn::cli::unsigned_in(0, 1'000'000));

  gcn::RegressOptions ro;
  auto* s_reg = app.add_subcommand("regress", "random programs in lockstep");
  s_reg->add_option("--count", ro.count, "number of programs")->check(gcn::cli::unsigned_in(1, 100'000'000));
  s_reg->add_option("--seed", ro.seed, "master seed")->check(any_u64);
  s_reg->add_option("--jobs", ro.jobs, "worker processes")->check(gcn::cli::unsigned_in(1, 1024));
  s_reg->add_option("--out", ro.out_dir, "output directory");
  ProfileFlags reg_profile;
  add_profile_flags(*s_reg, reg_profile);
  s_reg->add_option("--random-reset", ro.random_reset,
                    "every program's RTL starts from random flop and memory values drawn from this seed")
      ->check(gcn::cli::unsigned_in(1, UINT64_MAX));
  s_reg->add_flag("--golden-only", ro.golden_only,
                  "run the golden model alone (program legality; no lockstep, no coverage check)");
  s_reg->add_flag("--shrink", ro.shrink,
                  "shrink the first failure of each signature to OUT/fail-<seed>.min.s (cosim shrink)");
  s_reg->add_option("--trace-window", ro.trace_window,
                    "for the first failure of each signature, write its last N cycles (and a few after) to "
                    "OUT/fail-<seed>.fst (cosim run --trace-window)")
      ->check(gcn::cli::unsigned_in(1, kMaxTraceWindow));
  s_reg->add_flag("--rtl-coverage", ro.rtl_coverage,
                  "write each program's RTL code coverage to OUT/rtl-coverage/<seed>.dat (needs cosim-coverage)");
  s_reg->add_option("--max-failures", ro.max_failures,
                    "stop after N failing programs (running ones are stopped; results cover the finished ones)")
      ->check(gcn::cli::unsigned_in(1, UINT64_MAX));
  std::string reg_shard;
  s_reg->add_option("--shard", reg_shard,
                    "K/N: run only shard K of N (a contiguous slice of the programs) into OUT/shard-K-of-N; "
                    "`cosim merge OUT` joins the shards");

  gcn::ShrinkOptions so;
  auto* s_shrink = app.add_subcommand("shrink", "reduce a failing program to a small one that fails the same way");
  s_shrink->add_option("input", so.input, "failing program file (.s)")->required();
  s_shrink->add_option("-o,--output", so.output, "the shrunk program")->required();
  s_shrink->add_option("--max-runs", so.max_runs, "candidate runs at most (default 3000)")
      ->check(gcn::cli::unsigned_in(1, 1'000'000));

  gcn::MergeOptions mo;
  auto* s_merge = app.add_subcommand("merge", "join the shards of a sharded regression into one result");
  s_merge->add_option("dirs", mo.dirs, "the regression's output directory, or shard directories")->required();
  s_merge->add_option("--out", mo.out_dir, "where the merged results go (default: the one directory given)");

  uint64_t gen_seed = 1;
  std::string gen_out;
  auto* s_gen = app.add_subcommand("gen", "write one random program");
  s_gen->add_option("--seed", gen_seed, "generator seed")->required()->check(any_u64);
  s_gen->add_option("-o,--output", gen_out, "output file (default: stdout)");
  ProfileFlags gen_profile;
  add_profile_flags(*s_gen, gen_profile);

  gcn::BenchOptions bo;
  auto* s_filter = app.add_subcommand(
      "gtkwave-filter",
      "GTKWave translate filter process: reads one hex value per line, prints its disassembly (waves/*.gtkw attach it)");
  // The waveform's generation: this build's compute unit's, unless told.
  std::string filter_mcpu = gcn::mcpu_name(gcn::Dut::gfx());
  add_mcpu(s_filter, filter_mcpu);

  auto* s_bench = app.add_subcommand("bench", "throughput figures");
  s_bench->add_option("--seed", bo.seed, "seed")->check(any_u64);
  s_bench->add_flag("--vmem", bo.vmem, "programs with vector memory episodes");
  gcn::SuiteBenchArgs sb;
  s_bench->add_option("--suite", sb.suite,
                      "measure a kernel suite's launches instead (SUITE.json): golden model, RTL, lockstep and the "
                      "host C++ reference");
  s_bench->add_option("--launch", sb.launch, "with --suite: only the launches of this kernel");
  s_bench->add_option("--rtl-workgroups", sb.rtl_workgroups,
                      "with --suite: workgroups per launch the RTL and lockstep runs take (default 4, 0 = all)")
      ->check(gcn::cli::unsigned_in(0, UINT64_MAX));

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::string msg = e.what();
    if (msg.empty() || msg == "A subcommand is required")
      msg = "a command is required: asm, disasm, inspect, run, check-trace, launch, regress, merge, shrink, gen, bench or "
            "gtkwave-filter "
            "(see --help)";
    std::cerr << "cosim: error: " << msg << '\n';
    return kExitBadInput;
  }

  if (s_asm->parsed()) return cmd_asm(asm_in, asm_out, gfx_of(asm_mcpu));
  if (s_dis->parsed()) return cmd_disasm(dis_in, gfx_of(dis_mcpu));
  if (s_inspect->parsed()) return cmd_inspect(inspect_in, inspect_json);
  if (s_run->parsed()) return cmd_run(ra, *s_run);
  if (s_check_trace->parsed()) return cmd_check_trace(ct_program, ct_trace);
  if (s_launch->parsed()) {
    if (la_golden && la_rtl) throw InputError("--golden-only and --rtl-only exclude each other");
    if (la_golden) la.run.mode = gcn::RunOptions::Mode::GoldenOnly;
    if (la_rtl) la.run.mode = gcn::RunOptions::Mode::RtlOnly;
    if (!la_golden) check_rtl_generation(gcn::kDefaultGfx, "launch: code objects are");
    la.run.watchdog.max_seconds = double(la_max_seconds);
    if (la_files.size() == 2) {
      la.code_object = la_files[0];
      la.manifest = la_files[1];
    } else {
      la.manifest = la_files[0];
    }
    return gcn::run_launch(la, std::cout);
  }
  if (s_reg->parsed()) {
    if (ro.jobs == 0) throw InputError("--jobs must be at least 1");
    if (ro.count == 0) throw InputError("--count must be at least 1");
    if (ro.random_reset && !ro.golden_only && !gcn::Dut::random_reset_supported())
      throw InputError(fmt::format("--random-reset needs an RTL variant built with it (the default cosim), not '{}'",
                                   variant_text()));
    if (ro.trace_window) check_trace_window_possible(ro.golden_only);
    if (ro.rtl_coverage) check_rtl_coverage_possible(ro.golden_only);
    ro.gen = gen_config(reg_profile);
    if (!ro.golden_only) check_rtl_generation(ro.gen.gfx, "--mcpu: the programs are");
    if (!reg_shard.empty()) {
      try {
        ro.shard = gcn::parse_shard(reg_shard);
        ro.sharded = true;
      } catch (const std::invalid_argument& e) {
        throw InputError(e.what());
      }
      if (ro.shard.count > ro.count)
        throw InputError(fmt::format("--shard {}: more shards than programs (--count {})", reg_shard, ro.count));
    }
    return gcn::run_regress(ro);
  }
  if (s_merge->parsed()) return gcn::run_merge(mo);
  if (s_filter->parsed()) return gcn::run_gtkwave_filter(std::cin, std::cout, gfx_of(filter_mcpu));
  if (s_shrink->parsed()) {
    check_writable(so.output);
    return gcn::run_shrink(so);
  }
  if (s_gen->parsed()) {
    return cmd_gen(gen_seed, gen_out, gen_config(gen_profile));
  }
  if (s_bench->parsed()) {
    if (sb.suite.empty() && (!sb.launch.empty() || s_bench->count("--rtl-workgroups")))
      throw InputError("--launch and --rtl-workgroups need --suite");
    if (!sb.suite.empty() && s_bench->count("--vmem")) throw InputError("--vmem does not apply to --suite");
    return sb.suite.empty() ? gcn::run_bench(bo) : gcn::run_suite_bench(sb, std::cout);
  }
  return kExitBadInput;
}

}  // namespace

// cosim-sc starts in SystemC's sc_main (cosim_sc_main.cpp), which calls
// this under GCN_COSIM_MAIN's name.
#ifndef GCN_COSIM_MAIN
#define GCN_COSIM_MAIN main
#endif
int GCN_COSIM_MAIN(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const InputError& e) {
    std::cerr << "cosim: error: " << e.what() << '\n';
    return kExitBadInput;
  } catch (const std::exception& e) {
    std::cerr << "cosim: error: " << e.what() << '\n';
    return kExitBadInput;
  } catch (...) {
    std::cerr << "cosim: error: unknown exception\n";
    return kExitBadInput;
  }
}
