#!/usr/bin/env python3
"""Checks that GTKWave shows the compute unit's state machines by state name.

  gtkwave_enum_check.py COSIM GTKWAVE XVFB_RUN FST2VCD RTL_DIR PROGRAM OUTDIR SAVE_FILE

Runs PROGRAM with `cosim run --trace` and opens the FST in GTKWave (under
Xvfb, driven by a Tcl script). At every change of each state register the
value GTKWave displays must be the name the RTL source gives that value:
the enumerators of the register's typedef, read from RTL_DIR (numbered 0,
1, ... in order), indexed by the raw value GTKWave's fst2vcd reads from the
same file. Each register must show at least two states over the run, so
the check compares names, not one constant. Opened with SAVE_FILE (the
build's waves/gcn_cu.gtkw), every state register row it lists must show
state names at those times too, not numbers.
"""
import re
import subprocess
import sys
from pathlib import Path

# Register (FST path), the RTL file and the enum type it is declared with.
FSMS = [
    ("TOP.gcn_cu.state_q", "gcn_cu.sv", "cstate_e"),
    ("TOP.gcn_cu.u_fetch.state_q", "gcn_fetch.sv", "fstate_e"),
    ("TOP.gcn_cu.u_ds.state_q", "gcn_ds.sv", "state_e"),
    ("TOP.gcn_cu.u_ds.u_lds.state_q", "lds/gcn_lds.sv", "state_e"),
]
# The state registers the save file lists: the ones above and these.
SAVED_ONLY = [("TOP.gcn_cu.u_vmem.state_q", "gcn_vmem.sv", "state_e")]
MAX_SAMPLES = 60  # changes sampled per register


def fail(msg):
    print(f"FAIL: {msg}")
    sys.exit(1)


def enum_names(path, type_name):
    text = Path(path).read_text()
    m = re.search(r"typedef\s+enum\s+logic\s*\[[^\]]*\]\s*\{([^}]*)\}\s*" + type_name + r"\s*;", text)
    if not m:
        fail(f"{path}: no typedef enum {type_name}")
    names = [n.strip() for n in m.group(1).split(",") if n.strip()]
    if any("=" in n for n in names):
        fail(f"{path}: {type_name} gives explicit values; this check numbers enumerators in order")
    return names


def vcd_changes(fst2vcd, fst, paths):
    """{path: [(time, value)]} for the registers in `paths`, from fst2vcd."""
    vcd = subprocess.run([fst2vcd, str(fst)], capture_output=True, text=True, check=True).stdout
    scope, ids, changes, now = [], {}, {p: [] for p in paths}, 0
    for line in vcd.splitlines():
        tok = line.split()
        if not tok:
            continue
        if tok[0] == "$scope":
            scope.append(tok[2])
        elif tok[0] == "$upscope":
            scope.pop()
        elif tok[0] == "$var":
            path = ".".join(scope + [tok[4]])
            if path in changes:
                ids.setdefault(tok[3], []).append(path)
        elif tok[0].startswith("#"):
            now = int(tok[0][1:])
        elif tok[0].startswith("b") and len(tok) == 2 and tok[1] in ids:
            for path in ids[tok[1]]:
                changes[path].append((now, int(tok[0][1:].replace("x", "0").replace("z", "0"), 2)))
    for path, ch in changes.items():
        if not ch:
            fail(f"{fst}: no changes of {path} (fst2vcd)")
    return changes


def run_gtkwave(gtkwave, xvfb_run, tcl, result, files):
    """Runs GTKWave on `files` with the Tcl script `tcl`, which writes `result`."""
    result.unlink(missing_ok=True)
    gw = subprocess.run(["timeout", "120", xvfb_run, "-a", gtkwave, "-S", str(tcl)] + [str(f) for f in files],
                        capture_output=True, text=True)
    if not result.exists():
        fail(f"GTKWave wrote no values (exit {gw.returncode}): {gw.stderr[-2000:]}")
    return result.read_text().splitlines()


