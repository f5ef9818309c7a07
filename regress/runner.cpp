// Regression runner: N generated programs in lockstep, `jobs` at a time, each
// in its own forked worker so a crash or a runaway only loses that program.
// The worker sends its RunResult back through a pipe as one JSON object.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "coverage.h"
#include "generator.h"
#include "json_child.h"
#include "lockstep.h"
#include "regress.h"
#include "results.h"
#include "trace_window.h"

namespace gcn {

namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;

// A worker that has not answered after this long is killed (the run's own
// watchdogs normally stop runaways far earlier).
constexpr double kWorkerTimeoutSeconds = 600;

struct Worker {
  uint64_t index = 0;
  uint64_t seed = 0;
  pid_t pid = -1;
  int fd = -1;
  std::string data;
  Clock::time_point start;
};

// The child's result for one program.
json worker_result(uint64_t seed, const RegressOptions& opt, const std::filesystem::path& rtl_coverage_dir) {
  try {
    Program prog = generate_program(seed, opt.gen);
    prog.random_reset = opt.random_reset;
    RunOptions opts;
    opts.mode = opt.golden_only ? RunOptions::Mode::GoldenOnly : RunOptions::Mode::Lockstep;
    if (!rtl_coverage_dir.empty()) opts.dut.coverage_path = (rtl_coverage_dir / fmt::format("{}.dat", seed)).string();
    Coverage cov;
    opts.coverage = &cov;
    const RunResult r = run_program(prog, opts);
    return {{"status", status_name(r.status)}, {"passed", r.passed()}, {"matched", r.matched},
            {"writebacks", r.writebacks}, {"cycles", r.cycles}, {"seconds", r.seconds},
            {"summary", r.summary}, {"report", r.report}, {"coverage", cov.to_json()}};
  } catch (const std::exception& e) {
    return {{"status", "error"}, {"passed", false}, {"summary", std::string("exception: ") + e.what()},
            {"report", std::string("exception: ") + e.what()}};
  }
}

Worker spawn(uint64_t index, uint64_t seed, const RegressOptions& opt, const std::filesystem::path& rtl_coverage_dir) {
  const JsonChild c = fork_json_child("regress", [&] { return worker_result(seed, opt, rtl_coverage_dir); });
  return Worker{index, seed, c.pid, c.fd, {}, Clock::now()};
}

std::string signal_text(int sig) {
  const char* d = ::strsignal(sig);
  const char* abbrev = ::sigabbrev_np(sig);
  return fmt::format("SIG{} ({})", abbrev ? abbrev : std::to_string(sig).c_str(), d ? d : "?");
}

// Turns a finished worker (pipe at EOF, reaped with `wstatus`) into an outcome.
Outcome collect(const Worker& w, int wstatus, bool timed_out) {
  Outcome o;
  o.index = w.index;
  o.seed = w.seed;
  o.seconds = std::chrono::duration<double>(Clock::now() - w.start).count();
  if (timed_out) {
    o.status = "timeout";
    o.summary = fmt::format("worker killed after {:.0f} s without an answer", kWorkerTimeoutSeconds);
    o.report = o.summary;
    return o;
  }
  if (WIFSIGNALED(wstatus)) {
    o.status = "crash";
    o.summary = fmt::format("worker crashed: {}", signal_text(WTERMSIG(wstatus)));
    o.report = o.summary;
    return o;
  }
  try {
    const json j = json::parse(w.data);
    o.status = j.value("status", "error");
    o.passed = j.value("passed", false);
    o.matched = j.value("matched", uint64_t{0});
    o.writebacks = j.value("writebacks", uint64_t{0});
    o.cycles = j.value("cycles", uint64_t{0});
    o.seconds = j.value("seconds", o.seconds);
    o.summary = j.value("summary", "");
    o.report = j.value("report", "");
    if (j.contains("coverage")) o.coverage = Coverage::from_json(j["coverage"]);
  } catch (const std::exception&) {
    o.status = "crash";
    o.summary = fmt::format("worker exited with status {} without a result",
                            WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1);
    o.report = o.summary;
  }
  return o;
}

// The failing program with its report as a comment header; `cosim run FILE`
// replays it (the directives carry every seed).
void save_failure(const std::filesystem::path& path, const Outcome& o, const RegressOptions& opt) {
  const Program prog = generate_program(o.seed, opt.gen);
  std::ofstream f(path);
  f << "; FAILED in cosim regress: " << o.summary << "\n";
  f << "; status " << o.status << ", generator seed " << o.seed << "\n";
  std::istringstream rep(o.report);
  for (std::string line; std::getline(rep, line);) f << "; | " << line << "\n";
  if (opt.random_reset) f << ";; cosim: random_reset " << opt.random_reset << "\n";
  f << prog.source;
  if (!f) throw std::runtime_error(fmt::format("regress: cannot write {}", path.string()));
}

}  // namespace

