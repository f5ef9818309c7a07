// gcn::sc::ComputeUnit (compute_unit.h) over the Verilated SystemC model.
// GCN_VTOP names the model class, GCN_VTOP_HEADER its header and
// GCN_VTOP_PORTS_HEADER the signal bundle scripts/sc_ports.py writes for it.
#include "compute_unit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <deque>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "bug_select.h"
#include "control_access.h"
#include "memory_target.h"
#include "record_assembly.h"
#include "tb_memory.h"
#include GCN_VTOP_HEADER
#include GCN_VTOP_PORTS_HEADER

#define GCN_CAT2(a, b) a##b
#define GCN_CAT(a, b) GCN_CAT2(a, b)

namespace gcn::sc {

namespace {

using Signals = GCN_CAT(GCN_VTOP, _signals);
using Outputs = GCN_CAT(GCN_VTOP, _outputs);

template <int Bits>
sc_dt::sc_bv<Bits> words_to_bv(const uint32_t* words) {
  sc_dt::sc_bv<Bits> v;
  for (int i = 0; i < Bits / 32; ++i) v.set_word(i, words[i]);
  return v;
}

}  // namespace

struct ComputeUnit::Impl {
  Impl(sc_core::sc_time clk, uint64_t seed, bool reorder_replies)
      : top("rtl"), rng(seed), fetch_rng(seed ^ kFetchReadySeedSalt), reorder(reorder_replies), clock(clk) {}

  GCN_VTOP top;
  Signals sig;
  Outputs out;  // the output ports at the last sampling point
  RecordAssembler<GCN_VTOP_LANES> records;
  std::mt19937_64 rng;
  std::mt19937_64 fetch_rng;  // the fetch port's ready (tb_memory.h)
  bool reorder;
  sc_core::sc_time clock;
  uint64_t clocks = 0;

  // Replies held for the RTL until their clock (the C++ testbench's types).
  std::deque<FetchReply> fetches;
  std::vector<DataReply> data_replies;
  uint64_t data_seq = 0;
  std::deque<VmemReply> vmem_replies;
  bool vmem_reply_driven = false;
  bool if_ready = true, dm_ready = false, vm_ready = false;

  // Control: the selectors, and the one access in progress (applied at a
  // falling edge, finished at that clock's sampling point; an LDS row read
  // at the next one).
  control::Selectors sel;
  struct ControlOp {
    enum class State { Waiting, Applied, Done };
    uint64_t addr = 0;
    uint32_t value = 0;    // written, or read back
    State state = State::Waiting;
    uint64_t applied_clock = 0;
  };
  std::optional<ControlOp> op;
  sc_core::sc_event op_done;  // the run thread finished `op`
  sc_core::sc_event op_free;  // `op` is free for the next access
  std::array<uint8_t, 128> lds_row{};
  Status status;

