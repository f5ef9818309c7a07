# The RTL vector ALU on its own (--rtl-only): kernels/rtl_valu/*.s, whose
# ";; cosim: expect" values were worked by hand, run on the default compute
# unit (GCN_VALU_LANES lanes) and on the 4-lane build (16 passes per wave).
# They join kernels/directed (lockstep) once the golden model executes VALU
# rows. The llvm-mc round trip checks their encodings meanwhile.
file(GLOB GCN_RTL_VALU_KERNELS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/kernels/rtl_valu/*.s)
foreach(kernel ${GCN_RTL_VALU_KERNELS})
  get_filename_component(kname ${kernel} NAME_WE)
  add_test(NAME rtl_valu_${kname}_lanes${GCN_VALU_LANES}
           COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched [1-9][0-9]* instructions"
                   -- $<TARGET_FILE:cosim> run ${kernel} --rtl-only)
  add_test(NAME rtl_valu_${kname}_lanes4
           COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched [1-9][0-9]* instructions"
                   -- $<TARGET_FILE:cosim-lanes4> run ${kernel} --rtl-only --seed 7)
  add_test(NAME disasm_llvm_${kname}
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/roundtrip.sh $<TARGET_FILE:cosim> ${GCN_LLVM_MC} ${kernel})
  set_tests_properties(rtl_valu_${kname}_lanes${GCN_VALU_LANES} rtl_valu_${kname}_lanes4
                       PROPERTIES LABELS "rtl" TIMEOUT 300)
endforeach()
