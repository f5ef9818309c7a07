#!/usr/bin/env bash
# Prints the RTL files of block source lists (rtl/core.f, rtl/valu/valu.f,
# rtl/fp/fp.f, rtl/lds/lds.f, ...; format: cmake/GcnVerilate.cmake) in
# compile order, one absolute path per line: "-F list.f" lines are read in
# place, a file reached twice is printed once (first place), "$GEN/" is the
# directory of the packages generated in the build.
# Usage: scripts/rtl_sources.sh [--gen DIR] LIST.f...
#   --gen DIR  the generated packages' directory; without it, GCN_BUILD_DIR/rtl
#              (default build/rtl), where missing packages are built first
#              (target gcn_rtl_generated).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${GCN_BUILD_DIR:-$ROOT/build}"
GEN=""
LISTS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --gen) [ $# -ge 2 ] || { echo "rtl_sources: error: --gen needs a directory" >&2; exit 2; }
           GEN="$2"; shift 2 ;;
    -h|--help) sed -n '2,11p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "rtl_sources: error: unknown option '$1'" >&2; exit 2 ;;
    *) LISTS+=("$1"); shift ;;
  esac
done
[ ${#LISTS[@]} -gt 0 ] || { echo "rtl_sources: error: no source list given (see --help)" >&2; exit 2; }
BUILD_MISSING=0
if [ -z "$GEN" ]; then
  GEN="$BUILD/rtl"
  BUILD_MISSING=1
fi
[ ! -d "$GEN" ] || GEN="$(cd "$GEN" && pwd)"

declare -A SEEN=()
FILES=()
GENERATED=()
add() {  # add <file>: appends a file not yet seen
  if [ -z "${SEEN[$1]:-}" ]; then
    SEEN[$1]=1
    FILES+=("$1")
  fi
}
trim() {  # trim <text>: prints it without leading and trailing blanks
  local s="$1"
  s="${s#"${s%%[![:space:]]*}"}"
  echo "${s%"${s##*[![:space:]]}"}"
}
read_list() {  # read_list <list.f>
  local list="$1" dir line file
  [ -f "$list" ] || { echo "rtl_sources: error: source list not found: $list" >&2; exit 1; }
  dir="$(cd "$(dirname "$list")" && pwd)"
  while IFS= read -r line || [ -n "$line" ]; do
    line="${line%%#*}"
    line="$(trim "$line")"
    case "$line" in
      "") ;;
      "-F "*)
        file="$(trim "${line#-F}")"
        read_list "$dir/$file" ;;
      -*) echo "rtl_sources: error: $list: unknown option line '$line' (only -F list.f)" >&2; exit 1 ;;
      '$GEN/'*)
        file="$GEN/${line#\$GEN/}"
        GENERATED+=("$file")
        add "$file" ;;
      *)
        file="$(cd "$dir/$(dirname "$line")" 2>/dev/null && pwd)/$(basename "$line")" ||
          { echo "rtl_sources: error: $list: no such directory for '$line'" >&2; exit 1; }
        [ -f "$file" ] || { echo "rtl_sources: error: $list: listed file not found: $file" >&2; exit 1; }
        add "$file" ;;
    esac
  done < "$list"
}
for list in "${LISTS[@]}"; do
  read_list "$list"
done

missing() {
  local f
  for f in ${GENERATED[@]+"${GENERATED[@]}"}; do
    [ -f "$f" ] || { echo "$f"; return 0; }
  done
  return 1
}
if [ "$BUILD_MISSING" = 1 ] && missing >/dev/null; then
  "$ROOT/scripts/build.sh" --target gcn_rtl_generated >/dev/null
fi
if f="$(missing)"; then
  echo "rtl_sources: error: generated package not found: $f" >&2
  exit 1
fi
printf '%s\n' "${FILES[@]}"
