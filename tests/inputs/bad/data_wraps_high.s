;; cosim: buffer 0 16
;; cosim: data 0xfffffffffffffffe 1122
  s_endpgm
