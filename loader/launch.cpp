#include "launch.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "file_io.h"
#include "le_bytes.h"
#include "manifest_reader.h"

namespace gcn::loader {
namespace {

using nlohmann::json;

// The bytes all a manifest's buffers may take together: every workgroup's
// program carries them, next to the image and private memory, within the
// program's kMaxBufferBytes.
constexpr uint64_t kMaxManifestBufferBytes = 128ull << 20;

}  // namespace

double Contents::at(uint64_t i) const {
  switch (kind) {
    case Kind::Fill: return fill;
    case Kind::Sequence: return start + double(i) * step;
    case Kind::Values: return i < values.size() ? values[i] : 0;
  }
  return 0;
}

uint64_t ElementType::encode(double v) const {
  if (is_float) {
    if (bytes == 4) {
      const float f = float(v);
      uint32_t u;
      std::memcpy(&u, &f, 4);
      return u;
    }
    uint64_t u;
    std::memcpy(&u, &v, 8);
    return u;
  }
  // Integers: exact up to 2^53; wrap to the element's width (two's
  // complement). Fractions truncate toward zero.
  const uint64_t mask = bytes == 8 ? ~0ull : (1ull << (8 * bytes)) - 1;
  constexpr double k2p63 = 9223372036854775808.0, k2p64 = 18446744073709551616.0;
  if (!std::isfinite(v)) return 0;
  if (v < 0 && v > -k2p63) return uint64_t(int64_t(v)) & mask;
  if (v >= 0 && v < k2p64) return uint64_t(v) & mask;
  double w = std::fmod(std::trunc(v), k2p64);  // exact
  if (w < 0) w += k2p64;  // |w| >= 2^63 here, so the sum is exact too
  return (w >= k2p64 ? 0 : uint64_t(w)) & mask;
}

Manifest parse_manifest(const std::string& text, const std::string& path) {
  Reader rd(path);
  const json j = rd.parse(text);
  Manifest m;
  m.path = path;
  if (!j.is_object()) rd.fail("top level", "expected an object");
  rd.only(j, {"kernel", "grid", "block", "buffers", "args", "expect"}, "top level");
  m.kernel = rd.string(rd.field(j, "kernel", "top level"), "kernel");
  m.grid = rd.dims(rd.field(j, "grid", "top level"), "grid");
  m.block = rd.dims(rd.field(j, "block", "top level"), "block");

  std::set<std::string> names;
  uint64_t total_bytes = 0;
  rd.array(j, "buffers", "buffers", [&](const json& bj, const std::string& where) {
    rd.only(bj, {"name", "type", "count", "init"}, where);
    BufferSpec b;
    b.name = rd.string(rd.field(bj, "name", where), where + ".name");
    if (b.name.empty() || !names.insert(b.name).second)
      rd.fail(where + ".name", fmt::format("\"{}\" is empty or used twice", b.name));
    b.type = bj.contains("type") ? rd.type(bj["type"], where + ".type") : ElementType{};
    b.count = rd.count(rd.field(bj, "count", where), where + ".count", 1, kMaxManifestBufferBytes / b.type.bytes);
    total_bytes += b.count * b.type.bytes;
    if (total_bytes > kMaxManifestBufferBytes)
      rd.fail(where + ".count",
              fmt::format("the buffers take more than {} MiB together", kMaxManifestBufferBytes >> 20));
    if (bj.contains("init")) {
      const json& in = bj["init"];
      if (!in.is_object()) rd.fail(where + ".init", "expected an object");
      rd.only(in, {"fill", "start", "step", "values"}, where + ".init");
      b.init = rd.contents(in, where + ".init");
      if (b.init.kind == Contents::Kind::Values && b.init.values.size() > b.count)
        rd.fail(where + ".init.values", fmt::format("{} values for {} elements", b.init.values.size(), b.count));
    }
    m.buffers.push_back(std::move(b));
  });
  rd.array(j, "args", "args", [&](const json& aj, const std::string& where) {
    rd.only(aj, {"buffer", "value"}, where);
    ArgSpec a;
    if (aj.contains("buffer") == aj.contains("value")) rd.fail(where, "give one of \"buffer\" or \"value\"");
    if (aj.contains("buffer")) {
      a.is_buffer = true;
      a.buffer = rd.string(aj["buffer"], where + ".buffer");
      if (!names.count(a.buffer)) rd.fail(where + ".buffer", fmt::format("no buffer named \"{}\"", a.buffer));
    } else {
      a.value = rd.number(aj["value"], where + ".value");
    }
    m.args.push_back(std::move(a));
  });
  rd.array(j, "expect", "expect", [&](const json& ej, const std::string& where) {
    rd.only(ej, {"buffer", "first", "count", "fill", "start", "step", "values"}, where);
    ExpectSpec e;
    e.buffer = rd.string(rd.field(ej, "buffer", where), where + ".buffer");
    const auto b =
        std::find_if(m.buffers.begin(), m.buffers.end(), [&](const BufferSpec& s) { return s.name == e.buffer; });
    if (b == m.buffers.end()) rd.fail(where + ".buffer", fmt::format("no buffer named \"{}\"", e.buffer));
    e.first = ej.contains("first") ? rd.count(ej["first"], where + ".first", 0, b->count - 1) : 0;
    e.contents = rd.contents(ej, where);
    const uint64_t dflt = e.contents.kind == Contents::Kind::Values ? e.contents.values.size() : b->count - e.first;
    e.count = ej.contains("count") ? rd.count(ej["count"], where + ".count", 1, b->count - e.first) : dflt;
    if (e.first + e.count > b->count || e.count == 0)
      rd.fail(where, fmt::format("elements [{}, {}) are not inside buffer \"{}\" of {}", e.first, e.first + e.count,
                                 e.buffer, b->count));
    if (!ej.contains("fill") && !ej.contains("start") && !ej.contains("step") && !ej.contains("values"))
      rd.fail(where, "give the expected contents: \"fill\", \"start\"/\"step\" or \"values\"");
    m.expects.push_back(std::move(e));
  });
  return m;
}

Manifest load_manifest(const std::string& path) {
  return parse_manifest(read_manifest_text(path), path);
}

Dispatch make_dispatch(const Manifest& m, const Kernel& k) {
  Dispatch d;
  d.grid = m.grid;
  d.block = m.block;
  std::map<std::string, uint64_t> addr;
  uint64_t next = d.map.buffers;
  for (const BufferSpec& b : m.buffers) {
    const uint64_t bytes = b.count * b.type.bytes;
    std::vector<uint8_t> data(bytes, 0);
    for (uint64_t i = 0; i < b.count; ++i) le_store(data, i * b.type.bytes, b.type.encode(b.init.at(i)), b.type.bytes);
    addr[b.name] = next;
    d.memory.push_back({next, std::move(data), b.name});
    next = next_buffer_base(next, bytes);
  }

  std::vector<ArgValue> args;
  for (size_t i = 0; i < m.args.size(); ++i) {
    const ArgSpec& s = m.args[i];
    ArgValue v;
    v.pointer = s.is_buffer;
    if (s.is_buffer) {
      v.bits = addr.at(s.buffer);
    } else {
      ElementType t;
      t.bytes = 8;
      v.bits = t.encode(s.value);  // wrapped to the argument's size below
    }
    args.push_back(v);
  }
  build_kernarg(k, d, args, m.path);
  return d;
}

void build_kernarg(const Kernel& k, Dispatch& d, const std::vector<ArgValue>& args, const std::string& source) {
  // Kernarg segment: explicit arguments in order, hidden ones computed
  // (AMDGPUUsage "Code Object V5 Metadata", .value_kind hidden_*).
  if (k.kernarg_segment_size > kMaxKernargBytes)
    throw DispatchError(fmt::format("kernel {}: a kernarg segment of {} bytes exceeds the {} a launch builds", k.name,
                                    k.kernarg_segment_size, kMaxKernargBytes));
  d.kernarg.assign(k.kernarg_segment_size, 0);
  const auto wgs = d.workgroups();
  size_t next_arg = 0;
  for (const KernelArg& a : k.args) {
    if (uint64_t(a.offset) + a.size > d.kernarg.size())
      throw ManifestError(fmt::format("{}: kernel {}: argument at offset {} ({} bytes) is outside the {}-byte kernarg segment",
                                      source, k.name, a.offset, a.size, d.kernarg.size()));
    if (a.hidden()) {
      const std::string& v = a.value_kind;
      auto dim = [&](const char* prefix) -> int {
        if (v.rfind(prefix, 0) != 0 || v.size() != std::strlen(prefix) + 1) return -1;
        const char c = v.back();
        return c >= 'x' && c <= 'z' ? c - 'x' : -1;
      };
      uint64_t value = 0;
      if (int i = dim("hidden_block_count_"); i >= 0) value = wgs[i];
      else if (int i = dim("hidden_group_size_"); i >= 0) value = d.block[i];
      else if (int i = dim("hidden_remainder_"); i >= 0) value = d.grid[i] % d.block[i];
      else if (v == "hidden_grid_dims") value = d.dims();
      // hidden_global_offset_* are 0; pointers to runtime objects (hostcall,
      // default queue, heap, queue, completion action) are null: a kernel
      // that follows one faults and the run reports it.
      le_store(d.kernarg, a.offset, value, std::min(a.size, 8u));
      continue;
    }
    if (next_arg >= args.size())
      throw ManifestError(fmt::format("{}: kernel {} has more arguments than the manifest's {} (argument {} at offset {})",
                                      source, k.name, args.size(), next_arg, a.offset));
    const ArgValue& s = args[next_arg];
    const std::string which =
        fmt::format("{}: args[{}] (kernel {} argument {}{} at offset {})", source, next_arg, k.name, next_arg,
                    a.name.empty() ? "" : " \"" + a.name + "\"", a.offset);
    ++next_arg;
    if (s.pointer) {
      if (a.value_kind != "global_buffer" || a.size != 8)
        throw ManifestError(fmt::format("{}: a buffer is given, the kernel takes {} of {} bytes", which, a.value_kind, a.size));
      le_store(d.kernarg, a.offset, s.bits, 8);
    } else {
      if (a.value_kind != "by_value" || a.size == 0 || a.size > 8)
        throw ManifestError(fmt::format("{}: a value is given, the kernel takes {} of {} bytes", which, a.value_kind, a.size));
      if (s.bytes && s.bytes != a.size)
        throw ManifestError(fmt::format("{}: a {}-byte {} is given, the kernel takes {} bytes", which, s.bytes,
                                        s.type.empty() ? "value" : s.type, a.size));
      // By-value arguments as given, wrapped to the argument's size (a
      // float's bits are its value).
      le_store(d.kernarg, a.offset, a.size == 8 ? s.bits : s.bits & ((1ull << (8 * a.size)) - 1), a.size);
    }
  }
  if (next_arg != args.size())
    throw ManifestError(fmt::format("{}: {} arguments given, kernel {} takes {}", source, args.size(), k.name, next_arg));
}

std::vector<std::string> check_expectations(const Manifest& m, const Dispatch& d, const Memory& mem, size_t max) {
  std::vector<std::string> out;
  size_t bad = 0;
  for (const ExpectSpec& e : m.expects) {
    const auto spec = std::find_if(m.buffers.begin(), m.buffers.end(), [&](const BufferSpec& b) { return b.name == e.buffer; });
    const auto reg = std::find_if(d.memory.begin(), d.memory.end(), [&](const Region& r) { return r.name == e.buffer; });
    if (spec == m.buffers.end() || reg == d.memory.end()) continue;  // checked when parsed
    const unsigned n = spec->type.bytes;
    std::vector<uint8_t> bytes(e.count * n);
    if (!mem.read_bytes(reg->base + e.first * n, bytes.data(), bytes.size())) {
      out.push_back(fmt::format("buffer {}: elements [{}, {}) are not in memory", e.buffer, e.first, e.first + e.count));
      continue;
    }
    for (uint64_t i = 0; i < e.count; ++i) {
      const uint64_t want = spec->type.encode(e.contents.at(i));
      const uint64_t got = le_load(bytes, i * n, n);
      if (got == want) continue;
      if (++bad <= max)
        out.push_back(fmt::format("{}[{}] = {:#0{}x}, expected {:#0{}x}", e.buffer, e.first + i, got, 2 + 2 * n, want,
                                  2 + 2 * n));
    }
  }
  if (bad > max) out.push_back(fmt::format("... {} mismatching elements in all", bad));
  return out;
}

}  // namespace gcn::loader
