# Random-program regression through the `cosim` CLI (regress/runner.cpp):
# 200 programs of the mixed profile (the default) must pass in lockstep on
# the default CU (16 VALU lanes), retire every executable row and hit 95% of
# the functional bins; 200 more on the 4-lane CU; 200 LDS-profile workgroup programs on the default CU, and CUs
# with an injected bug (S_ADD_U32 drops its carry-out; V_MAD_I32_I24
# zero-extends S0; the LDS drops the last lane's writes in a step after a bank
# conflict) must be caught by 100 programs with the instruction named (for the
# LDS bug: some DS instruction, 40 LDS-profile programs). The vector memory
# profile (--vmem) has its own pair below.
find_program(GCN_REGRESS_BASH NAMES bash REQUIRED)
set(GCN_REGRESS_SCRIPTS ${CMAKE_CURRENT_SOURCE_DIR}/scripts)

add_test(NAME regress_lockstep_200
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_check.sh
                 $<TARGET_FILE:cosim> 200 1 2 ${CMAKE_BINARY_DIR}/regress-ctest)
set_tests_properties(regress_lockstep_200 PROPERTIES TIMEOUT 3600 LABELS slow ENVIRONMENT GCN_MIN_BIN_PERCENT=95)

add_test(NAME regress_lockstep_200_lanes4
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_check.sh
                 $<TARGET_FILE:cosim-lanes4> 200 2 2 ${CMAKE_BINARY_DIR}/regress-ctest-lanes4)
set_tests_properties(regress_lockstep_200_lanes4 PROPERTIES TIMEOUT 3600 LABELS slow)

# The LDS profile: workgroups of 1..16 waves (at most what the RTL is built
# with) with DS instructions, shared LDS regions and barriers; every supported
# DS row must be retired in lockstep.
add_test(NAME regress_lockstep_lds_200
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_check.sh
                 $<TARGET_FILE:cosim> 200 3 2 ${CMAKE_BINARY_DIR}/regress-ctest-lds --lds)
set_tests_properties(regress_lockstep_lds_200 PROPERTIES TIMEOUT 3600 LABELS slow)

# The FPGA flow's minimal configuration (cosim-minimal: one VALU lane, so 64
# passes a vector instruction; two waves; the LDS serving one access a
# step): the mixed, LDS and vector memory profiles in lockstep, every row
# of each retired.
foreach(profile mixed lds vmem)
  if(profile STREQUAL mixed)
    set(flags "")
    set(seed 11)
  elseif(profile STREQUAL lds)
    set(flags --lds)
    set(seed 12)
  else()
    set(flags --vmem)
    set(seed 13)
  endif()
  add_test(NAME regress_lockstep_minimal_${profile}_200
           COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_check.sh
                   $<TARGET_FILE:cosim-minimal> 200 ${seed} 2 ${CMAKE_BINARY_DIR}/regress-ctest-minimal-${profile} ${flags})
  set_tests_properties(regress_lockstep_minimal_${profile}_200 PROPERTIES TIMEOUT 3600 LABELS slow)
endforeach()

# Vector memory episodes (FLAT, GLOBAL, SCRATCH and MUBUF loads and stores,
# FLAT, GLOBAL and MUBUF atomics): every executable FLAT, GLOBAL and SCRATCH
# row must be retired
# in lockstep; on the build whose SBYTE/SSHORT loads lose their sign
# extension the regression must fail naming a GLOBAL load.
add_test(NAME regress_lockstep_vmem_200
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_check.sh
                 $<TARGET_FILE:cosim> 200 4 2 ${CMAKE_BINARY_DIR}/regress-ctest-vmem --vmem)
set_tests_properties(regress_lockstep_vmem_200 PROPERTIES TIMEOUT 3600 LABELS slow)
add_test(NAME regress_bug_vmem_sext
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_bug.sh
                 $<TARGET_FILE:cosim-bug-vmem-sext> 40 1 2 ${CMAKE_BINARY_DIR}/regress-bug-vmem-ctest
                 "global_load_s[bs]" --vmem)
set_tests_properties(regress_bug_vmem_sext PROPERTIES TIMEOUT 3600 LABELS slow ENVIRONMENT GCN_BUG_NAMES_LANE=1)

