// Software wait states before VALU instructions (Vega ISA, "Manually Inserted
// Wait States (NOPs)", spec lines 607..700): the hardware does not check these
// dependencies, so the generator separates each producer from its consumer by
// enough independent instructions or an s_nop. Rows of that table this
// generator can produce, as Candidate::Need entries built in gen_vector.cpp:
//   VALU that sets VCC or EXEC -> VALU that uses EXECZ or VCCZ as a data source   5
//   VALU writes SGPR/VCC (readlane, cmp, add/sub, div_scale)
//     -> V_{READ,WRITE}LANE using that SGPR/VCC as the lane select                4
//   VALU writes VCC (including v_div_scale) -> V_DIV_FMAS                         4
//   VALU writes VCC -> VALU which reads VCC as a constant (not as a carry-in)     1
// The other rows do not apply: no VMEM, DPP, LDS, GDS, S_SETREG, SET_VSKIP or
// RFE is generated (S_SETREG/GETREG, S_SETVSKIP and S_RFE are F_UNSUP), and
// "SALU writes M0 -> S_MOVREL" is handled by generator.cpp's movrel().
#include "gen_core.h"

namespace gcn::gen {

// Walks back over the emitted lines counting wait states. A label or a call's
// return point means another path may arrive with a producer just before it,
// so the walk stops there and assumes the worst for every unresolved need.
void Generator::pad_hazards(const Candidate& c) {
  if (c.needs.empty()) return;
  unsigned longest = 0;
  for (const auto& n : c.needs) longest = std::max(longest, n.waits);
  std::vector<bool> done(c.needs.size(), false);
  unsigned have = 0, missing = 0;
  for (size_t i = items_.size(); i-- > 0 && have < longest;) {
    const Item& it = items_[i];
    const bool unknown = it.kind == Item::Label || it.barrier;
    for (size_t k = 0; k < c.needs.size(); ++k) {
      if (done[k]) continue;
      if (unknown || (it.kind != Item::Label && (it.valu_writes & c.needs[k].regs).any())) {
        if (c.needs[k].waits > have) missing = std::max(missing, c.needs[k].waits - have);
        done[k] = true;
      }
    }
    if (unknown) break;
    have += it.waits;
  }
  // Reaching the program start needs nothing: no VALU ran before it.
  if (missing == 0) return;
  Item nop{Item::Line, fmt::format("{} {}", info(Op::S_NOP).mnemonic, missing - 1), 1, -1, -1};
  nop.waits = missing;
  items_.push_back(std::move(nop));
  ++count_;
}

}  // namespace gcn::gen
