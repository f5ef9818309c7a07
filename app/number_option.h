// Numeric command-line options: a plain unsigned decimal or 0x-hex number in a
// range. CLI11's own conversion accepts "-1" for an unsigned option (it wraps)
// and clamps values past the type's range; this validator runs on the text
// before any conversion, so those are errors instead.
#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

namespace gcn::cli {

// A validator accepting only numbers gcn::parse_unsigned (unsigned_text.h)
// accepts, within [lo, hi].
CLI::Validator unsigned_in(uint64_t lo, uint64_t hi);

}  // namespace gcn::cli
