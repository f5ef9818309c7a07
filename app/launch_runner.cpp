#include "launch_runner.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

#include "asm.h"
#include "code_object.h"
#include "commit.h"
#include "dispatch.h"
#include "dut.h"
#include "insn.h"
#include "launch.h"
#include "le_bytes.h"
#include "memory.h"
#include "program.h"
#include "suite.h"

namespace gcn {
namespace {

// Waves one workgroup may have on the golden model alone: the waves of the
// largest workgroup a launch takes.
constexpr unsigned kGoldenMaxWaves = (loader::kMaxWorkgroupItems + kWaveLanes - 1) / kWaveLanes;

std::string save_program(const std::string& dir, const Program& p) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::string path = (std::filesystem::path(dir) / (p.name + ".s")).string();
  std::ofstream f(path);
  f << to_text(p);
  if (!f) throw std::runtime_error(fmt::format("cannot write '{}'", path));
  return path;
}

// `path` with the workgroup program's name before its extension
// ("t.fst" -> "t.launch0-vector_add-wg1_0_0.fst"); empty stays empty.
std::string per_workgroup(const std::string& path, const std::string& name) {
  if (path.empty()) return path;
  const std::filesystem::path p(path);
  return (p.parent_path() / (p.stem().string() + "." + name + p.extension().string())).string();
}

// Where a rejected instruction lies in the code object: the kernel, the
// offset (the image is mapped at AddressMap::image) and the instruction as
// the code object holds it.
std::string rejected_in_code_object(const loader::CodeObject& co, const loader::Kernel& k, uint64_t offset) {
  std::string text = "(outside the image)";
  if (offset % 4 == 0 && offset + 4 <= co.image.size()) {
    std::vector<uint32_t> words;
    for (uint64_t o = offset; o + 4 <= co.image.size() && words.size() < 3; o += 4)
      words.push_back(uint32_t(loader::le_load(co.image, o, 4)));
    text = try_disassemble(words.data(), words.size(), offset).text;
  }
  return fmt::format("kernel {}: the rejected instruction is {} at offset {:#x} of {}", k.name, text, offset,
                     co.path);
}

}  // namespace

WorkgroupsResult run_workgroups(const LaunchArgs& a, const loader::CodeObject& co, const loader::Kernel& k,
                                loader::Dispatch& d, const std::string& label, bool each, std::ostream& out,
                                uint64_t limit) {
  using namespace gcn::loader;
  const bool rtl = a.run.mode != RunOptions::Mode::GoldenOnly;
  const auto wgs = d.workgroups();
  const uint64_t total = uint64_t(wgs[0]) * wgs[1] * wgs[2];
  auto at = [&](uint64_t i) {
    return fmt::format("({}, {}, {})", i % wgs[0], i / wgs[0] % wgs[1], i / (uint64_t(wgs[0]) * wgs[1]));
  };
  WorkgroupsResult res;
  for (uint64_t first = 0; first < total;) {
    uint64_t count = batch_size(k, d, first);
    if (limit) count = std::min(count, limit - res.workgroups);
    if (count == 0) return res;
    const std::string which = count == 1 ? "workgroup " + at(first)
                                         : fmt::format("workgroups {}..{}", at(first), at(first + count - 1));
    Program p = batch_program(co, k, d, first, count);
    if (!label.empty()) p.name = label + "-" + p.name;
    if (count > 1) p.in_flight = a.max_in_flight;
    if (a.keep_all) save_program(a.out_dir, p);
    Memory final_memory;
    RunOptions opt = a.run;
    opt.final_memory = &final_memory;
    opt.dut.trace_path = per_workgroup(a.trace, p.name);
    opt.dump_state_path = per_workgroup(a.dump_state, p.name);
    const RunResult r = run_program(p, opt);
    res.workgroups += count;
    res.waves += p.num_waves;
    res.instructions += r.matched;
    res.cycles += r.cycles;
    res.seconds += r.seconds;
    res.max_in_flight = std::max(res.max_in_flight, r.max_in_flight);
    if (!r.passed()) {
      out << r.report;
      if (!r.report.empty() && r.report.back() != '\n') out << '\n';
      const std::string saved = save_program(a.out_dir, p);
      out << fmt::format("FAIL ({}): {}{}: {}\n", status_name(r.status), label.empty() ? "" : label + ": ", which,
                         r.summary);
      if (r.illegal_pc) out << rejected_in_code_object(co, k, *r.illegal_pc - d.map.image) << '\n';
      out << fmt::format("replay: cosim run {}\n", saved);
      res.passed = false;
      return res;
    }
    // The buffers as the batch left them are the next one's input.
    for (Region& reg : d.memory) {
      if (!final_memory.read_bytes(reg.base, reg.bytes.data(), reg.bytes.size()))
        throw std::logic_error(fmt::format("buffer {} missing from the final state", reg.name));
    }
    if (each)
      out << fmt::format("{}: {} waves, {} instructions{}\n", which, p.num_waves, r.matched,
                         rtl ? fmt::format(", {} cycles, at most {} in flight", r.cycles, r.max_in_flight)
                             : std::string());
    first += count;
  }
  return res;
}

