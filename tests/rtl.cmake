# RTL quality gates: Verilator lint (-Wall, must be clean) and Yosys synthesis
# (check -assert, no warnings). Both read the decode package generated into the
# build tree.
add_test(NAME rtl_lint COMMAND ${CMAKE_SOURCE_DIR}/scripts/lint.sh ${GCN_ISA_PKG})
set_tests_properties(rtl_lint PROPERTIES LABELS "rtl" TIMEOUT 600)

# Synthesis gate: the compute unit with two waves, 4 VALU lanes and 4 VGPRs
# per wave, the VALU lanes black-boxed and the VGPR banks kept as memories
# (gcn_vgpr_bank; in a generic netlist they would be flip-flops and read
# multiplexers, which dominate the run time, not the checks). Whole-design
# synthesis takes far longer than CI allows on two cores (each FP32 lane alone
# is ~61k cells); scripts/synth_vector_unit.sh reports the vector unit's size
# from the lanes synthesized on their own (`scripts/synth.sh --top ...`).
# The LDS unit is black-boxed there too and has its own gate below.
add_test(NAME rtl_synth
  COMMAND ${CMAKE_SOURCE_DIR}/scripts/synth.sh --blackbox-lanes --blackbox-lds --keep-memories ${GCN_ISA_PKG})
set_tests_properties(rtl_synth PROPERTIES
  LABELS "rtl;slow" TIMEOUT 1800
  ENVIRONMENT "GCN_SYNTH_WAVES=2;GCN_SYNTH_LANES=4;GCN_SYNTH_VGPRS=4")

# The LDS unit at the small size the issue requires to build (8 KiB), 4
# lanes, banks kept as memories, through Yosys' coarse-grain synthesis
# (elaboration, processes, memory inference: proves it synthesizes without
# latches); its full size is measured by hand (docs/design.md).
add_test(NAME rtl_synth_lds
  COMMAND ${CMAKE_SOURCE_DIR}/scripts/synth.sh --top gcn_lds --coarse --keep-memories)
set_tests_properties(rtl_synth_lds PROPERTIES
  LABELS "rtl;slow" TIMEOUT 1800
  ENVIRONMENT "GCN_SYNTH_LDS_BYTES=8192;GCN_SYNTH_LANES=4")
