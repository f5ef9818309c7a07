// Running llvm-mc-16 (the independent oracle of the encoding tests) and
// reading its output: one process per batch, its stdout returned and its
// stderr collected; "; encoding: [...]" byte lists; text lines.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "gfx.h"

namespace gcn::test {

inline const char* kLlvmMc = "llvm-mc-16 -arch=amdgcn -mcpu=gfx900";
// llvm-mc for another generation (model/gfx.h).
inline std::string llvm_mc_for(Gfx gfx) { return std::string("llvm-mc-16 -arch=amdgcn -mcpu=") + mcpu_name(gfx); }

// Runs a shell command; returns its stdout, its stderr in *err.
inline std::string run(const std::string& cmd, std::string* err = nullptr) {
  const std::string errfile = std::filesystem::temp_directory_path() / ("gcn_llvm_mc_err_" + std::to_string(getpid()));
  FILE* p = popen((cmd + " 2>" + errfile).c_str(), "r");
  BOOST_REQUIRE_MESSAGE(p, "cannot run " << cmd);
  std::string out;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  pclose(p);
  std::ifstream ef(errfile);
  std::stringstream es;
  es << ef.rdbuf();
  std::filesystem::remove(errfile);
  if (err) *err = es.str();
  return out;
}

inline std::string fmt_hex(uint8_t x) {
  char b[8];
  std::snprintf(b, sizeof b, "0x%02x", x);
  return b;
}

inline std::string trim(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return "";
  const size_t b = s.find_last_not_of(" \t");
  return s.substr(a, b - a + 1);
}

// Little-endian bytes of dwords, and back (a trailing partial dword is dropped).
inline std::vector<uint8_t> bytes_of(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> b;
  for (uint32_t w : words)
    for (int k = 0; k < 4; ++k) b.push_back(uint8_t(w >> (8 * k)));
  return b;
}
inline std::vector<uint32_t> words_of(const std::vector<uint8_t>& b) {
  std::vector<uint32_t> w;
  for (size_t k = 0; k + 3 < b.size(); k += 4)
    w.push_back(uint32_t(b[k]) | uint32_t(b[k + 1]) << 8 | uint32_t(b[k + 2]) << 16 | uint32_t(b[k + 3]) << 24);
  return w;
}

inline std::string bytes_text(const std::vector<uint8_t>& b) {
  std::string s;
  for (uint8_t x : b) {
    if (!s.empty()) s += ' ';
    s += fmt_hex(x);
  }
  return s;
}

// One instruction of llvm-mc's "-show-encoding" output: its text (without the
// leading tab and the comment) and its bytes.
struct Encoded {
  std::string text;
  std::vector<uint8_t> bytes;
};

// Every "<text> ; encoding: [0x..,...]" line of llvm-mc output, in order.
inline std::vector<Encoded> encoded_lines(const std::string& out) {
  std::vector<Encoded> r;
  const std::regex enc_re(R"(^(.*?)\s*; encoding: \[([^\]]*)\])");
  std::istringstream in(out);
  std::string l;
  while (std::getline(in, l)) {
    std::smatch m;
    if (!std::regex_search(l, m, enc_re)) continue;
    Encoded e;
    e.text = trim(m[1].str());
    std::stringstream bs(m[2].str());
    std::string tok;
    while (std::getline(bs, tok, ',')) e.bytes.push_back(uint8_t(std::stoul(tok, nullptr, 16)));
    r.push_back(std::move(e));
  }
  return r;
}

// Diagnostics of llvm-mc on stderr, "<file>:<line>:<col>: <kind>: <message>",
// with 1-based line numbers of its input.
struct Diagnostic {
  size_t line;
  std::string kind, message;
};
inline std::vector<Diagnostic> diagnostics(const std::string& err) {
  std::vector<Diagnostic> r;
  const std::regex re(R"(^[^:\s]+:(\d+):\d+: (error|warning): (.*))");
  std::istringstream in(err);
  std::string l;
  while (std::getline(in, l)) {
    std::smatch m;
    if (std::regex_search(l, m, re)) r.push_back({std::stoul(m[1].str()), m[2].str(), m[3].str()});
  }
  return r;
}

// A scratch directory removed when it goes out of scope.
struct TempDir {
  std::filesystem::path path;
  bool keep = false;  // leave it for inspection
  explicit TempDir(const std::string& tag)
      : path(std::filesystem::temp_directory_path() / (tag + "_" + std::to_string(getpid()))) {
    std::filesystem::create_directories(path);
  }
  ~TempDir() {
    if (keep) return;
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

}  // namespace gcn::test
