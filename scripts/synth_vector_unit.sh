#!/usr/bin/env bash
# Reports the size of the vector unit (gcn_valu: VALU issue, VGPR file, LANES
# integer and FP32 lanes) from three Yosys runs of scripts/synth.sh, each
# checked with `check -assert` and failing on any warning:
#   1. gcn_int_lane and 2. gcn_fp32_lane, synthesized whole (generic cells);
#   3. gcn_valu with the lanes black-boxed and the VGPR file kept as a Yosys
#      memory (an FPGA maps it to block RAM; in a generic netlist it would be
#      NUM_WAVES * NUM_VGPRS * 2048 flip-flops).
# Total logic = issue logic + LANES * (integer lane + FP32 lane) cells.
# Usage: scripts/synth_vector_unit.sh   (GCN_SYNTH_WAVES/LANES/VGPRS as synth.sh)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LANES="${GCN_SYNTH_LANES:-16}"
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT

run() {  # run <label> <synth.sh args...>: prints the synth summary line
  local label="$1"; shift
  if ! "$ROOT/scripts/synth.sh" "$@" > "$LOG" 2>&1; then
    cat "$LOG" >&2
    echo "synth_vector_unit: error: $label failed" >&2
    exit 1
  fi
  tail -1 "$LOG"
}
cells() { sed -nE 's/.* ok, ([0-9]+) cells.*/\1/p' <<<"$1"; }

INT="$(run "integer lane" --top gcn_int_lane)";  echo "$INT"
FP="$(run "FP32 lane" --top gcn_fp32_lane)";     echo "$FP"
VALU="$(run "VALU issue" --top gcn_valu --blackbox-lanes --keep-memories)"; echo "$VALU"

INT_C="$(cells "$INT")"; FP_C="$(cells "$FP")"; VALU_C="$(cells "$VALU")"
MEM_B=$(( ${GCN_SYNTH_WAVES:-4} * ${GCN_SYNTH_VGPRS:-32} * 64 * 32 ))
TOTAL=$((VALU_C + LANES * (INT_C + FP_C)))
printf '%-34s %12s\n' "vector unit (LANES=$LANES)" "cells"
printf '%-34s %12d\n' "integer lane (each)" "$INT_C"
printf '%-34s %12d\n' "FP32 lane (each)" "$FP_C"
printf '%-34s %12d\n' "issue logic, operand routing" "$VALU_C"
printf '%-34s %12d\n' "total logic" "$TOTAL"
printf '%-34s %12d\n' "VGPR file (memory bits, as RAM)" "$MEM_B"
