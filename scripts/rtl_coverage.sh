#!/usr/bin/env bash
# Code coverage of the RTL over a lockstep regression, and the regression's
# functional coverage, as HTML:
#   1. builds cosim-coverage (the compute unit Verilated with line, toggle and
#      user coverage; 4 waves, 4 VALU lanes) unless --cosim names one;
#   2. runs `cosim-coverage regress --rtl-coverage` (one coverage file per
#      program in OUT/rtl-coverage/), and each --kernels file with `cosim-coverage
#      run K.s --rtl-coverage` (OUT/rtl-coverage/kernel-K.dat; a kernel that
#      fails or is refused on purpose, like the fetch-fault inputs, counts
#      what it reached and is listed, but does not change the exit status);
#   3. merges them (verilator_coverage) into OUT/rtl.dat and the lcov file
#      OUT/rtl.info, renders OUT/rtl-html/ with genhtml, and renders the
#      functional coverage OUT/coverage.json as OUT/functional.html;
#   4. prints "rtl lines: HIT/TOTAL (P%)" and the regression's coverage line.
# Exit status: the regression's (a failing program is also a finding), or 2
# for bad options.
#   rtl_coverage.sh [--count N] [--seed S] [--jobs J] [--out DIR] [--cosim EXE] [--kernels K.s...]
#                   [-- REGRESS-OPTIONS...]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
count=200 seed=1 jobs="$(nproc)" out="rtl-coverage-out" cosim=""
extra=() kernels=()
usage() { echo "usage: rtl_coverage.sh [--count N] [--seed S] [--jobs J] [--out DIR] [--cosim EXE] [--kernels K.s...] [-- REGRESS-OPTIONS...]" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --count) [ $# -ge 2 ] || usage; count="$2"; shift 2 ;;
    --seed) [ $# -ge 2 ] || usage; seed="$2"; shift 2 ;;
    --jobs) [ $# -ge 2 ] || usage; jobs="$2"; shift 2 ;;
    --out) [ $# -ge 2 ] || usage; out="$2"; shift 2 ;;
    --cosim) [ $# -ge 2 ] || usage; cosim="$2"; shift 2 ;;
    --kernels)
      shift
      while [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; do kernels+=("$1"); shift; done ;;
    --) shift; extra=("$@"); break ;;
    *) echo "rtl_coverage.sh: error: unknown option '$1'" >&2; usage ;;
  esac
done
for tool in verilator_coverage genhtml python3; do
  command -v "$tool" >/dev/null || { echo "rtl_coverage.sh: error: $tool not found (scripts/setup.sh installs it)" >&2; exit 2; }
done
if [ -z "$cosim" ]; then
  "$ROOT/scripts/build.sh" --target cosim-coverage
  cosim="${GCN_BUILD_DIR:-$ROOT/build}/cosim-coverage"
fi
[ -x "$cosim" ] || { echo "rtl_coverage.sh: error: $cosim is not an executable" >&2; exit 2; }
for k in "${kernels[@]}"; do
  [ -f "$k" ] || { echo "rtl_coverage.sh: error: $k: no such kernel" >&2; exit 2; }
done

rc=0
"$cosim" regress --rtl-coverage --count "$count" --seed "$seed" --jobs "$jobs" --out "$out" "${extra[@]}" || rc=$?
mkdir -p "$out/rtl-coverage"
kernels_failed=0
for k in "${kernels[@]}"; do
  name="$(basename "$k" .s)"
  "$cosim" run "$k" --rtl-coverage "$out/rtl-coverage/kernel-$name.dat" >"$out/rtl-coverage/kernel-$name.log" 2>&1 ||
    { echo "kernel $name: exit status $? (counted; see $out/rtl-coverage/kernel-$name.log)"; kernels_failed=$((kernels_failed + 1)); }
done
[ ${#kernels[@]} -eq 0 ] || echo "kernels: ${#kernels[@]} run, $kernels_failed of them not passing"
shopt -s nullglob
dats=("$out"/rtl-coverage/*.dat)
[ ${#dats[@]} -gt 0 ] || { echo "rtl_coverage.sh: error: the regression wrote no coverage files in $out/rtl-coverage" >&2; exit 1; }
# Merged in batches: a regression of thousands of programs would overflow
# the command line. merge_into_total FILES... folds FILES into rtl.dat.
merge_into_total() {
  local prev=()
  [ -f "$out/rtl.dat" ] && prev=("$out/rtl.dat")
  verilator_coverage --write "$out/rtl.tmp.dat" "${prev[@]}" "$@" >/dev/null
  mv "$out/rtl.tmp.dat" "$out/rtl.dat"
}
rm -f "$out/rtl.dat"
for ((i = 0; i < ${#dats[@]}; i += 200)); do
  merge_into_total "${dats[@]:i:200}"
done
verilator_coverage --write-info "$out/rtl.info" "$out/rtl.dat" >/dev/null
rm -rf "$out/rtl-html"
genhtml --quiet --output-directory "$out/rtl-html" --title "gcn_cu RTL coverage" "$out/rtl.info" >/dev/null
# One DA:<line>,<count> record per source line with coverage points (a
# line's line and toggle points summed), as genhtml counts them.
awk -F'[:,]' '/^DA:/ { lf++; if ($3 > 0) lh++ }
         END { printf "rtl lines: %d/%d (%.1f%%) from %d programs\n", lh, lf, lf ? 100 * lh / lf : 0, '"${#dats[@]}"' }' "$out/rtl.info"
python3 "$ROOT/scripts/coverage_html.py" "$out/coverage.json" "$out/functional.html"
echo "html: $out/rtl-html/index.html, $out/functional.html"
exit "$rc"
