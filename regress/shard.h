// Sharding a regression: shard K of N runs a contiguous slice of the program
// indices 0..count-1, so the N shards together run exactly the programs (and
// seeds) of the unsharded run, each once.
#pragma once

#include <cstdint>
#include <string>

namespace gcn {

struct Shard {
  unsigned index = 1;  // K, 1-based
  unsigned count = 1;  // N

  // The program indices [first, end) of this shard in a run of `total`.
  uint64_t first(uint64_t total) const { return total * (index - 1) / count; }
  uint64_t end(uint64_t total) const { return total * index / count; }

  // "shard-K-of-N": the shard's directory under the run's output directory.
  std::string dir_name() const;
};

// Parses "K/N" (decimal, 1 <= K <= N <= 100000); throws std::invalid_argument
// with a one-line message naming what is wrong.
Shard parse_shard(const std::string& text);

}  // namespace gcn
