// The SystemC platform's pieces on their own: the memory target's atomics
// (values worked by hand from the Vega ISA text's pseudo-code), its error
// responses, byte enables, latencies, debug transactions and DMI grants;
// the compute unit's control socket (a value written through CFG_DATA /
// VGPR_DATA reads back through the debug registers of the RTL; accesses
// outside the map are refused with the TLM response control_map.h names,
// by the RTL and the golden unit alike); and the golden unit running a
// hand-worked program through its sockets, fetching through DMI.
#define BOOST_TEST_MODULE systemc_platform
#include <boost/test/included/unit_test.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>

#include "commit.h"
#include "compute_unit.h"
#include "control_host.h"
#include "control_map.h"
#include "cu_config.h"
#include "golden_unit.h"
#include "memory.h"
#include "memory_target.h"

// The SystemC library refers to sc_main; this program's main is Boost.Test's.
int sc_main(int, char**) { return 1; }

namespace {

using namespace gcn;
constexpr uint64_t kBase = 0x1000;
constexpr unsigned kMaxLatency = 8;

// Initiator sockets for direct calls into a MemoryTarget (it never waits, so
// the test body may call b_transport itself).
struct Probe : sc_core::sc_module {
  tlm_utils::simple_initiator_socket<Probe> fetch{"fetch"}, data{"data"}, vmem{"vmem"};
  explicit Probe(sc_core::sc_module_name n) : sc_core::sc_module(n) {}
};

// Passes the golden unit's fetch socket through to its memory, counting
// what crosses: transactions, DMI requests, DMI invalidations.
struct FetchCounter : sc_core::sc_module {
  tlm_utils::simple_target_socket<FetchCounter> in{"in"};
  tlm_utils::simple_initiator_socket<FetchCounter> out{"out"};
  unsigned transactions = 0, dmi_requests = 0, invalidations = 0;

  explicit FetchCounter(sc_core::sc_module_name n) : sc_core::sc_module(n) {
    in.register_b_transport(this, &FetchCounter::b_transport);
    in.register_get_direct_mem_ptr(this, &FetchCounter::get_dmi);
    in.register_transport_dbg(this, &FetchCounter::debug);
    out.register_invalidate_direct_mem_ptr(this, &FetchCounter::invalidate);
  }
  void b_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay) {
    ++transactions;
    out->b_transport(t, delay);
  }
  bool get_dmi(tlm::tlm_generic_payload& t, tlm::tlm_dmi& dmi) {
    ++dmi_requests;
    return out->get_direct_mem_ptr(t, dmi);
  }
  unsigned debug(tlm::tlm_generic_payload& t) { return out->transport_dbg(t); }
  void invalidate(sc_dt::uint64 start, sc_dt::uint64 end) {
    ++invalidations;
    in->invalidate_direct_mem_ptr(start, end);
  }
};

// Records what a unit publishes.
struct Records : tlm::tlm_analysis_if<CommitRecord>, tlm::tlm_analysis_if<WritebackRecord> {
  std::vector<CommitRecord> commits;
  std::vector<WritebackRecord> writebacks;
  void write(const CommitRecord& r) override { commits.push_back(r); }
  void write(const WritebackRecord& r) override { writebacks.push_back(r); }
};

Memory region() {
  Memory m;
  m.map(kBase, std::vector<uint8_t>(64, 0), "buf");
  return m;
}

// One platform for the whole program: SystemC elaborates once.
struct Bench {
  const sc_core::sc_time period{10, sc_core::SC_NS};
  sc_core::sc_clock clk{"clk", period};
  sc_core::sc_signal<bool> rst_n{"rst_n"};
  sc::ComputeUnit cu{"cu", period, 1};
  sc::MemoryTarget cu_memory{"cu_memory", Memory{}, 1, kMaxLatency, period, true};
  sc::ControlHost host{"host"};
  sc::MemoryTarget memory{"memory", region(), 7, kMaxLatency, period, true};
  Probe probe{"probe"};
  // The golden unit, with a reset of its own.
  sc_core::sc_signal<bool> golden_rst_n{"golden_rst_n"};
  sc::GoldenUnit golden{"golden", period, sc::GoldenUnit::Config{4, 8, 1024, 0}};
  sc::MemoryTarget golden_memory{"golden_memory", Memory{}, 3, kMaxLatency, period, true};
  FetchCounter fetch_counter{"fetch_counter"};
  sc::ControlHost golden_host{"golden_host"};
  Records golden_records;

