// Properties of the random program generator (regress/generator.cpp):
// determinism, legality (our assembler and llvm-mc-16 both accept every
// program), table coverage, directive round trip, and a static check that no
// scalar-memory result is touched before `s_waitcnt lgkmcnt(0)`.
#define BOOST_TEST_MODULE generator
#include <boost/test/included/unit_test.hpp>

#include <array>
#include <bitset>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "asm.h"
#include "generator.h"
#include "golden_model.h"
#include "isa.h"
#include "lockstep.h"
#include "gen_pc_distance.h"
#include "program.h"
#include "regress.h"

namespace {

constexpr unsigned kPrograms = 300;

const std::vector<gcn::Program>& programs() {
  static const std::vector<gcn::Program> all = [] {
    std::vector<gcn::Program> v;
    for (unsigned i = 0; i < kPrograms; ++i) v.push_back(gcn::generate_program(gcn::gen::program_seed(1, i)));
    return v;
  }();
  return all;
}

// The LDS profile (GenProfile::Lds): workgroups of up to 16 waves.
constexpr unsigned kLdsPrograms = 150;

const std::vector<gcn::Program>& lds_programs() {
  static const std::vector<gcn::Program> all = [] {
    gcn::GenConfig cfg;
    cfg.profile = gcn::GenProfile::Lds;
    cfg.max_waves = 16;
    std::vector<gcn::Program> v;
    for (unsigned i = 0; i < kLdsPrograms; ++i) v.push_back(gcn::generate_program(gcn::gen::program_seed(3, i), cfg));
    return v;
  }();
  return all;
}

// Vector memory episodes (GenProfile::Vmem).
constexpr unsigned kVmemPrograms = 60;

const std::vector<gcn::Program>& vmem_programs() {
  static const std::vector<gcn::Program> all = [] {
    gcn::GenConfig cfg;
    cfg.profile = gcn::GenProfile::Vmem;
    std::vector<gcn::Program> v;
    for (unsigned i = 0; i < kVmemPrograms; ++i) v.push_back(gcn::generate_program(gcn::gen::program_seed(4, i), cfg));
    return v;
  }();
  return all;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return {};
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

// ---------------------------------------------------------------------------
// Static checker: outstanding scalar-memory operations over the control-flow
// graph of a program text. Instructions are recognised from the ISA table
// (shape and flags); branch targets are labels; s_setpc_b64 carries the
// generator's annotation ("; target L7" or "; return").

using RegSet = std::bitset<128>;

struct Line {
  unsigned src_line = 0;
  std::string text;
  gcn::Op op{};
  std::vector<std::string> ops;  // operands, without modifiers
  std::string note;              // trailing comment
  bool glc = false;
};

// Registers named by one operand (empty for constants and labels).
RegSet operand_regs(const std::string& o) {
  RegSet r;
  std::smatch m;
  static const std::regex tuple(R"(s\[(\d+):(\d+)\])");
  if (std::regex_match(o, m, tuple)) {
    for (unsigned i = std::stoul(m[1]); i <= std::stoul(m[2]) && i < 128; ++i) r.set(i);
    return r;
  }
  static const std::map<std::string, unsigned> pairs = {
      {"vcc", 106}, {"exec", 126}, {"flat_scratch", 102}, {"xnack_mask", 104}};
  if (auto it = pairs.find(o); it != pairs.end()) {
    r.set(it->second), r.set(it->second + 1);
    return r;
  }
  if (auto code = gcn::parse_reg_name(o); code && *code < 128) r.set(*code);
  return r;
}

struct Parsed {
  std::vector<Line> lines;
  std::map<std::string, size_t> labels;  // label -> index of the next instruction
};

Parsed parse_body(const std::string& text) {
  Parsed p;
  std::istringstream in(text);
  std::string raw;
  unsigned n = 0;
  while (std::getline(in, raw)) {
    ++n;
    std::string note;
    if (auto c = raw.find(';'); c != std::string::npos) note = trim(raw.substr(c + 1)), raw = raw.substr(0, c);
    const std::string s = trim(raw);
    if (s.empty() || s[0] == '.') continue;
    if (s.back() == ':') {
      p.labels[s.substr(0, s.size() - 1)] = p.lines.size();
      continue;
    }
    Line l;
    l.src_line = n;
    l.text = s;
    l.note = note;
    const auto sp = s.find_first_of(" \t");
    std::string mn = s.substr(0, sp);
    // VOP1/VOP2/VOPC rows written with an explicit encoding suffix.
    for (const char* suffix : {"_e32", "_e64"})
      if (mn.size() > 4 && mn.ends_with(suffix) && !gcn::lookup_mnemonic(mn)) mn.resize(mn.size() - 4);
    const auto op = gcn::lookup_mnemonic(mn);
    if (!op) throw std::runtime_error("line " + std::to_string(n) + ": unknown mnemonic " + mn);
    l.op = *op;
    if (sp != std::string::npos) {
      std::stringstream rest(s.substr(sp + 1));
      for (std::string part; std::getline(rest, part, ',');) {
        std::istringstream words(part);
        std::string first, w;
        words >> first;
        // VOP3 source modifiers: -x, |x|, -|x|.
        while (!first.empty() && (first[0] == '-' || first[0] == '|') && first.size() > 1 &&
               (first[1] == 'v' || first[1] == 's' || first[1] == '|' || first[1] == 'e' || first[1] == 'm'))
          first.erase(0, 1);
        if (!first.empty() && first.back() == '|') first.pop_back();
        while (words >> w)
          if (w == "glc") l.glc = true;
        if (first == "glc") l.glc = true;
        else l.ops.push_back(first);
      }
    }
    p.lines.push_back(std::move(l));
  }
  return p;
}

struct Effects {
  RegSet reads, writes, deferred;  // deferred: written when the reply arrives
  RegSet uses;                     // registers the memory operation keeps using
};

Effects effects(const Line& l) {
  using gcn::Shape;
  const gcn::InsnInfo& in = gcn::info(l.op);
  Effects e;
  auto op = [&](size_t i) { return i < l.ops.size() ? operand_regs(l.ops[i]) : RegSet{}; };
  switch (in.shape) {
    case Shape::SH_SOP2:
    case Shape::SH_SOP1:
    case Shape::SH_SOPK_DST:
      e.writes = op(0);
      if (in.has(gcn::F_RDST)) e.reads |= op(0);
      for (size_t i = 1; i < l.ops.size(); ++i) e.reads |= op(i);
      break;
    case Shape::SH_SOP1_NOSRC:
    case Shape::SH_SOPK_CALL:
      e.writes = op(0);
      break;
    case Shape::SH_SOP1_NODST:
    case Shape::SH_SOPC:
    case Shape::SH_SOPK_SRC:
      for (size_t i = 0; i < l.ops.size(); ++i) e.reads |= op(i);
      break;
    case Shape::SH_SMEM_LOAD:
      e.deferred = op(0);
      e.reads = op(1) | op(2);
      e.uses = e.reads;
      break;
    case Shape::SH_SMEM_STORE:
      e.reads = op(0) | op(1) | op(2);
      e.uses = e.reads;
      break;
    case Shape::SH_SMEM_ATOMIC:
      e.reads = op(0) | op(1) | op(2);
      e.uses = e.reads;
      if (l.glc) e.deferred = op(0);
      break;
    case Shape::SH_SMEM_TIME:
      e.deferred = op(0);
      break;
    case Shape::SH_SMEM_PROBE:
      e.reads = op(1) | op(2);
      e.uses = e.reads;
      break;
    case Shape::SH_SMEM_DISCARD:
      e.reads = op(0) | op(1);
      e.uses = e.reads;
      break;
    default:
      if (gcn::is_vector(in.format)) {
        // Scalar destinations of VALU rows: compares and readlanes name it
        // first, carry rows and VOP3B second; every other operand is read.
        size_t sdst = l.ops.size();
        if (in.format == gcn::Format::VOPC || in.shape == Shape::SH_VOP1_READFIRSTLANE ||
            in.shape == Shape::SH_VOP3_READLANE)
          sdst = 0;
        else if (in.shape == Shape::SH_VOP2_CARRYOUT || in.shape == Shape::SH_VOP2_CARRYIN ||
                 in.shape == Shape::SH_VOP3B)
          sdst = 1;
        for (size_t i = 0; i < l.ops.size(); ++i) (i == sdst ? e.writes : e.reads) |= op(i);
      }
      break;
  }
  if (in.has(gcn::F_RM0)) e.reads.set(124);
  if (in.has(gcn::F_REXEC)) e.reads.set(126), e.reads.set(127);
  if (in.has(gcn::F_WEXEC)) e.writes.set(126), e.writes.set(127);
  return e;
}

bool waits_for_all(const Line& l) {
  const gcn::InsnInfo& in = gcn::info(l.op);
  if (in.has(gcn::F_ENDPGM)) return true;
  return in.shape == gcn::Shape::SH_SOPP_WAITCNT && l.text.find("lgkmcnt(0)") != std::string::npos;
}

struct State {
  RegSet dst, src;
  bool operator==(const State&) const = default;
};

// Returns one message per violation; empty when the program is clean.
std::vector<std::string> check_waits(const std::string& text) {
  const Parsed p = parse_body(text);
  const size_t n = p.lines.size();
  auto label = [&](const std::string& name) -> size_t {
    auto it = p.labels.find(name);
    if (it == p.labels.end()) throw std::runtime_error("undefined label " + name);
    return it->second;
  };
  std::vector<size_t> return_points;
  for (size_t i = 0; i < n; ++i)
    if (gcn::info(p.lines[i].op).shape == gcn::Shape::SH_SOPK_CALL ||
        (gcn::info(p.lines[i].op).has(gcn::F_BRANCH) && gcn::info(p.lines[i].op).shape == gcn::Shape::SH_SOP1))
      return_points.push_back(i + 1);
  auto successors = [&](size_t i) {
    const Line& l = p.lines[i];
    const gcn::InsnInfo& in = gcn::info(l.op);
    std::vector<size_t> s;
    if (in.has(gcn::F_ENDPGM)) return s;
    if (in.shape == gcn::Shape::SH_SOPP_BRANCH) {
      s.push_back(label(l.ops.at(0)));
      if (l.op != gcn::Op::S_BRANCH) s.push_back(i + 1);
    } else if (in.shape == gcn::Shape::SH_SOPK_CALL) {
      s.push_back(label(l.ops.at(1)));
    } else if (in.has(gcn::F_BRANCH)) {  // s_setpc_b64 / s_swappc_b64
      if (l.note.rfind("target ", 0) == 0 || l.note.rfind("call ", 0) == 0)
        s.push_back(label(trim(l.note.substr(l.note.find(' ')))));
      else if (l.note == "return")
        s = return_points;
      else
        throw std::runtime_error("line " + std::to_string(l.src_line) + ": unannotated " + l.text);
    } else {
      s.push_back(i + 1);
    }
    return s;
  };
  std::vector<State> in_state(n + 1);
  std::vector<bool> reached(n + 1, false);
  std::vector<size_t> work{0};
  reached[0] = true;
  auto transfer = [&](size_t i, State s) {
    const Line& l = p.lines[i];
    if (waits_for_all(l)) s = {};
    const Effects e = effects(l);
    s.dst |= e.deferred;
    s.src |= e.uses;
    return s;
  };
  while (!work.empty()) {
    const size_t i = work.back();
    work.pop_back();
    if (i >= n) continue;
    const State out = transfer(i, in_state[i]);
    for (size_t j : successors(i)) {
      State merged = in_state[j];
      merged.dst |= out.dst, merged.src |= out.src;
      if (!reached[j] || !(merged == in_state[j])) {
        reached[j] = true;
        in_state[j] = merged;
        work.push_back(j);
      }
    }
  }
  std::vector<std::string> bad;
  for (size_t i = 0; i < n; ++i) {
    if (!reached[i]) continue;
    const Line& l = p.lines[i];
    if (waits_for_all(l)) continue;
    const Effects e = effects(l);
    const State& s = in_state[i];
    const RegSet w = e.writes | e.deferred;
    if ((e.reads & s.dst).any() || (w & s.dst).any() || (w & s.src).any())
      bad.push_back("line " + std::to_string(l.src_line) + ": '" + l.text +
                    "' touches a register of an outstanding scalar-memory operation");
  }
  return bad;
}

std::string find_llvm_mc() {
  for (const char* dir : {"/usr/bin", "/usr/lib/llvm-16/bin", "/usr/local/bin"}) {
    const std::string p = std::string(dir) + "/llvm-mc-16";
    if (std::filesystem::exists(p)) return p;
  }
  if (std::filesystem::exists("/usr/lib/llvm-16/bin/llvm-mc")) return "/usr/lib/llvm-16/bin/llvm-mc";
  return {};
}

// llvm-mc-16 assembles every program of `progs` in one batch (labels get a
// per-program prefix so they stay unique).
void check_llvm_mc_accepts(const std::vector<gcn::Program>& progs, const std::string& tag) {
  const std::string mc = find_llvm_mc();
  BOOST_TEST_REQUIRE(!mc.empty(), "llvm-mc-16 not found");
  const auto dir = std::filesystem::temp_directory_path() /
                   (tag + std::to_string(static_cast<unsigned long>(::getpid())));
  std::filesystem::create_directories(dir);
  const auto src = dir / "all.s", err = dir / "err.txt";
  {
    std::ofstream f(src);
    static const std::regex label(R"(\bL(\d+)\b)");
    for (size_t i = 0; i < progs.size(); ++i)
      f << std::regex_replace(progs[i].source, label, "P" + std::to_string(i) + "_L$1");
  }
  const std::string cmd =
      mc + " -arch=amdgcn -mcpu=gfx900 " + src.string() + " -o /dev/null 2> " + err.string();
  const int rc = std::system(cmd.c_str());
  std::ifstream e(err);
  std::stringstream msg;
  msg << e.rdbuf();
  BOOST_TEST(rc == 0, "llvm-mc rejected generated code:\n" << msg.str().substr(0, 4000));
  std::filesystem::remove_all(dir);
}

}  // namespace

BOOST_AUTO_TEST_CASE(same_seed_same_text) {
  for (uint64_t seed : {0ull, 1ull, 42ull, 0xdeadbeefull, ~0ull}) {
    const auto a = gcn::generate_program(seed), b = gcn::generate_program(seed);
    BOOST_TEST(a.source == b.source, "seed " << seed);
    BOOST_TEST(a.seed == seed);
  }
  std::set<std::string> texts;
  for (uint64_t seed = 1; seed <= 50; ++seed) texts.insert(gcn::generate_program(seed).source);
  BOOST_TEST(texts.size() == 50u);
}

BOOST_AUTO_TEST_CASE(config_is_respected) {
  gcn::GenConfig cfg;
  cfg.num_waves = 2;
  cfg.min_insns = cfg.max_insns = 20;
  const auto p = gcn::generate_program(7, cfg);
  BOOST_TEST(p.num_waves == 2u);
  BOOST_TEST(p.sgpr_init.size() == 2u);
  BOOST_TEST(p.source.find(";; cosim: waves 2\n") != std::string::npos);
  // Different waves start with different registers.
  BOOST_TEST((p.sgpr_init[0] != p.sgpr_init[1]));
}

BOOST_AUTO_TEST_CASE(our_assembler_accepts_every_program) {
  unsigned failures = 0;
  for (const auto& p : programs()) {
    try {
      const auto r = gcn::assemble(p.source, p.name + ".s");
      BOOST_TEST(!r.words.empty());
    } catch (const std::exception& e) {
      if (++failures <= 5) BOOST_ERROR(p.name << ": " << e.what());
    }
  }
  BOOST_TEST(failures == 0u);
}

// Every label distance the generator loads for getpc/setpc arithmetic is the
// distance the assembler lays the two labels apart, and its comment names
// them so that cosim shrink can work it out again after cutting lines.
BOOST_AUTO_TEST_CASE(pc_distances_match_the_labels) {
  unsigned notes = 0;
  for (const auto& p : programs()) {
    const auto labels = gcn::assemble(p.source, p.name + ".s").labels;
    std::istringstream in(p.source);
    for (std::string line; std::getline(in, line);) {
      const auto d = gcn::gen::parse_pc_distance(line);
      if (!d) {
        BOOST_TEST(line.find("; distance") == std::string::npos, p.name << ": unparsed note: " << line);
        continue;
      }
      ++notes;
      BOOST_TEST_REQUIRE(labels.count(d->target) == 1u);
      BOOST_TEST_REQUIRE(labels.count(d->anchor) == 1u);
      const uint64_t want = labels.at(d->target) - labels.at(d->anchor);
      BOOST_TEST(line == "\t" + gcn::gen::pc_distance_line(*d, want), p.name);
    }
  }
  BOOST_TEST(notes > 100u);  // calls and PC skips are common in the default profile
  const auto d = gcn::gen::parse_pc_distance("\ts_movk_i32 s10, 0x44c  ; distance L0-L2");
  BOOST_TEST_REQUIRE(d.has_value());
  BOOST_TEST(d->prefix == "s_movk_i32 s10, ");
  BOOST_TEST(d->target == "L0");
  BOOST_TEST(d->anchor == "L2");
  BOOST_TEST(!gcn::gen::parse_pc_distance("\ts_movk_i32 s10, 0x44c  ; call L0"));
}

BOOST_AUTO_TEST_CASE(llvm_mc_accepts_every_program) {
  check_llvm_mc_accepts(programs(), "gcn_gen_");
}

BOOST_AUTO_TEST_CASE(every_supported_row_is_generated) {
  // The default profile has no DS rows (they come with the LDS profile) and
  // no vector memory rows (the vector memory episodes, GenProfile::Vmem).
  std::set<gcn::Op> seen;
  for (const auto& p : programs())
    for (const auto& l : parse_body(p.source).lines) {
      seen.insert(l.op);
      BOOST_TEST((gcn::info(l.op).format != gcn::Format::DS), p.name << ": " << l.text);
      BOOST_TEST(!gcn::is_vmem(gcn::info(l.op).format), p.name << ": " << l.text);
    }
  for (const auto& p : lds_programs())
    for (const auto& l : parse_body(p.source).lines) seen.insert(l.op);
  for (const auto& p : vmem_programs())
    for (const auto& l : parse_body(p.source).lines) seen.insert(l.op);
  std::string missing;
  for (unsigned i = 0; i < gcn::kNumOps; ++i) {
    const auto op = static_cast<gcn::Op>(i);
    if (!gcn::executable(gcn::info(op))) {
      BOOST_TEST(!seen.count(op), "unsupported row generated: " << gcn::info(op).name);
      continue;
    }
    if (!seen.count(op)) missing += std::string(" ") + gcn::info(op).name;
  }
  BOOST_TEST(missing.empty(), "rows never generated in " << kPrograms << " + " << kLdsPrograms << " + "
                                                         << kVmemPrograms << " programs:" << missing);
}

BOOST_AUTO_TEST_CASE(directives_round_trip) {
  for (size_t i = 0; i < 40; ++i) {
    const auto& p = programs()[i];
    const auto q = gcn::parse_program(p.source, p.name + ".s");
    BOOST_TEST(q.num_waves == p.num_waves);
    BOOST_TEST(q.seed == p.seed);
    BOOST_TEST(q.tb_seed == p.tb_seed);
    BOOST_TEST(q.code_base == p.code_base);
    BOOST_TEST((q.sgpr_init == p.sgpr_init), p.name << ": sgpr_init differs");
    BOOST_TEST((q.scc_init == p.scc_init), p.name << ": scc_init differs");
    BOOST_TEST(q.num_vgprs == p.num_vgprs);
    BOOST_TEST((q.vgpr_init == p.vgpr_init), p.name << ": vgpr_init differs");
    BOOST_TEST((q.mode_init == p.mode_init), p.name << ": mode_init differs");
    BOOST_TEST_REQUIRE(q.buffers.size() == p.buffers.size());
    for (size_t b = 0; b < p.buffers.size(); ++b) {
      BOOST_TEST(q.buffers[b].base == p.buffers[b].base);
      BOOST_TEST((q.buffers[b].bytes == p.buffers[b].bytes), p.name << ": buffer " << b);
    }
    const auto r = gcn::parse_program(gcn::to_text(q), p.name + "-again.s");
    BOOST_TEST(r.num_waves == q.num_waves);
    BOOST_TEST(r.tb_seed == q.tb_seed);
    BOOST_TEST((r.sgpr_init == q.sgpr_init));
    BOOST_TEST((r.scc_init == q.scc_init));
    BOOST_TEST_REQUIRE(r.buffers.size() == q.buffers.size());
    for (size_t b = 0; b < q.buffers.size(); ++b) BOOST_TEST((r.buffers[b].bytes == q.buffers[b].bytes));
  }
}

// The checker itself must catch what it is meant to catch.
BOOST_AUTO_TEST_CASE(wait_checker_finds_violations) {
  // Straight line: load result read too early.
  BOOST_TEST(check_waits("s_load_dword s5, s[2:3], 0x0\ns_add_u32 s6, s5, 1\ns_endpgm\n").size() == 1u);
  BOOST_TEST(check_waits("s_load_dword s5, s[2:3], 0x0\ns_waitcnt lgkmcnt(0)\ns_add_u32 s6, s5, 1\ns_endpgm\n")
                 .empty());
  // lgkmcnt(1) is not enough (replies return out of order).
  BOOST_TEST(check_waits("s_load_dword s5, s[2:3], 0x0\ns_waitcnt lgkmcnt(1)\ns_mov_b32 s5, 0\ns_endpgm\n")
                 .size() == 1u);
  // sbase overwritten while the load is in flight.
  BOOST_TEST(check_waits("s_load_dword s5, s[2:3], 0x0\ns_mov_b32 s3, 0\ns_endpgm\n").size() == 1u);
  // The wait is skipped by a branch: the join still has the load in flight.
  BOOST_TEST(check_waits("s_load_dwordx2 s[4:5], s[2:3], 0x0\ns_cbranch_scc0 L1\ns_waitcnt lgkmcnt(0)\n"
                         "L1:\ns_mov_b32 s5, 1\ns_endpgm\n")
                 .size() == 1u);
  // Only the back edge of a loop carries the load to its use (the read of s7
  // and the load's own rewrite of s7 in the next iteration).
  BOOST_TEST(check_waits("L0:\ns_mov_b32 s9, s7\ns_load_dword s7, s[2:3], 0x0\ns_cbranch_scc1 L0\n"
                         "s_waitcnt lgkmcnt(0)\ns_endpgm\n")
                 .size() == 2u);
  // Atomics return only with glc.
  BOOST_TEST(check_waits("s_atomic_add s5, s[2:3], 0x0\ns_add_u32 s6, s5, 1\ns_endpgm\n").empty());
  BOOST_TEST(check_waits("s_atomic_add s5, s[2:3], 0x0 glc\ns_add_u32 s6, s5, 1\ns_endpgm\n").size() == 1u);
}

BOOST_AUTO_TEST_CASE(no_memory_result_used_before_waitcnt) {
  for (const auto& p : programs()) {
    const auto bad = check_waits(p.source);
    BOOST_TEST(bad.empty(), p.name << ": " << (bad.empty() ? "" : bad.front()));
  }
}

BOOST_AUTO_TEST_CASE(reserved_registers_are_only_written_by_scaffolding) {
  // Base pointers are never written; descriptors, loop counters and the return
  // address only by the generator's own fixed instruction patterns.
  for (const auto& p : programs()) {
    for (const auto& l : parse_body(p.source).lines) {
      const RegSet w = effects(l).writes | effects(l).deferred;
      for (unsigned r = gcn::gen::kPrivBase; r < gcn::gen::kRetAddr; ++r)
        BOOST_TEST(!w.test(r), p.name << ": " << l.text);
      for (unsigned r = 108; r < 124; ++r) BOOST_TEST(!w.test(r), p.name << " writes ttmp: " << l.text);
    }
  }
}

BOOST_AUTO_TEST_CASE(golden_model_runs_every_program) {
  // A generated program the golden model rejects (illegal instruction, memory
  // fault, runaway) is a generator bug.
  unsigned failures = 0;
  for (size_t i = 0; i < 100; ++i) {
    const auto& p = programs()[i];
    gcn::RunOptions o;
    o.mode = gcn::RunOptions::Mode::GoldenOnly;
    const auto r = gcn::run_program(p, o);
    if (!r.passed() && ++failures <= 5) BOOST_ERROR(p.name << ": " << r.summary);
  }
  BOOST_TEST(failures == 0u);
}

// Vector memory programs: every lane address lies in a declared buffer (a
// GLOBAL access outside them is a memory fault the golden model rejects), and
// every atomic is naturally aligned.
BOOST_AUTO_TEST_CASE(golden_model_runs_every_vmem_program) {
  unsigned failures = 0, vmem = 0;
  for (const auto& p : vmem_programs()) {
    for (const auto& l : parse_body(p.source).lines) vmem += gcn::is_vmem(gcn::info(l.op).format);
    gcn::RunOptions o;
    o.mode = gcn::RunOptions::Mode::GoldenOnly;
    const auto r = gcn::run_program(p, o);
    if (!r.passed() && ++failures <= 5) BOOST_ERROR(p.name << ": " << r.summary);
  }
  BOOST_TEST(failures == 0u);
  BOOST_TEST(vmem >= kVmemPrograms, "only " << vmem << " vector memory instructions in " << kVmemPrograms << " programs");
}

// ---------------------------------------------------------------------------
// Vector programs.

namespace {

bool vector_rows_executable() {
  for (unsigned i = 0; i < gcn::kNumOps; ++i)
    if (gcn::is_vector(gcn::info(static_cast<gcn::Op>(i)).format) && gcn::executable(gcn::info(static_cast<gcn::Op>(i))))
      return true;
  return false;
}

// The first VGPR and count named by an operand ("v5", "v[4:5]"), or none.
std::optional<std::pair<unsigned, unsigned>> operand_vgprs(const std::string& o) {
  std::smatch m;
  static const std::regex one(R"(v(\d+))"), run(R"(v\[(\d+):(\d+)\])");
  if (std::regex_match(o, m, one)) return std::make_pair(unsigned(std::stoul(m[1])), 1u);
  if (std::regex_match(o, m, run))
    return std::make_pair(unsigned(std::stoul(m[1])), unsigned(std::stoul(m[2]) - std::stoul(m[1]) + 1));
  return std::nullopt;
}

}  // namespace

BOOST_AUTO_TEST_CASE(scalar_only_config_has_no_vector_rows) {
  gcn::GenConfig cfg;
  cfg.profile = gcn::GenProfile::Scalar;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const auto p = gcn::generate_program(seed, cfg);
    BOOST_TEST(p.num_vgprs == 0u);
    for (const auto& l : parse_body(p.source).lines)
      BOOST_TEST(!gcn::is_vector(gcn::info(l.op).format), p.name << ": " << l.text);
  }
}

