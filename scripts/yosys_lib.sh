# Shared by the Yosys scripts (synth.sh, fpga.sh); sourced, not run.
#
# gcn_pypi_tool VAR COMMAND PACKAGE: sets VAR to COMMAND's path, installing
#   PACKAGE from PyPI first when COMMAND is missing (YoWASP tools: Yosys and
#   nextpnr built to WebAssembly).
# gcn_stage_rtl DIR LIST.f [--gen GENDIR]: copies the RTL of a block source
#   list (scripts/rtl_sources.sh) into DIR and sets GCN_RTL_NAMES to the file
#   names in compile order. YoWASP tools run in a WebAssembly sandbox that
#   sees only the current directory, so the sources are read from there.

gcn_pypi_tool() {
  local var="$1" cmd="$2" pkg="$3" path
  path="$(command -v "$cmd" || true)"
  if [ -z "$path" ]; then
    echo "installing $pkg from PyPI" >&2
    python3 -m pip install --quiet "$pkg" 2>/dev/null \
      || python3 -m pip install --quiet --break-system-packages "$pkg"
    path="$(command -v "$cmd")"
  fi
  printf -v "$var" '%s' "$path"
}

gcn_stage_rtl() {
  local dir="$1" list="$2" text f
  shift 2
  text="$("$ROOT/scripts/rtl_sources.sh" "$@" "$list")"
  GCN_RTL_NAMES=()
  while IFS= read -r f; do
    cp "$f" "$dir/"
    GCN_RTL_NAMES+=("$(basename "$f")")
  done <<<"$text"
}

# gcn_run_yosys TAG DIR SCRIPT [LOG]: runs Yosys on DIR/SCRIPT in DIR with its
#   log in DIR/LOG (default yosys.log); a failure or any warning is an error
#   (exit 1) printed with the log's error and warning lines, prefixed
#   "TAG: error:". GCN_YOSYS_KNOWN_WARNINGS: an extended regular expression
#   of warnings that are Yosys' own and not the design's (default none).
gcn_run_yosys() {
  local tag="$1" dir="$2" script="$3" log="${4:-yosys.log}"
  if ! (cd "$dir" && "$YOSYS" -q -l "$log" -s "$script" >/dev/null 2>&1); then
    grep -iE "error|warning" "$dir/$log" | head -40 >&2 || true
    echo "$tag: error: yosys failed (the log's error and warning lines above, log $dir/$log)" >&2
    exit 1
  fi
  local allowed="${GCN_YOSYS_KNOWN_WARNINGS:-^\$}"
  if grep "Warning" "$dir/$log" | grep -qvE "$allowed"; then
    grep "Warning" "$dir/$log" | grep -vE "$allowed" | sort | uniq -c | head -40 >&2
    echo "$tag: error: yosys reported warnings" >&2
    exit 1
  fi
}
