// run_program: drives one program through the design and/or the golden model,
// with the lockstep checker in between, a watchdog, program expectations and
// the optional JSON state dump.
#include "lockstep.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <exception>
#include <fstream>
#include <memory>
#include <optional>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "asm.h"
#include "checker.h"
#include "coverage.h"
#include "dut_refusal.h"
#include "expectations.h"
#include "golden_model.h"
#include "insn.h"
#include "record_check.h"
#include "trace_file.h"
#include "wave_scheduler.h"
#include "workgroup_queue.h"

namespace gcn {

const char* status_name(RunResult::Status s) {
  switch (s) {
    case RunResult::Status::Pass: return "pass";
    case RunResult::Status::Mismatch: return "mismatch";
    case RunResult::Status::Error: return "error";
    case RunResult::Status::Watchdog: return "watchdog";
  }
  return "?";
}

namespace {

using Clock = std::chrono::steady_clock;

std::string hex(uint64_t v) { return fmt::format("0x{:x}", v); }

nlohmann::ordered_json state_json(const ArchState& st) {
  nlohmann::ordered_json waves = nlohmann::ordered_json::array();
  for (size_t w = 0; w < st.waves.size(); ++w) {
    const WaveState& ws = st.waves[w];
    nlohmann::ordered_json sgpr = nlohmann::ordered_json::object();
    for (unsigned r = 0; r < sreg::kNumSgprs; ++r) sgpr[fmt::format("s{}", r)] = hex(ws.sgpr[r]);
    sgpr["vcc"] = hex(ws.vcc());
    sgpr["exec"] = hex(ws.exec());
    sgpr["m0"] = hex(ws.m0());
    nlohmann::ordered_json vgpr = nlohmann::ordered_json::object();
    for (size_t r = 0; r < ws.vgpr.size(); ++r) {
      nlohmann::ordered_json lanes = nlohmann::ordered_json::array();
      for (uint32_t v : ws.vgpr[r]) lanes.push_back(hex(v));
      vgpr[fmt::format("v{}", r)] = std::move(lanes);
    }
    waves.push_back({{"wave", w}, {"pc", hex(ws.pc)}, {"scc", ws.scc ? 1 : 0},
                     {"mode", hex(ws.mode)}, {"ended", ws.ended}, {"sgpr", sgpr},
                     {"vgpr", vgpr}});
  }
  nlohmann::ordered_json mem = nlohmann::ordered_json::array();
  for (const auto& [base, region] : st.memory.regions()) {
    std::string data;
    data.reserve(region.bytes.size() * 2);
    for (uint8_t b : region.bytes) data += fmt::format("{:02x}", b);
    mem.push_back({{"name", region.name}, {"base", hex(base)}, {"data", data}});
  }
  return {{"waves", waves}, {"memory", mem}};
}

void dump_state(const ArchState& st, const std::string& path) {
  std::ofstream out(path);
  if (!out) throw std::runtime_error(fmt::format("cannot write '{}'", path));
  out << state_json(st).dump(2) << '\n';
  if (!out) throw std::runtime_error(fmt::format("error writing '{}'", path));
}

// An RTL run's retirements as the watchdog sees them.
struct RetireWatch {
  Watchdog watchdog;
  uint64_t retired = 0;
  uint64_t last_retire = 0;  // the cycle of the last clock that made progress

  // After a clock that retired `n` instructions; `progress` makes a clock
  // count as progress though nothing retired. The watchdog's message when a
  // limit is exceeded.
  std::optional<std::string> after_clock(uint64_t cycles, size_t n, bool progress = false) {
    if (n != 0 || progress) {
      retired += n;
      last_retire = cycles;
    }
    return watchdog.check(cycles, retired, last_retire);
  }
};

// State shared by the three modes while a run is in progress.
struct Runner {
  const Program& program;
  const RunOptions& opt;
  RunResult result;
  std::optional<ArchState> golden_final;
  std::optional<ArchState> rtl_final;

  void set(RunResult::Status s, std::string summary, std::string report) {
    result.status = s;
    result.summary = std::move(summary);
    result.report = std::move(report);
    if (result.report.empty()) result.report = result.summary + "\n";
  }

  std::string seeds(uint64_t tb_seed) const {
    return fmt::format("  program: {}  seed: {}  tb_seed: {}\n", program.name, program.seed,
                       tb_seed);
  }

