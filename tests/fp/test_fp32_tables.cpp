// The SystemVerilog table package and the C++ header come from one generator
// run; check that the RTL's copy holds exactly the golden model's integers.
#define BOOST_TEST_MODULE test_fp32_tables
#include <boost/test/included/unit_test.hpp>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "gcn_fp_tables.h"

namespace tb = gcn::fp::tables;

namespace {

// Array name (e.g. "RCP_C0") -> its values, parsed from the package text.
std::map<std::string, std::vector<int64_t>> parse_pkg(const std::string& path) {
  std::ifstream in(path);
  BOOST_REQUIRE_MESSAGE(in, "cannot open " << path);
  std::map<std::string, std::vector<int64_t>> arrays;
  const std::regex head(R"(localparam logic signed \[\d+:0\] (\w+) \[(\d+)\] = '\{)");
  const std::regex value(R"(^\s*(-?)\d+'sd(\d+),?\s*$)");
  std::string line, current;
  std::smatch m;
  while (std::getline(in, line)) {
    if (std::regex_search(line, m, head)) {
      current = m[1];
      arrays[current];
    } else if (!current.empty() && std::regex_match(line, m, value)) {
      const int64_t v = std::stoll(m[2]);
      arrays[current].push_back(m[1] == "-" ? -v : v);
    } else if (line.find("};") != std::string::npos) {
      current.clear();
    }
  }
  return arrays;
}

template <size_t N>
void compare(const std::map<std::string, std::vector<int64_t>>& pkg, const std::string& name, const tb::Seg (&segs)[N]) {
  const std::pair<const char*, int64_t tb::Seg::*> cols[3] = {{"_C0", &tb::Seg::c0}, {"_C1", &tb::Seg::c1}, {"_C2", &tb::Seg::c2}};
  for (const auto& [suffix, col] : cols) {
    const auto it = pkg.find(name + suffix);
    BOOST_REQUIRE_MESSAGE(it != pkg.end(), name << suffix << " missing from the SV package");
    BOOST_REQUIRE_EQUAL(it->second.size(), N);
    for (size_t i = 0; i < N; ++i) BOOST_CHECK_EQUAL(it->second[i], segs[i].*col);
  }
}

}  // namespace

BOOST_AUTO_TEST_CASE(sv_package_equals_cpp_header) {
  const auto pkg = parse_pkg(GCN_FP_TABLES_PKG);
  compare(pkg, "RCP", tb::kRcp);
  compare(pkg, "RSQ", tb::kRsq);
  compare(pkg, "SQRT", tb::kSqrt);
  compare(pkg, "EXP2", tb::kExp2);
  compare(pkg, "LOG2", tb::kLog2);
  compare(pkg, "SINQ", tb::kSinQ);
  compare(pkg, "COS", tb::kCos);
  BOOST_CHECK_EQUAL(pkg.size(), 21u);  // 7 tables x 3 coefficient arrays, nothing else
}
