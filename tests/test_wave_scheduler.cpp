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
