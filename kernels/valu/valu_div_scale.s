; Directed (VALU, FP32 lane): V_DIV_SCALE_F32, one case per branch of the
; Vega text's pseudo-code (S0 the value to scale, S1 the denominator, S2 the
; numerator; D is S0 unless a branch scales it, VCC is written to s[20:21]
; and friends). Every lane holds the same values, so an SGPR-pair result is
; all ones (VCC = 1) or zero. Expected values worked by hand; all exact.
;; cosim: waves 1
;; cosim: mode 0 0x3f0
;; cosim: vgprs 20
; Inputs: v1 = 1.0, v2 = 2^100, v3 = 2^-110, v4 = 2^127, v5 = 2^10,
; v6 = 2^-120, v7 = 2^-149 (the smallest denormal), v8 = 2^-100.
v_mov_b32 v1, 0x3f800000
v_mov_b32 v2, 0x71800000
v_mov_b32 v3, 0x08800000
v_mov_b32 v4, 0x7f000000
v_mov_b32 v5, 0x44800000
v_mov_b32 v6, 0x03800000
v_mov_b32 v7, 1
v_mov_b32 v8, 0x0d800000
; N/D near MAX_FLOAT: exponent(2^100) - exponent(1.0) = 100 >= 96, so VCC = 1;
; S0 == S1 scales the denominator: ldexp(1.0, 64) = 2^64 = 0x5f800000.
;; cosim: expect 0 v10 0 0x5f800000
;; cosim: expect 0 v10 63 0x5f800000
;; cosim: expect 0 s20 0xffffffff
;; cosim: expect 0 s21 0xffffffff
v_div_scale_f32 v10, s[20:21], v1, v1, v2
; The same division with S0 the numerator: VCC = 1, D = S0 unscaled.
;; cosim: expect 0 v11 5 0x71800000
;; cosim: expect 0 s22 0xffffffff
;; cosim: expect 0 s23 0xffffffff
v_div_scale_f32 v11, s[22:23], v2, v1, v2
; S1 = 2^-149 is a denormal (MODE keeps denormals) and the exponent
; difference 27 - 0 is under 96: ldexp(2^-149, 64) = 2^-85, exponent field
; 42: 0x15000000; VCC = 0.
;; cosim: expect 0 v12 9 0x15000000
;; cosim: expect 0 s24 0x0
;; cosim: expect 0 s25 0x0
v_div_scale_f32 v12, s[24:25], v7, v7, v8
; 1 / 2^127 = 2^-127 is a denormal and 2^100 / 2^127 = 2^-27 is not:
; D = ldexp(2^127, -64) = 2^63 = 0x5f000000; VCC = 0.
;; cosim: expect 0 v13 17 0x5f000000
;; cosim: expect 0 s26 0x0
;; cosim: expect 0 s27 0x0
v_div_scale_f32 v13, s[26:27], v4, v4, v2
; 2^-120 / 2^10 = 2^-130 is a denormal and 1 / 2^10 is not: VCC = 1; S0 ==
; S2 scales the numerator: ldexp(2^-120, 64) = 2^-56, exponent field 71:
; 0x23800000.
;; cosim: expect 0 v14 33 0x23800000
;; cosim: expect 0 s28 0xffffffff
;; cosim: expect 0 s29 0xffffffff
v_div_scale_f32 v14, s[28:29], v6, v5, v6
; A tiny numerator: 2^-110 / 1.0 is normal, exponent(2^-110) = 17 <= 23:
; D = ldexp(2^-110, 64) = 2^-46, exponent field 81: 0x28800000; VCC = 0.
;; cosim: expect 0 v15 40 0x28800000
;; cosim: expect 0 s30 0x0
;; cosim: expect 0 s31 0x0
v_div_scale_f32 v15, s[30:31], v3, v1, v3
s_endpgm
