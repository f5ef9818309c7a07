// Commit-trace files (tb/trace): every port of every beat kind survives
// capture, writing, reading and loading back into the replay's ports
// unchanged, at 1, 2, 4, 16 and 64 lanes (only the 4- and 16-lane compute
// units are built, so this is where the other widths are exercised end to
// end); the header and END
// record read back as written; the program hash tells programs apart.
#define BOOST_TEST_MODULE trace_file
#include <boost/test/included/unit_test.hpp>

#include <cstdint>
#include <filesystem>
#include <random>
#include <string>
#include <type_traits>

#include "arch_state.h"
#include "tb_memory.h"
#include "trace_capture.h"
#include "trace_file.h"
#include "trace_ports.h"

using namespace gcn;
using namespace gcn::trace;

namespace {

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("gcn_test_trace_" + name)).string();
}

// A random value of `bits` bits in a port.
template <unsigned Bits>
void randomize(PortType<Bits>& p, std::mt19937_64& rng) {
  if constexpr (Bits == 64) {
    p = rng();
  } else if constexpr (Bits < 64) {
    p = static_cast<PortType<Bits>>(rng() & ((1ull << Bits) - 1));
  } else {
    for (auto& w : p) w = uint32_t(rng());
    if (Bits % 32) p.back() &= (1u << (Bits % 32)) - 1;
  }
}

template <unsigned L>
TracePorts<L> random_ports(std::mt19937_64& rng) {
  TracePorts<L> p;
  [[maybe_unused]] constexpr unsigned PW = pass_bits(L);
#define TRACE_PORT(kind, port, bits) randomize<(bits)>(p.port, rng);
#include "trace_ports.def"
#undef TRACE_PORT
  // Pass numbers name a pass of the wave; the request is a store.
  p.rvfi_lds_pass_o = uint8_t(rng() % (64 / L));
  p.rvfi_ret_pass_o = uint8_t(rng() % (64 / L));
  p.rvfi_vw_pass_o = uint8_t(rng() % (64 / L));
  p.vm_req_kind_o = 0;
  p.rvfi_valid_o = p.wb_valid_o = p.rvfi_lds_valid_o = p.rvfi_ret_valid_o = p.rvfi_vret_valid_o = 1;
  p.rvfi_vw_valid_o = 1;
  return p;
}

template <unsigned L>
void round_trip() {
  std::mt19937_64 rng(L);
  const std::string path = temp_path(std::to_string(L));
  TraceHeader h;
  h.lanes = L;
  h.waves = 3;
  h.vgprs = 32;
  h.lds_bytes = 65536;
  h.program_hash = 0x0123456789abcdefull;
  h.tb_seed = 99;
  h.program = "round_trip";
  const TracePorts<L> a = random_ports<L>(rng);
  const TracePorts<L> b = random_ports<L>(rng);
  {
    TraceWriter w(path, h);
    capture_clock<L>(w, a, 5, true);
    capture_clock<L>(w, b, 9, true);
    w.finish(12);
  }
  TraceReader r(path);
  BOOST_TEST(r.header().lanes == L);
  BOOST_TEST(r.header().waves == 3u);
  BOOST_TEST(r.header().program_hash == h.program_hash);
  BOOST_TEST(r.header().tb_seed == 99u);
  BOOST_TEST(r.header().program == "round_trip");
  TracePorts<L> got[2];
  TraceBeat beat;
  unsigned beats = 0;
  while (r.next(beat)) {
    BOOST_TEST((beat.cycle == 5 || beat.cycle == 9));
    load_beat(got[beat.cycle == 9], beat);
    ++beats;
  }
  BOOST_TEST(beats == 14u);
  BOOST_TEST(r.end().cycles == 12u);
  for (uint64_t n : r.end().counts) BOOST_TEST(n == 2u);
  // Every field of every kind, and every valid, as captured.
  for (unsigned i = 0; i < 2; ++i) {
    const TracePorts<L>& want = i ? b : a;
    const TracePorts<L>& have = got[i];
    [[maybe_unused]] constexpr unsigned PW = pass_bits(L);
#define TRACE_PORT(kind, port, bits) BOOST_TEST((have.port == want.port), #port " at " << L << " lanes");
#include "trace_ports.def"
#undef TRACE_PORT
    BOOST_TEST(have.rvfi_valid_o == 1);
    BOOST_TEST(have.vm_req_valid_o == 1);
  }
  std::filesystem::remove(path);
}

}  // namespace

