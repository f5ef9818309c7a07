// DS decode and encode. Field layout (Vega ISA, "LDS & GDS Instructions"):
//   [7:0] OFFSET0, [15:8] OFFSET1, [16] GDS, [24:17] OP, [31:26] = 110110;
//   [39:32] ADDR, [47:40] DATA0, [55:48] DATA1, [63:56] VDST.
// Fields a row does not use must be zero, and the gds bit must agree with the
// row's F_DS_GDS / F_DS_NOGDS flag: llvm-mc-16 reports "invalid instruction
// encoding" otherwise, and every word accepted here prints as llvm-mc prints it.
#include "insn_ds.h"

#include <fmt/format.h>

namespace gcn::ds {
namespace {

[[noreturn]] void fail(uint64_t off, const std::string& what) {
  throw DecodeError(fmt::format("offset {:#x}: {}", off, what));
}

}  // namespace

bool is_ds_word(uint32_t w) {
  const FormatEncoding e = format_encoding(Format::DS);
  return (w & e.mask) == e.value;
}

Insn decode(const uint32_t* words, size_t available, uint64_t byte_offset) {
  const uint32_t w = words[0];
  if (available < 2) fail(byte_offset, fmt::format("truncated instruction (DS needs 2 dwords) at dword {:#010x}", w));
  const unsigned opc = opcode_field(Format::DS).extract(w);
  const auto op = lookup(Format::DS, opc);
  if (!op) fail(byte_offset, fmt::format("unknown DS opcode {:#x} in dword {:#010x}", opc, w));
  const InsnInfo& i = info(*op);
  const uint32_t w1 = words[1];
  Insn in;
  in.op = *op;
  in.ds_offset0 = uint8_t(w & 0xFF);
  in.ds_offset1 = uint8_t((w >> 8) & 0xFF);
  in.gds = (w >> 16) & 1;
  in.ds_addr = uint8_t(w1 & 0xFF);
  in.ds_data0 = uint8_t((w1 >> 8) & 0xFF);
  in.ds_data1 = uint8_t((w1 >> 16) & 0xFF);
  in.vdst = uint8_t(w1 >> 24);
  if ((!i.src0_dw && in.ds_addr) || (!i.src1_dw && in.ds_data0) || (!i.src2_dw && in.ds_data1) ||
      (!i.dst_dw && in.vdst))
    fail(byte_offset, fmt::format("{} has a VGPR field it does not use set in {:#010x} {:#010x}", i.mnemonic, w, w1));
  if ((i.has(F_DS_GDS) && !in.gds) || (i.has(F_DS_NOGDS) && in.gds))
    fail(byte_offset, fmt::format("{} {} the gds bit (dword {:#010x})", i.mnemonic,
                                  i.has(F_DS_GDS) ? "requires" : "does not take", w));
  if (i.has(F_DS_NOGDS) && i.src0_dw == 0 && (in.ds_offset0 | in.ds_offset1))
    fail(byte_offset, fmt::format("{} takes no offset (dword {:#010x})", i.mnemonic, w));
  return in;
}

unsigned encode(const Insn& in, std::array<uint32_t, 3>& out) {
  const InsnInfo& i = in.info();
  out[0] = format_encoding(Format::DS).value | opcode_field(Format::DS).place(i.opcode) | (uint32_t(in.gds) << 16) |
           (uint32_t(in.ds_offset1) << 8) | in.ds_offset0;
  out[1] = uint32_t(in.ds_addr) | (uint32_t(in.ds_data0) << 8) | (uint32_t(in.ds_data1) << 16) |
           (uint32_t(in.vdst) << 24);
  return 2;
}

}  // namespace gcn::ds
