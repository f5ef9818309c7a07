#!/usr/bin/env bash
# scripts/farm.sh against a real Slurm: starts a one-node cluster on this
# machine (scripts/slurm/local_cluster.sh: installs slurm-wlm and munge if
# missing, private key, configuration and daemons), runs a farm regression of
# SHARDS shards, checks the merged result equals the unsharded run of the same
# seed program by program, and stops the daemons it started. Exits 77 (ctest:
# skipped) only where the daemons cannot run at all.
#   slurm_farm.sh COSIM COUNT SEED SHARDS OUTDIR
set -uo pipefail
cosim="$1" count="$2" seed="$3" shards="$4" out="$5"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
rm -rf "$out"
mkdir -p "$out"
cluster="$out/cluster"
"$root/scripts/slurm/local_cluster.sh" start "$cluster"
rc=$?
[ "$rc" -eq 77 ] && { echo "SKIP: no Slurm cluster can run on this machine"; exit 77; }
[ "$rc" -eq 0 ] || { echo "FAIL: the local Slurm cluster did not start"; exit 1; }
trap '"$root/scripts/slurm/local_cluster.sh" stop "$cluster"' EXIT
# shellcheck disable=SC1091
source "$cluster/env"

fail=0
start=$(date +%s.%N)
"$cosim" regress --count "$count" --seed "$seed" --jobs "$(nproc)" --out "$out/single" >"$out/single.log" 2>&1
single_rc=$?
single_wall=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
"$root/scripts/farm.sh" --shards "$shards" --count "$count" --seed "$seed" --cosim "$cosim" \
  --out "$out/farm" --time 30:00 >"$out/farm.log" 2>&1
farm_rc=$?
cat "$out/farm.log"
[ "$farm_rc" -eq "$single_rc" ] || { echo "FAIL: farm.sh exited $farm_rc, the unsharded run $single_rc"; fail=1; }
[ "$(tail -n 2 "$out/farm.log")" = "$(tail -n 2 "$out/single.log")" ] ||
  { echo "FAIL: the farm's closing lines differ from the unsharded run's:"; tail -n 2 "$out/single.log"; fail=1; }
for k in $(seq 1 "$shards"); do
  [ -s "$out/farm/slurm-logs/shard-$k.log" ] || { echo "FAIL: no Slurm log of array task $k"; fail=1; }
  grep -q "^shard $k of $shards:" "$out/farm/slurm-logs/shard-$k.log" 2>/dev/null ||
    { echo "FAIL: array task $k did not run shard $k of $shards"; fail=1; }
done
python3 "$here/regress_compare.py" "$out/single" "$out/farm" || fail=1
echo "unsharded run: $count programs in $single_wall s wall ($(nproc) workers)"

"$root/scripts/slurm/local_cluster.sh" stop "$cluster"
trap - EXIT
for p in munged slurmctld slurmd; do
  [ ! -e "$cluster/run/$p.pid" ] || { echo "FAIL: $p pid file left behind"; fail=1; }
done
if pgrep -f -- "$cluster/" >/dev/null; then echo "FAIL: daemons of the test cluster still run:"; pgrep -af -- "$cluster/"; fail=1; fi
exit "$fail"
