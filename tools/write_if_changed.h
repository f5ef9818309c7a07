// Writes a generated file only when its text changed. The RTL's Verilation
// depends on the generated packages' timestamps: rewriting an identical
// package (the generator was relinked after an unrelated model change) would
// re-Verilate every compute-unit variant for nothing.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

namespace gcn::tools {

// False when the file cannot be written.
inline bool write_if_changed(const std::string& path, const std::string& text) {
  {
    std::ifstream in(path, std::ios::binary);
    if (in) {
      std::ostringstream old;
      old << in.rdbuf();
      if (old.str() == text) return true;
    }
  }
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out.flush());
}

}  // namespace gcn::tools
