// Reading and writing commit-trace files (docs/trace.md): the header, the
// beat records and the END record that closes a complete trace. The reader
// checks everything a damaged or foreign file can get wrong, and names the
// file, the record and its byte offset in the one-line error it throws.
#pragma once

#include <array>
#include <cstdint>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "arch_state.h"
#include "trace_format.h"

namespace gcn::trace {

// A trace file that cannot be read or written; what() is one line naming
// the file (and where in it).
struct TraceError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The identity of what a program loads: a 64-bit FNV-1a hash of `initial`
// (every memory region, code included, and each launched wave's registers)
// with the wave count and the LDS allocation. docs/trace.md lists the bytes.
uint64_t program_hash(const ArchState& initial, unsigned num_waves, uint32_t lds_bytes);

// Writes a trace: the header at once, beats as they come, END on finish().
// A writer destroyed without finish() leaves no END record (the trace then
// reads as truncated: the run did not get to its end).
class TraceWriter {
 public:
  TraceWriter(const std::string& path, const TraceHeader& header);
  TraceWriter(const TraceWriter&) = delete;
  TraceWriter& operator=(const TraceWriter&) = delete;

  unsigned lanes() const { return lanes_; }
  // One beat of `kind` captured at `cycle` (not before the last beat's):
  // `words` holds beat_words(kind, lanes()) words.
  void beat(BeatKind kind, uint64_t cycle, const uint32_t* words, size_t count);
  // The END record (`cycles`: the clocks the run took, more than the last
  // beat's cycle), then the file is closed.
  void finish(uint64_t cycles);
  bool finished() const { return finished_; }

 private:
  void write(const std::string& bytes);
  std::string path_;
  std::ofstream out_;
  unsigned lanes_;
  uint64_t last_cycle_ = 0;
  std::array<uint64_t, kNumBeatKinds> counts_{};
  bool finished_ = false;
};

// One beat record as read.
struct TraceBeat {
  BeatKind kind = BeatKind::Commit;
  uint64_t cycle = 0;
  uint64_t index = 0;   // records before it (the header is not one)
  uint64_t offset = 0;  // byte offset of its record in the file
  std::vector<uint32_t> words;
};

// The END record.
struct TraceEnd {
  uint64_t cycles = 0;
  std::array<uint64_t, kNumBeatKinds> counts{};
};

// Reads a trace record by record, checking as it goes: the header when
// constructed (magic, version, sizes, lane count), then each record's kind,
// size, cycle (never going backwards; one beat of a kind per cycle) and
// field values (none wider than its port), and at the end the END record
// (counts equal to the beats read, nothing after it). Every failure throws
// TraceError "<path>: <where>: <what>".
class TraceReader {
 public:
  explicit TraceReader(const std::string& path);

  const TraceHeader& header() const { return header_; }
  // The next beat into `beat` (true), or false once the END record has been
  // read and checked (end() holds it).
  bool next(TraceBeat& beat);
  const TraceEnd& end() const { return end_; }
  const std::string& path() const { return path_; }
  // Throws TraceError about the header.
  [[noreturn]] void header_error(const std::string& what) const;

 private:
  [[noreturn]] void record_error(const std::string& what) const;
  // Reads `n` bytes into `out` at the current position; false at a clean
  // end of file, a truncation error after a partial read.
  bool read(std::string& out, size_t n, const char* what);
  void check_fields(const TraceBeat& beat) const;

  std::string path_;
  std::ifstream in_;
  TraceHeader header_;
  TraceEnd end_;
  bool ended_ = false;
  uint64_t offset_ = 0;       // where the record being read starts
  uint64_t index_ = 0;        // its index
  uint64_t last_cycle_ = 0;
  unsigned cycle_kinds_ = 0;  // bit per kind: beats already read in last_cycle_
  std::array<uint64_t, kNumBeatKinds> counts_{};
  std::array<unsigned, kNumBeatKinds> payload_bytes_{};
};

}  // namespace gcn::trace
