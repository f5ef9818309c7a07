// Functional coverage of a retirement stream, with bins derived from the ISA
// table (model/isa.def) so no opcode is listed here: every supported row gets a
// "retired" bin, and rows get operand/result bins according to their format,
// shape and flags. It consumes the same records the lockstep checker matched
// (commit.h), decoding each instruction from its retired dwords, so a trace
// captured elsewhere can be measured the same way.
//
// Bins (names are "<mnemonic>" or "<mnemonic>.<class>", "cross.<what>"):
//   <mnemonic>                 retired (every row the design executes: isa.h executable())
//   .scc0 / .scc1              F_WSCC rows: SCC written with 0 / 1
//   .taken / .not_taken        conditional SOPP branches
//   .literal / .inline         rows with scalar sources: a literal / an inline
//                              constant was one of them (not for PC-setting or
//                              M0-indexed rows, whose sources are addresses or
//                              indexed registers)
//   .offset_imm / .offset_sgpr / .offset_imm_sgpr
//                              SMEM rows with an address: IMM only, SGPR only
//                              (IMM=0), IMM plus SOFFSET (IMM=1, SOE=1)
//   .out_of_range              buffer loads/stores/atomics: some dword fell
//                              outside the descriptor's range
//   .glc / .no_glc             SMEM atomics with / without returning the old value
//   .carry0 / .carry1          vector rows with a per-lane SGPR-pair result
//                              (carry-out; V_DIV_SCALE_F32's VCC flag): some
//                              active lane wrote 0 / 1
//   .fp_zero / .fp_normal      vector rows with an FP32 VGPR result: some
//                              active lane's result is +-0 / a normal number
//   cross.fp_denorm.<FMT> / cross.fp_inf.<FMT> / cross.fp_nan.<FMT>
//                              the same for denormal, infinite and NaN results,
//                              per vector format (per row many are unreachable)
//   cross.exec_full.<FMT> / cross.exec_empty.<FMT> / cross.exec_partial.<FMT>
//                              a row of vector format FMT ran under EXEC all
//                              ones / zero / neither
//   cross.smem_reply_out_of_order_same_wave
//   cross.smem_reply_out_of_order_other_wave
//                              a scalar-memory result arrived while an older
//                              one (of the same / another wave) was outstanding
//   cross.lds_reply_overtook_smem / cross.smem_reply_overtook_lds
//   cross.ds_bank_conflict / cross.ds_out_of_range / cross.barrier_multi_wave
//                              DS and workgroup bins (coverage.cpp)
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arch_state.h"
#include "commit.h"
#include "insn.h"
#include "isa.h"

namespace gcn {

class Coverage {
 public:
  struct Bin {
    std::string name;
    Op op;             // the row it belongs to (cross bins: Op::COUNT)
    bool retired;      // the row's "retired" bin
    uint64_t count = 0;
  };

  Coverage();  // every bin of the table at 0

  // Initial register state of the waves (optional). The buffer range bins
  // need the descriptor registers, which the records only show when written;
  // without a starting point those bins are not sampled.
  void begin(const ArchState& initial);
  void on_commit(const CommitRecord& rec);
  void on_writeback(const WritebackRecord& wb);

  // Adds `other`'s counts bin by bin.
  void merge(const Coverage& other);

  // {"summary": {...}, "instructions": [...], "bins": [...],
  //  "never_hit_instructions": [...], "never_hit_bins": [...]}
  nlohmann::ordered_json to_json() const;
  // Reads counts written by to_json(); throws std::runtime_error for a
  // malformed document or a bin this build's table does not define.
  static Coverage from_json(const nlohmann::json& j);

  const std::vector<Bin>& bins() const { return bins_; }
  // Count of a bin by name; throws std::out_of_range if there is no such bin.
  uint64_t count(const std::string& name) const;
  bool has_bin(const std::string& name) const { return index_.count(name) != 0; }
  unsigned instructions_total() const;
  unsigned instructions_hit() const;
  unsigned bins_total() const;  // operand/result/cross bins (not "retired")
  unsigned bins_hit() const;
  // "X/Y instructions, A/B bins"
  std::string summary_line() const;

 private:
  void hit(Op op, unsigned cls);
  void hit_name(const std::string& name);
  void sample_buffer_range(const Insn& in, const CommitRecord& rec);
  void sample_vector(const Insn& in, const CommitRecord& rec);
  void sample_ds(const CommitRecord& rec);
  void sample_flat_lds(const CommitRecord& rec);
  void write_regs(unsigned wave, const SgprWrite& w);

  std::vector<Bin> bins_;
  std::map<std::string, size_t> index_;
  // Register shadow per wave, kept from the initial state and every write in
  // the stream (only when begin() was called).
  Gfx gfx_ = kDefaultGfx;  // the records' generation (begin's initial state)
  std::vector<std::array<uint32_t, kNumScalarRegs>> shadow_;
  std::map<uint64_t, unsigned> outstanding_;  // deferred results: order -> wave
  std::map<uint64_t, unsigned> early_;        // writebacks seen before their commit
  std::set<uint64_t> ds_pending_;             // outstanding deferred results of DS rows
  std::set<uint64_t> vm_pending_;             // ... of vector memory rows
  std::set<unsigned> barrier_waves_;          // waves that retired an S_BARRIER
};

}  // namespace gcn
