; Directed: S_MOVRELS/S_MOVRELD (index = operand code + M0). Out-of-range
; indices (outside s0..s101) read s0 (s[0:1]) and suppress the write
; (Vega ISA, "Out-of-Range behavior"; design.md).
;; cosim: sgpr * s0 0x0000abcd
;; cosim: sgpr * s1 0x00000001
;; cosim: sgpr * s2 0x00002222
;; cosim: sgpr * s3 0x00003333
;; cosim: sgpr * s7 0x00000707
;; cosim: sgpr * s17 0x00001717
;; cosim: sgpr * s34 0x00000034
;; cosim: sgpr * s35 0x00000035
;; cosim: sgpr * s100 0x00000100
;; cosim: sgpr * s101 0x00000101
; spec example: m0 = 10, s_movrels_b32 s5, s7 moves s17
;; cosim: expect 0 s5 0x00001717
; spec example: m0 = 10, s_movreld_b32 s5, s7 writes s15
;; cosim: expect 0 s15 0x00000707
; m0 = 4: s_movrels_b64 s[20:21], s[30:31] reads s[34:35]
;; cosim: expect 0 s20 0x00000034
;; cosim: expect 0 s21 0x00000035
; m0 = 4: s_movreld_b64 s[40:41], s[2:3] writes s[44:45]
;; cosim: expect 0 s44 0x00002222
;; cosim: expect 0 s45 0x00003333
; ... and not s[40:41]
;; cosim: expect 0 s41 0x00000000
; m0 = 100: s5 + 100 = 105 is out of range -> reads s0
;; cosim: expect 0 s50 0x0000abcd
; m0 = 100: s[0:1] + 100 = s[100:101], in range
;; cosim: expect 0 s52 0x00000100
;; cosim: expect 0 s53 0x00000101
; m0 = 100: s_movreld_b32 s2 -> 102 out of range, no write
;; cosim: expect 0 flat_scratch_lo 0x00000000
; ... and s2 itself untouched
;; cosim: expect 0 s2 0x00002222
; m0 = 100: s_movreld_b32 s1 -> s101, in range
;; cosim: expect 0 s101 0x00000066
; m0 = 101: pair 101, 102 is out of range -> reads s[0:1]
;; cosim: expect 0 s54 0x0000abcd
;; cosim: expect 0 s55 0x00000001
; last M0 value (101)
;; cosim: expect 0 m0 0x00000065
  s_mov_b32 m0, 10
  s_movrels_b32 s5, s7
  s_movreld_b32 s5, s7
  s_mov_b32 m0, 4
  s_movrels_b64 s[20:21], s[30:31]
  s_movreld_b64 s[40:41], s[2:3]
  s_movk_i32 m0, 100
  s_movrels_b32 s50, s5
  s_movrels_b64 s[52:53], s[0:1]
  s_movreld_b32 s2, 0x77
  s_movreld_b32 s1, 0x66
  s_movk_i32 m0, 101
  s_movrels_b64 s[54:55], s[0:1]
  s_endpgm