namespace {

const char* mode_name(const RunOptions& o) {
  return o.mode == RunOptions::Mode::Lockstep ? "lockstep"
         : o.mode == RunOptions::Mode::RtlOnly ? "RTL only"
                                               : "golden model only";
}

unsigned max_waves(const RunOptions& o) {
  return o.mode != RunOptions::Mode::GoldenOnly ? Dut::max_waves() : kGoldenMaxWaves;
}

int run_single(const LaunchArgs& a, std::ostream& out) {
  using namespace gcn::loader;
  const CodeObject co = load_code_object(a.code_object);
  const Manifest m = load_manifest(a.manifest);
  const Kernel& k = co.kernel(m.kernel);
  Dispatch d = make_dispatch(m, k);
  const bool rtl = a.run.mode != RunOptions::Mode::GoldenOnly;
  check_dispatch(k, d, max_waves(a.run));
  const auto wgs = d.workgroups();
  out << fmt::format("launch {} from {}: grid {}x{}x{}, workgroup {}x{}x{}, {} workgroup(s)\n", k.name, a.code_object,
                     d.grid[0], d.grid[1], d.grid[2], d.block[0], d.block[1], d.block[2],
                     uint64_t(wgs[0]) * wgs[1] * wgs[2]);
  const WorkgroupsResult r = run_workgroups(a, co, k, d, "", true, out);
  if (!r.passed) return 1;
  Memory mem;
  for (const Region& reg : d.memory) mem.map(reg.base, reg.bytes, reg.name);
  const std::vector<std::string> bad = check_expectations(m, d, mem);
  if (!bad.empty()) {
    out << "EXPECTATION FAILED:\n";
    for (const std::string& l : bad) out << "  " << l << '\n';
    out << fmt::format("FAIL: kernel {} computed wrong results ({})\n", k.name, m.path);
    return 1;
  }
  out << fmt::format("PASS: kernel {}: {} instructions ({}), {} expectation(s) hold{}, {:.2f} s\n", k.name,
                     r.instructions, mode_name(a.run), m.expects.size(),
                     rtl ? fmt::format(", {} cycles, at most {} workgroup(s) in flight", r.cycles, r.max_in_flight)
                         : std::string(),
                     r.seconds);
  return 0;
}

int run_suite(const LaunchArgs& a, std::ostream& out) {
  using namespace gcn::loader;
  const Suite s = load_suite(a.manifest);
  const CodeObject co = load_code_object(s.code_object);
  const bool rtl = a.run.mode != RunOptions::Mode::GoldenOnly;
  // Every launch is checked against its kernel before any runs: a suite
  // that cannot be dispatched is bad input, found up front.
  std::vector<const Kernel*> kernels;
  {
    SuiteMemory probe;
    for (const SuiteLaunch& l : s.launches) {
      const Kernel& k = co.kernel(l.kernel);
      check_dispatch(k, make_suite_dispatch(s, l, k, probe), max_waves(a.run));
      kernels.push_back(&k);
    }
  }
  SuiteMemory mem;
  unsigned passed = 0, failed = 0;
  for (size_t i = 0; i < s.launches.size(); ++i) {
    const SuiteLaunch& l = s.launches[i];
    const Kernel& k = *kernels[i];
    Dispatch d = make_suite_dispatch(s, l, k, mem);
    const WorkgroupsResult r = run_workgroups(a, co, k, d, fmt::format("launch{}", i), false, out);
    mem.regions = d.memory;
    std::vector<std::string> diffs;
    if (r.passed) {
      for (const SuiteArg& arg : l.args) {
        if (arg.expect.empty()) continue;
        const Region* reg = mem.find(arg.name);
        const std::string diff = reg ? compare_expected(arg, reg->bytes) : "buffer " + arg.name + " missing";
        if (!diff.empty()) diffs.push_back(diff);
      }
    }
    const bool ok = r.passed && diffs.empty();
    for (const std::string& diff : diffs) out << "  " << diff << '\n';
    out << fmt::format("launch {} {}: {} workgroup(s), {} wave(s), {} instructions{}, {:.2f} s: {}\n", i, k.name,
                       r.workgroups, r.waves, r.instructions,
                       rtl ? fmt::format(", {} cycles, at most {} in flight", r.cycles, r.max_in_flight) : "",
                       r.seconds, ok ? "PASS" : r.passed ? "FAIL (wrong results)" : "FAIL");
    ++(ok ? passed : failed);
  }
  out << fmt::format("{}: {} passed, {} failed ({})\n", s.path, passed, failed, mode_name(a.run));
  return failed ? 1 : 0;
}

}  // namespace

int run_launch(const LaunchArgs& a, std::ostream& out) {
  if (!a.code_object.empty()) return run_single(a, out);
  return run_suite(a, out);
}

}  // namespace gcn
