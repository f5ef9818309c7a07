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
//
// Buffer formats (Vega ISA, "MUBUF Fields", "MTBUF Fields"):
//   [11:0] OFFSET, [12] OFFEN, [13] IDXEN, [14] GLC; MUBUF [15] (unused),
//   [16] LDS, [17] SLC, [24:18] OP, [31:26] = 111000; MTBUF [18:15] OP,
//   [22:19] DFMT, [25:23] NFMT, [31:26] = 111010; [39:32] VADDR,
//   [47:40] VDATA, [52:48] SRSRC, MTBUF [54] SLC, [55] TFE, [63:56] SOFFSET.
// Rejected as llvm-mc-16 (gfx900) rejects them (an "invalid instruction
// encoding" or an operand it marks invalid): an SRSRC of xnack_mask (field 26)
// or of field 31; a SOFFSET that is the literal or no scalar source
// (valid_scalar_source); LDS on a row without an lds form, or with TFE;
// buffer_store_lds_dword without LDS or with OFFEN/IDXEN; buffer_wbinvl1* with
// GLC, bit 15, LDS, OFFEN or IDXEN; a VGPR operand past v255. Dropped as
// llvm-mc drops them: VADDR without OFFEN and IDXEN; VDATA of the lds forms;
// TFE of atomics, of MTBUF and of buffer_store_lds_dword; MUBUF bit 15 and
// bits [54:53]; MTBUF bit 53; every other field of buffer_wbinvl1*.
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

bool is_vmem_word(uint32_t w) {
  const uint32_t e = w & 0xFC000000u;
  return e == format_encoding(Format::FLAT).value || e == format_encoding(Format::MUBUF).value ||
         e == format_encoding(Format::MTBUF).value;
}

unsigned buffer_data_dwords(const Insn& in) {
  const InsnInfo& i = in.info();
  const unsigned tfe = i.format == Format::MUBUF && in.tfe;
  switch (i.shape) {
    case Shape::SH_BUF_LOAD: return in.lds ? 0 : i.dst_dw + tfe;
    case Shape::SH_BUF_STORE: return i.src1_dw + tfe;
    case Shape::SH_BUF_ATOMIC: return i.src1_dw;
    default: return 0;
  }
}

const char* buf_data_format_name(unsigned dfmt) {
  static const char* const names[16] = {
      "BUF_DATA_FORMAT_INVALID",  "BUF_DATA_FORMAT_8",           "BUF_DATA_FORMAT_16",
      "BUF_DATA_FORMAT_8_8",      "BUF_DATA_FORMAT_32",          "BUF_DATA_FORMAT_16_16",
      "BUF_DATA_FORMAT_10_11_11", "BUF_DATA_FORMAT_11_11_10",    "BUF_DATA_FORMAT_10_10_10_2",
      "BUF_DATA_FORMAT_2_10_10_10", "BUF_DATA_FORMAT_8_8_8_8",   "BUF_DATA_FORMAT_32_32",
      "BUF_DATA_FORMAT_16_16_16_16", "BUF_DATA_FORMAT_32_32_32", "BUF_DATA_FORMAT_32_32_32_32",
      "BUF_DATA_FORMAT_RESERVED_15"};
  return names[dfmt & 15];
}

const char* buf_num_format_name(unsigned nfmt) {
  static const char* const names[8] = {"BUF_NUM_FORMAT_UNORM", "BUF_NUM_FORMAT_SNORM",      "BUF_NUM_FORMAT_USCALED",
                                       "BUF_NUM_FORMAT_SSCALED", "BUF_NUM_FORMAT_UINT",     "BUF_NUM_FORMAT_SINT",
                                       "BUF_NUM_FORMAT_RESERVED_6", "BUF_NUM_FORMAT_FLOAT"};
  return names[nfmt & 7];
}

bool has_lds_form(const InsnInfo& i) { return i.has(F_VM_LDS); }

bool returns_data(const Insn& in) {
  switch (in.info().shape) {
    case Shape::SH_FLAT_LOAD:
    case Shape::SH_BUF_LOAD: return !in.lds;
    case Shape::SH_FLAT_ATOMIC:
    case Shape::SH_BUF_ATOMIC: return in.glc;
    default: return false;
  }
}

std::array<VgprOperand, 3> vgpr_operands(const Insn& in) {
  const InsnInfo& i = in.info();
  if (is_buffer(i.format))
    return {{{in.vdata, buffer_data_dwords(in), "VDATA"}, {in.vaddr, vaddr_dwords(in), "VADDR"}, {0, 0, "-"}}};
  return {{{in.vdst, returns_data(in) ? i.dst_dw : 0u, "VDST"},
           {in.vaddr, vaddr_dwords(in), "ADDR"},
           {in.vdata, i.shape != Shape::SH_FLAT_LOAD ? i.src1_dw : 0u, "DATA"}}};
}

unsigned vaddr_dwords(const Insn& in) {
  const bool off = in.saddr == kSaddrOff;
  switch (in.info().format) {
    case Format::MUBUF:
    case Format::MTBUF: return unsigned(in.offen) + unsigned(in.idxen);
    case Format::GLOBAL: return off ? 2 : 1;
    case Format::SCRATCH: return off ? 1 : 0;
    default: return 2;
  }
}

