// Every row of the instruction table, assembled by us and by llvm-mc-16 (the
// independent oracle): the bytes must match. The bytes are then disassembled
// by llvm-mc-16 --disassemble and by us: the text must match. Operands are
// generated from each row's shape and operand widths.
#define BOOST_TEST_MODULE test_encoding
#include <boost/test/included/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "asm.h"
#include "insn.h"
#include "insn_vmem.h"
#include "isa.h"
#include "llvm_mc.h"

using namespace gcn;
using namespace gcn::test;

namespace {

// Operand pools by width; the generator walks them with different strides so
// rows see different combinations.
const std::vector<std::string> kDst32 = {"s5",     "s0",     "s101",  "vcc_lo",          "vcc_hi",       "m0",
                                         "exec_lo", "exec_hi", "ttmp3", "flat_scratch_lo", "xnack_mask_hi", "ttmp15"};
const std::vector<std::string> kDst64 = {"s[2:3]", "s[100:101]", "vcc", "exec", "ttmp[4:5]", "flat_scratch", "xnack_mask"};
const std::vector<std::string> kSrc32 = {
    "s7",       "-16",        "64",          "0x12345678", "vcc_lo",  "0.5",      "-4.0",       "src_scc",
    "m0",       "0.15915494", "exec_hi",     "0xffffffef", "src_vccz", "1.0",     "src_execz",  "0",
    "ttmp11",   "-1",         "0x3f800001",  "flat_scratch_hi", "src_shared_base", "-2.0", "s100", "0x41"};
const std::vector<std::string> kSrc64 = {"s[4:5]", "-16", "64", "0x12345678", "vcc", "0.5", "exec", "-1.0",
                                         "src_scc", "ttmp[2:3]", "0.15915494309189532", "0xffffffef", "s[98:99]",
                                         "flat_scratch", "2.0", "-7"};

std::string pick(const std::vector<std::string>& v, size_t i) { return v[i % v.size()]; }
std::string dst(unsigned dw, size_t i) { return dw == 2 ? pick(kDst64, i) : pick(kDst32, i); }
std::string src(unsigned dw, size_t i, bool reg_only) {
  const auto& pool = dw == 2 ? kSrc64 : kSrc32;
  for (size_t k = 0;; ++k) {
    std::string s = pick(pool, i + k);
    const bool is_reg = std::isalpha(static_cast<unsigned char>(s[0])) && s.rfind("src_", 0) != 0;
    if (!reg_only || is_reg) return s;
  }
}

std::string data_regs(unsigned dw, size_t i) {
  switch (dw) {
    case 1: return i % 2 ? "ttmp3" : "s5";
    case 2: return i % 2 ? "vcc" : "s[4:5]";
    case 4: return i % 2 ? "ttmp[4:7]" : "s[8:11]";
    case 8: return i % 2 ? "ttmp[8:15]" : "s[20:27]";
    default: return i % 2 ? "s[80:95]" : "s[32:47]";
  }
}

bool is_literal(const std::string& s, unsigned dw) {
  if (s.rfind("0x", 0) != 0) return false;
  const unsigned long long v = std::stoull(s, nullptr, 16);
  return v > 64 && !(dw == 1 && v == 0x3f800000);
}

// Two sources; a second, different literal is replaced by a register
// (one unique literal per instruction).
std::string two_sources(const InsnInfo& r, size_t a, size_t b, bool reg_only) {
  const std::string s0 = src(r.src0_dw, a, reg_only);
  std::string s1 = src(r.src1_dw, b, reg_only);
  if (is_literal(s0, r.src0_dw) && is_literal(s1, r.src1_dw) && s0 != s1) s1 = r.src1_dw == 2 ? "s[6:7]" : "s6";
  return s0 + ", " + s1;
}


std::string vreg(unsigned dw, size_t i) {
  static const unsigned base[] = {0, 17, 254, 100, 33};
  unsigned b = base[i % 5];
  if (dw <= 1) return "v" + std::to_string(b);
  if (b + dw > 256) b = 256 - dw;
  return "v[" + std::to_string(b) + ":" + std::to_string(b + dw - 1) + "]";
}
std::string sreg_pair(size_t i) { return std::vector<std::string>{"s[4:5]", "vcc", "ttmp[2:3]", "s[100:101]", "exec"}[i % 5]; }
// A carry-in or select mask: llvm-mc's disassembler flags EXEC there as invalid.
std::string mask_pair(size_t i) { return std::vector<std::string>{"s[4:5]", "vcc", "ttmp[2:3]", "s[100:101]"}[i % 4]; }
std::string sreg_of(unsigned dw, size_t i) {
  if (dw == 2) return sreg_pair(i);
  if (dw == 4) return "s[8:11]";
  return std::vector<std::string>{"s7", "vcc_lo", "m0", "exec_hi", "ttmp11", "s101"}[i % 6];
}
// A non-VGPR source for a VOP1/VOP2/VOPC src0 or a VOP3 source.
std::string scalar_src(const InsnInfo& r, unsigned dw, size_t i, bool literal_ok) {
  const bool half = r.has(F_SRC16);
  std::vector<std::string> pool = {sreg_of(dw, i), "-16", "0.5", "64", "-4.0", "src_scc"};
  if (dw == 1) pool.push_back("0.15915494");
  if (half) pool = {sreg_of(dw, i), "-16", "64", "src_scc", "7"};  // float constants are not inline for i16
  if (literal_ok) pool.push_back(half ? "0x1234" : "0x12345678");
  if (dw == 2) pool.back() = literal_ok ? "0x12345678" : "-1";
  return pool[i % pool.size()];
}

// Assembly lines exercising one vector row: all-VGPR form, scalar/inline/
// literal sources, and the VOP3 form with whatever modifiers the row takes.
std::vector<std::string> vector_lines(const InsnInfo& r, size_t row) {
  const std::string m = r.mnemonic;
  const bool pair = r.format == Format::VOP1 || r.format == Format::VOP2 || r.format == Format::VOPC;
  const bool e64 = has_vop3_form(r);
  std::vector<std::string> out;
  for (size_t v = 0; v < 4; ++v) {
    const size_t a = row * 3 + v;
    const bool vop3 = !pair || v >= 2;
    const std::string mn = m + (pair && v >= 2 ? "_e64" : "");
    if (pair && v >= 2 && !e64) continue;
    // Source k: VGPR, or in variants 1 and 3 a scalar/inline/literal operand
    // where the encoding allows one (src0 always; any source in VOP3).
    const bool rvcc_e32 = r.has(F_RVCC) && !vop3;
    auto srcv = [&](unsigned k, unsigned dw, bool vgpr_only) -> std::string {
      const bool scalar_here = (v == 1 && k == 0) || (v == 3 && k == (a % 3) && vop3);
      if (vgpr_only || !scalar_here) return vreg(dw, a + k + 1);
      const bool lit_ok = !vop3 && !rvcc_e32 && r.shape != Shape::SH_VOP2_MADMK && r.shape != Shape::SH_VOP2_MADAK;
      std::string s = scalar_src(r, dw, a + k, lit_ok);
      // One constant-bus read: implicit VCC users take inline constants only.
      if (r.has(F_RVCC) || r.shape == Shape::SH_VOP2_MADMK ||
          r.shape == Shape::SH_VOP2_MADAK)
        s = std::vector<std::string>{"-16", "0.5", "64"}[a % 3];
      return s;
    };
    auto mod = [&](unsigned k, const std::string& s) -> std::string {
      if (!vop3 || !r.has(F_VMODS) || v < 2 || s[0] == '0' || s[0] == '-' || std::isdigit(static_cast<unsigned char>(s[0])))
        return s;
      if (k > 0 && r.has(F_MODS0)) return s;
      if ((a + k) % 3 == 0) return "-" + s;
      if ((a + k) % 3 == 1 && !vop3_is_b(r)) return "|" + s + "|";
      return s;
    };
    auto tail = [&]() -> std::string {
      if (!vop3 || v < 2) return "";
      std::string t;
      if (r.has(F_VCLAMP) && a % 2 == 0) t += " clamp";
      if (r.has(F_VOMOD)) t += std::vector<std::string>{" mul:2", " mul:4", " div:2", ""}[a % 4];
      return t;
    };
    const std::string d = vreg(r.dst_dw, a);
    const std::string s0 = mod(0, srcv(0, r.src0_dw, false));
    auto s1f = [&](bool vgpr_only) { return mod(1, srcv(1, r.src1_dw, vgpr_only)); };
    const std::string sd = vop3 ? sreg_pair(a) : "vcc";
    switch (r.shape) {
      case Shape::SH_VOP2: out.push_back(mn + " " + d + ", " + s0 + ", " + s1f(!vop3) + tail()); break;
      case Shape::SH_VOP2_CARRYOUT: out.push_back(mn + " " + d + ", " + sd + ", " + s0 + ", " + s1f(!vop3) + tail()); break;
      case Shape::SH_VOP2_CARRYIN:
        out.push_back(mn + " " + d + ", " + sd + ", " + s0 + ", " + s1f(!vop3) + ", " + (vop3 ? mask_pair(a + 1) : "vcc") + tail());
        break;
      case Shape::SH_VOP2_CNDMASK:
        out.push_back(mn + " " + d + ", " + s0 + ", " + s1f(!vop3) + ", " + (vop3 ? mask_pair(a + 1) : "vcc") + tail());
        break;
      case Shape::SH_VOP2_MADMK:
        out.push_back(mn + " " + d + ", " + s0 + ", " + (r.has(F_SRC16) ? "0x4900" : "0x41200000") + ", " + vreg(1, a + 2));
        break;
      case Shape::SH_VOP2_MADAK:
        out.push_back(mn + " " + d + ", " + s0 + ", " + vreg(1, a + 2) + ", " + (r.has(F_SRC16) ? "0x4900" : "0x41200000"));
        break;
      case Shape::SH_VOP1: out.push_back(mn + " " + d + ", " + s0 + tail()); break;
      case Shape::SH_VOP1_NONE: if (v == 0 || v == 2) out.push_back(mn); break;
      case Shape::SH_VOP1_SWAP: out.push_back(mn + " " + d + ", " + vreg(1, a + 1)); break;
      case Shape::SH_VOP1_READFIRSTLANE: out.push_back(mn + " " + sreg_of(1, a) + ", " + vreg(1, a + 1)); break;
      case Shape::SH_VOPC: out.push_back(mn + " " + sd + ", " + s0 + ", " + s1f(!vop3) + tail()); break;
      case Shape::SH_VOP3_2: out.push_back(mn + " " + d + ", " + s0 + ", " + s1f(false) + tail()); break;
      case Shape::SH_VOP3_3:
        out.push_back(mn + " " + d + ", " + s0 + ", " + s1f(false) + ", " + mod(2, srcv(2, r.src2_dw, false)) + tail());
        break;
      case Shape::SH_VOP3_READLANE:
        out.push_back(mn + " " + sreg_of(1, a) + ", " + vreg(1, a + 1) + ", " + std::vector<std::string>{"s3", "m0", "63", "vcc_hi"}[v]);
        break;
      case Shape::SH_VOP3_WRITELANE:
        out.push_back(mn + " " + d + ", " + std::vector<std::string>{"s3", "m0", "5", "0.5"}[v] + ", " +
                      std::vector<std::string>{"7", "3", "s9", "m0"}[v]);
        break;
      case Shape::SH_VOP3B:
        out.push_back(mn + " " + d + ", " + sreg_pair(a) + ", " + s0 + ", " + s1f(false) + ", " + mod(2, srcv(2, r.src2_dw, false)) + tail());
        break;
      case Shape::SH_VOP3P_2: {
        const std::string pm = std::vector<std::string>{"", " op_sel:[1,0]", " clamp", " neg_lo:[0,1] neg_hi:[1,1]"}[v];
        // neg_lo/neg_hi only mean something for the f16 rows (llvm-mc drops them
        // oddly for the integer ones).
        const bool fp = std::string(r.name).ends_with("F16");
        out.push_back(mn + " " + d + ", " + s0 + ", " + vreg(1, a + 2) + (r.has(F_VMODS) || (v == 3 && !fp) ? "" : pm));
        break;
      }
      case Shape::SH_VOP3P_3: {
        const std::string pm = std::vector<std::string>{"", " op_sel:[0,0,1]", " op_sel_hi:[1,0,1] clamp", " clamp"}[v];
        out.push_back(mn + " " + d + ", " + s0 + ", " + vreg(1, a + 2) + ", " + vreg(1, a + 3) + pm);
        break;
      }
      default: break;
    }
  }
  return out;
}

// Assembly lines exercising one DS row: VGPR operands from the pool, no
// offset, offsets (16-bit, or offset0/offset1 alone and together) and gds
// where the row takes it; ds_swizzle_b32 also with every swizzle macro and raw
// offsets of each mode.
std::vector<std::string> ds_lines(const InsnInfo& r, size_t row) {
  auto operands = [&](size_t v) {
    std::string s;
    const unsigned sizes[4] = {r.dst_dw, r.src0_dw, r.src1_dw, r.src2_dw};
    for (unsigned k = 0; k < 4; ++k) {
      if (!sizes[k]) continue;
      s += (s.empty() ? " " : ", ") + vreg(sizes[k], row + v + 2 * k);
    }
    return r.mnemonic + s;
  };
  const bool gds_req = r.has(F_DS_GDS), gds_ok = !r.has(F_DS_NOGDS);
  const std::string g = gds_req ? " gds" : "";
  std::vector<std::string> out;
  if (r.op == Op::DS_NOP) return {"ds_nop"};
  out.push_back(operands(0) + g);
  if (r.shape == Shape::SH_DS_2OFF) {
    out.push_back(operands(1) + " offset0:" + std::to_string(1 + row % 255) + g);
    out.push_back(operands(2) + " offset1:255" + g);
    out.push_back(operands(3) + " offset0:255 offset1:" + std::to_string(row % 7) + g);
  } else {
    out.push_back(operands(1) + " offset:65535" + g);
    out.push_back(operands(2) + " offset:" + std::to_string(1 + row * 37 % 4096) + g);
  }
  if (gds_ok && !gds_req) out.push_back(operands(3) + (r.shape == Shape::SH_DS_2OFF ? " offset1:3" : " offset:12") + " gds");
  if (r.op == Op::DS_SWIZZLE_B32) {
    for (const char* o : {"swizzle(QUAD_PERM,0,1,2,3)", "swizzle(QUAD_PERM,3,3,1,0)", "swizzle(BITMASK_PERM,\"01pip\")",
                          "swizzle(BITMASK_PERM,\"i1p0i\")", "swizzle(SWAP,1)", "swizzle(SWAP,16)", "swizzle(REVERSE,4)",
                          "swizzle(REVERSE,32)", "swizzle(BROADCAST,2,0)", "swizzle(BROADCAST,32,31)",
                          "swizzle(BROADCAST,4,3)", "0x8000", "0x801f", "0x8100", "0xffff", "0x4000", "0x7c00", "0x0421",
                          "0x041f", "0x3fe0", "5", "0x1f"})
      out.push_back(operands(4) + " offset:" + o);
  }
  return out;
}

// FLAT/GLOBAL/SCRATCH lines: each addressing form of the segment, offsets at
// their limits, glc/slc, the lds form and (atomics) both the returning and the
// non-returning form.
std::vector<std::string> vmem_lines(const InsnInfo& r, size_t row) {
  const bool load = r.shape == Shape::SH_FLAT_LOAD, atomic = r.shape == Shape::SH_FLAT_ATOMIC;
  const std::string m = r.mnemonic;
  std::vector<std::string> out;
  // addr [, saddr] forms of the segment, with the offsets they may carry.
  struct Form {
    std::string addr, saddr;
  };
  std::vector<Form> forms;
  std::vector<std::string> offs;
  if (r.format == Format::FLAT) {
    forms = {{vreg(2, row), ""}, {vreg(2, row + 1), ""}};
    offs = {"", " offset:4095", " offset:" + std::to_string(row % 4096)};
  } else if (r.format == Format::GLOBAL) {
    forms = {{vreg(2, row), ", off"}, {vreg(1, row + 1), ", " + sreg_pair(row)}, {vreg(1, row + 2), ", s[2:3]"}};
    offs = {"", " offset:-4096", " offset:4095", " offset:-1"};
  } else {
    forms = {{vreg(1, row), ", off"},
             {"off", ", " + std::vector<std::string>{"s2", "vcc_lo", "m0", "ttmp15", "exec_lo", "s101"}[row % 6]},
             {"off", ", flat_scratch_hi"}};
    offs = {"", " offset:-4096", " offset:4095", " offset:12"};
  }
  size_t v = 0;
  for (const Form& f : forms)
    for (const std::string& o : offs) {
      ++v;
      const std::string data = load ? "" : ", " + vreg(r.src1_dw, row + v + 3);
      const std::string mods = o + std::vector<std::string>{"", " glc", " slc", " glc slc"}[v % 4];
      const bool glc = mods.find("glc") != std::string::npos;
      const std::string dst = load || (atomic && glc) ? vreg(r.dst_dw, row + v) + ", " : "";
      out.push_back(m + " " + dst + f.addr + data + f.saddr + mods);
      if (vmem::has_lds_form(r) && v % 3 == 0) out.push_back(m + " " + f.addr + f.saddr + o + " lds");
    }
  return out;
}

// MUBUF/MTBUF lines: the three address forms (off, one VGPR with idxen or
// offen, a pair with both), srsrc quads of SGPRs and trap registers, soffset
// registers and inline constants, offsets at their limits, glc/slc, tfe
// (MUBUF loads), the lds form, MTBUF formats (default, numeric,
// one or both names).
std::vector<std::string> buffer_lines(const InsnInfo& r, size_t row) {
  const std::string m = r.mnemonic;
  if (r.shape == Shape::SH_BUF_NONE) return {m};
  const std::vector<std::string> rsrc = {"s[0:3]", "s[4:7]", "s[96:99]", "ttmp[4:7]", "ttmp[12:15]", "s[40:43]"};
  const std::vector<std::string> soff = {"s1",   "0",      "-16",    "64",     "m0",    "vcc_hi", "exec_lo", "ttmp11",
                                         "0.5",  "-4.0",   "s101",   "src_scc", "flat_scratch_lo", "src_shared_base"};
  if (r.shape == Shape::SH_BUF_STORE_LDS)
    return {m + " " + rsrc[row % 6] + ", " + soff[row % 14] + " lds",
            m + " " + rsrc[(row + 1) % 6] + ", " + soff[(row + 3) % 14] + " offset:4095 lds glc slc",
            m + " " + rsrc[(row + 2) % 6] + ", " + soff[(row + 5) % 14] + " offset:1 lds slc"};
  const bool mubuf = r.format == Format::MUBUF;
  const unsigned data = r.shape == Shape::SH_BUF_LOAD ? r.dst_dw : r.src1_dw;
  const std::vector<std::string> addr = {"off", "v2 offen", "v255 idxen", "v[254:255] idxen offen", "v[7:8] idxen offen"};
  const std::vector<std::string> fmts = {"", " format:[BUF_DATA_FORMAT_32]", " format:[BUF_NUM_FORMAT_FLOAT]",
                                         " format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SINT]", " format:0",
                                         " format:127", " format:[BUF_NUM_FORMAT_SNORM,BUF_DATA_FORMAT_8]"};
  const std::vector<std::string> offs = {"", " offset:4095", " offset:1", " offset:" + std::to_string(row % 4096)};
  std::vector<std::string> out;
  for (size_t v = 0; v < 8; ++v) {
    const size_t k = row + v;
    const std::string a = addr[k % 5];
    const size_t sp = a.find(' ');
    const std::string vaddr = sp == std::string::npos ? a : a.substr(0, sp);
    const std::string addr_mods = sp == std::string::npos ? "" : a.substr(sp);
    const bool tfe = mubuf && r.shape == Shape::SH_BUF_LOAD && v % 3 == 1;
    const std::string mods = (mubuf ? "" : fmts[k % 7]) + addr_mods + offs[v % 4] +
                             std::vector<std::string>{"", " glc", " slc", " glc slc"}[(k / 2) % 4] + (tfe ? " tfe" : "");
    out.push_back(m + " " + vreg(data + tfe, k * 7 % 240) + ", " + vaddr + ", " + rsrc[k % 6] + ", " + soff[k % 14] + mods);
    if (vmem::has_lds_form(r) && v % 3 == 0)
      out.push_back(m + " " + vaddr + ", " + rsrc[k % 6] + ", " + soff[k % 14] + addr_mods + offs[v % 4] + " lds");
  }
  return out;
}

// Assembly lines exercising one table row.
std::vector<std::string> lines_for(const InsnInfo& r, size_t row) {
  if (is_buffer(r.format)) return buffer_lines(r, row);
  if (is_vmem(r.format)) return vmem_lines(r, row);
  if (is_vector(r.format)) return vector_lines(r, row);
  if (r.format == Format::DS) return ds_lines(r, row);
  const std::string m = r.mnemonic;
  std::vector<std::string> out;
  // llvm-mc accepts only registers here (see asm.cpp).
  const bool reg_only = (r.shape == Shape::SH_SOP1_NODST && r.has(F_BRANCH)) || m.rfind("s_movrels", 0) == 0;
  const bool unsigned_k = m.find("_u32") != std::string::npos;
  for (size_t v = 0; v < 3; ++v) {
    const size_t a = row * 5 + v * 7, b = row * 3 + v * 11 + 1;
    switch (r.shape) {
      case Shape::SH_SOP2:
        out.push_back(m + " " + dst(r.dst_dw, a) + ", " + two_sources(r, a, b, reg_only));
        break;
      case Shape::SH_SOP2_NODST:  // llvm-mc takes no literal for these
        out.push_back(m + " " + two_sources(r, a, b, true));
        break;
      case Shape::SH_SOPC:
        out.push_back(m + " " + two_sources(r, a, b, reg_only));
        break;
      case Shape::SH_SOPK_DST:
        out.push_back(m + " " + dst(r.dst_dw, a) + ", " + std::vector<std::string>{"0x1234", "-1", "5"}[v]);
        break;
      case Shape::SH_SOPK_SRC:
        out.push_back(m + " " + dst(r.src0_dw, a) + ", " +
                      std::vector<std::string>{"0x1234", unsigned_k ? "0xfff0" : "-3", "0x8000"}[v]);
        break;
      case Shape::SH_SOPK_FORK:
        out.push_back(m + " " + dst(r.src0_dw, a) + ", " + std::vector<std::string>{"4", "-4", "0"}[v]);
        break;
      case Shape::SH_SOPK_CALL:
        out.push_back(m + " " + dst(r.dst_dw, a) + ", " + std::vector<std::string>{"4", "-4", "0"}[v]);
        break;
      case Shape::SH_SOPK_GETREG:
        out.push_back(m + " " + dst(1, a) + ", " +
                      std::vector<std::string>{"hwreg(HW_REG_MODE)", "hwreg(HW_REG_TRAPSTS, 4, 8)", "hwreg(52, 8, 3)"}[v]);
        break;
      case Shape::SH_SOPK_SETREG:
        out.push_back(m + " " +
                      std::vector<std::string>{"hwreg(HW_REG_HW_ID)", "hwreg(HW_REG_TMA_HI, 31, 1)", "0x1234"}[v] +
                      ", " + dst(1, a));
        break;
      case Shape::SH_SOPK_SETREG_IMM32:
        out.push_back(m + " " + std::vector<std::string>{"hwreg(HW_REG_MODE)", "hwreg(HW_REG_MODE, 4, 8)", "hwreg(7)"}[v] +
                      ", " + std::vector<std::string>{"5", "0x1234", "-1"}[v]);
        break;
      case Shape::SH_SOP1:
        out.push_back(m + " " + dst(r.dst_dw, a) + ", " + src(r.src0_dw, b, reg_only));
        break;
      case Shape::SH_SOP1_NOSRC:
        out.push_back(m + " " + dst(r.dst_dw, a));
        break;
      case Shape::SH_SOP1_NODST:
        out.push_back(m + " " + src(r.src0_dw, b, reg_only));
        break;
      case Shape::SH_SOPC_GPRIDX:
        out.push_back(m + " " + src(r.src0_dw, a, false) + ", " +
                      std::vector<std::string>{"gpr_idx()", "gpr_idx(SRC0,DST)", "gpr_idx(SRC0,SRC1,SRC2,DST)"}[v]);
        break;
      case Shape::SH_SOPP_NONE:
        if (v == 0) out.push_back(m);
        break;
      case Shape::SH_SOPP_OPTIMM:
        if (v == 0) out.push_back(m);
        if (v == 1 && m == "s_endpgm") out.push_back(m + " 3");
        break;
      case Shape::SH_SOPP_IMM:
        out.push_back(m + " " + std::vector<std::string>{"0", "64", "0x41"}[v]);
        if (v == 2) out.push_back(m + " 0xffff");
        break;
      case Shape::SH_SOPP_BRANCH:
        out.push_back(m + " " + std::vector<std::string>{"5", "-3", "0"}[v]);
        break;
      case Shape::SH_SOPP_WAITCNT:
        out.push_back(m + " " + std::vector<std::string>{"0", "lgkmcnt(3)", "vmcnt(1) expcnt(2) lgkmcnt(3)"}[v]);
        if (v == 2) {
          out.push_back(m + " vmcnt(40)");
          out.push_back(m + " expcnt(0) lgkmcnt(15)");
          out.push_back(m + " 0xffff");
        }
        break;
      case Shape::SH_SOPP_SENDMSG:
        out.push_back(m + " " + std::vector<std::string>{"sendmsg(MSG_INTERRUPT)", "sendmsg(MSG_GS, GS_OP_EMIT, 1)",
                                                         "sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)"}[v]);
        if (v == 2) {
          out.push_back(m + " sendmsg(MSG_GS_DONE, GS_OP_NOP)");
          out.push_back(m + " sendmsg(2, 5, 1)");
          out.push_back(m + " 0x402");
        }
        break;
      case Shape::SH_SOPP_GPRIDX:
        out.push_back(m + " " + std::vector<std::string>{"gpr_idx()", "gpr_idx(SRC1)", "gpr_idx(SRC0,SRC2,DST)"}[v]);
        break;
      case Shape::SH_SMEM_LOAD:
      case Shape::SH_SMEM_STORE:
      case Shape::SH_SMEM_ATOMIC: {
        const bool buf = r.has(F_SMEM_BUF);
        const std::string base = buf ? (v % 2 ? "ttmp[4:7]" : "s[4:7]") : (v == 1 ? "vcc" : v == 2 ? "ttmp[2:3]" : "s[2:3]");
        const std::vector<std::string> offs = {buf ? "0xfffff" : "-4", "s9", "m0 offset:0x10"};
        out.push_back(m + " " + data_regs(r.dst_dw, v) + ", " + base + ", " + offs[v] + (v == 1 ? " glc" : ""));
        if (v == 0) out.push_back(m + " " + data_regs(r.dst_dw, 1) + ", " + base + ", 0x10 glc");
        break;
      }
      case Shape::SH_SMEM_TIME:
        if (v < 2) out.push_back(m + " " + (v ? "vcc" : "s[2:3]"));
        break;
      case Shape::SH_SMEM_PROBE: {
        const std::string base = r.has(F_SMEM_BUF) ? "s[4:7]" : "s[2:3]";
        out.push_back(m + " " + std::to_string(v * 3) + ", " + base + ", " +
                      std::vector<std::string>{"0x10", "s4", "m0 offset:0x8"}[v]);
        break;
      }
      case Shape::SH_SMEM_DISCARD:
        out.push_back(m + " s[2:3], " + std::vector<std::string>{"0x10", "s4", "-8"}[v]);
        break;
      case Shape::SH_SMEM_NONE:
        if (v == 0) out.push_back(m);
        break;
      default:
        break;
    }
  }
  return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_row_matches_llvm_mc) {
  std::vector<std::string> lines;
  std::vector<Op> line_op;
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& r = info(Op(k));
    for (auto& l : lines_for(r, k)) {
      lines.push_back(l);
      line_op.push_back(r.op);
    }
  }
  const auto dir = std::filesystem::temp_directory_path() / ("gcn_enc_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto asm_path = dir / "all.s";
  {
    std::ofstream f(asm_path);
    for (auto& l : lines) f << l << "\n";
  }
  std::string err;
  const std::string out = run(std::string(kLlvmMc) + " -show-encoding " + asm_path.string(), &err);
  // A line llvm-mc rejects is a failure (our table or generator disagrees with
  // the oracle); it is reported and left out so the rest is still compared.
  {
    std::set<size_t> rejected;
    for (const Diagnostic& d : diagnostics(err)) {
      if (d.kind != "error") continue;
      const size_t idx = d.line - 1;
      BOOST_ERROR("llvm-mc rejects '" << lines.at(idx) << "' (" << info(line_op[idx]).name << "): " << d.message);
      rejected.insert(idx);
    }
    std::vector<std::string> kept;
    std::vector<Op> kept_op;
    for (size_t i = 0; i < lines.size(); ++i)
      if (!rejected.count(i)) {
        kept.push_back(lines[i]);
        kept_op.push_back(line_op[i]);
      }
    lines.swap(kept);
    line_op.swap(kept_op);
  }

  // "<text> ; encoding: [0x..,...]" per instruction, in input order.
  std::vector<std::vector<uint8_t>> ref_bytes;
  for (auto& e : encoded_lines(out)) ref_bytes.push_back(e.bytes);
  BOOST_REQUIRE_EQUAL(ref_bytes.size(), lines.size());

  // Ours: bytes, and the hex input for llvm-mc --disassemble.
  const auto hex_path = dir / "all.hex";
  std::vector<std::vector<uint32_t>> our_words(lines.size());
  size_t mismatches = 0;
  {
    std::ofstream hf(hex_path);
    for (size_t i = 0; i < lines.size(); ++i) {
      AsmResult a;
      try {
        a = assemble(lines[i], "gen.s");
      } catch (const AsmError& e) {
        BOOST_ERROR("we rejected '" << lines[i] << "': " << e.what());
        ++mismatches;
        continue;
      }
      const std::vector<uint8_t> b = bytes_of(a.words);
      if (b != ref_bytes[i]) {
        BOOST_ERROR("encoding of '" << lines[i] << "': ours " << bytes_text(b) << ", llvm-mc " << bytes_text(ref_bytes[i]));
        ++mismatches;
      }
      our_words[i] = a.words;
      for (auto x : ref_bytes[i]) hf << fmt_hex(x) << ' ';
      hf << '\n';
    }
  }
  BOOST_TEST_MESSAGE("compared encodings of " << lines.size() << " instructions");
  BOOST_CHECK_EQUAL(mismatches, 0u);

  // Disassembly text.
  const std::string dis = run(std::string(kLlvmMc) + " --disassemble " + hex_path.string(), &err);
  BOOST_REQUIRE_MESSAGE(err.empty(), "llvm-mc --disassemble complained:\n" << err);
  std::vector<std::string> ref_text;
  {
    std::istringstream in(dis);
    std::string l;
    while (std::getline(in, l)) {
      l = trim(l);
      if (l.empty() || l[0] == '.') continue;
      ref_text.push_back(l);
    }
  }
  BOOST_REQUIRE_EQUAL(ref_text.size(), lines.size());
  std::set<Op> covered;
  size_t compared = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::vector<uint32_t> w = words_of(ref_bytes[i]);
    const Insn insn = decode(w.data(), w.size());
    BOOST_CHECK_MESSAGE(insn.op == line_op[i], "decoded '" << lines[i] << "' as " << insn.info().name);
    BOOST_CHECK_EQUAL(insn.size_dwords(), w.size());
    const std::string ours = disassemble(insn);
    BOOST_CHECK_MESSAGE(ours == ref_text[i], "disassembly of '" << lines[i] << "': ours '" << ours << "' llvm-mc '"
                                                                 << ref_text[i] << "'");
    // decode(encode(x)) and encode(decode(bytes)) round trips.
    std::array<uint32_t, 3> re{};
    const unsigned n = encode(insn, re);
    BOOST_CHECK_EQUAL(n, w.size());
    for (unsigned k = 0; k < n && k < w.size(); ++k) BOOST_CHECK_EQUAL(re[k], w[k]);
    const Insn again = decode(re.data(), n);
    BOOST_CHECK_EQUAL(disassemble(again), ours);
    covered.insert(insn.op);
    ++compared;
  }
  std::printf("test_encoding: compared %zu instructions covering %zu of %u table rows\n", compared, covered.size(),
              kNumOps);
  BOOST_CHECK_GE(compared, 2000u);
  BOOST_CHECK_EQUAL(covered.size(), size_t(kNumOps));
  std::filesystem::remove_all(dir);
}

