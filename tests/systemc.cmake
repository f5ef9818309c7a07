# The compute unit in the SystemC platform (tb/systemc, cosim-sc): every
# directed kernel (scalar, vector ALU, vector memory) passes in lockstep
# through it, and random programs of the default (mixed) and LDS profiles
# do, in `cosim-sc regress` (each program in a forked worker: SystemC
# elaborates once per process).
set(GCN_COSIM_SC_EXE $<TARGET_FILE:cosim-sc>)
file(GLOB GCN_SC_KERNELS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/kernels/directed/*.s
     ${CMAKE_SOURCE_DIR}/kernels/valu/*.s ${CMAKE_SOURCE_DIR}/kernels/vmem/*.s)
# The platform runs one workgroup per program; a directed kernel with several
# (;; cosim: workgroups) is refused by name instead (systemc_workgroups_refused).
foreach(kernel ${GCN_SC_KERNELS})
  file(STRINGS ${kernel} several_workgroups REGEX "^;; cosim: workgroups ")
  if(several_workgroups)
    list(REMOVE_ITEM GCN_SC_KERNELS ${kernel})
  endif()
endforeach()
foreach(kernel ${GCN_SC_KERNELS})
  get_filename_component(kname ${kernel} NAME_WE)
  add_test(NAME systemc_kernel_${kname}
           COMMAND ${GCN_CHECK} --rc 0 --stdout ${GCN_PASS_RE} -- ${GCN_COSIM_SC_EXE} run ${kernel} --seed 3)
endforeach()

# Random programs: every one must pass (the few here retire far from every
# row, so that requirement of regress_check.sh is off).
add_test(NAME systemc_regress_mixed_40
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/regress_check.sh ${GCN_COSIM_SC_EXE} 40 11 2
                 ${CMAKE_BINARY_DIR}/regress-ctest-sc)
add_test(NAME systemc_regress_lds_20
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/regress_check.sh ${GCN_COSIM_SC_EXE} 20 12 2
                 ${CMAKE_BINARY_DIR}/regress-ctest-sc-lds --lds)
set_tests_properties(systemc_regress_mixed_40 systemc_regress_lds_20 PROPERTIES
                     TIMEOUT 1800 ENVIRONMENT GCN_REQUIRE_EVERY_ROW=0)

# What the SystemC platform cannot do is refused by name.
add_test(NAME systemc_workgroups_refused
         COMMAND ${GCN_CHECK} --rc 1 --stdout "the SystemC platform runs one workgroup"
                 -- ${GCN_COSIM_SC_EXE} run ${CMAKE_SOURCE_DIR}/kernels/directed/multi_wg_lds.s)
add_test(NAME systemc_trace_refused
         COMMAND ${GCN_CHECK} --rc 2 --stderr "built without tracing"
                 -- ${GCN_COSIM_SC_EXE} run ${GCN_INPUTS}/tiny.s --trace ${CMAKE_BINARY_DIR}/sc-refused.fst)

# README's minimal SystemC platform runs the hand-worked tiny program (three
# instructions, as cli_run_tiny counts them).
add_test(NAME sc_minimal_run
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^retired 3 instructions in "
                 -- $<TARGET_FILE:sc-minimal> ${GCN_INPUTS}/tiny.s)

# An injected RTL bug is caught through the SystemC platform as through the
# C++ testbench: the hand-worked tiny program names the instruction and the
# field, and a random regression fails naming S_ADD_U32.
add_test(NAME systemc_checker_catches_sadd_carry_bug
         COMMAND ${GCN_CHECK} --rc 1 --stdout "order 1 .*s_add_u32" --stdout "scc: expected 1, actual 0"
                 -- $<TARGET_FILE:cosim-sc-bug-sadd-carry> run ${GCN_INPUTS}/tiny.s)
add_test(NAME systemc_regress_bug_sadd_carry
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/regress_bug.sh
                 $<TARGET_FILE:cosim-sc-bug-sadd-carry> 40 1 2 ${CMAKE_BINARY_DIR}/regress-bug-sc-ctest s_add_u32)
set_tests_properties(systemc_regress_bug_sadd_carry PROPERTIES TIMEOUT 1800)

# The platform's pieces on their own (tests/test_systemc_platform.cpp).
add_executable(test_systemc_platform ${CMAKE_CURRENT_SOURCE_DIR}/test_systemc_platform.cpp)
target_link_libraries(test_systemc_platform PRIVATE gcn_dut_systemc_platform gcn_systemc_golden gcn_model Boost::headers)
gcn_strict(test_systemc_platform)
add_test(NAME test_systemc_platform COMMAND test_systemc_platform)

# The same program on two platforms made from one template, around the RTL
# and around the golden model (gcn::sc::GoldenUnit): the final states agree
# (tests/systemc_swap.cpp). S_MEMTIME results are clock counts, which differ
# between the two: kernels that read them are left out.
# systemc-swap over the RTL as it is, and with the injected S_ADD_U32 carry bug.
foreach(pair "systemc-swap:systemc" "systemc-swap-bug-sadd-carry:systemc_bug_sadd_carry")
  string(REPLACE ":" ";" pair ${pair})
  list(GET pair 0 exe)
  list(GET pair 1 variant)
  add_executable(${exe} ${CMAKE_CURRENT_SOURCE_DIR}/systemc_swap.cpp)
  target_link_libraries(${exe} PRIVATE gcn_dut_${variant}_platform gcn_systemc_golden gcn_tb)
  gcn_strict(${exe})
endforeach()
foreach(kernel ${GCN_SC_KERNELS})
  file(STRINGS ${kernel} reads_time REGEX "s_mem(real)?time")
  if(reads_time)
    continue()
  endif()
  get_filename_component(kname ${kernel} NAME_WE)
  add_test(NAME systemc_swap_${kname}
           COMMAND ${GCN_CHECK} --rc 0 --stdout "^same final state: "
                   -- $<TARGET_FILE:systemc-swap> ${kernel} --seed 5)
  set_tests_properties(systemc_swap_${kname} PROPERTIES ENVIRONMENT SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1)
endforeach()
# The comparison tells the platforms apart: with the S_ADD_U32 carry bug in
# the RTL, the hand-worked tiny.s ends with SCC 0 there (1 by the spec).
add_test(NAME systemc_swap_catches_sadd_carry_bug
         COMMAND ${GCN_CHECK} --rc 1 --stdout "final wave 0 scc: expected 1, actual 0"
                 -- $<TARGET_FILE:systemc-swap-bug-sadd-carry> ${GCN_INPUTS}/tiny.s)
set_tests_properties(systemc_swap_catches_sadd_carry_bug PROPERTIES ENVIRONMENT SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1)
add_test(NAME systemc_swap_random_40
         COMMAND ${GCN_BASH} ${CMAKE_CURRENT_SOURCE_DIR}/scripts/systemc_swap_random.sh
                 ${GCN_COSIM_EXE} $<TARGET_FILE:systemc-swap> 40 101 ${CMAKE_BINARY_DIR}/swap-random)
set_tests_properties(systemc_swap_random_40 PROPERTIES TIMEOUT 1200)
