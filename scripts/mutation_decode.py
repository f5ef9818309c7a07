#!/usr/bin/env python3
"""Mutants of the instruction decoder against the decoder cross-check.

Draws a seeded sample of the candidate mutants of rtl/gcn_decode.sv
(scripts/mutate.py; the packages it reads are not mutated), builds each one
on its own (the
schema with the mutant's number as a constant, so Verilator folds the other
guards away: a schema of every decode mutant in one model takes too long to
compile) behind tests/rtl/gcn_decode_probe.sv, links it with
tests/test_rtl_decode_xcheck.cpp and runs that. A mutant is killed when the
cross-check fails. Mutant 0 (the design as is) runs first and must pass.

Prints one line per mutant and the totals; writes OUT/results.json.
Exit status 0 when the campaign ran, 1 when the design as is fails, 2 for
bad options or a failed build.

    mutation_decode.py --build BUILD [--sample 40] [--seed 1] [--ids 3,17] [--jobs 2] [--out DIR]

BUILD is a configured and built tree (its generated RTL packages and
libgcn_model.a are used).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERILATOR = os.path.join(ROOT, "scripts", "verilator.sh")  # the project's Verilator


def fail(msg, code=2):
    print(f"mutation_decode.py: error: {msg}", file=sys.stderr)
    sys.exit(code)


def run(cmd, cwd=None):
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:3])} ...: exit status {r.returncode}\n{r.stdout[-2000:]}{r.stderr[-2000:]}")
    return r


def verilate(a, mid):
    """The schema Verilated with mutant `mid` live: its object directory."""
    work = os.path.join(a.out, f"m{mid}")
    shutil.rmtree(work, ignore_errors=True)
    rtl = os.path.join(work, "rtl")
    shutil.copytree(a.schema, rtl)
    with open(os.path.join(rtl, "gcn_mut_pkg.sv"), "w") as f:
        f.write(f"package gcn_mut_pkg;\n  localparam int live = {mid};\nendpackage\n")
    # The schema's top sets `live` from the DPI at start; here it is a constant.
    top = os.path.join(rtl, "gcn_decode.sv")
    with open(top) as f:
        text = f.read()
    text, n = re.subn(r"^\s*initial gcn_mut_pkg::live = gcn_mut_pkg::gcn_mutant_id\(\);\n", "", text, flags=re.M)
    if n != 1:
        raise RuntimeError("the schema's gcn_decode.sv has no initial block setting the live mutant")
    with open(top, "w") as f:
        f.write(text)
    with open(os.path.join(a.schema, "sources.txt")) as f:
        sources = [os.path.join(rtl, os.path.relpath(s, a.schema)) for s in f.read().split()]
    obj = os.path.join(work, "obj")
    run([VERILATOR, "--cc", "-O3", "-Wno-fatal", "-Wno-lint", "-Wno-style", "--top-module", "gcn_decode_probe",
         "-Mdir", obj, *sources, os.path.join(ROOT, "tests/rtl/gcn_decode_probe.sv"), "--build", "-j", "1",
         "-CFLAGS", "-O1"])
    return obj


def link(a, obj, test_obj):
    exe = os.path.join(os.path.dirname(obj), "xcheck")
    run(["g++", test_obj, os.path.join(obj, "Vgcn_decode_probe__ALL.a"), *a.runtime,
         os.path.join(a.build, "model", "libgcn_model.a"), "-lboost_unit_test_framework", "-lfmt", "-lpthread",
         "-o", exe])
    return exe


def check(exe):
    """(passed, the first failure's line) of one cross-check run."""
    r = subprocess.run([exe, "--log_level=error"], capture_output=True, text=True, timeout=600)
    said = next((ln for ln in (r.stdout + r.stderr).splitlines() if "error" in ln), "")
    return r.returncode == 0, re.sub(r"\x1b\[[0-9;]*m", "", said)[:300]


def main():
    ap = argparse.ArgumentParser(description="Runs the decoder's mutants against the decoder cross-check.")
    ap.add_argument("--build", required=True, help="a configured and built tree")
    ap.add_argument("--sample", type=int, default=40, help="mutants drawn (0: every candidate)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the sample")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="mutants built at once")
    ap.add_argument("--out", default="mutation-decode-out", help="work and output directory")
    a = ap.parse_args()
    if a.sample < 0 or a.jobs < 1:
        fail("--sample must be at least 0, --jobs positive")
    a.build = os.path.abspath(a.build)
    gen = os.path.join(a.build, "rtl")
    if not os.path.isfile(os.path.join(gen, "gcn_isa_pkg.sv")) or \
            not os.path.isfile(os.path.join(a.build, "model", "libgcn_model.a")):
        fail(f"{a.build} is not a built tree (no rtl/gcn_isa_pkg.sv or model/libgcn_model.a)")
    a.out = os.path.abspath(a.out)
    os.makedirs(a.out, exist_ok=True)
    # Only the decoder is mutated: it is the one source under the schema's
    # root (a copy), the packages are read as they are.
    root = os.path.join(a.out, "root")
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root)
    shutil.copy(os.path.join(ROOT, "rtl/gcn_decode.sv"), root)
    # The compute unit's sources in order (rtl/core.f): its packages, then the
    # decoder's copy.
    try:
        listed = run([os.path.join(ROOT, "scripts/rtl_sources.sh"), "--gen", gen, os.path.join(ROOT, "rtl/core.f")],
                     cwd=ROOT).stdout.split()
    except RuntimeError as e:
        fail(str(e))
    sources = [os.path.join(ROOT, f) for f in listed if f.endswith("_pkg.sv")] + [os.path.join(root, "gcn_decode.sv")]
    a.schema = os.path.join(a.out, "schema")
    shutil.rmtree(a.schema, ignore_errors=True)
    cmd = [sys.executable, os.path.join(ROOT, "scripts/mutate.py"), "--rtl-root", root,
           "--out", a.schema, "--top", "gcn_decode", *sources]
    if a.sample:
        cmd += ["--sample", str(a.sample), "--seed", str(a.seed)]
    try:
        include = os.path.join(run([VERILATOR, "--getenv", "VERILATOR_ROOT"]).stdout.strip(), "include")
        print(run(cmd).stdout.strip(), flush=True)
        with open(os.path.join(a.schema, "mutants.json")) as f:
            meta = json.load(f)
        # The Verilator runtime and the cross-check, compiled once: every
        # mutant's model has the same class and ports (mutant 0's header).
        common = os.path.join(a.out, "common")
        os.makedirs(common, exist_ok=True)
        inc = ["-isystem", include, "-isystem", os.path.join(include, "vltstd")]
        a.runtime = []
        for name in ("verilated", "verilated_threads"):
            o = os.path.join(common, f"{name}.o")
            run(["g++", "-std=c++20", "-O1", "-w", *inc, "-c", os.path.join(include, f"{name}.cpp"), "-o", o])
            a.runtime.append(o)
        obj0 = verilate(a, 0)
        test_obj = os.path.join(common, "test_rtl_decode_xcheck.o")
        run(["g++", "-std=c++20", "-O1", "-DBOOST_TEST_DYN_LINK", "-I", obj0, *inc, "-I", os.path.join(ROOT, "model"),
             "-I", os.path.join(a.build, "model"), "-c", os.path.join(ROOT, "tests/test_rtl_decode_xcheck.cpp"),
             "-o", test_obj])
        passed, said = check(link(a, obj0, test_obj))
    except RuntimeError as e:
        fail(str(e))
    if not passed:
        fail(f"the design as is (mutant 0) fails the cross-check: {said}", 1)
    print("mutant 0 (the design as is): passes", flush=True)

    def one(m):
        try:
            obj = verilate(a, m["id"])
            passed, said = check(link(a, obj, test_obj))
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            return {**m, "status": "error", "detail": str(e).splitlines()[0][:300]}
        shutil.rmtree(os.path.dirname(obj), ignore_errors=True)
        return {**m, "status": "survived" if passed else "killed", "detail": said}

    results = []
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        for r in pool.map(one, meta["mutants"]):
            results.append(r)
            print(f"mutant {r['id']} [{r['kind']} {r['file']}:{r['line']}] {r['status']}", flush=True)
            with open(os.path.join(a.out, "results.json"), "w") as f:
                json.dump(results, f, indent=1)
    n = {s: sum(r["status"] == s for r in results) for s in ("killed", "survived", "error")}
    print(f"mutation_decode: {n['killed']} killed, {n['survived']} survived, {n['error']} build errors of "
          f"{len(results)} ({100 * n['killed'] / max(1, len(results)):.1f}% killed)")
    for r in results:
        if r["status"] != "killed":
            print(f"  {r['status']}: mutant {r['id']} {r['file']}:{r['line']} {r['kind']}: "
                  f"`{r['original']}` -> `{r['mutated']}`")


if __name__ == "__main__":
    main()
