; Directed: the worked examples printed in the Vega ISA SOP1/SOP2 tables for
; S_ABSDIFF_I32, S_ABS_I32, S_BCNT0/1, S_FF0/FF1, S_FLBIT_I32_B32, S_FLBIT_I32.
; ABSDIFF(0x00000002, 0x00000005) => 0x00000003
;; cosim: expect 0 s0 0x00000003
; ABSDIFF(0xffffffff, 0x00000000) => 0x00000001
;; cosim: expect 0 s1 0x00000001
; ABSDIFF(0x80000000, 0x00000000) => 0x80000000 (negative!)
;; cosim: expect 0 s2 0x80000000
; ABSDIFF(0x80000000, 0x00000001) => 0x7fffffff
;; cosim: expect 0 s3 0x7fffffff
; ABSDIFF(0x80000000, 0xffffffff) => 0x7fffffff
;; cosim: expect 0 s4 0x7fffffff
; ABSDIFF(0x80000000, 0xfffffffe) => 0x7ffffffe
;; cosim: expect 0 s5 0x7ffffffe
; ABS(0x00000001) => 0x00000001
;; cosim: expect 0 s6 0x00000001
; ABS(0x7fffffff) => 0x7fffffff
;; cosim: expect 0 s7 0x7fffffff
; ABS(0x80000000) => 0x80000000 (negative!)
;; cosim: expect 0 s8 0x80000000
; ABS(0x80000001) => 0x7fffffff
;; cosim: expect 0 s9 0x7fffffff
; ABS(0x80000002) => 0x7ffffffe
;; cosim: expect 0 s10 0x7ffffffe
; ABS(0xffffffff) => 0x00000001
;; cosim: expect 0 s11 0x00000001
; BCNT0_B32(0x00000000) => 32
;; cosim: expect 0 s12 0x00000020
; BCNT0_B32(0xcccccccc) => 16
;; cosim: expect 0 s13 0x00000010
; BCNT0_B32(0xffffffff) => 0
;; cosim: expect 0 s14 0x00000000
; BCNT1_B32(0x00000000) => 0
;; cosim: expect 0 s15 0x00000000
; BCNT1_B32(0xcccccccc) => 16
;; cosim: expect 0 s16 0x00000010
; BCNT1_B32(0xffffffff) => 32
;; cosim: expect 0 s17 0x00000020
; FF0(0xaaaaaaaa) => 0
;; cosim: expect 0 s18 0x00000000
; FF0(0x55555555) => 1
;; cosim: expect 0 s19 0x00000001
; FF0(0x00000000) => 0
;; cosim: expect 0 s20 0x00000000
; FF0(0xffffffff) => 0xffffffff
;; cosim: expect 0 s21 0xffffffff
; FF0(0xfffeffff) => 16
;; cosim: expect 0 s22 0x00000010
; FF1(0xaaaaaaaa) => 1
;; cosim: expect 0 s23 0x00000001
; FF1(0x55555555) => 0
;; cosim: expect 0 s24 0x00000000
; FF1(0x00000000) => 0xffffffff
;; cosim: expect 0 s25 0xffffffff
; FF1(0xffffffff) => 0
;; cosim: expect 0 s26 0x00000000
; FF1(0x00010000) => 16
;; cosim: expect 0 s27 0x00000010
; FLBIT_B32(0x00000000) => 0xffffffff
;; cosim: expect 0 s28 0xffffffff
; FLBIT_B32(0x0000cccc) => 16
;; cosim: expect 0 s29 0x00000010
; FLBIT_B32(0xffff3333) => 0
;; cosim: expect 0 s30 0x00000000
; FLBIT_B32(0x7fffffff) => 1
;; cosim: expect 0 s31 0x00000001
; FLBIT_B32(0x80000000) => 0
;; cosim: expect 0 s32 0x00000000
; FLBIT_B32(0xffffffff) => 0
;; cosim: expect 0 s33 0x00000000
; FLBIT_I32(0x00000000) => 0xffffffff
;; cosim: expect 0 s34 0xffffffff
; FLBIT_I32(0x0000cccc) => 16
;; cosim: expect 0 s35 0x00000010
; FLBIT_I32(0xffff3333) => 16
;; cosim: expect 0 s36 0x00000010
; FLBIT_I32(0x7fffffff) => 1
;; cosim: expect 0 s37 0x00000001
; FLBIT_I32(0x80000000) => 1
;; cosim: expect 0 s38 0x00000001
; FLBIT_I32(0xffffffff) => 0xffffffff
;; cosim: expect 0 s39 0xffffffff
; last SCC writer: BCNT1(0xffffffff) = 32 != 0
;; cosim: expect 0 scc 1
  s_absdiff_i32 s0, 2, 5
  s_absdiff_i32 s1, -1, 0
  s_absdiff_i32 s2, 0x80000000, 0
  s_absdiff_i32 s3, 0x80000000, 1
  s_absdiff_i32 s4, 0x80000000, -1
  s_absdiff_i32 s5, 0x80000000, -2
  s_abs_i32 s6, 1
  s_abs_i32 s7, 0x7fffffff
  s_abs_i32 s8, 0x80000000
  s_abs_i32 s9, 0x80000001
  s_abs_i32 s10, 0x80000002
  s_abs_i32 s11, -1
  s_bcnt0_i32_b32 s12, 0
  s_bcnt0_i32_b32 s13, 0xcccccccc
  s_bcnt0_i32_b32 s14, -1
  s_bcnt1_i32_b32 s15, 0
  s_bcnt1_i32_b32 s16, 0xcccccccc
  s_bcnt1_i32_b32 s17, -1
  s_ff0_i32_b32 s18, 0xaaaaaaaa
  s_ff0_i32_b32 s19, 0x55555555
  s_ff0_i32_b32 s20, 0
  s_ff0_i32_b32 s21, -1
  s_ff0_i32_b32 s22, 0xfffeffff
  s_ff1_i32_b32 s23, 0xaaaaaaaa
  s_ff1_i32_b32 s24, 0x55555555
  s_ff1_i32_b32 s25, 0
  s_ff1_i32_b32 s26, -1
  s_ff1_i32_b32 s27, 0x00010000
  s_flbit_i32_b32 s28, 0
  s_flbit_i32_b32 s29, 0x0000cccc
  s_flbit_i32_b32 s30, 0xffff3333
  s_flbit_i32_b32 s31, 0x7fffffff
  s_flbit_i32_b32 s32, 0x80000000
  s_flbit_i32_b32 s33, -1
  s_flbit_i32 s34, 0
  s_flbit_i32 s35, 0x0000cccc
  s_flbit_i32 s36, 0xffff3333
  s_flbit_i32 s37, 0x7fffffff
  s_flbit_i32 s38, 0x80000000
  s_flbit_i32 s39, -1
  s_endpgm
