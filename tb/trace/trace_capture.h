// Capturing one clock of gcn_cu's trace ports into a commit trace: the beats
// an FPGA trace buffer would store. `Ports` is anything with the ports as
// members of the Verilated C++ types (the Verilated model, or a snapshot of
// its outputs), as for RecordAssembler, and the capture is taken where the
// assembler reads them: the ports then hold what RecordAssembler::on_clock
// and vmem_request see, so replaying the beats gives the same records.
#pragma once

#include <array>
#include <cstdint>

#include "tb_memory.h"
#include "trace_file.h"
#include "trace_format.h"

namespace gcn::trace {

// The fields of a beat of kind K from the ports, in trace_ports.def order.
template <BeatKind K, unsigned L, typename Ports>
void capture_beat(TraceWriter& w, const Ports& t, uint64_t cycle) {
  [[maybe_unused]] constexpr unsigned PW = pass_bits(L);
  std::array<uint32_t, beat_words(K, L)> words{};
  unsigned at = 0;
#define TRACE_PORT(kind, port, bits)              \
  if constexpr (BeatKind::kind == K) {            \
    put_port<(bits)>(t.port, words.data() + at);  \
    at += field_words(bits);                      \
  }
#include "trace_ports.def"
#undef TRACE_PORT
  w.beat(K, cycle, words.data(), words.size());
}

// Every beat of clock `cycle`: a port's beat when its valid is set; the
// vector memory request when `vm_accepted` (valid and ready) and it is a
// store or an atomic. `L` is the VALU lanes the model was built with.
template <unsigned L, typename Ports>
void capture_clock(TraceWriter& w, const Ports& t, uint64_t cycle, bool vm_accepted) {
  if (t.rvfi_valid_o) capture_beat<BeatKind::Commit, L>(w, t, cycle);
  if (t.wb_valid_o) capture_beat<BeatKind::Swb, L>(w, t, cycle);
  if (t.rvfi_lds_valid_o) capture_beat<BeatKind::Lds, L>(w, t, cycle);
  if (t.rvfi_ret_valid_o) capture_beat<BeatKind::DsRet, L>(w, t, cycle);
  if (vm_accepted && vmem_kind_writes(t.vm_req_kind_o))
    capture_beat<BeatKind::VmReq, L>(w, t, cycle);
  if (t.rvfi_vret_valid_o) capture_beat<BeatKind::VRet, L>(w, t, cycle);
  if (t.rvfi_vw_valid_o) capture_beat<BeatKind::Vw, L>(w, t, cycle);
}

}  // namespace gcn::trace
