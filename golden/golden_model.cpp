// Fetch, decode, dispatch and the illegal-instruction policy of the golden model.
//
// Readings of the spec where it leaves room (design.md fixes the rest); the
// RTL must make the same choices:
// - 64-bit SGPR operands and multi-dword SMEM SDATA ignore the low code bits a
//   misaligned tuple would set (pairs even, quads and up multiples of four),
//   as llvm-mc --disassemble decodes such words (operands.cpp).
// - S_BFE_*: a width (S1[22:16]) >= the operand size keeps every bit above the
//   offset; width 0 gives 0 (sop2.cpp).
// - S_LSHLn_ADD_U32: SCC is the carry of the 64-bit sum, so bits shifted out
//   of S0 count (RDNA3's pseudo-code for the same opcodes says so).
// - S_MOVREL*: index = raw operand code + M0 without wrap-around or alignment.
// - SMEM IMM=0,SOE=1 adds only SGPR[SOFFSET]; all offset sums are modulo 2^64.
// - Atomics: MemWrite.count = operand dwords (CMPSWAP: src then cmp),
//   dw_mask = memory dwords performed (0b1 or 0b11). A buffer atomic is all or
//   nothing: performed only if every memory dword is in range; a dropped
//   atomic with GLC returns zeros.
// - Load results are written to the model's registers when the load retires
//   (programs wait with s_waitcnt before reading them).
// - A write to reserved code 125 is recorded but changes nothing.
// - DS (LDS) rows: golden/ds*.cpp, readings in design.md "LDS" (bounds =
//   MIN(LDS size, M0) per dword piece, lanes in order, LdsWrite records,
//   returned data as a deferred VGPR write). DS rows the table marks F_UNSUP
//   (GDS, DS_APPEND/CONSUME, ...) are rejected by name.
// - Illegal steps (F_UNSUP rows, decode errors, fetch faults, rejected operands)
//   record no writes, keep next_pc = pc and end the wave. S_ENDPGM records
//   next_pc = pc + 4.
// - Vector ALU rows: golden/valu*.cpp; their readings are in those files'
//   headers (EXEC and SGPR-pair rules in valu.cpp). Every record carries
//   exec_in = EXEC before the instruction.
#include "golden_model.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "asm.h"
#include "exec.h"
#include "insn.h"
#include "valu.h"
#include "vmem.h"

