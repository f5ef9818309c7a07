// `cosim shrink`: reduces a failing program to a small one that fails the same
// way (the same failure_signature(): status, instruction and differing
// fields). Delta debugging (ddmin) over the instruction lines, then over the
// initial-state directives, after first trying fewer waves. Every candidate is
// a complete program file: labels, assembler directives, s_endpgm and
// s_waitcnt lines are never cut, so branches keep their targets and memory
// results are still waited for. Then calls become straight code
// (inline_calls()), and tidy() drops the labels no remaining line names and
// the waits nothing needs. A generated getpc/setpc distance is worked out
// again for every candidate (render()), so cuts between the getpc and its
// target keep the target. Each candidate runs in a forked child, the golden
// model alone first (it must still run the candidate to its end), then in
// lockstep, so a crash or a runaway only loses that candidate.
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
#include <map>
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
#include "gen_pc_distance.h"
#include "watchdog.h"
#include "program.h"
#include "regress.h"
#include "results.h"
#include "wait_counts.h"

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

// The kept lines as a program, with every label distance the generator wrote
// (gen::pc_distance_line) worked out again for the lines that are left, so
// that a cut between a getpc and its target does not move where the jump or
// call lands. A candidate that does not assemble is left as it is: running it
// reports the error.
std::string render(const std::vector<Line>& lines, const std::vector<bool>& keep) {
  const std::string plain = join(lines, keep);
  bool any = false;
  for (size_t i = 0; i < lines.size() && !any; ++i)
    any = keep[i] && lines[i].kind == LineKind::Instruction && gen::parse_pc_distance(lines[i].text);
  if (!any) return plain;
  std::map<std::string, uint64_t> at;
  try {
    {
      const Program cand = parse_program(plain, "candidate");
      at = assemble(cand.source, "candidate", cand.gfx).labels;
    }
  } catch (const std::exception&) {
    return plain;
  }
  std::string s;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (!keep[i]) continue;
    const auto d = lines[i].kind == LineKind::Instruction ? gen::parse_pc_distance(lines[i].text) : std::nullopt;
    if (d && at.count(d->target) && at.count(d->anchor) && at[d->target] >= at[d->anchor])
      s += fmt::format("\t{}\n", gen::pc_distance_line(*d, at[d->target] - at[d->anchor]));
    else
      s += lines[i].text + "\n";
  }
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

// What a candidate run checks. GoldenThenLockstep: the golden model alone
// must first run the program to its end without an error, so that a cut
// which only breaks the program (a call that never returns and runs off the
// end of the code) is refused even when the design under test fails it the
// same way before it gets there.
enum class Check { GoldenOnly, Lockstep, GoldenThenLockstep };

