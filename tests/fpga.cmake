# scripts/fpga.sh refuses impossible options before any tool runs: one line
# naming the problem, exit 2 (GCN_CHECK from cli.cmake). The flows themselves
# take longer than CI allows (docs/fpga.md has the measured times).
foreach(case "device;--device;foo;unknown device 'foo'"
             "config;--config;big;unknown configuration 'big'"
             "freq_zero;--freq;0;--freq must be 1\\.\\.1000 MHz"
             "freq_text;--freq;fast;--freq must be 1\\.\\.1000 MHz"
             "seed_text;--seed;x1;--seed must be a number"
             "pnr_xilinx;--pnr;--device xcup;--pnr is for --device ecp5-85k"
             "part;--part;lanes;unknown part 'lanes'"
             "pnr_part;--pnr;--part cu;--pnr needs every part")
  list(GET case 0 name)
  list(GET case 1 opt)
  list(GET case 2 value)
  list(GET case 3 regex)
  separate_arguments(value)
  add_test(NAME fpga_bad_${name}
           COMMAND ${GCN_CHECK} --rc 2 --lines-stderr 1 --stderr "^fpga: error: ${regex}"
                   -- ${CMAKE_SOURCE_DIR}/scripts/fpga.sh ${opt} ${value})
  set_tests_properties(fpga_bad_${name} PROPERTIES LABELS "rtl" TIMEOUT 60)
endforeach()
