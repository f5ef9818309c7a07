;; cosim: vgprs 40
;; cosim: vgpr 0 v39 0 0x1
; More VGPRs than the default compute unit holds (NUM_VGPRS = 32 per wave):
; the RTL side must refuse the program by name, not drop the registers.
s_endpgm
