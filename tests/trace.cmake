# Commit traces (docs/trace.md): `cosim run --record-trace` writes the RTL's
# trace-port beats; `cosim check-trace` replays them through the
# RecordAssembler dut.cpp uses and the lockstep checker. Included after
# cli.cmake (GCN_BASH, GCN_INPUTS, GCN_SCRIPTS, GCN_CHECK). The scripts are
# tests/scripts/trace_*; trace_edit.py reads and edits traces from the
# format's documentation alone.
set(GCN_TRACE_OUT ${CMAKE_BINARY_DIR}/trace-ctest)
set(GCN_TRACE_COSIM $<TARGET_FILE:cosim>)
set(GCN_TRACE_COSIM_L4 $<TARGET_FILE:cosim-lanes4>)
set(GCN_TRACE_COSIM_BUG $<TARGET_FILE:cosim-bug-sadd-carry>)
set(GCN_TRACE_DS ${GCN_INPUTS}/trace/ds_workgroup.s)
set(GCN_TRACE_KERNELS ${CMAKE_SOURCE_DIR}/kernels)

# gcn_trace_roundtrip(NAME RECORDER PROGRAM KINDS [trace_roundtrip.sh options...]):
# recorded by RECORDER, checked by cosim (16 lanes: it replays a trace of
# any supported lane count); KINDS (space-separated) must each have beats.
function(gcn_trace_roundtrip name recorder program kinds)
  add_test(NAME trace_${name}
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_roundtrip.sh ${recorder} ${GCN_TRACE_COSIM} ${program}
                   ${GCN_TRACE_OUT}/${name} --kinds "${kinds}" ${ARGN})
  set_tests_properties(trace_${name} PROPERTIES TIMEOUT 300)
endfunction()

# --- (a) directed programs, recorded in lockstep at 16 lanes: scalar,
# scalar memory (writebacks), several waves, vector ALU, DS/LDS in a
# two-wave workgroup, GLOBAL and MUBUF vector memory (stores, atomics with
# return).
gcn_trace_roundtrip(directed_scalar ${GCN_TRACE_COSIM} ${GCN_INPUTS}/tiny.s "COMMIT")
gcn_trace_roundtrip(directed_smem ${GCN_TRACE_COSIM} ${GCN_TRACE_KERNELS}/directed/smem_load_store.s "COMMIT SWB")
gcn_trace_roundtrip(directed_multiwave ${GCN_TRACE_COSIM} ${GCN_TRACE_KERNELS}/directed/multiwave.s "COMMIT")
gcn_trace_roundtrip(directed_valu ${GCN_TRACE_COSIM} ${GCN_TRACE_KERNELS}/valu/valu_int.s "COMMIT VW")
gcn_trace_roundtrip(directed_ds ${GCN_TRACE_COSIM} ${GCN_TRACE_DS} "COMMIT LDS DSRET")
gcn_trace_roundtrip(directed_global ${GCN_TRACE_COSIM} ${GCN_TRACE_KERNELS}/vmem/global.s "COMMIT VMREQ VRET")
gcn_trace_roundtrip(directed_buffer_atomics ${GCN_TRACE_COSIM} ${GCN_TRACE_KERNELS}/vmem/buffer_atomics.s
                    "COMMIT VMREQ VRET")