// Static structure of the divergent regions: each "save" of EXEC is matched
// by a "restore" from the same SGPR pair, nested properly, and nothing in
// between writes that pair. The per-lane loop counters (v28, v29) are written
// only by the loop scaffolding: an initial value of at most 7, or -1 per trip.
BOOST_AUTO_TEST_CASE(exec_regions_nest_and_loop_counters_are_bounded) {
  if (!vector_rows_executable()) return;
  static const std::regex init(R"(v_(mov_b32 v(28|29), [0-4]|lshrrev_b32 v(28|29), 29, v\d+|and_b32 v(28|29), [37], v\d+))");
  static const std::regex dec(R"(v_add_u32 v(28|29), -1, v(28|29))");
  unsigned regions = 0;
  for (const auto& p : programs()) {
    const Parsed body = parse_body(p.source);
    std::vector<RegSet> stack;
    for (const auto& l : body.lines) {
      const gcn::InsnInfo& in = gcn::info(l.op);
      const RegSet w = effects(l).writes;
      const bool save = l.note.find(" save") != std::string::npos;
      const bool restore = l.note.find(" restore") != std::string::npos;
      for (const RegSet& pair : stack)
        if (!restore) BOOST_TEST((w & pair).none(), p.name << ": '" << l.text << "' overwrites a saved EXEC");
      if (save) {
        BOOST_TEST_REQUIRE(!l.ops.empty());
        stack.push_back(operand_regs(l.ops[0]));
        ++regions;
      } else if (restore) {
        BOOST_TEST_REQUIRE(!stack.empty(), p.name << ": restore without save: " << l.text);
        BOOST_TEST((operand_regs(l.ops.back()) == stack.back()), p.name << ": restores from another pair: " << l.text);
        BOOST_TEST((w.test(126) && w.test(127)), p.name << ": " << l.text);
        stack.pop_back();
      }
      if (is_vector(in.format) && !l.ops.empty()) {
        std::vector<std::string> dsts{l.ops[0]};
        if (in.shape == gcn::Shape::SH_VOP1_SWAP && l.ops.size() > 1) dsts.push_back(l.ops[1]);
        for (const auto& d : dsts) {
          const auto v = operand_vgprs(d);
          if (!v || v->first + v->second <= gcn::gen::kVLoopCtr || v->first >= gcn::gen::kVLoopCtr + 2) continue;
          BOOST_TEST((std::regex_match(l.text, init) || std::regex_match(l.text, dec)),
                     p.name << ": loop counter written by '" << l.text << "'");
        }
      }
      if (gcn::info(l.op).has(gcn::F_ENDPGM) && &l == &body.lines.back()) break;
    }
  }
  BOOST_TEST(regions > 100u);
}

