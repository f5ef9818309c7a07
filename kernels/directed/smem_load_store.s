; Directed: S_LOAD_DWORD{,X2,X4,X8,X16} and S_STORE_DWORD{,X2,X4} with every
; offset form: signed 21-bit immediate (incl. negative), SGPR, M0 and
; SGPR + immediate (SOE); the two address LSBs are ignored. A load after a
; store sees the stored value (memory is in commit order).
;; cosim: buffer 0x10000 256 data
;; cosim: data 0x10000 00d0d0d001d0d0d002d0d0d003d0d0d004d0d0d005d0d0d006d0d0d007d0d0d008d0d0d009d0d0d00ad0d0d00bd0d0d00cd0d0d00dd0d0d00ed0d0d00fd0d0d0
;; cosim: sgpr * s0 0x00010000
;; cosim: sgpr * s2 0x00000020
;; cosim: sgpr * s3 0x00000023
;; cosim: sgpr * s38 0x00010040
;; cosim: sgpr * s50 0xcafe0001
;; cosim: sgpr * s52 0xcafe0002
;; cosim: sgpr * s53 0xcafe0003
;; cosim: sgpr * s56 0xcafe0004
;; cosim: sgpr * s57 0xcafe0005
;; cosim: sgpr * s58 0xcafe0006
;; cosim: sgpr * s59 0xcafe0007
; memory dword i at 0x10000 + 4*i holds 0xd0d0d000 + i (i = 0..15)
; LOAD_DWORD base + 4 -> dword 1
;; cosim: expect 0 s4 0xd0d0d001
; LOAD_DWORDX2 base + 8 -> dwords 2, 3
;; cosim: expect 0 s6 0xd0d0d002
;; cosim: expect 0 s7 0xd0d0d003
; LOAD_DWORDX4 base + 0x10 -> dwords 4..7
;; cosim: expect 0 s8 0xd0d0d004
;; cosim: expect 0 s11 0xd0d0d007
; LOAD_DWORDX8 base + 0 -> dwords 0..7
;; cosim: expect 0 s12 0xd0d0d000
;; cosim: expect 0 s19 0xd0d0d007
; LOAD_DWORDX16 base + 0 -> dwords 0..15
;; cosim: expect 0 s20 0xd0d0d000
;; cosim: expect 0 s27 0xd0d0d007
;; cosim: expect 0 s35 0xd0d0d00f
; SGPR offset s2 = 0x20 -> dword 8
;; cosim: expect 0 s36 0xd0d0d008
; SGPR offset 0x23: LSBs ignored -> 0x20
;; cosim: expect 0 s37 0xd0d0d008
; base 0x10040 + imm -4 = 0x1003c -> dword 15
;; cosim: expect 0 s40 0xd0d0d00f
; SOE: s2 (0x20) + imm 4 = 0x24 -> dword 9
;; cosim: expect 0 s41 0xd0d0d009
; M0 = 0x30 -> dword 12
;; cosim: expect 0 s42 0xd0d0d00c
; STORE_DWORD at base + 0x80
;; cosim: expect_mem 0x10080 0xcafe0001
; STORE_DWORDX2 at base + 0x88
;; cosim: expect_mem 0x10088 0xcafe0002
;; cosim: expect_mem 0x1008c 0xcafe0003
; STORE_DWORDX4 at base + M0 (0x90)
;; cosim: expect_mem 0x10090 0xcafe0004
;; cosim: expect_mem 0x1009c 0xcafe0007
; untouched gap between the stores
;; cosim: expect_mem 0x10084 0x00000000
; load after store sees the new value
;; cosim: expect 0 s60 0xcafe0001
; LOAD_DWORDX2 of the X4 store's dwords 2, 3
;; cosim: expect 0 s62 0xcafe0006
;; cosim: expect 0 s63 0xcafe0007
  s_load_dword s4, s[0:1], 0x4
  s_load_dwordx2 s[6:7], s[0:1], 0x8
  s_load_dwordx4 s[8:11], s[0:1], 0x10
  s_load_dwordx8 s[12:19], s[0:1], 0x0
  s_load_dwordx16 s[20:35], s[0:1], 0x0
  s_load_dword s36, s[0:1], s2
  s_load_dword s37, s[0:1], s3
  s_load_dword s40, s[38:39], -0x4
  s_load_dword s41, s[0:1], s2 offset:0x4
  s_mov_b32 m0, 0x30
  s_load_dword s42, s[0:1], m0
  s_waitcnt lgkmcnt(0)
  s_store_dword s50, s[0:1], 0x80
  s_store_dwordx2 s[52:53], s[0:1], 0x88
  s_movk_i32 m0, 0x90
  s_store_dwordx4 s[56:59], s[0:1], m0
  s_load_dword s60, s[0:1], 0x80
  s_load_dwordx2 s[62:63], s[0:1], 0x98
  s_waitcnt lgkmcnt(0)
  s_endpgm