  uint64_t due_clock(const sc_core::sc_time& delay) const {
    return clocks + uint64_t(std::ceil(delay / clock));
  }
};

ComputeUnit::ComputeUnit(sc_core::sc_module_name name, sc_core::sc_time clock, uint64_t seed, bool reorder)
    : sc_core::sc_module(name),
      impl_(std::make_unique<Impl>(clock, seed, reorder)) {
  impl_->top.rst_ni(rst_n);
  impl_->sig.bind(impl_->top);
  control.register_b_transport(this, &ComputeUnit::control_transport);
  SC_HAS_PROCESS(ComputeUnit);
  SC_THREAD(run);
}

ComputeUnit::~ComputeUnit() = default;

ComputeUnit::Status ComputeUnit::status() const { return impl_->status; }

void ComputeUnit::restart(uint64_t seed, bool reorder) {
  Impl& m = *impl_;
  m.rng.seed(seed);
  m.fetch_rng.seed(seed ^ kFetchReadySeedSalt);
  m.reorder = reorder;
  m.records = RecordAssembler<GCN_VTOP_LANES>();
  m.fetches.clear();
  m.data_replies.clear();
  m.vmem_replies.clear();
  m.data_seq = 0;
  m.vmem_reply_driven = false;
  m.status = Status{};
  m.status.clocks = m.clocks;
}

unsigned ComputeUnit::num_waves() { return GCN_VTOP_NUM_WAVES; }
unsigned ComputeUnit::lanes() { return GCN_VTOP_LANES; }
unsigned ComputeUnit::num_vgprs() { return GCN_VTOP_NUM_VGPRS; }
unsigned ComputeUnit::lds_bytes() { return GCN_VTOP_LDS_BYTES; }

void ComputeUnit::control_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay) {
  namespace c = control;
  Impl& m = *impl_;
  const std::optional<c::Access> accepted = c::accept(t, delay, m.sel, m.lds_row);
  if (!accepted) return;
  const c::Access& a = *accepted;
  // One clock: the run thread applies it at the next falling edge and
  // finishes it a quarter clock later (an LDS row read a clock after that).
  while (m.op) wait(m.op_free);
  m.op = Impl::ControlOp{a.addr, a.value, Impl::ControlOp::State::Waiting, 0};
  while (m.op->state != Impl::ControlOp::State::Done) wait(m.op_done);
  const uint32_t value = m.op->value;
  m.op.reset();
  m.op_free.notify(sc_core::SC_ZERO_TIME);  // a queued access may go
  if (!a.write) c::put_word(t, value);
  t.set_response_status(tlm::TLM_OK_RESPONSE);
}

