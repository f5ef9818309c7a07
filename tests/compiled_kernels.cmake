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
if(TARGET test_loader)
  add_dependencies(test_loader gcn_compiled_kernels)
endif()

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
