;; cosim: vgprs 2
;; cosim: vgpr 0 v1 3 0x5
;; cosim: expect 0 v1 3 0x5
;; cosim: expect 0 v1 4 0x0
; Initial VGPR state only: the golden model carries it to the end unchanged;
; the RTL, which has no VGPR file yet, must refuse the program by name.
s_endpgm
