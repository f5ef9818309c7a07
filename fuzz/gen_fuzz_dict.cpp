// Writes the libFuzzer dictionaries of the text targets, from the code that
// defines the languages (nothing hand-listed):
//   asm.dict      every mnemonic of model/isa.def (with the _e32/_e64 forms
//                 the printer uses), the scalar register names, and the
//                 operand tokens the disassembler prints for each row
//   program.dict  asm.dict plus the ";; cosim:" prefix and the directive
//                 keywords, read from the parser's source (k == "keyword")
// Usage: gen_fuzz_dict OUT_DIR PROGRAM_CPP
#include <cstdio>
#include <fstream>
#include <iterator>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "asm.h"
#include "insn.h"
#include "isa.h"
#include "program.h"

namespace {

// One dictionary entry: a quoted string, '"' and '\' escaped.
std::string entry(const std::string& s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    o += c;
  }
  return o + "\"";
}

// Tokens of a printed instruction: split at spaces and commas, and the
// prefixes up to ':' or '(' of modifiers like "offset:16" or "hwreg(...)".
void add_tokens(const std::string& text, std::set<std::string>& out) {
  std::string tok;
  auto flush = [&] {
    if (tok.empty()) return;
    out.insert(tok);
    for (char sep : {':', '('})
      if (auto at = tok.find(sep); at != std::string::npos) out.insert(tok.substr(0, at + 1));
    tok.clear();
  };
  for (char c : text) {
    if (c == ' ' || c == ',') flush();
    else tok += c;
  }
  flush();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: gen_fuzz_dict OUT_DIR PROGRAM_CPP\n");
    return 2;
  }
  const std::string out_dir = argv[1];
  std::set<std::string> asm_words;
  for (unsigned i = 0; i < gcn::kNumOps; ++i) {
    gcn::Insn insn;
    insn.op = static_cast<gcn::Op>(i);
    asm_words.insert(insn.info().mnemonic);
    add_tokens(gcn::disassemble(insn), asm_words);
    // The VOP3 ("_e64") form of a VOP1/VOP2/VOPC row.
    const gcn::Format f = insn.info().format;
    if (gcn::has_vop3_form(insn.info()) && (f == gcn::Format::VOP1 || f == gcn::Format::VOP2 || f == gcn::Format::VOPC)) {
      insn.vop3 = true;
      add_tokens(gcn::disassemble(insn), asm_words);
    }
  }
  for (unsigned code = 0; code < 128; ++code) asm_words.insert(gcn::reg_name(code));

  std::ifstream src(argv[2]);
  const std::string parser{std::istreambuf_iterator<char>(src), std::istreambuf_iterator<char>()};
  std::set<std::string> directives;
  const std::regex keyword(R"re(k == "([a-z_]+)")re");
  for (std::sregex_iterator m(parser.begin(), parser.end(), keyword), end; m != end; ++m)
    directives.insert((*m)[1].str());
  if (directives.empty()) {
    std::fprintf(stderr, "gen_fuzz_dict: error: no directive keywords found in %s\n", argv[2]);
    return 1;
  }

  std::ofstream asm_dict(out_dir + "/asm.dict"), program_dict(out_dir + "/program.dict");
  for (const auto& w : asm_words) asm_dict << entry(w) << "\n", program_dict << entry(w) << "\n";
  program_dict << entry(";; cosim: ") << "\n";
  for (const auto& d : directives) program_dict << entry(d) << "\n" << entry(";; cosim: " + d + " ") << "\n";
  return asm_dict && program_dict ? 0 : 1;
}
