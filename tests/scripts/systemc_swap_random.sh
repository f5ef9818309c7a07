#!/usr/bin/env bash
# Random single-wave programs (`cosim gen --waves 1`, cycling through the
# mixed, vector memory, vector and scalar profiles) on the RTL and golden
# SystemC platforms (systemc-swap): every final state must agree. One wave,
# because a workgroup's waves share the atomics buffer, whose returned values
# follow the order the waves reach it, which the two units need not share.
# Programs that read S_MEMTIME/S_MEMREALTIME (clock counts) are skipped, and
# at least three quarters must remain. A failing program stays in OUTDIR;
# `systemc-swap FILE --seed SEED` replays it.
#   systemc_swap_random.sh COSIM SWAP COUNT FIRST_SEED OUTDIR
set -uo pipefail
cosim="$1" swap="$2" count="$3" first="$4" out="$5"
rm -rf "$out"
mkdir -p "$out"
profiles=("" --vmem --vector --scalar-only)
ran=0 skipped=0 failed=0
for ((i = 0; i < count; i++)); do
  seed=$((first + i))
  profile="${profiles[$((i % 4))]}"
  prog="$out/gen-$seed${profile//-/_}.s"
  if ! "$cosim" gen --seed "$seed" $profile --waves 1 --max-waves 1 -o "$prog"; then
    echo "FAIL: cosim gen --seed $seed $profile"
    failed=$((failed + 1))
    continue
  fi
  if grep -Eq '^\s*s_mem(real)?time' "$prog"; then
    skipped=$((skipped + 1))
    rm -f "$prog"
    continue
  fi
  if SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1 "$swap" "$prog" --seed "$seed" >"$prog.out" 2>&1 &&
     grep -q '^same final state: ' "$prog.out"; then
    ran=$((ran + 1))
    rm -f "$prog" "$prog.out"
  else
    echo "FAIL: $prog (replay: systemc-swap $prog --seed $seed)"
    head -n 12 "$prog.out"
    failed=$((failed + 1))
  fi
done
echo "$ran programs agree, $failed differ, $skipped skipped (they read the clock)"
[ "$failed" -eq 0 ] && [ $((4 * ran)) -ge $((3 * count)) ]