int run_regress(const RegressOptions& opt) {
  fmt::print("seed: {}\n", opt.seed);
  const uint64_t first = opt.shard.first(opt.count), end = opt.shard.end(opt.count);
  const uint64_t count = end - first;
  std::filesystem::path dir = opt.out_dir.empty() ? "." : opt.out_dir;
  if (opt.sharded) {
    dir /= opt.shard.dir_name();
    fmt::print("shard {} of {}: programs {}..{} of {}, results in {}\n", opt.shard.index, opt.shard.count, first,
               end == 0 ? 0 : end - 1, opt.count, dir.string());
  }
  std::fflush(stdout);
  std::filesystem::create_directories(dir);
  // A summary left by an earlier run in the same directory would make a
  // killed shard look finished.
  for (const char* name : {"summary.json", "junit.xml", "coverage.json", "failures.json"})
    std::filesystem::remove(dir / name);
  // RTL code coverage, one file per program (a file left by an earlier run
  // would be merged with this run's).
  std::filesystem::path rtl_coverage_dir;
  if (opt.rtl_coverage) {
    rtl_coverage_dir = dir / "rtl-coverage";
    std::filesystem::remove_all(rtl_coverage_dir);
    std::filesystem::create_directories(rtl_coverage_dir);
  }
  const json run = run_description(opt);
  write_file_atomically(dir / "run.json", run.dump(2) + "\n");
  const unsigned jobs = std::max(1u, opt.jobs);
  const auto wall_start = Clock::now();

  std::vector<Outcome> outcomes(count);
  std::vector<bool> finished(count, false);
  std::vector<FailureRef> failures;
  std::vector<Worker> running;
  uint64_t next = first, done = 0, failed = 0;
  Coverage coverage;  // merged over the passing programs

  auto finish = [&](Worker& w, bool timed_out) {
    if (timed_out) ::kill(w.pid, SIGKILL);
    int wstatus = 0;
    while (::waitpid(w.pid, &wstatus, 0) < 0 && errno == EINTR) {
    }
    ::close(w.fd);
    Outcome o = collect(w, wstatus, timed_out);
    ++done;
    // Only passing programs count: a failing run's records past the
    // divergence were never matched.
    if (o.passed && o.coverage) coverage.merge(*o.coverage);
    o.coverage.reset();
    if (!o.passed) {
      ++failed;
      const auto file = dir / fmt::format("fail-{}.s", o.seed);
      save_failure(file, o, opt);
      fmt::print("FAIL seed={} : {} (saved: {})\n", o.seed, o.summary, file.string());
    } else if (!opt.quiet && count >= 20 && done % (count / 10) == 0) {
      fmt::print("  {}/{} done, {} failed\n", done, count, failed);
    }
    std::fflush(stdout);
    finished[o.index - first] = true;
    outcomes[o.index - first] = std::move(o);
  };

  const auto enough_failed = [&] { return opt.max_failures && failed >= opt.max_failures; };
  while ((next < end || !running.empty()) && !enough_failed()) {
    while (running.size() < jobs && next < end) {
      running.push_back(spawn(next, gen::program_seed(opt.seed, next), opt, rtl_coverage_dir));
      ++next;
    }
    std::vector<pollfd> fds;
    for (const auto& w : running) fds.push_back(pollfd{w.fd, POLLIN, 0});
    const int rc = ::poll(fds.data(), fds.size(), 1000);
    if (rc < 0 && errno != EINTR) throw std::runtime_error(fmt::format("regress: poll: {}", std::strerror(errno)));
    std::vector<Worker> still;
    for (size_t i = 0; i < running.size(); ++i) {
      Worker& w = running[i];
      bool eof = false;
      if (rc > 0 && (fds[i].revents & (POLLIN | POLLHUP | POLLERR))) {
        char buf[65536];
        const ssize_t n = ::read(w.fd, buf, sizeof buf);
        if (n > 0) w.data.append(buf, static_cast<size_t>(n));
        else if (n == 0 || errno != EINTR) eof = true;
      }
      const bool timed_out =
          !eof && std::chrono::duration<double>(Clock::now() - w.start).count() > kWorkerTimeoutSeconds;
      if (eof || timed_out) finish(w, timed_out);
      else still.push_back(std::move(w));
    }
    running = std::move(still);
  }

  // Stopped by --max-failures: the programs still running are not recorded.
  for (auto& w : running) {
    ::kill(w.pid, SIGKILL);
    while (::waitpid(w.pid, nullptr, 0) < 0 && errno == EINTR) {
    }
    ::close(w.fd);
  }
  running.clear();

  const double wall = std::chrono::duration<double>(Clock::now() - wall_start).count();
  if (done < count) {
    std::vector<Outcome> ran;
    for (uint64_t i = 0; i < count; ++i)
      if (finished[i]) ran.push_back(std::move(outcomes[i]));
    outcomes = std::move(ran);
    fmt::print("stopped after {} failure{}: {} of {} programs not run\n", failed, failed == 1 ? "" : "s",
               count - outcomes.size(), count);
  }
  for (const auto& o : outcomes)
    if (!o.passed) failures.push_back({o, (dir / fmt::format("fail-{}.s", o.seed)).string()});
  if (opt.shrink) {
    // One shrunk example per kind of failure, next to the failure it came from.
    std::set<std::string> shrunk;
    for (const auto& f : failures) {
      if (!shrunk.insert(failure_signature(f.outcome.status, f.outcome.summary)).second) continue;
      ShrinkOptions so;
      so.input = f.file;
      so.output = std::filesystem::path(f.file).replace_extension(".min.s").string();
      try {
        run_shrink(so);
      } catch (const std::exception& e) {
        fmt::print("shrink: {}: {}\n", f.file, e.what());
      }
    }
  }
  if (opt.trace_window) {
    // One waveform per kind of failure, replayed from the saved program as
    // `cosim run FILE --trace-window N` does.
    // A crashed or timed-out worker is not replayed in this process.
    std::set<std::string> traced;
    for (const auto& f : failures) {
      if (f.outcome.status == "crash" || f.outcome.status == "timeout") continue;
      if (!traced.insert(failure_signature(f.outcome.status, f.outcome.summary)).second) continue;
      const std::string fst = std::filesystem::path(f.file).replace_extension(".fst").string();
      try {
        const Program prog = load_program(f.file);
        const RunOptions ro;
        const RunResult r = run_program(prog, ro);
        const TraceWindow w = write_trace_window(prog, ro, r, opt.trace_window, fst);
        fmt::print("{}\n", describe(w, fst));
      } catch (const std::exception& e) {
        fmt::print("trace window: {}: {}\n", f.file, e.what());
      }
    }
  }
  write_junit(dir / "junit.xml", outcomes, wall);
  write_coverage(dir / "coverage.json", coverage);
  write_failures(dir / "failures.json", failures, /*print=*/true);
  // Last: its presence marks the run (or shard) as complete.
  write_summary(dir / "summary.json", run, outcomes, RunTotals{wall, jobs, count - outcomes.size()});
  fmt::print("coverage: {}\n", coverage.summary_line());
  fmt::print("{} passed, {} failed\n", outcomes.size() - failed, failed);
  std::fflush(stdout);
  return failed == 0 ? 0 : 1;
}

}  // namespace gcn
