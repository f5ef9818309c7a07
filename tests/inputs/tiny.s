;; cosim: expect 0 s1 0x3
;; cosim: expect 0 scc 1
; 0xffffffff + 4 = 0x3 with a carry out (Vega ISA S_ADD_U32: SCC = carry).
s_mov_b32 s0, -1
s_add_u32 s1, s0, 4
s_endpgm
