#!/usr/bin/env bash
# Synthesizes the integer VALU lane (rtl/valu/, top gcn_int_lane) with Yosys;
# see scripts/synth_lane.sh. Any Yosys warning fails the run.
# Usage: scripts/synth_valu_int.sh
set -euo pipefail
exec "$(dirname "${BASH_SOURCE[0]}")/synth_lane.sh" valu gcn_int_pkg.sv gcn_int_lane
