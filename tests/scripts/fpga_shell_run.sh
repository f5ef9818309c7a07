#!/usr/bin/env bash
# A program run through the FPGA shell (cosim-fpga-shell: the Verilated
# rtl/fpga/ top, AXI memory, AXI4-Lite host), its captured commit trace
# checked offline: check-trace passes, matching as many instructions as the
# lockstep run of the same program on the shell's configuration
# (cosim-minimal), and the trace holds beats of each kind named.
#   fpga_shell_run.sh SHELL COSIM_MINIMAL PROGRAM OUTDIR "KINDS" [shell options...]
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
shell="$1" cosim="$2" program="$3" out="$4" kinds="$5"
shift 5
mkdir -p "$out"
name="$(basename "$program" .s)"
trace="$out/$name.trace"
shell_out="$("$shell" "$program" --record-trace "$trace" "$@" 2>&1)"
rc=$?
echo "shell: $shell_out"
[ "$rc" -eq 0 ] || { echo "FAIL: cosim-fpga-shell exited $rc"; exit 1; }
info="$(python3 "$here/trace_edit.py" info "$trace")" || exit 1
echo "$info"
check_out="$("$cosim" check-trace "$program" "$trace" 2>&1)"
rc=$?
echo "check-trace: $check_out"
[ "$rc" -eq 0 ] || { echo "FAIL: check-trace exited $rc"; exit 1; }
run_out="$("$cosim" run "$program" 2>&1)"
echo "lockstep: $run_out"
matched() { sed -nE 's/^PASS: matched ([0-9]+) instructions.*/\1/p' <<<"$1"; }
[ -n "$(matched "$check_out")" ] && [ "$(matched "$run_out")" = "$(matched "$check_out")" ] ||
  { echo "FAIL: the shell's trace and the lockstep run matched different instruction counts"; exit 1; }
for k in $kinds; do
  grep -Eq "(^| )$k=[1-9]" <<<"$(sed -n 2p <<<"$info")" || { echo "FAIL: no $k beat in the trace"; exit 1; }
done
rm -f "$trace"
exit 0
