; A program without s_endpgm runs off the end of its code. Nothing is mapped
; past the last instruction (two 4-byte SOP2/SOP1 words from the code base
; 0x100000000), so the fetch at 0x100000008 faults, and both sides retire
; that as an illegal instruction at that pc: the design's fetch unit reports
; the memory's error instead of executing what the bus returned.
s_mov_b32 s0, 1
s_add_u32 s1, s0, s0
