; An unknown mnemonic on line 3.
s_mov_b32 s0, 1
s_frobnicate_b32 s1, s0
s_endpgm
