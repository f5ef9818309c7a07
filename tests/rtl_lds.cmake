# Unit test of the LDS unit (rtl/lds/): the block Verilated on its own
# (SIZE_BYTES 65536, LANES 16) and driven by tests/test_rtl_lds.cpp, which also
# cross-checks it against the golden per-lane DS functions (golden/ds.h).
# The standalone list adds the lint waiver of the FP package's unused
# constants (rtl/lds/gcn_lds_standalone.vlt) to the unit's sources.
gcn_verilate(TARGET gcn_lds_model TOP gcn_lds SOURCES ${GCN_RTL_DIR}/lds/lds_standalone.f
             JOBS 1 OPT_FAST -O1)

add_executable(test_rtl_lds ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_lds.cpp)
# The RTL's atomic-operation numbering as C++ (gcn_lds_atomic.h, generated).
add_dependencies(test_rtl_lds gcn_lds_atomic)
target_include_directories(test_rtl_lds PRIVATE ${GCN_LDS_ATOMIC_INCLUDE})
target_link_libraries(test_rtl_lds PRIVATE
  gcn_lds_model gcn_golden Boost::unit_test_framework)
gcn_strict(test_rtl_lds)
add_test(NAME test_rtl_lds COMMAND test_rtl_lds WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_lds PROPERTIES LABELS "rtl" TIMEOUT 600)
