# Unit test of the FP32 VALU lane (rtl/fp/): the lane Verilated on its own and
# compared against the host FPU (tests/test_rtl_fp32.cpp); lane_latency.vlt
# makes the lane's LATENCY public for the tests.
gcn_verilate(TARGET gcn_fp32_lane_model TOP gcn_fp32_lane
             SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/lane_latency.vlt ${GCN_RTL_DIR}/fp/fp.f)

add_executable(test_rtl_fp32 ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_fp32.cpp)
# The micro-op codes it drives (valu_uops.h).
target_include_directories(test_rtl_fp32 PRIVATE ${CMAKE_SOURCE_DIR}/model)
target_link_libraries(test_rtl_fp32 PRIVATE
  gcn_fp32_lane_model Boost::unit_test_framework)
gcn_strict(test_rtl_fp32)
add_test(NAME test_rtl_fp32 COMMAND test_rtl_fp32 WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_fp32 PROPERTIES LABELS "rtl" TIMEOUT 300)

# Cross-check of the same Verilated lane against golden/fp, bit for bit
# (tests/test_rtl_fp32_xcheck.cpp).
add_executable(test_rtl_fp32_xcheck ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_fp32_xcheck.cpp)
target_include_directories(test_rtl_fp32_xcheck PRIVATE ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR}/fp
                           ${CMAKE_SOURCE_DIR}/model)
target_link_libraries(test_rtl_fp32_xcheck PRIVATE
  gcn_fp32_lane_model gcn_fp Boost::unit_test_framework)
gcn_strict(test_rtl_fp32_xcheck)
add_test(NAME test_rtl_fp32_xcheck COMMAND test_rtl_fp32_xcheck WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_fp32_xcheck PROPERTIES LABELS "rtl;fp" TIMEOUT 600)
