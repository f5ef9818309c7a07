; Directed: the saveexec / wrexec family: D = old EXEC (wrexec: new EXEC),
; EXEC = f(S0, EXEC), SCC = (EXEC != 0). EXEC starts as all ones.
;; cosim: sgpr * s0 0x0000ffff
;; cosim: sgpr * s1 0x0000ffff
; S0 = s[0:1] = 0x0000ffff_0000ffff unless noted
; AND_SAVEEXEC saves all ones; EXEC = 0x0000ffff_0000ffff
;; cosim: expect 0 s2 0xffffffff
;; cosim: expect 0 s3 0xffffffff
; OR_SAVEEXEC 0x10000 saves 0x0000ffff_0000ffff; EXEC = 0x0000ffff_0001ffff
;; cosim: expect 0 s4 0x0000ffff
;; cosim: expect 0 s5 0x0000ffff
; XOR_SAVEEXEC saves that; EXEC = 0x0000ffff_0000ffff ^ it = 0x00000000_00010000
;; cosim: expect 0 s6 0x0001ffff
;; cosim: expect 0 s7 0x0000ffff
; ANDN2_SAVEEXEC -1: EXEC = -1 & ~0x10000 = 0xffffffff_fffeffff
;; cosim: expect 0 s8 0x00010000
;; cosim: expect 0 s9 0x00000000
; ORN2_SAVEEXEC 0: EXEC = 0 | ~EXEC = 0x00000000_00010000
;; cosim: expect 0 s10 0xfffeffff
;; cosim: expect 0 s11 0xffffffff
; NAND_SAVEEXEC: EXEC = ~(S0 & 0x10000) = ~0 = all ones
;; cosim: expect 0 s12 0x00010000
;; cosim: expect 0 s13 0x00000000
; NOR_SAVEEXEC: EXEC = ~(S0 | all ones) = 0 ...
;; cosim: expect 0 s14 0xffffffff
;; cosim: expect 0 s15 0xffffffff
; ... so SCC = 0
;; cosim: expect 0 s16 0x00000000
; S_CBRANCH_EXECZ taken (EXEC == 0), skips the s_mov s17, 2
;; cosim: expect 0 s17 0x00000001
; XNOR_SAVEEXEC saves 0; EXEC = ~(S0 ^ 0) = 0xffff0000_ffff0000
;; cosim: expect 0 s18 0x00000000
;; cosim: expect 0 s19 0x00000000
; ANDN1_SAVEEXEC: EXEC = ~S0 & EXEC = 0xffff0000_ffff0000 (unchanged)
;; cosim: expect 0 s20 0xffff0000
;; cosim: expect 0 s21 0xffff0000
; ORN1_SAVEEXEC -1: EXEC = ~(-1) | EXEC = unchanged
;; cosim: expect 0 s22 0xffff0000
;; cosim: expect 0 s23 0xffff0000
; ANDN1_WREXEC 0x10000000 (zero-extended): EXEC = ~S0 & EXEC
;; cosim: expect 0 s24 0xefff0000
; = 0xffff0000_efff0000, and D gets the NEW EXEC
;; cosim: expect 0 s25 0xffff0000
; ANDN2_WREXEC -1: EXEC = -1 & ~EXEC = 0x0000ffff_1000ffff = D
;; cosim: expect 0 s26 0x1000ffff
;; cosim: expect 0 s27 0x0000ffff
;; cosim: expect 0 exec_lo 0x1000ffff
;; cosim: expect 0 exec_hi 0x0000ffff
;; cosim: expect 0 scc 1
  s_and_saveexec_b64 s[2:3], s[0:1]
  s_or_saveexec_b64 s[4:5], 0x10000
  s_xor_saveexec_b64 s[6:7], s[0:1]
  s_andn2_saveexec_b64 s[8:9], -1
  s_orn2_saveexec_b64 s[10:11], 0
  s_nand_saveexec_b64 s[12:13], s[0:1]
  s_nor_saveexec_b64 s[14:15], s[0:1]
  s_cselect_b32 s16, 1, 0
  s_mov_b32 s17, 1
  s_cbranch_execz skip
  s_mov_b32 s17, 2
skip:
  s_xnor_saveexec_b64 s[18:19], s[0:1]
  s_andn1_saveexec_b64 s[20:21], s[0:1]
  s_orn1_saveexec_b64 s[22:23], -1
  s_andn1_wrexec_b64 s[24:25], 0x10000000
  s_andn2_wrexec_b64 s[26:27], -1
  s_endpgm
