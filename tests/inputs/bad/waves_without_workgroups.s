;; cosim: waves 20
  s_endpgm
