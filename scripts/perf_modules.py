#!/usr/bin/env python3
"""Adds up a perf profile of a --prof-cfuncs build by RTL module.

Verilator's --prof-cfuncs names each function it generates after the module
and line it comes from (..._sequent__TOP__123__PROF__gcn_valu__l227); this
reads `perf report --stdio --no-children --sort symbol` and prints the share
of the samples each module takes, split into the input-change (ico), clocked
(nba) and settle regions, then the hottest source lines, and what is not the
model: Verilator's scheduling and runtime, the testbench and golden model.

    perf_modules.py PERF_DATA [--lines N]
    perf_modules.py --report REPORT.txt [--lines N]   (a saved perf report)
"""
import argparse
import collections
import re
import subprocess
import sys

PROF = re.compile(r"___(ico|nba|act|stl)_\w*?__PROF__(\w+?)__l(\d+)$")


def classify(sym):
    m = PROF.search(sym)
    if m:
        return "module", m.group(2), m.group(1), int(m.group(3))
    if re.search(r"___024root___(eval|_eval)", sym) or "___024root___" in sym:
        return "other", "(Verilator: scheduling and eval loops)", "", 0
    if sym.startswith("VL_") or sym.startswith("Verilated") or "verilated" in sym.lower():
        return "other", "(Verilator runtime: wide operations)", "", 0
    if "gcn::" in sym or sym.startswith("_ZN3gcn"):
        return "other", "(testbench, checker, golden model)", "", 0
    return "other", "(libraries, kernel)", "", 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("perf_data", nargs="?")
    ap.add_argument("--report", help="read this saved `perf report --stdio --no-children --sort symbol` output")
    ap.add_argument("--lines", type=int, default=15, help="hottest source lines to list")
    a = ap.parse_args()
    if bool(a.perf_data) == bool(a.report):
        ap.error("give a perf data file or --report, one of them")
    if a.report:
        try:
            with open(a.report, encoding="utf-8") as f:
                out = f.read()
        except OSError as e:
            sys.exit(f"perf_modules.py: {e}")
    else:
        try:
            out = subprocess.run(["perf", "report", "-i", a.perf_data, "--stdio", "--no-children", "--sort", "symbol"],
                                 check=True, capture_output=True, text=True).stdout
        except (OSError, subprocess.CalledProcessError) as e:
            sys.exit(f"perf_modules.py: perf report failed: {e}")
    modules = collections.Counter()
    regions = collections.defaultdict(collections.Counter)
    lines = collections.Counter()
    total = 0.0
    for row in out.splitlines():
        m = re.match(r"\s*([\d.]+)%\s+\[.\]\s+(\S+)", row)
        if not m:
            continue
        pct, sym = float(m.group(1)), m.group(2)
        total += pct
        kind, name, region, line = classify(sym)
        modules[name] += pct
        if kind == "module":
            regions[name][region] += pct
            lines[f"{name}:{line} ({region})"] += pct
    if total == 0:
        sys.exit("perf_modules.py: no samples with symbols in the report")
    model = sum(v for k, v in modules.items() if not k.startswith("("))
    print(f"{'module':40s} {'share':>7s}   ico / nba / other regions")
    for name, pct in modules.most_common():
        r = regions.get(name, {})
        split = " / ".join(f"{r.get(k, 0):.1f}" for k in ("ico", "nba")) if r else ""
        print(f"{name:40s} {pct:6.1f}%   {split}")
    print(f"{'(all RTL modules)':40s} {model:6.1f}%")
    by_region = collections.Counter()
    for r in regions.values():
        by_region.update(r)
    print("RTL modules by region: " + ", ".join(f"{k} {v:.1f}%" for k, v in by_region.most_common()))
    print(f"\nhottest {a.lines} source lines:")
    for name, pct in lines.most_common(a.lines):
        print(f"  {pct:5.1f}%  {name}")


if __name__ == "__main__":
    main()