# Recorded by an RTL-only run, and with another testbench seed.
gcn_trace_roundtrip(rtl_only_ds ${GCN_TRACE_COSIM} ${GCN_TRACE_DS} "LDS DSRET" -- --rtl-only)
gcn_trace_roundtrip(seed7_global ${GCN_TRACE_COSIM} ${GCN_TRACE_KERNELS}/vmem/global.s "VMREQ VRET" -- --seed 7)
# Traces of 4 lanes (cosim-lanes4: the VW and DS beats carry 4 lanes a pass) and
# of 64 (a trace rewritten as a one-pass compute unit would emit it:
# trace_edit.py relane), replayed through RecordAssembler<4> and <64>.
foreach(k ds valu global)
  if(k STREQUAL ds)
    set(prog ${GCN_TRACE_DS})
    set(kinds "LDS DSRET")
  elseif(k STREQUAL valu)
    set(prog ${GCN_TRACE_KERNELS}/valu/valu_int.s)
    set(kinds "COMMIT VW")
  else()
    set(prog ${GCN_TRACE_KERNELS}/vmem/global.s)
    set(kinds "VMREQ VRET")
  endif()
  gcn_trace_roundtrip(lanes4_${k} ${GCN_TRACE_COSIM_L4} ${prog} "${kinds}")
  gcn_trace_roundtrip(lanes64_${k} ${GCN_TRACE_COSIM} ${prog} "${kinds}" --relane 64)
  # The sanitized build leaves the 4-lane CU out (top-level CMakeLists.txt).
  if(GCN_SANITIZE)
    set_tests_properties(trace_lanes4_${k} PROPERTIES DISABLED ON)
  endif()
endforeach()

# --- (b) random programs of each profile, recorded and checked: all pass.
foreach(profile mixed vmem lds)
  if(profile STREQUAL mixed)
    set(flags "")
  else()
    set(flags --${profile})
  endif()
  add_test(NAME trace_random_${profile}
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_random.sh ${GCN_TRACE_COSIM} ${GCN_TRACE_COSIM}
                   ${GCN_TRACE_OUT}/random-${profile} 20 1 ${flags})
  set_tests_properties(trace_random_${profile} PROPERTIES TIMEOUT 900)
endforeach()
add_test(NAME trace_random_lds_lanes4
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_random.sh ${GCN_TRACE_COSIM_L4} ${GCN_TRACE_COSIM}
                 ${GCN_TRACE_OUT}/random-lds-lanes4 10 101 --lds)
set_tests_properties(trace_random_lds_lanes4 PROPERTIES TIMEOUT 900)
if(GCN_SANITIZE)
  set_tests_properties(trace_random_lds_lanes4 PROPERTIES DISABLED ON)
endif()

# --- (c) a bit of register data flipped in one COMMIT beat: check-trace
# fails at that instruction (wave, order, pc read from the beat); and the
# S_ADD_U32 carry bug gives check-trace the lockstep run's report, byte for
# byte (tiny.s, and the first failing random program).
add_test(NAME trace_flip_sgpr
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_flip.sh ${GCN_TRACE_COSIM}
                 ${GCN_TRACE_KERNELS}/directed/multiwave.s ${GCN_TRACE_OUT}/flip-sgpr sgpr 7)
add_test(NAME trace_flip_vgpr
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_flip.sh ${GCN_TRACE_COSIM} ${GCN_TRACE_DS}
                 ${GCN_TRACE_OUT}/flip-vgpr vgpr 5)
add_test(NAME trace_same_report_tiny
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_same_report.sh ${GCN_TRACE_COSIM_BUG}
                 ${GCN_TRACE_OUT}/same-report-tiny ${GCN_INPUTS}/tiny.s)
add_test(NAME trace_same_report_random
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_same_report.sh ${GCN_TRACE_COSIM_BUG}
                 ${GCN_TRACE_OUT}/same-report-random --gen 60)
set_tests_properties(trace_same_report_random PROPERTIES TIMEOUT 600)

# --- (d) damaged or foreign traces: exit 2, one line naming the file (and
# the record and its byte offset), never a crash.
# gcn_trace_bad(CASE REGEX [PROGRAM CHECK_PROGRAM NAME]): a trace of
# PROGRAM (multiwave.s) damaged by trace_edit.py's CASE, checked against
# CHECK_PROGRAM (the same), as test trace_bad_NAME (trace_bad_CASE).
function(gcn_trace_bad case regex)
  set(prog ${GCN_TRACE_KERNELS}/directed/multiwave.s)
  set(check ${prog})
  set(name ${case})
  if(ARGC EQUAL 5)
    set(prog ${ARGV2})
    set(check ${ARGV3})
    set(name ${ARGV4})
  endif()
  add_test(NAME trace_bad_${name}
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/trace_corrupt.sh ${GCN_TRACE_COSIM} ${prog}
                   ${GCN_TRACE_OUT}/bad-${name} ${case} "${regex}" ${check})
