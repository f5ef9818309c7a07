#!/usr/bin/env bash
# The screenshot in docs/verification.md: the S_ADD_U32 carry bug's trace
# window opened in GTKWave (Debian's 3.3.118, under Xvfb) with
# build/waves/gcn_cu.gtkw, the marker on the failing cycle.
#   scripts/gtkwave_screenshot.sh [BUILD] [OUT.png]
# Needs gtkwave and xvfb (apt-get install gtkwave xvfb).
set -euo pipefail
build="${1:-build}" out="${2:-docs/images/gtkwave_trace_window.png}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
line="$("$build/cosim-bug-sadd-carry" run tests/inputs/trace_window/sadd_carry.s --trace-window 40 "$tmp/w.fst" \
        | grep '^trace window:')" || true
[ -n "$line" ] || { echo "no trace window written" >&2; exit 1; }
echo "$line"
time_at="$(sed -E 's/.*FST time ([0-9]+)$/\1/' <<<"$line")"
cat >"$tmp/shot.tcl" <<TCL
gtkwave::/Time/Zoom/Zoom_Full
gtkwave::setMarker $time_at
gtkwave::/File/Grab_To_File $(realpath -m "$out")
gtkwave::/File/Quit
TCL
mkdir -p "$(dirname "$out")"
timeout 120 xvfb-run -a -s "-screen 0 1600x1000x24" gtkwave -S "$tmp/shot.tcl" "$tmp/w.fst" "$build/waves/gcn_cu.gtkw" >/dev/null
echo "wrote $out"
