#!/usr/bin/env bash
# Set up, build everything, and run the whole test suite through ctest.
# Extra arguments go to ctest (e.g. -R encoding, -L slow).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
"$ROOT/scripts/build.sh"
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
cd "$BUILD"
exec ctest --output-on-failure -j "$(nproc)" "$@"