namespace gcn {

using golden::Exec;
using golden::Illegal;

GoldenModel::LdsStore::LdsStore(uint32_t physical_bytes, unsigned slots, uint32_t window_bytes)
    : physical(std::make_shared<std::vector<uint8_t>>(physical_bytes, uint8_t{0})),
      whole(physical, 0, physical_bytes),
      windows(slots, golden::Lds(physical, 0, window_bytes)) {}

GoldenModel::LdsStore::LdsStore(const LdsStore& other)
    : physical(std::make_shared<std::vector<uint8_t>>(*other.physical)),
      whole(physical, 0, other.whole.size()) {
  windows.reserve(other.windows.size());
  for (const golden::Lds& w : other.windows) windows.emplace_back(physical, w.base(), w.size());
}

GoldenModel::LdsStore& GoldenModel::LdsStore::operator=(const LdsStore& other) {
  if (this != &other) *this = LdsStore(other);
  return *this;
}

GoldenModel::GoldenModel(const ArchState& initial, unsigned num_waves, uint32_t lds_bytes, MemoryPorts ports)
    : state_(initial),
      lds_(lds_bytes, num_waves, lds_bytes),
      ports_(ports) {
  if (initial.waves.size() < num_waves)
    throw std::invalid_argument(fmt::format("golden model: {} waves requested but the initial "
                                            "state has {}", num_waves, initial.waves.size()));
  state_.waves.resize(num_waves);
  lds_extent_ = lds_bytes;
  barriers_.assign(num_waves, 0);
  tags_.assign(num_waves, 0);
}

GoldenModel::GoldenModel(const ArchState& common, WaveSlots slots, uint32_t physical_lds_bytes, MemoryPorts ports)
    : state_(common),
      lds_(physical_lds_bytes, slots.count, 0),
      ports_(ports) {
  WaveState idle;
  idle.ended = true;
  state_.waves.assign(slots.count, idle);
  state_.lds.clear();
  barriers_.assign(slots.count, 0);
  tags_.assign(slots.count, 0);
}

void GoldenModel::launch(unsigned slot, const WaveState& wave, unsigned tag, uint32_t lds_base, uint32_t lds_size) {
  if (slot >= state_.waves.size())
    throw std::out_of_range(fmt::format("golden model: launch into slot {} of {}", slot, state_.waves.size()));
  if (!state_.waves[slot].ended)
    throw std::logic_error(fmt::format("golden model: launch into slot {}, whose wave is running", slot));
  golden::Lds window(lds_.physical, lds_base, lds_size);  // throws std::invalid_argument
  state_.waves[slot] = wave;
  lds_.windows[slot] = std::move(window);
  barriers_[slot] = 0;
  tags_[slot] = tag;
  lds_extent_ = std::max(lds_extent_, lds_base + lds_size);
}

bool GoldenModel::wave_ended(unsigned wave) const {
  return wave >= state_.waves.size() || state_.waves[wave].ended;
}

void GoldenModel::forward(const WritebackRecord& wb) {
  if (wb.wave >= state_.waves.size())
    throw std::invalid_argument(fmt::format("golden model: forwarded write for wave {} of {}",
                                            wb.wave, state_.waves.size()));
  golden::apply(state_.waves[wb.wave], wb.sgpr);
}

ArchState GoldenModel::state() const {
  ArchState s = state_;
  s.lds.assign(lds_.physical->begin(), lds_.physical->begin() + lds_extent_);
  return s;
}

namespace {

bool dispatch(Exec& x, uint32_t scratch_lane_bytes) {
  switch (x.info().format) {
    case Format::SOP2: return golden::exec_sop2(x);
    case Format::SOPK: return golden::exec_sopk(x);
    case Format::SOP1: return golden::exec_sop1(x);
    case Format::SOPC: return golden::exec_sopc(x);
    case Format::SOPP: return golden::exec_sopp(x);
    case Format::SMEM: return golden::exec_smem(x);
    case Format::VOP2:
    case Format::VOP1:
    case Format::VOPC:
    case Format::VOP3A:
    case Format::VOP3B: return golden::exec_valu(x);
    // DS rows: rows without semantics (F_UNSUP) return false and are
    // rejected by name.
    case Format::DS: return golden::exec_ds(x);
    // FLAT, GLOBAL, SCRATCH and untyped MUBUF rows (golden/vmem.cpp).
    case Format::FLAT:
    case Format::SCRATCH:
    case Format::GLOBAL:
    case Format::MUBUF: return golden::exec_vmem(x, scratch_lane_bytes);
    default: return false;  // VOP3P, MTBUF: every row is F_UNSUP
  }
  return false;
}

}  // namespace

RefStep GoldenModel::step(unsigned wave, uint64_t order) {
  RefStep out;
  CommitRecord& c = out.commit;
  c.order = order;
  c.wave = wave;
  // An illegal step ends the wave and leaves its registers and PC untouched.
  auto illegal = [&](std::string msg) {
    c.illegal = true;
    c.sgpr.clear();
    c.vgpr.clear();
    c.scc.reset();
    c.mem.reset();
    c.lds.clear();
    c.deferred = false;
    c.endpgm = false;
    c.next_pc = c.pc;
    out.writeback.reset();
    out.error = std::move(msg);
    if (wave < state_.waves.size()) state_.waves[wave].ended = true;
    return out;
  };
  if (wave >= state_.waves.size())
    return illegal(fmt::format("step of wave {} but only {} waves exist", wave, state_.waves.size()));
  WaveState& w = state_.waves[wave];
  c.pc = w.pc;
  if (w.ended) {
    out.error = fmt::format("step of wave {} after it ended", wave);
    c.illegal = true;
    c.next_pc = c.pc;
    return out;
  }
  if (w.pc & 3) return illegal(fmt::format("misaligned pc {:#x}", w.pc));

  // Fetch up to three dwords (instruction plus literal) that are mapped.
  uint32_t words[3] = {};
  size_t avail = 0;
  for (uint8_t b[4]; avail < 3 && bus(ports_.fetch).read_bytes(w.pc + 4 * avail, b, 4); ++avail)
    words[avail] = uint32_t(b[0]) | uint32_t(b[1]) << 8 | uint32_t(b[2]) << 16 | uint32_t(b[3]) << 24;
  if (avail == 0) return illegal(fmt::format("instruction fetch fault at pc {:#x}", w.pc));

  Insn insn;
  try {
    insn = decode(words, avail, w.pc, state_.gfx);
  } catch (const DecodeError& e) {
    c.words[0] = words[0];
    c.nwords = 1;
    return illegal(fmt::format("decode error at pc {:#x}: {}", w.pc, e.what()));
  }
  c.nwords = insn.size_dwords();
  for (unsigned i = 0; i < c.nwords && i < 3; ++i) c.words[i] = words[i];
  const InsnInfo& inf = insn.info();
  // F_UNSUP rows (decoded and named, never executed).
  if (!executable(inf))
    return illegal(fmt::format("unsupported instruction {} at pc {:#x}", printed_mnemonic(insn), w.pc));

  c.next_pc = (w.pc + 4ull * c.nwords) & golden::kPcMask;
  c.exec_in = w.exec();
  const WaveState saved = w;
  MemoryBus& data = bus(inf.format == Format::SMEM ? ports_.scalar : ports_.vector);
  Exec x{w, data, insn, w.pc, wave, order, out, &lds_.windows[wave]};
  try {
    if (!dispatch(x, state_.scratch_lane_bytes)) {
      w = saved;
      return illegal(fmt::format("golden model has no semantics for {} at pc {:#x}",
                                 inf.mnemonic, c.pc));
    }
  } catch (const Illegal& e) {
    w = saved;
    return illegal(e.what());
  }
  w.pc = c.next_pc;
  if (insn.op == Op::S_BARRIER) ++barriers_[wave];
  return out;
}

}  // namespace gcn
