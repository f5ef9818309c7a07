#!/usr/bin/env bash
# `cosim shrink` on a real failure: a CU built with an injected bug fails some
# random programs; the first failure is shrunk. The shrunk program must still
# fail on the buggy CU the same way (the same instruction and field), be at
# most MAX instructions long, and pass on the correct CU (so it is a legal
# program that fails only because of the bug). `regress --shrink` must write
# SHRUNK shrunk programs (one per failure signature; "any": at least one),
# each failing on the buggy CU as its header says and passing on the correct
# CU.
#   shrink_bug.sh COSIM_BUG COSIM OUTDIR MNEMONIC FIELD MAX SHRUNK [cosim regress options]
set -uo pipefail
bug="$1" good="$2" out="$3" insn="$4" field="$5" max="$6" shrunk="$7"
shift 7
rm -rf "$out"
mkdir -p "$out"
"$bug" regress --count 20 --seed 5 --jobs 2 --out "$out/regress" --shrink "$@" >"$out/regress.log" 2>&1
fail_file="$(ls "$out"/regress/fail-*[0-9].s 2>/dev/null | head -n 1)"
[ -n "$fail_file" ] || { echo "FAIL: the buggy CU failed no program"; cat "$out/regress.log"; exit 1; }
fail=0
# regress --shrink: one shrunk program per signature, failing as it says.
n_min=$(ls "$out"/regress/fail-*.min.s 2>/dev/null | wc -l)
if [ "$shrunk" = any ]; then
  [ "$n_min" -ge 1 ] || { echo "FAIL: regress --shrink wrote no shrunk program"; fail=1; }
else
  [ "$n_min" -eq "$shrunk" ] || { echo "FAIL: regress --shrink wrote $n_min shrunk programs, want $shrunk"; fail=1; }
fi
for m in "$out"/regress/fail-*.min.s; do
  [ -e "$m" ] || continue
  said="$(sed -n 's/^; fails as: //p' "$m")"
  "$bug" run "$m" >"$out/regress-min.log" 2>&1
  grep -Fq "$said" "$out/regress-min.log" || { echo "FAIL: $m does not fail as '$said'"; fail=1; }
  "$good" run "$m" >"$out/regress-min-good.log" 2>&1 || { echo "FAIL: $m fails on the correct CU"; fail=1; }
done
"$bug" shrink "$fail_file" -o "$out/min.s" >"$out/shrink.log" 2>&1
rc=$?
cat "$out/shrink.log"
[ "$rc" -eq 0 ] || { echo "FAIL: cosim shrink exited $rc"; exit 1; }
"$bug" run "$out/min.s" >"$out/min-bug.log" 2>&1
rc=$?
[ "$rc" -eq 1 ] || { echo "FAIL: the shrunk program exits $rc on the buggy CU, want 1"; fail=1; }
grep -Eq "mismatch at .*: $insn .*\($field\)" "$out/min-bug.log" ||
  { echo "FAIL: the shrunk program does not fail on $insn ($field):"; head -5 "$out/min-bug.log"; fail=1; }
# The instruction counts of cosim shrink's summary line.
read -r orig n < <(sed -n 's/^shrink: \([0-9]*\) -> \([0-9]*\) instructions.*/\1 \2/p' "$out/shrink.log")
[ -n "${n:-}" ] || { echo "FAIL: cosim shrink printed no 'shrink: N -> M instructions' line"; exit 1; }
echo "shrunk $orig -> $n instructions"
[ "$n" -le "$max" ] || { echo "FAIL: $n instructions left, want at most $max"; cat "$out/min.s"; fail=1; }
"$good" run "$out/min.s" >"$out/min-good.log" 2>&1
rc=$?
[ "$rc" -eq 0 ] || { echo "FAIL: the shrunk program exits $rc on the correct CU, want 0:"; head -5 "$out/min-good.log"; fail=1; }
[ "$fail" -eq 0 ] && { echo "--- shrunk program:"; grep -v '^;; cosim: \(sgpr\|vgpr\|data\)' "$out/min.s"; }
exit "$fail"
