# The speed tools (docs/performance.md) work; the figures they print are not
# tested: speed lives in benchmarks, not in timed tests.

# perf_modules.py adds a --prof-cfuncs profile up by module and region: a
# cut-down report whose sums are worked by hand (tests/inputs/perf_report.txt:
# gcn_fp32_lane 20 ico + 10 nba, gcn_lds_bank 15 + 5 nba, ...).
add_test(NAME perf_modules_shares
         COMMAND ${GCN_CHECK} --rc 0
                 --stdout "^gcn_fp32_lane +30\\.0% +20\\.0 / 10\\.0$"
                 --stdout "^gcn_lds_bank +20\\.0% +0\\.0 / 20\\.0$"
                 --stdout "^\\(Verilator: scheduling and eval loops\\) +25\\.0%"
                 --stdout "^\\(testbench, checker, golden model\\) +7\\.5%"
                 --stdout "^\\(all RTL modules\\) +50\\.0%$"
                 --stdout "^RTL modules by region: nba 30\\.0%, ico 20\\.0%$"
                 --stdout "^ +20\\.0%  gcn_lds_bank:22 \\(nba\\)$"
                 -- ${GCN_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/perf_modules.py
                    --report ${GCN_INPUTS}/perf_report.txt --lines 3)

# bench_compare.sh on one binary against itself: both tables, both ratio
# lines, and the same cycle counts (the bench's programs and testbench seeds
# are fixed by --seed).
add_test(NAME bench_compare_same_binary
         COMMAND ${GCN_CHECK} --rc 0
                 --stdout "^rtl: A [0-9.]+ s \\([0-9]+ cycles.* B takes [0-9.]+x the time of A$"
                 --stdout "^lockstep: A .* B takes [0-9.]+x the time of A$"
                 --stdout "^cycle counts: the same$"
                 -- ${GCN_BASH} ${CMAKE_SOURCE_DIR}/scripts/bench_compare.sh
                    $<TARGET_FILE:cosim-lanes4> $<TARGET_FILE:cosim-lanes4> --seed 3)
set_tests_properties(bench_compare_same_binary PROPERTIES LABELS slow TIMEOUT 600)
