#!/usr/bin/env python3
"""A mutation campaign against the lockstep harness.

Each mutant of the mutant schema (cosim-mutants, scripts/mutate.py) is run
with GCN_MUTANT=<id>: first the directed kernels (cosim run K.s: lockstep and
the kernels' hand-worked expectations; a kernel fails when its exit status or
verdict line differs from the design as is, so kernels the design rejects on
purpose count too), then the default regression (cosim
regress --max-failures 1, fixed seed: its summary.json names the failure); both from random flop and
memory values (--random-reset, unless 0), so a dropped reset shows. A mutant is
  killed       a kernel or a program failed (the first one is recorded)
  survived     everything passed
  timeout      the mutant's time limit ran out first
The design as is (mutant 0) runs first and must pass.

With --shrink, a mutant the regression kills also has its failing program
shrunk (cosim shrink, under the same GCN_MUTANT, outside its time limit): the
record gets the program's length before and after, and the report the median
and largest shrunk length.

Writes OUT/results.json (one record per mutant) and OUT/report.md (kill rate
per block, the survivors) and prints one line per mutant and the totals.
Exit status 0 when the campaign ran (whatever the kill rate), 1 when the
design as is fails, 2 for bad options.

    mutation.py --cosim EXE --mutants MUTANTS.json [--kernels K.s...] [--ids 1-40,77]
                [--count 200] [--seed 1] [--random-reset 1] [--jobs N] [--time-limit 600] [--shrink]
                [--out DIR]
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor


def fail(msg, code=2):
    print(f"mutation.py: error: {msg}", file=sys.stderr)
    sys.exit(code)


def parse_ids(text, known):
    ids = []
    for part in text.split(","):
        m = re.fullmatch(r"(\d+)(?:-(\d+))?", part.strip())
        if not m:
            fail(f"--ids: '{part}' is not N or N-M")
        lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
        if lo > hi:
            fail(f"--ids: '{part}' is an empty range")
        ids.extend(range(lo, hi + 1))
    bad = [i for i in ids if i not in known]
    if bad:
        fail(f"--ids: no mutant {bad[0]} in the schema (1..{len(known)})")
    return ids


def verdict(stdout):
    """A run's PASS/FAIL line without its figures in parentheses (cycles
    and seconds differ between mutants that compute the same)."""
    lines = [ln for ln in stdout.splitlines() if ln.startswith(("PASS", "FAIL"))]
    return re.sub(r"\(\d+ writebacks, \d+ cycles, [\d.]+ s\)", "", lines[-1]).strip() if lines else ""


def run_one(mid, a, deadline_s, baseline):
    """(status, killed_by, detail, seconds, outcomes) of mutant `mid`:
    outcomes maps each kernel run to its (exit status, verdict); baseline is
    mutant 0's outcomes, None when running mutant 0 itself."""
    env = dict(os.environ, GCN_MUTANT=str(mid))
    reset = ["--random-reset", str(a.random_reset)] if a.random_reset else []
    start = time.monotonic()

    def left():
        return deadline_s - (time.monotonic() - start)

    outcomes = {}
    for k in a.kernels:
        if left() <= 0:
            return "timeout", "", "", time.monotonic() - start, outcomes
        try:
            r = subprocess.run([a.cosim, "run", k, *reset], env=env, capture_output=True, text=True, timeout=left())
        except subprocess.TimeoutExpired:
            return "timeout", os.path.basename(k), "", time.monotonic() - start, outcomes
        outcomes[k] = (r.returncode, verdict(r.stdout))
        if baseline is not None and outcomes[k] != baseline[k]:
            said = outcomes[k][1] or (r.stderr.strip().splitlines() or [f"exit status {r.returncode}"])[-1]
            return "killed", os.path.basename(k), said[:300], time.monotonic() - start, outcomes

    out = os.path.join(a.out, "runs", f"m{mid}")
    summary = os.path.join(out, "summary.json")
    if os.path.exists(summary):
        os.remove(summary)
    p = subprocess.Popen([a.cosim, "regress", "--count", str(a.count), "--seed", str(a.seed), "--jobs", "1",
                          "--max-failures", "1", *reset, "--out", out], env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        p.wait(timeout=max(0.01, left()))
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
        return "timeout", "regress", "", time.monotonic() - start, outcomes
    try:
        with open(summary) as f:
            s = json.load(f)
        failing = [prog for prog in s["programs"] if not prog["passed"]]
    except (OSError, ValueError, KeyError):
        return "killed", "regress", f"exit status {p.returncode}, no summary.json", time.monotonic() - start, outcomes
    if failing:
        first = failing[0]
        return ("killed", f"regress seed {first['seed']}", f"{first['status']}: {first['summary']}"[:300],
                time.monotonic() - start, outcomes)
    if p.returncode != 0:
        return "killed", "regress", f"exit status {p.returncode}", time.monotonic() - start, outcomes
    return "survived", "", "", time.monotonic() - start, outcomes


SHRINK_SUMMARY = re.compile(r"^shrink: (\d+) -> (\d+) instructions", re.M)


def shrink_one(mid, a, by):
    """{from, to, seconds} (or {error}) of shrinking the regression failure
    that killed mutant `mid` (`by` is "regress seed S")."""
    seed = by.split()[-1]
    fail_file = os.path.join(a.out, "runs", f"m{mid}", f"fail-{seed}.s")
    if not os.path.exists(fail_file):
        return {"error": f"no {os.path.basename(fail_file)} saved"}
    min_file = os.path.join(a.out, "runs", f"m{mid}", f"fail-{seed}.min.s")
    start = time.monotonic()
    try:
        r = subprocess.run([a.cosim, "shrink", fail_file, "-o", min_file], env=dict(os.environ, GCN_MUTANT=str(mid)),
                           capture_output=True, text=True, timeout=a.time_limit)
    except subprocess.TimeoutExpired:
        return {"error": f"cosim shrink ran out of {a.time_limit:.0f} s"}
    if r.returncode != 0:
        return {"error": (r.stderr.strip().splitlines() or [f"exit status {r.returncode}"])[-1][:300]}
    m = SHRINK_SUMMARY.search(r.stdout)
    if not m:
        return {"error": "cosim shrink printed no 'shrink: N -> M instructions' line"}
    return {"from": int(m.group(1)), "to": int(m.group(2)), "seconds": round(time.monotonic() - start, 1)}


def median(values):
    v = sorted(values)
    return (v[(len(v) - 1) // 2] + v[len(v) // 2]) / 2


def report(a, meta, results):
    blocks = {}
    for r in results:
        b = blocks.setdefault(r["block"], {"killed": 0, "survived": 0, "timeout": 0})
        b[r["status"]] += 1
    lines = ["# Mutation campaign", "",
             f"Schema: {len(meta['mutants'])} mutants of {meta['candidates']} candidates "
             f"(sample {meta['sample']}, seed {meta['seed']}); ran {len(results)}; regression "
             f"{a.count} programs, seed {a.seed}, random reset {a.random_reset or 'off'}; "
             f"{len(a.kernels)} directed kernels; "
             f"time limit {a.time_limit} s per mutant.", "",
             "| block | mutants | killed | survived | timed out | kill rate |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    tot = {"killed": 0, "survived": 0, "timeout": 0}
    for name in sorted(blocks):
        b = blocks[name]
        n = sum(b.values())
        for k in tot:
            tot[k] += b[k]
        lines.append(f"| {name} | {n} | {b['killed']} | {b['survived']} | {b['timeout']} | "
                     f"{100 * b['killed'] / n:.0f}% |")
    n = sum(tot.values())
    lines.append(f"| **all** | {n} | {tot['killed']} | {tot['survived']} | {tot['timeout']} | "
                 f"{100 * tot['killed'] / max(1, n):.1f}% |")
    lines += ["", "## Survivors", "", "| id | block | kind | where | original | mutated |",
              "| ---: | --- | --- | --- | --- | --- |"]
    for r in results:
        if r["status"] != "killed":
            lines.append(f"| {r['id']} | {r['block']} | {r['kind']}{' (timeout)' if r['status'] == 'timeout' else ''} | "
                         f"{r['file']}:{r['line']} | `{r['original']}` | `{r['mutated']}` |")
    shrunk = [r["shrunk"] for r in results if "shrunk" in r]
    if shrunk:
        done = [x["to"] for x in shrunk if "to" in x]
        lines += ["", "## Shrunk regression failures", "",
                  f"{len(shrunk)} mutants killed by the regression; {len(done)} failures shrunk"
                  + (f": median {median(done):g} instructions, largest {max(done)}"
                     f" (from median {median([x['from'] for x in shrunk if 'to' in x]):g})" if done else "")
                  + f"; {len(shrunk) - len(done)} not shrunk."]
        for r in results:
            if "error" in r.get("shrunk", {}):
                lines.append(f"- mutant {r['id']}: {r['shrunk']['error']}")
    return "\n".join(lines) + "\n", tot


def main():
    ap = argparse.ArgumentParser(description="Runs a mutation campaign against the lockstep harness.")
    ap.add_argument("--cosim", required=True, help="the cosim built with the mutant schema (cosim-mutants)")
    ap.add_argument("--mutants", required=True, help="the schema's mutants.json")
    ap.add_argument("--kernels", nargs="*", default=[], help="directed kernels (cosim run) tried first")
    ap.add_argument("--ids", help="mutants to run, e.g. 1-40,77 (default: all)")
    ap.add_argument("--count", type=int, default=200, help="regression programs per mutant")
    ap.add_argument("--seed", type=int, default=1, help="the regression's master seed")
    ap.add_argument("--random-reset", type=int, default=1,
                    help="seed of the random initial flop and memory values (0: none)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="mutants run at once")
    ap.add_argument("--time-limit", type=float, default=600, help="seconds per mutant")
    ap.add_argument("--shrink", action="store_true", help="shrink each failure that kills a mutant in the regression")
    ap.add_argument("--out", default="mutation-out", help="output directory")
    a = ap.parse_args()
    if a.count < 1 or a.jobs < 1 or a.time_limit <= 0 or a.random_reset < 0:
        fail("--count, --jobs and --time-limit must be positive, --random-reset at least 0")
    if not os.access(a.cosim, os.X_OK):
        fail(f"{a.cosim} is not an executable")
    for k in a.kernels:
        if not os.path.isfile(k):
            fail(f"{k}: no such kernel")
    try:
        meta = json.load(open(a.mutants))
        by_id = {m["id"]: m for m in meta["mutants"]}
    except (OSError, ValueError, KeyError) as e:
        fail(f"{a.mutants}: not a mutants.json ({e})")
    ids = parse_ids(a.ids, by_id) if a.ids else sorted(by_id)
    os.makedirs(a.out, exist_ok=True)
    print(f"mutation: {len(ids)} mutants, {len(a.kernels)} kernels, regress --count {a.count} --seed {a.seed}, "
          f"{a.jobs} at once, {a.time_limit:.0f} s each", flush=True)

    status, by, detail, secs, baseline = run_one(0, a, 24 * 3600.0, None)
    if status != "survived":
        fail(f"the design as is (mutant 0) fails: {by}: {detail}", 1)
    for k, (rc, said) in baseline.items():
        if rc not in (0, 1) or "mismatch" in said:
            fail(f"the design as is (mutant 0) fails {k}: exit status {rc}: {said}", 1)
    print(f"mutant 0 (the design as is): passes in {secs:.0f} s", flush=True)

    results = []
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        def run_and_shrink(mid):
            out = run_one(mid, a, a.time_limit, baseline)
            shrunk = shrink_one(mid, a, out[1]) if a.shrink and out[1].startswith("regress seed ") else None
            return out, shrunk

        futures = [(mid, pool.submit(run_and_shrink, mid)) for mid in ids]
        for mid, fut in futures:
            (status, by, detail, secs, _), shrunk = fut.result()
            m = by_id[mid]
            r = {**m, "status": status, "by": by, "detail": detail, "seconds": round(secs, 1)}
            if shrunk is not None:
                r["shrunk"] = shrunk
            results.append(r)
            sh = r.get("shrunk", {})
            said = (f", shrunk {sh['from']} -> {sh['to']} instructions" if "to" in sh
                    else f", not shrunk: {sh['error']}" if sh else "")
            print(f"mutant {mid} [{m['block']} {m['kind']} {m['file']}:{m['line']}] {status}"
                  f"{' by ' + by if by else ''} ({secs:.0f} s{said})", flush=True)
            with open(os.path.join(a.out, "results.json"), "w") as f:
                json.dump({"schema": {k: meta[k] for k in ("candidates", "sample", "seed")},
                           "count": a.count, "seed": a.seed, "random_reset": a.random_reset, "kernels": [os.path.basename(k) for k in a.kernels],
                           "time_limit": a.time_limit, "results": results}, f, indent=1)
    text, tot = report(a, meta, results)
    with open(os.path.join(a.out, "report.md"), "w") as f:
        f.write(text)
    n = sum(tot.values())
    print(f"mutation: {tot['killed']} killed, {tot['survived']} survived, {tot['timeout']} timed out of {n} "
          f"({100 * tot['killed'] / max(1, n):.1f}% killed); report: {os.path.join(a.out, 'report.md')}")


if __name__ == "__main__":
    main()