void ComputeUnit::run() {
  namespace c = control;
  Impl& m = *impl_;
  Signals& s = m.sig;
  s.if_req_ready_i.write(m.if_ready);
  AtomicExtension atomic;
  while (true) {
    // The model's clock follows `clk`, written by this thread together with
    // the inputs of the clock: one evaluation of the model per edge.
    wait(clk.posedge_event());
    s.clk_i.write(true);
    wait(clk.negedge_event());
    s.clk_i.write(false);
    ++m.clocks;
    // Control: the pulses of the last access end (unless the LDS row read
    // applied at the last falling edge still holds its read enable), and a
    // waiting access is applied. It finishes at this clock's sampling
    // point, or the next one for the LDS row (read at the rising edge), so
    // that the host can queue the next access for the next falling edge:
    // back-to-back accesses take a clock each.
    using OpState = Impl::ControlOp::State;
    const bool lds_read_pending = m.op && m.op->state == OpState::Applied && m.op->addr == c::kDbgLdsRow;
    s.cfg_we_i.write(false);
    s.cfg_vgpr_we_i.write(false);
    s.dbg_vgpr_re_i.write(false);
    s.launch_i.write(false);
    s.launch_mask_i.write(0);
    if (!lds_read_pending) s.dbg_lds_re_i.write(false);
    // A VGPR write waits while the VGPR file holds two it has not placed, an
    // SGPR or state write likewise for the SGPR file, a launch until both
    // hold none (outputs of the state the last rising edge left).
    const bool cfg_waits = m.op && m.op->state == OpState::Waiting &&
                           ((m.op->addr == c::kVgprData && !s.cfg_vgpr_ready_o.read()) ||
                            (m.op->addr == c::kCfgData && !s.cfg_ready_o.read()) ||
                            (m.op->addr == c::kLaunch && !s.launch_ready_o.read()));
    if (m.op && m.op->state == OpState::Waiting && !cfg_waits) {
      const uint64_t a = m.op->addr;
      const uint32_t v = m.op->value;
      if (a == c::kCfgData) {
        s.cfg_we_i.write(true);
        s.cfg_wave_i.write(m.sel.cfg_wave);
        s.cfg_reg_i.write(m.sel.cfg_reg);
        s.cfg_data_i.write(v);
      } else if (a == c::kVgprData) {
        s.cfg_vgpr_we_i.write(true);
        s.cfg_wave_i.write(m.sel.cfg_wave);
        s.cfg_vgpr_reg_i.write(m.sel.vgpr_reg);
        s.cfg_vgpr_lane_i.write(m.sel.vgpr_lane);
        s.cfg_data_i.write(v);
      } else if (a == c::kLaunch) {
        s.launch_i.write(true);
        s.launch_mask_i.write(v);
      } else if (a == c::kDbgVgpr) {
        s.dbg_vgpr_re_i.write(true);  // the word port reads for debug this clock
      } else if (a == c::kDbgLdsRow) {
        s.dbg_lds_re_i.write(true);
        s.dbg_lds_row_i.write(v);
      }
      s.dbg_wave_i.write(m.sel.dbg_wave);
      s.dbg_reg_i.write(m.sel.dbg_reg);
      s.dbg_vgpr_reg_i.write(m.sel.dbg_vgpr_reg);
      s.dbg_vgpr_lane_i.write(m.sel.dbg_vgpr_lane);
      m.op->state = OpState::Applied;
      m.op->applied_clock = m.clocks;
    }

    // This clock's replies and request readiness.
    s.rtc_i.write(m.clocks / 4);
    const bool fetch_due = !m.fetches.empty() && m.fetches.front().due <= m.clocks;
    s.if_rsp_valid_i.write(fetch_due);
    s.if_rsp_data_i.write(fetch_due ? m.fetches.front().data : 0);
    s.if_rsp_err_i.write(fetch_due && m.fetches.front().err);
    if (fetch_due) m.fetches.pop_front();

    const int best = pick_data_reply(m.data_replies, m.clocks, m.reorder);
    s.dm_rsp_valid_i.write(best >= 0);
    if (best >= 0) {
      const DataReply r = m.data_replies[size_t(best)];
      m.data_replies.erase(m.data_replies.begin() + best);
      s.dm_rsp_tag_i.write(r.tag);
      s.dm_rsp_data_i.write(words_to_bv<512>(r.data.data()));
    } else {
      s.dm_rsp_tag_i.write(0);
      s.dm_rsp_data_i.write(sc_dt::sc_bv<512>());
    }

    m.vmem_reply_driven = !m.vmem_replies.empty() && m.vmem_replies.front().due <= m.clocks;
    s.vm_rsp_valid_i.write(m.vmem_reply_driven);
    s.vm_rsp_lane_i.write(m.vmem_reply_driven ? m.vmem_replies.front().lane : 0);
    std::array<uint32_t, 4> vm_words{};
    for (unsigned k = 0; k < 16 && m.vmem_reply_driven; ++k)
      vm_words[k / 4] |= uint32_t(m.vmem_replies.front().data[k]) << (8 * (k % 4));
    s.vm_rsp_data_i.write(words_to_bv<128>(vm_words.data()));

    m.dm_ready = draw_request_ready(m.rng);
    m.vm_ready = draw_request_ready(m.rng);
    m.if_ready = draw_request_ready(m.fetch_rng);
    s.if_req_ready_i.write(m.if_ready);
    s.dm_req_ready_i.write(m.dm_ready);
    s.vm_req_ready_i.write(m.vm_ready);

    // A quarter clock later the outputs have followed this clock's inputs.
    wait(m.clock / 4);
    m.out.sample(s);
    if (m.vmem_reply_driven && m.out.vm_rsp_ready_o) m.vmem_replies.pop_front();

    // Control: finish the applied access (a write has been presented to the
    // RTL, which takes it at the coming rising edge; a read has its value on
    // the debug ports; the LDS row and an SGPR have been read at the last
    // rising edge).
    const bool edge_read = m.op && (m.op->addr == c::kDbgLdsRow || m.op->addr == c::kDbgSgpr);
    if (m.op && m.op->state == OpState::Applied && (!edge_read || m.op->applied_clock < m.clocks)) {
      const uint64_t a = m.op->addr;
      if (a == c::kStatus) m.op->value = m.out.wave_done_o | (m.out.busy_o ? 1u << 31 : 0u);
      if (a == c::kDbgSgpr) m.op->value = m.out.dbg_sgpr_o;
      if (a == c::kDbgScc) m.op->value = m.out.dbg_scc_o;
      if (a == c::kDbgMode) m.op->value = m.out.dbg_mode_o;
      if (a == c::kDbgPcLo) m.op->value = uint32_t(m.out.dbg_pc_o);
      if (a == c::kDbgPcHi) m.op->value = uint32_t(m.out.dbg_pc_o >> 32);
      if (a == c::kDbgVgpr)
        m.op->value = port_word(m.out.dbg_vgpr_o, m.sel.dbg_vgpr_lane % GCN_VTOP_LANES, 32);
      if (a >= c::kPerf && a < c::kPerf + 4 * c::kNumPerf) {
        std::array<uint32_t, c::kNumPerf> perf{};
        perf[c::kPerfRetired] = m.out.perf_instret_o;
        perf[c::kPerfFetchStall] = m.out.perf_fetch_stall_o;
        perf[c::kPerfWaitcntStall] = m.out.perf_waitcnt_stall_o;
        perf[c::kPerfSmemRequests] = m.out.perf_smem_req_o;
        perf[c::kPerfDsInsns] = m.out.perf_ds_insn_o;
        perf[c::kPerfLdsConflicts] = m.out.perf_lds_conflict_o;
        perf[c::kPerfBarrierWait] = m.out.perf_barrier_wait_o;
        perf[c::kPerfVmemRequests] = m.out.perf_vmem_req_o;
        m.op->value = perf[(a - c::kPerf) / 4];
      }
      if (a == c::kDbgLdsRow) {
        // The control map's LDS rows are 128 bytes: the unit's debug row
        // must be 32 dwords (an LDS of 32 banks, not the serial one's 8).
        if (m.out.dbg_lds_row_dwords_o != 32)
          throw std::runtime_error("SystemC platform: the compute unit's LDS debug row is " +
                                   std::to_string(unsigned(m.out.dbg_lds_row_dwords_o)) +
                                   " dwords; the control map reads rows of 32");
        for (unsigned b = 0; b < 128; ++b) m.lds_row[b] = uint8_t(m.out.dbg_lds_data_o[b / 4] >> (8 * (b % 4)));
      }
      m.op->state = OpState::Done;  // control_transport takes it
      m.op_done.notify(sc_core::SC_ZERO_TIME);
    }

    std::vector<CommitRecord> retired;
    std::vector<WritebackRecord> returned;
    m.records.on_clock(m.out, retired, returned);
    for (const CommitRecord& r : retired) commits.write(r);
    for (const WritebackRecord& r : returned) writebacks.write(r);

    if (m.out.vm_req_valid_o && m.vm_ready) {
      const VmemRequest q = m.records.vmem_request(m.out);
      VmemReply rep;
      rep.lane = q.lane;
      if (q.kind != kMemKindNone) {
        std::array<unsigned char, 16> bytes = q.data;
        tlm::tlm_generic_payload t;
        t.set_address(q.addr);
        t.set_data_ptr(bytes.data());
        t.set_data_length(q.bytes);
        t.set_streaming_width(q.bytes);
        if (q.kind == kMemKindLoad) {
          t.set_command(tlm::TLM_READ_COMMAND);
        } else if (q.kind == unsigned(MemOpKind::Store)) {
          t.set_command(tlm::TLM_WRITE_COMMAND);
        } else {
          t.set_command(tlm::TLM_IGNORE_COMMAND);
          atomic.kind = q.kind;
          atomic.is64 = q.bytes == 8;
          atomic.compare = 0;
          for (unsigned k = 0; k < q.bytes && q.bytes <= 8; ++k) atomic.compare |= uint64_t(q.data[q.bytes + k]) << (8 * k);
          t.set_extension(&atomic);
        }
        sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
        vmem->b_transport(t, delay);
        t.clear_extension(&atomic);
        // A load's bytes or an atomic's pre-op value; nothing beyond the access.
        if (t.is_response_ok() && q.kind != unsigned(MemOpKind::Store))
          std::copy_n(bytes.begin(), std::min(q.bytes, 16u), rep.data.begin());
        rep.due = std::max(m.due_clock(delay), m.clocks + 1);
      } else {
        rep.due = m.clocks + 1;  // no access: the reply carries zero data
      }
      // Vector memory replies keep request order.
      if (!m.vmem_replies.empty()) rep.due = std::max(rep.due, m.vmem_replies.back().due);
      m.vmem_replies.push_back(rep);
    }
    if (m.out.if_req_valid_o && m.if_ready) {
      std::array<unsigned char, 4> bytes{};
      tlm::tlm_generic_payload t;
      t.set_command(tlm::TLM_READ_COMMAND);
      t.set_address(m.out.if_req_addr_o);
      t.set_data_ptr(bytes.data());
      t.set_data_length(4);
      t.set_streaming_width(4);
      sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
      fetch->b_transport(t, delay);
      FetchReply rep;
      rep.err = !t.is_response_ok();
      for (unsigned k = 0; k < 4 && !rep.err; ++k) rep.data |= uint32_t(bytes[k]) << (8 * k);
      rep.due = std::max(m.due_clock(delay), m.clocks + 1);
      if (!m.fetches.empty()) rep.due = std::max(rep.due, m.fetches.back().due);
      m.fetches.push_back(rep);
    }
    if (m.out.dm_req_valid_o && m.dm_ready) {
      const DataRequest q = m.records.data_request(m.out);
      DataReply rep;
      rep.tag = q.tag;
      rep.seq = m.data_seq++;
      rep.due = m.clocks + 1;
      const bool load = q.kind == kMemKindLoad, store = q.kind == unsigned(MemOpKind::Store);
      const unsigned mdw = q.is64 ? 2 : 1;
      // An atomic whose operand dwords are not all enabled does nothing.
      const bool perform = load || store || (q.mask & ((1u << mdw) - 1)) == ((1u << mdw) - 1);
      if (perform) {
        const unsigned dwords = load ? std::min(q.count, 16u) : store ? std::min(q.count, 4u) : mdw;
        std::array<unsigned char, 64> bytes{};
        std::array<unsigned char, 64> enables{};
        for (unsigned i = 0; i < dwords; ++i) {
          for (unsigned k = 0; k < 4; ++k) {
            enables[4 * i + k] = ((q.mask >> i) & 1) ? TLM_BYTE_ENABLED : TLM_BYTE_DISABLED;
            if (!load && i < 4) bytes[4 * i + k] = uint8_t(q.data[i] >> (8 * k));
          }
        }
        tlm::tlm_generic_payload t;
        t.set_address(q.addr);
        t.set_data_ptr(bytes.data());
        t.set_data_length(4 * dwords);
        t.set_streaming_width(4 * dwords);
        if (load || store) {
          t.set_command(load ? tlm::TLM_READ_COMMAND : tlm::TLM_WRITE_COMMAND);
          t.set_byte_enable_ptr(enables.data());
          t.set_byte_enable_length(4 * dwords);
        } else {
          t.set_command(tlm::TLM_IGNORE_COMMAND);
          atomic.kind = q.kind;
          atomic.is64 = q.is64;
          atomic.compare = q.data[mdw];
          if (q.is64) atomic.compare |= uint64_t(q.data[3]) << 32;
          t.set_extension(&atomic);
        }
        sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
        data->b_transport(t, delay);
        t.clear_extension(&atomic);
        if (!store)
          for (unsigned i = 0; i < dwords; ++i)
            for (unsigned k = 0; k < 4; ++k) rep.data[i] |= uint32_t(bytes[4 * i + k]) << (8 * k);
        rep.due = std::max(m.due_clock(delay), m.clocks + 1);
      }
      m.data_replies.push_back(rep);
    }

    m.status.waves_ended = m.out.wave_done_o;
    m.status.busy = m.out.busy_o;
    m.status.retiring = m.out.rvfi_valid_o || m.out.wb_valid_o;
    m.status.pending_fetches = m.fetches.size();
    m.status.pending_data = m.data_replies.size();
    m.status.pending_vmem = m.vmem_replies.size();
    m.status.clocks = m.clocks;
  }
}

}  // namespace gcn::sc
