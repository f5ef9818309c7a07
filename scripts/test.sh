#!/usr/bin/env bash
# Set up, build everything, and run the whole test suite through ctest.
# Extra arguments go to ctest (e.g. -R encoding, -L slow).
# GCN_PRINT_STEP_TIMES=1 prints each step's wall time (CI does).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
step() {
  local name="$1" start=$SECONDS
  shift
  "$@"
  [ "${GCN_PRINT_STEP_TIMES:-0}" != 1 ] || echo "test.sh: $name took $((SECONDS - start)) s"
}
step setup "$ROOT/scripts/setup.sh"
step build "$ROOT/scripts/build.sh"
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
cd "$BUILD"
step ctest ctest --output-on-failure -j "$(nproc)" "$@"
