// The golden ISA model: executes one wave's next instruction at a time from its
// own copy of the architectural state and reports what it changed, in the same
// record types the RTL commit port produces (commit.h). It is the reference the
// lockstep checker compares the RTL against.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "arch_state.h"
#include "commit.h"
#include "ds.h"
#include "memory_bus.h"
#include "ref_model.h"

namespace gcn {

// Where the model's memory accesses go: instruction fetch, scalar memory
// (SMEM) and vector memory (FLAT, GLOBAL, SCRATCH, MUBUF). A null bus is the
// memory of the model's own state (ArchState::memory).
struct MemoryPorts {
  MemoryBus* fetch = nullptr;
  MemoryBus* scalar = nullptr;
  MemoryBus* vector = nullptr;
};

// The wave-slot count of GoldenModel's several-workgroup constructor (a type
// of its own, since (state, unsigned, uint32_t, ports) is the one-workgroup
// constructor's signature).
struct WaveSlots {
  unsigned count = 0;
};

class GoldenModel : public RefModel {
 public:
  // Copies `initial`; waves beyond `num_waves` are ignored. Throws
  // std::invalid_argument if `initial` has fewer than `num_waves` waves. All
  // waves form one workgroup (tag 0) sharing an LDS allocation of `lds_bytes`
  // at base 0 of a physical LDS of that size.
  // Memory accesses go to `ports` (the buses must outlive the model).
  GoldenModel(const ArchState& initial, unsigned num_waves, uint32_t lds_bytes = kDefaultLdsBytes,
              MemoryPorts ports = {});
  // Several workgroups on one CU: `common` supplies the memory (and code) and
  // scratch_lane_bytes, its waves and LDS are ignored; `slots.count` wave slots
  // start ended and a physical LDS of `physical_lds_bytes` starts all zero.
  // Workgroups' waves are placed with launch().
  GoldenModel(const ArchState& common, WaveSlots slots, uint32_t physical_lds_bytes, MemoryPorts ports = {});

  // Starts `wave` in slot `slot` as a wave of workgroup `tag` whose LDS is the
  // window [lds_base, lds_base + lds_size) of the physical LDS (its bytes are
  // left as they are); the slot's barrier count restarts at 0. Throws
  // std::out_of_range for a slot that does not exist, std::logic_error if the
  // slot's wave is running (not ended), std::invalid_argument if the window
  // does not lie within the physical LDS; nothing changes when it throws.
  void launch(unsigned slot, const WaveState& wave, unsigned tag, uint32_t lds_base, uint32_t lds_size);

  RefStep step(unsigned wave, uint64_t order) override;
  void forward(const WritebackRecord& wb) override;
  // The waves, memory and the physical LDS contents (ArchState::lds) up to
  // the end of the highest window launched: for the one-workgroup
  // constructor that is the workgroup's LDS.
  ArchState state() const override;
  bool wave_ended(unsigned wave) const override;
  unsigned workgroup(unsigned wave) const override { return tag(wave); }
  WaveState wave_state(unsigned wave) const override { return state_.waves.at(wave); }
  // S_BARRIERs the wave has retired (the wave order golden::WaveScheduler keeps).
  unsigned barriers_retired(unsigned wave) const { return barriers_.at(wave); }
  // The workgroup the slot's wave belongs to (0 for the one-workgroup constructor).
  unsigned tag(unsigned slot) const { return tags_.at(slot); }
  unsigned num_waves() const { return static_cast<unsigned>(state_.waves.size()); }
  // One wave's registers, without copying the whole state.
  const WaveState& wave(unsigned w) const { return state_.waves.at(w); }
  // The whole physical LDS as one window (base 0): for the one-workgroup
  // constructor, the workgroup's LDS, for the end-of-run comparison and tests.
  const golden::Lds& lds() const { return lds_.whole; }
  // The LDS window a slot's wave executes with.
  const golden::Lds& lds(unsigned slot) const { return lds_.windows.at(slot); }
  const std::vector<uint8_t>& physical_lds() const { return *lds_.physical; }

 private:
  // The physical LDS and the windows onto it: `whole` (base 0, all of it) and
  // one per wave slot. The windows share `physical` (golden::Lds windows hold
  // a shared_ptr), so a plain member-wise copy would make a copied model write
  // the original's LDS. Instead copying an LdsStore copies the physical bytes
  // and rebuilds every window, same base and size, onto the copy; moving keeps
  // the windows, which follow the moved shared_ptr's vector. GoldenModel
  // itself then needs no hand-written copy: a copied model keeps its own
  // memory and its own LDS.
  struct LdsStore {
    std::shared_ptr<std::vector<uint8_t>> physical;
    golden::Lds whole;
    std::vector<golden::Lds> windows;  // per wave slot
    LdsStore(uint32_t physical_bytes, unsigned slots, uint32_t window_bytes);
    LdsStore(const LdsStore& other);
    LdsStore& operator=(const LdsStore& other);
    LdsStore(LdsStore&&) noexcept = default;
    LdsStore& operator=(LdsStore&&) noexcept = default;
    ~LdsStore() = default;
  };

  ArchState state_;
  LdsStore lds_;
  std::vector<unsigned> barriers_;  // per wave
  std::vector<unsigned> tags_;      // per wave slot: the workgroup
  uint32_t lds_extent_ = 0;         // state()'s LDS: up to the end of the highest window launched
  MemoryPorts ports_;  // null buses resolved at use, so a copied model keeps its own memory
  MemoryBus& bus(MemoryBus* b) { return b ? *b : state_.memory; }
};

}  // namespace gcn
