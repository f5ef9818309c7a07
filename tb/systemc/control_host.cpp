// Control-socket host (control_host.h).
#include "control_host.h"

#include <array>

#include <fmt/format.h>

namespace gcn::sc {

ControlHost::ControlHost(sc_core::sc_module_name name) : sc_core::sc_module(name), socket("socket") {
  SC_HAS_PROCESS(ControlHost);
  SC_THREAD(run);
}

void ControlHost::write(uint64_t addr, uint32_t value) {
  queue_.push_back(Access{true, addr, value, nullptr, nullptr, 4});
  queued_.notify(sc_core::SC_ZERO_TIME);
}

void ControlHost::read(uint64_t addr, uint32_t* out) {
  queue_.push_back(Access{false, addr, 0, out, nullptr, 4});
  queued_.notify(sc_core::SC_ZERO_TIME);
}

void ControlHost::read_block(uint64_t addr, uint8_t* out, unsigned bytes) {
  queue_.push_back(Access{false, addr, 0, nullptr, out, bytes});
  queued_.notify(sc_core::SC_ZERO_TIME);
}

void ControlHost::run() {
  while (true) {
    while (queue_.empty()) wait(queued_);
    busy_ = true;
    const Access a = queue_.front();
    queue_.pop_front();
    // Registers are little-endian 32-bit words.
    std::array<uint8_t, 4> word{};
    for (unsigned k = 0; k < 4; ++k) word[k] = uint8_t(a.value >> (8 * k));
    tlm::tlm_generic_payload t;
    t.set_command(a.write ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
    t.set_address(a.addr);
    t.set_data_ptr(a.block_out ? a.block_out : word.data());
    t.set_data_length(a.bytes);
    t.set_streaming_width(a.bytes);
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    socket->b_transport(t, delay);
    if (!t.is_response_ok() && error_.empty())
      error_ = fmt::format("control {} at {:#x}: {}", a.write ? "write" : "read", a.addr, t.get_response_string());
    if (a.word_out)
      *a.word_out = uint32_t(word[0]) | uint32_t(word[1]) << 8 | uint32_t(word[2]) << 16 | uint32_t(word[3]) << 24;
    busy_ = false;
  }
}

}  // namespace gcn::sc