// Wait states of the spec's "Manually Inserted Wait States" table on straight-
// line code: VALU SGPR/VCC write -> V_READLANE/V_WRITELANE lane select (4),
// VALU VCC write -> V_DIV_FMAS (4), VALU VCC/EXEC write -> VALU reading
// src_vccz/src_execz (5).
BOOST_AUTO_TEST_CASE(valu_hazards_have_their_wait_states) {
  if (!vector_rows_executable()) return;
  const RegSet vcc = operand_regs("vcc"), exec = operand_regs("exec");
  unsigned checked = 0;
  for (const auto& p : programs()) {
    const Parsed body = parse_body(p.source);
    std::set<size_t> targets;
    for (const auto& [name, idx] : body.labels) targets.insert(idx);
    for (size_t i = 0; i < body.lines.size(); ++i) {
      const Line& l = body.lines[i];
      const gcn::InsnInfo& in = gcn::info(l.op);
      if (!is_vector(in.format)) continue;
      std::vector<std::pair<RegSet, unsigned>> needs;
      if ((in.shape == gcn::Shape::SH_VOP3_READLANE || in.shape == gcn::Shape::SH_VOP3_WRITELANE) && l.ops.size() == 3)
        needs.push_back({operand_regs(l.ops[2]), 4});
      if (in.has(gcn::F_RVCC) && in.format == gcn::Format::VOP3A) needs.push_back({vcc, 4});
      if (l.text.find("src_vccz") != std::string::npos) needs.push_back({vcc, 5});
      if (l.text.find("src_execz") != std::string::npos) needs.push_back({exec, 5});
      for (const auto& [regs, waits] : needs) {
        if (regs.none()) continue;
        unsigned have = 0;
        for (size_t j = i; j-- > 0 && have < waits + 8;) {  // past the window too: count padded pairs
          if (targets.count(j + 1)) break;  // another path joins here
          const Line& prev = body.lines[j];
          if (is_vector(gcn::info(prev.op).format) && (effects(prev).writes & regs).any()) {
            ++checked;
            BOOST_TEST(have >= waits, p.name << ": '" << l.text << "' " << have << " wait states after '" << prev.text << "'");
            break;
          }
          std::smatch m;
          static const std::regex nop(R"(s_nop (\d+))");
          have += std::regex_match(prev.text, m, nop) ? unsigned(std::stoul(m[1])) + 1 : 1;
        }
      }
    }
  }
  BOOST_TEST(checked > 0u);
}

