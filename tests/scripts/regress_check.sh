#!/usr/bin/env bash
# Runs `cosim regress` and checks its contract: exit code, the "seed:" first
# line, the final "N passed, N failed" line after a "coverage: ..." line,
# junit.xml, summary.json, and coverage.json retiring every executable
# instruction: with no profile option the run is the mixed profile, which
# reaches every format. With --vector only the scalar and vector ALU rows are
# required, with --lds every DS row (the LDS profile spends its programs on DS
# episodes, so a rare vector row, one of ~50 V_CMPX rows drawn a few times per
# program, may miss 200 of them), with --vmem every FLAT, GLOBAL and SCRATCH row. Further
# arguments are passed to `cosim regress`. GCN_MIN_BIN_PERCENT (default 0)
# is the share of the functional bins that must be hit; GCN_REQUIRE_EVERY_ROW=0
# drops the every-row requirement (for runs of a few programs).
#   regress_check.sh COSIM COUNT SEED JOBS OUTDIR [--vector | --lds | --vmem]
set -uo pipefail
cosim="$1" count="$2" seed="$3" jobs="$4" out="$5"
shift 5
extra=("$@")
mode=mixed
for a in "${extra[@]}"; do
  [ "$a" = "--vector" ] && mode=vector
  [ "$a" = "--lds" ] && mode=lds
  [ "$a" = "--vmem" ] && mode=vmem
done
rm -rf "$out"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$cosim" regress --count "$count" --seed "$seed" --jobs "$jobs" --out "$out" "${extra[@]}" >"$log" 2>&1
rc=$?
fail=0
[ "$rc" -eq 0 ] || { echo "FAIL: cosim regress exited with $rc"; fail=1; }
[ "$(head -n 1 "$log")" = "seed: $seed" ] || { echo "FAIL: first line is not 'seed: $seed'"; fail=1; }
[ "$(tail -n 1 "$log")" = "$count passed, 0 failed" ] || { echo "FAIL: last line is not '$count passed, 0 failed'"; fail=1; }
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
tail -n 2 "$log" | head -n 1 | grep -Eq '^coverage: [0-9]+/[0-9]+ instructions, [0-9]+/[0-9]+ bins$' ||
  { echo "FAIL: the line before the last is not 'coverage: X/Y instructions, A/B bins'"; fail=1; }
python3 - "$out/coverage.json" "$log" "$mode" "${GCN_MIN_BIN_PERCENT:-0}" "${GCN_REQUIRE_EVERY_ROW:-1}" <<'PY' || fail=1
import json, re, sys
c = json.load(open(sys.argv[1]))
insns = c["instructions"]
generated = {"SOP2", "SOPK", "SOP1", "SOPC", "SOPP", "SMEM", "VOP2", "VOP1", "VOPC", "VOP3A", "VOP3B"}
if sys.argv[3] == "lds":
    generated = {"DS"}
if sys.argv[3] == "vmem":
    generated = {"FLAT", "GLOBAL", "SCRATCH"}
if sys.argv[3] == "mixed":
    generated = {i["format"] for i in insns}
missing = [i["name"] for i in insns if i["format"] in generated and i["retired"] == 0]
ok = True
if not any(i["format"] in generated for i in insns):
    print("FAIL: coverage.json lists none of the required formats"); ok = False
if missing and sys.argv[5] != "0":
    print("FAIL: never retired in lockstep: " + " ".join(missing)); ok = False
s = c["summary"]
hit = sum(1 for i in insns if i["retired"] > 0)
bins_hit = sum(1 for b in c["bins"] if b["count"] > 0)
if s["instructions_hit"] != hit or s["instructions_total"] != len(insns) or \
   s["bins_hit"] != bins_hit or s["bins_total"] != len(c["bins"]):
    print("FAIL: coverage.json summary disagrees with its lists"); ok = False
if sorted(c["never_hit_bins"]) != sorted(b["name"] for b in c["bins"] if b["count"] == 0):
    print("FAIL: never_hit_bins disagrees with the bins"); ok = False
min_pct = float(sys.argv[4])
if bins_hit < min_pct / 100 * len(c["bins"]):
    print("FAIL: %d of %d bins hit, under %g%%" % (bins_hit, len(c["bins"]), min_pct)); ok = False
line = "coverage: %d/%d instructions, %d/%d bins" % (hit, len(insns), bins_hit, len(c["bins"]))
if line not in open(sys.argv[2]).read().splitlines():
    print("FAIL: printed coverage line does not match coverage.json ('%s')" % line); ok = False
sys.exit(0 if ok else 1)
PY
if [ "$fail" -ne 0 ]; then echo "--- output:"; head -c 6000 "$log"; exit 1; fi
grep '^coverage: ' "$log"
tail -n 1 "$log"
exit 0
