;; Directed: the D16 loads of GLOBAL and MUBUF in lockstep. Each writes 16
;; bits into one half of VDST and keeps the other half (Vega "Flat Memory
;; Instructions" / "MUBUF Opcodes": _D16 writes VDST[15:0], _D16_HI
;; VDST[31:16]); the byte forms extend the byte to 16 bits, UBYTE with zeros,
;; SBYTE with its sign. Every VDST starts as 0x11223344, so the kept half
;; shows. Two loads into the two halves of one VGPR back to back (v6, v10)
;; return in order and must combine. MUBUF: a raw V# (stride 0, no add_tid,
;; no swizzle) whose range check drops offsets >= num_records (64 bytes); a
;; dropped load reads 0 into its half. Expected values worked by hand from
;; those rules and the file's data (byte i of 0x10000 is i).
;; The checked lanes fall in different passes at LANES 4 and 16.
;; cosim: waves 1
;; cosim: vgprs 16
;; cosim: buffer 0x10000 256 in
;; cosim: data 0x10000 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff
;; cosim: sgpr * s6 0x00010000
;; cosim: sgpr * s7 0x00000000
;; cosim: sgpr * s8 0x00010000
;; cosim: sgpr * s9 0x00000000
;; cosim: sgpr * s10 0x00000040
;; cosim: sgpr * s11 0x00000000
;; cosim: sgpr * s12 0x00010080
;; cosim: sgpr * s13 0x00000000
;; cosim: sgpr * s14 0x00000040
;; cosim: sgpr * s15 0x00000000
;; cosim: sgpr * s16 0x00000010
; ubyte_d16 at byte 128 + l: zero-extended into the low half
;; cosim: expect 0 v4 0 0x11220080
;; cosim: expect 0 v4 1 0x11220081
;; cosim: expect 0 v4 5 0x11220085
;; cosim: expect 0 v4 30 0x1122009e
;; cosim: expect 0 v4 33 0x112200a1
;; cosim: expect 0 v4 63 0x112200bf
; sbyte_d16_hi at byte 127 + l: sign-extended to 16 bits, high half
;; cosim: expect 0 v5 0 0x007f3344
;; cosim: expect 0 v5 1 0xff803344
;; cosim: expect 0 v5 5 0xff843344
;; cosim: expect 0 v5 30 0xff9d3344
;; cosim: expect 0 v5 33 0xffa03344
;; cosim: expect 0 v5 63 0xffbe3344
; short_d16 at byte 128 + l, then short_d16_hi at byte 4 + l into the same VGPR
;; cosim: expect 0 v6 0 0x05048180
;; cosim: expect 0 v6 1 0x06058281
;; cosim: expect 0 v6 5 0x0a098685
;; cosim: expect 0 v6 30 0x23229f9e
;; cosim: expect 0 v6 33 0x2625a2a1
;; cosim: expect 0 v6 63 0x4443c0bf
; sbyte_d16 at byte 127 + l
;; cosim: expect 0 v7 0 0x1122007f
;; cosim: expect 0 v7 1 0x1122ff80
;; cosim: expect 0 v7 5 0x1122ff84
;; cosim: expect 0 v7 30 0x1122ff9d
;; cosim: expect 0 v7 33 0x1122ffa0
;; cosim: expect 0 v7 63 0x1122ffbe
; ubyte_d16_hi at byte 150 + l
;; cosim: expect 0 v8 0 0x00963344
;; cosim: expect 0 v8 1 0x00973344
;; cosim: expect 0 v8 5 0x009b3344
;; cosim: expect 0 v8 30 0x00b43344
;; cosim: expect 0 v8 33 0x00b73344
;; cosim: expect 0 v8 63 0x00d53344
; SADDR: short_d16 at 0x10000 + (2l + 4) - 2
;; cosim: expect 0 v9 0 0x11220302
;; cosim: expect 0 v9 1 0x11220504
;; cosim: expect 0 v9 5 0x11220d0c
;; cosim: expect 0 v9 30 0x11223f3e
;; cosim: expect 0 v9 33 0x11224544
;; cosim: expect 0 v9 63 0x11228180
; raw V# (64 bytes), OFFEN 2l: short_d16_hi, then short_d16 at offset 2l + 1; offsets >= 64 read 0
;; cosim: expect 0 v10 0 0x01000201
;; cosim: expect 0 v10 1 0x03020403
;; cosim: expect 0 v10 5 0x0b0a0c0b
;; cosim: expect 0 v10 30 0x3d3c3e3d
;; cosim: expect 0 v10 32 0x00000000
;; cosim: expect 0 v10 33 0x00000000
;; cosim: expect 0 v10 63 0x00000000
; raw V#, OFFEN 2l: ubyte_d16_hi
;; cosim: expect 0 v13 0 0x00003344
;; cosim: expect 0 v13 1 0x00023344
;; cosim: expect 0 v13 5 0x000a3344
;; cosim: expect 0 v13 30 0x003c3344
;; cosim: expect 0 v13 32 0x00003344
;; cosim: expect 0 v13 33 0x00003344
;; cosim: expect 0 v13 63 0x00003344
; V# at 0x10080, no OFFEN: sbyte_d16 offset:5, byte 0x85 in every lane
;; cosim: expect 0 v14 0 0x1122ff85
;; cosim: expect 0 v14 1 0x1122ff85
;; cosim: expect 0 v14 5 0x1122ff85
;; cosim: expect 0 v14 30 0x1122ff85
;; cosim: expect 0 v14 33 0x1122ff85
;; cosim: expect 0 v14 63 0x1122ff85
; same V#, SOFFSET 0x10, offset:1: sbyte_d16_hi of byte 0x91
;; cosim: expect 0 v15 0 0xff913344
;; cosim: expect 0 v15 1 0xff913344
;; cosim: expect 0 v15 5 0xff913344
;; cosim: expect 0 v15 30 0xff913344
;; cosim: expect 0 v15 33 0xff913344
;; cosim: expect 0 v15 63 0xff913344
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_mov_b32 v3, 0
v_add_co_u32 v2, vcc, s6, v0
v_lshlrev_b32 v1, 1, v0
v_add_u32 v1, 4, v1
v_lshlrev_b32 v11, 1, v0
v_mov_b32 v4, 0x11223344
v_mov_b32 v5, v4
v_mov_b32 v6, v4
v_mov_b32 v7, v4
v_mov_b32 v8, v4
v_mov_b32 v9, v4
v_mov_b32 v10, v4
v_mov_b32 v13, v4
v_mov_b32 v14, v4
v_mov_b32 v15, v4
global_load_ubyte_d16 v4, v[2:3], off offset:128
global_load_sbyte_d16_hi v5, v[2:3], off offset:127
global_load_short_d16 v6, v[2:3], off offset:128
global_load_short_d16_hi v6, v[2:3], off offset:4
global_load_sbyte_d16 v7, v[2:3], off offset:127
global_load_ubyte_d16_hi v8, v[2:3], off offset:150
global_load_short_d16 v9, v1, s[6:7] offset:-2
buffer_load_short_d16_hi v10, v11, s[8:11], 0 offen
buffer_load_short_d16 v10, v11, s[8:11], 0 offen offset:1
buffer_load_ubyte_d16_hi v13, v11, s[8:11], 0 offen
buffer_load_sbyte_d16 v14, off, s[12:15], 0 offset:5
buffer_load_sbyte_d16_hi v15, off, s[12:15], s16 offset:1
s_waitcnt vmcnt(0)
s_endpgm
