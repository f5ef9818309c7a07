#!/usr/bin/env python3
"""Checks scripts/mutate.py on tests/inputs/mutation/mutate_demo.sv: every
mutation operator is drawn, the constant contexts are left as written, a
sample is the seeded size, and, Verilated against the original design with
the same inputs (mutate_demo_tb.sv), the schema with no mutant live never
differs while the mutants worked out by hand below do.

    mutate_check.py MUTATE_PY VERILATOR MUTANT_SELECT_CPP INPUT_DIR OUT
"""
import json
import os
import re
import shutil
import subprocess
import sys


def fail(msg):
    print(f"FAIL: {msg}")
    sys.exit(1)


mutate, verilator, select_cpp, inputs, out = sys.argv[1:6]
demo = os.path.join(inputs, "mutate_demo.sv")
shutil.rmtree(out, ignore_errors=True)


def run_mutate(dest, *extra):
    r = subprocess.run([sys.executable, mutate, "--rtl-root", inputs, "--out", dest, "--top", "mutate_demo",
                        *extra, demo], capture_output=True, text=True)
    if r.returncode != 0:
        fail(f"mutate.py exited {r.returncode}: {r.stderr.strip()}")
    return json.load(open(os.path.join(dest, "mutants.json")))


schema_dir = os.path.join(out, "all")
meta = run_mutate(schema_dir)
mutants = meta["mutants"]
kinds = {m["kind"] for m in mutants}
want = {"op-swap", "constant", "bit-index", "invert-cond", "stuck-on", "stuck-off", "drop-assign", "drop-not",
        "case-swap"}
if not want <= kinds:
    fail(f"operators never drawn: {sorted(want - kinds)}")
text = open(os.path.join(schema_dir, "mutate_demo.sv")).read()
for kept in ("parameter int W = 8", "localparam int Half = W / 2;", "2'd0:", "2'd1:", "2'd2:",
             "{a_i[Half-1:0], b_i[W-1:Half]}", "output logic signed [W-1:0] sra_o", "{2{", "W'("):
    if kept not in text:
        fail(f"a constant context was mutated: '{kept}' is gone")
for m in mutants:
    if f"gcn_mut_pkg::live == {m['id']})" not in text:
        fail(f"mutant {m['id']} has no guard in the schema")
if "initial gcn_mut_pkg::live = gcn_mut_pkg::gcn_mutant_id();" not in text:
    fail("the top module does not pick the live mutant")
# The signed right-hand side stays signed when its assignment may be dropped.
if not re.search(r"assign s = \(gcn_mut_pkg::live == \d+\) \? 1'sb0 : ", text):
    fail("the dropped signed assignment does not use a signed zero")

a = run_mutate(os.path.join(out, "s1"), "--sample", "10", "--seed", "1")
b = run_mutate(os.path.join(out, "s1b"), "--sample", "10", "--seed", "1")
c = run_mutate(os.path.join(out, "s2"), "--sample", "10", "--seed", "2")
sites = lambda m: [x["site"] for x in m["mutants"]]
if len(a["mutants"]) != 10 or sites(a) != sites(b) or sites(a) == sites(c):
    fail(f"samples: {len(a['mutants'])} mutants (want 10), same seed same sites {sites(a) == sites(b)}, "
         f"other seed other sites {sites(a) != sites(c)}")

# Simulation: original against schema.
sim_src = os.path.join(out, "sim_src")
os.makedirs(sim_src)
renamed = os.path.join(sim_src, "mutate_demo_schema.sv")
with open(renamed, "w") as f:
    f.write(re.sub(r"^module mutate_demo\b", "module mutate_demo_schema", text, count=1, flags=re.M))
mdir = os.path.join(out, "sim")
r = subprocess.run([verilator, "--binary", "--timing", "-Wno-fatal", "-Wno-lint", "-Wno-style",
                    "--top-module", "mutate_demo_tb", "--Mdir", mdir, "-o", "demo",
                    os.path.join(schema_dir, "gcn_mut_pkg.sv"), demo, renamed,
                    os.path.join(inputs, "mutate_demo_tb.sv"), select_cpp], capture_output=True, text=True)
if r.returncode != 0:
    fail(f"verilator exited {r.returncode}: {r.stderr.strip()[-2000:]}")


def differing(mid):
    r = subprocess.run([os.path.join(mdir, "demo")], env=dict(os.environ, GCN_MUTANT=str(mid)),
                       capture_output=True, text=True, timeout=60)
    m = re.search(r"differing cycles: (\d+)", r.stdout)
    if r.returncode != 0 or not m:
        fail(f"mutant {mid}: the simulation exited {r.returncode}: {r.stdout.strip()} {r.stderr.strip()}")
    return int(m.group(1))


if differing(0) != 0:
    fail(f"with no mutant live the schema differs from the design in {differing(0)} cycles")


def find(kind, original):
    for m in mutants:
        if m["kind"] == kind and m["original"] == original:
            return m["id"]
    fail(f"no {kind} mutant of '{original}'")


# Worked by hand: each changes an output for some of the random inputs.
#  a_i + b_i -> a_i - b_i     op 0 with b != 0 and en: q differs (2b != 0 mod 256 for most b)
#  case arms 0 and 1 swapped  op 0 / op 1 then give a&b / a+b
#  if (en_i) stuck on         q follows r on cycles with en low
#  >>> 1 -> >> 1              sra_o differs whenever a is negative
#  sra_o = s dropped          sra_o is 0 where s is not
must_differ = {
    "op-swap a_i + b_i": find("op-swap", "a_i + b_i"),
    "case-swap 2'd0 <-> 2'd1": find("case-swap", "2'd0 <-> 2'd1"),
    "stuck-on en_i": find("stuck-on", "en_i"),
    "op-swap >>>": find("op-swap", "$signed(a_i) >>> 1"),
    "drop-assign sra_o": find("drop-assign", "assign sra_o = s;"),
}
for name, mid in must_differ.items():
    if differing(mid) == 0:
        fail(f"mutant {mid} ({name}) never differs from the design")
live = sum(1 for m in mutants if differing(m["id"]) > 0)
print(f"ok: {len(mutants)} mutants, {live} differ from the design in simulation, none with no mutant live")

r = subprocess.run([os.path.join(mdir, "demo")], env=dict(os.environ, GCN_MUTANT="x1"), capture_output=True,
                   text=True, timeout=60)
if r.returncode != 2 or "GCN_MUTANT='x1' is not a mutant number" not in r.stderr:
    fail(f"GCN_MUTANT=x1: exit {r.returncode}, stderr {r.stderr.strip()}")