// Branch labels resolve to SIMM16 = (target - (pc + 4)) / 4, worked by hand:
// s_branch at 0 to "end" at 12 -> (12 - 4) / 4 = 2; s_cbranch_scc0 at 8 back
// to "top" at 0 -> (0 - 12) / 4 = -3 = 0xfffd.
BOOST_AUTO_TEST_CASE(labels) {
  const AsmResult a = assemble(
      "top:\n"
      "  s_branch end            ; forward\n"
      "  s_add_u32 s0, s0, 1\n"
      "  s_cbranch_scc0 top      // backward\n"
      "end: s_endpgm\n",
      "l.s");
  BOOST_REQUIRE_EQUAL(a.words.size(), 4u);
  BOOST_CHECK_EQUAL(a.words[0], 0xBF820002u);
  BOOST_CHECK_EQUAL(a.words[1], 0x80008100u);
  BOOST_CHECK_EQUAL(a.words[2], 0xBF84FFFDu);
  BOOST_CHECK_EQUAL(a.words[3], 0xBF810000u);
  BOOST_CHECK_EQUAL(a.labels.at("top"), 0u);
  BOOST_CHECK_EQUAL(a.labels.at("end"), 12u);
  BOOST_REQUIRE_EQUAL(a.lines.size(), 4u);
  BOOST_CHECK_EQUAL(a.lines[0].first, 0u);
  BOOST_CHECK_EQUAL(a.lines[0].second, 2u);
  BOOST_CHECK_EQUAL(a.lines[3].first, 12u);
  BOOST_CHECK_EQUAL(a.lines[3].second, 5u);
  // A literal makes the instruction two dwords; the label after it moves.
  const AsmResult b = assemble("s_mov_b32 s0, 0x12345678\nx:\ns_call_b64 s[2:3], x\n", "l.s");
  BOOST_REQUIRE_EQUAL(b.words.size(), 3u);
  BOOST_CHECK_EQUAL(b.labels.at("x"), 8u);
  BOOST_CHECK_EQUAL(b.words[2], 0xBA82FFFFu);  // (8 - 12) / 4 = -1
}

