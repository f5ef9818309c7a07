// A test program: assembly plus everything needed to replay it exactly.
//
// On disk a program is an assembly file whose header comments carry the initial
// state. llvm-mc ignores the comments, so the same file also assembles there.
//
//   ;; cosim: mcpu gfx700                  GCN generation of the code (gfx600, gfx700, gfx803:
//                                          scalar formats only; default gfx900)
//   ;; cosim: waves 4                      number of waves launched (default 1)
//   ;; cosim: seed 1234                    generator seed (informational)
//   ;; cosim: tb_seed 99                   testbench randomisation (memory latency/order)
//   ;; cosim: random_reset 7               RTL flops and memories start random (seed 7), not zero
//   ;; cosim: code_base 0x100000000        where the code is placed (default shown)
//   ;; cosim: sgpr * s4 0x1000             initial value, '*' = every wave, or a wave index;
//                                          register by name (s0..s101, vcc_lo, m0, exec_hi,
//                                          flat_scratch_lo, ttmp3, ...)
//   ;; cosim: scc 0 1                      initial SCC of wave 0
//   ;; cosim: vgprs 8                      VGPRs allocated per wave (0..256, default 0)
//   ;; cosim: vgpr * v3 * 0x3f800000       initial VGPR value: wave|*, register, lane|*
//   ;; cosim: mode * 0x3c0                 initial MODE register (default kDefaultMode)
//   ;; cosim: buffer 0x10000 256 [name]    map 256 zero bytes at 0x10000 (all buffers
//                                          together at most kMaxBufferBytes)
//   ;; cosim: data 0x10000 00112233...     initial bytes (hex) inside a mapped buffer
//   ;; cosim: expect 0 s5 0x12345678       expected final value (directed tests;
//                                          wave index, register name, value)
//   ;; cosim: expect 0 scc 1
//   ;; cosim: expect 0 v3 17 0x40000000   expected final VGPR value of one lane
//   ;; cosim: expect_mem 0x10000 0x0000002a   expected final dword in memory
//   ;; cosim: scratch 48                   private bytes per lane (multiple of 4, default 0):
//                                          SCRATCH/private offsets at or past it are out of range
//   ;; cosim: workgroups 2 2 2             the waves form workgroups of these sizes (summing to
//                                          `waves`), dispatched in order onto the compute unit,
//                                          several at once when they fit; each has its own `lds`
//                                          allocation and barrier (default: one workgroup of all)
//   ;; cosim: cu_waves 4                   the dispatcher's wave slots (default: the RTL's)
//   ;; cosim: cu_lds 2048                  the dispatcher's LDS bytes (default: the RTL's)
//   ;; cosim: in_flight 1                  most workgroups on the unit at once (default: no limit)
//
// Defaults for every wave: all scalar registers 0, SCC 0, EXEC = all ones
// (a full 64-lane wave), PC = code_base.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "arch_state.h"
#include "memory.h"

namespace gcn {

struct Expectation {
  enum Kind { Reg, Scc, Mem, Vgpr } kind = Reg;
  unsigned wave = 0;
  unsigned reg = 0;     // Reg: scalar operand code; Vgpr: VGPR index
  unsigned lane = 0;    // Vgpr
  uint64_t addr = 0;    // Mem: byte address of a dword
  uint32_t value = 0;
  unsigned line = 0;    // source line, for reports
};

// Most bytes the buffers of one program may declare together: each side of
// the lockstep run holds its own copy, so this bounds the run's memory.
constexpr uint64_t kMaxBufferBytes = 256ull << 20;

// Most waves a program may launch: one workgroup has at most kMaxWorkgroupWaves
// (the compute unit's slots); several workgroups together up to kMaxDispatchWaves.
constexpr unsigned kMaxWorkgroupWaves = 16;
constexpr unsigned kMaxDispatchWaves = 256;

struct Program {
  std::string name;            // file stem or generator name
  std::string path;            // file as given (error locations); empty when generated
  std::string source;          // full text (directives included)
  uint64_t seed = 0;
  uint64_t tb_seed = 1;
  uint64_t random_reset = 0;   // non-zero: the RTL's initial flop/memory values are random from this seed
  uint64_t code_base = 0x100000000ull;
  Gfx gfx = kDefaultGfx;       // ;; cosim: mcpu
  unsigned num_waves = 1;
  std::vector<std::map<unsigned, uint32_t>> sgpr_init;  // per wave: reg -> value
  std::vector<bool> scc_init;                           // per wave
  unsigned num_vgprs = 0;                               // VGPR allocation per wave
  std::vector<std::map<unsigned, VgprLanes>> vgpr_init; // per wave: vN -> lanes
  std::vector<uint32_t> mode_init;                      // per wave
  uint32_t lds_bytes = kDefaultLdsBytes;                // the workgroup's LDS (;; cosim: lds N)
  uint32_t scratch_lane_bytes = 0;                      // private bytes per lane (;; cosim: scratch N)
  std::vector<unsigned> workgroups;                     // waves per workgroup; empty: one of num_waves
  unsigned cu_waves = 0;                                // dispatcher budgets, 0: the RTL's own
  uint32_t cu_lds_bytes = 0;
  unsigned in_flight = 0;                               // 0: no limit
  std::vector<Region> buffers;                          // initial data memory
  struct Loc {
    unsigned line = 0, col = 0;
  };
  std::vector<Loc> buffer_locs;                         // each buffer directive's address token (none when generated)
  std::vector<Expectation> expects;
};

struct ProgramError : std::runtime_error {
  using std::runtime_error::runtime_error;  // "file:line:col: error: ..."
};

// Parse directives (not the assembly). Throws ProgramError. `mcpu`: the
// generation of a program without an mcpu directive (a command line's
// --mcpu); a directive naming another generation is an error.
Program parse_program(const std::string& text, const std::string& filename, std::optional<Gfx> mcpu = std::nullopt);
Program load_program(const std::string& path, std::optional<Gfx> mcpu = std::nullopt);
// Serialise (directives first, then the assembly body) so that
// parse_program(to_text(p)) reproduces p exactly.
std::string to_text(const Program& p);

// Waves per workgroup: `workgroups`, or one workgroup of all the waves.
std::vector<unsigned> workgroup_sizes(const Program& p);

// The initial architectural state of a program: assembled code mapped at
// code_base (region "code"), buffers mapped, per-wave registers set.
// Throws AsmError / ProgramError.
ArchState initial_state(const Program& p);

// Name <-> code for scalar registers 0..127 as used in directives and dumps
// ("s5", "vcc_lo", "m0", "exec_hi", "ttmp3", "flat_scratch_lo", "xnack_mask_hi").
std::optional<unsigned> parse_reg_name(const std::string& name, Gfx gfx = kDefaultGfx);
std::string reg_name(unsigned code, Gfx gfx = kDefaultGfx);

}  // namespace gcn
