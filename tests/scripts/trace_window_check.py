#!/usr/bin/env python3
"""Checks `cosim run FAIL.s --trace-window N OUT.fst` on a build that fails.

  trace_window_check.py COSIM FST2VCD LLVM_MC PROGRAM N OUTDIR "FAILING INSTRUCTION"

The run must fail (exit 1) at FAILING INSTRUCTION and print the window it
wrote. The FST, converted to VCD by GTKWave's fst2vcd, must hold exactly
the printed times: N cycles before the failing one (or from launch, when
it failed sooner) and a few after, and not the reset or launch before them. At the failing cycle's time the
commit port must hold a valid record whose first word is the failing
instruction's encoding as llvm-mc-16 gives it (not our assembler).
"""
import re
import subprocess
import sys
from pathlib import Path


def fail(msg):
    print(f"FAIL: {msg}")
    sys.exit(1)


def llvm_mc_word(llvm_mc, text):
    out = subprocess.run([llvm_mc, "-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"], input=text + "\n",
                         capture_output=True, text=True, check=True).stdout
    m = re.search(r"encoding: \[([^\]]*)\]", out)
    if not m:
        fail(f"llvm-mc gave no encoding for {text!r}: {out}")
    b = [int(x, 16) for x in m.group(1).split(",")]
    return b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24


def read_vcd(path, names):
    """The value changes of the named signals (full hierarchical names) and
    every timestamp in the file."""
    ids, scope, times, changes = {}, [], [], {n: [] for n in names}
    t = None
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("$scope"):
                scope.append(line.split()[2])
            elif line.startswith("$upscope"):
                scope.pop()
            elif line.startswith("$var"):
                # $var TYPE WIDTH ID NAME [RANGE] $end
                parts = line.split()
                name = parts[4] + (parts[5] if parts[5].startswith("[") else "")
                full = ".".join(scope + [name])
                if full in changes:
                    ids.setdefault(parts[3], []).append(full)
            elif line.startswith("#"):
                t = int(line[1:])
                times.append(t)
            elif t is not None and line and not line.startswith("$"):
                if line[0] in "bB":
                    value, ident = line[1:].split()
                else:
                    value, ident = line[0], line[1:]
                for n in ids.get(ident, []):
                    changes[n].append((t, value))
    missing = [n for n in names if n not in sum(ids.values(), [])]
    if missing:
        fail(f"{path}: no signal {missing}")
    return times, changes


def value_at(changes, t):
    v = None
    for ct, cv in changes:
        if ct > t:
            break
        v = cv
    if v is None:
        fail(f"no value at time {t}")
    return int(v.replace("x", "0").replace("z", "0"), 2)


def main():
    cosim, fst2vcd, llvm_mc, program, n, outdir, failing = sys.argv[1:8]
    n = int(n)
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    fst = out / "window.fst"
    fst.unlink(missing_ok=True)
    r = subprocess.run([cosim, "run", program, "--trace-window", str(n), str(fst)], capture_output=True, text=True)
    print(r.stdout, r.stderr)
    if r.returncode != 1:
        fail(f"cosim exited {r.returncode}, expected 1 (a failing run)")
    if failing.split()[0] not in r.stdout:
        fail(f"the report does not name {failing.split()[0]}")
    m = re.search(r"^trace window: \S+ \(cycles (\d+)\.\.(\d+) after launch, FST times (\d+)\.\.(\d+)\); "
                  r"the failure showed in cycle (\d+), FST time (\d+)$", r.stdout, re.M)
    if not m:
        fail("no 'trace window:' line")
    first_c, last_c, first_t, last_t, fail_c, fail_t = map(int, m.groups())
    if first_c != max(0, fail_c - n):
        fail(f"the window starts at cycle {first_c}, not {n} cycles before the failing one ({fail_c}) or at 0")
    if not first_c <= fail_c <= last_c or last_c - fail_c > 16:
        fail(f"cycles {first_c}..{last_c} around {fail_c}")
    if fail_t - first_t != 2 * (fail_c - first_c) or last_t - first_t != 2 * (last_c - first_c) + 1:
        fail("the FST times are not two per cycle")

    vcd = out / "window.vcd"
    with open(vcd, "w") as f:
        subprocess.run([fst2vcd, str(fst)], stdout=f, check=True)
    top = "TOP.gcn_cu."
    names = [top + "rvfi_valid_o", top + "rvfi_insn_o[95:0]", top + "clk_i"]
    times, ch = read_vcd(vcd, names)
    if min(times) != first_t or max(times) != last_t:
        fail(f"the VCD spans times {min(times)}..{max(times)}, the run printed {first_t}..{last_t}")
    if len(set(times)) > 2 * (last_c - first_c + 1):
        fail(f"{len(set(times))} timestamps for {last_c - first_c + 1} cycles")
    if value_at(ch[top + "rvfi_valid_o"], fail_t) != 1:
        fail(f"no commit record on the port at the failing time {fail_t}")
    want = llvm_mc_word(llvm_mc, failing)
    got = value_at(ch[top + "rvfi_insn_o[95:0]"], fail_t) & 0xFFFFFFFF
    if got != want:
        fail(f"the commit port holds {got:#010x} at time {fail_t}, llvm-mc encodes {failing!r} as {want:#010x}")
    print(f"PASS: window of cycles {first_c}..{last_c}; at time {fail_t} the commit port retires {got:#010x} "
          f"({failing})")


if __name__ == "__main__":
    main()
