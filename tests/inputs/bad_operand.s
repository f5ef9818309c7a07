; A register that does not exist: must be reported at line 4, not crash.
s_mov_b32 s0, 1
s_add_u32 s1, s0, s0
s_add_u32 s2, s1, s999
s_endpgm
