#!/usr/bin/env bash
# Runs `cosim regress` and checks its contract: exit code, the "seed:" first
# line, the final "N passed, N failed" line, junit.xml and summary.json.
#   regress_check.sh COSIM COUNT SEED JOBS OUTDIR
set -uo pipefail
cosim="$1" count="$2" seed="$3" jobs="$4" out="$5"
rm -rf "$out"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$cosim" regress --count "$count" --seed "$seed" --jobs "$jobs" --out "$out" >"$log" 2>&1
rc=$?
fail=0
[ "$rc" -eq 0 ] || { echo "FAIL: cosim regress exited with $rc"; fail=1; }
[ "$(head -n 1 "$log")" = "seed: $seed" ] || { echo "FAIL: first line is not 'seed: $seed'"; fail=1; }
grep -qx "$count passed, 0 failed" "$log" || { echo "FAIL: no '$count passed, 0 failed' line"; fail=1; }
[ -s "$out/junit.xml" ] || { echo "FAIL: $out/junit.xml missing"; fail=1; }
n=$(grep -c '<testcase ' "$out/junit.xml" 2>/dev/null || echo 0)
[ "$n" -eq "$count" ] || { echo "FAIL: junit.xml has $n testcases, want $count"; fail=1; }
python3 - "$out/summary.json" "$count" <<'PY' || fail=1
import json, sys
s = json.load(open(sys.argv[1]))
want = int(sys.argv[2])
ok = s["count"] == want and s["passed"] == want and s["failed"] == 0 and len(s["programs"]) == want
ok = ok and all(p["status"] == "pass" or p["passed"] for p in s["programs"])
if not ok:
    print("FAIL: summary.json does not report %d passing programs" % want)
    sys.exit(1)
PY
if [ "$fail" -ne 0 ]; then echo "--- output:"; head -c 6000 "$log"; exit 1; fi
tail -n 1 "$log"
exit 0