# --max-failures 1 stops the run at the first failure (the vector memory bug
# fails within the first few programs of 60).
add_test(NAME regress_max_failures
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/max_failures.sh
                 $<TARGET_FILE:cosim-bug-vmem-sext> 60 ${CMAKE_BINARY_DIR}/regress-max-failures-ctest --vmem)
set_tests_properties(regress_max_failures PROPERTIES TIMEOUT 1200)
# The sanitized build leaves cosim-bug-vmem-sext out (top-level CMakeLists.txt).
if(GCN_SANITIZE)
  set_tests_properties(regress_max_failures PROPERTIES DISABLED ON)
endif()

add_test(NAME regress_bug_mad_i24_sext
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_bug.sh
                 $<TARGET_FILE:cosim-bug-mad-i24> 100 1 2 ${CMAKE_BINARY_DIR}/regress-bug-mad-ctest
                 v_mad_i32_i24)
set_tests_properties(regress_bug_mad_i24_sext PROPERTIES TIMEOUT 3600 LABELS slow)

add_test(NAME regress_bug_sadd_carry
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_bug.sh
                 $<TARGET_FILE:cosim-bug-sadd-carry> 100 1 2 ${CMAKE_BINARY_DIR}/regress-bug-ctest
                 s_add_u32)
set_tests_properties(regress_bug_sadd_carry PROPERTIES TIMEOUT 3600 LABELS slow)

add_test(NAME regress_bug_lds_conflict
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_bug.sh
                 $<TARGET_FILE:cosim-bug-lds-conflict> 40 1 2 ${CMAKE_BINARY_DIR}/regress-bug-lds-ctest
                 ds_ --lds)
set_tests_properties(regress_bug_lds_conflict PROPERTIES TIMEOUT 3600 LABELS slow)

# Several workgroups in flight (--lds --workgroups): 2..6 workgroups of 1..4
# waves, each with its own LDS window and barrier, sometimes queued for wave
# slots or LDS; they must pass in lockstep, and the build whose LDS ignores
# a workgroup's window base must be caught at a DS instruction.
add_test(NAME regress_lockstep_wg_40
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_check.sh
                 $<TARGET_FILE:cosim> 40 6 2 ${CMAKE_BINARY_DIR}/regress-ctest-wg --lds --workgroups)
set_tests_properties(regress_lockstep_wg_40 PROPERTIES TIMEOUT 3600 LABELS slow ENVIRONMENT GCN_REQUIRE_EVERY_ROW=0)
add_test(NAME regress_bug_lds_base
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/regress_bug.sh
                 $<TARGET_FILE:cosim-bug-lds-base> 20 1 2 ${CMAKE_BINARY_DIR}/regress-bug-lds-base-ctest
                 ds_ --lds --workgroups)
set_tests_properties(regress_bug_lds_base PROPERTIES TIMEOUT 3600 LABELS slow)

# Random initial values (Verilator --x-initial unique, randReset(2)): the
# same programs, scalar/vector and LDS profiles, must end exactly as they do
# from zero (status, matched instructions, writebacks, cycles).
add_test(NAME regress_random_reset
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/random_reset.sh
                 $<TARGET_FILE:cosim> 30 41 12345 ${CMAKE_BINARY_DIR}/regress-random-reset)
set_tests_properties(regress_random_reset PROPERTIES TIMEOUT 3600 LABELS slow)
add_test(NAME regress_random_reset_lds
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/random_reset.sh
                 $<TARGET_FILE:cosim> 15 42 777 ${CMAKE_BINARY_DIR}/regress-random-reset-lds --lds)
set_tests_properties(regress_random_reset_lds PROPERTIES TIMEOUT 3600 LABELS slow)

# scripts/soak.sh: chunks, totals and failures grouped by signature (on the
# S_ADD_U32 carry bug build every failure is one signature).
add_test(NAME soak_smoke
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/check_cmd.sh --rc 0 --stdout "^soak: 4 programs, 4 passed, 0 failed"
                 -- ${GCN_REGRESS_BASH} ${CMAKE_SOURCE_DIR}/scripts/soak.sh --count 4 --chunk 2 --jobs 1
                    --profiles scalar --out ${CMAKE_BINARY_DIR}/soak-smoke)
