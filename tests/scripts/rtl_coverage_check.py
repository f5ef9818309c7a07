#!/usr/bin/env python3
"""Runs scripts/rtl_coverage.sh on a few programs and one directed input
(--kernels) and checks what it makes: an lcov file whose records name the
RTL's sources with some lines hit and some not (a coverage build counts; it
does not report everything covered), the genhtml report, the functional
coverage page, the printed totals agreeing with the lcov file, and the
fetch-fault line of gcn_fetch.sv (`err_q <= 1'b1`, which no generated
program reaches) hit exactly when the input that runs off the end of its
code is among the kernels.

    rtl_coverage_check.py SCRIPT COSIM OUT RTL_DIR KERNEL
"""
import os
import re
import subprocess
import sys


def fail(msg):
    print(f"FAIL: {msg}")
    sys.exit(1)


script, cosim, out, rtl_dir, kernel = sys.argv[1:6]


def fetch_fault_hits(out_dir):
    """Hit count of gcn_fetch.sv's `err_q <= 1'b1;` line in OUT/rtl.info."""
    src = os.path.join(rtl_dir, "gcn_fetch.sv")
    line = next(i for i, t in enumerate(open(src), 1) if "err_q   <= 1'b1;" in t)
    info = open(os.path.join(out_dir, "rtl.info")).read()
    for sec in info.split("end_of_record"):
        m = re.search(r"^SF:(.*)$", sec, re.M)
        if m and os.path.realpath(m.group(1)) == os.path.realpath(src):
            hits = re.search(rf"^DA:{line},(\d+)", sec, re.M)
            return int(hits.group(1)) if hits else None
    return None


r0 = subprocess.run(["bash", script, "--cosim", cosim, "--count", "2", "--seed", "3", "--jobs", "2",
                     "--out", out + "-nokernel"], capture_output=True, text=True)
if r0.returncode != 0:
    print(r0.stdout + r0.stderr, end="")
    fail(f"rtl_coverage.sh without kernels exited {r0.returncode}")
if fetch_fault_hits(out + "-nokernel") != 0:
    fail(f"gcn_fetch.sv's fault line: {fetch_fault_hits(out + '-nokernel')} hits from generated programs, want 0")
r = subprocess.run(["bash", script, "--cosim", cosim, "--count", "6", "--seed", "3", "--jobs", "2", "--out", out,
                    "--kernels", kernel], capture_output=True, text=True)
print(r.stdout, end="")
if r.returncode != 0:
    print(r.stderr, end="")
    fail(f"rtl_coverage.sh exited {r.returncode}")
dats = [f for f in os.listdir(os.path.join(out, "rtl-coverage")) if f.endswith(".dat")]
if "kernel-" + os.path.basename(kernel)[:-2] + ".dat" not in dats or len(dats) != 7:
    fail(f"coverage files {sorted(dats)}: want 6 programs' and the kernel's")
if not re.search(r"^kernels: 1 run, 1 of them not passing", r.stdout, re.M):
    fail("the refused kernel is not reported")
hits = fetch_fault_hits(out)
if not hits:
    fail(f"gcn_fetch.sv's fault line: {hits} hits with {kernel}, want some")

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
