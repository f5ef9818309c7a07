#!/usr/bin/env bash
# A CU built with an injected bug must fail the regression, and a failure line
# must name the buggy instruction.
# Further arguments go to `cosim regress` (e.g. --lds for an LDS bug). With
# GCN_BUG_NAMES_LANE=1 that line must also name the lane that differs.
#   regress_bug.sh COSIM_BUG COUNT SEED JOBS OUTDIR MNEMONIC [--lds]
set -uo pipefail
cosim="$1" count="$2" seed="$3" jobs="$4" out="$5" insn="$6"
shift 6
rm -rf "$out"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$cosim" regress --count "$count" --seed "$seed" --jobs "$jobs" --out "$out" "$@" >"$log" 2>&1
rc=$?
fail=0
[ "$rc" -ne 0 ] || { echo "FAIL: the buggy CU passed the regression"; fail=1; }
[ "$rc" -le 128 ] || { echo "FAIL: cosim crashed (exit $rc)"; fail=1; }
grep -q "^FAIL seed=.*mismatch at .*: $insn" "$log" || { echo "FAIL: no failure line names $insn"; fail=1; }
if [ "${GCN_BUG_NAMES_LANE:-0}" = 1 ]; then
  grep -Eq "^FAIL seed=.*mismatch at .*: $insn.* lane [0-9]+" "$log" ||
    { echo "FAIL: no failure line names $insn and a lane"; fail=1; }
fi
grep -Eq '^[0-9]+ passed, [1-9][0-9]* failed$' "$log" || { echo "FAIL: no 'N passed, N failed' line"; fail=1; }
ls "$out"/fail-*.s >/dev/null 2>&1 || { echo "FAIL: no failing program saved"; fail=1; }
if [ "$fail" -ne 0 ]; then echo "--- output:"; head -c 6000 "$log"; exit 1; fi
grep -m 3 '^FAIL seed=' "$log"
tail -n 1 "$log"
exit 0
