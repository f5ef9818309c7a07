// gcn_cu's trace ports rebuilt from a commit trace's beats, one clock at a
// time: the members are named and typed as in the Verilated model, so
// RecordAssembler<L> reads them exactly as it reads the model in dut.cpp.
#pragma once

#include <cstdint>

#include "trace_file.h"
#include "trace_format.h"

namespace gcn::trace {

template <unsigned L>
struct TracePorts {
  static constexpr unsigned PW = pass_bits(L);
  // The valid of each port: set for the kinds of beat the clock has.
  uint8_t rvfi_valid_o = 0;
  uint8_t wb_valid_o = 0;
  uint8_t rvfi_lds_valid_o = 0;
  uint8_t rvfi_ret_valid_o = 0;
  uint8_t vm_req_valid_o = 0;
  uint8_t rvfi_vret_valid_o = 0;
  uint8_t rvfi_vw_valid_o = 0;
#define TRACE_PORT(kind, port, bits) PortType<(bits)> port{};
#include "trace_ports.def"
#undef TRACE_PORT

  // A new clock: no beat yet (the data stay: nothing reads them unless
  // their valid is set again).
  void clear_valids() {
    rvfi_valid_o = wb_valid_o = rvfi_lds_valid_o = rvfi_ret_valid_o = vm_req_valid_o = rvfi_vret_valid_o = 0;
    rvfi_vw_valid_o = 0;
  }
};

// The fields of a beat of kind K back into the ports.
template <BeatKind K, unsigned L>
void load_fields(TracePorts<L>& p, const uint32_t* words) {
  [[maybe_unused]] constexpr unsigned PW = pass_bits(L);
  unsigned at = 0;
#define TRACE_PORT(kind, port, bits)           \
  if constexpr (BeatKind::kind == K) {         \
    get_port<(bits)>(p.port, words + at);      \
    at += field_words(bits);                   \
  }
#include "trace_ports.def"
#undef TRACE_PORT
}

// A beat (as TraceReader checked it: its size matches L) into the ports,
// with its port's valid set.
template <unsigned L>
void load_beat(TracePorts<L>& p, const TraceBeat& b) {
  const uint32_t* w = b.words.data();
  switch (b.kind) {
    case BeatKind::Commit: load_fields<BeatKind::Commit>(p, w); p.rvfi_valid_o = 1; break;
    case BeatKind::Swb: load_fields<BeatKind::Swb>(p, w); p.wb_valid_o = 1; break;
    case BeatKind::Lds: load_fields<BeatKind::Lds>(p, w); p.rvfi_lds_valid_o = 1; break;
    case BeatKind::DsRet: load_fields<BeatKind::DsRet>(p, w); p.rvfi_ret_valid_o = 1; break;
    case BeatKind::VmReq: load_fields<BeatKind::VmReq>(p, w); p.vm_req_valid_o = 1; break;
    case BeatKind::VRet: load_fields<BeatKind::VRet>(p, w); p.rvfi_vret_valid_o = 1; break;
    case BeatKind::Vw: load_fields<BeatKind::Vw>(p, w); p.rvfi_vw_valid_o = 1; break;
  }
}

}  // namespace gcn::trace
