#!/usr/bin/env bash
# Throughput of the compute unit in the SystemC platform (build/cosim-sc)
# next to the plain C++ testbench on the same RTL configuration
# (build/cosim-lanes4: 4 waves, 4 VALU lanes), on the same generated
# programs, measured back to back in one run of this script: both
# `cosim bench` tables, then the SystemC / C++ time ratios of the RTL-only
# and lockstep rows. Further arguments go to both benches (--seed S, --vmem).
#   scripts/bench_systemc.sh [--build DIR] [bench options]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$ROOT/build"
if [ "${1:-}" = "--build" ]; then BUILD="$2"; shift 2; fi
for exe in cosim-lanes4 cosim-sc; do
  [ -x "$BUILD/$exe" ] || { echo "bench_systemc.sh: $BUILD/$exe not built (scripts/build.sh)" >&2; exit 2; }
done
cpp="$("$BUILD/cosim-lanes4" bench "$@")"
sc="$("$BUILD/cosim-sc" bench "$@")"
echo "== C++ testbench (cosim-lanes4)"
echo "$cpp"
echo "== SystemC platform (cosim-sc)"
echo "$sc"
# Rows: mode instructions cycles seconds throughput...
seconds() { awk -v m="$2" '$1 == m && NF >= 4 { print $4; exit }' <<<"$1"; }
cycles() { awk -v m="$2" '$1 == m && NF >= 4 { print $3; exit }' <<<"$1"; }
for mode in rtl lockstep; do
  a="$(seconds "$cpp" "$mode")" b="$(seconds "$sc" "$mode")"
  ca="$(cycles "$cpp" "$mode")" cb="$(cycles "$sc" "$mode")"
  [ -n "$a" ] && [ -n "$b" ] || { echo "bench_systemc.sh: no '$mode' row in a bench table" >&2; exit 1; }
  awk -v m="$mode" -v a="$a" -v b="$b" -v ca="$ca" -v cb="$cb" 'BEGIN {
    printf "%s: C++ %.3f s (%d cycles, %.0f cycles/s), SystemC %.3f s (%d cycles, %.0f cycles/s): SystemC takes %.2fx the time\n",
           m, a, ca, ca / a, b, cb, cb / b, b / a }'
done
