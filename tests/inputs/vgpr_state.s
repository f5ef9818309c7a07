;; cosim: vgprs 2
;; cosim: vgpr 0 v1 3 0x5
;; cosim: expect 0 v1 3 0x5
;; cosim: expect 0 v1 4 0x0
; Initial VGPR state only: both sides carry it to the end unchanged, and the
; final VGPR compare and the expectations check it.
s_endpgm