  DutConfig dut_config() const {
    DutConfig cfg = opt.dut;
    if (opt.dut_seed_from_program) cfg.seed = program.tb_seed;
    if (!cfg.random_reset) cfg.random_reset = program.random_reset;
    cfg.lds_bytes = program.lds_bytes;
    return cfg;
  }

  bool several_workgroups() const { return !program.workgroups.empty(); }

  bool waves_fit() {
    // The RTL decodes one generation (Dut::gfx, the variant's): code of
    // another would be read with the wrong opcodes.
    if (opt.mode != RunOptions::Mode::GoldenOnly && program.gfx != Dut::gfx()) {
      set(RunResult::Status::Error,
          fmt::format("program is {} code, this RTL variant decodes {}", mcpu_name(program.gfx),
                      mcpu_name(Dut::gfx())),
          "");
      return false;
    }
    if (program.num_waves == 0) {
      set(RunResult::Status::Error, "program launches no waves", "");
      return false;
    }
    // Several workgroups: the dispatcher checks each against the unit.
    if (several_workgroups()) return true;
    if (opt.mode != RunOptions::Mode::GoldenOnly && program.num_waves > Dut::max_waves()) {
      set(RunResult::Status::Error,
          fmt::format("program needs {} waves, the RTL is built with {}", program.num_waves,
                      Dut::max_waves()),
          "");
      return false;
    }
    return true;
  }

  // The watchdog for this run, its budgets scaled to the program's size.
  Watchdog make_watchdog() const {
    uint64_t static_instructions = 0;
    try {
      static_instructions = assemble(program.source, program.name, program.gfx).lines.size();
    } catch (const std::exception&) {
    }
    return Watchdog(opt.watchdog, static_instructions, program.num_waves);
  }

  // The commit trace of an RTL run (RunOptions::record_trace_path), its
  // header written; null when none is asked for.
  std::unique_ptr<trace::TraceWriter> open_trace(const ArchState& init, uint64_t tb_seed) const {
    if (opt.record_trace_path.empty()) return nullptr;
    trace::TraceHeader h;
    h.lanes = Dut::valu_lanes();
    h.waves = program.num_waves;
    h.vgprs = Dut::max_vgprs();
    h.lds_bytes = Dut::lds_size();
    h.program_hash = trace::program_hash(init, program.num_waves, program.lds_bytes);
    h.tb_seed = tb_seed;
    h.program = program.name;
    return std::make_unique<trace::TraceWriter>(opt.record_trace_path, h);
  }

  // The report of a refused vector memory request: the instruction is the
  // wave's oldest one not yet retired, which is where the golden model,
  // stepped in retirement order, has the wave's pc.
  static std::string refusal_text(const DutRefusal& e, const GoldenModel& golden) {
    const uint64_t pc = golden.wave(e.wave).pc;
    std::string text = "an instruction";
    bool flat = false;
    try {
      const ArchState st = golden.state();
      std::array<uint32_t, 3> w{};
      for (unsigned i = 0; i < w.size(); ++i) w[i] = st.memory.read32(pc + 4 * i);
      const Insn in = decode(w.data(), w.size(), 0, st.gfx);
      text = disassemble(in);
      flat = in.info().format == Format::FLAT;
    } catch (const std::exception&) {
    }
    const bool shared = e.aperture == Aperture::Shared;
    const std::string where =
        fmt::format("{} at wave {} pc 0x{:x}: lane {} {} bytes at {:#x}", text, e.wave, pc, e.lane, e.bytes, e.addr);
    if (flat && shared)
      return fmt::format("sent to memory by the RTL: {}: a FLAT lane in the {} aperture, which the RTL's "
                         "vector memory unit should have sent to the LDS",
                         where, aperture_name(e.aperture));
    if (flat)
      return fmt::format("not executed by the RTL: {}: a FLAT atomic into the private aperture, which the RTL's "
                         "vector memory unit does not execute",
                         where);
    // Another format's address in an aperture's range: the RTL sends it as
    // it would any address, but the apertures are no global memory.
    return fmt::format("refused by the testbench: {}: an address in the {} aperture, which the testbench memory "
                       "does not map (FLAT addresses there are not global memory)",
                       where, aperture_name(e.aperture));
  }

