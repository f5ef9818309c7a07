# Helper packages shared by the lanes (read by rtl/valu/valu.f and
# rtl/fp/fp_add.f). Format: cmake/GcnVerilate.cmake.
gcn_bits_pkg.sv
