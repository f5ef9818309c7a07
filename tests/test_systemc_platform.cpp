// The SystemC platform's pieces on their own: the memory target's atomics
// (values worked by hand from the Vega ISA text's pseudo-code), its error
// responses, byte enables and latencies, and the compute unit's control
// socket (a value written through CFG_DATA / VGPR_DATA reads back through
// the debug registers of the RTL; accesses outside the map are refused with
// the TLM response control_map.h names).
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
    sc_core::sc_start(4 * period);  // in reset
    rst_n.write(true);
    sc_core::sc_start(600 * period);  // the LDS clears itself, 128 bytes a clock
  }

  void run_host() {
    while (!host.idle()) sc_core::sc_start(period);
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
  uint32_t v = 0;
  std::array<uint8_t, 16> buf{};
  auto response = [&](auto access) {
    b.host.clear_error();
    access();
    b.run_host();
    return b.host.error();
  };
  auto refused = [](const std::string& error, const char* status) {
    return error.find(status) != std::string::npos;
  };
  BOOST_TEST(refused(response([&] { b.host.read(c::kLaunch, &v); }), "TLM_COMMAND_ERROR_RESPONSE"));
  BOOST_TEST(refused(response([&] { b.host.write(c::kStatus, 1); }), "TLM_COMMAND_ERROR_RESPONSE"));
  BOOST_TEST(refused(response([&] { b.host.read(c::kCfgWave, &v); }), "TLM_COMMAND_ERROR_RESPONSE"));
  BOOST_TEST(refused(response([&] { b.host.read(0x60, &v); }), "TLM_ADDRESS_ERROR_RESPONSE"));
  BOOST_TEST(refused(response([&] { b.host.read_block(c::kStatus, buf.data(), 2); }), "TLM_BURST_ERROR_RESPONSE"));
  BOOST_TEST(refused(response([&] { b.host.read_block(c::kDbgLdsData + 120, buf.data(), 16); }),
                     "TLM_ADDRESS_ERROR_RESPONSE"));
  BOOST_TEST(response([&] { b.host.read(c::kStatus, &v); }).empty());
}
