// gcn::WgDispatcher, the placement of several workgroups on one CU: in
// order, lowest free slots, first-fit LDS windows in 512-byte blocks, an
// in-flight limit. Every expected placement is worked by hand in the comment
// above its check.
#define BOOST_TEST_MODULE test_wg_dispatch
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "wg_dispatch.h"

using namespace gcn;

namespace {

constexpr uint32_t kKiB = 1024;

// Places the head and checks where it went.
void expect_placed(WgDispatcher& d, unsigned wg, uint64_t slots, unsigned tag, uint32_t base,
                   uint32_t size) {
  const std::optional<Placement> p = d.next();
  BOOST_REQUIRE_MESSAGE(p, "workgroup " << wg << " is not placed");
  BOOST_CHECK_EQUAL(p->wg, wg);
  BOOST_CHECK_EQUAL(p->slots, slots);
  BOOST_CHECK_EQUAL(p->tag, tag);
  BOOST_CHECK_EQUAL(p->lds_base, base);
  BOOST_CHECK_EQUAL(p->lds_size, size);
}

// The head is not placed, for `why`.
void expect_wait(WgDispatcher& d, WaitReason why) {
  BOOST_CHECK(d.head_waits() == why);
  BOOST_CHECK(!d.next());
}

// The constructor throws DispatchError with exactly `message`.
void expect_error(CuResources cu, std::vector<WgNeed> wgs, const std::string& message) {
  BOOST_CHECK_EXCEPTION(WgDispatcher(cu, std::move(wgs)), DispatchError,
                        [&](const DispatchError& e) {
                          BOOST_TEST_INFO("what(): " << e.what());
                          return e.what() == message;
                        });
}

const CuResources kCu{16, 64 * kKiB, 256, 16};
const WgNeed k20K{2, 20 * kKiB, 64};  // 20480 = 40 blocks, already rounded

}  // namespace

// 20 KiB = 20480 = 0x5000. Workgroups 0, 1, 2 take slots 0-1, 2-3, 4-5
// (masks 0x3, 0xC, 0x30; tags 0, 2, 4) and LDS [0, 0x5000), [0x5000,
// 0xA000), [0xA000, 0xF000). Workgroup 3: 10 slots free (enough), but only
// 65536 - 61440 = 4096 bytes of LDS left, under 20480: it waits for LDS.
BOOST_AUTO_TEST_CASE(three_20k_workgroups_fill_the_lds) {
  WgDispatcher d(kCu, {k20K, k20K, k20K, k20K});
  BOOST_CHECK_EQUAL(d.size(), 4u);
  expect_placed(d, 0, 0x3, 0, 0x0000, 20480);
  expect_placed(d, 1, 0xC, 2, 0x5000, 20480);
  expect_placed(d, 2, 0x30, 4, 0xA000, 20480);
  expect_wait(d, WaitReason::Lds);
  BOOST_CHECK_EQUAL(d.in_flight(), 3u);
  BOOST_CHECK(!d.finished());
}

// As above with a 5th workgroup. Releasing 1 frees slots 2-3 and the gap
// [0x5000, 0xA000) between workgroups 0 and 2: workgroup 3 takes both
// (lowest free slots 2, 3: mask 0xC, tag 2). Workgroup 4 then waits for
// LDS again (4096 left at the top). Releasing 0 frees slots 0-1 and
// [0, 0x5000): workgroup 4 goes there. Releasing 2, 3, 4 ends the dispatch;
// at most 3 were ever in flight.
BOOST_AUTO_TEST_CASE(a_release_reopens_the_gap_it_leaves) {
  WgDispatcher d(kCu, {k20K, k20K, k20K, k20K, k20K});
  for (unsigned i = 0; i < 3; ++i) BOOST_REQUIRE(d.next());
  expect_wait(d, WaitReason::Lds);
  d.release(1);
  expect_placed(d, 3, 0xC, 2, 0x5000, 20480);
  expect_wait(d, WaitReason::Lds);
  d.release(0);
  expect_placed(d, 4, 0x3, 0, 0x0000, 20480);
  expect_wait(d, WaitReason::Done);
  for (unsigned wg : {2u, 3u, 4u}) {
    BOOST_CHECK(!d.finished());
    d.release(wg);
  }
  BOOST_CHECK(d.finished());
  BOOST_CHECK_EQUAL(d.in_flight(), 0u);
  BOOST_CHECK_EQUAL(d.max_in_flight_seen(), 3u);
}

