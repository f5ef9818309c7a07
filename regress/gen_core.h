// Internal to the random program generator: the Generator class shared by
// gen_emit.cpp (appending items, picking registers, literals and operands),
// gen_scalar.cpp (scalar instructions and constructs), generator.cpp
// (program layout), gen_vector.cpp / gen_vflow.cpp (vector ALU instructions
// and divergent constructs), gen_ds.cpp (LDS profile), gen_hazard.cpp
// (software wait states) and gen_vstate.cpp (VGPR and MODE initial values).
// Not part of the generator's public interface.
#pragma once

#include <fmt/format.h>

#include <array>
#include <bitset>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "gen_pool.h"
#include "gen_text.h"
#include "generator.h"
#include "insn.h"
#include "regress.h"

namespace gcn::gen {

using RegMask = std::bitset<128>;

inline RegMask regs(unsigned code, unsigned n) {
  RegMask m;
  for (unsigned i = 0; i < n && code + i < 128; ++i) m.set(code + i);
  return m;
}

class Rng {
 public:
  explicit Rng(uint64_t seed) : eng_(seed) {}
  uint64_t next() { return eng_(); }
  // Uniform in [0, n) (modulo bias is irrelevant here, portability is not).
  uint64_t below(uint64_t n) { return n == 0 ? 0 : eng_() % n; }
  unsigned ubelow(unsigned n) { return static_cast<unsigned>(below(n)); }
  bool chance(unsigned percent) { return below(100) < percent; }
  template <typename T, size_t N>
  T one_of(const std::array<T, N>& a) { return a[below(N)]; }

 private:
  std::mt19937_64 eng_;
};

// One line of output, or a label, or an s_movk_i32 whose immediate is a label
// distance known only after layout.
struct Item {
  enum Kind { Line, Label, Delta };
  Item() = default;
  Item(Kind k, std::string t, unsigned dw, int l, int a)
      : kind(k), text(std::move(t)), dwords(dw), label(l), anchor(a) {}
  Kind kind = Line;
  std::string text;   // Line: whole line; Delta: "s_movk_i32 sN, "
  unsigned dwords = 0;
  int label = -1;     // Label: its id; Delta: target label
  int anchor = -1;    // Delta: label the distance is measured from
  // Software wait-state bookkeeping (gen_hazard.cpp).
  RegMask valu_writes;  // scalar registers (VCC, EXEC included) a VALU row writes
  unsigned waits = 1;   // wait states this line provides (s_nop N: N + 1)
  bool barrier = false; // control arrives here from elsewhere (a call's return point)
};

// A candidate instruction before it is emitted.
struct Candidate {
  Candidate() = default;
  Candidate(std::string t, unsigned dw, RegMask rd = {}, RegMask wr = {})
      : text(std::move(t)), dwords(dw), reads(rd), writes(wr) {}
  std::string text;
  unsigned dwords = 1;
  RegMask reads, writes;
  bool valu = false;  // a vector ALU row: its scalar writes are hazard sources
  // Wait states required after a VALU write of any of `regs` (Vega ISA
  // "Manually Inserted Wait States"; gen_hazard.cpp).
  struct Need {
    RegMask regs;
    unsigned waits;
  };
  std::vector<Need> needs;
};

// A vector source operand slot of a VALU row (gen_vector.cpp).
enum class VSlot { Any, Vgpr, Lane, Mask };

struct Pending {
  RegMask dst, src;
  bool any() const { return dst.any() || src.any(); }
  void clear() { dst.reset(), src.reset(); }
  void merge(const Pending& o) { dst |= o.dst, src |= o.src; }
};

constexpr unsigned kVccLo = sreg::VCC_LO, kM0 = sreg::M0, kExecLo = sreg::EXEC_LO;
constexpr unsigned kLiteral = sreg::LITERAL;
inline const RegMask kVcc = regs(kVccLo, 2);
inline const RegMask kExec = regs(kExecLo, 2);

// A read of src_vccz, src_execz or src_scc (`code`): VCCZ and EXECZ read VCC
// and EXEC, and a VALU write of either needs 5 wait states before it (Vega
// ISA "Manually Inserted Wait States", as for an SGPR a VALU wrote).
inline void read_flag_source(Candidate& c, unsigned code) {
  if (code == sreg::VCCZ) c.reads |= kVcc, c.needs.push_back({kVcc, 5});
  if (code == sreg::EXECZ) c.reads |= kExec, c.needs.push_back({kExec, 5});
}

// Registers random instructions never write: the generator's reserved SGPRs,
// trap temporaries, the reserved code 125, and EXEC (written only in
// "episodes" that restore it).
inline RegMask forbidden_mask() {
  RegMask m;
  for (unsigned c = kFirstReserved; c <= kLastReserved; ++c) m.set(c);
  for (unsigned c = sreg::TTMP0; c < sreg::TTMP0 + 16; ++c) m.set(c);
  m.set(125);
  m.set(kExecLo), m.set(kExecLo + 1);
  return m;
}

// Per-wave memory map; the region base moves with the seed so addresses use
// the high dword too.
struct Layout {
  uint64_t ro = 0, atom = 0;
  std::vector<uint64_t> priv;
};

enum class Allow { None, Exec, Reserved };

class Generator {
 public:
  Generator(uint64_t seed, const GenConfig& cfg)
      : rng_(seed), cfg_(cfg), seed_(seed), p_(pools(cfg.gfx)), forbidden_(forbidden_mask()) {}

