// Disassembly of FLAT, GLOBAL and SCRATCH as llvm-mc-16 --disassemble
// (gfx900) prints them: [vdst,] addr, [vdata,] [saddr,] then "offset:N"
// (when non-zero; FLAT unsigned 13-bit field value, GLOBAL/SCRATCH signed),
// "glc", "slc", "lds". addr is "v[n:n+1]" on FLAT and on GLOBAL with SADDR
// off, "vN" on GLOBAL with an SGPR pair and on SCRATCH with SADDR off, and
// "off" on SCRATCH with a scalar address.
// Buffer instructions: [vdata,] vaddr|off, srsrc, soffset, then
// "format:[...]" (MTBUF, unless the default), "idxen", "offen", "offset:N"
// (when non-zero), "glc", "slc", "lds", "tfe"; buffer_store_lds_dword prints
// "srsrc, soffset [offset:N] lds [glc] [slc]", buffer_wbinvl1* no operand.
#include <vector>

#include <fmt/format.h>

#include "insn_vmem.h"
#include "operands.h"

namespace gcn::detail {
namespace {

std::string disassemble_buffer(const Insn& in) {
  const InsnInfo& i = in.info();
  std::string s = i.mnemonic;
  if (i.shape == Shape::SH_BUF_NONE) return s;
  const std::string rsrc = ops::reg_range_name(in.srsrc, 4) + ", " + ops::scalar_source_text(in.soffset, 1);
  const std::string offset = in.vm_offset ? fmt::format(" offset:{}", in.vm_offset) : "";
  const std::string cache = std::string(in.glc ? " glc" : "") + (in.slc ? " slc" : "");
  if (i.shape == Shape::SH_BUF_STORE_LDS) return s + " " + rsrc + offset + " lds" + cache;
  s += " ";
  if (const unsigned d = vmem::buffer_data_dwords(in)) s += ops::vgpr_name(in.vdata, d) + ", ";
  const unsigned a = vmem::vaddr_dwords(in);
  s += (a ? ops::vgpr_name(in.vaddr, a) : "off") + ", " + rsrc;
  if (i.format == Format::MTBUF && (in.dfmt != vmem::kDefaultDfmt || in.nfmt != vmem::kDefaultNfmt)) {
    std::string f;
    if (in.dfmt != vmem::kDefaultDfmt) f = vmem::buf_data_format_name(in.dfmt);
    if (in.nfmt != vmem::kDefaultNfmt) f += (f.empty() ? "" : ",") + std::string(vmem::buf_num_format_name(in.nfmt));
    s += " format:[" + f + "]";
  }
  if (in.idxen) s += " idxen";
  if (in.offen) s += " offen";
  s += offset + cache;
  if (in.lds) s += " lds";
  if (in.tfe) s += " tfe";
  return s;
}

}  // namespace

std::string disassemble_vmem(const Insn& in) {
  const InsnInfo& i = in.info();
  if (is_buffer(i.format)) return disassemble_buffer(in);
  const bool off = in.saddr == vmem::kSaddrOff;
  std::vector<std::string> parts;
  if (vmem::returns_data(in)) parts.push_back(ops::vgpr_name(in.vdst, i.dst_dw));
  const unsigned addr = vmem::vaddr_dwords(in);
  parts.push_back(addr ? ops::vgpr_name(in.vaddr, addr) : "off");
  if (i.shape != Shape::SH_FLAT_LOAD) parts.push_back(ops::vgpr_name(in.vdata, i.src1_dw));
  if (i.format == Format::GLOBAL) parts.push_back(off ? "off" : ops::scalar_source_text(in.saddr, 2));
  if (i.format == Format::SCRATCH) parts.push_back(off ? "off" : ops::scalar_source_text(in.saddr, 1));
  std::string s = i.mnemonic;
  for (size_t k = 0; k < parts.size(); ++k) s += (k ? ", " : " ") + parts[k];
  if (in.vm_offset) {
    const bool sign = i.format != Format::FLAT && (in.vm_offset & 0x1000);
    const int v = sign ? int(in.vm_offset) - 0x2000 : int(in.vm_offset);
    s += fmt::format(" offset:{}", v);
  }
  if (in.glc) s += " glc";
  if (in.slc) s += " slc";
  if (in.lds) s += " lds";
  return s;
}

}  // namespace gcn::detail
