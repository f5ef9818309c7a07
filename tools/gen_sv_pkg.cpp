// Emits the SystemVerilog package gcn_isa_pkg from model/isa.def, so the RTL
// never lists an opcode: it names instructions by the generated OP_* enumerators
// and asks the generated functions for every per-instruction attribute.
//
// Usage: gen_sv_pkg <output.sv>
//
// The VALU control of each vector ALU row (execution unit, micro-operation,
// operand routing) comes from the row's UOP column in isa.def (V_ADD_CO_U32
// names INT_ADD_CO_U32, V_CMPX_LT_F32 names FP_CMP_LT; the words are
// model/valu_uops.h's), and what the row writes from its shape. The micro-op
// enumerators live in the generated package gcn_valu_uop_pkg
// (tools/gen_uop_pkg, from the same isa.def (micro-op section)), so a UOP that names no
// micro-op does not compile. An executable row must name one; rows the RTL
// cannot run yet are F_UNSUP in isa.def (so the golden model rejects them
// too) and name NO_UOP.
//
// The output is plain synthesizable SV (case statements, no `return`) that
// Verilator -Wall and Yosys read without complaint.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "write_if_changed.h"
#include "apertures.h"
#include "commit.h"
#include "ds_op.h"
#include "vmem_op.h"
#include "insn.h"
#include "isa.h"
#include "valu_uops.h"
#include "wait_counts.h"

namespace {

using namespace gcn;
using namespace gcn::vuop;

struct Row {
  std::string name;
  std::string format;
  unsigned format_value;
  unsigned opcode;
  std::string shape;
  unsigned shape_value;
  unsigned dst_dw, src0_dw, src1_dw, src2_dw;
  uint32_t flags;
  int vop3_opcode;  // opcode in the shared VOP3A/VOP3B space, -1 if none
  RowUop uop;       // the UOP column (NO_UOP for rows without one)
};

const std::vector<Row> kRows = {
#define GCN_VALU_INSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, S2, FLAGS, UOP)                    \
  Row{#NAME, #FMT, static_cast<unsigned>(Format::FMT), OPC, #SHAPE,                       \
      static_cast<unsigned>(Shape::SHAPE), DST, S0, S1, S2, static_cast<uint32_t>(FLAGS),   \
      has_vop3_form(info(Op::NAME)) && Format::FMT != Format::VOP3P                        \
          ? static_cast<int>(vop3_opcode(info(Op::NAME))) : -1, UOP},
#define GCN_VINSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, S2, FLAGS) \
  GCN_VALU_INSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, S2, FLAGS, NO_UOP)
#define GCN_INSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, FLAGS, GFX678) GCN_VINSN(NAME, FMT, OPC, SHAPE, DST, S0, S1, 0, FLAGS)
#include "isa.def"
#undef GCN_INSN
#undef GCN_VINSN
#undef GCN_VALU_INSN
};

// Flag names for the F_* localparams. Checked below against every bit the
// table uses, so a flag added to isa.h without a name here fails the build.
struct FlagName {
  const char* name;
  uint32_t bit;
};
const FlagName kFlags[] = {
    {"F_WSCC", F_WSCC},       {"F_RSCC", F_RSCC},         {"F_RDST", F_RDST},
    {"F_BRANCH", F_BRANCH},   {"F_REXEC", F_REXEC},       {"F_WEXEC", F_WEXEC},
    {"F_RM0", F_RM0},         {"F_LIT64_SEXT", F_LIT64_SEXT}, {"F_ENDPGM", F_ENDPGM},
    {"F_SMEM_BUF", F_SMEM_BUF}, {"F_SMEM_SCRATCH", F_SMEM_SCRATCH}, {"F_UNSUP", F_UNSUP},
    {"F_NOE64", F_NOE64},     {"F_VMODS", F_VMODS},       {"F_VCLAMP", F_VCLAMP},
    {"F_VOMOD", F_VOMOD},     {"F_SRC16", F_SRC16},       {"F_RVCC", F_RVCC},
    {"F_FP64", F_FP64},       {"F_MODS0", F_MODS0},       {"F_DS_ST64", F_DS_ST64},
    {"F_DS_GDS", F_DS_GDS},   {"F_DS_NOGDS", F_DS_NOGDS}, {"F_SCC_NZ", F_SCC_NZ},
    {"F_OPSEL", F_OPSEL}, {"F_VM_LDS", F_VM_LDS},
};

unsigned bits_for(unsigned values) {
  unsigned b = 1;
  while ((1u << b) < values) ++b;
  return b;
}

std::string hex(uint64_t v, unsigned width) {
  std::ostringstream s;
  s << width << "'h" << std::hex << v;
  return s.str();
}

std::string dec(unsigned v, unsigned width) { return std::to_string(width) + "'d" + std::to_string(v); }


bool is_vector_row(const Row& r) { return is_vector(static_cast<Format>(r.format_value)); }
bool is_ds_row(const Row& r) { return static_cast<Format>(r.format_value) == Format::DS; }
bool is_vmem_row(const Row& r) { return is_vmem(static_cast<Format>(r.format_value)); }

enum class VSpecial { None, Nop, ReadLane, ReadFirstLane, WriteLane };

