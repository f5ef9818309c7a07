#!/usr/bin/env python3
"""Drives `cosim gtkwave-filter` the way GTKWave drives a translate filter
process: one process, one value per line written to its stdin, one answer
line read back before the next value is written (a filter that buffers its
answers hangs here, and ctest's timeout reports it).

  gtkwave_filter_check.py COSIM LLVM_MC

The values are 96-bit commit-port words (first dword in the low bits, as
rvfi_insn_o holds them) and 64-bit fetch words, built from llvm-mc-16's
encodings of the instructions below; each answer must equal llvm-mc-16's
own disassembly of the same bytes. Values with X bits come back unchanged,
and words that are not a whole instruction come back as "? reason".
"""
import re
import subprocess
import sys

INSTRUCTIONS = [
    "s_add_u32 s3, s2, 2",                       # SOP2, inline constant
    "s_mov_b32 s0, 0x12345678",                  # SOP1 with a literal: 2 dwords
    "s_cbranch_scc1 65533",                      # SOPP branch
    "s_waitcnt vmcnt(0) lgkmcnt(0)",             # SOPP
    "s_load_dwordx2 s[4:5], s[0:1], 0x10",      # SMEM: 2 dwords
    "v_add_u32_e32 v1, 0x41200000, v2",          # VOP2 with a literal
    "v_mad_u32_u24 v1, v2, v3, v4",              # VOP3: 2 dwords
    "ds_write_b32 v1, v2 offset:16",             # DS
    "global_load_dword v1, v[2:3], off",         # FLAT (global)
    "buffer_atomic_add v1, off, s[8:11], 0 glc",  # MUBUF atomic
    "s_endpgm",
]


def encode(llvm_mc, text):
    out = subprocess.run([llvm_mc, "-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"], input=text + "\n",
                         capture_output=True, text=True, check=True).stdout
    m = re.search(r"encoding: \[([^\]]*)\]", out)
    if not m:
        sys.exit(f"FAIL: llvm-mc gave no encoding for {text!r}")
    return [int(x, 16) for x in m.group(1).split(",")]


def llvm_disasm(llvm_mc, data):
    out = subprocess.run([llvm_mc, "-arch=amdgcn", "-mcpu=gfx900", "--disassemble"],
                         input=" ".join(f"0x{b:02x}" for b in data) + "\n",
                         capture_output=True, text=True, check=True).stdout
    lines = [l.strip() for l in out.splitlines() if l.strip() and not l.strip().startswith(".")]
    if len(lines) < 1:
        sys.exit(f"FAIL: llvm-mc disassembled nothing from {data}")
    return lines[0]


def words_of(data):
    return [int.from_bytes(bytes(data[i:i + 4]), "little") for i in range(0, len(data), 4)]


def main():
    cosim, llvm_mc = sys.argv[1:3]
    cases = []  # (value line, expected answer)
    for k, text in enumerate(INSTRUCTIONS):
        data = encode(llvm_mc, text)
        want = llvm_disasm(llvm_mc, data)
        w = words_of(data) + [0xDEADBEEF, 0xCAFEF00D]  # dwords past the instruction: ignored
        value96 = f"{w[2]:08x}{w[1]:08x}{w[0]:08x}"
        cases.append((value96.upper() if k % 2 else value96, want))
        if len(data) <= 8:
            cases.append((f"{w[1]:08x}{w[0]:08x}", want))
    # X and Z bits: shown as they are.
    cases.append(("xxxxxxxxxxxxxxxxxxxxxxxx", "xxxxxxxxxxxxxxxxxxxxxxxx"))
    cases.append(("0000000zbf810000", "0000000zbf810000"))
    two_dword = words_of(encode(llvm_mc, "v_mad_u32_u24 v1, v2, v3, v4"))
    cases.append((f"{two_dword[0]:08x}", None))  # one dword of a 2-dword instruction

    p = subprocess.Popen([cosim, "gtkwave-filter"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                         bufsize=1)
    failed = 0
    for value, want in cases:
        p.stdin.write(value + "\n")
        p.stdin.flush()
        got = p.stdout.readline().rstrip("\n")
        ok = got.startswith("? ") if want is None else got == want
        print(f"{'ok  ' if ok else 'FAIL'} {value} -> {got!r}" + ("" if ok else f" (llvm-mc: {want!r})"))
        failed += not ok
    p.stdin.close()
    rc = p.wait(timeout=10)
    if rc != 0:
        print(f"FAIL: the filter exited {rc} at end of input")
        failed += 1
    if failed:
        sys.exit(f"FAIL: {failed} of {len(cases)} answers wrong")
    print(f"PASS: {len(cases)} values answered one line each, as llvm-mc-16 disassembles them")


if __name__ == "__main__":
    main()
