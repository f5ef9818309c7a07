# Directed vector memory kernels (kernels/vmem/*.s), whose ";; cosim: expect"
# values were worked by hand from the Vega ISA text, in lockstep (RTL vs
# golden, and both against the expectations) on the default compute unit and
# on the 4-lane build, with two testbench seeds (other reply latencies and
# interleavings). The llvm-mc round trip checks their encodings.
file(GLOB GCN_RTL_VMEM_KERNELS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/kernels/vmem/*.s)
foreach(kernel ${GCN_RTL_VMEM_KERNELS})
  get_filename_component(kname ${kernel} NAME_WE)
  foreach(seed 1 7)
    add_test(NAME rtl_vmem_${kname}_lanes${GCN_VALU_LANES}_seed${seed}
             COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched [1-9][0-9]* instructions"
                     -- $<TARGET_FILE:cosim> run ${kernel} --seed ${seed})
    set_tests_properties(rtl_vmem_${kname}_lanes${GCN_VALU_LANES}_seed${seed} PROPERTIES LABELS "rtl" TIMEOUT 300)
    if(NOT GCN_VALU_LANES EQUAL 4)
      add_test(NAME rtl_vmem_${kname}_lanes4_seed${seed}
               COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched [1-9][0-9]* instructions"
                       -- $<TARGET_FILE:cosim-lanes4> run ${kernel} --seed ${seed})
      set_tests_properties(rtl_vmem_${kname}_lanes4_seed${seed} PROPERTIES LABELS "rtl" TIMEOUT 300)
    endif()
  endforeach()
  add_test(NAME disasm_llvm_vmem_${kname}
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/roundtrip.sh $<TARGET_FILE:cosim> ${GCN_LLVM_MC} ${kernel})
endforeach()

# MUBUF rejections, on both sides with matching commit records: a V# that is
# none of the text's three buffer kinds, and LDS=1 (data to LDS).
add_test(NAME rtl_vmem_buffer_bad_rsrc
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "mismatch"
                 --stdout "illegal instruction at wave 0 pc 0x[0-9a-f]+: buffer_load_dword at pc 0x[0-9a-f]+: the V# in s\\[4:7\\] \\(add_tid 0, swizzle 1, stride 0\\) with idxen 0 is none of the buffer kinds"
                 -- $<TARGET_FILE:cosim> run ${GCN_INPUTS}/buffer_bad_rsrc.s)
add_test(NAME rtl_vmem_buffer_lds_rejected
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "mismatch"
                 --stdout "illegal instruction at wave 0 pc 0x[0-9a-f]+: .*lds \\(data moved between memory and LDS\\) is not modelled"
                 -- $<TARGET_FILE:cosim> run ${GCN_INPUTS}/buffer_lds_rejected.s)
set_tests_properties(rtl_vmem_buffer_bad_rsrc rtl_vmem_buffer_lds_rejected PROPERTIES LABELS "rtl" TIMEOUT 300)

# FLAT into the shared (LDS) aperture (values worked by hand in the
# inputs): a load and a store on the golden model alone and in lockstep, and
# a load waited for by LGKM_CNT alone (FLAT counts on both counters).
add_test(NAME rtl_vmem_flat_shared_golden
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched 17 instructions"
                 -- $<TARGET_FILE:cosim> run ${GCN_INPUTS}/flat_shared_aperture.s --golden-only)
add_test(NAME rtl_vmem_flat_shared_lockstep
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched 17 instructions"
                 -- $<TARGET_FILE:cosim> run ${GCN_INPUTS}/flat_shared_aperture.s)
foreach(seed 1 7)
  add_test(NAME rtl_vmem_flat_lds_lgkm_seed${seed}
           COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched 14 instructions"
                   -- $<TARGET_FILE:cosim> run ${GCN_INPUTS}/flat_lds_lgkm.s --seed ${seed})
  set_tests_properties(rtl_vmem_flat_lds_lgkm_seed${seed} PROPERTIES LABELS "rtl" TIMEOUT 300)
endforeach()

# FLAT lanes the RTL does not execute (an atomic in the private aperture):
# the golden model runs them, the lockstep run stops at them, naming the
# instruction, its pc (the inputs' encodings summed by hand) and the
# aperture; another format's address in an aperture is refused by name too.
add_test(NAME rtl_vmem_flat_private_atomic_rejected
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "^PASS"
                 --stdout "not executed by the RTL: flat_atomic_add v3, v\\[4:5\\], v2 glc at wave 0 pc 0x100000010: lane 0 4 bytes at 0x2000000000000: a FLAT atomic into the private aperture, which the RTL"
                 -- $<TARGET_FILE:cosim> run ${GCN_INPUTS}/flat_private_atomic.s)
add_test(NAME rtl_vmem_global_in_aperture_refused
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "^PASS" --no-stdout "not executed by the RTL"
                 --stdout "refused by the testbench: global_load_dword v3, v\\[4:5\\], off at wave 0 pc 0x10000000c: lane 0 4 bytes at 0x1000000000010: an address in the shared \\(LDS\\) aperture"
                 -- $<TARGET_FILE:cosim> run ${GCN_INPUTS}/global_in_shared_aperture.s)
set_tests_properties(rtl_vmem_flat_shared_golden rtl_vmem_flat_shared_lockstep rtl_vmem_flat_private_atomic_rejected
                     rtl_vmem_global_in_aperture_refused
                     PROPERTIES LABELS "rtl" TIMEOUT 300)