// DS lines llvm-mc rejects are rejected by our assembler too: offsets out of
// range or of the wrong form, a missing gds on the GDS-only rows, gds where the
// row has none, operand sizes, bad swizzle macros, repeated modifiers.
BOOST_AUTO_TEST_CASE(ds_rejections_match_llvm_mc) {
  const std::vector<std::string> bad = {
      // FLAT/GLOBAL/SCRATCH (llvm-mc-16 rejects each; see test_asm_errors for
      // the messages).
      "flat_load_dword v1, v[2:3] offset:4096",
      "flat_load_dword v1, v2",
      "flat_load_dword v1, v[2:3], off",
      "flat_load_dword v[2:3] lds",
      "flat_atomic_add v1, v[2:3], v4",
      "flat_atomic_add v[2:3], v4 glc",
      "global_load_dword v1, v[2:3], off offset:4096",
      "global_load_dword v1, v[2:3], s[4:5]",
      "global_load_dword v1, v2, off",
      "global_load_dword v1, v2, s4",
      "global_load_dword v1, v2, m0",
      "global_load_dword v1, v[2:3], off lds",
      "global_load_dwordx2 v[2:3], off lds",
      "global_load_dword v1, v2, s[4:5] tfe",
      "global_store_dword v[2:3], v1, off glc glc",
      "scratch_load_dword v1, v2, s4",
      "scratch_load_dword v1, off, off",
      "scratch_load_dword v1, off, s[4:5]",
      "scratch_load_dword v1, off, exec_hi",
      "scratch_load_dword v1, v[2:3], off",
      "scratch_store_dword v1, v2",
      // MUBUF/MTBUF (see test_asm_errors for the messages).
      "buffer_load_dword v1, off, s[4:7], s1 offset:65536",
      "buffer_load_dword v1, off, s[4:7], s1 offset:-1",
      "buffer_load_dword v1, v2, s[4:7], s1",
      "buffer_load_dword v1, off, s[4:7], s1 offen",
      "buffer_load_dword v1, v2, s[4:7], s1 idxen offen",
      "buffer_load_dword v1, v[2:3], s[4:7], s1 offen idxen",
      "buffer_load_dword v1, v2, s[4:7], s1 glc offen",
      "buffer_load_dword v1, off, s[5:8], s1",
      "buffer_load_dword v1, off, s[100:103], s1",
      "buffer_load_dword v1, off, xnack_mask, s1",
      "buffer_load_dword v1, off, s[4:7], s[2:3]",
      "buffer_load_dword v1, off, s[4:7], 65",
      "buffer_load_dword v1, off, s[4:7], 1.5",
      "buffer_load_dword v1, off, s[4:7], null",
      "buffer_load_dword v1, off, s[4:7], src_lds_direct",
      "buffer_load_dword v1, off, s[4:7], v1",
      "buffer_load_dword v1, off, s[4:7], s1 lds",
      "buffer_load_dword v1, off, s[4:7], s1 glc glc",
      "buffer_load_dword v1, off, s[4:7], s1 tfe",
      "buffer_load_dword off, s[4:7], s1 lds tfe",
      "buffer_load_dwordx2 off, s[4:7], s1 lds",
      "buffer_load_ubyte_d16 off, s[4:7], s1 lds",
      "buffer_store_dword v[1:2], off, s[4:7], s1 tfe",
      "buffer_atomic_add v1, off, s[4:7], s1 glc tfe",
      "buffer_store_lds_dword s[4:7], s1",
      "buffer_store_lds_dword s[4:7], s1 glc lds",
      "buffer_store_lds_dword s[4:7], s1 lds offset:4",
      "buffer_store_lds_dword v1, s[4:7], s1 offen lds",
      "buffer_wbinvl1 glc",
      "buffer_wbinvl1 off",
      "tbuffer_load_format_x v1, off, s[4:7], s1 glc format:[BUF_DATA_FORMAT_32]",
      "tbuffer_load_format_x v1, off, s[4:7], s1 format:128",
      "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_DATA_FORMAT_16]",
      "tbuffer_load_format_x v1, off, s[4:7], s1 format:[]",
      "tbuffer_load_format_x v1, off, s[4:7], s1 format:[FOO]",
      "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_FMT_32_FLOAT]",
      "tbuffer_load_format_x v1, off, s[4:7], s1 lds",
      "tbuffer_load_format_x v[1:2], off, s[4:7], s1 tfe",
      "flat_load_dword v1, v[2:3] glc glc",
      "flat_load_dword v1, v[2:3] glc offset:4",
      "global_load_dword v[2:3], off lds slc",

      "ds_read_b32 v1, v2 offset:65536",
      "ds_read_b32 v1, v2 offset:-1",
      "ds_read_b32 v1, v2 offset0:4",
      "ds_read2_b32 v[1:2], v2 offset:4",
      "ds_read2_b32 v[1:2], v2 offset0:256",
      "ds_read_b32 v1, v2 offset:4 offset:8",
      "ds_gws_init v1 offset:3",
      "ds_ordered_count v1, v2 offset:4",
      "ds_permute_b32 v1, v2, v3 gds",
      "ds_nop gds",
      "ds_nop offset:4",
      "ds_read_b32 v[1:2], v2",
      "ds_write_b64 v1, v2",
      "ds_read2_b64 v[1:2], v3",
      "ds_write2_b32 v1, v2",
      "ds_add_u32 v1, s2",
      "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,3)",
      "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,4,4)",
      "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,4)",
      "ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,\"01x00\")",
      "ds_read_b32 v1, v2 gds gds",
  };
  const auto dir = std::filesystem::temp_directory_path() / ("gcn_enc_ds_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  for (const std::string& l : bad) {
    const auto path = dir / "bad.s";
    {
      std::ofstream f(path);
      f << l << "\n";
    }
    std::string err;
    run(std::string(kLlvmMc) + " -show-encoding " + path.string(), &err);
    BOOST_CHECK_MESSAGE(err.find("error") != std::string::npos, "llvm-mc accepts '" << l << "'");
    BOOST_CHECK_THROW(assemble(l, "bad.s"), AsmError);
  }
  std::filesystem::remove_all(dir);
}

