#!/usr/bin/env bash
# A failing lockstep run and its commit trace checked offline print the same
# report, byte for byte (tests/trace.cmake). With a program, that program;
# with --gen N, the first of random programs 1..N that fails.
#   trace_same_report.sh COSIM_BUG OUTDIR PROGRAM | --gen N
set -uo pipefail
cosim="$1" out="$2"
shift 2
mkdir -p "$out"
if [ "$1" = --gen ]; then
  programs=()
  for ((s = 1; s <= $2; ++s)); do programs+=("gen:$s"); done
else
  programs=("$1")
fi
for p in "${programs[@]}"; do
  if [[ "$p" == gen:* ]]; then
    prog="$out/gen-${p#gen:}.s"
    "$cosim" gen --seed "${p#gen:}" -o "$prog" || exit 1
  else
    prog="$p"
  fi
  trace="$out/same-report.trace"
  "$cosim" run "$prog" --record-trace "$trace" >"$out/lockstep.txt" 2>&1
  rc=$?
  [ "$rc" -eq 0 ] && continue
  [ "$rc" -eq 1 ] || { echo "FAIL: the lockstep run of $prog exited $rc"; cat "$out/lockstep.txt"; exit 1; }
  "$cosim" check-trace "$prog" "$trace" >"$out/check-trace.txt" 2>&1
  rc=$?
  [ "$rc" -eq 1 ] || { echo "FAIL: check-trace of $prog exited $rc"; cat "$out/check-trace.txt"; exit 1; }
  if ! diff "$out/lockstep.txt" "$out/check-trace.txt"; then
    echo "FAIL: check-trace's report of $prog differs from the lockstep run's"
    exit 1
  fi
  echo "same report for $prog:"
  cat "$out/check-trace.txt"
  exit 0
done
echo "FAIL: no program failed"
exit 1
