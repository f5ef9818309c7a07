#!/usr/bin/env python3
"""Runs scripts/mutation.py on a few mutants of the build's mutant schema
(cosim-mutants) with a short regression and checks what it writes: the
design as is passes first, each mutant gets one of the three outcomes,
results.json and report.md agree with the printed totals, and bad options
are refused. With --shrink, each failure that killed a mutant in the
regression is shrunk, and the shrunk program still fails under that mutant
and passes on the design as is.

    mutation_campaign_check.py MUTATION_PY COSIM MUTANTS_JSON KERNEL OUT
"""
import json
import os
import re
import subprocess
import sys


def fail(msg):
    print(f"FAIL: {msg}")
    sys.exit(1)


script, cosim, mutants_json, kernel, out = sys.argv[1:6]
base = [sys.executable, script, "--cosim", cosim, "--mutants", mutants_json]
ids = "1-4"
r = subprocess.run(base + ["--kernels", kernel, "--ids", ids, "--count", "8", "--seed", "5", "--jobs", "2",
                           "--time-limit", "300", "--shrink", "--out", out], capture_output=True, text=True)
print(r.stdout, end="")
if r.returncode != 0:
    fail(f"mutation.py exited {r.returncode}: {r.stderr.strip()}")
if not re.search(r"^mutant 0 \(the design as is\): passes", r.stdout, re.M):
    fail("the design as is was not run first")
res = json.load(open(os.path.join(out, "results.json")))["results"]
if [x["id"] for x in res] != [1, 2, 3, 4]:
    fail(f"results for mutants {[x['id'] for x in res]}, want 1..4")
for x in res:
    if x["status"] not in ("killed", "survived", "timeout"):
        fail(f"mutant {x['id']}: status {x['status']}")
    if x["status"] == "killed" and not x["by"]:
        fail(f"mutant {x['id']}: killed by nothing named")
    if not re.search(rf"^mutant {x['id']} \[.*\] {x['status']}", r.stdout, re.M):
        fail(f"mutant {x['id']}: no line printed for it")
killed = sum(1 for x in res if x["status"] == "killed")
m = re.search(r"^mutation: (\d+) killed, (\d+) survived, (\d+) timed out of 4", r.stdout, re.M)
if not m or int(m.group(1)) != killed:
    fail(f"printed totals do not match results.json ({killed} killed)")
report = open(os.path.join(out, "report.md")).read()
if not re.search(rf"^\| \*\*all\*\* \| 4 \| {killed} \|", report, re.M):
    fail("report.md's totals row does not match")
by_regress = [x for x in res if x["by"].startswith("regress seed ")]
if not by_regress:
    fail("no mutant was killed by the regression: the shrink step went untried")
for x in by_regress:
    sh = x.get("shrunk", {})
    if "to" not in sh or not 0 < sh["to"] <= sh["from"]:
        fail(f"mutant {x['id']}: shrink record {sh}")
    seed = x["by"].split()[-1]
    min_file = os.path.join(out, "runs", f"m{x['id']}", f"fail-{seed}.min.s")
    for mid, want in ((x["id"], 1), (0, 0)):
        rc = subprocess.run([cosim, "run", min_file], env=dict(os.environ, GCN_MUTANT=str(mid)),
                            capture_output=True, text=True).returncode
        if rc != want:
            fail(f"{min_file} exits {rc} under mutant {mid}, want {want}")
if f"{len(by_regress)} mutants killed by the regression" not in report:
    fail("report.md has no shrink summary")
for bad, msg in ((["--ids", "0"], "no mutant 0 in the schema"), (["--ids", "3-1"], "is an empty range"),
                 (["--count", "0"], "must be positive")):
    r = subprocess.run(base + bad + ["--out", out + "-bad"], capture_output=True, text=True)
    if r.returncode != 2 or msg not in r.stderr:
        fail(f"{bad}: exit {r.returncode}, stderr '{r.stderr.strip()}' (want 2 and '{msg}')")
print(f"ok: {killed} of 4 killed")
