; A MUBUF load with LDS=1 (data to LDS, not executed): both sides retire it
; as illegal and the run names it.
;; cosim: vgprs 4
;; cosim: buffer 0x1000 256 in
;; cosim: sgpr * s4 0x00001000
;; cosim: sgpr * s5 0x00000000
;; cosim: sgpr * s6 0x00000100
;; cosim: sgpr * s7 0x00000000
buffer_load_dword off, s[4:7], 0 lds
s_endpgm
