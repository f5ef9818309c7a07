// The lane's micro-operations (fp_op_e, the micro-op section of model/isa.def) and their golden
// semantics for tests/test_rtl_fp32_xcheck.cpp: how the lockstep golden model
// has to call golden/fp for each one (input modifiers on float sources only,
// V_MAD's always-flush for omod, output modifiers on float results only).
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "fp32.h"
#include "valu_uops.h"

namespace xcheck {

namespace fp = gcn::fp;

// The lane's micro-ops, unprefixed (ADD is FP_ADD).
using namespace gcn::fp_uop;

struct Job {
  uint8_t op = ADD;
  uint8_t denorm = 3;
  bool ieee = true;
  bool dx10 = true;
  std::array<uint32_t, 3> src{};
  uint8_t abs = 0, neg = 0, omod = 0;
  bool clamp = false;
  bool vcc = false;   // VCC bit of the lane (V_DIV_FMAS_F32)
};

struct Result {
  uint32_t d;
  bool has_vcc = false;   // the op writes VCC (V_DIV_SCALE_F32)
  bool vcc = false;
};

inline std::string hex(uint32_t x) {
  char b[16];
  std::snprintf(b, sizeof b, "%08x", x);
  return b;
}

inline std::string describe(const Job& j) {
  char buf[200];
  std::snprintf(buf, sizeof buf,
                "op=0x%02x src=%08x,%08x,%08x denorm=%u ieee=%d dx10=%d abs=%u neg=%u omod=%u clamp=%d vcc=%d",
                j.op, j.src[0], j.src[1], j.src[2], j.denorm, j.ieee, j.dx10, j.abs, j.neg, j.omod,
                j.clamp, j.vcc);
  return buf;
}

struct OpInfo {
  uint8_t op;
  const char* name;
  unsigned arity;
  unsigned random_count;
};

inline const std::vector<OpInfo>& ops() {
  static const std::vector<OpInfo> v = [] {
    std::vector<OpInfo> o = {
        {ADD, "add", 2, 150000}, {SUB, "sub", 2, 60000}, {SUBREV, "subrev", 2, 60000},
        {MUL, "mul", 2, 150000}, {MUL_LEGACY, "mul_legacy", 2, 60000}, {FMA, "fma", 3, 200000},
        {MAD, "mad", 3, 100000}, {MAD_LEGACY, "mad_legacy", 3, 60000}, {MIN, "min", 2, 60000},
        {MAX, "max", 2, 60000}, {MIN3, "min3", 3, 60000}, {MAX3, "max3", 3, 60000},
        {MED3, "med3", 3, 60000}, {CLASS, "class", 2, 30000}, {LDEXP, "ldexp", 2, 100000},
        {FRACT, "fract", 1, 60000},
    };
    static const char* const cmp_names[16] = {"cmp_f", "cmp_lt", "cmp_eq", "cmp_le", "cmp_gt", "cmp_lg",
                                              "cmp_ge", "cmp_o", "cmp_u", "cmp_nge", "cmp_nlg", "cmp_ngt",
                                              "cmp_nle", "cmp_neq", "cmp_nlt", "cmp_tru"};
    for (unsigned p = 0; p < 16; ++p) o.push_back({uint8_t(CMP_F + p), cmp_names[p], 2, 20000});
    const std::vector<OpInfo> rest = {
        {CVT_F32_I32, "cvt_f32_i32", 1, 60000}, {CVT_F32_U32, "cvt_f32_u32", 1, 60000},
        {CVT_F32_UBYTE0, "cvt_f32_ubyte0", 1, 10000}, {CVT_F32_UBYTE1, "cvt_f32_ubyte1", 1, 10000},
        {CVT_F32_UBYTE2, "cvt_f32_ubyte2", 1, 10000}, {CVT_F32_UBYTE3, "cvt_f32_ubyte3", 1, 10000},
        {CVT_I32_F32, "cvt_i32_f32", 1, 60000}, {CVT_U32_F32, "cvt_u32_f32", 1, 60000},
        {CVT_RPI_I32_F32, "cvt_rpi_i32_f32", 1, 60000}, {CVT_FLR_I32_F32, "cvt_flr_i32_f32", 1, 60000},
        {TRUNC, "trunc", 1, 40000}, {CEIL, "ceil", 1, 40000}, {FLOOR, "floor", 1, 40000},
        {RNDNE, "rndne", 1, 40000}, {FREXP_MANT, "frexp_mant", 1, 40000}, {FREXP_EXP, "frexp_exp", 1, 40000},
    };
    o.insert(o.end(), rest.begin(), rest.end());
    const std::vector<OpInfo> trans = {
        {RCP, "rcp", 1, 150000}, {RCP_IFLAG, "rcp_iflag", 1, 20000}, {RSQ, "rsq", 1, 150000},
        {SQRT, "sqrt", 1, 150000}, {EXP, "exp", 1, 150000}, {LOG, "log", 1, 150000},
        {EXP_LEGACY, "exp_legacy", 1, 20000}, {LOG_LEGACY, "log_legacy", 1, 20000},
        {SIN, "sin", 1, 200000}, {COS, "cos", 1, 200000},
        {DIV_FMAS, "div_fmas", 3, 200000}, {CVT_OFF_F32_I4, "cvt_off_f32_i4", 1, 10000},
        {CUBEID, "cubeid", 3, 60000}, {CUBESC, "cubesc", 3, 60000}, {CUBETC, "cubetc", 3, 60000},
        {CUBEMA, "cubema", 3, 60000},
        {DIV_SCALE, "div_scale", 3, 300000}, {DIV_FIXUP, "div_fixup", 3, 200000},
    };
    o.insert(o.end(), trans.begin(), trans.end());
    return o;
  }();
  return v;
}

inline bool is_cmp(uint8_t op) { return op >= CMP_F && op <= CMP_TRU; }

// Sources that are integers: no abs/neg, no flushing.
inline bool int_source(uint8_t op, unsigned i) {
  if (i == 0) return (op >= CVT_F32_I32 && op <= CVT_F32_UBYTE3) || op == CVT_OFF_F32_I4;
  if (i == 1) return op == LDEXP || op == CLASS;
  return false;
}

// Results that are not floats take no omod/clamp.
inline bool float_result(uint8_t op) {
  if (is_cmp(op)) return false;
  switch (op) {
    case CLASS: case CVT_I32_F32: case CVT_U32_F32: case CVT_RPI_I32_F32: case CVT_FLR_I32_F32:
    case FREXP_EXP: return false;
    default: return true;
  }
}

// Operations whose output denormals flush whatever MODE says (docs/fp32.md):
// their omod flushes too.
inline bool always_flush_out(uint8_t op) {
  switch (op) {
    case MAD: case MAD_LEGACY: case RCP: case RCP_IFLAG: case RSQ: case SQRT: case EXP: case LOG:
    case EXP_LEGACY: case LOG_LEGACY: return true;
    default: return false;
  }
}

// Integer sources get meaningful values (exponents, class masks, bytes).
template <class K>
void fix_int_sources(Job& j, K k) {
  const uint64_t h = uint64_t(k) * 0xD1B54A32D192ED03ull;
  if (j.op == LDEXP && (h >> 60) < 12) j.src[1] = uint32_t(int32_t(h >> 20 & 1023) - 512 + int32_t(h >> 40 & 3));
  if (j.op == CLASS) j.src[1] = (h >> 60) < 8 ? 1u << (h >> 20 & 15) : uint32_t(h >> 20) & 0x3FFu;
  if (j.op >= CVT_F32_I32 && j.op <= CVT_F32_UBYTE3 && (h >> 60) < 6) j.src[0] = uint32_t(h >> 7) >> (h & 31);
}

uint32_t golden_core(const Job& j, const std::array<uint32_t, 3>& s, fp::Mode m);

// The golden result of one job, as the lockstep golden model computes it.
inline Result golden_lane(const Job& j) {
  const fp::Mode m{j.denorm, j.ieee, j.dx10};
  std::array<uint32_t, 3> s = j.src;
  for (unsigned i = 0; i < 3; ++i) {
    if (int_source(j.op, i)) continue;
    if (j.abs >> i & 1) s[i] &= 0x7FFFFFFFu;
    if (j.neg >> i & 1) s[i] ^= 0x80000000u;
  }
  Result r{};
  if (j.op == DIV_SCALE) {
    r.has_vcc = true;
    r.d = fp::div_scale(s[0], s[1], s[2], m, r.vcc);
  } else {
    r.d = golden_core(j, s, m);
  }
  if (float_result(j.op)) {
    const fp::Mode om{always_flush_out(j.op) ? (j.denorm & 1u) : j.denorm, j.ieee, j.dx10};
    r.d = fp::apply_output_modifiers(r.d, j.omod, j.clamp, om);
  }
  return r;
}

inline uint32_t golden_core(const Job& j, const std::array<uint32_t, 3>& s, fp::Mode m) {
  const uint8_t op = j.op;
  if (is_cmp(op)) return fp::cmp(fp::Cmp(op - CMP_F), s[0], s[1], m) ? 1u : 0u;
  switch (op) {
    case ADD: return fp::add(s[0], s[1], m);
    case SUB: return fp::sub(s[0], s[1], m);
    case SUBREV: return fp::subrev(s[0], s[1], m);
    case MUL: return fp::mul(s[0], s[1], m);
    case MUL_LEGACY: return fp::mul_legacy(s[0], s[1], m);
    case FMA: return fp::fma(s[0], s[1], s[2], m);
    case MAD: return fp::mad(s[0], s[1], s[2], m);
    case MAD_LEGACY: return fp::mad_legacy(s[0], s[1], s[2], m);
    case MIN: return fp::min(s[0], s[1], m);
    case MAX: return fp::max(s[0], s[1], m);
    case MIN3: return fp::min3(s[0], s[1], s[2], m);
    case MAX3: return fp::max3(s[0], s[1], s[2], m);
    case MED3: return fp::med3(s[0], s[1], s[2], m);
    case CLASS: return fp::cmp_class(s[0], s[1] & 0x3FFu) ? 1u : 0u;
    case LDEXP: return fp::ldexp(s[0], int32_t(s[1]), m);
    case FRACT: return fp::fract(s[0], m);
    case CVT_F32_I32: return fp::cvt_f32_i32(s[0], m);
    case CVT_F32_U32: return fp::cvt_f32_u32(s[0], m);
    case CVT_F32_UBYTE0: case CVT_F32_UBYTE1: case CVT_F32_UBYTE2: case CVT_F32_UBYTE3:
      return fp::cvt_f32_ubyte(s[0], op - CVT_F32_UBYTE0);
    case CVT_I32_F32: return fp::cvt_i32_f32(s[0], m);
    case CVT_U32_F32: return fp::cvt_u32_f32(s[0], m);
    case CVT_RPI_I32_F32: return fp::cvt_rpi_i32_f32(s[0], m);
    case CVT_FLR_I32_F32: return fp::cvt_flr_i32_f32(s[0], m);
    case TRUNC: return fp::trunc(s[0], m);
    case CEIL: return fp::ceil(s[0], m);
    case FLOOR: return fp::floor(s[0], m);
    case RNDNE: return fp::rndne(s[0], m);
    case FREXP_MANT: return fp::frexp_mant(s[0], m);
    case FREXP_EXP: return fp::frexp_exp(s[0], m);
    case RCP: return fp::rcp(s[0]);
    case RCP_IFLAG: return fp::rcp_iflag(s[0]);
    case RSQ: return fp::rsq(s[0]);
    case SQRT: return fp::sqrt(s[0]);
    case EXP: return fp::exp2(s[0]);
    case LOG: return fp::log2(s[0]);
    case EXP_LEGACY: return fp::exp_legacy(s[0]);
    case LOG_LEGACY: return fp::log_legacy(s[0]);
    case SIN: return fp::sin(s[0], m);
    case COS: return fp::cos(s[0], m);
    case DIV_FMAS: return fp::div_fmas(s[0], s[1], s[2], j.vcc, m);
    case CVT_OFF_F32_I4: return fp::cvt_off_f32_i4(s[0]);
    case CUBEID: return fp::cubeid(s[0], s[1], s[2], m);
    case CUBESC: return fp::cubesc(s[0], s[1], s[2], m);
    case CUBETC: return fp::cubetc(s[0], s[1], s[2], m);
    case CUBEMA: return fp::cubema(s[0], s[1], s[2], m);
    case DIV_FIXUP: return fp::div_fixup(s[0], s[1], s[2], m);
    default: return 0xDEADBEEFu;   // not a lane op
  }
}

}  // namespace xcheck
