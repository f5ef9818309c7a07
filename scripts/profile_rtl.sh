#!/usr/bin/env bash
# Where the Verilated compute unit's time goes, by RTL module: builds
# cosim-prof (the default configuration: 16 waves, GCN_VALU_LANES lanes) or,
# with --lanes4, cosim-prof-lanes4 (4 waves, 4 lanes), both Verilated with
# --prof-cfuncs (tb/dut/CMakeLists.txt); runs `cosim bench` under `perf
# record` (the golden, RTL-only and lockstep runs of its programs); and adds
# the samples up by module (scripts/perf_modules.py). Further arguments go
# to the bench (--seed S, --vmem). The profile is left in BUILD/profile/.
#   scripts/profile_rtl.sh [--lanes4] [--build DIR] [bench options]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$ROOT/build"
exe=cosim-prof
while [ $# -gt 0 ]; do
  case "$1" in
    --lanes4) exe=cosim-prof-lanes4; shift ;;
    --build) BUILD="$2"; shift 2 ;;
    *) break ;;
  esac
done
command -v perf >/dev/null || { echo "profile_rtl.sh: perf not found (apt-get install linux-perf)" >&2; exit 2; }
[ -f "$BUILD/CMakeCache.txt" ] || { echo "profile_rtl.sh: $BUILD is not configured (scripts/build.sh)" >&2; exit 2; }
cmake --build "$BUILD" --target "$exe" -j "$(nproc)" >/dev/null
mkdir -p "$BUILD/profile"
data="$BUILD/profile/$exe.perf.data"
perf record -q -o "$data" -- "$BUILD/$exe" bench "$@"
echo "== $exe: share of the samples by RTL module"
python3 "$ROOT/scripts/perf_modules.py" "$data"
