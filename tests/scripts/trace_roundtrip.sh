#!/usr/bin/env bash
# A commit trace recorded by one cosim and checked offline by another
# (tests/trace.cmake): the run and check-trace both pass, matching the same
# instructions (and, recorded in lockstep, the same writebacks), and the
# trace holds beats of each kind named.
#   trace_roundtrip.sh RECORDER CHECKER PROGRAM OUTDIR [--kinds "LDS DSRET"]
#                      [--relane 64] [-- cosim run options...]
# --relane 64 checks the trace rewritten as a 64-lane compute unit would
# have emitted it (trace_edit.py relane) instead.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
recorder="$1" checker="$2" program="$3" out="$4"
shift 4
kinds="" relane=""
while [ $# -gt 0 ]; do
  case "$1" in
    --kinds) kinds="$2"; shift 2 ;;
    --relane) relane="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "trace_roundtrip.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
mkdir -p "$out"
name="$(basename "$program" .s)"
trace="$out/$name.trace"
run_out="$("$recorder" run "$program" --record-trace "$trace" "$@" 2>&1)"
rc=$?
echo "run: $run_out"
[ "$rc" -eq 0 ] || { echo "FAIL: the recording run exited $rc"; exit 1; }
if [ -n "$relane" ]; then
  python3 "$here/trace_edit.py" relane "$trace" "$trace.$relane" --lanes "$relane" || exit 1
  trace="$trace.$relane"
fi
info="$(python3 "$here/trace_edit.py" info "$trace")" || exit 1
echo "$info"
check_out="$("$checker" check-trace "$program" "$trace" 2>&1)"
rc=$?
echo "check-trace: $check_out"
[ "$rc" -eq 0 ] || { echo "FAIL: check-trace exited $rc"; exit 1; }
matched() { sed -nE 's/^PASS: matched ([0-9]+) instructions.*/\1/p' <<<"$1"; }
writebacks() { sed -nE 's/^PASS: matched [0-9]+ instructions \(([0-9]+) writebacks.*/\1/p' <<<"$1"; }
[ -n "$(matched "$check_out")" ] && [ "$(matched "$run_out")" = "$(matched "$check_out")" ] ||
  { echo "FAIL: the run and check-trace matched different instruction counts"; exit 1; }
if [ -n "$(writebacks "$run_out")" ] && [ "$(writebacks "$run_out")" != "$(writebacks "$check_out")" ]; then
  echo "FAIL: the run and check-trace compared different writeback counts"; exit 1
fi
if [ -n "$relane" ]; then
  grep -q "trace of $relane lanes" <<<"$check_out" || { echo "FAIL: not checked as a $relane-lane trace"; exit 1; }
fi
for k in $kinds; do
  grep -Eq "(^| )$k=[1-9]" <<<"$(sed -n 2p <<<"$info")" || { echo "FAIL: no $k beat in the trace"; exit 1; }
done
rm -f "$out/$name.trace"*
exit 0
