# Mutation testing: the mutant schema writer (scripts/mutate.py) on a small
# design, simulated against the original; and the campaign runner
# (scripts/mutation.py) on a few mutants of the compute unit's schema
# (cosim-mutants). (GCN_PYTHON3 and GCN_SCRIPTS come from cli.cmake.)
add_test(NAME mutate_schema_demo
         COMMAND ${GCN_PYTHON3} ${GCN_SCRIPTS}/mutate_check.py ${CMAKE_SOURCE_DIR}/scripts/mutate.py
                 ${GCN_VERILATOR} ${CMAKE_SOURCE_DIR}/tb/dut/mutant_select.cpp
                 ${CMAKE_CURRENT_SOURCE_DIR}/inputs/mutation ${CMAKE_BINARY_DIR}/mutate-demo)
set_tests_properties(mutate_schema_demo PROPERTIES TIMEOUT 600)
add_test(NAME mutation_campaign_smoke
         COMMAND ${GCN_PYTHON3} ${GCN_SCRIPTS}/mutation_campaign_check.py ${CMAKE_SOURCE_DIR}/scripts/mutation.py
                 $<TARGET_FILE:cosim-mutants> ${GCN_MUTANT_DIR}/mutants.json
                 ${CMAKE_SOURCE_DIR}/kernels/directed/sopc.s ${CMAKE_BINARY_DIR}/mutation-smoke)
set_tests_properties(mutation_campaign_smoke PROPERTIES TIMEOUT 900)
# The sanitized build leaves cosim-mutants out (top-level CMakeLists.txt).
if(GCN_SANITIZE)
  set_tests_properties(mutation_campaign_smoke PROPERTIES DISABLED ON)
endif()
