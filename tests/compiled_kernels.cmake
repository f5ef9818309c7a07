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
  add_custom_command(
    OUTPUT ${co}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${GCN_KERNEL_DIR}
    COMMAND ${GCN_CLANG} -target amdgcn-amd-amdhsa -mcpu=${mcpu} -nogpulib ${ARGN} -c ${src} -o ${obj}
    COMMAND ${GCN_LLD} -shared ${obj} -o ${co}
    DEPENDS ${src}
    COMMENT "Compiling ${stem}.co")
  set(GCN_COMPILED_KERNELS ${GCN_COMPILED_KERNELS} ${co} PARENT_SCOPE)
endfunction()
foreach(src ${GCN_COMPILED_KERNEL_SOURCES})
  get_filename_component(kname ${src} NAME_WE)
  gcn_compile_kernel(${src} ${kname}.O0 gfx900 -O0 -mcode-object-version=5)
  gcn_compile_kernel(${src} ${kname}.O2 gfx900 -O2 -mcode-object-version=4)
endforeach()
gcn_compile_kernel(${CMAKE_SOURCE_DIR}/kernels/compiled/vector_add.cl vector_add.gfx906 gfx906 -O2)
add_custom_target(gcn_compiled_kernels ALL DEPENDS ${GCN_COMPILED_KERNELS})
foreach(t test_loader test_suite)
  if(TARGET ${t})
    add_dependencies(${t} gcn_compiled_kernels)
  endif()
endforeach()

# The loader's reading of each code object against LLVM's own tools: the
# kernel descriptor against llvm-objdump-16's .amdhsa_ directives, the
# metadata against llvm-readelf-16 --notes, the descriptor and entry
# addresses against the symbol table.
foreach(src ${GCN_COMPILED_KERNEL_SOURCES})
  get_filename_component(kname ${src} NAME_WE)
  foreach(opt O0 O2)
    add_test(NAME code_object_oracle_${kname}_${opt}
             COMMAND ${GCN_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/check_code_object.py
                     $<TARGET_FILE:cosim> ${GCN_LLVM_OBJDUMP} ${GCN_LLVM_READELF} ${GCN_KERNEL_DIR}/${kname}.${opt}.co)
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
endforeach()
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
