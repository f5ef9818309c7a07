;; Directed: MUBUF loads and stores in lockstep, through the three buffer
;; kinds the Vega text gives a range check for. Expected values worked by
;; hand from the Vega ISA text ("Buffer Addressing", "Range Checking",
;; "Swizzled Buffer Addressing", "Alignment", "Buffer Resource"):
;;   raw (s[8:11] over the input bytes, num_records 64; s[16:19] over the
;;   output at 0x21000, num_records 40): offset = VGPR (offen) + OFFSET, a
;;   component is dropped when offset + 4k >= num_records (a load reads 0, a
;;   store is not written); SOFFSET is added outside the check; a dword
;;   access ignores the address's two LSBs;
;;   private (s[12:15]: add_tid, swizzle, element size 4, index stride 64,
;;   the V# clang builds for scratch): offset o of lane l at
;;   base + SOFFSET + (o & ~3) * 64 + 4l + o % 4, no range check;
;;   structured (s[20:23]: stride 16, num_records 4, idxen): index from the
;;   VGPR, dropped when index >= 4; with offen too, VADDR is the index and
;;   VADDR + 1 the offset.
;; The input bytes are i at 0x10000 + i (256 of them), so an access the range
;; check should drop would read non-zero data if it were made.
;; cosim: waves 1
;; cosim: vgprs 32
;; cosim: buffer 0x10000 256 in
;; cosim: data 0x10000 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff
;; cosim: buffer 0x20000 8192 out
;; cosim: data 0x21020 ffffffffffffffffffffffffffffffff
;; cosim: sgpr * s8 0x00010000
;; cosim: sgpr * s9 0x00000000
;; cosim: sgpr * s10 0x00000040
;; cosim: sgpr * s11 0x00000000
;; cosim: sgpr * s12 0x00020000
;; cosim: sgpr * s13 0x80000000
;; cosim: sgpr * s14 0x00000000
;; cosim: sgpr * s15 0x00e80000
;; cosim: sgpr * s16 0x00021000
;; cosim: sgpr * s17 0x00000000
;; cosim: sgpr * s18 0x00000028
;; cosim: sgpr * s19 0x00000000
;; cosim: sgpr * s20 0x00010000
;; cosim: sgpr * s21 0x00100000
;; cosim: sgpr * s22 0x00000004
;; cosim: sgpr * s23 0x00000000
;; cosim: sgpr * s24 0x00000010
;; cosim: sgpr * s25 0x00000080
;; cosim: sgpr * s26 0x00000300
; raw dword at offset 4l + 4: in range for l <= 14
;; cosim: expect 0 v2 0 0x07060504
;; cosim: expect 0 v2 14 0x3f3e3d3c
;; cosim: expect 0 v2 15 0x00000000
;; cosim: expect 0 v2 63 0x00000000
; raw dwordx4 at 4l + 8: components in range one by one
;; cosim: expect 0 v4 0 0x0b0a0908
;; cosim: expect 0 v5 0 0x0f0e0d0c
;; cosim: expect 0 v6 0 0x13121110
;; cosim: expect 0 v7 0 0x17161514
;; cosim: expect 0 v7 1 0x1b1a1918
;; cosim: expect 0 v4 12 0x3b3a3938
;; cosim: expect 0 v5 12 0x3f3e3d3c
;; cosim: expect 0 v6 12 0x00000000
;; cosim: expect 0 v7 12 0x00000000
;; cosim: expect 0 v4 13 0x3f3e3d3c
;; cosim: expect 0 v5 13 0x00000000
;; cosim: expect 0 v4 14 0x00000000
; SOFFSET 0x10 + OFFSET 6 = byte 0x16, two LSBs ignored: 0x14
;; cosim: expect 0 v8 0 0x17161514
;; cosim: expect 0 v8 63 0x17161514
; SOFFSET 0x80: sbyte at 0x83, ushort at 0x81
;; cosim: expect 0 v9 5 0xffffff83
;; cosim: expect 0 v10 5 0x00008281
; structured dwordx2, index l & 7, at 16 * index + 4
;; cosim: expect 0 v12 0 0x07060504
;; cosim: expect 0 v13 0 0x0b0a0908
;; cosim: expect 0 v12 3 0x37363534
;; cosim: expect 0 v13 3 0x3b3a3938
;; cosim: expect 0 v12 4 0x00000000
;; cosim: expect 0 v13 4 0x00000000
;; cosim: expect 0 v12 9 0x17161514
;; cosim: expect 0 v13 9 0x1b1a1918
;; cosim: expect 0 v12 63 0x00000000
; structured ubyte, index l & 3, offset l + 1: byte 16 * (l & 3) + l + 1
;; cosim: expect 0 v18 2 0x00000023
;; cosim: expect 0 v18 5 0x00000016
;; cosim: expect 0 v18 63 0x00000070
; private dwordx2 at offset 4: 0x20100 + 4l = l, 0x20200 + 4l = l + 0x100
;; cosim: expect_mem 0x20100 0x00000000
;; cosim: expect_mem 0x20104 0x00000001
;; cosim: expect_mem 0x201fc 0x0000003f
;; cosim: expect_mem 0x20200 0x00000100
;; cosim: expect_mem 0x202fc 0x0000013f
; private dword with SOFFSET 0x300: 0x20300 + 4l = l
;; cosim: expect_mem 0x20300 0x00000000
;; cosim: expect_mem 0x20310 0x00000004
;; cosim: expect_mem 0x203fc 0x0000003f
; private byte at offset 17: byte l at 0x20400 + 4l + 1
;; cosim: expect_mem 0x20404 0x00000100
;; cosim: expect_mem 0x204fc 0x00003f00
; raw dwordx2 at 8l + 4, num_records 40: lane 4 writes one dword, lane 5 none
;; cosim: expect_mem 0x21004 0x00000000
;; cosim: expect_mem 0x21008 0x00000100
;; cosim: expect_mem 0x2101c 0x00000003
;; cosim: expect_mem 0x21020 0x00000103
;; cosim: expect_mem 0x21024 0x00000004
;; cosim: expect_mem 0x21028 0xffffffff
;; cosim: expect_mem 0x2102c 0xffffffff
; private dword at offset 8, read back: l + 0x100
;; cosim: expect 0 v22 0 0x00000100
;; cosim: expect 0 v22 37 0x00000125
; EXEC = lanes 1 and 3: raw dwordx2 at 4l; lanes 0 and 2 keep -1
;; cosim: expect 0 v30 1 0x07060504
;; cosim: expect 0 v31 1 0x0b0a0908
;; cosim: expect 0 v30 3 0x0f0e0d0c
;; cosim: expect 0 v31 3 0x13121110
;; cosim: expect 0 v30 0 0xffffffff
;; cosim: expect 0 v31 2 0xffffffff
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_lshlrev_b32 v1, 2, v0
buffer_load_dword v2, v1, s[8:11], 0 offen offset:4
buffer_load_dwordx4 v[4:7], v1, s[8:11], 0 offen offset:8
buffer_load_dword v8, off, s[8:11], s24 offset:6
buffer_load_sbyte v9, off, s[8:11], s25 offset:3
buffer_load_ushort v10, off, s[8:11], s25 offset:1
v_and_b32 v14, 7, v0
buffer_load_dwordx2 v[12:13], v14, s[20:23], 0 idxen offset:4
v_and_b32 v16, 3, v0
v_mov_b32 v17, v0
buffer_load_ubyte v18, v[16:17], s[20:23], 0 idxen offen offset:1
v_add_u32 v21, 0x100, v0
v_mov_b32 v20, v0
buffer_store_dwordx2 v[20:21], off, s[12:15], 0 offset:4
buffer_store_dword v20, off, s[12:15], s26
buffer_store_byte v20, off, s[12:15], 0 offset:17
v_lshlrev_b32 v23, 3, v0
buffer_store_dwordx2 v[20:21], v23, s[16:19], 0 offen offset:4
s_waitcnt vmcnt(0)
buffer_load_dword v22, off, s[12:15], 0 offset:8
v_mov_b32 v30, -1
v_mov_b32 v31, -1
s_mov_b32 exec_lo, 10
s_mov_b32 exec_hi, 0
buffer_load_dwordx2 v[30:31], v1, s[8:11], 0 offen
s_mov_b64 exec, -1
s_waitcnt vmcnt(0)
s_endpgm