set_tests_properties(soak_smoke PROPERTIES ENVIRONMENT GCN_BUILD_DIR=${CMAKE_BINARY_DIR})
add_test(NAME soak_resume
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/soak_resume.sh
                 ${CMAKE_SOURCE_DIR}/scripts/soak.sh ${CMAKE_BINARY_DIR}/soak-resume)
set_tests_properties(soak_resume PROPERTIES ENVIRONMENT GCN_BUILD_DIR=${CMAKE_BINARY_DIR})
add_test(NAME soak_groups_bug_signatures
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/check_cmd.sh --rc 1 --stdout "^soak: 20 programs, [0-9]+ passed, [1-9][0-9]* failed"
                 --stdout "^ +[1-9][0-9]*  mismatch: s_add_u32 \\(scc\\)"
                 -- ${GCN_REGRESS_BASH} ${CMAKE_SOURCE_DIR}/scripts/soak.sh --count 20 --chunk 10 --seed 5 --jobs 1
                    --profiles default --cosim $<TARGET_FILE:cosim-bug-sadd-carry> --out ${CMAKE_BINARY_DIR}/soak-bug)
set_tests_properties(soak_groups_bug_signatures PROPERTIES ENVIRONMENT GCN_BUILD_DIR=${CMAKE_BINARY_DIR} LABELS slow)

# Sharded runs: the merge of N shards equals the unsharded run program by
# program (N = 1, 3, 4; with failures on the S_ADD_U32 carry bug build), and
# missing, unfinished and mixed shards are reported (tests/scripts/shard_merge.sh).
add_test(NAME regress_shard_merge
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/shard_merge.sh
                 $<TARGET_FILE:cosim> 12 7 ${CMAKE_BINARY_DIR}/shard-merge "1 3 4")
set_tests_properties(regress_shard_merge PROPERTIES TIMEOUT 1800 LABELS slow)
add_test(NAME regress_shard_merge_failures
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/shard_merge.sh
                 $<TARGET_FILE:cosim-bug-sadd-carry> 10 5 ${CMAKE_BINARY_DIR}/shard-merge-bug "3")
set_tests_properties(regress_shard_merge_failures PROPERTIES TIMEOUT 1800 LABELS slow)
# scripts/farm.sh on a one-node Slurm cluster started on this machine
# (scripts/slurm/local_cluster.sh); skipped only where it cannot run at all.
add_test(NAME slurm_farm
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/slurm_farm.sh
                 $<TARGET_FILE:cosim> 40 5 4 ${CMAKE_BINARY_DIR}/slurm-farm)
set_tests_properties(slurm_farm PROPERTIES TIMEOUT 1800 SKIP_RETURN_CODE 77 LABELS slow RUN_SERIAL TRUE)
# cosim shrink: a failure of the S_ADD_U32 carry bug build shrinks to a few
# instructions that still fail the same way and pass on the correct CU; so
# does one of the LDS bank-conflict bug (a DS instruction after LDS set-up,
# with its waits), and every failure kind regress --shrink meets on the way.
add_test(NAME shrink_bug_sadd_carry
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/shrink_bug.sh
                 $<TARGET_FILE:cosim-bug-sadd-carry> $<TARGET_FILE:cosim> ${CMAKE_BINARY_DIR}/shrink-bug
                 s_add_u32 scc 5 1 --scalar-only)
set_tests_properties(shrink_bug_sadd_carry PROPERTIES TIMEOUT 1800 LABELS slow)
add_test(NAME shrink_bug_lds_conflict
         COMMAND ${GCN_REGRESS_BASH} ${GCN_REGRESS_SCRIPTS}/shrink_bug.sh
                 $<TARGET_FILE:cosim-bug-lds-conflict> $<TARGET_FILE:cosim> ${CMAKE_BINARY_DIR}/shrink-bug-lds
                 "ds_[a-z0-9_]+" "(lds write|writeback) .*" 5 any --lds)
set_tests_properties(shrink_bug_lds_conflict PROPERTIES TIMEOUT 1800 LABELS slow)
