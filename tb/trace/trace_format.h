// The layout of a commit trace (docs/trace.md): a header, then fixed-width
// beat records, each one clock's capture of one trace port of gcn_cu, then
// an END record. The fields of each beat come from trace_ports.def; this
// header turns them into widths and offsets, and copies a port's value to
// and from its words whatever C++ type holds it (a Verilated integer or
// wide word array, or the replay's PortType).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <type_traits>

namespace gcn::trace {

inline constexpr std::array<char, 8> kMagic = {'G', 'C', 'N', 'T', 'R', 'A', 'C', 'E'};
inline constexpr uint32_t kVersion = 2;

// Record kinds. 0 is no kind, so that zeroed bytes never read as a record.
enum class BeatKind : uint16_t { Commit = 1, Swb = 2, Lds = 3, DsRet = 4, VmReq = 5, VRet = 6, Vw = 7 };
inline constexpr uint16_t kEndKind = 8;
inline constexpr unsigned kNumBeatKinds = 7;
constexpr unsigned kind_index(BeatKind k) { return unsigned(k) - 1; }
constexpr BeatKind kind_at(unsigned index) { return static_cast<BeatKind>(index + 1); }
// "COMMIT", "SWB", "LDS", "DSRET", "VMREQ", "VRET", "VW".
const char* beat_kind_name(BeatKind k);

// The bits of a pass number on a compute unit of `lanes` VALU lanes (gcn_cu's
// PW): clog2(64 / lanes), at least 1.
constexpr unsigned pass_bits(unsigned lanes) {
  unsigned bits = 0;
  while ((1u << bits) < 64 / lanes) ++bits;
  return bits ? bits : 1;
}
// A set of lane counts, for code instantiated once per count.
template <unsigned... L>
struct LaneCounts {
  static constexpr bool contains(unsigned lanes) { return ((lanes == L) || ...); }
  // Calls f(std::integral_constant<unsigned, lanes>{}); false if `lanes` is
  // not in the set.
  template <class F>
  static bool dispatch(unsigned lanes, F&& f) {
    return ((lanes == L ? (f(std::integral_constant<unsigned, L>{}), true) : false) || ...);
  }
};
// Lane counts a trace may have (the widths of the DS beats follow them).
using TraceLanes = LaneCounts<1, 2, 4, 16, 64>;
constexpr bool supported_lanes(unsigned lanes) { return TraceLanes::contains(lanes); }

constexpr unsigned field_words(unsigned bits) { return (bits + 31) / 32; }

// One field of a beat (a line of trace_ports.def) at a lane count.
struct TraceField {
  BeatKind kind;
  const char* port;
  unsigned bits;
};

inline constexpr unsigned kNumTraceFields = 0
#define TRACE_PORT(kind, port, bits) +1
#include "trace_ports.def"
#undef TRACE_PORT
    ;

// Every field of every beat kind, in file order, for `L` VALU lanes.
constexpr std::array<TraceField, kNumTraceFields> trace_fields(unsigned L) {
  [[maybe_unused]] const unsigned PW = pass_bits(L);
  return {{
#define TRACE_PORT(kind, port, bits) TraceField{BeatKind::kind, #port, (bits)},
#include "trace_ports.def"
#undef TRACE_PORT
  }};
}

// 32-bit words of a beat of kind `k` for `L` lanes (its payload).
constexpr unsigned beat_words(BeatKind k, unsigned L) {
  unsigned n = 0;
  for (const TraceField& f : trace_fields(L))
    if (f.kind == k) n += field_words(f.bits);
  return n;
}

// Framing: a record is kind (u16), reserved (u16, zero), payload bytes
// (u32), cycle (u64), then the payload. END's payload is the count of each
// beat kind (u64 each, COMMIT first).
inline constexpr unsigned kRecordHeaderBytes = 16;
inline constexpr unsigned kEndPayloadBytes = 8 * kNumBeatKinds;
// The header up to the program name (docs/trace.md has the table).
inline constexpr unsigned kFixedHeaderBytes = 48 + 4 * kNumBeatKinds + 4;
inline constexpr unsigned kMaxNameBytes = 4096;
inline constexpr unsigned kMaxWaves = 16;  // rvfi_wave_o is 4 bits

// What the header says: the RTL configuration, the program's identity and
// the testbench seed.
struct TraceHeader {
  unsigned lanes = 16;           // VALU lanes (LANES)
  unsigned waves = 1;            // waves launched
  unsigned vgprs = 0;            // VGPRs per wave (NUM_VGPRS)
  unsigned lds_bytes = 0;        // bytes of LDS in the compute unit (LDS_BYTES)
  uint64_t program_hash = 0;     // program_hash() of the program run
  uint64_t tb_seed = 0;          // the testbench seed of the run
  std::string program;           // the program's name
};

// The C++ type a port of `Bits` bits has in a Verilated model: 8, 16, 32 or
// 64-bit integers up to 64 bits, an array of 32-bit words beyond.
template <unsigned Bits>
using PortType = std::conditional_t<
    Bits <= 8, uint8_t,
    std::conditional_t<Bits <= 16, uint16_t,
                       std::conditional_t<Bits <= 32, uint32_t,
                                          std::conditional_t<Bits <= 64, uint64_t,
                                                             std::array<uint32_t, field_words(Bits)>>>>>;

// A port's value into its words. Checked at compile time against the
// port's type, so that a field of trace_ports.def that no longer matches
// the model's port fails to build: an integer port (Verilator's, or the
// wider integers of a SystemC output snapshot) must hold `Bits` bits, a wide
// port must have exactly the field's words.
template <unsigned Bits, typename Port>
void put_port(const Port& p, uint32_t* out) {
  if constexpr (std::is_integral_v<Port>)
    static_assert(Bits <= 64 && Bits <= 8 * sizeof(Port), "trace_ports.def: the port is narrower than its field");
  else
    static_assert(Bits > 64 && sizeof(Port) == 4 * field_words(Bits),
                  "trace_ports.def: the wide port's words differ from its field's");
  if constexpr (std::is_integral_v<Port>) {
    const uint64_t v = uint64_t(p);
    out[0] = uint32_t(v);
    if constexpr (Bits > 32) out[1] = uint32_t(v >> 32);
  } else {
    for (unsigned i = 0; i < field_words(Bits); ++i) out[i] = p[i];
  }
}

// Its words back into a port of the replay (PortType<Bits>).
template <unsigned Bits>
void get_port(PortType<Bits>& p, const uint32_t* in) {
  if constexpr (Bits <= 32) {
    p = static_cast<PortType<Bits>>(in[0]);
  } else if constexpr (Bits <= 64) {
    p = uint64_t(in[0]) | (uint64_t(in[1]) << 32);
  } else {
    for (unsigned i = 0; i < field_words(Bits); ++i) p[i] = in[i];
  }
}

}  // namespace gcn::trace
