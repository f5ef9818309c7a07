// `cosim gtkwave-filter`: a GTKWave "Translate Filter Process" that shows
// instruction words as disassembly. GTKWave starts the process once, writes
// each value of a filtered trace as one line (as the trace displays it: hex
// digits, most significant first) and reads one line back, the text it
// shows instead. The value of a 32-, 64- or 96-bit trace holds one to three
// dwords with the first dword in the low bits (the commit port's
// rvfi_insn_o, the fetch unit's words_q), so an instruction with a literal
// or a second dword disassembles whole.
#pragma once

#include <istream>
#include <ostream>
#include <string>

#include "gfx.h"

namespace gcn {

// The text for one value line: the disassembly, or the value unchanged when
// it is not hex digits (an X or Z bit), and "? " + the decoder's reason when
// the words are not an instruction the ISA table knows.
// Words are instructions of generation gfx.
std::string gtkwave_filter_line(const std::string& value, Gfx gfx = kDefaultGfx);

// Answers every line of `in` on `out`, flushing each answer (GTKWave waits
// for it). Returns at end of input.
int run_gtkwave_filter(std::istream& in, std::ostream& out, Gfx gfx = kDefaultGfx);

}  // namespace gcn
