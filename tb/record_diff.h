// Field-by-field comparison of records: the expected / actual lines of a
// divergence report.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "commit.h"

namespace gcn {

struct FieldDiff {
  std::string field;
  std::string expected;
  std::string actual;
};

// Collects the fields that differ.
class Differ {
 public:
  // Numbers are shown in hex.
  void num(const std::string& field, uint64_t e, uint64_t a);
  void text(const std::string& field, const std::string& e, const std::string& a);
  std::vector<FieldDiff> diffs;
};

// The VGPR writes lane by lane over the lanes both sides wrote (a differing
// lane mask is its own field); `exec` is shown with the differing lanes.
void diff_vgprs(Differ& d, const std::vector<VgprWrite>& exp_in,
                const std::vector<VgprWrite>& act_in, uint64_t exec);

// Every field in which `a` differs from `e` (empty: the records agree).
std::vector<FieldDiff> diff_commit(const CommitRecord& e, const CommitRecord& a);

}  // namespace gcn
