#!/usr/bin/env bash
# `cosim regress --max-failures 1` on a CU with an injected bug stops early:
# exit status 1, a "stopped after" line, and a summary.json whose programs are
# the finished ones (at least one failed) with the rest counted as not run.
#   max_failures.sh COSIM_BUG COUNT OUTDIR [regress options...]
set -uo pipefail
cosim="$1" count="$2" out="$3"
shift 3
rm -rf "$out"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$cosim" regress --count "$count" --seed 1 --jobs 2 --max-failures 1 --out "$out" "$@" >"$log" 2>&1
rc=$?
fail=0
[ "$rc" -eq 1 ] || { echo "FAIL: exit status $rc, not 1"; fail=1; }
grep -Eq "^stopped after (1 failure|2 failures): [1-9][0-9]* of $count programs not run$" "$log" ||
  { echo "FAIL: no 'stopped after' line"; fail=1; }
python3 - "$out/summary.json" "$count" <<'PY' || fail=1
import json, sys
s = json.load(open(sys.argv[1]))
count = int(sys.argv[2])
ran = len(s["programs"])
problems = []
if s["count"] != ran: problems.append(f"count {s['count']} but {ran} programs")
if ran + s["not_run"] != count: problems.append(f"{ran} run + {s['not_run']} not run != {count}")
if s["not_run"] < 1: problems.append("nothing left unrun")
if not 1 <= s["failed"] <= 2: problems.append(f"{s['failed']} failed")
if s["failed"] != sum(not p["passed"] for p in s["programs"]): problems.append("failed does not count the programs")
if s["run"]["max_failures"] != 1: problems.append("run.max_failures is not 1")
for p in problems: print("FAIL: summary.json:", p)
sys.exit(1 if problems else 0)
PY
if [ "$fail" -ne 0 ]; then echo "--- output:"; head -c 4000 "$log"; exit 1; fi
grep -E '^(FAIL seed=|stopped after)' "$log"
exit 0