// On the golden model: every wave ends, EXEC after each divergent region is
// EXEC before it, and the generator's loops stay short.
BOOST_AUTO_TEST_CASE(exec_restored_on_the_golden_model) {
  if (!vector_rows_executable()) return;
  unsigned regions = 0, failures = 0;
  for (size_t i = 0; i < 100; ++i) {
    const auto& p = programs()[i];
    const auto a = gcn::assemble(p.source, p.name + ".s");
    std::vector<std::string> src;
    {
      std::istringstream in(p.source);
      for (std::string l; std::getline(in, l);) src.push_back(l);
    }
    std::map<uint64_t, std::string> note;  // pc -> region marker
    for (const auto& [off, line] : a.lines) {
      const std::string& t = src.at(line - 1);
      if (t.find(" save") != std::string::npos) note[p.code_base + off] = "save";
      if (t.find(" restore") != std::string::npos) note[p.code_base + off] = "restore";
    }
    gcn::GoldenModel g(gcn::initial_state(p), p.num_waves);
    uint64_t order = 0;
    for (unsigned w = 0; w < p.num_waves; ++w) {
      std::vector<uint64_t> saved;
      unsigned steps = 0;
      while (!g.wave_ended(w) && steps < 20000) {
        const gcn::RefStep r = g.step(w, order++);
        ++steps;
        const auto& c = r.commit;
        if (c.illegal) {
          if (++failures <= 5) BOOST_ERROR(p.name << ": " << r.error);
          break;
        }
        const auto it = note.find(c.pc);
        if (it == note.end()) continue;
        if (it->second == "save") {
          saved.push_back(c.exec_in);
          ++regions;
          continue;
        }
        uint64_t e = c.exec_in;
        for (const auto& s : c.sgpr)
          for (unsigned k = 0; k < s.count; ++k) {
            if (s.reg + k == 126u) e = (e & ~0xffffffffull) | s.data[k];
            if (s.reg + k == 127u) e = (e & 0xffffffffull) | (uint64_t(s.data[k]) << 32);
          }
        BOOST_TEST_REQUIRE(!saved.empty());
        if (saved.back() != e && ++failures <= 5)
          BOOST_ERROR(p.name << " wave " << w << ": EXEC 0x" << std::hex << e << " after the region at pc 0x" << c.pc
                             << ", 0x" << saved.back() << " before it");
        saved.pop_back();
      }
      if (!g.wave_ended(w) && ++failures <= 5) BOOST_ERROR(p.name << " wave " << w << " still running after 20000 steps");
    }
  }
  BOOST_TEST(failures == 0u);
  BOOST_TEST(regions > 50u);
}