// Runs `text` in a child process; "error" with the reason when the program
// does not load or the child dies or runs out of time.
Verdict run_candidate(const std::string& text, const std::string& name, const WatchdogLimits& limits,
                      double timeout_seconds, Check check) {
  const JsonChild child = fork_json_child("shrink", [&]() -> json {
    const Program prog = parse_program(text, name);
    RunOptions opts;
    opts.watchdog = limits;
    if (check == Check::GoldenThenLockstep) {
      opts.mode = RunOptions::Mode::GoldenOnly;
      const RunResult g = run_program(prog, opts);
      if (g.status != RunResult::Status::Pass)
        return {{"status", "error"}, {"summary", "the golden model alone does not pass it: " + g.summary}};
    }
    opts.mode = check == Check::GoldenOnly ? RunOptions::Mode::GoldenOnly : RunOptions::Mode::Lockstep;
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
           unsigned max_runs, Check check)
      : lines_(std::move(lines)), keep_(lines_.size(), true), name_(std::move(name)),
        signature_(std::move(signature)), limits_(limits), timeout_(timeout), max_runs_(max_runs),
        check_(check) {}

  // Keeps `candidate` when it still fails the same way.
  bool try_keep(const std::vector<bool>& candidate) {
    if (runs_ >= max_runs_) return false;
    ++runs_;
    const Verdict v = run_candidate(render(lines_, candidate), name_, limits_, timeout_, check_);
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

  // Calls turned into straight code: every kept call of a subroutine
  // (s_call_b64 LABEL, or s_swappc_b64 with the generator's "; call LABEL"
  // note) is replaced by a copy of the subroutine's kept lines up to its
  // s_setpc_b64 return, and the subroutine goes. The PC arithmetic in front
  // of an s_swappc_b64 stays for ddmin to cut. A subroutine with labels of
  // its own is inlined only where it is called once (a second copy would
  // define its labels twice). Returns whether the candidate was kept.
  bool inline_calls() {
    static const std::regex kCall(R"(^\s*s_call_b64\s+([^,]+),\s*([A-Za-z_.$][\w.$]*)\s*(;.*)?$)");
    static const std::regex kSwapCall(R"(^\s*s_swappc_b64\s+([^,]+),.*;\s*call\s+([A-Za-z_.$][\w.$]*)\s*$)");
    static const std::regex kReturn(R"(^\s*s_setpc_b64\s+([^;]+?)\s*(;.*)?$)");
    struct Calls {
      std::string ret;  // the register pair the return address is in
      std::vector<size_t> sites;
    };
    std::map<std::string, Calls> calls;  // by subroutine label
    for (size_t i = 0; i < lines_.size(); ++i) {
      std::smatch m;
      if (!keep_[i] || lines_[i].kind != LineKind::Instruction ||
          !(std::regex_match(lines_[i].text, m, kCall) || std::regex_match(lines_[i].text, m, kSwapCall)))
        continue;
      Calls& c = calls[m[2].str()];
      if (!c.sites.empty() && c.ret != trim(m[1].str())) c.ret.clear();  // returns through different pairs
      else c.ret = trim(m[1].str());
      c.sites.push_back(i);
    }
    bool kept = false;
    for (const auto& [label, c] : calls) {
      const std::vector<size_t>& sites = c.sites;
      if (c.ret.empty()) continue;
      // The subroutine: its label line, then kept lines up to the return.
      size_t start = lines_.size(), end = lines_.size();
      for (size_t i = 0; i < lines_.size() && start == lines_.size(); ++i)
        if (keep_[i] && lines_[i].kind == LineKind::Label && trim(lines_[i].text) == label + ":") start = i;
      for (size_t i = start + 1; i < lines_.size(); ++i) {
        if (!keep_[i]) continue;
        std::smatch m;
        if (lines_[i].kind == LineKind::Instruction && std::regex_match(lines_[i].text, m, kReturn) &&
            m[1].str() == c.ret) {
          end = i;
          break;
        }
        if (lines_[i].kind == LineKind::Protected && mnemonic_of(trim(lines_[i].text)) == "s_endpgm") break;
      }
      if (start >= lines_.size() || end >= lines_.size()) continue;
      std::vector<Line> body;
      bool has_labels = false;
      for (size_t i = start + 1; i < end; ++i)
        if (keep_[i]) {
          body.push_back(lines_[i]);
          has_labels |= lines_[i].kind == LineKind::Label;
        }
      if (has_labels && sites.size() > 1) continue;
      std::vector<Line> lines;
      std::vector<bool> keep;
      for (size_t i = 0; i < lines_.size(); ++i) {
        if (i >= start && i <= end) continue;
        if (std::find(sites.begin(), sites.end(), i) != sites.end()) {
          lines.insert(lines.end(), body.begin(), body.end());
          keep.insert(keep.end(), body.size(), true);
          continue;
        }
        lines.push_back(lines_[i]);
        keep.push_back(keep_[i]);
      }
      std::vector<Line> saved_lines = std::move(lines_);
      std::vector<bool> saved_keep = keep_;
      lines_ = std::move(lines);
      keep_ = keep;
      if (try_keep(keep)) {
        kept = true;
        break;  // the line numbers of the other calls moved; the next round finds them
      }
      lines_ = std::move(saved_lines);
      keep_ = std::move(saved_keep);
    }
    return kept;
  }

  // A wait right after the same wait (no instruction or label between them:
  // nothing can have been issued, and no branch can land between them).
  std::vector<bool> without_repeated_waits(std::vector<bool> cand) const {
    std::string prev;  // the last kept wait, while nothing else followed it
    for (size_t i = 0; i < lines_.size(); ++i) {
      if (!cand[i]) continue;
      const std::string t = trim(lines_[i].text);
      if (lines_[i].kind == LineKind::Protected && mnemonic_of(t) == "s_waitcnt") {
        if (t == prev) cand[i] = false;
        else prev = t;
      } else if (lines_[i].kind == LineKind::Instruction || lines_[i].kind == LineKind::Protected ||
                 lines_[i].kind == LineKind::Label || lines_[i].kind == LineKind::AsmDirective) {
        prev.clear();
      }
    }
    return cand;
  }

  // Waits that no outstanding result needs, in a program without branches
  // (straight-line code, so what is outstanding at each wait is known from
  // the lines before it): every instruction adds to the counters what it
  // adds in the design (wait_increment), a wait for counter c <= N is needed
  // only when c may be above N, and a needed wait leaves c at most N. A
  // wait this cannot read (no vmcnt()/lgkmcnt()/expcnt() form) is kept. Dropping an unneeded wait changes no value the program reads.
  std::vector<bool> without_unneeded_waits(std::vector<bool> cand) const {
    static const std::regex kCounter(R"((vmcnt|lgkmcnt|expcnt)\(\s*([0-9]+)\s*\))");
    unsigned vm = 0, lgkm = 0;
    for (size_t i = 0; i < lines_.size(); ++i) {
      if (!cand[i]) continue;
      const std::string t = trim(lines_[i].text);
      const std::string m = mnemonic_of(t);
      if (lines_[i].kind == LineKind::Instruction) {
        const auto op = lookup_mnemonic(m);
        if (!op) return cand;  // unknown to the table: nothing is known
        // A branch: what is outstanding at a wait depends on the path.
        if (info(*op).has(F_BRANCH)) return cand;
        const WaitIncrement inc = wait_increment(info(*op));
        vm += inc.vm;
        lgkm += inc.lgkm;
        continue;
      }
      if (lines_[i].kind != LineKind::Protected || m != "s_waitcnt") continue;
      bool read = false, needed = false;
      unsigned new_vm = vm, new_lgkm = lgkm;
      for (std::sregex_iterator it(t.begin(), t.end(), kCounter), end; it != end; ++it) {
        read = true;
        const std::string c = (*it)[1].str();
        const unsigned n = static_cast<unsigned>(std::stoul((*it)[2].str()));
        if (c == "vmcnt" && vm > n) needed = true, new_vm = n;
        if (c == "lgkmcnt" && lgkm > n) needed = true, new_lgkm = n;
      }
      if (!read) {
        needed = true;  // an encoded form: assume it waits for everything
        new_vm = new_lgkm = 0;
      }
      if (needed) {
        vm = new_vm;
        lgkm = new_lgkm;
      } else {
        cand[i] = false;
      }
    }
    return cand;
  }

  // Labels no other kept line names (a distance note names its labels).
  std::vector<bool> without_unused_labels(std::vector<bool> cand) const {
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
    return cand;
  }

  // Lines no path reaches: after an s_endpgm, s_branch or s_setpc_b64 (the
  // wave ends or jumps away) and before the next kept label (the only way
  // back in). The last s_endpgm of the program stays.
  std::vector<bool> without_unreachable(std::vector<bool> cand) const {
    bool dead = false;
    size_t last_end = lines_.size();
    for (size_t i = 0; i < lines_.size(); ++i)
      if (cand[i] && lines_[i].kind == LineKind::Protected && mnemonic_of(trim(lines_[i].text)) == "s_endpgm")
        last_end = i;
    for (size_t i = 0; i < lines_.size(); ++i) {
      if (!cand[i]) continue;
      const LineKind k = lines_[i].kind;
      if (k == LineKind::Label) dead = false;
      if (k != LineKind::Instruction && k != LineKind::Protected) continue;
      if (dead && i != last_end) {
        cand[i] = false;
        continue;
      }
      const std::string m = mnemonic_of(trim(lines_[i].text));
      if (m == "s_endpgm" || m == "s_branch" || m == "s_setpc_b64") dead = true;
    }
    return cand;
  }

  // Every wait, when no memory instruction is left to wait for.
  std::vector<bool> without_idle_waits(std::vector<bool> cand) const {
    for (size_t i = 0; i < lines_.size(); ++i) {
      if (!cand[i] || lines_[i].kind != LineKind::Instruction) continue;
      const auto op = lookup_mnemonic(mnemonic_of(trim(lines_[i].text)));
      if (!op) return cand;  // unknown to the table: assume it might count
      if (!(wait_increment(info(*op)) == WaitIncrement{})) return cand;
    }
    for (size_t i = 0; i < lines_.size(); ++i)
      if (lines_[i].kind == LineKind::Protected && mnemonic_of(trim(lines_[i].text)) == "s_waitcnt") cand[i] = false;
    return cand;
  }

  // Labels nothing names, lines nothing reaches, then waits with nothing
  // left to wait for (in that order: a label that goes no longer separates
  // two equal waits, nor makes the lines after an s_endpgm reachable). All
  // the cuts at once first, then each alone when together they change the
  // failure.
  // Returns whether anything went.
  bool tidy() {
    const std::vector<bool> all = without_idle_waits(
        without_unneeded_waits(without_repeated_waits(without_unreachable(without_unused_labels(keep_)))));
    if (all == keep_) return false;
    if (try_keep(all)) return true;
    bool cut_any = false;
    for (auto cut : {&Shrinker::without_unused_labels, &Shrinker::without_unreachable,
                     &Shrinker::without_repeated_waits, &Shrinker::without_unneeded_waits,
                     &Shrinker::without_idle_waits}) {
      const std::vector<bool> cand = (this->*cut)(keep_);
      if (cand != keep_ && try_keep(cand)) cut_any = true;
    }
    return cut_any;
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
  Check check_;
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
    (void)assemble(prog.source, opt.input, prog.gfx);
    (void)initial_state(prog);
  }

  const auto start = std::chrono::steady_clock::now();
  const Verdict first = run_candidate(text, opt.input, WatchdogLimits{}, opt.timeout_seconds, Check::Lockstep);
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
  // another kind of failure, so such a cut is refused either way). They
  // count instructions and cycles, not seconds, so the shrunk program does
  // not depend on how busy the machine is; the per-candidate timeout is only
  // the backstop.
  WatchdogLimits limits;
  limits.max_instructions = 4 * first.matched + 2'000;
  limits.max_cycles = 4 * first.cycles + 100'000;
  limits.max_seconds = opt.timeout_seconds;
  // A program the golden model runs to its end keeps that property in every
  // candidate: the shrunk program is then a legal program that fails only
  // for the reason the original did.
  const bool golden_passes = run_candidate(text, opt.input, limits, opt.timeout_seconds, Check::GoldenOnly).status == "pass";
  Shrinker s(classify(text), opt.input, signature, limits, opt.timeout_seconds, opt.max_runs,
             golden_passes ? Check::GoldenThenLockstep : Check::Lockstep);
  s.set_summary(first.summary);
  const unsigned insns0 = count_kind(s.lines(), s.keep(), {LineKind::Instruction, LineKind::Protected});
  const unsigned state0 = count_kind(s.lines(), s.keep(), {LineKind::StateDirective});
  s.fewer_waves();
  s.ddmin({LineKind::Instruction});
  s.ddmin({LineKind::StateDirective});
  s.ddmin({LineKind::Instruction});
  // Straight code instead of calls lets the call's own lines go.
  bool inlined = false;
  while (s.inline_calls()) inlined = true;
  if (inlined) s.ddmin({LineKind::Instruction});
  // Fewer waits and labels can let more instructions go.
  if (s.tidy()) {
    s.ddmin({LineKind::Instruction});
    s.tidy();
  }
  const unsigned insns = count_kind(s.lines(), s.keep(), {LineKind::Instruction, LineKind::Protected});
  const unsigned state = count_kind(s.lines(), s.keep(), {LineKind::StateDirective});

  std::ostringstream out;
  out << fmt::format("; shrunk by cosim shrink from {}: {} -> {} instructions, {} -> {} state directives\n",
                     std::filesystem::path(opt.input).filename().string(), insns0, insns, state0, state);
  out << "; fails as: " << s.last_summary() << "\n";
  out << render(s.lines(), s.keep());
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
