; Vector ALU spellings through `cosim asm` / `cosim disasm`, checked against
; llvm-mc-16 (bytes and text) by tests/scripts/roundtrip.sh.
v_add_co_u32 v0, vcc, v1, v2
v_add_co_u32 v0, s[0:1], s5, v2
v_addc_co_u32 v3, vcc, 17, v4, vcc
v_addc_co_u32_e64 v3, s[6:7], v4, 9, s[10:11]
v_cndmask_b32 v0, 17, v2, vcc
v_cndmask_b32_e64 v0, -v1, |v2|, s[2:3]
v_cmp_lt_f32 vcc, 0.5, v9
v_cmp_lt_f32 s[8:9], v9, s3
v_cmpx_ne_u64 exec, s[4:5], v[6:7]
v_cmp_class_f32_e64 vcc, -|v1|, 3
v_mov_b32 v255, v0
v_mov_b32_e64 v1, -16
v_readlane_b32 s9, v3, m0
v_writelane_b32 v3, s9, 63
v_readfirstlane_b32 vcc_lo, v200
v_mad_u32_u24 v1, v2, s3, v4 clamp
v_mad_f32 v1, -v2, |s3|, neg(4.0) clamp mul:2
v_fma_f32 v1, abs(v2), neg(v3), v4 div:2
v_lshlrev_b64 v[0:1], 5, v[2:3]
v_ashrrev_i64 v[0:1], s4, v[2:3]
v_mad_u64_u32 v[0:1], vcc, v2, v3, v[4:5]
v_div_scale_f32 v0, s[2:3], v1, -v2, v3
v_perm_b32 v0, v1, v2, 0x0c
v_lshl_add_u32 v0, v1, 3, v2
v_or3_b32 v0, v1, v2, s7
v_bfe_u32 v0, v1, 8, 16
v_madmk_f32 v0, v1, 0x41200000, v2
v_madak_f32 v0, 1.0, v2, 0x41200000
v_rcp_f32 v0, v1
v_sqrt_f32_e64 v0, |v1| mul:4
v_cvt_f32_i32 v0, 0x12345678
v_frexp_mant_f32 v0, s1
v_nop
v_nop_e64
v_add_f64 v[0:1], v[2:3], -v[4:5]
v_pk_add_f16 v0, v1, v2 op_sel:[1,0] clamp
v_log_f32_e32 v243, src_lds_direct
v_add_f32_e64 v0, src_lds_direct, v1
v_mad_f16 v66, v25, -|v107|, -s53 op_sel:[1,1,0,0] clamp mul:2
v_add_i16 v0, v1, v2 op_sel:[0,1,1] clamp
v_min_f16 v121, -4.0, v159
