;; cosim: expect 0 s0 20
;; cosim: expect 0 s3 0x1
;; cosim: expect 0 scc 1
; Twenty trips of a loop whose additions never carry, then one addition
; that does: 0xffffffff + 2 = 0x1 with a carry out (Vega ISA S_ADD_U32:
; SCC = the carry out of bit 31). A compute unit that drops the carry
; (the bug_sadd_carry build) fails at the last s_add_u32, a few hundred
; cycles after launch, so a trace window of tens of cycles holds the loop's
; end and the failing instruction but not the launch.
s_mov_b32 s0, 0
s_mov_b32 s1, 20
loop:
s_add_u32 s0, s0, 1
s_sub_u32 s1, s1, 1
s_cmp_lg_u32 s1, 0
s_cbranch_scc1 loop
s_mov_b32 s2, -1
s_add_u32 s3, s2, 2
s_endpgm
