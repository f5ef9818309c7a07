#!/usr/bin/env bash
# Two `cosim` binaries on the same generated programs, measured back to back
# in one run (A, B, A, B, ... ROUNDS times; the best time of each counts,
# as these machines are noisy): both `cosim bench` tables, then per mode
# (rtl, lockstep) each binary's time, cycles and cycles/s, and B's time as a
# ratio of A's. The cycle counts must agree when both run the same RTL
# cycle for cycle (the script says whether they do). Further arguments go
# to both benches (--seed S, --vmem).
#   scripts/bench_compare.sh [--rounds N] COSIM_A COSIM_B [bench options]
# e.g. a build of another revision against this one:
#   git worktree add /tmp/base REV && (cd /tmp/base && scripts/build.sh)
#   scripts/bench_compare.sh /tmp/base/build/cosim build/cosim
set -euo pipefail
rounds=1
if [ "${1:-}" = "--rounds" ]; then rounds="$2"; shift 2; fi
[ $# -ge 2 ] || { echo "usage: bench_compare.sh [--rounds N] COSIM_A COSIM_B [bench options]" >&2; exit 2; }
a="$1" b="$2"
shift 2
for exe in "$a" "$b"; do
  [ -x "$exe" ] || { echo "bench_compare.sh: $exe is not an executable" >&2; exit 2; }
done
# Rows: mode instructions cycles seconds throughput...
seconds() { awk -v m="$2" '$1 == m && NF >= 4 { print $4; exit }' <<<"$1"; }
cycles() { awk -v m="$2" '$1 == m && NF >= 4 { print $3; exit }' <<<"$1"; }
min() { awk -v x="$1" -v y="$2" 'BEGIN { print (y == "" || x + 0 < y + 0) ? x : y }'; }
declare -A best
for ((r = 1; r <= rounds; r++)); do
  ta="$("$a" bench "$@")"
  tb="$("$b" bench "$@")"
  for mode in rtl lockstep; do
    best[a$mode]="$(min "$(seconds "$ta" "$mode")" "${best[a$mode]:-}")"
    best[b$mode]="$(min "$(seconds "$tb" "$mode")" "${best[b$mode]:-}")"
  done
done
echo "== A: $a"
echo "$ta"
echo "== B: $b"
echo "$tb"
same=1
for mode in rtl lockstep; do
  sa="${best[a$mode]}" sb="${best[b$mode]}"
  ca="$(cycles "$ta" "$mode")" cb="$(cycles "$tb" "$mode")"
  [ -n "$sa" ] && [ -n "$sb" ] || { echo "bench_compare.sh: no '$mode' row in a bench table" >&2; exit 1; }
  [ "$ca" = "$cb" ] || same=0
  awk -v m="$mode" -v a="$sa" -v b="$sb" -v ca="$ca" -v cb="$cb" 'BEGIN {
    printf "%s: A %.3f s (%d cycles, %.0f cycles/s), B %.3f s (%d cycles, %.0f cycles/s): B takes %.2fx the time of A\n",
           m, a, ca, ca / a, b, cb, cb / b, b / a }'
done
if [ "$same" = 1 ]; then echo "cycle counts: the same"; else echo "cycle counts: different"; fi
