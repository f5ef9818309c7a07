#!/usr/bin/env bash
# The main job: set up, build, and run the default lockstep regression
# (random programs on the default compute-unit configuration).
# Extra arguments go to `cosim regress` (e.g. --count 50 --seed 7 --jobs 2).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
"$ROOT/scripts/build.sh" --target cosim
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
exec "$BUILD/cosim" regress --jobs "$(nproc)" --out "$BUILD/regress-out" "$@"
