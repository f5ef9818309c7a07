// TLM-2.0 memory of the compute unit (memory_target.h).
#include "memory_target.h"

#include <algorithm>

#include <fmt/format.h>

#include "tb_memory.h"

namespace gcn::sc {

MemoryTarget::MemoryTarget(sc_core::sc_module_name name, Memory memory, uint64_t seed, unsigned max_latency,
                           sc_core::sc_time clock, bool slow_replies)
    : sc_core::sc_module(name),
      fetch("fetch"),
      data("data"),
      vmem("vmem"),
      mem_(std::move(memory)),
      rng_(seed),
      max_latency_(std::max(1u, max_latency)),
      clock_(clock),
      slow_replies_(slow_replies) {
  fetch.register_b_transport(this, &MemoryTarget::fetch_transport);
  data.register_b_transport(this, &MemoryTarget::data_transport);
  vmem.register_b_transport(this, &MemoryTarget::vmem_transport);
  fetch.register_transport_dbg(this, &MemoryTarget::debug_transport);
  data.register_transport_dbg(this, &MemoryTarget::debug_transport);
  vmem.register_transport_dbg(this, &MemoryTarget::debug_transport);
  fetch.register_get_direct_mem_ptr(this, &MemoryTarget::fetch_dmi);
}

void MemoryTarget::load(Memory memory, uint64_t seed, unsigned max_latency, bool slow_replies) {
  mem_ = std::move(memory);
  rng_.seed(seed);
  max_latency_ = std::max(1u, max_latency);
  slow_replies_ = slow_replies;
  vmem_faults_.clear();
  if (fetch.get_base_port().size() > 0) fetch->invalidate_direct_mem_ptr(0, ~sc_dt::uint64(0));
}

unsigned MemoryTarget::debug_transport(tlm::tlm_generic_payload& t) {
  const uint64_t addr = t.get_address();
  const unsigned n = t.get_data_length();
  bool ok = false;
  switch (t.get_command()) {
    case tlm::TLM_READ_COMMAND: ok = mem_.read_bytes(addr, t.get_data_ptr(), n); break;
    case tlm::TLM_WRITE_COMMAND: ok = mem_.write_bytes(addr, t.get_data_ptr(), n); break;
    case tlm::TLM_IGNORE_COMMAND: break;
  }
  t.set_response_status(ok ? tlm::TLM_OK_RESPONSE : tlm::TLM_ADDRESS_ERROR_RESPONSE);
  return ok ? n : 0;
}

bool MemoryTarget::fetch_dmi(tlm::tlm_generic_payload& t, tlm::tlm_dmi& dmi) {
  const auto& regions = mem_.regions();
  auto it = regions.upper_bound(t.get_address());
  if (it == regions.begin() || t.get_command() == tlm::TLM_WRITE_COMMAND) return false;
  --it;
  const Region& r = it->second;
  if (r.bytes.empty() || t.get_address() - r.base >= r.bytes.size()) return false;
  // Read-only: the initiator never writes through the pointer.
  dmi.set_dmi_ptr(const_cast<unsigned char*>(r.bytes.data()));
  dmi.set_start_address(r.base);
  dmi.set_end_address(r.base + r.bytes.size() - 1);
  dmi.set_granted_access(tlm::tlm_dmi::DMI_ACCESS_READ);
  dmi.set_read_latency(clock_);
  return true;
}

sc_core::sc_time MemoryTarget::latency(bool may_be_slow) {
  uint64_t clocks = std::uniform_int_distribution<uint64_t>(1, max_latency_)(rng_);
  if (may_be_slow && slow_replies_ && std::uniform_int_distribution<unsigned>(0, 7)(rng_) == 0)
    clocks += std::uniform_int_distribution<uint64_t>(2ull * max_latency_, 16ull * max_latency_)(rng_);
  return clock_ * double(clocks);
}

namespace {

uint64_t le_bytes(const unsigned char* p, unsigned n) {
  uint64_t v = 0;
  for (unsigned k = 0; k < n; ++k) v |= uint64_t(p[k]) << (8 * k);
  return v;
}

void put_le(unsigned char* p, unsigned n, uint64_t v) {
  for (unsigned k = 0; k < n; ++k) p[k] = uint8_t(v >> (8 * k));
}

// Whether dword `i` of a transaction is enabled (all four of its byte
// enables set; the scalar-data port enables whole dwords).
bool dword_enabled(const tlm::tlm_generic_payload& t, unsigned i) {
  const unsigned char* be = t.get_byte_enable_ptr();
  const unsigned len = t.get_byte_enable_length();
  if (!be || len == 0) return true;
  for (unsigned k = 0; k < 4; ++k)
    if (be[(4 * i + k) % len] != TLM_BYTE_ENABLED) return false;
  return true;
}

}  // namespace

void MemoryTarget::atomic(tlm::tlm_generic_payload& t) {
  AtomicExtension* a = nullptr;
  t.get_extension(a);
  const unsigned n = t.get_data_length();
  if (!a || n != (a->is64 ? 8u : 4u)) {
    t.set_response_status(tlm::TLM_COMMAND_ERROR_RESPONSE);
    return;
  }
  unsigned char* p = t.get_data_ptr();
  put_le(p, n, memory_atomic(mem_, a->kind, t.get_address(), a->is64, le_bytes(p, n), a->compare));
  t.set_response_status(tlm::TLM_OK_RESPONSE);
}

void MemoryTarget::fetch_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay) {
  delay += latency(false);
  if (t.get_command() != tlm::TLM_READ_COMMAND || t.get_data_length() != 4) {
    t.set_response_status(tlm::TLM_COMMAND_ERROR_RESPONSE);
    return;
  }
  if (!mem_.mapped(t.get_address(), 4)) {
    t.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
    return;
  }
  put_le(t.get_data_ptr(), 4, mem_.read32(t.get_address()));
  t.set_dmi_allowed(true);
  t.set_response_status(tlm::TLM_OK_RESPONSE);
}

