; Directed: S_BFM_B32/B64 and S_BFE_U32/I32/U64/I64. S1[4:0] (S1[5:0]) is the
; offset, S1[22:16] the width. Width 0 gives 0. Our reading for widths at or
; beyond the operand size: the mask (1 << width) - 1 is taken in full
; precision, so every bit above the offset is kept (signed: S0 >>a offset).
;; cosim: sgpr * s0 0x12345678
;; cosim: sgpr * s1 0x87654321
;; cosim: sgpr * s20 0x89abcdef
;; cosim: sgpr * s21 0x01234567
;; cosim: sgpr * s40 0x00280000
; BFM ((1 << 4) - 1) << 8
;; cosim: expect 0 s2 0x00000f00
; BFM width 0 -> 0
;; cosim: expect 0 s3 0x00000000
; BFM ((1 << 31) - 1) << 1
;; cosim: expect 0 s4 0xfffffffe
; BFM S0 = 36: S0[4:0] = 4 -> 0xf << 0
;; cosim: expect 0 s5 0x0000000f
; BFM_B64 ((1 << 40) - 1) << 16 = 0x00ffffff_ffff0000
;; cosim: expect 0 s6 0xffff0000
;; cosim: expect 0 s7 0x00ffffff
; BFE_U32 off 4 w 8: (0x12345678 >> 4) & 0xff = 0x67
;; cosim: expect 0 s8 0x00000067
; BFE_I32 same field, bit 7 clear -> positive
;; cosim: expect 0 s9 0x00000067
; BFE_I32 off 0 w 4: field 0x8, sign bit set -> -8
;; cosim: expect 0 s10 0xfffffff8
; BFE_U32 off 0 w 4: 0x8
;; cosim: expect 0 s11 0x00000008
; BFE_U32 width 0 -> 0 ...
;; cosim: expect 0 s12 0x00000000
; ... SCC = 0
;; cosim: expect 0 s13 0x00000000
; BFE_U32 off 8 w 40 (>= 32): 0x12345678 >> 8
;; cosim: expect 0 s14 0x00123456
; BFE_I32 off 4 w 32: 0x87654321 >>a 4
;; cosim: expect 0 s15 0xf8765432
; BFE_I32 off 4 w 28: field 0x08765432, bit 27 set -> sign-extend
;; cosim: expect 0 s16 0xf8765432
; BFE_I32 off 31 w 16: (S0.i >> 31) = -1, field 0xffff -> -1
;; cosim: expect 0 s17 0xffffffff
; s[20:21] = 0x01234567_89abcdef
; BFE_U64 off 24 w 16: 0x0000000123456789 & 0xffff
;; cosim: expect 0 s22 0x00006789
;; cosim: expect 0 s23 0x00000000
; BFE_I64 off 4 w 8: field 0xde, bit 7 set -> -0x22
;; cosim: expect 0 s24 0xffffffde
;; cosim: expect 0 s25 0xffffffff
; BFE_U64 off 4 w 64: 0x0123456789abcdef >> 4
;; cosim: expect 0 s26 0x789abcde
;; cosim: expect 0 s27 0x00123456
; BFE_I64 literal 0x80000000 sign-extends to 0xffffffff_80000000;
;; cosim: expect 0 s28 0x80000000
; w 40: field 0xff_80000000, bit 39 set -> 0xffffffff_80000000
;; cosim: expect 0 s29 0xffffffff
;; cosim: expect 0 scc 1
  s_bfm_b32 s2, 4, 8
  s_bfm_b32 s3, 0, 5
  s_bfm_b32 s4, 31, 1
  s_bfm_b32 s5, 36, 0
  s_bfm_b64 s[6:7], 40, 16
  s_bfe_u32 s8, s0, 0x80004
  s_bfe_i32 s9, s0, 0x80004
  s_bfe_i32 s10, s0, 0x40000
  s_bfe_u32 s11, s0, 0x40000
  s_bfe_u32 s12, s0, 4
  s_cselect_b32 s13, 1, 0
  s_bfe_u32 s14, s0, 0x280008
  s_bfe_i32 s15, s1, 0x200004
  s_bfe_i32 s16, s1, 0x1c0004
  s_bfe_i32 s17, s1, 0x10001f
  s_bfe_u64 s[22:23], s[20:21], 0x100018
  s_bfe_i64 s[24:25], s[20:21], 0x80004
  s_bfe_u64 s[26:27], s[20:21], 0x400004
  s_bfe_i64 s[28:29], 0x80000000, s40
  s_endpgm
