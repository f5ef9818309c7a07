#!/usr/bin/env bash
# Lints the compute unit RTL, the FP32 VALU lane (rtl/fp/), the integer VALU
# lane (rtl/valu/) and the LDS unit (rtl/lds/) with Verilator
# -Wall; any warning fails. Each block's files come from its source list
# (rtl/core.f, rtl/fp/fp.f, rtl/valu/valu.f, rtl/lds/lds_standalone.f).
# Usage: scripts/lint.sh [path/to/gcn_isa_pkg.sv]
# The generated packages are read from that file's directory; without an
# argument from the build directory (GCN_BUILD_DIR, default build/), building
# them first if needed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GEN_OPT=()
if [ $# -gt 0 ]; then
  [ -f "$1" ] || { echo "lint: error: generated package not found: $1" >&2; exit 1; }
  GEN_OPT=(--gen "$(dirname "$1")")
fi

LINTED=()
lint() {  # lint <list.f> <top module> [verilator options...]
  local list="$1" top="$2" out
  local -a sources
  shift 2
  out="$("$ROOT/scripts/rtl_sources.sh" ${GEN_OPT[@]+"${GEN_OPT[@]}"} "$ROOT/$list")"
  mapfile -t sources <<<"$out"
  "$ROOT/scripts/verilator.sh" --lint-only --quiet -Wall --top-module "$top" "$@" "${sources[@]}"
  LINTED+=("${sources[@]}")
}

# The compute unit as built and as the testbench's bug build (every
# injection hook, rtl/bug/bug.f).
lint rtl/core.f gcn_cu
lint rtl/bug/bug.f gcn_cu -DGCN_BUG_INJECT
lint rtl/core.f gcn_cu -GNUM_WAVES=16 -GLDS_BYTES=8192
# Odd configurations and every VALU width must be clean too.
lint rtl/core.f gcn_cu -GNUM_WAVES=1 -GSMEM_TAGS=4 -GLANES=4
lint rtl/core.f gcn_cu -GNUM_WAVES=3 -GLANES=64 -GNUM_VGPRS=7
# An older generation's decode (GFX): its own opcode tables and SMRD.
lint rtl/core.f gcn_cu -GGFX=600 -GLANES=4

# The FP32 lane and the integer lane on their own.
lint rtl/fp/fp.f gcn_fp32_lane
lint rtl/fp/fp.f gcn_fp32_lane -GTAG_W=1
lint rtl/valu/valu.f gcn_int_lane
lint rtl/valu/valu.f gcn_int_lane -GTAG_W=1

# The LDS unit on its own (as tests/rtl_lds.cmake Verilates it), at the
# default 64 KiB / 16 lanes, 8 KiB, and 4 / 64 lanes.
lint rtl/lds/lds_standalone.f gcn_lds
lint rtl/lds/lds_standalone.f gcn_lds -GSIZE_BYTES=8192
lint rtl/lds/lds_standalone.f gcn_lds -GLANES=4 -GSIZE_BYTES=8192
lint rtl/lds/lds_standalone.f gcn_lds -GLANES=64

# The FPGA shell at its own defaults (the minimal configuration).
lint rtl/fpga/fpga.f gcn_fpga_shell

mapfile -t LINTED < <(printf '%s\n' "${LINTED[@]}" | sort -u)
echo "lint: clean (${#LINTED[@]} files)"