// Dword-wise, as the scalar memory unit addresses: an unmapped dword reads 0
// and is ignored on a write (the memory records the fault).
void MemoryTarget::data_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay) {
  delay += latency(true);
  const uint64_t addr = t.get_address();
  const unsigned len = t.get_data_length();
  unsigned char* p = t.get_data_ptr();
  if (len == 0 || len % 4 != 0 || len > 64) {
    t.set_response_status(tlm::TLM_BURST_ERROR_RESPONSE);
    return;
  }
  switch (t.get_command()) {
    case tlm::TLM_READ_COMMAND:
      for (unsigned i = 0; i < len / 4; ++i)
        put_le(p + 4 * i, 4, dword_enabled(t, i) ? mem_.read32(addr + 4ull * i) : 0);
      break;
    case tlm::TLM_WRITE_COMMAND:
      for (unsigned i = 0; i < len / 4; ++i)
        if (dword_enabled(t, i)) mem_.write32(addr + 4ull * i, uint32_t(le_bytes(p + 4 * i, 4)));
      break;
    case tlm::TLM_IGNORE_COMMAND: atomic(t); return;
  }
  t.set_response_status(tlm::TLM_OK_RESPONSE);
}

void MemoryTarget::vmem_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay) {
  delay += latency(true);
  const uint64_t addr = t.get_address();
  const unsigned n = t.get_data_length();
  unsigned char* p = t.get_data_ptr();
  if (n == 0 || n > 16 || !mem_.mapped(addr, n)) {
    vmem_faults_.push_back(fmt::format("vector memory fault: {} bytes at {:#x}: no buffer maps it", n, addr));
    t.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
    return;
  }
  switch (t.get_command()) {
    case tlm::TLM_READ_COMMAND: mem_.read_bytes(addr, p, n); break;
    case tlm::TLM_WRITE_COMMAND: mem_.write_bytes(addr, p, n); break;
    case tlm::TLM_IGNORE_COMMAND: atomic(t); return;
  }
  t.set_response_status(tlm::TLM_OK_RESPONSE);
}

}  // namespace gcn::sc
