#!/usr/bin/env bash
# Long lockstep regression: N random programs per profile, in chunks, going on
# after failures; failures are grouped by signature (status, instruction and
# the fields that differed) and throughput is measured per profile.
#
#   scripts/soak.sh [--count N] [--chunk C] [--seed S] [--jobs J]
#                   [--profiles "default scalar lds lanes4"] [--out DIR]
#                   (profiles: default (the mixed profile), scalar, vector,
#                    lds, vmem, and lanes4 (the mixed profile on cosim-lanes4))
#                   [--cosim EXE]   (all profiles but lanes4; e.g. a
#                                    bug-injection build to see failures grouped)
#                   [--resume]      (continue a stopped soak in DIR)
#
# Chunk k of a profile is `cosim regress --seed S+k --count C` (plus the
# profile's options), so any chunk replays with the command printed for it,
# and each failing program is saved self-contained in its chunk's directory.
# Profiles take turns chunk by chunk, so a soak stopped part way has covered
# all of them. --resume skips the chunks DIR/chunks.tsv records as finished
# (a soak can be stopped at any time and spread over sessions or machines);
# the other options must be those the soak began with (DIR/params).
# Ends with a summary (also DIR/soak.json) and exits 1 if anything failed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"

count=1000 chunk=100 seed=1 jobs="$(nproc)" out="soak-out" resume=0
profiles="default scalar lds lanes4"
cosim_exe="$BUILD/cosim"
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift 2 ;;
    --chunk) chunk="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --profiles) profiles="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --cosim) cosim_exe="$2"; shift 2 ;;
    --resume) resume=1; shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "soak.sh: error: unknown option '$1'" >&2; exit 2 ;;
  esac
done
for n in "$count" "$chunk" "$seed" "$jobs"; do
  [[ "$n" =~ ^[0-9]+$ ]] || { echo "soak.sh: error: '$n' is not a non-negative integer" >&2; exit 2; }
done
[ "$count" -gt 0 ] && [ "$chunk" -gt 0 ] && [ "$jobs" -gt 0 ] \
  || { echo "soak.sh: error: --count, --chunk and --jobs must be positive" >&2; exit 2; }

mkdir -p "$out"
params="count=$count chunk=$chunk seed=$seed profiles=$profiles cosim=$cosim_exe"
if [ "$resume" = 1 ] && [ -f "$out/params" ]; then
  [ "$(cat "$out/params")" = "$params" ] || {
    echo "soak.sh: error: $out was started with '$(cat "$out/params")', not '$params'" >&2; exit 2; }
  touch "$out/chunks.tsv"
else
  echo "$params" >"$out/params"
  : >"$out/chunks.tsv"
fi
declare -A exe_of opts_of
for profile in $profiles; do
  case "$profile" in
    default) exe_of[$profile]="$cosim_exe" opts_of[$profile]="" ;;
    scalar) exe_of[$profile]="$cosim_exe" opts_of[$profile]="--scalar-only" ;;
    vector) exe_of[$profile]="$cosim_exe" opts_of[$profile]="--vector" ;;
    lds) exe_of[$profile]="$cosim_exe" opts_of[$profile]="--lds" ;;
    vmem) exe_of[$profile]="$cosim_exe" opts_of[$profile]="--vmem" ;;
    lanes4) exe_of[$profile]="$BUILD/cosim-lanes4" opts_of[$profile]="" ;;
    *) echo "soak.sh: error: unknown profile '$profile' (default, scalar, vector, lds, vmem, lanes4)" >&2; exit 2 ;;
  esac
  [ -x "${exe_of[$profile]}" ] || { echo "soak.sh: error: ${exe_of[$profile]} not built (run scripts/build.sh)" >&2; exit 2; }
  mkdir -p "$out/$profile"
done
echo "soak: $count programs per profile ($profiles), chunks of $chunk, seed $seed, $jobs jobs"
chunks=$(( (count + chunk - 1) / chunk ))
for (( k = 0; k < chunks; k++ )); do
  n=$(( count - k * chunk < chunk ? count - k * chunk : chunk ))
  s=$(( seed + k ))
  for profile in $profiles; do
    if awk -F'\t' -v p="$profile" -v k="$k" '$1 == p && $2 == k { found = 1 } END { exit !found }' "$out/chunks.tsv"; then
      continue  # finished before the soak was resumed
    fi
    exe="${exe_of[$profile]}"
    read -r -a opts <<<"${opts_of[$profile]}"
    dir="$out/$profile/chunk-$k"
    start=$(date +%s.%N)
    rc=0
    "$exe" regress --count "$n" --seed "$s" --jobs "$jobs" --out "$dir" "${opts[@]}" >"$dir.log" 2>&1 || rc=$?
    end=$(date +%s.%N)
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$profile" "$k" "$s" "$n" "$rc" "$start" "$end" >>"$out/chunks.tsv"
    echo "  $profile chunk $k: $(tail -n 1 "$dir.log")   (replay: $(basename "$exe") regress --count $n --seed $s ${opts[*]:-})"
  done
done

python3 - "$out" <<'PY'
import collections, json, os, sys
out = sys.argv[1]
profiles = collections.OrderedDict()
groups = collections.OrderedDict()
for line in open(os.path.join(out, "chunks.tsv")):
    profile, k, seed, n, rc, start, end = line.rstrip("\n").split("\t")
    p = profiles.setdefault(profile, {"programs": 0, "passed": 0, "failed": 0, "seconds": 0.0, "chunks_without_summary": 0})
    p["seconds"] += float(end) - float(start)
    summary = os.path.join(out, profile, f"chunk-{k}", "summary.json")
    if not os.path.exists(summary):
        # A chunk that ended before writing its summary counts as failed whole.
        p["programs"] += int(n); p["failed"] += int(n); p["chunks_without_summary"] += 1
        sig = f"{profile}: regress exited {rc} without a summary"
        groups.setdefault(sig, []).append(f"{profile}/chunk-{k}.log")
        continue
    for prog in json.load(open(summary))["programs"]:
        p["programs"] += 1
        if prog["passed"]:
            p["passed"] += 1
            continue
        p["failed"] += 1
        # cosim regress groups its failures the same way (failures.json).
        sig = prog["signature"]
        groups.setdefault(sig, []).append(os.path.join(profile, f"chunk-{k}", f"fail-{prog['seed']}.s"))
total = sum(p["programs"] for p in profiles.values())
failed = sum(p["failed"] for p in profiles.values())
print(f"soak: {total} programs, {total - failed} passed, {failed} failed")
for name, p in profiles.items():
    rate = p["programs"] / p["seconds"] if p["seconds"] > 0 else 0.0
    print(f"  {name:8s} {p['programs']:7d} programs  {p['failed']:5d} failed  {p['seconds']:9.1f} s  {rate:7.2f} programs/s")
if groups:
    print(f"failure signatures ({len(groups)}):")
    for sig, files in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(files):5d}  {sig}   e.g. {os.path.join(out, files[0])}")
json.dump({"programs": total, "failed": failed, "profiles": profiles,
           "signatures": {s: {"count": len(f), "examples": f[:5]} for s, f in groups.items()}},
          open(os.path.join(out, "soak.json"), "w"), indent=2)
sys.exit(1 if failed else 0)
PY
