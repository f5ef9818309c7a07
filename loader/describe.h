// A human-readable account of a loaded code object (`cosim inspect`): each
// kernel's entry, segments, register counts, the SGPRs and VGPRs a wave
// starts with, float mode and arguments.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "code_object.h"

namespace gcn::loader {

std::string describe(const CodeObject& co);

// The same as JSON, with the descriptor's raw granulated register counts
// (what other tools print) next to the decoded values.
nlohmann::json describe_json(const CodeObject& co);

}  // namespace gcn::loader
