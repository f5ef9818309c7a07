#!/usr/bin/env bash
# `cosim disasm` on corrupt binaries: one-line error, exit 2, never a crash.
#   disasm_bad.sh COSIM
set -euo pipefail
cosim="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# s_nop 0, then SOP1 with opcode 0x7f (no such instruction; llvm-mc-16 also
# rejects it): the error must name that dword.
printf '\x00\x00\x80\xbf\x00\x7f\x80\xbe' >"$tmp/unknown.bin"
"$here/check_cmd.sh" --rc 2 --lines-stderr 1 --stderr '(0x)?[bB][eE]807[fF]00' \
  --no-stdout 's_nop' -- "$cosim" disasm "$tmp/unknown.bin"
# A literal-carrying instruction cut short: s_mov_b32 s3, <literal missing>.
printf '\xff\x00\x83\xbe' >"$tmp/truncated.bin"
"$here/check_cmd.sh" --rc 2 --lines-stderr 1 --stderr 'error' -- "$cosim" disasm "$tmp/truncated.bin"
# Length not a multiple of 4.
printf '\x00\x00\x81\xbf\x00' >"$tmp/odd.bin"
"$here/check_cmd.sh" --rc 2 --lines-stderr 1 --stderr 'multiple of 4' -- "$cosim" disasm "$tmp/odd.bin"
# Missing file.
"$here/check_cmd.sh" --rc 2 --lines-stderr 1 --stderr '^cosim: error:' -- "$cosim" disasm "$tmp/none.bin"
echo OK