// ---------------------------------------------------------------------------
// LDS profile (regress/gen_ds.cpp).

BOOST_AUTO_TEST_CASE(lds_programs_assemble_with_both_assemblers) {
  unsigned failures = 0;
  for (const auto& p : lds_programs()) {
    try {
      BOOST_TEST(!gcn::assemble(p.source, p.name + ".s").words.empty());
    } catch (const std::exception& e) {
      if (++failures <= 5) BOOST_ERROR(p.name << ": " << e.what());
    }
  }
  BOOST_TEST(failures == 0u);
  check_llvm_mc_accepts(lds_programs(), "gcn_gen_lds_");
}

// Workgroup shape: 1..16 waves, mostly 2..8; the LDS directive; barriers; the
// per-wave LDS bases never written by the program.
BOOST_AUTO_TEST_CASE(lds_programs_shape) {
  unsigned two_to_eight = 0;
  for (const auto& p : lds_programs()) {
    BOOST_TEST((p.num_waves >= 1 && p.num_waves <= 16), p.name);
    two_to_eight += p.num_waves >= 2 && p.num_waves <= 8;
    BOOST_TEST(p.lds_bytes == 65536u);
    BOOST_TEST(p.source.find(";; cosim: lds 65536\n") != std::string::npos);
    unsigned barriers = 0;
    for (const auto& l : parse_body(p.source).lines) {
      barriers += l.op == gcn::Op::S_BARRIER;
      const RegSet w = effects(l).writes | effects(l).deferred;
      for (unsigned r = gcn::gen::kLdsPriv; r <= gcn::gen::kLdsPeer; ++r)
        BOOST_TEST(!w.test(r), p.name << " writes an LDS base: " << l.text);
    }
    BOOST_TEST(barriers >= 2u, p.name);
    for (unsigned w = 0; w < p.num_waves; ++w) {
      BOOST_TEST(p.sgpr_init[w].at(gcn::gen::kLdsPriv) == w * 0x800u);
      BOOST_TEST(p.sgpr_init[w].at(gcn::gen::kLdsSlot) == 0x8000u + w * 0x400u);
      BOOST_TEST(p.sgpr_init[w].at(gcn::gen::kLdsPeer) == 0x8000u + ((w + 1) % p.num_waves) * 0x400u);
    }
  }
  BOOST_TEST(two_to_eight * 2 > kLdsPrograms);
}

