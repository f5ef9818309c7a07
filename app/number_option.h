// Numeric command-line options: a plain unsigned decimal or 0x-hex number in a
// range. CLI11's own conversion accepts "-1" for an unsigned option (it wraps)
// and clamps values past the type's range; this validator runs on the text
// before any conversion, so those are errors instead.
#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

namespace gcn::cli {

// Parses all of `text` as an unsigned number (decimal, or hex after 0x);
// false on a sign, a fraction or exponent, trailing characters or overflow.
bool parse_unsigned(const std::string& text, uint64_t& value);

// A validator accepting only numbers parse_unsigned accepts within [lo, hi].
CLI::Validator unsigned_in(uint64_t lo, uint64_t hi);

}  // namespace gcn::cli
