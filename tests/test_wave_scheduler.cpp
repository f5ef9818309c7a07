// golden::WaveScheduler, the wave order of golden-only runs: round robin
// over the running waves, never letting a wave past an S_BARRIER while
// another running wave has retired fewer (Vega ISA, S_BARRIER: "Synchronize
// waves within a threadgroup"). The expected orders are worked by hand.
#define BOOST_TEST_MODULE test_wave_scheduler
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <optional>
#include <vector>

#include "golden_model.h"
#include "program.h"
#include "wave_scheduler.h"

using namespace gcn;

namespace {

// Wave 0 reaches the barrier at once; wave 1 runs three S_NOPs first.
const char* const kBarrierProgram =
    ";; cosim: waves 2\n"
    ";; cosim: sgpr 1 s0 1\n"
    "  s_cmp_eq_u32 s0, 0\n"
    "  s_cbranch_scc1 bar\n"
    "  s_nop 0\n"
    "  s_nop 0\n"
    "  s_nop 0\n"
    "bar:\n"
    "  s_barrier\n"
    "  s_endpgm\n";

// The waves the scheduler picks until every wave has ended.
std::vector<unsigned> wave_order(const Program& p, uint64_t running) {
  GoldenModel model(initial_state(p), p.num_waves);
  golden::WaveScheduler scheduler(p.num_waves, running);
  std::vector<unsigned> order;
  while (const std::optional<unsigned> w = scheduler.next(model)) {
    BOOST_REQUIRE(order.size() < 100);
    const RefStep s = model.step(*w, order.size());
    BOOST_REQUIRE(!s.commit.illegal);
    order.push_back(*w);
  }
  return order;
}

}  // namespace

// cmp, cbranch alternate; wave 0 retires its barrier (5th step) and is held
// while wave 1 runs its three S_NOPs and its barrier; then both end.
BOOST_AUTO_TEST_CASE(a_wave_past_a_barrier_waits_for_the_others) {
  const Program p = parse_program(kBarrierProgram, "barrier.s");
  const std::vector<unsigned> want{0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 1};
  const std::vector<unsigned> got = wave_order(p, 0b11);
  BOOST_CHECK_EQUAL_COLLECTIONS(got.begin(), got.end(), want.begin(), want.end());
}

// A wave that does not run (its bit clear in `running`) holds no one: wave 0
// alone goes through cmp, cbranch, barrier, endpgm.
BOOST_AUTO_TEST_CASE(a_wave_not_running_holds_no_one) {
  const Program p = parse_program(kBarrierProgram, "barrier.s");
  const std::vector<unsigned> want{0, 0, 0, 0};
  const std::vector<unsigned> got = wave_order(p, 0b01);
  BOOST_CHECK_EQUAL_COLLECTIONS(got.begin(), got.end(), want.begin(), want.end());
}

namespace {

// The order over `slots` slots of a model built with GoldenModel(common,
// WaveSlots, ...), each wave of kBarrierProgram's `wave_of[s]` launched into
// slot s as workgroup `tag_of[s]` (LDS windows of 512 bytes, unused), and
// added to the scheduler's running set with launch() after it was built with
// none running.
std::vector<unsigned> workgroup_order(const std::vector<unsigned>& wave_of, const std::vector<unsigned>& tag_of) {
  const Program p = parse_program(kBarrierProgram, "barrier.s");
  const ArchState common = initial_state(p);
  const unsigned slots = static_cast<unsigned>(wave_of.size());
  GoldenModel model(common, WaveSlots{slots}, 512 * slots);
  golden::WaveScheduler scheduler(slots, 0);
  BOOST_CHECK(!scheduler.next(model));  // nothing launched yet
  for (unsigned s = 0; s < slots; ++s) {
    model.launch(s, common.waves.at(wave_of[s]), tag_of[s], 512 * s, 512);
    scheduler.launch(uint64_t(1) << s);
  }
  std::vector<unsigned> order;
  while (const std::optional<unsigned> w = scheduler.next(model)) {
    BOOST_REQUIRE(order.size() < 100);
    const RefStep s = model.step(*w, order.size());
    BOOST_REQUIRE(!s.commit.illegal);
    order.push_back(*w);
  }
  return order;
}

}  // namespace

// Slot 0: the fast wave (kBarrierProgram's wave 0: cmp, cbranch, barrier,
// endpgm) of workgroup 0; slot 1: the slow wave (wave 1: cmp, cbranch, three
// S_NOPs, barrier, endpgm) of workgroup 1. Slot 0 retires its barrier in
// step 5 and is not held by slot 1, which has retired none but belongs to
// another workgroup: 0 ends at once, then slot 1 runs alone.
BOOST_AUTO_TEST_CASE(a_wave_is_not_held_by_another_workgroup) {
  const std::vector<unsigned> want{0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1};
  const std::vector<unsigned> got = workgroup_order({0, 1}, {0, 1});
  BOOST_CHECK_EQUAL_COLLECTIONS(got.begin(), got.end(), want.begin(), want.end());
}

// The same two waves in one workgroup placed with launch(): the order of
// a_wave_past_a_barrier_waits_for_the_others.
BOOST_AUTO_TEST_CASE(launched_waves_of_one_workgroup_keep_the_barrier_order) {
  const std::vector<unsigned> want{0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 1};
  const std::vector<unsigned> got = workgroup_order({0, 1}, {5, 5});
  BOOST_CHECK_EQUAL_COLLECTIONS(got.begin(), got.end(), want.begin(), want.end());
}

// Slot 0 fast and slot 2 slow in workgroup 0, slot 1 slow in workgroup 1.
// Steps 1-9 round robin: cmp, cbranch of all three, slot 0's barrier (step
// 7), slot 1 and 2 their first S_NOP. Slot 0 is then held by slot 2 (same
// workgroup, no barrier yet) but not by slot 1: slots 1 and 2 alternate
// through nop2, nop3 and their barriers (steps 10-15); with slot 2's barrier
// retired, slot 0 goes on: endpgm of 0, 1, 2.
BOOST_AUTO_TEST_CASE(only_the_own_workgroup_holds_a_wave) {
  const std::vector<unsigned> want{0, 1, 2, 0, 1, 2, 0, 1, 2, 1, 2, 1, 2, 1, 2, 0, 1, 2};
  const std::vector<unsigned> got = workgroup_order({0, 1, 1}, {0, 1, 0});
  BOOST_CHECK_EQUAL_COLLECTIONS(got.begin(), got.end(), want.begin(), want.end());
}