// VALU control of one vector ALU row: the UOP column, what the shape says
// about lane-crossing rows and writes.
struct VCtl {
  Unit unit = Unit::None;
  VSpecial special = VSpecial::None;
  std::string uop;      // enumerator without prefix
  bool swap = false;    // issue S0/S1 exchanged (non-rev form of a rev-only op)
  bool mac = false;     // S2 is the destination VGPR (V_MAC_*)
  bool wvgpr = false;   // writes VDST
  bool wsd = false;     // writes a per-lane bit mask to an SGPR pair (VCC/SDST)
};

VCtl vector_control(const Row& r) {
  VCtl c;
  if (!is_vector_row(r)) return c;
  const bool unsup = (r.flags & F_UNSUP) != 0;
  if (unsup != (r.uop.unit == Unit::None))
    throw std::runtime_error(r.name + (unsup ? ": an F_UNSUP row names a UOP; it must be NO_UOP"
                                             : ": an executable vector row needs a UOP (isa.def)"));
  if (unsup) return c;
  c.unit = r.uop.unit;
  c.uop = std::string(r.uop.name);
  c.swap = r.uop.swap;
  c.mac = r.uop.mac;

  // Lane-crossing rows: the integer lane moves the data (S0).
  if (r.shape == "SH_VOP3_READLANE") c.special = VSpecial::ReadLane;
  else if (r.shape == "SH_VOP1_READFIRSTLANE") c.special = VSpecial::ReadFirstLane;
  else if (r.shape == "SH_VOP3_WRITELANE") c.special = VSpecial::WriteLane;
  else if (r.uop.nop) c.special = VSpecial::Nop;
  if (c.special != VSpecial::None) {
    if (c.unit != Unit::Int || r.uop.code != INT_MOV_B32.code || c.swap || c.mac)
      throw std::runtime_error(r.name + ": a lane-crossing or no-op row runs INT_MOV_B32");
    c.wvgpr = c.special == VSpecial::WriteLane;
    return c;
  }
  c.wvgpr = r.shape != "SH_VOPC";
  c.wsd = r.shape == "SH_VOPC" || r.shape == "SH_VOP2_CARRYOUT" || r.shape == "SH_VOP2_CARRYIN" ||
          r.shape == "SH_VOP3B";
  return c;
}

class Writer {
 public:
  explicit Writer(std::ostream& o) : o_(o) {
    for (const Row& r : kRows) vctl_.push_back(vector_control(r));
  }

  void run() {
    collect();
    header();
    types();
    operand_codes();
    cu_config_codes();
    format_decode();
    op_decode();
    scalar_sources();
    attribute("op_format", "format_e", [](const Row& r) { return "FMT_" + r.format; }, "FMT_INVALID");
    attribute("op_opcode", "logic [9:0]", [](const Row& r) { return dec(r.opcode, 10); }, "10'd0");
    attribute("op_shape", "shape_e", [](const Row& r) { return r.shape; }, shape_names_.begin()->second);
    attribute("op_dst_dw", "logic [4:0]", [](const Row& r) { return dec(r.dst_dw, 5); }, "5'd0");
    // Scalar/VALU source sizes; DS rows report 0 here (their DATA0 may be 4
    // dwords) and have their VGPR operand sizes in the op_ds_* functions.
    // Vector memory rows (F_UNSUP, not executed yet: no RTL consumer) report
    // 0 too; their DATA may be 4 dwords.
    auto src = [](const Row& r, unsigned dw) { return is_ds_row(r) || is_vmem_row(r) ? 0u : dw; };
    attribute("op_src0_dw", "logic [1:0]", [&](const Row& r) { return dec(src(r, r.src0_dw), 2); }, "2'd0");
    attribute("op_src1_dw", "logic [1:0]", [&](const Row& r) { return dec(src(r, r.src1_dw), 2); }, "2'd0");
    attribute("op_src2_dw", "logic [2:0]", [&](const Row& r) { return dec(src(r, r.src2_dw), 3); }, "3'd0");
    auto ds = [](const Row& r, unsigned dw) { return is_ds_row(r) ? dw : 0u; };
    attribute("op_ds_addr_dw", "logic", [&](const Row& r) { return dec(ds(r, r.src0_dw), 1); }, "1'd0");
    attribute("op_ds_data0_dw", "logic [2:0]", [&](const Row& r) { return dec(ds(r, r.src1_dw), 3); }, "3'd0");
    attribute("op_ds_data1_dw", "logic [2:0]", [&](const Row& r) { return dec(ds(r, r.src2_dw), 3); }, "3'd0");
    ds_attributes();
    // Vector memory DATA dwords (isa.def DATA column), for the decoder's
    // VGPR-range check; 0 on other rows.
    attribute("op_vm_data_dw", "logic [2:0]", [](const Row& r) { return dec(is_vmem_row(r) ? r.src1_dw : 0u, 3); },
              "3'd0");
    // Unknown encodings behave like unsupported instructions: illegal.
    attribute("op_flags", "flags_t", [this](const Row& r) { return hex(r.flags, flag_bits_); },
              hex(F_UNSUP, flag_bits_));
    // MemOpKind (model/commit.h), named by mem_op_name: MEM_KIND_STORE,
    // MEM_KIND_ATOMIC_SWAP, ... (the FPGA shell's memory adapter).
    o_ << "  // Memory-port request kinds: MemOpKind (model/commit.h), then the kinds past it.\n";
    for (unsigned k = 0; k <= unsigned(MemOpKind::AtomicDec); ++k) {
      std::string name = mem_op_name(MemOpKind(k));
      for (char& c : name) c = char(std::toupper(static_cast<unsigned char>(c)));
      o_ << "  localparam logic [3:0] MEM_KIND_" << name << " = " << dec(k, 4) << ";\n";
    }
    o_ << "  localparam logic [3:0] MEM_KIND_LOAD = " << dec(kMemKindLoad, 4) << ";\n"
       << "  localparam logic [3:0] MEM_KIND_NONE = " << dec(kMemKindNone, 4) << ";\n\n";
    attribute("op_mem_kind", "logic [3:0]", [](const Row& r) { return dec(mem_kind(r), 4); }, "MEM_KIND_LOAD");
    vmem_attributes();
    attribute("op_atomic64", "logic", [](const Row& r) { return smem_atomic64(row_info(r)) ? "1'b1" : "1'b0"; },
              "1'b0");
    // S_WAITCNT counters: what the instruction adds at issue (model/wait_counts.h).
    attribute("op_lgkm_inc", "logic [1:0]", [](const Row& r) { return dec(wait_increment(row_info(r)).lgkm, 2); },
              "2'd0");
    attribute("op_vm_inc", "logic", [](const Row& r) { return wait_increment(row_info(r)).vm ? "1'b1" : "1'b0"; },
              "1'b0");
    valu_attributes();
    o_ << "  /* verilator lint_on UNUSEDSIGNAL */\n"
          "  /* verilator lint_on UNUSEDPARAM */\n\n"
          "endpackage : gcn_isa_pkg\n";
  }