  Program run();

 private:
  // ---- emission ----
  void emit(const Candidate& c, Allow allow = Allow::None);
  void emit_text(std::string text, unsigned dwords, RegMask rd = {}, RegMask wr = {},
                 Allow allow = Allow::None) {
    emit(Candidate{std::move(text), dwords, rd, wr}, allow);
  }
  void wait_all();
  int new_label() { return labels_++; }
  void place(int label) { items_.push_back(Item{Item::Label, {}, 0, label, -1}); }
  static std::string lname(int label) { return fmt::format("L{}", label); }

  // ---- operands ----
  // The program's generation spells operands and decides inline constants:
  // these members hide gen_text.h's free functions inside the generator.
  std::string operand_text(unsigned code, unsigned dwords) const {
    return gen::operand_text(code, dwords, cfg_.gfx);
  }
  unsigned inline_code32(uint32_t value) const { return gen::inline_code32(value, cfg_.gfx); }
  // Whether the program's generation has registers code..code+dwords-1 by a
  // name its assembler takes (gfx6 has no 104-105, gfx803 no xnack_mask).
  bool usable(unsigned code, unsigned dwords) const;
  // SMEM instructions are two dwords; SMRD (gfx6/gfx7) one, two with gfx7's
  // literal offset.
  unsigned smem_dwords(bool literal = false) const { return has_smrd(cfg_.gfx) ? (literal ? 2 : 1) : 2; }
  bool writable(unsigned code, unsigned n) const;
  bool busy(unsigned code, unsigned n) const {
    return (regs(code, n) & (pend_.dst | pend_.src)).any();
  }
  unsigned dst_candidate(unsigned dw);
  unsigned pick_dst(unsigned dw);
  unsigned pick_sgpr_tuple(unsigned dw, bool for_write);
  unsigned src_reg_candidate(unsigned dw);
  unsigned pick_src_reg(unsigned dw);
  uint32_t literal32();
  uint32_t literal64();
  std::string src_operand(unsigned dw, bool& literal_free, Candidate& c);
  std::string imm16();
  std::string value_text(uint32_t v, bool& literal);

  // ---- instructions and constructs ----
  // force_corner: every constant-capable source is 0 or -1.
  Candidate alu(Op op, int force_dst = -1, bool force_corner = false);
  void simple(Op op);
  void smem(Op op);
  unsigned set_offset_reg(uint32_t value, bool use_m0);
  void random_wait();
  void sopp_misc(Op op);
  void block(unsigned budget);
  void emit_one_item(unsigned remaining);
  void if_block(unsigned remaining);
  void loop(unsigned remaining);
  void exec_episode();
  void movrel();
  void desc_rewrite();
  void pc_skip();
  void call(bool swap);
  void filler(RegMask avoid);
  void subroutine();

  // ---- software wait states (gen_hazard.cpp) ----
  void pad_hazards(const Candidate& c);

  // ---- vector ALU (gen_vector.cpp) ----
  bool vector_on() const { return has_vector(cfg_.profile) && p_.vflow; }
  unsigned pick_vgpr(unsigned dw, bool for_write);
  std::string vgpr_text(unsigned v, unsigned dw) const;
  std::string vsrc(unsigned dw, VSlot slot, bool e64, unsigned mods, int& bus, Candidate& c);
  unsigned pick_vsdst(unsigned dw);
  // One VALU instruction of row `op`. force_e64 / force_e32 pick the encoding
  // of rows that have both; `sdst` overrides a scalar destination (-1: random).
  Candidate valu(Op op, int force_enc = 0, int sdst = -1);
  void vsimple();
  void vone(unsigned remaining, bool can_nest);
  void vexec_window();
  void vif(unsigned remaining);
  void vloop(unsigned remaining);
  void carry_chain();
  void lane_ops();
  unsigned save_exec();
  // ---- vector initial state (gen_vstate.cpp) ----
  uint32_t lane_value();
  uint32_t moderate_float();
  uint32_t small_fields();
  void vector_state(Program& p, std::string& header);

