; An F_UNSUP VOP1 instruction (F64) with a literal dword: length 2 on both
; sides, rejected by name.
s_nop 0
v_cvt_f64_i32_e32 v[0:1], 0x12345678
s_endpgm
