#!/usr/bin/env bash
# A lockstep regression as a Slurm job array: submits N shards of
# `cosim regress` (scripts/slurm/regress_shard.sbatch, one shard per task),
# waits for the array, merges the shards with `cosim merge` and exits with the
# merged result (0 all passed; 1 a program failed or a shard is missing or
# incomplete; 2 bad options). The build and OUT must be on a filesystem the
# compute nodes share with this machine.
#
#   scripts/farm.sh [options] [-- further cosim regress options, e.g. --lds]
#     --shards N          array tasks, one shard each (default 4)
#     --count N           programs in all (default 200)
#     --seed S            master seed (default 1)
#     --cpus-per-task C   CPUs per task = worker processes per shard (default 1)
#     --mem-per-cpu M     memory per CPU in sbatch's format (e.g. 2G; default:
#                         the cluster's default; one worker needs about 0.5G)
#     --partition P       Slurm partition (default: the cluster's default)
#     --time T            time limit per task, in sbatch's format (default 1:00:00)
#     --out DIR           results; must not exist or be empty (default farm-out)
#     --cosim PATH        the cosim binary (default build/cosim, or $GCN_BUILD_DIR/cosim)
#     --sbatch-arg ARG    one more sbatch option (repeatable, e.g. --sbatch-arg=--account=hw)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shards=4 count=200 seed=1 cpus=1 mem_per_cpu="" partition="" time_limit="1:00:00" out="farm-out"
cosim="${GCN_BUILD_DIR:-$ROOT/build}/cosim"
sbatch_args=()
die() { echo "farm: error: $*" >&2; exit 2; }
need() { [ $# -ge 2 ] || die "$1 needs a value"; }
is_uint() { [[ "$1" =~ ^[0-9]+$ ]] && [ "$1" -ge 1 ]; }
while [ $# -gt 0 ]; do
  case "$1" in
    --shards) need "$@"; shards="$2"; shift 2 ;;
    --count) need "$@"; count="$2"; shift 2 ;;
    --seed) need "$@"; seed="$2"; shift 2 ;;
    --cpus-per-task) need "$@"; cpus="$2"; shift 2 ;;
    --mem-per-cpu) need "$@"; mem_per_cpu="$2"; shift 2 ;;
    --partition) need "$@"; partition="$2"; shift 2 ;;
    --time) need "$@"; time_limit="$2"; shift 2 ;;
    --out) need "$@"; out="$2"; shift 2 ;;
    --cosim) need "$@"; cosim="$2"; shift 2 ;;
    --sbatch-arg) need "$@"; sbatch_args+=("$2"); shift 2 ;;
    --sbatch-arg=*) sbatch_args+=("${1#--sbatch-arg=}"); shift ;;
    --) shift; break ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option '$1' (cosim regress options go after --)" ;;
  esac
done
is_uint "$shards" || die "--shards must be a positive number, not '$shards'"
is_uint "$count" || die "--count must be a positive number, not '$count'"
is_uint "$cpus" || die "--cpus-per-task must be a positive number, not '$cpus'"
[ "$shards" -le "$count" ] || die "--shards $shards: more shards than programs (--count $count)"
[ -x "$cosim" ] || die "no cosim binary at $cosim (build it with scripts/build.sh, or give --cosim)"
command -v sbatch >/dev/null 2>&1 || die "sbatch not found: this machine is not a Slurm submit host"
if [ -e "$out" ] && [ -n "$(ls -A "$out" 2>/dev/null)" ]; then
  die "--out $out exists and is not empty (shards of an earlier run would mix with this one)"
fi
mkdir -p "$out/slurm-logs"
out="$(cd "$out" && pwd)"
cosim="$(cd "$(dirname "$cosim")" && pwd)/$(basename "$cosim")"

opts=(--parsable --wait --array="1-$shards" --cpus-per-task="$cpus" --time="$time_limit"
      --output="$out/slurm-logs/shard-%a.log" --job-name=cosim-regress)
[ -n "$partition" ] && opts+=(--partition="$partition")
[ -n "$mem_per_cpu" ] && opts+=(--mem-per-cpu="$mem_per_cpu")
opts+=("${sbatch_args[@]}")
echo "farm: $shards shards of $count programs (seed $seed), $cpus CPU(s) per shard, results in $out"
start=$(date +%s.%N)
set +e
job=$(sbatch "${opts[@]}" "$ROOT/scripts/slurm/regress_shard.sbatch" "$cosim" "$out" "$shards" \
        --count "$count" --seed "$seed" "$@")
sbatch_rc=$?
set -e
end=$(date +%s.%N)
job="${job%%;*}"
# sbatch --wait exits with the highest exit code of the array's tasks: 1 when
# a shard had failing programs; the merge below decides the result.
wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
if [ -z "$job" ]; then
  echo "farm: error: sbatch did not submit the array (exit $sbatch_rc)" >&2
  exit 2
fi
echo "farm: job array $job finished (sbatch exit $sbatch_rc)"
awk -v n="$count" -v w="$wall" 'BEGIN { printf "farm: %d programs in %.1f s wall: %.2f programs/s\n", n, w, n / w }'
exec "$cosim" merge "$out"
