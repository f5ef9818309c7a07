#!/usr/bin/env bash
# Runs a command and checks its exit code and output, for ctest entries.
#   check_cmd.sh [--rc N|nonzero] [--stdout REGEX] [--stderr REGEX]
#                [--no-stdout REGEX] [--lines-stderr N] -- command args...
# REGEX is an extended grep pattern that must match some line of the stream.
set -uo pipefail
want_rc=0
out_re=() err_re=() no_out_re=()
err_lines=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rc) want_rc="$2"; shift 2 ;;
    --stdout) out_re+=("$2"); shift 2 ;;
    --stderr) err_re+=("$2"); shift 2 ;;
    --no-stdout) no_out_re+=("$2"); shift 2 ;;
    --lines-stderr) err_lines="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "check_cmd.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
[ $# -gt 0 ] || { echo "check_cmd.sh: no command" >&2; exit 2; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$@" >"$tmp/out" 2>"$tmp/err"
rc=$?
fail=0
show() {
  echo "--- command: $*"
  echo "--- exit code: $rc"
  echo "--- stdout:"; head -c 4000 "$tmp/out"
  echo "--- stderr:"; head -c 4000 "$tmp/err"
}
if [ "$want_rc" = nonzero ]; then
  if [ "$rc" -eq 0 ]; then echo "FAIL: expected a non-zero exit code"; fail=1; fi
elif [ "$rc" -ne "$want_rc" ]; then
  echo "FAIL: expected exit code $want_rc, got $rc"; fail=1
fi
if [ "$rc" -gt 128 ]; then echo "FAIL: killed by a signal (crash)"; fail=1; fi
for re in ${out_re[@]+"${out_re[@]}"}; do
  grep -Eq -- "$re" "$tmp/out" || { echo "FAIL: stdout does not match /$re/"; fail=1; }
done
for re in ${no_out_re[@]+"${no_out_re[@]}"}; do
  if grep -Eq -- "$re" "$tmp/out"; then echo "FAIL: stdout matches /$re/"; fail=1; fi
done
for re in ${err_re[@]+"${err_re[@]}"}; do
  grep -Eq -- "$re" "$tmp/err" || { echo "FAIL: stderr does not match /$re/"; fail=1; }
done
if [ -n "$err_lines" ]; then
  n=$(wc -l <"$tmp/err")
  [ "$n" -eq "$err_lines" ] || { echo "FAIL: expected $err_lines stderr line(s), got $n"; fail=1; }
fi
if [ "$fail" -ne 0 ]; then show "$@"; exit 1; fi
exit 0
