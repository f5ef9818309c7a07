#!/usr/bin/env bash
# `cosim regress --shard K/N` + `cosim merge` give exactly the unsharded run:
# for each N given, runs the N shards one after another and compares the merge
# with the unsharded run of the same seed program by program
# (regress_compare.py), and checks the merge's closing lines. Then the merge's
# reports: a missing shard and an unfinished one are named and exit 1, shards
# of different runs exit 2.
#   shard_merge.sh COSIM COUNT SEED OUTDIR "N1 N2 ..." [cosim regress options]
set -uo pipefail
cosim="$1" count="$2" seed="$3" out="$4" ns="$5"
shift 5
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rm -rf "$out"
mkdir -p "$out"
fail=0
"$cosim" regress --count "$count" --seed "$seed" --jobs 2 --out "$out/single" "$@" >"$out/single.log" 2>&1
single_rc=$?
[ "$single_rc" -le 1 ] || { echo "FAIL: unsharded run exited $single_rc"; cat "$out/single.log"; exit 1; }
for n in $ns; do
  for k in $(seq 1 "$n"); do
    "$cosim" regress --count "$count" --seed "$seed" --jobs 2 --out "$out/n$n" --shard "$k/$n" "$@" \
      >"$out/n$n-shard$k.log" 2>&1
    rc=$?
    [ "$rc" -le 1 ] || { echo "FAIL: shard $k/$n exited $rc"; cat "$out/n$n-shard$k.log"; fail=1; }
    [ -s "$out/n$n/shard-$k-of-$n/summary.json" ] || { echo "FAIL: shard $k/$n wrote no summary.json"; fail=1; }
  done
  "$cosim" merge "$out/n$n" >"$out/n$n-merge.log" 2>&1
  rc=$?
  [ "$rc" -eq "$single_rc" ] || { echo "FAIL: merge of $n shards exited $rc, the unsharded run $single_rc"; fail=1; }
  [ "$(tail -n 2 "$out/n$n-merge.log")" = "$(tail -n 2 "$out/single.log")" ] ||
    { echo "FAIL: merge of $n shards closes differently:"; tail -n 2 "$out/n$n-merge.log" "$out/single.log"; fail=1; }
  python3 "$here/regress_compare.py" "$out/single" "$out/n$n" || { echo "FAIL: merge of $n shards"; fail=1; }
done

# expect_merge NAME RC PATTERN: `cosim merge OUT/NAME` exits RC and prints
# a line matching PATTERN.
expect_merge() {
  local name="$1" want="$2" pattern="$3" rc
  "$cosim" merge "$out/$name" >"$out/$name.log" 2>&1
  rc=$?
  [ "$rc" -eq "$want" ] || { echo "FAIL: merge of $name shards exited $rc, want $want"; fail=1; }
  grep -q "$pattern" "$out/$name.log" || { echo "FAIL: $name shards not reported ($pattern):"; cat "$out/$name.log"; fail=1; }
}

# Reports: take the last N's shards apart.
n="${ns##* }"
if [ "$n" -ge 3 ]; then
  cp -r "$out/n$n" "$out/missing"
  rm -rf "$out/missing/shard-2-of-$n"
  rm -f "$out/missing/summary.json"
  expect_merge missing 1 "shard 2 of $n .* is missing"

  cp -r "$out/n$n" "$out/unfinished"
  rm -f "$out/unfinished/shard-3-of-$n/summary.json"
  expect_merge unfinished 1 "shard 3 of $n .* is incomplete"

  "$cosim" regress --count "$count" --seed "$((seed + 1))" --jobs 2 --out "$out/other" --shard "1/$n" "$@" \
    >/dev/null 2>&1
  mkdir -p "$out/mixed"
  cp -r "$out/other/shard-1-of-$n" "$out/mixed/"
  cp -r "$out/n$n/shard-2-of-$n" "$out/mixed/"
  expect_merge mixed 2 "cosim: error: merge: .*different run"
  [ "$(wc -l <"$out/mixed.log")" -eq 1 ] || { echo "FAIL: the error is not one line:"; cat "$out/mixed.log"; fail=1; }
fi
[ "$fail" -eq 0 ] && echo "shard_merge: N in {$ns} equal the unsharded run; missing, unfinished and mixed shards reported"
exit "$fail"
