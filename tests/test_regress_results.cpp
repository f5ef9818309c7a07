// Shard slicing, --shard parsing and failure signatures (regress/shard.h,
// regress/results.h). The merge itself is tested end to end against the
// unsharded run by tests/scripts/shard_merge.sh.
#define BOOST_TEST_MODULE regress_results
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>

#include "results.h"
#include "shard.h"

using gcn::Shard;

BOOST_AUTO_TEST_CASE(shards_partition_the_programs) {
  // For every count and shard count N <= count: the N slices are contiguous,
  // in order, non-empty, within one program of each other in size, and
  // together exactly 0..count-1.
  for (uint64_t count = 1; count <= 150; ++count) {
    for (unsigned n = 1; n <= count && n <= 40; ++n) {
      uint64_t next = 0, smallest = count, largest = 0;
      for (unsigned k = 1; k <= n; ++k) {
        const Shard s{k, n};
        BOOST_TEST_REQUIRE(s.first(count) == next);
        BOOST_TEST_REQUIRE(s.end(count) > s.first(count));
        const uint64_t size = s.end(count) - s.first(count);
        smallest = std::min(smallest, size);
        largest = std::max(largest, size);
        next = s.end(count);
      }
      BOOST_TEST_REQUIRE(next == count);
      BOOST_TEST_REQUIRE(largest - smallest <= 1u);
    }
  }
  // Large counts do not overflow: 10^8 programs in 100000 shards.
  const Shard last{100'000, 100'000};
  BOOST_TEST(last.end(100'000'000) == 100'000'000u);
  BOOST_TEST(last.first(100'000'000) == 99'999'000u);
}

BOOST_AUTO_TEST_CASE(shard_text) {
  const Shard s = gcn::parse_shard("3/4");
  BOOST_TEST(s.index == 3u);
  BOOST_TEST(s.count == 4u);
  BOOST_TEST(s.dir_name() == "shard-3-of-4");
  BOOST_TEST(gcn::parse_shard("0x2/0x10").count == 16u);
  for (const char* bad : {"", "3", "/", "3/", "/4", "0/4", "5/4", "1/0", "-1/4", "1/4/5", " 1/4", "1/100001", "a/b"})
    BOOST_CHECK_THROW(gcn::parse_shard(bad), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(signatures_group_by_instruction_and_fields) {
  // The report form of README "Reading a mismatch report".
  BOOST_TEST(gcn::failure_signature("mismatch", "mismatch at wave 0 order 1 pc 0x100000004: s_add_u32 s1, s0, 4 (scc)") ==
             "mismatch: s_add_u32 (scc)");
  // The same instruction and fields elsewhere in another program: one group.
  BOOST_TEST(gcn::failure_signature("mismatch", "mismatch at wave 3 order 77 pc 0x100000120: s_add_u32 s9, s2, s3 (scc)") ==
             "mismatch: s_add_u32 (scc)");
  // A VGPR field names the register, the first lane and the lane counts:
  // all numbers, so two such failures of one instruction group together.
  BOOST_TEST(gcn::failure_signature("mismatch", "mismatch at wave 0 order 176 pc 0x1000000dc: v_mad_i32_i24 v1, s78, "
                                                "v7, v19 (v1 lane 2 (30 of 30 lanes differ, exec 0x1f312fc28bcc9294))") ==
             "mismatch: v_mad_i32_i24 (vN lane N (N of N lanes differ, exec N))");
  BOOST_TEST(gcn::failure_signature("mismatch", "mismatch at wave 2 order 9 pc 0x100000040: v_mad_i32_i24 v7, v5, v0, "
                                                "v15 (v7 lane 41 (1 of 64 lanes differ, exec 0xffffffffffffffff))") ==
             "mismatch: v_mad_i32_i24 (vN lane N (N of N lanes differ, exec N))");
  // Operands with parentheses of their own do not confuse the fields.
  BOOST_TEST(gcn::failure_signature("mismatch",
                                    "mismatch at wave 0 order 3 pc 0x100000008: s_waitcnt lgkmcnt(0) (pc, scc)") ==
             "mismatch: s_waitcnt (pc, scc)");
  // Anything else: the summary with its numbers blanked.
  BOOST_TEST(gcn::failure_signature("crash", "worker exited with status 3 without a result") ==
             "crash: worker exited with status N without a result");
  BOOST_TEST(gcn::failure_signature("watchdog", "watchdog: no retirement for 0x4000 cycles") ==
             "watchdog: watchdog: no retirement for N cycles");
  BOOST_TEST(gcn::failure_signature("crash", "worker crashed: SIGSEGV (Segmentation fault)") ==
             "crash: worker crashed: SIGSEGV (Segmentation fault)");
}
