# The compute unit (top gcn_cu; also gcn_valu and the other modules of rtl/).
# Format: cmake/GcnVerilate.cmake. The lane and LDS packages come before the
# generated decode package, which names their micro-ops.
-F valu/valu.f
-F fp/fp.f
-F lds/lds.f
# The decode package, generated from model/isa.def by tools/gen_sv_pkg.
$GEN/gcn_isa_pkg.sv
gcn_pkg.sv
gcn_branch.sv
gcn_commit.sv
gcn_cu.sv
gcn_decode.sv
gcn_ds.sv
gcn_fetch.sv
gcn_operands.sv
gcn_retire.sv
gcn_salu.sv
gcn_sgpr_file.sv
gcn_smem.sv
gcn_valu.sv
gcn_vmem.sv
gcn_vgpr_bank.sv
gcn_vgpr_file.sv
gcn_wave_sched.sv
