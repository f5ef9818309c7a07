// `cosim merge`: puts the shards of one sharded regression back together into
// the results the unsharded run writes (the same files, the same closing
// lines), and reports every shard that is missing or did not finish.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "coverage.h"
#include "regress.h"
#include "results.h"

namespace gcn {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

struct ShardDir {
  fs::path dir;
  std::optional<unsigned> named_index, named_count;  // from a shard-K-of-N name
  std::optional<json> run;                           // run.json
};

json read_json(const fs::path& path) {
  std::ifstream f(path);
  if (!f) throw std::runtime_error(fmt::format("merge: {}: cannot read", path.string()));
  try {
    return json::parse(f);
  } catch (const json::exception& e) {
    throw std::runtime_error(fmt::format("merge: {}: malformed JSON ({})", path.string(), e.what()));
  }
}

// The shard directories under each argument: the argument itself when it
// holds a run.json or is named shard-K-of-N, else its shard-K-of-N entries.
std::vector<ShardDir> find_shards(const std::vector<std::string>& args) {
  static const std::regex kName(R"(shard-([0-9]{1,6})-of-([0-9]{1,6}))");
  std::vector<ShardDir> found;
  auto add = [&](const fs::path& d) {
    ShardDir s{d, std::nullopt, std::nullopt, std::nullopt};
    std::smatch m;
    const std::string name = d.filename().string();
    if (std::regex_match(name, m, kName)) {
      s.named_index = static_cast<unsigned>(std::stoul(m[1].str()));
      s.named_count = static_cast<unsigned>(std::stoul(m[2].str()));
    }
    if (fs::exists(d / "run.json")) s.run = read_json(d / "run.json");
    found.push_back(std::move(s));
  };
  for (const auto& arg : args) {
    fs::path d(arg);
    if (d.filename().empty()) d = d.parent_path();  // "dir/" names dir
    if (!fs::is_directory(d)) throw std::runtime_error(fmt::format("merge: {}: not a directory", arg));
    if (fs::exists(d / "run.json") || std::regex_match(d.filename().string(), kName)) {
      add(d);
      continue;
    }
    std::vector<fs::path> subs;
    for (const auto& e : fs::directory_iterator(d))
      if (e.is_directory() && std::regex_match(e.path().filename().string(), kName)) subs.push_back(e.path());
    if (subs.empty())
      throw std::runtime_error(fmt::format(
          "merge: {}: no run.json and no shard-K-of-N directories (not the output of cosim regress)", arg));
    std::sort(subs.begin(), subs.end());
    for (const auto& s : subs) add(s);
  }
  return found;
}

// The run description without the shard, for comparing shards' runs.
json without_shard(json run) {
  run.erase("shard");
  return run;
}

unsigned shard_field(const json& run, const char* key, const fs::path& dir) {
  try {
    return run.at("shard").at(key).get<unsigned>();
  } catch (const json::exception&) {
    throw std::runtime_error(fmt::format("merge: {}: run.json has no shard {}", (dir / "run.json").string(), key));
  }
}

}  // namespace

