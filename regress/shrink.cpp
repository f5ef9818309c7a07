// `cosim shrink`: reduces a failing program to a small one that fails the same
// way (the same failure_signature(): status, instruction and differing
// fields). Delta debugging (ddmin) over the instruction lines, then over the
// initial-state directives, after first trying fewer waves. Every candidate is
// a complete program file: labels, assembler directives, s_endpgm and
// s_waitcnt lines are never cut, so branches keep their targets and memory
// results are still waited for; the last step drops the waits only when no
// memory instruction is left, and labels no remaining line names. Each
// candidate runs in lockstep in a forked child, so a crash or a runaway only
// loses that candidate.
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "asm.h"
#include "file_io.h"
#include "isa.h"
#include "json_child.h"
#include "lockstep.h"
#include "watchdog.h"
#include "program.h"
#include "regress.h"
#include "results.h"

namespace gcn {

namespace {

using nlohmann::json;

enum class LineKind { Instruction, Protected, Label, AsmDirective, Directive, StateDirective, WaveCount };

struct Line {
  std::string text;
  LineKind kind;
};

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

std::string mnemonic_of(const std::string& insn) {
  const auto end = insn.find_first_of(" \t");
  return insn.substr(0, end);
}

// The initial-state directives a shrink may cut; the others (waves, seeds,
// code_base, vgprs, lds, random_reset) describe how the program runs.
bool is_state_directive(const std::string& word) {
  return word == "sgpr" || word == "vgpr" || word == "scc" || word == "mode" || word == "data" ||
         word == "buffer" || word == "expect" || word == "expect_mem";
}

std::vector<Line> classify(const std::string& text) {
  std::vector<Line> lines;
  std::istringstream in(text);
  for (std::string raw; std::getline(in, raw);) {
    const std::string t = trim(raw);
    if (t.empty()) continue;
    if (t.rfind(";;", 0) == 0) {
      std::istringstream d(t.substr(2));
      std::string tag, word;
      d >> tag >> word;
      LineKind k = LineKind::Directive;
      if (tag == "cosim:" && word == "waves") k = LineKind::WaveCount;
      else if (tag == "cosim:" && is_state_directive(word)) k = LineKind::StateDirective;
      lines.push_back({raw, k});
      continue;
    }
    if (t[0] == ';') continue;  // comments (a saved failure's report) go first
    if (t.back() == ':') {
      lines.push_back({raw, LineKind::Label});
      continue;
    }
    if (t[0] == '.') {
      lines.push_back({raw, LineKind::AsmDirective});
      continue;
    }
    const std::string m = mnemonic_of(t);
    const bool keep = m == "s_endpgm" || m == "s_waitcnt";
    lines.push_back({raw, keep ? LineKind::Protected : LineKind::Instruction});
  }
  return lines;
}

std::string join(const std::vector<Line>& lines, const std::vector<bool>& keep) {
  std::string s;
  for (size_t i = 0; i < lines.size(); ++i)
    if (keep[i]) s += lines[i].text + "\n";
  return s;
}

unsigned count_kind(const std::vector<Line>& lines, const std::vector<bool>& keep,
                    std::initializer_list<LineKind> kinds) {
  unsigned n = 0;
  for (size_t i = 0; i < lines.size(); ++i)
    if (keep[i])
      for (LineKind k : kinds) n += lines[i].kind == k;
  return n;
}

struct Verdict {
  std::string status, summary;
  uint64_t matched = 0, cycles = 0;
  double seconds = 0;
};

// Runs `text` in lockstep in a child process; "error" with the reason when
// the program does not load or the child dies or runs out of time.
Verdict run_candidate(const std::string& text, const std::string& name, const WatchdogLimits& limits,
                      double timeout_seconds) {
  const JsonChild child = fork_json_child("shrink", [&]() -> json {
    const Program prog = parse_program(text, name);
    RunOptions opts;
    opts.watchdog = limits;
    const RunResult r = run_program(prog, opts);
    return {{"status", status_name(r.status)}, {"summary", r.summary}, {"matched", r.matched},
            {"cycles", r.cycles}, {"seconds", r.seconds}};
  });
  const int fd = child.fd;
  const pid_t pid = child.pid;
  std::string data;
  const auto start = std::chrono::steady_clock::now();
  bool timed_out = false;
  for (;;) {
    pollfd pfd{fd, POLLIN, 0};
    const int rc = ::poll(&pfd, 1, 500);
    if (rc > 0) {
      char buf[4096];
      const ssize_t n = ::read(fd, buf, sizeof buf);
      if (n > 0) {
        data.append(buf, static_cast<size_t>(n));
        continue;
      }
      if (n == 0 || errno != EINTR) break;
    }
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > timeout_seconds) {
      ::kill(pid, SIGKILL);
      timed_out = true;
      break;
    }
  }
  ::close(fd);
  int wstatus = 0;
  while (::waitpid(pid, &wstatus, 0) < 0 && errno == EINTR) {
  }
  if (timed_out) return {"error", "candidate killed after the time limit"};
  try {
    const json j = json::parse(data);
    return {j.value("status", "error"), j.value("summary", ""), j.value("matched", uint64_t{0}),
            j.value("cycles", uint64_t{0}), j.value("seconds", 0.0)};
  } catch (const std::exception&) {
    return {"error", "candidate's run died without a result"};
  }
}

class Shrinker {
 public:
  Shrinker(std::vector<Line> lines, std::string name, std::string signature, WatchdogLimits limits, double timeout,
           unsigned max_runs)
      : lines_(std::move(lines)), keep_(lines_.size(), true), name_(std::move(name)),
        signature_(std::move(signature)), limits_(limits), timeout_(timeout), max_runs_(max_runs) {}

