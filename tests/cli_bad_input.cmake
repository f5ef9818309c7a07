# Included after cli.cmake (GCN_CHECK, GCN_COSIM_EXE).
# Bad input to `cosim`: each case gets one line on stderr naming where the
# problem is, and exit 2, before anything runs. Program files are in
# tests/inputs/bad/.
set(GCN_BAD ${CMAKE_CURRENT_SOURCE_DIR}/inputs/bad)

# gcn_bad_run(NAME STDERR_REGEX FILE [extra cosim run arguments...])
function(gcn_bad_run name regex file)
  add_test(NAME cli_bad_${name}
           COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "${regex}"
                   -- ${GCN_COSIM_EXE} run ${GCN_BAD}/${file} ${ARGN})
endfunction()

# Data directives whose end lies past 2^64 (the bound check must not wrap).
gcn_bad_run(data_wraps_high "data_wraps_high\\.s:2:16: error: .*not inside a declared buffer" data_wraps_high.s)
gcn_bad_run(data_256_wraps "data_256_wraps\\.s:2:16: error: .*not inside a declared buffer" data_256_wraps.s)
gcn_bad_run(data_last_byte "data_last_byte\\.s:2:16: error: .*not inside a declared buffer" data_last_byte.s)
# The buffers' total size is bounded (each side holds a copy).
gcn_bad_run(buffers_too_big "buffers_too_big\\.s:1:30: error: .*256 MiB" buffers_too_big.s)
gcn_bad_run(buffers_total "buffers_total\\.s:5:30: error: .*256 MiB" buffers_total.s)
# A buffer over the code: the buffer directive's line and the file's extension.
gcn_bad_run(buf_over_code "/buf_over_code\\.s:2:18: error: buffer at 0x100000004 .*overlaps the code" buf_over_code.s)
# VGPRs outside the allocation are found before the run, on every mode.
gcn_bad_run(vgpr_undeclared "vgpr_undeclared\\.s:2:3: error: v_mov_b32 uses v0, outside .*vgprs 0" vgpr_undeclared.s)
gcn_bad_run(vgpr_undeclared_rtl_only "vgpr_undeclared\\.s:2:3: error:" vgpr_undeclared.s --rtl-only)
gcn_bad_run(vgpr_outside "vgpr_outside\\.s:3:5: error: v_mov_b32 uses v200" vgpr_outside.s)
gcn_bad_run(vgpr_pair_outside "vgpr_pair_outside\\.s:3:3: error: v_lshlrev_b64 uses v8" vgpr_pair_outside.s --golden-only)
# Workgroups: their sizes must add up to the waves; more than one
# workgroup's worth of waves needs them; each must fit the unit.
gcn_bad_run(workgroups_sum "workgroups_sum\\.s:2:22: error: the workgroups have 3 waves in all, the program 4" workgroups_sum.s)
gcn_bad_run(waves_without_workgroups "waves_without_workgroups\\.s:1:17: error: a workgroup has at most 16 waves"
            waves_without_workgroups.s)
gcn_bad_run(workgroup_over_cu "workgroup_over_cu\\.s: workgroup 0 needs 3 waves; the CU has 2 wave slots" workgroup_over_cu.s)
gcn_bad_run(workgroup_over_cu_golden "workgroup_over_cu\\.s: workgroup 0 needs 3 waves" workgroup_over_cu.s --golden-only)

# Numbers out of range are errors, never wrapped or clamped.
set(GCN_TINY ${CMAKE_CURRENT_SOURCE_DIR}/inputs/tiny.s)
foreach(pair "seed_negative;--seed;-1" "seed_2_64;--seed;18446744073709551616" "seed_float;--seed;1e23"
             "max_cycles_negative;--max-cycles;-1" "max_cycles_zero;--max-cycles;0"
             "max_instructions_negative;--max-instructions;-5")
  list(GET pair 0 name)
  list(GET pair 1 opt)
  list(GET pair 2 value)
  add_test(NAME cli_bad_${name}
           COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: ${opt}: '?${value}'? is (not|out of range)"
                   -- ${GCN_COSIM_EXE} run ${GCN_TINY} ${opt} ${value})
endforeach()
add_test(NAME cli_bad_regress_count_negative
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: --count"
                 -- ${GCN_COSIM_EXE} regress --count -1)
# Shards: K/N with 1 <= K <= N <= --count; merge needs regress output.
foreach(shard "0/3;K must be 1..N" "4/3;K must be 1..N" "1/0;N must be 1" "a/3;K and N must be unsigned numbers"
              "3;expected K/N" "1/3/4;K and N must be unsigned numbers" "2/5;more shards than programs")
  list(GET shard 0 value)
  list(GET shard 1 why)
  string(MAKE_C_IDENTIFIER "${value}" id)
  add_test(NAME cli_bad_regress_shard_${id}
           COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: --shard '?${value}'?: ${why}"
                   -- ${GCN_COSIM_EXE} regress --count 4 --shard ${value} --out ${CMAKE_CURRENT_BINARY_DIR}/bad-shard)
endforeach()
add_test(NAME cli_bad_merge_not_regress_output
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1
                 --stderr "^cosim: error: merge: .*inputs/bad: no run.json and no shard-K-of-N directories"
                 -- ${GCN_COSIM_EXE} merge ${GCN_BAD})
add_test(NAME cli_bad_shrink_passing_program
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: shrink: .*tiny\\.s: the program passes"
                 -- ${GCN_COSIM_EXE} shrink ${GCN_TINY} -o ${CMAKE_CURRENT_BINARY_DIR}/tiny-min.s)
add_test(NAME cli_bad_shrink_malformed
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "data_wraps_high\\.s:2:16: error:"
                 -- ${GCN_COSIM_EXE} shrink ${GCN_BAD}/data_wraps_high.s -o ${CMAKE_CURRENT_BINARY_DIR}/bad-min.s)
add_test(NAME cli_bad_merge_no_directory
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: merge: .*/no-such-dir: not a directory"
                 -- ${GCN_COSIM_EXE} merge ${CMAKE_CURRENT_BINARY_DIR}/no-such-dir)

# A directory where a file is expected; output paths that cannot be written
# are refused before the run.
add_test(NAME cli_bad_asm_directory
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "is a directory"
                 -- ${GCN_COSIM_EXE} asm ${GCN_BAD} -o ${CMAKE_CURRENT_BINARY_DIR}/dir.bin)
add_test(NAME cli_bad_disasm_directory
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "is a directory" -- ${GCN_COSIM_EXE} disasm ${GCN_BAD})
add_test(NAME cli_bad_run_directory
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "is a directory" -- ${GCN_COSIM_EXE} run ${GCN_BAD})
add_test(NAME cli_bad_trace_unwritable
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: cannot write '/proc/"
                 -- ${GCN_COSIM_EXE} run ${GCN_TINY} --trace /proc/cosim-trace.fst)
add_test(NAME cli_bad_dump_state_directory
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: cannot write .*directory"
                 -- ${GCN_COSIM_EXE} run ${GCN_TINY} --dump-state ${GCN_BAD})

# An endless input (/dev/zero) is read up to the command's limit, then
# refused with one line: memory does not grow without bound.
add_test(NAME cli_bad_disasm_endless_input
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "/dev/zero: larger than 67108864 bytes"
                 -- ${GCN_COSIM_EXE} disasm /dev/zero)
add_test(NAME cli_bad_inspect_endless_input
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "/dev/zero: larger than 67108864 bytes"
                 -- ${GCN_COSIM_EXE} inspect /dev/zero)