// Operands llvm-mc-16 decodes, prints and encodes that we once got wrong:
// src_lds_direct (code 254) as a VOP source 0, VOP3 op_sel on the 16-bit
// rows that take it (bits [14:11]: sources, then the destination), the SMEM
// probe field (decimal up to 64, hex above), 16-bit literals in their inline
// spelling, SGPR tuples past s101 and "null". For each line: our bytes equal
// llvm-mc -show-encoding's, and our disassembly of those bytes equals
// llvm-mc --disassemble's.
BOOST_AUTO_TEST_CASE(operand_regressions_match_llvm_mc) {
  const std::vector<std::string> src = {
      // Vector memory spellings llvm-mc accepts beyond its printed form.
      "global_load_dword v1, v[2:3], off, offset:4",
      "flat_load_dword v1, v[2:3], offset:4",
      "flat_load_dword v1, v[2:3] offset : 4",
      "global_load_dword v1, v[2:3], off offset:0x10",
      "global_load_dword v1, v[2:3], off offset:-0",
      "global_atomic_add v1, v[2:3], v4, off offset:-1 slc glc",
      "scratch_load_dword v1, off, xnack_mask_hi",
      // Buffer spellings beyond the printed form: offset:0, an offset past
      // 4095 (llvm-mc-16 keeps its low 12 bits), commas before and between
      // the modifiers, operands without commas, a numeric MTBUF format, names
      // in either order, the default format spelled out and the legacy
      // dfmt:/nfmt: before soffset.
      "buffer_load_dword v1, off, s[4:7], s1 offset:0",
      "buffer_load_dword v1, off, s[4:7], s1 offset:4097",
      "buffer_load_dword v1, off, s[4:7], s1 offset:65535",
      "buffer_load_dword v1, v2, s[4:7], s1, offen, offset:4, glc",
      "buffer_load_dword v1, off, s[4:7], 0x40",
      "buffer_store_lds_dword s[4:7], s1 offset:4 lds glc slc",
      "tbuffer_load_format_x v1, off, s[4:7], s1 format:34",
      "tbuffer_load_format_x v1, off, s[4:7], s1, format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_32]",
      "tbuffer_load_format_x v1, off, s[4:7], s1 format:[ BUF_DATA_FORMAT_8 , BUF_NUM_FORMAT_UNORM ]",
      "tbuffer_store_format_d16_xyzw v[1:2], v[2:3], s[4:7], s1 format:[BUF_NUM_FORMAT_UINT] idxen offen",
      "tbuffer_load_format_x v1, off, s[4:7], dfmt:4, s1",
      "buffer_load_dword v1 off s[4:7] s1 glc",
      "buffer_store_lds_dword s[4:7] s1 lds",
      "tbuffer_load_format_x v1, off, s[4:7] dfmt:4 s1",
      "tbuffer_load_format_x v1, off, s[4:7], nfmt:7, dfmt:15, s1",
      "tbuffer_store_format_xy v[1:2], v2, s[4:7], dfmt:0 nfmt:1 s1 offen glc",
      "v_log_f32_e32 v243, src_lds_direct",
      "v_log_f32_e64 v243, src_lds_direct",
      "v_mov_b32 v0, lds_direct",
      "v_add_f32_e64 v0, src_lds_direct, v1",
      "v_addc_co_u32 v1, vcc, src_lds_direct, v2, vcc",
      "v_mad_f16 v66, v25, -|v107|, -s53 op_sel:[1,1,0,0] clamp mul:2",
      "v_mad_u16 v0, v1, v2, v3 op_sel:[1,0,0,1]",
      "v_fma_f16 v0, v1, v2, v3 op_sel:[0,0,0,1]",
      "v_add_i16 v0, v1, v2 op_sel:[0,1,1] clamp",
      "v_pack_b32_f16 v0, v1, v2 op_sel:[1,0,0]",
      "v_med3_i16 v149, v1, s87, v24 op_sel:[1,1,1,0]",
      "v_mad_f16 v0, v1, v2, v3 op_sel:[1,1]",
      "v_add_i16 v0, v1, v2 op_sel:[1,0,0,1]",
      "s_atc_probe_buffer 0x54, s[20:23], s49",
      "s_atc_probe 0x41, s[2:3], 0x10",
      "s_atc_probe 64, s[2:3], 0x10",
      "s_atc_probe 0x7f, s[2:3], s4",
      "v_min_f16 v121, -4.0, v159",
      "v_lshrrev_b16 v57, 0xfff0, v115",
      "v_sad_u16 v6, -2.0, v145, v79",
      "v_mad_u32_u16 v32, s57, v249, 2.0",
      "s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x3f800000",
      "s_setpc_b64 src_shared_base",
      "s_movrels_b32 s0, src_scc",
      "s_rfe_restore_b64 0x7d8e7917, s37",
      "s_rfe_restore_b64 ttmp[14:15], 0xc400",
      "v_readfirstlane_b32 src_scc, v88",
  };
  TempDir dir("gcn_enc_reg");
  const auto asm_path = dir.path / "reg.s";
  {
    std::ofstream f(asm_path);
    for (auto& l : src) f << l << "\n";
  }
  std::string err;
  const std::vector<Encoded> ref = encoded_lines(run(std::string(kLlvmMc) + " -show-encoding " + asm_path.string(), &err));
  BOOST_REQUIRE_MESSAGE(err.empty(), "llvm-mc rejects a line:\n" << err);
  BOOST_REQUIRE_EQUAL(ref.size(), src.size());
  const auto hex_path = dir.path / "reg.hex";
  {
    std::ofstream f(hex_path);
    for (auto& e : ref) f << bytes_text(e.bytes) << "\n";
  }
  const std::string dis = run(std::string(kLlvmMc) + " --disassemble " + hex_path.string(), &err);
  BOOST_REQUIRE_MESSAGE(err.empty(), "llvm-mc --disassemble complained:\n" << err);
  std::vector<std::string> ref_text;
  {
    std::istringstream in(dis);
    std::string l;
    while (std::getline(in, l))
      if (l = trim(l); !l.empty() && l[0] != '.') ref_text.push_back(l);
  }
  BOOST_REQUIRE_EQUAL(ref_text.size(), src.size());
  for (size_t i = 0; i < src.size(); ++i) {
    BOOST_TEST_CONTEXT(src[i]) {
      try {
        BOOST_CHECK_EQUAL(bytes_text(bytes_of(assemble(src[i], "reg.s").words)), bytes_text(ref[i].bytes));
      } catch (const AsmError& e) {
        BOOST_ERROR("we reject it: " << e.what());
      }
      const std::vector<uint32_t> w = words_of(ref[i].bytes);
      try {
        BOOST_CHECK_EQUAL(disassemble(decode(w.data(), w.size())), ref_text[i]);
      } catch (const DecodeError& e) {
        BOOST_ERROR("we cannot decode llvm-mc's bytes: " << e.what());
      }
    }
  }
}

