# The compute unit with its bug-injection hooks (testbench only; Verilated
# with GCN_BUG_INJECT defined). Format: cmake/GcnVerilate.cmake.
gcn_bug_pkg.sv
-F ../core.f
