// The last retired instructions of each wave, as report text.
#include "retire_history.h"

#include <fmt/format.h>

#include "record_text.h"

namespace gcn {

void RetireHistory::add(const CommitRecord& rec) {
  auto& q = waves_[rec.wave];
  std::string effects = describe_effects(rec);
  q.push_back({rec.order, rec.pc,
               disassemble_words(rec.words, rec.nwords, gfx_) + (effects.empty() ? "" : "  ; " + effects)});
  while (q.size() > depth_) q.pop_front();
}

std::string RetireHistory::format(unsigned wave) const {
  auto it = waves_.find(wave);
  if (it == waves_.end()) return {};
  std::string s;
  for (const auto& e : it->second)
    s += fmt::format("    order {:>6}  pc 0x{:012x}  {}\n", e.order, e.pc, e.text);
  return s;
}

std::string RetireHistory::format_all() const {
  std::string s;
  for (const auto& [wave, q] : waves_) {
    s += fmt::format("  last {} retired instructions of wave {}:\n", q.size(), wave);
    s += format(wave);
  }
  return s;
}

}  // namespace gcn
