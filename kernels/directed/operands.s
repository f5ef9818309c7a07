; Directed: scalar source operands (Vega ISA, "Scalar ALU Operands"): inline
; integers (sign-extended to 64 bits), inline floats (f32 bits for 32-bit
; operands, f64 bits for 64-bit ones), literals (zero-extended for unsigned
; 64-bit operands), VCCZ/EXECZ/SCC, and the special registers as destinations.
; 0.5 as f32
;; cosim: expect 0 s0 0x3f000000
; -4.0 as f32
;; cosim: expect 0 s1 0xc0800000
; 1/(2*pi) as f32
;; cosim: expect 0 s2 0x3e22f983
; 1.0 as f64 = 0x3ff00000_00000000
;; cosim: expect 0 s4 0x00000000
;; cosim: expect 0 s5 0x3ff00000
; -2.0 as f64 = 0xc0000000_00000000
;; cosim: expect 0 s6 0x00000000
;; cosim: expect 0 s7 0xc0000000
; 1/(2*pi) as f64 = 0x3fc45f30_6dc9c882
;; cosim: expect 0 s8 0x6dc9c882
;; cosim: expect 0 s9 0x3fc45f30
; inline 64
;; cosim: expect 0 s10 0x00000040
; inline -16
;; cosim: expect 0 s11 0xfffffff0
; inline -16 as a 64-bit operand: sign-extended
;; cosim: expect 0 s12 0xfffffff0
;; cosim: expect 0 s13 0xffffffff
; literal into S_MOV_B64: zero-extended
;; cosim: expect 0 s14 0xdeadbeef
;; cosim: expect 0 s15 0x00000000
; src_vccz with VCC = 0
;; cosim: expect 0 s16 0x00000001
; src_execz with EXEC = all ones
;; cosim: expect 0 s17 0x00000000
; src_scc after S_CMP_EQ 0, 0
;; cosim: expect 0 s18 0x00000001
; src_scc as 64-bit operand: { zeros, SCC }
;; cosim: expect 0 s20 0x00000001
;; cosim: expect 0 s21 0x00000000
; src_scc (1) + 5
;; cosim: expect 0 s22 0x00000006
; src_vccz after VCC = all ones
;; cosim: expect 0 s23 0x00000000
; src_execz after EXEC = 0
;; cosim: expect 0 s24 0x00000001
;; cosim: expect 0 ttmp3 0x00001234
;; cosim: expect 0 flat_scratch_hi 0x00000007
;; cosim: expect 0 xnack_mask_lo 0x00000009
;; cosim: expect 0 m0 0xfffffff0
;; cosim: expect 0 vcc_lo 0xffffffff
;; cosim: expect 0 vcc_hi 0xffffffff
; EXEC restored to 0xf by the last S_MOV_B64
;; cosim: expect 0 exec_lo 0x0000000f
;; cosim: expect 0 exec_hi 0x00000000
; S_ADD_U32 1 + 5: no carry
;; cosim: expect 0 scc 0
  s_mov_b32 s0, 0.5
  s_mov_b32 s1, -4.0
  s_mov_b32 s2, 0.15915494
  s_mov_b64 s[4:5], 1.0
  s_mov_b64 s[6:7], -2.0
  s_mov_b64 s[8:9], 0.15915494309189532
  s_mov_b32 s10, 64
  s_mov_b32 s11, -16
  s_mov_b64 s[12:13], -16
  s_mov_b64 s[14:15], 0xdeadbeef
  s_mov_b32 s16, src_vccz
  s_mov_b32 s17, src_execz
  s_cmp_eq_u32 0, 0
  s_mov_b32 s18, src_scc
  s_mov_b64 s[20:21], src_scc
  s_add_u32 s22, src_scc, 5
  s_mov_b32 ttmp3, 0x1234
  s_mov_b32 flat_scratch_hi, 7
  s_mov_b32 xnack_mask_lo, 9
  s_mov_b32 m0, s11
  s_mov_b64 vcc, -1
  s_mov_b32 s23, src_vccz
  s_mov_b64 exec, 0
  s_mov_b32 s24, src_execz
  s_mov_b64 exec, 15
  s_endpgm
