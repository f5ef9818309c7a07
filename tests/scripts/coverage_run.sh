#!/usr/bin/env bash
# `cosim run tiny.s --coverage FILE`: the counts of tests/inputs/tiny.s worked
# by hand (s_mov_b32 s0, -1; s_add_u32 s1, s0, 4 -> carry, SCC=1; s_endpgm).
#   coverage_run.sh COSIM TINY.s
set -uo pipefail
cosim="$1" prog="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$cosim" run "$prog" --coverage "$tmp/cov.json" >"$tmp/out" 2>&1
rc=$?
fail=0
[ "$rc" -eq 0 ] || { echo "FAIL: exit code $rc"; fail=1; }
grep -Eq '^coverage: 3/[0-9]+ instructions, 3/[0-9]+ bins$' "$tmp/out" ||
  { echo "FAIL: no 'coverage: 3/Y instructions, 3/B bins' line"; fail=1; }
python3 - "$tmp/cov.json" <<'PY' || fail=1
import json, sys
c = json.load(open(sys.argv[1]))
insn = {i["name"]: i["retired"] for i in c["instructions"]}
bins = {b["name"]: b["count"] for b in c["bins"]}
want_insn = {"s_mov_b32": 1, "s_add_u32": 1, "s_endpgm": 1, "s_sub_u32": 0}
want_bins = {"s_mov_b32.inline": 1, "s_mov_b32.literal": 0, "s_add_u32.inline": 1,
             "s_add_u32.literal": 0, "s_add_u32.scc1": 1, "s_add_u32.scc0": 0}
bad = [(k, v, insn.get(k)) for k, v in want_insn.items() if insn.get(k) != v]
bad += [(k, v, bins.get(k)) for k, v in want_bins.items() if bins.get(k) != v]
for k, want, got in bad:
    print("FAIL: %s = %s, want %s" % (k, got, want))
hit = sorted(k for k, v in insn.items() if v)
if hit != ["s_add_u32", "s_endpgm", "s_mov_b32"]:
    print("FAIL: retired instructions %s" % hit); bad.append(1)
if "s_add_u32" in c["never_hit_instructions"] or "s_sub_u32" not in c["never_hit_instructions"]:
    print("FAIL: never_hit_instructions is wrong"); bad.append(1)
if "s_add_u32.scc0" not in c["never_hit_bins"] or "s_add_u32.scc1" in c["never_hit_bins"]:
    print("FAIL: never_hit_bins is wrong"); bad.append(1)
sys.exit(1 if bad else 0)
PY
if [ "$fail" -ne 0 ]; then echo "--- output:"; cat "$tmp/out"; exit 1; fi
echo "ok"
