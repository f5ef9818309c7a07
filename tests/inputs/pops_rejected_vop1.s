; Source 239 (src_pops_exiting_wave_id) is decoded but not executed: the
; golden model and the RTL both retire the instruction as illegal, naming
; the operand, with identical commit records. Encoding from llvm-mc-16:
; v_mov_b32_e32 v0, src_pops_exiting_wave_id = 0x7e0002ef.
;; cosim: vgprs 4
s_mov_b32 s0, 5
v_mov_b32 v0, src_pops_exiting_wave_id
s_endpgm
