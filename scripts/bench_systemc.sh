#!/usr/bin/env bash
# Throughput of the compute unit in the SystemC platform (build/cosim-sc)
# next to the plain C++ testbench on the same RTL configuration
# (build/cosim-lanes4: 4 waves, 4 VALU lanes), on the same generated
# programs, measured back to back in one run (scripts/bench_compare.sh with
# A = the C++ testbench, B = SystemC). The cycle counts differ a little: the
# platform draws its latencies and back-pressure in another order. Further
# arguments go to both benches (--seed S, --vmem).
#   scripts/bench_systemc.sh [--build DIR] [bench options]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$ROOT/build"
if [ "${1:-}" = "--build" ]; then BUILD="$2"; shift 2; fi
for exe in cosim-lanes4 cosim-sc; do
  [ -x "$BUILD/$exe" ] || { echo "bench_systemc.sh: $BUILD/$exe not built (scripts/build.sh)" >&2; exit 2; }
done
exec "$ROOT/scripts/bench_compare.sh" "$BUILD/cosim-lanes4" "$BUILD/cosim-sc" "$@"
