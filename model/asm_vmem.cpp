// Assembler part for FLAT, GLOBAL and SCRATCH in llvm-mc-16's syntax (see the
// SH_FLAT_* shapes in isa.h): the operand list, then offset:N, glc/slc and
// lds in that order. Like llvm-mc, a returning atomic (vdst written) must use glc and a
// non-returning one must not, an lds load names no vdst, and SCRATCH takes
// exactly one of a VGPR address and an SGPR address.
// MUBUF and MTBUF (buffer_instruction): the operands, then the modifiers in
// the order llvm-mc-16 takes them: format:... (MTBUF), idxen, offen,
// offset:N, glc and slc (either order), lds, tfe (MUBUF loads); for
// buffer_store_lds_dword offset:N, lds, then glc and slc; MTBUF also takes
// the legacy dfmt:N, nfmt:N before soffset. offset takes
// 0..65535 and keeps the low 12 bits, as llvm-mc-16 encodes it.
#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "asm_parse.h"
#include "insn_vmem.h"
#include "operands.h"

namespace gcn::asm_parse {
namespace {

// One operand as written: a VGPR (range), a scalar register (range) or "off".
struct MemOperand {
  enum Kind { Vgpr, Sreg, Off } kind;
  unsigned code = 0, dwords = 0;
  size_t col = 0;
};

MemOperand parse_mem_operand(Cursor& c) {
  c.ws();
  const size_t p = c.pos;
  if (c.peek_ident() == "off") {
    c.ident();
    return {MemOperand::Off, 0, 0, p};
  }
  if (const auto v = try_vgpr(c)) return {MemOperand::Vgpr, v->code, v->dwords, p};
  if (const auto r = try_register(c)) return {MemOperand::Sreg, r->code, r->dwords, p};
  c.ctx.error(p, "invalid operand for instruction");
}

}  // namespace

Insn Assembler::vmem_instruction(Cursor& c, Op op) {
  const InsnInfo& i = info(op);
  if (is_buffer(i.format)) return buffer_instruction(c, op);
  Insn in;
  in.op = op;
  // Operands up to the first modifier (an operand never follows a modifier).
  std::vector<MemOperand> ops;
  if (c.at_end()) c.ctx.error(mpos_, "too few operands for instruction");
  ops.push_back(parse_mem_operand(c));
  auto modifier = [](const std::string& m) { return m == "offset" || m == "glc" || m == "slc" || m == "lds"; };
  // llvm-mc also takes a comma before the first modifier.
  while (c.accept(',') && !modifier(c.peek_ident())) ops.push_back(parse_mem_operand(c));
  // llvm-mc's order: [offset:N], then glc and slc (either order, each once),
  // then lds last.
  enum { kOffset, kCache, kLds } stage = kOffset;
  size_t glc_col = 0, lds_col = 0;
  while (!c.at_end()) {
    c.ws();
    const size_t p = c.pos;
    const std::string m = c.ident();
    if ((m == "glc" && in.glc) || (m == "slc" && in.slc)) c.ctx.error(p, "duplicate cache policy modifier");
    if (m == "offset" && stage != kOffset) c.ctx.error(p, "not a valid operand.");
    if (modifier(m) && stage == kLds) c.ctx.error(p, "invalid operand for instruction");
    if (m == "offset") {
      c.expect(':', "expected ':'");
      stage = kCache;
      // Out of range: reported at "offset", as llvm-mc does.
      const Number n = parse_number(c);
      const bool flat = i.format == Format::FLAT;
      if (n.is_float || !(flat ? n.between(0, 4095) : n.between(-4096, 4095)))
        c.ctx.error(p, flat ? "expected a 12-bit unsigned offset" : "expected a 13-bit signed offset");
      in.vm_offset = uint16_t(*n.i64() & 0x1FFF);
    } else if (m == "glc") {
      in.glc = true;
      glc_col = p;
      stage = kCache;
    } else if (m == "slc") {
      in.slc = true;
      stage = kCache;
    } else if (m == "lds" && vmem::has_lds_form(i)) {
      in.lds = true;
      lds_col = p;
      stage = kLds;
    } else {
      c.ctx.error(p, "invalid operand for instruction");
    }
  }
  const bool atomic = i.shape == Shape::SH_FLAT_ATOMIC;
  const bool returns = i.shape == Shape::SH_FLAT_LOAD ? !in.lds : atomic && in.glc;
  const size_t without_dst = 1 + (i.shape != Shape::SH_FLAT_LOAD) + (i.format != Format::FLAT);
  const size_t want = without_dst + returns;
  if (atomic && ops.size() != want) {
    if (!in.glc && ops.size() == want + 1) c.ctx.error(mpos_, "instruction must use glc");
    if (in.glc && ops.size() + 1 == want) c.ctx.error(glc_col, "instruction must not use glc");
  }
  if (in.lds && ops.size() == want + 1) c.ctx.error(lds_col, "invalid operand for instruction");  // names a vdst
  if (ops.size() < want) c.ctx.error(mpos_, "too few operands for instruction");
  if (ops.size() > want) c.ctx.error(ops[want].col, "invalid operand for instruction");
  auto vgpr = [&](const MemOperand& o, unsigned dwords) {
    if (o.kind != MemOperand::Vgpr || o.dwords != dwords) c.ctx.error(o.col, "invalid operand for instruction");
    return uint8_t(o.code);
  };
  size_t k = 0;
  if (returns) in.vdst = vgpr(ops[k++], i.dst_dw);
  const MemOperand& addr = ops[k++];
  const MemOperand* data = i.shape != Shape::SH_FLAT_LOAD ? &ops[k++] : nullptr;
  const MemOperand* saddr = i.format != Format::FLAT ? &ops[k++] : nullptr;
  in.saddr = i.format == Format::FLAT ? 0 : vmem::kSaddrOff;
  if (saddr && saddr->kind == MemOperand::Sreg) {
    const unsigned dw = i.format == Format::GLOBAL ? 2 : 1;
    if (saddr->dwords != dw || saddr->code >= vmem::kSaddrOff)  // exec_hi's code means off
      c.ctx.error(saddr->col, "invalid operand for instruction");
    in.saddr = uint8_t(saddr->code);
  } else if (saddr && saddr->kind != MemOperand::Off) {
    c.ctx.error(saddr->col, "invalid operand for instruction");
  }
  const bool scalar_base = saddr && saddr->kind == MemOperand::Sreg;
  if (i.format == Format::SCRATCH) {
    // Exactly one of the two addresses.
    if ((addr.kind == MemOperand::Off) != scalar_base) c.ctx.error(mpos_, "operands are not valid for this GPU or mode");
    if (!scalar_base) in.vaddr = vgpr(addr, 1);
  } else {
    in.vaddr = vgpr(addr, i.format == Format::GLOBAL && scalar_base ? 1 : 2);
  }
  if (data) in.vdata = vgpr(*data, i.src1_dw);
  return in;
}

void Assembler::buffer_format(Cursor& c, Insn& in) {
  c.expect(':', "expected ':'");
  c.ws();
  const size_t p = c.pos;
  if (!c.accept('[')) {
    const Number n = parse_number(c);
    if (n.is_float || !n.between(0, 127)) c.ctx.error(p, "out of range format");
    in.dfmt = uint8_t(*n.i64() & 15);
    in.nfmt = uint8_t(*n.i64() >> 4);
    return;
  }
  bool have_d = false, have_n = false;
  do {
    c.ws();
    const size_t q = c.pos;
    const std::string name = c.ident();
    if (name.empty()) c.ctx.error(q, "expected a format string");
    if (name.rfind("BUF_FMT_", 0) == 0) c.ctx.error(q, "unified format is not supported on this GPU");
    bool found = false;
    for (unsigned k = 0; k < 16 && !found; ++k)
      if (name == vmem::buf_data_format_name(k)) {
        if (have_d) c.ctx.error(q, "duplicate data format");
        have_d = found = true;
        in.dfmt = uint8_t(k);
      }
    for (unsigned k = 0; k < 8 && !found; ++k)
      if (name == vmem::buf_num_format_name(k)) {
        if (have_n) c.ctx.error(q, "duplicate numeric format");
        have_n = found = true;
        in.nfmt = uint8_t(k);
      }
    if (!found) c.ctx.error(q, "unsupported format");
  } while (c.accept(','));
  c.ws();
  if (!c.accept(']')) c.ctx.error(c.pos, "expected a closing square bracket");
}

// The separator after a buffer operand: llvm-mc-16 takes the operands with
// or without commas between them.
void Assembler::operand_comma(Cursor& c) {
  if (c.at_end()) c.ctx.error(mpos_, "too few operands for instruction");
  c.accept(',');
}

Insn Assembler::buffer_instruction(Cursor& c, Op op) {
  const InsnInfo& i = info(op);
  Insn in;
  in.op = op;
  const bool mtbuf = i.format == Format::MTBUF;
  if (mtbuf) in.dfmt = vmem::kDefaultDfmt, in.nfmt = vmem::kDefaultNfmt;
  c.ws();
  if (i.shape == Shape::SH_BUF_NONE) {
    if (!c.at_end()) c.ctx.error(c.pos, "invalid operand for instruction");
    return in;
  }
  const bool store_lds = i.shape == Shape::SH_BUF_STORE_LDS;
  // VGPR operands (vdata, vaddr) and "off", then srsrc and soffset.
  if (c.at_end()) c.ctx.error(mpos_, "too few operands for instruction");
  std::vector<MemOperand> vops;
  while (vops.size() < 2) {
    c.ws();
    const size_t p = c.pos;
    if (c.peek_ident() == "off") {
      c.ident();
      vops.push_back({MemOperand::Off, 0, 0, p});
    } else if (const auto v = try_vgpr(c)) {
      vops.push_back({MemOperand::Vgpr, v->code, v->dwords, p});
    } else {
      break;
    }
    if (store_lds) c.ctx.error(p, "invalid operand for instruction");
    operand_comma(c);
  }
  c.ws();
  const size_t rsrc_col = c.pos;
  const auto rsrc = try_register(c);
  if (!rsrc || rsrc->dwords != 4) c.ctx.error(rsrc_col, "invalid operand for instruction");
  in.srsrc = uint8_t(rsrc->code);
  operand_comma(c);
  // MTBUF: llvm-mc's legacy dfmt:N and nfmt:N (either order, each once,
  // commas optional) before soffset.
  bool legacy_format = false;
  for (bool seen_d = false, seen_n = false;;) {
    const std::string id = c.peek_ident();
    if (id != "dfmt" && id != "nfmt" && id != "format") break;
    c.ws();
    const size_t p = c.pos;
    if (!mtbuf || id == "format") c.ctx.error(p, "not a valid operand.");
    const bool d = id == "dfmt";
    if (d ? seen_d : seen_n) c.ctx.error(p, "invalid operand for instruction");
    c.ident();
    c.expect(':', "expected ':'");
    const Number n = parse_number(c);
    if (n.is_float || !n.between(0, d ? 15 : 7)) c.ctx.error(p, d ? "out of range dfmt" : "out of range nfmt");
    (d ? in.dfmt : in.nfmt) = uint8_t(*n.i64());
    (d ? seen_d : seen_n) = true;
    legacy_format = true;
    c.accept(',');
  }
  c.ws();
  const size_t soff_col = c.pos;
  Literal lit;
  const unsigned soff = parse_source(c, 1, lit, true);
  if (soff == sreg::LITERAL || soff == sreg::LDS_DIRECT) c.ctx.error(soff_col, "invalid operand for instruction");
  in.soffset = uint8_t(soff);
  // Modifiers, each at a rank not below the previous one's.
  const bool store = i.shape == Shape::SH_BUF_STORE;
  unsigned rank = 0;
  size_t lds_col = 0, idxen_col = 0, offen_col = 0, tfe_col = 0, first_late_col = 0;
  while (true) {
    c.accept(',');  // llvm-mc also takes commas between the modifiers
    if (c.at_end()) break;
    c.ws();
    const size_t p = c.pos;
    const std::string m = c.ident();
    unsigned r = 0;
    if (m == "format" && mtbuf) r = 1;
    else if ((m == "idxen" || m == "offen") && !store_lds) r = m == "idxen" ? 2 : 3;
    else if (m == "offset") r = 4;
    else if (m == "glc" || m == "slc") r = store_lds ? 7 : 5;
    else if (m == "lds" && (store_lds || (!mtbuf && vmem::has_lds_form(i)))) r = 6;
    // An lds form of a load without one: llvm-mc reports the operand list.
    else if (m == "lds" && !mtbuf && i.shape == Shape::SH_BUF_LOAD && vops.size() == 1)
      c.ctx.error(vops[0].col, "invalid operand for instruction");
    else if (m == "tfe" && !mtbuf && store) c.ctx.error(p, "TFE modifier has no meaning for store instructions");
    else if (m == "tfe" && !mtbuf && i.shape == Shape::SH_BUF_LOAD) r = 8;
    else c.ctx.error(p, m == "format" || m == "dfmt" || m == "nfmt" ? "not a valid operand." : "invalid operand for instruction");
    if ((m == "glc" && in.glc) || (m == "slc" && in.slc)) c.ctx.error(p, "duplicate cache policy modifier");
    const bool cache = m == "glc" || m == "slc";
    // idxen, offen and (buffer_store_lds_dword) lds are fixed tokens to
    // llvm-mc: one out of place is reported at the modifier standing where
    // it belongs.
    if ((r == 2 || r == 3) && rank > 3) c.ctx.error(first_late_col, "invalid operand for instruction");
    if (store_lds && cache && !in.lds) c.ctx.error(p, "invalid operand for instruction");
    if (store_lds && m == "offset" && in.lds) c.ctx.error(p, "not a valid operand.");
    if (r < rank || (r == rank && !cache) || (m == "tfe" && in.lds))
      c.ctx.error(p, m == "format" ? "not a valid operand." : "invalid operand for instruction");
    if (r > 3 && rank <= 3) first_late_col = p;
    rank = r;
    if (m == "format") {
      if (legacy_format) c.ctx.error(p, "duplicate format");
      buffer_format(c, in);
    } else if (m == "idxen") {
      in.idxen = true;
      idxen_col = p;
    } else if (m == "offen") {
      in.offen = true;
      offen_col = p;
    } else if (m == "offset") {
      c.expect(':', "expected ':'");
      const Number n = parse_number(c);
      if (n.is_float || !n.between(0, 65535)) c.ctx.error(p, "invalid operand for instruction");
      in.vm_offset = uint16_t(*n.i64() & 0xFFF);
    } else if (m == "glc") {
      in.glc = true;
    } else if (m == "slc") {
      in.slc = true;
    } else if (m == "lds") {
      in.lds = true;
      lds_col = p;
    } else {
      in.tfe = true;
      tfe_col = p;
    }
  }
  if (store_lds) {
    if (!in.lds) c.ctx.error(mpos_, "too few operands for instruction");
    return in;
  }
  const unsigned data = vmem::buffer_data_dwords(in);
  const size_t want = (data ? 1 : 0) + 1;
  if (in.lds && vops.size() == want + 1) c.ctx.error(lds_col, "invalid operand for instruction");  // names a vdata
  if (vops.size() < want) c.ctx.error(mpos_, "too few operands for instruction");
  size_t k = 0;
  if (data) {
    const MemOperand& d = vops[k++];
    // A vdata of the size without tfe: llvm-mc reports the tfe.
    if (d.kind == MemOperand::Vgpr && in.tfe && d.dwords + 1 == data) c.ctx.error(tfe_col, "invalid operand for instruction");
    if (d.kind != MemOperand::Vgpr || d.dwords != data) c.ctx.error(d.col, "invalid operand for instruction");
    in.vdata = uint8_t(d.code);
  }
  const MemOperand& a = vops[k];
  const unsigned addr = vmem::vaddr_dwords(in);
  if (!addr && a.kind != MemOperand::Off) c.ctx.error(mpos_, "too few operands for instruction");
  if (addr && (a.kind != MemOperand::Vgpr || a.dwords != addr))
    c.ctx.error(std::max(idxen_col, offen_col), "invalid operand for instruction");
  in.vaddr = uint8_t(a.code);
  return in;
}

}  // namespace gcn::asm_parse
