// The last few retired instructions of each wave, for failure reports.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <string>

#include "commit.h"
#include "gfx.h"

namespace gcn {

class RetireHistory {
 public:
  // Instructions are disassembled as generation gfx's.
  explicit RetireHistory(unsigned depth = 16, Gfx gfx = kDefaultGfx) : depth_(depth), gfx_(gfx) {}
  void add(const CommitRecord& rec);
  // Lines "  order N  pc 0x...  disasm  ; effects", oldest first; empty if none.
  std::string format(unsigned wave) const;
  std::string format_all() const;

 private:
  struct Entry {
    uint64_t order;
    uint64_t pc;
    std::string text;
  };
  unsigned depth_;
  Gfx gfx_;
  std::map<unsigned, std::deque<Entry>> waves_;
};

}  // namespace gcn
