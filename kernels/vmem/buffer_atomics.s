;; Directed: MUBUF atomics and the D16_HI buffer stores in lockstep.
;; Expected values worked by hand from the Vega ISA text ("Buffer
;; Addressing", "Range Checking": atomics are range-checked all or nothing and
;; an out-of-range one is dropped; MUBUF "Atomic" opcodes: with GLC the
;; pre-op value returns into VDATA; CMPSWAP's DATA is {src, cmp}).
;; The buffer at 0x10000 holds dword i = 0x100 + i (64 dwords).
;;   s[8:11]: raw, base 0x10000, num_records 64 (offsets 0..63 in range);
;;   s[12:15]: structured, base 0x10080, stride 8, num_records 4;
;;   s[16:19]: raw, base 0x100c0, num_records 64.
;; A dropped atomic's returned value is not asserted: the text says only that
;; it is dropped.
;; cosim: waves 1
;; cosim: vgprs 16
;; cosim: buffer 0x10000 256 buf
;; cosim: data 0x10000 000100000101000002010000030100000401000005010000060100000701000008010000090100000a0100000b0100000c0100000d0100000e0100000f010000100100001101000012010000130100001401000015010000160100001701000018010000190100001a0100001b0100001c0100001d0100001e0100001f010000200100002101000022010000230100002401000025010000260100002701000028010000290100002a0100002b0100002c0100002d0100002e0100002f010000300100003101000032010000330100003401000035010000360100003701000038010000390100003a0100003b0100003c0100003d0100003e0100003f010000
;; cosim: sgpr * s8 0x00010000
;; cosim: sgpr * s9 0x00000000
;; cosim: sgpr * s10 0x00000040
;; cosim: sgpr * s11 0x00000000
;; cosim: sgpr * s12 0x00010080
;; cosim: sgpr * s13 0x00080000
;; cosim: sgpr * s14 0x00000004
;; cosim: sgpr * s15 0x00000000
;; cosim: sgpr * s16 0x000100c0
;; cosim: sgpr * s17 0x00000000
;; cosim: sgpr * s18 0x00000040
;; cosim: sgpr * s19 0x00000000
; add (glc) of l at offset 4l: lanes 0..15 in range, dword l becomes 0x100 + 2l
;; cosim: expect 0 v2 0 0x00000100
;; cosim: expect 0 v2 15 0x0000010f
;; cosim: expect_mem 0x10040 0x00000110
; sub (no glc) of 1 by all 64 lanes at offset 60: 0x11e - 64; v3 keeps 1
;; cosim: expect_mem 0x1003c 0x000000de
;; cosim: expect 0 v3 0 0x00000001
;; cosim: expect 0 v3 63 0x00000001
; structured cmpswap (glc), lanes 0..7, index l: in range for l < 4 (dword
; 32 + 2l = 0x120 + 2l); cmp 0x120 matches lane 0 only
;; cosim: expect_mem 0x10080 0xaaaa0000
;; cosim: expect_mem 0x10088 0x00000122
;; cosim: expect_mem 0x10098 0x00000126
;; cosim: expect_mem 0x100a0 0x00000128
;; cosim: expect 0 v6 0 0x00000120
;; cosim: expect 0 v6 3 0x00000126
; add_x2 (glc) of 0xffffffff at offset 8l, lanes 0..3: the qword
; {0x102 + 4l, 0x100 + 4l} becomes {0x103 + 4l, 0xff + 4l} (a carry into the high dword)
;; cosim: expect 0 v8 0 0x00000100
;; cosim: expect 0 v9 0 0x00000102
;; cosim: expect 0 v8 3 0x0000010c
;; cosim: expect 0 v9 3 0x0000010e
;; cosim: expect_mem 0x10000 0x000000ff
;; cosim: expect_mem 0x10004 0x00000103
;; cosim: expect_mem 0x10018 0x0000010b
;; cosim: expect_mem 0x1001c 0x0000010f
;; cosim: expect_mem 0x10020 0x00000110
; store_short_d16_hi of 0x12345678 at offset 4l + 2 through s[16:19]: lanes
; 0..15 in range; dword 48 + l = 0x130 + l gets high half 0x1234
;; cosim: expect_mem 0x100c0 0x12340130
;; cosim: expect_mem 0x100fc 0x1234013f
; store_byte_d16_hi (one lane) at offset 17: byte 1 of dword 4 (0x107 after
; the add_x2) becomes 0x34
;; cosim: expect_mem 0x10010 0x00003407
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_lshlrev_b32 v1, 2, v0
v_mov_b32 v2, v0
buffer_atomic_add v2, v1, s[8:11], 0 offen glc
v_mov_b32 v3, 1
buffer_atomic_sub v3, off, s[8:11], 0 offset:60
s_mov_b64 exec, 0xff
v_mov_b32 v4, v0
v_or_b32 v6, 0xaaaa0000, v0
v_mov_b32 v7, 0x120
buffer_atomic_cmpswap v[6:7], v4, s[12:15], 0 idxen glc
s_mov_b64 exec, 15
v_lshlrev_b32 v10, 3, v0
v_mov_b32 v8, -1
v_mov_b32 v9, 0
buffer_atomic_add_x2 v[8:9], v10, s[8:11], 0 offen glc
s_mov_b64 exec, -1
v_mov_b32 v11, 0x12345678
v_lshlrev_b32 v12, 2, v0
buffer_store_short_d16_hi v11, v12, s[16:19], 0 offen offset:2
s_mov_b64 exec, 1
buffer_store_byte_d16_hi v11, off, s[8:11], 0 offset:17
s_mov_b64 exec, -1
s_waitcnt vmcnt(0)
s_endpgm
