// Commit-trace files: little-endian header, beat and END records
// (docs/trace.md), written as a run goes and read back with every field
// checked before anything downstream sees it.
#include "trace_file.h"

#include <algorithm>
#include <filesystem>
#include <string_view>

#include <fmt/format.h>

namespace gcn::trace {

namespace {

void put16(std::string& s, uint16_t v) {
  for (unsigned i = 0; i < 2; ++i) s.push_back(char((v >> (8 * i)) & 0xFF));
}
void put32(std::string& s, uint32_t v) {
  for (unsigned i = 0; i < 4; ++i) s.push_back(char((v >> (8 * i)) & 0xFF));
}
void put64(std::string& s, uint64_t v) {
  for (unsigned i = 0; i < 8; ++i) s.push_back(char((v >> (8 * i)) & 0xFF));
}
uint64_t get(const std::string& s, size_t at, unsigned bytes) {
  uint64_t v = 0;
  for (unsigned i = 0; i < bytes; ++i) v |= uint64_t(uint8_t(s[at + i])) << (8 * i);
  return v;
}
uint32_t get32(const std::string& s, size_t at) { return uint32_t(get(s, at, 4)); }
uint64_t get64(const std::string& s, size_t at) { return get(s, at, 8); }

constexpr unsigned round8(unsigned n) { return (n + 7) / 8 * 8; }

// FNV-1a, 64 bits, fed little-endian values.
struct Fnv {
  uint64_t h = 0xcbf29ce484222325ull;
  void byte(uint8_t b) {
    h ^= b;
    h *= 0x100000001b3ull;
  }
  void bytes(const uint8_t* p, size_t n) {
    for (size_t i = 0; i < n; ++i) byte(p[i]);
  }
  void u32(uint32_t v) {
    for (unsigned i = 0; i < 4; ++i) byte(uint8_t(v >> (8 * i)));
  }
  void u64(uint64_t v) {
    for (unsigned i = 0; i < 8; ++i) byte(uint8_t(v >> (8 * i)));
  }
};

}  // namespace

const char* beat_kind_name(BeatKind k) {
  switch (k) {
    case BeatKind::Commit: return "COMMIT";
    case BeatKind::Swb: return "SWB";
    case BeatKind::Lds: return "LDS";
    case BeatKind::DsRet: return "DSRET";
    case BeatKind::VmReq: return "VMREQ";
    case BeatKind::VRet: return "VRET";
    case BeatKind::Vw: return "VW";
  }
  return "?";
}

uint64_t program_hash(const ArchState& initial, unsigned num_waves, uint32_t lds_bytes) {
  Fnv f;
  f.u32(num_waves);
  f.u32(lds_bytes);
  f.u32(initial.scratch_lane_bytes);
  f.u32(uint32_t(initial.memory.regions().size()));
  for (const auto& [base, region] : initial.memory.regions()) {
    f.u64(base);
    f.u64(region.bytes.size());
    f.bytes(region.bytes.data(), region.bytes.size());
  }
  for (unsigned w = 0; w < num_waves && w < initial.waves.size(); ++w) {
    const WaveState& s = initial.waves[w];
    for (uint32_t r : s.sgpr) f.u32(r);
    f.u32(s.scc ? 1 : 0);
    f.u64(s.pc);
    f.u32(s.mode);
    f.u32(uint32_t(s.vgpr.size()));
    for (const VgprLanes& v : s.vgpr)
      for (uint32_t lane : v) f.u32(lane);
  }
  return f.h;
}

// ---------------------------------------------------------------- writer

TraceWriter::TraceWriter(const std::string& path, const TraceHeader& header)
    : path_(path), out_(path, std::ios::binary | std::ios::trunc), lanes_(header.lanes) {
  if (!out_) throw TraceError(fmt::format("cannot write '{}'", path));
  if (!supported_lanes(lanes_)) throw TraceError(fmt::format("{}: a trace of {} VALU lanes", path, lanes_));
  const std::string_view name(header.program.data(), std::min<size_t>(header.program.size(), kMaxNameBytes));
  const unsigned header_bytes = round8(kFixedHeaderBytes + unsigned(name.size()));
  std::string h(kMagic.begin(), kMagic.end());
  put32(h, kVersion);
  put32(h, header_bytes);
  put32(h, header.lanes);
  put32(h, header.waves);
  put32(h, header.vgprs);
  put32(h, header.lds_bytes);
  put64(h, header.program_hash);
  put64(h, header.tb_seed);
  for (unsigned k = 0; k < kNumBeatKinds; ++k) put32(h, 4 * beat_words(kind_at(k), lanes_));
  put32(h, uint32_t(name.size()));
  h.append(name);
  h.resize(header_bytes, '\0');
  write(h);
}

void TraceWriter::write(const std::string& bytes) {
  out_.write(bytes.data(), std::streamsize(bytes.size()));
  if (!out_) throw TraceError(fmt::format("error writing '{}'", path_));
}

void TraceWriter::beat(BeatKind kind, uint64_t cycle, const uint32_t* words, size_t count) {
  const unsigned want = beat_words(kind, lanes_);
  if (finished_ || count != want || cycle < last_cycle_)
    throw TraceError(fmt::format("{}: {} beat of {} words at cycle {} (expected {} words, cycle >= {}{})", path_,
                                 beat_kind_name(kind), count, cycle, want, last_cycle_,
                                 finished_ ? ", before END" : ""));
  std::string r;
  r.reserve(kRecordHeaderBytes + 4 * count);
  put16(r, uint16_t(kind));
  put16(r, 0);
  put32(r, uint32_t(4 * count));
  put64(r, cycle);
  for (size_t i = 0; i < count; ++i) put32(r, words[i]);
  write(r);
  last_cycle_ = cycle;
  ++counts_[kind_index(kind)];
}

void TraceWriter::finish(uint64_t cycles) {
  if (finished_) return;
  uint64_t beats = 0;
  for (uint64_t c : counts_) beats += c;
  if (beats && cycles <= last_cycle_)
    throw TraceError(fmt::format("{}: END at {} cycles, before the last beat (cycle {})", path_, cycles, last_cycle_));
  std::string r;
  put16(r, kEndKind);
  put16(r, 0);
  put32(r, kEndPayloadBytes);
  put64(r, cycles);
  for (uint64_t c : counts_) put64(r, c);
  write(r);
  out_.close();
  if (!out_) throw TraceError(fmt::format("error writing '{}'", path_));
  finished_ = true;
}

// ---------------------------------------------------------------- reader

TraceReader::TraceReader(const std::string& path) : path_(path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(path, ec)) throw TraceError(fmt::format("{}: is a directory, not a file", path));
  // A FIFO or device would block or never end: only regular files.
  if (fs::exists(path, ec) && !fs::is_regular_file(path, ec))
    throw TraceError(fmt::format("{}: not a regular file", path));
  in_.open(path, std::ios::binary);
  if (!in_) throw TraceError(fmt::format("{}: cannot open", path));

