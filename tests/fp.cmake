# FP32 library tests (tests/fp/test_*.cpp): Boost.Test programs that need only
# gcn_fp, so they build without the Verilated DUT. Label "fp".
file(GLOB GCN_FP_TEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/fp/test_*.cpp)
foreach(src ${GCN_FP_TEST_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src} ${CMAKE_CURRENT_SOURCE_DIR}/fp/host_ref.cpp)
  target_include_directories(${name} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/fp)
  gcn_boost_test(boost_test ${src})
  target_link_libraries(${name} PRIVATE gcn_fp ${boost_test})
  target_compile_definitions(${name} PRIVATE GCN_FP_TABLES_PKG="${GCN_FP_TABLES_PKG}")
  gcn_strict(${name})
  add_test(NAME ${name} COMMAND ${name})
  set_tests_properties(${name} PROPERTIES LABELS "fp" TIMEOUT 120)
endforeach()

# The generated SV table package must be Verilator -Wall clean.
add_test(NAME fp_tables_lint
  COMMAND ${GCN_VERILATOR} --lint-only -Wall --top-module fp_tables_lint_top
          ${GCN_FP_TABLES_PKG} ${CMAKE_CURRENT_SOURCE_DIR}/fp/fp_tables_lint_top.sv)
set_tests_properties(fp_tables_lint PROPERTIES LABELS "fp;rtl" TIMEOUT 120)
