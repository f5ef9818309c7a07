; Source 239 (src_pops_exiting_wave_id) as a VOP3 operand: retired as illegal
; on both sides (see pops_rejected_vop1.s).
;; cosim: vgprs 4
s_mov_b32 s0, 5
v_add_u32_e64 v0, v1, src_pops_exiting_wave_id
s_endpgm
