#!/usr/bin/env bash
# The sanitizer job: configures build-asan/ with GCN_SANITIZE (our C++ and
# the Verilated C++ built with -fsanitize=address,undefined, a UBSan finding
# fatal), builds what the quick part of the suite runs, and runs it
# (ctest -LE slow). The default compute unit there has 4 VALU lanes: the
# sanitizers check our C++, the same at any lane count, and a quarter of the
# vector unit compiles in a fraction of the time (docs/hardening.md). Extra
# arguments go to ctest; GCN_ASAN_CMAKE_ARGS adds configure options. Prints
# the wall time.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${GCN_ASAN_BUILD_DIR:-$ROOT/build-asan}"
JOBS="${GCN_JOBS:-$(nproc)}"
start=$(date +%s)
"$ROOT/scripts/setup.sh"
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
  cmake -S "$ROOT" -B "$BUILD" -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=Release -DGCN_SANITIZE=ON -DGCN_VALU_LANES=4 \
    ${GCN_ASAN_CMAKE_ARGS:-} >/dev/null
fi
cmake --build "$BUILD" -j "$JOBS"
built=$(date +%s)
# A sanitizer report fails the test: ASan aborts, UBSan does not recover
# (-fno-sanitize-recover); leaks are reported at exit.
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$ROOT/scripts/lsan.supp:print_suppressions=0}"
status=0
# The log is kept: a run stopped part way (.ci/run's time box) is still
# searched for the tests that failed before it stopped.
(cd "$BUILD" && ctest --output-on-failure -j "$(nproc)" -LE slow "$@" 2>&1 | tee "$BUILD/sanitize-ctest.log"
 exit "${PIPESTATUS[0]}") || status=$?
end=$(date +%s)
echo "sanitize: build $((built - start)) s, tests $((end - built)) s, total $((end - start)) s"
exit "$status"