  void lockstep(const ArchState& init) {
    DutConfig cfg = dut_config();
    const std::unique_ptr<trace::TraceWriter> trace = open_trace(init, cfg.seed);
    cfg.record_trace = trace.get();
    GoldenModel golden(init, program.num_waves, program.lds_bytes);
    Dut dut(init, program.num_waves, cfg);
    Checker checker(golden, checker_config(program, cfg.seed, opt.history));
    if (opt.coverage) opt.coverage->begin(init);

    std::vector<CommitRecord> commits;
    std::vector<WritebackRecord> wbs;
    std::optional<std::string> dog;
    RetireWatch watch{make_watchdog()};
    while (!dut.done()) {
      commits.clear();
      wbs.clear();
      try {
        dut.cycle(commits, wbs);
      } catch (const DutRefusal& e) {
        result.cycles = dut.cycles();
        result.matched = checker.matched();
        result.writebacks = checker.writebacks();
        const std::string s = refusal_text(e, golden);
        set(RunResult::Status::Error, s,
            fmt::format("ERROR: {}\n{}{}", s, seeds(cfg.seed), checker.history().format_all()));
        return;
      }
      if (!check_clock(checker, commits, wbs, opt.coverage, result)) break;
      dog = watch.after_clock(dut.cycles(), commits.size());
      if (dog) break;
    }
    result.cycles = dut.cycles();
    result.launch_time = dut.trace_time(0);
    if (trace) trace->finish(dut.cycles());
    rtl_final = dut.state();
    golden_final = golden.state();
    if (dog) {
      set(RunResult::Status::Watchdog, "watchdog: " + *dog,
          fmt::format("WATCHDOG: {}\n{}  wave status (RTL):\n{}\n{}", *dog, seeds(cfg.seed),
                      dut.wave_status(), checker.history().format_all()));
      result.matched = checker.matched();
      result.writebacks = checker.writebacks();
      return;
    }
    if (!checker.failed()) checker.finish(*rtl_final);
    take_verdict(checker, result);
  }

  // One step of the golden model alone, wave `w`: its history, coverage and
  // lane counts; a value the model cannot predict (S_MEMTIME) reads as 0.
  // False, with the result set from `final_state()`, when the watchdog
  // fires or the instruction is rejected.
  template <typename FinalState>
  bool golden_step(GoldenModel& golden, unsigned w, uint64_t& order, RetireHistory& history, Watchdog& watchdog,
                   FinalState&& final_state) {
    if (auto dog = watchdog.check_retired(order + 1)) {
      golden_final = final_state();
      std::string s = *dog + " (golden model)";
      set(RunResult::Status::Watchdog, "watchdog: " + s,
          fmt::format("WATCHDOG: {}\n{}{}", s, seeds(program.tb_seed), history.format_all()));
      result.matched = order;
      return false;
    }
    RefStep st = golden.step(w, order++);
    history.add(st.commit);
    // Coverage of the model's own stream (what the program exercises).
    if (opt.coverage) {
      opt.coverage->on_commit(st.commit);
      if (st.writeback && !st.writeback->forwarded) {
        WritebackRecord wb;
        wb.order = st.writeback->order;
        wb.wave = st.writeback->wave;
        wb.sgpr = st.writeback->sgpr;
        wb.vgpr = st.writeback->vgpr;
        opt.coverage->on_writeback(wb);
      }
    }
    count_lane_ops(st.commit, program.gfx, result);
    if (st.commit.illegal) {
      golden_final = final_state();
      result.matched = order;
      std::string s = fmt::format("illegal instruction at wave {} pc 0x{:x}: {}", w, st.commit.pc, st.error);
      result.illegal_pc = st.commit.pc;
      set(RunResult::Status::Error, s,
          fmt::format("ERROR: {}\n{}{}", s, seeds(program.tb_seed), history.format_all()));
      return false;
    }
    if (st.writeback && st.writeback->forwarded) {
      WritebackRecord wb;
      wb.order = st.writeback->order;
      wb.wave = st.writeback->wave;
      wb.sgpr = st.writeback->sgpr;
      wb.sgpr.data.fill(0);
      golden.forward(wb);
    }
    return true;
  }

  void golden_only(const ArchState& init) {
    GoldenModel golden(init, program.num_waves, program.lds_bytes);
    RetireHistory history(opt.history);
    if (opt.coverage) opt.coverage->begin(init);
    uint64_t order = 0;
    Watchdog watchdog = make_watchdog();
    golden::WaveScheduler scheduler(program.num_waves,
                                    program.num_waves >= 64 ? ~0ull : (1ull << program.num_waves) - 1);
    while (const std::optional<unsigned> next = scheduler.next(golden))
      if (!golden_step(golden, *next, order, history, watchdog, [&] { return golden.state(); })) return;
    result.matched = order;
    golden_final = golden.state();
    set(RunResult::Status::Pass, fmt::format("retired {} instructions (golden model)", order), "");
  }

