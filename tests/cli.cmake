# ctest entries that drive the `cosim` binary: directed kernels in lockstep,
# bad input, the watchdog, the state dump and the llvm-mc round trip.
# Output checks live in tests/scripts/*.sh (exit code + regex on stdout/stderr).

find_program(GCN_LLVM_MC NAMES llvm-mc-16 llvm-mc REQUIRED)
find_program(GCN_BASH NAMES bash REQUIRED)
find_program(GCN_PYTHON3 NAMES python3 REQUIRED)

set(GCN_SCRIPTS ${CMAKE_CURRENT_SOURCE_DIR}/scripts)
set(GCN_INPUTS ${CMAKE_CURRENT_SOURCE_DIR}/inputs)
set(GCN_CHECK ${GCN_BASH} ${GCN_SCRIPTS}/check_cmd.sh)
set(GCN_COSIM_EXE $<TARGET_FILE:cosim>)
set(GCN_COSIM_BUG_EXE $<TARGET_FILE:cosim-bug-sadd-carry>)
set(GCN_PASS_RE "^PASS: matched [1-9][0-9]* instructions")

# --- directed kernels: every kernels/directed/*.s must pass in lockstep (the
# run also checks the kernel's hand-worked ";; cosim: expect" lines on both
# sides), and cosim's disassembly of it must equal llvm-mc's.
file(GLOB GCN_DIRECTED_KERNELS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/kernels/directed/*.s)
foreach(kernel ${GCN_DIRECTED_KERNELS})
  get_filename_component(kname ${kernel} NAME_WE)
  add_test(NAME directed_${kname}
           COMMAND ${GCN_CHECK} --rc 0 --stdout ${GCN_PASS_RE} -- ${GCN_COSIM_EXE} run ${kernel})
  # Another testbench seed: other memory latencies and reply order.
  add_test(NAME directed_${kname}_seed7
           COMMAND ${GCN_CHECK} --rc 0 --stdout ${GCN_PASS_RE}
                   -- ${GCN_COSIM_EXE} run ${kernel} --seed 7)
  add_test(NAME disasm_llvm_${kname}
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/roundtrip.sh ${GCN_COSIM_EXE} ${GCN_LLVM_MC} ${kernel})
endforeach()

# --- scalar programs of the older generations (kernels/generations/NAME_MCPU.s),
# worked by hand: the golden model must meet their expectations alone and in
# lockstep with the compute unit decoding that generation (cosim-MCPU), and
# their encodings must be llvm-mc's for that -mcpu. A lockstep run on a build
# decoding another generation is refused by name.
file(GLOB GCN_GENERATION_KERNELS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/kernels/generations/*.s)
foreach(kernel ${GCN_GENERATION_KERNELS})
  get_filename_component(kname ${kernel} NAME_WE)
  string(REGEX MATCH "gfx[0-9]+$" mcpu ${kname})
  add_test(NAME generation_${kname}_golden
           COMMAND ${GCN_CHECK} --rc 0 --stdout ${GCN_PASS_RE} -- ${GCN_COSIM_EXE} run ${kernel} --golden-only)
  add_test(NAME generation_${kname}_lockstep
           COMMAND ${GCN_CHECK} --rc 0 --stdout ${GCN_PASS_RE} -- $<TARGET_FILE:cosim-${mcpu}> run ${kernel})
  add_test(NAME generation_${kname}_llvm_mc
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/gfx_roundtrip.sh ${GCN_COSIM_EXE} ${GCN_LLVM_MC} ${mcpu} ${kernel})
endforeach()
# Random scalar programs of each older generation (cosim gen --mcpu): 100 of
# them legal and run to their end on the golden model, and 100 (other seeds)
# in lockstep with the compute unit decoding that generation.
foreach(gfx IN LISTS GCN_OLDER_GFX)
  set(mcpu gfx${gfx})
  add_test(NAME generation_regress_golden_${mcpu}
           COMMAND ${GCN_CHECK} --rc 0 --stdout "^100 passed, 0 failed"
                   -- ${GCN_COSIM_EXE} regress --mcpu ${mcpu} --scalar-only --golden-only --count 100 --seed 1
                      --jobs 2 --out ${CMAKE_CURRENT_BINARY_DIR}/generation-${mcpu})
  add_test(NAME generation_regress_lockstep_${mcpu}
           COMMAND ${GCN_CHECK} --rc 0 --stdout "^100 passed, 0 failed"
                   -- $<TARGET_FILE:cosim-${mcpu}> regress --mcpu ${mcpu} --scalar-only --count 100 --seed 2
                      --jobs 2 --out ${CMAKE_CURRENT_BINARY_DIR}/generation-lockstep-${mcpu})
endforeach()
find_program(GCN_LLVM_OBJCOPY NAMES llvm-objcopy-16 llvm-objcopy REQUIRED)
foreach(gfx IN LISTS GCN_OLDER_GFX)
  set(mcpu gfx${gfx})
  add_test(NAME generation_gen_llvm_mc_${mcpu}
           COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/gen_llvm_mc.sh ${GCN_COSIM_EXE} ${GCN_LLVM_MC} ${GCN_LLVM_OBJCOPY}
                   ${mcpu} 20)
endforeach()
add_test(NAME generation_gen_needs_scalar_only
         COMMAND ${GCN_CHECK} --rc 2 --stderr "--mcpu gfx803 needs --scalar-only"
                 -- ${GCN_COSIM_EXE} gen --seed 1 --mcpu gfx803)
add_test(NAME generation_lockstep_refused
         COMMAND ${GCN_CHECK} --rc 2
                 --stderr "gfx600 code: the RTL of this build decodes gfx900; run it with cosim-gfx600, or with --golden-only"
                 -- ${GCN_COSIM_EXE} run ${CMAKE_SOURCE_DIR}/kernels/generations/smrd_gfx600.s)
add_test(NAME generation_lockstep_refused_gfx900
         COMMAND ${GCN_CHECK} --rc 2
                 --stderr "gfx900 code: the RTL of this build decodes gfx803; run it with cosim, or with --golden-only"
                 -- $<TARGET_FILE:cosim-gfx803> run ${CMAKE_SOURCE_DIR}/kernels/directed/branches.s)
# run --mcpu: the generation of a program without an mcpu line (tiny.s's
# instructions and expectations hold on gfx700 too); one that has a line
# must agree with it.
add_test(NAME generation_run_mcpu
         COMMAND ${GCN_CHECK} --rc 0 --stdout ${GCN_PASS_RE}
                 -- $<TARGET_FILE:cosim-gfx700> run --mcpu gfx700 ${GCN_INPUTS}/tiny.s)
add_test(NAME generation_run_mcpu_conflict
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1
                 --stderr "smrd_gfx600\\.s:2:[0-9]+: error: the program is gfx600 code, --mcpu says gfx803"
                 -- ${GCN_COSIM_EXE} run --mcpu gfx803 --golden-only ${CMAKE_SOURCE_DIR}/kernels/generations/smrd_gfx600.s)
# The checker catches an RTL bug of one generation: gfx600 with SMRD
# immediate offsets counted in bytes loads dword 1 for s_load_dword s10,
# s[2:3], 0x4 (the kernel's first instruction), where the spec says dword 4.
add_test(NAME generation_checker_catches_smrd_offset_bug
         COMMAND ${GCN_CHECK} --rc 1 --stdout "s10: expected 0xa0000004, actual 0xa0000001"
                 -- $<TARGET_FILE:cosim-bug-smrd-offset> run ${CMAKE_SOURCE_DIR}/kernels/generations/smrd_gfx600.s)
add_test(NAME generation_regress_refused
         COMMAND ${GCN_CHECK} --rc 2 --stderr "programs are gfx700 code: the RTL of this build decodes gfx600"
                 -- $<TARGET_FILE:cosim-gfx600> regress --mcpu gfx700 --scalar-only --count 1)
add_test(NAME generation_bad_mcpu
         COMMAND ${GCN_CHECK} --rc 2 --stderr "mcpu"
                 -- ${GCN_COSIM_EXE} asm --mcpu gfx1100 ${CMAKE_SOURCE_DIR}/kernels/generations/smrd_gfx600.s -o /dev/null)

# --- a small program worked by hand, in each mode.
add_test(NAME cli_run_tiny
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched 3 instructions"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s)
add_test(NAME cli_run_tiny_golden_only
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched 3 instructions"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s --golden-only)
add_test(NAME cli_run_tiny_rtl_only
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched 3 instructions"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s --rtl-only --seed 5)
add_test(NAME cli_dump_state
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/dump_state.sh ${GCN_COSIM_EXE} ${GCN_INPUTS}/tiny.s)
add_test(NAME cli_dump_state_golden_only
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/dump_state.sh ${GCN_COSIM_EXE} ${GCN_INPUTS}/tiny.s
                 --golden-only)

# An unmet expectation fails (exit 1) and names the program line.
add_test(NAME cli_expectation_failure
         COMMAND ${GCN_CHECK} --rc 1 --stdout "expect_fail(\\.s)?:1"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/expect_fail.s)

# The checker catches an injected RTL bug (S_ADD_U32 loses its carry-out) at
# the instruction that shows it: order 1 of tiny.s, field scc.
add_test(NAME cli_checker_catches_sadd_carry_bug
         COMMAND ${GCN_CHECK} --rc 1 --stdout "order 1 .*s_add_u32" --stdout "scc: expected 1, actual 0"
                 -- ${GCN_COSIM_BUG_EXE} run ${GCN_INPUTS}/tiny.s)

# --- bad input: one-line diagnostic with location, exit 2.
add_test(NAME cli_asm_bad_operand
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "bad_operand\\.s:4:[0-9]+: error:"
                 -- ${GCN_COSIM_EXE} asm ${GCN_INPUTS}/bad_operand.s -o ${CMAKE_CURRENT_BINARY_DIR}/bad_operand.bin)
add_test(NAME cli_asm_bad_mnemonic
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "bad_mnemonic\\.s:3:[0-9]+: error:"
                 -- ${GCN_COSIM_EXE} asm ${GCN_INPUTS}/bad_mnemonic.s -o ${CMAKE_CURRENT_BINARY_DIR}/bad_mnemonic.bin)
add_test(NAME cli_run_bad_operand
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "bad_operand\\.s:4:[0-9]+: error:"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/bad_operand.s)
add_test(NAME cli_run_bad_directive
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "bad_directive\\.s:2:[0-9]+: error:"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/bad_directive.s)
add_test(NAME cli_disasm_bad_binaries
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/disasm_bad.sh ${GCN_COSIM_EXE})
add_test(NAME cli_run_missing_file
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "no_such_program\\.s.*error"
                 -- ${GCN_COSIM_EXE} run ${CMAKE_CURRENT_BINARY_DIR}/no_such_program.s)
add_test(NAME cli_run_both_modes
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error:"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s --golden-only --rtl-only)
add_test(NAME cli_regress_zero_jobs
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error:"
                 -- ${GCN_COSIM_EXE} regress --count 1 --seed 1 --jobs 0)
add_test(NAME cli_unknown_option
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error:"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s --frobnicate)
add_test(NAME cli_no_command
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^cosim: error:" -- ${GCN_COSIM_EXE})

# --- watchdog: a program that never ends is stopped and reported, in lockstep
# (cycle budget) and golden-only (instruction budget).
add_test(NAME cli_watchdog_runaway
         COMMAND ${GCN_CHECK} --rc 1 --stdout "^WATCHDOG" --stdout "s_branch"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/runaway.s --max-cycles 20000)
add_test(NAME cli_watchdog_runaway_golden_only
         COMMAND ${GCN_CHECK} --rc 1 --stdout "^WATCHDOG" --stdout "s_branch"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/runaway.s --golden-only)

# --- assembler/disassembler against llvm-mc-16, bytes and text.
add_test(NAME cli_roundtrip_llvm
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/roundtrip.sh ${GCN_COSIM_EXE} ${GCN_LLVM_MC}
                 ${GCN_INPUTS}/roundtrip.s --encoding)

# --- random program: deterministic generation, passes in lockstep.
add_test(NAME cli_gen_run COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/gen_run.sh ${GCN_COSIM_EXE} 7)
# Without a profile option each program is one profile's, drawn from its seed.
add_test(NAME cli_gen_mixed_profile COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/gen_mixed_profile.sh ${GCN_COSIM_EXE})

# --- LDS profile with vector memory episodes through the golden model alone:
# 300 workgroup programs of up to 16 waves are legal (no illegal instruction,
# memory fault or runaway) and retire every executable row.
add_test(NAME cli_regress_lds_golden_only
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^300 passed, 0 failed$"
                 --stdout "^coverage: ([0-9]+)/\\1 instructions"
                 -- ${GCN_COSIM_EXE} regress --lds --vmem --golden-only --max-waves 16 --count 300 --seed 5
                 --jobs 2 --out ${CMAKE_BINARY_DIR}/regress-lds-golden)

# Initial VGPR state in a program (;; cosim: vgprs / vgpr): both sides carry
# it to the end unchanged; the expectations and the final compare check it.
add_test(NAME cli_vgpr_state_golden_only
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched 1 instructions"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/vgpr_state.s --golden-only)
add_test(NAME cli_vgpr_state_lockstep
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched 1 instructions"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/vgpr_state.s)
add_test(NAME cli_vgpr_state_refused_by_rtl
         COMMAND ${GCN_CHECK} --rc 1 --stdout "the RTL has 32 VGPRs per wave .wave 0 declares 40."
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/vgpr_too_many.s)

# --- functional coverage of one run (counts worked by hand in the script),
# and only of what the lockstep checker matched.
add_test(NAME cli_run_coverage
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/coverage_run.sh ${GCN_COSIM_EXE} ${GCN_INPUTS}/tiny.s)
add_test(NAME cli_run_coverage_needs_lockstep
         COMMAND ${GCN_CHECK} --rc 2 --stderr "^cosim: error: --coverage"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s --golden-only --coverage cov.json)

# --- vector ALU instructions outside the executed set (F_UNSUP) are decoded
# (length included) and rejected by name on both sides, with matching commit
# records; executed vector rows run on the golden model.
add_test(NAME cli_run_vector_rejected
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "mismatch"
                 --stdout "illegal instruction at wave 0 pc 0x[0-9a-f]+: unsupported instruction v_div_scale_f64"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/vector_rejected.s)
add_test(NAME cli_run_vector_rejected_literal
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "mismatch"
                 --stdout "illegal instruction at wave 0 pc 0x[0-9a-f]+: unsupported instruction v_cvt_f64_i32_e32"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/vector_rejected_lit.s)
# Source 239 (src_pops_exiting_wave_id) in a VOP1, a VOP3 and as a MUBUF
# SOFFSET: decoded, retired as illegal by name on both sides.
foreach(form vop1 vop3 buffer)
  add_test(NAME cli_run_pops_rejected_${form}
           COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "mismatch"
                   --stdout "illegal instruction at wave 0 pc 0x[0-9a-f]+: unsupported operand src_pops_exiting_wave_id"
                   -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/pops_rejected_${form}.s)
endforeach()
# SOFFSET 125 (null) in a MUBUF load: decoded, retired as illegal on both
# sides, the golden model naming the operand.
add_test(NAME cli_run_null_soffset_rejected
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "mismatch"
                 --stdout "illegal instruction at wave 0 pc 0x[0-9a-f]+: invalid scalar source operand 125 \\(null\\) in buffer_load_dword"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/null_soffset_rejected.s)
# An undecodable scalar source beside a literal: one dword, illegal, on both
# sides.
add_test(NAME cli_run_sop_bad_source_literal
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "mismatch"
                 --stdout "invalid scalar source code 233 \\(SSRC0\\)"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/sop_bad_source_literal.s)
add_test(NAME cli_run_vector_rejected_rtl_only
         COMMAND ${GCN_CHECK} --rc nonzero --stdout "illegal instruction at wave 0 pc 0x[0-9a-f]+: v_div_scale_f64 v\\[0:1\\], s\\[2:3\\], s\\[0:1\\], v\\[1:2\\], v\\[2:3\\]"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/vector_rejected.s --rtl-only)
add_test(NAME cli_run_vector_golden_only
         COMMAND ${GCN_CHECK} --rc 0 --stdout "^PASS: matched 3 instructions"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/vector_golden.s --golden-only)
add_test(NAME cli_roundtrip_llvm_vector
         COMMAND ${GCN_BASH} ${GCN_SCRIPTS}/roundtrip.sh ${GCN_COSIM_EXE} ${GCN_LLVM_MC}
                 ${GCN_INPUTS}/roundtrip_vector.s --encoding)

# From random initial values (--random-reset) a short program must still pass:
# the waves launch only after the LDS has cleared itself, so the final LDS
# read sees no power-up contents.
add_test(NAME cli_random_reset_short_program
         COMMAND ${GCN_CHECK} --stdout "${GCN_PASS_RE}"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/tiny.s --random-reset 5)
# Fetch faults: a program that runs off the end of its code, and one whose
# last instruction is cut short by the end of the code. The memory answers
# the fetch past the code with an error; the design retires an illegal
# instruction with the same record as the golden model.
add_test(NAME cli_run_fetch_off_end
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "mismatch"
                 --stdout "illegal instruction at wave 0 pc 0x100000008: instruction fetch fault at pc 0x100000008"
                 --stdout "matched 2 instructions"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/fetch_off_end.s)
add_test(NAME cli_run_fetch_truncated
         COMMAND ${GCN_CHECK} --rc nonzero --no-stdout "mismatch"
                 --stdout "illegal instruction at wave 0 pc 0x100000004: .*truncated instruction \\(v_add_f32 needs 2 dwords\\)"
                 -- ${GCN_COSIM_EXE} run ${GCN_INPUTS}/fetch_truncated.s)

# Several workgroups: the checker catches an RTL that ignores a workgroup's
# LDS window base (the two workgroups in flight then share one window, and a
# DS read returns the other workgroup's value).
add_test(NAME cli_checker_catches_lds_base_bug
         COMMAND ${GCN_CHECK} --rc 1 --stdout "MISMATCH"
                 -- $<TARGET_FILE:cosim-bug-lds-base> run ${CMAKE_SOURCE_DIR}/kernels/directed/multi_wg_lds.s)
