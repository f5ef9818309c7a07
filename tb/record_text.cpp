// Text of design and model records: register names, writes, memory and LDS
// writes, disassembly, and the one-line summary of what a record changed.
#include "record_text.h"

#include <algorithm>
#include <bit>
#include <exception>

#include <fmt/format.h>

#include "asm.h"
#include "insn.h"
#include "program.h"

namespace gcn {

// Register names for a write of `count` dwords at `reg`, e.g. "s[4:5]", "exec".
std::string regs_text(unsigned reg, unsigned count) {
  if (reg + count <= kNumScalarRegs && (count == 1 || count == 2)) {
    try {
      return operand_name(reg, count);
    } catch (const std::exception&) {
      // fall through: an unusual pair (e.g. starting at m0) gets the generic form
    }
  }
  if (count <= 1) return reg < kNumScalarRegs ? reg_name(reg) : fmt::format("sgpr{}", reg);
  if (reg + count <= sreg::kNumSgprs) return fmt::format("s[{}:{}]", reg, reg + count - 1);
  auto one = [](unsigned r) {
    return r < kNumScalarRegs ? reg_name(r) : fmt::format("sgpr{}", r);
  };
  return fmt::format("{}..{}", one(reg), one(reg + count - 1));
}

std::string write_text(const SgprWrite& w) {
  std::string s = regs_text(w.reg, w.count) + "=";
  unsigned n = std::min<unsigned>(w.count, 16);
  for (unsigned i = 0; i < n; ++i) s += fmt::format("{}0x{:x}", i ? "," : "", w.data[i]);
  return s;
}

std::string mem_text(const MemWrite& m) {
  std::string s = fmt::format("{}{} @0x{:x} count {} mask 0x{:x}{} data", mem_op_name(m.kind),
                              m.is64 ? "_x2" : "", m.addr, unsigned(m.count), unsigned(m.dw_mask),
                              m.returns ? " glc" : "");
  unsigned n = std::min<unsigned>(m.count, 4);
  for (unsigned i = 0; i < n; ++i) s += fmt::format("{}0x{:x}", i ? "," : " ", m.data[i]);
  return s;
}

std::string vregs_text(unsigned reg, unsigned count) {
  return count <= 1 ? fmt::format("v{}", reg) : fmt::format("v[{}:{}]", reg, reg + count - 1);
}

// A dword shown as hex and as the f32 it would be, since VGPRs hold both kinds.
std::string hex_f32(uint32_t v) {
  return fmt::format("0x{:08x} (f32 {:g})", v, std::bit_cast<float>(v));
}

std::string vgpr_write_text(const VgprWrite& w) {
  std::string s = fmt::format("{} lanes 0x{:016x}", vregs_text(w.reg, w.count), w.lanes);
  unsigned shown = 0;
  for (unsigned l = 0; l < kWaveLanes && shown < 2; ++l) {
    if (!(w.lanes >> l & 1)) continue;
    s += fmt::format(" [{}]=", l);
    for (unsigned d = 0; d < std::min<unsigned>(w.count, 4); ++d)
      s += fmt::format("{}0x{:x}", d ? "," : "", w.data[d][l]);
    ++shown;
  }
  if (std::popcount(w.lanes) > 2) s += " ...";
  return s;
}

// What a writeback delivers: its scalar registers, or its VGPRs (DS return
// data), or both should a design send both.
std::string wb_text(const SgprWrite& sgpr, const std::optional<VgprWrite>& vgpr) {
  std::string s;
  if (sgpr.count || !vgpr) s = write_text(sgpr);
  if (vgpr) {
    if (!s.empty()) s += ' ';
    s += vgpr_write_text(*vgpr);
  }
  return s;
}

std::vector<SgprWrite> sorted_writes(const std::vector<SgprWrite>& v) {
  std::vector<SgprWrite> s = v;
  std::stable_sort(s.begin(), s.end(),
                   [](const SgprWrite& a, const SgprWrite& b) { return a.reg < b.reg; });
  return s;
}

std::string lds_write_text(const LdsWrite& w) {
  std::string s = fmt::format("lds slot {} b{} lanes 0x{:016x}", unsigned(w.slot),
                              8 * unsigned(w.bytes), w.lanes);
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if (!(w.lanes >> l & 1)) continue;
    s += fmt::format(" [{}]@0x{:x} mask 0x{:x} data 0x{:x}", l, w.addr[l], unsigned(w.byte_mask[l]),
                     w.data[0][l]);
    break;
  }
  if (std::popcount(w.lanes) > 1) s += " ...";
  return s;
}

