// Program files: ";; cosim:" directives (program.h) plus the assembly body.
#include "program.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include "asm.h"
#include "file_io.h"
#include "insn.h"
#include "operands.h"
#include "unsigned_text.h"
#include "vgpr_extent.h"
#include "wg_dispatch.h"

namespace gcn {
namespace {

constexpr const char* kTag = ";; cosim:";

struct Token {
  std::string text;
  unsigned col;  // 1-based
};

std::vector<Token> split(const std::string& line, size_t from) {
  std::vector<Token> out;
  size_t i = from;
  while (i < line.size()) {
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    if (i >= line.size()) break;
    const size_t s = i;
    while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    out.push_back({line.substr(s, i - s), unsigned(s + 1)});
  }
  return out;
}

bool is_directive(const std::string& line, size_t* after = nullptr) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  if (line.compare(i, std::strlen(kTag), kTag) != 0) return false;
  if (after) *after = i + std::strlen(kTag);
  return true;
}

struct Parser {
  const std::string& file;
  unsigned line = 0;

  [[noreturn]] void error(unsigned col, const std::string& msg) const {
    throw ProgramError(fmt::format("{}:{}:{}: error: {}", file, line, col, msg));
  }

  uint64_t number(const Token& t, uint64_t max = std::numeric_limits<uint64_t>::max()) const {
    const std::string& s = t.text;
    uint64_t v = 0;
    if (!parse_unsigned(s, v))
      error(t.col, "expected a non-negative decimal or 0x-hex number, got '" + s + "'");
    if (v > max) error(t.col, fmt::format("value {} out of range (max {:#x})", s, max));
    return v;
  }
};

// Every VGPR an instruction names must lie inside the program's allocation
// (`vgprs N`): known statically, so a program that breaks it is bad input,
// reported at the instruction.
void check_vgpr_allocation(const Program& p, const AsmResult& a, const std::string& file) {
  std::vector<std::string> lines;
  {
    std::istringstream in(p.source);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
  }
  for (const auto& [offset, line] : a.lines) {
    const size_t at = size_t(offset / 4);
    if (at >= a.words.size()) continue;
    const Insn insn = decode(a.words.data() + at, a.words.size() - at, offset, p.gfx);
    // A row neither side executes (F_UNSUP) is rejected by name when it
    // retires; what its operands name does not matter.
    if (!executable(insn.info())) continue;
    const unsigned need = vgpr_extent(insn);
    if (need <= p.num_vgprs) continue;
    unsigned col = 1;
    if (line >= 1 && line <= lines.size()) {
      const size_t c = lines[line - 1].find_first_not_of(" \t");
      if (c != std::string::npos) col = unsigned(c + 1);
    }
    throw ProgramError(fmt::format("{}:{}:{}: error: {} uses v{}, outside the program's VGPR allocation (vgprs {}{})",
                                   file, line, col, insn.info().mnemonic, need - 1, p.num_vgprs,
                                   p.num_vgprs == 0 ? ": declare it with ';; cosim: vgprs N'" : ""));
  }
}

}  // namespace

std::optional<unsigned> parse_reg_name(const std::string& n, Gfx gfx) {
  auto digits = [](const std::string& s) {
    if (s.empty() || s.size() > 3) return -1;
    if (s.size() > 1 && s[0] == '0') return -1;
    for (char c : s)
      if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
    return std::stoi(s);
  };
  const ops::SgprLayout layout = ops::sgpr_layout(gfx);
  if (n.size() > 1 && n[0] == 's') {
    const int v = digits(n.substr(1));
    if (v >= 0 && v < int(layout.num_sgprs)) return unsigned(v);
  }
  if (n.rfind("ttmp", 0) == 0) {
    const int v = digits(n.substr(4));
    if (v >= 0 && v < int(layout.num_ttmp)) return layout.ttmp0 + unsigned(v);
  }
  if (n == "null") return sreg::RESERVED;
  if (const auto r = ops::named_register(n, gfx); r && r->dwords == 1 && r->code != ops::kNoCode) return r->code;
  return std::nullopt;
}

