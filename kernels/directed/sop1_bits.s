; Directed: SOP1 bit operations, 32- and 64-bit: BCNT, FF0/FF1, FLBIT (both
; kinds, incl. the sign-extended literal of S_FLBIT_I32_I64), BREV, NOT, WQM,
; QUADMASK_B32, SEXT, BITSET0/1, MOV_B64, CMOV.
;; cosim: sgpr * s0 0x00000000
;; cosim: sgpr * s1 0x00008000
;; cosim: sgpr * s8 0xffffffff
;; cosim: sgpr * s9 0xfffffffe
;; cosim: sgpr * s31 0xffffffff
;; cosim: sgpr * s36 0xffffffff
;; cosim: sgpr * s37 0xffffffff
;; cosim: sgpr * s47 0x00000055
;; cosim: sgpr * s50 0x00000066
; s[0:1] = 0x00008000_00000000 (only bit 47 set); s[8:9] = 0xfffffffe_ffffffff (only bit 32 clear)
; BCNT1_B64: one bit set
;; cosim: expect 0 s2 0x00000001
; BCNT0_B64: 64 - 1 = 63
;; cosim: expect 0 s3 0x0000003f
; FF1_B64: bit 47
;; cosim: expect 0 s4 0x0000002f
; FF0_B64(-1 as 64-bit all ones): no zero -> -1
;; cosim: expect 0 s5 0xffffffff
; FF0_B64(s[8:9]): bit 32
;; cosim: expect 0 s6 0x00000020
; FLBIT_B64: 63 - 47 = 16 zeros before the one
;; cosim: expect 0 s7 0x00000010
; FLBIT_B64(0) -> -1
;; cosim: expect 0 s10 0xffffffff
; FLBIT_I32_I64(s[8:9]): sign 1, first 0 at bit 32 -> 63 - 32 = 31
;; cosim: expect 0 s11 0x0000001f
; FLBIT_I32_I64(-1): all bits equal -> -1
;; cosim: expect 0 s12 0xffffffff
; FLBIT_I32_I64(literal 0xffff0000 sign-extended = 0xffffffff_ffff0000): first 0 at bit 15 -> 48
;; cosim: expect 0 s13 0x00000030
; BREV_B32(1)
;; cosim: expect 0 s14 0x80000000
; BREV_B32(0x12345678): 0001 0010 0011 0100 0101 0110 0111 1000 reversed
;; cosim: expect 0 s15 0x1e6a2c48
; BREV_B64: bit 47 -> bit 63 - 47 = 16
;; cosim: expect 0 s16 0x00010000
;; cosim: expect 0 s17 0x00000000
; NOT_B32(0x0f0f0f0f)
;; cosim: expect 0 s18 0xf0f0f0f0
; NOT_B64(-1) = 0 ...
;; cosim: expect 0 s20 0x00000000
;; cosim: expect 0 s21 0x00000000
; ... SCC = 0
;; cosim: expect 0 s22 0x00000000
; WQM_B32(0x00100201): quads 0, 2, 5 are active
;; cosim: expect 0 s23 0x00f00f0f
; WQM_B64(bit 47): quad 44..47
;; cosim: expect 0 s24 0x00000000
;; cosim: expect 0 s25 0x0000f000
; QUADMASK_B32(0x00100201): bits 0, 2, 5
;; cosim: expect 0 s26 0x00000025
; SEXT_I32_I8(0x80)
;; cosim: expect 0 s28 0xffffff80
; SEXT_I32_I16(0x7fff)
;; cosim: expect 0 s29 0x00007fff
; SEXT_I32_I16(0x18000): low half 0x8000
;; cosim: expect 0 s30 0xffff8000
; BITSET0_B32 bit 33[4:0] = 1 of 0xffffffff
;; cosim: expect 0 s31 0xfffffffd
; BITSET1_B32 bit 31 of 0
;; cosim: expect 0 s32 0x80000000
; BITSET1_B64 bit 40 of 0 -> hi bit 8
;; cosim: expect 0 s34 0x00000000
;; cosim: expect 0 s35 0x00000100
; BITSET0_B64 bit 63 of all ones
;; cosim: expect 0 s36 0xffffffff
;; cosim: expect 0 s37 0x7fffffff
; MOV_B64 s[8:9]
;; cosim: expect 0 s38 0xffffffff
;; cosim: expect 0 s39 0xfffffffe
; MOV_B64 -5: inline integers are sign-extended to 64 bits
;; cosim: expect 0 s40 0xfffffffb
;; cosim: expect 0 s41 0xffffffff
; CMOV_B32 with SCC = 1 moves
;; cosim: expect 0 s46 0x00000007
; CMOV_B64 with SCC = 1 moves
;; cosim: expect 0 s48 0xffffffff
;; cosim: expect 0 s49 0xfffffffe
; CMOV_B32 with SCC = 0 keeps the old value
;; cosim: expect 0 s47 0x00000055
; CMOVK_I32 with SCC = 0 keeps the old value
;; cosim: expect 0 s50 0x00000066
;; cosim: expect 0 scc 0
  s_bcnt1_i32_b64 s2, s[0:1]
  s_bcnt0_i32_b64 s3, s[0:1]
  s_ff1_i32_b64 s4, s[0:1]
  s_ff0_i32_b64 s5, -1
  s_ff0_i32_b64 s6, s[8:9]
  s_flbit_i32_b64 s7, s[0:1]
  s_flbit_i32_b64 s10, 0
  s_flbit_i32_i64 s11, s[8:9]
  s_flbit_i32_i64 s12, -1
  s_flbit_i32_i64 s13, 0xffff0000
  s_brev_b32 s14, 1
  s_brev_b32 s15, 0x12345678
  s_brev_b64 s[16:17], s[0:1]
  s_not_b32 s18, 0x0f0f0f0f
  s_not_b64 s[20:21], -1
  s_cselect_b32 s22, 1, 0
  s_wqm_b32 s23, 0x00100201
  s_wqm_b64 s[24:25], s[0:1]
  s_quadmask_b32 s26, 0x00100201
  s_sext_i32_i8 s28, 0x80
  s_sext_i32_i16 s29, 0x7fff
  s_sext_i32_i16 s30, 0x18000
  s_bitset0_b32 s31, 33
  s_bitset1_b32 s32, 31
  s_bitset1_b64 s[34:35], 40
  s_bitset0_b64 s[36:37], 63
  s_mov_b64 s[38:39], s[8:9]
  s_mov_b64 s[40:41], -5
  s_cmp_eq_u32 0, 0
  s_cmov_b32 s46, 7
  s_cmov_b64 s[48:49], s[8:9]
  s_cmp_eq_u32 0, 1
  s_cmov_b32 s47, 9
  s_cmovk_i32 s50, 5
  s_endpgm
