;; cosim: waves 4
;; cosim: workgroups 2 1
  s_endpgm
