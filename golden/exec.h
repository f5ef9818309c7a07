// Internal to the golden model: the context one instruction executes in, and
// the operand helpers every semantic file shares.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "arch_state.h"
#include "commit.h"
#include "insn.h"
#include "memory_bus.h"
#include "ref_model.h"

namespace gcn::golden {

// Thrown while executing an instruction the model rejects (unsupported operand
// and the like). The message becomes RefStep::error; the wave ends as illegal.
struct Illegal : std::runtime_error {
  using std::runtime_error::runtime_error;
};

constexpr uint64_t kPcMask = 0xFFFF'FFFF'FFFFull;  // PC is 48 bits (design.md)

class Lds;  // ds.h

// Everything one instruction's semantics may read or change.
struct Exec {
  WaveState& wave;
  MemoryBus& memory;  // scalar or vector memory, as the instruction's format uses
  const Insn& insn;
  uint64_t pc;         // byte address of the instruction
  unsigned wave_index;
  uint64_t order;
  RefStep& step;       // commit.next_pc is preset to the fall-through address
  Lds* lds = nullptr;  // the workgroup's LDS (DS rows); see ds.h

  const InsnInfo& info() const { return insn.info(); }
  // "<mnemonic> at pc 0x..." for error messages.
  std::string where() const;
};

// Value of scalar source operand `code` as a `dwords`-wide (1 or 2) value:
// registers, inline constants, VCCZ/EXECZ/SCC and the literal (Vega ISA,
// "Scalar ALU Operands"; "Literal Expansion to 64 bits"), the aperture
// operands (model/apertures.h). Throws Illegal for src_pops_exiting_wave_id
// and for codes that are not scalar sources.
uint64_t read_src(const Exec& x, unsigned code, unsigned dwords);

// Raw register-file read by operand code 0..127 (125 reads 0); codes >= 128
// are out of range and read s0, as an out-of-range SGPR source does.
uint32_t read_reg(const WaveState& w, unsigned code);
uint64_t read_reg64(const WaveState& w, unsigned code);

// First register of a `dwords`-wide register operand (ops::tuple_base: the
// low bits a misaligned tuple would set are ignored, as LLVM's decoder does).
unsigned aligned_reg(unsigned code, unsigned dwords);

// Records an immediate scalar write in the commit record and applies it.
void write_dst(Exec& x, unsigned code, unsigned dwords, uint64_t value);
void set_scc(Exec& x, bool value);

// Data a vector memory or DS instruction returns: dword d of lane l.
using LaneData = std::array<std::array<uint32_t, kWaveLanes>, 4>;

// Returned data as a deferred VGPR write: `dwords` VGPRs from v[reg] in the
// lanes of `lanes` are written to the wave now and recorded as the step's
// ExpectedWriteback (the commit record says `deferred`); the RTL delivers
// them later as a WritebackRecord. The caller has checked the allocation.
void return_vgprs(Exec& x, unsigned reg, unsigned dwords, uint64_t lanes, const LaneData& d);

// Applies a write to a wave's registers. Code 125 is reserved: the write is
// dropped (design.md); codes past 127 never reach here.
void apply(WaveState& w, const SgprWrite& write);

inline uint64_t sext(uint64_t v, unsigned bits) {
  const uint64_t m = 1ull << (bits - 1);
  v &= (bits == 64) ? ~0ull : ((1ull << bits) - 1);
  return (v ^ m) - m;
}
inline uint64_t width_mask(unsigned dwords) { return dwords >= 2 ? ~0ull : 0xFFFF'FFFFull; }

// Semantics, one file per microcode format. Each returns false if it has no
// case for the instruction (a model bug, reported as illegal, never ignored).
bool exec_sop2(Exec& x);
bool exec_sopk(Exec& x);
bool exec_sop1(Exec& x);
bool exec_sopc(Exec& x);
bool exec_sopp(Exec& x);
bool exec_smem(Exec& x);
bool exec_ds(Exec& x);  // ds.cpp

}  // namespace gcn::golden
