;; cosim: waves 4
;; cosim: workgroups 3 1
;; cosim: cu_waves 2
  s_endpgm