  Bench() {
    cu.clk(clk);
    cu.rst_n(rst_n);
    cu.fetch.bind(cu_memory.fetch);
    cu.data.bind(cu_memory.data);
    cu.vmem.bind(cu_memory.vmem);
    host.socket.bind(cu.control);
    probe.fetch.bind(memory.fetch);
    probe.data.bind(memory.data);
    probe.vmem.bind(memory.vmem);
    golden.clk(clk);
    golden.rst_n(golden_rst_n);
    golden.fetch.bind(fetch_counter.in);
    fetch_counter.out.bind(golden_memory.fetch);
    golden.data.bind(golden_memory.data);
    golden.vmem.bind(golden_memory.vmem);
    golden_host.socket.bind(golden.control);
    golden.commits.bind(golden_records);
    golden.writebacks.bind(golden_records);
    sc_core::sc_start(4 * period);  // in reset
    rst_n.write(true);
    golden_rst_n.write(true);
    sc_core::sc_start(600 * period);  // the LDS clears itself, 128 bytes a clock
  }

  void run_host() {
    while (!host.idle() || !golden_host.idle()) sc_core::sc_start(period);
  }

  static Bench& get() {
    static Bench* bench = new Bench;  // never destroyed: SystemC objects must not outlive the kernel
    return *bench;
  }
};

tlm::tlm_response_status transport(tlm_utils::simple_initiator_socket<Probe>& socket, tlm::tlm_command cmd,
                                   uint64_t addr, uint8_t* data, unsigned len, sc_core::sc_time* delay_out = nullptr,
                                   uint8_t* enables = nullptr, sc::AtomicExtension* atomic = nullptr) {
  tlm::tlm_generic_payload t;
  t.set_command(cmd);
  t.set_address(addr);
  t.set_data_ptr(data);
  t.set_data_length(len);
  t.set_streaming_width(len);
  if (enables) {
    t.set_byte_enable_ptr(enables);
    t.set_byte_enable_length(len);
  }
  if (atomic) t.set_extension(atomic);
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  socket->b_transport(t, delay);
  if (atomic) t.clear_extension(atomic);
  if (delay_out) *delay_out = delay;
  return t.get_response_status();
}

void put32(uint64_t addr, uint32_t v) {
  std::array<uint8_t, 4> b{uint8_t(v), uint8_t(v >> 8), uint8_t(v >> 16), uint8_t(v >> 24)};
  BOOST_REQUIRE_EQUAL(transport(Bench::get().probe.data, tlm::TLM_WRITE_COMMAND, addr, b.data(), 4),
                      tlm::TLM_OK_RESPONSE);
}

uint32_t get32(uint64_t addr) { return Bench::get().memory.memory().read32(addr); }

// An atomic on the scalar-data port; returns the pre-op value.
uint64_t atomic(MemOpKind kind, uint64_t addr, bool is64, uint64_t src, uint64_t cmp = 0) {
  sc::AtomicExtension ext;
  ext.kind = unsigned(kind);
  ext.is64 = is64;
  ext.compare = cmp;
  std::array<uint8_t, 8> b{};
  for (unsigned k = 0; k < 8; ++k) b[k] = uint8_t(src >> (8 * k));
  const unsigned n = is64 ? 8 : 4;
  BOOST_REQUIRE_EQUAL(transport(Bench::get().probe.data, tlm::TLM_IGNORE_COMMAND, addr, b.data(), n, nullptr,
                                nullptr, &ext),
                      tlm::TLM_OK_RESPONSE);
  uint64_t old = 0;
  for (unsigned k = 0; k < n; ++k) old |= uint64_t(b[k]) << (8 * k);
  return old;
}

}  // namespace

