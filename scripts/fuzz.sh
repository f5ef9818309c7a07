#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/, clang-16 with ASan and UBSan, in
# build-fuzz/) if needed and runs each for a time or an execution count
# (given both, until the first is reached).
# Prints per target: executions, exec/s, time, crashes and where crash inputs
# were saved. Exit status 1 if any target crashed (a crash, sanitizer report,
# uncaught exception, timeout, leak or out-of-memory), 2 on bad usage.
#
#   scripts/fuzz.sh --time 30                 30 s per target
#   scripts/fuzz.sh --runs 10000000 decode    10M executions of fuzz_decode
#   --timeout SECONDS   an input running longer is a failure (default 10; wall
#                       time, so a campaign beside other work wants more)
#   --jobs N            N fuzzer processes per target on its one corpus (each
#                       picks up the others' new inputs as it runs); --runs
#                       is then the total, N equal shares (default 1)
#
# Targets: asm, decode, program, loader, manifest (default: all, one after
# the other). The
# corpus grows in build-fuzz/fuzz/corpus/<target>/ across runs (seeded from
# build-fuzz/fuzz/seeds/<target>/); crash inputs go to
# build-fuzz/fuzz/crashes/<target>/. A crash input belongs in
# tests/inputs/fuzz/<target>/ once fixed: ctest replays it (fuzz_replay_*).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${GCN_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}"
JOBS="${GCN_JOBS:-$(nproc)}"

usage() { echo "usage: scripts/fuzz.sh [--time SECONDS] [--runs N] [--timeout SECONDS] [--jobs N] [asm|decode|program|loader|manifest]..." >&2; exit 2; }
limit=()
runs=""
timeout=10
jobs=1
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --time) [ $# -ge 2 ] || usage; limit+=(-max_total_time="$2"); shift 2 ;;
    --runs) [ $# -ge 2 ] && [[ "$2" =~ ^[1-9][0-9]*$ ]] || usage; runs="$2"; shift 2 ;;
    --jobs) [ $# -ge 2 ] && [[ "$2" =~ ^[1-9][0-9]?$ ]] || usage; jobs="$2"; shift 2 ;;
    --timeout) [ $# -ge 2 ] && [[ "$2" =~ ^[1-9][0-9]*$ ]] || usage; timeout="$2"; shift 2 ;;
    asm|decode|program|loader|manifest) targets+=("$1"); shift ;;
    *) usage ;;
  esac
done
[ "${#limit[@]}" -ge 1 ] || [ -n "$runs" ] || usage
[ -z "$runs" ] || limit+=(-runs="$(( (runs + jobs - 1) / jobs ))")
[ "${#targets[@]}" -gt 0 ] || targets=(asm decode program loader manifest)

"$ROOT/scripts/setup.sh"
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
  cmake -S "$ROOT" -B "$BUILD" -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_COMPILER=clang++-16 -DGCN_FUZZ=ON >/dev/null
fi
cmake --build "$BUILD" -j "$JOBS" --target fuzz_asm fuzz_decode fuzz_program fuzz_loader fuzz_manifest fuzz-dicts fuzz-seeds >/dev/null

F="$BUILD/fuzz"
failed=0
for t in "${targets[@]}"; do
  corpus="$F/corpus/$t" crashes="$F/crashes/$t" log="$F/fuzz-$t.log"
  mkdir -p "$corpus" "$crashes"
  opts=(-timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$crashes/")
  case "$t" in
    asm) opts+=(-dict="$F/dict/asm.dict" -max_len=1024) ;;
    program) opts+=(-dict="$F/dict/program.dict" -max_len=512) ;;  # directives and a few lines
    decode) opts+=(-max_len=64) ;;  # up to 16 dwords: an instruction is at most 3
    loader) opts+=(-max_len=16384) ;;  # the compiled kernels' code objects are 3-5 KiB
    manifest) opts+=(-max_len=4096) ;;
  esac
  before=$(find "$crashes" -type f | wc -l)
  start=$(date +%s)
  status=0
  pids=()
  for ((j = 1; j <= jobs; j++)); do
    "$F/fuzz_$t" "${opts[@]}" "${limit[@]}" "$corpus" "$F/seeds/$t" >"$log.$j" 2>&1 &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=$?; done
  seconds=$(( $(date +%s) - start ))
  # Executions and rate: the processes' sums (each log's final statistics).
  execs=0 rate=0
  for ((j = 1; j <= jobs; j++)); do
    e=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log.$j" | tail -1)
    r=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log.$j" | tail -1)
    execs=$((execs + ${e:-0})) rate=$((rate + ${r:-0}))
  done
  if [ "$jobs" = 1 ]; then mv "$log.1" "$log"; else cat "$log".[0-9]* > "$log"; fi
  found=$(( $(find "$crashes" -type f | wc -l) - before ))
  if [ "$status" -ne 0 ] && [ "$found" -eq 0 ]; then found=1; fi  # died without an artifact
  procs=""
  [ "$jobs" = 1 ] || procs=" ($jobs processes)"
  echo "fuzz_$t: ${execs} executions${procs}, ${rate} exec/s, ${seconds} s, corpus $(find "$corpus" -type f | wc -l) files, crashes $found"
  if [ "$found" -ne 0 ]; then
    failed=1
    echo "fuzz_$t: crash inputs in $crashes/, log $log"
    grep -m3 -E "^==[0-9]+==ERROR|runtime error|uncaught exception|terminate called|fuzz_[a-z]+: " "$log" | sed 's/^/  /' || true
  fi
done
exit "$failed"
