// Reading a manifest's JSON: typed fields with bounds, each failure a
// ManifestError naming the file and the field ("<path>: args[2].in: ...").
// Shared by the single-launch manifest (launch.h) and the suite (suite.h).
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "file_io.h"
#include "launch.h"

namespace gcn::loader {

// A manifest file's text (at most kMaxManifestFileBytes); a file that cannot
// be read is a ManifestError like any other fault in it.
inline std::string read_manifest_text(const std::string& path) {
  try {
    return read_file_limited(path, kMaxManifestFileBytes);
  } catch (const FileError& e) {
    throw ManifestError(e.what());
  }
}

// Where the buffer after one of `bytes` bytes at `base` goes: the next
// 64 KiB boundary plus a 64 KiB gap, so an access past a buffer's end does
// not land in the next one.
constexpr uint64_t next_buffer_base(uint64_t base, uint64_t bytes) {
  return base + (bytes + 0xFFFF) / 0x10000 * 0x10000 + 0x10000;
}

class Reader {
 public:
  using json = nlohmann::json;
  explicit Reader(std::string path) : path_(std::move(path)) {}
  const std::string& path() const { return path_; }
  json parse(const std::string& text) const {
    try {
      return json::parse(text);
    } catch (const json::exception& e) {
      // e.what() reads "[json.exception.parse_error.101] parse error at line L, column C: ..."
      // (or out_of_range.406 for a number too large for any type)
      std::string what = e.what();
      if (const auto p = what.find("] "); p != std::string::npos) what = what.substr(p + 2);
      throw ManifestError(fmt::format("{}: {}", path_, what));
    }
  }
  [[noreturn]] void fail(const std::string& where, const std::string& what) const {
    throw ManifestError(fmt::format("{}: {}: {}", path_, where, what));
  }
  const json& field(const json& obj, const char* key, const std::string& where) const {
    if (!obj.is_object()) fail(where, "expected an object");
    const auto it = obj.find(key);
    if (it == obj.end()) fail(where, fmt::format("missing \"{}\"", key));
    return *it;
  }
  uint64_t count(const json& v, const std::string& where, uint64_t lo, uint64_t hi) const {
    if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0))
      fail(where, "expected a non-negative integer");
    const uint64_t n = v.get<uint64_t>();
    if (n < lo || n > hi) fail(where, fmt::format("{} is outside [{}, {}]", n, lo, hi));
    return n;
  }
  double number(const json& v, const std::string& where) const {
    if (!v.is_number()) fail(where, "expected a number");
    const double d = v.get<double>();
    if (!std::isfinite(d) || d <= -9223372036854775808.0 || d >= 18446744073709551616.0)
      fail(where, "number out of range");
    return d;
  }
  std::string string(const json& v, const std::string& where) const {
    if (!v.is_string()) fail(where, "expected a string");
    return v.get<std::string>();
  }
  std::array<uint32_t, 3> dims(const json& v, const std::string& where) const {
    if (!v.is_array() || v.empty() || v.size() > 3) fail(where, "expected 1 to 3 sizes, e.g. [256] or [16, 16]");
    std::array<uint32_t, 3> d{1, 1, 1};
    for (size_t i = 0; i < v.size(); ++i)
      d[i] = uint32_t(count(v[i], fmt::format("{}[{}]", where, i), 1, 0xFFFF'FFFFu));
    return d;
  }
  void only(const json& obj, std::initializer_list<const char*> keys, const std::string& where) const {
    if (!obj.is_object()) fail(where, "expected an object");
    for (auto it = obj.begin(); it != obj.end(); ++it) {
      bool known = false;
      for (const char* k : keys) known = known || it.key() == k;
      if (!known) fail(where, fmt::format("unknown field \"{}\"", it.key()));
    }
  }
  ElementType type(const json& v, const std::string& where) const {
    static const std::map<std::string, ElementType> kTypes = {
        {"i8", {"i8", 1, false, true}},    {"i16", {"i16", 2, false, true}}, {"i32", {"i32", 4, false, true}},
        {"i64", {"i64", 8, false, true}},  {"u8", {"u8", 1, false, false}},  {"u16", {"u16", 2, false, false}},
        {"u32", {"u32", 4, false, false}}, {"u64", {"u64", 8, false, false}}, {"f32", {"f32", 4, true, true}},
        {"f64", {"f64", 8, true, true}}};
    const std::string s = string(v, where);
    const auto it = kTypes.find(s);
    if (it == kTypes.end()) fail(where, fmt::format("unknown element type \"{}\" (i8..i64, u8..u64, f32, f64)", s));
    return it->second;
  }
  // The array `key` of `obj` if it has one: `each(element, where)` for every
  // element in order, `where` naming it "<where>[i]" (`where` names the array);
  // fails with `not_array` when the value is not an array.
  template <class F>
  void array(const json& obj, const char* key, const std::string& where, F&& each,
             const char* not_array = "expected an array") const {
    const auto it = obj.find(key);
    if (it == obj.end()) return;
    if (!it->is_array()) fail(where, not_array);
    for (size_t i = 0; i < it->size(); ++i) each((*it)[i], fmt::format("{}[{}]", where, i));
  }
  // {"fill": V} | {"start": A, "step": B} | {"values": [...]}, as keys of `obj`.
  Contents contents(const json& obj, const std::string& where) const {
    Contents c;
    const bool fill = obj.contains("fill"), seq = obj.contains("start") || obj.contains("step"),
               vals = obj.contains("values");
    if (int(fill) + int(seq) + int(vals) > 1) fail(where, "give one of \"fill\", \"start\"/\"step\" or \"values\"");
    if (fill) {
      c.kind = Contents::Kind::Fill;
      c.fill = number(obj["fill"], where + ".fill");
    } else if (seq) {
      c.kind = Contents::Kind::Sequence;
      c.start = obj.contains("start") ? number(obj["start"], where + ".start") : 0;
      c.step = obj.contains("step") ? number(obj["step"], where + ".step") : 0;
    } else if (vals) {
      c.kind = Contents::Kind::Values;
      const auto value = [&](const json& v, const std::string& at) { c.values.push_back(number(v, at)); };
      array(obj, "values", where + ".values", value, "expected an array of numbers");
    }
    return c;
  }

 private:
  std::string path_;
};

}  // namespace gcn::loader