def check_save_file(gtkwave, xvfb_run, fst, save, out, samples, names):
    """Every state register row of the save file shows names at the sample times."""
    known = set().union(*names)
    result = out / "gtkwave_saved_values.txt"
    tcl = out / "saved.tcl"
    lines = [f'set f [open "{result}" w]', "set n [gtkwave::getTotalNumTraces]"]
    for t in sorted({t for _, t, _ in samples}):
        lines += [f"gtkwave::setMarker {t}",
                  "for {set i 0} {$i < $n} {incr i} {",
                  "  set nm [gtkwave::getTraceNameFromIndex $i]",
                  f'  if {{[string match "state_q*" $nm]}} {{ puts $f "{t} $i [gtkwave::getTraceValueAtMarkerFromIndex $i]" }}',
                  "}"]
    lines += ["close $f", "gtkwave::/File/Quit"]
    tcl.write_text("\n".join(lines) + "\n")
    got = run_gtkwave(gtkwave, xvfb_run, tcl, result, [fst, save])
    rows = {line.split(" ")[1] for line in got}
    want_rows = len(FSMS) + len(SAVED_ONLY)
    if len(rows) != want_rows:
        fail(f"{save}: {len(rows)} state register rows, not {want_rows}")
    for line in got:
        t, i, value = (line.split(" ", 2) + [""])[:3]
        if value not in known:
            fail(f"{save}: row {i} shows '{value}' at {t}, not a state name")
    return len(got)


def main():
    if len(sys.argv) != 9:
        fail(__doc__)
    cosim, gtkwave, xvfb_run, fst2vcd, rtl, program, out, save = sys.argv[1:]
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    fst = out / "fsm.fst"
    run = subprocess.run([cosim, "run", program, "--trace", str(fst)], capture_output=True, text=True)
    if run.returncode != 0:
        fail(f"cosim run --trace exited {run.returncode}: {run.stdout}{run.stderr}")

    names = {path: enum_names(Path(rtl) / f, t) for path, f, t in FSMS}
    changes = vcd_changes(fst2vcd, fst, [p for p, _, _ in FSMS])
    samples = []  # (trace index, time, expected name)
    for i, (path, _, _) in enumerate(FSMS):
        for t, v in changes[path][:MAX_SAMPLES]:
            if v >= len(names[path]):
                fail(f"{path} = {v} at {t}: not a value of its enum ({names[path]})")
            samples.append((i, t, names[path][v]))
        shown = {name for j, _, name in samples if j == i}
        if len(shown) < 2:
            fail(f"{path} takes only {sorted(shown)} in {program}: too few states to check")

    result = out / "gtkwave_values.txt"
    tcl = out / "enum.tcl"
    signals = " ".join(p for p, _, _ in FSMS)
    lines = [f"set n [gtkwave::addSignalsFromList {{{signals}}}]",
             f'set f [open "{result}" w]',
             'puts $f "added $n"']
    for i, t, _ in samples:
        lines += [f"gtkwave::setMarker {t}",
                  f'puts $f "{i} {t} [gtkwave::getTraceValueAtMarkerFromIndex {i}]"']
    lines += ["close $f", "gtkwave::/File/Quit"]
    tcl.write_text("\n".join(lines) + "\n")
    got = run_gtkwave(gtkwave, xvfb_run, tcl, result, [fst])
    if got[0] != f"added {len(FSMS)}":
        fail(f"GTKWave added '{got[0]}' of the {len(FSMS)} registers")
    shown = {}
    for line in got[1:]:
        i, t, value = (line.split(" ", 2) + [""])[:3]
        shown[(int(i), int(t))] = value
    for i, t, want in samples:
        have = shown.get((i, t))
        if have != want:
            fail(f"GTKWave shows {FSMS[i][0]} at {t} as '{have}', the RTL names the value {want}")
    saved = check_save_file(gtkwave, xvfb_run, fst, save, out, samples,
                            [names[p] for p, _, _ in FSMS] + [enum_names(Path(rtl) / f, t) for _, f, t in SAVED_ONLY])
    print(f"PASS: {len(samples)} values of {len(FSMS)} state registers shown by name, "
          f"{saved} values of the save file's state rows")


if __name__ == "__main__":
    main()
