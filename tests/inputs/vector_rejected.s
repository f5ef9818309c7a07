; An F_UNSUP vector ALU instruction (v_div_scale_f32: its reading is not
; settled): the golden model and the RTL both retire this VOP3B (two-dword)
; instruction as illegal, with identical commit records, and the run names it.
s_mov_b32 s0, 5
v_div_scale_f32 v0, s[2:3], s0, v1, v2
s_endpgm