namespace {

// SRSRC field values llvm-mc-16 does not decode as four SGPRs: those naming
// xnack_mask (a pair) and m0 (and the codes after it).
bool bad_srsrc_field(unsigned field) { return field * 4 == sreg::XNACK_MASK_LO || field * 4 == sreg::M0; }

// The table row of word `w` in format `f`, or a DecodeError naming the opcode.
Op row_of(Format f, uint32_t w, uint64_t byte_offset) {
  const unsigned opc = opcode_field(f).extract(w);
  const auto op = lookup(f, opc);
  if (!op) fail(byte_offset, fmt::format("unknown {} opcode {:#x} in dword {:#010x}", format_name(f), opc, w));
  return *op;
}

Insn decode_buffer(Format f, const uint32_t* words, size_t available, uint64_t byte_offset) {
  const uint32_t w = words[0];
  if (available < 2)
    fail(byte_offset, fmt::format("truncated instruction ({} needs 2 dwords) at dword {:#010x}", format_name(f), w));
  const Op op = row_of(f, w, byte_offset);
  const InsnInfo& i = info(op);
  const uint32_t w1 = words[1];
  const bool mubuf = f == Format::MUBUF;
  Insn in;
  in.op = op;
  in.vm_offset = uint16_t(w & kBufferOffsetMask);
  in.offen = (w >> 12) & 1;
  in.idxen = (w >> 13) & 1;
  in.glc = (w >> 14) & 1;
  in.lds = mubuf && ((w >> 16) & 1);
  in.slc = mubuf ? (w >> 17) & 1 : (w1 >> 22) & 1;
  if (!mubuf) {
    in.dfmt = uint8_t((w >> 19) & 15);
    in.nfmt = uint8_t((w >> 23) & 7);
  }
  in.vaddr = uint8_t(w1 & 0xFF);
  in.vdata = uint8_t((w1 >> 8) & 0xFF);
  const unsigned srsrc_field = (w1 >> 16) & 31;
  in.srsrc = uint8_t(srsrc_field * 4);
  in.tfe = (w1 >> 23) & 1;
  in.soffset = uint8_t(w1 >> 24);
  const bool bit15 = mubuf && ((w >> 15) & 1);
  auto bad = [&](const std::string& what) {
    fail(byte_offset, fmt::format("{}: {} ({:#010x} {:#010x})", i.mnemonic, what, w, w1));
  };
  if (i.shape == Shape::SH_BUF_NONE) {
    // Only the opcode: GLC, bit 15, LDS, OFFEN and IDXEN must be clear; the
    // rest is ignored.
    if (in.glc || bit15 || in.lds || in.offen || in.idxen)
      bad("takes no GLC, LDS, OFFEN, IDXEN or bit 15");
    Insn none;
    none.op = op;
    return none;
  }
  if (bad_srsrc_field(srsrc_field)) bad(fmt::format("SRSRC field {} names no four SGPRs", srsrc_field));
  if (!valid_scalar_source(in.soffset) || in.soffset == sreg::LITERAL)
    bad(fmt::format("invalid SOFFSET code {}", in.soffset));
  if (i.shape == Shape::SH_BUF_STORE_LDS) {
    if (!in.lds) bad("needs the LDS bit");
    if (in.offen || in.idxen) bad("takes no OFFEN or IDXEN");
    in.tfe = false;
    in.vaddr = in.vdata = 0;
    return in;
  }
  if (in.lds && !has_lds_form(i)) bad("has no lds form");
  if (in.lds && in.tfe) bad("the lds form takes no TFE");
  if (!mubuf || i.shape == Shape::SH_BUF_ATOMIC) in.tfe = false;
  if (!in.offen && !in.idxen) in.vaddr = 0;
  if (in.lds) in.vdata = 0;
  // A VGPR operand may not run past v255 (llvm-mc has no name for it).
  for (const VgprOperand& o : vgpr_operands(in))
    if (o.dwords && o.reg + o.dwords > 256) bad(fmt::format("{} v{} of {} dwords runs past v255", o.field, o.reg, o.dwords));
  return in;
}

}  // namespace

Insn decode(const uint32_t* words, size_t available, uint64_t byte_offset) {
  const uint32_t w = words[0];
  for (const Format b : {Format::MUBUF, Format::MTBUF})
    if ((w & format_encoding(b).mask) == format_encoding(b).value) return decode_buffer(b, words, available, byte_offset);
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
  const Op op = row_of(f, w, byte_offset);
  const InsnInfo& i = info(op);
  const uint32_t w1 = words[1];
  Insn in;
  in.op = op;
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
  if (is_buffer(i.format)) {
    const bool mubuf = i.format == Format::MUBUF;
    out[0] = format_encoding(i.format).value | opcode_field(i.format).place(i.opcode) | (uint32_t(in.glc) << 14) |
             (uint32_t(in.idxen) << 13) | (uint32_t(in.offen) << 12) | (in.vm_offset & kBufferOffsetMask);
    if (mubuf) out[0] |= (uint32_t(in.slc) << 17) | (uint32_t(in.lds) << 16);
    else out[0] |= (uint32_t(in.nfmt & 7) << 23) | (uint32_t(in.dfmt & 15) << 19);
    out[1] = uint32_t(in.vaddr) | (uint32_t(in.vdata) << 8) | (uint32_t(in.srsrc / 4 & 31) << 16) |
             (uint32_t(in.tfe) << 23) | (uint32_t(in.soffset) << 24);
    if (!mubuf) out[1] |= uint32_t(in.slc) << 22;
    return 2;
  }
  out[0] = format_encoding(i.format).value | opcode_field(i.format).place(i.opcode) | (uint32_t(in.slc) << 17) |
           (uint32_t(in.glc) << 16) | (uint32_t(in.lds) << 13) | (in.vm_offset & 0x1FFFu);
  out[1] = uint32_t(in.vaddr) | (uint32_t(in.vdata) << 8) | (uint32_t(in.saddr & 0x7F) << 16) |
           (uint32_t(in.vdst) << 24);
  return 2;
}

}  // namespace gcn::vmem