std::string piece_text(const MemPiece& p) {
  std::string data;
  for (unsigned k = std::min<unsigned>(p.bytes, 16); k-- > 0;) data += fmt::format("{:02x}", p.data[k]);
  return fmt::format("lane {} @0x{:x} b{} data 0x{}", unsigned(p.lane), p.addr, 8 * unsigned(p.bytes),
                     data.empty() ? "0" : data);
}

std::string vmem_write_text(const VmemWrite& w) {
  std::string s = fmt::format("vmem {}{} {} pieces", mem_op_name(w.kind), w.returns ? " glc" : "",
                              w.pieces.size());
  if (!w.pieces.empty()) s += " [" + piece_text(w.pieces.front()) + (w.pieces.size() > 1 ? " ...]" : "]");
  return s;
}

// The bytes of lane `l` of an LDS write selected by `mask`, as a 128-bit value
// split in dwords with the unselected bytes cleared (they are don't-care).
std::array<uint32_t, 4> lds_masked(const LdsWrite& w, unsigned l, uint16_t mask) {
  std::array<uint32_t, 4> out{};
  for (unsigned d = 0; d < 4; ++d) {
    uint32_t keep = 0;
    for (unsigned b = 0; b < 4; ++b)
      if (mask >> (4 * d + b) & 1) keep |= 0xFFu << (8 * b);
    out[d] = w.data[d][l] & keep;
  }
  return out;
}

std::string lds_lane_text(const LdsWrite& w, unsigned l) {
  const unsigned dwords = std::min<unsigned>((w.bytes + 3) / 4, 4);
  auto m = lds_masked(w, l, w.byte_mask[l]);
  std::string s = fmt::format("@0x{:x} mask 0x{:x} data ", w.addr[l], unsigned(w.byte_mask[l]));
  for (unsigned d = 0; d < std::max(1u, dwords); ++d) s += fmt::format("{}0x{:08x}", d ? "," : "", m[d]);
  return s;
}

std::string disassemble_words(const std::array<uint32_t, 3>& words, unsigned nwords, Gfx gfx) {
  unsigned n = std::min(3u, std::max(1u, nwords));
  WordsDisassembly d = try_disassemble(words.data(), n, 0, gfx);
  if (d.ok) return d.text;
  std::string s = "<undecodable";
  for (unsigned i = 0; i < n; ++i) s += fmt::format(" 0x{:08x}", words[i]);
  return s + ">";
}

std::string describe_effects(const CommitRecord& rec) {
  std::vector<std::string> parts;
  for (const auto& w : sorted_writes(rec.sgpr)) parts.push_back(write_text(w));
  if (rec.scc) parts.push_back(fmt::format("scc={}", *rec.scc ? 1 : 0));
  for (const auto& v : rec.vgpr) parts.push_back(vgpr_write_text(v));
  if (rec.mem) parts.push_back(mem_text(*rec.mem));
  for (const auto& w : rec.lds) parts.push_back(lds_write_text(w));
  if (rec.vmem) parts.push_back(vmem_write_text(*rec.vmem));
  if (rec.deferred) parts.push_back("deferred");
  if (rec.endpgm) parts.push_back("endpgm");
  if (rec.illegal) parts.push_back("illegal");
  return fmt::format("{}", fmt::join(parts, " "));
}

}  // namespace gcn