// 40 KiB = 40960 = 0xA000. Workgroup 0 takes [0, 0xA000), slots 0-1.
// Workgroup 1 (40 KiB) finds only 65536 - 40960 = 24576 bytes: it waits for
// LDS, and workgroup 2 (512 bytes, 1 wave), which would fit at 0xA000,
// waits behind it. After releasing 0: workgroup 1 takes [0, 0xA000) and
// slots 0-1, then workgroup 2 takes [0xA000, 0xA200) and slot 2 (mask 0x4).
BOOST_AUTO_TEST_CASE(no_workgroup_overtakes_a_blocked_head) {
  const WgNeed k40K{2, 40 * kKiB, 0};
  WgDispatcher d(kCu, {k40K, k40K, {1, 512, 0}});
  expect_placed(d, 0, 0x3, 0, 0x0000, 40960);
  expect_wait(d, WaitReason::Lds);
  expect_wait(d, WaitReason::Lds);  // still nothing: no overtaking
  BOOST_CHECK_EQUAL(d.in_flight(), 1u);
  d.release(0);
  expect_placed(d, 1, 0x3, 0, 0x0000, 40960);
  expect_placed(d, 2, 0x4, 2, 0xA000, 512);
  expect_wait(d, WaitReason::Done);
}

// max_in_flight 1, three 1-wave workgroups without LDS: each takes slot 0
// (mask 0x1, tag 0), LDS base 0 size 0, only after the one before it is
// released; meanwhile the next waits with InFlight (slots and LDS are free).
BOOST_AUTO_TEST_CASE(max_in_flight_1_is_serial) {
  WgDispatcher d({16, 64 * kKiB, 256, 1}, {{1, 0, 0}, {1, 0, 0}, {1, 0, 0}});
  for (unsigned wg = 0; wg < 3; ++wg) {
    expect_placed(d, wg, 0x1, 0, 0, 0);
    expect_wait(d, wg < 2 ? WaitReason::InFlight : WaitReason::Done);
    d.release(wg);
  }
  BOOST_CHECK(d.finished());
  BOOST_CHECK_EQUAL(d.max_in_flight_seen(), 1u);
}

// 16 slots, 6-wave workgroups without LDS, each wave using the whole VGPR
// partition (256 of 256: VGPRs never make one wait). Workgroup 0 takes
// slots 0-5 (0x3F), 1 takes 6-11 (0xFC0, tag 6); 2 finds 4 free slots
// (12-15) and waits for waves. Releasing 0 leaves 0-5 and 12-15 free:
// workgroup 2 takes the lowest six, 0-5 (0x3F, tag 0).
BOOST_AUTO_TEST_CASE(waves_limit_and_reuse_of_the_lowest_slots) {
  const WgNeed six{6, 0, 256};
  WgDispatcher d(kCu, {six, six, six});
  expect_placed(d, 0, 0x3F, 0, 0, 0);
  expect_placed(d, 1, 0xFC0, 6, 0, 0);
  expect_wait(d, WaitReason::Waves);
  d.release(0);
  expect_placed(d, 2, 0x3F, 0, 0, 0);
}

// 8 slots, no LDS, workgroups A..F = 0..5 of 3, 2, 3, 4, 2, 3 waves.
// A: 0-2 (0x07, tag 0); B: 3-4 (0x18, tag 3); C: 5-7 (0xE0, tag 5); D (4)
// finds no free slot: Waves. Releasing A frees 0-2, 3 < 4: still Waves.
// Releasing C frees 5-7 too: free 0,1,2,5,6,7; D takes 0,1,2,5 =
// 0x01+0x02+0x04+0x20 = 0x27 (tag 0); E takes the rest, 6,7 = 0xC0 (tag 6);
// F (3) finds none free: Waves. Releasing B (3,4) and E (6,7): free 3,4,6,7;
// F takes 3,4,6 = 0x08+0x10+0x40 = 0x58 (tag 3).
BOOST_AUTO_TEST_CASE(lowest_free_slots_need_not_be_contiguous) {
  WgDispatcher d({8, 0, 256, 8},
                 {{3, 0, 0}, {2, 0, 0}, {3, 0, 0}, {4, 0, 0}, {2, 0, 0}, {3, 0, 0}});
  expect_placed(d, 0, 0x07, 0, 0, 0);
  expect_placed(d, 1, 0x18, 3, 0, 0);
  expect_placed(d, 2, 0xE0, 5, 0, 0);
  expect_wait(d, WaitReason::Waves);
  d.release(0);
  expect_wait(d, WaitReason::Waves);
  d.release(2);
  expect_placed(d, 3, 0x27, 0, 0, 0);
  expect_placed(d, 4, 0xC0, 6, 0, 0);
  expect_wait(d, WaitReason::Waves);
  d.release(1);
  d.release(4);
  expect_placed(d, 5, 0x58, 3, 0, 0);
  BOOST_CHECK_EQUAL(d.max_in_flight_seen(), 3u);
}

