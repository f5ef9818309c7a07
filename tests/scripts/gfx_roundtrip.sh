#!/usr/bin/env bash
# A program of another GCN generation against llvm-mc-16, the independent oracle:
#   gfx_roundtrip.sh COSIM LLVM_MC MCPU SOURCE.s
# - `cosim asm --mcpu` must give the bytes `llvm-mc -mcpu -show-encoding` gives
#   (sources without labels);
# - `cosim disasm --mcpu` of them must be text that llvm-mc assembles to the
#   same bytes again, and, where llvm-mc disassembles that generation
#   (gfx803, gfx900; not gfx600/gfx700), equal to llvm-mc --disassemble.
set -euo pipefail
cosim="$1" llvm_mc="$2" mcpu="$3" src="$4"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
bytes_of_encoding() { grep -o 'encoding: \[[^]]*\]' | sed -E 's/encoding: \[//; s/\]//; s/,/ /g' | tr -s ' \n' ' ' | sed -E 's/ +$//'; }

"$cosim" asm --mcpu "$mcpu" "$src" -o "$tmp/a.bin"
[ -s "$tmp/a.bin" ] || { echo "FAIL: empty binary from $src"; exit 1; }
od -An -v -tx1 "$tmp/a.bin" | tr -s ' \n' ' ' | sed -E 's/ ?([0-9a-f]{2})/0x\1 /g; s/ +$//' >"$tmp/a.bytes"
"$llvm_mc" -arch=amdgcn -mcpu="$mcpu" -show-encoding "$src" 2>"$tmp/enc.err" | bytes_of_encoding >"$tmp/llvm.bytes"
if [ -s "$tmp/enc.err" ] || ! diff <(cat "$tmp/llvm.bytes"; echo) <(cat "$tmp/a.bytes"; echo) >/dev/null; then
  echo "FAIL: cosim asm --mcpu $mcpu bytes differ from llvm-mc -show-encoding"; cat "$tmp/enc.err"
  echo "llvm:  $(cat "$tmp/llvm.bytes")"; echo "cosim: $(cat "$tmp/a.bytes")"; exit 1
fi
"$cosim" disasm --mcpu "$mcpu" "$tmp/a.bin" >"$tmp/cosim.txt"
"$llvm_mc" -arch=amdgcn -mcpu="$mcpu" -show-encoding "$tmp/cosim.txt" 2>"$tmp/re.err" | bytes_of_encoding >"$tmp/re.bytes"
if [ -s "$tmp/re.err" ] || ! diff <(cat "$tmp/re.bytes"; echo) <(cat "$tmp/a.bytes"; echo) >/dev/null; then
  echo "FAIL: llvm-mc does not assemble cosim disasm --mcpu $mcpu back to the same bytes"; cat "$tmp/re.err"; exit 1
fi
case "$mcpu" in
  gfx600|gfx700) ;;
  *)
    sed -E 's/ ?(0x[0-9a-f]{2})/\1 /g' "$tmp/a.bytes" | "$llvm_mc" -arch=amdgcn -mcpu="$mcpu" --disassemble \
      >"$tmp/llvm.txt" 2>"$tmp/dis.err"
    if [ -s "$tmp/dis.err" ] || ! diff -u "$tmp/llvm.txt" "$tmp/cosim.txt"; then
      echo "FAIL: cosim disasm --mcpu $mcpu differs from llvm-mc --disassemble (- llvm, + cosim)"; exit 1
    fi
    ;;
esac
echo "OK: $(grep -c . "$tmp/cosim.txt") lines match llvm-mc ($mcpu)"
