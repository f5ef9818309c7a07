# Unit test of the LDS unit (rtl/lds/): the block Verilated on its own
# (SIZE_BYTES 65536, LANES 16) and driven by tests/test_rtl_lds.cpp, which also
# cross-checks it against the golden per-lane DS functions (golden/ds.h).
file(GLOB GCN_LDS_MODULES CONFIGURE_DEPENDS ${GCN_RTL_DIR}/lds/*.sv)
list(REMOVE_ITEM GCN_LDS_MODULES ${GCN_RTL_DIR}/lds/gcn_lds_pkg.sv)
# DS_ADD_F32 uses the FP32 adder of rtl/fp (as scripts/rtl_sources.sh --lds lists).
set(GCN_LDS_SOURCES ${GCN_RTL_DIR}/fp/gcn_fp_pkg.sv ${GCN_RTL_DIR}/lds/gcn_lds_pkg.sv ${GCN_LDS_MODULES}
    ${GCN_RTL_DIR}/fp/gcn_fp_lzc.sv ${GCN_RTL_DIR}/fp/gcn_fp_unpack.sv ${GCN_RTL_DIR}/fp/gcn_fp_add.sv
    ${GCN_RTL_DIR}/fp/gcn_fp_round.sv)

set(GCN_LDS_MDIR ${CMAKE_CURRENT_BINARY_DIR}/Vgcn_lds)
add_custom_command(
  OUTPUT ${GCN_LDS_MDIR}/verilated.stamp
  BYPRODUCTS ${GCN_LDS_MDIR}/Vgcn_lds__ALL.a ${GCN_LDS_MDIR}/Vgcn_lds.h
  COMMAND ${GCN_VERILATOR} --cc --build -j 1 -Wall -O3 --x-assign fast --x-initial fast
          --top-module gcn_lds --prefix Vgcn_lds --Mdir ${GCN_LDS_MDIR}
          -CFLAGS "-O1 -fPIC" ${GCN_RTL_DIR}/lds/gcn_lds_standalone.vlt ${GCN_LDS_SOURCES}
  COMMAND ${CMAKE_COMMAND} -E touch ${GCN_LDS_MDIR}/verilated.stamp
  DEPENDS ${GCN_LDS_SOURCES} ${GCN_RTL_DIR}/lds/gcn_lds_standalone.vlt
  COMMENT "Verilating gcn_lds"
  VERBATIM)
add_custom_target(gcn_lds_verilated DEPENDS ${GCN_LDS_MDIR}/verilated.stamp)

add_executable(test_rtl_lds ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_lds.cpp)
add_dependencies(test_rtl_lds gcn_lds_verilated)
# Verilator's headers are not -Wextra clean: include them as system headers.
target_include_directories(test_rtl_lds SYSTEM PRIVATE ${GCN_LDS_MDIR})
target_link_libraries(test_rtl_lds PRIVATE
  ${GCN_LDS_MDIR}/Vgcn_lds__ALL.a gcn_verilator_rt gcn_golden Boost::unit_test_framework)
gcn_strict(test_rtl_lds)
add_test(NAME test_rtl_lds COMMAND test_rtl_lds WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_lds PROPERTIES LABELS "rtl" TIMEOUT 600)