// Workgroups that can never fit, named by index with both numbers. 65537
// bytes round up to 129 blocks = 66048.
BOOST_AUTO_TEST_CASE(workgroups_that_never_fit_are_refused_up_front) {
  expect_error(kCu, {k20K, k20K, k20K, {20, 0, 0}},
               "workgroup 3 needs 20 waves; the CU has 16 wave slots");
  expect_error(kCu, {{0, 0, 0}}, "workgroup 0 needs 0 waves; a workgroup has at least 1");
  expect_error(kCu, {k20K, {1, 65537, 0}},
               "workgroup 1 needs 66048 bytes of LDS (65537 rounded up to 512-byte blocks); "
               "the CU has 65536 bytes");
  expect_error(kCu, {{1, 0, 300}}, "workgroup 0 needs 300 VGPRs per wave; a wave slot has 256");
  // A need near 4 GiB rounds to 2^32, not to 0.
  expect_error({16, 0xFFFFFE00u, 256, 16}, {{1, 0xFFFFFFFFu, 0}},
               "workgroup 0 needs 4294967296 bytes of LDS (4294967295 rounded up to 512-byte "
               "blocks); the CU has 4294966784 bytes");
  // The lowest bad index is named.
  expect_error(kCu, {k20K, {1, 0, 300}, {17, 0, 0}},
               "workgroup 1 needs 300 VGPRs per wave; a wave slot has 256");
  // Exactly the CU's capacity fits: 16 waves, 64 KiB, 256 VGPRs.
  BOOST_CHECK_NO_THROW(WgDispatcher(kCu, {{16, 64 * kKiB, 256}}));
}

BOOST_AUTO_TEST_CASE(impossible_cus_are_refused) {
  expect_error({0, 64 * kKiB, 256, 16}, {}, "the CU has 0 wave slots; it must have 1 to 64");
  expect_error({65, 64 * kKiB, 256, 16}, {}, "the CU has 65 wave slots; it must have 1 to 64");
  expect_error({16, 64 * kKiB, 256, 0}, {},
               "the CU allows 0 workgroups in flight; it must allow at least 1");
  expect_error({16, 1000, 256, 16}, {},
               "the CU's LDS of 1000 bytes is not a multiple of 512 bytes");
  // 64 slots is the mask's width: one 64-wave workgroup takes them all.
  WgDispatcher d({64, 0, 256, 1}, {{64, 0, 0}});
  expect_placed(d, 0, ~uint64_t{0}, 0, 0, 0);
  // An empty dispatch is finished at once.
  const WgDispatcher empty(kCu, {});
  BOOST_CHECK(empty.finished());
  BOOST_CHECK(empty.head_waits() == WaitReason::Done);
}

// Workgroup 0 is placed, then released; 1 is not yet placed; 2 does not exist.
BOOST_AUTO_TEST_CASE(release_of_a_workgroup_not_placed_throws) {
  WgDispatcher d(kCu, {k20K, k20K});
  BOOST_CHECK_THROW(d.release(0), std::logic_error);
  BOOST_REQUIRE(d.next());
  d.release(0);
  BOOST_CHECK_THROW(d.release(0), std::logic_error);
  BOOST_CHECK_THROW(d.release(1), std::logic_error);
  BOOST_CHECK_THROW(d.release(2), std::logic_error);
  BOOST_CHECK_EQUAL(d.in_flight(), 0u);
}

// LDS 4096 = 8 blocks, 1-wave workgroups.
//   0: 1 byte -> 512, [0, 512), slot 0
//   1: 1024, [512, 1536), slot 1
//   2: 1 byte -> 512, [1536, 2048), slot 2
//   3: 2048, [2048, 4096), slot 3: the LDS is full
//   4: 0 bytes -> base 0, size 0, slot 4: needs no gap, placed on a full LDS
//   5: 513 -> 1024: no gap, waits for LDS
// Release 1 (gap [512, 1536), 1024), then 3 (gap [2048, 4096), 2048, the most
// recent and the larger). First fit puts 5 at the lowest gap that holds it,
// 512, in slot 1 (the lowest free; 3 is free too). Then 6 (1 byte -> 512)
// takes the next gap, 2048, in slot 3.
BOOST_AUTO_TEST_CASE(lds_rounds_to_512_and_reuses_the_lowest_fitting_gap) {
  WgDispatcher d({16, 4096, 256, 16}, {{1, 1, 0},
                                       {1, 1024, 0},
                                       {1, 1, 0},
                                       {1, 2048, 0},
                                       {1, 0, 0},
                                       {1, 513, 0},
                                       {1, 1, 0}});
  expect_placed(d, 0, 0x01, 0, 0, 512);
  expect_placed(d, 1, 0x02, 1, 512, 1024);
  expect_placed(d, 2, 0x04, 2, 1536, 512);
  expect_placed(d, 3, 0x08, 3, 2048, 2048);
  expect_placed(d, 4, 0x10, 4, 0, 0);
  expect_wait(d, WaitReason::Lds);
  d.release(1);
  d.release(3);
  expect_placed(d, 5, 0x02, 1, 512, 1024);
  expect_placed(d, 6, 0x08, 3, 2048, 512);
  BOOST_CHECK_EQUAL(d.in_flight(), 5u);
  BOOST_CHECK_EQUAL(d.max_in_flight_seen(), 5u);
}
