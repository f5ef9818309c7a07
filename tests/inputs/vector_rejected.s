; Vector ALU instructions are decoded but not executed yet (issue 3): the golden
; model and the RTL both retire this VOP3 (two-dword) v_add_co_u32_e64 as
; illegal, with identical commit records, and the run names it.
s_mov_b32 s0, 5
v_add_co_u32_e64 v0, s[2:3], s0, v1
s_endpgm
