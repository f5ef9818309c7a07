;; cosim: buffer 0x10000 16
;; cosim: data 0xffffffffffffffff 00
  s_endpgm
