;; cosim: vgprs 4
;; cosim: vgpr 0 v1 3 0x7
;; cosim: expect 0 v2 3 0xa
;; cosim: expect 0 v2 4 0x3
;; cosim: expect 0 vcc_lo 0x0
;; cosim: expect 0 s4 0x8
; Vector ALU instructions on the golden model alone: v2 = 3 + v1 in every lane
; (lane 3: 3 + 7 = 10, the others 3 + 0), then v_cmp_gt_u32 sets bit l where
; v2 > 3, i.e. only lane 3 (0x8); the carry-out of 3 + v1 is never set.
v_add_co_u32_e32 v2, vcc, 3, v1
v_cmp_gt_u32_e64 s[4:5], v2, 3
s_endpgm
