#!/usr/bin/env python3
"""Runs scripts/rtl_coverage.sh on a few programs and checks what it makes:
an lcov file whose records name the RTL's sources with some lines hit and
some not (a coverage build counts; it does not report everything covered),
the genhtml report, the functional coverage page, and the printed totals
agreeing with the lcov file.

    rtl_coverage_check.py SCRIPT COSIM OUT RTL_DIR
"""
import os
import re
import subprocess
import sys


def fail(msg):
    print(f"FAIL: {msg}")
    sys.exit(1)


script, cosim, out, rtl_dir = sys.argv[1:5]
r = subprocess.run(["bash", script, "--cosim", cosim, "--count", "6", "--seed", "3", "--jobs", "2", "--out", out],
                   capture_output=True, text=True)
print(r.stdout, end="")
if r.returncode != 0:
    print(r.stderr, end="")
    fail(f"rtl_coverage.sh exited {r.returncode}")
dats = [f for f in os.listdir(os.path.join(out, "rtl-coverage")) if f.endswith(".dat")]
if len(dats) != 6:
    fail(f"{len(dats)} per-program coverage files, want 6")

info = open(os.path.join(out, "rtl.info")).read()
sources = {m for m in re.findall(r"^SF:(.*)$", info, re.M)}
rtl_sources = {s for s in sources if os.path.realpath(s).startswith(os.path.realpath(rtl_dir)) and s.endswith(".sv")}
if not rtl_sources:
    fail(f"no SF: record names a .sv file under {rtl_dir} (sources: {sorted(sources)[:5]})")
da = re.findall(r"^DA:(\d+),(\d+)", info, re.M)
lf = len(da)
lh = sum(1 for _, c in da if int(c) > 0)
if not (0 < lh < lf):
    fail(f"lines hit {lh} of {lf}: want some hit and some not")
if not any(int(c) == 0 for _, c in da) or not any(int(c) > 0 for _, c in da):
    fail("DA: records are all hit or all missed")
m = re.search(r"^rtl lines: (\d+)/(\d+) \(", r.stdout, re.M)
if not m or (int(m.group(1)), int(m.group(2))) != (lh, lf):
    fail(f"printed 'rtl lines:' does not match the lcov totals {lh}/{lf}")
for page in ("rtl-html/index.html", "functional.html"):
    p = os.path.join(out, page)
    if not os.path.isfile(p) or os.path.getsize(p) == 0:
        fail(f"{p} missing or empty")
func = open(os.path.join(out, "functional.html")).read()
if "Instructions per format" not in func or "Never hit bins" not in func:
    fail("functional.html lacks its sections")
print(f"ok: {len(rtl_sources)} RTL sources, {lh}/{lf} lines")
