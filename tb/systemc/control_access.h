// The checks every control target socket (ComputeUnit, GoldenUnit) makes on
// an access before it touches state, and the selector registers they keep,
// so that both answer the register map of control_map.h alike.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

#include <systemc>
#include <tlm>

#include "control_map.h"

namespace gcn::sc::control {

// The *_WAVE, *_REG and *_LANE registers: written without a clock.
struct Selectors {
  uint32_t cfg_wave = 0, cfg_reg = 0, vgpr_reg = 0, vgpr_lane = 0;
  uint32_t dbg_wave = 0, dbg_reg = 0, dbg_vgpr_reg = 0, dbg_vgpr_lane = 0;

  // The selector at `addr`, or null.
  uint32_t* at(uint64_t addr) {
    switch (addr) {
      case kCfgWave: return &cfg_wave;
      case kCfgReg: return &cfg_reg;
      case kVgprReg: return &vgpr_reg;
      case kVgprLane: return &vgpr_lane;
      case kDbgWave: return &dbg_wave;
      case kDbgReg: return &dbg_reg;
      case kDbgVgprReg: return &dbg_vgpr_reg;
      case kDbgVgprLane: return &dbg_vgpr_lane;
      default: return nullptr;
    }
  }
};

enum class AccessKind {
  Refused,   // answer with Access::refusal
  LdsData,   // a block read inside DBG_LDS_DATA
  Selector,  // a write to a selector
  Register,  // a 32-bit access to a clocked register, in its direction
};

struct Access {
  AccessKind kind = AccessKind::Refused;
  tlm::tlm_response_status refusal = tlm::TLM_OK_RESPONSE;
  uint64_t addr = 0;
  bool write = false;
  uint32_t value = 0;  // a write's little-endian word
};

// Sorts an access, with the responses control_map.h names for the refused.
inline Access classify(tlm::tlm_generic_payload& t, Selectors& selectors) {
  Access a;
  a.addr = t.get_address();
  a.write = t.get_command() == tlm::TLM_WRITE_COMMAND;
  const unsigned len = t.get_data_length();
  const unsigned char* p = t.get_data_ptr();
  auto refuse = [&](tlm::tlm_response_status s) {
    a.kind = AccessKind::Refused;
    a.refusal = s;
    return a;
  };
  if (t.get_command() == tlm::TLM_IGNORE_COMMAND || t.get_byte_enable_ptr())
    return refuse(tlm::TLM_COMMAND_ERROR_RESPONSE);
  if (a.addr >= kDbgLdsData && a.addr < kSize) {
    if (a.write) return refuse(tlm::TLM_COMMAND_ERROR_RESPONSE);
    if (a.addr + len > kSize) return refuse(tlm::TLM_ADDRESS_ERROR_RESPONSE);
    a.kind = AccessKind::LdsData;
    return a;
  }
  if (len != 4 || a.addr % 4 != 0) return refuse(tlm::TLM_BURST_ERROR_RESPONSE);
  for (unsigned k = 0; k < 4; ++k) a.value |= uint32_t(p[k]) << (8 * k);
  if (uint32_t* selector = selectors.at(a.addr)) {
    if (!a.write) return refuse(tlm::TLM_COMMAND_ERROR_RESPONSE);
    *selector = a.value;
    a.kind = AccessKind::Selector;
    return a;
  }
  const bool writable = a.addr == kCfgData || a.addr == kVgprData || a.addr == kLaunch || a.addr == kDbgLdsRow;
  const bool readable = a.addr == kStatus || (a.addr >= kDbgSgpr && a.addr <= kDbgPcHi) || a.addr == kDbgVgpr ||
                        (a.addr >= kPerf && a.addr < kPerf + 4 * kNumPerf);
  if (!writable && !readable) return refuse(tlm::TLM_ADDRESS_ERROR_RESPONSE);
  if (a.write != writable) return refuse(tlm::TLM_COMMAND_ERROR_RESPONSE);
  a.kind = AccessKind::Register;
  return a;
}

// The start of every control b_transport: waits out `delay` (the socket's
// accesses are performed when they arrive), answers refused accesses,
// DBG_LDS_DATA reads (from `lds_row`) and selector writes, and returns the
// register access the caller performs, if that is what `t` is.
inline std::optional<Access> accept(tlm::tlm_generic_payload& t, sc_core::sc_time& delay, Selectors& selectors,
                                    const std::array<uint8_t, 128>& lds_row) {
  if (delay != sc_core::SC_ZERO_TIME) {
    sc_core::wait(delay);
    delay = sc_core::SC_ZERO_TIME;
  }
  const Access a = classify(t, selectors);
  switch (a.kind) {
    case AccessKind::Refused: t.set_response_status(a.refusal); return std::nullopt;
    case AccessKind::LdsData:
      std::copy_n(lds_row.begin() + (a.addr - kDbgLdsData), t.get_data_length(), t.get_data_ptr());
      t.set_response_status(tlm::TLM_OK_RESPONSE);
      return std::nullopt;
    case AccessKind::Selector: t.set_response_status(tlm::TLM_OK_RESPONSE); return std::nullopt;
    case AccessKind::Register: break;
  }
  return a;
}

inline void put_word(tlm::tlm_generic_payload& t, uint32_t value) {
  unsigned char* p = t.get_data_ptr();
  for (unsigned k = 0; k < 4; ++k) p[k] = uint8_t(value >> (8 * k));
}

}  // namespace gcn::sc::control
