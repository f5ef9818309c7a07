; Directed (VALU, wide writes): v_swap_b32 (two VGPR writes in one retired
; instruction, the checker compares both) under a partial EXEC, also with D
; and S0 in the same VGPR sub-bank (v20, v24) and with D == S0; v_clrexcp;
; the SAD family: v_msad_u8, v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8 (64-bit
; S0, S2 and result) and v_mqsad_u32_u8 (128-bit S2 and result, also at
; unaligned registers). Checked lanes 0, 17 (another pass at LANES 4 and 16),
; 40 and 63. Expected values worked by hand; the mask reading (a byte whose
; reference byte, S1's, is 0 is left out) is docs/design.md "SAD family".
;; cosim: waves 1
;; cosim: vgprs 32
;; cosim: vgpr 0 v0 * 0x11111111
;; cosim: vgpr 0 v0 40 0xaaaaaaaa
;; cosim: vgpr 0 v1 * 0x22222222
;; cosim: vgpr 0 v3 * 0x33333333
;; cosim: vgpr 0 v4 * 0x03020100
;; cosim: vgpr 0 v5 * 0x07060504
;; cosim: vgpr 0 v6 * 0x03020100
;; cosim: vgpr 0 v6 17 0x00000000
;; cosim: vgpr 0 v8 * 1
;; cosim: vgpr 0 v9 * 2
;; cosim: vgpr 0 v10 * 3
;; cosim: vgpr 0 v11 * 0xffffffff
;; cosim: vgpr 0 v12 * 0x100
;; cosim: vgpr 0 v20 * 0x2020
;; cosim: vgpr 0 v24 * 0x2424
;; cosim: sgpr 0 exec_lo 0xffffffff
;; cosim: sgpr 0 exec_hi 0x000000ff
; EXEC = lanes 0..39. D = v1 <- v0, v0 <- old v1; lanes 40 and 63 keep
; theirs.
;; cosim: expect 0 v1 0 0x11111111
;; cosim: expect 0 v0 0 0x22222222
;; cosim: expect 0 v1 17 0x11111111
;; cosim: expect 0 v0 17 0x22222222
;; cosim: expect 0 v1 40 0x22222222
;; cosim: expect 0 v0 40 0xaaaaaaaa
;; cosim: expect 0 v0 63 0x11111111
v_swap_b32 v1, v0
; v20 and v24 are both register 0 mod 4.
;; cosim: expect 0 v20 0 0x2424
;; cosim: expect 0 v24 0 0x2020
;; cosim: expect 0 v20 63 0x2020
;; cosim: expect 0 v24 63 0x2424
v_swap_b32 v20, v24
; D == S0: unchanged.
;; cosim: expect 0 v3 0 0x33333333
v_swap_b32 v3, v3
s_mov_b64 exec, -1
v_clrexcp
; S0 = v5 = 07 06 05 04, S1 = v6 = 03 02 01 00 (byte 0 masked):
; |7-3| + |6-2| + |5-1| = 12, + 5 = 17. Lane 17: S1 = 0, all masked: 5.
;; cosim: expect 0 v7 0 17
;; cosim: expect 0 v7 17 5
v_msad_u8 v7, v5, v6, 5
; S0 = v[4:5] = 0x0706050403020100 (byte n = n); window i = bytes i..i+3;
; lane 0: against 03 02 01 00, masked (ref byte 0 is 0) each window sums
; (i + 3 - 3) + (i + 2 - 2) + (i + 1 - 1) = 3i = 0, 3, 6, 9. S2 = v[9:12]
; = 2, 3, 0xffffffff, 0x100: 2, 6, 0xffffffff + 6 = 5 (mod 2^32), 0x109.
; Lane 17: S1 = 0, all masked: S2.
;; cosim: expect 0 v25 0 2
;; cosim: expect 0 v26 0 6
;; cosim: expect 0 v27 0 5
;; cosim: expect 0 v28 0 0x109
;; cosim: expect 0 v27 17 0xffffffff
;; cosim: expect 0 v28 17 0x100
v_mqsad_u32_u8 v[25:28], v[4:5], v6, v[9:12]
; Unmasked, lane 0: 4i = 0, 4, 8, 12 plus the 16-bit fields of v[8:9] =
; 1, 0, 2, 0: 1, 4, 10, 12. Lane 17 (S1 = 0): window sums 0+1+2+3 = 6,
; 10, 14, 18, plus 1, 0, 2, 0: 7, 10, 16, 18.
;; cosim: expect 0 v12 0 0x00040001
;; cosim: expect 0 v13 0 0x000c000a
;; cosim: expect 0 v12 17 0x000a0007
;; cosim: expect 0 v13 17 0x00120010
v_qsad_pk_u16_u8 v[12:13], v[4:5], v6, v[8:9]
; Masked, lane 0: 3i + fields: 1, 3, 8, 9. Lane 17: the fields 1, 0, 2, 0.
;; cosim: expect 0 v14 0 0x00030001
;; cosim: expect 0 v15 0 0x00090008
;; cosim: expect 0 v14 63 0x00030001
;; cosim: expect 0 v14 17 0x00000001
;; cosim: expect 0 v15 17 0x00000002
v_mqsad_pk_u16_u8 v[14:15], v[4:5], v6, v[8:9]
; 3i + v[8:11] = 1, 2, 3, 0xffffffff: 1, 5, 9, 8 (mod 2^32); lane 17: S2.
;; cosim: expect 0 v16 0 1
;; cosim: expect 0 v17 0 5
;; cosim: expect 0 v18 40 9
;; cosim: expect 0 v19 63 8
;; cosim: expect 0 v19 17 0xffffffff
v_mqsad_u32_u8 v[16:19], v[4:5], v6, v[8:11]
s_endpgm
