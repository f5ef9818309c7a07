# The FPGA shell end to end (rtl/fpga/, docs/fpga.md "The shell"): a program
# loaded, launched and traced through the AXI4-Lite control port, its memory
# behind the AXI4 master (a seeded AXI memory model), the trace drained from
# the shell's trace buffer and checked offline by cosim check-trace. After
# trace.cmake (GCN_TRACE_*); the shell is the minimal configuration, so
# cosim-minimal checks and runs the same programs.
set(GCN_SHELL $<TARGET_FILE:cosim-fpga-shell>)
set(GCN_SHELL_CHECKER $<TARGET_FILE:cosim-minimal>)

# gcn_shell_run(NAME PROGRAM KINDS [cosim-fpga-shell options...])
function(gcn_shell_run name program kinds)
  add_test(NAME trace_shell_${name}
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/fpga_shell_run.sh ${GCN_SHELL} ${GCN_SHELL_CHECKER} ${program}
                   ${GCN_TRACE_OUT}/shell-${name} "${kinds}" ${ARGN})
  set_tests_properties(trace_shell_${name} PROPERTIES TIMEOUT 600)
endfunction()

gcn_shell_run(scalar ${GCN_INPUTS}/tiny.s "COMMIT")
gcn_shell_run(smem ${GCN_TRACE_KERNELS}/directed/smem_load_store.s "COMMIT SWB")
gcn_shell_run(valu ${GCN_TRACE_KERNELS}/valu/valu_int.s "COMMIT VW")
gcn_shell_run(ds ${GCN_TRACE_DS} "COMMIT LDS DSRET")
gcn_shell_run(global ${GCN_TRACE_KERNELS}/vmem/global.s "COMMIT VMREQ VRET")
gcn_shell_run(buffer_atomics ${GCN_TRACE_KERNELS}/vmem/buffer_atomics.s "COMMIT VMREQ VRET")
gcn_shell_run(seed7_global ${GCN_TRACE_KERNELS}/vmem/global.s "VMREQ VRET" --seed 7)

# A bit of register data flipped in a trace the shell captured: check-trace
# must report the mismatch at that instruction.
add_test(NAME trace_shell_flip_sgpr
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_flip.sh ${GCN_SHELL_CHECKER}
                 ${GCN_TRACE_KERNELS}/directed/smem_load_store.s ${GCN_TRACE_OUT}/shell-flip-sgpr sgpr 1 ${GCN_SHELL})
add_test(NAME trace_shell_flip_vgpr
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_flip.sh ${GCN_SHELL_CHECKER}
                 ${GCN_TRACE_KERNELS}/valu/valu_int.s ${GCN_TRACE_OUT}/shell-flip-vgpr vgpr 5 ${GCN_SHELL})
set_tests_properties(trace_shell_flip_sgpr trace_shell_flip_vgpr PROPERTIES TIMEOUT 600)

# A program the shell's unit cannot run (4 waves on 2 slots) is refused
# before anything is loaded, with a one-line error.
add_test(NAME trace_shell_refuses_waves
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/check_cmd.sh --rc 1 --lines-stderr 1
                 --stderr "^cosim-fpga-shell: .*multiwave.s: launches 4 waves \\(the shell's unit: 1 lanes, 2 waves"
                 -- ${GCN_SHELL} ${GCN_TRACE_KERNELS}/directed/multiwave.s
                    --record-trace ${GCN_TRACE_OUT}/shell-refused.trace)
