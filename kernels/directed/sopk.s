; Directed: SOPK. SIMM16 is sign-extended for the signed forms and for
; MOVK/ADDK/MULK, zero-extended for the unsigned compares.
; MOVK 0x8000 -> signext = 0xffff8000
;; cosim: expect 0 s0 0xffff8000
; MOVK 0x7fff
;; cosim: expect 0 s1 0x00007fff
; CMPK_EQ_I32 0xffff8000 == signext(0x8000) -> 1
;; cosim: expect 0 s2 0x00000001
; CMPK_EQ_U32 0xffff8000 == 0x00008000 -> 0
;; cosim: expect 0 s3 0x00000000
; CMPK_LG_I32 0x7fff != 0x7fff -> 0
;; cosim: expect 0 s4 0x00000000
; CMPK_LG_U32 0x7fff != 0 -> 1
;; cosim: expect 0 s5 0x00000001
; CMPK_GT_I32 -32768 > -1 -> 0
;; cosim: expect 0 s6 0x00000000
; CMPK_GT_U32 0xffff8000 > 0xffff -> 1
;; cosim: expect 0 s7 0x00000001
; CMPK_GE_I32 0x7fff >= 0x7fff -> 1
;; cosim: expect 0 s8 0x00000001
; CMPK_GE_U32 0x7fff >= 0x8000 -> 0
;; cosim: expect 0 s9 0x00000000
; CMPK_LT_I32 -32768 < 0 -> 1
;; cosim: expect 0 s10 0x00000001
; CMPK_LT_U32 0xffff8000 < 0 -> 0
;; cosim: expect 0 s11 0x00000000
; CMPK_LE_I32 0x7fff <= 0x7ffe -> 0
;; cosim: expect 0 s12 0x00000000
; CMPK_LE_U32 0x7fff <= 0x7fff -> 1
;; cosim: expect 0 s13 0x00000001
; ADDK 0x7fff + 1 = 0x8000, no signed overflow
;; cosim: expect 0 s20 0x00008000
; SCC = 0
;; cosim: expect 0 s30 0x00000000
; ADDK 0x7fffffff + 1: tmp[31] = SIMM16[15] = 0, D[31] = 1
;; cosim: expect 0 s21 0x80000000
; SCC = 1
;; cosim: expect 0 s31 0x00000001
; ADDK 0x80000000 + signext(0xffff): tmp[31] = SIMM16[15] = 1, D[31] = 0
;; cosim: expect 0 s22 0x7fffffff
; SCC = 1
;; cosim: expect 0 s32 0x00000001
; ADDK 5 + signext(0xfffe) = 3, signs differ
;; cosim: expect 0 s23 0x00000003
; SCC = 0
;; cosim: expect 0 s33 0x00000000
; MULK 7 * signext(0xfffd) = 7 * -3 = -21
;; cosim: expect 0 s24 0xffffffeb
; MULK 0x10000 * 0x100
;; cosim: expect 0 s25 0x01000000
; CMOVK with SCC = 1 (from CMPK_EQ_U32 1, 1)
;; cosim: expect 0 s26 0x00001234
;; cosim: expect 0 scc 1
  s_movk_i32 s0, 0x8000
  s_movk_i32 s1, 0x7fff
  s_cmpk_eq_i32 s0, 0x8000
  s_cselect_b32 s2, 1, 0
  s_cmpk_eq_u32 s0, 0x8000
  s_cselect_b32 s3, 1, 0
  s_cmpk_lg_i32 s1, 0x7fff
  s_cselect_b32 s4, 1, 0
  s_cmpk_lg_u32 s1, 0
  s_cselect_b32 s5, 1, 0
  s_cmpk_gt_i32 s0, 0xffff
  s_cselect_b32 s6, 1, 0
  s_cmpk_gt_u32 s0, 0xffff
  s_cselect_b32 s7, 1, 0
  s_cmpk_ge_i32 s1, 0x7fff
  s_cselect_b32 s8, 1, 0
  s_cmpk_ge_u32 s1, 0x8000
  s_cselect_b32 s9, 1, 0
  s_cmpk_lt_i32 s0, 0
  s_cselect_b32 s10, 1, 0
  s_cmpk_lt_u32 s0, 0
  s_cselect_b32 s11, 1, 0
  s_cmpk_le_i32 s1, 0x7ffe
  s_cselect_b32 s12, 1, 0
  s_cmpk_le_u32 s1, 0x7fff
  s_cselect_b32 s13, 1, 0
  s_movk_i32 s20, 0x7fff
  s_addk_i32 s20, 1
  s_cselect_b32 s30, 1, 0
  s_mov_b32 s21, 0x7fffffff
  s_addk_i32 s21, 1
  s_cselect_b32 s31, 1, 0
  s_mov_b32 s22, 0x80000000
  s_addk_i32 s22, 0xffff
  s_cselect_b32 s32, 1, 0
  s_mov_b32 s23, 5
  s_addk_i32 s23, 0xfffe
  s_cselect_b32 s33, 1, 0
  s_mov_b32 s24, 7
  s_mulk_i32 s24, 0xfffd
  s_mov_b32 s25, 0x10000
  s_mulk_i32 s25, 0x100
  s_cmpk_eq_u32 s5, 1
  s_cmovk_i32 s26, 0x1234
  s_endpgm