int run_merge(const MergeOptions& opt) {
  if (opt.dirs.empty()) throw std::runtime_error("merge: no directories given");
  std::vector<ShardDir> shards = find_shards(opt.dirs);

  // The run all shards must belong to: the first shard that recorded one.
  const ShardDir* ref = nullptr;
  for (const auto& s : shards)
    if (s.run) {
      ref = &s;
      break;
    }
  if (!ref)
    throw std::runtime_error(fmt::format("merge: {}: no shard has a run.json (none of them started)", opt.dirs.front()));
  const json ref_run = without_shard(*ref->run);
  const unsigned n = shard_field(*ref->run, "count", ref->dir);
  uint64_t total = 0, seed = 0;
  try {
    total = ref_run.at("count").get<uint64_t>();
    seed = ref_run.at("seed").get<uint64_t>();
  } catch (const json::exception&) {
    throw std::runtime_error(fmt::format("merge: {}: run.json has no seed or count", (ref->dir / "run.json").string()));
  }

  std::map<unsigned, const ShardDir*> by_index;
  for (const auto& s : shards) {
    unsigned k = 0, count = 0;
    if (s.run) {
      if (without_shard(*s.run) != ref_run)
        throw std::runtime_error(fmt::format("merge: {}: a shard of a different run than {} (seed, count or profile differ)",
                                             s.dir.string(), ref->dir.string()));
      k = shard_field(*s.run, "index", s.dir);
      count = shard_field(*s.run, "count", s.dir);
      if (s.named_index && (*s.named_index != k || *s.named_count != count))
        throw std::runtime_error(fmt::format("merge: {}: run.json says shard {} of {}", s.dir.string(), k, count));
    } else {
      k = *s.named_index;
      count = *s.named_count;
    }
    if (count != n)
      throw std::runtime_error(
          fmt::format("merge: {}: shard {} of {}, but {} is one of {}", s.dir.string(), k, count, ref->dir.string(), n));
    if (k < 1 || k > n) throw std::runtime_error(fmt::format("merge: {}: shard {} of {}", s.dir.string(), k, n));
    const auto [it, inserted] = by_index.emplace(k, &s);
    if (!inserted)
      throw std::runtime_error(fmt::format("merge: shard {} of {} given twice: {} and {}", k, n,
                                           it->second->dir.string(), s.dir.string()));
  }

  fs::path out = opt.out_dir;
  if (out.empty()) {
    if (opt.dirs.size() != 1) throw std::runtime_error("merge: --out is needed when more than one directory is given");
    out = opt.dirs.front();
    if (fs::exists(out / "run.json"))
      throw std::runtime_error(fmt::format("merge: {} is a shard's own directory: give --out", out.string()));
  }
  fmt::print("seed: {}\n", seed);
  std::fflush(stdout);
  std::vector<Outcome> outcomes;
  Coverage coverage;
  std::vector<FailureRef> failures;
  RunTotals totals;
  unsigned bad_shards = 0;
  for (unsigned k = 1; k <= n; ++k) {
    const Shard shard{k, n};
    const uint64_t first = shard.first(total), end = shard.end(total);
    const auto it = by_index.find(k);
    auto bad = [&](const std::string& why) {
      ++bad_shards;
      std::fflush(stdout);
      fmt::print(stderr, "cosim merge: shard {} of {} (programs {}..{}) {}\n", k, n, first, end == 0 ? 0 : end - 1, why);
    };
    if (it == by_index.end()) {
      bad("is missing: no shard-" + std::to_string(k) + "-of-" + std::to_string(n) + " directory was given");
      continue;
    }
    const fs::path dir = it->second->dir;
    if (!it->second->run || !fs::exists(dir / "summary.json")) {
      bad(fmt::format("is incomplete: {} has no summary.json (the shard did not finish)", dir.string()));
      continue;
    }
    const json summary = read_json(dir / "summary.json");
    std::vector<Outcome> mine;
    try {
      for (const auto& p : summary.at("programs")) mine.push_back(program_from_json(p));
      totals.wall_seconds = std::max(totals.wall_seconds, summary.at("totals").at("wall_seconds").get<double>());
      totals.jobs += summary.at("jobs").get<unsigned>();
    } catch (const json::exception& e) {
      throw std::runtime_error(fmt::format("merge: {}: not a regress summary ({})", (dir / "summary.json").string(), e.what()));
    }
    bool ok = mine.size() == end - first;
    for (size_t i = 0; ok && i < mine.size(); ++i) ok = mine[i].index == first + i;
    if (!ok) {
      bad(fmt::format("is incomplete: {} holds {} programs, not the {} of its slice", (dir / "summary.json").string(),
                      mine.size(), end - first));
      continue;
    }
    if (fs::exists(dir / "coverage.json")) {
      try {
        coverage.merge(Coverage::from_json(read_json(dir / "coverage.json")));
      } catch (const std::runtime_error& e) {
        throw std::runtime_error(fmt::format("merge: {}: {}", (dir / "coverage.json").string(), e.what()));
      }
    } else if (std::any_of(mine.begin(), mine.end(), [](const Outcome& o) { return o.passed; })) {
      bad(fmt::format("is incomplete: {} has no coverage.json", dir.string()));
      continue;
    }
    for (auto& o : mine) {
      if (!o.passed) failures.push_back({o, (dir / fmt::format("fail-{}.s", o.seed)).string()});
      outcomes.push_back(std::move(o));
    }
  }

  fs::create_directories(out);
  // The merged results stand for the unsharded run.
  json run = *ref->run;
  run["shard"] = {{"index", 1}, {"count", 1}, {"first", 0}, {"end", total}};
  write_junit(out / "junit.xml", outcomes, totals.wall_seconds);
  write_coverage(out / "coverage.json", coverage);
  write_failures(out / "failures.json", failures, /*print=*/true);
  write_summary(out / "summary.json", run, outcomes, totals);
  uint64_t failed = failures.size();
  if (bad_shards)
    fmt::print("{} of {} shards missing or incomplete: {} of {} programs not run\n", bad_shards, n,
               total - outcomes.size(), total);
  fmt::print("coverage: {}\n", coverage.summary_line());
  fmt::print("{} passed, {} failed\n", outcomes.size() - failed, failed);
  std::fflush(stdout);
  return bad_shards == 0 && failed == 0 ? 0 : 1;
}

}  // namespace gcn
