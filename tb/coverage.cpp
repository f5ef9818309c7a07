// Coverage bins from the ISA table and their sampling from retirement records.
#include "coverage.h"

#include <algorithm>
#include <stdexcept>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "insn_vmem.h"
#include "vmem.h"

namespace gcn {

namespace {

// Operand/result classes a row may have, in the order their bins are listed.
enum Cls : unsigned {
  kScc0, kScc1, kTaken, kNotTaken, kLiteral, kInline,
  kOffImm, kOffSgpr, kOffImmSgpr, kOutOfRange, kGlc, kNoGlc,
  kCarry0, kCarry1, kFpZero, kFpDenorm, kFpNormal, kFpInf, kFpNan, kSaddr, kVaddr64, kVaddr,
  kBufRaw, kBufPrivate, kBufStructured, kNumCls
};
constexpr const char* kClsName[kNumCls] = {
    "scc0", "scc1", "taken", "not_taken", "literal", "inline",
    "offset_imm", "offset_sgpr", "offset_imm_sgpr", "out_of_range", "glc", "no_glc",
    "carry0", "carry1", "fp_zero", "fp_denorm", "fp_normal", "fp_inf", "fp_nan", "saddr", "vaddr64", "vaddr",
    "buffer_raw", "buffer_private", "buffer_structured"};

// EXEC an instruction of each vector format ran under: cross bins
// "cross.exec_<full|empty|partial>.<FORMAT>".
constexpr Format kVectorFormats[] = {Format::VOP2, Format::VOP1, Format::VOPC, Format::VOP3A, Format::VOP3B,
                                     Format::FLAT, Format::GLOBAL, Format::SCRATCH, Format::MUBUF};
constexpr const char* kExecCls[] = {"full", "empty", "partial"};
std::string exec_bin(Format f, unsigned cls) { return fmt::format("cross.exec_{}.{}", kExecCls[cls], format_name(f)); }
// FP32 results that are denormal, infinite or NaN per vector format:
// "cross.fp_<denorm|inf|nan>.<FORMAT>". Per row many are unreachable (a
// conversion from an integer is never a NaN, MAD always flushes, sin is never
// infinite), so only zero and normal results have per-row bins.
std::string fp_bin(Format f, unsigned cls) {
  return fmt::format("cross.{}.{}", cls == 1 ? "fp_denorm" : cls == 3 ? "fp_inf" : "fp_nan", format_name(f));
}

constexpr const char* kCrossOooSame = "cross.smem_reply_out_of_order_same_wave";
constexpr const char* kCrossOooOther = "cross.smem_reply_out_of_order_other_wave";
// DS: an LDS reply arrived while an older scalar-memory reply was
// outstanding, and the other way round; an LDS write or atomic in which two
// active lanes hit the same bank (dword address mod 32) at different dwords;
// an active lane of an LDS write partly or wholly out of range (not written);
// an S_BARRIER retired when another wave had retired one too.
constexpr const char* kCrossDsOverSmem = "cross.lds_reply_overtook_smem";
constexpr const char* kCrossSmemOverDs = "cross.smem_reply_overtook_lds";
constexpr const char* kCrossBankConflict = "cross.ds_bank_conflict";
constexpr const char* kCrossDsOutOfRange = "cross.ds_out_of_range";
constexpr const char* kCrossBarrierMulti = "cross.barrier_multi_wave";
constexpr const char* kCrossVmOverOther = "cross.vmem_reply_overtook_other";
constexpr const char* kCrossOtherOverVm = "cross.other_reply_overtook_vmem";
// FLAT into the shared aperture: an LDS write record, and one of its lanes
// written only in part (pieces past the allocation; a lane wholly past it
// writes nothing and shows in no record).
constexpr const char* kCrossFlatLds = "cross.flat_lds_write";
constexpr const char* kCrossFlatLdsOutOfRange = "cross.flat_lds_out_of_range";

bool is_cond_branch(const InsnInfo& in) {
  // S_BRANCH is the one SOPP branch without a condition; the table has no flag
  // for "reads VCC", so it is told apart by its row.
  return in.shape == Shape::SH_SOPP_BRANCH && in.op != Op::S_BRANCH;
}

// Rows whose scalar sources may be constants. PC-setting rows take an address
// and M0-indexed rows an indexed register, so a constant there is no
// interesting operand class.
bool has_const_sources(const InsnInfo& in) {
  if (in.has(F_BRANCH) || in.has(F_RM0)) return false;
  switch (in.shape) {
    case Shape::SH_SOP2:
    case Shape::SH_SOP2_NODST:
    case Shape::SH_SOP1:
    case Shape::SH_SOP1_NODST:
    case Shape::SH_SOPC:
      return true;
    default:
      return false;
  }
}

bool smem_addressed(const InsnInfo& in) {
  switch (in.shape) {
    case Shape::SH_SMEM_LOAD:
    case Shape::SH_SMEM_STORE:
    case Shape::SH_SMEM_ATOMIC:
    case Shape::SH_SMEM_PROBE:
    case Shape::SH_SMEM_DISCARD:
      return true;
    default:
      return false;
  }
}

// Rows with an SGPR-pair result per lane: carry-out (VOP2 carry rows, the
// VOP3B mads) or V_DIV_SCALE's VCC flag; bins for a lane with 0 and with 1.
bool has_carry_out(const InsnInfo& in) {
  return is_vector(in.format) &&
         (in.shape == Shape::SH_VOP2_CARRYOUT || in.shape == Shape::SH_VOP2_CARRYIN || in.shape == Shape::SH_VOP3B);
}

// Vector rows whose VGPR result is an FP32 value: the first type in the spec
// name is F32 (V_ADD_F32, V_CVT_F32_I32; not V_CVT_I32_F32 or V_FREXP_EXP_I32_F32).
bool fp32_result(const InsnInfo& in) {
  if (!is_vector(in.format) || in.format == Format::VOPC || in.dst_dw != 1) return false;
  if (in.shape == Shape::SH_VOP1_READFIRSTLANE || in.shape == Shape::SH_VOP3_READLANE) return false;
  const std::string_view n = in.name;
  for (size_t i = 0; i + 2 < n.size(); ++i) {
    if (n[i] != '_' || !(n[i + 1] == 'F' || n[i + 1] == 'I' || n[i + 1] == 'U' || n[i + 1] == 'B')) continue;
    if (n[i + 2] < '0' || n[i + 2] > '9') continue;
    return n.substr(i + 1, 3) == "F32";
  }
  return false;
}

unsigned fp_class(uint32_t v) {
  const uint32_t e = (v >> 23) & 0xFF, m = v & 0x7FFFFF;
  if (e == 0) return m == 0 ? kFpZero : kFpDenorm;
  if (e == 0xFF) return m == 0 ? kFpInf : kFpNan;
  return kFpNormal;
}

bool smem_data(const InsnInfo& in) {
  return in.shape == Shape::SH_SMEM_LOAD || in.shape == Shape::SH_SMEM_STORE ||
         in.shape == Shape::SH_SMEM_ATOMIC;
}

// The classes of one table row.
std::vector<Cls> classes_of(const InsnInfo& in) {
  std::vector<Cls> c;
  auto add = [&](std::initializer_list<Cls> l) {
    for (Cls x : l) c.push_back(x);
  };
  if (in.has(F_WSCC)) add({kScc0, kScc1});
  if (is_cond_branch(in)) add({kTaken, kNotTaken});
  if (has_const_sources(in)) add({kLiteral, kInline});
  if (in.format == Format::SMEM && smem_addressed(in)) add({kOffImm, kOffSgpr, kOffImmSgpr});
  if (in.format == Format::SMEM && in.has(F_SMEM_BUF) && smem_data(in)) add({kOutOfRange});
  if (in.format == Format::SMEM && in.shape == Shape::SH_SMEM_ATOMIC) add({kGlc, kNoGlc});
  if (in.format == Format::GLOBAL) add({kSaddr, kVaddr64});
  if (in.format == Format::SCRATCH) add({kSaddr, kVaddr});
  if (in.format == Format::MUBUF) add({kBufRaw, kBufPrivate, kBufStructured});
  if (in.shape == Shape::SH_FLAT_ATOMIC || in.shape == Shape::SH_BUF_ATOMIC) add({kGlc, kNoGlc});
  if (has_carry_out(in)) add({kCarry0, kCarry1});
  if (fp32_result(in)) add({kFpZero, kFpNormal});
  return c;
}

// The buffer kind of a MUBUF access, from the V# in the register shadow as
// the golden model reads it (golden/vmem.h); kNumCls for a V# of none of the
// kinds (the access is rejected).
Cls buffer_kind(const Insn& in, const std::array<uint32_t, kNumScalarRegs>& r) {
  if (in.srsrc + 3u >= kNumScalarRegs) return kNumCls;
  const std::optional<golden::BufferRange> k = golden::buffer_range(golden::buffer_resource(&r[in.srsrc]), in.idxen);
  if (!k) return kNumCls;
  switch (*k) {
    case golden::BufferRange::Private: return kBufPrivate;
    case golden::BufferRange::Raw: return kBufRaw;
    case golden::BufferRange::Structured: return kBufStructured;
  }
  return kNumCls;
}

bool is_inline_const(unsigned code) {
  return (code >= sreg::ZERO && code <= sreg::NEG1 + 15) || (code >= sreg::F_0_5 && code <= sreg::F_0_5 + 8);
}

uint64_t sext21(uint32_t v) {
  const uint64_t x = v & 0x1FFFFFu;
  return (x & 0x100000u) ? x | ~0x1FFFFFull : x;
}

// Bin positions per row, -1 where the row has no such bin.
struct RowIndex {
  int retired = -1;
  std::array<int, kNumCls> cls;
  RowIndex() { cls.fill(-1); }
};

const std::vector<RowIndex>& row_index() {
  static const std::vector<RowIndex> idx = [] {
    std::vector<RowIndex> v(kNumOps);
    int next = 0;
    for (unsigned i = 0; i < kNumOps; ++i) {
      const InsnInfo& in = info(static_cast<Op>(i));
      if (!executable(in)) continue;
      v[i].retired = next++;
      for (Cls c : classes_of(in)) v[i].cls[c] = next++;
    }
    return v;
  }();
  return idx;
}

}  // namespace

Coverage::Coverage() {
  for (unsigned i = 0; i < kNumOps; ++i) {
    const Op op = static_cast<Op>(i);
    const InsnInfo& in = info(op);
    if (!executable(in)) continue;
    bins_.push_back(Bin{in.mnemonic, op, true, 0});
    for (Cls c : classes_of(in))
      bins_.push_back(Bin{fmt::format("{}.{}", in.mnemonic, kClsName[c]), op, false, 0});
  }
  for (const char* n : {kCrossOooSame, kCrossOooOther}) bins_.push_back(Bin{n, Op::COUNT, false, 0});
  bool ds = false;  // DS bins only once some DS row is executable
  for (unsigned i = 0; i < kNumOps && !ds; ++i)
    ds = info(static_cast<Op>(i)).format == Format::DS && executable(info(static_cast<Op>(i)));
  if (ds)
    for (const char* n : {kCrossDsOverSmem, kCrossSmemOverDs, kCrossBankConflict, kCrossDsOutOfRange})
      bins_.push_back(Bin{n, Op::COUNT, false, 0});
  if (executable(info(Op::S_BARRIER))) bins_.push_back(Bin{kCrossBarrierMulti, Op::COUNT, false, 0});
  bool vm = false;  // vector memory bins once some vector memory row is executable
  for (unsigned i = 0; i < kNumOps && !vm; ++i)
    vm = is_vmem(info(static_cast<Op>(i)).format) && executable(info(static_cast<Op>(i)));
  if (vm)
    for (const char* n : {kCrossVmOverOther, kCrossOtherOverVm}) bins_.push_back(Bin{n, Op::COUNT, false, 0});
  bool flat = false;  // FLAT-to-LDS bins once some FLAT store or atomic is executable
  for (unsigned i = 0; i < kNumOps && !flat; ++i) {
    const InsnInfo& in = info(static_cast<Op>(i));
    flat = in.format == Format::FLAT && executable(in) && in.shape != Shape::SH_FLAT_LOAD;
  }
  if (flat)
    for (const char* n : {kCrossFlatLds, kCrossFlatLdsOutOfRange}) bins_.push_back(Bin{n, Op::COUNT, false, 0});
  for (Format f : kVectorFormats) {
    bool any = false;  // only formats with supported rows
    for (unsigned i = 0; i < kNumOps && !any; ++i)
      any = info(static_cast<Op>(i)).format == f && !info(static_cast<Op>(i)).has(F_UNSUP);
    if (any)
      for (unsigned k = 0; k < 3; ++k) bins_.push_back(Bin{exec_bin(f, k), Op::COUNT, false, 0});
    bool fp = false;
    for (unsigned i = 0; i < kNumOps && !fp; ++i)
      fp = info(static_cast<Op>(i)).format == f && !info(static_cast<Op>(i)).has(F_UNSUP) &&
           fp32_result(info(static_cast<Op>(i)));
    if (fp)
      for (unsigned k : {1u, 3u, 4u}) bins_.push_back(Bin{fp_bin(f, k), Op::COUNT, false, 0});
  }
  for (size_t i = 0; i < bins_.size(); ++i) index_.emplace(bins_[i].name, i);
}

void Coverage::begin(const ArchState& initial) {
  gfx_ = initial.gfx;
  shadow_.clear();
  for (const WaveState& w : initial.waves) shadow_.push_back(w.sgpr);
  outstanding_.clear();
  early_.clear();
  ds_pending_.clear();
  vm_pending_.clear();
  barrier_waves_.clear();
}

void Coverage::hit(Op op, unsigned cls) {
  const int i = row_index()[static_cast<unsigned>(op)].cls[cls];
  if (i < 0)
    throw std::logic_error(fmt::format("coverage: {} has no bin '{}'", info(op).mnemonic, kClsName[cls]));
  ++bins_[static_cast<size_t>(i)].count;
}

void Coverage::hit_name(const std::string& name) { ++bins_.at(index_.at(name)).count; }

void Coverage::write_regs(unsigned wave, const SgprWrite& w) {
  if (wave >= shadow_.size()) return;
  for (unsigned k = 0; k < w.count && k < w.data.size(); ++k)
    if (w.reg + k < kNumScalarRegs) shadow_[wave][w.reg + k] = w.data[k];
}

// Whether a buffer access left its descriptor's range, from the register
// shadow (design.md "Scalar memory": m_size = stride == 0 ? 1 : num_records;
// dword i is in range iff offset_bytes + 4*i < m_size).
void Coverage::sample_buffer_range(const Insn& in, const CommitRecord& rec) {
  if (rec.wave >= shadow_.size()) return;
  const auto& r = shadow_[rec.wave];
  auto reg = [&](unsigned code) -> uint64_t { return code < kNumScalarRegs ? r[code] : 0; };
  const unsigned sb = in.sbase * 2u;
  uint64_t off = 0;
  if (in.imm) off += sext21(in.offset);
  if (in.soe) off += reg(in.soffset);
  else if (!in.imm) off += reg(in.offset & 0x7F);
  off &= ~3ull;
  const uint64_t w1 = reg(sb + 1);
  const uint64_t size = (w1 >> 16) == 0 ? 1 : reg(sb + 2);
  // Dwords touched in memory: a load/store's data, an atomic's memory width.
  unsigned n = in.info().dst_dw;
  if (in.info().shape == Shape::SH_SMEM_ATOMIC) n = rec.mem && rec.mem->is64 ? 2 : 1;
  if (n == 0) return;
  if (off + 4ull * (n - 1) >= size) hit(in.op, kOutOfRange);
}

void Coverage::on_commit(const CommitRecord& rec) {
  bool ds_row = false;  // its deferred result is an LDS reply
  bool vm_row = false;  // ... a vector memory reply
  if (!rec.illegal && rec.nwords > 0) {
    std::optional<Insn> decoded;
    try {
      decoded = decode(rec.words.data(), rec.nwords, 0, gfx_);
    } catch (const std::exception&) {
      // Not an instruction of this table: nothing to count.
    }
    if (decoded && executable(decoded->info())) {
      const Insn& in = *decoded;
      const InsnInfo& inf = in.info();
      const RowIndex& ri = row_index()[static_cast<unsigned>(in.op)];
      ++bins_[static_cast<size_t>(ri.retired)].count;
      if (inf.has(F_WSCC) && rec.scc) hit(in.op, *rec.scc ? kScc1 : kScc0);
      if (is_cond_branch(inf)) {
        const int64_t simm = static_cast<int16_t>(in.simm16);
        // With a zero offset taken and not taken are the same PC: no sample.
        if (simm != 0) {
          const uint64_t target = rec.pc + 4 + static_cast<uint64_t>(simm * 4);
          hit(in.op, rec.next_pc == target ? kTaken : kNotTaken);
        }
      }
      if (has_const_sources(inf)) {
        bool constant = false;
        if (inf.src0_dw > 0 && is_inline_const(in.ssrc0)) constant = true;
        if (inf.src1_dw > 0 && is_inline_const(in.ssrc1)) constant = true;
        if (constant) hit(in.op, kInline);
        if (in.has_literal) hit(in.op, kLiteral);
      }
      if (inf.format == Format::SMEM) {
        if (smem_addressed(inf))
          hit(in.op, in.imm && in.soe ? kOffImmSgpr : in.imm ? kOffImm : kOffSgpr);
        if (inf.has(F_SMEM_BUF) && smem_data(inf)) sample_buffer_range(in, rec);
        if (inf.shape == Shape::SH_SMEM_ATOMIC) hit(in.op, in.glc ? kGlc : kNoGlc);
      }
      if (is_vector(inf.format)) sample_vector(in, rec);
      vm_row = is_vmem(inf.format);
      if (vm_row) {
        sample_vector(in, rec);
        if (inf.format == Format::GLOBAL) hit(in.op, in.saddr != vmem::kSaddrOff ? kSaddr : kVaddr64);
        if (inf.format == Format::SCRATCH) hit(in.op, in.saddr != vmem::kSaddrOff ? kSaddr : kVaddr);
        if (inf.format == Format::MUBUF && rec.wave < shadow_.size()) {
          const Cls k = buffer_kind(in, shadow_[rec.wave]);
          if (k != kNumCls) hit(in.op, k);
        }
        if (inf.shape == Shape::SH_FLAT_ATOMIC || inf.shape == Shape::SH_BUF_ATOMIC) hit(in.op, in.glc ? kGlc : kNoGlc);
        if (inf.format == Format::FLAT) sample_flat_lds(rec);
      }
      ds_row = inf.format == Format::DS;
      if (ds_row) sample_ds(rec);
      if (in.op == Op::S_BARRIER) {
        barrier_waves_.insert(rec.wave);
        if (barrier_waves_.size() > 1) hit_name(kCrossBarrierMulti);
      }
    }
  }
  for (const SgprWrite& w : rec.sgpr) write_regs(rec.wave, w);
  if (rec.deferred) {
    auto e = early_.find(rec.order);
    if (e != early_.end()) {
      early_.erase(e);
    } else {
      outstanding_.emplace(rec.order, rec.wave);
      if (ds_row) ds_pending_.insert(rec.order);
      if (vm_row) vm_pending_.insert(rec.order);
    }
  }
}

// EXEC class per format, carry-out lanes, FP32 result classes of active lanes.
void Coverage::sample_vector(const Insn& in, const CommitRecord& rec) {
  const InsnInfo& inf = in.info();
  const uint64_t exec = rec.exec_in;
  const unsigned ecls = exec == ~0ull ? 0 : exec == 0 ? 1 : 2;
  const std::string eb = exec_bin(inf.format, ecls);
  if (has_bin(eb)) hit_name(eb);
  if (has_carry_out(inf)) {
    // The pair destination: the only 2-dword SGPR write of the record.
    for (const SgprWrite& w : rec.sgpr) {
      if (w.count != 2 || w.reg == sreg::EXEC_LO) continue;
      const uint64_t v = w.data[0] | (uint64_t(w.data[1]) << 32);
      if (v & exec) hit(in.op, kCarry1);
      if (~v & exec) hit(in.op, kCarry0);
    }
  }
  if (fp32_result(inf)) {
    for (const VgprWrite& w : rec.vgpr) {
      bool seen[kNumCls] = {};
      for (unsigned l = 0; l < kWaveLanes; ++l)
        if ((w.lanes >> l) & 1) seen[fp_class(w.data[0][l])] = true;
      if (seen[kFpZero]) hit(in.op, kFpZero);
      if (seen[kFpNormal]) hit(in.op, kFpNormal);
      if (seen[kFpDenorm]) hit_name(fp_bin(inf.format, 1));
      if (seen[kFpInf]) hit_name(fp_bin(inf.format, 3));
      if (seen[kFpNan]) hit_name(fp_bin(inf.format, 4));
    }
  }
}

void Coverage::on_writeback(const WritebackRecord& wb) {
  write_regs(wb.wave, wb.sgpr);
  // Older results still outstanding: this one overtook them. A DS reply
  // carries VGPRs (WritebackRecord::vgpr); the SMEM bins count SMEM replies
  // overtaking SMEM replies, the DS bins the two kinds overtaking each other.
  // A vector memory reply (WritebackRecord::vgpr too) is told apart by its
  // commit; the vmem bins count it overtaking, or being overtaken by, a reply
  // of another kind.
  const bool is_vm = vm_pending_.count(wb.order) != 0;
  const bool is_ds = wb.vgpr.has_value() && !is_vm;
  bool same = false, other = false, cross = false, vm_over = false, over_vm = false;
  for (auto it = outstanding_.begin(); it != outstanding_.end() && it->first < wb.order; ++it) {
    const bool older_vm = vm_pending_.count(it->first) != 0;
    const bool older_ds = ds_pending_.count(it->first) != 0;
    if (is_vm || older_vm) {
      if (is_vm && !older_vm) vm_over = true;
      if (!is_vm && older_vm) over_vm = true;
      continue;
    }
    if (older_ds != is_ds) cross = true;
    else if (!is_ds) (it->second == wb.wave ? same : other) = true;
  }
  if (same) hit_name(kCrossOooSame);
  if (other) hit_name(kCrossOooOther);
  if (cross && has_bin(kCrossDsOverSmem)) hit_name(is_ds ? kCrossDsOverSmem : kCrossSmemOverDs);
  if (vm_over && has_bin(kCrossVmOverOther)) hit_name(kCrossVmOverOther);
  if (over_vm && has_bin(kCrossOtherOverVm)) hit_name(kCrossOtherOverVm);
  ds_pending_.erase(wb.order);
  vm_pending_.erase(wb.order);
  if (outstanding_.erase(wb.order) == 0) early_.emplace(wb.order, wb.wave);
}

// LDS write records of a DS instruction: bank conflicts among the active lanes
// (32 banks of dwords) and lanes left out of range.
void Coverage::sample_ds(const CommitRecord& rec) {
  for (const LdsWrite& w : rec.lds) {
    std::array<int64_t, 32> bank_dw;
    bank_dw.fill(-1);
    bool conflict = false;
    for (unsigned l = 0; l < kWaveLanes; ++l) {
      if (!((w.lanes >> l) & 1)) continue;
      const int64_t dw = w.addr[l] >> 2;
      int64_t& b = bank_dw[static_cast<size_t>(dw & 31)];
      if (b >= 0 && b != dw) conflict = true;
      b = dw;
      const unsigned full = w.bytes >= 16 ? 0xFFFFu : (1u << w.bytes) - 1u;
      if (w.byte_mask[l] != full) hit_name(kCrossDsOutOfRange);
    }
    if (conflict) hit_name(kCrossBankConflict);
    if (rec.exec_in & ~w.lanes) hit_name(kCrossDsOutOfRange);
  }
}

// LDS write records of a FLAT instruction (its lanes in the shared aperture).
void Coverage::sample_flat_lds(const CommitRecord& rec) {
  for (const LdsWrite& w : rec.lds) {
    hit_name(kCrossFlatLds);
    const unsigned full = w.bytes >= 16 ? 0xFFFFu : (1u << w.bytes) - 1u;
    for (unsigned l = 0; l < kWaveLanes; ++l)
      if (((w.lanes >> l) & 1) && w.byte_mask[l] != full) hit_name(kCrossFlatLdsOutOfRange);
  }
}

void Coverage::merge(const Coverage& other) {
  for (const Bin& b : other.bins_) {
    auto it = index_.find(b.name);
    if (it == index_.end())
      throw std::runtime_error(fmt::format("coverage: bin '{}' is not defined by this build's ISA table", b.name));
    bins_[it->second].count += b.count;
  }
}

uint64_t Coverage::count(const std::string& name) const { return bins_.at(index_.at(name)).count; }

unsigned Coverage::instructions_total() const {
  return static_cast<unsigned>(std::count_if(bins_.begin(), bins_.end(), [](const Bin& b) { return b.retired; }));
}
unsigned Coverage::instructions_hit() const {
  return static_cast<unsigned>(
      std::count_if(bins_.begin(), bins_.end(), [](const Bin& b) { return b.retired && b.count > 0; }));
}
unsigned Coverage::bins_total() const {
  return static_cast<unsigned>(bins_.size()) - instructions_total();
}
unsigned Coverage::bins_hit() const {
  return static_cast<unsigned>(
      std::count_if(bins_.begin(), bins_.end(), [](const Bin& b) { return !b.retired && b.count > 0; }));
}

std::string Coverage::summary_line() const {
  return fmt::format("{}/{} instructions, {}/{} bins", instructions_hit(), instructions_total(), bins_hit(),
                     bins_total());
}

nlohmann::ordered_json Coverage::to_json() const {
  using J = nlohmann::ordered_json;
  J insns = J::array(), bins = J::array(), never_i = J::array(), never_b = J::array();
  for (const Bin& b : bins_) {
    if (b.retired) {
      insns.push_back({{"name", b.name}, {"format", format_name(info(b.op).format)}, {"retired", b.count}});
      if (b.count == 0) never_i.push_back(b.name);
    } else {
      bins.push_back({{"name", b.name}, {"count", b.count}});
      if (b.count == 0) never_b.push_back(b.name);
    }
  }
  return J{{"summary",
            {{"instructions_hit", instructions_hit()},
             {"instructions_total", instructions_total()},
             {"bins_hit", bins_hit()},
             {"bins_total", bins_total()}}},
           {"instructions", insns},
           {"bins", bins},
           {"never_hit_instructions", never_i},
           {"never_hit_bins", never_b}};
}

Coverage Coverage::from_json(const nlohmann::json& j) {
  Coverage c;
  auto read = [&](const char* list, const char* field) {
    if (!j.contains(list) || !j[list].is_array())
      throw std::runtime_error(fmt::format("coverage JSON: no '{}' array", list));
    for (const auto& e : j[list]) {
      auto count_ok = [](const nlohmann::json& v) {
        return v.is_number_unsigned() || (v.is_number_integer() && v.get<int64_t>() >= 0);
      };
      if (!e.is_object() || !e.contains("name") || !e["name"].is_string() || !e.contains(field) ||
          !count_ok(e[field]))
        throw std::runtime_error(fmt::format("coverage JSON: malformed entry in '{}'", list));
      const std::string name = e["name"].get<std::string>();
      auto it = c.index_.find(name);
      if (it == c.index_.end())
        throw std::runtime_error(fmt::format("coverage: bin '{}' is not defined by this build's ISA table", name));
      c.bins_[it->second].count += e[field].get<uint64_t>();
    }
  };
  read("instructions", "retired");
  read("bins", "count");
  return c;
}

}  // namespace gcn
