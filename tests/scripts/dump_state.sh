#!/usr/bin/env bash
# `cosim run --dump-state`: the JSON holds the final state worked by hand for
# tests/inputs/tiny.s (s1 = 0xffffffff + 4 = 0x3, SCC = carry = 1).
#   dump_state.sh COSIM TINY.s [extra run options]
set -euo pipefail
cosim="$1" prog="$2"; shift 2
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$cosim" run "$prog" --dump-state "$tmp/state.json" "$@"
python3 - "$tmp/state.json" <<'PY'
import json, sys
st = json.load(open(sys.argv[1]))
w = st["waves"][0]
errors = []
def want(what, got, exp):
    if got != exp:
        errors.append(f"{what}: expected {exp}, got {got}")
want("wave", w["wave"], 0)
want("s0", w["sgpr"]["s0"], "0xffffffff")
want("s1", w["sgpr"]["s1"], "0x3")
want("s2", w["sgpr"]["s2"], "0x0")
want("scc", w["scc"], 1)
want("exec", w["sgpr"]["exec"], "0xffffffffffffffff")
want("vcc", w["sgpr"]["vcc"], "0x0")
want("m0", w["sgpr"]["m0"], "0x0")
want("pc is hex", w["pc"].startswith("0x"), True)
code = [m for m in st["memory"] if m["name"] == "code"]
want("code region", len(code), 1)
if code:
    want("code base", code[0]["base"], "0x100000000")
    # s_mov_b32 s0, -1 = [0xc1,0x00,0x80,0xbe] (llvm-mc-16 -show-encoding)
    want("code bytes", code[0]["data"][:8], "c10080be")
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK")
PY