BOOST_AUTO_TEST_CASE(widths_follow_the_lanes) {
  // docs/trace.md, "Beats": payload words per kind at 1, 2, 4, 16 and 64 lanes.
  BOOST_TEST(beat_words(BeatKind::Commit, 16) == 47u);
  BOOST_TEST(beat_words(BeatKind::Vw, 1) == 6u);
  BOOST_TEST(beat_words(BeatKind::Vw, 2) == 10u);
  BOOST_TEST(beat_words(BeatKind::Vw, 4) == 18u);
  BOOST_TEST(beat_words(BeatKind::Vw, 16) == 66u);
  BOOST_TEST(beat_words(BeatKind::Vw, 64) == 258u);
  BOOST_TEST(beat_words(BeatKind::Swb, 16) == 21u);
  BOOST_TEST(beat_words(BeatKind::VmReq, 16) == 10u);
  BOOST_TEST(beat_words(BeatKind::VRet, 16) == 14u);
  BOOST_TEST(beat_words(BeatKind::Lds, 1) == 15u);
  BOOST_TEST(beat_words(BeatKind::Lds, 2) == 26u);
  BOOST_TEST(beat_words(BeatKind::Lds, 4) == 48u);
  BOOST_TEST(beat_words(BeatKind::Lds, 16) == 180u);
  BOOST_TEST(beat_words(BeatKind::Lds, 64) == 711u);
  BOOST_TEST(beat_words(BeatKind::DsRet, 1) == 12u);
  BOOST_TEST(beat_words(BeatKind::DsRet, 2) == 16u);
  BOOST_TEST(beat_words(BeatKind::DsRet, 4) == 24u);
  BOOST_TEST(beat_words(BeatKind::DsRet, 16) == 72u);
  BOOST_TEST(beat_words(BeatKind::DsRet, 64) == 265u);
  BOOST_TEST(pass_bits(1) == 6u);
  BOOST_TEST(pass_bits(2) == 5u);
  BOOST_TEST(pass_bits(4) == 4u);
  BOOST_TEST(pass_bits(16) == 2u);
  BOOST_TEST(pass_bits(64) == 1u);
}

BOOST_AUTO_TEST_CASE(round_trip_1_lane) { round_trip<1>(); }
BOOST_AUTO_TEST_CASE(round_trip_2_lanes) { round_trip<2>(); }
BOOST_AUTO_TEST_CASE(round_trip_4_lanes) { round_trip<4>(); }
BOOST_AUTO_TEST_CASE(round_trip_16_lanes) { round_trip<16>(); }
BOOST_AUTO_TEST_CASE(round_trip_64_lanes) { round_trip<64>(); }

BOOST_AUTO_TEST_CASE(loads_are_not_recorded) {
  // A vector memory load is no part of a record: no VMREQ beat.
  std::mt19937_64 rng(1);
  TracePorts<16> p = random_ports<16>(rng);
  p.rvfi_valid_o = p.wb_valid_o = p.rvfi_lds_valid_o = p.rvfi_ret_valid_o = p.rvfi_vret_valid_o = 0;
  p.rvfi_vw_valid_o = 0;
  const std::string path = temp_path("loads");
  TraceHeader h;
  h.lanes = 16;
  {
    TraceWriter w(path, h);
    p.vm_req_kind_o = uint8_t(kMemKindLoad);
    capture_clock<16>(w, p, 0, true);
    p.vm_req_kind_o = uint8_t(kMemKindNone);
    capture_clock<16>(w, p, 1, true);
    p.vm_req_kind_o = 3;  // an atomic, but not accepted this clock
    capture_clock<16>(w, p, 2, false);
    w.finish(3);
  }
  TraceReader r(path);
  TraceBeat beat;
  BOOST_TEST(!r.next(beat));
  std::filesystem::remove(path);
}

BOOST_AUTO_TEST_CASE(program_hash_covers_what_is_loaded) {
  ArchState s;
  s.waves.resize(2);
  s.memory.map(0x1000, std::vector<uint8_t>(16, 0), "code");
  const uint64_t base = program_hash(s, 2, 1024);
  BOOST_TEST(program_hash(s, 2, 1024) == base);
  BOOST_TEST(program_hash(s, 1, 1024) != base);
  BOOST_TEST(program_hash(s, 2, 2048) != base);
  ArchState t = s;
  t.waves[1].sgpr[5] = 1;
  BOOST_TEST(program_hash(t, 2, 1024) != base);
  BOOST_TEST(program_hash(t, 1, 1024) == program_hash(s, 1, 1024));  // wave 1 is not launched
  ArchState m = s;
  m.memory.write32(0x1004, 7);
  BOOST_TEST(program_hash(m, 2, 1024) != base);
}