 private:
  void collect() {
    uint32_t used = 0;
    for (const Row& r : kRows) {
      used |= r.flags;
      shape_names_[r.shape_value] = r.shape;
      format_names_[r.format_value] = r.format;
    }
    // SMRD, gfx6/gfx7's encoding of the SMEM rows, is no row's own format.
    format_names_[static_cast<unsigned>(Format::SMRD)] = format_name(Format::SMRD);
    uint32_t named = 0;
    for (const FlagName& f : kFlags) named |= f.bit;
    if ((used & ~named) != 0)
      throw std::runtime_error("gen_sv_pkg: isa.def uses a flag bit with no name in kFlags");
    uint32_t top = 0;
    for (const FlagName& f : kFlags) top = std::max(top, f.bit);
    flag_bits_ = 1;
    while ((1u << (flag_bits_ - 1)) < top) ++flag_bits_;
    op_bits_ = bits_for(static_cast<unsigned>(kRows.size()) + 1);
    shape_bits_ = bits_for(shape_names_.rbegin()->first + 1);
    format_bits_ = bits_for(static_cast<unsigned>(format_names_.size()) + 1);
  }

  // Vector memory control of the executable FLAT/GLOBAL/SCRATCH rows, from
  // model/vmem_op.h (the golden model's reading): op_vm_kind VMK_NONE (the
  // decoder makes such a row illegal), load, store or atomic (vm_kind_e);
  // bytes per lane; {hi, d16, sign}.
  static VmemOp vm_op(const Row& r) {
    const InsnInfo& i = row_info(r);
    return (is_vmem_row(r) && executable(i)) ? vmem_op(i) : VmemOp{};
  }
  // VmemKind as the SV enum vm_kind_e (VMK_<name>, numbered as in C++).
  static std::string vm_kind_name(VmemKind k) {
    switch (k) {
      case VmemKind::Load: return "VMK_LOAD";
      case VmemKind::Store: return "VMK_STORE";
      case VmemKind::Atomic: return "VMK_ATOMIC";
      case VmemKind::Unsupported: break;
    }
    return "VMK_NONE";
  }
  // gcn_lds_atomic_pkg's name for an LDS atomic; LDS_AT_ADD for a row that is no atomic.
  static std::string lds_atomic_enum(bool atomic, DsAtomic a) {
    return std::string("gcn_lds_atomic_pkg::LDS_AT_") + (atomic ? ds_atomic_sv_name(a) : "ADD");
  }
  void vmem_attributes() {
    o_ << "  // Vector memory row kind (model/vmem_op.h VmemKind).\n  typedef enum logic [1:0] {\n";
    for (VmemKind k : {VmemKind::Unsupported, VmemKind::Load, VmemKind::Store, VmemKind::Atomic})
      o_ << "    " << vm_kind_name(k) << " = " << dec(static_cast<unsigned>(k), 2)
         << (k == VmemKind::Atomic ? "\n" : ",\n");
    o_ << "  } vm_kind_e;\n\n";
    attribute("op_vm_kind", "vm_kind_e", [](const Row& r) { return vm_kind_name(vm_op(r).kind); }, "VMK_NONE");
    attribute("op_vm_bytes", "logic [4:0]", [](const Row& r) { return dec(vm_op(r).bytes, 5); }, "5'd0");
    attribute("op_vm_mods", "logic [2:0]", [](const Row& r) {
      const VmemOp o = vm_op(r);
      return dec((o.hi ? 4u : 0u) | (o.d16 ? 2u : 0u) | (o.sign ? 1u : 0u), 3);
    }, "3'd0");
    // The LDS atomic of the same arithmetic, for a FLAT atomic lane in the
    // shared aperture; LDS_AT_ADD (unused) for rows that are not atomics.
    attribute("op_vm_atomic", "gcn_lds_atomic_pkg::lds_atomic_e", [](const Row& r) {
      const VmemOp o = vm_op(r);
      const bool at = o.kind == VmemKind::Atomic;
      return lds_atomic_enum(at, o.atomic);
    }, "gcn_lds_atomic_pkg::LDS_AT_ADD");
  }

