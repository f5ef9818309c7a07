// One instruction of each shape and the operand kinds (no labels, so the
// bytes can be compared with llvm-mc -show-encoding directly).
s_add_u32 s0, s1, s2
s_addc_u32 s101, vcc_lo, exec_hi
s_sub_i32 m0, -16, 64
s_and_b64 s[2:3], exec, vcc
s_or_b64 s[4:5], s[6:7], 0x12345678
s_xor_b32 ttmp3, 0.5, -4.0
s_lshl_b64 flat_scratch, xnack_mask, 3
s_cselect_b32 s9, src_scc, 0
s_bfe_u64 s[10:11], s[12:13], 0x100004
s_mul_hi_i32 s7, s8, -1
s_pack_hh_b32_b16 s1, s2, s3
s_lshl4_add_u32 s1, s2, 0xffff0000
s_movk_i32 s5, 0x1234
s_cmpk_lg_u32 s5, 0xfff0
s_addk_i32 s6, 0x8000
s_mulk_i32 s6, 0x7fff
s_mov_b32 s0, 0x3f800000
s_mov_b64 s[0:1], 1.0
s_not_b64 exec, exec
s_brev_b32 s3, s4
s_ff1_i32_b64 s3, s[4:5]
s_getpc_b64 s[20:21]
s_setpc_b64 s[20:21]
s_swappc_b64 s[22:23], s[20:21]
s_and_saveexec_b64 s[30:31], vcc
s_movrels_b32 s1, s4
s_movreld_b64 s[2:3], s[8:9]
s_sext_i32_i16 s1, 0x8000
s_bitset1_b32 s1, 31
s_abs_i32 s2, s3
s_cmp_eq_u32 s0, s1
s_cmp_lg_u64 s[0:1], 0
s_bitcmp1_b64 s[2:3], 63
s_cmp_lt_i32 -1, 0xaabbccdd
s_nop 7
s_branch 5
s_cbranch_scc0 -1
s_cbranch_execz 0x7fff
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(1) lgkmcnt(2)
s_sleep 2
s_setprio 3
s_load_dword s4, s[0:1], 0x10
s_load_dwordx2 s[4:5], s[2:3], s9
s_load_dwordx4 s[8:11], s[0:1], 0xfffff
s_load_dwordx8 s[8:15], s[0:1], m0
s_load_dwordx16 s[16:31], s[0:1], 0x40
s_buffer_load_dword s4, s[0:3], 0x4
s_buffer_load_dwordx2 s[4:5], s[8:11], s20
s_store_dword s4, s[0:1], 0x10
s_store_dwordx4 s[4:7], s[0:1], s3 glc
s_buffer_store_dwordx2 s[4:5], s[8:11], 0x8
s_atomic_add s5, s[0:1], 0x0
s_atomic_cmpswap s[4:5], s[0:1], 0x8 glc
s_atomic_umax_x2 s[4:5], s[0:1], s6
s_buffer_atomic_dec s4, s[8:11], 0x0 glc
s_memtime s[6:7]
s_memrealtime s[8:9]
s_dcache_inv
s_dcache_wb
s_atc_probe_buffer 0x54, s[20:23], s49
s_atc_probe 64, s[2:3], 0x10
s_endpgm
