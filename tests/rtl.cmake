# RTL quality gates: Verilator lint (-Wall, must be clean) and Yosys synthesis
# (check -assert, no warnings). Both read the decode package generated into the
# build tree.
add_test(NAME rtl_lint COMMAND ${CMAKE_SOURCE_DIR}/scripts/lint.sh ${GCN_ISA_PKG})
set_tests_properties(rtl_lint PROPERTIES LABELS "rtl" TIMEOUT 600)

# Synthesis of the full design takes over ten minutes on two cores; ctest runs
# it with two waves, 4 VALU lanes and 4 VGPRs per wave (the VGPR file is
# flip-flops in a generic netlist); `GCN_SYNTH_WAVES=4 GCN_SYNTH_LANES=16
# GCN_SYNTH_VGPRS=32 scripts/synth.sh` for the default size.
add_test(NAME rtl_synth COMMAND ${CMAKE_SOURCE_DIR}/scripts/synth.sh ${GCN_ISA_PKG})
set_tests_properties(rtl_synth PROPERTIES
  LABELS "rtl;slow" TIMEOUT 3600 ENVIRONMENT "GCN_SYNTH_WAVES=2;GCN_SYNTH_LANES=4;GCN_SYNTH_VGPRS=4")
