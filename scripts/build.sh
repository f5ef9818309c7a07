#!/usr/bin/env bash
# Configures (once) and builds the project into build/. Incremental.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
JOBS="${GCN_JOBS:-$(nproc)}"
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
  cmake -S "$ROOT" -B "$BUILD" -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$BUILD" -j "$JOBS" "$@"