  // MemOpKind numbering (commit.h) for the dm_req_kind port: kMemKindLoad
  // for a load, 0 = store, atomics 1..13. Atomic opcodes are regular in the Vega "SMEM
  // Opcodes" table: OP[4:0] runs swap, cmpswap, add, sub, smin, umin, smax,
  // umax, and, or, xor, inc, dec (MemOpKind order), OP[5] selects _X2.
  static unsigned mem_kind(const Row& r) {
    if (is_vmem_row(r) && vm_op(r).kind != VmemKind::Unsupported)
      return vm_op(r).kind == VmemKind::Load ? kMemKindLoad : unsigned(vm_op(r).mem_kind);
    if (r.shape == "SH_SMEM_STORE") return 0;
    if (r.shape == "SH_SMEM_ATOMIC") return 1 + (r.opcode & 0x1F);
    return kMemKindLoad;
  }
  // VALU control (VCtl) as one function per field; F_UNSUP and scalar rows
  // have VU_NONE.
  void valu_attributes() {
    auto ctl = [this](const Row& r) -> const VCtl& { return vctl_[&r - kRows.data()]; };
    auto bit = [](bool b) -> std::string { return b ? "1'b1" : "1'b0"; };
    attribute("op_vunit", "vunit_e", [&](const Row& r) {
      const Unit u = ctl(r).unit;
      return std::string(u == Unit::Int ? "VU_INT" : u == Unit::Fp ? "VU_FP" : "VU_NONE");
    }, "VU_NONE");
    attribute("op_vspecial", "vspecial_e", [&](const Row& r) {
      switch (ctl(r).special) {
        case VSpecial::Nop: return std::string("VS_NOP");
        case VSpecial::ReadLane: return std::string("VS_READLANE");
        case VSpecial::ReadFirstLane: return std::string("VS_READFIRSTLANE");
        case VSpecial::WriteLane: return std::string("VS_WRITELANE");
        case VSpecial::None: break;
      }
      return std::string("VS_NONE");
    }, "VS_NONE");
    const std::string pkg = "gcn_valu_uop_pkg::";
    attribute("op_int_uop", pkg + "int_op_e", [&](const Row& r) {
      return pkg + "INT_" + (ctl(r).unit == Unit::Int ? ctl(r).uop : std::string(INT_MOV_B32.name));
    }, pkg + "INT_" + std::string(INT_MOV_B32.name));
    attribute("op_fp_uop", pkg + "fp_op_e", [&](const Row& r) {
      return pkg + "FP_" + (ctl(r).unit == Unit::Fp ? ctl(r).uop : std::string(FP_ADD.name));
    }, pkg + "FP_" + std::string(FP_ADD.name));
    attribute("op_vswap", "logic", [&](const Row& r) { return bit(ctl(r).swap); }, "1'b0");
    attribute("op_vmac", "logic", [&](const Row& r) { return bit(ctl(r).mac); }, "1'b0");
    attribute("op_vwvgpr", "logic", [&](const Row& r) { return bit(ctl(r).wvgpr); }, "1'b0");
    attribute("op_vwsd", "logic", [&](const Row& r) { return bit(ctl(r).wsd); }, "1'b0");
  }