  void rtl_only(const ArchState& init) {
    DutConfig cfg = dut_config();
    const std::unique_ptr<trace::TraceWriter> trace = open_trace(init, cfg.seed);
    cfg.record_trace = trace.get();
    Dut dut(init, program.num_waves, cfg);
    RetireHistory history(opt.history);
    std::vector<CommitRecord> commits;
    std::vector<WritebackRecord> wbs;
    std::optional<std::string> dog;
    std::optional<CommitRecord> illegal;
    RetireWatch watch{make_watchdog()};
    while (!dut.done()) {
      commits.clear();
      wbs.clear();
      dut.cycle(commits, wbs);
      for (const auto& c : commits) {
        history.add(c);
        count_lane_ops(c, program.gfx, result);
        if (c.illegal && !illegal) illegal = c;
      }
      dog = watch.after_clock(dut.cycles(), commits.size());
      if (dog) break;
    }
    const uint64_t retired = watch.retired;
    result.cycles = dut.cycles();
    result.launch_time = dut.trace_time(0);
    if (trace) trace->finish(dut.cycles());
    result.matched = retired;
    rtl_final = dut.state();
    if (dog) {
      set(RunResult::Status::Watchdog, "watchdog: " + *dog,
          fmt::format("WATCHDOG: {}\n{}  wave status (RTL):\n{}\n{}", *dog, seeds(cfg.seed),
                      dut.wave_status(), history.format_all()));
      return;
    }
    if (illegal) {
      std::string s = fmt::format("illegal instruction at wave {} pc 0x{:x}: {}", illegal->wave,
                                  illegal->pc, disassemble_words(illegal->words, illegal->nwords, program.gfx));
      result.illegal_pc = illegal->pc;
      set(RunResult::Status::Error, s,
          fmt::format("ERROR: {}\n{}{}", s, seeds(cfg.seed), history.format_all()));
      return;
    }
    if (retired == 0) {
      set(RunResult::Status::Error, "the RTL retired nothing", "");
      return;
    }
    set(RunResult::Status::Pass, fmt::format("retired {} instructions in {} cycles (RTL)",
                                             retired, result.cycles),
        "");
  }

  // ---- several workgroups (;; cosim: workgroups): placed by one
  // WorkgroupQueue on both sides; each workgroup's registers are compared
  // when it ends, memory and the LDS at the end of the run.

  // The final state by dispatch wave: each wave's registers as its
  // workgroup ended, with the memory and LDS of the end of the run.
  static ArchState by_dispatch_wave(ArchState end, std::vector<WaveState> waves) {
    end.waves = std::move(waves);
    return end;
  }

