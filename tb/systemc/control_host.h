// A host on the compute unit's control socket: queues register accesses
// (control_map.h) and performs them in order from a thread of its own, so
// code outside the simulation (a testbench between sc_start calls) can
// load state and read results: queue, then run the simulation until idle().
#pragma once

#include <cstdint>
#include <deque>
#include <string>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>

namespace gcn::sc {

class ControlHost : public sc_core::sc_module {
 public:
  tlm_utils::simple_initiator_socket<ControlHost> socket;

  explicit ControlHost(sc_core::sc_module_name name);

  void write(uint64_t addr, uint32_t value);
  // `out` is written when the access has been performed.
  void read(uint64_t addr, uint32_t* out);
  void read_block(uint64_t addr, uint8_t* out, unsigned bytes);
  // Every queued access has been performed.
  bool idle() const { return queue_.empty() && !busy_; }
  // The first access that did not get TLM_OK_RESPONSE, or empty.
  const std::string& error() const { return error_; }
  void clear_error() { error_.clear(); }

 private:
  struct Access {
    bool write = false;
    uint64_t addr = 0;
    uint32_t value = 0;
    uint32_t* word_out = nullptr;   // a 32-bit read
    uint8_t* block_out = nullptr;   // a block read of `bytes`
    unsigned bytes = 4;
  };
  void run();

  std::deque<Access> queue_;
  sc_core::sc_event queued_;
  bool busy_ = false;
  std::string error_;
};

}  // namespace gcn::sc
