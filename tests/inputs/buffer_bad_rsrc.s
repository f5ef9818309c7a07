; A MUBUF load through a V# that is none of the three buffer kinds the Vega
; text defines a range check for (swizzle set without add_tid, no idxen):
; the golden model and the RTL both retire it as illegal, with identical
; commit records, and the run names the V#.
;; cosim: vgprs 4
;; cosim: sgpr * s4 0x00001000
;; cosim: sgpr * s5 0x80000000
;; cosim: sgpr * s6 0x00000100
;; cosim: sgpr * s7 0x00000000
s_mov_b32 s0, 5
buffer_load_dword v1, off, s[4:7], 0
s_endpgm