  // Lockstep (`golden` non-null) or RTL only.
  void workgroups_rtl(const ArchState& init, bool lockstep) {
    if (!opt.record_trace_path.empty())
      throw std::runtime_error("commit traces of programs with several workgroups are not supported");
    DutConfig cfg = dut_config();
    const CuResources cu = dispatch_resources(program, opt.mode);
    WorkgroupQueue queue(program, init, cu);
    std::optional<GoldenModel> golden;
    std::optional<Checker> checker;
    if (lockstep) {
      golden.emplace(init, WaveSlots{cu.slots}, cu.lds_bytes);
      CheckerConfig cc = checker_config(program, cfg.seed, opt.history);
      cc.num_waves = cu.slots;
      cc.final_waves = false;
      checker.emplace(*golden, cc);
      if (opt.coverage) opt.coverage->begin(init);
    }
    Dut dut(init, cfg);
    RetireHistory history(opt.history);
    std::vector<WaveState> rtl_waves(program.num_waves), golden_waves(program.num_waves);
    auto place_ready = [&] {
      while (std::optional<WorkgroupQueue::Launch> l = queue.next()) {
        const Placement& p = l->where;
        unsigned i = 0;
        for (unsigned s = 0; s < cu.slots; ++s)
          if ((p.slots >> s) & 1 && golden) golden->launch(s, l->waves[i++], p.tag, p.lds_base, p.lds_size);
        if (checker) checker->on_launch(p.slots);
        dut.place({p.slots, std::move(l->waves), p.tag, p.lds_base, p.lds_size});
      }
    };
    place_ready();

    std::vector<CommitRecord> commits;
    std::vector<WritebackRecord> wbs;
    std::optional<std::string> dog;
    std::optional<CommitRecord> illegal;
    bool failed = false;
    RetireWatch watch{make_watchdog()};
    while (!(dut.done() && queue.finished())) {
      commits.clear();
      wbs.clear();
      try {
        dut.cycle(commits, wbs);
      } catch (const DutRefusal& e) {
        if (!golden) throw;
        result.cycles = dut.cycles();
        result.matched = checker->matched();
        result.writebacks = checker->writebacks();
        const std::string s = refusal_text(e, *golden);
        set(RunResult::Status::Error, s,
            fmt::format("ERROR: {}\n{}{}", s, seeds(cfg.seed), checker->history().format_all()));
        return;
      }
      if (checker) {
        if (!check_clock(*checker, commits, wbs, opt.coverage, result)) break;
      } else {
        for (const auto& c : commits) {
          history.add(c);
          count_lane_ops(c, program.gfx, result);
          if (c.illegal && !illegal) illegal = c;
        }
      }
      // A workgroup whose last S_ENDPGM was checked: compare its registers,
      // keep them by dispatch wave, free its slots and LDS window.
      for (const CommitRecord& c : commits) {
        if (!c.endpgm) continue;
        const std::optional<Placement> p = queue.on_slot_end(c.wave);
        if (!p) continue;
        std::vector<WaveState> rtl;
        for (unsigned s = 0; s < cu.slots; ++s)
          if ((p->slots >> s) & 1) rtl.push_back(dut.wave_state(s));
        if (checker && !checker->on_workgroup_end(p->slots, rtl)) {
          failed = true;
          break;
        }
        unsigned i = 0;
        for (unsigned s = 0; s < cu.slots; ++s) {
          if (!((p->slots >> s) & 1)) continue;
          rtl_waves.at(queue.dispatch_wave(s)) = rtl[i++];
          if (golden) golden_waves.at(queue.dispatch_wave(s)) = golden->wave(s);
        }
        queue.release(*p);
      }
      if (failed || (illegal && !checker)) break;
      place_ready();
      // A placement's writes count as progress: they go in one per cycle,
      // perhaps while no wave runs to retire anything.
      dog = watch.after_clock(dut.cycles(), commits.size(), dut.placing());
      if (dog) break;
    }
    const uint64_t retired = watch.retired;
    result.cycles = dut.cycles();
    result.launch_time = dut.trace_time(0);
    const ArchState rtl_end = dut.state();
    rtl_final = by_dispatch_wave(rtl_end, rtl_waves);
    if (golden) golden_final = by_dispatch_wave(golden->state(), golden_waves);
    result.workgroups = unsigned(workgroup_sizes(program).size());
    result.max_in_flight = queue.max_in_flight_seen();
    const std::string placed =
        fmt::format("{} workgroup(s), at most {} in flight", result.workgroups, result.max_in_flight);
    if (dog) {
      set(RunResult::Status::Watchdog, "watchdog: " + *dog,
          fmt::format("WATCHDOG: {}\n{}  wave status (RTL):\n{}\n{}", *dog, seeds(cfg.seed), dut.wave_status(),
                      checker ? checker->history().format_all() : history.format_all()));
      result.matched = checker ? checker->matched() : retired;
      if (checker) result.writebacks = checker->writebacks();
      return;
    }
    if (checker) {
      if (!checker->failed()) checker->finish(rtl_end);
      take_verdict(*checker, result);
      if (result.status == RunResult::Status::Pass) result.summary += fmt::format(" ({})", placed);
      return;
    }
    result.matched = retired;
    if (illegal) {
      std::string s = fmt::format("illegal instruction at wave {} pc 0x{:x}: {}", illegal->wave, illegal->pc,
                                  disassemble_words(illegal->words, illegal->nwords, program.gfx));
      result.illegal_pc = illegal->pc;
      set(RunResult::Status::Error, s, fmt::format("ERROR: {}\n{}{}", s, seeds(cfg.seed), history.format_all()));
      return;
    }
    set(RunResult::Status::Pass,
        fmt::format("retired {} instructions in {} cycles (RTL; {})", retired, result.cycles, placed), "");
  }

