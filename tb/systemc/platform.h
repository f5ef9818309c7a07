// A SystemC platform around a compute unit: clock, reset, the unit, a
// MemoryTarget on its three memory sockets and a ControlHost on its control
// socket, wired. Unit is sc::ComputeUnit (the Verilated RTL) or
// sc::GoldenUnit (the golden model), which have the same ports, sockets and
// register map, so a platform switches between them by this one name:
//
//   sc::Platform<sc::ComputeUnit> rtl("rtl", period, memory, seed, 8, /*ComputeUnit's:*/ seed);
//   sc::Platform<sc::GoldenUnit> golden("golden", period, memory, seed, 8, /*GoldenUnit's:*/ config);
//
// The unit's commit and writeback ports are left for the user to bind.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

#include <systemc>

#include "control_host.h"
#include "memory.h"
#include "memory_target.h"

namespace gcn::sc {

template <class Unit>
struct Platform : sc_core::sc_module {
  const sc_core::sc_time period;
  sc_core::sc_clock clk;
  sc_core::sc_signal<bool> rst_n;
  Unit cu;
  MemoryTarget memory;
  ControlHost host;

  // `contents`, `seed`, `max_latency`: the memory target's (slow replies
  // on); `unit_args` follow the unit's name and clock period.
  template <class... UnitArgs>
  Platform(sc_core::sc_module_name name, sc_core::sc_time clock, Memory contents, uint64_t seed,
           unsigned max_latency, UnitArgs&&... unit_args)
      : sc_core::sc_module(name),
        period(clock),
        clk("clk", clock),
        rst_n("rst_n"),
        cu("cu", clock, std::forward<UnitArgs>(unit_args)...),
        memory("memory", std::move(contents), seed, max_latency, clock, true),
        host("host") {
    cu.clk(clk);
    cu.rst_n(rst_n);
    cu.fetch.bind(memory.fetch);
    cu.data.bind(memory.data);
    cu.vmem.bind(memory.vmem);
    host.socket.bind(cu.control);
  }

  // Runs the simulation until the host has performed every queued access;
  // throws std::runtime_error if one was refused.
  void run_host() {
    while (!host.idle()) sc_core::sc_start(period);
    if (!host.error().empty()) throw std::runtime_error(std::string(name()) + ": control socket: " + host.error());
  }
};

}  // namespace gcn::sc
