#!/usr/bin/env python3
"""Checks scripts/coverage_html.py on a coverage file written here with
known counts (two of three instructions retired, one of four bins hit) and
on inputs that are not coverage files (exit 2, one line naming the file).

    coverage_html_check.py COVERAGE_HTML OUTDIR
"""
import json
import os
import re
import subprocess
import sys

script, out = sys.argv[1:3]
os.makedirs(out, exist_ok=True)
ok = True


def check(cond, msg):
    global ok
    if not cond:
        print(f"FAIL: {msg}")
        ok = False


cov = {
    "summary": {"instructions_hit": 2, "instructions_total": 3, "bins_hit": 1, "bins_total": 4},
    "instructions": [
        {"name": "s_add_u32", "format": "SOP2", "retired": 7},
        {"name": "s_sub_u32", "format": "SOP2", "retired": 0},
        {"name": "v_mov_b32", "format": "VOP1", "retired": 3},
    ],
    "bins": [
        {"name": "s_add_u32.scc0", "count": 5},
        {"name": "s_add_u32.scc1", "count": 0},
        {"name": "cross.exec_full.VOP1", "count": 0},
        {"name": "cross.exec_empty.VOP1", "count": 0},
    ],
    "never_hit_instructions": ["s_sub_u32"],
    "never_hit_bins": ["s_add_u32.scc1", "cross.exec_full.VOP1", "cross.exec_empty.VOP1"],
}
src = os.path.join(out, "coverage.json")
json.dump(cov, open(src, "w"))
page = os.path.join(out, "coverage.html")
r = subprocess.run([sys.executable, script, src, page], capture_output=True, text=True)
check(r.returncode == 0, f"exit {r.returncode}: {r.stderr}")
check("2/3 instructions, 1/4 bins" in r.stdout, f"printed totals: {r.stdout!r}")
text = open(page).read() if os.path.exists(page) else ""
cells = lambda *v: "".join(f"<td>{x}</td>" for x in v)
check(cells("instructions retired", 2, 3, "66.7%") in text, "total instructions row")
check(cells("bins hit", 1, 4, "25.0%") in text, "total bins row")
check(cells("SOP2", 1, 2, "50.0%") in text and cells("VOP1", 1, 1, "100.0%") in text, "per-format rows")
check(cells("cross.exec_empty", 0, 1, "0.0%") in text and cells("scc0", 1, 1, "100.0%") in text, "per-class rows")
check(re.search(r"Never retired \(1\)</h2><p>s_sub_u32</p>", text) is not None, "never retired list")
check('<tr class="miss"><td>s_sub_u32</td>' in text, "a never-retired row is marked")

for name, content in (("not_json.json", "{ nope"), ("wrong.json", json.dumps({"bins": 3}))):
    bad = os.path.join(out, name)
    open(bad, "w").write(content)
    r = subprocess.run([sys.executable, script, bad, os.path.join(out, "bad.html")], capture_output=True, text=True)
    lines = r.stderr.strip().splitlines()
    check(r.returncode == 2, f"{name}: exit {r.returncode}, want 2")
    check(len(lines) == 1 and bad in lines[0], f"{name}: want one error line naming the file, got {r.stderr!r}")
sys.exit(0 if ok else 1)