  void workgroups_golden(const ArchState& init) {
    const CuResources cu = dispatch_resources(program, opt.mode);
    WorkgroupQueue queue(program, init, cu);
    GoldenModel golden(init, WaveSlots{cu.slots}, cu.lds_bytes);
    golden::WaveScheduler scheduler(cu.slots, 0);
    RetireHistory history(opt.history);
    if (opt.coverage) opt.coverage->begin(init);
    std::vector<WaveState> waves(program.num_waves);
    auto place_ready = [&] {
      while (std::optional<WorkgroupQueue::Launch> l = queue.next()) {
        const Placement& p = l->where;
        unsigned i = 0;
        for (unsigned s = 0; s < cu.slots; ++s)
          if ((p.slots >> s) & 1) golden.launch(s, l->waves[i++], p.tag, p.lds_base, p.lds_size);
        scheduler.launch(p.slots);
      }
    };
    place_ready();
    uint64_t order = 0;
    Watchdog watchdog = make_watchdog();
    while (const std::optional<unsigned> next = scheduler.next(golden)) {
      const unsigned w = *next;
      if (!golden_step(golden, w, order, history, watchdog, [&] { return by_dispatch_wave(golden.state(), waves); }))
        return;
      if (golden.wave_ended(w)) {
        if (const std::optional<Placement> p = queue.on_slot_end(w)) {
          for (unsigned s = 0; s < cu.slots; ++s)
            if ((p->slots >> s) & 1) waves.at(queue.dispatch_wave(s)) = golden.wave(s);
          queue.release(*p);
          place_ready();
        }
      }
    }
    result.matched = order;
    result.workgroups = unsigned(workgroup_sizes(program).size());
    result.max_in_flight = queue.max_in_flight_seen();
    golden_final = by_dispatch_wave(golden.state(), waves);
    set(RunResult::Status::Pass,
        fmt::format("retired {} instructions (golden model; {} workgroup(s), at most {} in flight)", order,
                    workgroup_sizes(program).size(), queue.max_in_flight_seen()),
        "");
  }

  void check_program_expectations() {
    if (program.expects.empty()) return;
    std::vector<std::string> lines;
    if (golden_final)
      for (auto& l : unmet_expectations(program, *golden_final, "golden model")) lines.push_back(std::move(l));
    if (rtl_final)
      for (auto& l : unmet_expectations(program, *rtl_final, "RTL")) lines.push_back(std::move(l));
    set_expectation_failure(lines, result);
  }

  void run() {
    ArchState init;
    try {
      init = initial_state(program);
    } catch (const std::exception& e) {
      set(RunResult::Status::Error, e.what(), "");
      return;
    }
    if (!waves_fit()) return;
    try {
      if (several_workgroups()) {
        switch (opt.mode) {
          case RunOptions::Mode::Lockstep: workgroups_rtl(init, true); break;
          case RunOptions::Mode::GoldenOnly: workgroups_golden(init); break;
          case RunOptions::Mode::RtlOnly: workgroups_rtl(init, false); break;
        }
      } else {
        switch (opt.mode) {
          case RunOptions::Mode::Lockstep: lockstep(init); break;
          case RunOptions::Mode::GoldenOnly: golden_only(init); break;
          case RunOptions::Mode::RtlOnly: rtl_only(init); break;
        }
      }
    } catch (const std::exception& e) {
      set(RunResult::Status::Error, fmt::format("run failed: {}", e.what()), "");
    }
    // Expectations only judge runs that got to the end of the program.
    if (result.status == RunResult::Status::Pass) check_program_expectations();
    if (opt.final_memory && result.status == RunResult::Status::Pass) {
      const std::optional<ArchState>& st = golden_final ? golden_final : rtl_final;
      if (st) *opt.final_memory = st->memory;
    }
    if (!opt.dump_state_path.empty()) {
      const std::optional<ArchState>& st = rtl_final ? rtl_final : golden_final;
      if (st) {
        try {
          dump_state(*st, opt.dump_state_path);
        } catch (const std::exception& e) {
          set(RunResult::Status::Error, e.what(), "");
        }
      }
    }
  }
};

}  // namespace

CuResources dispatch_resources(const Program& program, RunOptions::Mode mode) {
  unsigned slots = Dut::max_waves();
  uint32_t lds = Dut::lds_size();
  if (mode == RunOptions::Mode::GoldenOnly) {
    for (unsigned n : workgroup_sizes(program)) slots = std::max(slots, std::min(n, 64u));
    lds = std::max(lds, kMaxLdsBytes);
  }
  return program_resources(program, slots, lds, Dut::max_vgprs());
}

RunResult run_program(const Program& program, const RunOptions& options) {
  auto t0 = Clock::now();
  Runner r{program, options, {}, std::nullopt, std::nullopt};
  r.run();
  r.result.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  return r.result;
}

}  // namespace gcn