  // DS control, from the row's KIND and ATOMIC columns and its name's type
  // token (model/ds_op.h ds_op, which the golden model runs on too). Rows
  // that are not executable get DSC_NONE (the decoder makes them illegal
  // anyway).
  void ds_attributes() {
    auto op = [](const Row& r) {
      // kRows is isa.def in order, as the Op enumerators are.
      const InsnInfo& i = row_info(r);
      return (is_ds_row(r) && executable(i)) ? ds_op(i) : DsOp{};
    };
    attribute("op_ds_class", "gcn_lds_pkg::ds_class_e", [&](const Row& r) {
      switch (op(r).kind) {
        case DsKind::Nop: return std::string("gcn_lds_pkg::DSC_NOP");
        case DsKind::Swizzle: return std::string("gcn_lds_pkg::DSC_SWIZZLE");
        case DsKind::Permute: return std::string("gcn_lds_pkg::DSC_PERMUTE");
        case DsKind::Bpermute: return std::string("gcn_lds_pkg::DSC_BPERMUTE");
        case DsKind::Unsupported: return std::string("gcn_lds_pkg::DSC_NONE");
        default: return std::string("gcn_lds_pkg::DSC_MEM");
      }
    }, "gcn_lds_pkg::DSC_NONE");
    attribute("op_ds_kind", "gcn_lds_pkg::lds_kind_e", [&](const Row& r) {
      switch (op(r).kind) {
        case DsKind::Write: return std::string("gcn_lds_pkg::LDS_WRITE");
        case DsKind::Atomic: return std::string("gcn_lds_pkg::LDS_ATOMIC");
        case DsKind::Read2: return std::string("gcn_lds_pkg::LDS_READ2");
        case DsKind::Write2: return std::string("gcn_lds_pkg::LDS_WRITE2");
        case DsKind::Wrxchg2: return std::string("gcn_lds_pkg::LDS_WRXCHG2");
        default: return std::string("gcn_lds_pkg::LDS_READ");
      }
    }, "gcn_lds_pkg::LDS_READ");
    attribute("op_ds_bytes", "logic [4:0]", [&](const Row& r) { return dec(op(r).bytes, 5); }, "5'd0");
    // {st64, hi, d16, sign}
    attribute("op_ds_mods", "logic [3:0]", [&](const Row& r) {
      const DsOp o = op(r);
      const bool st64 = o.bytes != 0 && o.stride == 64 * o.bytes;
      return dec((st64 ? 8u : 0u) | (o.hi ? 4u : 0u) | (o.d16 ? 2u : 0u) | (o.sign ? 1u : 0u), 4);
    }, "4'd0");
    // The atomic by name (gcn_lds_atomic_pkg, generated from isa.def (atomic section));
    // LDS_AT_ADD (unused) for rows that are not LDS_ATOMIC.
    attribute("op_ds_atomic", "gcn_lds_atomic_pkg::lds_atomic_e", [&](const Row& r) {
      const DsOp o = op(r);
      const bool at = o.kind == DsKind::Atomic;
      return lds_atomic_enum(at, o.atomic);
    }, "gcn_lds_atomic_pkg::LDS_AT_ADD");
  }

  static const InsnInfo& row_info(const Row& r) { return info(static_cast<Op>(&r - kRows.data())); }

  void header() {
    o_ << "// Generated by tools/gen_sv_pkg from model/isa.def. Do not edit:\n"
          "// change the table and rebuild.\n"
          "package gcn_isa_pkg;\n\n"
          "  // A design uses only some of the constants and fields listed here.\n"
          "  /* verilator lint_off UNUSEDPARAM */\n"
          "  /* verilator lint_off UNUSEDSIGNAL */\n\n";
    o_ << "  localparam int unsigned NUM_OPS = " << kRows.size() << ";\n\n";
    generations();
  }

  // The GCN generations (model/gfx.h), named by LLVM's processor names. The
  // compute unit's GFX parameter is the number of the name (600, 700, 803,
  // 900); gfx_of maps it to gfx_e, gfx_known says whether it is one.
  void generations() {
    o_ << "  // GCN generations (model/gfx.h; LLVM processor names).\n"
          "  typedef enum logic [1:0] {\n";
    for (unsigned k = 0; k < kNumGfx; ++k)
      o_ << "    " << gfx_enum(Gfx(k)) << " = " << dec(k, 2) << (k + 1 < kNumGfx ? ",\n" : "\n");
    o_ << "  } gfx_e;\n\n"
          "  function automatic logic gfx_known(input int unsigned n);\n"
          "    gfx_known = ";
    for (unsigned k = 0; k < kNumGfx; ++k)
      o_ << (k ? " || " : "") << "n == " << gfx_number(Gfx(k));
    o_ << ";\n  endfunction\n\n"
          "  function automatic gfx_e gfx_of(input int unsigned n);\n"
          "    gfx_e g;\n"
          "    case (n)\n";
    for (unsigned k = 0; k < kNumGfx; ++k)
      if (Gfx(k) != kDefaultGfx) o_ << "      " << gfx_number(Gfx(k)) << ": g = " << gfx_enum(Gfx(k)) << ";\n";
    o_ << "      default: g = " << gfx_enum(kDefaultGfx) << ";\n"
          "    endcase\n"
          "    gfx_of = g;\n"
          "  endfunction\n\n";
    gfx_predicate("gfx_smrd", "The scalar memory encoding is SMRD (one dword) on these.", has_smrd);
    gfx_predicate("gfx_smrd_literal", "SMRD's OFFSET 255 without IMM takes a literal dword offset on these.",
                  has_smrd_literal);
    gfx_predicate("gfx_smem_soe", "SMEM has SOE and a signed 21-bit offset on these (else 20-bit unsigned).",
                  has_smem_soe);
  }
  // function automatic logic NAME(input gfx_e g): true on the generations
  // for which the model's PRED (model/gfx.h) is.
  void gfx_predicate(const char* name, const char* comment, bool (*pred)(Gfx)) {
    o_ << "  // " << comment << "\n"
       << "  function automatic logic " << name << "(input gfx_e g);\n"
       << "    " << name << " = ";
    bool first = true;
    for (unsigned k = 0; k < kNumGfx; ++k)
      if (pred(Gfx(k))) {
        o_ << (first ? "" : " || ") << "g == " << gfx_enum(Gfx(k));
        first = false;
      }
    if (first) o_ << "1'b0";
    o_ << ";\n  endfunction\n\n";
  }
  static std::string gfx_enum(Gfx g) {
    std::string n = mcpu_name(g);
    for (char& c : n) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return n;
  }
  static std::string gfx_number(Gfx g) { return std::string(mcpu_name(g)).substr(3); }