std::string reg_name(unsigned code, Gfx gfx) {
  const std::string name = ops::reg_range_name(code, 1, gfx);
  return name.rfind("invalid_reg", 0) == 0 ? fmt::format("reg{}", code) : name;
}

Program parse_program(const std::string& text, const std::string& filename, std::optional<Gfx> mcpu) {
  Program p;
  p.name = std::filesystem::path(filename).stem().string();
  p.path = filename;
  p.source = text;
  Parser ps{filename};

  // Collect directive lines first: "waves" decides what '*' expands to,
  // wherever it appears.
  struct Dir {
    unsigned line;
    std::vector<Token> toks;
  };
  std::vector<Dir> dirs;
  {
    std::istringstream in(text);
    std::string l;
    unsigned n = 0;
    while (std::getline(in, l)) {
      ++n;
      if (!l.empty() && l.back() == '\r') l.pop_back();
      size_t after;
      if (!is_directive(l, &after)) continue;
      auto toks = split(l, after);
      ps.line = n;
      if (toks.empty()) ps.error(unsigned(after + 1), "empty cosim directive");
      dirs.push_back({n, std::move(toks)});
    }
  }
  // The generation first: register names in the other directives depend on it.
  bool mcpu_seen = false;
  for (const Dir& d : dirs) {
    if (d.toks[0].text != "mcpu") continue;
    ps.line = d.line;
    if (d.toks.size() != 2) ps.error(d.toks[0].col, "usage: mcpu gfx600|gfx700|gfx803|gfx900");
    if (mcpu_seen) ps.error(d.toks[0].col, "duplicate 'mcpu' directive");
    mcpu_seen = true;
    const auto g = parse_mcpu(d.toks[1].text);
    if (!g) ps.error(d.toks[1].col, "unknown mcpu '" + d.toks[1].text + "' (gfx600, gfx700, gfx803 or gfx900)");
    if (mcpu && *g != *mcpu)
      ps.error(d.toks[1].col, fmt::format("the program is {} code, --mcpu says {}", mcpu_name(*g), mcpu_name(*mcpu)));
    p.gfx = *g;
  }
  if (!mcpu_seen && mcpu) p.gfx = *mcpu;
  bool waves_seen = false;
  for (const Dir& d : dirs) {
    if (d.toks[0].text != "waves") continue;
    ps.line = d.line;
    if (d.toks.size() != 2) ps.error(d.toks[0].col, "usage: waves N");
    if (waves_seen) ps.error(d.toks[0].col, "duplicate 'waves' directive");
    waves_seen = true;
    p.num_waves = unsigned(ps.number(d.toks[1], kMaxDispatchWaves));
    if (p.num_waves == 0) ps.error(d.toks[1].col, "at least one wave is needed");
  }
  p.sgpr_init.assign(p.num_waves, {});
  p.scc_init.assign(p.num_waves, false);
  p.vgpr_init.assign(p.num_waves, {});
  p.mode_init.assign(p.num_waves, kDefaultMode);
  bool vgprs_seen = false;
  for (const Dir& d : dirs) {
    if (d.toks[0].text != "vgprs") continue;
    ps.line = d.line;
    if (d.toks.size() != 2) ps.error(d.toks[0].col, "usage: vgprs N");
    if (vgprs_seen) ps.error(d.toks[0].col, "duplicate 'vgprs' directive");
    vgprs_seen = true;
    p.num_vgprs = unsigned(ps.number(d.toks[1], kMaxVgprs));
  }

  auto wave_list = [&](const Token& t) {
    std::vector<unsigned> w;
    if (t.text == "*") {
      for (unsigned i = 0; i < p.num_waves; ++i) w.push_back(i);
    } else {
      const auto i = unsigned(ps.number(t, 1000));
      if (i >= p.num_waves) ps.error(t.col, fmt::format("wave {} out of range (program has {} waves)", i, p.num_waves));
      w.push_back(i);
    }
    return w;
  };
  auto reg = [&](const Token& t) {
    auto r = parse_reg_name(t.text, p.gfx);
    if (!r) ps.error(t.col, "unknown scalar register '" + t.text + "'");
    return *r;
  };
  // "v17" -> 17, inside the program's VGPR allocation.
  auto vreg = [&](const Token& t) {
    const std::string& x = t.text;
    if (x.size() < 2 || x[0] != 'v' || x.find_first_not_of("0123456789", 1) != std::string::npos ||
        x.size() > 4)
      ps.error(t.col, "expected a VGPR name like v3, got '" + x + "'");
    const unsigned r = unsigned(std::stoul(x.substr(1)));
    if (r >= p.num_vgprs)
      ps.error(t.col, fmt::format("{} is outside the VGPR allocation (vgprs {})", x, p.num_vgprs));
    return r;
  };
  auto lane_list = [&](const Token& t) {
    std::vector<unsigned> l;
    if (t.text == "*") {
      for (unsigned i = 0; i < kWaveLanes; ++i) l.push_back(i);
    } else {
      l.push_back(unsigned(ps.number(t, kWaveLanes - 1)));
    }
    return l;
  };
  auto need = [&](const Dir& d, size_t lo, size_t hi, const char* usage) {
    if (d.toks.size() < lo || d.toks.size() > hi) ps.error(d.toks[0].col, std::string("usage: ") + usage);
  };

  uint64_t buffer_bytes = 0;
  for (const Dir& d : dirs) {
    ps.line = d.line;
    const std::string& k = d.toks[0].text;
    const auto& t = d.toks;
    if (k == "waves" || k == "vgprs" || k == "mcpu") {
      continue;
    } else if (k == "workgroups") {
      if (t.size() < 2) ps.error(t[0].col, "usage: workgroups N1 N2 ...");
      if (!p.workgroups.empty()) ps.error(t[0].col, "duplicate 'workgroups' directive");
      unsigned sum = 0;
      for (size_t i = 1; i < t.size(); ++i) {
        const auto n = unsigned(ps.number(t[i], kMaxWorkgroupWaves));
        if (n == 0) ps.error(t[i].col, "a workgroup has at least one wave");
        p.workgroups.push_back(n);
        sum += n;
      }
      if (sum != p.num_waves)
        ps.error(t[1].col, fmt::format("the workgroups have {} waves in all, the program {} ('waves')", sum,
                                       p.num_waves));
    } else if (k == "cu_waves") {
      need(d, 2, 2, "cu_waves N");
      p.cu_waves = unsigned(ps.number(t[1], 64));
      if (p.cu_waves == 0) ps.error(t[1].col, "the compute unit needs at least one wave slot");
    } else if (k == "cu_lds") {
      need(d, 2, 2, "cu_lds BYTES");
      p.cu_lds_bytes = uint32_t(ps.number(t[1], kMaxLdsBytes));
      if (p.cu_lds_bytes == 0 || p.cu_lds_bytes % kLdsGranule)
        ps.error(t[1].col, fmt::format("the compute unit's LDS is a non-zero multiple of {} bytes", kLdsGranule));
    } else if (k == "in_flight") {
      need(d, 2, 2, "in_flight N");
      p.in_flight = unsigned(ps.number(t[1], 64));
      if (p.in_flight == 0) ps.error(t[1].col, "at least one workgroup must be able to run");
    } else if (k == "vgpr") {
      need(d, 5, 5, "vgpr WAVE|* vN LANE|* VALUE");
      const unsigned r = vreg(t[2]);
      const auto v = uint32_t(ps.number(t[4], 0xFFFF'FFFFu));
      for (unsigned w : wave_list(t[1])) {
        VgprLanes& lanes = p.vgpr_init[w].try_emplace(r).first->second;
        for (unsigned l : lane_list(t[3])) lanes[l] = v;
      }
    } else if (k == "mode") {
      need(d, 3, 3, "mode WAVE|* VALUE");
      const auto v = uint32_t(ps.number(t[2], 0xFFFF'FFFFu));
      for (unsigned w : wave_list(t[1])) p.mode_init[w] = v;
    } else if (k == "seed") {
      need(d, 2, 2, "seed N");
      p.seed = ps.number(t[1]);
    } else if (k == "tb_seed") {
      need(d, 2, 2, "tb_seed N");
      p.tb_seed = ps.number(t[1]);
    } else if (k == "random_reset") {
      need(d, 2, 2, "random_reset SEED");
      p.random_reset = ps.number(t[1]);
    } else if (k == "code_base") {
      need(d, 2, 2, "code_base ADDR");
      p.code_base = ps.number(t[1], 0xFFFF'FFFF'FFFFull);
      if (p.code_base % 4) ps.error(t[1].col, "code_base must be dword aligned");
    } else if (k == "sgpr") {
      need(d, 4, 4, "sgpr WAVE|* REG VALUE");
      const unsigned r = reg(t[2]);
      const auto v = uint32_t(ps.number(t[3], 0xFFFF'FFFFu));
      for (unsigned w : wave_list(t[1])) p.sgpr_init[w][r] = v;
    } else if (k == "scc") {
      need(d, 3, 3, "scc WAVE|* 0|1");
      const bool v = ps.number(t[2], 1) != 0;
      for (unsigned w : wave_list(t[1])) p.scc_init[w] = v;
    } else if (k == "buffer") {
      need(d, 3, 4, "buffer ADDR SIZE [NAME]");
      Region r;
      r.base = ps.number(t[1]);
      const uint64_t size = ps.number(t[2]);
      if (size == 0) ps.error(t[2].col, "buffer size must be positive");
      if (size > kMaxBufferBytes - buffer_bytes)
        ps.error(t[2].col, fmt::format("a buffer of {} bytes exceeds the {} MiB all buffers of a program may "
                                       "take ({} bytes declared before it)",
                                       size, kMaxBufferBytes >> 20, buffer_bytes));
      buffer_bytes += size;
      if (r.base + size < r.base) ps.error(t[1].col, "buffer wraps the address space");
      r.bytes.assign(size, 0);
      if (t.size() == 4) r.name = t[3].text;
      for (const Region& o : p.buffers)
        if (r.base < o.base + o.bytes.size() && o.base < r.base + size)
          ps.error(t[1].col, fmt::format("buffer at {:#x} overlaps buffer at {:#x}", r.base, o.base));
      p.buffers.push_back(std::move(r));
      p.buffer_locs.push_back({d.line, t[1].col});
    } else if (k == "data") {
      need(d, 3, 3, "data ADDR HEXBYTES");
      const uint64_t addr = ps.number(t[1]);
      const std::string& h = t[2].text;
      if (h.size() % 2) ps.error(t[2].col, "hex data needs an even number of digits");
      std::vector<uint8_t> bytes;
      for (size_t i = 0; i < h.size(); i += 2) {
        auto nib = [&](char c) -> int {
          if (c >= '0' && c <= '9') return c - '0';
          if (c >= 'a' && c <= 'f') return c - 'a' + 10;
          if (c >= 'A' && c <= 'F') return c - 'A' + 10;
          ps.error(unsigned(t[2].col + i), std::string("invalid hex digit '") + c + "'");
        };
        bytes.push_back(uint8_t(nib(h[i]) * 16 + nib(h[i + 1])));
      }
      // Written without addr + size so an address near 2^64 cannot wrap past the check.
      Region* target = nullptr;
      for (Region& r : p.buffers)
        if (addr >= r.base && bytes.size() <= r.bytes.size() && addr - r.base <= r.bytes.size() - bytes.size())
          target = &r;
      if (!target) ps.error(t[1].col, fmt::format("data at {:#x} ({} bytes) is not inside a declared buffer", addr, bytes.size()));
      std::copy(bytes.begin(), bytes.end(), target->bytes.begin() + long(addr - target->base));
    } else if (k == "expect") {
      need(d, 4, 5, "expect WAVE REG|scc|vN [LANE] VALUE");
      Expectation e;
      e.line = d.line;
      e.wave = wave_list(t[1]).size() == 1 && t[1].text != "*" ? unsigned(ps.number(t[1])) : 0;
      if (t[1].text == "*") ps.error(t[1].col, "expect needs a wave index");
      const bool is_vgpr = t[2].text.size() > 1 && t[2].text[0] == 'v' &&
                           std::isdigit(static_cast<unsigned char>(t[2].text[1]));
      if (is_vgpr != (t.size() == 5))
        ps.error(t[0].col, "usage: expect WAVE REG|scc VALUE, or expect WAVE vN LANE VALUE");
      if (is_vgpr) {
        e.kind = Expectation::Vgpr;
        e.reg = vreg(t[2]);
        e.lane = unsigned(ps.number(t[3], kWaveLanes - 1));
        e.value = uint32_t(ps.number(t[4], 0xFFFF'FFFFu));
      } else if (t[2].text == "scc") {
        e.kind = Expectation::Scc;
        e.value = uint32_t(ps.number(t[3], 1));
      } else {
        e.kind = Expectation::Reg;
        e.reg = reg(t[2]);
        e.value = uint32_t(ps.number(t[3], 0xFFFF'FFFFu));
      }
      p.expects.push_back(e);
    } else if (k == "lds") {
      // The workgroup's LDS allocation in bytes (Vega "LDS Allocation and
      // Clamping": contiguous blocks of 128 dwords), at most 64 KiB.
      need(d, 2, 2, "lds BYTES");
      const auto v = unsigned(ps.number(t[1], kMaxLdsBytes));
      if (v % kLdsGranule)
        ps.error(t[1].col, fmt::format("the LDS is allocated in blocks of {} dwords ({} bytes)", kLdsGranule / 4,
                                       kLdsGranule));
      p.lds_bytes = v;
    } else if (k == "scratch") {
      // Private memory per lane in bytes (AMDGPUUsage: the private segment
      // size is rounded up to a multiple of a dword).
      need(d, 2, 2, "scratch BYTES");
      const auto v = unsigned(ps.number(t[1], kMaxScratchLaneBytes));
      if (v % 4) ps.error(t[1].col, "private memory per lane is a multiple of 4 bytes");
      p.scratch_lane_bytes = v;
    } else if (k == "expect_mem") {
      need(d, 3, 3, "expect_mem ADDR VALUE");
      Expectation e;
      e.line = d.line;
      e.kind = Expectation::Mem;
      e.addr = ps.number(t[1]);
      if (e.addr % 4) ps.error(t[1].col, "expect_mem address must be dword aligned");
      e.value = uint32_t(ps.number(t[2], 0xFFFF'FFFFu));
      p.expects.push_back(e);
    } else {
      ps.error(t[0].col, "unknown cosim directive '" + k + "'");
    }
  }
  if (p.workgroups.empty() && p.num_waves > kMaxWorkgroupWaves) {
    for (const Dir& d : dirs)
      if (d.toks[0].text == "waves") {
        ps.line = d.line;
        ps.error(d.toks[1].col, fmt::format("a workgroup has at most {} waves: more need a 'workgroups' directive",
                                            kMaxWorkgroupWaves));
      }
  }
  return p;
}

std::vector<unsigned> workgroup_sizes(const Program& p) {
  return p.workgroups.empty() ? std::vector<unsigned>{p.num_waves} : p.workgroups;
}

Program load_program(const std::string& path, std::optional<Gfx> mcpu) {
  std::string text;
  try {
    text = read_file_limited(path, kMaxProgramFileBytes);
  } catch (const FileError& e) {
    throw ProgramError(fmt::format("{}:0:0: error: {}", path, e.reason));
  }
  return parse_program(text, path, mcpu);
}

// Directives from the fields, then the source with its own directive lines
// removed. parse_program(to_text(p)) gives back every field of p (source is
// the new text; Expectation::line follows the new text).
std::string to_text(const Program& p) {
  std::string o;
  auto line = [&](const std::string& s) { o += fmt::format("{} {}\n", kTag, s); };
  if (p.gfx != kDefaultGfx) line(fmt::format("mcpu {}", mcpu_name(p.gfx)));
  line(fmt::format("waves {}", p.num_waves));
  line(fmt::format("seed {}", p.seed));
  line(fmt::format("tb_seed {}", p.tb_seed));
  if (p.random_reset) line(fmt::format("random_reset {}", p.random_reset));
  line(fmt::format("code_base {:#x}", p.code_base));
  // Registers with one value in every wave are written once with '*'.
  std::map<unsigned, std::optional<uint32_t>> common;
  if (!p.sgpr_init.empty()) {
    for (const auto& [r, v] : p.sgpr_init[0]) {
      bool same = p.sgpr_init.size() == p.num_waves;
      for (const auto& m : p.sgpr_init) {
        auto it = m.find(r);
        same = same && it != m.end() && it->second == v;
      }
      if (same) common[r] = v;
    }
  }
  for (const auto& [r, v] : common) line(fmt::format("sgpr * {} {:#x}", reg_name(r, p.gfx), *v));
  for (size_t w = 0; w < p.sgpr_init.size(); ++w)
    for (const auto& [r, v] : p.sgpr_init[w])
      if (!common.count(r)) line(fmt::format("sgpr {} {} {:#x}", w, reg_name(r, p.gfx), v));
  for (size_t w = 0; w < p.scc_init.size(); ++w)
    if (p.scc_init[w]) line(fmt::format("scc {} 1", w));
  for (size_t w = 0; w < p.mode_init.size(); ++w)
    if (p.mode_init[w] != kDefaultMode) line(fmt::format("mode {} {:#x}", w, p.mode_init[w]));
  if (p.num_vgprs) line(fmt::format("vgprs {}", p.num_vgprs));
  if (p.lds_bytes != kDefaultLdsBytes) line(fmt::format("lds {}", p.lds_bytes));
  if (p.scratch_lane_bytes) line(fmt::format("scratch {}", p.scratch_lane_bytes));
  if (!p.workgroups.empty()) line(fmt::format("workgroups {}", fmt::join(p.workgroups, " ")));
  if (p.cu_waves) line(fmt::format("cu_waves {}", p.cu_waves));
  if (p.cu_lds_bytes) line(fmt::format("cu_lds {}", p.cu_lds_bytes));
  if (p.in_flight) line(fmt::format("in_flight {}", p.in_flight));
  for (size_t w = 0; w < p.vgpr_init.size(); ++w) {
    for (const auto& [r, lanes] : p.vgpr_init[w]) {
      // One line when every lane holds the same value, else one per non-zero lane.
      if (std::all_of(lanes.begin(), lanes.end(), [&](uint32_t v) { return v == lanes[0]; })) {
        line(fmt::format("vgpr {} v{} * {:#x}", w, r, lanes[0]));
        continue;
      }
      for (unsigned l = 0; l < kWaveLanes; ++l)
        if (lanes[l]) line(fmt::format("vgpr {} v{} {} {:#x}", w, r, l, lanes[l]));
    }
  }
  for (const Region& r : p.buffers) {
    line(fmt::format("buffer {:#x} {}{}", r.base, r.bytes.size(), r.name.empty() ? "" : " " + r.name));
    constexpr size_t kChunk = 32;
    for (size_t i = 0; i < r.bytes.size(); i += kChunk) {
      const size_t n = std::min(kChunk, r.bytes.size() - i);
      bool zero = true;
      std::string h;
      for (size_t k = 0; k < n; ++k) {
        zero = zero && r.bytes[i + k] == 0;
        h += fmt::format("{:02x}", r.bytes[i + k]);
      }
      if (!zero) line(fmt::format("data {:#x} {}", r.base + i, h));
    }
  }
  for (const Expectation& e : p.expects) {
    switch (e.kind) {
      case Expectation::Reg: line(fmt::format("expect {} {} {:#x}", e.wave, reg_name(e.reg, p.gfx), e.value)); break;
      case Expectation::Scc: line(fmt::format("expect {} scc {}", e.wave, e.value)); break;
      case Expectation::Mem: line(fmt::format("expect_mem {:#x} {:#010x}", e.addr, e.value)); break;
      case Expectation::Vgpr:
        line(fmt::format("expect {} v{} {} {:#x}", e.wave, e.reg, e.lane, e.value));
        break;
    }
  }
  std::istringstream in(p.source);
  std::string l;
  while (std::getline(in, l))
    if (!is_directive(l)) o += l + "\n";
  return o;
}

ArchState initial_state(const Program& p) {
  ArchState s;
  const std::string file = !p.path.empty() ? p.path : p.name.empty() ? "<program>" : p.name;
  const AsmResult a = assemble(p.source, file, p.gfx);
  if (a.words.empty()) throw ProgramError(fmt::format("{}:1:1: error: program has no instructions", file));
  s.gfx = p.gfx;
  std::vector<uint8_t> code;
  code.reserve(a.words.size() * 4);
  for (uint32_t w : a.words)
    for (int i = 0; i < 4; ++i) code.push_back(uint8_t(w >> (8 * i)));
  check_vgpr_allocation(p, a, file);
  // Buffers were checked against each other when parsed; the code's extent is
  // known only now. The error points at the buffer directive.
  const uint64_t code_size = code.size();
  if (code_size > ~p.code_base)
    throw ProgramError(fmt::format("{}:1:1: error: the code ({} bytes at {:#x}) wraps the address space", file,
                                   code_size, p.code_base));
  for (size_t i = 0; i < p.buffers.size(); ++i) {
    const Region& r = p.buffers[i];
    if (r.base < p.code_base + code_size && p.code_base < r.base + r.bytes.size()) {
      const Program::Loc loc = i < p.buffer_locs.size() ? p.buffer_locs[i] : Program::Loc{1, 1};
      throw ProgramError(fmt::format("{}:{}:{}: error: buffer at {:#x} ({} bytes) overlaps the code ({} bytes at {:#x})",
                                     file, loc.line, loc.col, r.base, r.bytes.size(), code_size, p.code_base));
    }
  }
  try {
    s.memory.map(p.code_base, std::move(code), "code");
    for (const Region& r : p.buffers) s.memory.map(r.base, r.bytes, r.name.empty() ? "buffer" : r.name);
  } catch (const std::invalid_argument& e) {
    throw ProgramError(fmt::format("{}:1:1: error: {}", file, e.what()));
  }
  s.scratch_lane_bytes = p.scratch_lane_bytes;
  s.waves.resize(p.num_waves);
  for (unsigned w = 0; w < p.num_waves; ++w) {
    WaveState& ws = s.waves[w];
    ws.sgpr[sreg::EXEC_LO] = ws.sgpr[sreg::EXEC_HI] = 0xFFFF'FFFFu;  // full 64-lane wave
    if (w < p.sgpr_init.size())
      for (const auto& [r, v] : p.sgpr_init[w])
        if (r < kNumScalarRegs) ws.sgpr[r] = v;
    ws.scc = w < p.scc_init.size() && p.scc_init[w];
    ws.mode = w < p.mode_init.size() ? p.mode_init[w] : kDefaultMode;
    ws.vgpr.assign(p.num_vgprs, VgprLanes{});
    if (w < p.vgpr_init.size())
      for (const auto& [r, lanes] : p.vgpr_init[w])
        if (r < ws.vgpr.size()) ws.vgpr[r] = lanes;
    ws.pc = p.code_base;
  }
  return s;
}

}  // namespace gcn
