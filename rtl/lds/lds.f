# The LDS unit (top gcn_lds); its atomic ALU adds floats with the FP32 adder
# path. Format: cmake/GcnVerilate.cmake.
-F ../fp/fp_add.f
gcn_lds_pkg.sv
gcn_lds.sv
gcn_lds_atomic.sv
gcn_lds_bank.sv
