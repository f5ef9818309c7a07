;; cosim: buffer 0x100000 64
;; cosim: buffer 0x200000 64
;; cosim: buffer 0x400000 64
;; cosim: buffer 0x200000000 209715200
;; cosim: buffer 0x300000000 104857600
  s_endpgm
