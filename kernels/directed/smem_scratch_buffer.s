; Directed: S_SCRATCH_* (SGPR/M0 offset scaled by 64, immediate in bytes) and
; S_BUFFER_* through a buffer descriptor: base = {s[n+1][15:0], s[n]},
; stride = s[n+1][31:16], num_records = s[n+2], m_size = stride ? num_records : 1.
; Dword i is in range iff offset + 4*i < m_size; out-of-range load dwords read
; 0 and out-of-range store dwords are dropped (design.md "Scalar memory").
;; cosim: buffer 0x10000 512 data
;; cosim: data 0x10000 000000e0010000e0020000e0030000e0040000e0050000e0060000e0070000e0080000e0090000e00a0000e00b0000e00c0000e00d0000e00e0000e00f0000e0100000e0110000e0120000e0130000e0140000e0150000e0160000e0170000e0180000e0190000e01a0000e01b0000e01c0000e01d0000e01e0000e01f0000e0200000e0210000e0220000e0230000e0240000e0250000e0260000e0270000e0280000e0290000e02a0000e02b0000e02c0000e02d0000e02e0000e02f0000e0300000e0310000e0320000e0330000e0340000e0350000e0360000e0370000e0380000e0390000e03a0000e03b0000e03c0000e03d0000e03e0000e03f0000e0
;; cosim: sgpr * s0 0x00010000
;; cosim: sgpr * s2 0x00000001
;; cosim: sgpr * s3 0x00000005
;; cosim: sgpr * s10 0xaaaa0010
;; cosim: sgpr * s12 0xaaaa0012
;; cosim: sgpr * s13 0xaaaa0013
;; cosim: sgpr * s14 0xaaaa0014
;; cosim: sgpr * s15 0xaaaa0015
;; cosim: sgpr * s16 0xaaaa0016
;; cosim: sgpr * s17 0xaaaa0017
;; cosim: sgpr * s20 0x00010000
;; cosim: sgpr * s21 0x00040000
;; cosim: sgpr * s22 0x00000040
;; cosim: sgpr * s28 0x00000077
;; cosim: sgpr * s29 0x00000077
;; cosim: sgpr * s30 0x00000077
;; cosim: sgpr * s31 0x00000077
;; cosim: sgpr * s32 0x00010000
;; cosim: sgpr * s34 0x00001000
;; cosim: sgpr * s40 0xbbbb0040
;; cosim: sgpr * s41 0xbbbb0041
;; cosim: sgpr * s42 0xbbbb0042
;; cosim: sgpr * s43 0xbbbb0043
;; cosim: sgpr * s44 0x0000003d
; memory dword at 0x10000 + 4*i holds 0xe0000000 + i (i = 0..63)
; SCRATCH_LOAD M0 = 2 -> 2 * 64 = 0x80 -> dword 32
;; cosim: expect 0 s4 0xe0000020
; SCRATCH_LOAD_X2 s2 = 1 -> 64 = 0x40 -> dwords 16, 17
;; cosim: expect 0 s6 0xe0000010
;; cosim: expect 0 s7 0xe0000011
; SCRATCH_LOAD imm 0x84 is in bytes, not scaled -> dword 33
;; cosim: expect 0 s8 0xe0000021
; SCRATCH_LOAD_X4 imm 0x90 -> dwords 36..39
;; cosim: expect 0 s48 0xe0000024
;; cosim: expect 0 s51 0xe0000027
; SCRATCH_STORE M0 = 3 -> 0xc0
;; cosim: expect_mem 0x100c0 0xaaaa0010
; SCRATCH_STORE_X4 imm 0xd0
;; cosim: expect_mem 0x100d0 0xaaaa0012
;; cosim: expect_mem 0x100dc 0xaaaa0015
; SCRATCH_STORE_X2 M0 = s3 = 5 -> 5 * 64 = 0x140
;; cosim: expect_mem 0x10140 0xaaaa0016
;; cosim: expect_mem 0x10144 0xaaaa0017
; V# s[20:23]: base 0x10000, stride 4, num_records 0x40 -> m_size 64 bytes
; BUFFER_LOAD off 0x3c: 0x3c < 64 in range -> dword 15
;; cosim: expect 0 s24 0xe000000f
; BUFFER_LOAD_X2 off 0x3c: dword 0 in range ...
;; cosim: expect 0 s26 0xe000000f
; ... dword 1 at 0x40 is not (0x40 >= 64) -> 0
;; cosim: expect 0 s27 0x00000000
; BUFFER_LOAD_X4 off 0x40: all out of range -> zeros
;; cosim: expect 0 s28 0x00000000
;; cosim: expect 0 s31 0x00000000
; V# s[32:35]: stride 0 -> m_size = 1: only dword 0 at offset 0 is in range
;; cosim: expect 0 s36 0xe0000000
;; cosim: expect 0 s37 0x00000000
; offset 4 >= 1 -> 0
;; cosim: expect 0 s38 0x00000000
; BUFFER_STORE_X4 off 0x38: dwords at 0x38, 0x3c stored
;; cosim: expect_mem 0x10038 0xbbbb0040
;; cosim: expect_mem 0x1003c 0xbbbb0041
; 0x40 and 0x44 are out of range: memory keeps old data
;; cosim: expect_mem 0x10040 0xe0000010
;; cosim: expect_mem 0x10044 0xe0000011
; BUFFER_LOAD SGPR offset 0x3d -> 0x3c, reads the stored dword
;; cosim: expect 0 s39 0xbbbb0041
  s_mov_b32 m0, 2
  s_scratch_load_dword s4, s[0:1], m0
  s_scratch_load_dwordx2 s[6:7], s[0:1], s2
  s_scratch_load_dword s8, s[0:1], 0x84
  s_scratch_load_dwordx4 s[48:51], s[0:1], 0x90
  s_mov_b32 m0, 3
  s_scratch_store_dword s10, s[0:1], m0
  s_scratch_store_dwordx4 s[12:15], s[0:1], 0xd0
  s_mov_b32 m0, s3
  s_scratch_store_dwordx2 s[16:17], s[0:1], m0
  s_buffer_load_dword s24, s[20:23], 0x3c
  s_buffer_load_dwordx2 s[26:27], s[20:23], 0x3c
  s_buffer_load_dwordx4 s[28:31], s[20:23], 0x40
  s_buffer_load_dwordx2 s[36:37], s[32:35], 0x0
  s_buffer_load_dword s38, s[32:35], 0x4
  s_waitcnt lgkmcnt(0)
  s_buffer_store_dwordx4 s[40:43], s[20:23], 0x38
  s_buffer_load_dword s39, s[20:23], s44
  s_waitcnt lgkmcnt(0)
  s_endpgm
