// The golden ISA model: executes one wave's next instruction at a time from its
// own copy of the architectural state and reports what it changed, in the same
// record types the RTL commit port produces (commit.h). It is the reference the
// lockstep checker compares the RTL against.
#pragma once

#include <cstdint>
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

class GoldenModel : public RefModel {
 public:
  // Copies `initial`; waves beyond `num_waves` are ignored. Throws
  // std::invalid_argument if `initial` has fewer than `num_waves` waves. All
  // waves form one workgroup sharing an LDS allocation of `lds_bytes`.
  // Memory accesses go to `ports` (the buses must outlive the model).
  GoldenModel(const ArchState& initial, unsigned num_waves, uint32_t lds_bytes = kDefaultLdsBytes,
              MemoryPorts ports = {});

  RefStep step(unsigned wave, uint64_t order) override;
  void forward(const WritebackRecord& wb) override;
  // The waves, memory and the workgroup's LDS contents (ArchState::lds).
  ArchState state() const override;
  bool wave_ended(unsigned wave) const override;
  // S_BARRIERs the wave has retired (the wave order golden::WaveScheduler keeps).
  unsigned barriers_retired(unsigned wave) const { return barriers_.at(wave); }
  unsigned num_waves() const { return static_cast<unsigned>(state_.waves.size()); }
  // One wave's registers, without copying the whole state.
  const WaveState& wave(unsigned w) const { return state_.waves.at(w); }
  // The workgroup's LDS, for the end-of-run comparison and tests.
  const golden::Lds& lds() const { return lds_; }

 private:
  ArchState state_;
  golden::Lds lds_;
  std::vector<unsigned> barriers_;  // per wave
  MemoryPorts ports_;  // null buses resolved at use, so a copied model keeps its own memory
  MemoryBus& bus(MemoryBus* b) { return b ? *b : state_.memory; }
};

}  // namespace gcn
