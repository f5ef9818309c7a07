#!/usr/bin/env bash
# Prints the compute unit's SystemVerilog sources in compile order, one per
# line: the generated screen-partition table package, the lane packages, the
# generated FP32 tables package and decode package (the argument; every
# generated package is generated next to it), gcn_pkg, then
# every module of rtl/, rtl/valu/, rtl/fp/ and rtl/lds/ (the LDS packages,
# the generated atomic-operation package first, with the lane packages: the
# decode package names their members).
# With --lds: the standalone LDS unit's sources instead (the FP32 package
# and the adder modules of rtl/fp/ its float add uses, then the generated
# gcn_lds_atomic_pkg found next to the given path, then rtl/lds/, its
# package first).
# Usage: scripts/rtl_sources.sh [--lds] path/to/gcn_isa_pkg.sv
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "${1:-}" = --lds ]; then
  GEN="$(dirname "$2")"
  echo "$ROOT/rtl/fp/gcn_fp_pkg.sv"
  echo "$GEN/gcn_lds_atomic_pkg.sv"
  echo "$ROOT/rtl/lds/gcn_lds_pkg.sv"
  for m in gcn_fp_lzc gcn_fp_unpack gcn_fp_add gcn_fp_round; do echo "$ROOT/rtl/fp/$m.sv"; done
  for f in "$ROOT"/rtl/lds/*.sv; do
    [ "$(basename "$f")" = gcn_lds_pkg.sv ] || echo "$f"
  done
  exit 0
fi
echo "$(dirname "$1")/gcn_int_screen_pkg.sv"
echo "$ROOT/rtl/valu/gcn_int_pkg.sv"
echo "$ROOT/rtl/fp/gcn_fp_pkg.sv"
echo "$(dirname "$1")/gcn_lds_atomic_pkg.sv"
echo "$ROOT/rtl/lds/gcn_lds_pkg.sv"
echo "$(dirname "$1")/gcn_fp_tables_pkg.sv"
echo "$1"
echo "$ROOT/rtl/gcn_pkg.sv"
for f in "$ROOT"/rtl/*.sv "$ROOT"/rtl/valu/*.sv "$ROOT"/rtl/fp/*.sv "$ROOT"/rtl/lds/*.sv; do
  case "$(basename "$f")" in
    gcn_pkg.sv|gcn_int_pkg.sv|gcn_fp_pkg.sv|gcn_lds_pkg.sv) ;;
    *) echo "$f" ;;
  esac
done
