// DsOp of a DS row: kind and atomic from the table columns, the element
// size and modifiers from the name's type token (B32, U8, F64, ...) and
// suffixes (_D16, _HI, _RTN, ST64 by F_DS_ST64).
#include "ds_op.h"

#include <algorithm>
#include <string>
#include <string_view>

namespace gcn {
namespace {

// Element size from the type token: B8/I8/U8 = 1, B16/I16/U16 = 2, *32 = 4,
// *64 = 8, B96 = 12, B128 = 16.
unsigned type_bytes(std::string_view t) {
  if (t.ends_with("128")) return 16;
  if (t.ends_with("96")) return 12;
  if (t.ends_with("64")) return 8;
  if (t.ends_with("32")) return 4;
  if (t.ends_with("16")) return 2;
  if (t.ends_with("8")) return 1;
  return 0;
}

// The first type token of a name without "DS_" (B32, U8, F64, ...).
std::string_view type_token(std::string_view v) {
  size_t pos = 0;
  while (pos < v.size()) {
    const size_t end = std::min(v.find('_', pos), v.size());
    const std::string_view tok = v.substr(pos, end - pos);
    if (tok.size() >= 2 && std::string_view("BIUF").find(tok[0]) != std::string_view::npos &&
        tok.find_first_not_of("0123456789", 1) == std::string_view::npos)
      return tok;
    pos = end + 1;
  }
  return {};
}

}  // namespace

DsOp ds_op(const InsnInfo& i) {
  DsOp o;
  if (i.format != Format::DS || i.ds_kind == DsKind::Unsupported) return o;
  o.kind = i.ds_kind;
  o.atomic = i.ds_atomic;
  if (o.kind == DsKind::Nop) return o;
  std::string n = std::string(i.name).substr(3);  // drop "DS_"
  const auto rtn_at = n.find("_RTN");
  o.rtn = rtn_at != std::string::npos;
  if (o.rtn) n.erase(rtn_at, 4);
  const std::string_view v = n;
  const std::string_view type = type_token(v);
  o.bytes = type_bytes(type);
  if (o.kind == DsKind::Swizzle || o.kind == DsKind::Permute || o.kind == DsKind::Bpermute) return o;
  o.d16 = v.find("_D16") != v.npos && o.kind == DsKind::Read;
  o.hi = v.ends_with("_HI");
  o.sign = !type.empty() && type[0] == 'I';
  if (o.kind == DsKind::Read2 || o.kind == DsKind::Write2 || o.kind == DsKind::Wrxchg2)
    o.stride = o.bytes * (i.has(F_DS_ST64) ? 64 : 1);
  return o;
}

const char* ds_atomic_sv_name(DsAtomic a) {
  switch (a) {
#define GCN_DS_ATOMIC(NAME, SV) \
  case DsAtomic::NAME:          \
    return #SV;
#include "isa.def"
#undef GCN_DS_ATOMIC
    case DsAtomic::None: break;
  }
  return "?";
}

}  // namespace gcn
