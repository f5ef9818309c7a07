#include "launch_runner.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

#include "code_object.h"
#include "commit.h"
#include "dispatch.h"
#include "dut.h"
#include "launch.h"
#include "memory.h"
#include "program.h"

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

}  // namespace

int run_launch(const LaunchArgs& a, std::ostream& out) {
  using namespace gcn::loader;
  const CodeObject co = load_code_object(a.code_object);
  const Manifest m = load_manifest(a.manifest);
  const Kernel& k = co.kernel(m.kernel);
  Dispatch d = make_dispatch(m, k);
  const bool rtl = a.run.mode != RunOptions::Mode::GoldenOnly;
  check_dispatch(k, d, rtl ? Dut::max_waves() : kGoldenMaxWaves);
  const auto wgs = d.workgroups();
  out << fmt::format("launch {} from {}: grid {}x{}x{}, workgroup {}x{}x{}, {} workgroup(s)\n", k.name, a.code_object,
                     d.grid[0], d.grid[1], d.grid[2], d.block[0], d.block[1], d.block[2],
                     uint64_t(wgs[0]) * wgs[1] * wgs[2]);

  uint64_t matched = 0, cycles = 0;
  double seconds = 0;
  for (uint32_t z = 0; z < wgs[2]; ++z) {
    for (uint32_t y = 0; y < wgs[1]; ++y) {
      for (uint32_t x = 0; x < wgs[0]; ++x) {
        const Program p = workgroup_program(co, k, d, {x, y, z});
        if (a.keep_all) save_program(a.out_dir, p);
        Memory final_memory;
        RunOptions opt = a.run;
        opt.final_memory = &final_memory;
        const RunResult r = run_program(p, opt);
        matched += r.matched;
        cycles += r.cycles;
        seconds += r.seconds;
        if (!r.passed()) {
          out << r.report;
          if (!r.report.empty() && r.report.back() != '\n') out << '\n';
          const std::string saved = save_program(a.out_dir, p);
          out << fmt::format("FAIL ({}): workgroup ({}, {}, {}): {}\nreplay: cosim run {}\n", status_name(r.status), x,
                             y, z, r.summary, saved);
          return 1;
        }
        // The buffers as the workgroup left them are the next one's input.
        for (Region& reg : d.memory) {
          if (!final_memory.read_bytes(reg.base, reg.bytes.data(), reg.bytes.size()))
            throw std::logic_error(fmt::format("buffer {} missing from the final state", reg.name));
        }
        out << fmt::format("workgroup ({}, {}, {}): {} waves, {} instructions{}\n", x, y, z, p.num_waves, r.matched,
                           rtl ? fmt::format(", {} cycles", r.cycles) : std::string());
      }
    }
  }
  Memory mem;
  for (const Region& reg : d.memory) mem.map(reg.base, reg.bytes, reg.name);
  const std::vector<std::string> bad = check_expectations(m, d, mem);
  if (!bad.empty()) {
    out << "EXPECTATION FAILED:\n";
    for (const std::string& l : bad) out << "  " << l << '\n';
    out << fmt::format("FAIL: kernel {} computed wrong results ({})\n", k.name, m.path);
    return 1;
  }
  const char* how = a.run.mode == RunOptions::Mode::Lockstep ? "lockstep"
                    : rtl                                    ? "RTL only"
                                                             : "golden model only";
  out << fmt::format("PASS: kernel {}: {} instructions ({}), {} expectation(s) hold{}, {:.2f} s\n", k.name, matched,
                     how, m.expects.size(), rtl ? fmt::format(", {} cycles", cycles) : std::string(), seconds);
  return 0;
}

}  // namespace gcn
