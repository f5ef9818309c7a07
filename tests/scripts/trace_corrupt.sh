#!/usr/bin/env bash
# A damaged commit trace (tests/trace.cmake): recorded from PROGRAM, damaged
# by trace_edit.py (CASE), then checked: exit 2 and one stderr line matching
# REGEX; when the damage is in a record, the line must name it as
# "<trace>: record R at byte B:" with the record and offset the edit reports.
# CASE "none" leaves the trace whole and checks it against CHECK_PROGRAM (a
# trace of another program).
#   trace_corrupt.sh COSIM PROGRAM OUTDIR CASE REGEX [CHECK_PROGRAM]
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cosim="$1" program="$2" out="$3" case="$4" regex="$5" check_program="${6:-$2}"
mkdir -p "$out"
good="$out/$case.good.trace" bad="$out/$case.trace"
"$cosim" run "$program" --record-trace "$good" >/dev/null || { echo "FAIL: the recording run failed"; exit 1; }
if [ "$case" = none ]; then
  cp "$good" "$bad"
  did="none"
else
  did="$(python3 "$here/trace_edit.py" corrupt "$good" "$bad" "$case")" || exit 1
fi
echo "damage: $did"
args=(--rc 2 --lines-stderr 1 --stderr "$regex")
if [[ "$did" =~ record=([0-9]+)\ byte=([0-9]+) ]]; then
  args+=(--stderr "$(basename "$bad"): record ${BASH_REMATCH[1]} at byte ${BASH_REMATCH[2]}: ")
fi
bash "$here/check_cmd.sh" "${args[@]}" -- "$cosim" check-trace "$check_program" "$bad" || exit 1
rm -f "$good" "$bad"
