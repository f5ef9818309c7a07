// A program's ";; cosim: expect" lines against a final state.
#include "expectations.h"

#include <fmt/format.h>

namespace gcn {

std::vector<std::string> unmet_expectations(const Program& p, const ArchState& st,
                                            const std::string& side) {
  std::vector<std::string> out;
  for (const auto& e : p.expects) {
    std::string loc = fmt::format("{}:{}", p.name, e.line);
    if (e.kind != Expectation::Mem && e.wave >= st.waves.size()) {
      out.push_back(fmt::format("{}: expectation for wave {} but only {} waves ({})", loc,
                                e.wave, st.waves.size(), side));
      continue;
    }
    switch (e.kind) {
      case Expectation::Reg: {
        uint32_t v = e.reg < kNumScalarRegs ? st.waves[e.wave].sgpr[e.reg] : 0;
        if (v != e.value)
          out.push_back(fmt::format("{}: expected wave {} {} = 0x{:x}, {} has 0x{:x}", loc,
                                    e.wave, reg_name(e.reg, p.gfx), e.value, side, v));
        break;
      }
      case Expectation::Scc: {
        unsigned v = st.waves[e.wave].scc ? 1 : 0;
        if (v != e.value)
          out.push_back(fmt::format("{}: expected wave {} scc = {}, {} has {}", loc, e.wave,
                                    e.value, side, v));
        break;
      }
      case Expectation::Vgpr: {
        const WaveState& ws = st.waves[e.wave];
        if (e.reg >= ws.vgpr.size()) {
          out.push_back(fmt::format("{}: expected wave {} v{} lane {} = 0x{:x}, but {} has only "
                                    "{} VGPRs", loc, e.wave, e.reg, e.lane, e.value, side,
                                    ws.vgpr.size()));
          break;
        }
        uint32_t v = ws.vgpr[e.reg][e.lane];
        if (v != e.value)
          out.push_back(fmt::format("{}: expected wave {} v{} lane {} = 0x{:x}, {} has 0x{:x}",
                                    loc, e.wave, e.reg, e.lane, e.value, side, v));
        break;
      }
      case Expectation::Mem: {
        if (!st.memory.mapped(e.addr, 4)) {
          out.push_back(fmt::format("{}: expected memory 0x{:x} = 0x{:x}, but the address is "
                                    "not mapped", loc, e.addr, e.value));
          break;
        }
        uint32_t v = st.memory.read32(e.addr);
        if (v != e.value)
          out.push_back(fmt::format("{}: expected memory 0x{:x} = 0x{:x}, {} has 0x{:x}", loc,
                                    e.addr, e.value, side, v));
        break;
      }
    }
  }
  return out;
}

void set_expectation_failure(const std::vector<std::string>& lines, RunResult& result) {
  if (lines.empty()) return;
  std::string report = fmt::format("EXPECTATION FAILED: {} unmet\n", lines.size());
  for (const auto& l : lines) report += "  " + l + "\n";
  result.status = RunResult::Status::Mismatch;
  result.summary = "expectation failed: " + lines.front();
  result.report = report;
}

}  // namespace gcn
