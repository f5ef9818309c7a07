# The FP32 adder path: the FP package and the modules an FP32 add needs
# (read by the FP32 lane, fp.f, and by the LDS atomic ALU, lds/lds.f).
# Source list format (one file per line, dependency order, paths relative to
# this file, "-F list.f" includes a list, "$GEN/" is the build's generated-RTL
# directory): cmake/GcnVerilate.cmake.
gcn_fp_pkg.sv
gcn_fp_lzc.sv
gcn_fp_unpack.sv
gcn_fp_add.sv
gcn_fp_round.sv
