; Directed: every S_BUFFER_ATOMIC_* on zero-initialised memory, the range
; check for atomics (an atomic is performed only if all its memory dwords are
; in range; our reading for a 64-bit atomic straddling the end), plus
; S_BUFFER_STORE_DWORD{,X2} and S_BUFFER_LOAD_DWORD{X8,X16}.
; V# s[4:7]: base 0x20000, stride 1, num_records 0xac. V# s[60:63]: same base, num_records 0x200.
;; cosim: buffer 0x20000 512 buf
;; cosim: sgpr * s4 0x00020000
;; cosim: sgpr * s5 0x00010000
;; cosim: sgpr * s6 0x000000ac
;; cosim: sgpr * s60 0x00020000
;; cosim: sgpr * s61 0x00010000
;; cosim: sgpr * s62 0x00000200
;; cosim: sgpr * s10 0x00000005
;; cosim: sgpr * s12 0x00000009
;; cosim: sgpr * s11 0x00000003
;; cosim: sgpr * s14 0x00000001
;; cosim: sgpr * s15 0xfffffffe
;; cosim: sgpr * s16 0x00000007
;; cosim: sgpr * s17 0xfffffffe
;; cosim: sgpr * s18 0x00000007
;; cosim: sgpr * s19 0x000000ff
;; cosim: sgpr * s20 0x000000f0
;; cosim: sgpr * s21 0x0000000f
;; cosim: sgpr * s22 0x00000005
;; cosim: sgpr * s23 0x00000006
;; cosim: sgpr * s24 0x00000001
;; cosim: sgpr * s25 0x00000002
;; cosim: sgpr * s28 0x00000003
;; cosim: sgpr * s29 0x00000004
;; cosim: sgpr * s32 0xffffffff
;; cosim: sgpr * s34 0x00000001
;; cosim: sgpr * s36 0xffffffff
;; cosim: sgpr * s37 0xffffffff
;; cosim: sgpr * s38 0x00000005
;; cosim: sgpr * s40 0xffffffff
;; cosim: sgpr * s41 0xffffffff
;; cosim: sgpr * s43 0x00000005
;; cosim: sgpr * s44 0xffffffff
;; cosim: sgpr * s45 0xffffffff
;; cosim: sgpr * s47 0x80000000
;; cosim: sgpr * s48 0x0000000f
;; cosim: sgpr * s49 0x000000f0
;; cosim: sgpr * s51 0x00000001
;; cosim: sgpr * s52 0x00000007
;; cosim: sgpr * s54 0x00000001
;; cosim: sgpr * s56 0x00000001
;; cosim: sgpr * s64 0xc0de0001
;; cosim: sgpr * s66 0xc0de0002
;; cosim: sgpr * s67 0xc0de0003
; every atomic below starts from old = 0
; SWAP 5
;; cosim: expect_mem 0x20000 0x00000005
; GLC: old 0
;; cosim: expect 0 s10 0x00000000
; CMPSWAP src 9, cmp 0 == 0
;; cosim: expect_mem 0x20004 0x00000009
; ADD 0 + 3
;; cosim: expect_mem 0x20008 0x00000003
; SUB 0 - 1
;; cosim: expect_mem 0x2000c 0xffffffff
; SMIN(0, -2)
;; cosim: expect_mem 0x20010 0xfffffffe
; UMIN(0, 7)
;; cosim: expect_mem 0x20014 0x00000000
; SMAX(0, -2)
;; cosim: expect_mem 0x20018 0x00000000
; UMAX(0, 7)
;; cosim: expect_mem 0x2001c 0x00000007
; AND 0 & 0xff
;; cosim: expect_mem 0x20020 0x00000000
; OR 0 | 0xf0
;; cosim: expect_mem 0x20024 0x000000f0
; XOR 0 ^ 0xf
;; cosim: expect_mem 0x20028 0x0000000f
; INC 0 < 5 -> 1
;; cosim: expect_mem 0x2002c 0x00000001
; DEC tmp 0 -> DATA 6
;; cosim: expect_mem 0x20030 0x00000006
; GLC: old 0
;; cosim: expect 0 s23 0x00000000
; SWAP_X2 (hi 2, lo 1)
;; cosim: expect_mem 0x20040 0x00000001
;; cosim: expect_mem 0x20044 0x00000002
; GLC: old 0 (both dwords)
;; cosim: expect 0 s24 0x00000000
;; cosim: expect 0 s25 0x00000000
; CMPSWAP_X2 cmp s[30:31] = 0 matches -> s[28:29]
;; cosim: expect_mem 0x20048 0x00000003
;; cosim: expect_mem 0x2004c 0x00000004
; ADD_X2 0 + 0xffffffff
;; cosim: expect_mem 0x20050 0xffffffff
;; cosim: expect_mem 0x20054 0x00000000
; SUB_X2 0 - 1 = all ones
;; cosim: expect_mem 0x20058 0xffffffff
;; cosim: expect_mem 0x2005c 0xffffffff
; SMIN_X2(0, -1) = -1
;; cosim: expect_mem 0x20060 0xffffffff
;; cosim: expect_mem 0x20064 0xffffffff
; UMIN_X2(0, 5) = 0
;; cosim: expect_mem 0x20068 0x00000000
; SMAX_X2(0, -1) = 0
;; cosim: expect_mem 0x20070 0x00000000
;; cosim: expect_mem 0x20074 0x00000000
; UMAX_X2(0, 0x5_00000000)
;; cosim: expect_mem 0x20078 0x00000000
;; cosim: expect_mem 0x2007c 0x00000005
; AND_X2 0 & all ones
;; cosim: expect_mem 0x20080 0x00000000
; OR_X2 0 | 0x80000000_00000000
;; cosim: expect_mem 0x2008c 0x80000000
; XOR_X2 0 ^ 0x000000f0_0000000f
;; cosim: expect_mem 0x20090 0x0000000f
;; cosim: expect_mem 0x20094 0x000000f0
; INC_X2 0 < 0x1_00000000 -> 1
;; cosim: expect_mem 0x20098 0x00000001
;; cosim: expect_mem 0x2009c 0x00000000
; DEC_X2 tmp 0 -> DATA 7
;; cosim: expect_mem 0x200a0 0x00000007
;; cosim: expect_mem 0x200a4 0x00000000
; ADD_X2 at 0xa8: dword 1 (0xac) out of range -> not performed
;; cosim: expect_mem 0x200a8 0x00000000
; GLC returns 0 for the dropped atomic
;; cosim: expect 0 s56 0x00000000
;; cosim: expect 0 s57 0x00000000
; ADD at 0xac >= num_records: dropped
;; cosim: expect_mem 0x200ac 0x00000000
; GLC returns 0
;; cosim: expect 0 s54 0x00000000
; BUFFER_STORE_DWORD
;; cosim: expect_mem 0x20100 0xc0de0001
; BUFFER_STORE_DWORDX2
;; cosim: expect_mem 0x20108 0xc0de0002
;; cosim: expect_mem 0x2010c 0xc0de0003
; BUFFER_LOAD_DWORDX8 from 0x100
;; cosim: expect 0 s68 0xc0de0001
;; cosim: expect 0 s69 0x00000000
;; cosim: expect 0 s70 0xc0de0002
;; cosim: expect 0 s71 0xc0de0003
;; cosim: expect 0 s75 0x00000000
; BUFFER_LOAD_DWORDX16 from 0: the 32-bit atomic results
;; cosim: expect 0 s80 0x00000005
;; cosim: expect 0 s81 0x00000009
;; cosim: expect 0 s83 0xffffffff
;; cosim: expect 0 s84 0xfffffffe
;; cosim: expect 0 s87 0x00000007
;; cosim: expect 0 s92 0x00000006
;; cosim: expect 0 s95 0x00000000
  s_buffer_atomic_swap s10, s[4:7], 0x0 glc
  s_buffer_atomic_cmpswap s[12:13], s[4:7], 0x4
  s_buffer_atomic_add s11, s[4:7], 0x8
  s_buffer_atomic_sub s14, s[4:7], 0xc
  s_buffer_atomic_smin s15, s[4:7], 0x10
  s_buffer_atomic_umin s16, s[4:7], 0x14
  s_buffer_atomic_smax s17, s[4:7], 0x18
  s_buffer_atomic_umax s18, s[4:7], 0x1c
  s_buffer_atomic_and s19, s[4:7], 0x20
  s_buffer_atomic_or s20, s[4:7], 0x24
  s_buffer_atomic_xor s21, s[4:7], 0x28
  s_buffer_atomic_inc s22, s[4:7], 0x2c
  s_buffer_atomic_dec s23, s[4:7], 0x30 glc
  s_buffer_atomic_swap_x2 s[24:25], s[4:7], 0x40 glc
  s_buffer_atomic_cmpswap_x2 s[28:31], s[4:7], 0x48
  s_buffer_atomic_add_x2 s[32:33], s[4:7], 0x50
  s_buffer_atomic_sub_x2 s[34:35], s[4:7], 0x58
  s_buffer_atomic_smin_x2 s[36:37], s[4:7], 0x60
  s_buffer_atomic_umin_x2 s[38:39], s[4:7], 0x68
  s_buffer_atomic_smax_x2 s[40:41], s[4:7], 0x70
  s_buffer_atomic_umax_x2 s[42:43], s[4:7], 0x78
  s_buffer_atomic_and_x2 s[44:45], s[4:7], 0x80
  s_buffer_atomic_or_x2 s[46:47], s[4:7], 0x88
  s_buffer_atomic_xor_x2 s[48:49], s[4:7], 0x90
  s_buffer_atomic_inc_x2 s[50:51], s[4:7], 0x98
  s_buffer_atomic_dec_x2 s[52:53], s[4:7], 0xa0
  s_buffer_atomic_add_x2 s[56:57], s[4:7], 0xa8 glc
  s_buffer_atomic_add s54, s[4:7], 0xac glc
  s_buffer_store_dword s64, s[60:63], 0x100
  s_buffer_store_dwordx2 s[66:67], s[60:63], 0x108
  s_waitcnt lgkmcnt(0)
  s_buffer_load_dwordx8 s[68:75], s[60:63], 0x100
  s_buffer_load_dwordx16 s[80:95], s[60:63], 0x0
  s_waitcnt lgkmcnt(0)
  s_endpgm