  void types() {
    o_ << "  // Microcode formats (Vega ISA, \"Microcode Formats\").\n";
    o_ << "  typedef enum logic [" << format_bits_ - 1 << ":0] {\n";
    for (auto& [v, n] : format_names_) o_ << "    FMT_" << n << " = " << dec(v, format_bits_) << ",\n";
    o_ << "    FMT_INVALID = " << dec((1u << format_bits_) - 1, format_bits_) << "\n  } format_e;\n\n";

    o_ << "  // Operand shapes (isa.h Shape), numbered as in the C++ model.\n";
    o_ << "  typedef enum logic [" << shape_bits_ - 1 << ":0] {\n";
    size_t i = 0;
    for (auto& [v, n] : shape_names_) {
      o_ << "    " << n << " = " << dec(v, shape_bits_) << (++i < shape_names_.size() ? "," : "") << "\n";
    }
    o_ << "  } shape_e;\n\n";

    o_ << "  // One enumerator per isa.def row, in table order.\n";
    o_ << "  typedef enum logic [" << op_bits_ - 1 << ":0] {\n";
    for (size_t k = 0; k < kRows.size(); ++k)
      o_ << "    OP_" << kRows[k].name << " = " << dec(static_cast<unsigned>(k), op_bits_) << ",\n";
    o_ << "    OP_INVALID = " << dec(static_cast<unsigned>(kRows.size()), op_bits_) << "\n  } op_e;\n\n";

    o_ << "  // VALU execution unit and lane-crossing special rows (gen_sv_pkg VCtl).\n"
          "  typedef enum logic [1:0] { VU_NONE = 2'd0, VU_INT = 2'd1, VU_FP = 2'd2 } vunit_e;\n"
          "  typedef enum logic [2:0] {\n"
          "    VS_NONE = 3'd0, VS_NOP = 3'd1, VS_READLANE = 3'd2, VS_READFIRSTLANE = 3'd3, VS_WRITELANE = 3'd4\n"
          "  } vspecial_e;\n\n";
    o_ << "  typedef logic [" << flag_bits_ - 1 << ":0] flags_t;\n";
    for (const FlagName& f : kFlags)
      o_ << "  localparam flags_t " << f.name << " = " << hex(f.bit, flag_bits_) << ";\n";
    o_ << "\n";
  }

  // The compute unit's configuration-port codes (tb/dut/cu_config.def).
  void cu_config_codes() {
    o_ << "  // Configuration-port codes (cfg_reg_i beyond the scalar registers; tb/dut/cu_config.def).\n";
#define GCN_CU_CFG(CXX, SV, CODE, TEXT) \
  o_ << "  localparam logic [7:0] CFG_" #SV " = " << dec(CODE, 8) << ";  // " TEXT "\n";
#include "cu_config.def"
#undef GCN_CU_CFG
    o_ << "\n";
  }

  // The scalar operand codes and inline float constants of
  // model/operand_codes.def (gcn_pkg names the ones the RTL uses).
  void operand_codes() {
    o_ << "  // Scalar operand codes (Vega ISA, \"Scalar ALU Operands\"; model/operand_codes.def).\n";
#define GCN_SREG(NAME, CODE) o_ << "  localparam int unsigned SREG_" #NAME " = " << sreg::NAME << ";\n";
#define GCN_INLINE_FLOAT(INDEX, TEXT, F32, F64)
#include "operand_codes.def"
#undef GCN_INLINE_FLOAT
#undef GCN_SREG
    o_ << "\n  // Inline float constant `code` (SREG_F_0_5..SREG_F_INV_2PI): the f32\n"
          "  // encoding, or the f64 encoding for a 64-bit operand (`wide`).\n"
          "  function automatic logic [63:0] inline_float(input logic [7:0] code, input logic wide);\n"
          "    logic [63:0] v;\n"
          "    case (code)\n";
    for (unsigned i = 0; i < sreg::kInlineFloats.size(); ++i) {
      const sreg::InlineFloat& f = sreg::kInlineFloats[i];
      std::ostringstream f64;
      f64 << std::hex << f.f64;
      o_ << "      " << dec(sreg::F_0_5 + i, 8) << ": v = wide ? 64'h" << f64.str() << " : " << hex(f.f32, 64)
         << ";\n";
    }
    o_ << "      default: v = 64'd0;\n"
          "    endcase\n"
          "    inline_float = v;\n"
          "  endfunction\n\n";
    o_ << "  // Aperture operand `code` (SREG_SHARED_BASE..SREG_PRIVATE_LIMIT,\n"
          "  // model/apertures.h): the 64-bit address, or its upper dword for a\n"
          "  // 32-bit operand.\n"
          "  function automatic logic [63:0] aperture_value(input logic [7:0] code, input logic wide);\n"
          "    logic [63:0] v;\n"
          "    case (code)\n";
    for (unsigned code = sreg::SHARED_BASE; code <= sreg::PRIVATE_LIMIT; ++code)
      o_ << "      " << dec(code, 8) << ": v = wide ? " << hex(*aperture_value(code, true), 64) << " : "
         << hex(*aperture_value(code, false), 64) << ";\n";
    o_ << "      default: v = 64'd0;\n"
          "    endcase\n"
          "    aperture_value = v;\n"
          "  endfunction\n\n";
    o_ << "  // The upper 32 bits of a FLAT address in the shared (LDS) and the private aperture.\n"
       << "  localparam logic [31:0] SHARED_APERTURE_HI = " << hex(kSharedApertureBase >> 32, 32) << ";\n"
       << "  localparam logic [31:0] PRIVATE_APERTURE_HI = " << hex(kPrivateApertureBase >> 32, 32) << ";\n\n";
  }

