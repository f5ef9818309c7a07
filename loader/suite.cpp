#include "suite.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "file_io.h"
#include "le_bytes.h"
#include "manifest_reader.h"

namespace gcn::loader {
namespace {

using nlohmann::json;

// The bytes a suite's buffers may take together (every workgroup's program
// carries all of them; see kMaxManifestBufferBytes in launch.cpp).
constexpr uint64_t kMaxSuiteBufferBytes = 128ull << 20;
constexpr uint64_t kMaxSuiteLaunches = 4096;

const char* const kBufferKinds[] = {"in", "inout", "out", "zero", "buffer"};
const char* const kScalarKinds[] = {"u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "f32", "f64"};

std::string resolve(const std::string& manifest, const std::string& file) {
  const std::filesystem::path p(file);
  if (p.is_absolute()) return file;
  return (std::filesystem::path(manifest).parent_path() / p).string();
}

std::vector<uint8_t> read_bytes(const Reader& rd, const SuiteFileReader& read, const std::string& file,
                                const std::string& where) {
  try {
    return read(resolve(rd.path(), file), kMaxSuiteBufferBytes);
  } catch (const FileError& e) {
    rd.fail(where, e.what());
  }
}

// A scalar argument's value as the type's little-endian bits; integers must
// be whole and inside the type's range, floats finite (f32 rounded to nearest).
uint64_t scalar_bits(const Reader& rd, const json& v, const ElementType& t, const std::string& where) {
  if (!v.is_number()) rd.fail(where, fmt::format("expected a number for a {}", t.name));
  if (t.is_float) {
    const double d = v.get<double>();
    if (!std::isfinite(d) || (t.bytes == 4 && std::fabs(d) > double(std::numeric_limits<float>::max())))
      rd.fail(where, fmt::format("{} is not a finite {}", v.dump(), t.name));
    return t.encode(d);
  }
  const unsigned bits = 8 * t.bytes;
  if (v.is_number_float()) rd.fail(where, fmt::format("{} is not an integer", v.dump()));
  if (t.is_signed) {
    if (v.is_number_unsigned() && v.get<uint64_t>() > uint64_t(std::numeric_limits<int64_t>::max()))
      rd.fail(where, fmt::format("{} is outside the range of an {}", v.dump(), t.name));
    const int64_t x = v.get<int64_t>();
    const int64_t lo = bits == 64 ? std::numeric_limits<int64_t>::min() : -(int64_t(1) << (bits - 1));
    const int64_t hi = bits == 64 ? std::numeric_limits<int64_t>::max() : (int64_t(1) << (bits - 1)) - 1;
    if (x < lo || x > hi) rd.fail(where, fmt::format("{} is outside the range of an {}", x, t.name));
    return uint64_t(x) & (bits == 64 ? ~0ull : (1ull << bits) - 1);
  }
  if (!v.is_number_unsigned()) rd.fail(where, fmt::format("{} is outside the range of a {}", v.dump(), t.name));
  const uint64_t x = v.get<uint64_t>();
  if (bits < 64 && x >> bits) rd.fail(where, fmt::format("{} is outside the range of a {}", x, t.name));
  return x;
}

}  // namespace

std::vector<uint8_t> read_suite_file(const std::string& path, uint64_t max_bytes) {
  const std::string s = read_file_limited(path, max_bytes);
  return std::vector<uint8_t>(s.begin(), s.end());
}

Suite parse_suite(const std::string& text, const std::string& path, const SuiteFileReader& read) {
  const Reader rd(path);
  const json j = rd.parse(text);
  if (!j.is_object()) rd.fail("top level", "expected an object");
  rd.only(j, {"code_object", "launches"}, "top level");
  Suite s;
  s.path = path;
  s.code_object = resolve(path, rd.string(rd.field(j, "code_object", "top level"), "code_object"));
  const json& launches = rd.field(j, "launches", "top level");
  if (!launches.is_array() || launches.empty()) rd.fail("launches", "expected a non-empty array");
  if (launches.size() > kMaxSuiteLaunches) rd.fail("launches", fmt::format("more than {} launches", kMaxSuiteLaunches));

  std::set<std::string> names;  // buffers defined so far
  uint64_t total = 0;
  rd.array(j, "launches", "launches", [&](const json& lj, const std::string& lw) {
    rd.only(lj, {"kernel", "grid", "groups", "block", "args"}, lw);
    SuiteLaunch l;
    l.where = lw;
    l.kernel = rd.string(rd.field(lj, "kernel", lw), lw + ".kernel");
    if (lj.contains("block")) l.block = rd.dims(lj["block"], lw + ".block");
    if (lj.contains("grid") == lj.contains("groups")) rd.fail(lw, "give one of \"grid\" or \"groups\"");
    if (lj.contains("grid")) {
      l.grid = rd.dims(lj["grid"], lw + ".grid");
    } else {
      const uint64_t n = rd.count(lj["groups"], lw + ".groups", 1, kMaxWorkgroups);
      if (n * l.block[0] > 0xFFFF'FFFFull) rd.fail(lw + ".groups", "more than 2^32 work-items in x");
      l.grid = {uint32_t(n * l.block[0]), l.block[1], l.block[2]};
    }
    rd.field(lj, "args", lw);
    rd.array(lj, "args", lw + ".args", [&](const json& aj, const std::string& aw) {
      if (!aj.is_object()) rd.fail(aw, "expected an object");
      SuiteArg a;
      a.where = aw;
      std::string kind;
      for (const char* k : kBufferKinds)
        if (aj.contains(k)) kind += kind.empty() ? k : std::string(", ") + k;
      for (const char* k : kScalarKinds)
        if (aj.contains(k)) kind += kind.empty() ? k : std::string(", ") + k;
      if (kind.empty())
        rd.fail(aw, "give one of \"in\", \"inout\", \"out\", \"zero\", \"buffer\" or a scalar type (u32, i32, f32, ...)");
      if (kind.find(',') != std::string::npos) rd.fail(aw, fmt::format("give one kind of argument, not {}", kind));
      const bool scalar = std::find(std::begin(kScalarKinds), std::end(kScalarKinds), kind) != std::end(kScalarKinds);
      if (scalar) {
        rd.only(aj, {kind.c_str()}, aw);
        a.kind = SuiteArg::Kind::Scalar;
        a.type = rd.type(json(kind), aw);
        a.bits = scalar_bits(rd, aj[kind], a.type, aw + "." + kind);
        l.args.push_back(std::move(a));
        return;
      }
      rd.only(aj, {kind.c_str(), "expect", "type", "name"}, aw);
      if (aj.contains("type")) a.type = rd.type(aj["type"], aw + ".type");
      if (kind == "buffer") {
        a.kind = SuiteArg::Kind::Buffer;
        a.name = rd.string(aj["buffer"], aw + ".buffer");
        if (!names.count(a.name)) rd.fail(aw + ".buffer", fmt::format("no earlier buffer named \"{}\"", a.name));
        if (aj.contains("name")) rd.fail(aw + ".name", "a {\"buffer\": ...} argument already has its name");
      } else {
        if (kind == "in" || kind == "inout") {
          a.kind = kind == "in" ? SuiteArg::Kind::In : SuiteArg::Kind::InOut;
          a.initial = read_bytes(rd, read, rd.string(aj[kind], aw + "." + kind), aw + "." + kind);
          if (a.initial.empty()) rd.fail(aw + "." + kind, "the file is empty");
          a.bytes = a.initial.size();
        } else {
          a.kind = kind == "out" ? SuiteArg::Kind::Out : SuiteArg::Kind::Zero;
          a.bytes = rd.count(aj[kind], aw + "." + kind, 1, kMaxSuiteBufferBytes);
        }
        total += a.bytes;
        if (total > kMaxSuiteBufferBytes)
          rd.fail(aw, fmt::format("the suite's buffers take more than {} MiB together", kMaxSuiteBufferBytes >> 20));
        a.name = aj.contains("name") ? rd.string(aj["name"], aw + ".name") : aw;
        if (a.name.empty() || !names.insert(a.name).second)
          rd.fail(aw + ".name", fmt::format("buffer name \"{}\" is empty or used twice", a.name));
      }
      if (aj.contains("expect")) {
        if (kind == "in") rd.fail(aw + ".expect", "an \"in\" buffer has no expected contents (use \"inout\")");
        a.expect_file = rd.string(aj["expect"], aw + ".expect");
        a.expect = read_bytes(rd, read, a.expect_file, aw + ".expect");
        if (kind != "buffer" && a.expect.size() != a.bytes)
          rd.fail(aw + ".expect", fmt::format("{} holds {} bytes, the buffer {}", a.expect_file, a.expect.size(),
                                              a.bytes));
        if (a.expect.size() % a.type.bytes)
          rd.fail(aw + ".expect", fmt::format("{} bytes are not a whole number of {}", a.expect.size(), a.type.name));
      } else if (kind == "out") {
        rd.fail(aw, "an \"out\" buffer needs \"expect\" (use \"zero\" for scratch space)");
      }
      l.args.push_back(std::move(a));
    });
    s.launches.push_back(std::move(l));
  });
  return s;
}

Suite load_suite(const std::string& path) {
  return parse_suite(read_manifest_text(path), path);
}

Region* SuiteMemory::find(const std::string& name) {
  const auto it = std::find_if(regions.begin(), regions.end(), [&](const Region& r) { return r.name == name; });
  return it == regions.end() ? nullptr : &*it;
}

Dispatch make_suite_dispatch(const Suite& s, const SuiteLaunch& l, const Kernel& k, SuiteMemory& mem) {
  Dispatch d;
  d.grid = l.grid;
  d.block = l.block;
  std::vector<ArgValue> args;
  for (const SuiteArg& a : l.args) {
    ArgValue v;
    if (a.kind == SuiteArg::Kind::Scalar) {
      v.bits = a.bits;
      v.bytes = a.type.bytes;
      v.type = a.type.name;
    } else {
      v.pointer = true;
      if (a.kind == SuiteArg::Kind::Buffer) {
        const Region* r = mem.find(a.name);
        if (!r) throw ManifestError(fmt::format("{}: {}: buffer \"{}\" is not in memory", s.path, a.where, a.name));
        if (!a.expect.empty() && a.expect.size() != r->bytes.size())
          throw ManifestError(fmt::format("{}: {}.expect: {} holds {} bytes, buffer \"{}\" {}", s.path, a.where,
                                          a.expect_file, a.expect.size(), a.name, r->bytes.size()));
        v.bits = r->base;
      } else {
        v.bits = mem.next;
        mem.regions.push_back({mem.next, a.contents(), a.name});
        mem.next = next_buffer_base(mem.next, a.bytes);
      }
    }
    args.push_back(v);
  }
  build_kernarg(k, d, args, fmt::format("{}: {}", s.path, l.where));
  d.memory = mem.regions;
  return d;
}

std::string compare_expected(const SuiteArg& a, const std::vector<uint8_t>& got) {
  if (a.expect.empty()) return {};
  size_t first = got.size() == a.expect.size() ? got.size() : 0;
  size_t differ = 0;
  for (size_t i = 0; i < std::min(got.size(), a.expect.size()); ++i) {
    if (got[i] == a.expect[i]) continue;
    if (!differ++) first = i;
  }
  if (!differ && got.size() == a.expect.size()) return {};
  const unsigned n = a.type.bytes;
  const size_t elem = first / n;
  auto value = [&](const std::vector<uint8_t>& b) -> std::string {
    if ((elem + 1) * n > b.size()) return "(none)";
    const uint64_t bits = le_load(b, elem * n, n);
    if (a.type.is_float) {
      double v;
      if (n == 4) {
        float f;
        const uint32_t u = uint32_t(bits);
        std::memcpy(&f, &u, 4);
        v = f;
      } else {
        std::memcpy(&v, &bits, 8);
      }
      return fmt::format("{} ({:#0{}x})", v, bits, 2 + 2 * n);
    }
    if (a.type.is_signed) {
      const int64_t sv = n == 8 ? int64_t(bits) : int64_t(bits << (64 - 8 * n)) >> (64 - 8 * n);
      return fmt::format("{} ({:#0{}x})", sv, bits, 2 + 2 * n);
    }
    return fmt::format("{} ({:#0{}x})", bits, bits, 2 + 2 * n);
  };
  return fmt::format("buffer {} ({}): first difference at byte {} (element {} of type {}): expected {}, got {}; "
                     "{} byte(s) differ",
                     a.name, a.where, first, elem, a.type.name, value(a.expect), value(got), differ);
}

}  // namespace gcn::loader