// A DS return lands later (LGKM_CNT): no instruction may read or write its
// destination VGPRs before s_waitcnt lgkmcnt(0). The generator waits within
// the straight-line DS episode, so a linear scan is exact for its programs.
BOOST_AUTO_TEST_CASE(lds_returns_waited_for_before_use) {
  for (const auto& p : lds_programs()) {
    std::bitset<256> pending;
    for (const auto& l : parse_body(p.source).lines) {
      const gcn::InsnInfo& in = gcn::info(l.op);
      if (in.shape == gcn::Shape::SH_SOPP_WAITCNT && l.text.find("lgkmcnt(0)") != std::string::npos) {
        pending.reset();
        continue;
      }
      std::bitset<256> touched;
      for (const auto& o : l.ops)
        if (auto v = operand_vgprs(o))
          for (unsigned k = 0; k < v->second; ++k) touched.set(v->first + k);
      BOOST_TEST((touched & pending).none(), p.name << ": " << l.text << " touches an outstanding DS return");
      if (in.format == gcn::Format::DS && in.dst_dw > 0 && !l.ops.empty())
        if (auto v = operand_vgprs(l.ops[0]))
          for (unsigned k = 0; k < v->second; ++k) pending.set(v->first + k);
    }
  }
}

BOOST_AUTO_TEST_CASE(lds_programs_no_scalar_result_used_before_waitcnt) {
  for (const auto& p : lds_programs()) {
    const auto bad = check_waits(p.source);
    BOOST_TEST(bad.empty(), p.name << ": " << (bad.empty() ? "" : bad.front()));
  }
}