  // Keeps `candidate` when it still fails the same way.
  bool try_keep(const std::vector<bool>& candidate) {
    if (runs_ >= max_runs_) return false;
    ++runs_;
    const Verdict v = run_candidate(join(lines_, candidate), name_, limits_, timeout_);
    if (v.status == "pass" || failure_signature(v.status, v.summary) != signature_) return false;
    keep_ = candidate;
    last_summary_ = v.summary;
    return true;
  }

  // ddmin over the kept lines of the given kinds: cut chunks of them while the
  // failure stays the same, halving the chunk size when no chunk can go.
  void ddmin(std::initializer_list<LineKind> kinds) {
    auto items = [&] {
      std::vector<size_t> v;
      for (size_t i = 0; i < lines_.size(); ++i)
        if (keep_[i])
          for (LineKind k : kinds)
            if (lines_[i].kind == k) v.push_back(i);
      return v;
    };
    std::vector<size_t> cur = items();
    size_t n = 2;
    while (!cur.empty() && runs_ < max_runs_) {
      n = std::min(n, cur.size());
      const size_t chunk = (cur.size() + n - 1) / n;
      bool cut = false;
      for (size_t start = 0; start < cur.size(); start += chunk) {
        std::vector<bool> cand = keep_;
        for (size_t j = start; j < std::min(cur.size(), start + chunk); ++j) cand[cur[j]] = false;
        if (try_keep(cand)) {
          cut = true;
          break;
        }
      }
      cur = items();
      if (cut) {
        n = std::max<size_t>(n - 1, 2);
      } else {
        if (n >= cur.size()) break;
        n = std::min(cur.size(), n * 2);
      }
    }
  }

  // Fewer waves: the smallest count that still fails, dropping the
  // per-wave directives of the waves that go.
  void fewer_waves() {
    static const std::regex kWaves(R"(^\s*;;\s*cosim:\s*waves\s+(\S+)\s*$)");
    static const std::regex kPerWave(R"(^\s*;;\s*cosim:\s*(sgpr|vgpr|scc|mode|expect)\s+([0-9]+)\s)");
    for (size_t i = 0; i < lines_.size(); ++i) {
      std::smatch m;
      if (!keep_[i] || lines_[i].kind != LineKind::WaveCount || !std::regex_match(lines_[i].text, m, kWaves)) continue;
      unsigned waves = 0;
      try {
        waves = static_cast<unsigned>(std::stoul(m[1].str(), nullptr, 0));
      } catch (const std::exception&) {
        return;
      }
      for (unsigned w = 1; w < waves; ++w) {
        std::vector<Line> saved = lines_;
        std::vector<bool> cand = keep_;
        lines_[i].text = fmt::format(";; cosim: waves {}", w);
        for (size_t j = 0; j < lines_.size(); ++j) {
          std::smatch pm;
          if (cand[j] && std::regex_search(lines_[j].text, pm, kPerWave) && std::stoul(pm[2].str()) >= w)
            cand[j] = false;
        }
        if (try_keep(cand)) return;
        lines_ = std::move(saved);
      }
      return;
    }
  }

