// Final-state comparison (state_diff.h).
#include "state_diff.h"

#include <fmt/format.h>

#include "program.h"
#include "record_text.h"

namespace gcn {

std::vector<std::string> final_state_diff(const ArchState& expected, const ArchState& actual, unsigned num_waves) {
  std::vector<std::string> lines;
  for (unsigned w = 0; w < num_waves; ++w) {
    const WaveState& e = expected.waves[w];
    const WaveState& a = actual.waves[w];
    for (unsigned r = 0; r < kNumScalarRegs; ++r) {
      if (r == 125) continue;  // reserved: reads 0, not state
      if (e.sgpr[r] != a.sgpr[r])
        lines.push_back(fmt::format("final wave {} {}: expected 0x{:x}, actual 0x{:x}", w,
                                    reg_name(r, expected.gfx), e.sgpr[r], a.sgpr[r]));
    }
    if (e.scc != a.scc)
      lines.push_back(fmt::format("final wave {} scc: expected {}, actual {}", w, e.scc ? 1 : 0,
                                  a.scc ? 1 : 0));
    if (e.pc != a.pc)
      lines.push_back(fmt::format("final wave {} pc: expected 0x{:x}, actual 0x{:x}", w, e.pc,
                                  a.pc));
    if (e.mode != a.mode)
      lines.push_back(fmt::format("final wave {} mode: expected 0x{:x}, actual 0x{:x}", w,
                                  e.mode, a.mode));
    if (e.vgpr.size() != a.vgpr.size()) {
      lines.push_back(fmt::format("final wave {} VGPR count: expected {}, actual {}", w,
                                  e.vgpr.size(), a.vgpr.size()));
      continue;
    }
    constexpr unsigned kShown = 8;  // a broken VGPR file differs everywhere
    unsigned bad = 0;
    for (size_t r = 0; r < e.vgpr.size(); ++r)
      for (unsigned l = 0; l < kWaveLanes; ++l)
        if (e.vgpr[r][l] != a.vgpr[r][l] && bad++ < kShown)
          lines.push_back(fmt::format("final wave {} v{} lane {}: expected {}, actual {}", w, r,
                                      l, hex_f32(e.vgpr[r][l]), hex_f32(a.vgpr[r][l])));
    if (bad > kShown)
      lines.push_back(fmt::format("final wave {}: {} more VGPR lanes differ", w, bad - kShown));
  }
  auto mem = expected.memory.diff(actual.memory);
  for (const auto& m : mem) lines.push_back("final memory (expected vs actual): " + m);
  // The workgroup's LDS, when both sides captured it (empty = not captured).
  if (!expected.lds.empty() && !actual.lds.empty()) {
    if (expected.lds.size() != actual.lds.size()) {
      lines.push_back(fmt::format("final LDS size: expected {} bytes, actual {} bytes",
                                  expected.lds.size(), actual.lds.size()));
    } else {
      size_t bad = 0, first = 0;
      for (size_t i = 0; i < expected.lds.size(); ++i)
        if (expected.lds[i] != actual.lds[i] && bad++ == 0) first = i;
      if (bad > 0) {
        auto dword = [](const std::vector<uint8_t>& v, size_t at) {
          uint32_t x = 0;
          for (size_t b = 0; b < 4 && at + b < v.size(); ++b) x |= uint32_t(v[at + b]) << (8 * b);
          return x;
        };
        const size_t at = first & ~size_t(3);
        lines.push_back(fmt::format("final LDS: {} bytes differ; first at dword 0x{:x}: expected "
                                    "0x{:08x}, actual 0x{:08x}",
                                    bad, at, dword(expected.lds, at), dword(actual.lds, at)));
      }
    }
  }
  return lines;
}

}  // namespace gcn
