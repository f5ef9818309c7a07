; Source 239 (src_pops_exiting_wave_id) as a MUBUF SOFFSET: retired as
; illegal on both sides (see pops_rejected_vop1.s).
;; cosim: vgprs 4
s_mov_b32 s0, 5
buffer_load_dword v0, off, s[0:3], src_pops_exiting_wave_id
s_endpgm
