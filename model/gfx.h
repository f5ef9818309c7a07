// GCN generations the instruction table describes, by their LLVM processor
// names: gfx600 (GCN 1.0, "Southern Islands"), gfx700 (GCN 1.1, "Sea
// Islands"), gfx803 (GCN 1.2, "Volcanic Islands") and gfx900 (GCN 1.4,
// "Vega"). The scalar formats exist on all four (SMRD is the scalar memory
// encoding of gfx6/gfx7, SMEM that of gfx8/gfx9); the vector formats are
// described for gfx9 only.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gcn {

enum class Gfx : uint8_t { Gfx6, Gfx7, Gfx8, Gfx9 };
constexpr unsigned kNumGfx = 4;
constexpr Gfx kDefaultGfx = Gfx::Gfx9;

// "gfx600", "gfx700", "gfx803", "gfx900" (what llvm-mc's -mcpu takes for each).
constexpr const char* mcpu_name(Gfx g) {
  switch (g) {
    case Gfx::Gfx6: return "gfx600";
    case Gfx::Gfx7: return "gfx700";
    case Gfx::Gfx8: return "gfx803";
    case Gfx::Gfx9: return "gfx900";
  }
  return "?";
}

// The -mcpu names of all the generations, in their order (a command line's
// choices).
inline std::vector<std::string> mcpu_names() {
  std::vector<std::string> names;
  for (unsigned k = 0; k < kNumGfx; ++k) names.emplace_back(mcpu_name(Gfx(k)));
  return names;
}

// The generation of an -mcpu name above; nullopt for any other name.
inline std::optional<Gfx> parse_mcpu(std::string_view name) {
  for (unsigned k = 0; k < kNumGfx; ++k)
    if (name == mcpu_name(Gfx(k))) return Gfx(k);
  return std::nullopt;
}

// The generation of an LLVM processor number (600 for gfx600, ...: gcn_cu's
// GFX parameter); nullopt for any other number.
inline std::optional<Gfx> gfx_of_number(unsigned n) { return parse_mcpu("gfx" + std::to_string(n)); }

// The scalar memory encoding: SMRD (one dword, 8-bit dword offset) before
// gfx8, SMEM (two dwords, byte offset) from gfx8.
constexpr bool has_smrd(Gfx g) { return g == Gfx::Gfx6 || g == Gfx::Gfx7; }

// The inline constant 1/(2*pi) (source code 248) came with gfx8.
constexpr bool has_inv_2pi(Gfx g) { return !has_smrd(g); }

// gfx7's SMRD: OFFSET 255 (the literal code) without IMM takes a 32-bit
// dword offset from a literal dword after the instruction.
constexpr bool has_smrd_literal(Gfx g) { return g == Gfx::Gfx7; }

// SMEM from gfx9: SOE (an SGPR offset added to the immediate one), NV and a
// signed 21-bit immediate offset; gfx8's SMEM has a 20-bit unsigned one and
// neither bit.
constexpr bool has_smem_soe(Gfx g) { return g == Gfx::Gfx9; }

}  // namespace gcn
