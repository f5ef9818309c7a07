// Initial vector state of generated programs: the VGPR allocation, per-lane
// VGPR values drawn from FP32 and integer corner cases (so one instruction
// sees many operand classes at once, and lane bugs show as lane differences),
// and occasionally a non-default MODE (FP32 denormal handling, IEEE,
// DX10_CLAMP; docs/fp32.md gives their meaning).
#include "gen_core.h"

namespace gcn::gen {

namespace {

// FP32 bit patterns and integers at the edges of what the VALU rows handle.
constexpr uint32_t kCorners[] = {
    0x00000000u, 0x80000000u,               // +0.0, -0.0 (INT_MIN)
    0x00000001u, 0xffffffffu,               // 1, -1 (0xFFFFFFFF)
    0x7fffffffu, 0x80000001u, 0x7ffffffeu,  // INT_MAX, INT_MIN + 1, a NaN pattern
    0x3f800000u, 0xbf800000u, 0x3f000000u, 0x40000000u,  // 1.0, -1.0, 0.5, 2.0
    0x3e800000u, 0xbf400000u,               // 0.25, -0.75 (V_SIN/V_COS take revolutions: zeros)
    0x7f800000u, 0xff800000u,               // +inf, -inf
    0x7fc00000u, 0xffc00000u, 0x7fffffffu,  // quiet NaNs
    0x7f800001u, 0xff800001u, 0x7fa00000u,  // signalling NaNs
    0x00000001u, 0x80000001u,               // smallest denormals
    0x007fffffu, 0x807fffffu,               // largest denormals
    0x00800000u, 0x80800000u,               // smallest normals
    0x7f7fffffu, 0xff7fffffu,               // largest finite
    0x4b800000u, 0x4b7fffffu, 0x4b800001u,  // 2^24 and its neighbours (float)
    0x00ffffffu, 0x01000000u, 0x01000001u,  // 2^24 and its neighbours (integer)
    0x4f000000u, 0x4effffffu, 0xcf000000u, 0xcf000001u,  // +-2^31 (float)
    0x4f800000u, 0x4f7fffffu,               // 2^32 (float)
    0x0000001fu, 0x00000020u, 0x0000003fu,  // shift amounts
    0x0000ffffu, 0xffff0000u,
};

}  // namespace

// A corner value (55%), a random float with a moderate exponent (15%),
// packed small fields (10%) or random bits.
uint32_t Generator::lane_value() {
  const unsigned r = rng_.ubelow(100);
  if (r < 55) return kCorners[rng_.below(std::size(kCorners))];
  if (r < 65) return small_fields();
  if (r < 80) return (rng_.chance(50) ? 0x80000000u : 0) | moderate_float();
  return static_cast<uint32_t>(rng_.next());
}

// A positive normal float of magnitude 2^-7 .. 2^8 with random mantissa.
uint32_t Generator::moderate_float() {
  const uint32_t exp = 120 + rng_.ubelow(16);
  return (exp << 23) | static_cast<uint32_t>(rng_.below(1u << 23));
}

// Values whose fields are small: four byte selectors of 0..15 (V_PERM_B32
// reads 0..12 and treats 13..255 alike), a signed 16-bit value (inside the
// range the 16-bit packs and saturations keep), or a 6-bit count (shift
// amounts, bitfield offsets and widths). Random bits almost never are.
uint32_t Generator::small_fields() {
  switch (rng_.ubelow(3)) {
    case 0: {
      uint32_t v = 0;
      for (unsigned b = 0; b < 4; ++b) v |= rng_.ubelow(16) << (8 * b);
      return v;
    }
    case 1: return static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(rng_.next())));
    default: return rng_.ubelow(64);
  }
}

void Generator::vector_state(Program& p, std::string& h) {
  p.num_vgprs = kNumVgprs;
  h += fmt::format(";; cosim: vgprs {}\n", kNumVgprs);
  p.vgpr_init.assign(p.num_waves, {});
  p.mode_init.assign(p.num_waves, kDefaultMode);
  // MODE: FP32 denormals [5:4], DX10_CLAMP [8], IEEE [9]; round to nearest
  // even and the FP64/FP16 denormal bits as by default.
  for (unsigned w = 0; w < p.num_waves; ++w) {
    if (!rng_.chance(25)) continue;
    const uint32_t m = (kDefaultMode & ~0x330u) | (rng_.ubelow(4) << 4) | (rng_.ubelow(2) << 8) | (rng_.ubelow(2) << 9);
    p.mode_init[w] = m;
    h += fmt::format(";; cosim: mode {} {:#x}\n", w, m);
  }
  // v30 holds the lane index and v31 a random value per lane in every wave.
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    const uint32_t rnd = static_cast<uint32_t>(rng_.next());
    for (unsigned w = 0; w < p.num_waves; ++w) {
      p.vgpr_init[w][kLaneId][l] = l;
      p.vgpr_init[w][kLaneRand][l] = rnd;
    }
    h += fmt::format(";; cosim: vgpr * v{} {} {}\n", kLaneId, l, l);
    h += fmt::format(";; cosim: vgpr * v{} {} {:#x}\n", kLaneRand, l, rnd);
  }
  // v0..v27: a value for every lane, then 4..15 lanes changed; one in ten
  // a distinct float in every lane.
  for (unsigned w = 0; w < p.num_waves; ++w) {
    for (unsigned r = 0; r < kFirstReservedVgpr; ++r) {
      VgprLanes& lanes = p.vgpr_init[w][r];
      if (rng_.chance(10)) {
        // Every lane its own positive float: results that differ for a few
        // mantissas in thousands (rounding in rsq, sqrt, rcp) need many
        // distinct mantissas per instruction.
        for (unsigned l = 0; l < kWaveLanes; ++l) {
          lanes[l] = moderate_float();
          h += fmt::format(";; cosim: vgpr {} v{} {} {:#x}\n", w, r, l, lanes[l]);
        }
        continue;
      }
      const uint32_t base = lane_value();
      lanes.fill(base);
      h += fmt::format(";; cosim: vgpr {} v{} * {:#x}\n", w, r, base);
      if (rng_.chance(20)) continue;
      for (unsigned k = 0, n = 4 + rng_.ubelow(12); k < n; ++k) {
        const unsigned l = rng_.ubelow(kWaveLanes);
        lanes[l] = lane_value();
        h += fmt::format(";; cosim: vgpr {} v{} {} {:#x}\n", w, r, l, lanes[l]);
      }
    }
  }
}

}  // namespace gcn::gen
