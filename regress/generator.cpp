// Random legal scalar programs (see regress.h, generator.h).
//
// The generator appends "items" (instruction lines and labels) and keeps a
// conservative picture of the scalar-memory operations still in flight:
// `pend_.dst` are registers an outstanding load/atomic/memtime will write,
// `pend_.src` registers an outstanding operation still uses (sbase, soffset,
// store data). Any instruction that would read pend_.dst or write either set is
// preceded by `s_waitcnt lgkmcnt(0)` (replies come back out of order, so only
// a count of 0 is a safe wait). At control-flow joins the sets are unions.
//
// This file lays out the program (waves, buffers, initial state) around the
// items; gen_emit.cpp appends them, gen_scalar.cpp, gen_vector.cpp,
// gen_vflow.cpp and gen_ds.cpp choose them per profile.
#include <fmt/ranges.h>

#include <algorithm>

#include "gen_core.h"
#include "gen_pc_distance.h"

namespace gcn::gen {

// --------------------------------------------------------------------------
// program

Program Generator::run() {
  const unsigned lo = std::min(cfg_.min_insns, cfg_.max_insns);
  const unsigned hi = std::max(cfg_.min_insns, cfg_.max_insns);
  const unsigned target = lo + rng_.ubelow(hi - lo + 1);
  if (lds_on()) {
    const unsigned mx = std::max(1u, std::min(16u, cfg_.max_waves));
    if (cfg_.workgroups) {
      // 2..6 workgroups of 1..4 waves (at most mx).
      const unsigned groups = 2 + rng_.ubelow(5);
      cfg_.num_waves = 0;
      for (unsigned g = 0; g < groups; ++g) {
        wg_sizes_.push_back(1 + rng_.ubelow(std::min(4u, mx)));
        cfg_.num_waves += wg_sizes_.back();
      }
    } else {
      // A workgroup of 1..max_waves waves, mostly 2..8.
      const unsigned r = rng_.ubelow(100);
      cfg_.num_waves = r < 70 ? std::min(mx, 2 + rng_.ubelow(7)) : r < 80 ? 1 : 1 + rng_.ubelow(mx);
    }
    // The LDS bases are read-only for random instructions.
    locked_ |= regs(kLdsPriv, 3);
  }

  // Memory map: the region's high dword varies with the seed.
  const uint64_t region = (2 + rng_.below(0x7ff0)) << 32 | (uint64_t(rng_.ubelow(0x100)) << 20);
  layout_.ro = region;
  layout_.atom = region + 0x10000;
  for (unsigned w = 0; w < std::max(1u, cfg_.num_waves); ++w) layout_.priv.push_back(region + 0x20000 + w * 0x1000);
  desc_hi16_[0] = desc_hi16_[1] = static_cast<uint32_t>((region >> 32) & 0xffff);
  desc_records_[0] = rng_.chance(70) ? kPrivSize : 4 * rng_.ubelow(kPrivSize / 4 + 1);
  desc_records_[1] = kAtomSize;

  // Vector items take about 40% of the body; a longer body keeps the scalar
  // instruction count (and so the scalar coverage) of scalar-only programs.
  block(std::max(1u, vector_on() ? target * 5 / 3 : target));
  // LDS profile: at least two barriers (a write and a read phase of the
  // shared region), the last followed by reads of the neighbour's slot.
  if (lds_on()) {
    while (p_.barrier && (barriers_ < 2 || !lds_read_phase_)) {
      ds_episode();
      barrier();
    }
    ds_episode();
  }
  // Vector memory programs end with a few episodes more: rows are drawn in
  // turns of a per-program shuffle, and with ~170 rows a program's body alone
  // draws too few for a couple hundred mixed programs to retire every row.
  if (vmem_on())
    for (unsigned k = 0; k < kVmemTailEpisodes; ++k) vmem_episode();
  emit_text(info(p_.endpgm.pick(rng_.next())).mnemonic, 1);
  if (sub_label_ >= 0) subroutine();
  return finish();
}

Program Generator::finish() {
  // Layout: byte offsets of labels, then the label distances.
  std::vector<int64_t> at(static_cast<size_t>(labels_), -1);
  int64_t pc = 0;
  for (const Item& it : items_) {
    if (it.kind == Item::Label) at[static_cast<size_t>(it.label)] = pc;
    pc += 4 * int64_t(it.dwords);
  }

  Program p;
  p.name = fmt::format("gen-{}", seed_);
  p.seed = seed_;
  p.tb_seed = mix64(seed_ ^ 0x7462u);
  p.num_waves = std::max(1u, cfg_.num_waves);
  p.gfx = cfg_.gfx;

  std::string h;
  h += fmt::format("; Random program from gcn::generate_program (regress/generator.cpp), {} profile.\n",
                   profile_name(cfg_));
  if (p.gfx != kDefaultGfx) h += fmt::format(";; cosim: mcpu {}\n", mcpu_name(p.gfx));
  h += fmt::format(";; cosim: waves {}\n", p.num_waves);
  if (!wg_sizes_.empty()) {
    // Several workgroups: sometimes fewer wave slots or less LDS than the
    // unit has, so that workgroups queue for them.
    p.workgroups = wg_sizes_;
    h += fmt::format(";; cosim: workgroups {}\n", fmt::join(wg_sizes_, " "));
    const unsigned largest = *std::max_element(wg_sizes_.begin(), wg_sizes_.end());
    const unsigned r = rng_.ubelow(100);
    if (r < 30) {
      p.cu_waves = std::min(std::max(1u, cfg_.max_waves), largest + rng_.ubelow(3));
      h += fmt::format(";; cosim: cu_waves {}\n", p.cu_waves);
    } else if (r < 50) {
      p.cu_lds_bytes = rng_.chance(50) ? 16384 : 32768;
      h += fmt::format(";; cosim: cu_lds {}\n", p.cu_lds_bytes);
    }
  }
  h += fmt::format(";; cosim: seed {}\n", p.seed);
  h += fmt::format(";; cosim: tb_seed {}\n", p.tb_seed);

  auto random_bytes = [&](uint32_t n) {
    std::vector<uint8_t> b(n);
    for (uint32_t i = 0; i < n; i += 4) {
      uint32_t v = rng_.chance(20) ? rng_.one_of(std::array<uint32_t, 6>{0, 1, 0xffffffffu, 0x80000000u,
                                                                       0x7fffffffu, 0x10})
                                  : static_cast<uint32_t>(rng_.next());
      for (unsigned k = 0; k < 4 && i + k < n; ++k) b[i + k] = static_cast<uint8_t>(v >> (8 * k));
    }
    return b;
  };
  auto add_buffer = [&](uint64_t base, uint32_t n, const std::string& name) {
    Region r{base, random_bytes(n), name};
    h += fmt::format(";; cosim: buffer {} {} {}\n", hex(base), n, name);
    std::string data;
    for (uint8_t b : r.bytes) data += fmt::format("{:02x}", b);
    h += fmt::format(";; cosim: data {} {}\n", hex(base), data);
    p.buffers.push_back(std::move(r));
  };
  add_buffer(layout_.ro, kRoSize, "ro");
  add_buffer(layout_.atom, kAtomSize, "atomics");
  for (unsigned w = 0; w < p.num_waves; ++w) add_buffer(layout_.priv[w], kPrivSize, fmt::format("wave{}", w));
  if (has_vmem(cfg_.profile)) {  // SCRATCH rows: the private buffer is the lanes' private memory
    p.scratch_lane_bytes = kScratchLaneBytes;
    h += fmt::format(";; cosim: scratch {}\n", kScratchLaneBytes);
  }

  // Initial registers: corner values and random ones, distinct per wave.
  auto corner = [&]() -> uint32_t {
    const unsigned r = rng_.ubelow(100);
    if (r < 40)
      return rng_.one_of(std::array<uint32_t, 10>{0, 1, 0xffffffffu, 0x80000000u, 0x7fffffffu,
                                                  0xfffffffeu, 2, 0x0000ffffu, 0xffff0000u, 0x80000001u});
    if (r < 55) return rng_.ubelow(65);
    return static_cast<uint32_t>(rng_.next());
  };
  p.sgpr_init.resize(p.num_waves);
  p.scc_init.resize(p.num_waves);
  for (unsigned w = 0; w < p.num_waves; ++w) {
    auto& m = p.sgpr_init[w];
    for (unsigned r = 0; r < 108; ++r) {
      if (is_reserved(r)) continue;
      if (rng_.chance(85) && usable(r, 1)) m[r] = corner();
    }
    if (rng_.chance(50)) m[kM0] = corner();
    if (rng_.chance(30)) {
      uint64_t e = rng_.next();
      if (e == 0) e = 1;
      m[kExecLo] = static_cast<uint32_t>(e), m[kExecLo + 1] = static_cast<uint32_t>(e >> 32);
    }
    auto pair = [&](unsigned r, uint64_t v) {
      m[r] = static_cast<uint32_t>(v), m[r + 1] = static_cast<uint32_t>(v >> 32);
    };
    pair(kPrivBase, layout_.priv[w]);
    pair(kRoBase, layout_.ro);
    pair(kAtomBase, layout_.atom);
    auto desc = [&](unsigned r, uint64_t base, uint32_t records) {
      const uint32_t stride = rng_.one_of(std::array<uint32_t, 4>{4, 16, 64, 0});
      m[r] = static_cast<uint32_t>(base);
      m[r + 1] = static_cast<uint32_t>((base >> 32) & 0xffff) | (stride << 16);
      m[r + 2] = records;
      m[r + 3] = static_cast<uint32_t>(rng_.next());
    };
    desc(kPrivDesc, layout_.priv[w], desc_records_[0]);
    desc(kAtomDesc, layout_.atom, kAtomSize);
    if (lds_on())
      for (unsigned k = 0; k < 3; ++k) m[kLdsPriv + k] = lds_sgpr(kLdsPriv + k, w);
    m[kRetAddr] = m[kRetAddr + 1] = 0;
    for (unsigned i = 0; i < kNumLoopCtrs; ++i) m[kLoopCtr + i] = 0;
    p.scc_init[w] = rng_.chance(50);
    for (const auto& [r, v] : m) h += fmt::format(";; cosim: sgpr {} {} 0x{:08x}\n", w, operand_text(r, 1), v);
    h += fmt::format(";; cosim: scc {} {}\n", w, p.scc_init[w] ? 1 : 0);
  }
  if (vector_on()) vector_state(p, h);
  if (lds_on()) lds_state(p, h);

  std::string body = "\t.text\n";
  for (const Item& it : items_) {
    switch (it.kind) {
      case Item::Label: body += lname(it.label) + ":\n"; break;
      case Item::Line: body += "\t" + it.text + "\n"; break;
      case Item::Delta: {
        const int64_t d = at[static_cast<size_t>(it.label)] - at[static_cast<size_t>(it.anchor)];
        if (d < 0 || d > 0x7fff) throw std::logic_error("generator bug: pc distance out of range");
        body += '\t';
        body += pc_distance_line({it.text, lname(it.label), lname(it.anchor)}, static_cast<uint64_t>(d));
        body += '\n';
        break;
      }
    }
  }
  p.source = h + body;
  return p;
}

}  // namespace gcn::gen

namespace gcn {

GenConfig mixed_profile(uint64_t seed, const GenConfig& config) {
  GenConfig c = config;
  // A stream of its own, so the choice does not shift the generator's draws.
  const uint64_t r = gen::mix64(seed ^ 0x70726f66696c65ull) % 100;
  const auto& w = kMixedProfileWeights;
  c.profile = r < w.scalar                       ? GenProfile::Scalar
              : r < w.scalar + w.vector          ? GenProfile::Vector
              : r < w.scalar + w.vector + w.lds  ? GenProfile::Lds
                                                 : GenProfile::Vmem;
  return c;
}

std::string profile_name(const GenConfig& c) {
  switch (c.profile) {
    case GenProfile::Scalar: return "scalar";
    case GenProfile::Vector: return "vector";
    case GenProfile::Lds: return "lds";
    case GenProfile::Vmem: return "vmem";
    case GenProfile::LdsVmem: return "lds+vmem";
    case GenProfile::Mixed: return "mixed";
  }
  return "?";
}

Program generate_program(uint64_t seed, const GenConfig& config) {
  return gen::Generator(seed, config.profile == GenProfile::Mixed ? mixed_profile(seed, config) : config).run();
}

}  // namespace gcn
