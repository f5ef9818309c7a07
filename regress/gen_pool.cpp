#include "gen_pool.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace gcn::gen {

void Pool::add(Op op, unsigned weight) {
  ops_.push_back(op);
  cumulative_.push_back((cumulative_.empty() ? 0 : cumulative_.back()) + weight);
}

Op Pool::pick(uint64_t r) const {
  if (ops_.empty()) throw std::logic_error("generator: empty instruction pool");
  uint64_t x = r % cumulative_.back();
  auto it = std::upper_bound(cumulative_.begin(), cumulative_.end(), x);
  return ops_[static_cast<size_t>(it - cumulative_.begin())];
}

namespace {

// Relative frequency of one table row. SOP2 rows carry most of the data-path
// checking (and S_ADD_U32 carries must be common), so they weigh most. SMEM
// atomics are many rows with several coverage bins each (address form, GLC,
// range), so they weigh more than the other single SMEM rows.
unsigned row_weight(const InsnInfo& in) {
  switch (in.format) {
    case Format::SOP2: return 4;
    case Format::SOP1:
    case Format::SOPC:
    case Format::SOPK: return 3;
    case Format::SOPP: return 1;
    case Format::SMEM:
      switch (in.shape) {
        case Shape::SH_SMEM_LOAD: return 3;
        case Shape::SH_SMEM_STORE:
        case Shape::SH_SMEM_ATOMIC: return 2;
        default: return 1;
      }
    // Vector rows: 2-operand arithmetic carries most of the lane checking;
    // compares are many rows of one shape; lane moves and no-ops rarely matter.
    case Format::VOP2: return 4;
    case Format::VOP1: return in.shape == Shape::SH_VOP1 ? 3 : 1;
    case Format::VOPC: return 2;
    case Format::VOP3A:
    case Format::VOP3B: return in.shape == Shape::SH_VOP3_2 || in.shape == Shape::SH_VOP3_3 ? 3 : 2;
    default: return 1;
  }
  return 1;
}

Pools build(Gfx gfx) {
  Pools p;
  bool have_wait = false, have_getpc = false, have_setpc = false, have_swappc = false;
  for (unsigned i = 0; i < kNumOps; ++i) {
    const auto op = static_cast<Op>(i);
    const InsnInfo& in = info(op);
    if (!executable(in) || !in.exists_on(gfx)) continue;
    const unsigned w = row_weight(in);
    // DS rows and S_BARRIER have constructs of their own (gen_ds.cpp): a
    // barrier must be reached by every wave, a DS row needs M0 and addresses.
    if (in.format == Format::DS) {
      p.ds.add(op, 1);
      continue;
    }
    if (is_vmem(in.format)) {
      p.vmem.add(op, 1);
      continue;
    }
    if (op == Op::S_BARRIER) {
      p.barrier = true;
      continue;
    }
    if (is_vector(in.format)) {
      if (in.has(F_WEXEC)) {
        p.vcmpx.add(op, w);
        continue;
      }
      p.valu.add(op, w);
      if (in.format == Format::VOPC) p.vcmp.add(op, w);
      if (in.shape == Shape::SH_VOP2_CARRYOUT) p.vcarry_out.add(op, 1);
      if (in.shape == Shape::SH_VOP2_CARRYIN) p.vcarry_in.add(op, 1);
      continue;
    }
    if (in.has(F_ENDPGM)) {
      p.endpgm.add(op, 1);
    } else if (in.shape == Shape::SH_SOPP_WAITCNT) {
      p.waitcnt = op, have_wait = true;
      p.simple.add(op, 0 + 1);  // random waits too
    } else if (in.shape == Shape::SH_SOPP_BRANCH) {
      p.branch.add(op, 1);
    } else if (in.shape == Shape::SH_SOPK_CALL) {
      p.call = op, p.has_call = true;
    } else if (in.has(F_BRANCH) && in.shape == Shape::SH_SOP1_NODST) {
      p.setpc = op, have_setpc = true;
    } else if (in.has(F_BRANCH) && in.shape == Shape::SH_SOP1) {
      p.swappc = op, have_swappc = true;
    } else if (in.has(F_WEXEC)) {
      p.exec.add(op, 1);
    } else if (in.has(F_RM0)) {
      p.movrel.add(op, 1);
    } else {
      if (in.shape == Shape::SH_SOP1_NOSRC) p.getpc = op, have_getpc = true;
      p.simple.add(op, w);
      if (in.format != Format::SMEM && in.format != Format::SOPP) {
        p.alu.add(op, w);
        if (in.has(F_WSCC)) p.wscc.add(op, w);
        if (in.dst_dw == 2 && !in.has(F_RDST)) p.alu64.add(op, w);
      }
    }
  }
  if (!have_wait || !have_getpc || !have_setpc || !have_swappc || (gfx == Gfx::Gfx9 && !p.has_call) || p.branch.empty() ||
      p.endpgm.empty() || p.exec.empty() || p.movrel.empty())
    throw std::logic_error("generator: isa.def lacks a row the generator's scaffolding needs");
  p.vflow = !p.valu.empty();
  for (Op op : {Op::V_MOV_B32, Op::V_AND_B32, Op::V_LSHRREV_B32, Op::V_ADD_U32, Op::V_CMP_NE_U32, Op::V_CMPX_NE_U32,
                Op::V_READFIRSTLANE_B32, Op::V_READLANE_B32, Op::V_WRITELANE_B32})
    if (!executable(info(op))) p.vflow = false;
  if (p.vflow && (p.vcmp.empty() || p.vcarry_out.empty() || p.vcarry_in.empty()))
    throw std::logic_error("generator: vector rows without compares or carry rows");
  return p;
}

}  // namespace

const Pools& pools(Gfx gfx) {
  static const std::array<Pools, kNumGfx> p = {build(Gfx::Gfx6), build(Gfx::Gfx7), build(Gfx::Gfx8),
                                              build(Gfx::Gfx9)};
  return p[unsigned(gfx)];
}

}  // namespace gcn::gen
