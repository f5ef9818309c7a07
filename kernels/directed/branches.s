; Directed: SOPP branches. Target = PC + signext(SIMM16 * 4) + 4. Markers show
; which paths ran: a skipped "s_mov_b32 sN, 0xbad" must never execute.
; loop: 5 + 4 + 3 + 2 + 1 = 15
;; cosim: expect 0 s0 0x0000000f
; loop counter ran down to 0
;; cosim: expect 0 s1 0x00000000
; CBRANCH_SCC0 taken with SCC = 0
;; cosim: expect 0 s2 0x00000007
; CBRANCH_VCCZ taken (VCC = 0 at start)
;; cosim: expect 0 s3 0x00000007
; CBRANCH_VCCNZ taken with VCC = 1
;; cosim: expect 0 s4 0x00000007
; CBRANCH_VCCZ not taken when only vcc_hi is non-zero
;; cosim: expect 0 s5 0x00000007
; CBRANCH_EXECZ not taken with EXEC = all ones
;; cosim: expect 0 s6 0x00000007
; CBRANCH_EXECNZ taken
;; cosim: expect 0 s7 0x00000007
; CBRANCH_SCC1 not taken with SCC = 0
;; cosim: expect 0 s8 0x00000007
; S_BRANCH jumps forward over a block that would write 0xbad
;; cosim: expect 0 s9 0x00000007
; three passes of a do-while built from S_BRANCH + CBRANCH_SCC0
;; cosim: expect 0 s10 0x00000003
;; cosim: expect 0 vcc_lo 0x00000000
;; cosim: expect 0 vcc_hi 0x80000000
  s_mov_b32 s0, 0
  s_mov_b32 s1, 5
loop:
  s_add_u32 s0, s0, s1
  s_sub_u32 s1, s1, 1
  s_cmp_lg_u32 s1, 0
  s_cbranch_scc1 loop
  s_cmp_eq_u32 0, 1
  s_cbranch_scc0 l_scc0
  s_mov_b32 s2, 0xbad
l_scc0:
  s_or_b32 s2, s2, 7
  s_cbranch_vccz l_vccz
  s_mov_b32 s3, 0xbad
l_vccz:
  s_or_b32 s3, s3, 7
  s_mov_b64 vcc, 1
  s_cbranch_vccnz l_vccnz
  s_mov_b32 s4, 0xbad
l_vccnz:
  s_or_b32 s4, s4, 7
  s_mov_b32 vcc_lo, 0
  s_mov_b32 vcc_hi, 0x80000000
  s_cbranch_vccz l_bad5
  s_mov_b32 s5, 7
l_bad5:
  s_cbranch_execz l_bad6
  s_mov_b32 s6, 7
l_bad6:
  s_cbranch_execnz l_execnz
  s_mov_b32 s7, 0xbad
l_execnz:
  s_or_b32 s7, s7, 7
  s_cmp_eq_u32 0, 1
  s_cbranch_scc1 l_bad8
  s_mov_b32 s8, 7
l_bad8:
  s_branch l_fwd
l_badblock:
  s_mov_b32 s9, 0xbad
  s_endpgm
l_fwd:
  s_mov_b32 s9, 7
  s_mov_b32 s10, 0
l_do:
  s_add_u32 s10, s10, 1
  s_cmp_ge_u32 s10, 3
  s_cbranch_scc0 l_do
  s_endpgm