  // The formats a generation decodes: the scalar formats everywhere, SMRD
  // before gfx8 and SMEM from gfx8, the vector formats on gfx9 only
  // (model/insn.cpp decode). The SV condition on the function's input g.
  static std::string format_condition(Format f) {
    if (f == Format::SMRD) return "gfx_smrd(g)";
    if (f == Format::SMEM) return "!gfx_smrd(g)";
    if (is_scalar_format(f)) return "";
    return "g == " + gfx_enum(Gfx::Gfx9);
  }
  static bool is_scalar_format(Format f) {
    return f == Format::SOP2 || f == Format::SOPK || f == Format::SOP1 || f == Format::SOPC || f == Format::SOPP;
  }

  // Format from the first instruction dword on generation g: the most
  // specific fixed-bit pattern wins (SOPP/SOPC/SOP1 live inside the SOPK and
  // SOP2 spaces).
  void format_decode() {
    std::vector<Format> order;
    // VOP3B shares the VOP3A encoding: insn_format reports both as FMT_VOP3A,
    // whose opcode space decode_op searches for VOP3A and VOP3B rows alike.
    for (auto& [v, n] : format_names_)
      if (static_cast<Format>(v) != Format::VOP3B) order.push_back(static_cast<Format>(v));
    std::stable_sort(order.begin(), order.end(), [](Format a, Format b) {
      return __builtin_popcount(format_encoding(a).mask) > __builtin_popcount(format_encoding(b).mask);
    });
    o_ << "  function automatic format_e insn_format(input logic [31:0] w, input gfx_e g);\n"
          "    format_e f;\n";
    bool first = true;
    for (Format f : order) {
      const FormatEncoding e = format_encoding(f);
      const std::string cond = format_condition(f);
      o_ << "    " << (first ? "if" : "else if") << " (" << (cond.empty() ? "" : cond + " && ") << "(w & "
         << hex(e.mask, 32) << ") == " << hex(e.value, 32) << ") f = FMT_" << format_name(f) << ";\n";
      first = false;
    }
    o_ << "    else f = FMT_INVALID;\n"
          "    insn_format = f;\n"
          "  endfunction\n\n";

    o_ << "  // The opcode field of each format, zero-extended to 10 bits.\n"
          "  function automatic logic [9:0] insn_opcode(input format_e f, input logic [31:0] w);\n"
          "    logic [9:0] o;\n"
          "    o = 10'd0;\n"
          "    case (f)\n";
    for (Format f : order) {
      const OpcodeField of = opcode_field(f);
      o_ << "      FMT_" << format_name(f) << ": o = 10'(w[" << of.lsb + of.width - 1 << ":" << of.lsb << "]);\n";
    }
    o_ << "      default: o = 10'd0;\n"
          "    endcase\n"
          "    insn_opcode = o;\n"
          "  endfunction\n\n";
  }