endfunction()
gcn_trace_bad(magic "^cosim: error: .*magic\\.trace: header: not a commit trace")
gcn_trace_bad(version "^cosim: error: .*version\\.trace: header: format version 99 at byte 8")
gcn_trace_bad(lanes "^cosim: error: .*lanes\\.trace: header: 8 VALU lanes at byte 16")
gcn_trace_bad(empty "^cosim: error: .*empty\\.trace: header: truncated: 0 bytes")
gcn_trace_bad(truncate_mid_record "^cosim: error: .*truncate_mid_record\\.trace: record [0-9]+ at byte [0-9]+: truncated")
gcn_trace_bad(no_end "^cosim: error: .*no_end\\.trace: record [0-9]+ at byte [0-9]+: truncated: .*no END record")
gcn_trace_bad(kind "^cosim: error: .*: unknown record kind 9$")
gcn_trace_bad(cycle_backwards "^cosim: error: .*: cycle [0-9]+ goes backwards")
gcn_trace_bad(trailing "^cosim: error: .*: 16 bytes after the END record$")
gcn_trace_bad(end_count "^cosim: error: .*: END counts [0-9]+ COMMIT beats; the file holds [0-9]+$")
gcn_trace_bad(field_width "^cosim: error: .*: COMMIT beat: rvfi_wave_o .* wider than its 4 bits$")
gcn_trace_bad(reserved "^cosim: error: .*: bytes 2..3 of the record are 0x0001, not zero$")
# Another program's trace: another program of as many waves (the hash of
# what it loads differs), and one of another wave count.
gcn_trace_bad(none "^cosim: error: .*\\.trace: header: recorded from another program \\('tiny', hash 0x[0-9a-f]+\\); .*/sopc\\.s hashes to"
              ${GCN_INPUTS}/tiny.s ${GCN_TRACE_KERNELS}/directed/sopc.s wrong_program)
gcn_trace_bad(none "^cosim: error: .*\\.trace: header: recorded with 4 waves; .*/tiny\\.s launches 1$"
              ${GCN_TRACE_KERNELS}/directed/multiwave.s ${GCN_INPUTS}/tiny.s wrong_waves)
add_test(NAME trace_bad_directory
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: .*: is a directory, not a file$"
                 -- ${GCN_TRACE_COSIM} check-trace ${GCN_INPUTS}/tiny.s ${GCN_INPUTS})
add_test(NAME trace_bad_missing
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: .*/no-such\\.trace: cannot open$"
                 -- ${GCN_TRACE_COSIM} check-trace ${GCN_INPUTS}/tiny.s ${GCN_TRACE_OUT}/no-such.trace)
add_test(NAME trace_bad_device
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: /dev/zero: not a regular file$"
                 -- ${GCN_TRACE_COSIM} check-trace ${GCN_INPUTS}/tiny.s /dev/zero)
add_test(NAME trace_bad_program_file
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "bad_operand\\.s:4:[0-9]+: error:"
                 -- ${GCN_TRACE_COSIM} check-trace ${GCN_INPUTS}/bad_operand.s ${GCN_TRACE_OUT}/no-such.trace)
# Recording needs the RTL and a writable path, checked before the run.
add_test(NAME trace_bad_record_golden_only
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: --record-trace needs the RTL"
                 -- ${GCN_TRACE_COSIM} run ${GCN_INPUTS}/tiny.s --golden-only --record-trace ${GCN_TRACE_OUT}/x.trace)
add_test(NAME trace_bad_record_unwritable
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: cannot write '/proc/"
                 -- ${GCN_TRACE_COSIM} run ${GCN_INPUTS}/tiny.s --record-trace /proc/cosim.trace)
# The SystemC platform records no commit trace: refused by name, exit 2.
add_test(NAME trace_bad_record_systemc
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error: .*records no commit trace"
                 -- $<TARGET_FILE:cosim-sc> run ${GCN_INPUTS}/tiny.s --record-trace ${GCN_TRACE_OUT}/sc.trace)
