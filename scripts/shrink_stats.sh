#!/usr/bin/env bash
# Shrinks every failure of a regression on one CU build and prints each
# program's length before and after (`cosim shrink`), then the median shrunk
# length: the figures in docs/verification.md come from this.
#   scripts/shrink_stats.sh COSIM OUT [cosim regress options: --count, --seed, --lds ...]
set -uo pipefail
cosim="$1" out="$2"
shift 2
rm -rf "$out"
mkdir -p "$out"
"$cosim" regress --jobs "$(nproc)" --out "$out/regress" "$@" >"$out/regress.log" 2>&1
# "from to": the instruction counts cosim shrink's summary line gives.
shrunk_counts() { sed -n 's/^shrink: \([0-9]*\) -> \([0-9]*\) instructions.*/\1 \2/p' "$1"; }
sizes=()
for f in "$out"/regress/fail-*.s; do
  [ -e "$f" ] || { echo "no failures"; exit 1; }
  min="$out/min-$(basename "$f")"
  if "$cosim" shrink "$f" -o "$min" >"$min.log" 2>&1; then
    read -r from n < <(shrunk_counts "$min.log")
    sizes+=("$n")
    printf '%-40s %5d -> %3d instructions  (%s)\n' "$(basename "$f")" "$from" "$n" \
      "$(sed -n 's/^; fails as: .*: \([a-z0-9_]*\) .*(\(.*\))$/\1 (\2)/p' "$min")"
  else
    echo "$(basename "$f"): shrink failed: $(tail -n 1 "$min.log")"
  fi
done
[ "${#sizes[@]}" -gt 0 ] || exit 1
printf '%s\n' "${sizes[@]}" | sort -n | awk '{ a[NR] = $1 } END {
  m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
  printf "%d failures shrunk: median %s instructions, largest %d\n", NR, m, a[NR] }'
