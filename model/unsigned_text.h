// The one reading of an unsigned number written as text, shared by the
// program-file directives and the command-line options: plain decimal, or hex
// after 0x/0X. Nothing else is a number: no sign, no leading or trailing
// blanks, no fraction or exponent, and no octal (a leading 0 is decimal, so
// "010" is ten, as a person reading it would expect).
#pragma once

#include <cstdint>
#include <string_view>

namespace gcn {

// Parses all of `text`; false (value untouched) on anything above or on a
// value past 2^64 - 1.
bool parse_unsigned(std::string_view text, uint64_t& value);

}  // namespace gcn
