# The FPGA shell (top gcn_fpga_shell): the compute unit, the memory adapter,
# the trace buffer, and the generated trace layout and control-map offsets.
# Format: cmake/GcnVerilate.cmake.
-F ../core.f
$GEN/gcn_trace_pkg.sv
$GEN/gcn_trace_words.sv
$GEN/gcn_control_pkg.sv
gcn_clock_gate.sv
gcn_axi_mem.sv
gcn_trace_buffer.sv
gcn_fpga_shell.sv
