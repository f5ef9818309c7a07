# Unit test of the FP32 VALU lane (rtl/fp/): the lane Verilated on its own and
# compared against the host FPU (tests/test_rtl_fp32.cpp).
file(GLOB GCN_FP_MODULES CONFIGURE_DEPENDS ${GCN_RTL_DIR}/fp/*.sv)
list(REMOVE_ITEM GCN_FP_MODULES ${GCN_RTL_DIR}/fp/gcn_fp_pkg.sv)
# The micro-op package (tools/gen_uop_pkg) and the transcendental tables
# (tools/gen_fp_tables) are generated at build time.
set(GCN_FP_SOURCES ${GCN_VALU_UOP_PKG} ${GCN_RTL_DIR}/fp/gcn_fp_pkg.sv ${GCN_FP_TABLES_PKG} ${GCN_FP_MODULES})

set(GCN_FP_MDIR ${CMAKE_CURRENT_BINARY_DIR}/Vgcn_fp32_lane)
add_custom_command(
  OUTPUT ${GCN_FP_MDIR}/verilated.stamp
  BYPRODUCTS ${GCN_FP_MDIR}/Vgcn_fp32_lane__ALL.a ${GCN_FP_MDIR}/Vgcn_fp32_lane.h
  COMMAND ${GCN_VERILATOR} --cc --build -j 2 -Wall -O3 --x-assign fast --x-initial fast
          --top-module gcn_fp32_lane --prefix Vgcn_fp32_lane --Mdir ${GCN_FP_MDIR}
          -CFLAGS "-O2 -fPIC" ${GCN_FP_SOURCES}
  COMMAND ${CMAKE_COMMAND} -E touch ${GCN_FP_MDIR}/verilated.stamp
  DEPENDS ${GCN_FP_SOURCES} gcn_fp_tables gcn_valu_uop_pkg
  COMMENT "Verilating gcn_fp32_lane"
  VERBATIM)
add_custom_target(gcn_fp32_lane_verilated DEPENDS ${GCN_FP_MDIR}/verilated.stamp)

add_executable(test_rtl_fp32 ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_fp32.cpp)
add_dependencies(test_rtl_fp32 gcn_fp32_lane_verilated)
# Verilator's headers are not -Wextra clean: include them as system headers.
target_include_directories(test_rtl_fp32 SYSTEM PRIVATE ${GCN_FP_MDIR})
# The micro-op codes it drives (valu_uops.h).
target_include_directories(test_rtl_fp32 PRIVATE ${CMAKE_SOURCE_DIR}/model)
target_link_libraries(test_rtl_fp32 PRIVATE
  ${GCN_FP_MDIR}/Vgcn_fp32_lane__ALL.a gcn_verilator_rt Boost::unit_test_framework)
gcn_strict(test_rtl_fp32)
add_test(NAME test_rtl_fp32 COMMAND test_rtl_fp32 WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_fp32 PROPERTIES LABELS "rtl" TIMEOUT 300)

# Cross-check of the same Verilated lane against golden/fp, bit for bit
# (tests/test_rtl_fp32_xcheck.cpp).
add_executable(test_rtl_fp32_xcheck ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_fp32_xcheck.cpp)
add_dependencies(test_rtl_fp32_xcheck gcn_fp32_lane_verilated)
target_include_directories(test_rtl_fp32_xcheck SYSTEM PRIVATE ${GCN_FP_MDIR})
target_include_directories(test_rtl_fp32_xcheck PRIVATE ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR}/fp
                           ${CMAKE_SOURCE_DIR}/model)
target_link_libraries(test_rtl_fp32_xcheck PRIVATE
  ${GCN_FP_MDIR}/Vgcn_fp32_lane__ALL.a gcn_verilator_rt gcn_fp Boost::unit_test_framework)
gcn_strict(test_rtl_fp32_xcheck)
add_test(NAME test_rtl_fp32_xcheck COMMAND test_rtl_fp32_xcheck WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_fp32_xcheck PROPERTIES LABELS "rtl;fp" TIMEOUT 600)
