# Unit test of the integer VALU lane (rtl/valu/): the lane Verilated on its
# own and compared against host integer arithmetic (tests/test_rtl_valu_int.cpp).
file(GLOB GCN_VALU_INT_MODULES CONFIGURE_DEPENDS ${GCN_RTL_DIR}/valu/*.sv)
list(REMOVE_ITEM GCN_VALU_INT_MODULES ${GCN_RTL_DIR}/valu/gcn_int_pkg.sv)
# The micro-op package (tools/gen_uop_pkg) and the screen-partition table
# package (tools/gen_screen_pkg) are generated.
set(GCN_VALU_INT_SOURCES ${GCN_VALU_UOP_PKG} ${GCN_INT_SCREEN_PKG} ${GCN_RTL_DIR}/valu/gcn_int_pkg.sv ${GCN_VALU_INT_MODULES})

set(GCN_VALU_INT_MDIR ${CMAKE_CURRENT_BINARY_DIR}/Vgcn_int_lane)
add_custom_command(
  OUTPUT ${GCN_VALU_INT_MDIR}/verilated.stamp
  BYPRODUCTS ${GCN_VALU_INT_MDIR}/Vgcn_int_lane__ALL.a ${GCN_VALU_INT_MDIR}/Vgcn_int_lane.h
  COMMAND ${GCN_VERILATOR} --cc --build -j 2 -Wall -O3 --x-assign fast --x-initial fast
          --top-module gcn_int_lane --prefix Vgcn_int_lane --Mdir ${GCN_VALU_INT_MDIR}
          -CFLAGS "-O2 -fPIC" ${GCN_VALU_INT_SOURCES}
  COMMAND ${CMAKE_COMMAND} -E touch ${GCN_VALU_INT_MDIR}/verilated.stamp
  DEPENDS ${GCN_VALU_INT_SOURCES} gcn_int_screen_pkg gcn_valu_uop_pkg
  COMMENT "Verilating gcn_int_lane"
  VERBATIM)
add_custom_target(gcn_int_lane_verilated DEPENDS ${GCN_VALU_INT_MDIR}/verilated.stamp)

add_executable(test_rtl_valu_int ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_valu_int.cpp)
add_dependencies(test_rtl_valu_int gcn_int_lane_verilated)
# Verilator's headers are not -Wextra clean: include them as system headers.
target_include_directories(test_rtl_valu_int SYSTEM PRIVATE ${GCN_VALU_INT_MDIR})
# The reference of V_SCREEN_PARTITION_4SE_B32 reads the golden model's table.
target_include_directories(test_rtl_valu_int PRIVATE ${CMAKE_SOURCE_DIR}/golden)
# The micro-op codes it drives (valu_uops.h).
target_include_directories(test_rtl_valu_int PRIVATE ${CMAKE_SOURCE_DIR}/model)
target_link_libraries(test_rtl_valu_int PRIVATE
  ${GCN_VALU_INT_MDIR}/Vgcn_int_lane__ALL.a gcn_verilator_rt Boost::unit_test_framework)
gcn_strict(test_rtl_valu_int)
add_test(NAME test_rtl_valu_int COMMAND test_rtl_valu_int WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_valu_int PROPERTIES LABELS "rtl" TIMEOUT 300)
