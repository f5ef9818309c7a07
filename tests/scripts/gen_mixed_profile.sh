#!/usr/bin/env bash
# The mixed profile draws each program's profile from its seed and must then
# write the very program that one profile's own option writes for that seed
# (and differ from the others'); over seeds 1..40 every profile must be drawn.
#   gen_mixed_profile.sh COSIM
set -uo pipefail
cosim="$1"
profiles=(--scalar-only --vector --lds --vmem)
declare -A seen=()
fail=0
for seed in $(seq 1 40); do
  mixed="$("$cosim" gen --seed "$seed")" || { echo "FAIL: cosim gen --seed $seed exited $?"; exit 1; }
  same=()
  for p in "${profiles[@]}"; do
    [ "$mixed" = "$("$cosim" gen --seed "$seed" "$p")" ] && same+=("$p")
  done
  if [ "${#same[@]}" -ne 1 ]; then
    echo "FAIL: seed $seed: the mixed program equals ${#same[@]} profiles' programs (${same[*]:-none}), want one"
    fail=1
    continue
  fi
  seen[${same[0]}]=1
done
for p in "${profiles[@]}"; do
  [ -n "${seen[$p]:-}" ] || { echo "FAIL: no seed in 1..40 drew $p"; fail=1; }
done
[ "$fail" -eq 0 ] && echo "ok: every seed's program is one profile's; drawn: ${!seen[*]}"
exit "$fail"