// Operands llvm-mc-16 rejects, rejected by our assembler too: src_lds_direct
// outside VOP source 0, on "rev" opcodes and in scalar instructions; op_sel
// on rows without it or longer than 4; a literal as the second source
// of s_cbranch_g_fork; special sources of the wrong class where only
// registers are taken.
BOOST_AUTO_TEST_CASE(operand_rejections_match_llvm_mc) {
  const std::vector<std::string> bad = {
      "v_add_f32 v0, v1, src_lds_direct",
      "v_fma_f32 v0, v1, v2, src_lds_direct",
      "v_subrev_u32 v0, src_lds_direct, v1",
      "s_mov_b32 s0, src_lds_direct",
      "v_add_f32_e64 v0, v1, v2 op_sel:[1,0,0]",
      "v_mad_legacy_f16 v0, v1, v2, v3 op_sel:[1,0,0,0]",
      "v_mad_f16 v0, v1, v2, v3 op_sel:[1,0,0,0,1]",
      "s_cbranch_g_fork ttmp[8:9], 0xffffffef",
      "s_setpc_b64 src_scc",
      "s_movrels_b32 s4, src_private_limit",
      "s_cbranch_g_fork 0x3e6ff505, s[2:3]",
      "v_readfirstlane_b32 src_shared_base, v187",
  };
  TempDir dir("gcn_enc_rej");
  for (const std::string& l : bad) {
    const auto path = dir.path / "bad.s";
    std::ofstream(path) << l << "\n";
    std::string err;
    run(std::string(kLlvmMc) + " -show-encoding " + path.string(), &err);
    BOOST_CHECK_MESSAGE(err.find("error") != std::string::npos, "llvm-mc accepts '" << l << "'");
    BOOST_CHECK_THROW(assemble(l, "bad.s"), AsmError);
  }
}