BOOST_AUTO_TEST_CASE(golden_model_runs_every_lds_program) {
  unsigned failures = 0;
  for (const auto& p : lds_programs()) {
    gcn::RunOptions o;
    o.mode = gcn::RunOptions::Mode::GoldenOnly;
    const auto r = gcn::run_program(p, o);
    if (!r.passed() && ++failures <= 5) BOOST_ERROR(p.name << ": " << r.summary);
  }
  BOOST_TEST(failures == 0u);
}

// S_BARRIER only where every wave passes it: never inside the span of a
// branch (forward skips, loops, setpc skips; wherever a wave could jump over or
// repeat it), never in the subroutine (reached by calls from anywhere).
// Returns the source lines of misplaced barriers.
std::vector<unsigned> misplaced_barriers(const std::string& text) {
  const Parsed body = parse_body(text);
  auto label = [&](const std::string& name) { return body.labels.at(trim(name)); };
  std::vector<std::pair<size_t, size_t>> bad;  // closed index ranges
  size_t sub = body.lines.size();
  for (size_t i = 0; i < body.lines.size(); ++i) {
    const Line& l = body.lines[i];
    const gcn::InsnInfo& in = gcn::info(l.op);
    size_t t = body.lines.size();
    if (in.shape == gcn::Shape::SH_SOPP_BRANCH) t = label(l.ops.at(0));
    else if (in.shape == gcn::Shape::SH_SOPK_CALL) sub = std::min(sub, label(l.ops.at(1)));
    else if (in.has(gcn::F_BRANCH) && l.note.rfind("call ", 0) == 0) sub = std::min(sub, label(l.note.substr(5)));
    else if (in.has(gcn::F_BRANCH) && l.note.rfind("target ", 0) == 0) t = label(l.note.substr(7));
    if (t == body.lines.size()) continue;
    if (t > i) bad.emplace_back(i + 1, t - 1);  // skipped by a forward jump
    else bad.emplace_back(t, i);                // repeated by a loop
  }
  std::vector<unsigned> out;
  for (size_t i = 0; i < body.lines.size(); ++i) {
    if (body.lines[i].op != gcn::Op::S_BARRIER) continue;
    bool ok = i < sub;
    for (const auto& [a, b] : bad) ok = ok && !(i >= a && i <= b);
    if (!ok) out.push_back(body.lines[i].src_line);
  }
  return out;
}

BOOST_AUTO_TEST_CASE(barriers_only_at_top_level) {
  BOOST_TEST(misplaced_barriers("s_cbranch_scc0 L1\ns_barrier\nL1:\ns_barrier\ns_endpgm\n").size() == 1u);
  BOOST_TEST(misplaced_barriers("L0:\ns_barrier\ns_cbranch_scc0 L0\ns_endpgm\n").size() == 1u);
  BOOST_TEST(misplaced_barriers("s_barrier\ns_call_b64 s[94:95], L2\ns_endpgm\nL2:\ns_barrier\n"
                                "s_setpc_b64 s[94:95]  ; return\n").size() == 1u);
  unsigned barriers = 0;
  for (const auto* set : {&programs(), &lds_programs()}) {
    for (const auto& p : *set) {
      for (const auto& l : parse_body(p.source).lines) barriers += l.op == gcn::Op::S_BARRIER;
      const auto bad = misplaced_barriers(p.source);
      BOOST_TEST(bad.empty(), p.name << ": s_barrier inside control flow at line " << (bad.empty() ? 0 : bad[0]));
    }
  }
  BOOST_TEST(barriers > 100u);
}
