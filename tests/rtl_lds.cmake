# Unit test of the LDS unit (rtl/lds/): the block Verilated on its own
# (SIZE_BYTES 65536, LANES 16) and driven by tests/test_rtl_lds.cpp, which also
# cross-checks it against the golden per-lane DS functions (golden/ds.h).
# The sources in compile order, as lint.sh and synth.sh take them: one list,
# in scripts/rtl_sources.sh (re-read when it or rtl/lds/ changes), with the
# generated atomic-operation package next to the decode package.
execute_process(COMMAND bash ${CMAKE_SOURCE_DIR}/scripts/rtl_sources.sh --lds ${GCN_ISA_PKG}
                OUTPUT_VARIABLE GCN_LDS_SOURCES OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
string(REPLACE "\n" ";" GCN_LDS_SOURCES "${GCN_LDS_SOURCES}")
# (the glob only makes a new file in rtl/lds/ re-run the configuration)
file(GLOB GCN_LDS_DIR_FILES CONFIGURE_DEPENDS ${GCN_RTL_DIR}/lds/*.sv)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/scripts/rtl_sources.sh)

set(GCN_LDS_MDIR ${CMAKE_CURRENT_BINARY_DIR}/Vgcn_lds)
add_custom_command(
  OUTPUT ${GCN_LDS_MDIR}/verilated.stamp
  BYPRODUCTS ${GCN_LDS_MDIR}/Vgcn_lds__ALL.a ${GCN_LDS_MDIR}/Vgcn_lds.h
  COMMAND ${GCN_VERILATOR} --cc --build -j 1 -Wall -O3 --x-assign fast --x-initial fast
          --top-module gcn_lds --prefix Vgcn_lds --Mdir ${GCN_LDS_MDIR}
          -CFLAGS "-O1 -fPIC" ${GCN_RTL_DIR}/lds/gcn_lds_standalone.vlt ${GCN_LDS_SOURCES}
  COMMAND ${CMAKE_COMMAND} -E touch ${GCN_LDS_MDIR}/verilated.stamp
  DEPENDS ${GCN_LDS_SOURCES} ${GCN_RTL_DIR}/lds/gcn_lds_standalone.vlt gcn_lds_atomic
  COMMENT "Verilating gcn_lds"
  VERBATIM)
add_custom_target(gcn_lds_verilated DEPENDS ${GCN_LDS_MDIR}/verilated.stamp)

add_executable(test_rtl_lds ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_lds.cpp)
add_dependencies(test_rtl_lds gcn_lds_verilated gcn_lds_atomic)
# Verilator's headers are not -Wextra clean: include them as system headers.
target_include_directories(test_rtl_lds SYSTEM PRIVATE ${GCN_LDS_MDIR})
target_include_directories(test_rtl_lds PRIVATE ${GCN_LDS_ATOMIC_INCLUDE})
target_link_libraries(test_rtl_lds PRIVATE
  ${GCN_LDS_MDIR}/Vgcn_lds__ALL.a gcn_verilator_rt gcn_golden Boost::unit_test_framework)
gcn_strict(test_rtl_lds)
add_test(NAME test_rtl_lds COMMAND test_rtl_lds WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_lds PROPERTIES LABELS "rtl" TIMEOUT 600)
