;; cosim: buffer 0x10 16
;; cosim: data 0xffffffffffffffff 00
s_endpgm
