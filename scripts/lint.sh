#!/usr/bin/env bash
# Lints the compute unit RTL, the FP32 VALU lane (rtl/fp/), the integer VALU
# lane (rtl/valu/) and the LDS unit (rtl/lds/) with Verilator
# -Wall; any warning fails.
# Usage: scripts/lint.sh [path/to/gcn_isa_pkg.sv]
# Without an argument the generated package is taken from the build directory
# (GCN_BUILD_DIR, default build/), building it first if needed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
PKG="${1:-$BUILD/rtl/gcn_isa_pkg.sv}"
if [ $# -eq 0 ] && { [ ! -f "$PKG" ] || [ ! -f "$BUILD/rtl/gcn_fp_tables_pkg.sv" ] ||
                      [ ! -f "$BUILD/rtl/gcn_int_screen_pkg.sv" ] || [ ! -f "$BUILD/rtl/gcn_lds_atomic_pkg.sv" ]; }; then
  "$ROOT/scripts/build.sh" --target gcn_isa_pkg gcn_fp_tables gcn_int_screen_pkg gcn_lds_atomic >/dev/null
fi
[ -f "$PKG" ] || { echo "lint: error: generated package not found: $PKG" >&2; exit 1; }

# The compute unit: packages first (the lane packages before the generated
# decode package, which names their micro-ops), then the modules (one per file).
mapfile -t SOURCES < <("$ROOT/scripts/rtl_sources.sh" "$PKG")

run() {
  verilator --lint-only -Wall --top-module gcn_cu "$@" "${SOURCES[@]}"
}
run
run -DGCN_BUG_SADD_CARRY
run -DGCN_BUG_MAD_I24_SEXT
run -DGCN_BUG_LDS_CONFLICT_DROP
run -GNUM_WAVES=16 -GLDS_BYTES=8192
# Odd configurations and every VALU width must be clean too.
run -GNUM_WAVES=1 -GSMEM_TAGS=4 -GLANES=4
run -GNUM_WAVES=3 -GLANES=64 -GNUM_VGPRS=7

# The FP32 lane: its own package, the generated transcendental tables
# (build/rtl/, built if missing) and modules, top gcn_fp32_lane.
FP_TABLES="$BUILD/rtl/gcn_fp_tables_pkg.sv"
[ -f "$FP_TABLES" ] || "$ROOT/scripts/build.sh" --target gcn_fp_tables >/dev/null
FP_SOURCES=("$ROOT/rtl/fp/gcn_fp_pkg.sv" "$FP_TABLES")
for f in "$ROOT"/rtl/fp/*.sv; do
  [ "$(basename "$f")" = gcn_fp_pkg.sv ] || FP_SOURCES+=("$f")
done
verilator --lint-only -Wall --top-module gcn_fp32_lane "${FP_SOURCES[@]}"
verilator --lint-only -Wall --top-module gcn_fp32_lane -GTAG_W=1 "${FP_SOURCES[@]}"

# The integer lane: the generated screen-partition table (next to the decode
# package), its own package and modules, top gcn_int_lane.
INT_SOURCES=("$(dirname "$PKG")/gcn_int_screen_pkg.sv" "$ROOT/rtl/valu/gcn_int_pkg.sv")
for f in "$ROOT"/rtl/valu/*.sv; do
  [ "$(basename "$f")" = gcn_int_pkg.sv ] || INT_SOURCES+=("$f")
done
verilator --lint-only -Wall --top-module gcn_int_lane "${INT_SOURCES[@]}"
verilator --lint-only -Wall --top-module gcn_int_lane -GTAG_W=1 "${INT_SOURCES[@]}"
# The LDS unit on its own (as tests/rtl_lds.cmake Verilates it): its own
# packages (the generated atomic operations next to the decode package) and
# modules, at the default 64 KiB / 16 lanes, 8 KiB, and 4 / 64 lanes.
mapfile -t LDS_SOURCES < <("$ROOT/scripts/rtl_sources.sh" --lds "$PKG")
lint_lds() {
  verilator --lint-only -Wall --top-module gcn_lds "$@" "$ROOT/rtl/lds/gcn_lds_standalone.vlt" "${LDS_SOURCES[@]}"
}
lint_lds
lint_lds -GSIZE_BYTES=8192
lint_lds -GLANES=4 -GSIZE_BYTES=8192
lint_lds -GLANES=64
echo "lint: clean ($((${#SOURCES[@]} + ${#FP_SOURCES[@]} + ${#INT_SOURCES[@]} + ${#LDS_SOURCES[@]})) files)"
