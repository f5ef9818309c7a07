; Directed: S_ATOMIC_* 32- and 64-bit, with GLC (pre-op value returned to
; SDATA, deferred) and without (SDATA untouched). Semantics per the Vega ISA
; SMEM table: INC wraps to 0 when tmp >= DATA, DEC reloads DATA when tmp == 0
; or tmp > DATA; CMPSWAP takes src = DATA[0], cmp = DATA[1] (X2: [0:1], [2:3]).
;; cosim: buffer 0x10000 256 atomics
;; cosim: data 0x10000 1000000010000000f0ffffff05000000f0ffffff050000000fff0000f0000000ffff000007000000030000000000000005000000420000004200000042000000ffffffff010000000000000000000000000000000000008000000000ffffffff000000000000008000000000010000000000ffff0000ffff0000000001000000ffffffffffffffffffffffff000000000000000001000000f0debc9a785634120700000000000000
;; cosim: sgpr * s0 0x00010000
;; cosim: sgpr * s10 0x00000005
;; cosim: sgpr * s11 0x00000011
;; cosim: sgpr * s12 0xfffffff5
;; cosim: sgpr * s13 0x00000003
;; cosim: sgpr * s14 0x00000001
;; cosim: sgpr * s15 0x00000004
;; cosim: sgpr * s16 0x0000f0ff
;; cosim: sgpr * s17 0x0000000f
;; cosim: sgpr * s18 0x0000ff00
;; cosim: sgpr * s19 0x00000007
;; cosim: sgpr * s20 0x0000000a
;; cosim: sgpr * s21 0x00000009
;; cosim: sgpr * s22 0x00000009
;; cosim: sgpr * s23 0x00000099
;; cosim: sgpr * s24 0x00000077
;; cosim: sgpr * s25 0x00000042
;; cosim: sgpr * s26 0x00000077
;; cosim: sgpr * s27 0x00000041
;; cosim: sgpr * s30 0x00000001
;; cosim: sgpr * s32 0x00000001
;; cosim: sgpr * s34 0x00000005
;; cosim: sgpr * s37 0x00000001
;; cosim: sgpr * s38 0xffffffff
;; cosim: sgpr * s39 0xffffffff
;; cosim: sgpr * s40 0xffffffff
;; cosim: sgpr * s42 0x0ff00ff0
;; cosim: sgpr * s43 0x0ff00ff0
;; cosim: sgpr * s44 0x00000001
;; cosim: sgpr * s46 0xffffffff
;; cosim: sgpr * s49 0x00000001
;; cosim: sgpr * s51 0x00000002
;; cosim: sgpr * s52 0x22222222
;; cosim: sgpr * s53 0x11111111
;; cosim: sgpr * s56 0xbbbbbbbb
;; cosim: sgpr * s57 0xaaaaaaaa
;; cosim: sgpr * s58 0x00000007
; ADD 0x10 + 5
;; cosim: expect_mem 0x10000 0x00000015
; GLC: pre-op value
;; cosim: expect 0 s10 0x00000010
; SUB 0x10 - 0x11
;; cosim: expect_mem 0x10004 0xffffffff
; no GLC: SDATA unchanged
;; cosim: expect 0 s11 0x00000011
; SMIN(-16, -11) = -16
;; cosim: expect_mem 0x10008 0xfffffff0
; GLC
;; cosim: expect 0 s12 0xfffffff0
; UMIN(5, 3)
;; cosim: expect_mem 0x1000c 0x00000003
; SMAX(-16, 1) = 1
;; cosim: expect_mem 0x10010 0x00000001
; UMAX(5, 4) = 5
;; cosim: expect_mem 0x10014 0x00000005
; GLC
;; cosim: expect 0 s15 0x00000005
; AND 0xff0f & 0xf0ff
;; cosim: expect_mem 0x10018 0x0000f00f
; OR 0xf0 | 0x0f
;; cosim: expect_mem 0x1001c 0x000000ff
; XOR 0xffff ^ 0xff00
;; cosim: expect_mem 0x10020 0x000000ff
; GLC
;; cosim: expect 0 s18 0x0000ffff
; INC tmp 7 >= DATA 7 -> 0
;; cosim: expect_mem 0x10024 0x00000000
; INC tmp 3 < DATA 10 -> 4
;; cosim: expect_mem 0x10028 0x00000004
; GLC
;; cosim: expect 0 s20 0x00000003
; DEC tmp 0 -> DATA 9
;; cosim: expect_mem 0x1002c 0x00000009
; DEC tmp 5 (<= 9, != 0) -> 4
;; cosim: expect_mem 0x10030 0x00000004
; GLC
;; cosim: expect 0 s22 0x00000005
; SWAP
;; cosim: expect_mem 0x10034 0x00000099
; GLC: old value
;; cosim: expect 0 s23 0x00000042
; CMPSWAP cmp 0x42 == 0x42 -> src 0x77
;; cosim: expect_mem 0x10038 0x00000077
; GLC returns one dword (the old value) to s24
;; cosim: expect 0 s24 0x00000042
; s25 (cmp) untouched
;; cosim: expect 0 s25 0x00000042
; CMPSWAP cmp 0x41 != 0x42 -> unchanged
;; cosim: expect_mem 0x1003c 0x00000042
; ADD_X2 0x00000001_ffffffff + 1 = 0x00000002_00000000
;; cosim: expect_mem 0x10040 0x00000000
;; cosim: expect_mem 0x10044 0x00000002
; GLC: old 64-bit value
;; cosim: expect 0 s30 0xffffffff
;; cosim: expect 0 s31 0x00000001
; SUB_X2 0 - 1 = all ones
;; cosim: expect_mem 0x10048 0xffffffff
;; cosim: expect_mem 0x1004c 0xffffffff
; SMIN_X2(INT64_MIN, 5) = INT64_MIN
;; cosim: expect_mem 0x10050 0x00000000
;; cosim: expect_mem 0x10054 0x80000000
; UMIN_X2(0xffffffff_00000000, 0x00000001_00000000)
;; cosim: expect_mem 0x10058 0x00000000
;; cosim: expect_mem 0x1005c 0x00000001
; SMAX_X2(INT64_MIN, -1) = -1
;; cosim: expect_mem 0x10060 0xffffffff
;; cosim: expect_mem 0x10064 0xffffffff
; GLC: old INT64_MIN
;; cosim: expect 0 s38 0x00000000
;; cosim: expect 0 s39 0x80000000
; UMAX_X2(0x1_00000000, 0xffffffff) unchanged
;; cosim: expect_mem 0x10068 0x00000000
;; cosim: expect_mem 0x1006c 0x00000001
; AND_X2 0xffff0000_ffff0000 & 0x0ff00ff0_0ff00ff0
;; cosim: expect_mem 0x10070 0x0ff00000
;; cosim: expect_mem 0x10074 0x0ff00000
; OR_X2 0x00000001_00000000 | 1
;; cosim: expect_mem 0x10078 0x00000001
;; cosim: expect_mem 0x1007c 0x00000001
; XOR_X2 all ones ^ 0x00000000_ffffffff
;; cosim: expect_mem 0x10080 0x00000000
;; cosim: expect_mem 0x10084 0xffffffff
; INC_X2 0xffffffff < 0x1_00000000 -> 0x1_00000000 (carry into hi)
;; cosim: expect_mem 0x10088 0x00000000
;; cosim: expect_mem 0x1008c 0x00000001
; DEC_X2 0x1_00000000 (<= 0x2_00000000) -> 0xffffffff (borrow)
;; cosim: expect_mem 0x10090 0xffffffff
;; cosim: expect_mem 0x10094 0x00000000
; GLC: old 0x1_00000000
;; cosim: expect 0 s50 0x00000000
;; cosim: expect 0 s51 0x00000001
; SWAP_X2
;; cosim: expect_mem 0x10098 0x22222222
;; cosim: expect_mem 0x1009c 0x11111111
; GLC
;; cosim: expect 0 s52 0x9abcdef0
;; cosim: expect 0 s53 0x12345678
; CMPSWAP_X2 cmp s[58:59] = 7 matches -> src s[56:57]
;; cosim: expect_mem 0x100a0 0xbbbbbbbb
;; cosim: expect_mem 0x100a4 0xaaaaaaaa
; GLC returns the old 64-bit value to s[56:57]
;; cosim: expect 0 s56 0x00000007
;; cosim: expect 0 s57 0x00000000
; cmp registers untouched
;; cosim: expect 0 s58 0x00000007
  s_atomic_add s10, s[0:1], 0x0 glc
  s_atomic_sub s11, s[0:1], 0x4
  s_atomic_smin s12, s[0:1], 0x8 glc
  s_atomic_umin s13, s[0:1], 0xc
  s_atomic_smax s14, s[0:1], 0x10
  s_atomic_umax s15, s[0:1], 0x14 glc
  s_atomic_and s16, s[0:1], 0x18
  s_atomic_or s17, s[0:1], 0x1c
  s_atomic_xor s18, s[0:1], 0x20 glc
  s_atomic_inc s19, s[0:1], 0x24
  s_atomic_inc s20, s[0:1], 0x28 glc
  s_atomic_dec s21, s[0:1], 0x2c
  s_atomic_dec s22, s[0:1], 0x30 glc
  s_atomic_swap s23, s[0:1], 0x34 glc
  s_atomic_cmpswap s[24:25], s[0:1], 0x38 glc
  s_atomic_cmpswap s[26:27], s[0:1], 0x3c
  s_atomic_add_x2 s[30:31], s[0:1], 0x40 glc
  s_atomic_sub_x2 s[32:33], s[0:1], 0x48
  s_atomic_smin_x2 s[34:35], s[0:1], 0x50
  s_atomic_umin_x2 s[36:37], s[0:1], 0x58
  s_atomic_smax_x2 s[38:39], s[0:1], 0x60 glc
  s_atomic_umax_x2 s[40:41], s[0:1], 0x68
  s_atomic_and_x2 s[42:43], s[0:1], 0x70
  s_atomic_or_x2 s[44:45], s[0:1], 0x78
  s_atomic_xor_x2 s[46:47], s[0:1], 0x80
  s_atomic_inc_x2 s[48:49], s[0:1], 0x88
  s_atomic_dec_x2 s[50:51], s[0:1], 0x90 glc
  s_atomic_swap_x2 s[52:53], s[0:1], 0x98 glc
  s_atomic_cmpswap_x2 s[56:59], s[0:1], 0xa0 glc
  s_waitcnt lgkmcnt(0)
  s_endpgm
