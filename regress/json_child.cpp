#include "json_child.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace gcn {

using nlohmann::json;

JsonChild fork_json_child(const char* who, const std::function<json()>& body) {
  int p[2];
  if (::pipe(p) != 0) throw std::runtime_error(fmt::format("{}: pipe: {}", who, std::strerror(errno)));
  std::fflush(stdout);
  std::fflush(stderr);
  const pid_t pid = ::fork();
  if (pid < 0) throw std::runtime_error(fmt::format("{}: fork: {}", who, std::strerror(errno)));
  if (pid > 0) {
    ::close(p[1]);
    return JsonChild{pid, p[0]};
  }
  ::close(p[0]);
  json j;
  try {
    j = body();
  } catch (const std::exception& e) {
    j = {{"status", "error"}, {"summary", std::string("exception: ") + e.what()}};
  }
  const std::string s = j.dump(-1, ' ', false, json::error_handler_t::replace);
  size_t off = 0;
  while (off < s.size()) {
    const ssize_t n = ::write(p[1], s.data() + off, s.size() - off);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    off += static_cast<size_t>(n);
  }
  ::close(p[1]);
  ::_exit(0);
}

}  // namespace gcn
