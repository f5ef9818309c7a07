; Directed: SOP2 bitwise logic, 32- and 64-bit, SCC = (D != 0); S_CSELECT
; (Vega ISA, "SOP2 Instructions", opcodes 10..27).
;; cosim: sgpr * s0 0x0000ffff
;; cosim: sgpr * s1 0xf0f0f0f0
;; cosim: sgpr * s2 0x00ff00ff
;; cosim: sgpr * s3 0xff00ff00
; a = s[0:1] = 0xf0f0f0f0_0000ffff, b = s[2:3] = 0xff00ff00_00ff00ff
; AND lo: 0x0000ffff & 0x00ff00ff
;; cosim: expect 0 s4 0x000000ff
; AND hi: 0xf0f0f0f0 & 0xff00ff00
;; cosim: expect 0 s5 0xf000f000
; OR lo
;; cosim: expect 0 s6 0x00ffffff
; OR hi
;; cosim: expect 0 s7 0xfff0fff0
; XOR lo
;; cosim: expect 0 s8 0x00ffff00
; XOR hi
;; cosim: expect 0 s9 0x0ff00ff0
; ANDN2 lo: 0x0000ffff & ~0x00ff00ff = 0x0000ffff & 0xff00ff00
;; cosim: expect 0 s10 0x0000ff00
; ANDN2 hi: 0xf0f0f0f0 & 0x00ff00ff
;; cosim: expect 0 s11 0x00f000f0
; ORN2 lo: 0x0000ffff | 0xff00ff00
;; cosim: expect 0 s12 0xff00ffff
; ORN2 hi: 0xf0f0f0f0 | 0x00ff00ff
;; cosim: expect 0 s13 0xf0fff0ff
; NAND lo: ~0x000000ff
;; cosim: expect 0 s14 0xffffff00
; NAND hi: ~0xf000f000
;; cosim: expect 0 s15 0x0fff0fff
; NOR lo: ~0x00ffffff
;; cosim: expect 0 s16 0xff000000
; NOR hi: ~0xfff0fff0
;; cosim: expect 0 s17 0x000f000f
; XNOR lo: ~0x00ffff00
;; cosim: expect 0 s18 0xff0000ff
; XNOR hi: ~0x0ff00ff0
;; cosim: expect 0 s19 0xf00ff00f
; S_AND_B32 0xf0 & 0x0f = 0 ...
;; cosim: expect 0 s20 0x00000000
; ... SCC = 0
;; cosim: expect 0 s21 0x00000000
; S_XNOR_B32 x, x = ~0, SCC = 1
;; cosim: expect 0 s22 0xffffffff
;; cosim: expect 0 s23 0x00000001
; S_NOR_B32 -1, 0 = ~0xffffffff = 0, SCC = 0
;; cosim: expect 0 s24 0x00000000
;; cosim: expect 0 s25 0x00000000
; S_OR_B32 0x00ff0000 | 0x0f0f = 0x00ff0f0f
;; cosim: expect 0 s26 0x00ff0f0f
; S_XOR_B32 0x00ff00ff ^ 0x0000000f = 0x00ff00f0
;; cosim: expect 0 s27 0x00ff00f0
; S_ANDN2_B32 0x0000ffff & ~0x00ff00ff
;; cosim: expect 0 s28 0x0000ff00
; S_ORN2_B32 0x0000000f | ~0x000000f0 = 0xf | 0xffffff0f
;; cosim: expect 0 s29 0xffffff0f
; S_NAND_B32 ~(0x0000ffff & 0x00ff00ff) = ~0xff
;; cosim: expect 0 s30 0xffffff00
; S_MOVK_I32 0x0f0f (positive, sign-extends to itself)
;; cosim: expect 0 s31 0x00000f0f
; S_AND_B64 a & 0 = 0 (lo)
;; cosim: expect 0 s32 0x00000000
; (hi), SCC = 0
;; cosim: expect 0 s33 0x00000000
; S_CSELECT_B64 with SCC = 0 picks S1 = b (lo)
;; cosim: expect 0 s34 0x00ff00ff
; (hi)
;; cosim: expect 0 s35 0xff00ff00
; S_CSELECT_B32 with SCC = 1 (after S_OR_B64) picks S0
;; cosim: expect 0 s36 0x0000ffff
;; cosim: expect 0 scc 1
  s_and_b64 s[4:5], s[0:1], s[2:3]
  s_or_b64 s[6:7], s[0:1], s[2:3]
  s_xor_b64 s[8:9], s[0:1], s[2:3]
  s_andn2_b64 s[10:11], s[0:1], s[2:3]
  s_orn2_b64 s[12:13], s[0:1], s[2:3]
  s_nand_b64 s[14:15], s[0:1], s[2:3]
  s_nor_b64 s[16:17], s[0:1], s[2:3]
  s_xnor_b64 s[18:19], s[0:1], s[2:3]
  s_and_b32 s20, 0xf0, 15
  s_cselect_b32 s21, 1, 0
  s_xnor_b32 s22, s1, s1
  s_cselect_b32 s23, 1, 0
  s_nor_b32 s24, -1, 0
  s_cselect_b32 s25, 1, 0
  s_movk_i32 s31, 0x0f0f
  s_or_b32 s26, 0x00ff0000, s31
  s_xor_b32 s27, s2, 15
  s_andn2_b32 s28, s0, s2
  s_orn2_b32 s29, 15, 0xf0
  s_nand_b32 s30, s0, s2
  s_and_b64 s[32:33], s[0:1], 0
  s_cselect_b64 s[34:35], s[0:1], s[2:3]
  s_or_b64 s[38:39], s[0:1], 0
  s_cselect_b32 s36, s0, s1
  s_endpgm
