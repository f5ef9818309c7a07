// A forked child process that computes one JSON document and sends it to the
// parent through a pipe, so a crash or a runaway in it (a Verilated model
// gone wrong) only loses that one result. The regression's workers and the
// shrinker's candidate runs are such children.
#pragma once

#include <sys/types.h>

#include <functional>

#include <nlohmann/json.hpp>

namespace gcn {

struct JsonChild {
  pid_t pid = -1;
  int fd = -1;  // read end: the document, then EOF when the child exits
};

// Forks; the child runs `body`, writes its result to the pipe and exits
// without returning. An exception from `body` becomes {"status": "error",
// "summary": "exception: ..."}. `who` prefixes the error thrown when the
// pipe or the fork fails.
JsonChild fork_json_child(const char* who, const std::function<nlohmann::json()>& body);

}  // namespace gcn
