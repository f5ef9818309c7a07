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

# FPGA synthesis gate: the whole minimal configuration through the LFE5U-85F
# flow of scripts/fpga.sh (synth_ecp5 -abc9 part by part, check -assert on
# every part's netlist, any Yosys warning fails): one integer and one FP32
# VALU lane, the VGPR and SGPR files, the LDS and the rest of the compute
# unit. Memories must map to block RAM: the FP32 lane's transcendental tables
# (7 tables x 3 coefficients = 21 DP16KD), the VGPR file (1 lane x 4
# sub-banks x 4 read copies, each copy 2 waves x 8 registers x 64 passes =
# 1,024 x 32 bits: two DP16KD of 1,024 x 18, 32 DP16KD), the SGPR file (2
# banks x 8 operand copies + 2 debug copies = 18 DP16KD) and the serial LDS
# (8 banks of 2,048 dwords, four DP16KD each: 32). About nine minutes on one
# core (docs/fpga.md); place and route is not in it.
add_test(NAME fpga_ecp5_minimal
         COMMAND ${GCN_CHECK} --rc 0
                 --stdout "^fpga: gcn_fp32_lane x1, each: LUT4 [0-9]+, CCU2C [0-9]+, FF [0-9]+, DP16KD 21,"
                 --stdout "^fpga: gcn_vgpr_file x1, each: LUT4 [0-9]+, CCU2C [0-9]+, FF [0-9]+, DP16KD 32,"
                 --stdout "^fpga: gcn_sgpr_file x1, each: LUT4 [0-9]+, CCU2C [0-9]+, FF [0-9]+, DP16KD 18,"
                 --stdout "^fpga: gcn_lds x1, each: LUT4 [0-9]+, CCU2C [0-9]+, FF [0-9]+, DP16KD 32,"
                 --stdout "^fpga: gcn_cu x1, each: LUT4 [0-9]+,"
                 --stdout "^fpga: total: LUT4 [0-9]+, CCU2C [0-9]+, FF [0-9]+, DP16KD [0-9]+,"
                 -- ${CMAKE_SOURCE_DIR}/scripts/fpga.sh --device ecp5-85k --config minimal ${GCN_ISA_PKG})
set_tests_properties(fpga_ecp5_minimal PROPERTIES LABELS "rtl;slow" TIMEOUT 2400)