  // ---- LDS profile (gen_ds.cpp) ----
  bool lds_on() const { return has_lds(cfg_.profile) && vector_on() && !p_.ds.empty(); }
  bool barrier_ok() const;
  void barrier();
  unsigned ds_pick_vgpr(unsigned dw, bool for_write);
  void ds_valu(Op op, unsigned va, uint32_t imm, const std::string& src);
  void ds_valu_reg(Op op, unsigned va, const std::string& s0, const std::string& src, int sgpr = -1);
  bool ds_address(unsigned& va, unsigned bytes, bool is_write, bool atomic, uint32_t& span, bool& anywhere);
  void ds_set_m0();
  bool ds_one(Op op);
  void ds_episode();
  Op ds_next_op();
  // The program's LDS allocation per workgroup (`;; cosim: lds`).
  uint32_t lds_alloc() const;
  // The LDS base of register `reg` (s98..s100) for dispatch wave `w`.
  uint32_t lds_sgpr(unsigned reg, unsigned w) const;
  void lds_state(Program& p, std::string& header);

  // ---- vector memory (gen_vmem.cpp) ----
  bool vmem_on() const { return has_vmem(cfg_.profile) && vector_on() && !p_.vmem.empty(); }
  unsigned vm_pick_vgpr(unsigned dw, bool for_write);
  void vm_pend_return(unsigned vd, unsigned dw);
  bool vmem_one(Op op);
  bool buffer_one(Op op);   // a MUBUF row (gen_buffer.cpp)
  bool scratch_one(Op op);       // a SCRATCH row (gen_scratch.cpp)
  bool flat_private_one(Op op);  // a FLAT load or store into the private aperture (gen_scratch.cpp)
  bool private_one(Op op, bool flat);
  bool flat_shared_one(Op op);   // a FLAT row into the shared (LDS) aperture (gen_flat_lds.cpp)
  void vmem_episode();
  void vmem_wait();
  Op vmem_next_op();

  Program finish();

  Rng rng_;
  GenConfig cfg_;
  std::vector<unsigned> wg_sizes_;  // several workgroups: waves of each
  uint64_t seed_;
  const Pools& p_;
  RegMask forbidden_;
  RegMask locked_;
  Pending pend_;
  std::vector<Item> items_;
  int labels_ = 0;
  unsigned count_ = 0;
  unsigned depth_ = 0, loop_depth_ = 0;
  bool in_sub_ = false;
  int sub_label_ = -1;
  std::array<unsigned, 8> recent_{};  // recently written registers (sources prefer them)
  unsigned recent_n_ = 0;
  bool corner_src_ = false;  // alu(): sources are inline 0 / -1 (src_operand)
  unsigned corner_prev_ = 0; // the previous corner source's code, 0 = none yet
  // Nominal descriptor state (a bias for in-range offsets, not a correctness input).
  uint32_t desc_records_[2] = {kPrivSize, kAtomSize};
  uint32_t desc_hi16_[2] = {0, 0};
  Layout layout_;
  // Vector state.
  unsigned vexec_depth_ = 0;   // inside a region that changed EXEC and will restore it
  unsigned vloop_depth_ = 0;
  std::array<unsigned, 8> vrecent_{};  // recently written VGPRs (sources prefer them)
  unsigned vrecent_n_ = 0;
  std::vector<std::pair<unsigned, unsigned>> vreads_;
  int force_lane_ = -1;  // valu(): the lane select's SGPR (lane_ops), -1 = inline 0..63
  // LDS profile state.
  std::bitset<256> ds_vpend_;  // VGPRs an outstanding DS return of this episode writes
  std::bitset<256> ds_vsrc_;   // VGPRs an outstanding DS of this episode reads
  unsigned barriers_ = 0;      // S_BARRIERs emitted (top level)
  bool lds_read_phase_ = false;  // shared region: read phase (else write phase)
  std::vector<Op> ds_order_;   // DS rows still to come in this turn (ds_next_op)
  // Vector memory state.
  std::bitset<256> vm_vpend_;  // VGPRs an outstanding vector memory return writes
  bool vm_flat_ = false;       // a FLAT instruction since the last wait (LGKM_CNT too)
  std::vector<Op> vm_order_;   // rows still to come in this turn (vmem_next_op)
  int force_mask_ = -1;  // valu(): the VOP3 carry-in / select pair (carry_chain), -1 = random  // valu(): VGPR runs its sources read
};

}  // namespace gcn::gen
