; An F_UNSUP vector ALU instruction (v_div_scale_f64: F64 is outside the
; vector pipeline's scope): the golden model and the RTL both retire this VOP3B
; (two-dword) instruction as illegal, with identical commit records, and the
; run names it.
s_mov_b32 s0, 5
v_div_scale_f64 v[0:1], s[2:3], s[0:1], v[1:2], v[2:3]
s_endpgm
