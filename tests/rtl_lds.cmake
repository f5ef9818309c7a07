# Unit test of the LDS unit (rtl/lds/): the block Verilated on its own
# (SIZE_BYTES 65536, LANES 16) and driven by tests/test_rtl_lds.cpp, which also
# cross-checks it against the golden per-lane DS functions (golden/ds.h); the
# same test against the block built to serve one access a step (SERIAL, the
# minimal FPGA configuration's LDS) is test_rtl_lds_serial.
# The standalone list adds the lint waiver of the FP package's unused
# constants (rtl/lds/gcn_lds_standalone.vlt) to the unit's sources.
gcn_verilate(TARGET gcn_lds_model TOP gcn_lds SOURCES ${GCN_RTL_DIR}/lds/lds_standalone.f
             JOBS 1 OPT_FAST -O1)

gcn_verilate(TARGET gcn_lds_serial_model TOP gcn_lds PREFIX Vgcn_lds_serial
             SOURCES ${GCN_RTL_DIR}/lds/lds_standalone.f PARAMETERS SERIAL=1
             JOBS 1 OPT_FAST -O1)

foreach(variant IN ITEMS "" _serial)
  set(test test_rtl_lds${variant})
  add_executable(${test} ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_lds.cpp)
  # The RTL's atomic-operation numbering as C++ (gcn_lds_atomic.h, generated).
  add_dependencies(${test} gcn_lds_atomic)
  target_include_directories(${test} PRIVATE ${GCN_LDS_ATOMIC_INCLUDE})
  target_link_libraries(${test} PRIVATE
    gcn_lds${variant}_model gcn_golden Boost::unit_test_framework)
  gcn_strict(${test})
  add_test(NAME ${test} COMMAND ${test} WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
  set_tests_properties(${test} PROPERTIES LABELS "rtl" TIMEOUT 600)
endforeach()
