#!/usr/bin/env bash
# Synthesizes the integer VALU lane (rtl/valu/, top gcn_int_lane) with Yosys;
# see scripts/synth_lane.sh. Any Yosys warning fails the run. The lane's
# screen-partition table package is generated at build time into build/rtl/
# (built here if missing).
# Usage: scripts/synth_valu_int.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
SCREEN="$BUILD/rtl/gcn_int_screen_pkg.sv"
[ -f "$SCREEN" ] || "$ROOT/scripts/build.sh" --target gcn_int_screen_pkg >/dev/null
exec "$ROOT/scripts/synth_lane.sh" valu gcn_int_pkg.sv gcn_int_lane "$SCREEN"
