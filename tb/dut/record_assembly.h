// Commit and writeback records assembled from the compute unit's trace ports
// (the commit port rvfi_*, the VALU's VGPR data beats rvfi_vw_*, the scalar
// writeback port wb_*, the DS beats rvfi_lds_* / rvfi_ret_* and the vector
// memory ports vm_req_* / rvfi_vret_*), one clock at a time.
//
// `Ports` is anything with the gcn_cu output ports as members of the
// Verilated C++ types: the Verilated model itself (dut.cpp) or a snapshot of
// the SystemC model's signals (tb/systemc). Both front ends build records
// with this code, so a trace means the same through either.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "commit.h"
#include "tb_memory.h"

namespace gcn {

// Bit / field access to a Verilated wide port (an array of 32-bit words,
// element i of a packed array of `bits`-wide elements at bit i * bits).
template <typename Port>
bool port_bit(const Port& p, unsigned i) {
  if constexpr (std::is_integral_v<Port>) return (uint64_t(p) >> i) & 1;
  else return (p[i / 32] >> (i % 32)) & 1;
}
template <typename Port>
uint32_t port_word(const Port& p, unsigned i, unsigned bits) {
  if constexpr (std::is_integral_v<Port>) {
    return uint32_t((uint64_t(p) >> (i * bits)) & ((uint64_t(1) << bits) - 1));
  } else {
    const unsigned bit = i * bits;
    uint64_t w = p[bit / 32];
    if (bit % 32 + bits > 32) w |= uint64_t(p[bit / 32 + 1]) << 32;
    return uint32_t((w >> (bit % 32)) & ((uint64_t(1) << bits) - 1));
  }
}

// `Lanes` is the VALU width the model was built with (LANES): the DS beats
// carry one pass of that many lanes.
template <unsigned Lanes>
class RecordAssembler {
 public:
  // The records of one clock: the commit port (the last edge's retirement,
  // with the VGPR data, LDS and vector memory writes gathered for it), the
  // scalar writeback, and the VALU, DS and vector memory return beats. Call
  // before vmem_request() of the same clock.
  template <typename Ports>
  void on_clock(const Ports& t, std::vector<CommitRecord>& commits, std::vector<WritebackRecord>& writebacks) {
    if (t.rvfi_valid_o) {
      commits.push_back(commit_record(t));
      if (t.rvfi_vgpr_valid_o) vw_pending_ = VwPending{};
      for (LdsWrite& r : lds_pending_)
        if (r.lanes) commits.back().lds.push_back(r);
      lds_pending_ = {};
      if (!vmem_pending_.pieces.empty()) {
        // An atomic with GLC returns (its commit record is deferred).
        vmem_pending_.returns = vmem_pending_.kind != MemOpKind::Store && commits.back().deferred;
        commits.back().vmem = vmem_pending_;
      }
      vmem_pending_ = VmemWrite{};
    }
    if (t.rvfi_vw_valid_o) take_vw_beat(t);
    if (t.rvfi_lds_valid_o) take_lds_beat(t);
    if (t.wb_valid_o) writebacks.push_back(writeback_record(t));
    if (t.rvfi_ret_valid_o) take_ret_beat(t, writebacks);
    if (t.rvfi_vret_valid_o) take_vret_beat(t, writebacks);
  }

  // A vector memory request accepted this clock: returned for the memory to
  // perform; a store's or atomic's is also a piece of the next commit record.
  template <typename Ports>
  VmemRequest vmem_request(const Ports& t) {
    VmemRequest q;
    q.wave = t.vm_req_wave_o;
    q.lane = t.vm_req_lane_o;
    q.kind = t.vm_req_kind_o;
    q.addr = t.vm_req_addr_o;
    q.bytes = t.vm_req_bytes_o;
    for (unsigned k = 0; k < 16; ++k) q.data[k] = uint8_t(t.vm_req_data_o[k / 4] >> (8 * (k % 4)));
    if (vmem_kind_writes(q.kind)) add_vmem_piece(q);
    return q;
  }

  // A scalar-data request accepted this clock.
  template <typename Ports>
  static DataRequest data_request(const Ports& t) {
    DataRequest q;
    q.tag = t.dm_req_tag_o;
    q.kind = t.dm_req_kind_o;
    q.addr = t.dm_req_addr_o;
    q.count = t.dm_req_count_o;
    q.mask = t.dm_req_mask_o;
    q.is64 = t.dm_req_is64_o;
    for (unsigned i = 0; i < 4; ++i) q.data[i] = t.dm_req_data_o[i];
    return q;
  }

