;; cosim: expect 0 s1 0x2
; The expectation on line 1 is wrong on purpose (s1 becomes 1).
s_mov_b32 s1, 1
s_endpgm
