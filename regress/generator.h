// Conventions of the random program generator (gcn::generate_program in
// regress.h) that tests and tools may rely on: which SGPRs it reserves in
// every wave and how big its buffers are.
#pragma once

#include <cstdint>

namespace gcn::gen {

// Reserved SGPRs (same numbers in every wave, wave-specific values). Random
// instructions never write them; only the generator's own scaffolding does
// (descriptor rewrites, loop counters, call return addresses).
constexpr unsigned kPrivDesc = 80;   // s[80:83] buffer descriptor of the wave's private buffer
constexpr unsigned kAtomDesc = 84;   // s[84:87] buffer descriptor of the shared atomics buffer
constexpr unsigned kPrivBase = 88;   // s[88:89] private buffer address
constexpr unsigned kRoBase = 90;     // s[90:91] shared read-only buffer address
constexpr unsigned kAtomBase = 92;   // s[92:93] shared atomics buffer address
constexpr unsigned kRetAddr = 94;    // s[94:95] return address of s_call_b64 / s_swappc_b64
constexpr unsigned kLoopCtr = 96;    // s96, s97: loop counters (nesting depth <= 2)
constexpr unsigned kNumLoopCtrs = 2;
constexpr unsigned kFirstReserved = 80, kLastReserved = 97;
// LDS profile only (GenProfile::Lds), locked for random instructions there:
// per-wave LDS byte addresses (regress/gen_ds.cpp has the LDS map).
constexpr unsigned kLdsPriv = 98;    // s98: the wave's private LDS region
constexpr unsigned kLdsSlot = 99;    // s99: the wave's slot in the shared region
constexpr unsigned kLdsPeer = 100;   // s100: the slot of wave (w + 1) mod waves

// VGPRs (vector programs): v0..v27 are the random working set; v28..v31 are
// only written by the generator's scaffolding or seeded read-only.
constexpr unsigned kNumVgprs = 32;
constexpr unsigned kVLoopCtr = 28;   // v28, v29: per-lane trip counters of divergent loops
constexpr unsigned kNumVLoopCtrs = 2;
constexpr unsigned kLaneId = 30;     // v30: lane index 0..63 (seeded, read only)
constexpr unsigned kLaneRand = 31;   // v31: per-lane random value (seeded, read only)
constexpr unsigned kFirstReservedVgpr = 28;

constexpr uint32_t kPrivSize = 1024;  // bytes per wave
constexpr uint32_t kRoSize = 1024;
constexpr uint32_t kAtomSize = 256;
// Private memory per lane (vector memory profiles): the wave's 64 lanes' fill
// its private buffer.
constexpr uint32_t kScratchLaneBytes = kPrivSize / 64;
// Vector memory episodes that end every vector memory program (generator.cpp).
constexpr unsigned kVmemTailEpisodes = 4;

constexpr bool is_reserved(unsigned code) {
  return code >= kFirstReserved && code <= kLastReserved;
}

// splitmix64: derives independent seeds (tb_seed, per-program seeds).
constexpr uint64_t mix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Seed of program `index` of a regression started with `master`.
constexpr uint64_t program_seed(uint64_t master, uint64_t index) {
  return mix64(mix64(master) + index);
}

}  // namespace gcn::gen