  // The row of (format, opcode) on gfx9 (FMT_VOP3A covers the whole VOP3
  // opcode space: VOP3A and VOP3B rows and the VOP3 forms of VOP1/VOP2/VOPC
  // rows, opcode + 0x140 / + 0x100 / + 0), and on the older generations,
  // whose rows are the scalar ones with that generation's opcode (an SMEM
  // row is SMRD on gfx6/gfx7).
  void op_decode() {
    for (unsigned k = 0; k < kNumGfx; ++k) {
      const Gfx g = Gfx(k);
      o_ << "  function automatic op_e decode_op_" << mcpu_name(g) << "(input format_e f, input logic [9:0] opc);\n"
            "    op_e op;\n"
            "    op = OP_INVALID;\n"
            "    case (f)\n";
      for (auto& [v, n] : format_names_) {
        const Format fv = static_cast<Format>(v);
        if (fv == Format::VOP3B) continue;
        const bool vop3 = fv == Format::VOP3A;
        std::ostringstream items;
        for (const Row& r : kRows) {
          const InsnInfo& inf = row_info(r);
          if (!inf.exists_on(g)) continue;
          if (g != Gfx::Gfx9 && !is_scalar_format(inf.format) && inf.format != Format::SMEM)
            throw std::runtime_error(r.name + ": only scalar rows exist before gfx9");
          if (vop3 && r.vop3_opcode >= 0)
            items << "          " << dec(static_cast<unsigned>(r.vop3_opcode), 10) << ": op = OP_" << r.name << ";\n";
          else if (!vop3 && encoding_format_on(inf, g) == fv)
            items << "          " << dec(inf.opcode_on(g), 10) << ": op = OP_" << r.name << ";\n";
        }
        if (items.str().empty()) continue;
        o_ << "      FMT_" << n << ":\n        case (opc)\n" << items.str()
           << "          default: op = OP_INVALID;\n        endcase\n";
      }
      o_ << "      default: op = OP_INVALID;\n"
            "    endcase\n"
            "    decode_op_" << mcpu_name(g) << " = op;\n"
            "  endfunction\n\n";
    }
    o_ << "  function automatic op_e decode_op(input format_e f, input logic [9:0] opc, input gfx_e g);\n"
          "    op_e op;\n"
          "    case (g)\n";
    for (unsigned k = 0; k < kNumGfx; ++k)
      o_ << "      " << gfx_enum(Gfx(k)) << ": op = decode_op_" << mcpu_name(Gfx(k)) << "(f, opc);\n";
    o_ << "      default: op = OP_INVALID;\n"
          "    endcase\n"
          "    decode_op = op;\n"
          "  endfunction\n\n";
    o_ << "  // Instruction from its first dword on generation g.\n"
          "  function automatic op_e decode_word(input logic [31:0] w, input gfx_e g);\n"
          "    format_e f;\n"
          "    f = insn_format(w, g);\n"
          "    decode_word = decode_op(f, insn_opcode(f, w), g);\n"
          "  endfunction\n\n";
  }

  // The 8-bit scalar source codes the decoder takes on each generation
  // (model/insn.cpp valid_scalar_source), as the ranges it rejects.
  void scalar_sources() {
    o_ << "  // A scalar source code (SSRC0/SSRC1, an SMRD SGPR offset) the decoder\n"
          "  // rejects on generation g.\n"
          "  function automatic logic ssrc_rejected(input logic [7:0] code, input gfx_e g);\n"
          "    logic bad;\n"
          "    case (g)\n";
    for (unsigned k = 0; k < kNumGfx; ++k) {
      const Gfx g = Gfx(k);
      std::vector<std::string> ranges;
      for (unsigned c = 0; c < 256;) {
        if (valid_scalar_source(c, g)) {
          ++c;
          continue;
        }
        unsigned e = c;
        while (e + 1 < 256 && !valid_scalar_source(e + 1, g)) ++e;
        std::ostringstream r;
        if (e == c) r << dec(c, 8);
        else r << '[' << dec(c, 8) << ':' << dec(e, 8) << ']';
        ranges.push_back(r.str());
        c = e + 1;
      }
      o_ << "      " << gfx_enum(g) << ": bad = ";
      if (ranges.empty()) {
        o_ << "1'b0;\n";
        continue;
      }
      o_ << "code inside {";
      for (size_t i = 0; i < ranges.size(); ++i) o_ << (i ? ", " : "") << ranges[i];
      o_ << "};\n";
    }
    o_ << "      default: bad = 1'b1;\n"
          "    endcase\n"
          "    ssrc_rejected = bad;\n"
          "  endfunction\n\n";
  }

  // One function per attribute; rows with equal values share a case item.
  void attribute(const std::string& fn, const std::string& type, const std::function<std::string(const Row&)>& value,
                 const std::string& invalid) {
    std::map<std::string, std::vector<std::string>> groups;
    std::vector<std::string> order;
    for (const Row& r : kRows) {
      const std::string v = value(r);
      if (!groups.count(v)) order.push_back(v);
      groups[v].push_back("OP_" + r.name);
    }
    o_ << "  function automatic " << type << " " << fn << "(input op_e op);\n"
       << "    " << type << " r;\n"
       << "    case (op)\n";
    for (const std::string& v : order) {
      // Rows that share the out-of-table value are covered by the default.
      if (v == invalid) continue;
      const auto& ops = groups[v];
      o_ << "      ";
      for (size_t i = 0; i < ops.size(); ++i) {
        o_ << ops[i] << (i + 1 < ops.size() ? "," : ":");
        o_ << ((i + 1) % 4 == 0 && i + 1 < ops.size() ? "\n      " : " ");
      }
      o_ << "r = " << v << ";\n";
    }
    o_ << "      default: r = " << invalid << ";\n"
       << "    endcase\n"
       << "    " << fn << " = r;\n"
       << "  endfunction\n\n";
  }

  std::ostream& o_;
  std::vector<VCtl> vctl_;  // per row of kRows
  std::map<unsigned, std::string> shape_names_;
  std::map<unsigned, std::string> format_names_;
  unsigned flag_bits_ = 1, op_bits_ = 1, shape_bits_ = 1, format_bits_ = 1;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: gen_sv_pkg <output.sv>\n";
    return 2;
  }
  try {
    std::ostringstream text;
    Writer(text).run();
    if (!gcn::tools::write_if_changed(argv[1], text.str()))
      throw std::runtime_error(std::string("cannot write ") + argv[1]);
  } catch (const std::exception& e) {
    std::cerr << "gen_sv_pkg: error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
