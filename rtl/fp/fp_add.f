# The FP package: its types and the FP32 adder path as functions (read by the
# FP32 lane, fp.f, and by the LDS atomic ALU, lds/lds.f).
# Source list format (one file per line, dependency order, paths relative to
# this file, "-F list.f" includes a list, "$GEN/" is the build's generated-RTL
# directory): cmake/GcnVerilate.cmake.
-F ../lib/lib.f
gcn_fp_pkg.sv