  std::string h;
  in_.read(h.assign(kFixedHeaderBytes, '\0').data(), kFixedHeaderBytes);
  const auto got = size_t(in_.gcount());
  if (!std::equal(kMagic.begin(), kMagic.begin() + long(std::min(got, kMagic.size())), h.begin()))
    header_error("not a commit trace (bytes 0..7 are not the magic \"GCNTRACE\")");
  if (got < kFixedHeaderBytes)
    header_error(fmt::format("truncated: {} bytes, a header has at least {}", got, kFixedHeaderBytes));
  const uint32_t version = get32(h, 8);
  if (version != kVersion)
    header_error(fmt::format("format version {} at byte 8; this cosim reads version {}", version, kVersion));
  const uint32_t header_bytes = get32(h, 12);
  header_.lanes = get32(h, 16);
  header_.waves = get32(h, 20);
  header_.vgprs = get32(h, 24);
  header_.lds_bytes = get32(h, 28);
  header_.program_hash = get64(h, 32);
  header_.tb_seed = get64(h, 40);
  const uint32_t name_bytes = get32(h, kFixedHeaderBytes - 4);
  if (!supported_lanes(header_.lanes))
    header_error(fmt::format("{} VALU lanes at byte 16; traces of 1, 2, 4, 16 or 64 lanes are supported", header_.lanes));
  if (header_.waves == 0 || header_.waves > kMaxWaves)
    header_error(fmt::format("{} waves at byte 20; a trace has 1..{}", header_.waves, kMaxWaves));
  if (header_.vgprs > kMaxVgprs)
    header_error(fmt::format("{} VGPRs per wave at byte 24; at most {}", header_.vgprs, kMaxVgprs));
  if (header_.lds_bytes > kMaxLdsBytes)
    header_error(fmt::format("{} bytes of LDS at byte 28; at most {}", header_.lds_bytes, kMaxLdsBytes));
  for (unsigned k = 0; k < kNumBeatKinds; ++k) {
    payload_bytes_[k] = 4 * beat_words(kind_at(k), header_.lanes);
    const uint32_t said = get32(h, 48 + 4 * k);
    if (said != payload_bytes_[k])
      header_error(fmt::format("{} beats of {} bytes at byte {}; {} lanes make them {}", beat_kind_name(kind_at(k)),
                               said, 48 + 4 * k, header_.lanes, payload_bytes_[k]));
  }
  if (name_bytes > kMaxNameBytes)
    header_error(fmt::format("a program name of {} bytes at byte {}; at most {}", name_bytes, kFixedHeaderBytes - 4,
                             kMaxNameBytes));
  if (header_bytes != round8(kFixedHeaderBytes + name_bytes))
    header_error(fmt::format("{} header bytes at byte 12; a name of {} bytes makes {}", header_bytes, name_bytes,
                             round8(kFixedHeaderBytes + name_bytes)));
  std::string rest(header_bytes - kFixedHeaderBytes, '\0');
  in_.read(rest.data(), std::streamsize(rest.size()));
  if (size_t(in_.gcount()) != rest.size()) header_error("truncated: the file ends inside the program name");
  header_.program = rest.substr(0, name_bytes);
  if (std::any_of(rest.begin() + name_bytes, rest.end(), [](char c) { return c != 0; }))
    header_error("padding after the program name is not zero");
  offset_ = header_bytes;
}