 private:
  template <typename Ports>
  CommitRecord commit_record(const Ports& t) const {
    CommitRecord c;
    c.order = t.rvfi_order_o;
    c.wave = t.rvfi_wave_o;
    c.pc = t.rvfi_pc_o;
    c.next_pc = t.rvfi_next_pc_o;
    c.nwords = t.rvfi_nwords_o;
    for (unsigned i = 0; i < 3; ++i) c.words[i] = i < c.nwords ? t.rvfi_insn_o[i] : 0;
    auto slot = [&](bool valid, unsigned reg, unsigned count, uint64_t data) {
      if (!valid) return;
      SgprWrite w;
      w.reg = uint8_t(reg);
      w.count = uint8_t(count);
      w.data[0] = uint32_t(data);
      if (count >= 2) w.data[1] = uint32_t(data >> 32);
      c.sgpr.push_back(w);
    };
    slot(t.rvfi_w0_valid_o, t.rvfi_w0_reg_o, t.rvfi_w0_count_o, t.rvfi_w0_data_o);
    slot(t.rvfi_w1_valid_o, t.rvfi_w1_reg_o, t.rvfi_w1_count_o, t.rvfi_w1_data_o);
    if (t.rvfi_scc_valid_o) c.scc = t.rvfi_scc_o != 0;
    if (t.rvfi_mem_valid_o) {
      MemWrite m;
      m.kind = static_cast<MemOpKind>(t.rvfi_mem_kind_o);
      m.addr = t.rvfi_mem_addr_o;
      m.count = t.rvfi_mem_count_o;
      m.dw_mask = t.rvfi_mem_mask_o;
      m.is64 = t.rvfi_mem_is64_o;
      m.returns = t.rvfi_mem_returns_o;
      for (unsigned i = 0; i < 4; ++i) m.data[i] = t.rvfi_mem_data_o[i];
      c.mem = m;
    }
    c.exec_in = t.rvfi_exec_in_o;
    if (t.rvfi_vgpr_valid_o) {
      VgprWrite v;
      v.reg = uint16_t(t.rvfi_vgpr_reg_o);
      v.count = uint8_t(t.rvfi_vgpr_count_o);
      // The data came in the wave's VW beats. A lane whose pass sent none
      // is left out of the write, so that the record differs from the
      // golden model's in its lanes rather than carrying made-up data.
      const uint64_t beats = vw_pending_.wave == c.wave ? vw_pending_.lanes : 0;
      v.lanes = t.rvfi_vgpr_mask_o & beats;
      for (unsigned d = 0; d < v.count && d < 4; ++d)
        for (unsigned l = 0; l < kWaveLanes; ++l)
          if ((v.lanes >> l) & 1) v.data[d][l] = vw_pending_.data[d][l];
      c.vgpr.push_back(v);
      // V_SWAP_B32: the second write (S0's register <- dword 1), after D's,
      // as the golden model records it.
      if (t.rvfi_vgpr2_valid_o) {
        VgprWrite v2;
        v2.reg = uint16_t(t.rvfi_vgpr2_reg_o);
        v2.count = 1;
        v2.lanes = v.lanes;
        for (unsigned l = 0; l < kWaveLanes; ++l)
          if ((v2.lanes >> l) & 1) v2.data[0][l] = vw_pending_.data[1][l];
        c.vgpr.push_back(v2);
      }
    }
    c.deferred = t.rvfi_deferred_o;
    c.endpgm = t.rvfi_endpgm_o;
    c.illegal = t.rvfi_illegal_o;
    return c;
  }

  template <typename Ports>
  static WritebackRecord writeback_record(const Ports& t) {
    WritebackRecord w;
    w.order = t.wb_order_o;
    w.wave = t.wb_wave_o;
    w.sgpr.reg = t.wb_reg_o;
    w.sgpr.count = t.wb_count_o;
    for (unsigned i = 0; i < 16; ++i) w.sgpr.data[i] = i < w.sgpr.count ? t.wb_data_o[i] : 0;
    return w;
  }

  // One pass of a VALU instruction's VGPR data (rvfi_vw_*): dword d of lane
  // l of the pass at index d * Lanes + l.
  template <typename Ports>
  void take_vw_beat(const Ports& t) {
    vw_pending_.wave = uint8_t(t.rvfi_vw_wave_o);
    const unsigned base = t.rvfi_vw_pass_o * Lanes;
    for (unsigned l = 0; l < Lanes && base + l < kWaveLanes; ++l) {
      vw_pending_.lanes |= uint64_t(1) << (base + l);
      for (unsigned d = 0; d < 4; ++d) vw_pending_.data[d][base + l] = port_word(t.rvfi_vw_data_o, d * Lanes + l, 32);
    }
  }

