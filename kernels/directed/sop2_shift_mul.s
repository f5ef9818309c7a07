; Directed: SOP2 shifts (32/64, shift amount masked to 5/6 bits), 64-bit
; literal expansion, multiplies, S_LSHLn_ADD_U32 carries and S_PACK_*.
;; cosim: sgpr * s0 0x80000001
;; cosim: sgpr * s10 0x00000001
;; cosim: sgpr * s11 0x80000000
;; cosim: sgpr * s41 0x12345678
;; cosim: sgpr * s42 0x9abcdef0
; 0x80000001 << 1 = 0x1_00000002 -> 0x00000002
;; cosim: expect 0 s2 0x00000002
; shift 33: S1[4:0] = 1, same as above
;; cosim: expect 0 s3 0x00000002
; 0x80000001 >> 31 = 1
;; cosim: expect 0 s4 0x00000001
; shift 32: S1[4:0] = 0
;; cosim: expect 0 s5 0x80000001
; arithmetic 0x80000001 >> 4 = 0xf8000000
;; cosim: expect 0 s6 0xf8000000
; 1 >>a 1 = 0 ...
;; cosim: expect 0 s7 0x00000000
; ... SCC = (D != 0) = 0
;; cosim: expect 0 s8 0x00000000
; s[10:11] = 0x80000000_00000001
; << 4: bit 63 falls off, 1 << 4 = 0x10
;; cosim: expect 0 s12 0x00000010
;; cosim: expect 0 s13 0x00000000
; << 32: low dword moves up
;; cosim: expect 0 s14 0x00000000
;; cosim: expect 0 s15 0x00000001
; >> 63 = 1
;; cosim: expect 0 s16 0x00000001
;; cosim: expect 0 s17 0x00000000
; 0x8000000000000001 >>a 60 = 0xffff_ffff_ffff_fff8
;; cosim: expect 0 s18 0xfffffff8
;; cosim: expect 0 s19 0xffffffff
; shift 64: S1[5:0] = 0, unchanged
;; cosim: expect 0 s20 0x00000001
;; cosim: expect 0 s21 0x80000000
; S_ASHR_I64 literal 0x80000000 is sign-extended:
;; cosim: expect 0 s22 0xf8000000
; 0xffffffff_80000000 >>a 4 = 0xffffffff_f8000000
;; cosim: expect 0 s23 0xffffffff
; S_LSHR_B64 literal 0x80000000 is zero-extended:
;; cosim: expect 0 s24 0x08000000
; 0x00000000_80000000 >> 4 = 0x08000000
;; cosim: expect 0 s25 0x00000000
; S_MUL_I32 -3 * 5 = -15
;; cosim: expect 0 s26 0xfffffff1
; 0x10000 * 0x10000 = 0x1_00000000 -> low 0
;; cosim: expect 0 s27 0x00000000
; S_MUL_HI_U32 of the same: high dword 1
;; cosim: expect 0 s28 0x00000001
; 0xffffffff * 0xffffffff = 0xfffffffe_00000001
;; cosim: expect 0 s29 0xfffffffe
; S_MUL_HI_I32 -1 * -1 = 1 -> high 0
;; cosim: expect 0 s30 0x00000000
; S_MUL_HI_I32 -2 * 0x10000 = -0x20000 -> high 0xffffffff
;; cosim: expect 0 s31 0xffffffff
; S_LSHL1_ADD_U32 (5 << 1) + 3 = 13, SCC = 0
;; cosim: expect 0 s32 0x0000000d
; S_LSHL2_ADD_U32 (0x40000000 << 2) + 0 = 0x1_00000000 -> 0
;; cosim: expect 0 s33 0x00000000
; SCC = 1 (the shifted-out bit counts as carry)
;; cosim: expect 0 s34 0x00000001
; S_LSHL3_ADD_U32 (2 << 3) + 1 = 17
;; cosim: expect 0 s35 0x00000011
; S_LSHL4_ADD_U32 (1 << 4) + 0xffffffff = 0x1_0000000f
;; cosim: expect 0 s36 0x0000000f
; PACK_LL {S1[15:0], S0[15:0]}
;; cosim: expect 0 s43 0xdef05678
; PACK_LH {S1[31:16], S0[15:0]}
;; cosim: expect 0 s44 0x9abc5678
; PACK_HH {S1[31:16], S0[31:16]}
;; cosim: expect 0 s45 0x9abc1234
; from S_LSHL4_ADD_U32 (mul/pack leave SCC alone)
;; cosim: expect 0 scc 1
  s_lshl_b32 s2, s0, 1
  s_lshl_b32 s3, s0, 33
  s_lshr_b32 s4, s0, 31
  s_lshr_b32 s5, s0, 32
  s_ashr_i32 s6, s0, 4
  s_ashr_i32 s7, 1, 1
  s_cselect_b32 s8, 1, 0
  s_lshl_b64 s[12:13], s[10:11], 4
  s_lshl_b64 s[14:15], s[10:11], 32
  s_lshr_b64 s[16:17], s[10:11], 63
  s_ashr_i64 s[18:19], s[10:11], 60
  s_lshr_b64 s[20:21], s[10:11], 64
  s_ashr_i64 s[22:23], 0x80000000, 4
  s_lshr_b64 s[24:25], 0x80000000, 4
  s_mul_i32 s26, -3, 5
  s_mov_b32 s40, 0x10000
  s_mul_i32 s27, s40, s40
  s_mul_hi_u32 s28, s40, s40
  s_mul_hi_u32 s29, -1, -1
  s_mul_hi_i32 s30, -1, -1
  s_mul_hi_i32 s31, -2, s40
  s_lshl1_add_u32 s32, 5, 3
  s_lshl2_add_u32 s33, 0x40000000, 0
  s_cselect_b32 s34, 1, 0
  s_lshl3_add_u32 s35, 2, 1
  s_lshl4_add_u32 s36, 1, -1
  s_pack_ll_b32_b16 s43, s41, s42
  s_pack_lh_b32_b16 s44, s41, s42
  s_pack_hh_b32_b16 s45, s41, s42
  s_endpgm
