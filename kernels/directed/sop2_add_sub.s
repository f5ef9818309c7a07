; Directed: SOP2 add/subtract with carry, borrow and signed overflow in SCC,
; min/max (Vega ISA, "SOP2 Instructions", opcodes 0..9). Every expected value
; below is worked by hand from the spec pseudo-code.
;; cosim: sgpr * s0 0xffffffff
;; cosim: sgpr * s1 0x00000001
; S_ADD_U32 0xffffffff + 1 = 0x1_00000000 -> 0
;; cosim: expect 0 s2 0x00000000
; carry-out: SCC = 1
;; cosim: expect 0 s3 0x00000001
; S_ADDC_U32 0xffffffff + 0 + SCC(1) = 0x1_00000000 -> 0
;; cosim: expect 0 s4 0x00000000
; ... and SCC = 1 again
;; cosim: expect 0 s5 0x00000001
; S_ADDC_U32 1 + 2 + SCC(1) = 4, SCC = 0
;; cosim: expect 0 s6 0x00000004
; SCC = 0
;; cosim: expect 0 s7 0x00000000
; S_SUB_U32 0 - 1 = 0xffffffff, SCC = (1 > 0) = 1
;; cosim: expect 0 s8 0xffffffff
; S_SUBB_U32 5 - 5 - SCC(1) = -1, SCC = (5 + 1 > 5) = 1
;; cosim: expect 0 s9 0xffffffff
; SCC = 1
;; cosim: expect 0 s10 0x00000001
; S_SUBB_U32 9 - 5 - SCC(1) = 3, SCC = (5 + 1 > 9) = 0
;; cosim: expect 0 s11 0x00000003
; SCC = 0
;; cosim: expect 0 s12 0x00000000
; S_ADD_I32 0x7fffffff + 1: two positives give a negative
;; cosim: expect 0 s13 0x80000000
; signed overflow: SCC = 1
;; cosim: expect 0 s14 0x00000001
; S_ADD_I32 -1 + -1 = -2, no overflow
;; cosim: expect 0 s15 0xfffffffe
; SCC = 0
;; cosim: expect 0 s16 0x00000000
; S_SUB_I32 0x80000000 - 1: signs differ and D[31] != S0[31]
;; cosim: expect 0 s17 0x7fffffff
; SCC = 1
;; cosim: expect 0 s18 0x00000001
; S_SUB_I32 5 - 7 = -2, same signs: SCC = 0
;; cosim: expect 0 s19 0xfffffffe
; SCC = 0
;; cosim: expect 0 s20 0x00000000
; S_MIN_I32(-3, 2) = -3, SCC = (-3 < 2) = 1
;; cosim: expect 0 s21 0xfffffffd
;; cosim: expect 0 s22 0x00000001
; S_MIN_U32(0xfffffffd, 2) = 2, SCC = 0
;; cosim: expect 0 s23 0x00000002
;; cosim: expect 0 s24 0x00000000
; S_MAX_I32(-3, 2) = 2, SCC = (-3 > 2) = 0
;; cosim: expect 0 s25 0x00000002
;; cosim: expect 0 s26 0x00000000
; S_MAX_U32(0xfffffffd, 2) = 0xfffffffd, SCC = 1
;; cosim: expect 0 s27 0xfffffffd
; last writer: S_MAX_U32
;; cosim: expect 0 scc 1
  s_add_u32 s2, s0, s1
  s_cselect_b32 s3, 1, 0
  s_addc_u32 s4, s0, 0
  s_cselect_b32 s5, 1, 0
  s_addc_u32 s6, s1, 2
  s_cselect_b32 s7, 1, 0
  s_sub_u32 s8, 0, s1
  s_subb_u32 s9, 5, 5
  s_cselect_b32 s10, 1, 0
  s_subb_u32 s11, 9, 5
  s_cselect_b32 s12, 1, 0
  s_mov_b32 s30, 0x7fffffff
  s_add_i32 s13, s30, 1
  s_cselect_b32 s14, 1, 0
  s_add_i32 s15, -1, -1
  s_cselect_b32 s16, 1, 0
  s_sub_i32 s17, 0x80000000, 1
  s_cselect_b32 s18, 1, 0
  s_sub_i32 s19, 5, 7
  s_cselect_b32 s20, 1, 0
  s_min_i32 s21, -3, 2
  s_cselect_b32 s22, 1, 0
  s_min_u32 s23, -3, 2
  s_cselect_b32 s24, 1, 0
  s_max_i32 s25, -3, 2
  s_cselect_b32 s26, 1, 0
  s_max_u32 s27, -3, 2
  s_endpgm
