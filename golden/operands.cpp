// Scalar operand reads and register writes (Vega ISA, "Scalar ALU Operands").
#include <array>
#include <optional>

#include <fmt/format.h>

#include "apertures.h"
#include "exec.h"
#include "operands.h"

namespace gcn::golden {

std::string Exec::where() const { return fmt::format("{} at pc {:#x}", info().mnemonic, pc); }

void return_vgprs(Exec& x, unsigned reg, unsigned dwords, uint64_t lanes, const LaneData& d) {
  VgprWrite w;
  w.reg = uint16_t(reg);
  w.count = uint8_t(dwords);
  w.lanes = lanes;
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!((lanes >> l) & 1)) continue;
    for (unsigned k = 0; k < dwords; ++k) {
      w.data[k][l] = d[k][l];
      x.wave.vgpr[reg + k][l] = d[k][l];
    }
  }
  ExpectedWriteback wb;
  wb.order = x.order;
  wb.wave = x.wave_index;
  wb.vgpr = w;
  x.step.commit.deferred = true;
  x.step.writeback = wb;
}

uint32_t read_reg(const WaveState& w, unsigned code) {
  if (code >= kNumScalarRegs) return w.sgpr[0];  // out of range reads SGPR0
  if (code == sreg::RESERVED) return 0;
  return w.sgpr[code];
}

uint64_t read_reg64(const WaveState& w, unsigned code) {
  return read_reg(w, code) | (uint64_t(read_reg(w, code + 1)) << 32);
}

unsigned aligned_reg(unsigned code, unsigned dwords) { return ops::tuple_base(code, dwords); }

uint64_t read_src(const Exec& x, unsigned code, unsigned dwords) {
  const bool wide = dwords >= 2;
  if (code < kNumScalarRegs) {
    if (code == sreg::RESERVED) throw Illegal(fmt::format("invalid scalar source operand 125 (null) in {}", x.where()));
    return wide ? read_reg64(x.wave, aligned_reg(code, 2)) : read_reg(x.wave, code);
  }
  if (code <= sreg::POS64) return code - sreg::ZERO;                      // 0..64
  if (code <= sreg::NEG16) return wide ? uint64_t(-int64_t(code - sreg::POS64))  // -1..-16
                                      : uint32_t(-int32_t(code - sreg::POS64));
  if (const std::optional<uint64_t> a = aperture_value(code, wide)) return *a;
  if (code == sreg::POPS_EXITING_WAVE_ID)
    throw Illegal(fmt::format("unsupported operand src_pops_exiting_wave_id in {}", x.where()));
  // Inline floats: 32-bit operands take the f32 encoding, 64-bit ones the
  // f64 encoding (design.md).
  if (code >= sreg::F_0_5 && code <= sreg::F_INV_2PI) {
    const sreg::InlineFloat& f = sreg::kInlineFloats[code - sreg::F_0_5];
    return wide ? f.f64 : f.f32;
  }
  switch (code) {
    case sreg::VCCZ: return x.wave.vcc() == 0 ? 1 : 0;
    case sreg::EXECZ: return x.wave.exec() == 0 ? 1 : 0;
    case sreg::SCC: return x.wave.scc ? 1 : 0;
    case sreg::LDS_DIRECT:  // the LDS-direct read path is not modelled (nor in the RTL)
      throw Illegal(fmt::format("unsupported operand src_lds_direct in {}", x.where()));
    case sreg::LITERAL:
      if (!x.insn.has_literal)
        throw Illegal(fmt::format("literal operand without a literal dword in {}", x.where()));
      // "Literal Expansion to 64 bits": zero-extended, sign-extended for the
      // signed 64-bit sources (F_LIT64_SEXT).
      if (wide && x.info().has(F_LIT64_SEXT)) return sext(x.insn.literal, 32);
      return x.insn.literal;
    default:
      throw Illegal(fmt::format("invalid scalar source operand {} in {}", code, x.where()));
  }
}

void apply(WaveState& w, const SgprWrite& write) {
  for (unsigned i = 0; i < write.count; ++i) {
    const unsigned r = write.reg + i;
    if (r < kNumScalarRegs && r != sreg::RESERVED) w.sgpr[r] = write.data[i];
  }
}

void write_dst(Exec& x, unsigned code, unsigned dwords, uint64_t value) {
  SgprWrite w;
  w.reg = static_cast<uint8_t>(aligned_reg(code, dwords));
  w.count = static_cast<uint8_t>(dwords);
  w.data[0] = static_cast<uint32_t>(value);
  if (dwords >= 2) w.data[1] = static_cast<uint32_t>(value >> 32);
  apply(x.wave, w);
  x.step.commit.sgpr.push_back(w);
}

void set_scc(Exec& x, bool value) {
  x.wave.scc = value;
  x.step.commit.scc = value;
}

}  // namespace gcn::golden
