#!/usr/bin/env python3
"""Compares two `cosim regress` result directories (an unsharded run and the
merge of its shards) program by program: summary.json (every field of every
program except its time), coverage.json, junit.xml (test cases and failure
messages) and failures.json (signatures and the programs in each, by seed).
Prints the first difference and exits 1; exits 0 when they agree.
usage: regress_compare.py DIR_A DIR_B"""
import json, os, sys
import xml.etree.ElementTree as ET

a, b = sys.argv[1], sys.argv[2]

def load(d, name):
    with open(os.path.join(d, name)) as f:
        return json.load(f)

def differ(what, x, y):
    print(f"FAIL: {what} differs:\n  {a}: {x}\n  {b}: {y}")
    sys.exit(1)

sa, sb = load(a, "summary.json"), load(b, "summary.json")
for key in ("seed", "count", "passed", "failed", "run"):
    if sa[key] != sb[key]:
        differ(f"summary.json {key}", sa[key], sb[key])
if len(sa["programs"]) != len(sb["programs"]):
    differ("number of programs", len(sa["programs"]), len(sb["programs"]))
for pa, pb in zip(sa["programs"], sb["programs"]):
    pa, pb = dict(pa), dict(pb)
    pa.pop("seconds"); pb.pop("seconds")
    if pa != pb:
        differ(f"program {pa.get('index')}", pa, pb)
for key in ("matched", "cycles"):
    if sa["totals"][key] != sb["totals"][key]:
        differ(f"totals.{key}", sa["totals"][key], sb["totals"][key])

if load(a, "coverage.json") != load(b, "coverage.json"):
    differ("coverage.json", "(see file)", "(see file)")

def cases(d):
    out = []
    for tc in ET.parse(os.path.join(d, "junit.xml")).getroot().iter("testcase"):
        f = tc.find("failure")
        out.append((tc.get("name"), None if f is None else (f.get("type"), f.get("message"))))
    return out
ca, cb = cases(a), cases(b)
if ca != cb:
    differ("junit.xml test cases", ca[:5], cb[:5])

def groups(d):
    return [(g["signature"], g["count"], [p["seed"] for p in g["programs"]]) for g in load(d, "failures.json")["signatures"]]
if groups(a) != groups(b):
    differ("failures.json", groups(a), groups(b))
print(f"same results: {sa['count']} programs, {sa['passed']} passed, {sa['failed']} failed")
