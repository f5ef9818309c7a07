; Directed (VALU, integer lane): carry out/in, 24-bit and 64-bit mads, a
; 64-bit shift, writelane, compares writing VCC under a partial EXEC,
; cndmask, readlane, cmpx and readfirstlane. The checked lanes (0, 5, 9, 16,
; 17, 32, 33, 40, 63) fall in different passes at LANES 4 and 16.
; Expected values worked by hand from the Vega ISA pseudo-code.
;; cosim: waves 1
;; cosim: vgprs 26
;; cosim: vgpr 0 v0 * 0xffffffff
;; cosim: vgpr 0 v0 5 0x00000010
;; cosim: vgpr 0 v0 63 0x7fffffff
;; cosim: vgpr 0 v1 * 0x00000001
;; cosim: vgpr 0 v3 * 0x00fffffe
;; cosim: vgpr 0 v4 * 0x00000003
;; cosim: vgpr 0 v8 0 5
;; cosim: vgpr 0 v8 9 7
;; cosim: vgpr 0 v8 32 9
;; cosim: vgpr 0 v8 40 3
;; cosim: vgpr 0 v22 * 0xffffffff
;; cosim: vgpr 0 v23 * 0xffffffff
;; cosim: sgpr 0 s0 0xabcd
; D = S0 + S1, carry to VCC: 0xffffffff + 1 = 0 carry 1 (all lanes but 5 and
; 63); lane 5 0x10 + 1 = 0x11; lane 63 0x7fffffff + 1 = 0x80000000, no carry.
;; cosim: expect 0 v2 0 0x0
;; cosim: expect 0 v2 5 0x11
;; cosim: expect 0 v2 63 0x80000000
;; cosim: expect 0 s2 0xffffffdf
;; cosim: expect 0 s3 0x7fffffff
v_add_co_u32 v2, vcc, v0, v1
s_mov_b64 s[2:3], vcc
; D = 0 + 1 + VCC[l]: 2 where the carry was set, 1 in lanes 5 and 63; no
; carry out anywhere.
;; cosim: expect 0 v5 0 0x2
;; cosim: expect 0 v5 5 0x1
;; cosim: expect 0 v5 63 0x1
;; cosim: expect 0 s6 0x0
;; cosim: expect 0 s7 0x0
v_addc_co_u32 v5, vcc, 0, v1, vcc
s_mov_b64 s[6:7], vcc
; i24(0x00fffffe) = -2: -2 * 3 + 1 = -5; u24: 0xfffffe * 3 + 1 = 0x02fffffb.
;; cosim: expect 0 v6 17 0xfffffffb
;; cosim: expect 0 v7 40 0x02fffffb
v_mad_i32_i24 v6, v3, v4, v1
v_mad_u32_u24 v7, v3, v4, v1
; 0xfffffe * 3 + 0xffffffff_ffffffff = 0x1_00000000_02fffff9: D = 0x2fffff9,
; carry (bit 64) = 1 in every lane.
;; cosim: expect 0 v20 63 0x02fffff9
;; cosim: expect 0 v21 63 0x0
;; cosim: expect 0 s12 0xffffffff
;; cosim: expect 0 s13 0xffffffff
v_mad_u64_u32 v[20:21], s[12:13], v3, v4, v[22:23]
; -1 << 4 as 64 bits.
;; cosim: expect 0 v24 33 0xfffffff0
;; cosim: expect 0 v25 33 0xffffffff
v_lshlrev_b64 v[24:25], 4, v[22:23]
; Only lane 17 is written (EXEC ignored).
;; cosim: expect 0 v19 17 0xabcd
;; cosim: expect 0 v19 16 0x0
v_writelane_b32 v19, s0, 17
; EXEC = 0x80000001_0000ff0f: lanes 0-3, 8-15, 32, 63.
s_mov_b32 exec_lo, 0xff0f
s_mov_b32 exec_hi, 0x80000001
; -1 < 1 true except lane 5 (16, outside EXEC anyway) and lane 63
; (0x7fffffff): VCC = EXEC & ~lane 63 = 0x00000001_0000ff0f.
;; cosim: expect 0 s4 0x0000ff0f
;; cosim: expect 0 s5 0x00000001
v_cmp_lt_i32 vcc, v0, v1
s_mov_b64 s[4:5], vcc
; D = VCC[l] ? S1 (v0) : S0 (v1) in EXEC lanes; lane 4 keeps its 0.
;; cosim: expect 0 v10 0 0xffffffff
;; cosim: expect 0 v10 32 0xffffffff
;; cosim: expect 0 v10 63 0x1
;; cosim: expect 0 v10 4 0x0
v_cndmask_b32 v10, v1, v0, vcc
;; cosim: expect 0 s10 0x9
v_readlane_b32 s10, v8, 32
; 4 < v8 in lanes 0 (5), 9 (7), 32 (9), not 40 (3); all but 40 are in EXEC:
; EXEC = VCC = 0x00000001_00000201.
;; cosim: expect 0 vcc_lo 0x201
;; cosim: expect 0 vcc_hi 0x1
v_cmpx_lt_u32 vcc, 4, v8
; Writes only lanes 0, 9, 32.
;; cosim: expect 0 v9 0 0x1234
;; cosim: expect 0 v9 9 0x1234
;; cosim: expect 0 v9 32 0x1234
;; cosim: expect 0 v9 1 0x0
;; cosim: expect 0 v9 40 0x0
v_mov_b32 v9, 0x1234
; First lane of EXEC = 0x00000001_00000200 is 9: v8[9] = 7.
;; cosim: expect 0 exec_lo 0x200
;; cosim: expect 0 exec_hi 0x1
;; cosim: expect 0 s11 0x7
s_mov_b32 exec_lo, 0x200
v_readfirstlane_b32 s11, v8
s_endpgm