  // One pass of LDS writes (rvfi_lds_*): lane l of the pass is wave lane
  // pass * Lanes + l; slot s of lane l sits at index s * Lanes + l.
  template <typename Ports>
  void take_lds_beat(const Ports& t) {
    const unsigned base = t.rvfi_lds_pass_o * Lanes;
    for (unsigned s = 0; s < 2; ++s) {
      LdsWrite& r = lds_pending_[s];
      r.slot = uint8_t(s);
      r.bytes = uint8_t(t.rvfi_lds_bytes_o);
      for (unsigned l = 0; l < Lanes; ++l) {
        const unsigned i = s * Lanes + l;
        if (!port_bit(t.rvfi_lds_lanes_o, i)) continue;
        const unsigned lane = base + l;
        r.lanes |= uint64_t(1) << lane;
        r.addr[lane] = port_word(t.rvfi_lds_addr_o, i, 32);
        r.byte_mask[lane] = uint16_t(port_word(t.rvfi_lds_mask_o, i, 16));
        for (unsigned d = 0; d < 4; ++d) r.data[d][lane] = port_word(t.rvfi_lds_data_o, 4 * i + d, 32);
      }
    }
  }

  // One pass of returned DS data (rvfi_ret_*); the last one completes it.
  template <typename Ports>
  void take_ret_beat(const Ports& t, std::vector<WritebackRecord>& writebacks) {
    if (!ret_pending_) {
      ret_pending_.emplace();
      ret_pending_->reg = uint16_t(t.rvfi_ret_reg_o);
      ret_pending_->count = uint8_t(t.rvfi_ret_count_o);
    }
    const unsigned base = t.rvfi_ret_pass_o * Lanes;
    for (unsigned l = 0; l < Lanes; ++l) {
      if (!port_bit(t.rvfi_ret_mask_o, l)) continue;
      const unsigned lane = base + l;
      ret_pending_->lanes |= uint64_t(1) << lane;
      for (unsigned d = 0; d < ret_pending_->count && d < 4; ++d)
        ret_pending_->data[d][lane] = port_word(t.rvfi_ret_data_o, d * Lanes + l, 32);
    }
    if (t.rvfi_ret_last_o) {
      WritebackRecord w;
      w.order = t.rvfi_ret_order_o;
      w.wave = t.rvfi_ret_wave_o;
      w.vgpr = *ret_pending_;
      ret_pending_.reset();
      writebacks.push_back(w);
    }
  }

  void add_vmem_piece(const VmemRequest& q) {
    vmem_pending_.kind = static_cast<MemOpKind>(q.kind);
    // A lane's requests that continue one another are one piece, as the
    // golden model lists them (a linear MUBUF access is a request a dword).
    if (!vmem_pending_.pieces.empty()) {
      MemPiece& last = vmem_pending_.pieces.back();
      if (last.lane == q.lane && last.addr + last.bytes == q.addr && last.bytes + q.bytes <= last.data.size()) {
        for (unsigned k = 0; k < q.bytes; ++k) last.data[last.bytes + k] = q.data[k];
        last.bytes = uint8_t(last.bytes + q.bytes);
        return;
      }
    }
    MemPiece p;
    p.lane = uint8_t(q.lane);
    p.bytes = uint8_t(q.bytes);
    p.addr = q.addr;
    p.data = q.data;
    vmem_pending_.pieces.push_back(p);
  }

  // A vector memory return beat: a lane written to VDST, and/or the oldest
  // instruction complete (a writeback when it returns data).
  template <typename Ports>
  void take_vret_beat(const Ports& t, std::vector<WritebackRecord>& writebacks) {
    if (!vret_pending_) {
      vret_pending_.emplace();
      vret_pending_->reg = uint16_t(t.rvfi_vret_reg_o);
      vret_pending_->count = uint8_t(t.rvfi_vret_count_o);
    }
    if (t.rvfi_vret_we_o) {
      const unsigned lane = t.rvfi_vret_lane_o;
      vret_pending_->lanes |= uint64_t(1) << lane;
      for (unsigned d = 0; d < vret_pending_->count && d < 4; ++d)
        if ((t.rvfi_vret_dws_o >> d) & 1u) vret_pending_->data[d][lane] = t.rvfi_vret_data_o[d];
    }
    if (t.rvfi_vret_last_o) {
      if (t.rvfi_vret_returns_o) {
        WritebackRecord w;
        w.order = t.rvfi_vret_order_o;
        w.wave = t.rvfi_vret_wave_o;
        w.vgpr = *vret_pending_;
        writebacks.push_back(w);
      }
      vret_pending_.reset();
    }
  }

  // The VGPR data of the VALU instruction in flight (owned by the next
  // commit record with a VGPR write): the lanes whose pass has come.
  struct VwPending {
    uint8_t wave = 0;
    uint64_t lanes = 0;
    std::array<std::array<uint32_t, kWaveLanes>, 4> data{};
  };
  VwPending vw_pending_;
  // Trace beats of the DS instruction in flight: its LDS writes (owned by
  // the next commit record) and its returned VGPRs (a writeback on the last).
  std::array<LdsWrite, 2> lds_pending_{};
  std::optional<VgprWrite> ret_pending_;
  // Vector memory: the store and atomic requests of the instruction in
  // flight (owned by the next commit record) and the returned lanes of the
  // oldest instruction with replies outstanding.
  VmemWrite vmem_pending_;
  std::optional<VgprWrite> vret_pending_;
};

}  // namespace gcn
