#!/usr/bin/env bash
# `cosim asm` then `cosim disasm` against llvm-mc-16, the independent oracle:
#   roundtrip.sh COSIM LLVM_MC SOURCE.s [--encoding]
# - cosim's disassembly of its own binary must equal llvm-mc --disassemble of
#   the same bytes, line for line;
# - with --encoding (sources without labels) the bytes must also equal what
#   llvm-mc -show-encoding produces for the source.
set -euo pipefail
cosim="$1" llvm_mc="$2" src="$3" mode="${4:-}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$cosim" asm "$src" -o "$tmp/a.bin"
[ -s "$tmp/a.bin" ] || { echo "FAIL: empty binary from $src"; exit 1; }
od -An -v -tx1 "$tmp/a.bin" | tr -s ' \n' ' ' | sed -E 's/ ?([0-9a-f]{2})/0x\1 /g' >"$tmp/a.hex"

"$llvm_mc" -arch=amdgcn -mcpu=gfx900 --disassemble <"$tmp/a.hex" >"$tmp/llvm.txt" 2>"$tmp/llvm.err"
if [ -s "$tmp/llvm.err" ]; then
  echo "FAIL: llvm-mc does not accept cosim's encoding of $src:"; cat "$tmp/llvm.err"; exit 1
fi
"$cosim" disasm "$tmp/a.bin" >"$tmp/cosim.txt"
if ! diff -u "$tmp/llvm.txt" "$tmp/cosim.txt"; then
  echo "FAIL: cosim disasm differs from llvm-mc --disassemble (- llvm, + cosim)"; exit 1
fi

if [ "$mode" = --encoding ]; then
  "$llvm_mc" -arch=amdgcn -mcpu=gfx900 -show-encoding "$src" 2>"$tmp/enc.err" \
    | grep -o 'encoding: \[[^]]*\]' | sed -E 's/encoding: \[//; s/\]//; s/,/ /g' \
    | tr -s ' \n' ' ' | sed -E 's/ +$//' >"$tmp/llvm.bytes"
  sed -E 's/ +$//' "$tmp/a.hex" >"$tmp/a.bytes"
  echo >>"$tmp/llvm.bytes"; echo >>"$tmp/a.bytes"
  if ! diff "$tmp/llvm.bytes" "$tmp/a.bytes" >/dev/null; then
    echo "FAIL: cosim asm bytes differ from llvm-mc -show-encoding"
    echo "llvm:  $(cat "$tmp/llvm.bytes")"; echo "cosim: $(cat "$tmp/a.bytes")"; exit 1
  fi
fi
echo "OK: $(wc -l <"$tmp/cosim.txt") lines match llvm-mc"
