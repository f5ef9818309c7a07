;; cosim: waves 1
;; cosim: buffer 0x100000004 16
  s_nop 0
  s_endpgm
