; Directed: SOPC compares (signed/unsigned, 64-bit equality with inline and
; literal operands) and S_BITCMP0/1.
;; cosim: sgpr * s0 0xfffffffe
;; cosim: sgpr * s1 0x00000003
;; cosim: sgpr * s3 0x00000100
;; cosim: sgpr * s5 0x00000100
;; cosim: sgpr * s6 0xffffffff
;; cosim: sgpr * s7 0xffffffff
;; cosim: sgpr * s8 0xffffffff
; s0 = -2, s1 = 3, s[2:3] = s[4:5] = 0x00000100_00000000, s[6:7] = all ones, s[8:9] = 0x00000000_ffffffff
; EQ_I32 -2 == -2
;; cosim: expect 0 s10 0x00000001
; LG_I32 -2 != 3
;; cosim: expect 0 s11 0x00000001
; GT_I32 -2 > 3
;; cosim: expect 0 s12 0x00000000
; GE_I32 3 >= 3
;; cosim: expect 0 s13 0x00000001
; LT_I32 -2 < 3
;; cosim: expect 0 s14 0x00000001
; LE_I32 3 <= -2
;; cosim: expect 0 s15 0x00000000
; EQ_U32 3 == 3
;; cosim: expect 0 s16 0x00000001
; LG_U32 3 != 3
;; cosim: expect 0 s17 0x00000000
; GT_U32 0xfffffffe > 3
;; cosim: expect 0 s18 0x00000001
; GE_U32 3 >= 0xfffffffe
;; cosim: expect 0 s19 0x00000000
; LT_U32 0xfffffffe < 3
;; cosim: expect 0 s20 0x00000000
; LE_U32 3 <= 3
;; cosim: expect 0 s21 0x00000001
; BITCMP0_B32 bit 0 of 0xfffffffe is 0
;; cosim: expect 0 s22 0x00000001
; BITCMP1_B32 bit 32[4:0] = 0 is 0
;; cosim: expect 0 s23 0x00000000
; BITCMP1_B32 bit 31 is 1
;; cosim: expect 0 s24 0x00000001
; BITCMP0_B64 bit 40 of 0x00000100_00000000 is 1
;; cosim: expect 0 s25 0x00000000
; BITCMP1_B64 bit 40
;; cosim: expect 0 s26 0x00000001
; BITCMP1_B64 bit 104[5:0] = 40
;; cosim: expect 0 s27 0x00000001
; EQ_U64 s[2:3] == s[4:5]
;; cosim: expect 0 s28 0x00000001
; LG_U64 s[2:3] != 0x100
;; cosim: expect 0 s29 0x00000001
; EQ_U64 all ones == -1 (inline, sign-extended to 64 bits)
;; cosim: expect 0 s30 0x00000001
; EQ_U64 0x00000000_ffffffff == literal 0xffffffff (zero-extended)
;; cosim: expect 0 s31 0x00000001
; LG_U64 same -> 0
;; cosim: expect 0 s32 0x00000000
;; cosim: expect 0 scc 0
  s_cmp_eq_i32 s0, s0
  s_cselect_b32 s10, 1, 0
  s_cmp_lg_i32 s0, s1
  s_cselect_b32 s11, 1, 0
  s_cmp_gt_i32 s0, s1
  s_cselect_b32 s12, 1, 0
  s_cmp_ge_i32 s1, s1
  s_cselect_b32 s13, 1, 0
  s_cmp_lt_i32 s0, s1
  s_cselect_b32 s14, 1, 0
  s_cmp_le_i32 s1, s0
  s_cselect_b32 s15, 1, 0
  s_cmp_eq_u32 s1, 3
  s_cselect_b32 s16, 1, 0
  s_cmp_lg_u32 s1, 3
  s_cselect_b32 s17, 1, 0
  s_cmp_gt_u32 s0, s1
  s_cselect_b32 s18, 1, 0
  s_cmp_ge_u32 s1, s0
  s_cselect_b32 s19, 1, 0
  s_cmp_lt_u32 s0, s1
  s_cselect_b32 s20, 1, 0
  s_cmp_le_u32 s1, s1
  s_cselect_b32 s21, 1, 0
  s_bitcmp0_b32 s0, 0
  s_cselect_b32 s22, 1, 0
  s_bitcmp1_b32 s0, 32
  s_cselect_b32 s23, 1, 0
  s_bitcmp1_b32 s0, 31
  s_cselect_b32 s24, 1, 0
  s_bitcmp0_b64 s[2:3], 40
  s_cselect_b32 s25, 1, 0
  s_bitcmp1_b64 s[2:3], 40
  s_cselect_b32 s26, 1, 0
  s_bitcmp1_b64 s[2:3], 0x68
  s_cselect_b32 s27, 1, 0
  s_cmp_eq_u64 s[2:3], s[4:5]
  s_cselect_b32 s28, 1, 0
  s_cmp_lg_u64 s[2:3], 0x100
  s_cselect_b32 s29, 1, 0
  s_cmp_eq_u64 s[6:7], -1
  s_cselect_b32 s30, 1, 0
  s_cmp_eq_u64 s[8:9], 0xffffffff
  s_cselect_b32 s31, 1, 0
  s_cmp_lg_u64 s[8:9], 0xffffffff
  s_cselect_b32 s32, 1, 0
  s_endpgm
