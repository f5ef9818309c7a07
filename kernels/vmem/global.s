;; Directed: GLOBAL loads, stores and atomics in lockstep. Lane l of the
;; wave addresses its own bytes; the atomics hit one dword from every lane,
;; applied in lane order (the order the unit issues them). Expected values
;; worked by hand from the Vega ISA text: GLOBAL addressing (VGPR pair +
;; OFFSET, or SGPR pair + 32-bit VGPR + signed OFFSET), sign/zero extension of
;; SBYTE/USHORT/SSHORT/UBYTE, STORE_SHORT_D16_HI from DATA[31:16], and the
;; FLAT atomic pseudo-code (CMPSWAP src = DATA[0], cmp = DATA[1]; INC/DEC
;; wrap; GLC returns the pre-op value).
;; The checked lanes (0, 1, 2, 3, 5, 17, 33, 37, 63) fall in different passes
;; at LANES 4 and 16.
;; cosim: waves 1
;; cosim: vgprs 28
;; cosim: buffer 0x10000 256 in
;; cosim: data 0x10000 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff
;; cosim: buffer 0x20000 2048 out
;; cosim: data 0x204b0 ffffffff
;; cosim: sgpr * s6 0x00010000
;; cosim: sgpr * s7 0x00020000
;; cosim: sgpr * s8 0x00010000
;; cosim: sgpr * s10 0x00020200
;; cosim: sgpr * s12 0x00020480
; byte 0x7f + l sign-extended: 0x7f, then 0x80.. negative
;; cosim: expect 0 v4 0 0x0000007f
;; cosim: expect 0 v4 1 0xffffff80
;; cosim: expect 0 v4 63 0xffffffbe
; bytes 0x80 + l, 0x81 + l as a short
;; cosim: expect 0 v5 0 0x00008180
;; cosim: expect 0 v5 63 0x0000c0bf
;; cosim: expect 0 v16 0 0xffff8180
;; cosim: expect 0 v16 63 0xffffc0bf
;; cosim: expect 0 v17 5 0x00000015
;; cosim: expect 0 v17 63 0x0000004f
; dwordx3 at byte 16 + l
;; cosim: expect 0 v6 0 0x13121110
;; cosim: expect 0 v7 0 0x17161514
;; cosim: expect 0 v8 0 0x1b1a1918
;; cosim: expect 0 v6 33 0x34333231
;; cosim: expect 0 v7 33 0x38373635
;; cosim: expect 0 v8 33 0x3c3b3a39
; SADDR: 0x10000 + (2l + 4) - 2
;; cosim: expect 0 v10 0 0x05040302
;; cosim: expect 0 v10 17 0x27262524
;; cosim: expect 0 v10 63 0x83828180
;; cosim: expect_mem 0x20000 0x05040302
;; cosim: expect_mem 0x20044 0x27262524
;; cosim: expect_mem 0x200fc 0x83828180
; short_d16_hi of v4 at 0x20100 + 4l, then the low byte of v5 at + 2
;; cosim: expect_mem 0x20100 0x00800000
;; cosim: expect_mem 0x20104 0x0081ffff
; dwordx2 with SADDR 0x20200 + 8l
;; cosim: expect_mem 0x20200 0x13121110
;; cosim: expect_mem 0x20204 0x17161514
;; cosim: expect_mem 0x20308 0x34333231
;; cosim: expect_mem 0x2030c 0x38373635
; EXEC = lanes 0 and 2 only
;; cosim: expect_mem 0x20400 0x05040302
;; cosim: expect_mem 0x20404 0x00000000
;; cosim: expect_mem 0x20408 0x09080706
; ADD 1 from every lane: lane l sees l
;; cosim: expect 0 v18 0 0x00000000
;; cosim: expect 0 v18 37 0x00000025
;; cosim: expect 0 v18 63 0x0000003f
;; cosim: expect_mem 0x20480 0x00000040
; CMPSWAP src l + 1, cmp l: every lane swaps; again: none (64 != l)
;; cosim: expect 0 v19 5 0x00000005
;; cosim: expect 0 v19 63 0x0000003f
;; cosim: expect 0 v20 0 0x00000040
;; cosim: expect 0 v20 63 0x00000040
;; cosim: expect_mem 0x20484 0x00000040
; INC 3: returns l % 4, ends at 64 % 4
;; cosim: expect 0 v21 3 0x00000003
;; cosim: expect 0 v21 5 0x00000001
;; cosim: expect 0 v21 63 0x00000003
;; cosim: expect_mem 0x20488 0x00000000
; DEC 2 from 0: returns 0, 2, 1, 0, 2, 1, ...; after lane 63 (63 % 3 = 0): 2
;; cosim: expect 0 v22 1 0x00000002
;; cosim: expect 0 v22 2 0x00000001
;; cosim: expect 0 v22 63 0x00000000
;; cosim: expect_mem 0x2048c 0x00000002
; data l - 32: SMIN -32, UMIN 0, UMAX 0xffffffff (l = 31), SMAX 31
;; cosim: expect_mem 0x20490 0xffffffe0
;; cosim: expect_mem 0x20494 0x00000000
;; cosim: expect_mem 0x20498 0xffffffff
;; cosim: expect_mem 0x2049c 0x0000001f
; ADD_X2 0xffffffff from every lane: lane l sees l * 0xffffffff
;; cosim: expect 0 v23 2 0xfffffffe
;; cosim: expect 0 v24 2 0x00000001
;; cosim: expect 0 v23 63 0xffffffc1
;; cosim: expect 0 v24 63 0x0000003e
;; cosim: expect_mem 0x204a0 0xffffffc0
;; cosim: expect_mem 0x204a4 0x0000003f
; OR 1 << (l & 31); XOR l; AND 0xffffff00 | l from 0xffffffff; SUB 1
;; cosim: expect_mem 0x204a8 0xffffffff
;; cosim: expect_mem 0x204ac 0x00000000
;; cosim: expect_mem 0x204b0 0xffffff00
;; cosim: expect_mem 0x204b4 0xffffffc0
; SWAP l: lane l sees l - 1, memory keeps lane 63's
;; cosim: expect 0 v25 0 0x00000000
;; cosim: expect 0 v25 5 0x00000004
;; cosim: expect 0 v25 63 0x0000003e
;; cosim: expect_mem 0x204b8 0x0000003f
; read back what lane 17 stored
;; cosim: expect 0 v26 17 0x27262524
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_mov_b32 v3, 0
v_add_co_u32 v2, vcc, s6, v0
global_load_sbyte v4, v[2:3], off offset:127
global_load_ushort v5, v[2:3], off offset:128
global_load_sshort v16, v[2:3], off offset:128
global_load_ubyte v17, v[2:3], off offset:16
global_load_dwordx3 v[6:8], v[2:3], off offset:16
v_lshlrev_b32 v9, 1, v0
v_add_u32 v9, 4, v9
global_load_dword v10, v9, s[8:9] offset:-2
v_lshlrev_b32 v11, 2, v0
v_add_u32 v11, s7, v11
v_mov_b32 v12, 0
v_lshlrev_b32 v13, 3, v0
s_waitcnt vmcnt(0)
global_store_dword v[11:12], v10, off
global_store_short_d16_hi v[11:12], v4, off offset:256
global_store_byte v[11:12], v5, off offset:258
global_store_dwordx2 v13, v[6:7], s[10:11]
s_mov_b32 exec_lo, 5
s_mov_b32 exec_hi, 0
global_store_dword v[11:12], v10, off offset:1024
s_mov_b64 exec, -1
v_mov_b32 v13, 0
v_mov_b32 v14, 1
global_atomic_add v18, v13, v14, s[12:13] glc
v_add_u32 v14, 1, v0
v_mov_b32 v15, v0
v_mov_b32 v13, 4
global_atomic_cmpswap v19, v13, v[14:15], s[12:13] glc
global_atomic_cmpswap v20, v13, v[14:15], s[12:13] glc
v_mov_b32 v13, 8
v_mov_b32 v14, 3
global_atomic_inc v21, v13, v14, s[12:13] glc
v_mov_b32 v13, 12
v_mov_b32 v14, 2
global_atomic_dec v22, v13, v14, s[12:13] glc
v_subrev_u32 v14, 32, v0
v_mov_b32 v13, 16
global_atomic_smin v13, v14, s[12:13]
v_mov_b32 v13, 20
global_atomic_umin v13, v14, s[12:13]
v_mov_b32 v13, 24
global_atomic_umax v13, v14, s[12:13]
v_mov_b32 v13, 28
global_atomic_smax v13, v14, s[12:13]
v_mov_b32 v14, -1
v_mov_b32 v15, 0
v_mov_b32 v13, 32
global_atomic_add_x2 v[23:24], v13, v[14:15], s[12:13] glc
v_and_b32 v14, 31, v0
v_lshlrev_b32_e64 v14, v14, 1
v_mov_b32 v13, 40
global_atomic_or v13, v14, s[12:13]
v_mov_b32 v13, 44
global_atomic_xor v13, v0, s[12:13]
v_or_b32 v14, 0xffffff00, v0
v_mov_b32 v13, 48
global_atomic_and v13, v14, s[12:13]
v_mov_b32 v14, 1
v_mov_b32 v13, 52
global_atomic_sub v13, v14, s[12:13]
v_mov_b32 v13, 56
global_atomic_swap v25, v13, v0, s[12:13] glc
s_waitcnt vmcnt(0)
global_load_dword v26, v[11:12], off
s_waitcnt vmcnt(0)
s_endpgm
