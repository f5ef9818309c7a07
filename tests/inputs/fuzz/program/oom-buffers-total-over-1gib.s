;; cosim: buffer 0 0x10
;; cosim: buffer 0x100 0x40000000
s_endpgm
