# Directed vector ALU kernels (kernels/valu/*.s), whose ";; cosim: expect"
# values were worked by hand, in lockstep (RTL vs golden, and both against the
# expectations) on the default compute unit (GCN_VALU_LANES lanes) and on the
# 4-lane build (16 passes per wave). The llvm-mc round trip checks their
# encodings.
file(GLOB GCN_RTL_VALU_KERNELS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/kernels/valu/*.s)
foreach(kernel ${GCN_RTL_VALU_KERNELS})
  get_filename_component(kname ${kernel} NAME_WE)
  add_test(NAME rtl_valu_${kname}_lanes${GCN_VALU_LANES}
           COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched [1-9][0-9]* instructions"
                   -- $<TARGET_FILE:cosim> run ${kernel})
  set_tests_properties(rtl_valu_${kname}_lanes${GCN_VALU_LANES} PROPERTIES LABELS "rtl" TIMEOUT 300)
  # A default compute unit of 4 lanes (the sanitized build's) is the 4-lane
  # run already.
  if(NOT GCN_VALU_LANES EQUAL 4)
    add_test(NAME rtl_valu_${kname}_lanes4
             COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched [1-9][0-9]* instructions"
                     -- $<TARGET_FILE:cosim-lanes4> run ${kernel} --seed 7)
    set_tests_properties(rtl_valu_${kname}_lanes4 PROPERTIES LABELS "rtl" TIMEOUT 300)
  endif()
  add_test(NAME disasm_llvm_${kname}
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/roundtrip.sh $<TARGET_FILE:cosim> ${GCN_LLVM_MC} ${kernel})
endforeach()
