#!/usr/bin/env bash
# A mutation campaign: builds cosim-mutants (the RTL's mutant schema,
# scripts/mutate.py: SAMPLE mutants drawn with SCHEMA_SEED) and runs every
# mutant against the directed kernels (kernels/directed, valu, vmem, the
# programs of tests/inputs the design rejects on purpose, and the two whose
# fetch faults past the end of their code) and the default
# regression (scripts/mutation.py; its options after --).
#   mutation.sh [--sample N] [--schema-seed S] [--out DIR] [-- MUTATION.PY OPTIONS...]
# e.g. mutation.sh --out mut -- --ids 1-40 --time-limit 600
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
sample=400 schema_seed=1 out="mutation-out"
extra=()
usage() { echo "usage: mutation.sh [--sample N] [--schema-seed S] [--out DIR] [-- MUTATION.PY OPTIONS...]" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --sample) [ $# -ge 2 ] || usage; sample="$2"; shift 2 ;;
    --schema-seed) [ $# -ge 2 ] || usage; schema_seed="$2"; shift 2 ;;
    --out) [ $# -ge 2 ] || usage; out="$2"; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "mutation.sh: error: unknown option '$1'" >&2; usage ;;
  esac
done
[[ "$sample" =~ ^[0-9]+$ && "$schema_seed" =~ ^[0-9]+$ ]] \
  || { echo "mutation.sh: error: --sample and --schema-seed take numbers" >&2; exit 2; }
python3 -c "import pyslang" 2>/dev/null \
  || { echo "mutation.sh: error: pyslang is not installed (scripts/setup.sh installs it)" >&2; exit 2; }
"$ROOT/scripts/build.sh" --target gcn_rtl_generated >/dev/null
cmake -S "$ROOT" -B "$BUILD" -DGCN_MUTANT_SAMPLE="$sample" -DGCN_MUTANT_SEED="$schema_seed" >/dev/null
"$ROOT/scripts/build.sh" --target cosim-mutants
exec python3 "$ROOT/scripts/mutation.py" --cosim "$BUILD/cosim-mutants" \
  --mutants "$BUILD/tb/dut/mutants/mutants.json" \
  --kernels "$ROOT"/kernels/directed/*.s "$ROOT"/kernels/valu/*.s "$ROOT"/kernels/vmem/*.s \
            "$ROOT"/tests/inputs/*_rejected*.s "$ROOT"/tests/inputs/buffer_bad_rsrc.s \
            "$ROOT"/tests/inputs/fetch_*.s \
  --out "$out" "${extra[@]}"
