// cosim-fpga-shell: runs a program on the FPGA shell (rtl/fpga/, Verilated)
// as a host on the board would, and writes the commit trace its trace
// buffer captured, to be checked offline with `cosim check-trace`:
//   cosim-fpga-shell PROGRAM --record-trace F.trace [--seed S] [--max-clocks N]
// The host loads the waves' initial state through the AXI4-Lite control
// port, turns the trace on, launches, drains the trace FIFO while the unit
// runs, and once every wave has ended reads the cycle count and the fault
// register. The memory (code and buffers) sits behind the shell's AXI4
// master (AxiMemory, seeded ready and latency).
#include <cstdint>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "axi_memory.h"
#include "control_config.h"
#include "control_map.h"
#include "program.h"
#include "shell_sim.h"
#include "trace_file.h"

namespace {

namespace c = gcn::sc::control;
using gcn::trace::BeatKind;

// The trace records drained from the FIFO, a word at a time, as beats for
// the TraceWriter (which checks their order and sizes).
class RecordParser {
 public:
  explicit RecordParser(gcn::trace::TraceWriter& w) : w_(w) {}
  void word(uint32_t v) {
    words_.push_back(v);
    if (words_.size() == 2) {
      const uint32_t kind = words_[0] & 0xFFFF;
      if (kind < 1 || kind > gcn::trace::kNumBeatKinds || (words_[0] >> 16) != 0)
        throw std::runtime_error(fmt::format("trace FIFO: record {}: kind word {:#010x} is no beat kind", records_, words_[0]));
      const unsigned want = 4 * gcn::trace::beat_words(BeatKind(kind), w_.lanes());
      if (words_[1] != want)
        throw std::runtime_error(fmt::format("trace FIFO: record {} ({}): {} payload bytes, {} expected", records_,
                                             gcn::trace::beat_kind_name(BeatKind(kind)), words_[1], want));
    }
    if (words_.size() >= 4 && words_.size() == 4 + words_[1] / 4) {
      const uint64_t cycle = uint64_t(words_[3]) << 32 | words_[2];
      w_.beat(BeatKind(words_[0] & 0xFFFF), cycle, words_.data() + 4, words_.size() - 4);
      words_.clear();
      ++records_;
    }
  }
  bool between_records() const { return words_.empty(); }
  uint64_t records() const { return records_; }

 private:
  gcn::trace::TraceWriter& w_;
  std::vector<uint32_t> words_;
  uint64_t records_ = 0;
};

int run(const std::string& path, const std::string& trace_path, uint64_t seed, uint64_t max_clocks) {
  const gcn::Program program = gcn::load_program(path);
  gcn::ArchState init = gcn::initial_state(program);
  gcn::fpga::ShellSim shell(init.memory, seed, max_clocks);

  const uint32_t config = shell.read(c::kConfig);
  const unsigned lanes = config & 0xFF, waves = (config >> 8) & 0xFF;
  const uint32_t lds_bytes = shell.read(c::kLdsBytes), vgprs = shell.read(c::kNumVgprs);
  auto refuse = [&](const std::string& what) {
    throw std::runtime_error(fmt::format("{}: {} (the shell's unit: {} lanes, {} waves, {} VGPRs, {} bytes of LDS)",
                                         path, what, lanes, waves, vgprs, lds_bytes));
  };
  if (program.gfx != gcn::kDefaultGfx) refuse(fmt::format("written for {}; the shell decodes gfx900", gcn::mcpu_name(program.gfx)));
  if (program.workgroups.size() > 1) refuse("dispatches several workgroups");
  if (program.num_waves > waves) refuse(fmt::format("launches {} waves", program.num_waves));
  if (program.num_vgprs > vgprs) refuse(fmt::format("uses {} VGPRs", program.num_vgprs));
  if (program.lds_bytes > lds_bytes) refuse(fmt::format("allocates {} bytes of LDS", program.lds_bytes));

  gcn::trace::TraceHeader h;
  h.lanes = lanes;
  h.waves = program.num_waves;
  h.vgprs = vgprs;
  h.lds_bytes = lds_bytes;
  h.program_hash = gcn::trace::program_hash(init, program.num_waves, program.lds_bytes);
  h.tb_seed = seed;
  h.program = program.name;
  gcn::trace::TraceWriter writer(trace_path, h);
  RecordParser parser(writer);

  const std::vector<gcn::WaveState> launched(init.waves.begin(), init.waves.begin() + program.num_waves);
  gcn::sc::write_configuration(shell, launched, program.lds_bytes, init.scratch_lane_bytes);
  shell.write(c::kCtrl, 1);  // record the trace
  const uint32_t mask = (1u << program.num_waves) - 1;
  shell.write(c::kLaunch, mask);

  auto drain = [&] {
    uint32_t n = shell.read(c::kTraceWords);
    for (uint32_t i = 0; i < n; ++i) parser.word(shell.read(c::kTraceData));
    return n;
  };
  for (;;) {
    drain();
    const uint32_t status = shell.read(c::kStatus);
    if ((status & mask) == mask && !(status >> 31)) break;
  }
  while (drain() != 0) {
  }
  if (!parser.between_records()) throw std::runtime_error("trace FIFO: the last record is cut short");
  const uint64_t cycles = uint64_t(shell.read(c::kCyclesHi)) << 32 | shell.read(c::kCyclesLo);
  writer.finish(cycles);
  if (shell.read(c::kFault) & 1) {
    const uint64_t addr = uint64_t(shell.read(c::kFaultAddrHi)) << 32 | shell.read(c::kFaultAddrLo);
    std::cerr << fmt::format("cosim-fpga-shell: {}: a memory access at {:#x} got an AXI error (no buffer maps it)\n",
                             path, addr);
    return 1;
  }
  std::cout << fmt::format("{}: {} trace records in {} unit cycles ({} shell clocks); trace written to {}\n", path,
                           parser.records(), cycles, shell.clocks(), trace_path);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Runs a program on the Verilated FPGA shell and writes the commit trace its trace buffer captured"};
  std::string program, trace;
  uint64_t seed = 1, max_clocks = 50'000'000;
  app.add_option("program", program, "program (.s with ;; cosim: directives)")->required();
  app.add_option("--record-trace", trace, "the commit trace to write (check it with cosim check-trace)")->required();
  app.add_option("--seed", seed, "seed of the AXI memory's ready and latency draws");
  app.add_option("--max-clocks", max_clocks, "watchdog: stop with an error after this many shell clocks")
      ->check(CLI::PositiveNumber);
  CLI11_PARSE(app, argc, argv);
  try {
    return run(program, trace, seed, max_clocks);
  } catch (const std::exception& e) {
    std::cerr << "cosim-fpga-shell: " << e.what() << "\n";
    return 1;
  }
}
