# RTL code coverage (scripts/rtl_coverage.sh over cosim-coverage) and the
# functional coverage page. (GCN_PYTHON3 and GCN_SCRIPTS come from cli.cmake.)
add_test(NAME rtl_coverage_lcov
         COMMAND ${GCN_PYTHON3} ${GCN_SCRIPTS}/rtl_coverage_check.py ${CMAKE_SOURCE_DIR}/scripts/rtl_coverage.sh
                 $<TARGET_FILE:cosim-coverage> ${CMAKE_BINARY_DIR}/rtl-coverage-ctest ${CMAKE_SOURCE_DIR}/rtl
                 ${CMAKE_SOURCE_DIR}/tests/inputs/fetch_off_end.s)
set_tests_properties(rtl_coverage_lcov PROPERTIES TIMEOUT 1200 LABELS slow)

# A variant without coverage refuses --rtl-coverage before it runs anything.
add_test(NAME rtl_coverage_refused
         COMMAND ${GCN_CHECK} --rc 2 --stderr "built without code coverage: --rtl-coverage needs cosim-coverage"
                 -- $<TARGET_FILE:cosim> regress --rtl-coverage --count 1 --out ${CMAKE_BINARY_DIR}/rtl-coverage-refused)

# The functional coverage page from a coverage file whose counts are known,
# and a file that is not one.
add_test(NAME coverage_html_page
         COMMAND ${GCN_PYTHON3} ${GCN_SCRIPTS}/coverage_html_check.py ${CMAKE_SOURCE_DIR}/scripts/coverage_html.py
                 ${CMAKE_BINARY_DIR}/coverage-html)
