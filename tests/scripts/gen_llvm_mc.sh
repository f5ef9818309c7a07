#!/usr/bin/env bash
# Random programs of one generation against llvm-mc-16, the independent oracle:
#   gen_llvm_mc.sh COSIM LLVM_MC LLVM_OBJCOPY MCPU COUNT
# For seeds 1..COUNT, `cosim gen --mcpu MCPU --scalar-only` writes a program;
# llvm-mc -mcpu=MCPU must assemble it without a diagnostic, and its .text
# must be the bytes `cosim asm --mcpu MCPU` gives.
set -euo pipefail
cosim="$1" llvm_mc="$2" objcopy="$3" mcpu="$4" count="$5"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for seed in $(seq 1 "$count"); do
  "$cosim" gen --mcpu "$mcpu" --scalar-only --seed "$seed" -o "$tmp/p.s"
  if ! "$llvm_mc" -arch=amdgcn -mcpu="$mcpu" -filetype=obj "$tmp/p.s" -o "$tmp/p.o" 2>"$tmp/err" || [ -s "$tmp/err" ]; then
    echo "FAIL: seed $seed: llvm-mc -mcpu=$mcpu does not take the program:"; head -5 "$tmp/err"; exit 1
  fi
  "$objcopy" -O binary --only-section=.text "$tmp/p.o" "$tmp/llvm.bin"
  "$cosim" asm --mcpu "$mcpu" "$tmp/p.s" -o "$tmp/cosim.bin"
  if ! cmp -s "$tmp/llvm.bin" "$tmp/cosim.bin"; then
    echo "FAIL: seed $seed: cosim asm --mcpu $mcpu bytes differ from llvm-mc's"; cmp "$tmp/llvm.bin" "$tmp/cosim.bin" || true
    exit 1
  fi
done
echo "OK: $count $mcpu programs assemble with llvm-mc to cosim's bytes"
