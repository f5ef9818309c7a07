#include "shard.h"

#include <stdexcept>

#include <fmt/format.h>

#include "unsigned_text.h"

namespace gcn {

namespace {
constexpr unsigned kMaxShards = 100'000;
}

std::string Shard::dir_name() const { return fmt::format("shard-{}-of-{}", index, count); }

Shard parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  if (slash == std::string::npos)
    throw std::invalid_argument(fmt::format("--shard '{}': expected K/N (shard K of N, 1 <= K <= N)", text));
  uint64_t k = 0, n = 0;
  if (!parse_unsigned(std::string_view(text).substr(0, slash), k) ||
      !parse_unsigned(std::string_view(text).substr(slash + 1), n))
    throw std::invalid_argument(fmt::format("--shard '{}': K and N must be unsigned numbers", text));
  if (n < 1 || n > kMaxShards)
    throw std::invalid_argument(fmt::format("--shard '{}': N must be 1..{}", text, kMaxShards));
  if (k < 1 || k > n) throw std::invalid_argument(fmt::format("--shard '{}': K must be 1..N", text));
  return Shard{static_cast<unsigned>(k), static_cast<unsigned>(n)};
}

}  // namespace gcn
