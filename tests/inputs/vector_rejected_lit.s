; A VOP1 instruction with a literal dword: length 2 on both sides, rejected by name.
s_nop 0
v_mov_b32_e32 v0, 0x12345678
s_endpgm
