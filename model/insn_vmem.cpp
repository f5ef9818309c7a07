// Vector memory decode and encode. Field layout (Vega ISA, "FLAT Fields"):
//   [12:0] OFFSET, [13] LDS, [15:14] SEG (0 FLAT, 1 SCRATCH, 2 GLOBAL),
//   [16] GLC, [17] SLC, [24:18] OP, [31:26] = 110111;
//   [39:32] ADDR, [47:40] DATA, [54:48] SADDR, [55] NV, [63:56] VDST.
// The words rejected are those llvm-mc-16 (gfx900) reports as an "invalid
// instruction encoding": SEG = 3, a FLAT SADDR other than 0, LDS on FLAT or
// on a row without an lds form, NV on the lds form, a GLOBAL SADDR of m0 or of an odd register
// of a named pair (flat_scratch_hi, xnack_mask_hi, vcc_hi), and a VGPR operand
// that runs past v255 (only the operands printed are checked). Fields
// llvm-mc decodes and drops (NV elsewhere; DATA of a load; VDST of a store, of an lds
// load and of a non-returning atomic; ADDR of SCRATCH with a scalar address)
// are dropped here too, and a GLOBAL SADDR pair is aligned down as llvm-mc
// aligns it, so that every accepted word prints as llvm-mc prints it.
#include "insn_vmem.h"

#include <fmt/format.h>

namespace gcn::vmem {
namespace {

[[noreturn]] void fail(uint64_t off, const std::string& what) {
  throw DecodeError(fmt::format("offset {:#x}: {}", off, what));
}

// GLOBAL SADDR codes llvm-mc-16 does not decode as a 64-bit base: m0 and the
// high halves of the named pairs.
bool bad_global_saddr(unsigned code) {
  return code == sreg::M0 || code == sreg::FLAT_SCR_HI || code == sreg::XNACK_MASK_HI || code == sreg::VCC_HI;
}

}  // namespace

bool is_vmem_word(uint32_t w) { return (w & 0xFC000000u) == format_encoding(Format::FLAT).value; }

bool has_lds_form(const InsnInfo& i) { return i.has(F_VM_LDS); }

bool returns_data(const Insn& in) {
  const Shape s = in.info().shape;
  return s == Shape::SH_FLAT_LOAD ? !in.lds : s == Shape::SH_FLAT_ATOMIC && in.glc;
}

std::array<VgprOperand, 3> vgpr_operands(const Insn& in) {
  const InsnInfo& i = in.info();
  return {{{in.vdst, returns_data(in) ? i.dst_dw : 0u, "VDST"},
           {in.vaddr, vaddr_dwords(in), "ADDR"},
           {in.vdata, i.shape != Shape::SH_FLAT_LOAD ? i.src1_dw : 0u, "DATA"}}};
}

unsigned vaddr_dwords(const Insn& in) {
  const bool off = in.saddr == kSaddrOff;
  switch (in.info().format) {
    case Format::GLOBAL: return off ? 2 : 1;
    case Format::SCRATCH: return off ? 1 : 0;
    default: return 2;
  }
}

Insn decode(const uint32_t* words, size_t available, uint64_t byte_offset) {
  const uint32_t w = words[0];
  if (available < 2)
    fail(byte_offset, fmt::format("truncated instruction (FLAT encoding needs 2 dwords) at dword {:#010x}", w));
  // The segment's format: formats.def tells FLAT, SCRATCH and GLOBAL apart
  // by SEG; SEG = 3 matches none of them.
  Format f{};
  bool found = false;
  for (const Format g : {Format::FLAT, Format::SCRATCH, Format::GLOBAL}) {
    const FormatEncoding e = format_encoding(g);
    if ((w & e.mask) == e.value) f = g, found = true;
  }
  if (!found)
    fail(byte_offset, fmt::format("FLAT encoding with SEG = {} (no instruction) in dword {:#010x}", (w >> 14) & 3, w));
  const unsigned opc = opcode_field(f).extract(w);
  const auto op = lookup(f, opc);
  if (!op) fail(byte_offset, fmt::format("unknown {} opcode {:#x} in dword {:#010x}", format_name(f), opc, w));
  const InsnInfo& i = info(*op);
  const uint32_t w1 = words[1];
  Insn in;
  in.op = *op;
  in.vm_offset = uint16_t(w & 0x1FFF);
  in.lds = (w >> 13) & 1;
  in.glc = (w >> 16) & 1;
  in.slc = (w >> 17) & 1;
  in.vaddr = uint8_t(w1 & 0xFF);
  in.vdata = uint8_t((w1 >> 8) & 0xFF);
  in.saddr = uint8_t((w1 >> 16) & 0x7F);
  in.vdst = uint8_t(w1 >> 24);
  if (f == Format::FLAT && in.saddr != 0)
    fail(byte_offset, fmt::format("{} has SADDR {:#x} set (FLAT takes no scalar address) in {:#010x} {:#010x}",
                                  i.mnemonic, in.saddr, w, w1));
  if (in.lds && !has_lds_form(i))
    fail(byte_offset, fmt::format("{} has no lds form (dword {:#010x})", i.mnemonic, w));
  if (in.lds && ((w1 >> 23) & 1))
    fail(byte_offset, fmt::format("{}: the lds form takes no NV bit (dword {:#010x})", i.mnemonic, w1));
  if (f == Format::GLOBAL && in.saddr != kSaddrOff) {
    if (bad_global_saddr(in.saddr))
      fail(byte_offset, fmt::format("{}: SADDR {:#x} is no 64-bit scalar base (dword {:#010x})", i.mnemonic,
                                    in.saddr, w1));
    if (in.saddr < sreg::M0) in.saddr = uint8_t(in.saddr & ~1u);  // an odd SGPR names its aligned pair
  }
  if (f == Format::SCRATCH && in.saddr != kSaddrOff) in.vaddr = 0;  // ADDR unused with a scalar address
  if (!returns_data(in)) in.vdst = 0;
  if (i.shape == Shape::SH_FLAT_LOAD) in.vdata = 0;
  // A VGPR operand may not run past v255 (llvm-mc has no name for it).
  for (const VgprOperand& o : vgpr_operands(in))
    if (o.dwords && o.reg + o.dwords > 256)
      fail(byte_offset, fmt::format("{}: {} v{} of {} dwords runs past v255 ({:#010x} {:#010x})", i.mnemonic,
                                    o.field, o.reg, o.dwords, w, w1));
  return in;
}

unsigned encode(const Insn& in, std::array<uint32_t, 3>& out) {
  const InsnInfo& i = in.info();
  out[0] = format_encoding(i.format).value | opcode_field(i.format).place(i.opcode) | (uint32_t(in.slc) << 17) |
           (uint32_t(in.glc) << 16) | (uint32_t(in.lds) << 13) | (in.vm_offset & 0x1FFFu);
  out[1] = uint32_t(in.vaddr) | (uint32_t(in.vdata) << 8) | (uint32_t(in.saddr & 0x7F) << 16) |
           (uint32_t(in.vdst) << 24);
  return 2;
}

}  // namespace gcn::vmem
