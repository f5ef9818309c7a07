# Waveforms: the trace window around a failure and the GTKWave filter.
# (GCN_CHECK, GCN_INPUTS, GCN_PYTHON3 and GCN_LLVM_MC come from cli.cmake.)
find_program(GCN_FST2VCD NAMES fst2vcd REQUIRED)  # GTKWave's FST reader

# The S_ADD_U32 carry bug fails at the program's last s_add_u32; the window
# must hold the 40 cycles before it and the commit record that failed.
add_test(NAME trace_window_bug_sadd_carry
         COMMAND ${GCN_PYTHON3} ${GCN_SCRIPTS}/trace_window_check.py $<TARGET_FILE:cosim-bug-sadd-carry>
                 ${GCN_FST2VCD} ${GCN_LLVM_MC} ${GCN_INPUTS}/trace_window/sadd_carry.s 40
                 ${CMAKE_BINARY_DIR}/trace-window "s_add_u32 s3, s2, 2")
# A window longer than the run so far starts at launch, not at reset.
add_test(NAME trace_window_from_launch
         COMMAND ${GCN_PYTHON3} ${GCN_SCRIPTS}/trace_window_check.py $<TARGET_FILE:cosim-bug-sadd-carry>
                 ${GCN_FST2VCD} ${GCN_LLVM_MC} ${GCN_INPUTS}/trace_window/sadd_carry.s 5000
                 ${CMAKE_BINARY_DIR}/trace-window-long "s_add_u32 s3, s2, 2")
# The same program passes on the correct compute unit: no window is written.
add_test(NAME trace_window_pass_writes_nothing
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched" --no-stdout "trace window"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/trace_window/sadd_carry.s --trace-window 40
                    ${CMAKE_BINARY_DIR}/trace-window-pass.fst)
add_test(NAME trace_window_bad_count
         COMMAND ${GCN_CHECK} --rc 2 --stderr "--trace-window: '0' is not a number of cycles"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s --trace-window 0 out.fst)
add_test(NAME trace_window_golden_only
         COMMAND ${GCN_CHECK} --rc 2 --stderr "--trace-window needs the RTL"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s --golden-only --trace-window 10 out.fst)
add_test(NAME trace_window_untraced_variant
         COMMAND ${GCN_CHECK} --rc 2 --stderr "built without tracing: --trace-window"
                 -- $<TARGET_FILE:cosim-coverage> run ${GCN_INPUTS}/tiny.s --trace-window 10 out.fst)
add_test(NAME trace_window_unwritable
         COMMAND ${GCN_CHECK} --rc 2 --stderr "cannot write"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s --trace-window 10 /nonexistent/dir/out.fst)

# GTKWave (under Xvfb) shows the state machines' registers by the names of
# their enum types in the RTL source, at every change in a DS program.
find_program(GCN_GTKWAVE NAMES gtkwave REQUIRED)
find_program(GCN_XVFB_RUN NAMES xvfb-run REQUIRED)
add_test(NAME gtkwave_fsm_state_names
         COMMAND ${GCN_PYTHON3} ${GCN_SCRIPTS}/gtkwave_enum_check.py ${GCN_COSIM_EXE} ${GCN_GTKWAVE}
                 ${GCN_XVFB_RUN} ${GCN_FST2VCD} ${GCN_RTL_DIR} ${GCN_INPUTS}/trace/ds_workgroup.s
                 ${CMAKE_BINARY_DIR}/gtkwave-fsm ${CMAKE_BINARY_DIR}/waves/gcn_cu.gtkw)
set_tests_properties(gtkwave_fsm_state_names PROPERTIES TIMEOUT 180)

# `cosim gtkwave-filter` answers like GTKWave expects, with llvm-mc-16's
# disassembly of each value.
add_test(NAME gtkwave_filter_llvm
         COMMAND ${GCN_PYTHON3} ${GCN_SCRIPTS}/gtkwave_filter_check.py ${GCN_COSIM_EXE} ${GCN_LLVM_MC})
set_tests_properties(gtkwave_filter_llvm PROPERTIES TIMEOUT 60)
# An older generation's words: the gfx600 build's filter reads SMRD
# (llvm-mc-16 -mcpu=gfx600 encodes s_load_dword s10, s[2:3], 0x4 as
# 0xc0050304); --mcpu gfx600 makes the default build's do so too.
add_test(NAME gtkwave_filter_gfx600
         COMMAND ${GCN_BASH} -c "echo c0050304 | $<TARGET_FILE:cosim-gfx600> gtkwave-filter | grep -qx 's_load_dword s10, s\\[2:3\\], 0x4' && echo c0050304 | $<TARGET_FILE:cosim> gtkwave-filter --mcpu gfx600 | grep -qx 's_load_dword s10, s\\[2:3\\], 0x4'")

# `cosim regress --trace-window N`: one window per failure signature, next to
# the saved program.
add_test(NAME trace_window_regress_bug
         COMMAND ${GCN_CHECK} --rc 1 --stdout "^trace window: .*/fail-[0-9]+\\.fst \\(cycles [0-9]+\\.\\.[0-9]+ after launch, FST times [0-9]+\\.\\.[0-9]+\\); the failure showed in cycle"
                 -- $<TARGET_FILE:cosim-bug-sadd-carry> regress --count 12 --seed 5 --scalar-only --trace-window 30
                    --out ${CMAKE_BINARY_DIR}/trace-window-regress)
