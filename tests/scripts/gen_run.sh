#!/usr/bin/env bash
# `cosim gen` is deterministic and its program runs in lockstep.
#   gen_run.sh COSIM SEED
set -euo pipefail
cosim="$1" seed="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$cosim" gen --seed "$seed" -o "$tmp/a.s"
"$cosim" gen --seed "$seed" >"$tmp/b.s"
cmp "$tmp/a.s" "$tmp/b.s" || { echo "FAIL: gen --seed $seed is not deterministic"; exit 1; }
[ -s "$tmp/a.s" ] || { echo "FAIL: empty program"; exit 1; }
"$cosim" run "$tmp/a.s" | tee "$tmp/out"
grep -Eq '^PASS: matched [1-9][0-9]* instructions' "$tmp/out"
