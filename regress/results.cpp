#include "results.h"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

namespace gcn {

using nlohmann::json;

namespace {

// Numbers (decimal, 0x-hex) become N, so failures that differ only in
// registers, lanes, counts or values group together.
std::string blank_numbers(const std::string& s) {
  static const std::regex kNumber(R"(0x[0-9a-fA-F]+|[0-9]+)");
  return std::regex_replace(s, kNumber, "N");
}

}  // namespace

std::string failure_signature(const std::string& status, const std::string& summary) {
  // "<kind> at wave W order O pc 0xP: <mnemonic> <operands> (<fields>)",
  // where a field may hold parentheses of its own ("v1 lane 2 (30 of 30
  // lanes differ, exec 0x...)"): the fields are the final balanced group.
  static const std::regex kHead(R"(^[a-z ]+ at wave [0-9]+ order [0-9]+ pc 0x[0-9a-f]+: ([a-z_0-9]+))");
  std::smatch m;
  if (std::regex_search(summary, m, kHead) && !summary.empty() && summary.back() == ')') {
    const size_t head_end = static_cast<size_t>(m.position(0) + m.length(0));
    int depth = 0;
    for (size_t i = summary.size(); i-- > head_end;) {
      if (summary[i] == ')') ++depth;
      else if (summary[i] == '(' && --depth == 0) {
        const std::string fields = summary.substr(i + 1, summary.size() - i - 2);
        return fmt::format("{}: {} ({})", status, m[1].str(), blank_numbers(fields));
      }
    }
  }
  std::string blanked = blank_numbers(summary);
  if (blanked.size() > 120) blanked.resize(120);
  return fmt::format("{}: {}", status, blanked);
}

json run_description(const RegressOptions& opt) {
  return {{"seed", opt.seed},
          {"count", opt.count},
          {"shard", {{"index", opt.shard.index}, {"count", opt.shard.count},
                     {"first", opt.shard.first(opt.count)}, {"end", opt.shard.end(opt.count)}}},
          {"profile",
           {{"name", profile_name(opt.gen)}, {"mixed", opt.gen.profile == GenProfile::Mixed},
            {"vector", has_vector(opt.gen.profile)}, {"lds", has_lds(opt.gen.profile)},
            {"vmem", has_vmem(opt.gen.profile)}, {"max_waves", opt.gen.max_waves},
            {"num_waves", opt.gen.num_waves}, {"min_insns", opt.gen.min_insns},
            {"max_insns", opt.gen.max_insns}, {"mcpu", mcpu_name(opt.gen.gfx)}}},
          {"golden_only", opt.golden_only},
          {"max_failures", opt.max_failures},
          {"random_reset", opt.random_reset}};
}

json program_json(const Outcome& o) {
  json j = {{"index", o.index},     {"seed", o.seed},   {"status", o.status},
            {"passed", o.passed},   {"matched", o.matched}, {"writebacks", o.writebacks},
            {"cycles", o.cycles},   {"seconds", o.seconds}, {"summary", o.summary}};
  if (!o.passed) {
    j["signature"] = failure_signature(o.status, o.summary);
    j["report"] = o.report;
  }
  return j;
}

Outcome program_from_json(const json& j) {
  Outcome o;
  o.index = j.at("index").get<uint64_t>();
  o.seed = j.at("seed").get<uint64_t>();
  o.status = j.at("status").get<std::string>();
  o.passed = j.at("passed").get<bool>();
  o.matched = j.at("matched").get<uint64_t>();
  o.writebacks = j.at("writebacks").get<uint64_t>();
  o.cycles = j.at("cycles").get<uint64_t>();
  o.seconds = j.at("seconds").get<double>();
  o.summary = j.at("summary").get<std::string>();
  o.report = j.value("report", "");
  return o;
}

namespace {

std::string xml_escape(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        // XML 1.0 forbids most control characters.
        if (c < 0x20 && ch != '\n' && ch != '\t' && ch != '\r') out += '?';
        else out += ch;
    }
  }
  return out;
}

}  // namespace