BOOST_AUTO_TEST_CASE(memory_atomics_follow_the_isa_text) {
  // INC: tmp = MEM; MEM = (tmp >= DATA) ? 0 : tmp + 1; RETURN_DATA = tmp.
  put32(kBase, 5);
  BOOST_TEST(atomic(MemOpKind::AtomicInc, kBase, false, 5) == 5u);
  BOOST_TEST(get32(kBase) == 0u);
  put32(kBase, 4);
  BOOST_TEST(atomic(MemOpKind::AtomicInc, kBase, false, 5) == 4u);
  BOOST_TEST(get32(kBase) == 5u);
  // DEC: MEM = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1.
  put32(kBase, 0);
  atomic(MemOpKind::AtomicDec, kBase, false, 7);
  BOOST_TEST(get32(kBase) == 7u);
  put32(kBase, 8);
  atomic(MemOpKind::AtomicDec, kBase, false, 7);
  BOOST_TEST(get32(kBase) == 7u);
  put32(kBase, 3);
  atomic(MemOpKind::AtomicDec, kBase, false, 7);
  BOOST_TEST(get32(kBase) == 2u);
  // CMPSWAP: MEM = (tmp == cmp) ? src : tmp.
  put32(kBase, 10);
  BOOST_TEST(atomic(MemOpKind::AtomicCmpswap, kBase, false, 20, 10) == 10u);
  BOOST_TEST(get32(kBase) == 20u);
  BOOST_TEST(atomic(MemOpKind::AtomicCmpswap, kBase, false, 30, 11) == 20u);
  BOOST_TEST(get32(kBase) == 20u);
  // SMIN compares signed (-1 < 1), UMIN unsigned.
  put32(kBase, 0xFFFF'FFFF);
  atomic(MemOpKind::AtomicSmin, kBase, false, 1);
  BOOST_TEST(get32(kBase) == 0xFFFF'FFFFu);
  atomic(MemOpKind::AtomicUmin, kBase, false, 1);
  BOOST_TEST(get32(kBase) == 1u);
  // A 64-bit ADD carries into the high dword.
  put32(kBase + 8, 0xFFFF'FFFF);
  put32(kBase + 12, 0);
  BOOST_TEST(atomic(MemOpKind::AtomicAdd, kBase + 8, true, 1) == 0xFFFF'FFFFull);
  BOOST_TEST(get32(kBase + 8) == 0u);
  BOOST_TEST(get32(kBase + 12) == 1u);
}

BOOST_AUTO_TEST_CASE(memory_errors_enables_and_latency) {
  Bench& b = Bench::get();
  std::array<uint8_t, 8> d{};
  BOOST_TEST(transport(b.probe.fetch, tlm::TLM_READ_COMMAND, 0x9000, d.data(), 4) == tlm::TLM_ADDRESS_ERROR_RESPONSE);
  // A vector access that runs off the end of the buffer maps nowhere.
  const size_t faults = b.memory.vmem_faults().size();
  BOOST_TEST(transport(b.probe.vmem, tlm::TLM_READ_COMMAND, kBase + 62, d.data(), 4) ==
             tlm::TLM_ADDRESS_ERROR_RESPONSE);
  BOOST_TEST(b.memory.vmem_faults().size() == faults + 1);
  // Dword 1 disabled: only dword 0 is written.
  put32(kBase + 16, 0x1111'1111);
  put32(kBase + 20, 0x2222'2222);
  std::array<uint8_t, 8> w{0xAA, 0xAA, 0xAA, 0xAA, 0xBB, 0xBB, 0xBB, 0xBB};
  std::array<uint8_t, 8> en{TLM_BYTE_ENABLED, TLM_BYTE_ENABLED, TLM_BYTE_ENABLED, TLM_BYTE_ENABLED,
                            TLM_BYTE_DISABLED, TLM_BYTE_DISABLED, TLM_BYTE_DISABLED, TLM_BYTE_DISABLED};
  BOOST_TEST(transport(b.probe.data, tlm::TLM_WRITE_COMMAND, kBase + 16, w.data(), 8, nullptr, en.data()) ==
             tlm::TLM_OK_RESPONSE);
  BOOST_TEST(get32(kBase + 16) == 0xAAAA'AAAAu);
  BOOST_TEST(get32(kBase + 20) == 0x2222'2222u);
  // Fetch latencies are 1..max_latency clocks, each value drawn.
  std::vector<bool> seen(kMaxLatency + 1, false);
  for (int i = 0; i < 400; ++i) {
    sc_core::sc_time delay;
    BOOST_REQUIRE(transport(b.probe.fetch, tlm::TLM_READ_COMMAND, kBase, d.data(), 4, &delay) ==
                  tlm::TLM_OK_RESPONSE);
    const double clocks = delay / b.period;
    BOOST_REQUIRE(clocks >= 1 && clocks <= kMaxLatency);
    seen[size_t(clocks)] = true;
  }
  for (unsigned c = 1; c <= kMaxLatency; ++c) BOOST_TEST(seen[c], "latency " << c << " never drawn");
}

BOOST_AUTO_TEST_CASE(control_writes_read_back_through_the_rtl) {
  namespace c = sc::control;
  Bench& b = Bench::get();
  b.host.write(c::kCfgWave, 1);
  b.host.write(c::kCfgReg, 5);
  b.host.write(c::kCfgData, 0x1234'ABCD);
  b.host.write(c::kVgprReg, 3);
  b.host.write(c::kVgprLane, 17);
  b.host.write(c::kVgprData, 0xDEAD'BEEF);
  uint32_t sgpr = 0, vgpr = 0, other_lane = 1;
  b.host.write(c::kDbgWave, 1);
  b.host.write(c::kDbgReg, 5);
  b.host.read(c::kDbgSgpr, &sgpr);
  b.host.write(c::kDbgVgprReg, 3);
  b.host.write(c::kDbgVgprLane, 17);
  b.host.read(c::kDbgVgpr, &vgpr);
  b.host.write(c::kDbgVgprLane, 18);
  b.host.read(c::kDbgVgpr, &other_lane);
  // The LDS cleared itself after reset.
  std::array<uint8_t, 128> row;
  row.fill(0xFF);
  b.host.write(c::kDbgLdsRow, 3);
  b.host.read_block(c::kDbgLdsData, row.data(), 128);
  b.run_host();
  BOOST_TEST(b.host.error().empty(), b.host.error());
  BOOST_TEST(sgpr == 0x1234'ABCDu);
  BOOST_TEST(vgpr == 0xDEAD'BEEFu);
  BOOST_TEST(other_lane == 0u);
  for (uint8_t byte : row) BOOST_TEST(byte == 0u);
}

BOOST_AUTO_TEST_CASE(control_refuses_accesses_outside_the_map) {
  namespace c = sc::control;
  Bench& b = Bench::get();
  for (sc::ControlHost* host : {&b.host, &b.golden_host}) {
    BOOST_TEST_CONTEXT(host->name()) {
      uint32_t v = 0;
      std::array<uint8_t, 16> buf{};
      auto response = [&](auto access) {
        host->clear_error();
        access();
        b.run_host();
        return host->error();
      };
      auto refused = [](const std::string& error, const char* status) {
        return error.find(status) != std::string::npos;
      };
      BOOST_TEST(refused(response([&] { host->read(c::kLaunch, &v); }), "TLM_COMMAND_ERROR_RESPONSE"));
      BOOST_TEST(refused(response([&] { host->write(c::kStatus, 1); }), "TLM_COMMAND_ERROR_RESPONSE"));
      BOOST_TEST(refused(response([&] { host->read(c::kCfgWave, &v); }), "TLM_COMMAND_ERROR_RESPONSE"));
      BOOST_TEST(refused(response([&] { host->read(0x60, &v); }), "TLM_ADDRESS_ERROR_RESPONSE"));
      BOOST_TEST(refused(response([&] { host->read_block(c::kStatus, buf.data(), 2); }), "TLM_BURST_ERROR_RESPONSE"));
      BOOST_TEST(refused(response([&] { host->read_block(c::kDbgLdsData + 120, buf.data(), 16); }),
                         "TLM_ADDRESS_ERROR_RESPONSE"));
      BOOST_TEST(response([&] { host->read(c::kStatus, &v); }).empty());
    }
  }
}

BOOST_AUTO_TEST_CASE(memory_debug_transactions_and_dmi) {
  Bench& b = Bench::get();
  put32(kBase + 24, 0xCAFE'F00D);
  std::array<uint8_t, 8> d{};
  auto debug = [&](uint64_t addr, unsigned n) {
    tlm::tlm_generic_payload t;
    t.set_command(tlm::TLM_READ_COMMAND);
    t.set_address(addr);
    t.set_data_ptr(d.data());
    t.set_data_length(n);
    t.set_streaming_width(n);
    return b.probe.vmem->transport_dbg(t);
  };
  const size_t faults = b.memory.vmem_faults().size();
  BOOST_TEST(debug(kBase + 24, 4) == 4u);
  BOOST_TEST((d[0] == 0x0D && d[1] == 0xF0 && d[2] == 0xFE && d[3] == 0xCA));
  BOOST_TEST(debug(kBase + 62, 4) == 0u);  // runs off the buffer's end
  BOOST_TEST(debug(0x9000, 4) == 0u);
  BOOST_TEST(b.memory.vmem_faults().size() == faults);  // a debug access records no fault

  // A fetch answer allows DMI; the grant is the whole region, read only,
  // with a latency of one clock.
  tlm::tlm_generic_payload t;
  t.set_command(tlm::TLM_READ_COMMAND);
  t.set_address(kBase + 24);
  t.set_data_ptr(d.data());
  t.set_data_length(4);
  t.set_streaming_width(4);
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  b.probe.fetch->b_transport(t, delay);
  BOOST_TEST(t.is_response_ok());
  BOOST_TEST(t.is_dmi_allowed());
  tlm::tlm_dmi dmi;
  BOOST_REQUIRE(b.probe.fetch->get_direct_mem_ptr(t, dmi));
  BOOST_TEST(dmi.get_start_address() == kBase);
  BOOST_TEST(dmi.get_end_address() == kBase + 63);
  BOOST_TEST(dmi.is_read_allowed());
  BOOST_TEST(!dmi.is_write_allowed());
  BOOST_TEST(dmi.get_read_latency() == b.period);
  BOOST_TEST(dmi.get_dmi_ptr()[24] == 0x0D);
  BOOST_TEST(dmi.get_dmi_ptr()[27] == 0xCA);
  tlm::tlm_generic_payload outside;
  outside.set_command(tlm::TLM_READ_COMMAND);
  outside.set_address(0x9000);
  BOOST_TEST(!b.probe.fetch->get_direct_mem_ptr(outside, dmi));
  outside.set_command(tlm::TLM_WRITE_COMMAND);
  outside.set_address(kBase);
  BOOST_TEST(!b.probe.fetch->get_direct_mem_ptr(outside, dmi));
}

namespace {

constexpr uint64_t kCode = 0x4000, kData = 0x5000;

// s_mov_b32 s0, 5; s_add_u32 s1, s0, -1; s_load_dword s2, s[4:5], 0x0;
// s_waitcnt lgkmcnt(0); s_store_dword s1, s[4:5], 0x4; s_endpgm; two
// s_nop 0 after it (encodings from llvm-mc-16 -mcpu=gfx900 -show-encoding),
// and a data buffer holding `loaded`.
Memory golden_program(uint32_t loaded) {
  const std::vector<uint32_t> words = {0xBE800085, 0x8001C100, 0xC0020082, 0x00000000, 0xBF8CC07F,
                                       0xC0420042, 0x00000004, 0xBF810000, 0xBF800000, 0xBF800000};
  std::vector<uint8_t> code;
  for (uint32_t w : words)
    for (unsigned k = 0; k < 4; ++k) code.push_back(uint8_t(w >> (8 * k)));
  Memory m;
  m.map(kCode, code, "code");
  m.map(kData, {uint8_t(loaded), uint8_t(loaded >> 8), uint8_t(loaded >> 16), uint8_t(loaded >> 24), 0, 0, 0, 0},
        "data");
  return m;
}

struct GoldenResult {
  uint32_t s0 = 0, s1 = 0, s2 = 0, scc = 0, pc_lo = 0, status = 0, retired = 0, smem = 0;
};

// Resets the golden unit, loads the program, configures wave 0 (s[4:5] =
// the data buffer, pc = the code) and runs it to its end.
GoldenResult run_golden(uint32_t loaded) {
  namespace c = sc::control;
  Bench& b = Bench::get();
  b.golden_rst_n.write(false);
  sc_core::sc_start(2 * b.period);
  b.golden_rst_n.write(true);
  b.golden_memory.load(golden_program(loaded), 3, kMaxLatency, true);
  b.fetch_counter.transactions = b.fetch_counter.dmi_requests = 0;
  b.golden_records.commits.clear();
  b.golden_records.writebacks.clear();
  b.golden_host.write(c::kCfgWave, 0);
  for (auto [reg, value] : {std::pair<unsigned, uint32_t>{4, uint32_t(kData)}, {5, 0}, {cu_cfg::kPcLo, uint32_t(kCode)},
                            {cu_cfg::kPcHi, 0}}) {
    b.golden_host.write(c::kCfgReg, reg);
    b.golden_host.write(c::kCfgData, value);
  }
  b.golden_host.write(c::kLaunch, 1);
  b.run_host();
  GoldenResult r;
  for (int poll = 0; poll < 1000 && (!(r.status & 1) || (r.status >> 31)); ++poll) {
    b.golden_host.read(c::kStatus, &r.status);
    b.run_host();
  }
  b.golden_host.write(c::kDbgWave, 0);
  for (auto [reg, out] : {std::pair<unsigned, uint32_t*>{0, &r.s0}, {1, &r.s1}, {2, &r.s2}}) {
    b.golden_host.write(c::kDbgReg, reg);
    b.golden_host.read(c::kDbgSgpr, out);
  }
  b.golden_host.read(c::kDbgScc, &r.scc);
  b.golden_host.read(c::kDbgPcLo, &r.pc_lo);
  b.golden_host.read(c::kPerf, &r.retired);
  b.golden_host.read(c::kPerf + 4 * c::kPerfSmemRequests, &r.smem);
  b.run_host();
  BOOST_TEST(b.golden_host.error().empty(), b.golden_host.error());
  return r;
}

}  // namespace

BOOST_AUTO_TEST_CASE(golden_unit_runs_a_program_through_its_sockets) {
  Bench& b = Bench::get();
  const unsigned invalidations = b.fetch_counter.invalidations;
  for (uint32_t loaded : {0x600D'F00Du, 0xFEED'BEEFu}) {
    BOOST_TEST_CONTEXT("loaded " << std::hex << loaded) {
      const GoldenResult r = run_golden(loaded);
      BOOST_TEST(r.status == 1u);  // wave 0 ended, not busy
      BOOST_TEST(r.s0 == 5u);
      // 5 + 0xFFFFFFFF = 0x1_00000004: S_ADD_U32 keeps 4, SCC = the carry.
      BOOST_TEST(r.s1 == 4u);
      BOOST_TEST(r.scc == 1u);
      BOOST_TEST(r.s2 == loaded);
      BOOST_TEST(b.golden_memory.memory().read32(kData + 4) == 4u);  // the store, through the data socket
      BOOST_TEST(r.pc_lo == kCode + 32);  // past S_ENDPGM at byte 28
      BOOST_TEST(r.retired == 6u);
      BOOST_TEST(r.smem == 2u);
      const Records& rec = b.golden_records;
      BOOST_REQUIRE(rec.commits.size() == 6u);
      for (unsigned i = 0; i < 6; ++i) BOOST_TEST(rec.commits[i].order == i);
      BOOST_TEST(rec.commits[5].endpgm);
      BOOST_REQUIRE(rec.writebacks.size() == 1u);  // the load's data, after its commit
      BOOST_TEST(rec.writebacks[0].order == 2u);
      BOOST_TEST(rec.writebacks[0].sgpr.reg == 2u);
      BOOST_TEST(rec.writebacks[0].sgpr.data[0] == loaded);
      // One fetch transaction; every later instruction dword (and the
      // lookahead for a literal) is read through DMI.
      BOOST_TEST(b.fetch_counter.transactions == 1u);
      BOOST_TEST(b.fetch_counter.dmi_requests == 1u);
    }
  }
  // Loading the memory again invalidated the grant: the second run asked anew.
  BOOST_TEST(b.fetch_counter.invalidations >= invalidations + 2);
}
