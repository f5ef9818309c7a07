# Cross-check of the RTL decoder against the model's decoder on random
# encodings of every row (tests/test_rtl_decode_xcheck.cpp): gcn_decode
# Verilated on its own behind a probe that exposes the compared fields (the
# compute unit's packages are read whole: their parameters the decoder does
# not use are expected here).
gcn_verilate(TARGET gcn_decode_probe_model TOP gcn_decode_probe
             SOURCES ${GCN_RTL_DIR}/core.f ${CMAKE_CURRENT_SOURCE_DIR}/rtl/gcn_decode_probe.sv
             EXTRA_FLAGS -Wno-UNUSEDPARAM)

add_executable(test_rtl_decode_xcheck ${CMAKE_CURRENT_SOURCE_DIR}/test_rtl_decode_xcheck.cpp)
target_link_libraries(test_rtl_decode_xcheck PRIVATE gcn_decode_probe_model gcn_model Boost::unit_test_framework)
gcn_strict(test_rtl_decode_xcheck)
add_test(NAME test_rtl_decode_xcheck COMMAND test_rtl_decode_xcheck WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(test_rtl_decode_xcheck PROPERTIES LABELS "rtl" TIMEOUT 600)
