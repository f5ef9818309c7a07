; The last word is the first dword of a VOP3 instruction (0xD1010000:
; encoding 110100, opcode 0x101, v_add_f32_e64 by llvm-mc-16) with nothing
; mapped after it: the fetch of its second dword faults, the instruction is
; truncated, and it retires as illegal on both sides at 0x100000004 (after
; one 4-byte s_mov_b32 from the code base 0x100000000).
s_mov_b32 s0, 1
.long 0xD1010000
