# Unit test of the integer VALU lane (rtl/valu/): the lane Verilated on its
# own and compared against host integer arithmetic (tests/test_rtl_valu_int.cpp).
gcn_verilate(TARGET gcn_int_lane_model TOP gcn_int_lane
             SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/lane_latency.vlt ${GCN_RTL_DIR}/valu/valu.f)

add_executable(test_rtl_valu_int ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_valu_int.cpp)
# The reference of V_SCREEN_PARTITION_4SE_B32 reads the golden model's table.
target_include_directories(test_rtl_valu_int PRIVATE ${CMAKE_SOURCE_DIR}/golden)
# The micro-op codes it drives (valu_uops.h).
target_include_directories(test_rtl_valu_int PRIVATE ${CMAKE_SOURCE_DIR}/model)
target_link_libraries(test_rtl_valu_int PRIVATE
  gcn_int_lane_model Boost::unit_test_framework)
gcn_strict(test_rtl_valu_int)
add_test(NAME test_rtl_valu_int COMMAND test_rtl_valu_int WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_valu_int PROPERTIES LABELS "rtl" TIMEOUT 300)
