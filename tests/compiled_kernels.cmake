# Compiled kernels: every kernels/compiled/*.cl is compiled by clang-16 for
# gfx900 at -O0 (code object v5) and -O2 (code object v4) and linked by
# ld.lld-16 into build/kernels/NAME.O0.co and NAME.O2.co. One more build
# for gfx906 is a code object the loader must refuse.
find_program(GCN_CLANG NAMES clang-16 REQUIRED)
find_program(GCN_LLD NAMES ld.lld-16 REQUIRED)
find_program(GCN_LLVM_OBJDUMP NAMES llvm-objdump-16 REQUIRED)
find_program(GCN_LLVM_READELF NAMES llvm-readelf-16 REQUIRED)
set(GCN_KERNEL_DIR ${CMAKE_BINARY_DIR}/kernels)
file(GLOB GCN_COMPILED_KERNEL_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/kernels/compiled/*.cl)
set(GCN_COMPILED_KERNELS)
# gcn_compile_kernel(<src> <stem> <mcpu> <clang options...>)
function(gcn_compile_kernel src stem mcpu)
  set(obj ${GCN_KERNEL_DIR}/${stem}.o)
  set(co ${GCN_KERNEL_DIR}/${stem}.co)
  get_filename_component(co_dir ${co} DIRECTORY)
  # A kernel may include headers from its own folder (quoted includes).
  get_filename_component(src_dir ${src} DIRECTORY)
  file(GLOB src_headers CONFIGURE_DEPENDS ${src_dir}/*.h)
  add_custom_command(
    OUTPUT ${co}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${co_dir}
    COMMAND ${GCN_CLANG} -target amdgcn-amd-amdhsa -mcpu=${mcpu} -nogpulib ${ARGN} -c ${src} -o ${obj}
    COMMAND ${GCN_LLD} -shared ${obj} -o ${co}
    DEPENDS ${src} ${src_headers}
    COMMENT "Compiling ${stem}.co")
  set(GCN_COMPILED_KERNELS ${GCN_COMPILED_KERNELS} ${co} PARENT_SCOPE)
endfunction()
foreach(src ${GCN_COMPILED_KERNEL_SOURCES})
  get_filename_component(kname ${src} NAME_WE)
  gcn_compile_kernel(${src} ${kname}.O0 gfx900 -O0 -mcode-object-version=5)
  gcn_compile_kernel(${src} ${kname}.O2 gfx900 -O2 -mcode-object-version=4)
endforeach()
gcn_compile_kernel(${CMAKE_SOURCE_DIR}/kernels/compiled/vector_add.cl vector_add.gfx906 gfx906 -O2)
# A kernel with an instruction the design does not execute (tests below).
gcn_compile_kernel(${CMAKE_CURRENT_SOURCE_DIR}/inputs/launch/unsupported.cl launch-bad/unsupported.O2 gfx900 -O2)

# The kernel suite (kernels/suite/suite.cl): every kernel in one code object
# per optimisation level, build/kernels/suite/suite.O0.co and suite.O2.co;
# suite_ref writes the inputs, the expected outputs it computes on the host
# and the manifests (K.O0.json, K.O2.json, suite.O0.json, suite.O2.json)
# beside them.
set(GCN_SUITE_SOURCE ${CMAKE_SOURCE_DIR}/kernels/suite/suite.cl)
set(GCN_SUITE_DIR ${GCN_KERNEL_DIR}/suite)
gcn_compile_kernel(${GCN_SUITE_SOURCE} suite/suite.O0 gfx900 -O0 -mcode-object-version=5)
gcn_compile_kernel(${GCN_SUITE_SOURCE} suite/suite.O2 gfx900 -O2 -mcode-object-version=4)
add_executable(suite_ref ${CMAKE_SOURCE_DIR}/kernels/suite/suite_ref.cpp)
target_link_libraries(suite_ref PRIVATE gcn_suite_host fmt::fmt nlohmann_json::nlohmann_json)
gcn_strict(suite_ref)
add_custom_command(
  OUTPUT ${GCN_SUITE_DIR}/suite.O0.json ${GCN_SUITE_DIR}/suite.O2.json
  COMMAND suite_ref ${GCN_SUITE_DIR}
  DEPENDS suite_ref
  COMMENT "Writing the kernel suite's inputs, expected outputs and manifests")
add_custom_target(gcn_compiled_kernels ALL DEPENDS ${GCN_COMPILED_KERNELS}
                  ${GCN_SUITE_DIR}/suite.O0.json ${GCN_SUITE_DIR}/suite.O2.json)
# The suite's kernels, as the source defines them ("void NAME(" opening a
# line follows each __kernel attribute line).
file(STRINGS ${GCN_SUITE_SOURCE} GCN_SUITE_KERNEL_LINES REGEX "^void [a-z0-9_]+\\(")
set(GCN_SUITE_KERNELS)
foreach(line ${GCN_SUITE_KERNEL_LINES})
  string(REGEX REPLACE "^void ([a-z0-9_]+)\\(.*" "\\1" kname "${line}")
  list(APPEND GCN_SUITE_KERNELS ${kname})
endforeach()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${GCN_SUITE_SOURCE})
foreach(t test_loader test_suite)
  if(TARGET ${t})
    add_dependencies(${t} gcn_compiled_kernels)
  endif()
endforeach()

# The loader's reading of each code object against LLVM's own tools: the
# kernel descriptor against llvm-objdump-16's .amdhsa_ directives, the
# metadata against llvm-readelf-16 --notes, the descriptor and entry
# addresses against the symbol table.
foreach(src ${GCN_COMPILED_KERNEL_SOURCES} ${GCN_SUITE_SOURCE})
  get_filename_component(kname ${src} NAME_WE)
  set(co_dir ${GCN_KERNEL_DIR})
  if(src STREQUAL GCN_SUITE_SOURCE)
    set(co_dir ${GCN_SUITE_DIR})
  endif()
  foreach(opt O0 O2)
    add_test(NAME code_object_oracle_${kname}_${opt}
             COMMAND ${GCN_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/check_code_object.py
                     $<TARGET_FILE:cosim> ${GCN_LLVM_OBJDUMP} ${GCN_LLVM_READELF} ${co_dir}/${kname}.${opt}.co)
  endforeach()
endforeach()

# `cosim inspect`: a description of each kernel; a file that is not a usable
# code object is one error line and exit 2.
add_test(NAME cli_inspect_vector_add
         COMMAND ${GCN_CHECK} --rc 0 --stdout "kernel vector_add: entry 0x[0-9a-f]+00, descriptor vector_add.kd"
                 -- $<TARGET_FILE:cosim> inspect ${GCN_KERNEL_DIR}/vector_add.O2.co)
add_test(NAME cli_inspect_not_elf
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "branches\\.s: not an ELF file"
                 -- $<TARGET_FILE:cosim> inspect ${CMAKE_SOURCE_DIR}/kernels/directed/branches.s)
add_test(NAME cli_inspect_other_target
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "code object is for gfx906, not gfx900"
                 -- $<TARGET_FILE:cosim> inspect ${GCN_KERNEL_DIR}/vector_add.gfx906.co)
add_test(NAME cli_inspect_missing_file
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "nonexistent\\.co: cannot open"
                 -- $<TARGET_FILE:cosim> inspect nonexistent.co)

# `cosim launch`: each kernel, -O2 and -O0 (its locals in scratch through
# MUBUF and the private-segment V#, a call through s_swappc_b64), dispatched
# workgroup by workgroup in lockstep (full datapath and 4-lane build), its
# results against the manifest's expected values (worked by hand from what
# the kernel computes). block_sum -O0 runs on full workgroups (n = 1024): see
# the next test for a partial one.
set(GCN_LAUNCH_DIR ${CMAKE_SOURCE_DIR}/kernels/launch)
set(GCN_LAUNCH_BAD ${CMAKE_CURRENT_SOURCE_DIR}/inputs/launch)
foreach(run vector_add:O2:vector_add vector_add:O0:vector_add block_sum:O2:block_sum block_sum:O0:block_sum_n1024)
  string(REPLACE ":" ";" run ${run})
  list(GET run 0 kname)
  list(GET run 1 opt)
  list(GET run 2 manifest)
  add_test(NAME launch_${kname}_${opt}
           COMMAND ${GCN_CHECK} --rc 0 --stdout "PASS: kernel ${kname}: [0-9]+ instructions \\(lockstep\\), [0-9]+ expectation\\(s\\) hold"
                   -- $<TARGET_FILE:cosim> launch ${GCN_KERNEL_DIR}/${kname}.${opt}.co ${GCN_LAUNCH_DIR}/${manifest}.json
                      --out ${CMAKE_BINARY_DIR}/launch-out/${kname}-${opt})
  add_test(NAME launch_${kname}_${opt}_lanes4
           COMMAND ${GCN_CHECK} --rc 0 --stdout "PASS: kernel ${kname}"
                   -- $<TARGET_FILE:cosim-lanes4> launch ${GCN_KERNEL_DIR}/${kname}.${opt}.co ${GCN_LAUNCH_DIR}/${manifest}.json
                      --out ${CMAKE_BINARY_DIR}/launch-out/${kname}-${opt}-lanes4)
  # The sanitized build leaves the 4-lane CU out (top-level CMakeLists.txt).
  if(GCN_SANITIZE)
    set_tests_properties(launch_${kname}_${opt}_lanes4 PROPERTIES DISABLED ON)
  endif()
endforeach()
# block_sum's 4 workgroups of 4 waves all fit the 16-slot unit at once; with
# --max-in-flight 1 they run one after another, with the same results.
add_test(NAME launch_block_sum_O2_in_flight
         COMMAND ${GCN_CHECK} --rc 0 --stdout "PASS: kernel block_sum: 1472 instructions .*at most 4 workgroup\\(s\\) in flight"
                 -- $<TARGET_FILE:cosim> launch ${GCN_KERNEL_DIR}/block_sum.O2.co ${GCN_LAUNCH_DIR}/block_sum.json
                    --out ${CMAKE_BINARY_DIR}/launch-out/block_sum-O2-in-flight)
add_test(NAME launch_block_sum_O2_serial
         COMMAND ${GCN_CHECK} --rc 0 --stdout "PASS: kernel block_sum: 1472 instructions .*at most 1 workgroup\\(s\\) in flight"
                 -- $<TARGET_FILE:cosim> launch ${GCN_KERNEL_DIR}/block_sum.O2.co ${GCN_LAUNCH_DIR}/block_sum.json
                    --max-in-flight 1 --out ${CMAKE_BINARY_DIR}/launch-out/block_sum-O2-serial)
# block_sum -O0 with a partial last workgroup (n = 1000) computes, per the
# ISA, out[3] = 228972, not the 204972 the source means: clang-16 -O0 reloads
# the spilled if/else result (buffer_load_dword v2 ... offset:48) at the join
# before restoring EXEC (s_or_b64 exec, exec, s[8:9]), so the 24 lanes with
# i >= n keep the v2 they had, n = 1000, and add 24 * 1000 (LLVM's
# "reconverge on predecessors" rework, llvm-project PR 92809, describes this
# reload placement). Both sides agree with each other and with this value.
add_test(NAME launch_block_sum_O0_partial_workgroup_clang16_reload
         COMMAND ${GCN_CHECK} --rc 0 --stdout "PASS: kernel block_sum: [0-9]+ instructions \\(lockstep\\), 3 expectation\\(s\\) hold"
                 -- $<TARGET_FILE:cosim> launch ${GCN_KERNEL_DIR}/block_sum.O0.co ${GCN_LAUNCH_BAD}/block_sum_O0_n1000.json
                    --out ${CMAKE_BINARY_DIR}/launch-out/block_sum-O0-n1000)
# A wrong expectation fails (exit 1) and names the element.
add_test(NAME launch_wrong_expectation_fails
         COMMAND ${GCN_CHECK} --rc 1 --stdout "c\\[0\\] = 0x000003e8, expected 0x000003e9"
                 -- $<TARGET_FILE:cosim> launch ${GCN_KERNEL_DIR}/vector_add.O2.co
                    ${GCN_LAUNCH_BAD}/vector_add_wrong_expect.json --out ${CMAKE_BINARY_DIR}/launch-out/wrong)
# Manifests that cannot be used: one line on stderr, exit 2.
foreach(case "malformed|malformed\\.json: parse error at line 4, column 9"
              "unknown_buffer|args\\[1\\]\\.buffer: no buffer named \"b\""
              "too_few_args|kernel vector_add has more arguments than the manifest's 2"
              "no_such_kernel|vector_sub"
              "wrong_block|kernel block_sum requires a workgroup of 256x1x1")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 name)
  list(GET parts 1 pattern)
  set(co ${GCN_KERNEL_DIR}/vector_add.O2.co)
  if(name STREQUAL "wrong_block")
    set(co ${GCN_KERNEL_DIR}/block_sum.O2.co)
  endif()
  add_test(NAME launch_bad_${name}
           COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "${pattern}"
                   -- $<TARGET_FILE:cosim> launch ${co} ${GCN_LAUNCH_BAD}/${name}.json)
endforeach()
add_test(NAME launch_bad_endless_manifest
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "/dev/zero: larger than 1048576 bytes"
                 -- $<TARGET_FILE:cosim> launch ${GCN_KERNEL_DIR}/vector_add.O2.co /dev/zero)

# The kernel suite in lockstep: each kernel alone at -O2 and -O0 (its
# outputs byte for byte against suite_ref's host results), the whole suite
# in order on the 4-lane build, and on the golden model alone.
list(LENGTH GCN_SUITE_KERNELS GCN_SUITE_COUNT)
foreach(kname ${GCN_SUITE_KERNELS})
  foreach(opt O2 O0)
    add_test(NAME launch_suite_${kname}_${opt}
             COMMAND ${GCN_CHECK} --rc 0 --stdout "launch 0 ${kname}: .*: PASS" --stdout "1 passed, 0 failed \\(lockstep\\)"
                     -- $<TARGET_FILE:cosim> launch ${GCN_SUITE_DIR}/${kname}.${opt}.json
                        --out ${CMAKE_BINARY_DIR}/launch-out/suite-${kname}-${opt})
  endforeach()
endforeach()
foreach(opt O2 O0)
  add_test(NAME launch_suite_${opt}_lanes4
           COMMAND ${GCN_CHECK} --rc 0 --stdout "${GCN_SUITE_COUNT} passed, 0 failed \\(lockstep\\)"
                   -- $<TARGET_FILE:cosim-lanes4> launch ${GCN_SUITE_DIR}/suite.${opt}.json
                      --out ${CMAKE_BINARY_DIR}/launch-out/suite-${opt}-lanes4)
  if(GCN_SANITIZE)
    set_tests_properties(launch_suite_${opt}_lanes4 PROPERTIES DISABLED ON)
  endif()
  add_test(NAME launch_suite_${opt}_golden_only
           COMMAND ${GCN_CHECK} --rc 0 --stdout "${GCN_SUITE_COUNT} passed, 0 failed \\(golden model only\\)"
                   -- $<TARGET_FILE:cosim> launch ${GCN_SUITE_DIR}/suite.${opt}.json --golden-only
                      --out ${CMAKE_BINARY_DIR}/launch-out/suite-${opt}-golden)
endforeach()
# A suite whose expected output is wrong fails (exit 1) and names the first
# differing byte: saxpy's y checked against x's contents (element 0 differs).
file(WRITE ${GCN_SUITE_DIR}/bad/wrong_expect.json
     "{\"code_object\": \"../suite.O2.co\", \"launches\": [{\"kernel\": \"saxpy\", \"grid\": [1000],\n"
     " \"args\": [{\"f32\": -2.375}, {\"in\": \"../saxpy.x.bin\"},\n"
     "  {\"inout\": \"../saxpy.y.bin\", \"expect\": \"../saxpy.x.bin\", \"type\": \"f32\"}, {\"u32\": 1000}]}]}\n")
add_test(NAME launch_suite_wrong_expectation_fails
         COMMAND ${GCN_CHECK} --rc 1 --stdout "first difference at byte 0 \\(element 0 of type f32\\): expected"
                 --stdout "launch 0 saxpy: .*FAIL \\(wrong results\\)" --stdout "0 passed, 1 failed"
                 -- $<TARGET_FILE:cosim> launch ${GCN_SUITE_DIR}/bad/wrong_expect.json --golden-only)
# A scalar whose size is not the kernel's argument's: one line, exit 2.
file(WRITE ${GCN_SUITE_DIR}/bad/scalar_size.json
     "{\"code_object\": \"../suite.O2.co\", \"launches\": [{\"kernel\": \"histogram\", \"grid\": [64],\n"
     " \"args\": [{\"zero\": 1024}, {\"zero\": 64}, {\"u64\": 64}]}]}\n")
add_test(NAME launch_suite_bad_scalar_size
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1
                 --stderr "launches\\[0\\]: args\\[2\\] \\(kernel histogram argument 2 .*at offset 16\\): a 8-byte u64 is given, the kernel takes 4 bytes"
                 -- $<TARGET_FILE:cosim> launch ${GCN_SUITE_DIR}/bad/scalar_size.json)
add_test(NAME launch_suite_bad_missing_file
         COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "suite_missing_file\\.json: launches\\[0\\]\\.args\\[1\\]\\.in: .*no_such\\.bin"
                 -- $<TARGET_FILE:cosim> launch ${GCN_LAUNCH_BAD}/suite_missing_file.json)
# `cosim bench --suite` measures a launch four ways and checks that the host
# reference's outputs are the golden model's (the figures themselves are not
# checked: they are measurements).
add_test(NAME bench_suite_histogram
         COMMAND ${GCN_CHECK} --rc 0 --stdout "launch 1 histogram: 4 workgroup\\(s\\)" --stdout "golden model: .* instructions/s"
                 --stdout "RTL only: .* cycles/s \\(1 workgroup" --stdout "lockstep: .* instructions/s"
                 --stdout "golden model / host time: [0-9]+; outputs agree"
                 -- $<TARGET_FILE:cosim> bench --suite ${GCN_SUITE_DIR}/suite.O2.json --launch histogram --rtl-workgroups 1)
# A compiled kernel with an instruction the design does not execute
# (s_getreg_b32): the run stops with the instruction, its offset in the code
# object and the kernel's name (exit 1), on either side alone too.
file(WRITE ${GCN_KERNEL_DIR}/launch-bad/unsupported.json
     "{\"code_object\": \"unsupported.O2.co\", \"launches\": [{\"kernel\": \"reads_mode\", \"grid\": [64], \"args\": [{\"zero\": 4}]}]}\n")
foreach(mode lockstep golden-only rtl-only)
  set(flag)
  if(NOT mode STREQUAL "lockstep")
    set(flag --${mode})
  endif()
  add_test(NAME launch_unsupported_instruction_${mode}
           COMMAND ${GCN_CHECK} --rc 1 --stdout "illegal instruction at wave 0 .*s_getreg_b32"
                   --stdout "kernel reads_mode: the rejected instruction is s_getreg_b32 s[0-9]+, hwreg\\(HW_REG_MODE\\) at offset 0x[0-9a-f]+ of .*unsupported\\.O2\\.co"
                   --stdout "0 passed, 1 failed"
                   -- $<TARGET_FILE:cosim> launch ${GCN_KERNEL_DIR}/launch-bad/unsupported.json ${flag}
                      --out ${CMAKE_BINARY_DIR}/launch-out/unsupported-${mode})
endforeach()
