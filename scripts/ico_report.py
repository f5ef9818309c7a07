#!/usr/bin/env python3
"""Which logic of a Verilated model is in the input-combinational region.

Verilator 5 evaluates logic that depends, through combinational logic, on an
input of the top module in its `ico` region, at the start of every eval(),
whatever changed; the testbench evaluates twice a clock, so that logic runs
twice a clock. Logic fed only by flops is in `nba`, once a clock
(docs/performance.md, "Where the time goes"). A select that makes the vector
ALU's operands follow an input puts every lane in `ico` and halves the speed
of the 16-lane model; nothing else shows it but the speed.

This reads the model's generated C++ (not the Slow files): the lines of the
`ico` and `nba` functions, and the RTL scopes assigned in `ico`, by the
first levels of their hierarchy. --forbid SCOPE (a prefix such as
u_valu.g_lane) exits 1 when anything under it is assigned in `ico`.

    scripts/ico_report.py build/tb/dut/Vgcn_cu --forbid u_valu.g_lane
"""
import argparse
import collections
import pathlib
import re
import sys

FUNC = re.compile(r"^(?:VL_INLINE_OPT )?void \S+___(ico|nba)_\w+?__TOP")
ASSIGN = re.compile(r"vlSelf->(\w+?__DOT__\w+)(?:\[[^\]]*\])* =")


def scope_of(name: str, depth: int) -> str:
    """u_valu.g_lane[].u_fp for a Verilator member name."""
    name = re.sub(r"__BRA__\d+__KET__", "[]", name)
    parts = name.split("__DOT__")[1:]  # drop the top module
    return ".".join(parts[:depth])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model_dir", type=pathlib.Path, help="the Verilated model's directory (--Mdir)")
    ap.add_argument("--forbid", action="append", default=[], metavar="SCOPE",
                    help="fail if a signal under this scope is assigned in ico (repeatable)")
    ap.add_argument("--top", type=int, default=10, help="scopes to list (default 10)")
    args = ap.parse_args()

    files = [f for f in sorted(args.model_dir.glob("*.cpp")) if "__Slow" not in f.name]
    if not files:
        print(f"ico_report: error: no generated C++ in {args.model_dir}", file=sys.stderr)
        return 2
    lines = collections.Counter()
    scopes = collections.Counter()
    for path in files:
        region = None
        for line in path.open(errors="replace"):
            m = FUNC.match(line)
            if m:
                region = m.group(1)
                continue
            if line.startswith("}"):
                region = None
            if region:
                lines[region] += 1
            if region == "ico":
                for a in ASSIGN.finditer(line):
                    scopes[scope_of(a.group(1), 3)] += 1
    print(f"ico_report: {args.model_dir}: ico {lines['ico']} lines, nba {lines['nba']} lines")
    for scope, n in scopes.most_common(args.top):
        print(f"  {n:6d} ico assignments in {scope}")
    status = 0
    for forbidden in args.forbid:
        hits = sum(n for s, n in scopes.items() if s == forbidden or s.startswith(forbidden + ".")
                   or s.startswith(forbidden + "["))
        if hits:
            print(f"ico_report: {hits} ico assignments under {forbidden}: its logic follows an input "
                  f"of the top module and runs twice a clock")
            status = 1
        else:
            print(f"ico_report: nothing under {forbidden} in ico")
    return status


if __name__ == "__main__":
    sys.exit(main())
