#!/usr/bin/env bash
# One bit of a commit trace's register data flipped (trace_edit.py flip, at
# the offset docs/trace.md gives): check-trace must fail (exit 1) at that
# very instruction, its report naming the beat's wave, order and pc and the
# field that differs.
# RECORDER, if given, records the trace instead of `COSIM run` (called as
# RECORDER PROGRAM --record-trace FILE: cosim-fpga-shell).
#   trace_flip.sh COSIM PROGRAM OUTDIR sgpr|vgpr NTH [RECORDER]
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cosim="$1" program="$2" out="$3" field="$4" nth="$5" recorder="${6:-}"
mkdir -p "$out"
good="$out/flip-$field-$nth.good.trace" bad="$out/flip-$field-$nth.trace"
if [ -n "$recorder" ]; then
  "$recorder" "$program" --record-trace "$good" >/dev/null || { echo "FAIL: the recording run failed"; exit 1; }
else
  "$cosim" run "$program" --record-trace "$good" >/dev/null || { echo "FAIL: the recording run failed"; exit 1; }
fi
did="$(python3 "$here/trace_edit.py" flip "$good" "$bad" --field "$field" --nth "$nth" --bit 3)" || exit 1
echo "flipped: $did"
[[ "$did" =~ order=([0-9]+)\ wave=([0-9]+)\ pc=(0x[0-9a-f]+) ]] || { echo "FAIL: trace_edit.py said '$did'"; exit 1; }
order="${BASH_REMATCH[1]}" wave="${BASH_REMATCH[2]}" pc="${BASH_REMATCH[3]}"
if [ "$field" = sgpr ]; then what="sgpr "; else what="v[0-9]+ lane "; fi
bash "$here/check_cmd.sh" --rc 1 \
  --stdout "^MISMATCH: mismatch at wave $wave order $order pc $pc: .*\\($what" \
  --stdout "^FAIL \\(mismatch\\): mismatch at wave $wave order $order pc $pc: " \
  -- "$cosim" check-trace "$program" "$bad" || exit 1
rm -f "$good" "$bad"
