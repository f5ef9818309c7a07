// The run watchdog: each limit fires on the program it exists for and the
// report names it. Budgets here are worked from watchdog.h's formula:
// kBaseInstructions + kRetiredPerStatic * static instructions * waves.
#define BOOST_TEST_MODULE watchdog
#include <boost/test/included/unit_test.hpp>

#include <string>

#include "lockstep.h"
#include "program.h"

using namespace gcn;

namespace {

Program program(const std::string& text) { return parse_program(text, "watchdog.s"); }

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// One instruction that branches to itself: it retires forever.
const char* kRunaway = "L:\n  s_branch L\n";

}  // namespace

BOOST_AUTO_TEST_CASE(runaway_loop_stops_at_the_scaled_instruction_budget) {
  // 1 static instruction, 1 wave: 10000 + 50 * 1 * 1 = 10050.
  for (auto mode : {RunOptions::Mode::Lockstep, RunOptions::Mode::RtlOnly, RunOptions::Mode::GoldenOnly}) {
    RunOptions opt;
    opt.mode = mode;
    const RunResult r = run_program(program(kRunaway), opt);
    BOOST_TEST(int(r.status) == int(RunResult::Status::Watchdog));
    BOOST_TEST_MESSAGE(r.summary);
    BOOST_TEST(contains(r.summary, "retired-instruction budget of 10050 exceeded"), r.summary);
    BOOST_TEST(contains(r.report, "s_branch"));
  }
}

BOOST_AUTO_TEST_CASE(budget_scales_with_program_size_and_waves) {
  // 3 static instructions (two s_nop and the branch), 2 waves: 10000 + 50 * 3 * 2 = 10300.
  RunOptions opt;
  opt.mode = RunOptions::Mode::GoldenOnly;
  const RunResult r = run_program(program(";; cosim: waves 2\nL:\n  s_nop 0\n  s_nop 0\n  s_branch L\n"), opt);
  BOOST_TEST(contains(r.summary, "retired-instruction budget of 10300 exceeded"), r.summary);
}

BOOST_AUTO_TEST_CASE(explicit_cycle_budget) {
  RunOptions opt;
  opt.watchdog.max_cycles = 500;
  const RunResult r = run_program(program(kRunaway), opt);
  BOOST_TEST(int(r.status) == int(RunResult::Status::Watchdog));
  BOOST_TEST(contains(r.summary, "cycle budget of 500 exceeded"), r.summary);
  BOOST_TEST(r.cycles == 501u);
}

BOOST_AUTO_TEST_CASE(hung_design_stops_at_the_stall_limit) {
  // The memory goes silent before the first instruction is fetched: nothing
  // ever retires, which is what a hung design looks like from outside.
  RunOptions opt;
  opt.dut.memory_silent_from = 1;
  opt.watchdog.stall_cycles = 3000;
  const RunResult r = run_program(program("  s_endpgm\n"), opt);
  BOOST_TEST(int(r.status) == int(RunResult::Status::Watchdog));
  BOOST_TEST(contains(r.summary, "no instruction retired for 3000 cycles"), r.summary);
  BOOST_TEST(r.cycles == 3001u);
  BOOST_TEST(contains(r.report, "wave status"));
}

BOOST_AUTO_TEST_CASE(wall_clock_backstop) {
  RunOptions opt;
  opt.mode = RunOptions::Mode::RtlOnly;
  opt.watchdog.max_instructions = 1'000'000'000;
  opt.watchdog.max_seconds = 0.05;
  const RunResult r = run_program(program(kRunaway), opt);
  BOOST_TEST(int(r.status) == int(RunResult::Status::Watchdog));
  BOOST_TEST(contains(r.summary, "wall-clock limit of 0.05 s exceeded"), r.summary);
}

BOOST_AUTO_TEST_CASE(a_program_that_ends_is_not_stopped) {
  RunOptions opt;
  const RunResult r = run_program(program("  s_mov_b32 s0, 1\n  s_endpgm\n"), opt);
  BOOST_TEST(r.passed(), r.summary);
}
