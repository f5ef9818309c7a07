# The LDS unit (top gcn_lds); its atomic ALU adds floats with the FP32 adder
# path. Format: cmake/GcnVerilate.cmake.
-F ../fp/fp_add.f
# The atomic-operation numbering, generated from the atomic section of model/isa.def by tools/gen_lds_atomic.
$GEN/gcn_lds_atomic_pkg.sv
gcn_lds_pkg.sv
gcn_lds.sv
gcn_lds_bank.sv
gcn_lds_alu.sv
