#!/usr/bin/env bash
# scripts/soak.sh --resume: a soak stopped part way goes on with the chunks it
# had not finished, runs none twice, and its totals cover the whole soak; a
# resume with other options than the soak began with is refused.
# Usage: soak_resume.sh SOAK_SH OUT_DIR   (GCN_BUILD_DIR names the build)
set -euo pipefail
soak="$1" out="$2"
rm -rf "$out"
fail() { echo "soak_resume: $*" >&2; exit 1; }

bash "$soak" --count 6 --chunk 2 --jobs 1 --profiles scalar --out "$out" >/dev/null
[ "$(wc -l <"$out/chunks.tsv")" = 3 ] || fail "expected 3 chunks recorded"
# As if the soak had been stopped while running its last chunk.
sed -i '$d' "$out/chunks.tsv"
log=$(bash "$soak" --count 6 --chunk 2 --jobs 1 --profiles scalar --out "$out" --resume)
ran=$(grep -c "^  scalar chunk" <<<"$log" || true)
[ "$ran" = 1 ] || fail "resume ran $ran chunks, expected only the unfinished one"
grep -q "^  scalar chunk 2:" <<<"$log" || fail "resume did not run chunk 2: $log"
grep -q "^soak: 6 programs, 6 passed, 0 failed" <<<"$log" || fail "totals wrong after resume: $log"
[ "$(wc -l <"$out/chunks.tsv")" = 3 ] || fail "a chunk was recorded twice"

rc=0
bash "$soak" --count 8 --chunk 2 --jobs 1 --profiles scalar --out "$out" --resume >/dev/null 2>"$out.err" || rc=$?
[ "$rc" = 2 ] || fail "resume with another --count exited $rc, expected 2"
grep -q "was started with" "$out.err" || fail "no reason given: $(cat "$out.err")"
echo "soak_resume: ok"