void TraceReader::header_error(const std::string& what) const {
  throw TraceError(fmt::format("{}: header: {}", path_, what));
}

void TraceReader::record_error(const std::string& what) const {
  throw TraceError(fmt::format("{}: record {} at byte {}: {}", path_, index_, offset_, what));
}

bool TraceReader::read(std::string& out, size_t n, const char* what) {
  out.assign(n, '\0');
  if (n == 0) return true;
  in_.read(out.data(), std::streamsize(n));
  const auto got = size_t(in_.gcount());
  if (got == n) return true;
  if (got == 0) return false;
  record_error(fmt::format("truncated: the file ends {} bytes into its {} ({} bytes)", got, what, n));
}

bool TraceReader::next(TraceBeat& beat) {
  if (ended_) return false;
  std::string r;
  if (!read(r, kRecordHeaderBytes, "record header"))
    record_error(fmt::format("truncated: the file ends after {} records, with no END record", index_));
  const auto kind = uint16_t(get(r, 0, 2));
  const auto reserved = uint16_t(get(r, 2, 2));
  const uint32_t size = get32(r, 4);
  const uint64_t cycle = get64(r, 8);
  if (reserved != 0) record_error(fmt::format("bytes 2..3 of the record are 0x{:04x}, not zero", reserved));
  if (kind == kEndKind) {
    if (size != kEndPayloadBytes)
      record_error(fmt::format("END record of {} payload bytes; it has {}", size, kEndPayloadBytes));
    std::string p;
    if (!read(p, kEndPayloadBytes, "END record")) record_error("truncated: the file ends before the END record's counts");
    uint64_t beats = 0;
    for (uint64_t c : counts_) beats += c;
    if (beats && cycle <= last_cycle_)
      record_error(fmt::format("END at {} cycles, but a beat is at cycle {}", cycle, last_cycle_));
    end_.cycles = cycle;
    for (unsigned k = 0; k < kNumBeatKinds; ++k) {
      end_.counts[k] = get64(p, 8 * k);
      if (end_.counts[k] != counts_[k])
        record_error(fmt::format("END counts {} {} beats; the file holds {}", end_.counts[k],
                                 beat_kind_name(kind_at(k)), counts_[k]));
    }
    // Nothing may follow: a trace is one run.
    in_.peek();
    if (!in_.eof()) {
      in_.clear();
      const auto here = in_.tellg();
      in_.seekg(0, std::ios::end);
      const auto extra = in_.tellg() - here;
      record_error(fmt::format("{} bytes after the END record", static_cast<long long>(extra)));
    }
    ended_ = true;
    return false;
  }
  if (kind == 0 || kind > kNumBeatKinds) record_error(fmt::format("unknown record kind {}", kind));
  const BeatKind k = static_cast<BeatKind>(kind);
  const unsigned ki = kind_index(k);
  if (size != payload_bytes_[ki])
    record_error(fmt::format("{} beat of {} payload bytes; {} lanes make it {}", beat_kind_name(k), size,
                             header_.lanes, payload_bytes_[ki]));
  if (cycle < last_cycle_)
    record_error(fmt::format("cycle {} goes backwards (the record before is at cycle {})", cycle, last_cycle_));
  if (cycle != last_cycle_) cycle_kinds_ = 0;
  if (cycle_kinds_ & (1u << ki))
    record_error(fmt::format("a second {} beat in cycle {} (a port carries one beat a clock)", beat_kind_name(k), cycle));
  std::string p;
  if (!read(p, size, "payload")) record_error("truncated: the file ends before the record's payload");
  beat.kind = k;
  beat.cycle = cycle;
  beat.index = index_;
  beat.offset = offset_;
  beat.words.resize(size / 4);
  for (size_t i = 0; i < beat.words.size(); ++i) beat.words[i] = get32(p, 4 * i);
  check_fields(beat);
  cycle_kinds_ |= 1u << ki;
  last_cycle_ = cycle;
  ++counts_[ki];
  ++index_;
  offset_ += kRecordHeaderBytes + size;
  return true;
}

// No field may hold bits beyond its port's width, and a pass number must
// name a pass of the wave: RecordAssembler indexes lanes by them.
void TraceReader::check_fields(const TraceBeat& beat) const {
  unsigned at = 0;
  for (const TraceField& f : trace_fields(header_.lanes)) {
    if (f.kind != beat.kind) continue;
    const unsigned n = field_words(f.bits);
    const uint32_t top = beat.words[at + n - 1];
    if (f.bits % 32 != 0 && (top >> (f.bits % 32)) != 0)
      record_error(fmt::format("{} beat: {} (word {}) is 0x{:x}, wider than its {} bits", beat_kind_name(beat.kind),
                               f.port, at + n - 1, top, f.bits));
    const std::string_view port(f.port);
    if ((port == "rvfi_lds_pass_o" || port == "rvfi_ret_pass_o") && beat.words[at] >= 64 / header_.lanes)
      record_error(fmt::format("{} beat: {} is {}, but a wave has {} passes of {} lanes", beat_kind_name(beat.kind),
                               f.port, beat.words[at], 64 / header_.lanes, header_.lanes));
    at += n;
  }
}

}  // namespace gcn::trace