  // Waits with nothing left to wait for, and labels nothing names.
  void tidy() {
    bool memory = false;
    for (size_t i = 0; i < lines_.size(); ++i) {
      if (!keep_[i] || lines_[i].kind != LineKind::Instruction) continue;
      const auto op = lookup_mnemonic(mnemonic_of(trim(lines_[i].text)));
      if (!op) {
        memory = true;  // unknown to the table: assume it might count
        continue;
      }
      switch (info(*op).format) {
        case Format::SMEM: case Format::DS: case Format::FLAT: case Format::GLOBAL:
        case Format::SCRATCH: case Format::MUBUF: case Format::MTBUF: memory = true; break;
        default: break;
      }
    }
    std::vector<bool> cand = keep_;
    if (!memory)
      for (size_t i = 0; i < lines_.size(); ++i)
        if (lines_[i].kind == LineKind::Protected && mnemonic_of(trim(lines_[i].text)) == "s_waitcnt") cand[i] = false;
    for (size_t i = 0; i < lines_.size(); ++i) {
      if (!cand[i] || lines_[i].kind != LineKind::Label) continue;
      const std::string label = trim(lines_[i].text).substr(0, trim(lines_[i].text).size() - 1);
      const std::regex use("(^|[^A-Za-z0-9_.$])" + std::regex_replace(label, std::regex(R"([.$])"), R"(\$&)") +
                           "($|[^A-Za-z0-9_.$])");
      bool used = false;
      for (size_t j = 0; j < lines_.size() && !used; ++j)
        used = cand[j] && j != i && lines_[j].kind != LineKind::Label && std::regex_search(lines_[j].text, use);
      if (!used) cand[i] = false;
    }
    if (cand != keep_) try_keep(cand);
  }

  const std::vector<Line>& lines() const { return lines_; }
  const std::vector<bool>& keep() const { return keep_; }
  unsigned runs() const { return runs_; }
  const std::string& last_summary() const { return last_summary_; }
  void set_summary(std::string s) { last_summary_ = std::move(s); }

 private:
  std::vector<Line> lines_;
  std::vector<bool> keep_;
  std::string name_, signature_;
  WatchdogLimits limits_;
  double timeout_;
  unsigned max_runs_;
  unsigned runs_ = 0;
  std::string last_summary_;
};

}  // namespace

int run_shrink(const ShrinkOptions& opt) {
  std::string text;
  try {
    text = read_file_limited(opt.input, kMaxProgramFileBytes);
  } catch (const FileError& e) {
    throw std::runtime_error(fmt::format("shrink: {}", e.what()));
  }
  // Load errors are bad input, reported with their location.
  {
    const Program prog = parse_program(text, opt.input);
    (void)assemble(prog.source, opt.input);
    (void)initial_state(prog);
  }

  const auto start = std::chrono::steady_clock::now();
  const Verdict first = run_candidate(text, opt.input, WatchdogLimits{}, opt.timeout_seconds);
  if (first.status == "pass")
    throw std::runtime_error(fmt::format("shrink: {}: the program passes: there is no failure to keep", opt.input));
  if (first.status == "error")
    throw std::runtime_error(fmt::format("shrink: {}: the program does not run: {}", opt.input, first.summary));
  const std::string signature = failure_signature(first.status, first.summary);
  fmt::print("shrink: {} fails as '{}'\n", opt.input, signature);
  std::fflush(stdout);

  // A candidate is a cut of the program, so it has no business running much
  // longer than the original did before it failed: these limits stop cuts
  // that turn a loop into a runaway within a few times the original's work,
  // not after the default budget scaled to the program (a watchdog stop is
  // another kind of failure, so such a cut is refused either way).
  WatchdogLimits limits;
  limits.max_instructions = 4 * first.matched + 2'000;
  limits.max_cycles = 4 * first.cycles + 100'000;
  limits.max_seconds = std::min(opt.timeout_seconds, 4 * first.seconds + 10);
  Shrinker s(classify(text), opt.input, signature, limits, opt.timeout_seconds, opt.max_runs);
  s.set_summary(first.summary);
  const unsigned insns0 = count_kind(s.lines(), s.keep(), {LineKind::Instruction, LineKind::Protected});
  const unsigned state0 = count_kind(s.lines(), s.keep(), {LineKind::StateDirective});
  s.fewer_waves();
  s.ddmin({LineKind::Instruction});
  s.ddmin({LineKind::StateDirective});
  s.ddmin({LineKind::Instruction});
  s.tidy();
  const unsigned insns = count_kind(s.lines(), s.keep(), {LineKind::Instruction, LineKind::Protected});
  const unsigned state = count_kind(s.lines(), s.keep(), {LineKind::StateDirective});

  std::ostringstream out;
  out << fmt::format("; shrunk by cosim shrink from {}: {} -> {} instructions, {} -> {} state directives\n",
                     std::filesystem::path(opt.input).filename().string(), insns0, insns, state0, state);
  out << "; fails as: " << s.last_summary() << "\n";
  out << join(s.lines(), s.keep());
  const std::string result = out.str();
  std::ofstream o(opt.output);
  o << result;
  if (!o) throw std::runtime_error(fmt::format("shrink: cannot write '{}'", opt.output));
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print("shrink: {} -> {} instructions, {} -> {} state directives, {} runs in {:.1f} s{}: {}\n", insns0, insns,
             state0, state, s.runs(), secs, s.runs() >= opt.max_runs ? " (run limit reached)" : "", opt.output);
  return 0;
}

}  // namespace gcn
