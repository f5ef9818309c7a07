; Directed (VALU, FP32 lane): add, VOP3 neg/abs, fma, mac, madak, compares to
; VCC and to an SGPR pair, clamp, omod, int-to-float, and MODE with denormals
; allowed. Expected values worked by hand (all results exact in FP32).
;; cosim: waves 1
;; cosim: mode 0 0x3f0
;; cosim: vgprs 20
;; cosim: vgpr 0 v1 * 0x00000001
;; cosim: vgpr 0 v11 * 0x3fc00000
;; cosim: vgpr 0 v12 * 0x40100000
;; cosim: vgpr 0 v12 7 0xbf800000
;; cosim: vgpr 0 v14 * 0xc0000000
;; cosim: vgpr 0 v19 * 0x3f800000
; 1.5 + 2.25 = 3.75; lane 7: 1.5 + -1 = 0.5.
;; cosim: expect 0 v10 0 0x40700000
;; cosim: expect 0 v10 7 0x3f000000
;; cosim: expect 0 v10 63 0x40700000
v_add_f32 v10, v11, v12
; -(1.5) * |-2| = -3.
;; cosim: expect 0 v13 33 0xc0400000
v_mul_f32 v13, -v11, |v14|
; 1.5 * 2.25 + 1 = 4.375; lane 7: -1.5 + 1 = -0.5.
;; cosim: expect 0 v15 1 0x408c0000
;; cosim: expect 0 v15 7 0xbf000000
v_fma_f32 v15, v11, v12, 1.0
; 1.5 < 2.25 everywhere but lane 7 (1.5 < -1 false).
;; cosim: expect 0 vcc_lo 0xffffff7f
;; cosim: expect 0 vcc_hi 0xffffffff
;; cosim: expect 0 s20 0xffffff7f
;; cosim: expect 0 s21 0xffffffff
v_cmp_lt_f32 vcc, v11, v12
v_cmp_lt_f32_e64 s[20:21], v11, v12
; 2.25 + 2.25 = 4.5 clamps to 1.0; lane 7: -2 clamps to +0.
;; cosim: expect 0 v16 0 0x3f800000
;; cosim: expect 0 v16 7 0x0
v_add_f32_e64 v16, v12, v12 clamp
; (1.5 + 1.5) * 2 = 6.
;; cosim: expect 0 v17 20 0x40c00000
v_add_f32_e64 v17, v11, v11 mul:2
;; cosim: expect 0 v18 50 0xc0400000
v_cvt_f32_i32 v18, -3
; v19 = 1.5 * 2.25 + v19 (1.0) = 4.375.
;; cosim: expect 0 v19 62 0x408c0000
v_mac_f32 v19, v11, v12
; 1.5 * 2.25 + 2.0 = 5.375.
;; cosim: expect 0 v9 3 0x40ac0000
v_madak_f32 v9, v11, v12, 0x40000000
; MODE.FP_DENORM = 3 keeps denormals: 2^-149 + 2^-149 = 2^-148.
;; cosim: expect 0 v8 12 0x00000002
v_add_f32 v8, v1, v1
s_endpgm