void write_file_atomically(const std::filesystem::path& path, const std::string& text) {
  const std::filesystem::path tmp = path.string() + fmt::format(".tmp{}", ::getpid());
  {
    std::ofstream f(tmp);
    f << text;
    f.flush();
    if (!f) throw std::runtime_error(fmt::format("cannot write {}", tmp.string()));
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) throw std::runtime_error(fmt::format("cannot write {}: {}", path.string(), ec.message()));
}

void write_junit(const std::filesystem::path& path, const std::vector<Outcome>& all, double wall) {
  unsigned failures = 0;
  for (const auto& o : all) failures += !o.passed;
  std::ostringstream f;
  f << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  f << fmt::format("<testsuites tests=\"{}\" failures=\"{}\" time=\"{:.3f}\">\n", all.size(), failures, wall);
  f << fmt::format("  <testsuite name=\"cosim-regress\" tests=\"{}\" failures=\"{}\" errors=\"0\" time=\"{:.3f}\">\n",
                   all.size(), failures, wall);
  for (const auto& o : all) {
    f << fmt::format("    <testcase classname=\"regress\" name=\"seed-{}\" time=\"{:.3f}\"", o.seed, o.seconds);
    if (o.passed) {
      f << "/>\n";
      continue;
    }
    f << ">\n";
    f << fmt::format("      <failure message=\"{}\" type=\"{}\"/>\n", xml_escape(o.summary), o.status);
    f << "      <system-out>" << xml_escape(o.report) << "</system-out>\n";
    f << "    </testcase>\n";
  }
  f << "  </testsuite>\n</testsuites>\n";
  write_file_atomically(path, f.str());
}

void write_summary(const std::filesystem::path& path, const json& run, const std::vector<Outcome>& all,
                   const RunTotals& totals) {
  json programs = json::array();
  uint64_t matched = 0, cycles = 0;
  double seconds = 0;
  unsigned passed = 0;
  for (const auto& o : all) {
    programs.push_back(program_json(o));
    matched += o.matched, cycles += o.cycles, seconds += o.seconds;
    passed += o.passed;
  }
  const json j = {{"seed", run.at("seed")},
                  {"count", all.size()},
                  {"jobs", totals.jobs},
                  {"passed", passed},
                  {"failed", all.size() - passed},
                  {"not_run", totals.not_run},
                  {"run", run},
                  {"programs", programs},
                  {"totals",
                   {{"matched", matched}, {"cycles", cycles}, {"seconds", seconds},
                    {"wall_seconds", totals.wall_seconds}}}};
  write_file_atomically(path, j.dump(2, ' ', false, json::error_handler_t::replace) + "\n");
}

void write_coverage(const std::filesystem::path& path, const Coverage& cov) {
  write_file_atomically(path, cov.to_json().dump(2) + "\n");
}

void write_failures(const std::filesystem::path& path, const std::vector<FailureRef>& failures, bool print) {
  std::map<std::string, std::vector<const FailureRef*>> groups;
  for (const auto& f : failures) groups[failure_signature(f.outcome.status, f.outcome.summary)].push_back(&f);
  std::vector<std::pair<std::string, std::vector<const FailureRef*>>> ordered(groups.begin(), groups.end());
  // Most frequent first; ties in signature order, so the file is deterministic.
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const auto& a, const auto& b) { return a.second.size() > b.second.size(); });
  json list = json::array();
  for (const auto& [sig, refs] : ordered) {
    json programs = json::array();
    for (const FailureRef* r : refs)
      programs.push_back({{"index", r->outcome.index}, {"seed", r->outcome.seed}, {"file", r->file}});
    list.push_back({{"signature", sig}, {"count", refs.size()}, {"programs", programs}});
  }
  write_file_atomically(path, json{{"failed", failures.size()}, {"signatures", list}}.dump(2) + "\n");
  if (!print || ordered.empty()) return;
  fmt::print("failure signatures ({}):\n", ordered.size());
  for (const auto& [sig, refs] : ordered) fmt::print("  {:5d}  {}   e.g. {}\n", refs.size(), sig, refs.front()->file);
}

}  // namespace gcn
