# RTL quality gates: Verilator lint (-Wall, must be clean) and Yosys synthesis
# (check -assert, no warnings). Both read the decode package generated into the
# build tree.
add_test(NAME rtl_lint COMMAND ${CMAKE_SOURCE_DIR}/scripts/lint.sh ${GCN_ISA_PKG})
set_tests_properties(rtl_lint PROPERTIES LABELS "rtl" TIMEOUT 600)

# Synthesis of the full design takes far longer than CI allows on two cores
# (each FP32 lane alone is ~61k cells with its transcendental tables); ctest
# synthesizes the compute unit with two waves, 4 VALU lanes and 4 VGPRs per
# wave, the VALU lanes kept as black boxes (GCN_SYNTH_BLACKBOX_LANES=1).
# The lanes are synthesized on their own by scripts/synth_valu_int.sh and
# scripts/synth_fp.sh; `GCN_SYNTH_WAVES=4 GCN_SYNTH_LANES=16
# GCN_SYNTH_VGPRS=32 scripts/synth.sh` is the default size, whole.
add_test(NAME rtl_synth COMMAND ${CMAKE_SOURCE_DIR}/scripts/synth.sh ${GCN_ISA_PKG})
set_tests_properties(rtl_synth PROPERTIES
  LABELS "rtl;slow" TIMEOUT 3600
  ENVIRONMENT "GCN_SYNTH_WAVES=2;GCN_SYNTH_LANES=4;GCN_SYNTH_VGPRS=4;GCN_SYNTH_BLACKBOX_LANES=1")
