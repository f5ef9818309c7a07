// Vector ALU operands (Vega ISA, "Vector ALU Operands"): 9-bit source codes,
// 256..511 = v0..v255, the rest the scalar source codes read as for the
// scalar ALU (read_src in operands.cpp: SGPRs, VCC, EXEC, M0, inline
// integers, the FP inline constants as F32 bit patterns for 32-bit operands
// and F64 patterns for 64-bit ones, the integers -1..-16 sign-extended to 64
// bits, VCCZ/EXECZ/SCC, the literal). A 64-bit VGPR source is v[n], v[n+1]
// (no alignment on GFX9).
#include <fmt/format.h>

#include "valu.h"

namespace gcn::golden::valu {

uint64_t Source::value(const WaveState& w, unsigned lane) const {
  if (!vgpr) return scalar;
  uint64_t v = w.vgpr[reg][lane];
  if (dwords >= 2) v |= uint64_t(w.vgpr[reg + 1][lane]) << 32;
  return v;
}

uint64_t Source::value_hi(const WaveState& w, unsigned lane) const {
  if (!vgpr || dwords < 4) return 0;
  return w.vgpr[reg + 2][lane] | uint64_t(w.vgpr[reg + 3][lane]) << 32;
}

void check_vgprs(const Exec& x, unsigned reg, unsigned dwords) {
  if (reg + dwords > x.wave.vgpr.size())
    throw Illegal(fmt::format("{} uses v{} but the wave has {} VGPRs", x.where(), reg + dwords - 1,
                              x.wave.vgpr.size()));
}

Source resolve_source(const Exec& x, unsigned code, unsigned dwords) {
  Source s;
  s.dwords = dwords;
  if (code >= sreg::VGPR0) {
    s.vgpr = true;
    s.reg = code - sreg::VGPR0;
    check_vgprs(x, s.reg, dwords);
    return s;
  }
  s.scalar = read_src(x, code, dwords);
  return s;
}

uint64_t apply_input_modifiers(const InsnInfo& i, const Insn& in, unsigned k, uint64_t v) {
  if (!i.has(F_VMODS) || (k > 0 && i.has(F_MODS0))) return v;
  // abs first, then neg (Vega ISA VOP3A: "ABS: absolute value of input",
  // "NEG: negate input"; the sign of a float is bit 31).
  if ((in.abs >> k) & 1) v &= ~uint64_t(0x8000'0000u);
  if ((in.neg >> k) & 1) v ^= 0x8000'0000u;
  return v;
}

void write_vgprs(Exec& x, unsigned reg, unsigned dwords, uint64_t lanes, const uint64_t* data,
                 const uint64_t* data_hi) {
  check_vgprs(x, reg, dwords);
  VgprWrite w;
  w.reg = static_cast<uint16_t>(reg);
  w.count = static_cast<uint8_t>(dwords);
  w.lanes = lanes;
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!((lanes >> l) & 1)) continue;
    for (unsigned d = 0; d < dwords; ++d) {
      const uint64_t q = d < 2 ? data[l] : (data_hi ? data_hi[l] : 0);
      const uint32_t v = static_cast<uint32_t>(q >> (32 * (d & 1)));
      w.data[d][l] = v;
      x.wave.vgpr[reg + d][l] = v;
    }
  }
  x.step.commit.vgpr.push_back(w);
}

}  // namespace gcn::golden::valu
